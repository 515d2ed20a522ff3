"""Notebook 05b — judge traps / pièges d'arbitre: six boards a judge is asked about, each live
and with its exercises: an indestructible blocker against trample, a blocker shared by two
attackers, a planeswalker gone after the first step, protection against deathtouch and trample,
blockers gaining first or double strike between the steps, the 0-power first striker in two
eras."""

from nbsource import Code, Markdown, answer, code, discuss, md, rules, setup, task

FILES = {
    "en": "05b_judge_traps.ipynb",
    "fr": "05b_pieges_d_arbitre.ipynb",
}


def practice(call: str) -> list[Markdown | Code]:
    """An exercise set after a section: a short heading, the exercises (each in its widget),
    the folded solutions."""
    return [
        md("**Exercises.**", "**Exercices.**"),
        code(f"practice = {call}"),
        code("exercise_widgets(practice)"),
        code("solutions(practice)"),
    ]


CELLS = [
    md(
        en="""
# Judge traps

Notebook 05 divided a double striker's damage among several blockers, between the steps and
across three eras. Six questions remain that judges are asked and players get wrong: each has a
board here that you can change, and each ends with its exercises. Every number you see is the
rules engine's.

**What you will learn**

- why an **indestructible** blocker costs a trampler its toughness only once (702.19b, 702.12b);
- why damage **another attacker** assigns to the same blocker counts toward lethal damage
  (702.19b);
- where a trampler's damage goes when the **planeswalker** it attacks is gone after the first
  step (506.4c, 702.19f);
- what **protection** does against **deathtouch and trample** (702.2c, 702.19b, 702.16e);
- what a **blocker** gains by getting first strike or double strike **between the steps**
  (702.7c, 702.4d);
- the **0-power first striker** under the Sixth Edition rules and today's (702.7b).
""",
        fr="""
# Pièges d'arbitre

Le notebook 05 a réparti les blessures d'une créature à double initiative entre plusieurs
bloqueuses, entre les étapes et sur trois époques de règles. Il reste six questions qu'on pose
aux arbitres et sur lesquelles les joueurs se trompent : chacune a ici un plateau que vous
pouvez modifier, et se termine par ses exercices. Chaque nombre affiché vient du moteur de
règles.

**Ce que vous allez apprendre**

- pourquoi une bloqueuse **indestructible** ne coûte son endurance qu'une fois à une créature
  avec le piétinement (702.19b, 702.12b) ;
- pourquoi les blessures qu'une **autre attaquante** assigne à la même bloqueuse comptent dans
  les blessures mortelles (702.19b) ;
- où vont les blessures d'une créature avec le piétinement quand le **planeswalker** qu'elle
  attaque a disparu après la première étape (506.4c, 702.19f) ;
- ce que fait la **protection** face au **contact mortel et au piétinement** (702.2c, 702.19b,
  702.16e) ;
- ce que gagne une **bloqueuse** qui acquiert l'initiative ou la double initiative **entre les
  étapes** (702.7c, 702.4d) ;
- la **créature avec l'initiative de force 0** selon les règles de la Sixième Édition et celles
  d'aujourd'hui (702.7b).

Dans ce notebook, « initiative » désigne toujours **la capacité** de créature (*first strike*,
702.7), jamais l'initiative (désignation) des Souterrains (726).
""",
    ),
    setup(
        "side_by_side", "exercise_set", "exercise_widgets", "solutions", "reveal",
        "indestructible_trample", "shared_blocker", "planeswalker_gone", "protection_deathtouch",
        "blocker_gains_strike", "zero_power_first_striker", "check_task",
    ),
    rules("702.19b", "702.12b", "506.4c", "702.19f", "702.16e", "702.7c", "702.4d"),
    md(
        en="""
## 1. An indestructible blocker against trample (702.19b, 702.12b)

A trampler must assign lethal damage to its blockers before any reaches the player, and
"damage already marked on the creature" counts (702.19b). An indestructible creature is not
destroyed by lethal damage (702.12b): it stays in combat, still blocking, with its damage
marked. In the regular step, what is lethal for it?

**Predict, then run.** A 3/3 with double strike and trample is blocked by an indestructible
2/2. Its controller sends as much as it can to P2 in each step. How much does P2 take in each
step?
""",
        fr="""
## 1. Une bloqueuse indestructible face au piétinement (702.19b, 702.12b)

Une créature avec le piétinement doit assigner des blessures mortelles à ses bloqueuses avant
qu'aucune n'atteigne le joueur, et « les blessures déjà marquées sur la créature » comptent
(702.19b). Une créature indestructible n'est pas détruite par des blessures mortelles
(702.12b) : elle reste au combat, elle bloque toujours, avec ses blessures marquées. À l'étape
normale, qu'est-ce qui est mortel pour elle ?

**Prédisez, puis exécutez.** Une 3/3 avec la double initiative et le piétinement est bloquée
par une 2/2 indestructible. Son contrôleur envoie à P2 tout ce qu'il peut à chaque étape.
Combien P2 subit-il à chaque étape ?
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 3, 3, "double strike", "trample")
board.blocker("B", 2, 2, "indestructible", blocks="A")
reveal(board)
"""
    ),
    answer(
        en="""
In the first-strike step the blocker needs its whole toughness; in the regular step it needs
nothing more: the damage marked in the first step is still lethal, so everything goes to P2.
Counting the toughness twice is the trap. Change the blocker's toughness, or remove
"indestructible", and run again.
""",
        fr="""
À l'étape d'initiative, la bloqueuse demande toute son endurance ; à l'étape normale, plus
rien : les blessures marquées à la première étape sont toujours mortelles, donc tout va à P2.
Compter l'endurance deux fois, c'est le piège. Changez l'endurance de la bloqueuse, ou retirez
« indestructible », et exécutez de nouveau.
""",
    ),
    *practice("exercise_set(indestructible_trample, [0, 3])"),
    md(
        en="""
## 2. Two attackers, one blocker: damage assigned in the same step (702.19b)

A creature that "can block an additional creature" may block two attackers. When a trampler
checks lethal damage for it, 702.19b counts "damage from other creatures that's being assigned
during the same combat damage step": the other attacker's damage lowers what the trampler
must give the blocker.

**Predict, then run.** A 3/3 trampler (A1) and a 2/2 (A2) attack; a 0/4 that can block an
additional creature blocks both. A2 assigns its 2 to the blocker. A1's controller assigns 2 to
the blocker and 1 to P2: is that legal?
""",
        fr="""
## 2. Deux attaquantes, une bloqueuse : les blessures assignées à la même étape (702.19b)

Une créature qui « peut bloquer une créature supplémentaire » peut bloquer deux attaquantes.
Quand une créature avec le piétinement vérifie les blessures mortelles de cette bloqueuse, la
règle 702.19b compte « les blessures que d'autres créatures lui assignent pendant la même étape
des blessures de combat » : les blessures de l'autre attaquante diminuent ce qu'elle doit
donner à la bloqueuse.

**Prédisez, puis exécutez.** Une 3/3 avec le piétinement (A1) et une 2/2 (A2) attaquent ; une
0/4 qui peut bloquer une créature supplémentaire les bloque toutes les deux. A2 assigne ses 2
blessures à la bloqueuse. Le contrôleur de A1 assigne 2 blessures à la bloqueuse et 1 à P2 :
est-ce permis ?
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A1", 3, 3, "trample")
board.attacker("A2", 2, 2)
board.blocker("B", 0, 4, "can block an additional creature", blocks=["A1", "A2"])
board.assign("regular", "A2", {"B": 2})
board.assign("regular", "A1", {"B": 2, "P2": 1})
reveal(board)
"""
    ),
    answer(
        en="""
It is legal: with A2's 2, A1's 2 make 4, lethal for the 0/4. Try `{"B": 1, "P2": 2}`: the
engine refuses it and says why (702.19b), because 2 + 1 is not lethal.
""",
        fr="""
C'est permis : avec les 2 de A2, les 2 de A1 font 4, mortelles pour la 0/4. Essayez
`{"B": 1, "P2": 2}` : le moteur la refuse et dit pourquoi (702.19b), car 2 + 1 ne sont pas
mortelles.
""",
    ),
    *practice("exercise_set(shared_blocker, [0, 1])"),
    md(
        en="""
## 3. A planeswalker gone after the first step (506.4c, 702.19f)

A creature can attack a planeswalker; with trample, the excess goes to that planeswalker, never
to its controller (702.19b; only the variant "trample over planeswalkers" reaches the player,
702.19c). If the planeswalker leaves the battlefield it is removed from combat, and the
creature "continues to be an attacking creature, although it is not attacking any player,
planeswalker, or battle" (506.4c). What does a double striker do with its regular damage then?

**Predict, then run.** A 3/3 with double strike and trample attacks a planeswalker with
loyalty 2; a 1/1 blocks it. How much does P2 take, and how much does A deal in the regular
step?
""",
        fr="""
## 3. Un planeswalker parti après la première étape (506.4c, 702.19f)

Une créature peut attaquer un planeswalker ; avec le piétinement, l'excédent va à ce
planeswalker, jamais à son contrôleur (702.19b ; seule la variante propre aux planeswalkers,
*trample over planeswalkers*, atteint le joueur, 702.19c). Si le planeswalker quitte le champ
de bataille, il est retiré du combat, et la créature « reste une créature attaquante, même si
elle n'attaque plus aucun joueur, planeswalker ni bataille » (506.4c). Que fait alors une
créature à double initiative de ses blessures normales ?

**Prédisez, puis exécutez.** Une 3/3 avec la double initiative et le piétinement attaque un
planeswalker de loyauté 2 ; une 1/1 la bloque. Combien P2 subit-il, et combien A
inflige-t-elle à l'étape normale ?
""",
    ),
    code(
        """
board = mtg.Board()
board.permanent("PW", "P2", card_types=["planeswalker"], loyalty=2)
board.attacker("A", 3, 3, "double strike", "trample", attacks="PW")
board.blocker("B", 1, 1, blocks="A")
reveal(board)
"""
    ),
    answer(
        en="""
The first step kills both the blocker and the planeswalker. In the regular step A is still
blocked, no creature blocks it, and what it attacked is gone: 702.19d would send its damage to
what it attacks, and 702.19f forbids the player. It deals nothing. Give the planeswalker
more loyalty and run again.
""",
        fr="""
La première étape tue la bloqueuse et le planeswalker. À l'étape normale, A est toujours
bloquée, aucune créature ne la bloque, et ce qu'elle attaquait a disparu : 702.19d enverrait
ses blessures à ce qu'elle attaque, et 702.19f interdit le joueur. Elle n'inflige rien. Donnez
plus de loyauté au planeswalker et exécutez de nouveau.
""",
    ),
    *practice("exercise_set(planeswalker_gone, [0, 1])"),
    md(
        en="""
## 4. Protection, deathtouch and trample (702.2c, 702.19b, 702.16e)

With deathtouch, any nonzero damage assigned to a creature counts as lethal damage (702.2c).
Protection prevents the damage (702.16e), but lethal damage is checked on what is *assigned*,
"not any abilities or effects that might change the amount of damage that's actually dealt"
(702.19b, and its example above with the 6/6 and the 2/2 with protection from green).

**Predict, then run.** A green 3/3 with double strike, deathtouch and trample is blocked by a
2/2 with protection from green. What does P2 take, and does the blocker survive?
""",
        fr="""
## 4. Protection, contact mortel et piétinement (702.2c, 702.19b, 702.16e)

Avec le contact mortel, toute blessure non nulle assignée à une créature compte comme des
blessures mortelles (702.2c). La protection prévient les blessures (702.16e), mais les
blessures mortelles se vérifient sur ce qui est *assigné*, « pas des capacités ou des effets
qui pourraient modifier la quantité de blessures réellement infligée » (702.19b, et son exemple
ci-dessus, la 6/6 et la 2/2 avec la protection contre le vert).

**Prédisez, puis exécutez.** Une 3/3 verte avec la double initiative, le contact mortel et le
piétinement est bloquée par une 2/2 avec la protection contre le vert. Que subit P2, et la
bloqueuse survit-elle ?
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 3, 3, "double strike", "deathtouch", "trample", colors=["green"])
board.blocker("B", 2, 2, "protection from green", blocks="A")
reveal(board)
"""
    ),
    answer(
        en="""
In each step 1 is assigned to the blocker and prevented, the rest tramples over: the blocker
survives (nothing is dealt to it, so deathtouch destroys nothing) and still deals its damage
in the regular step. Remove "deathtouch": the blocker then needs its whole toughness.
""",
        fr="""
À chaque étape, 1 blessure est assignée à la bloqueuse et prévenue, le reste passe : la
bloqueuse survit (rien ne lui est infligé, donc le contact mortel ne détruit rien) et inflige
encore ses blessures à l'étape normale. Retirez « deathtouch » : la bloqueuse demande alors
toute son endurance.
""",
    ),
    *practice("exercise_set(protection_deathtouch, [1, 2])"),
    md(
        en="""
## 5. A blocker gains first strike or double strike between the steps (702.7c, 702.4d)

The regular step is for the creatures "that had neither first strike nor double strike as the
first combat damage step began, as well as [those] that currently have double strike" (510.4).
So a blocker without first strike that gains it between the steps still strikes in the regular
step (702.7c), and a first-strike blocker that gains double strike strikes again (702.4d).

**Predict, then run.** A 2/2 first striker is blocked by a 3/3, which gains first strike after
the first step. Does the attacker die?
""",
        fr="""
## 5. Une bloqueuse acquiert l'initiative ou la double initiative entre les étapes (702.7c, 702.4d)

L'étape normale est pour les créatures « qui n'avaient ni l'initiative ni la double initiative
au début de la première étape des blessures de combat, ainsi que [celles] qui ont actuellement
la double initiative » (510.4). Une bloqueuse sans l'initiative qui l'acquiert entre les étapes
frappe donc toujours à l'étape normale (702.7c), et une bloqueuse avec l'initiative qui acquiert
la double initiative frappe de nouveau (702.4d).

**Prédisez, puis exécutez.** Une 2/2 avec l'initiative est bloquée par une 3/3, qui acquiert
l'initiative après la première étape. L'attaquante meurt-elle ?
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 2, 2, "first strike")
board.blocker("B", 3, 3, blocks="A")
board.between_steps(mtg.gain("first strike", "B"))
reveal(board)
"""
    ),
    answer(
        en="""
It dies: first strike gained after the first step is too late to keep the blocker out of the
regular step. Now the other case: give the blocker first strike from the start and double
strike between the steps, against a 1/4 double striker.
""",
        fr="""
Elle meurt : l'initiative acquise après la première étape arrive trop tard pour écarter la
bloqueuse de l'étape normale. Maintenant l'autre cas : la bloqueuse a l'initiative dès le
départ et acquiert la double initiative entre les étapes, face à une 1/4 à double initiative.
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 1, 4, "double strike")
board.blocker("B", 2, 2, "first strike", blocks="A")
board.between_steps(mtg.gain("double strike", "B"))
board
"""
    ),
    *practice("exercise_set(blocker_gains_strike, [1, 0])"),
    md(
        en="""
## 6. The 0-power first striker, then and now (702.7b)

The French lesson on double strike quotes the rule of its time, 502.28b: in the second step,
"the surviving attackers and blockers that didn't assign combat damage in the first step, as
well as creatures with double strike, assign their combat damage". A first striker with power 0
assigns no damage in the first step (510.1a). Pump it between the steps: under that rule it
strikes in the second step. Today the test is what it had "as the first combat damage step
began" (510.4, 702.7b): it had first strike, so it does not.

**Predict, then run.** A 0/3 first striker is blocked by a 2/2 and gets +2/+0 between the
steps. What happens under the Sixth Edition rules, and today?
""",
        fr="""
## 6. La créature avec l'initiative de force 0, hier et aujourd'hui (702.7b)

La leçon française sur la double initiative cite la règle de son temps, 502.28b : lors de la
seconde étape, « les attaquants et bloqueurs survivants qui n'ont pas assigné de blessures de
combat lors de la première étape, ainsi que les créatures avec la double initiative, assignent
leurs blessures de combat ». Une créature avec l'initiative et une force de 0 n'assigne aucune
blessure à la première étape (510.1a). Donnez-lui un bonus entre les étapes : selon cette
règle, elle frappe à la seconde étape. Aujourd'hui, le critère est ce qu'elle avait « au début
de la première étape des blessures de combat » (510.4, 702.7b) : elle avait l'initiative, donc
elle ne frappe pas.

**Prédisez, puis exécutez.** Une 0/3 avec l'initiative est bloquée par une 2/2 et gagne +2/+0
entre les étapes. Que se passe-t-il selon les règles de la Sixième Édition, et aujourd'hui ?
""",
    ),
    code(
        """
def pumped(era=None):
    board = mtg.Board(era=era)
    board.attacker("A", 0, 3, "first strike")
    board.blocker("B", 2, 2, blocks="A")
    board.between_steps(mtg.pump("A", 2, 0))
    return board

reveal(side_by_side(pumped("sixth_edition"), pumped()))
"""
    ),
    answer(
        en="""
Under the Sixth Edition rules the blocker dies: A assigned nothing in the first step, so it
assigns in the second. Today it survives. Read the engine's story of the old board: it names
the old rule with its source.
""",
        fr="""
Selon les règles de la Sixième Édition, la bloqueuse meurt : A n'a rien assigné à la première
étape, donc elle assigne à la seconde. Aujourd'hui, elle survit. Lisez le récit du moteur pour
l'ancien plateau : il cite l'ancienne règle avec sa source.
""",
    ),
    code('pumped("sixth_edition").resolve().narrate()'),
    *practice("exercise_set(zero_power_first_striker, [1, 0])"),
    *task("more_after_marked"),
    md(
        en="""
## Summary

- Lethal damage for a trampler counts the damage already marked (702.19b): an indestructible
  blocker (702.12b) costs its toughness once, so the player takes 2P − T, not 2P − 2T.
- It also counts the damage other creatures assign to that blocker in the same step (702.19b).
- A creature whose planeswalker has left attacks nothing (506.4c): unblocked or trampling, its
  damage never goes to the player instead (510.1b, 702.19f).
- With deathtouch 1 is lethal (702.2c), counted before prevention (702.19b): protection
  prevents that 1 (702.16e), the rest tramples over, and the blocker survives.
- Gaining first strike between the steps does not skip the regular step (702.7c); gaining
  double strike after striking first gives a second hit (702.4d).
- The old 502.28b let a 0-power first striker pumped between the steps strike in the second
  step; today's 702.7b does not.
""",
        fr="""
## À retenir

- Les blessures mortelles d'une créature avec le piétinement comptent les blessures déjà
  marquées (702.19b) : une bloqueuse indestructible (702.12b) coûte son endurance une fois, le
  joueur subit donc 2F − E, pas 2F − 2E.
- Elles comptent aussi les blessures que d'autres créatures assignent à cette bloqueuse
  pendant la même étape (702.19b).
- Une créature dont le planeswalker est parti n'attaque plus rien (506.4c) : non bloquée ou
  avec le piétinement, ses blessures ne vont jamais au joueur à la place (510.1b, 702.19f).
- Avec le contact mortel, 1 blessure est mortelle (702.2c), comptée avant la prévention
  (702.19b) : la protection prévient cette blessure (702.16e), le reste passe, et la bloqueuse
  survit.
- Acquérir l'initiative entre les étapes ne fait pas sauter l'étape normale (702.7c) ; acquérir
  la double initiative après avoir frappé la première fois donne un second coup (702.4d).
- L'ancienne 502.28b laissait une créature avec l'initiative de force 0, renforcée entre les
  étapes, frapper à la seconde étape ; la 702.7b d'aujourd'hui ne le permet pas.
""",
    ),
]

DISCUSS = [
    discuss(
        en="A player says: 'my indestructible 2/2 blocks your 3/3 double striker with trample, so you lose 2 damage in each step.' What does the judge answer?",
        fr="Un joueur dit : « ma 2/2 indestructible bloque ta 3/3 à double initiative avec le piétinement, donc tu perds 2 blessures à chaque étape. » Que répond l'arbitre ?",
        answer_en="""Only in the first step. The 2 damage marked then stay on the creature, and
702.19b counts damage already marked: in the regular step the blocker needs nothing more, and
all 3 may go to the player (section 1).""",
        answer_fr="""Seulement à la première étape. Les 2 blessures marquées restent sur la
créature, et 702.19b compte les blessures déjà marquées : à l'étape normale, la bloqueuse ne
demande plus rien, et les 3 blessures peuvent aller au joueur (section 1).""",
    ),
    discuss(
        en="Why does protection from green not save 2 damage from a green deathtouch trampler, but deathtouch also fails to destroy the blocker?",
        fr="Pourquoi la protection contre le vert n'épargne-t-elle pas 2 blessures face à une créature verte avec le contact mortel et le piétinement, alors que le contact mortel ne détruit pas non plus la bloqueuse ?",
        answer_en="""Lethal damage for the assignment is counted on what is assigned, before
prevention (702.19b), and with deathtouch 1 is lethal (702.2c): 1 to the blocker is enough.
But that 1 is prevented (702.16e), so no damage is dealt and deathtouch has nothing to act on
(702.2b needs damage dealt).""",
        answer_fr="""Les blessures mortelles de l'assignation se comptent sur ce qui est assigné,
avant la prévention (702.19b), et avec le contact mortel 1 blessure est mortelle (702.2c) : 1
à la bloqueuse suffit. Mais cette blessure est prévenue (702.16e) : aucune blessure n'est
infligée, et le contact mortel n'a rien sur quoi agir (702.2b demande des blessures
infligées).""",
    ),
]
