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
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, NoReturn

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import LANGS, Lang, quote, t
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


#: What argparse says (in English) → the catalog's words for it, with the parts it names.
_ARGPARSE: Final = (
    (re.compile(r"the following arguments are required: (?P<names>.+)"), "cli.argparse.required"),
    (
        # The sub-command's slot: argparse names it by its ``dest``, an English word.
        re.compile(r"argument command: invalid choice: (?P<value>\S+) \(choose from "
                   r"(?P<allowed>.+)\)"),
        "cli.argparse.command_choice",
    ),
    (
        re.compile(r"argument (?P<name>\S+): invalid choice: (?P<value>\S+) \(choose from "
                   r"(?P<allowed>.+)\)"),
        "cli.argparse.choice",
    ),
    (re.compile(r"unrecognized arguments: (?P<names>.+)"), "cli.argparse.unrecognized"),
    (re.compile(r"argument (?P<name>\S+): expected one argument"), "cli.argparse.one_value"),
)  # fmt: skip


class _Parser(argparse.ArgumentParser):
    """argparse speaking the reader's language: its usage line, group titles, ``--help`` line
    and errors come from the catalog (« utilisation : », « arguments obligatoires manquants »),
    so no English frame is left around the French help."""

    def __init__(self, *args: Any, lang: Lang = "en", **kwargs: Any) -> None:
        self.lang = lang
        kwargs.setdefault("formatter_class", _formatter(lang))
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = _title("cli.positionals", lang)
        self._optionals.title = _title("cli.options", lang)
        self.add_argument("-h", "--help", action="help", help=t("cli.help_help", lang))

    def error(self, message: str) -> NoReturn:
        for pattern, key in _ARGPARSE:
            found = pattern.fullmatch(message)
            if found:
                # argparse quotes the Python way ('de'): the reader's language quotes its own.
                parts = {k: v.replace("'", "") for k, v in found.groupdict().items()}
                if "value" in parts:
                    parts["value"] = quote(parts["value"], self.lang)
                message = t(key, self.lang, **parts)
                break
        else:
            message = t("cli.argparse.other", self.lang, message=message)
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, t("cli.error_line", self.lang, message=message) + "\n")


def _title(key: str, lang: Lang) -> str:
    """A group title: argparse puts a colon right after it, so French ends it with the
    no-break space that French typography puts before a colon."""
    return t(key, lang) + ("\u00a0" if lang == "fr" else "")


def _formatter(lang: Lang) -> type[argparse.HelpFormatter]:
    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: Any = None) -> None:
            shown = t("cli.usage", lang) if prefix is None else prefix
            super().add_usage(usage, actions, groups, shown)

    return Formatter


def _parser(lang: Lang) -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m mtglearn", description=t("cli.description", lang), lang=lang)
    # --lang before the command too (``--lang fr --help``); a command's own --lang wins.
    parser.add_argument("--lang", choices=LANGS, default="en", help=t("cli.lang_help", lang))
    sub = parser.add_subparsers(
        dest="command", required=True, title=_title("cli.positionals", lang)
    )
    resolve = sub.add_parser("resolve", help=t("cli.resolve_help", lang), lang=lang)
    resolve.add_argument("file", type=Path, help=t("cli.file_help", lang))
    resolve.add_argument("--json", action="store_true", help=t("cli.json_help", lang))
    explain = sub.add_parser("explain", help=t("cli.explain_help", lang), lang=lang)
    explain.add_argument("file", type=Path, help=t("cli.file_help", lang))
    examples = sub.add_parser("examples", help=t("cli.examples_help", lang), lang=lang)
    for command in (resolve, explain, examples):
        command.add_argument(
            "--lang", choices=LANGS, default=argparse.SUPPRESS, help=t("cli.lang_help", lang)
        )
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
    from mtglearn.words.block_explainer import explain_blocks

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
