"""Notebook 02 — double strike / la double initiative."""

from nbsource import answer, code, discuss, exercises, md, rules, said, setup, task

FILES = {"en": "02_double_strike.ipynb", "fr": "02_double_initiative.ipynb"}

CELLS = [
    md(
        en="""
# Double strike

**What you will learn**

- what double strike does, rule by rule (702.4a–e);
- every statement of a French glossary page on double strike (*Double Initiative*, Magiciens
  Fous, 2012), each one checked against the rules engine: Crypt Champion dealing 4 with power 2,
  a blocked double striker that kills its blocker, first strike plus double strike, two
  instances of first strike, Battle Mastery and Rage Reflection;
- how the French and English texts of rule 702.4 quoted on that page differ, and which one is
  the current wording.

Notebook 01 (the combat damage step and first strike) comes first.
""",
        fr="""
# La double initiative

**Ce que vous allez apprendre**

- ce que fait la double initiative, règle par règle (702.4a–e) ;
- chaque affirmation d'une page de lexique française sur la double initiative (*Double
  Initiative*, Magiciens Fous, 2012), chacune vérifiée auprès du moteur de règles : le
  Champion de la crypte qui inflige 4 avec une force de 2, une créature à double initiative
  bloquée qui tue sa bloqueuse, l'initiative en plus de la double initiative, deux occurrences
  de l'initiative, la Maîtrise de la bataille et la Réverbération de rage ;
- en quoi les textes français et anglais de la règle 702.4 cités sur cette page diffèrent, et
  lequel est la formulation actuelle.

Dans ce notebook, « initiative » désigne toujours **la capacité** de créature (*first strike*,
702.7), jamais l'initiative (désignation) des Souterrains (726). Le notebook 01 (l'étape des
blessures de combat et l'initiative) vient avant.
""",
    ),
    setup(
        "CombatExplorer", "outcome_lines", "reveal", "same_outcome", "step_table", "styled",
        "exercise_set", "exercise_widgets", "solutions",
        "crypt_champion_blocked", "damage_step", "double_strike_damage", "first_strike_twice",
        "check_task",
    ),
    rules("702.4a", "702.4b", "702.4c", "702.4d", "702.4e", "702.7d", sources=("glossary_page",)),
    md(
        en="""
## 1. The rule in our own words (702.4)

- **702.4a** Double strike is a static ability that changes the combat damage step.
- **702.4b** As with first strike, if any attacking or blocking creature has first strike or
  double strike when the combat damage step begins, there are two combat damage steps. A
  creature with double strike deals damage in **both**: in the first one with the first
  strikers, and in the second one with everybody else — as long as it is still in combat and
  still has double strike then.
- **702.4c** If it loses double strike during the first step, it does not deal damage in the
  second.
- **702.4d** A creature with first strike that is given double strike after it dealt its
  first-strike damage deals damage again in the second step.
- **702.4e** Several instances of double strike do nothing more than one.
""",
        fr="""
## 1. La règle en clair (702.4)

- **702.4a** La double initiative est une capacité statique qui modifie l'étape des blessures de
  combat.
- **702.4b** Comme avec l'initiative (capacité), si une créature attaquante ou bloqueuse a
  l'initiative ou la double initiative au début de l'étape des blessures de combat, il y a deux
  étapes des blessures de combat. Une créature avec la double initiative inflige des blessures
  dans **les deux** : dans la première avec les créatures qui ont l'initiative, et dans la
  seconde avec toutes les autres — pourvu qu'elle soit encore en combat et ait encore la double
  initiative à ce moment-là.
- **702.4c** Si elle perd la double initiative pendant la première étape, elle n'inflige pas de
  blessures dans la seconde.
- **702.4d** Une créature avec l'initiative qui reçoit la double initiative après avoir infligé
  ses blessures d'initiative en inflige de nouveau dans la seconde étape.
- **702.4e** Plusieurs occurrences de la double initiative ne font rien de plus qu'une seule.
""",
    ),
    md(
        en="""
## 2. The glossary page, statement by statement

### “It deals combat damage twice”

The page (in French) says a creature with double strike deals combat damage twice: once at the
same time as the creatures with first strike, and once at the same time as the other
creatures; so **Crypt Champion** (*Champion de la crypte*, a 2/2 with double strike) can deal
**4** damage to a player even though its power is only 2.

**Predict, then run.** Unblocked, in how many steps does Crypt Champion deal damage, and how
much in all? Check the page's claim.
""",
        fr="""
## 2. La page de lexique, affirmation par affirmation

### « Elle infligera deux fois des blessures de combat »

La page dit qu'une créature avec cette capacité inflige deux fois des blessures de combat : une
fois en même temps que les créatures avec l'initiative, et une fois en même temps que les
autres ; ainsi le **Champion de la crypte** (*Crypt Champion*, un 2/2 avec la double
initiative) peut infliger **4** blessures à un joueur, même si sa force n'est que de 2.

**Prédisez, puis exécutez.** Non bloqué, en combien d'étapes le Champion inflige-t-il ses
blessures, et combien en tout ? Vérifiez l'affirmation de la page.
""",
    ),
    said("glossary_page", "twice"),
    code(
        """
board = mtg.Board()
board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
champion = board.resolve()
reveal(champion.narrate(), outcome_lines(champion),
       styled(step_table(champion)), champion.board())
"""
    ),
    md(
        en="""
### “A blocked double striker that kills its blockers in the first step deals nothing more”

If the creature is blocked and the damage it deals in the first step is enough to kill every
creature blocking it, the excess is **not** dealt to the attacked player — unless the creature
also has **trample**. Example: a 3/3 with double strike blocked by a 2/2.

**Predict, then run.** How much damage reaches the player without trample, and with it?
""",
        fr="""
### « Si elle est bloquée et tue ses bloqueuses dans la première étape, rien de plus »

Si la créature est bloquée et que les blessures infligées pendant la première étape suffisent
à tuer toutes les créatures qui la bloquent, le surplus n'est **pas** infligé au joueur attaqué
— à moins que la créature ait aussi le **piétinement**. Exemple : une 3/3 avec la double
initiative bloquée par une 2/2.

**Prédisez, puis exécutez.** Combien de blessures atteignent le joueur sans piétinement, et
avec ?
""",
        bridge=True,
    ),
    said("glossary_page", "blocked"),
    code(
        """
blocked = mtg.Board()
blocked.attacker("A", 3, 3, "double strike")
blocked.blocker("B", 2, 2, blocks="A")
no_trample = blocked.resolve()
tramples = mtg.Board()
tramples.attacker("A", 3, 3, "double strike", "trample")
tramples.blocker("B", 2, 2, blocks="A")
with_trample = tramples.resolve()
reveal(no_trample.narrate() + with_trample.narrate(),
       outcome_lines(no_trample, with_trample))
"""
    ),
    answer(
        en="""
The reason is 510.1c: a blocked creature stays blocked even when its blockers are gone, and a
blocked creature with no blocker left assigns no damage at all. With trample, 702.19 lets it
assign the excess (and everything, once no blocker is left) to the player.
""",
        fr="""
La raison est la règle 510.1c : une créature bloquée le reste même si ses bloqueuses ont
disparu, et une créature bloquée sans bloqueuse restante n'assigne aucune blessure. Avec le
piétinement, la règle 702.19 lui permet d'assigner le surplus (puis tout, quand il ne reste plus
de bloqueuse) au joueur.
""",
    ),
    md(
        en="""
### “First strike adds nothing to double strike”

A creature that already has double strike gains nothing from having first strike as well: it
deals damage in both steps either way.
""",
        fr="""
### « Avoir en plus l'initiative n'apporte rien »

Une créature qui a déjà la double initiative ne gagne rien à avoir aussi l'initiative : elle
inflige des blessures dans les deux étapes dans tous les cas.
""",
    ),
    said("glossary_page", "first_strike_too"),
    code(
        """
both = mtg.Board()
both.attacker("A", 2, 2, "double strike", "first strike", name="Crypt Champion")
same_outcome(both.resolve(), champion)
"""
    ),
    md(
        en="""
### “Two instances of first strike do not make double strike”

Despite the name, two instances of first strike on a creature do not give it double strike:
they are redundant (702.7d) and the creature deals damage in the first step only.
""",
        fr="""
### « Deux occurrences de l'initiative ne donnent pas la double initiative »

Malgré le nom, deux occurrences de l'initiative sur une créature ne lui donnent pas la double
initiative : elles sont redondantes (702.7d) et la créature n'inflige des blessures que dans la
première étape.
""",
    ),
    said("glossary_page", "two_first_strikes"),
    code(
        """
twice = mtg.Board()
twice.attacker("A", 2, 2, "first strike", "first strike")
twice_first = twice.resolve()
twice_first.narrate()
"""
    ),
    code(
        """
outcome_lines(twice_first)
"""
    ),
    md(
        en="""
### “Mostly white and red”

The page adds that double strike, like first strike, is mostly found on white and red cards.
That is a remark about card design, not a rule: the engine has nothing to check there.

### Battle Mastery and Rage Reflection

**Battle Mastery** (*Maîtrise de la bataille*) is an Aura: “Enchanted creature has double
strike.” **Rage Reflection** (*Réverbération de rage*) is an enchantment: “Creatures you control
have double strike.” (The page's closing joke has Eager Cadet, a vanilla 1/1, say: “Don't
worry, friends, I have Battle Mastery.”) Below, Eager Cadet with Battle Mastery, then Eager
Cadet and Crypt Champion attacking together under Rage Reflection — Crypt Champion's second
instance of double strike is redundant (702.4e).
""",
        fr="""
### « Majoritairement blanche et rouge »

La page ajoute que la double initiative, comme l'initiative, se trouve surtout sur des cartes
blanches et rouges. C'est une remarque sur la conception des cartes, pas une règle : le moteur
n'a rien à vérifier ici.

### Maîtrise de la bataille et Réverbération de rage

**Maîtrise de la bataille** (*Battle Mastery*) est une aura : « La créature enchantée a la
double initiative. » **Réverbération de rage** (*Rage Reflection*) est un enchantement : « Les
créatures que vous contrôlez ont la double initiative. » (La blague finale de la page fait dire
au Cadet impatient, un 1/1 sans capacité : « Ne vous inquiétez pas, chers amis, j'ai la
Maîtrise de la bataille. ») Ci-dessous, le Cadet impatient avec la Maîtrise de la bataille,
puis le Cadet impatient et le Champion de la crypte qui attaquent ensemble sous la
Réverbération de rage — la seconde occurrence de la double initiative du Champion est
redondante (702.4e).
""",
    ),
    said("glossary_page", "enchantments"),
    code(
        """
enchanted = mtg.Board()  # Battle Mastery on Eager Cadet || Maîtrise de la bataille sur le Cadet impatient
enchanted.attacker("C", 1, 1, name="Eager Cadet")
enchanted.before_damage(mtg.gain("double strike", "C"))
mastery = enchanted.resolve()
reflected = mtg.Board()  # Rage Reflection: all your creatures || Réverbération de rage : toutes vos créatures
reflected.attacker("C", 1, 1, name="Eager Cadet")
reflected.attacker("D", 2, 2, "double strike", name="Crypt Champion")
reflected.before_damage(mtg.gain("double strike", "C"), mtg.gain("double strike", "D"))
reflection = reflected.resolve()
mastery.narrate() + reflection.narrate()
"""
    ),
    code(
        """
outcome_lines(mastery, reflection)
"""
    ),
    md(
        en="""
## 3. Two texts of rule 702.4 on the same page

The page quotes rule 702.4 twice, from the French translation and from the “official original”
English. They are not the same edition:

- **702.4d.** The French text says a creature with first strike given double strike *“après
  qu'elle a infligé des blessures de combat”* (after it **has dealt** combat damage) in the
  first step. That is today's wording: the April 2026 rule reads “after it has already dealt
  combat damage in the first combat damage step”. The English text on the page says “after it
  has already **put first strike combat damage onto the stack**” — the wording of the old rule
  502.28d, from before the Magic 2010 rules (July 2009), when combat damage used the stack. The
  page thus shows the new number (702.4d) with the old English words.
- **702.4b.** The French text names the creatures of the second step as those that *“n'avaient
  ni l'initiative ni la double initiative au début de la première étape”*, plus those with double
  strike — like today's English (“had neither first strike nor double strike as the first
  combat damage step began … as well as the remaining attackers and blockers that currently
  have double strike”). The English on the page says only “that didn't have first strike”.
- **702.4a, c, e** say the same in both texts.

Notebook 04 tells the story of combat damage on the stack. Here, 702.4d checked live: a 2/2
with first strike, unblocked, given double strike between the steps.
""",
        fr="""
## 3. Deux textes de la règle 702.4 sur la même page

La page cite deux fois la règle 702.4 : dans la traduction française et dans « la version
originale officielle » anglaise. Il ne s'agit pas de la même édition :

- **702.4d.** Le texte français dit qu'une créature avec l'initiative qui reçoit la double
  initiative *« après qu'elle a infligé des blessures de combat »* lors de la première étape
  assigne des blessures dans la seconde. C'est la formulation actuelle : la règle d'avril 2026
  dit « after it has already dealt combat damage in the first combat damage step ». Le texte
  anglais de la page dit « after it has already **put first strike combat damage onto the
  stack** » (après avoir **mis sur la pile** ses blessures d'initiative) — la formulation de
  l'ancienne règle 502.28d, d'avant les règles de Magic 2010 (juillet 2009), quand les
  blessures de combat utilisaient la pile. La page montre donc le nouveau numéro (702.4d) avec
  les anciens mots anglais.
- **702.4b.** Le texte français désigne les créatures de la seconde étape comme celles qui
  *« n'avaient ni l'initiative ni la double initiative au début de la première étape »*, plus
  celles qui ont la double initiative — comme l'anglais actuel (« had neither first strike nor
  double strike as the first combat damage step began … as well as the remaining attackers and
  blockers that currently have double strike »). L'anglais de la page dit seulement « that
  didn't have first strike » (qui n'avaient pas l'initiative).
- **702.4a, c, e** disent la même chose dans les deux textes.

Le notebook 04 raconte l'histoire des blessures de combat sur la pile. Ici, la règle 702.4d
vérifiée par le moteur : une 2/2 avec l'initiative, non bloquée, qui reçoit la double
initiative entre les étapes.
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 2, 2, "first strike")
board.between_steps(mtg.gain("double strike", "A"))
given = board.resolve()
given.narrate()
"""
    ),
    code("outcome_lines(given)"),
    md(
        en="""
## 4. Explore

The explorer starts from Crypt Champion, unblocked. Raise its power, block it, give the blocker
more toughness, add trample: each change is resolved again by the engine.
""",
        fr="""
## 4. Explorer

L'explorateur part du Champion de la crypte, non bloqué. Augmentez sa force, bloquez-le, donnez
plus d'endurance à la bloqueuse, ajoutez le piétinement : chaque changement est de nouveau
résolu par le moteur.
""",
    ),
    code(
        """
explorer = CombatExplorer(start="crypt_champion")
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
exercises = (exercise_set(double_strike_damage, [1, 2, 5]) + exercise_set(damage_step, [4, 9])
             + exercise_set(first_strike_twice, [1]) + exercise_set(crypt_champion_blocked, [0]))
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    *task("six_with_power_three"),
    md(
        en="""
## Summary

- A creature with double strike deals combat damage in both steps: Crypt Champion, a 2/2,
  deals 4 to an undefended player (702.4b).
- Blocked, it deals nothing more once its blockers are dead, unless it has trample (510.1c,
  702.19).
- First strike adds nothing to double strike, and two instances of first strike are not
  double strike (702.4b, 702.7d).
- Battle Mastery gives double strike to one creature, Rage Reflection to all of yours.
- Losing double strike after the first step stops the second hit (702.4c); gaining it after a
  first-strike hit gives a second one (702.4d). The English 702.4d on the glossary page still
  speaks of damage on the stack: that wording is from before July 2009.

Next: double strike and trample in detail (notebook 03).
""",
        fr="""
## À retenir

- Une créature avec la double initiative inflige des blessures de combat dans les deux étapes :
  le Champion de la crypte, un 2/2, inflige 4 blessures à un joueur qui ne bloque pas (702.4b).
- Bloquée, elle n'inflige plus rien une fois ses bloqueuses mortes, sauf si elle a le
  piétinement (510.1c, 702.19).
- L'initiative n'ajoute rien à la double initiative, et deux occurrences de l'initiative ne
  font pas une double initiative (702.4b, 702.7d).
- La Maîtrise de la bataille donne la double initiative à une créature, la Réverbération de
  rage à toutes les vôtres.
- Perdre la double initiative après la première étape l'empêche d'infliger des blessures dans
  la seconde (702.4c) ; l'acquérir après avoir infligé ses blessures d'initiative lui en fait
  infliger de nouveau dans la seconde (702.4d). Le 702.4d anglais de
  la page de lexique parle encore de blessures sur la pile : cette formulation date d'avant
  juillet 2009.

Ensuite : la double initiative et le piétinement en détail (notebook 03).
""",
    ),
]

DISCUSS = [
    discuss(
        en="Do two instances of first strike make double strike?",
        fr="Deux occurrences de l'initiative font-elles une double initiative ?",
        answer_en="""No: they are redundant (702.7d); the creature deals its damage in the first step
only. Section 2, “Two instances of first strike”.""",
        answer_fr="""Non : elles sont redondantes (702.7d) ; la créature n'inflige ses blessures que dans la
première étape. Section 2, « Deux occurrences de l'initiative ».""",
    ),
    discuss(
        en="A 3/3 with double strike is blocked by a 2/2 and kills it in the first step. Why does the defending player take nothing, and what would trample change?",
        fr="Une 3/3 avec la double initiative est bloquée par une 2/2 et la tue dans la première étape. Pourquoi le joueur défenseur ne reçoit-il rien, et que changerait le piétinement ?",
        answer_en="""The attacker stays blocked even with no blocker left, and a blocked creature with
no blocker assigns no combat damage (510.1c). With trample, it assigns its damage to the player
as though the blockers had been assigned lethal damage (702.19d): 1 in the first step (3 minus
the blocker's 2), then 3 in the second.""",
        answer_fr="""L'attaquante reste bloquée même sans bloqueuse, et une créature bloquée sans
bloqueuse n'assigne aucune blessure de combat (510.1c). Avec le piétinement, elle assigne ses
blessures au joueur comme si des blessures mortelles avaient été assignées à toutes les
bloqueuses (702.19d) :
1 dans la première étape (3 moins les 2 de la bloqueuse), puis 3 dans la seconde.""",
    ),
]
