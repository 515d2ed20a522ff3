"""The package as a user meets it: a light import, the command line, clear errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

import mtglearn
from mtglearn.base.i18n import french_typography
from tests.support.cli import run_cli, run_process


def test_import_mtglearn_stays_light() -> None:
    code = (
        "import sys, mtglearn; "
        "print(sorted(m for m in ('pandas', 'matplotlib', 'ipywidgets') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_unknown_kind_is_refused_naming_the_field_in_the_chosen_language() -> None:
    with pytest.raises(mtglearn.ScenarioError) as info:
        mtglearn.resolve_scenario({"kind": "draft"}, "fr")
    assert info.value.field == "kind"
    assert "valeurs permises" in str(info.value) and "combat" in str(info.value)
    assert "allowed" in info.value.message("en")


def test_a_scenario_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(mtglearn.ScenarioError, match="JSON object"):
        mtglearn.resolve_scenario([1, 2], "en")


def test_missing_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = run_cli("resolve", str(tmp_path / "nope.json"), "--lang", "fr")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith("erreur")


def test_invalid_json_names_the_line_and_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "combat",,}', encoding="utf-8")
    result = run_cli("resolve", str(bad))
    assert result.returncode == 2
    assert "bad.json: not valid JSON" in result.stderr and "line 1, column" in result.stderr
    assert "Traceback" not in result.stderr


def test_unknown_kind_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"kind": "draft"}', encoding="utf-8")
    result = run_cli("resolve", str(path), "--lang", "fr")
    assert result.returncode == 2
    assert result.stderr.strip() == french_typography(
        "erreur : type de scénario « draft » inconnu ; valeurs permises : "
        + ", ".join(mtglearn.door.scenario.KINDS)
        + " (champ kind)"
    )


def test_examples_lists_the_shipped_scenarios() -> None:
    result = run_cli("examples")
    assert result.returncode == 0
    names = result.stdout.split()
    assert all(name.endswith(".json") for name in names)
    kinds = {mtglearn.door.scenario.scenario_kind(shipped(name), "en") for name in names}
    assert kinds == set(mtglearn.door.scenario.KINDS), "every kind has a shipped example"


def shipped(name: str) -> dict[str, object]:
    folder = resources.files("mtglearn.data") / "scenarios"
    return json.loads((folder / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_shipped_example_resolves_and_narrates_from_the_command_line(lang: str) -> None:
    for name in run_cli("examples").stdout.split():
        text = run_cli("resolve", f"mtglearn/data/scenarios/{name}", "--lang", lang)
        assert text.returncode == 0 and text.stdout.strip(), name
        as_json = run_cli("resolve", f"mtglearn/data/scenarios/{name}", "--json")
        outcome = json.loads(as_json.stdout)
        assert outcome == mtglearn.resolve_scenario(shipped(name))
        assert outcome["kind"] == mtglearn.door.scenario.scenario_kind(shipped(name), "en")


def test_a_reader_closing_the_pipe_early_gets_no_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`python -m mtglearn ... | head -1`: writing to a closed pipe is not an error."""
    from mtglearn.__main__ import _emit

    read_end, write_end = os.pipe()
    os.close(read_end)
    with open(write_end, "w") as closed_pipe:
        monkeypatch.setattr(sys, "stdout", closed_pipe)
        _emit("x" * 200_000)  # more than a pipe buffer: the write really fails


def test_the_command_line_runs_as_a_user_runs_it(tmp_path: Path) -> None:
    """One smoke test in a real process (the others run the same ``main`` in this one):
    ``python -m mtglearn`` resolves a shipped example, narrates it in French, and refuses a bad
    file in one line with exit status 2."""
    name = "crypt_champion_unblocked.json"
    as_json = run_process("resolve", f"mtglearn/data/scenarios/{name}", "--json")
    assert as_json.returncode == 0
    assert json.loads(as_json.stdout) == mtglearn.resolve_scenario(shipped(name))
    told = run_process("resolve", f"mtglearn/data/scenarios/{name}", "--lang", "fr")
    assert told.returncode == 0 and "blessures" in told.stdout
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "nope"}', encoding="utf-8")
    refused = run_process("resolve", str(bad))
    assert refused.returncode == 2 and refused.stdout == ""
    assert len(refused.stderr.strip().splitlines()) == 1 and "Traceback" not in refused.stderr
