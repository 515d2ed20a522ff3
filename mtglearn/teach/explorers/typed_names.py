"""Reading a name typed into a picker (the keyword explorer's keywords and colors).

A picker takes only its official names. What a reader types is read kindly: the name itself,
or the name in other capitals ("Flying"), is taken; anything else is refused with the reason
and the nearest official name in the reader's language, which the picker then offers:

- the name without its accents ("pietinement": written « piétinement »);
- the name in the other language ("Vol" in the English explorer: the French for "flying");
- the start of a name or a near miss ("tram": "trample"), found with :mod:`difflib`;
- nothing close: the reader is told to choose from the list.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

Reason = Literal["taken", "already", "accents", "other_language", "close", "unknown"]

#: How close (difflib's ratio, 0 to 1) a typed word must be to a name to be offered it.
CUTOFF: Final = 0.6


@dataclass(frozen=True)
class Reading:
    """What a typed word becomes: ``name``, the official name taken or offered (None when
    nothing is close), and ``reason``, why ("taken" when the picker takes it)."""

    typed: str
    name: str | None
    reason: Reason

    @property
    def taken(self) -> bool:
        """Whether the picker takes the word (as ``name``)."""
        return self.reason == "taken"


def fold(text: str) -> str:
    """``text`` compared loosely: without accents, capitals, curly apostrophes or extra spaces."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(bare.replace("’", "'").casefold().split())


def read_typed(
    word: str,
    names: Sequence[str],
    elsewhere: Mapping[str, str],
    chosen: Sequence[str] = (),
) -> Reading:
    """Read ``word`` against a picker's official ``names`` (in the reader's language);
    ``elsewhere`` maps each name in the other language to its name here; ``chosen`` are the
    names the picker already holds."""
    typed = " ".join(word.split())
    reading = _read(typed, names, elsewhere)
    if reading.name is not None and reading.name in chosen:
        return Reading(typed, reading.name, "already")
    return reading


def _read(typed: str, names: Sequence[str], elsewhere: Mapping[str, str]) -> Reading:
    key = fold(typed)
    if typed in names:
        return Reading(typed, typed, "taken")
    here = {fold(n): n for n in names}
    if key in here:
        name = here[key]
        same_letters = name.casefold() == typed.casefold()
        return Reading(typed, name, "taken" if same_letters else "accents")
    there = {fold(n): here_name for n, here_name in elsewhere.items()}
    if key in there:
        return Reading(typed, there[key], "other_language")
    if key:
        starting = [n for n in names if fold(n).startswith(key)]
        if starting:
            return Reading(typed, min(starting, key=len), "close")
        close = difflib.get_close_matches(key, [*here, *there], n=1, cutoff=CUTOFF)
        if close:
            return Reading(typed, here.get(close[0]) or there[close[0]], "close")
    return Reading(typed, None, "unknown")


__all__ = ["Reading", "fold", "read_typed"]
