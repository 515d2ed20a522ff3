"""Notebook 03 — double strike and trample / double initiative et piétinement."""

from nbsource import answer, code, discuss, exercises, md, quote, rules, said, setup, task

FILES = {
    "en": "03_double_strike_and_trample.ipynb",
    "fr": "03_double_initiative_et_pietinement.ipynb",
}

CELLS = [
    md(
        en="""
# Double strike and trample

An attacking creature with **double strike** deals combat damage twice; with **trample** it can
push the damage its blockers don't need through to the player. Together, they make the combat
that the French lesson on every double-strike case ("every double-strike case, with and
without trample") walks through case by case. This notebook states each case, shows it on a grid of duels resolved by the rules
engine, and **checks** it against the engine over hundreds of duels.

**What you will learn**

- how double strike (702.4b, 510.4) and trample (702.19b) combine, step by step;
- the five cases of the lesson (with and without trample), their exact boundaries
  (P = T, 2P = T) and what the lesson leaves unsaid;
- that trample counts damage *already marked* on the blocker (702.19b), and that with
  deathtouch 1 damage is enough (702.2c);
- why a blocked creature without trample deals no damage at all when its blocker has left
  (510.1c), and what trample changes (702.19d);
- to read the heatmaps, use the grid explorer and answer the exercises.
""",
        fr="""
# Double initiative et piétinement

Une créature attaquante avec la **double initiative** inflige des blessures de combat deux
fois ; avec le **piétinement**, elle peut faire passer au joueur les blessures dont ses
bloqueuses n'ont pas besoin. Leur combinaison produit les cas que la leçon française sur tous
les cas de double initiative (« tous les cas de la double initiative, avec et sans
piétinement ») détaille un par un. Ce notebook énonce
chaque cas, le montre sur une grille de duels résolus par le moteur de règles, et le
**vérifie** avec le moteur sur des centaines de duels.

**Ce que vous allez apprendre**

- comment la double initiative (702.4b, 510.4) et le piétinement (702.19b) se combinent, étape
  par étape ;
- les cinq cas de la leçon (avec et sans piétinement), leurs limites exactes (F = E, 2F = E)
  et ce que la leçon ne dit pas ;
- que le piétinement tient compte des blessures *déjà marquées* sur la bloqueuse (702.19b), et
  qu'avec le contact mortel 1 blessure suffit (702.2c) ;
- pourquoi une créature bloquée sans piétinement n'inflige aucune blessure quand sa bloqueuse a
  quitté le champ de bataille (510.1c), et ce que le piétinement change (702.19d) ;
- à lire les cartes de chaleur, à utiliser l'explorateur de grille et à répondre aux exercices.
""",
    ),
    md(
        en="""
## The rules, in short

- **702.4b / 510.4 — double strike.** If an attacking or blocking creature has first strike or
  double strike, combat damage is dealt in two steps. In the first step only creatures with
  first strike or double strike deal damage; in the second, creatures with double strike deal
  damage *again*, together with the creatures that had neither first strike nor double strike as
  the first step began (a first striker with power 0 dealt nothing in the first step, and deals
  nothing in the second either). The French lesson quotes the old rules 502.28a–e, from before
  July 2009; today's are 702.4a–e, and the old 502.28b's test for the second step (the
  creatures that had not assigned combat damage in the first) is no longer the rule.
- **704.5g — lethal damage.** A creature with damage marked on it at least equal to its
  toughness is destroyed. Damage stays marked until the end of the turn, so damage from the
  first step still counts in the second.
- **702.19b — trample.** The attacker's controller must first assign *lethal damage* to every
  blocker; only the excess may go to the player. Lethal damage takes into account the damage
  already marked on the blocker. The controller may give the blocker more than lethal damage;
  the engine (like the lesson) sends all the excess to the player.
- **702.2c — deathtouch.** With deathtouch, any nonzero amount of damage counts as lethal, so
  1 damage to the blocker is enough before trampling over.
- **510.1c and 702.19d — blocked, but no blocker left.** A blocked creature stays blocked even
  if its blocker leaves combat. Without trample it then assigns no combat damage at all; with
  trample all its damage goes to the player, as if the blockers had been assigned lethal damage.
""",
        fr="""
## Les règles, en bref

- **702.4b / 510.4 — double initiative.** Si une créature attaquante ou bloqueuse a
  l'initiative (capacité) ou la double initiative, les blessures de combat sont infligées en
  deux étapes. À la première, seules les créatures avec l'initiative ou la double initiative
  infligent des blessures ; à la seconde, les créatures avec la double initiative en infligent
  *de nouveau*, avec celles qui n'avaient ni l'initiative ni la double initiative au début de
  la première étape (une créature avec l'initiative et de force 0 n'a rien infligé à la
  première étape, et n'inflige rien non plus à la seconde). La leçon française cite les
  anciennes règles 502.28a–e, d'avant juillet 2009 ; ce sont aujourd'hui les règles 702.4a–e,
  et le critère de l'ancienne 502.28b pour la seconde étape (les créatures qui n'avaient pas
  assigné de blessures de combat lors de la première) n'est plus la règle.
- **704.5g — blessures mortelles.** Une créature dont les blessures marquées sont au moins
  égales à son endurance est détruite. Les blessures restent marquées jusqu'à la fin du tour :
  celles de la première étape comptent encore à la seconde.
- **702.19b — piétinement.** Le contrôleur de l'attaquante doit d'abord assigner des
  *blessures mortelles* à chaque bloqueuse ; seul l'excédent peut aller au joueur. Les blessures
  mortelles tiennent compte des blessures déjà marquées sur la bloqueuse. Le contrôleur peut en
  donner plus à la bloqueuse ; le moteur (comme la leçon) envoie tout l'excédent au joueur.
- **702.2c — contact mortel.** Avec le contact mortel, toute quantité non nulle de blessures
  compte comme mortelle : 1 blessure à la bloqueuse suffit avant de piétiner.
- **510.1c et 702.19d — bloquée, mais plus de bloqueuse.** Une créature bloquée le reste même
  si sa bloqueuse quitte le combat. Sans piétinement, elle n'assigne alors aucune blessure de
  combat ; avec le piétinement, toutes ses blessures vont au joueur, comme si des blessures
  mortelles avaient été assignées à toutes les bloqueuses.
""",
    ),
    setup(
        "reveal", "GridExplorer", "double_strike_heatmaps", "lesson_formulas", "lesson_regions", "outcome_lines",
        "outcome_grid", "picture", "player_damage_table",
        "exercise_set", "exercise_widgets", "solutions",
        "blocker_left", "trample_exercise",
        "check_task",
    ),
    rules("702.19b", "702.19d", "510.1c", "702.2c", sources=("french_lesson",)),
    md(
        en="""
## A worked example

A 3/4 creature **A** with double strike and trample attacks; a 2/5 creature **B** blocks it.

**Predict, then run.** How much damage reaches the defending player, in which step, and does B
die? The engine tells the story:
""",
        fr="""
## Un exemple résolu

Une créature **A** 3/4 avec la double initiative et le piétinement attaque ; une créature **B**
2/5 la bloque.

**Prédisez, puis exécutez.** Combien de blessures atteignent le joueur défenseur, à quelle
étape, et B meurt-elle ? Le moteur raconte :
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 3, 4, "double strike", "trample")
board.blocker("B", 2, 5, blocks="A")
duel = board.resolve()
reveal(duel.narrate(), duel.board())
"""
    ),
    answer(
        en="""
First step: A deals 3 to B (not lethal: B has toughness 5). Second step: B already has 3
damage, so 2 more are lethal; A assigns 2 to B and tramples 1 over to the player, while B
deals its 2 to A.
""",
        fr="""
Première étape : A inflige 3 blessures à B (pas mortelles : B a une endurance de 5). Seconde
étape : B a déjà 3 blessures, donc 2 de plus sont mortelles ; A en assigne 2 à B et 1 au
joueur grâce au piétinement, pendant que B inflige ses 2 blessures à A.
""",
    ),
    md(
        en="""
## The lesson's cases

The French lesson on every double-strike case takes an attacker **A** with double strike and power **P**, blocked by a
creature **B** of toughness **T** without first strike or double strike. In our words:

| Trample? | Case | What happens (the French lesson) |
|---|---|---|
| no | P ≥ T | B is destroyed in the first step; in the second step A deals nothing and takes nothing. A and the player take no damage. |
| no | P < T | A deals P in each step, 2P to B in all, and takes B's power once (in the second step). |
| yes | P ≥ T | First step: lethal damage to B, the rest (P − T) to the player; second step: P more to the player. The player takes **2P − T**, B is destroyed, A takes nothing. |
| yes | T/2 ≤ P < T | First step: P to B. Second step: B strikes back, A assigns the T − P that are now lethal to B and the rest to the player. B is destroyed, A takes B's power, the player takes **2P − T**. |
| yes | P < T/2 | A deals 2P to B in all, B survives, A takes B's power, the player takes nothing. |

Where the lesson is vague, the rules decide (and the engine agrees, as checked below):

- the lesson says "greater than"; at **P = T** the first-step damage is already lethal (704.5g),
  so P = T belongs with P > T;
- at exactly **2P = T** the second step's T − P = P damage is lethal to B: B dies and the
  player takes 2P − T = 0;
- without trample, when T/2 ≤ P < T, B *also* dies in the second step (2P ≥ T), which the
  lesson doesn't mention;
- **P = 0** is not in the lesson: a creature with 0 power assigns no combat damage (510.1a);
- the lesson never says whether **A** survives: it takes B's power once (unless B died in the
  first step), so it dies if that reaches its toughness.
""",
        fr="""
## Les cas de la leçon

La leçon française sur tous les cas de double initiative prend une attaquante **A** avec la double initiative et une force **F**, bloquée
par une créature **B** d'endurance **E** sans initiative (capacité) ni double initiative.
Autrement dit :

| Piétinement ? | Cas | Ce qui se passe (la leçon française) |
|---|---|---|
| non | F ≥ E | B est détruite à la première étape ; à la seconde, A n'inflige rien et ne subit rien. A et le joueur ne subissent aucune blessure. |
| non | F < E | A inflige F à chaque étape, 2F à B en tout, et subit une fois la force de B (à la seconde étape). |
| oui | F ≥ E | Première étape : des blessures mortelles à B, le reste (F − E) au joueur ; seconde étape : encore F au joueur. Le joueur subit **2F − E**, B est détruite, A ne subit rien. |
| oui | E/2 ≤ F < E | Première étape : F à B. Seconde étape : B riposte, A assigne à B les E − F blessures désormais mortelles et le reste au joueur. B est détruite, A subit la force de B, le joueur subit **2F − E**. |
| oui | F < E/2 | A inflige 2F à B en tout, B survit, A subit la force de B, le joueur ne subit rien. |

Là où la leçon est floue, les règles tranchent (et le moteur est d'accord, comme vérifié plus
bas) :

- la leçon dit « supérieure » ; à **F = E**, les blessures de la première étape sont déjà
  mortelles (704.5g) : F = E va avec F > E ;
- à exactement **2F = E**, les E − F = F blessures de la seconde étape sont mortelles pour B :
  B meurt et le joueur subit 2F − E = 0 ;
- sans piétinement, quand E/2 ≤ F < E, B meurt *aussi* à la seconde étape (2F ≥ E), ce que la
  leçon ne dit pas ;
- **F = 0** n'est pas dans la leçon : une créature de force 0 n'assigne aucune blessure de
  combat (510.1a) ;
- la leçon ne dit jamais si **A** survit : elle subit une fois la force de B (sauf si B est
  morte à la première étape), et meurt donc si cela atteint son endurance.
""",
    ),
    md(
        en="""
## The cases on the grid

Each cell below is a duel resolved by the engine: power P of A down the side (A is a P/4),
toughness T of B across the top (B is a 2/T). The engine does not know the lesson's cases; the
table reads the *result* of each duel (did B die in the first step, in the second, or not at
all?) and names the case it matches. "A†" marks a duel where A dies. With trample:
""",
        fr="""
## Les cas sur la grille

Chaque case ci-dessous est un duel résolu par le moteur : la force F de A sur le côté (A est
une F/4), l'endurance E de B en haut (B est une 2/E). Le moteur ne connaît pas les cas de la
leçon ; le tableau relève le *résultat* de chaque duel (B est-elle morte à la première étape, à la
seconde, ou pas du tout ?) et nomme le cas qui lui correspond. « A† » marque un duel où A
meurt. Avec le piétinement :
""",
    ),
    code(
        """
outcome_grid(("double strike", "trample"))
"""
    ),
    md(
        en="""
Without trample B dies in the same duels (trample changes where the damage goes, not whether
B receives lethal damage), so the table above is not repeated: the lesson's two no-trample
cases are its cells labelled P ≥ T, and all the others (P < T). What changes is the damage to the
player: always 0 without trample (510.1c); with trample, 2P − T above the line 2P = T:
""",
        fr="""
Sans piétinement, B meurt dans les mêmes duels (le piétinement change la destination des
blessures, pas le fait que B reçoive des blessures mortelles) : le tableau ci-dessus n'est donc
pas répété ; les deux cas de la leçon sans piétinement sont ses cases marquées F ≥ E, et toutes
les autres (F < E). Ce qui change, ce sont les blessures au joueur : toujours 0 sans piétinement
(510.1c) ; avec piétinement, 2F − E au-dessus de la droite 2F = E :
""",
    ),
    code(
        """
player_damage_table(("double strike", "trample"))
"""
    ),
    md(
        en="""
## Checking the lesson against the engine

The cells below resolve every duel with P from 0 to 15, T from 1 to 15 and blocker powers 0,
2 and 5, and check each statement of the lesson (with the boundaries above). Each line says on
how many duels the statement holds (✓); a statement wrong for a single duel would be shown
with ✗ and the number of duels where it fails. With trample:
""",
        fr="""
## Vérifier la leçon avec le moteur

Les cellules ci-dessous résolvent chaque duel avec F de 0 à 15, E de 1 à 15 et des forces de
bloqueuse de 0, 2 et 5, et vérifient chaque affirmation de la leçon (avec les limites
ci-dessus). Chaque ligne dit sur combien de duels l'affirmation est vraie (✓) ; une affirmation
fausse pour un seul duel serait marquée ✗, avec le nombre de duels où elle échoue. Avec le
piétinement :
""",
    ),
    said("french_lesson", "trample_kills", "trample_half", "trample_small"),
    code(
        """
lesson_formulas(trample=True, blocker_powers=(0, 2, 5))
"""
    ),
    md(en="Without trample:", fr="Sans piétinement :"),
    said("french_lesson", "no_trample_kills", "no_trample_small"),
    code(
        """
lesson_formulas(trample=False, blocker_powers=(0, 2, 5))
"""
    ),
    md(
        en="And the cases named in the tables fall exactly on the lesson's inequalities:",
        fr="Et les cas nommés dans les tableaux tombent exactement sur les inégalités de la leçon :",
    ),
    code(
        """
lesson_regions()
"""
    ),
    md(
        en="""
## Heatmaps

The damage to the defending player over the whole grid, without and with trample (B is a 2/T).
The orange lines are drawn where the engine's result changes (B dies in the first step, in the
second, or survives); the dashed lines are the lesson's boundaries P = T and 2P = T, and each
region carries the lesson's formula. Without trample the player never takes damage; with
trample the damage grows by 2 for each point of power and falls by 1 for each point of
toughness, down to 0 below 2P = T.
""",
        fr="""
## Cartes de chaleur

Les blessures infligées au joueur défenseur sur toute la grille, sans et avec piétinement (B
est une 2/E). Les lignes orange sont tracées là où le résultat du moteur change (B meurt à la
première étape, à la seconde, ou survit) ; les pointillés sont les limites de la leçon, F = E et
2F = E, et chaque région porte la formule de la leçon. Sans piétinement, le joueur ne subit
jamais de blessures ; avec piétinement, elles augmentent de 2 par point de force et baissent
de 1 par point d'endurance, jusqu'à 0 sous 2F = E.
""",
    ),
    code("picture(double_strike_heatmaps(blocker_power=2))"),
    md(
        en="""
## Trample counts damage already marked (702.19b)

Lethal damage is what the blocker still needs, not its toughness. Here **B** (2/5) already has
3 damage marked this turn (say, from a spell) when a 4/4 **A** with trample (no double strike)
is blocked by it: 2 damage are lethal, so 2 go to B and 2 to the player. Without the marked
damage, B would need all 4 and the player would take nothing. (The worked example above used
the same rule: in the second step, the 3 damage from the first step counted.)
""",
        fr="""
## Le piétinement tient compte des blessures déjà marquées (702.19b)

Les blessures mortelles sont celles dont la bloqueuse a encore besoin, pas son endurance. Ici
**B** (2/5) a déjà 3 blessures marquées ce tour-ci (par un sort, par exemple) quand elle bloque
une créature **A** 4/4 avec le piétinement (sans double initiative) : 2 blessures sont
mortelles, donc 2 vont à B et 2 au joueur. Sans ces blessures marquées, B aurait besoin des 4
et le joueur ne subirait rien. (L'exemple résolu plus haut appliquait la même règle : à la
seconde étape, les 3 blessures de la première comptaient.)
""",
    ),
    code(
        """
hurt = mtg.Board()
hurt.attacker("A", 4, 4, "trample")
hurt.blocker("B", 2, 5, blocks="A", damage=3)
marked = hurt.resolve()
unhurt = mtg.Board()
unhurt.attacker("A", 4, 4, "trample")
unhurt.blocker("B", 2, 5, blocks="A")
fresh = unhurt.resolve()
marked.narrate()
"""
    ),
    code("outcome_lines(marked, fresh)"),
    md(
        en="""
## Deathtouch and trample: 1 is lethal (702.2c)

With deathtouch, 1 damage counts as lethal however big the blocker is. A 5/5 **A** with
deathtouch and trample blocked by a 1/8 **B** assigns 1 to B and 4 to the player. Add double
strike and B dies in the first step, so the second step's 5 all go to the player: 9 in all.
""",
        fr="""
## Contact mortel et piétinement : 1 suffit (702.2c)

Avec le contact mortel, 1 blessure compte comme mortelle, quelle que soit la taille de la
bloqueuse. Une créature **A** 5/5 avec le contact mortel et le piétinement, bloquée par une
créature **B** 1/8, assigne 1 blessure à B et 4 au joueur. Ajoutez la double initiative : B
meurt à la première étape, et les 5 blessures de la seconde vont toutes au joueur, 9 en tout.
""",
    ),
    code(
        """
once = mtg.Board()
once.attacker("A", 5, 5, "deathtouch", "trample")
once.blocker("B", 1, 8, blocks="A")
touch = once.resolve()
double = mtg.Board()
double.attacker("A", 5, 5, "double strike", "deathtouch", "trample")
double.blocker("B", 1, 8, blocks="A")
twice = double.resolve()
touch.narrate()
"""
    ),
    code(
        """
outcome_lines(touch, twice)
"""
    ),
    md(
        en="""
## When the blocker has left (510.1c, 702.19d)

The lesson insists: a blocked creature deals **no** damage to the defending player, *even if
the blocking creature has left the battlefield* when combat damage is assigned, unless it has
trample. Below, a 3/3 **A** with double strike is blocked by B, and B is destroyed before
combat damage.

**Predict, then run.** How much damage does the defending player take, without trample and with
it?
""",
        fr="""
## Quand la bloqueuse est partie (510.1c, 702.19d)

La leçon insiste : une créature bloquée n'inflige **aucune** blessure au joueur défenseur,
*même si la créature bloquante a quitté le jeu* au moment de l'assignation des blessures de
combat, sauf si elle a le piétinement. Ci-dessous, une créature **A** 3/3 avec la double
initiative est bloquée par B, et B est détruite avant les blessures de combat.

**Prédisez, puis exécutez.** Combien de blessures le joueur défenseur reçoit-il, sans
piétinement et avec ?
""",
    ),
    said("french_lesson", "blocker_left"),
    code(
        """
no_trample = mtg.Board()
no_trample.attacker("A", 3, 3, "double strike")
no_trample.blocker("B", 2, 2, blocks="A")
no_trample.before_damage(mtg.destroy("B"))
plain = no_trample.resolve()
reveal(plain.narrate())
"""
    ),
    md(en="The same with trample:", fr="La même chose avec le piétinement :", bridge=True),
    code(
        """
with_trample = mtg.Board()
with_trample.attacker("A", 3, 3, "double strike", "trample")
with_trample.blocker("B", 2, 2, blocks="A")
with_trample.before_damage(mtg.destroy("B"))
tramples = with_trample.resolve()
reveal(tramples.narrate(), outcome_lines(plain, tramples))
"""
    ),
    answer(
        en="""
The attacker stays blocked (509.1h); with no blocker left, 510.1c says it assigns no combat
damage, while 702.19d lets a trampler assign all its damage to the player.
""",
        fr="""
L'attaquante reste bloquée (509.1h) ; sans bloqueuse, la règle 510.1c dit qu'elle n'assigne
aucune blessure de combat, alors que la règle 702.19d permet à une créature avec le piétinement
d'assigner toutes ses blessures au joueur.
""",
    ),
    quote("509.1h"),
    md(
        en="""
## The grid explorer

Toggle the attacker's keywords, move the blocker's power, and choose the table: the heatmap
shows the damage to the defending player, the table the outcome of each duel (or the damage
to the player, to A, or the life gained with lifelink). A is a P/4 creature, B a creature with
no ability. It opens on the lesson's double strike and trample, with a table the lesson has
not shown: the damage **A receives**. B (power 2) strikes back only in the regular step, and
only if it survived the first-strike step (510.4, 704.5g). Then choose the other tables, turn
keywords on and off, and move B's power.
""",
        fr="""
## L'explorateur de grille

Activez les capacités de l'attaquante, réglez la force de la bloqueuse avec le curseur et
choisissez le tableau : la carte de chaleur montre les blessures infligées au joueur défenseur, le tableau
l'issue de chaque duel (ou les blessures au joueur, à A, ou les points de vie gagnés avec le
lien de vie). A est une créature F/4, B une créature sans capacité. Il s'ouvre sur la double
initiative et le piétinement de la leçon, avec un tableau que la leçon n'a pas montré : les
blessures que **A subit**. B (force 2) ne riposte que lors de l'étape normale, et seulement si elle
a survécu à l'étape d'initiative (510.4, 704.5g). Choisissez ensuite les autres tableaux,
activez et retirez des capacités, déplacez la force de B.
""",
    ),
    code('explorer = GridExplorer(view="to_attacker")\nexplorer'),
    exercises(
        en="""
## Exercises

Each exercise is a duel drawn at random (the same on every run); the answer and the
explanation come from the engine.
""",
        fr="""
## Exercices

Chaque exercice est un duel tiré au hasard (le même à chaque exécution) ; la réponse et
l'explication viennent du moteur.
""",
    ),
    code(
        """
exercises = exercise_set(trample_exercise, [3, 5, 7, 12]) + exercise_set(blocker_left, [3, 4])
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    *task("double_strike_trample_seven"),
    md(
        en="""
## Summary

- Double strike deals damage in both combat damage steps; damage from the first step stays
  marked, so it counts toward lethal damage in the second (702.4b, 704.5g).
- Trample assigns lethal damage to the blocker first, counting damage already marked, and the
  rest to the player (702.19b); with deathtouch, 1 is lethal (702.2c).
- Double strike + trample, blocked by a creature of toughness T: if P ≥ T the player takes 2P − T and
  A takes nothing; if T/2 ≤ P < T, B dies in the second step after striking back and the player
  takes 2P − T; if P < T/2 the player takes nothing and B survives. Without trample the player
  takes nothing.
- A blocked creature whose blocker has left deals no combat damage, unless it has trample:
  then all of it goes to the player (510.1c, 702.19d).

Next: notebook 04, what can happen *between* the two combat damage steps.
""",
        fr="""
## À retenir

- La double initiative inflige des blessures aux deux étapes des blessures de combat ; les
  blessures de la première étape restent marquées et comptent pour les blessures mortelles de
  la seconde (702.4b, 704.5g).
- Avec le piétinement, la créature assigne d'abord des blessures mortelles à la bloqueuse, en
  tenant compte des blessures déjà marquées, puis le reste au joueur (702.19b) ; avec le contact mortel, 1 suffit
  (702.2c).
- Double initiative + piétinement, bloquée par une créature d'endurance E : si F ≥ E, le
  joueur subit 2F − E et A ne subit rien ; si E/2 ≤ F < E, B meurt à la seconde étape après
  avoir riposté et le joueur subit 2F − E ; si F < E/2, le joueur ne subit rien et B survit.
  Sans piétinement, le joueur ne subit rien.
- Une créature bloquée dont la bloqueuse est partie n'inflige aucune blessure de combat, sauf
  si elle a le piétinement : alors tout va au joueur (510.1c, 702.19d).

Ensuite : le notebook 04, ce qui peut se passer *entre* les deux étapes des blessures de
combat.
""",
    ),
]

DISCUSS = [
    discuss(
        en="A 5/5 with deathtouch and trample is blocked by a 1/8. How much reaches the player? With double strike too?",
        fr="Une 5/5 avec le contact mortel et le piétinement est bloquée par une 1/8. Combien de blessures atteignent le joueur ? Et avec la double initiative en plus ?",
        answer_en="""4: with deathtouch, 1 damage is lethal (702.2c), the other 4 trample over. With
double strike, 4 + 5 = 9: the blocker died in the first step, so all of the second step's
damage goes to the player (702.19d). Section “Deathtouch and trample”.""",
        answer_fr="""4 : avec le contact mortel, 1 blessure compte comme mortelle (702.2c), les 4
autres passent grâce au piétinement. Avec la double initiative, 4 + 5 = 9 : la bloqueuse est morte dans la
première étape, donc toutes les blessures de la seconde vont au joueur (702.19d). Section
« Contact mortel et piétinement ».""",
    ),
    discuss(
        en="A 4/4 with trample is blocked by a 2/5 that already has 3 damage marked on it. How much tramples over?",
        fr="Une 4/4 avec le piétinement est bloquée par une 2/5 qui a déjà 3 blessures marquées. Combien de blessures passent ?",
        answer_en="""2: lethal damage counts the damage already marked (702.19b), so 2 are enough for the
blocker; 0 if the blocker is undamaged. Section “Trample counts damage already marked”.""",
        answer_fr="""2 : les blessures mortelles tiennent compte des blessures déjà marquées (702.19b),
donc 2 suffisent pour la bloqueuse ; 0 si elle n'a aucune blessure. Section « Le piétinement
tient compte des blessures déjà marquées ».""",
    ),
]
