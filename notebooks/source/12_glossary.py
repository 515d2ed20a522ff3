"""Notebook 12 — glossary, traps and practice / glossaire, pièges et entraînement."""

from nbsource import code, discuss, exercises, md, rules, setup, task

FILES = {"en": "12_glossary.ipynb", "fr": "12_glossaire.ipynb"}

CELLS = [
    md(
        en="""
# Glossary, traps and practice

The course ends with the words of the game and with practice. Magic is played in many
languages, and a judge or a player who reads a French or Chinese card must know the **official**
terms: the ones printed on cards and used in the translated Comprehensive Rules.

**What you will learn**

- the official terms of the course in English, French and Chinese (simplified), each with its
  rule number;
- the traps: French "initiative" names both **first strike** (702.7) and **the initiative**, a
  player designation (726); French says "blessures" for damage, never "dégâts"; Chinese 先攻
  (first strike) looks like 先制 (the initiative), 增强 (amplify) like 增幅 (kicker), 挑拨
  (provoke) like 煽惑 (goad);
- how the engine's French narration keeps the two "initiative" apart;
- then a quiz on the terms and a mixed practice session across the whole course, every answer
  computed by the rules engine.
""",
        fr="""
# Glossaire, pièges et entraînement

Le cours se termine par les mots du jeu et par de l'entraînement. On joue à Magic dans de
nombreuses langues, et un arbitre ou un joueur qui lit une carte française ou chinoise doit
connaître les termes **officiels** : ceux qui sont imprimés sur les cartes et employés dans les
Règles complètes traduites.

**Ce que vous allez apprendre**

- les termes officiels du cours en anglais, en français et en chinois (simplifié), chacun avec
  son numéro de règle ;
- les pièges : en français, « initiative » désigne à la fois **l'initiative (capacité)**, la
  *first strike* anglaise (702.7), et **l'initiative (désignation)** d'un joueur (726) ; on dit
  « blessures », jamais « dégâts » ; en chinois, 先攻 (l'initiative, capacité) ressemble à 先制
  (l'initiative, désignation), 增强 (amplification) à 增幅 (kick), 挑拨 (provocation) à 煽惑
  (inciter) ;
- comment la narration française du moteur distingue les deux « initiative » ;
- puis un quiz sur les termes et une séance d'entraînement mêlant tout le cours, chaque réponse
  étant calculée par le moteur de règles.
""",
    ),
    setup(
        "GlossaryExplorer", "PracticeSession", "glossary_table", "narration_table",
        "styled", "trap_table",
        "exercise_set", "exercise_widgets", "solutions",
        "chinese_exercise", "french_exercise", "trap_exercise",
        "check_task",
    ),
    rules("702.7a", "726.1"),
    md(
        en="""
## The official terms

Every term of the course, with the rule that defines it. The *Watch out* column names the trap
when there is one. The French and Chinese terms come from printed cards and the translated
Comprehensive Rules; `docs/card-names.md` gives the source of each printed name. The three
dungeons of *Adventures in the Forgotten Realms* have printed French names, but no French
printing of their rooms was found: French text keeps the rooms' English names, as the table
says.
""",
        fr="""
## Les termes officiels

Tous les termes du cours, avec la règle qui les définit. La colonne *Attention* signale le piège
quand il y en a un. Les termes français et chinois viennent des cartes imprimées et des Règles
complètes traduites ; `docs/card-names.md` donne la source de chaque nom imprimé. Les trois
donjons d'*Aventures dans les Royaumes Oubliés* ont un nom français imprimé, mais aucune
impression française de leurs pièces n'a été trouvée : le texte français garde le nom anglais
des pièces, comme le dit le tableau. Le guide de style du français du cours est
`docs/style-fr.md`.
""",
    ),
    code('styled(glossary_table(), index=False)'),
    md(
        en="""
## Trap 1: the two French "initiative"

In French, **initiative** is the name of the first strike keyword (702.7: the creature deals its
combat damage in an extra, earlier combat damage step, 510.4). Since 2022 (*Commander Legends:
Battle for Baldur's Gate*) French also says **l'initiative** for the player designation of rule
726, which a player *takes* and then *holds* until another player takes it. The printed French
tells them apart only by grammar: a creature **a l'initiative** (has the keyword), a player
**prend** or **détient l'initiative**. The course always writes "l'initiative (capacité)" or
"l'initiative (désignation)" in French.

The engine tells a first striker's fight in both languages:
""",
        fr="""
## Piège 1 : les deux « initiative » du français

En français, **initiative** est le nom de la capacité *first strike* (702.7 : la créature
inflige ses blessures de combat dans une étape des blessures de combat supplémentaire, plus tôt,
510.4). Depuis 2022 (*Commander Légendes : la bataille de la Porte de Baldur*), le français dit aussi
**l'initiative** pour la désignation de joueur de la règle 726, qu'un joueur *prend* puis
*détient* jusqu'à ce qu'un autre la prenne. Le français imprimé ne les distingue que par la
grammaire : une créature **a l'initiative** (la capacité), un joueur **prend** ou **détient
l'initiative**. Le cours écrit toujours « l'initiative (capacité) » ou « l'initiative
(désignation) ».

Le moteur raconte le combat d'une créature avec l'initiative (capacité) dans les deux langues :
""",
    ),
    code('narration_table("first_strike")'),
    md(
        en="""
And a player taking the initiative (726.1), which makes them venture into Undercity (726.2):
""",
        fr="""
Et un joueur qui prend l'initiative (désignation, 726.1), ce qui le fait s'aventurer dans Les
Souterrains (726.2) :
""",
    ),
    code('narration_table("initiative")'),
    md(
        en="""
The same French word, two rules: compare the two French narrations above, word for word.
""",
        fr="""
Le même mot français, deux règles : comparez mot à mot les deux narrations françaises
ci-dessus.
""",
    ),
    md(
        en="""
## Trap 2: "blessures", never "dégâts"

French cards and rules call damage **blessures**: "blessures de combat" (combat damage, 510),
"blessures mortelles" (lethal damage, 120.6). The everyday word "dégâts" is never the official
term. Every French narration of the engine follows it:
""",
        fr="""
## Piège 2 : « blessures », jamais « dégâts »

Les cartes et les règles françaises appellent les *damage* des **blessures** : « blessures de
combat » (510), « blessures mortelles » (120.6). Le mot courant « dégâts » n'est jamais le terme
officiel. Toutes les narrations françaises du moteur le respectent :
""",
    ),
    code('narration_table("combat_damage")'),
    md(
        en="""
## Trap 3: Chinese look-alikes

Chinese has no double meaning, but three pairs of terms look alike. The engine has no Chinese
narration, so the table comes from the glossary: 先攻 is first strike, 先制 the initiative; 增强
is amplify, 增幅 kicker (702.33, an extra cost you may pay as you cast a spell); 挑拨 is provoke,
煽惑 goad (701.15: the goaded creature attacks each combat, and not its goader if it can; the
Arena room of Undercity says 煽惑).
""",
        fr="""
## Piège 3 : les sosies chinois

Le chinois n'a pas de double sens, mais trois paires de termes se ressemblent. Le moteur n'a pas
de narration chinoise : le tableau vient du glossaire. 先攻 est l'initiative (capacité), 先制
l'initiative (désignation) ; 增强 est l'amplification, 增幅 le kick (702.33, un coût
supplémentaire que l'on peut payer en lançant un sort) ; 挑拨 est la provocation, 煽惑 « inciter »
(701.15 : la créature incitée attaque à chaque combat, et pas le joueur qui l'a incitée si elle le
peut ; la pièce Arène, dans Les Souterrains, dit 煽惑).
""",
    ),
    code('styled(trap_table(), index=False)'),
    md(
        en="""
## Explorer: a term and what the engine does with it

Pick a term: you see its three official names, its rule, the trap if any and, for the combat
keywords and the initiative, a tiny game resolved by the engine and told in English and French.
""",
        fr="""
## Explorateur : un terme et ce que le moteur en fait

Choisissez un terme : vous voyez ses trois noms officiels, sa règle, le piège s'il y en a un et,
pour les capacités de combat et l'initiative (désignation), une petite partie résolue par le
moteur et racontée en anglais et en français.
""",
    ),
    code(
        """
explorer = GlossaryExplorer(term_id="double_strike")
explorer
"""
    ),
    exercises(
        en="""
## Quiz: the terms

The answers and their explanations come from the glossary data. Where widgets
are not live, the questions are listed in their place.
""",
        fr="""
## Quiz : les termes

Les réponses et leurs explications viennent des données du glossaire. Là où les
widgets ne sont pas actifs, les questions sont listées à leur place.
""",
    ),
    code(
        """
exercises = (exercise_set(french_exercise, [4]) + exercise_set(chinese_exercise, [0])
             + exercise_set(trap_exercise, [2, 6, 1, 5, 17]))
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    md(
        en="""
## Practice across the whole course

A practice session mixes the exercises of every chapter: combat damage, first strike timing,
double strike and trample, the initiative and Undercity, provoke, amplify, morph, the terms,
and the mechanics beyond the sources that notebook 11 presents. One question at a time:
answer, press *Check* (a wrong first answer gets a hint and a second try, then the answer with
its rule and the engine's narration), then *Next*. After the last question the session shows
your score per topic. The same session number (2026 below) always gives the same questions;
change it for another session, or pass `topics=[...]` to practise some topics only. The
solutions of the session are folded under it.
""",
        fr="""
## S'entraîner sur tout le cours

Une séance d'entraînement mêle les exercices de tous les chapitres : blessures de combat, moment
des blessures avec l'initiative (capacité), double initiative et piétinement, l'initiative
(désignation) et Les Souterrains, provocation, amplification, mue, termes, et les mécanismes
au-delà des sources que présente le notebook 11. Une question à la fois : répondez, appuyez sur
*Vérifier* (après une première réponse fausse, vous recevez un indice et avez droit à un second
essai ; ensuite viennent la réponse, sa règle et la narration du moteur), puis sur *Suivante*. Après la dernière question, la
séance affiche votre score par thème. Le même numéro de séance (2026 ci-dessous) donne
toujours les mêmes questions ; changez-le pour une autre séance, ou passez `topics=[...]` pour
ne travailler que certains thèmes. Les solutions de la séance sont repliées juste en dessous.
""",
    ),
    code(
        """
session = PracticeSession(n=9, seed=2026)
session
"""
    ),
    code("solutions(session.exercises)"),
    md(
        en="""
Your score per topic (it fills in as you answer in the session above; run the cell again to
update it):
""",
        fr="""
Votre score par thème (il se remplit à mesure que vous répondez dans la séance ci-dessus ;
exécutez de nouveau la cellule pour le mettre à jour) :
""",
    ),
    code("session.summary_table()"),
    *task("both_initiatives_six"),
    md(
        en="""
## Summary

- Use the official terms of each language; the glossary gives them with their rules.
- French "initiative": a creature **has** it (first strike, 702.7; "double initiative" is double
  strike, 702.4); a player **takes** or **holds** it (the initiative, 726). Say which one.
- French damage is **blessures** ("blessures de combat", "blessures mortelles"), never "dégâts".
- Chinese: 先攻 first strike / 先制 the initiative; 增强 amplify / 增幅 kicker; 挑拨 provoke /
  煽惑 goad.
- `PracticeSession` gives a practice session across the course, the same for the same session
  number; the teacher guide (`docs/teacher-guide.md`) plans a two-hour workshop with it and
  tells a teacher how to give the same questions again.
""",
        fr="""
## À retenir

- Employez les termes officiels de chaque langue ; le glossaire les donne avec leurs règles.
- « Initiative » en français : une créature l'**a** (l'initiative, capacité, 702.7 ; la « double
  initiative » est la 702.4) ; un joueur la **prend** ou la **détient** (l'initiative,
  désignation, 726). Précisez laquelle.
- Les *damage* sont des **blessures** (« blessures de combat », « blessures mortelles »), jamais
  des « dégâts ».
- En chinois : 先攻 l'initiative (capacité) / 先制 l'initiative (désignation) ; 增强
  amplification / 增幅 kick ; 挑拨 provocation / 煽惑 inciter.
- `PracticeSession` donne une séance d'entraînement sur tout le cours, la même pour un même
  numéro de séance ; le guide de l'enseignant (`docs/guide-enseignant.md`) prévoit un atelier de
  deux heures avec elle et dit comment redonner les mêmes questions.
""",
    ),
]

DISCUSS = [
    discuss(
        en="On a French card, a creature “a l'initiative” and a player “prend l'initiative”: the same thing?",
        fr="Sur une carte française, une créature « a l'initiative » et un joueur « prend l'initiative » : est-ce la même chose ?",
        answer_en="""No: the first is first strike, a creature's keyword ability (702.7); the second is
the initiative, a player's designation (726). Chinese keeps them apart: 先攻 and 先制. Trap 1.""",
        answer_fr="""Non : la première est l'initiative, capacité mot-clé de créature (702.7) ; la seconde
est l'initiative, désignation de joueur (726). Le chinois les distingue : 先攻 et 先制.
Piège 1.""",
    ),
    discuss(
        en="Why do French rules say “blessures” and not “dégâts” for damage?",
        fr="Pourquoi les règles françaises disent-elles « blessures » et non « dégâts » ?",
        answer_en="""Because the official French term for damage is “blessures” (“blessures de combat”,
“blessures mortelles”); “dégâts” is not used by the French cards or rules. The engine's French
narration uses only “blessures”.""",
        answer_fr="""Parce que le terme français officiel est « blessures » (« blessures de combat »,
« blessures mortelles ») ; « dégâts » n'apparaît ni sur les cartes ni dans les règles
françaises. La narration française du moteur n'emploie que « blessures ».""",
    ),
]
