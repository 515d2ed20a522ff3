"""Notebook 08 — provoke / la provocation (702.39, 509.1)."""

from nbsource import answer, code, discuss, exercises, md, quote, rules, said, setup, task

FILES = {"en": "08_provoke.ipynb", "fr": "08_provocation.ipynb"}

CELLS = [
    md(
        en="""
# Provoke

*Legions* (February 2003) brought a new keyword to the creatures of Onslaught block:
**provoke**. When a creature with provoke attacks, its controller may force one of the
defending player's creatures to block it.

**What you will learn**

- what provoke does today (rule 702.39a) and how several instances work (702.39b);
- how a declaration of blockers is checked (509.1a–c): who may block, *restrictions*, and
  *requirements* that must be obeyed as much as possible;
- the three statements of the 2003 *Legions* rules page about provoke, each checked by the
  rules engine;
- why the French card *Traqueur des basses terres* says “Initiative / Provocation”;
- how to tell, on any board, whether a declaration of blockers is legal and why.
""",
        fr="""
# La provocation

*Légions* (février 2003) a apporté aux créatures du bloc Carnage un nouveau mot-clé : la
**provocation**. Quand une créature avec la provocation attaque, son contrôleur peut forcer une
créature du joueur défenseur à la bloquer.

**Ce que vous allez apprendre**

- ce que fait la provocation aujourd'hui (règle 702.39a) et comment fonctionnent plusieurs
  occurrences (702.39b) ;
- comment on vérifie une déclaration des bloqueurs (509.1a–c) : qui peut bloquer, les
  *restrictions*, et les *obligations* qu'il faut respecter autant que possible ;
- les trois affirmations de la page de règles de *Légions* (2003) sur la provocation, chacune
  vérifiée par le moteur de règles ;
- pourquoi la carte française *Traqueur des basses terres* dit « Initiative / Provocation » ;
- comment savoir, sur n'importe quel plateau, si une déclaration des bloqueurs est légale et
  pourquoi.
""",
    ),
    setup(
        "reveal", "ProvokeExplorer", "conditions_table", "declaration_verdicts", "declarations_table",
        "provoke_board", "styled",
        "exercise_set", "exercise_widgets", "solutions", "make_legality", "make_most",
        "check_task",
    ),
    rules("702.39a", "509.1c", sources=("legions_page",)),
    md(
        en="""
## The rule: 702.39a and 702.39b

Provoke is a **triggered ability** (702.39a). In our own words: *whenever this creature
attacks, you may pick a target creature the defending player controls; that creature untaps,
and this combat it blocks the provoking creature if it is able to.* Two things happen, in this
order: the target **untaps**, and the target gets a **requirement** (“blocks … if able”).
“If able” is the whole story: a requirement never makes an illegal block legal.

702.39b: a creature with several instances of provoke gets several triggers, each with its own
target.

The cards of this chapter, all from *Legions* (texts and printed names in `docs/cards.md`):
**Krosan Vorine** (3/2, provoke, and “can't be blocked by more than one creature”),
**Lowland Tracker** (2/2, first strike, provoke), **Deftblade Elite** (1/1), **Goblin Grappler**
(1/1), **Feral Throwback** (3/3, amplify 2, provoke).
""",
        fr="""
## La règle : 702.39a et 702.39b

La provocation est une **capacité déclenchée** (702.39a). En clair : *à chaque fois que
cette créature attaque, vous pouvez choisir comme cible une créature contrôlée par le joueur
défenseur ; cette créature se dégage et, pendant ce combat, elle bloque la créature qui
provoque si elle le peut.* Deux choses se produisent, dans cet ordre : la cible **se dégage**,
puis elle reçoit une **obligation** (« bloque … si elle le peut »). Tout est dans « si elle le
peut » : une obligation ne rend jamais légal un blocage illégal.

702.39b : une créature qui a plusieurs occurrences de la provocation a plusieurs déclenchements,
chacun avec sa propre cible.

Les cartes du chapitre, toutes de *Légions* (textes et noms imprimés dans `docs/cards.md`) :
**Serval krosian** (*Krosan Vorine*, 3/2, provocation, et « ne peut être bloqué par plus d'une
créature »), **Traqueur des basses terres** (*Lowland Tracker*, 2/2, initiative, provocation),
**Élite dextrelame** (1/1), **Accrocheur gobelin** (1/1), **Survivant sauvage** (3/3,
amplification 2, provocation).
""",
    ),
    md(
        en="""
## Declaring blockers: 509.1a, 509.1b, 509.1c

When the defending player declares blockers, the declaration is checked in three layers:

- **509.1a — who may block:** untapped creatures of the defending player, each blocking a
  creature that attacks that player.
- **509.1b — restrictions:** effects that say a creature *can't* block (or can't be blocked):
  flying (only creatures with flying or reach, 702.9b), menace (not by just one creature,
  702.111b), “can't block”, “can't be blocked”, “can't be blocked by more than one creature”.
  Breaking any restriction makes the declaration illegal.
- **509.1c — requirements:** effects that say a creature *must* block, such as provoke. The
  declaration must obey **as many requirements as possible without breaking a restriction**.
  Costs are never forced: if a creature can't block unless its controller pays a cost, nobody
  has to pay it, even to obey a requirement.

Below, the Bear was **tapped** before combat. Krosan Vorine attacks and provokes it.
""",
        fr="""
## La déclaration des bloqueurs : 509.1a, 509.1b, 509.1c

Quand le joueur défenseur déclare ses bloqueurs, la déclaration est vérifiée en trois temps :

- **509.1a — qui peut bloquer :** les créatures dégagées du joueur défenseur, chacune bloquant
  une créature qui attaque ce joueur.
- **509.1b — les restrictions :** les effets qui disent qu'une créature *ne peut pas* bloquer
  (ou ne peut pas être bloquée) : le vol (seulement par des créatures avec le vol ou la portée,
  702.9b), la menace (pas par une seule créature, 702.111b), « ne peut pas bloquer », « ne peut
  pas être bloquée », « ne peut être bloquée par plus d'une créature ». Enfreindre une seule
  restriction rend la déclaration illégale.
- **509.1c — les obligations :** les effets qui disent qu'une créature *doit* bloquer, comme
  la provocation. La déclaration doit respecter **autant d'obligations que possible sans
  enfreindre de restriction**. Aucun coût n'est jamais imposé : si une créature ne peut bloquer
  que si son contrôleur paie un coût, personne n'est obligé de le payer, même pour respecter une
  obligation.

Ci-dessous, l'Ours était **engagé** avant le combat. Le Serval krosian attaque et le provoque.
""",
    ),
    quote("509.1a", "509.1b"),
    code(
        """
board = provoke_board(tapped=True)
board.block("bear", "V")
board.check_blocks()
"""
    ),
    code('board.resolve().narrate()'),
    md(
        en="""
## The three statements of the 2003 Legions rules page

**1. “The creature you force to block may be tapped or untapped. An untapped creature must
block; a tapped one untaps and then must block.”** The explainer above showed the untap
(702.39a).

**Predict, then run.** The Bear was tapped; is *not blocking* legal? The explainer judges both
declarations (the table further down has the untapped Bear too).
""",
        fr="""
## Les trois affirmations de la page de règles de Légions (2003)

**1. « La créature que vous forcez à bloquer peut être engagée ou dégagée. Dégagée, elle devra
bloquer ; engagée, elle se dégagera puis devra bloquer. »** L'explication ci-dessus montre le
dégagement (702.39a).

**Prédisez, puis exécutez.** L'Ours était engagé ; *ne pas bloquer* est-il légal ?
L'outil d'explication des blocages juge les deux déclarations (le tableau plus bas montre
aussi l'Ours dégagé).
""",
    ),
    said("legions_page", "tapped_or_untapped"),
    code(
        """
reveal(declaration_verdicts(board, [{}, {"bear": "V"}]))
"""
    ),
    md(
        en="""
**2. “Provoke doesn't override a creature's inability to block: if the creature you try to
force to block becomes tapped again, it can't block.”** A tapped creature can't block (509.1a)
and no requirement changes that. The same goes for every restriction: a flying provoker can't
be blocked by a creature without flying or reach (702.9b), and a provoker that can't be blocked
can't be blocked by anyone. In each case the requirement can't be obeyed, so the maximum of
509.1c is 0 and the target is free.
""",
        fr="""
**2. « La provocation n'annule pas l'incapacité d'une créature à bloquer : si la créature que
vous tentez de contraindre à bloquer est de nouveau engagée, elle ne pourra pas bloquer. »**
Une créature engagée ne peut pas bloquer (509.1a) et aucune obligation n'y change rien. Il en
va de même pour toute restriction : une créature qui provoque avec le vol ne peut pas être
bloquée par une créature sans le vol ni la portée (702.9b), et une créature qui ne peut pas être
bloquée ne l'est par personne. Dans chaque cas, l'obligation ne peut pas être respectée : le
maximum de 509.1c vaut 0 et la cible est libre.
""",
        bridge=True,
    ),
    said("legions_page", "inability"),
    code(
        """
again = provoke_board(tapped=True, tapped_again=True)
again.check_blocks()
"""
    ),
    md(
        en="""
**3. “Provoke affects only the creature you force to block. Your opponent's other creatures
can block normally.”** With Goblin Grappler attacking too, the Wall may block it, or not block
at all; only the Bear has a requirement. But careful with Krosan Vorine: it “can't be blocked
by more than one creature”, so if the Wall blocks Krosan Vorine, the Bear can't, and that
declaration obeys fewer requirements than possible.
""",
        fr="""
**3. « La provocation n'affecte que la créature que vous forcez à bloquer. Les autres
créatures de votre adversaire peuvent bloquer normalement. »** Si l'Accrocheur gobelin attaque
aussi, le Mur peut le bloquer, ou ne rien bloquer ; seul l'Ours a une obligation. Attention
toutefois au Serval krosian : il « ne peut être bloqué par plus d'une créature » ; si le Mur
bloque le Serval krosian, l'Ours ne le peut plus, et cette déclaration respecte moins
d'obligations que possible.
""",
    ),
    said("legions_page", "others_block"),
    code(
        """
both = provoke_board(second=True)
both.provoke("V", "bear")
styled(declarations_table(both), index=False)
"""
    ),
    code(
        """
declaration_verdicts(both, [{"bear": "V", "wall": "G"}, {"bear": "V"}, {"wall": "V"}])
"""
    ),
    md(
        en="""
## When does the provoked creature have to block?

Each row below is resolved by the engine: the provoked Bear must block when *not blocking*
would obey fewer requirements than possible. It checks the second statement of the 2003 page
too: tapped again, facing a flier without reach, or facing a creature that can't be blocked, the
Bear is free.
""",
        fr="""
## Quand la créature provoquée doit-elle bloquer ?

Chaque ligne ci-dessous est calculée par le moteur : l'Ours provoqué doit bloquer quand *ne pas
bloquer* respecterait moins d'obligations que possible. Le tableau vérifie aussi la deuxième
affirmation de la page de 2003 : de nouveau engagé, face à une créature avec le vol alors que
l'Ours n'a pas la portée, ou face à une créature qui ne peut pas être bloquée, l'Ours est
libre.
""",
    ),
    code('styled(conditions_table(), index=False)'),
    md(
        en="""
## Two provokers, one target; 702.39b

If Krosan Vorine and Goblin Grappler both provoke the Bear, the Bear has two requirements but
can block only one creature.

**Predict, then run.** Which of these three declarations are legal: the Bear blocks Krosan
Vorine, the Bear blocks Goblin Grappler, the Bear doesn't block?
""",
        fr="""
## Deux créatures qui provoquent, une seule cible ; 702.39b

Si le Serval krosian et l'Accrocheur gobelin provoquent tous deux l'Ours, l'Ours a deux
obligations mais ne peut bloquer qu'une créature.

**Prédisez, puis exécutez.** Lesquelles de ces trois déclarations sont légales : l'Ours bloque le
Serval krosian, l'Ours bloque l'Accrocheur gobelin, l'Ours ne bloque pas ?
""",
    ),
    code(
        """
twice = provoke_board(second=True)
verdicts = declaration_verdicts(twice, [{"bear": "V"}, {"bear": "G"}, {}])
reveal(verdicts)
"""
    ),
    answer(
        en="""
At most one requirement can be obeyed, and **either one** will do: the defending player
chooses. Not blocking obeys none, fewer than possible (509.1c).
""",
        fr="""
Une seule obligation au plus peut être respectée, et **n'importe laquelle** convient : le joueur
défenseur choisit. Ne pas bloquer n'en respecte aucune, soit moins que possible (509.1c).
""",
    ),
    md(
        en="""
## 509.1c and its menace example

Rule 509.1c gives this example: a player controls a creature that “blocks if able” and another
creature with no abilities; a creature with **menace** attacks. Here `X` blocks if able and `Y`
has no abilities.

**Predict, then run.** Which of the four declarations is legal: `X` alone blocks, `Y` alone
blocks, no creature blocks, or both block?
""",
        fr="""
## 509.1c et son exemple avec la menace

La règle 509.1c donne cet exemple : un joueur contrôle une créature qui « bloque si elle le
peut » et une autre sans capacité ; une créature avec la **menace** attaque. Ici, `X` bloque si
elle le peut et `Y` n'a aucune capacité.

**Prédisez, puis exécutez.** Laquelle des quatre déclarations est légale : `X` bloque seule,
`Y` bloque seule, aucune créature ne bloque, ou les deux bloquent ?
""",
    ),
    code(
        """
menace = mtg.Board()
menace.attacker("M", 3, 3, "menace")
menace.blocker("X", 2, 2)
menace.blocker("Y", 2, 2)
menace.must_block("X")
"""
    ),
    code(
        """
verdicts = declaration_verdicts(menace, [{"X": "M"}, {"Y": "M"}, {}, {"X": "M", "Y": "M"}])
reveal(verdicts)
"""
    ),
    answer(
        en="""
Blocking with `X` alone breaks the menace restriction; blocking with `Y` alone breaks menace
*and* the requirement; blocking with neither obeys the restriction but not the requirement. So
the player **must block with both**: it is the only declaration that obeys one requirement (the
most possible) without breaking a restriction (509.1c).
""",
        fr="""
Bloquer avec `X` seule enfreint la restriction de la menace ; bloquer avec `Y` seule enfreint
la menace *et* l'obligation ; ne bloquer avec aucune respecte la restriction mais pas
l'obligation. Le joueur **doit donc bloquer avec les deux** : c'est la seule déclaration qui
respecte une obligation (le maximum possible) sans enfreindre de restriction (509.1c).
""",
    ),
    md(
        en="""
## Costs to block are never required

Suppose the Bear “can't block unless its controller pays {2}”. That is a restriction, and
509.1c says its cost never has to be paid, even to obey a requirement. So the provoked Bear may
stay back; its controller may also choose to pay and block (509.1d).
""",
        fr="""
## Un coût pour bloquer n'est jamais imposé

Supposons que l'Ours « ne peut pas bloquer à moins que son contrôleur ne paie {2} ». C'est une
restriction, et 509.1c dit que son coût n'a jamais à être payé, même pour respecter une
obligation. L'Ours provoqué peut donc rester en retrait ; son contrôleur peut aussi choisir de
payer et de bloquer (509.1d).
""",
    ),
    code(
        """
taxed = provoke_board()
taxed.block_cost("bear", "{2}")
declaration_verdicts(taxed, [{}, {"bear": "V"}])
"""
    ),
    md(
        en="""
## Lowland Tracker: “Initiative / Provocation”

Lowland Tracker has **first strike** and provoke. On the French card it reads *Initiative /
Provocation*: here **initiative** is the French name of first strike (a creature's ability),
not *the initiative* of the Undercity cards (rule 726, a player's designation). Provoke and
first strike work well together: the Tracker's controller chooses which creature must block it.

**Predict, then run.** Lowland Tracker, a 2/2 with first strike, attacks and provokes the Bear,
a 2/2, which blocks it. Which creatures die, and how much damage does the Bear deal?
""",
        fr="""
## Le Traqueur des basses terres : « Initiative / Provocation »

Le Traqueur des basses terres a l'**initiative** et la provocation ; la carte française
indique *Initiative / Provocation*. Ici, **l'initiative (capacité)** est le nom français de
*first strike* (une capacité de créature), et non **l'initiative (désignation)** des cartes des
Souterrains (règle 726, une désignation de joueur). La provocation et l'initiative (capacité)
vont bien ensemble : le contrôleur du Traqueur choisit la créature qui doit le bloquer.

**Prédisez, puis exécutez.** Le Traqueur des basses terres, une créature 2/2 avec l'initiative
(capacité), attaque et provoque l'Ours, une créature 2/2, qui le bloque. Quelles créatures
meurent, et combien de blessures l'Ours inflige-t-il ?
""",
    ),
    code(
        """
tracker = provoke_board(provoker="tracker")
tracker.block("bear", "V")
reveal(tracker.resolve().narrate())
"""
    ),
    answer(
        en="""
The Tracker deals its damage first (510.4): the Bear dies before it can strike back, and the
Tracker takes no damage.
""",
        fr="""
Le Traqueur inflige ses blessures en premier (510.4) : l'Ours meurt avant de pouvoir riposter,
et le Traqueur ne reçoit aucune blessure.
""",
    ),
    md(
        en="""
## Explore

Choose the target and the conditions: tapped before combat, tapped again after the trigger,
Krosan Vorine with flying, the target with reach, Goblin Grappler provoking the same target,
how many other creatures the defending player has. The explorer lists every declaration that
breaks no restriction and says which ones are legal, and why.
""",
        fr="""
## Explorateur

Choisissez la cible et les conditions : engagée avant le combat, de nouveau engagée après le
déclenchement, Serval krosian avec le vol, cible avec la portée, Accrocheur gobelin provoquant
la même cible, nombre d'autres créatures du joueur défenseur. L'explorateur liste toutes les
déclarations qui n'enfreignent aucune restriction, indique lesquelles sont légales, et pourquoi.
""",
    ),
    code(
        """
explorer = ProvokeExplorer()
explorer
"""
    ),
    exercises(
        en="""
## Exercises

Each board is drawn at random (the same on every run); the answers and explanations come from
the explainer. Where widgets are not live, the questions are listed in their place.
""",
        fr="""
## Exercices

Chaque plateau est tiré au hasard (le même à chaque exécution) ; les réponses et les
explications viennent de l'outil d'explication des blocages. Là où les widgets ne sont pas actifs, les questions sont listées à leur place.
""",
    ),
    code(
        """
exercises = exercise_set(make_legality, [3, 5]) + exercise_set(make_most, [2])
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    md(
        en="""
## History note: the 2003 wording

- The 2003 reminder text said “**When** this creature attacks…” (French: “**Quand** cette
  créature attaque…”); the Oracle text now says “**Whenever** this creature attacks…”. The
  meaning is the same: it triggers each time the creature attacks.
- The rules page of 2003 speaks of *playing* creatures (French *jouer*) and of the creature
  *coming into play*; today one **casts** a creature spell (French *lancer*) and it **enters
  the battlefield** (*arrive sur le champ de bataille*).
- Rule numbers have moved: keyword abilities were then numbered 502.x (double strike was
  502.28); provoke was **502.29**. Today provoke is **702.39** and declaring blockers is 509.1.
- The 2003 page already describes the modern behaviour: untap, then block if able, and
  nothing overrides an inability to block.
""",
        fr="""
## Note historique : la rédaction de 2003

- Le texte de rappel de 2003 disait « **Quand** cette créature attaque… » (anglais « **When**
  this creature attacks… ») ; le texte Oracle dit désormais « **Whenever** this creature
  attacks… », que les cartes françaises rendent par « à chaque fois que cette créature
  attaque ». Le sens est le même : la
  capacité se déclenche à chaque attaque.
- La page de règles de 2003 parle de *jouer* une créature et de créature qui *arrive en jeu* ;
  aujourd'hui on **lance** un sort de créature et elle **arrive sur le champ de bataille**.
- Les numéros de règles ont changé : les capacités mot-clé étaient alors numérotées 502.x (la
  double initiative était 502.28) ; la provocation était la **502.29**. Aujourd'hui, la
  provocation est la **702.39** et la déclaration des bloqueurs la 509.1.
- La page de 2003 décrit déjà le comportement actuel : la cible se dégage, puis bloque si elle
  le peut, et rien n'annule une incapacité à bloquer.
""",
    ),
    *task("provoke_no_block"),
    md(
        en="""
## Summary

- Provoke (702.39a): whenever the creature attacks, you may target a creature the defending
  player controls; it **untaps** and **blocks the provoker if able**. Each instance triggers
  separately (702.39b).
- It is a requirement (509.1c), never an exception to a restriction (509.1b) or to 509.1a: a
  target tapped again, unable to block a flier, or facing a creature that can't be blocked is
  free.
- Only the target is affected; other creatures block normally, as long as the declaration still
  obeys as many requirements as possible (mind Krosan Vorine's “no more than one blocker”).
- Several requirements on one creature: obey as many as possible, any choice that reaches the
  maximum is legal; costs to block never have to be paid.
- In French, *Initiative / Provocation* on Lowland Tracker means first strike and provoke.
""",
        fr="""
## À retenir

- La provocation (702.39a) : à chaque fois que la créature attaque, vous pouvez cibler une
  créature contrôlée par le joueur défenseur ; elle **se dégage** et **bloque la créature qui
  provoque si elle le peut**. Chaque occurrence se déclenche séparément (702.39b).
- C'est une obligation (509.1c), jamais une exception à une restriction (509.1b) ni à 509.1a :
  une cible de nouveau engagée, incapable de bloquer une créature volante, ou face à une créature
  qui ne peut pas être bloquée, est libre.
- Seule la cible est concernée ; les autres créatures bloquent normalement, tant que la
  déclaration respecte toujours autant d'obligations que possible (attention au « pas plus
  d'une bloqueuse » du Serval krosian).
- Plusieurs obligations sur une créature : on en respecte autant que possible, et tout choix
  qui atteint le maximum est légal ; un coût pour bloquer n'a jamais à être payé.
- Sur le Traqueur des basses terres, *Initiative / Provocation* veut dire l'initiative
  (capacité, *first strike*) et la provocation.
""",
    ),
]

DISCUSS = [
    discuss(
        en="The creature targeted by provoke is untapped, then becomes tapped again before blockers are declared. Must it block?",
        fr="La créature ciblée par la provocation est dégagée, puis de nouveau engagée avant la déclaration des bloqueurs. Doit-elle bloquer ?",
        answer_en="""No: a tapped creature can't block (509.1a) and no requirement changes that; the
maximum number of requirements that can be obeyed is 0, so not blocking is legal (509.1c).
Statement 2 of the 2003 page.""",
        answer_fr="""Non : une créature engagée ne peut pas bloquer (509.1a) et aucune obligation n'y
change rien ; le nombre maximal d'obligations qu'on peut respecter est 0, donc ne pas bloquer
est légal (509.1c). Deuxième affirmation de la page de 2003.""",
    ),
    discuss(
        en="Krosan Vorine provokes the Bear; the Wall blocks Krosan Vorine and the Bear stays back. Legal?",
        fr="Le Serval krosian provoque l'Ours ; le Mur bloque le Serval krosian et l'Ours reste en retrait. Est-ce légal ?",
        answer_en="""No: Krosan Vorine can't be blocked by more than one creature, so with the Wall on it
the Bear can't obey its requirement, while the Bear blocking alone would obey it. That
declaration obeys fewer requirements than possible (509.1c). Statement 3.""",
        answer_fr="""Non : le Serval krosian ne peut être bloqué par plus d'une créature ; avec le Mur
sur lui, l'Ours ne peut pas respecter son obligation, alors que l'Ours bloquant seul la
respecterait. Cette déclaration respecte moins d'obligations que possible (509.1c). Troisième
affirmation.""",
    ),
]
