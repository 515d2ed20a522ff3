"""Notebook 05 — double strike at judge level / la double initiative, niveau arbitre: several
blockers, a first-strike blocker, a creature leaving the fight between the steps, the Jitte's
three modes with a response, deathtouch and trample, and one board under the rules of each era."""

from nbsource import Code, Markdown, answer, code, discuss, exercises, md, rules, setup, task

FILES = {
    "en": "05_double_strike_at_judge_level.ipynb",
    "fr": "05_double_initiative_niveau_arbitre.ipynb",
}

def practice(
    call: str, *, heading: bool = True, after_prediction: bool = False
) -> list[Markdown | Code]:
    """An exercise set after a section: a short heading (how to answer is said once, before
    the first set), the exercises (each question in its widget), the folded solutions. A
    heading right after a prediction is left open on purpose (``after_prediction``)."""
    cells: list[Markdown | Code] = (
        [md("**Exercises.**", "**Exercices.**", bridge=after_prediction)] if heading else []
    )
    return [
        *cells,
        code(f"practice = {call}"),
        code("exercise_widgets(practice)"),
        code("solutions(practice)"),
    ]


CELLS = [
    md(
        en="""
# Double strike at judge level

Notebooks 02 to 04 followed one double striker against one blocker, as the French lesson on
double strike does. A judge is asked about the rest: several blockers, a blocker with first
strike, a blocker that disappears between the steps, an opponent who answers the Jitte, and
players who learned the rules in 2003 or in 2009. This notebook is for judge candidates and
for players who want every case.

**What you will learn**

- how a double striker blocked by two or three creatures divides its damage **in each step**
  (510.1c), damage marked in the first step still counting in the second (120.6, 702.19b), and
  the most a player can take with trample;
- what a **first-strike blocker** does against a double-strike trampler (510.4, 702.7b);
- what happens when, between the steps, a blocker is **destroyed, returned to hand or removed
  from combat**, or the attacker is removed (506.4, 509.1h, 510.1c–d, 702.19d);
- Umezawa's Jitte's **three modes**, one counter at a time, and the opponent's **response**
  (602.2b, 117.7, 608.2b);
- deathtouch, trample and double strike against **two blockers** (702.2c);
- the same board under the rules of **2003, 2009 and today**.
""",
        fr="""
# La double initiative, niveau arbitre

Les notebooks 02 à 04 ont suivi une créature à double initiative contre une seule bloqueuse,
comme la leçon française sur la double initiative. Tout le reste, c'est ce sur quoi on
interroge l'arbitre : plusieurs bloqueuses, une bloqueuse avec l'initiative, une bloqueuse qui disparaît
entre les étapes, un adversaire qui répond au Jitte, et des joueurs qui ont appris les règles
en 2003 ou en 2009. Ce notebook s'adresse aux candidats arbitres et aux joueurs qui veulent
tous les cas.

**Ce que vous allez apprendre**

- comment une créature à double initiative bloquée par deux ou trois créatures répartit ses
  blessures **à chaque étape** (510.1c), les blessures marquées à la première étape comptant
  encore à la seconde (120.6, 702.19b), et ce qu'un joueur peut subir au plus avec le
  piétinement ;
- ce que fait une **bloqueuse avec l'initiative** contre une créature à double initiative
  avec le piétinement (510.4, 702.7b) ;
- ce qui se passe quand, entre les étapes, une bloqueuse est **détruite, renvoyée dans la
  main ou retirée du combat**, ou que l'attaquante est retirée du combat (506.4, 509.1h,
  510.1c–d, 702.19d) ;
- les **trois modes** du Jitte d'Umezawa, un marqueur à la fois, et la **réponse** de
  l'adversaire (602.2b, 117.7, 608.2b) ;
- le contact mortel, le piétinement et la double initiative contre **deux bloqueuses**
  (702.2c) ;
- le même plateau avec les règles de **2003, de 2009 et d'aujourd'hui**.

Dans ce notebook, « initiative » désigne toujours **la capacité** de créature (*first strike*,
702.7), jamais l'initiative (désignation) des Souterrains (726).
""",
    ),
    setup(
        "JudgeExplorer", "most_destroyed", "most_to_player", "judge_formulas", "gone_table",
        "side_by_side", "outcome_lines", "exercise_set", "exercise_widgets", "solutions", "reveal",
        "share_out", "most_trample", "first_strike_trampler", "gone_between", "jitte_modes",
        "deathtouch_trample", "era_division", "check_task",
    ),
    rules("510.1c", "702.19b", "702.19d", "702.2c", sources=("french_lesson",)),
    md(
        en="""
## 1. Two or three blockers: the damage is divided in each step (510.1c)

A blocked creature assigns its combat damage to the creatures blocking it; with two or more,
"divided as its controller chooses among them" (510.1c, since Foundations in November 2024).
A double striker makes that choice **twice**, once per step, and the second choice sees the
first: damage marked on a creature stays until the cleanup step (120.6), and a creature whose
marked damage reaches its toughness is destroyed (704.5g). So 2 damage in the first step and
1 in the second destroy a 3-toughness blocker, exactly as 3 at once would.

**Predict, then run.** A 4/4 double striker is blocked by two 1/3s. Its controller assigns 2
and 2 in the first-strike step, then 1 and 3 in the regular step. Which creatures die, and how
much damage does the attacker take?
""",
        fr="""
## 1. Deux ou trois bloqueuses : les blessures sont réparties à chaque étape (510.1c)

Une créature bloquée assigne ses blessures de combat aux créatures qui la bloquent ; s'il y en
a plusieurs, elle les « répartit entre elles comme son contrôleur le choisit » (510.1c, depuis
Fondations en novembre 2024). Une créature à double initiative fait ce choix **deux fois**, une
fois par étape, et le second choix voit le premier : les blessures marquées sur une créature
y restent jusqu'à l'étape de nettoyage (120.6), et une créature dont les blessures marquées
atteignent l'endurance est détruite (704.5g). Ainsi, 2 blessures à la première étape et 1 à
la seconde détruisent une bloqueuse d'endurance 3, exactement comme 3 d'un coup.

**Prédisez, puis exécutez.** Une 4/4 à double initiative est bloquée par deux 1/3. Son
contrôleur assigne 2 et 2 à l'étape d'initiative, puis 1 et 3 à l'étape normale. Quelles
créatures meurent, et combien de blessures l'attaquante subit-elle ?
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 4, 4, "double strike")
board.blocker("B1", 1, 3, blocks="A")
board.blocker("B2", 1, 3, blocks="A")
board.assign("first_strike", "A", {"B1": 2, "B2": 2})
board.assign("regular", "A", {"B1": 1, "B2": 3})
reveal(board)
"""
    ),
    answer(
        en="""
Both blockers survive the first step (2 damage each on toughness 3), so both strike back in the
regular step: the attacker takes 1 + 1. In the regular step, 1 more is lethal for B1 because
its 2 are still marked; the 3 given to B2 are one more than it needs, which the rules allow.
Under the rules of 2009 to 2024 this division was illegal (section 7).
""",
        fr="""
Les deux bloqueuses survivent à la première étape (2 blessures chacune pour une endurance de
3) : elles ripostent donc toutes les deux à l'étape normale, et l'attaquante subit 1 + 1. À
l'étape normale, 1 blessure de plus est mortelle pour B1 parce que ses 2 sont toujours
marquées ; les 3 données à B2 sont une de plus que nécessaire, ce que les règles permettent.
Avec les règles de 2009 à 2024, cette répartition était interdite (section 7).
""",
    ),
    md(
        en="""
**Predict, then run.** A 3/3 double striker is blocked by a 2/2, a 1/2 and a 1/4. How many of
them can it destroy at most, and can it survive? The engine tries every division of each step
and keeps the best.
""",
        fr="""
**Prédisez, puis exécutez.** Une 3/3 à double initiative est bloquée par une 2/2, une 1/2 et une
1/4. Combien peut-elle en détruire au plus, et peut-elle survivre ? Le moteur essaie chaque
répartition de chaque étape et garde la meilleure.
""",
    ),
    code(
        """
three = mtg.Board()
three.attacker("A", 3, 3, "double strike")
three.blocker("B1", 2, 2, blocks="A")
three.blocker("B2", 1, 2, blocks="A")
three.blocker("B3", 1, 4, blocks="A")
reveal(most_destroyed(three))
"""
    ),
    answer(
        en="""
Two, and it survives: 2 + 2 is within its 6 damage, 2 + 2 + 4 is not, and killing the 2/2 in
the first step keeps its 2 power out of the regular step. Without trample, the rule of thumb
is: pay for the blockers that need the least, as long as what they need adds up to at most
twice the power.
""",
        fr="""
Deux, et elle survit : 2 + 2 tient dans ses 6 blessures, 2 + 2 + 4 non, et détruire la 2/2 à
la première étape l'empêche d'infliger ses 2 blessures à l'étape normale. Sans piétinement, la
règle pratique est : consacrer les blessures aux bloqueuses qui en demandent le moins, tant que
le total de ce qu'elles demandent ne dépasse pas deux fois la force.
""",
    ),
    md(
        en="""
The engine checked the rule of thumb of the explanation above, with the two statements of the
next section, on every board of a grid:
""",
        fr="""
Le moteur a vérifié la règle pratique de l'explication ci-dessus, avec les deux affirmations
de la section suivante, sur chaque plateau d'une grille :
""",
    ),
    code("judge_formulas()"),
    exercises(
        en="""
### Exercises: several blockers
""",
        fr="""
### Exercices : plusieurs bloqueuses
""",
    ),
    *practice("exercise_set(share_out, [9, 3])", heading=False),
    md(
        en="""
## 2. With trample: the most the player can take (702.19b)

Trample adds one condition: the controller may assign damage to the player only once **every**
blocker is assigned lethal damage, "damage already marked on the creature" counting (702.19b).
With a double striker, the player can therefore take damage in the first step (if the power
covers every blocker), in the second (once the first step has marked enough), or both.

**Predict, then run.** A 4/4 double striker with trample is blocked by two 1/3s. What is the
most damage the defending player can take?
""",
        fr="""
## 2. Avec le piétinement : ce que le joueur peut subir au plus (702.19b)

Le piétinement ajoute une condition : le contrôleur ne peut assigner de blessures au joueur
qu'une fois des blessures mortelles assignées à **chaque** bloqueuse, « les blessures déjà
marquées sur la créature » comptant (702.19b). Avec la double initiative, le joueur peut donc
subir des blessures à la première étape (si la force couvre toutes les bloqueuses), à la
seconde (une fois que la première en a marqué assez), ou aux deux.

**Prédisez, puis exécutez.** Une 4/4 à double initiative avec le piétinement est bloquée par
deux 1/3. Combien de blessures le joueur défenseur peut-il subir au plus ?
""",
    ),
    code(
        """
trampler = mtg.Board()
trampler.attacker("A", 4, 4, "double strike", "trample")
trampler.blocker("B1", 1, 3, blocks="A")
trampler.blocker("B2", 1, 3, blocks="A")
reveal(most_to_player(trampler))
"""
    ),
    answer(
        en="""
2 = 2 × 4 − (3 + 3). Over the two steps the attacker has 2P damage; the blockers must get what
they still need (their toughness minus the damage already marked) before any reaches the
player, and the free division wastes nothing. So the most the player can take is
**2P − (T1 + T2 + …)**, and 0 when that is negative — the statement checked above on every
board of the grid. The French lesson's **2P − T** is its one-blocker case. Whichever way the
4 + 4 is split (3 + 1 then 2 + 2, or 2 + 2 then 1 + 1 + 2), the player never gets more than 2.
""",
        fr="""
2 = 2 × 4 − (3 + 3). Sur les deux étapes, l'attaquante dispose de 2F blessures ; les
bloqueuses doivent se voir assigner ce qu'il leur faut encore (leur endurance moins les blessures
déjà marquées) avant que la moindre blessure soit assignée au joueur, et la répartition libre ne gaspille
rien. Le joueur subit donc au plus **2F − (E1 + E2 + …)**, et 0 si c'est négatif — l'affirmation
vérifiée plus haut sur chaque plateau de la grille. Le **2F − E** de la leçon française en est
le cas à une bloqueuse. Quelle que soit la façon de découper les 4 + 4 (3 + 1 puis 2 + 2, ou
2 + 2 puis 1 + 1 + 2), le joueur n'en reçoit jamais plus de 2.
""",
    ),
    *practice("exercise_set(most_trample, [3, 7])"),
    md(
        en="""
## 3. A first-strike blocker against a double-strike trampler

If a blocker has first strike, it deals its damage in the **first** step, together with the
double striker's first hit (510.4, 702.7b); damage in a step is dealt at the same time (510.2).
The double striker strikes again in the regular step only if it survives that exchange; the
blocker, which had first strike as the first step began, deals nothing more (702.7b).

**Predict, then run.** A 3/3 double striker with trample is blocked by a 2/2 with first strike,
then by a 3/2 with first strike. Does the trampler strike twice, and how much reaches the
player each time?
""",
        fr="""
## 3. Une bloqueuse avec l'initiative contre une créature à double initiative avec le piétinement

Une bloqueuse avec l'initiative inflige ses blessures à la **première** étape, en même temps que
la créature à double initiative inflige ses premières blessures (510.4, 702.7b) ; les blessures
d'une étape sont infligées simultanément (510.2). La créature à double initiative n'inflige de
nouveau des blessures à l'étape normale que si elle survit à cet échange ; la bloqueuse, qui avait
l'initiative au début de la première étape, n'inflige plus rien (702.7b).

**Prédisez, puis exécutez.** Une 3/3 à double initiative avec le piétinement est bloquée par une
2/2 avec l'initiative, puis par une 3/2 avec l'initiative. Inflige-t-elle des blessures aux deux
étapes, et combien de blessures atteignent le joueur à chaque fois ?
""",
    ),
    code(
        """
small = mtg.Board()
small.attacker("A", 3, 3, "double strike", "trample")
small.blocker("B", 2, 2, "first strike", blocks="A")
big = mtg.Board()
big.attacker("A", 3, 3, "double strike", "trample")
big.blocker("B", 3, 2, "first strike", blocks="A")
reveal(outcome_lines(small.resolve(), big.resolve()))
"""
    ),
    code("reveal(big)"),
    answer(
        en="""
Against the 2/2, the trampler assigns 2 to it and 1 to the player in the first step, takes 2,
survives, and deals its 3 to the player in the regular step: no creature blocks it any more,
so all its damage is assigned to the player (702.19d). Against the 3/2, both die in the first
step: the player takes only the 1 that trampled over. The trampler strikes twice exactly when
its toughness is greater than the first striker's power (without deathtouch).
""",
        fr="""
Contre la 2/2, elle lui assigne 2 et 1 au joueur à la première étape, subit 2, survit, et
inflige ses 3 au joueur à l'étape normale : plus aucune créature ne la bloque, donc toutes ses
blessures sont assignées au joueur (702.19d). Contre la 3/2, les deux meurent à la première
étape : le joueur ne subit que la blessure que le piétinement a fait passer. Elle inflige des
blessures aux deux étapes exactement quand son endurance dépasse la force de la bloqueuse avec
l'initiative (sans contact mortel).
""",
    ),
    *practice("exercise_set(first_strike_trampler, [3, 11])"),
    md(
        en="""
## 4. Between the steps: a blocker that leaves the fight, or the attacker

Between the two steps, players can act (notebook 04). Three ways to make a blocker stop
blocking: destroy it (701.8), return it to its owner's hand (400.7), or **remove it from
combat** — it stays on the battlefield, its damage still marked, but it is no longer a blocking
creature (506.4). Each way, the attacker **remains blocked**: "A creature remains blocked even
if all the creatures blocking it are removed from combat" (509.1h). A blocked creature with no
blocker assigns no combat damage (510.1c), unless it has trample: then all of it goes to the
player (702.19d). The mirror case: the attacker removed from combat deals nothing, and its
blocker, blocking nothing, assigns nothing (510.1d).

**Predict, then run.** A 3/3 double striker deals 3 to a 2/5 in the first step; then the 2/5
is removed from combat. What happens in the regular step?
""",
        fr="""
## 4. Entre les étapes : une bloqueuse qui quitte le combat, ou l'attaquante

Entre les deux étapes, les joueurs peuvent agir (notebook 04). Trois façons d'empêcher une
bloqueuse de bloquer : la détruire (701.8), la renvoyer dans la main de son propriétaire
(400.7), ou la **retirer du combat** — elle reste sur le champ de bataille, ses blessures
toujours marquées, mais elle n'est plus une créature bloqueuse (506.4). Dans tous les cas,
l'attaquante **reste bloquée** : « une créature reste bloquée même si toutes les créatures qui
la bloquent sont retirées du combat » (509.1h). Une créature bloquée sans bloqueuse n'assigne
pas de blessures de combat (510.1c), sauf si elle a le piétinement : toutes ses blessures vont
alors au joueur (702.19d). Le cas symétrique : l'attaquante retirée du combat n'inflige rien, et sa
bloqueuse, qui ne bloque plus rien, n'assigne rien (510.1d).

**Prédisez, puis exécutez.** Une 3/3 à double initiative inflige 3 blessures à une 2/5 à la
première étape ; puis la 2/5 est retirée du combat. Que se passe-t-il à l'étape normale ?
""",
    ),
    code(
        """
removed = mtg.Board()
removed.attacker("A", 3, 3, "double strike")
removed.blocker("B", 2, 5, blocks="A")
removed.between_steps(mtg.remove_from_combat("B"))
reveal(removed)
"""
    ),
    answer(
        en="""
Nothing is dealt in the regular step: A is still blocked, but no creature blocks it any more,
and it has no trample; B, out of combat, deals nothing either and ends the turn alive with 3
damage marked.
""",
        fr="""
Rien n'est infligé à l'étape normale : A est toujours bloquée, mais plus aucune créature ne la
bloque, et elle n'a pas le piétinement ; B, hors du combat, n'inflige rien non plus et finit
le tour vivante avec 3 blessures marquées.
""",
    ),
    md(
        en="""
The four ways a blocker or the attacker leaves the fight between the steps, each resolved with
and without trample:
""",
        fr="""
Les quatre façons dont une bloqueuse ou l'attaquante quitte le combat entre les étapes,
chacune résolue avec et sans piétinement :
""",
    ),
    code("gone_table()"),
    *practice("exercise_set(gone_between, [4, 11, 0])"),
    md(
        en="""
## 5. Umezawa's Jitte: three modes, one counter at a time, and a response

The Jitte's ability: "Remove a charge counter from Umezawa's Jitte: Choose one — Equipped
creature gets +2/+2 until end of turn; or target creature gets −1/−1 until end of turn; or you
gain 2 life." Its rulings add: the mode is chosen as the ability is activated; only the −1/−1
mode targets; the +2/+2 goes to the creature equipped as the ability **resolves**.

Each activation removes **one** counter as its cost, at once (602.2b), then waits on the stack.
Its controller gets priority again and may activate again (117.3c); the opponent may
**respond**, and what is cast in response resolves first (117.7). A target that has gone by
then makes the −1/−1 do nothing (608.2b).

**Predict, then run.** Crypt Champion (2/2, double strike) carries the Jitte and is blocked by
a 2/3. After the first-strike step (2 damage on the blocker, 2 counters on the Jitte), its
controller removes one counter for −1/−1 on the blocker. What happens in the regular step?
""",
        fr="""
## 5. Le Jitte d'Umezawa : trois modes, un marqueur à la fois, et une réponse

La capacité du Jitte : « Retirez un marqueur “charge” du Jitte d'Umezawa : choisissez l'un —
la créature équipée gagne +2/+2 jusqu'à la fin du tour ; ou la créature ciblée gagne −1/−1
jusqu'à la fin du tour ; ou vous gagnez 2 points de vie. » Ses décisions officielles
précisent : le mode est choisi à l'activation ; seul le mode −1/−1 cible ; le +2/+2 va à la
créature équipée au moment où la capacité **se résout**.

Chaque activation a pour coût de retirer **un** marqueur, payé aussitôt (602.2b), puis la
capacité attend sur la pile. Son contrôleur reçoit de nouveau la priorité et peut l'activer
encore (117.3c) ; l'adversaire peut **répondre**, et ce qui est lancé ou activé en réponse se
résout d'abord (117.7). Une cible partie entre-temps rend le −1/−1 sans effet (608.2b).

**Prédisez, puis exécutez.** Le Champion de la crypte (2/2, double initiative), équipé du Jitte,
est bloqué par une 2/3. Après l'étape d'initiative (2 blessures sur la bloqueuse, 2 marqueurs
sur le Jitte), son contrôleur retire un marqueur pour −1/−1 sur la bloqueuse. Que se passe-t-il
à l'étape normale ?
""",
    ),
    code(
        """
shrink = mtg.Board()
shrink.attacker("A", 2, 2, "double strike", name="Crypt Champion")
shrink.blocker("B", 2, 3, blocks="A")
shrink.jitte("A")
shrink.between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("B", -1, -1)))
reveal(shrink)
"""
    ),
    answer(
        en="""
The 2/3 becomes a 1/2 with 2 damage marked: lethal, so it dies as a state-based action before
the regular step (704.5g). The Champion is still blocked, but no creature blocks it any more:
it deals no regular damage (510.1c), so the Jitte gets no new counters; one counter is left for
later.
""",
        fr="""
La 2/3 devient une 1/2 avec 2 blessures marquées : c'est mortel, elle meurt par une action
basée sur un état avant l'étape normale (704.5g). Le Champion reste bloqué, mais plus aucune
créature ne le bloque : il n'inflige pas de blessures normales (510.1c), et le Jitte ne reçoit
pas de nouveaux marqueurs ; il lui en reste un pour plus tard.
""",
    ),
    md(
        en="""
**Predict, then run.** Another blocker, a 1/3. The controller spends the first counter on
+2/+2 for the Champion; in response, the defending player deals 2 damage to the Champion. Then
the controller spends the second counter on 2 life. What is left, and who gained what?
""",
        fr="""
**Prédisez, puis exécutez.** Une autre bloqueuse, une 1/3. Le contrôleur retire le premier
marqueur pour donner +2/+2 au Champion ; en réponse, le joueur défenseur inflige 2 blessures au
Champion. Puis le contrôleur retire le second marqueur pour gagner 2 points de vie. Que reste-t-il, et
qui a gagné quoi ?
""",
    ),
    code(
        """
answered = mtg.Board()
answered.attacker("A", 2, 2, "double strike", name="Crypt Champion")
answered.blocker("B", 1, 3, blocks="A")
answered.jitte("A")
answered.between_steps(
    mtg.remove_counters("J", "charge", 1, then=mtg.pump("equipped", 2, 2),
                        responses=[mtg.damage("A", 2)]),
    mtg.remove_counters("J", "charge", 1, then=mtg.gain_life("P1", 2)),
)
reveal(answered.resolve().narrate())
"""
    ),
    answer(
        en="""
The response resolves first: the Champion, still a 2/2, dies. The counter is gone anyway — it
was the cost — and the +2/+2 finds no equipped creature. Had the opponent waited until the
+2/+2 resolved, a 4/4 would have survived the 2 damage, then killed the blocker in the regular
step and survived its 1: that is why the timing of a response matters. The life mode has no
target, so no response can make it do nothing by taking its target away (608.2b): P1 gains 2.
""",
        fr="""
La réponse se résout d'abord : le Champion, encore 2/2, meurt. Le marqueur est retiré quand
même — c'était le coût — et le +2/+2 ne trouve aucune créature équipée. Si l'adversaire avait
attendu que le +2/+2 se résolve, une 4/4 aurait survécu aux 2 blessures, puis tué la bloqueuse
à l'étape normale en survivant à sa blessure : c'est pourquoi le moment d'une réponse
compte. Le mode des points de vie ne cible rien : aucune réponse ne peut le rendre sans effet
en lui ôtant sa cible (608.2b), et P1 gagne 2 points de vie.
""",
    ),
    *practice("exercise_set(jitte_modes, [8, 1, 5])"),
    md(
        en="""
## 6. Deathtouch, trample and double strike against two blockers (702.2c)

With deathtouch, "any nonzero amount of combat damage assigned to a creature by a source with
deathtouch is considered to be lethal damage" for trample (702.2c). So 1 damage per blocker is
enough, the rest tramples over, and a blocker dealt that 1 is destroyed (704.5h) before the
regular step, where everything goes to the player (702.19d).

**Predict, then run.** A 3/3 with double strike, deathtouch and trample is blocked by two 1/5s.
What is the most damage the player can take?
""",
        fr="""
## 6. Contact mortel, piétinement et double initiative contre deux bloqueuses (702.2c)

Avec le contact mortel, « toute quantité non nulle de blessures de combat assignée à une
créature par une source avec le contact mortel est considérée comme des blessures mortelles »
pour le piétinement (702.2c). Une blessure par bloqueuse suffit donc, le reste peut être assigné
au joueur, et une bloqueuse qui a reçu cette blessure est détruite (704.5h) avant l'étape normale, où tout va au
joueur (702.19d).

**Prédisez, puis exécutez.** Une 3/3 avec la double initiative, le contact mortel et le
piétinement est bloquée par deux 1/5. Combien de blessures le joueur peut-il subir au plus ?
""",
    ),
    code(
        """
touch = mtg.Board()
touch.attacker("A", 3, 3, "double strike", "deathtouch", "trample")
touch.blocker("B1", 1, 5, blocks="A")
touch.blocker("B2", 1, 5, blocks="A")
reveal(most_to_player(touch))
"""
    ),
    answer(
        en="""
1 + 1 to the blockers and 1 to the player in the first step, then 3 in the regular step: 4 =
2 × 3 − 2. With n blockers the most is 2P − n (0 when negative): the toughness no longer
matters, only how many blockers there are — the third statement checked in section 1.
""",
        fr="""
1 + 1 aux bloqueuses et 1 au joueur à la première étape, puis 3 à l'étape normale : 4 =
2 × 3 − 2. Avec n bloqueuses, le maximum est 2F − n (0 si c'est négatif) : l'endurance ne
compte plus, seulement le nombre de bloqueuses — la troisième affirmation vérifiée à la
section 1.
""",
    ),
    *practice("exercise_set(deathtouch_trample, [7, 4])"),
    md(
        en="""
## 7. The same board in 2003, in 2009 and today

The French lesson on double strike was written under older rules: its 502.28 is double
strike's number until 2009, and its 502.28d speaks of combat damage "on the stack". Three eras
of rules met at a table, each cited below by the rules text of its time:

- **Sixth Edition (April 1999 – July 2009)**: each step's combat damage is assigned, put on
  the stack, and players may act before it is dealt (310.1 of the 2003 rules); damage is then
  dealt as assigned even if its source has left, but not to a creature that has left (310.4a,
  310.4c of the 2003 rules);
- **Magic 2010 (July 2009 – November 2024)**: no stack for combat damage, but as blockers are
  declared the attacking player announces a **damage assignment order**, and lethal damage
  must go to each creature of the order before the next (509.2 and 510.1c of the April 2024
  rules);
- **Foundations (today)**: free division (510.1c), no stack (510.2).

The board: a 3/3 double striker blocked by a 1/1 (B1) and a 1/3 (B2). After blockers are
declared, the defending player gives B2 +2/+0. The attacking player wants B2, now a 3/3, dead
in the first step, before it can strike back.

**Predict, then run.** What does each era let the attacking player do, and what does the
defending player of 2003 answer?
""",
        fr="""
## 7. Le même plateau en 2003, en 2009 et aujourd'hui

La leçon française sur la double initiative a été écrite sous des règles plus anciennes : son
502.28 est le numéro de la double initiative jusqu'en 2009, et son 502.28d parle de blessures
de combat « sur la pile ». Trois époques de règles se sont rencontrées à une table
(chacune est citée ci-dessous d'après le texte des règles de son temps) :

- **Sixième Édition (avril 1999 – juillet 2009)** : à chaque étape, les blessures de combat sont
  assignées, mises sur la pile, et les joueurs peuvent agir avant qu'elles soient infligées
  (310.1 des règles de 2003) ; elles sont ensuite infligées telles qu'assignées même si leur
  source est partie, mais pas à une créature partie (310.4a, 310.4c des règles de 2003) ;
- **Magic 2010 (juillet 2009 – novembre 2024)** : plus de pile pour les blessures de combat,
  mais dès la déclaration des bloqueurs le joueur attaquant annonce un **ordre d'assignation
  des blessures**, et des blessures mortelles doivent être assignées à chaque créature de l'ordre
  avant la suivante (509.2 et 510.1c des règles d'avril 2024) ;
- **Fondations (aujourd'hui)** : répartition libre (510.1c), pas de pile (510.2).

Le plateau : une 3/3 à double initiative bloquée par une 1/1 (B1) et une 1/3 (B2). Après la
déclaration des bloqueurs, le joueur défenseur donne +2/+0 à B2. Le joueur attaquant veut que
B2, devenue 3/3, meure à la première étape, avant qu'elle puisse riposter.

**Prédisez, puis exécutez.** Que permet chaque époque au joueur attaquant, et que répond le
joueur défenseur de 2003 ?
""",
    ),
    code(
        """
def fight(era=None):
    board = mtg.Board(era=era)
    board.attacker("A", 3, 3, "double strike")
    board.blocker("B1", 1, 1, blocks="A")
    board.blocker("B2", 1, 3, blocks="A")
    board.before_damage(mtg.pump("B2", 2, 0))
    board.assign("first_strike", "A", {"B2": 3})
    return board

today = fight()
in_2009 = fight("m10")
in_2009.damage_order("A", "B1", "B2")
in_2003 = fight("sixth_edition")
in_2003.after_assignment("first_strike", mtg.bounce("B2"))
reveal(side_by_side(today, in_2009, in_2003))
"""
    ),
    answer(
        en="""
- **Today** the division 3 → B2 is legal: B2 dies in the first step, B1 in the second, and the
  attacker takes only B1's 1.
- **In 2009** the same division is refused: B1 came first in the order announced as blockers
  were declared, before the +2/+0, and it must be assigned lethal damage before B2 gets any.
  The best the player of 2009 can do:
""",
        fr="""
- **Aujourd'hui**, la répartition 3 → B2 est permise : B2 meurt à la première étape, B1 à la
  seconde, et l'attaquante ne subit que la blessure de B1.
- **En 2009**, la même répartition est refusée : B1 venait en premier dans l'ordre annoncé dès
  la déclaration des bloqueurs, avant le +2/+0 : des blessures mortelles doivent lui être
  assignées avant qu'on puisse en assigner à B2. Le mieux que puisse faire le joueur de 2009 :
""",
    ),
    code("reveal(most_destroyed(in_2009))"),
    answer(
        en="""
Both blockers die, but so does the attacker: B2 is still alive in the regular step and deals
its 3.

- **In 2003** the division is legal, but it waits on the stack: the defending player returns
  B2 to its owner's hand in response, and the 3 assigned to it are not dealt (310.4c of the
  2003 rules). The attacker survives and kills B1 in the regular step; B2 is saved. Read how
  the engine tells it, with the rule numbers of that time and their sources:
""",
        fr="""
Les deux bloqueuses meurent, mais l'attaquante aussi : B2 est encore vivante à l'étape normale
et inflige ses 3 blessures.

- **En 2003**, la répartition est permise, mais elle attend sur la pile : le joueur défenseur
  renvoie B2 dans la main de son propriétaire en réponse, et les 3 blessures qui lui étaient
  assignées ne sont pas infligées (310.4c des règles de 2003). L'attaquante survit et tue B1 à
  l'étape normale ; B2 est sauvée. Voyez comment le moteur le raconte, avec les numéros de
  règles de l'époque et leurs sources :
""",
    ),
    code("reveal(in_2003.resolve().narrate())"),
    *practice("exercise_set(era_division, [0, 3, 9, 2])", after_prediction=True),
    md(
        en="""
## 8. Explore

The explorer puts all of this on one board: choose the era, up to three blockers (with first
strike or not), let the engine divide the damage or divide it yourself in each step, and
choose what happens between the steps — or, under the 2003 rules, with a step's damage on the
stack. A division the rules of the era refuse is shown with the engine's reason.
""",
        fr="""
## 8. Explorer

L'explorateur réunit tout cela sur un plateau : choisissez l'époque, jusqu'à trois bloqueuses
(avec ou sans l'initiative), laissez le moteur répartir les blessures ou répartissez-les
vous-même à chaque étape, et choisissez ce qui se passe entre les étapes — ou, avec les règles
de 2003, pendant que les blessures d'une étape sont sur la pile. Une répartition que les
règles de l'époque refusent est affichée avec la raison donnée par le moteur.
""",
    ),
    code(
        """
explorer = JudgeExplorer()
explorer
"""
    ),
    *task("trample_blocker_gone"),
    md(
        en="""
## Summary

- Several blockers: a blocked creature divides its combat damage as its controller chooses, in
  each step (510.1c); damage marked in the first step counts in the second (120.6, 704.5g).
  Without trample it destroys the blockers that need the least, within twice its power.
- Trample: lethal damage to every blocker first, damage already marked counting (702.19b); the
  most the player can take is 2P − (T1 + T2 + …), at least 0; with deathtouch, 2P − n
  (702.2c).
- A first-strike blocker strikes in the first step, with the double striker's first hit
  (510.4); the double striker strikes again only if it survives.
- Between the steps, a blocker destroyed, returned to hand or removed from combat leaves its
  attacker blocked (509.1h): no damage without trample (510.1c), all to the player with it
  (702.19d); an attacker removed from combat deals none, nor does its blocker (506.4, 510.1d).
- The Jitte: one counter per activation, paid at once (602.2b); a response resolves first
  (117.7); the −1/−1 mode targets (608.2b), the +2/+2 goes to the creature equipped as it
  resolves.
- 2003: damage on the stack, dealt as assigned but not to a creature that has left (310.4a,
  310.4c of 2003); 2009–2024: the damage assignment order (509.2, 510.1c of April 2024);
  today: free division.
""",
        fr="""
## À retenir

- Plusieurs bloqueuses : une créature bloquée répartit ses blessures de combat comme son
  contrôleur le choisit, à chaque étape (510.1c) ; les blessures marquées à la première étape
  comptent à la seconde (120.6, 704.5g). Sans piétinement, elle détruit les bloqueuses qui
  demandent le moins, dans la limite de deux fois sa force.
- Piétinement : d'abord des blessures mortelles à chaque bloqueuse, en comptant celles déjà
  marquées (702.19b) ; le joueur subit au plus 2F − (E1 + E2 + …), au moins 0 ; avec le contact
  mortel, 2F − n (702.2c).
- Une bloqueuse avec l'initiative inflige ses blessures à la première étape, en même temps que
  les premières blessures de la créature à double initiative (510.4) ; celle-ci n'en inflige
  de nouveau que si elle survit.
- Entre les étapes, une bloqueuse détruite, renvoyée dans la main ou retirée du combat laisse
  son attaquante bloquée (509.1h) : aucune blessure sans piétinement (510.1c), toutes au joueur
  avec le piétinement (702.19d) ; une attaquante retirée du combat n'en inflige pas, ni sa bloqueuse (506.4,
  510.1d).
- Le Jitte : un marqueur par activation, payé aussitôt (602.2b) ; une réponse se résout d'abord
  (117.7) ; le mode −1/−1 cible (608.2b), le +2/+2 va à la créature équipée au moment de la
  résolution.
- 2003 : les blessures sur la pile, infligées telles qu'assignées mais pas à une créature
  partie (310.4a, 310.4c de 2003) ; 2009–2024 : l'ordre d'assignation des blessures (509.2,
  510.1c d'avril 2024) ; aujourd'hui : répartition libre.
""",
    ),
]

DISCUSS = [
    discuss(
        en="A 4/4 double striker without trample is blocked by a 1/3 and a 1/3. Its controller assigns 2 and 2 in the first step. Legal today? In 2015?",
        fr="Une 4/4 à double initiative sans piétinement est bloquée par deux 1/3. Son contrôleur assigne 2 et 2 à la première étape. Permis aujourd'hui ? En 2015 ?",
        answer_en="""Today, yes: the division is free (510.1c), and section 1 shows both blockers
dying in the regular step. In 2015 (the Magic 2010 rules), no: the first blocker of the damage
assignment order had to be assigned lethal damage (3) before the second got any (510.1c of the
April 2024 rules); the engine refuses it, as it refuses the division of section 7 (try it in
the explorer: the 2009 rules and your own division).""",
        answer_fr="""Aujourd'hui, oui : la répartition est libre (510.1c), et la section 1 montre
les deux bloqueuses mourir à l'étape normale. En 2015 (règles de Magic 2010), non : la première
bloqueuse de l'ordre d'assignation des blessures devait se voir assigner des blessures mortelles
(3) avant qu'on puisse en assigner à la seconde (510.1c des règles d'avril 2024) ; le moteur la refuse, comme
il refuse la répartition de la section 7 (essayez-la dans l'explorateur : les règles de 2009 et
votre propre répartition).""",
    ),
    discuss(
        en="Between the steps, the blocker of a double striker with trample is removed from combat. The player expects nothing more: is that right?",
        fr="Entre les étapes, la bloqueuse d'une créature à double initiative avec le piétinement est retirée du combat. Le joueur pense ne plus rien subir : a-t-il raison ?",
        answer_en="""No. The attacker remains blocked (509.1h) but no creature blocks it when damage
is assigned, so all its damage is assigned to the player (702.19d): the whole power, as the
table of section 4 shows. Without trample it would deal nothing (510.1c).""",
        answer_fr="""Non. L'attaquante reste bloquée (509.1h), mais aucune créature ne la bloque
quand les blessures sont assignées : toutes ses blessures sont donc assignées au joueur
(702.19d), toute sa force, comme le montre le tableau de la section 4. Sans piétinement, elle
n'infligerait rien (510.1c).""",
    ),
    discuss(
        en="The opponent wants to kill the Jitte's bearer, a 2/2, with a 2-damage spell. When should they cast it, and why does the Jitte's controller remove one counter at a time?",
        fr="L'adversaire veut détruire la créature équipée du Jitte, une 2/2, avec un sort qui inflige 2 blessures. Quand doit-il le lancer, et pourquoi le contrôleur du Jitte retire-t-il un marqueur à la fois ?",
        answer_en="""In response to the +2/+2 activation: it resolves first (117.7), while the
creature is still 2/2, and the counter is already paid (602.2b) — section 5. One counter at a
time lets the controller see the answer before spending the next one; the second counter can
still buy 2 life, a mode with no target, which killing the creature cannot undo.""",
        answer_fr="""En réponse à l'activation du +2/+2 : il se résout d'abord (117.7), quand la
créature est encore 2/2, et le marqueur est déjà retiré, c'était le coût (602.2b) — section 5.
Un marqueur à la fois permet au contrôleur de voir la réponse avant de retirer le suivant ; le
second marqueur peut encore rapporter 2 points de vie, un mode sans cible que la mort de la
créature ne peut pas défaire.""",
    ),
]
