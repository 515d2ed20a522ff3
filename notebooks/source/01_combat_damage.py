"""Notebook 01 — the combat damage step and first strike / blessures de combat et initiative."""

from nbsource import answer, code, discuss, exercises, md, quote, rules, setup, task

FILES = {
    "en": "01_combat_damage_and_first_strike.ipynb",
    "fr": "01_blessures_de_combat_et_initiative.ipynb",
}

CELLS = [
    md(
        en="""
# The combat damage step and first strike

**What you will learn**

- who assigns combat damage to whom, and how much (rules 510.1a–e);
- why all combat damage is dealt at the same time (510.2), and what happens right after:
  state-based actions, then triggered abilities (704.3, 510.3a);
- when a combat has **two** combat damage steps, and which creatures take part in each
  (510.4, 702.7a–b);
- what happens if a creature gains or loses first strike between the two steps (702.7c).

Every result below is computed by the rules engine of `mtglearn`. Before each worked
example, **predict** the outcome, then run the cell and compare.
""",
        fr="""
# L'étape des blessures de combat et l'initiative

**Ce que vous allez apprendre**

- qui assigne des blessures de combat, à qui, et combien (règles 510.1a–e) ;
- pourquoi toutes les blessures de combat sont infligées en même temps (510.2), et ce qui se
  passe juste après : les actions basées sur un état, puis les capacités déclenchées
  (704.3, 510.3a) ;
- quand un combat a **deux** étapes des blessures de combat, et quelles créatures participent
  à chacune (510.4, 702.7a–b) ;
- ce qui se passe si une créature acquiert ou perd l'initiative (capacité, *first strike*)
  entre les deux étapes (702.7c).

Dans ce notebook, « initiative » désigne toujours **la capacité** de créature (*first strike*,
702.7), jamais l'initiative (désignation) des Souterrains (726).

Chaque résultat ci-dessous est calculé par le moteur de règles de `mtglearn`. Avant chaque
exemple résolu, **prédisez** le résultat, puis exécutez la cellule et comparez.
""",
    ),
    setup(
        "CombatExplorer", "outcome_lines", "reveal", "participation_table", "step_table", "styled",
        "exercise_set", "exercise_widgets", "solutions",
        "between_steps", "first_strike_survivor", "player_damage",
        "check_task",
    ),
    rules("510.1a", "510.1b", "510.1c", "510.2", "510.4", "704.5g"),
    md(
        en="""
## 1. Assigning combat damage (510.1)

When the combat damage step begins, the active player says how each attacking creature
assigns its combat damage, then the defending player does the same for each blocking creature.

- **How much?** Each attacking or blocking creature assigns damage equal to its **power**; a
  creature with power 0 or less assigns none (510.1a).
- **To whom?** An **unblocked** attacker assigns it to the player (or planeswalker, battle) it
  attacks (510.1b). A **blocked** attacker assigns it to the creatures blocking it, divided as
  its controller likes if there are several — and if no blocker is left, it assigns none, even
  to the player (510.1c). A **blocker** assigns its damage to the attacker it blocks (510.1d).
- The whole assignment is checked at once; an illegal one is taken back (510.1e).

Then **all** assigned damage is dealt at the same time (510.2). Nobody can act in between.
""",
        fr="""
## 1. Assigner les blessures de combat (510.1)

Au début de l'étape des blessures de combat, le joueur actif annonce comment chaque créature
attaquante assigne ses blessures de combat, puis le joueur défenseur fait de même pour chaque
créature bloqueuse.

- **Combien ?** Chaque créature attaquante ou bloqueuse assigne des blessures égales à sa
  **force** ; une créature de force 0 ou moins n'en assigne aucune (510.1a).
- **À qui ?** Une attaquante **non bloquée** les assigne au joueur (ou au planeswalker, à la
  bataille) qu'elle attaque (510.1b). Une attaquante **bloquée** les assigne aux créatures qui
  la bloquent, réparties au choix de son contrôleur s'il y en a plusieurs — et s'il ne reste
  aucune bloqueuse, elle n'en assigne aucune, même pas au joueur (510.1c). Une **bloqueuse**
  assigne ses blessures à l'attaquante qu'elle bloque (510.1d).
- L'assignation complète est vérifiée d'un bloc ; si elle est illégale, on revient en arrière
  (510.1e).

Ensuite, **toutes** les blessures assignées sont infligées en même temps (510.2). Personne ne
peut agir entre les deux.
""",
    ),
    quote("510.1d"),
    md(
        en="""
**Predict, then run.** A 3/3 attacker is blocked by a 2/2. Which creature dies, how much
damage stays marked on the survivor, and how much does the defending player take? Decide,
then run the cell below and open what it shows.
""",
        fr="""
**Prédisez, puis exécutez.** Une attaquante 3/3 est bloquée par une 2/2. Quelle créature
meurt, combien de blessures restent marquées sur la survivante, et combien en reçoit le joueur
défenseur ? Décidez, puis exécutez la cellule ci-dessous et ouvrez ce qu'elle montre.
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 3, 3)
board.blocker("B", 2, 2, blocks="A")
plain = board.resolve()
reveal(plain.narrate(), outcome_lines(plain))
"""
    ),
    answer(
        en="""
After the damage, the game checks **state-based actions** (704.3): a creature with damage
at least equal to its toughness is destroyed (704.5g). Here the 2/2 dies, and the 3/3
survives with 2 damage marked on it. Abilities that triggered on the damage are put on the
stack only after that, before anyone gets priority (510.3a).
""",
        fr="""
Après les blessures, le jeu vérifie les **actions basées sur un état** (704.3) : une créature
qui a reçu des blessures au moins égales à son endurance est détruite (704.5g). Ici, la 2/2
meurt et la 3/3 survit avec 2 blessures marquées. Les capacités déclenchées par les blessures
ne sont mises sur la pile qu'après, avant que quiconque reçoive la priorité (510.3a).
""",
    ),
    md(
        en="""
## 2. First strike: a second combat damage step (510.4, 702.7)

First strike (702.7a) is a static ability that changes the combat damage step. If **at least
one** attacking or blocking creature has first strike or double strike as the step begins,
then:

1. in a first step, **only** the creatures with first strike or double strike assign and deal
   damage;
2. state-based actions and triggers happen as after any combat damage step;
3. a **second** combat damage step follows, where the remaining attackers and blockers that
   had neither first strike nor double strike as the first step began deal their damage, along
   with the creatures that have double strike now (510.4, 702.7b).

So a first striker can destroy its opponent before that creature ever deals damage.
""",
        fr="""
## 2. L'initiative : une seconde étape des blessures de combat (510.4, 702.7)

L'initiative (capacité, 702.7a) est une capacité statique qui modifie l'étape des blessures de
combat. Si **au moins une** créature attaquante ou bloqueuse a l'initiative ou la double
initiative au début de l'étape :

1. dans une première étape, **seules** les créatures avec l'initiative ou la double initiative
   assignent et infligent des blessures ;
2. les actions basées sur un état et les capacités déclenchées ont lieu comme après toute étape
   des blessures de combat ;
3. une **seconde** étape des blessures de combat suit : les attaquantes et bloqueuses restantes
   qui n'avaient ni l'initiative ni la double initiative au début de la première étape y
   infligent leurs blessures, ainsi que les créatures qui ont la double initiative à ce moment
   (510.4, 702.7b).

Une créature avec l'initiative peut donc détruire son adversaire avant que celui-ci n'inflige
la moindre blessure.
""",
    ),
    quote("702.7b"),
    md(
        en="""
**Predict, then run.** A 3/2 attacker with first strike is blocked by a 3/3. Which creatures
die? And if the attacker had no first strike? The table shows the state after each step, the
sentence under it both outcomes.
""",
        fr="""
**Prédisez, puis exécutez.** Une attaquante 3/2 avec l'initiative est bloquée par une 3/3.
Quelles créatures meurent ? Et si l'attaquante n'avait pas l'initiative ? Le tableau montre
l'état après chaque étape, la phrase en dessous les deux issues.
""",
    ),
    code(
        """
striker = mtg.Board()
striker.attacker("A", 3, 2, "first strike")
striker.blocker("B", 3, 3, blocks="A")
first = striker.resolve()
reveal(styled(step_table(first)))
"""
    ),
    code(
        """
without = mtg.Board()
without.attacker("A", 3, 2)
without.blocker("B", 3, 3, blocks="A")
reveal(outcome_lines(first, without.resolve()), first.board())
"""
    ),
    answer(
        en="""
With first strike, the blocker is destroyed in the first step and never strikes back;
without it, there is a single step and both die. The board under the sentence shows the fight
with first strike, step by step: each creature is a card (a dashed card dies), each arrow is
the damage one source deals to one target, with its amount.
""",
        fr="""
Avec l'initiative, la bloqueuse est détruite dans la première étape et ne riposte jamais ;
sans elle, il n'y a qu'une étape et les deux meurent. Le plateau sous la phrase montre le
combat avec l'initiative, étape par étape : chaque créature est une carte (une carte en
pointillés meurt), chaque flèche porte les blessures qu'une source inflige à une cible, avec
leur nombre.
""",
    ),
    md(
        en="""
### Who takes part in which step?

The table below is computed by resolving a 1/9 attacker against a 1/9 blocker (nobody dies,
so every creature that may deal damage does) for each combination of keywords. Note the first
row: with no first strike or double strike anywhere, there is only one combat damage step.
""",
        fr="""
### Qui participe à quelle étape ?

Le tableau ci-dessous est calculé en résolvant une attaquante 1/9 contre une bloqueuse 1/9
(personne ne meurt, donc toute créature qui peut infliger des blessures le fait) pour chaque
combinaison de capacités. Remarquez la première ligne : sans initiative ni double initiative,
il n'y a qu'une seule étape des blessures de combat.
""",
    ),
    code('styled(participation_table(), index=False)'),
    md(
        en="""
## 3. Gaining or losing first strike between the steps (702.7c)

Players get priority after the first-strike step, so a spell or an ability can change a
creature before the regular step. What counts is what the creature had **as the first step
began**:

- giving first strike to a creature that did not have it then does **not** stop it from
  dealing damage in the regular step;
- removing first strike from a creature that already dealt first-strike damage does **not**
  let it deal damage again (only double strike does that).

**Predict, then run.** A 3/5 attacker is blocked by a 1/4 with first strike, and gains first
strike after the first-strike step: does it deal its 3 damage, and in which step? An unblocked
2/2 with first strike loses it after dealing its first-strike damage: how much does the
defending player take in all?
""",
        fr="""
## 3. Acquérir ou perdre l'initiative entre les étapes (702.7c)

Les joueurs reçoivent la priorité après l'étape d'initiative : un sort ou une capacité peut
donc modifier une créature avant l'étape normale. Ce qui compte, c'est ce que la créature
avait **au début de la première étape** :

- donner l'initiative à une créature qui ne l'avait pas alors ne l'**empêche pas**
  d'infliger ses blessures dans l'étape normale ;
- retirer l'initiative à une créature qui a déjà infligé ses blessures d'initiative ne lui
  permet **pas** d'en infliger de nouveau (seule la double initiative le permet).

**Prédisez, puis exécutez.** Une attaquante 3/5 est bloquée par une 1/4 avec l'initiative et
acquiert l'initiative après l'étape d'initiative : inflige-t-elle ses 3 blessures, et dans
quelle étape ? Une 2/2 non bloquée avec l'initiative la perd après avoir infligé ses blessures
d'initiative : combien de blessures le joueur défenseur reçoit-il en tout ?
""",
    ),
    quote("702.7c"),
    code(
        """
late = mtg.Board()
late.attacker("A", 3, 5)
late.blocker("B", 1, 4, "first strike", blocks="A")
late.between_steps(mtg.gain("first strike", "A"))
lost = mtg.Board()
lost.attacker("A", 2, 2, "first strike")
lost.between_steps(mtg.lose("first strike", "A"))
reveal(late.resolve().narrate() + lost.resolve().narrate())
"""
    ),
    md(
        en="""
## 4. Explore

Move the sliders and tick the boxes: every change is resolved again by the engine. Try a
first striker against a bigger blocker, then give the blocker first strike too; try
deathtouch on a blocker with first strike.
""",
        fr="""
## 4. Explorer

Déplacez les curseurs et cochez les cases : chaque changement est de nouveau résolu par le
moteur. Essayez une créature avec l'initiative contre une bloqueuse plus grosse, puis donnez
aussi l'initiative à la bloqueuse ; essayez le contact mortel sur une bloqueuse avec
l'initiative.
""",
        bridge=True,
    ),
    code(
        """
explorer = CombatExplorer(start="first_strike")
explorer
"""
    ),
    exercises(
        en="""
## 5. Exercises
""",
        fr="""
## 5. Exercices
""",
    ),
    code(
        """
exercises = (exercise_set(player_damage, [29, 8]) + exercise_set(first_strike_survivor, [2, 3])
             + exercise_set(between_steps, [0, 5]))
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    *task("smallest_survivor"),
    md(
        en="""
## Summary

- Each attacking and blocking creature assigns damage equal to its power: an unblocked
  attacker to the player it attacks, a blocked one to its blockers only, a blocker to the
  attacker (510.1a–d).
- All combat damage of a step is dealt at once (510.2); then state-based actions, then
  triggers (704.3, 510.3a).
- If any fighter has first strike or double strike, there are two steps: first strikers first,
  then the others plus double strikers (510.4, 702.7b).
- What a creature had as the first step began decides whether it deals damage in the second;
  gaining or losing first strike in between does not change that (702.7c).

Next: **double strike** (notebook 02).
""",
        fr="""
## À retenir

- Chaque créature attaquante et bloqueuse assigne des blessures égales à sa force : une
  attaquante non bloquée au joueur qu'elle attaque, une attaquante bloquée à ses bloqueuses
  seulement, une bloqueuse à l'attaquante (510.1a–d).
- Toutes les blessures de combat d'une étape sont infligées en même temps (510.2) ; puis
  viennent les actions basées sur un état, puis les capacités déclenchées (704.3, 510.3a).
- Si un combattant a l'initiative ou la double initiative, il y a deux étapes : d'abord les
  créatures avec l'initiative, puis les autres et celles qui ont la double initiative (510.4,
  702.7b).
- Ce qu'une créature avait au début de la première étape décide si elle inflige des blessures
  dans la seconde ; acquérir ou perdre l'initiative entre les deux n'y change rien (702.7c).

Ensuite : **la double initiative** (notebook 02).
""",
    ),
]

DISCUSS = [
    discuss(
        en="A 3/2 with first strike is blocked by a 3/3. What happens? And without first strike?",
        fr="Une 3/2 avec l'initiative est bloquée par une 3/3. Que se passe-t-il ? Et sans l'initiative ?",
        answer_en="""With first strike, only the blocker dies and the attacker takes no damage: it deals
its 3 in the first-strike step and the blocker is destroyed before the regular step (702.7b,
704.5g). Without it, both die: one step, damage dealt at the same time (510.2). Section 2.""",
        answer_fr="""Avec l'initiative, seule la bloqueuse meurt et l'attaquante ne reçoit aucune blessure :
elle inflige ses 3 blessures dans l'étape d'initiative et la bloqueuse est détruite avant
l'étape normale (702.7b, 704.5g). Sans elle, les deux meurent : une seule étape, des blessures
infligées en même temps (510.2). Section 2.""",
    ),
    discuss(
        en="A creature gets first strike after the first-strike step. Does it still deal damage?",
        fr="Une créature acquiert l'initiative après l'étape d'initiative. Inflige-t-elle encore ses blessures ?",
        answer_en="""Yes, in the regular step: what counts is whether it had first strike as the first
step began (702.7c). And an unblocked 2/2 that loses first strike after dealing its
first-strike damage deals 2 in all, not 4. Section 3.""",
        answer_fr="""Oui, dans l'étape normale : ce qui compte, c'est si elle avait l'initiative au début
de la première étape (702.7c). Et une 2/2 non bloquée qui perd l'initiative après avoir
infligé ses blessures d'initiative en inflige 2 en tout, pas 4. Section 3.""",
    ),
]
