"""Every rule number the package can print exists in the Comprehensive Rules of April 17, 2026.

The package prints rule numbers from its catalog (narration, errors, tables), from the ``rule``
fields of the events it records, and from the docstrings readers see with ``help()``. All of them
live in the package's source and catalog files, which this test reads whole, with the documents
of ``docs/`` (the scenario format and its JSON Schema cite rules too): a number such as
``702.7c`` or ``118.12a`` anywhere in them must be a rule of the reference text. The only other
numbers are the 2003–2009 rule numbers quoted on purpose, each with a source that attests it:
those of the Legions history notes (``mtglearn.door.legions.HISTORY``, ``old_rule``) and those
of the older eras' rules (``mtglearn.rules.combat.eras.HISTORICAL``, from ``SOURCES``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtglearn.door.legions import HISTORY
from mtglearn.rules.combat.eras import HISTORICAL, SOURCES

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mtglearn"
DOCS = ROOT / "docs"
#: The rule numbers of the April 17, 2026 text, written by ``scripts/cr_rule_numbers.py`` from
#: the Comprehensive Rules text of April 17, 2026, so the check runs in any clone.
RULE_NUMBERS = ROOT / "tests" / "data" / "cr-2026-04-17-rules.txt"

#: A rule number: three digits, a dot, a number, maybe a letter (``510.1``, ``702.19b``).
# A rule number, not part of a longer dotted number (an address such as 192.168.1.20).
CITATION = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d]|\.\d)")


def citations() -> dict[str, list[str]]:
    """Rule number → the package files and documents citing it."""
    found: dict[str, list[str]] = {}
    for path in sorted([*PACKAGE.rglob("*"), *DOCS.rglob("*")]):
        if path.suffix not in (".py", ".toml", ".json", ".md"):
            continue
        for number in set(CITATION.findall(path.read_text(encoding="utf-8"))):
            found.setdefault(number, []).append(str(path.relative_to(ROOT)))
    return found


@pytest.fixture(scope="module")
def reference() -> set[str]:
    return set(RULE_NUMBERS.read_text(encoding="utf-8").split())


def test_every_cited_rule_exists_in_the_april_2026_rules(reference: set[str]) -> None:
    historical = {note.old_rule for note in HISTORY if note.old_rule} | HISTORICAL
    unknown = {
        number: files
        for number, files in citations().items()
        if number not in reference and number not in historical
    }
    assert unknown == {}


def test_the_check_reads_the_reference_and_sees_a_wrong_number(reference: set[str]) -> None:
    """The check can fail: 702.7c and 118.12a exist, 702.7z and 118.99 do not."""
    assert {"702.7c", "118.12a", "805.10a", "800.4e", "301.5c"} <= reference
    assert "702.7z" not in reference and "118.99" not in reference
    assert CITATION.findall("(510.4, 702.7b); 1.5 and 2026.04") == ["510.4", "702.7b"]
    assert CITATION.findall("http://192.168.1.20:8866/ and 127.0.0.1 (510.4).") == ["510.4"]


def test_every_historical_number_has_a_source_that_attests_it() -> None:
    """An older era's rule number is never invented: each one the package may print is listed
    by a source (its title and address) among ``eras.SOURCES``, and a number that no source
    lists — such as 502.28z — is not allowed."""
    attested = {number for source in SOURCES.values() for number in source.rules}
    assert attested >= HISTORICAL
    assert {"502.28b", "310.4a", "310.4c", "502.68a", "502.63"} <= HISTORICAL
    assert "502.28z" not in HISTORICAL
    for source in SOURCES.values():
        assert source.title and source.where and source.quote, source.key
