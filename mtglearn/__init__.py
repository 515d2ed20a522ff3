"""mtglearn: the Magic: The Gathering combat rules, resolved, narrated and taught.

The package resolves the rules the course teaches (the combat damage steps, first strike,
double strike, trample; the initiative and dungeons; provoke, amplify and morph) and narrates
them in French or English. ``import mtglearn`` stays light: the teaching layer
(:mod:`mtglearn.teach`, with pandas, matplotlib and ipywidgets) is imported only when used.
"""

from mtglearn.errors import ScenarioError
from mtglearn.i18n import get_lang, set_lang, t
from mtglearn.scenario import narrate, resolve_scenario

__version__ = "0.1.0"

__all__ = [
    "ScenarioError",
    "__version__",
    "get_lang",
    "narrate",
    "resolve_scenario",
    "set_lang",
    "t",
]
