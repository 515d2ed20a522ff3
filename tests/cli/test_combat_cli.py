"""``python -m mtglearn resolve`` on combat scenarios, as a user runs it."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.cli import run_cli as run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = (
    ROOT / "mtglearn" / "data" / "scenarios" / "double_strike_case4_trample_half_toughness.json"
)


def test_json_prints_only_the_outcome() -> None:
    done = run("resolve", str(EXAMPLE), "--json")
    assert done.returncode == 0
    outcome = json.loads(done.stdout)
    assert outcome["kind"] == "combat"
    assert outcome["life"]["P2"] == 19


def test_french_narration() -> None:
    done = run("resolve", str(EXAMPLE), "--lang", "fr")
    assert done.returncode == 0
    assert "double initiative" in done.stdout
    assert "piétinement" not in done.stdout or "blessures" in done.stdout
    assert "blessures" in done.stdout and "damage" not in done.stdout


def test_bad_file_exits_2_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "players": [{"name": "P1"}, {"name": "P2"}],
                "creatures": [{"id": "A", "controller": "P1", "power": "3", "toughness": 3}],
                "attacks": {"A": "P2"},
            }
        ),
        encoding="utf-8",
    )
    for lang in ("en", "fr"):
        done = run("resolve", str(bad), "--lang", lang)
        assert done.returncode == 2
        assert done.stdout == ""
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1
        assert "creatures[0].power" in lines[0]
        assert "Traceback" not in done.stderr
