"""The sweep driver survives a worker that crashes or hangs: the case is recorded, the run goes on;
`--kinds` selects the compiled kind like the eager ones."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.torch_independent  # the sweep's crash and timeout recording: once per CI run
def test_crash_and_timeout_are_recorded_and_the_sweep_goes_on(tmp_path):
    results, report = tmp_path / "results.jsonl", tmp_path / "report.json"
    env = dict(os.environ, TORCH_PJRT_CONFORMANCE_FAULT="crash=abs,hang=add")
    proc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "conformance.py"), "--ops", "abs", "--ops", "add",
         "--ops", "acos", "--kinds", "forward,compiled", "--dtypes", "float32", "--workers", "1", "--timeout", "5",
         "--results", str(results), "--report", str(report), "--no-write"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=600,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr  # crashes and timeouts make it exit 1
    got = {(r["op"], r["kind"]): r for r in map(json.loads, results.read_text().splitlines())}
    assert len(got) == 6, sorted(got)
    for kind in ("forward", "compiled"):
        assert got["abs", kind]["status"] == "crash" and "SIGSEGV" in got["abs", kind]["message"]
        assert got["add", kind]["status"] == "timeout"
        assert got["acos", kind]["status"] == "pass", got["acos", kind]
    doc = json.loads(report.read_text())
    assert doc["totals"]["crashes"] == 2 and doc["totals"]["timeouts"] == 2
    assert doc["entries"]["acos"]["float32"]["status"] == "pass"
    assert doc["entries"]["acos"]["compiled"]["status"] == "pass"
    assert doc["entries"]["abs"]["compiled"]["status"] == "crash"
    assert doc["totals"]["compiled"] == {"pass": 1, "entries": 3, "rate": 33.3}
