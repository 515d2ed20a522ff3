"""Notebook 10 — morph / mue (702.37, 708), from the 2003 Legions page (the 2003 French article on Legions)."""

from nbsource import code, discuss, exercises, md, quote, rules, said, setup, task

FILES = {"en": "10_morph.ipynb", "fr": "10_mue.ipynb"}

CELLS = [
    md(
        en="""
# Morph

*Onslaught* (2002) introduced **morph**: you may cast a card face down, as an anonymous 2/2,
and turn it face up later. *Legions* (2003) added many morph creatures with an ability that
triggers **when it is turned face up**: Skirk Marauder, Willbender, Aphetto Exterminator, Echo
Tracer.

**What you will learn**

- what a face-down creature is (708.2a): a 2/2 with no name, no text, no creature type, no
  color and no mana cost (mana value 0); who may look at it (708.5);
- how to turn it face up (702.37e): any time you have priority, as a special action that doesn't
  use the stack;
- when a "when turned face up" ability triggers: when it is turned face up, by paying its morph
  cost or by an effect; not when the card enters face up, not when it is revealed, not when it
  leaves the battlefield;
- what turning face up keeps (counters, damage: 708.8) and what it doesn't do (no "enters"
  trigger); megamorph (702.37b); the reveal when it leaves (708.9);
- a combat where a face-down blocker is turned face up before damage.
""",
        fr="""
# La mue

*Carnage* (*Onslaught*, 2002) a introduit la **mue** : vous pouvez lancer une carte face
cachée, comme une créature 2/2 anonyme, et la retourner face visible plus tard. *Légions* (2003)
a ajouté de nombreuses créatures à mue dont une capacité se déclenche **quand elles sont
retournées face visible** : le Maraudeur skirkien, le Plieur de volonté, l'Exterminateur
aphettien, le Traceur d'échos.

**Ce que vous allez apprendre**

- ce qu'est une créature face cachée (708.2a) : une 2/2 sans nom, sans texte, sans type de
  créature, incolore et sans coût de mana (valeur de mana 0) ; qui peut la regarder (708.5) ;
- comment la retourner face visible (702.37e) : à tout moment où vous avez la priorité, par une
  action spéciale qui n'utilise pas la pile ;
- quand une capacité « quand elle est retournée face visible » se déclenche : quand elle est
  retournée face visible, en payant son coût de mue ou par un effet ; pas quand la carte arrive
  face visible, pas quand elle est révélée, pas quand elle quitte le champ de bataille ;
- ce que le retournement conserve (marqueurs, blessures : 708.8) et ce qu'il ne fait pas (aucune
  capacité d'arrivée ne se déclenche) ; la mégamue (702.37b) ; la révélation quand
  elle quitte le champ de bataille (708.9) ;
- un combat où une créature bloqueuse face cachée est retournée face visible avant les
  blessures.
""",
    ),
    setup(
        "reveal", "MorphExplorer", "combat_table", "face_down_block", "history_frame", "history_table",
        "looking_table", "story", "styled", "trigger_runs", "trigger_table", "walk",
        "exercise_set", "exercise_widgets", "solutions",
        "make_face_down", "make_trigger",
        "check_task",
    ),
    rules("702.37c", "702.37e", "708.8", sources=("legions_page",)),
    md(
        en="""
## Casting face down: 702.37a, 702.37c, 708.2a

The 2003 page: *you may cast a morph creature face down by paying {3} instead of its mana cost;
while face down it is a colorless 2/2 creature with no abilities, no name, no creature type and
no mana cost; only you know what it really is*. (The copy of the page the course
works from lost the mana symbols: the cost is {3}.)

Today 702.37a–c say the same with a wider wording: it is cast as a **2/2 face-down creature with
no text, no name, no subtypes and no mana cost**, for {3}; 708.2a gives the same
characteristics to the permanent. No mana cost means no color and a **mana value of 0** (202.3);
no text means no abilities; no subtypes means no creature type.

**Predict, then run.** What are Skirk Marauder's name, power, toughness and colors while face
down, and after it is turned face up? The table follows it from cast face down to turned face
up:
""",
        fr="""
## Lancer face cachée : 702.37a, 702.37c, 708.2a

La page de 2003 : *vous pouvez jouer une créature avec la mue face cachée en payant {3} au lieu
de son coût de mana ; tant qu'elle reste face cachée, c'est une créature incolore 2/2 sans
aucune capacité, sans nom, sans type de créature et sans coût de mana ; vous seul connaissez sa
véritable nature*. (La copie de la page a perdu les symboles de mana : le coût est {3}.)

Aujourd'hui, les règles 702.37a–c disent la même chose avec une formulation plus large : on la
lance comme une **créature 2/2 face cachée sans texte, sans nom, sans sous-type et sans coût de
mana**, pour {3} ; la règle 708.2a donne les mêmes caractéristiques au permanent. Sans coût de
mana, elle est incolore et sa **valeur de mana est 0** (202.3) ; sans texte, elle n'a aucune
capacité ; sans sous-type, elle n'a aucun type de créature.

**Prédisez, puis exécutez.** Quels sont le nom, la force, l'endurance et les couleurs du
Maraudeur skirkien face cachée, puis une fois retourné face visible ? Le tableau le suit de son
lancement face cachée à son retournement face visible :
""",
    ),
    said("legions_page", "face_down"),
    quote("708.2a"),
    code(
        """
marauder = walk("Skirk Marauder", ["cast_face_down", "turn_up_cost"])
reveal(styled(history_table(marauder)))
"""
    ),
    md(
        en="""
## Only you may look at it: 708.5

The 2003 page: *only you know its true nature*. Today's 708.5: you may look at a face-down
permanent **you control** at any time; other players can't. The game itself sees only the 2/2
of 708.2a; the card underneath is known to its controller:
""",
        fr="""
## Vous seul pouvez la regarder : 708.5

La page de 2003 : *vous seul connaissez sa véritable nature*. La règle 708.5 actuelle : vous
pouvez regarder à tout moment un permanent face cachée **que vous contrôlez** ; les autres
joueurs ne le peuvent pas. Le jeu ne voit que la 2/2 de la règle 708.2a ; la carte dessous
n'est connue que de son contrôleur :
""",
        bridge=True,
    ),
    quote("708.5"),
    code(
        """
hidden = walk("Willbender", ["cast_face_down"])
styled(looking_table(hidden))
"""
    ),
    md(
        en="""
## Turning it face up: 702.37e

The 2003 page: *whenever you could play an instant, you may pay the creature's morph cost to
turn it face up*. Today's 702.37e: **any time you have priority**, you may show its morph cost,
pay it and turn it face up. It is a **special action** (116.2b): it doesn't use the stack, so
nobody can respond to the turning itself (even a split-second spell on the stack doesn't stop
it). It then becomes the creature printed on the card. The story of Skirk Marauder above:
""",
        fr="""
## La retourner face visible : 702.37e

La page de 2003 : *à chaque fois que vous pourriez jouer un éphémère, vous pouvez payer le coût
de mue de la créature pour la retourner*. La règle 702.37e actuelle : **à tout moment où vous
avez la priorité**, vous pouvez montrer son coût de mue, le payer et la retourner face visible.
C'est une **action spéciale** (116.2b) : elle n'utilise pas la pile, personne ne peut donc
répondre au retournement lui-même (même un sort avec la *fraction de seconde* sur la pile ne
l'empêche pas). Elle devient alors la créature imprimée sur la carte. Le déroulé du
Maraudeur skirkien ci-dessus :
""",
    ),
    code("story(marauder)"),
    md(
        en="""
## "When turned face up": only when it is turned face up

The 2003 page: *these abilities work only if the face-down creature is turned face up, by a
spell or ability or by you paying its morph cost; they don't work when the creature enters face
up*. The Legions rulings (October 4, 2004) add: not when it is revealed, not when it leaves the
battlefield.

**Predict, then run.** In which of the five situations below does Willbender's ability
trigger? The engine answers in the table:
""",
        fr="""
## « Quand elle est retournée face visible » : seulement quand on la retourne

La page de 2003 : *ces capacités ne fonctionnent que si la créature face cachée est retournée
face visible, par l'effet d'un sort ou d'une capacité ou parce que vous payez son coût de mue ;
elles ne fonctionnent pas quand la créature arrive en jeu face visible*. Les décisions de
*Légions* (4 octobre 2004) ajoutent : pas quand elle est révélée, pas quand elle quitte le champ de
bataille.

**Prédisez, puis exécutez.** Dans quelles situations, parmi les cinq ci-dessous, la capacité du
Plieur de volonté se déclenche-t-elle ? Le moteur répond dans le tableau :
""",
    ),
    said("legions_page", "turned_up_only"),
    code(
        """
runs = trigger_runs("Willbender")
reveal(styled(trigger_table(runs), index=False))
"""
    ),
    md(
        en="""
## What turning face up keeps, and what it doesn't do: 708.8, 708.3

708.8: as it is turned face up, it gets its printed characteristics back, and **effects already
applied to it still apply** (a +1/+1 counter stays, damage stays marked). Abilities about
**entering the battlefield** don't trigger: it entered long ago, face down. And 708.3: a card
entering face down is turned face down *before* it enters, so its "enters" ability doesn't
trigger then either. No Legions morph has an "enters" ability, so this example uses a
**made-up** card, "Made-up Morph" (3/3, morph {4}{G}, "when it enters, you gain 2 life"):
""",
        fr="""
## Ce que le retournement conserve, et ce qu'il ne fait pas : 708.8, 708.3

La règle 708.8 : pendant qu'elle est retournée face visible, elle retrouve ses caractéristiques
imprimées, et **les effets déjà appliqués à elle s'appliquent toujours** (un marqueur +1/+1
reste, les blessures restent marquées). Les capacités liées à **l'arrivée sur le champ de
bataille** ne se déclenchent pas : elle est arrivée depuis longtemps, face cachée. Et la règle
708.3 : une carte qui arrive face cachée est mise face cachée *avant* d'arriver, sa capacité
d'arrivée ne se déclenche donc pas non plus à ce moment-là. Aucune créature à mue de *Légions*
n'a de capacité d'arrivée : cet exemple utilise une carte **inventée**, la Mue inventée
(*Made-up Morph* dans le code ; 3/3, mue {4}{G}, « quand elle arrive, vous gagnez 2 points de
vie ») :
""",
        bridge=True,
    ),
    quote("708.3"),
    code(
        """
made_up = walk("Made-up Morph", ["cast_face_down", "counter", "turn_up_cost"])
styled(history_table(made_up))
"""
    ),
    code("story(made_up)"),
    md(
        en="""
## Megamorph: 702.37b

**Megamorph** (2015) is a variant of morph: the same face-down 2/2 for {3}, and as it is turned
face up **by paying its megamorph cost**, it gets a +1/+1 counter (applied while it turns, 708.11).
Turned face up by an effect, it gets no counter. The Legions data has no megamorph card; the
example is Stratus Dancer (*Dragons of Tarkir*, 2015: 2/1 flying, megamorph {1}{U}; its French
name is not in the course references, so it keeps its English name here):
""",
        fr="""
## La mégamue : 702.37b

La mégamue (*megamorph* en anglais, 2015, *Dragons de Tarkir*) fonctionne comme la mue : la même 2/2 face cachée pour {3}, et pendant qu'elle est
retournée face visible **en payant son coût de mégamue**, elle reçoit un marqueur +1/+1 (appliqué
pendant le retournement, 708.11). Retournée par un effet, elle n'en reçoit pas. Les données de
*Légions* n'ont aucune carte de ce type ; l'exemple est la Danseuse de stratus (*Stratus Dancer*,
*Dragons de Tarkir*, 2015 : 2/1 vol, mégamue {1}{U}) :
""",
    ),
    code(
        """
paid = walk("Stratus Dancer", ["cast_face_down", "turn_up_cost"])
by_effect = walk("Stratus Dancer", ["cast_face_down", "turn_up_effect"])
story(paid)
"""
    ),
    md(
        en="""
## Revealed when it leaves: 708.9

If a face-down permanent leaves the battlefield, its owner **reveals it to all players**
(708.9): everyone can check that it really was a card with morph. (At the end of the game, all
face-down permanents are revealed too.) Being revealed this way is not being turned face up, so
Echo Tracer's ability doesn't trigger:
""",
        fr="""
## Révélée quand elle part : 708.9

Si un permanent face cachée quitte le champ de bataille, son propriétaire **le révèle à tous
les joueurs** (708.9) : chacun peut vérifier que c'était bien une carte avec la mue. (À la fin de
la partie, tous les permanents face cachée sont aussi révélés.) Être révélé ainsi, ce n'est pas
être retourné face visible ; la capacité du Traceur d'échos ne se déclenche donc pas :
""",
    ),
    quote("708.9"),
    code(
        """
tracer = walk("Echo Tracer", ["cast_face_down", "leave"])
story(tracer)
"""
    ),
    md(
        en="""
## In combat: a face-down blocker turned face up before damage

The combat engine: a face-down 2/2 blocks an attacking 1/1 (Eager Cadet). If it stays face
down, it fights as a 2/2 and survives. If its controller turns it face up after blockers are
declared and before combat damage (a special action, 702.37e), it deals and takes damage with
its **real** power and toughness (708.8). Skirk Marauder is a 2/1: the Cadet's 1 damage is now
lethal.
""",
        fr="""
## Au combat : une créature bloqueuse face cachée retournée avant les blessures

Le moteur de combat : une 2/2 face cachée bloque une 1/1 attaquante (le Cadet impatient). Si elle
reste face cachée, elle se bat comme une 2/2 et survit. Si son contrôleur la retourne face
visible après la déclaration des bloqueurs et avant les blessures de combat (action spéciale,
702.37e), elle inflige et subit des blessures avec sa force et son endurance **réelles**
(708.8). Le Maraudeur skirkien est une 2/1 : la blessure infligée par le Cadet est désormais
mortelle.
""",
    ),
    code('styled(combat_table("Skirk Marauder"))'),
    code('story(face_down_block("Skirk Marauder", turn_up=True))'),
    md(
        en="""
## Explorer

Pick a card and press the buttons in any order. The table shows the characteristics before and
after the last action, then what triggered and the whole story. Try: cast face down, put a
+1/+1 counter, turn face up; enter face up for its cost; reveal it; leave the battlefield face
down; Stratus Dancer (megamorph); Krosan Vorine, which has no morph (702.37d: it can't be cast
face down). An action the rules don't allow shows the engine's message and changes nothing.
""",
        fr="""
## Explorateur

Choisissez une carte et appuyez sur les boutons dans l'ordre que vous voulez. Le tableau montre
les caractéristiques avant et après la dernière action, puis ce qui s'est déclenché et tout le
déroulé. Essayez : lancer face cachée, placer un marqueur +1/+1, retourner face visible ;
arriver face visible pour son coût ; la révéler ; quitter le champ de bataille face cachée ;
la Danseuse de stratus (mégamue) ; le Serval krosian, qui n'a pas la mue (702.37d : il ne peut pas
être lancé face cachée). Une action que les règles interdisent affiche le message du moteur et
ne change rien.
""",
    ),
    code(
        """
explorer = MorphExplorer(card="Aphetto Exterminator")
for button in ("cast_face_down", "counter", "turn_up_cost"):
    explorer.press(button)
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
exercises = exercise_set(make_face_down, [3, 8]) + exercise_set(make_trigger, [1, 6])
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    md(
        en="""
## History: the 2003 page and today's rules

In 2003 morph was rule 502.26, you turned a creature face up "whenever you could play an
instant", and the face-down creature had "no creature type". Today: 702.37, any time you have
priority as a special action, and "no subtypes" (708.2a).
""",
        fr="""
## Histoire : la page de 2003 et les règles d'aujourd'hui

En 2003, la mue était la règle 502.26, on retournait une créature « à chaque fois que vous
pourriez jouer un éphémère », et la créature face cachée n'avait « aucun type de créature ».
Aujourd'hui : règle 702.37, à tout moment où vous avez la priorité par une action spéciale, et
« sans sous-type » (708.2a).
""",
    ),
    code(
        """
notes = ("cast_face_down", "battlefield", "turn_up", "morph_number", "no_creature_type")
styled(history_frame(notes), index=False)
"""
    ),
    *task("face_up_trigger"),
    md(
        en="""
## Summary

- Cast face down for {3} (702.37a, c): a 2/2 with no name, text, creature type, color or mana
  cost, mana value 0 (708.2a); only its controller may look at it (708.5).
- Turn it face up any time you have priority by paying its morph cost: a special action, no
  stack (702.37e, 116.2b). An effect can turn it face up too.
- "When turned face up" triggers on either kind of turning face up, never on entering face up,
  on being revealed or on leaving the battlefield.
- Turning face up keeps counters and damage and triggers no "enters" ability (708.8); megamorph
  adds a +1/+1 counter when its cost is paid (702.37b); leaving face down reveals it (708.9).
- In combat, a creature turned face up before damage deals and takes damage as the real card.
""",
        fr="""
## À retenir

- On la lance face cachée pour {3} (702.37a, c) : une 2/2 sans nom, sans texte, sans type de
  créature, incolore, sans coût de mana, de valeur de mana 0 (708.2a) ; seul son contrôleur peut
  la regarder (708.5).
- On la retourne face visible à tout moment où l'on a la priorité en payant son coût de mue :
  une action spéciale, sans la pile (702.37e, 116.2b). Un effet peut aussi la retourner.
- « Quand elle est retournée face visible » se déclenche pour les deux façons de la retourner,
  jamais quand elle arrive face visible, quand elle est révélée ou quand elle quitte le champ de
  bataille.
- Le retournement conserve marqueurs et blessures et ne déclenche aucune capacité d'arrivée
  (708.8) ; la mégamue ajoute un marqueur +1/+1 quand son coût est payé (702.37b) ;
  quitter le champ de bataille face cachée la révèle (708.9).
- Au combat, une créature retournée avant les blessures inflige et subit des blessures comme la
  vraie carte.
""",
    ),
]

DISCUSS = [
    discuss(
        en="Willbender: does “when turned face up” trigger when it enters face up, is revealed, or leaves the battlefield face down?",
        fr="Plieur de volonté : « quand il est retourné face visible » se déclenche-t-il quand il arrive face visible, quand il est révélé, ou quand il quitte le champ de bataille face cachée ?",
        answer_en="""None of the three: only when it is turned face up, by its morph cost or by an effect
(708.8). The five-situation table of the notebook.""",
        answer_fr="""Dans aucun des trois cas : seulement quand il est retourné face visible, par son coût
de mue ou par un effet (708.8). Le tableau des cinq situations du notebook.""",
    ),
    discuss(
        en="A face-down 2/2 blocks a 1/1; before damage, its controller turns it face up as Skirk Marauder (2/1). What changes?",
        fr="Une 2/2 face cachée bloque une 1/1 ; avant les blessures, son contrôleur la retourne : c'est un Maraudeur skirkien (2/1). Qu'est-ce qui change ?",
        answer_en="""Turning it face up is a special action that doesn't use the stack (702.37e, 116.2b);
it is now a 2/1, so the 1/1's damage is lethal: both die instead of only the 1/1. Section
“In combat”.""",
        answer_fr="""La retourner est une action spéciale qui n'utilise pas la pile (702.37e, 116.2b) ;
c'est maintenant une 2/1, donc la blessure de la 1/1 est mortelle : les deux meurent au lieu
de la seule 1/1. Section « Au combat ».""",
    ),
]
