"""torch.distributed on device tensors: the c10d backend "pjrt", two ranks on loopback.

Each test runs a worker script from tests/dist/ under torchrun; the workers compare
what they compute with the same computation on CPU tensors (gloo) or in one process.
"""

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKERS = ROOT / "tests" / "dist"


def torchrun(script, *args, nproc=2, env=None, timeout=420):
    """Runs tests/dist/<script> on `nproc` local ranks; returns (returncode, output)."""
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={nproc}",
           str(WORKERS / script), *map(str, args)]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                         env={**os.environ, **(env or {})}, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        pytest.fail(f"{script} hung (killed after {timeout}s):\n{out[-4000:]}")
    return p.returncode, out


def reports(out, pattern):
    """The ranks' report lines matching `pattern` (ranks print concurrently: lines may share a line)."""
    return re.findall(pattern, out)


def test_every_collective_matches_gloo_on_cpu_tensors():
    rc, out = torchrun("collectives.py")
    fails = reports(out, r"rank \d: FAIL [^\n]*")
    assert rc == 0 and not fails, "\n".join(fails) or out[-4000:]
    assert sorted(reports(out, r"rank (\d): 240 checked, 0 failed")) == ["0", "1"], out[-4000:]
