"""Command line: ``python -m mtglearn resolve FILE.json [--json] [--lang en|fr]`` and
``python -m mtglearn explain FILE.json [--lang en|fr]`` (is the declaration of blockers of a
combat scenario legal? one line per check, 509.1; exit 0 when legal, 1 when illegal).

A scenario that is not valid prints one line on stderr, naming the field and what is allowed,
and exits with status 2; there is never a traceback for bad input.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import LANGS, Lang, t
from mtglearn.door.scenario import examples, narrate, read, resolve_scenario, scenario_kind

EXIT_BAD_INPUT = 2
EXIT_ILLEGAL_BLOCKS = 1


def _lang_from(argv: Sequence[str]) -> Lang:
    """The ``--lang`` given on the command line (before parsing, so help speaks it too)."""
    for i, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        if value in LANGS:
            return value
    return "en"


def _parser(lang: Lang) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m mtglearn", description=t("cli.description", lang)
    )
    sub = parser.add_subparsers(dest="command", required=True)
    resolve = sub.add_parser("resolve", help=t("cli.resolve_help", lang))
    resolve.add_argument("file", type=Path)
    resolve.add_argument("--json", action="store_true")
    resolve.add_argument("--lang", choices=LANGS, default="en")
    explain = sub.add_parser("explain", help=t("cli.explain_help", lang))
    explain.add_argument("file", type=Path)
    explain.add_argument("--lang", choices=LANGS, default="en")
    examples = sub.add_parser("examples", help=t("cli.examples_help", lang))
    examples.add_argument("--lang", choices=LANGS, default="en")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    args = _parser(_lang_from(args_list)).parse_args(args_list)
    lang: Lang = args.lang
    if args.command == "examples":
        _emit("\n".join(examples()))
        return 0
    if args.command == "explain":
        return _explain(args.file, lang)
    try:
        outcome = resolve_scenario(read(args.file, lang), lang)
    except ScenarioError as error:
        print(t("cli.error_line", lang, message=error.message(lang)), file=sys.stderr)
        return EXIT_BAD_INPUT
    text = (
        json.dumps(outcome, ensure_ascii=False, indent=2)
        if args.json
        else "\n".join(narrate(outcome, lang))
    )
    _emit(text)
    return 0


def _emit(text: str) -> None:
    """Print ``text``; a reader that closed the pipe early (``| head``) is not an error."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        # Point stdout at devnull so the interpreter's final flush does not complain either.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115


def _explain(path: Path, lang: Lang) -> int:
    """``explain``: the block-legality explainer (509.1) on a combat scenario."""
    from mtglearn.rules.combat.block_explainer import explain_blocks

    try:
        data = read(path, lang)
        kind = scenario_kind(data, lang)
        if kind != "combat":
            # explain checks a declaration of blockers (509.1): only combats have one.
            raise ScenarioError("cli.explain_not_combat", "kind", lang, value=kind)
        verdict = explain_blocks(data, None, lang)
    except ScenarioError as error:
        print(t("cli.error_line", lang, message=error.message(lang)), file=sys.stderr)
        return EXIT_BAD_INPUT
    _emit("\n".join(verdict.lines()))
    return 0 if verdict.legal else EXIT_ILLEGAL_BLOCKS


if __name__ == "__main__":
    sys.exit(main())
