"""Notebook 06 — the initiative and Undercity / l'initiative et Les Souterrains."""

from nbsource import answer, code, discuss, exercises, md, rules, said, setup, task

FILES = {"en": "06_initiative_and_undercity.ipynb", "fr": "06_initiative_et_souterrains.ipynb"}

CELLS = [
    md(
        en="""
# The initiative and Undercity

*Ravenloft Adventurer* (鸦阁城冒险家 in Chinese) is a 3/4 for {3}{B} from *Commander Legends:
Battle for Baldur's Gate* (2022): "When this creature enters, you take the initiative. If a
creature an opponent controls would die, instead exile it and put a hit counter on it. Whenever
this creature attacks, if you've completed a dungeon, defending player loses 1 life for each
card they own in exile with a hit counter on it."

**What you will learn**

- what *the initiative* is (rule 726): a designation a **player** holds, not a creature's ability;
- how venturing into **Undercity** works (701.49, 309) and how to read its map;
- the ten official rulings printed with Ravenloft Adventurer, each checked by the rules engine;
- the word traps: French *initiative* (first strike) vs *l'initiative* (726); Chinese 先攻 vs 先制.
""",
        fr="""
# L'initiative (désignation) et Les Souterrains

L'*Aventurière de Ravenloft* (鸦阁城冒险家 en chinois) est une 3/4 pour {3}{B} de *Commander
Légendes : la bataille de la Porte de Baldur* (2022) : « Quand l'Aventurière de Ravenloft arrive
sur le champ de bataille, vous prenez l'initiative. Si une créature qu'un adversaire contrôle
devait mourir, à la place exilez-la et mettez un marqueur “contrat” sur elle. À chaque fois que
l'Aventurière de Ravenloft attaque, si vous avez terminé un donjon, le joueur défenseur perd
1 point de vie pour chaque carte qu'il possède en exil avec un marqueur “contrat” sur elle. »

**Ce que vous allez apprendre**

- ce qu'est *l'initiative (désignation)* (règle 726) : une désignation que détient un
  **joueur**, pas une capacité de créature ;
- comment on s'aventure dans **Les Souterrains** (701.49, 309) et comment lire leur plan ;
- les dix décisions officielles imprimées avec l'Aventurière de Ravenloft, chacune vérifiée par
  le moteur de règles ;
- les pièges de vocabulaire : *l'initiative (capacité)* (first strike) contre *l'initiative
  (désignation)* (726) ; en chinois 先攻 contre 先制.
""",
    ),
    setup(
        "InitiativeExplorer", "why_not", "picture", "rooms_table", "styled", "terms_table", "undercity_map",
        "exercise_set", "exercise_widgets", "solutions",
        "completed_exercise", "holder_exercise", "room_exercise", "term_exercise",
        "undercity_ruling", "reveal", "ruling",
        "check_task",
    ),
    rules("726.1", "726.2", "726.3", "726.4", "726.5", "701.49d", sources=("chinese_page",)),
    md(
        en="""
## Two words, two meanings

In English nothing is ambiguous: **first strike** (702.7) is a creature's keyword, **the
initiative** (726) a player's designation. French prints the same word for both:
a creature *a l'initiative* (first strike), a player *prend* or *détient l'initiative* (726).
Chinese keeps them apart, but with two look-alike words: 先攻 is first strike, 先制 is the
initiative; Ravenloft Adventurer's Chinese text says 你掌握先制, "you take the initiative".
The table below comes from the course glossary.
""",
        fr="""
## Deux mots, deux sens

En anglais, rien n'est ambigu : **first strike** (702.7) est une capacité de créature, **the
initiative** (726) une désignation de joueur. Le français imprime le même mot pour les deux :
une créature *a l'initiative* (capacité), un joueur *prend* ou *détient l'initiative*
(désignation, 726). Dans ce notebook, « l'initiative » tout court désigne toujours la
désignation de joueur ; la capacité est appelée « l'initiative (capacité) ». Le chinois
distingue les deux, avec deux mots qui se ressemblent : 先攻 est la capacité, 先制 la
désignation ; le texte chinois de l'Aventurière de Ravenloft dit 你掌握先制, « vous prenez
l'initiative ». Le tableau ci-dessous vient du glossaire du cours.
""",
    ),
    code("styled(terms_table(), index=False)"),
    md(en='''
## Reading the Chinese card page

One of the course's sources is the Chinese card page of Ravenloft Adventurer, with its rulings
(in English). Here is its Chinese text, term by term:

| Chinese | Reads as | Official English | Rule |
|---|---|---|---|
| 鸦阁城冒险家 | the card's name | Ravenloft Adventurer | — |
| 生物～人类／浪客／杀手 | type line | Creature — Human Rogue Assassin | 205.3 |
| 当…进战场时 | when … enters the battlefield | When this creature enters | 603.6a |
| 你掌握先制 | you take 先制 | **you take the initiative** (先制 = the initiative; 先攻 would be first strike) | 726 |
| 由对手操控的生物 | a creature controlled by an opponent | a creature an opponent controls | — |
| 将死去 … 则改为 | would die … instead | would die, instead | 614.1a |
| 放逐 / 放逐区 | exile / the exile zone | exile / exile | 406 |
| 灭口指示物 | a "silencing" counter | **hit counter** | 122 |
| 每当…攻击时 | whenever … attacks | whenever this creature attacks | 508.1m |
| 若你完成过地城 | if you have completed 地城 | if you've completed a **dungeon** (地城; 完成地城 = complete a dungeon) | 309.7 |
| 防御玩家 | defending *player* (玩家, the everyday word) | defending player: the official Chinese term is **防御牌手** | 506.2 |
| 失去1点生命 | loses 1 life | loses 1 life | 119.3 |

The page writes 防御玩家 where the Chinese Comprehensive Rules and cards write **防御牌手**
(牌手, "card player", is Magic's word for a player): read it as the same thing, but use 防御牌手.
The dungeon itself, Undercity, is 地底城 in Chinese, and "venture into Undercity" is 深入地底城.
''', fr='''
## Lire la page chinoise de la carte

L'une des sources du cours est la page chinoise de la carte Aventurière de Ravenloft, avec ses
décisions officielles (en anglais). Voici son texte chinois, terme par terme :

| Chinois | Se lit | Terme officiel français | Règle |
|---|---|---|---|
| 鸦阁城冒险家 | le nom de la carte | Aventurière de Ravenloft | — |
| 生物～人类／浪客／杀手 | la ligne de type | Créature : humain et gredin et assassin | 205.3 |
| 当…进战场时 | quand … arrive sur le champ de bataille | Quand l'Aventurière de Ravenloft arrive sur le champ de bataille | 603.6a |
| 你掌握先制 | vous prenez 先制 | **vous prenez l'initiative** (先制 = l'initiative, la désignation ; 先攻 serait l'initiative, la capacité) | 726 |
| 由对手操控的生物 | une créature contrôlée par un adversaire | une créature qu'un adversaire contrôle | — |
| 将死去 … 则改为 | devait mourir … à la place | devait mourir, à la place | 614.1a |
| 放逐 / 放逐区 | exiler / la zone d'exil | exiler / l'exil | 406 |
| 灭口指示物 | un marqueur « faire taire » | **marqueur « contrat »** | 122 |
| 每当…攻击时 | à chaque fois que … attaque | à chaque fois que l'Aventurière de Ravenloft attaque | 508.1m |
| 若你完成过地城 | si vous avez terminé 地城 | si vous avez terminé un **donjon** (地城 ; 完成地城 = terminer un donjon) | 309.7 |
| 防御玩家 | le *joueur* défenseur (玩家, le mot courant) | joueur défenseur : le terme chinois officiel est **防御牌手** | 506.2 |
| 失去1点生命 | perd 1 point de vie | perd 1 point de vie | 119.3 |

La page écrit 防御玩家 là où les Règles complètes et les cartes chinoises écrivent **防御牌手**
(牌手, « joueur de cartes », est le mot de Magic pour un joueur) : c'est la même chose, mais le
terme officiel est 防御牌手. Le donjon lui-même, Les Souterrains, se dit 地底城 en chinois, et
« s'aventurer dans Les Souterrains » 深入地底城.
'''),
    md(
        en="""
## The rules in a few lines

- **726.1** There is no initiative in a game until an effect tells a player to take it.
  After that exactly one player has it at a time (726.3: taking it makes the previous holder
  lose it).
- **726.2** The initiative carries three triggered abilities: whenever a player takes it, and at
  the beginning of the upkeep of the player who has it, that player **ventures into
  Undercity**; whenever one or more creatures a player controls deal combat damage to the player
  who has it, the controller of those creatures **takes** it.
- **726.4** If the holder leaves the game, the active player takes it at once (or the next
  player in turn order if the active player is the one leaving).
- **726.5** Taking it again when you already have it is still a venture, but still one
  designation.
- **701.49** To *venture into the dungeon*: if you are in no dungeon, put one into the command
  zone with your venture marker on its first room; otherwise move the marker along an arrow
  (you choose at a branch); from the last room, complete that dungeon and start a new one.
  *Venture into Undercity* is the same, except that a new dungeon must be Undercity, and only it
  can start Undercity (701.49d).
- **309** Entering a room triggers its **room ability** (309.4c). Once the ability of the
  bottommost room has resolved, the dungeon is removed and you have **completed** it (309.6,
  309.7, state-based action 704.5t).

Here is Undercity as printed: nine rooms, five on any path from top to bottom.
""",
        fr="""
## Les règles en quelques lignes

- **726.1** Il n'y a pas d'initiative dans une partie tant qu'un effet ne dit pas à un joueur
  de la prendre. Ensuite, un seul joueur la détient à la fois (726.3 : la prendre la fait
  perdre au joueur qui la détenait).
- **726.2** L'initiative porte trois capacités déclenchées : chaque fois qu'un joueur la prend,
  et au début de l'entretien du joueur qui la détient, ce joueur **s'aventure dans Les
  Souterrains** ; chaque fois qu'une ou plusieurs créatures contrôlées par un joueur infligent
  des blessures de combat au joueur qui la détient, le contrôleur de ces créatures la **prend**.
- **726.4** Si le joueur qui la détient quitte la partie, le joueur actif la prend aussitôt (ou
  le joueur suivant dans l'ordre du tour si c'est le joueur actif qui part).
- **726.5** La reprendre quand on la détient déjà, c'est encore s'aventurer, mais cela reste
  une seule désignation.
- **701.49** *S'aventurer dans le donjon* : si vous n'êtes dans aucun donjon, mettez-en un
  dans la zone de commandement, votre marqueur d'aventure sur sa première pièce ; sinon,
  déplacez le marqueur en suivant une flèche (à un embranchement, vous choisissez) ; depuis la
  dernière pièce, vous terminez ce donjon et en commencez un nouveau. *S'aventurer dans Les
  Souterrains* est pareil, sauf qu'un nouveau donjon doit être Les Souterrains (701.49d) ; et
  seule cette instruction permet de commencer Les Souterrains, comme le dit la carte elle-même :
  « Vous ne pouvez pas entrer dans ce donjon à moins de vous “aventurer dans Les
  Souterrains”. »
- **309** Entrer dans une pièce déclenche sa **capacité de pièce** (309.4c). Une fois résolue
  la capacité de la dernière pièce, le donjon est retiré de la partie et vous l'avez
  **terminé** (309.6, 309.7, action basée sur un état 704.5t).

Voici Les Souterrains tels qu'imprimés : neuf pièces, cinq sur chaque chemin du haut vers le bas.
""",
    ),
    code("picture(undercity_map())"),
    code("styled(rooms_table(), index=False)"),
    md(
        en="""
## The ten rulings, one by one

Each ruling printed with Ravenloft Adventurer is explained, then played by the rules engine
(an `InitiativeGame` lists the players, then the events one method each: `take_initiative`,
`upkeep`, `combat_damage`, `venture`, `leave`, `turn`; it shows the players and the story).
Each ruling is quoted as the Chinese card page prints it (in English). **Before each cell,
predict** who has the initiative and where each venture marker is; then compare with the table
and with what the ruling adds to the story: `ruling(n, game)` prints only the lines of the
engine's record that decide ruling *n* (the events of the script, where each marker ends, the
ruling's rule), not the room abilities every game repeats; `game.resolve().narrate()` tells a
whole story.

**Ruling 1.** Asking for another dungeon is refused by the rules engine, with the reason.
""",
        fr="""
## Les dix décisions, une par une

Chaque décision imprimée avec l'Aventurière de Ravenloft est expliquée, puis jouée par le
moteur (un `InitiativeGame` nomme les joueurs, puis les événements, une méthode chacun :
`take_initiative`, `upkeep`, `combat_damage`, `venture`, `leave`, `turn` ; il montre les joueurs
et le récit). Chaque décision est citée telle que la page chinoise de la carte l'imprime (en anglais).
**Avant chaque cellule, prédisez** qui détient l'initiative et où se trouve chaque marqueur
d'aventure ; puis comparez avec le tableau et avec ce que la décision ajoute au récit :
`ruling(n, partie)` n'affiche que les lignes du relevé du moteur qui décident la décision *n*
(les événements du script, la pièce où finit chaque marqueur, la règle de la décision), pas les
capacités de pièce que chaque partie répète ; `partie.resolve().narrate()` raconte un récit
entier.

**Décision 1 — Si vous devez vous aventurer dans Les Souterrains, vous ne pouvez pas commencer
un autre donjon.** Le moteur refuse un autre donjon, en disant pourquoi.
""",
    ),
    said("chinese_page", "ruling_1"),
    code(
        """
game = mtg.InitiativeGame("P1", "P2").venture("P1", into="undercity", dungeon="Tomb of Annihilation")
why_not(game)
"""
    ),
    md(
        en="""
**Ruling 2 (726.5).** P1 takes the initiative twice: two ventures (Secret Entrance, then
Forge); then one hit from P2 is enough to take the one designation away.
""",
        fr="""
**Décision 2 — Un joueur qui détient l'initiative peut la prendre de nouveau : il s'aventure de
nouveau dans Les Souterrains, mais ne reçoit pas une deuxième désignation (726.5).** P1 la prend
deux fois : deux aventures (Entrée secrète, puis Forge) ; ensuite, un seul coup de P2 suffit à
lui retirer l'unique désignation.
""",
    ),
    said("chinese_page", "ruling_2"),
    code(
        """
twice = mtg.InitiativeGame("P1", "P2").take_initiative("P1").take_initiative("P1")
hit = mtg.InitiativeGame("P1", "P2").take_initiative("P1").take_initiative("P1").combat_damage("P2", to="P1")
reveal(ruling(2, twice, hit))
"""
    ),
    md(
        bridge=True,
        en="""
**Ruling 3 (726.1).** Before anyone takes the initiative, upkeeps and combat
damage do nothing; after P1 takes it, other players' upkeeps and damage between other players
don't move it.
""",
        fr="""
**Décision 3 — Il n'y a pas d'initiative tant qu'un effet ne dit pas à un joueur de la prendre ;
ce joueur la détient ensuite jusqu'à ce qu'un autre la prenne (726.1).** Avant que quiconque la
prenne, les entretiens et les blessures de combat ne font rien ; une fois que P1 l'a prise,
l'entretien des autres et les blessures entre d'autres joueurs ne la déplacent pas.
""",
    ),
    said("chinese_page", "ruling_3"),
    code(
        """
quiet = mtg.InitiativeGame("P1", "P2", "P3").upkeep("P1").turn("P2").combat_damage("P2", to="P1")
kept = mtg.InitiativeGame("P1", "P2", "P3").take_initiative("P1").upkeep("P2").combat_damage("P2", to="P3")
reveal(ruling(3, quiet, kept))
"""
    ),
    md(
        bridge=True,
        en="""
**Ruling 4 (726.2).** Taking the initiative, the holder's upkeep, and combat damage to the
holder: all three in one script.
""",
        fr="""
**Décision 4 — L'initiative est une désignation porteuse de deux règles inhérentes : la prendre,
et l'entretien de celui qui la détient, font s'aventurer dans Les Souterrains ; des blessures de
combat infligées à celui qui la détient la font prendre au contrôleur des créatures (726.2).**
Les trois dans un seul script.
""",
    ),
    said("chinese_page", "ruling_4"),
    code(
        """
three = mtg.InitiativeGame("P1", "P2", "P3").take_initiative("P1").upkeep("P1").turn("P3").combat_damage("P3", to="P1")
reveal(ruling(4, three))
"""
    ),
    md(
        bridge=True,
        en="""
**Ruling 5 (701.49d).** P2, in no dungeon, takes the initiative; the first room's ability
triggers (309.4c).
""",
        fr="""
**Décision 5 — Si vous n'êtes dans aucun donjon, vous aventurer dans Les Souterrains met Les
Souterrains dans la zone de commandement, votre marqueur d'aventure sur l'Entrée secrète (la
première pièce, dont la capacité se déclenche).**
""",
    ),
    said("chinese_page", "ruling_5"),
    code(
        """
first = mtg.InitiativeGame("P1", "P2").take_initiative("P2")
reveal(ruling(5, first))
"""
    ),
    md(
        bridge=True,
        en="""
**Ruling 6 (701.49b–c).** In the first script P1 ventures into *Lost Mine of Phandelver* (a plain venture), then takes the
initiative. In the second script P1 is in Lost Mine's last room (its ability still waiting,
`hold=True`) when they take the initiative.

**Predict, then run.** In each script, which dungeon is P1's venture marker in at the end, and
has P1 completed a dungeon?

The rooms of the three *Adventures in the Forgotten Realms* dungeons keep their English names in
the French course: no French printing of them was found (notebook 12, glossary).
""",
        fr="""
**Décision 6 — Si vous êtes déjà dans un donjon, vous passez à la pièce suivante de *ce* donjon ;
depuis sa dernière pièce, vous le terminez et commencez Les Souterrains — que vous ayez été dans
Les Souterrains ou dans un autre donjon.** Dans le premier script, P1 s'aventure dans le donjon
et choisit la *Mine oubliée de Phancreux* (*Lost Mine of Phandelver*), puis prend
l'initiative. Dans le second script, P1 est dans la dernière pièce de la Mine oubliée (sa
capacité attend encore, `hold=True`) quand il prend l'initiative.

**Prédisez, puis exécutez.** Dans chaque script, dans quel donjon se trouve le marqueur
d'aventure de P1 à la fin, et P1 a-t-il terminé un donjon ?

Les pièces des trois donjons d'*Aventures dans les Royaumes Oubliés* gardent leur nom anglais
dans ce cours : aucune impression française de ces noms n'a été trouvée (notebook 12,
glossaire).
""",
    ),
    said("chinese_page", "ruling_6"),
    code(
        """
moved = mtg.InitiativeGame("P1", "P2").venture("P1").take_initiative("P1")
last = mtg.InitiativeGame("P1", "P2").venture("P1").venture("P1").venture("P1")
last.venture("P1", hold=True).take_initiative("P1")
reveal(ruling(6, moved, last))
"""
    ),
    answer(
        en="""
Taking the initiative is a venture into Undercity, but P1 is already in a dungeon: the marker
moves on in Lost Mine of Phandelver (701.49d, 701.49b). Only from Lost Mine's last room does the
venture complete that dungeon and start Undercity (701.49c).
""",
        fr="""
Prendre l'initiative, c'est s'aventurer dans Les Souterrains, mais P1 est déjà dans un donjon :
le marqueur avance dans la Mine oubliée de Phancreux (701.49d, 701.49b). C'est seulement depuis
la dernière pièce de la Mine oubliée que s'aventurer lui fait terminer ce donjon et commencer
Les Souterrains (701.49c).
""",
    ),
    md(
        en="""
**Ruling 7 (726.3).** P1 takes the initiative, then P2 does.
""",
        fr="""
**Décision 7 — Un seul joueur peut détenir l'initiative à la fois ; quand un joueur la prend,
celui qui la détenait cesse de la détenir (726.3).**
""",
    ),
    said("chinese_page", "ruling_7"),
    code(
        """
one = mtg.InitiativeGame("P1", "P2").take_initiative("P1").take_initiative("P2")
reveal(ruling(7, one))
"""
    ),
    md(
        bridge=True,
        en="""
**Ruling 8 (726.2, Two-Headed Giant).** P1 and P3 are a team; P2 holds the initiative,
and creatures of P1 and of P3 deal combat damage to P2 at the same time. P2 orders the two
triggers so that P3's resolves first. (The combat engine has one attacking player, so this
ruling is played with the `combat_damage` event from two teammates.)

**Predict, then run.** Who has the initiative at the end, and which players have a venture
marker in Undercity?
""",
        fr="""
**Décision 8 — Troll à deux têtes : si les deux joueurs d'une équipe infligent en même temps des
blessures de combat à celui qui détient l'initiative, celui-ci choisit l'ordre des deux capacités ; un
coéquipier prend l'initiative (et s'aventure), puis l'autre ; le dernier la garde.** P1 et P3
font équipe ; P2 détient l'initiative, et des créatures de P1 et de P3 lui infligent en même
temps des blessures de combat. P2 choisit l'ordre des deux capacités : celle de P3 se résout en
premier. (Le moteur de combat n'a qu'un joueur attaquant : cette décision est jouée avec
l'événement `combat_damage` venant des deux coéquipiers.)

**Prédisez, puis exécutez.** Qui détient l'initiative à la fin, et quels joueurs ont un marqueur
d'aventure dans Les Souterrains ?
""",
    ),
    said("chinese_page", "ruling_8"),
    code(
        """
giant = mtg.InitiativeGame("P1", "P2", "P3", "P4", teams=[("P1", "P3"), ("P2", "P4")])
giant.take_initiative("P2").combat_damage(["P1", "P3"], to="P2", order=["P3", "P1"])
reveal(ruling(8, giant))
"""
    ),
    md(
        en="""
**Ruling 9 (701.49d).** A plain venture into the dungeon, then the same asking for
Undercity.
""",
        fr="""
**Décision 9 — On ne s'aventure dans Les Souterrains que sur instruction (en prenant l'initiative,
ou à son entretien en la détenant). « S'aventurer dans le donjon » ne permet pas de commencer
Les Souterrains.**
""",
        bridge=True,
    ),
    said("chinese_page", "ruling_9"),
    code(
        """
plain = mtg.InitiativeGame("P1", "P2").venture("P1", into="dungeon")
display(ruling(9, plain))
why_not(mtg.InitiativeGame("P1", "P2").venture("P1", into="dungeon", dungeon="Undercity"))
"""
    ),
    md(
        en="""
**Ruling 10 (726.4).** Taking the initiative this way is a venture too. In the two four-player games
below, P3 has the initiative and leaves the game: first during P2's turn, then during P3's own
turn.

**Predict, then run.** In each game, who takes the initiative when P3 leaves, and on which room
of Undercity is that player's venture marker?
""",
        fr="""
**Décision 10 — Si le joueur qui détient l'initiative quitte la partie, le joueur actif la prend
au même moment ; si c'est le joueur actif qui part, ou s'il n'y a pas de joueur actif, c'est le
joueur suivant dans l'ordre du tour qui la prend (726.4).** La prendre ainsi, c'est aussi
s'aventurer. Dans les deux parties à quatre joueurs ci-dessous, P3 détient l'initiative et quitte
la partie : d'abord pendant le tour de P2, puis pendant son propre tour.

**Prédisez, puis exécutez.** Dans chaque partie, qui prend l'initiative quand P3 quitte la
partie, et sur quelle pièce des Souterrains se trouve le marqueur d'aventure de ce joueur ?
""",
    ),
    said("chinese_page", "ruling_10"),
    code(
        """
four = ("P1", "P2", "P3", "P4")
to_active = mtg.InitiativeGame(*four).take_initiative("P3").turn("P2").leave("P3")
active_leaves = mtg.InitiativeGame(*four).turn("P3").take_initiative("P3").leave("P3")
reveal(ruling(10, to_active, active_leaves))
"""
    ),
    md(
        en="""
## Explore: the initiative explorer

Choose a player, then press the buttons: take the initiative, the active player's upkeep, the
next turn, combat damage to the holder, leave the game, new game. The table, the story of the
last action and the map of the chosen player's dungeon follow. An action the rules forbid (for
example an event naming a player who left, or a second upkeep in the same turn) is shown as a
message, and every life change so far is listed with its cause.
""",
        fr="""
## L'explorateur de l'initiative

Choisissez un joueur, puis appuyez sur les boutons : prendre l'initiative, entretien du joueur
actif, tour suivant, blessures de combat à celui qui la détient, quitter la partie, nouvelle
partie. Le tableau, le récit de la dernière action et le plan du donjon du joueur choisi se
mettent à jour. Une action interdite par les règles (par exemple un événement nommant un joueur qui a
quitté la partie, ou un second entretien dans le même tour) s'affiche comme un message, et chaque
changement de points de vie est rappelé avec sa cause.
""",
        bridge=True,
    ),
    code(
        """
explorer = InitiativeExplorer(players=3)
explorer
"""
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
exercises = ([holder_exercise(2), room_exercise(1), completed_exercise(2), term_exercise(2), term_exercise(4)]
             + exercise_set(undercity_ruling, [0, 1, 2]))
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    *task("p3_takes_it"),
    md(
        en="""
## Summary

- The initiative (726) is a **player's** designation. Nobody has it until an effect says to take
  it; then exactly one player has it.
- Taking it, and the holder's upkeep, are ventures into Undercity; combat damage to the holder
  makes the damaging creatures' controller take it.
- Venturing follows the arrows; the bottommost room completes the dungeon (309.7). Only
  "venture into Undercity" starts Undercity.
- Words: French *initiative* (a creature's first strike) vs *l'initiative* (a player's, 726);
  Chinese 先攻 vs 先制; the Chinese card page writes 防御玩家 for the official 防御牌手.

Next: notebook 07, the initiative in play: combat with first strike, and Ravenloft Adventurer
over several turns.
""",
        fr="""
## À retenir

- L'initiative (726) est une désignation de **joueur**. Personne ne la détient tant qu'un effet
  ne dit pas de la prendre ; ensuite, un seul joueur la détient.
- La prendre, et l'entretien de celui qui la détient, font s'aventurer dans Les Souterrains ;
  des blessures de combat à celui qui la détient la font prendre au contrôleur des créatures.
- S'aventurer suit les flèches ; la dernière pièce fait terminer le donjon (309.7). Seul
  « s'aventurer dans Les Souterrains » fait commencer Les Souterrains.
- Vocabulaire : une créature *a l'initiative* (capacité, first strike), un joueur *détient
  l'initiative* (désignation, 726) ; en chinois 先攻 contre 先制 ; la page chinoise de la carte
  écrit 防御玩家 pour le terme officiel 防御牌手.

Ensuite : le notebook 07, l'initiative en jeu : le combat avec l'initiative (capacité), et
l'Aventurière de Ravenloft sur plusieurs tours.
""",
    ),
]

DISCUSS = [
    discuss(
        en="The player who has the initiative leaves a four-player game during P2's turn. Who takes it? And if the active player is the one leaving?",
        fr="Le joueur qui détient l'initiative quitte une partie à quatre pendant le tour de P2. Qui la prend ? Et si c'est le joueur actif qui part ?",
        answer_en="""The active player, P2, at the moment the holder leaves; if the active player is the
one leaving (here P2), the next player in turn order, P3. Taking it this way is a venture too
(726.4, 726.2). Ruling 10.""",
        answer_fr="""Le joueur actif, P2, au moment où le détenteur part ; si c'est le joueur actif qui
part (ici P2), le joueur suivant dans l'ordre du tour, P3. La prendre ainsi fait aussi
s'aventurer (726.4, 726.2). Décision 10.""",
    ),
    discuss(
        en="Before anyone has taken the initiative, does combat damage to a player move it? And can a plain “venture into the dungeon” start Undercity?",
        fr="Avant que quiconque ait pris l'initiative, des blessures de combat à un joueur la déplacent-elles ? Et un simple « aventurez-vous dans le donjon » peut-il faire commencer Les Souterrains ?",
        answer_en="""No: there is no initiative until an effect tells a player to take it (726.1).
And no: only “venture into Undercity” can start Undercity (701.49d). Rulings 3 and 9.""",
        answer_fr="""Non : il n'y a pas d'initiative tant qu'un effet ne dit pas à un joueur de la
prendre (726.1). Et non : seul « s'aventurer dans Les Souterrains » peut faire commencer Les
Souterrains (701.49d). Décisions 3 et 9.""",
    ),
]
