"""Every line of a moment's title fits inside its board, on every board the course draws.

An SVG ``<text>`` is never wrapped by the browser: a title line longer than the drawing runs
past the right edge of its ``viewBox`` and is cut (a phone at 390 px showed it: the long French
titles of the damage steps). Each line is measured here with the advance widths of DejaVu Sans
Bold, the first font the board names (the copy shipped with matplotlib), and must end inside
the ``viewBox`` less the board's margin; the board's own width model
(:mod:`mtglearn.render.measure`) must never be narrower than that font, character by character.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import matplotlib
import pytest
from fontTools.ttLib import TTFont

import mtglearn as mtg
from mtglearn.base.i18n import t
from mtglearn.door.combat import CombatResult
from mtglearn.door.outcome import CombatOutcome
from mtglearn.render.board import MARGIN, frame_svg, frames
from mtglearn.render.measure import char_em, text_width, wrap_to_width
from mtglearn.rules.combat.eras import ERAS
from mtglearn.rules.core.snapshot import MOMENTS

SVG = "{http://www.w3.org/2000/svg}"
LANGS = ("en", "fr")
SIZE = 17  # a title's font size


@cache
def dejavu_bold() -> tuple[dict[int, str], dict[str, tuple[int, int]], int]:
    font = TTFont(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans-Bold.ttf")
    return font.getBestCmap(), dict(font["hmtx"].metrics), font["head"].unitsPerEm


def drawn_width(text: str, size: float) -> float:
    """The width of ``text`` in DejaVu Sans Bold at ``size`` px: the sum of its advances."""
    cmap, advances, per_em = dejavu_bold()
    return sum(advances[cmap[ord(c)]][0] for c in text) * size / per_em


def frame_titles() -> list[str]:
    """Every moment's title in both languages, the Sixth Edition's included."""
    keys = [*MOMENTS, "first_strike_resolves", "regular_resolves"]
    return [t(f"board.frame.{key}", lang) for key in keys for lang in LANGS]


def front_door_board(era: str, blockers: int, lang: str) -> mtg.Board:
    """A double striker blocked by ``blockers`` creatures: every moment of the era happens."""
    mtg.set_lang(lang)
    board = mtg.Board(era=era)
    board.attacker("A", 4, 4, "double strike", "trample")
    for i in range(1, blockers + 1):
        board.blocker(f"B{i}", 1, 3, blocks="A")
    return board


def combats() -> list[tuple[str, str, CombatResult]]:
    """(what, language, combat result): the shipped combat examples, and boards of one against
    one up to three blockers in every era, in both languages."""
    out: list[tuple[str, str, CombatResult]] = []
    for lang in LANGS:
        for name in mtg.examples():
            outcome = mtg.load(name, lang=lang)
            if isinstance(outcome, CombatOutcome):
                out.append((name, lang, outcome.result))
        for era in ERAS:
            for blockers in (1, 2, 3):
                outcome = front_door_board(era, blockers, lang).resolve()
                out.append((f"{era}, {blockers} blocker(s)", lang, outcome.result))
    mtg.set_lang("en")
    return out


def test_the_examples_and_boards_cover_every_moment_of_every_era() -> None:
    moments = {f.key for _, _, result in combats() for f in frames(result)}
    assert moments == set(MOMENTS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_title_line_ends_inside_the_board(lang: str) -> None:
    cut: list[str] = []
    for what, language, result in combats():
        if language != lang:
            continue
        for frame in frames(result, lang):
            root = ET.fromstring(frame_svg(result, frame, lang))
            width = float(root.get("viewBox", "").split()[2])
            lines = [e for e in root.iter(f"{SVG}text") if e.get("class") == "heading"]
            assert lines, f"{what}: {frame.key} has no title"
            for line in lines:
                size = float(line.get("font-size", ""))
                end = float(line.get("x", "")) + drawn_width(line.text or "", size)
                if end > width - MARGIN:
                    cut.append(f"{what} {frame.key}: {line.text!r} ends at {end:.0f} of {width}")
    assert not cut, "\n".join(cut)


def test_the_width_model_is_never_narrower_than_the_font() -> None:
    """Character by character, over every character of the moments' titles and a few of the
    widest letters and signs: the model's width is at least DejaVu Sans Bold's advance."""
    chars = set("".join(frame_titles())) | set("ÉÀÇŒœæ«»—…’0123456789%&@WMwm")
    narrower = {
        c: (char_em(c), drawn_width(c, 1.0)) for c in chars if char_em(c) < drawn_width(c, 1.0)
    }
    assert not narrower


def test_a_title_wraps_between_words_and_keeps_its_no_break_spaces() -> None:
    title = t("board.frame.regular_resolves", "fr")
    lines = wrap_to_width(title, SIZE, 300)
    assert " ".join(lines) == title
    assert all(text_width(line, SIZE) <= 300 for line in lines)
    # A French colon keeps its no-break space: the line never breaks before it.
    assert wrap_to_width("Étape\u00a0: ceci", SIZE, 90)[0] == "Étape\u00a0:"


def test_a_word_wider_than_the_room_is_broken_not_left_to_run_past_it() -> None:
    lines = wrap_to_width("Wwwwwwwwwwwwwwwwwwww end", SIZE, 100)
    assert "".join(lines).replace(" ", "") == "Wwwwwwwwwwwwwwwwwwwwend"
    assert all(text_width(line, SIZE) <= 100 for line in lines)
