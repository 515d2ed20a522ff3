"""The course's Chinese characters on machines without a Chinese font.

The glossary, notebook 06 and the morph explorer print official Chinese terms (先攻, 先制,
鸦阁城冒险家…). A Linux classroom machine without a CJK font (no Noto CJK, no WenQuanYi) draws
them as empty boxes. The course therefore ships a *subset* of Noto Sans CJK SC (SIL Open Font
License 1.1, ``mtglearn/data/fonts/OFL.txt``) holding only the characters the course uses,
about 30 kB (``scripts/build_cjk_font.py`` makes it; a test checks that it covers every Chinese
character of the course).

:func:`chinese_font_css` declares it with ``@font-face`` — the machine's own Noto Sans CJK SC
or Source Han Sans SC first, the shipped subset (a ``data:`` URL, so it needs no server path
and works offline, in JupyterLab, Voilà and the HTML export alike) after them — limited by
``unicode-range`` to Chinese characters, and puts it first in JupyterLab's font stacks: Latin
text keeps its fonts, and every Chinese character of the page, markdown cells included, is
drawn with a font that has it.
"""

from __future__ import annotations

import base64
import re
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # display needs pandas: a dashboard loads this module without it
    from mtglearn.teach.display import Shown

FAMILY: Final = "mtglearn CJK"
FONT_FILE: Final = "mtglearn-cjk.woff"
#: The Chinese characters (CJK ideographs, CJK punctuation, full-width forms) the font covers.
CJK: Final = re.compile(r"[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]")
UNICODE_RANGE: Final = "U+2E80-9FFF,U+FF00-FFEF"
#: The machine's own complete fonts come first when it has one of them.
LOCAL: Final = ("Noto Sans CJK SC", "NotoSansCJKsc-Regular", "Source Han Sans SC",
                "SourceHanSansSC-Regular")  # fmt: skip
#: JupyterLab's font stacks (its defaults), with the Chinese face first: ``unicode-range``
#: limits that face to Chinese, so Latin text is drawn as before.
STACKS: Final = {
    "--jp-content-font-family": "system-ui,-apple-system,blinkmacsystemfont,'Segoe UI',"
    "helvetica,arial,sans-serif,'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol'",
    "--jp-ui-font-family": "system-ui,-apple-system,blinkmacsystemfont,'Segoe UI',helvetica,"
    "arial,sans-serif,'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol'",
}


def font_bytes() -> bytes:
    """The shipped subset font (WOFF)."""
    return resources.files("mtglearn.data").joinpath("fonts", FONT_FILE).read_bytes()


def has_chinese(text: str) -> bool:
    """Whether ``text`` holds a character the shipped font is for."""
    return CJK.search(text) is not None


@cache
def chinese_font_css() -> str:
    """The ``<style>`` that gives the page the course's Chinese font (see the module)."""
    data = base64.b64encode(font_bytes()).decode("ascii")
    local = ",".join(f'local("{name}")' for name in LOCAL)
    stacks = ";".join(f"{var}:'{FAMILY}',{stack}" for var, stack in STACKS.items())
    return (
        f"<style>@font-face{{font-family:'{FAMILY}';src:{local},"
        f"url(data:font/woff;base64,{data}) format('woff');unicode-range:{UNICODE_RANGE};"
        # :root:root outranks the theme's own :root, which JupyterLab loads again (after this
        # style) whenever its font size changes.
        f"font-display:swap}}:root:root{{{stacks}}}</style>"
    )


def chinese_font() -> Shown:
    """The course's Chinese font for the whole page (a notebook's hidden setup cell shows it:
    an invisible output)."""
    from mtglearn.teach.display import Shown

    return Shown(chinese_font_css())


__all__ = ["CJK", "FAMILY", "chinese_font", "chinese_font_css", "font_bytes", "has_chinese"]
