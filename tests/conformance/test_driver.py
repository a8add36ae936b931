"""The sweep driver survives a worker that crashes or hangs: the case is recorded, the run goes on."""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_crash_and_timeout_are_recorded_and_the_sweep_goes_on(tmp_path):
    results, report = tmp_path / "results.jsonl", tmp_path / "report.json"
    env = dict(os.environ, TORCH_PJRT_CONFORMANCE_FAULT="crash=abs,hang=add")
    proc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "conformance.py"), "--ops", "abs", "--ops", "add",
         "--ops", "acos", "--kinds", "forward", "--dtypes", "float32", "--workers", "1", "--timeout", "5",
         "--results", str(results), "--report", str(report), "--no-write"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=600,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr  # crashes and timeouts make it exit 1
    got = {json.loads(line)["op"]: json.loads(line) for line in results.read_text().splitlines()}
    assert got["abs"]["status"] == "crash" and "SIGSEGV" in got["abs"]["message"]
    assert got["add"]["status"] == "timeout"
    assert got["acos"]["status"] == "pass", got["acos"]
    doc = json.loads(report.read_text())
    assert doc["totals"]["crashes"] == 1 and doc["totals"]["timeouts"] == 1
    assert doc["entries"]["acos"]["float32"]["status"] == "pass"
    assert doc["entries"]["abs"]["float32"]["status"] == "crash"
