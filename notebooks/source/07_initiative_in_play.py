"""Notebook 07 — the initiative in play / l'initiative en jeu: combat with first strike, and
Ravenloft Adventurer over several turns."""

from nbsource import answer, code, discuss, exercises, md, rules, setup, task

FILES = {"en": "07_initiative_in_play.ipynb", "fr": "07_initiative_en_jeu.ipynb"}

CELLS = [
    md(
        en="""
# The initiative in play

Notebook 06 gave the rules of the initiative (726) and the ten rulings printed with Ravenloft
Adventurer. Here they are played: first in a combat where first strike splits combat damage
into two steps, then with Ravenloft Adventurer over several turns, until its controller
completes Undercity and its attack trigger starts to bite.

**What you will learn**

- how the initiative changes hands **during combat**, step by step, when first strike is
  involved (510.4, 726.2);
- Ravenloft Adventurer's three abilities, played turn by turn: taking the initiative as it
  enters, exiling an opponent's creature that would die with a hit counter (614.1a), and its
  attack trigger once a dungeon is completed (603.4, 309.7).
""",
        fr="""
# L'initiative (désignation) en jeu

Le notebook 06 a donné les règles de l'initiative (726) et les dix décisions imprimées avec
l'Aventurière de Ravenloft. Ici, on les joue : d'abord dans un combat où l'initiative
(capacité) sépare les blessures de combat en deux étapes, puis avec l'Aventurière de Ravenloft
sur plusieurs tours, jusqu'à ce que son contrôleur termine Les Souterrains et que sa capacité
d'attaque commence à faire effet.

**Ce que vous allez apprendre**

- comment l'initiative (désignation) change de main **pendant le combat**, étape par étape,
  quand l'initiative (capacité) s'en mêle (510.4, 726.2) ;
- les trois capacités de l'Aventurière de Ravenloft, jouées tour par tour : prendre l'initiative
  en arrivant, exiler avec un marqueur « contrat » une créature adverse qui devait mourir
  (614.1a), et sa capacité d'attaque une fois un donjon terminé (603.4, 309.7).
""",
    ),
    setup(
        "reveal", "ravenloft", "styled", "timing_combat", "timing_table",
        "exercise_set", "exercise_widgets", "solutions",
        "holder_exercise", "ravenloft_ability",
        "check_task",
    ),
    rules("726.2", "603.4", "614.1a", sources=("chinese_page",)),
    md(
        en="""
## The initiative in combat: first strike changes the timing

Rule 726.2 triggers when creatures deal **combat damage** to the holder. With first strike or
double strike there are two combat damage steps (510.4): first-strike damage, then regular
damage, and triggered abilities resolve in between. So the initiative can change hands
between the two steps. Here P1 holds the initiative; P2 (the active player) attacks P1 with a
2/2 first striker and a 3/3 without it, both unblocked. The combat engine resolves the combat,
then each step is played into the initiative game.

**Predict, then run.** Who holds the initiative at the end of this combat, and how many times
does P2 venture into Undercity?
""",
        fr="""
## L'initiative en combat : l'initiative (capacité) change le moment

La capacité déclenchée de la règle 726.2 se déclenche quand des créatures infligent des
**blessures de combat** à celui qui détient l'initiative. Avec l'initiative (capacité) ou la
double initiative, il y a deux étapes des blessures de combat (510.4) : d'abord celle de l'initiative (capacité), puis
l'étape normale, et les capacités déclenchées se résolvent entre les deux. L'initiative
(désignation) peut donc changer de main entre les deux étapes. Ici P1 détient l'initiative ;
P2 (le joueur actif) attaque P1 avec une 2/2 qui a l'initiative (capacité) et une 3/3 qui ne
l'a pas, toutes deux non bloquées. Le moteur de combat résout le combat, puis chaque étape est
jouée dans la partie.

**Prédisez, puis exécutez.** Qui détient l'initiative à la fin de ce combat, et combien de fois
P2 s'aventure-t-il dans Les Souterrains ?
""",
    ),
    code(
        """
fight = mtg.InitiativeGame("P2", "P1").take_initiative("P1").combat(timing_combat("first_and_regular"))
reveal(fight)
"""
    ),
    answer(
        en="""
In the first-strike step, the 2/2's damage makes P2 take the initiative and venture into
Undercity **before** the regular step. In the regular step P1 no longer has it, so the 3/3's
damage to P1 triggers nothing. The trigger is per step, not per creature: two creatures hitting
the holder in the same step make their controller take it once.
""",
        fr="""
À l'étape de l'initiative (capacité), les blessures de la 2/2 font prendre l'initiative à P2, qui
s'aventure dans Les Souterrains **avant** l'étape normale. À l'étape normale, P1 ne la détient
plus : les blessures de la 3/3 à P1 ne déclenchent rien. Le déclenchement se fait par étape, pas
par créature : deux créatures qui infligent en même temps des blessures de combat au joueur qui
détient l'initiative la font prendre une seule fois à leur contrôleur.
""",
    ),
    md(
        en="The table compares four attacks:",
        fr="Le tableau compare quatre attaques :",
    ),
    code(
        """
styled(timing_table(), index=False)
"""
    ),
    md(
        en="""
## Ravenloft Adventurer over a few turns

P1 casts Ravenloft Adventurer; P2 is the opponent. Each cell plays the story one part further
(`ravenloft(n)`: the first *n* parts) and tells only what is new in that part.

**Turn 1.** It enters: P1 takes the initiative and ventures into Undercity (Secret Entrance).
""",
        fr="""
## L'Aventurière de Ravenloft sur quelques tours

P1 lance l'Aventurière de Ravenloft ; P2 est l'adversaire. Chaque cellule joue l'histoire un
épisode plus loin (`ravenloft(n)` : les *n* premiers épisodes) et ne raconte que ce qui est
nouveau dans cet épisode.

**Tour 1.** Elle arrive sur le champ de bataille : P1 prend l'initiative et s'aventure dans Les
Souterrains (Entrée secrète).
""",
    ),
    code("ravenloft(1)"),
    md(
        en="""
**Turn 2 (P2).** P2 attacks P1 with a 2/2 (`X`); the Adventurer, a 3/4, blocks it.

**Predict, then run.** Does the 2/2 die? Where is it after combat, and how many cards with a hit
counter does P2 own in exile?
""",
        fr="""
**Tour 2 (P2).** P2 attaque P1 avec une 2/2 (`X`) ; l'Aventurière, une 3/4, la bloque.

**Prédisez, puis exécutez.** La 2/2 meurt-elle ? Où est-elle après le combat, et combien de
cartes avec un marqueur « contrat » P2 possède-t-il en exil ?
""",
    ),
    code(
        """
turn2 = ravenloft(2)
reveal(turn2)
"""
    ),
    answer(
        en="""
The 2/2 has lethal damage and would die (704.5g), but the Adventurer's replacement effect
(614.1a) exiles it with a hit counter instead. It never dies (700.4): P2 now owns one card in
exile with a hit counter.
""",
        fr="""
La 2/2 a des blessures mortelles et devait mourir (704.5g), mais l'effet de remplacement de
l'Aventurière (614.1a) l'exile à la place avec un marqueur « contrat ». Elle ne meurt jamais
(700.4) : P2 possède maintenant une carte en exil avec un marqueur « contrat ».
""",
    ),
    md(
        en="""
**Turns 3 to 9.** P1 keeps the initiative, so each of P1's upkeeps is a venture (Lost Well,
Stash, Catacombs, then the Throne of the Dead Three). Once the Throne's ability has resolved, P1
has **completed** Undercity. The map shows P1's path just before that.
""",
        fr="""
**Tours 3 à 9.** P1 garde l'initiative : chacun de ses entretiens le fait s'aventurer (Puits
perdu, Réserve, Catacombes, puis le Trône des Trois Funestes). Une fois la capacité du Trône
résolue, P1 a **terminé** Les Souterrains. Le plan montre le chemin de P1 juste avant.
""",
    ),
    code(
        """
before_throne = ravenloft(5)
before_throne.picture("P1")
"""
    ),
    code(
        """
completed = ravenloft(6)
completed
"""
    ),
    md(
        en="""
**Turn 9, combat.** The Adventurer attacks P2, who doesn't block. Its attack trigger has an
intervening “if” clause (603.4): it triggers only if P1 has completed a dungeon, and checks
again as it resolves.

**Predict, then run.** What is P2's life total after this combat, and who has the initiative?
""",
        fr="""
**Tour 9, combat.** L'Aventurière attaque P2, qui ne bloque pas. Sa capacité d'attaque a une
clause “si” intercalée (603.4) : elle ne se déclenche que si P1 a terminé un donjon, et la
condition est vérifiée de nouveau à la résolution.

**Prédisez, puis exécutez.** Combien de points de vie P2 a-t-il après ce combat, et qui détient
l'initiative ?
""",
    ),
    code(
        """
attack = ravenloft(7)
reveal(attack)
"""
    ),
    answer(
        en="""
P1 has completed Undercity, so P2 loses 1 life per card they own in exile with a hit counter
(one), before combat damage. Then 3 combat damage to P2, who doesn't have the initiative:
nothing else.
""",
        fr="""
P1 a terminé Les Souterrains : P2 perd donc 1 point de vie par carte qu'il possède en exil avec
un marqueur « contrat » (une), avant les blessures de combat. Puis 3 blessures de combat à P2,
qui ne détient pas l'initiative : rien d'autre.
""",
    ),
    exercises(
        en="""
## Exercises

Each question is drawn at random (the same on every run) and answered by the rules engine.
Where widgets are not live, the questions are listed in their place.
""",
        fr="""
## Exercices

Chaque question est tirée au hasard (la même à chaque exécution) et résolue par le moteur de
règles. Là où les widgets ne sont pas actifs, les questions sont listées à leur place.
""",
    ),
    code(
        """
exercises = exercise_set(ravenloft_ability, [3, 4, 5, 2]) + exercise_set(holder_exercise, [45])
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    *task("first_strike_steals"),
    md(
        en="""
## Summary

- With first strike, the initiative can change hands between the first-strike and the regular
  combat damage step; damage to a player who no longer has it triggers nothing. The trigger is
  per step, not per creature (726.2).
- Ravenloft Adventurer: as it enters, its controller takes the initiative (and ventures); an
  opponent's creature that would die is exiled with a hit counter instead (614.1a), so it never
  dies; once its controller has completed a dungeon, each attack makes the defending player
  lose 1 life per card they own in exile with a hit counter (603.4).

Next: notebook 08, provoke.
""",
        fr="""
## À retenir

- Avec l'initiative (capacité), l'initiative (désignation) peut changer de main entre l'étape
  de l'initiative (capacité) et l'étape normale ; des blessures à un joueur qui ne la détient
  plus ne déclenchent rien. Le déclenchement se fait par étape, pas par créature (726.2).
- L'Aventurière de Ravenloft : quand elle arrive, son contrôleur prend l'initiative (et
  s'aventure) ; une créature adverse qui devait mourir est exilée avec un marqueur « contrat »
  à la place (614.1a) et ne meurt donc jamais ; une fois un donjon terminé par son contrôleur,
  chaque attaque fait perdre au joueur défenseur 1 point de vie par carte qu'il possède en exil
  avec un marqueur « contrat » (603.4).

Ensuite : le notebook 08, la provocation.
""",
    ),
]

DISCUSS = [
    discuss(
        en="P1 has the initiative. P2 attacks P1 with a 2/2 with first strike and a 3/3, both unblocked. Who has the initiative after combat, and how many times did P2 venture?",
        fr="P1 détient l'initiative. P2 attaque P1 avec une 2/2 avec l'initiative (capacité) et une 3/3, toutes deux non bloquées. Qui détient l'initiative après le combat, et combien de fois P2 s'est-il aventuré ?",
        answer_en="""P2, who ventured once: the 2/2's first-strike damage makes P2 take the initiative
(726.2) before the regular step; in the regular step the 3/3 hits P1, who no longer has it, so
nothing triggers. Section “The initiative in combat”.""",
        answer_fr="""P2, qui s'est aventuré une fois : les blessures d'initiative de la 2/2 font prendre
l'initiative à P2 (726.2) avant l'étape normale ; dans l'étape normale, la 3/3 inflige des blessures à P1, qui
ne la détient plus : rien ne se déclenche. Section « L'initiative en combat ».""",
    ),
    discuss(
        en="Ravenloft Adventurer attacks, but its controller has not completed a dungeon yet. What does its attack trigger do?",
        fr="L'Aventurière de Ravenloft attaque, mais son contrôleur n'a encore terminé aucun donjon. Que fait sa capacité d'attaque ?",
        answer_en="""Nothing: it has an intervening “if” clause (603.4), so it doesn't even trigger
unless a dungeon has been completed (309.7); then the defending player loses 1 life per card
they own in exile with a hit counter.""",
        answer_fr="""Rien : elle a une clause “si” intercalée (603.4) ; elle ne se déclenche donc
même pas tant qu'aucun donjon n'a été terminé (309.7) ; ensuite, le joueur défenseur perd
1 point de vie par carte qu'il possède en exil avec un marqueur « contrat ».""",
    ),
]
