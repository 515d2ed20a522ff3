"""Notebook 09 — amplify / amplification (702.38), from the 2003 Legions page (the 2003 French article on Legions)."""

from nbsource import code, discuss, exercises, md, quote, rules, said, setup, task

FILES = {"en": "09_amplify.ipynb", "fr": "09_amplification.ipynb"}

CELLS = [
    md(
        en="""
# Amplify

*Legions* (2003) introduced **amplify**: a creature that enters the battlefield bigger when you
show your opponent cards of its creature type from your hand.

**What you will learn**

- what "amplify N" does, in the words of today's rule 702.38a, and how to count the +1/+1
  counters;
- which cards you may reveal: cards that share a creature type with it (changelings share them
  all), never the creature itself, never a card entering at the same time;
- why amplify works however the creature enters (cast, returned from a graveyard, put onto the
  battlefield), why a countered spell reveals nothing, and why a face-down creature has no
  amplify;
- what happens with several instances of amplify (702.38b);
- how the 2003 wording maps to today's rules.

Every example is resolved by the `mtglearn` engine: each statement of the 2003 Legions page is
played by it, and its narration or table shows whether the statement holds. Before each
example, **predict** the counters, then run the cell.
""",
        fr="""
# L'amplification

*Légions* (2003) a introduit l'**amplification** : une créature qui arrive sur le champ de
bataille plus grosse quand vous montrez à votre adversaire des cartes de son type de créature
depuis votre main.

**Ce que vous allez apprendre**

- ce que fait « amplification N », selon la règle actuelle 702.38a, et comment compter les
  marqueurs +1/+1 ;
- quelles cartes vous pouvez révéler : celles qui ont un type de créature en commun avec elle
  (les changelins les ont tous), jamais la créature elle-même, jamais une carte qui arrive en
  même temps ;
- pourquoi l'amplification fonctionne quelle que soit la façon dont la créature arrive (lancée,
  renvoyée depuis un cimetière, mise sur le champ de bataille), pourquoi un sort contrecarré ne
  révèle rien, et pourquoi une créature face cachée n'a pas d'amplification ;
- ce qui se passe avec plusieurs occurrences d'amplification (702.38b) ;
- comment la formulation de 2003 correspond aux règles d'aujourd'hui.

Chaque exemple est résolu par le moteur `mtglearn` : chaque affirmation de la page Légions de
2003 est rejouée par le moteur, et son récit ou son tableau montre si elle tient. Avant chaque exemple,
**prédisez** les marqueurs, puis exécutez la cellule.
""",
    ),
    setup(
        "AmplifyExplorer", "why_not", "counters_figure", "eligibility_table", "entering", "entry_table",
        "history_frame", "picture", "styled",
        "exercise_set", "exercise_widgets", "solutions",
        "countered_amplify", "make_counters", "make_reveal", "reveal",
        "check_task",
    ),
    rules("702.38a", "702.38b", sources=("legions_page",)),
    md(
        en="""
## The rule: 702.38a

Amplify is a **static ability** that works *as the creature enters the battlefield*. In our own
words: as it enters, you may reveal any number of cards from your hand that **share a creature
type** with it; it enters with **N +1/+1 counters for each card revealed**. Two exclusions: you
can't reveal the creature itself, nor any card entering the battlefield at the same time.

Its reminder text names the type: Canopy Crawler says "for each **Beast** card you reveal".
Nothing is chosen on the stack and nothing triggers: the counters are there the moment it
arrives.

The 2003 page's example: *a Beast with "Amplify 1" enters with two +1/+1 counters if you reveal
two Beast cards*. Here is Canopy Crawler (a 2/2 Beast, amplify 1) revealing two Beasts.

**Predict, then run.** How many counters, and what power and toughness?
""",
        fr="""
## La règle : 702.38a

L'amplification est une **capacité statique** qui agit *pendant que la créature arrive sur le
champ de bataille*. Autrement dit : pendant qu'elle arrive, vous pouvez révéler autant de
cartes de votre main que vous voulez, si elles **ont un type de créature en commun** avec elle ;
elle arrive avec **N marqueurs +1/+1 par carte révélée**. Deux exclusions : vous ne pouvez pas
révéler la créature elle-même, ni une carte qui arrive sur le champ de bataille en même temps.

Son texte de rappel nomme le type : le Reptile de la canopée dit « pour chaque carte de
**bête** ». Rien n'est choisi sur la pile et rien ne se déclenche : les marqueurs sont là dès
son arrivée.

L'exemple de la page de 2003 : *une bête avec « Amplification 1 » arrive avec deux marqueurs
+1/+1 si vous révélez deux cartes de bête*. Voici le Reptile de la canopée (une bête 2/2,
amplification 1) qui révèle deux bêtes.

**Prédisez, puis exécutez.** Combien de marqueurs, et quelles force et endurance ?
""",
    ),
    said("legions_page", "beast_example"),
    code(
        """
crawler = entering("Canopy Crawler", ["Krosan Vorine", "Krosan Tusker"])
reveal(crawler.resolve().narrate())
"""
    ),
    md(
        en="""
## Which cards may be revealed?

The 2003 page: *you may only reveal cards matching at least one of the creature's printed
types; the reminder text tells you which*. Today's 702.38a says cards that **share a creature
type with it**, checked as it enters. Without an effect that changes its types, those are
exactly its printed creature types, so the two wordings agree on every Legions card.

A **changeling** (702.73a) is every creature type, so it shares a type with any creature that
has one. The table asks the engine, for each card of a sample hand, whether each amplify
creature of *Legions* may reveal it. The last row is Mistform Ultimus, which is every creature
type by its own text (“Mistform Ultimus is every creature type”; it has no changeling keyword),
entering the battlefield *at the same time*: it can't be revealed by anyone.
""",
        fr="""
## Quelles cartes peut-on révéler ?

La page de 2003 : *on ne peut révéler que des cartes correspondant à au moins l'un des types
imprimés de la créature ; le texte de rappel vous dit lesquels*. La règle 702.38a d'aujourd'hui
parle de cartes qui **ont un type de créature en commun avec elle**, au moment où elle arrive.
Sans effet qui change ses types, ce sont exactement ses types de créature imprimés : les deux
formulations donnent le même résultat pour toutes les cartes de *Légions*.

Un **changelin** (702.73a) a tous les types de créature : il a donc un type en commun avec
toute créature qui en a un. Le tableau demande au moteur, pour chaque carte d'une main
d'exemple, si chaque créature à amplification de *Légions* peut la révéler. La dernière ligne
est l'Ultimus changebrume, qui a tous les types de créature par son propre texte (il n'a pas la
capacité changelin), et qui arrive sur le champ de bataille *en même temps* : personne ne peut le
révéler.
""",
        bridge=True,
    ),
    said("legions_page", "printed_types"),
    code('styled(eligibility_table())'),
    md(
        en="""
When a card shares no creature type, the engine refuses it and says why, in your language:
""",
        fr="""
Quand une carte n'a aucun type de créature en commun, le moteur la refuse et dit pourquoi,
dans votre langue :
""",
    ),
    code('why_not(entering("Canopy Crawler", ["Goblin Grappler"]))'),
    md(
        en="""
## Not the creature itself, not a card entering at the same time

702.38a excludes two cards even when they share the type: the amplify creature itself (it is
entering the battlefield, not in your hand) and any card entering the battlefield at the same
time (for example, two creatures returned together from a graveyard). A second copy of the
creature still in your hand is an ordinary card of your hand.
""",
        fr="""
## Ni la créature elle-même, ni une carte qui arrive en même temps

La règle 702.38a exclut deux cartes même si elles ont le bon type : la créature à amplification
elle-même (elle arrive sur le champ de bataille, elle n'est pas dans votre main) et toute carte
qui arrive sur le champ de bataille en même temps (par exemple, deux créatures renvoyées
ensemble d'un cimetière). Un second exemplaire de la créature resté dans votre main est une
carte de votre main comme une autre.
""",
    ),
    code(
        """
why_not(entering("Canopy Crawler", ["Canopy Crawler"])) + why_not(
    entering("Canopy Crawler", ["Mistform Ultimus"]))
"""
    ),
    md(
        en="""
## Revealing happens as it enters

The 2003 page: *you don't reveal the cards before the creature comes into play; if the creature
is countered, your opponent won't learn how many matching cards you hold*. Today's wording
("as this object enters") says the same: amplify does nothing while the spell is on the stack.
A countered spell never enters, so nothing is revealed.
""",
        fr="""
## On révèle pendant qu'elle arrive

La page de 2003 : *on ne révèle pas les cartes avant l'arrivée de la créature en jeu ; si elle
est contrée, votre adversaire ne saura pas combien de cartes du bon type vous avez en main*. La
formulation actuelle (« Au moment où cet objet arrive, révélez… ») dit la même chose : l'amplification ne
fait rien tant que le sort est sur la pile. Un sort contrecarré n'arrive jamais, donc rien
n'est révélé.
""",
    ),
    said("legions_page", "countered"),
    code(
        """
countered = entering("Canopy Crawler", "all", how="countered")
reveal(countered.resolve().narrate())
"""
    ),
    md(
        bridge=True,
        en="""
## However it enters

The 2003 page: *amplify works however the creature comes into play: cast as a spell, returned
from a graveyard, or put into play from any other zone*. Because amplify is a static ability
that applies as the creature enters (not a trigger of casting), the way it arrives doesn't
matter. The one exception is entering **face down**: a face-down creature has no abilities at
all (708.2a), and it is turned face down *before* it enters (708.3), so there is no amplify to
use. The table reveals every card that may be revealed from the sample hand, for Canopy Crawler:
""",
        fr="""
## Quelle que soit la façon dont elle arrive

La page de 2003 : *l'amplification fonctionne quelle que soit la manière dont la créature
arrive en jeu : jouée comme un sort, réanimée depuis un cimetière ou mise en jeu depuis
n'importe quelle autre zone*. Comme c'est une capacité statique qui s'applique pendant
l'arrivée (et non un déclenchement lié au lancement), la manière d'arriver ne compte pas. Seule
exception : arriver **face cachée**. Une créature face cachée n'a aucune capacité (708.2a) et
elle est mise face cachée *avant* d'arriver (708.3) : il n'y a donc pas d'amplification à
utiliser. Le tableau révèle toutes les cartes révélables de la main d'exemple, pour le Reptile
de la canopée :
""",
    ),
    said("legions_page", "however_it_enters"),
    quote("708.2a", "708.3"),
    code('styled(entry_table("Canopy Crawler"))'),
    md(
        en="""
## Several instances of amplify: 702.38b

If a creature has amplify more than once, **each instance works separately**: each one
reveals cards and adds its own counters. This example, shipped with the course, gives Daru
Stinger an extra amplify 2 (no Legions card has two instances; an effect that grants amplify
could give one).

**Predict, then run.** How many counters do the same two revealed cards give?
""",
        fr="""
## Plusieurs occurrences d'amplification : 702.38b

Si une créature a plusieurs fois l'amplification, **chaque occurrence fonctionne
séparément** : chacune révèle des cartes et ajoute ses propres marqueurs. Cet exemple fourni
avec le cours donne au Piqueur daru une amplification 2 en plus (aucune carte de *Légions* n'en
a deux ; un effet qui donne l'amplification pourrait en ajouter une).

**Prédisez, puis exécutez.** Combien de marqueurs donnent les deux mêmes cartes révélées ?
""",
    ),
    code(
        """
twice = mtg.load("amplify_two_instances.json")
reveal(twice.narrate())
"""
    ),
    md(
        bridge=True,
        en="""
## A figure: counters against revealed cards

Each point is the engine's count for a hand of *k* changelings (each may be revealed). The
lines go up by N per card: 1 for Canopy Crawler, Daru Stinger and Embalmed Brawler, 2 for
Feral Throwback, 3 for Kilnmouth Dragon (the three amplify 1 lines lie on top of each other).
""",
        fr="""
## Une figure : marqueurs selon les cartes révélées

Chaque point est le compte du moteur pour une main de *k* changelins (tous révélables). Les
droites montent de N par carte : 1 pour le Reptile de la canopée, le Piqueur daru et le
Bagarreur embaumé, 2 pour le Survivant sauvage, 3 pour le Dragon fourgueule (les trois
droites d'amplification 1 se superposent).
""",
    ),
    code("picture(counters_figure())"),
    md(
        en="""
## Explorer

Pick the amplify creature and how it enters, then tick cards in your hand (or press the button
that ticks every card that may be revealed). The engine shows the revealed cards, the +1/+1
counters, the final power and toughness and the story; an illegal choice shows the engine's
message instead. Try: a Goblin for Canopy Crawler, the creature itself, Mistform Ultimus
(entering at the same time), and any card when it enters face down.
""",
        fr="""
## Explorateur

Choisissez la créature à amplification et sa façon d'arriver, puis cochez des cartes de votre
main (ou le bouton qui coche toutes les cartes révélables). Le moteur affiche les cartes
révélées, les marqueurs +1/+1, la force et l'endurance finales et le déroulé ; un choix
interdit affiche le message du moteur à la place. Essayez : un gobelin pour le Reptile de la
canopée, la créature elle-même, l'Ultimus changebrume (qui arrive en même temps), et n'importe
quelle carte quand elle arrive face cachée.
""",
    ),
    code(
        """
explorer = AmplifyExplorer(creature="Feral Throwback")
explorer.tick_eligible()
explorer
"""
    ),
    exercises(
        en="""
## Exercises

Where widgets are not live, the questions are listed in their place.
""",
        fr="""
## Exercices

Là où les widgets ne sont pas actifs, les questions sont listées à leur place.
""",
    ),
    code(
        """
exercises = (exercise_set(make_counters, [4, 11]) + exercise_set(make_reveal, [2, 5])
             + exercise_set(countered_amplify, [0]))
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    md(
        en="""
## History: the 2003 page and today's rules

The 2003 page speaks the language of its time: you *play* a spell, a creature *comes into play*
("arrive en jeu"), and amplify was rule 502.27. The table lists each difference (rule numbers of
April 2026; old numbers where known):
""",
        fr="""
## Histoire : la page de 2003 et les règles d'aujourd'hui

La page de 2003 parle la langue de son époque : on *joue* un sort, une créature *arrive en
jeu*, et l'amplification était la règle 502.27. Le tableau liste chaque différence (numéros de
règles d'avril 2026 ; anciens numéros quand ils sont connus) :
""",
    ),
    code(
        """
notes = ("cast", "battlefield", "printed_types", "amplify_number")
styled(history_frame(notes), index=False)
"""
    ),
    *task("two_counters"),
    md(
        en="""
## Summary

- **Amplify N** (702.38a): as it enters, reveal any number of cards from your hand that share a
  creature type with it; N +1/+1 counters for each. Printed types in 2003, "share a creature
  type" today: the same cards, and changelings share every type (702.73a).
- Never the creature itself, never a card entering at the same time.
- It works however the creature enters (cast, from a graveyard, put onto the battlefield); a
  countered spell reveals nothing; a face-down creature has no amplify (708.2a, 708.3).
- Several instances work separately and add up (702.38b).

Next: notebook 10, morph.
""",
        fr="""
## À retenir

- **Amplification N** (702.38a) : pendant qu'elle arrive, révélez autant de cartes de votre
  main que vous voulez ayant un type de créature en commun avec elle ; N marqueurs +1/+1 pour
  chacune. Types imprimés en 2003, « un type de créature en commun » aujourd'hui : les mêmes
  cartes, et les changelins ont tous les types (702.73a).
- Jamais la créature elle-même, jamais une carte qui arrive en même temps.
- Elle fonctionne quelle que soit la façon dont la créature arrive (lancée, depuis un cimetière,
  mise sur le champ de bataille) ; un sort contrecarré ne révèle rien ; une créature face cachée
  n'a pas d'amplification (708.2a, 708.3).
- Plusieurs occurrences fonctionnent séparément et s'additionnent (702.38b).

Ensuite : le notebook 10, la mue.
""",
    ),
]

DISCUSS = [
    discuss(
        en="A creature has amplify 1 and amplify 2, and two cards are revealed. How many counters?",
        fr="Une créature a amplification 1 et amplification 2, et deux cartes sont révélées. Combien de marqueurs ?",
        answer_en="""2 + 4 = 6: each instance works separately (702.38b). Section “Several instances of
amplify”.""",
        answer_fr="""2 + 4 = 6 : chaque occurrence fonctionne séparément (702.38b). Section « Plusieurs
occurrences d'amplification ».""",
    ),
    discuss(
        en="Your amplify creature spell is countered. What does your opponent learn about your hand?",
        fr="Votre sort de créature avec l'amplification est contrecarré. Qu'apprend votre adversaire sur votre main ?",
        answer_en="""Nothing: amplify applies as the creature enters (702.38a); a countered spell never
enters, so no card is revealed. Section “Revealing happens as it enters”.""",
        answer_fr="""Rien : l'amplification s'applique pendant que la créature arrive (702.38a) ; un sort
contrecarré n'arrive jamais, donc aucune carte n'est révélée. Section « On révèle pendant
qu'elle arrive ».""",
    ),
]
