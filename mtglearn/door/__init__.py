"""The front door: what a learner, a notebook, a JSON file or the command line comes in by.

- :mod:`.scenario` — ``resolve_scenario`` (a scenario dict in, its outcome dict out) and
  ``load`` (a dict, a JSON string or a file in, a result that narrates and draws itself out);
- :mod:`.combat` — the combat objects a notebook builds in readable Python;
- :mod:`.legions` — the Legions (2003) cards and how their wording maps to today's rules.

It stands above the rules engine and the drawing layer, and below the teaching layer and the
command line.
"""
