"""Serve the workshop's dashboards with Voilà (what ``make workshop`` runs).

    python scripts/serve_workshop.py --lang fr --host 0.0.0.0 --port 8866

Prints the address students open, then runs Voilà with the course's template, culling of
closed pages' kernels and a preheated kernel pool (see ``mtglearn/teach/workshop/serve.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mtglearn.teach.workshop.serve import main

if __name__ == "__main__":
    sys.exit(main())
