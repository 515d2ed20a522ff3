"""Set the French documents of the repository in French typography (no-break spaces, minus signs).

The catalog and the notebook builder apply French typography themselves; the French guides are
plain markdown read as they are (on a code host, in an editor), so this script applies the same
rules to them (``mtglearn.base.i18n.grammar.french_markdown``: code, links and table syntax kept).
A test fails when one of them needs it: ``python scripts/french_docs.py`` then sets it.
"""

from __future__ import annotations

from pathlib import Path

from mtglearn.base.i18n.grammar import french_markdown

ROOT = Path(__file__).resolve().parent.parent
#: The documents written in French.
FRENCH_DOCS = (ROOT / "docs" / "guide-enseignant.md", ROOT / "docs" / "style-fr.md")


def main() -> int:
    for path in FRENCH_DOCS:
        text = path.read_text(encoding="utf-8")
        typeset = french_markdown(text)
        if typeset != text:
            path.write_text(typeset, encoding="utf-8")
            print(f"typeset {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
