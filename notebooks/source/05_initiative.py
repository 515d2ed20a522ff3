"""Notebook 05 — the initiative and Undercity / l'initiative et Les Souterrains."""

from nbsource import code, md, setup

FILES = {"en": "05_initiative_and_undercity.ipynb", "fr": "05_initiative_et_souterrains.ipynb"}

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
- how the initiative changes hands **during combat**, step by step, when first strike is involved;
- Ravenloft Adventurer played over several turns;
- the word traps: French *initiative* (first strike) vs *l'initiative* (726); Chinese 先攻 vs 先制.
""",
        fr="""
# L'initiative et Les Souterrains

L'*Aventurière de Ravenloft* (鸦阁城冒险家 en chinois) est une 3/4 pour {3}{B} de *Commander
Legends: Battle for Baldur's Gate* (2022) : « Quand l'Aventurière de Ravenloft arrive sur le
champ de bataille, vous prenez l'initiative. Si une créature qu'un adversaire contrôle devait
mourir, à la place exilez-la et mettez un marqueur « contrat » sur elle. À chaque fois que
l'Aventurière de Ravenloft attaque, si vous avez terminé un donjon, le joueur défenseur perd
1 point de vie pour chaque carte qu'il possède en exil avec un marqueur « contrat » sur elle. »

**Ce que vous allez apprendre**

- ce qu'est *l'initiative (désignation)* (règle 726) : une désignation que détient un
  **joueur**, pas une capacité de créature ;
- comment on s'aventure dans **Les Souterrains** (701.49, 309) et comment lire leur plan ;
- les dix décisions officielles imprimées avec l'Aventurière de Ravenloft, chacune vérifiée par
  le moteur de règles ;
- comment l'initiative (désignation) change de main **pendant le combat**, étape par étape,
  quand l'initiative (capacité) s'en mêle ;
- l'Aventurière de Ravenloft jouée sur plusieurs tours ;
- les pièges de vocabulaire : *l'initiative (capacité)* (first strike) contre *l'initiative
  (désignation)* (726) ; en chinois 先攻 contre 先制.
""",
    ),
    setup(
        "from IPython.display import display",
        "from mtglearn.teach.initiative_story import play, refusal, ravenloft, rooms_table",
        "from mtglearn.teach.initiative_story import terms_table, timing_combat, timing_table",
        "from mtglearn.teach.initiative_explorer import InitiativeExplorer",
        "from mtglearn.teach.exercises import Quiz",
        "from mtglearn.teach.exercises_initiative import holder_exercise, room_exercise",
        "from mtglearn.teach.exercises_initiative import completed_exercise, term_exercise",
        "from mtglearn.teach.render import picture",
        "from mtglearn.teach.tables import styled",
        "from mtglearn.teach.undercity_map import undercity_map",
    ),
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
    code('styled(terms_table(LANG), "initiative-terms", index=False)'),
    md(
        en="""
## The rules in a few lines

- **726.1** There is no initiative in a game until an effect tells a player to take it.
  After that exactly one player has it at a time (726.3: taking it makes the previous holder
  lose it).
- **726.2** The initiative carries three triggered abilities: whenever a player takes it, and at
  the beginning of the upkeep of the player who has it, that player **ventures into
  Undercity**; whenever one or more creatures a player controls deal combat damage to the player
  who has it, that player **takes** it.
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
  des blessures de combat au joueur qui la détient, ce joueur la **prend**.
- **726.4** Si le joueur qui la détient quitte la partie, le joueur actif la prend aussitôt (ou
  le joueur suivant dans l'ordre du tour si c'est le joueur actif qui part).
- **726.5** La reprendre quand on la détient déjà, c'est encore s'aventurer, mais cela reste
  une seule désignation.
- **701.49** *S'aventurer dans le donjon* : si vous n'êtes dans aucun donjon, mettez-en un
  dans la zone de commandement, votre marqueur d'aventure sur sa première pièce ; sinon,
  déplacez le marqueur en suivant une flèche (à un embranchement, vous choisissez) ; depuis la
  dernière pièce, vous terminez ce donjon et en commencez un nouveau. *S'aventurer dans Les
  Souterrains* est pareil, sauf qu'un nouveau donjon doit être Les Souterrains, et que seule
  cette instruction peut les faire commencer (701.49d).
- **309** Entrer dans une pièce déclenche sa **capacité de pièce** (309.4c). Une fois résolue
  la capacité de la dernière pièce, le donjon est retiré de la partie et vous l'avez
  **terminé** (309.6, 309.7, action basée sur un état 704.5t).

Voici Les Souterrains tels qu'imprimés : neuf pièces, cinq sur chaque chemin du haut vers le bas.
""",
    ),
    code("picture(undercity_map(LANG))"),
    code('styled(rooms_table(LANG), "undercity-rooms", index=False)'),
    md(
        en="""
## The ten rulings, one by one

Each ruling printed with Ravenloft Adventurer is explained, then played by the resolver
(`play(events, players)` resolves an initiative scenario and shows the players and the story);
an `assert` checks what the ruling says.

**Ruling 1 — "When instructed to venture into Undercity, you can't start a dungeon that isn't
Undercity."** Asking for another dungeon is refused by the resolver, with the reason.
""",
        fr="""
## Les dix décisions, une par une

Chaque décision imprimée avec l'Aventurière de Ravenloft est expliquée, puis jouée par le
moteur (`play(événements, joueurs)` résout un scénario d'initiative et montre les joueurs et le
récit) ; un `assert` vérifie ce que dit la décision.

**Décision 1 — Quand on vous demande de vous aventurer dans Les Souterrains, vous ne pouvez pas
commencer un autre donjon.** Le moteur refuse un autre donjon, en disant pourquoi.
""",
    ),
    code(
        """
why = refusal([{"venture": "P1", "into": "undercity", "dungeon": "Tomb of Annihilation"}], lang=LANG)
print(why)
assert why is not None and "701.49d" in why
"""
    ),
    md(
        en="""
**Ruling 2 — A player who has the initiative may take it again: they venture into Undercity
again, but they don't get a second designation (726.5).** P1 takes it twice: two ventures
(Secret Entrance, then Forge); then one hit from P2 is enough to take the one designation away.
""",
        fr="""
**Décision 2 — Un joueur qui détient l'initiative peut la prendre de nouveau : il s'aventure de
nouveau dans Les Souterrains, mais ne reçoit pas une deuxième désignation (726.5).** P1 la prend
deux fois : deux aventures (Entrée secrète, puis Forge) ; ensuite, un seul coup de P2 suffit à
lui retirer l'unique désignation.
""",
    ),
    code(
        """
twice = play([{"take_initiative": "P1"}, {"take_initiative": "P1"}], lang=LANG)
assert (twice.holder, twice.player("P1")["room"]) == ("P1", "Forge")
hit = play([{"take_initiative": "P1"}, {"take_initiative": "P1"}, {"combat_damage": {"from": "P2", "to": "P1"}}], lang=LANG)
assert hit.holder == "P2"
twice
"""
    ),
    md(
        en="""
**Ruling 3 — There is no initiative until an effect tells a player to take it; then that player
has it until another player takes it (726.1).** Before anyone takes it, upkeeps and combat
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
    code(
        """
quiet = play([{"upkeep": "P1"}, {"combat_damage": {"from": "P2", "to": "P1"}}], ("P1", "P2", "P3"), LANG)
assert quiet.holder is None and quiet.events("venture") == []
kept = play([{"take_initiative": "P1"}, {"upkeep": "P2"}, {"combat_damage": {"from": "P2", "to": "P3"}}], ("P1", "P2", "P3"), LANG)
assert kept.holder == "P1"
kept
"""
    ),
    md(
        en="""
**Ruling 4 — The initiative is a designation; it carries two inherent rules: taking it and the
holder's upkeep make the holder venture into Undercity; combat damage to the holder makes the
damaging creatures' controller take it (726.2).** All three in one script.
""",
        fr="""
**Décision 4 — L'initiative est une désignation porteuse de deux règles inhérentes : la prendre,
et l'entretien de celui qui la détient, font s'aventurer dans Les Souterrains ; des blessures de
combat infligées à celui qui la détient la font prendre au contrôleur des créatures (726.2).**
Les trois dans un seul script.
""",
    ),
    code(
        """
three = play([{"take_initiative": "P1"}, {"upkeep": "P1"}, {"combat_damage": {"from": "P3", "to": "P1"}}], ("P1", "P2", "P3"), LANG)
assert three.holder == "P3" and three.player("P1")["room"] == "Forge"
three
"""
    ),
    md(
        en="""
**Ruling 5 — Not in a dungeon: venturing into Undercity puts Undercity into the command zone
with your venture marker on Secret Entrance (the first room, whose ability triggers).**
""",
        fr="""
**Décision 5 — Si vous n'êtes dans aucun donjon, vous aventurer dans Les Souterrains met Les
Souterrains dans la zone de commandement, votre marqueur d'aventure sur l'Entrée secrète (la
première pièce, dont la capacité se déclenche).**
""",
    ),
    code(
        """
first = play([{"take_initiative": "P2"}], lang=LANG)
assert (first.player("P2")["dungeon"], first.player("P2")["room"]) == ("Undercity", "Secret Entrance")
first
"""
    ),
    md(
        en="""
**Ruling 6 — Already in a dungeon: move to the next room of *that* dungeon; from its last room,
complete it and start Undercity — whether you were in Undercity or in another dungeon.** P1
first ventures into *Lost Mine of Phandelver* (a plain venture); taking the initiative then moves
the marker in Lost Mine, not into Undercity. In the second script P1 is in Lost Mine's last room
(its ability still waiting, `"hold": true`) when they take the initiative: Lost Mine is completed
and Undercity starts.
""",
        fr="""
**Décision 6 — Si vous êtes déjà dans un donjon, vous passez à la pièce suivante de *ce* donjon ;
depuis sa dernière pièce, vous le terminez et commencez Les Souterrains — que vous ayez été dans
Les Souterrains ou dans un autre donjon.** P1 s'aventure d'abord dans *Lost Mine of Phandelver*
(s'aventurer dans le donjon) ; prendre l'initiative déplace alors le marqueur dans ce donjon, pas
dans Les Souterrains. Dans le second script, P1 est dans la dernière pièce de Lost Mine (sa
capacité attend encore, `"hold": true`) quand il prend l'initiative : il termine Lost Mine et
commence Les Souterrains.
""",
    ),
    code(
        """
moved = play([{"venture": "P1"}, {"take_initiative": "P1"}], lang=LANG)
assert (moved.player("P1")["dungeon"], moved.player("P1")["room"]) == ("Lost Mine of Phandelver", "Goblin Lair")
last = play([{"venture": "P1"}] * 3 + [{"venture": "P1", "hold": True}, {"take_initiative": "P1"}], lang=LANG)
assert last.player("P1")["completed"] == ["Lost Mine of Phandelver"] and last.player("P1")["room"] == "Secret Entrance"
last
"""
    ),
    md(
        en="""
**Ruling 7 — Only one player can have the initiative at a time; as one player takes it, the
previous holder stops having it (726.3).**
""",
        fr="""
**Décision 7 — Un seul joueur peut détenir l'initiative à la fois ; quand un joueur la prend,
celui qui la détenait cesse de la détenir (726.3).**
""",
    ),
    code(
        """
one = play([{"take_initiative": "P1"}, {"take_initiative": "P2"}], lang=LANG)
assert one.holder == "P2" and one.events("take_initiative")[1]["previous"] == "P1"
one
"""
    ),
    md(
        en="""
**Ruling 8 — Two-Headed Giant: if both players of a team deal combat damage to the holder at the
same time, the holder orders the two triggers; one teammate takes the initiative (and ventures),
then the other does; the last one keeps it.** P1 and P3 are a team; P2 holds the initiative and
orders P3's trigger first, so P1 ends up with it. (The combat engine has one attacking player, so
this ruling is played with the `combat_damage` event from two teammates.)
""",
        fr="""
**Décision 8 — Troll à deux têtes : si les deux joueurs d'une équipe infligent en même temps des
blessures de combat à celui qui détient l'initiative, celui-ci choisit l'ordre des deux capacités ; un
coéquipier prend l'initiative (et s'aventure), puis l'autre ; le dernier la garde.** P1 et P3
font équipe ; P2 détient l'initiative et place la capacité de P3 en premier : c'est donc P1 qui la
garde. (Le moteur de combat n'a qu'un joueur attaquant : cette décision est jouée avec
l'événement `combat_damage` venant des deux coéquipiers.)
""",
    ),
    code(
        """
giant = play([{"take_initiative": "P2"}, {"combat_damage": {"from": ["P1", "P3"], "to": "P2", "order": ["P3", "P1"]}}],
             ("P1", "P2", "P3", "P4"), LANG, teams=[["P1", "P3"], ["P2", "P4"]])
assert [e["player"] for e in giant.events("take_initiative")] == ["P2", "P3", "P1"] and giant.holder == "P1"
giant
"""
    ),
    md(
        en="""
**Ruling 9 — You venture into Undercity only when told to (taking the initiative, or your upkeep
while you have it). A plain "venture into the dungeon" can't start Undercity.**
""",
        fr="""
**Décision 9 — On ne s'aventure dans Les Souterrains que sur instruction (en prenant l'initiative,
ou à son entretien en la détenant). « S'aventurer dans le donjon » ne peut pas faire commencer
Les Souterrains.**
""",
    ),
    code(
        """
plain = play([{"venture": "P1", "into": "dungeon"}], lang=LANG)
assert plain.player("P1")["dungeon"] != "Undercity"
print(refusal([{"venture": "P1", "into": "dungeon", "dungeon": "Undercity"}], lang=LANG))
"""
    ),
    md(
        en="""
**Ruling 10 — If the holder leaves the game, the active player takes the initiative at that
moment; if the active player is the one leaving, or there is no active player, the next player in
turn order takes it (726.4).** Taking it this way is a venture too.
""",
        fr="""
**Décision 10 — Si le joueur qui détient l'initiative quitte la partie, le joueur actif la prend
au même moment ; si c'est le joueur actif qui part, ou s'il n'y a pas de joueur actif, c'est le
joueur suivant dans l'ordre du tour qui la prend (726.4).** La prendre ainsi, c'est aussi
s'aventurer.
""",
    ),
    code(
        """
four = ("P1", "P2", "P3", "P4")
to_active = play([{"take_initiative": "P3"}, {"turn": "P2"}, {"leave": "P3"}], four, LANG)
active_leaves = play([{"turn": "P3"}, {"take_initiative": "P3"}, {"leave": "P3"}], four, LANG)
assert (to_active.holder, active_leaves.holder) == ("P2", "P4")
to_active
"""
    ),
    md(
        en="""
## Explore: the initiative explorer

Choose a player, then press the buttons: take the initiative, the active player's upkeep, the
next turn, combat damage to the holder, leave the game, new game. The table, the story of the
last action and the map of the chosen player's dungeon follow. An action the rules forbid (for
example an event naming a player who left) is shown as a message. Below the live explorer, the
same explorer after a few actions is shown as plain output.
""",
        fr="""
## Explorer : l'explorateur de l'initiative

Choisissez un joueur, puis appuyez sur les boutons : prendre l'initiative, entretien du joueur
actif, tour suivant, blessures de combat à celui qui la détient, quitter la partie, nouvelle
partie. Le tableau, le récit de la dernière action et le plan du donjon du joueur choisi
suivent. Une action interdite par les règles (par exemple un événement nommant un joueur qui a
quitté la partie) s'affiche comme un message. Sous l'explorateur actif, le même explorateur
après quelques actions est affiché en sortie simple.
""",
    ),
    code(
        """
explorer = InitiativeExplorer(LANG, players=3)
explorer
"""
    ),
    code(
        """
shown = InitiativeExplorer(LANG, players=3)
shown.take("P2"), shown.next_turn(), shown.upkeep(), shown.damage("P3")
assert shown.game.initiative == "P3"
shown.controls["player"].value = "P2"
shown.static()
"""
    ),
    md(
        en="""
## The initiative in combat: first strike changes the timing

Rule 726.2 triggers when creatures deal **combat damage** to the holder. With first strike or
double strike there are two combat damage steps (510.4): first-strike damage, then regular
damage, and triggered abilities resolve in between. So the initiative can change hands
between the two steps. Here P1 holds the initiative; P2 (the active player) attacks P1 with a
2/2 first striker and a 3/3 without it, both unblocked. The combat engine resolves the combat,
then each step is played into the initiative game.
""",
        fr="""
## L'initiative en combat : l'initiative (capacité) change le moment

La règle 726.2 se déclenche quand des créatures infligent des **blessures de combat** à celui
qui détient l'initiative. Avec l'initiative (capacité) ou la double initiative, il y a deux
étapes de blessures de combat (510.4) : d'abord celle de l'initiative (capacité), puis
l'étape normale, et les capacités déclenchées se résolvent entre les deux. L'initiative
(désignation) peut donc changer de main entre les deux étapes. Ici P1 détient l'initiative ;
P2 (le joueur actif) attaque P1 avec une 2/2 qui a l'initiative (capacité) et une 3/3 qui ne
l'a pas, toutes deux non bloquées. Le moteur de combat résout le combat, puis chaque étape est
jouée dans la partie.
""",
    ),
    code(
        """
fight = play([{"take_initiative": "P1"}, {"combat": timing_combat("first_and_regular")}], ("P2", "P1"), LANG)
fight
"""
    ),
    md(
        en="""
In the first-strike step, the 2/2's damage makes P2 take the initiative and venture into
Undercity **before** the regular step. In the regular step P1 no longer has it, so the 3/3's
damage to P1 triggers nothing. The trigger is per step, not per creature: two creatures hitting
the holder in the same step make their controller take it once. The table compares four attacks.
""",
        fr="""
À l'étape de l'initiative (capacité), les blessures de la 2/2 font prendre l'initiative à P2, qui
s'aventure dans Les Souterrains **avant** l'étape normale. À l'étape normale, P1 ne la détient
plus : les blessures de la 3/3 à P1 ne déclenchent rien. Le déclenchement se fait par étape, pas
par créature : deux créatures qui blessent en même temps celui qui détient l'initiative la font
prendre une seule fois à leur contrôleur. Le tableau compare quatre attaques.
""",
    ),
    code(
        """
checks = fight.events("combat_damage")
assert [(c["holder"], c["triggered"]) for c in checks] == [("P1", True), ("P2", False)]
styled(timing_table(LANG), "initiative-timing", index=False)
"""
    ),
    md(
        en="""
## Ravenloft Adventurer over a few turns

P1 casts Ravenloft Adventurer; P2 is the opponent. Each cell plays the story one part further
(`ravenloft(n)`: the first *n* parts).

**Turn 1.** It enters: P1 takes the initiative and ventures into Undercity (Secret Entrance).
""",
        fr="""
## L'Aventurière de Ravenloft sur quelques tours

P1 lance l'Aventurière de Ravenloft ; P2 est l'adversaire. Chaque cellule joue l'histoire une
partie plus loin (`ravenloft(n)` : les *n* premières parties).

**Tour 1.** Elle arrive sur le champ de bataille : P1 prend l'initiative et s'aventure dans Les
Souterrains (Entrée secrète).
""",
    ),
    code("ravenloft(1, LANG)"),
    md(
        en="""
**Turn 2 (P2).** P2 attacks P1 with a 2/2 (`X`); the Adventurer blocks. The combat engine deals
the damage: the 2/2 has lethal damage and would die (704.5g), but the Adventurer's replacement
effect (614.1a) exiles it with a hit counter instead. It never dies (700.4): P2 now owns one card
in exile with a hit counter.
""",
        fr="""
**Tour 2 (P2).** P2 attaque P1 avec une 2/2 (`X`) ; l'Aventurière la bloque. Le moteur de combat
inflige les blessures : la 2/2 a des blessures mortelles et devrait mourir (704.5g), mais l'effet
de remplacement de l'Aventurière (614.1a) l'exile à la place avec un marqueur « contrat ». Elle
ne meurt jamais (700.4) : P2 possède maintenant une carte en exil avec un marqueur « contrat ».
""",
    ),
    code(
        """
turn2 = ravenloft(2, LANG)
assert turn2.player("P2")["hit_exile"] == 1 and turn2.events("dies") == []
turn2
"""
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
before_throne = ravenloft(5, LANG)
before_throne.picture("P1")
"""
    ),
    code(
        """
completed = ravenloft(6, LANG)
assert completed.player("P1")["completed"] == ["Undercity"]
completed
"""
    ),
    md(
        en="""
**Turn 9, combat.** The Adventurer attacks P2. Its trigger has an intervening "if" (603.4): P1
has completed a dungeon, so P2 loses 1 life per card they own in exile with a hit counter (one),
before combat damage. Then 3 combat damage to P2, who doesn't have the initiative: nothing else.
""",
        fr="""
**Tour 9, combat.** L'Aventurière attaque P2. Sa capacité a une clause “si” intercalée (603.4) : P1 a
terminé un donjon, donc P2 perd 1 point de vie par carte qu'il possède en exil avec un marqueur
« contrat » (une), avant les blessures de combat. Puis 3 blessures de combat à P2, qui ne détient
pas l'initiative : rien d'autre.
""",
    ),
    code(
        """
attack = ravenloft(7, LANG)
assert attack.events("attack_trigger")[0]["triggered"] and attack.player("P2")["life"] == 20 - 1 - 3
attack
"""
    ),
    md(
        en="""
## Exercises

Each question is generated from a seed and answered by the resolver; a wrong answer shows the
resolver's story. The questions are listed first, so they can be read without widgets.
""",
        fr="""
## Exercices

Chaque question est générée à partir d'une graine et résolue par le moteur de règles ; une
mauvaise réponse affiche le récit du moteur. Les questions sont d'abord listées, pour se lire
sans widgets.
""",
    ),
    code(
        """
quiz = Quiz(LANG)
exercises = [holder_exercise(2, LANG), room_exercise(1, LANG), completed_exercise(2, LANG), term_exercise(2, LANG), term_exercise(4, LANG)]
for number, exercise in enumerate(exercises, 1):
    print(f"{number}. {exercise.question}", *exercise.choices, sep="\\n   - ")
"""
    ),
    code("display(*(exercise.widget(quiz) for exercise in exercises))"),
    code("quiz"),
    md(
        en="""
## Summary

- The initiative (726) is a **player's** designation. Nobody has it until an effect says to take
  it; then exactly one player has it.
- Taking it, and the holder's upkeep, are ventures into Undercity; combat damage to the holder
  makes the damaging creatures' controller take it — once per combat damage step.
- With first strike, the initiative can change hands between the first-strike and the regular
  combat damage step; damage to a player who no longer has it triggers nothing.
- Venturing follows the arrows; the bottommost room completes the dungeon (309.7). Only
  "venture into Undercity" starts Undercity.
- Ravenloft Adventurer exiles opponents' creatures that would die with a hit counter, and once
  its controller has completed a dungeon, punishes each attack.
- Words: French *initiative* (a creature's first strike) vs *l'initiative* (a player's, 726);
  Chinese 先攻 vs 先制.
""",
        fr="""
## À retenir

- L'initiative (726) est une désignation de **joueur**. Personne ne la détient tant qu'un effet
  ne dit pas de la prendre ; ensuite, un seul joueur la détient.
- La prendre, et l'entretien de celui qui la détient, font s'aventurer dans Les Souterrains ;
  des blessures de combat à celui qui la détient la font prendre au contrôleur des créatures —
  une fois par étape de blessures de combat.
- Avec l'initiative (capacité), l'initiative (désignation) peut changer de main entre l'étape
  de l'initiative (capacité) et l'étape normale ; des blessures à un joueur qui ne la détient
  plus ne déclenchent rien.
- S'aventurer suit les flèches ; la dernière pièce fait terminer le donjon (309.7). Seul
  « s'aventurer dans Les Souterrains » fait commencer Les Souterrains.
- L'Aventurière de Ravenloft exile avec un marqueur « contrat » les créatures adverses qui
  devraient mourir et, une fois un donjon terminé par son contrôleur, punit chaque attaque.
- Vocabulaire : une créature *a l'initiative* (capacité, first strike), un joueur *détient
  l'initiative* (désignation, 726) ; en chinois 先攻 contre 先制.
""",
    ),
]
