"""Write the workshop's dashboard notebooks (``workshop/en/``, ``workshop/fr/``) and its
landing pages (``jupyter/voila/templates/mtglearn-en|fr/``) from
:data:`mtglearn.teach.workshop.dashboards.DASHBOARDS`.

    python scripts/build_workshop.py

The notebooks are written without outputs: Voilà executes them when ``make workshop`` serves
them. A test checks that the committed files are exactly what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtglearn.base.i18n import LANGS  # noqa: E402
from mtglearn.teach.workshop.dashboards import (  # noqa: E402
    DASHBOARDS,
    base_template_files,
    notebook,
    template_files,
)

#: Where Voilà finds the course's templates (``make workshop`` puts ``jupyter/`` on its path).
TEMPLATES = ROOT / "jupyter" / "voila" / "templates"


def main() -> int:
    for lang in LANGS:
        folder = ROOT / "workshop" / lang
        folder.mkdir(parents=True, exist_ok=True)
        expected = {dashboard.file(lang) for dashboard in DASHBOARDS}
        for stale in folder.glob("*.ipynb"):
            if stale.name not in expected:
                stale.unlink()
        for dashboard in DASHBOARDS:
            target = folder / dashboard.file(lang)
            nbformat.write(notebook(dashboard, lang), target)
            print(f"wrote {target.relative_to(ROOT)}")
        folder = TEMPLATES / f"mtglearn-{lang}"
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in template_files(lang).items():
            (folder / name).write_text(text, encoding="utf-8")
            print(f"wrote {(folder / name).relative_to(ROOT)}")
    for name, text in base_template_files().items():
        (TEMPLATES / "mtglearn" / name).write_text(text, encoding="utf-8")
        print(f"wrote {(TEMPLATES / 'mtglearn' / name).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
