"""Notebook 00 — start here / commencer ici."""

from nbsource import code, discuss, md, setup, task

from mtglearn.base.i18n import t
from mtglearn.teach.course import total_time


def in_the_browser(lang: str) -> str:
    """Where a learner's edits live in JupyterLite, how to keep them, how to start again: the
    landing page's words (one catalog)."""
    keys = ("site.lite.storage", "site.lite.download", "site.lite.reset")
    return "\n\n".join(t(key, lang) for key in keys)


FILES = {"en": "00_start_here.ipynb", "fr": "00_commencer_ici.ipynb"}

CELLS = [
    md(
        en="""
# Start here

Welcome to **mtglearn**, a course on the combat rules of *Magic: The Gathering*: the combat
damage steps, first strike, double strike and trample; the initiative and the Undercity dungeon;
provoke, amplify and morph.

Every example, table, figure and exercise in these notebooks is **computed** by a small rules
engine (the Python package `mtglearn`) and checked by tests, so what you read is what the rules
produce. Rule numbers refer to the Comprehensive Rules of April 2026.

**In this notebook:** who the course is for, how to use the notebooks, the map of the course,
the documents it is built on, the glossary of official terms in English, French and Chinese, and
a French trap to know before anything else.

## Who this course is for

- **Players** who know how to play a game of Magic (casting a creature, attacking, blocking) and
  want to know exactly what happens in combat: when first strike matters, how much trample
  pushes through, who gets the initiative.
- **Judge candidates** preparing for rules questions: every answer comes with its rule number.
- **Teachers** running a workshop: the teacher guide (`docs/teacher-guide.md`) plans two hours.

**What it assumes:** you know the basic vocabulary of Magic (power and toughness, tapped and
untapped, attacking and blocking creatures, the stack) and can read English or French. No
programming is needed: you run cells, move sliders and type answers. The whole course takes
about """ + total_time("en") + """ alone; each notebook says how long it takes.
""",
        fr="""
# Commencer ici

Bienvenue dans **mtglearn**, un cours sur les règles du combat de *Magic: The Gathering* :
les étapes des blessures de combat, l'initiative, la double initiative et le piétinement ;
l'initiative des Souterrains (une désignation de joueur) ; la provocation, l'amplification et
la mue.

Chaque exemple, tableau, figure et exercice de ces notebooks est **calculé** par un petit moteur
de règles (le paquet Python `mtglearn`) et vérifié par des tests : ce que vous lisez est ce que
les règles produisent. Les numéros de règles renvoient aux Règles complètes d'avril 2026.

**Dans ce notebook :** à qui s'adresse le cours, comment utiliser les notebooks, le plan du cours,
les documents sur lesquels il s'appuie, le glossaire des termes officiels en anglais, en
français et en chinois, et un piège du français à connaître avant tout.

## À qui s'adresse ce cours

- Aux **joueurs** qui savent jouer une partie de Magic (lancer une créature, attaquer, bloquer)
  et veulent savoir exactement ce qui se passe au combat : quand l'initiative compte, combien de
  blessures le piétinement fait passer, qui prend l'initiative des Souterrains.
- Aux **candidats arbitres** qui préparent les questions de règles : chaque réponse vient avec
  son numéro de règle.
- Aux **enseignants** qui animent un atelier : le guide de l'enseignant
  (`docs/guide-enseignant.md`) prévoit deux heures.

**Ce que le cours suppose :** vous connaissez le vocabulaire de base de Magic (force et
endurance, engagé et dégagé, créatures attaquantes et bloqueuses, la pile) et lisez le français
ou l'anglais. Aucune programmation n'est nécessaire : vous exécutez des cellules, déplacez des
curseurs et tapez des réponses. Suivi en autonomie, le cours entier demande environ
""" + total_time("fr") + """ ; chaque notebook indique sa durée.
""",
    ),
    md(
        en="""
## How to use a notebook

- A notebook is a list of cells. Text cells explain; code cells compute. Run a cell with
  **Shift + Enter**.
- Start each session with **Kernel → Restart Kernel and Run All Cells**: the sliders and buttons
  (*widgets*) only work once their cell has run in your session. Before that, a widget shows as
  plain text such as `IntSlider(value=2, …)`: that is expected.
- Every explorer also shows its starting state as a table or a figure, so the notebook reads well
  even where widgets are not live (GitHub, an HTML export).
- Code cells are short: the logic lives in the `mtglearn` package. Feel free to change a number
  and run a cell again; you cannot break anything.
- The first code cell (folded) imports the package as `mtg` and sets the language once,
  `mtg.set_lang("en")`: every result after it speaks that language. The English and French
  notebooks run exactly the same code.
""",
        fr="""
## Comment utiliser un notebook

- Un notebook est une suite de cellules. Les cellules de texte expliquent ; les cellules de code
  calculent. On exécute une cellule avec **Maj + Entrée**.
- Commencez chaque séance par **Noyau → Redémarrer le noyau et exécuter toutes les cellules** (en anglais : *Kernel → Restart Kernel and Run All Cells*) : les curseurs et
  boutons (*widgets*) ne fonctionnent qu'une fois leur cellule exécutée dans votre session.
  Avant cela, un widget s'affiche comme du texte, par exemple `IntSlider(value=2, …)` : c'est
  normal.
- Chaque explorateur affiche aussi son état de départ sous forme de tableau ou de figure : le
  notebook se lit bien même sans widgets actifs (GitHub, export HTML).
- Les cellules de code sont courtes : la logique est dans le paquet `mtglearn`. Changez un
  nombre et exécutez de nouveau une cellule : vous ne pouvez rien casser.
- La première cellule de code (repliée) importe le paquet sous le nom `mtg` et fixe la langue
  une fois pour toutes, `mtg.set_lang("fr")` : chaque résultat qui suit parle cette langue. Les
  notebooks anglais et français exécutent exactement le même code.
""",
    ),
    md(
        en="""
## In the browser, with nothing installed

If you opened this notebook from the course's site, it runs in **JupyterLite**: Python runs
inside your browser, and no server keeps your work.

""" + in_the_browser("en"),
        fr="""
## Dans le navigateur, sans rien installer

Si vous avez ouvert ce notebook depuis le site du cours, il s'exécute dans **JupyterLite** :
Python tourne dans votre navigateur, et aucun serveur ne garde votre travail.

""" + in_the_browser("fr"),
    ),
    setup("course_map_table", "glossary_table", "styled", "check_task"),
    md(
        en="""
## The map of the course

Open the notebooks in this order. The *Rules* column gives the Comprehensive Rules sections each
one covers, the *Minutes* column how long it takes alone (about """ + total_time("en") + """ in all).
""",
        fr="""
## Le plan du cours

Ouvrez les notebooks dans cet ordre. La colonne *Règles* indique les sections des Règles
complètes traitées par chacun, la colonne *Minutes* le temps qu'il demande en autonomie (environ
""" + total_time("fr") + """ en tout).
""",
    ),
    code("course_map_table()"),
    md(
        en="""
## A combat in four lines

The course's examples are combats you can change. A **board** holds the creatures, who attacks
and who blocks; resolving it asks the rules engine what happens. Here Crypt Champion (a 2/2
with double strike) attacks and a 3/3 blocks it:
""",
        fr="""
## Un combat en quatre lignes

Les exemples du cours sont des combats que vous pouvez modifier. Un **plateau** (*board*)
contient les créatures, qui attaque et qui bloque ; le résoudre demande au moteur de règles ce
qui se passe. Ici, le Champion de la crypte (un 2/2 avec la double initiative) attaque et une
créature 3/3 le bloque :
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
board.blocker("B", 3, 3, blocks="A")
board
"""
    ),
    md(
        en="""
The board draws each moment of the combat (blockers declared, the first-strike combat damage
step, between the steps, the regular step) with one arrow per damage dealt, then tells the
story with the rule behind each line. Change a number or a keyword and run the cell again:
every table, figure and exercise of the course is made the same way.
""",
        fr="""
Le plateau dessine chaque moment du combat (bloqueurs déclarés, étape des blessures de combat
d'initiative, entre les étapes, étape normale) avec une flèche par blessure infligée, puis
raconte le combat avec la règle derrière chaque ligne. Changez un nombre ou une capacité et
exécutez de nouveau la cellule : chaque tableau, figure et exercice du cours est fait de la
même façon.
""",
    ),
    md(
        en="""
## Sources

The course is built on four documents, each checked against today's rules by the engine:

- **The French glossary page on double strike** (*Double Initiative*, Magiciens Fous, 2012): what
  double strike does, rule 702.4 quoted in French and in English, Crypt Champion, Battle Mastery
  and Rage Reflection. Notebook 02.
- **The French lesson on every double-strike case**, with and without trample, and Umezawa's
  Jitte between the two damage steps; it quotes the old rule numbers 502.28. Notebooks 03
  and 04.
- **The Chinese card page of Ravenloft Adventurer** (鸦阁城冒险家), with the card's Chinese text
  and its ten official rulings on the initiative and Undercity. Notebooks 06 and 07.
- **The 2003 French article on Legions**: provoke, amplify and morph as they were introduced.
  Notebooks 08, 09 and 10.

Where a notebook checks a document's claim, it first shows the document's own sentence, word
for word and in its own language (typing slips included), then the cell that checks it. The
copies the course works from carry no web address, so the documents are named by what they
are, not linked. Where a document uses an old wording or an old rule number, the notebook says
so and gives today's rule (Comprehensive Rules of April 17, 2026). Each notebook quotes the
rules it teaches, word for word, where it uses them; the whole text is on the official rules
page, [magic.wizards.com/en/rules](https://magic.wizards.com/en/rules).
""",
        fr="""
## Sources

Le cours s'appuie sur quatre documents, chacun vérifié avec les règles actuelles par le moteur :

- **La page de lexique française sur la double initiative** (*Double Initiative*, Magiciens
  Fous, 2012) : ce que fait la double initiative, la règle 702.4 citée en français et en
  anglais, le Champion de la crypte, la Maîtrise de la bataille et la Réverbération de rage.
  Notebook 02.
- **La leçon française sur tous les cas de double initiative**, avec et sans piétinement, et le
  Jitte d'Umezawa entre les deux étapes des blessures de combat ; elle cite les anciens numéros
  de règles 502.28. Notebooks 03 et 04.
- **La page chinoise de la carte Aventurière de Ravenloft** (鸦阁城冒险家), avec le texte chinois
  de la carte et ses dix décisions officielles sur l'initiative et Les Souterrains. Notebooks 06
  et 07.
- **L'article français de 2003 sur Légions** : la provocation, l'amplification et la mue telles
  qu'elles ont été introduites. Notebooks 08, 09 et 10.

Quand un notebook vérifie une affirmation d'un document, il montre d'abord la phrase même du
document, mot pour mot et dans sa langue (fautes de frappe comprises), puis la cellule qui la
vérifie. Les copies sur lesquelles le cours travaille ne portent pas d'adresse web : les
documents sont donc nommés par ce qu'ils sont, sans lien. Quand un document emploie une
formulation ou un numéro de règle anciens, le notebook le signale et donne la règle actuelle
(Règles complètes du 17 avril 2026). Chaque notebook cite mot pour mot les règles qu'il
enseigne, là où il s'en sert, dans leur texte officiel anglais suivi de la traduction du cours
ou, quand le cours n'a pas de texte français d'une règle, de ce qu'elle dit en substance ; le
texte intégral est sur la page officielle des règles,
[magic.wizards.com/en/rules](https://magic.wizards.com/en/rules).
""",
    ),
    md(
        en="""
## The glossary of official terms

The course uses the official terms printed on cards in each language. French says
*blessures* (never *dégâts*) for damage; Chinese has two look-alike words, 先攻 (first strike)
and 先制 (the initiative). Here are the terms of the first notebooks; notebook 12 gives the whole
glossary and comes back to these traps with a quiz.
""",
        fr="""
## Le glossaire des termes officiels

Le cours emploie les termes officiels imprimés sur les cartes dans chaque langue. En français,
on dit *blessures* (jamais *dégâts*) ; le chinois a deux mots qui se ressemblent, 先攻 pour
l'initiative (capacité, *first strike*) et 先制 pour l'initiative (désignation, *the
initiative*), celle des Souterrains. Voici les termes des premiers notebooks ; le notebook 12
donne tout le glossaire et revient sur ces pièges avec un quiz.
""",
    ),
    code("styled(glossary_table(first=True), index=False)"),
    md(
        en="""
## The French “initiative” trap

French players meet the word **initiative** in two unrelated meanings:

1. **initiative** is the French name of the keyword **first strike** (702.7), and
   **double initiative** is **double strike** (702.4). It is a *creature's* ability: in French a
   creature “a l'initiative”.
2. **l'initiative** is also the French name of **the initiative** (726), a *player's* designation
   from the Undercity cards (2022): a player “prend l'initiative” or “détient l'initiative”, and
   ventures into Undercity (*Les Souterrains*).

A French board can show a creature with *la double initiative* attacking a player who *détient
l'initiative*: these have nothing to do with each other. In this course the French notebooks
always say which one they mean: *l'initiative (capacité)* or *l'initiative (désignation)*.
Chinese keeps them apart: 先攻 is first strike, 先制 is the initiative.
""",
        fr="""
## Le piège du mot « initiative »

En français, le mot **initiative** a deux sens sans rapport :

1. **l'initiative** est le nom français de la capacité **first strike** (702.7), et la
   **double initiative** celui de **double strike** (702.4). C'est une capacité de
   *créature* : une créature « a l'initiative ».
2. **l'initiative** est aussi le nom français de **the initiative** (726), une *désignation de
   joueur* apparue avec les cartes des Souterrains (2022) : un joueur « prend l'initiative » ou
   « détient l'initiative », et s'aventure dans *Les Souterrains* (*Undercity*).

Une créature avec *la double initiative* peut très bien attaquer un joueur qui *détient
l'initiative* : les deux n'ont rien à voir. Dans ce cours, les notebooks français précisent
toujours lequel ils veulent dire : *l'initiative (capacité)* ou *l'initiative (désignation)*.
Le chinois les distingue : 先攻 est la capacité, 先制 est la désignation.
""",
    ),
    *task("five_to_player"),
    md(
        en="""
## Summary

- Run all cells at the start of a session; widgets come alive then.
- Every result in the course comes from the rules engine and is checked by tests.
- Use the official terms; in French, say which *initiative* you mean.

Next: the map above, in order.
""",
        fr="""
## À retenir

- Exécutez toutes les cellules en début de séance ; les widgets s'animent alors.
- Chaque résultat du cours vient du moteur de règles et est vérifié par des tests.
- Employez les termes officiels ; en français, précisez de quelle *initiative* vous parlez.

Ensuite : le plan ci-dessus, dans l'ordre.
""",
    ),
]

DISCUSS = [
    discuss(
        en="A French board shows a creature that “a la double initiative” attacking a player who “détient l'initiative”. What does each word mean here?",
        fr="Sur une table française, une créature qui « a la double initiative » attaque un joueur qui « détient l'initiative ». Que veut dire chaque mot ici ?",
        answer_en="""The creature has double strike (702.4), a keyword ability; the player has the
initiative (726), a player's designation from the Undercity cards. The two have nothing to do
with each other; English and Chinese use different words (先攻 / 先制).""",
        answer_fr="""La créature a la double initiative (702.4), une capacité mot-clé ; le joueur détient
l'initiative (726), une désignation de joueur venue des cartes des Souterrains. Les deux n'ont
rien à voir ; l'anglais et le chinois emploient des mots différents (先攻 / 先制).""",
    ),
]
