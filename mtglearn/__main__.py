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
from importlib import resources
from pathlib import Path

from mtglearn.errors import ScenarioError
from mtglearn.i18n import LANGS, Lang, t
from mtglearn.scenario import kind_of, narrate, resolve_scenario
from mtglearn.validate import MAX_BYTES, MAX_DEPTH, depth_within

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


def example_files() -> list[str]:
    """Names of the example scenarios shipped in ``mtglearn/data/scenarios``."""
    folder = resources.files("mtglearn.data") / "scenarios"
    return sorted(e.name for e in folder.iterdir() if e.name.endswith(".json"))


def read_scenario(path: Path, lang: Lang) -> object:
    """The JSON in ``path`` (or in the shipped example of that name)."""
    shipped = resources.files("mtglearn.data") / "scenarios" / path.name
    source = path if path.exists() or not shipped.is_file() else shipped
    try:
        with source.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(
            "error.unreadable", str(path), lang, reason=exc.__class__.__name__
        ) from None
    if len(raw) > MAX_BYTES:
        raise ScenarioError("error.too_large", str(path), lang, limit=MAX_BYTES)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"{path}:{exc.lineno}:{exc.colno}"
        raise ScenarioError("error.bad_json", where, lang, reason=exc.msg) from None
    except RecursionError:
        raise ScenarioError("error.too_deep", str(path), lang, limit=MAX_DEPTH) from None
    depth_within(data, lang)
    return data


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    args = _parser(_lang_from(args_list)).parse_args(args_list)
    lang: Lang = args.lang
    if args.command == "examples":
        _emit("\n".join(example_files()))
        return 0
    if args.command == "explain":
        return _explain(args.file, lang)
    try:
        data = read_scenario(args.file, lang)
        outcome = resolve_scenario(data, lang)  # type: ignore[arg-type]
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
    from mtglearn.validate import obj

    try:
        data = obj(read_scenario(path, lang), "scenario", lang)
        kind = kind_of(data, lang)
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
