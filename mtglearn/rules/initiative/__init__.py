"""The initiative (726), venturing into the dungeon (701.49) and dungeons (309).

- :mod:`.dungeons` — dungeon cards as data; :mod:`.venture` — moving a venture marker;
- :mod:`.rooms` — the effects of the rooms; :mod:`.player_state` — what each player has;
- :mod:`.ravenloft_adventurer` — the one card of the course with the initiative;
- :mod:`.game` — a game over several turns, built in layers: :mod:`.seating` (players, turn
  order, teams), :mod:`.dungeon_progress` (venture, room abilities, 704.5t),
  :mod:`.designation` (the initiative 726, leaving and losing), :mod:`.adventurer_play`
  (Ravenloft Adventurer's events); :mod:`.game_combat` — its combat damage steps;
- :mod:`.kind` — the scenario kind ``initiative`` (its words: :mod:`mtglearn.words.initiative`).

Builds on :mod:`mtglearn.rules.core` and :mod:`mtglearn.rules.combat`.
"""
