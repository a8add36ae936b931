"""The README's main job (scripts/train.sh runs examples/train_transformer.py):
a short run, eager and with --compile, in strict mode, must finish, fall back to
the CPU for nothing, and track native CPU's losses."""

import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..")


@pytest.mark.parametrize("extra", [[], ["--compile"]], ids=["eager", "compile"])
def test_main_job_trains_and_tracks_cpu(extra, tmp_path):
    env = dict(os.environ, TORCH_PJRT_STRICT="1", TORCH_PJRT_CACHE_DIR=str(tmp_path))
    cmd = [sys.executable, os.path.join(ROOT, "examples", "train_transformer.py"), "--steps", "8", "--log-every", "4",
           "--batch", "4", "--ctx", "16", *extra]
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]
    out = r.stdout
    assert re.search(r"\[tpu:0\] step    8/8  loss \d+\.\d+", out), out
    assert re.search(r", 0 CPU fallbacks; load \d+\.\d", out), out
    diff = float(re.search(r"max relative loss difference over 8 steps: ([0-9.e+-]+)", out).group(1))
    assert diff < 1e-4, out
    assert re.search(r"throughput: tpu:0 \d+ tokens/s, native cpu \d+ tokens/s \(ratio [0-9.]+x; after the first step", out), out
    assert re.search(r"at the end of each run: tpu:0 load \d+\.\d.*; cpu load \d+\.\d", out), out
