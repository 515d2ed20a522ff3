"""How wide a line of bold text is drawn, without a browser: to wrap a board's titles so they fit.

An SVG ``<text>`` is never wrapped nor shrunk by the browser: a line longer than the drawing
runs past the edge of its ``viewBox`` and is cut. The board wraps its titles itself, so it must
know, before any browser draws them, how wide a line will be. :func:`text_width` says it from
the advance widths of DejaVu Sans Bold, the first font the board names, grouped into a few
classes and each class counted at its widest member (rounded up): the estimate is never
narrower than DejaVu Sans Bold draws the line, and keeps some room for Verdana Bold, the next
font named, whose widths are close to it. Arial Bold, the last, is narrower.
"""

from __future__ import annotations

from typing import Final

#: Widths in em (the font size), by class of characters; each is the widest advance of DejaVu
#: Sans Bold among its characters, rounded up.
_NARROW: Final = frozenset("'ijlîïIJÎÏ,.’‘:; \u00a0\u202f|/\\")  # up to 0.40 em
_THIN: Final = frozenset('-f!()[]tr_`–"*')  # up to 0.53 em
_WIDE: Final = frozenset("mwMW%@—…æœÆŒ&")  # up to 1.17 em
_BROAD: Final = frozenset("#+<=>^~→×{}$")  # up to 0.85 em, like the capitals
NARROW_EM: Final = 0.40
THIN_EM: Final = 0.53
WIDE_EM: Final = 1.17
CAPITAL_EM: Final = 0.85
OTHER_EM: Final = 0.72  # lowercase letters, digits, punctuation not named above


def char_em(char: str) -> float:
    """The width of ``char`` in bold, in em: never less than DejaVu Sans Bold's advance."""
    if char in _NARROW:
        return NARROW_EM
    if char in _THIN:
        return THIN_EM
    if char in _WIDE:
        return WIDE_EM
    if char.isupper() or char in _BROAD:
        return CAPITAL_EM
    return OTHER_EM


def text_width(text: str, size: float) -> float:
    """The width in pixels of ``text`` drawn in bold at ``size`` pixels (an upper estimate)."""
    return size * sum(char_em(c) for c in text)


def wrap_to_width(text: str, size: float, room: float) -> list[str]:
    """``text`` in lines of bold ``size`` px text, each at most ``room`` pixels wide as
    :func:`text_width` measures, broken at spaces only (a no-break space holds, as French
    typography wants it before a colon); a word wider than ``room`` is itself broken, never
    left to run past the edge."""
    lines: list[str] = []
    for word in (w for w in text.split(" ") if w):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(joined, size) <= room:
            lines[-1] = joined
            continue
        while len(word) > 1 and text_width(word, size) > room:
            cut = 1
            while cut + 1 < len(word) and text_width(word[: cut + 1], size) <= room:
                cut += 1
            lines.append(word[:cut])
            word = word[cut:]
        lines.append(word)
    return lines


__all__ = ["char_em", "text_width", "wrap_to_width"]
