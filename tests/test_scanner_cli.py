"""The `torch-pjrt` console script: its dispatcher (`torch_pjrt_cli`), the scanner binary it
execs without importing torch, the fallback entry point `torch_pjrt._native.scan_main`, and
`torch-pjrt doctor`. The scanner's own behaviour is tested in Rust (`cargo test -p
tpj-scanner`); this checks the wiring and the exit-code contract."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import torch_pjrt_cli as cli
from torch_pjrt import _native

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "crates" / "scanner" / "tests" / "fixtures"

needs_scanner = pytest.mark.skipif(
    not hasattr(_native, "scan_main"), reason="the native module does not bind scan_main yet"
)


# The console script pip (or maturin) installed next to this interpreter.
SCRIPT = Path(sys.executable).parent / "torch-pjrt"


def run_cli(*args, env=None):
    return subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, timeout=300, env=env)


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


def test_the_console_script_is_the_top_level_dispatcher():
    from importlib.metadata import entry_points

    (ep,) = [e for e in entry_points(group="console_scripts") if e.name == "torch-pjrt"]
    assert ep.value == "torch_pjrt_cli:main"
    assert SCRIPT.exists(), "the torch-pjrt console script is not installed (bash scripts/setup.sh)"


def test_scanner_binary_is_installed():
    exe = cli.scanner_binary()
    assert exe is not None, "torch_pjrt/_bin/torch-pjrt is missing: bash scripts/setup.sh builds it"
    p = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and p.stdout.startswith("torch-pjrt "), p.stderr


def test_scan_of_an_empty_folder_does_not_import_torch(tmp_path):
    # A `torch` that raises on import, first on the path: the scan must not need it.
    shim = tmp_path / "shim" / "torch"
    shim.mkdir(parents=True)
    (shim / "__init__.py").write_text('raise ImportError("torch was imported by `torch-pjrt scan`")\n')
    empty = tmp_path / "empty"
    empty.mkdir()
    env = dict(os.environ, PYTHONPATH=str(shim.parent))
    check = subprocess.run([sys.executable, "-c", "import torch"], capture_output=True, text=True, env=env)
    assert "torch was imported" in check.stderr, "the shim does not shadow torch"
    p = run_cli("scan", str(empty), env=env)
    assert p.returncode == 0, p.stderr
    assert "0 files scanned" in p.stdout
    assert p.stderr == ""


def test_both_index_forms_of_torch_device_are_found(tmp_path):
    src = tmp_path / "train.py"
    src.write_text(
        "import torch\n"
        "def setup(i):\n"
        "    a = torch.device('cuda', i)\n"
        "    b = torch.device('cuda', index=i)\n"
        "    c = torch.device(type='cuda', index=i + 1)\n"
        "    d = torch.device('cpu', index=0)\n"
    )
    p = run_cli("scan", str(src), "--format", "json", "--select", "TPJ002")
    assert p.returncode == 1, p.stderr
    found = [(f["line"], f["code"]) for f in json.loads(p.stdout)["findings"]]
    assert found == [(3, "TPJ002"), (4, "TPJ002"), (5, "TPJ002")]


def test_summary_only_prints_only_the_summary(tmp_path):
    full = run_cli("scan", str(FIXTURES / "TPJ002.py"))
    summary = run_cli("scan", str(FIXTURES / "TPJ002.py"), "--summary-only")
    assert full.returncode == summary.returncode == 1
    assert "TPJ002.py:5:6:" in full.stdout
    assert "TPJ002.py:5:6:" not in summary.stdout and "^^^" not in summary.stdout
    assert summary.stdout.startswith("Found ")
    assert summary.stdout in full.stdout


@pytest.mark.parametrize("args", [["scan", "--frobnicate", "."], ["scan", "/nonexistent/path"], ["doctor", "--nope"]])
def test_bad_input_is_a_message_and_exit_2(args):
    p = run_cli(*args)
    assert p.returncode == 2, (p.stdout, p.stderr)
    assert "torch-pjrt: error:" in p.stderr or "nonexistent" in p.stderr
    assert "Traceback" not in p.stderr


def test_doctor_reports_the_device_and_a_passing_self_test():
    p = run_cli("doctor")
    assert p.returncode == 0, p.stdout + p.stderr
    out = p.stdout
    for needle in ("torch ", "torch_pjrt", "plugin", "C API", "cache", "TORCH_PJRT_PLUGIN", "TORCH_PJRT_ACCELERATOR",
                   "self-test passed"):
        assert needle in out, f"{needle!r} missing from:\n{out}"
    assert "tpu:0" in out
    assert re.search(r"accelerator +\S+ \(torch's current; tpu is (not )?it", out), out
    assert out.count(" ok ") == 2, out


def test_doctor_fails_without_a_plugin(tmp_path):
    env = dict(os.environ, TORCH_PJRT_PLUGIN=str(tmp_path / "no_such_plugin.so"))
    p = run_cli("doctor", env=env)
    assert p.returncode == 1, p.stdout + p.stderr
    assert "not loaded" in p.stdout and "self-test" in p.stdout
    assert "Traceback" not in p.stderr
