"""Make the course's Chinese font: the characters the course prints, cut from Noto Sans CJK SC.

    python scripts/build_cjk_font.py [--source PATH/NotoSansCJK-Regular.ttc]

The source is Noto Sans CJK SC (SIL Open Font License 1.1): Debian's ``fonts-noto-cjk``
package installs it at the default path (``apt-get download fonts-noto-cjk`` and
``dpkg-deb -x`` give it without installing it). The subset keeps the outlines of the course's
Chinese characters only (no hinting, no layout features), is renamed "mtglearn CJK" (a
modified version, as the license asks) and is written as WOFF to
``mtglearn/data/fonts/mtglearn-cjk.woff`` (about 30 kB). Run it again when the course gains a
Chinese character: ``tests/teach/test_fonts.py`` fails until then.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtglearn.teach.fonts import CJK, FAMILY, FONT_FILE  # noqa: E402

DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
#: Where the course's Chinese text lives: the catalog, the teaching layer, the notebooks.
TEXT_FILES = ("mtglearn/**/*.toml", "mtglearn/**/*.py", "notebooks/source/*.py")


def course_characters(root: Path = ROOT) -> str:
    """Every Chinese character the course can print, sorted."""
    found: set[str] = set()
    for pattern in TEXT_FILES:
        for path in root.glob(pattern):
            found.update(CJK.findall(path.read_text(encoding="utf-8")))
    return "".join(sorted(found))


def build(source: Path, output: Path) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    collection = TTCollection(source)
    font = next(f for f in collection.fonts if f["name"].getDebugName(4) == "Noto Sans CJK SC")
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # the copyright and the license kept
    options.flavor = "woff"
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=course_characters())
    subsetter.subset(font)
    names = font["name"]
    for record in names.names:
        if record.nameID in (1, 4):
            record.string = FAMILY
        elif record.nameID in (3, 6):
            record.string = FAMILY.replace(" ", "-") + "-Regular"
    font.flavor = "woff"
    font.save(output)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    args = parser.parse_args()
    output = ROOT / "mtglearn" / "data" / "fonts" / FONT_FILE
    build(args.source, output)
    print(f"{output.relative_to(ROOT)}: {len(course_characters())} characters, "
          f"{output.stat().st_size / 1024:.1f} KiB")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
