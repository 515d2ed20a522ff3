"""Notebook 00 — start here / commencer ici."""

from nbsource import code, md, setup

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

**In this notebook:** how to use the notebooks, the map of the course, the glossary of official
terms in English, French and Chinese, and a French trap to know before anything else.
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

**Dans ce notebook :** comment utiliser les notebooks, le plan du cours, le glossaire des termes
officiels en anglais, en français et en chinois, et un piège du français à connaître avant tout.
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
- The first code cell sets the language (`LANG`). The English and French notebooks run exactly
  the same code.
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
- La première cellule de code fixe la langue (`LANG`). Les notebooks anglais et français
  exécutent exactement le même code.
""",
    ),
    setup("from mtglearn.teach.tables import course_map, glossary_table, styled"),
    md(
        en="""
## The map of the course

Open the notebooks in this order. The *Rules* column gives the Comprehensive Rules sections each
one covers.
""",
        fr="""
## Le plan du cours

Ouvrez les notebooks dans cet ordre. La colonne *Règles* indique les sections des Règles
complètes traitées par chacun.
""",
    ),
    code('styled(course_map(LANG), "course-map")'),
    md(
        en="""
## The glossary of official terms

The course uses the official terms printed on cards in each language. French says
*blessures* (never *dégâts*) for damage; Chinese has two look-alike words, 先攻 (first strike)
and 先制 (the initiative). Notebook 09 comes back to these traps with a quiz.
""",
        fr="""
## Le glossaire des termes officiels

Le cours emploie les termes officiels imprimés sur les cartes dans chaque langue. En français,
on dit *blessures* (jamais *dégâts*) ; le chinois a deux mots qui se ressemblent, 先攻 (la
capacité initiative, *first strike*) et 先制 (l'initiative des Souterrains, *the initiative*).
""",
    ),
    code('styled(glossary_table(LANG), "glossary", index=False)'),
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
    code(
        """
from mtglearn.i18n import t

for key in ("keyword.first_strike", "keyword.double_strike"):
    print(f"{t(key, 'en'):>15} -> {t(key, 'fr')}")
"""
    ),
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
