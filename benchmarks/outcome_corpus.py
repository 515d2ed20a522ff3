"""A corpus of scenarios and their outcomes, to check that a speed change changes no outcome.

Not a benchmark (``make bench`` does not run it) and not a test: a tool for speed work. Before
touching the engine, ``build`` resolves every scenario of the corpus with the current code and
writes each outcome (``resolve_scenario``'s dict as JSON, or the error's message) to ``FILE``;
after each change, ``check`` resolves them again and compares byte for byte.

The corpus: every shipped example in English and in French, and grids of 1-versus-1,
unblocked and double-block combats over power, toughness and keyword combinations. Larger
corpora (the scenarios the test suite resolves, recorded by a pytest plugin) can be added
with ``--extra PICKLE`` (a pickle stream of ``(data, lang)`` pairs).

Run: .venv/bin/python benchmarks/outcome_corpus.py build /tmp/outcomes.json
     .venv/bin/python benchmarks/outcome_corpus.py check /tmp/outcomes.json
"""

from __future__ import annotations

import argparse
import itertools
import json
import pickle
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# Check this checkout's code, whatever package the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn import ScenarioError, examples, resolve_scenario, set_lang
from mtglearn.door.scenario import read

KEYWORDS = (
    "first strike",
    "double strike",
    "trample",
    "deathtouch",
    "lifelink",
    "indestructible",
    "infect",
    "wither",
    "vigilance",
    "flying",
    "reach",
    "menace",
    "protection from red",
    "bushido 1",
    "flanking",
    "rampage 1",
    "exalted",
    "afflict 2",
    "toxic 1",
    "defender",
)
DAMAGE = ("first strike", "double strike", "trample", "deathtouch", "lifelink", "infect", "wither")


def _creature(cid: str, controller: str, power: int, toughness: int, words: list[str]) -> Any:
    return {
        "id": cid,
        "controller": controller,
        "power": power,
        "toughness": toughness,
        "keywords": words,
    }


def grid() -> Iterator[dict[str, Any]]:
    """1-versus-1 blocks, unblocked attackers and double blocks."""
    attackers = [
        [],
        *([k] for k in KEYWORDS),
        *(list(p) for p in itertools.combinations(DAMAGE, 2)),
    ]
    blockers = [[], *([k] for k in KEYWORDS)]
    players = ["P1", "P2"]
    for ap, at, bp, bt in itertools.product(range(5), range(1, 5), range(4), range(1, 4)):
        for words in attackers[:: 1 if (ap + at + bp + bt) % 4 == 0 else 5]:
            for others in blockers[:: 1 if (ap * bt) % 3 == 0 else 4]:
                yield {
                    "players": players,
                    "creatures": [
                        _creature("A", "P1", ap, at, words),
                        _creature("B", "P2", bp, bt, others),
                    ],
                    "attacks": {"A": "P2"},
                    "blocks": {"B": "A"},
                }
    for ap, at in itertools.product(range(6), range(1, 4)):
        for words in attackers:
            alone = _creature("A", "P1", ap, at, words)
            yield {"players": players, "creatures": [alone], "attacks": {"A": "P2"}}
            first = ["first strike"] if at == 2 else []
            yield {
                "players": players,
                "creatures": [
                    alone,
                    _creature("B", "P2", 1, ap % 3 + 1, []),
                    _creature("C", "P2", 2, 2, first),
                ],
                "attacks": {"A": "P2"},
                "blocks": {"B": "A", "C": "A"},
            }


def corpus(extra: list[Path]) -> list[tuple[Any, str | None]]:
    out: list[tuple[Any, str | None]] = []
    for name in examples():
        data = read(name)
        out += [(data, "en"), (data, "fr")]
    out += [(data, "en") for data in grid()]
    for path in extra:
        with path.open("rb") as handle:
            while True:
                try:
                    out.append(pickle.load(handle))
                except EOFError:
                    break
    return out


def outcome(data: Any, lang: str | None) -> str:
    set_lang("en")
    try:
        return json.dumps(resolve_scenario(data, lang), ensure_ascii=False)
    except ScenarioError as exc:
        return f"ScenarioError {exc}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("build", "check"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--extra", type=Path, action="append", default=[])
    args = parser.parse_args()
    scenarios = corpus(args.extra)
    if args.action == "build":
        outcomes = [outcome(data, lang) for data, lang in scenarios]
        args.file.write_text(json.dumps(outcomes, ensure_ascii=False), encoding="utf-8")
        print(f"{len(outcomes)} outcomes written to {args.file}")
        return
    wanted = json.loads(args.file.read_text(encoding="utf-8"))
    if len(wanted) != len(scenarios):
        sys.exit(f"{args.file} has {len(wanted)} outcomes for {len(scenarios)} scenarios")
    differ = 0
    for (data, lang), want in zip(scenarios, wanted, strict=True):
        got = outcome(data, lang)
        if got != want:
            differ += 1
            if differ <= 3:
                print(f"differs: {json.dumps(data)[:300]} ({lang})")
                print(f"  was {want[:300]}\n  now {got[:300]}")
    print(f"{len(scenarios)} scenarios replayed, {differ} outcomes differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
