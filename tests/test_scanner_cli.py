"""`torch-pjrt scan` through the Python package: the console script's dispatcher and the
native entry point `torch_pjrt._native.scan_main`. The scanner's own behaviour is tested in
Rust (`cargo test -p tpj-scanner`); this checks the wiring and the exit-code contract."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from torch_pjrt import _native
from torch_pjrt import cli

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "crates" / "scanner" / "tests" / "fixtures"

needs_scanner = pytest.mark.skipif(
    not hasattr(_native, "scan_main"), reason="the native module does not bind scan_main yet"
)


def run_cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "torch_pjrt.cli", *args], capture_output=True, text=True, timeout=300
    )


def test_help_lists_scan(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["--help"])
    assert e.value.code == 0
    assert "scan" in capsys.readouterr().out


def test_no_command_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main([])
    assert e.value.code == 2
    assert "usage: torch-pjrt" in capsys.readouterr().err


def test_unknown_command(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["frobnicate"])
    assert e.value.code == 2
    assert "unknown command `frobnicate`" in capsys.readouterr().err


@needs_scanner
def test_scan_main_returns_the_exit_code(tmp_path):
    clean = tmp_path / "clean.py"
    clean.write_text("import torch\nx = torch.ones(2)\n")
    assert _native.scan_main(["scan", str(clean), "--format", "json", "-o", str(tmp_path / "r.json")]) == 0
    assert _native.scan_main(["scan", str(FIXTURES / "TPJ003.py"), "-o", str(tmp_path / "r.txt")]) == 1
    assert _native.scan_main(["scan", str(tmp_path / "missing.py"), "-o", str(tmp_path / "r2.txt")]) == 2


@needs_scanner
def test_console_script_scans_and_exits_with_its_code(tmp_path):
    p = run_cli("scan", str(FIXTURES / "TPJ104.py"), "--format", "json")
    assert p.returncode == 1, p.stderr
    report = json.loads(p.stdout)
    assert report["summary"]["by_rule"] == {"TPJ104": 3}
    p = run_cli("scan", str(tmp_path / "nope"))
    assert p.returncode == 2
    assert "nope" in p.stderr


@needs_scanner
def test_notebooks_and_sarif(tmp_path):
    out = tmp_path / "r.sarif"
    p = run_cli("scan", str(FIXTURES / "notebook"), "--format", "sarif", "-o", str(out))
    assert p.returncode == 1, p.stderr
    sarif = json.loads(out.read_text())
    assert sarif["version"] == "2.1.0"
    assert {r["ruleId"] for r in sarif["runs"][0]["results"]} == {"TPJ001", "TPJ003", "TPJ104"}
