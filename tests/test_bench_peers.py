"""bench/peers/run.py keeps working: one workload under native eager and our eager, two
steps each in fresh processes, losses checked against each other. No timing is asserted."""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_side_by_side_bench_runs_ours_against_native(tmp_path):
    cmd = [sys.executable, os.path.join(ROOT, "bench", "peers", "run.py"), "--workloads", "mlp",
           "--modes", "native_eager,ours_eager", "--rounds", "1", "--warmup", "0", "--blocks", "1", "--block", "1"]
    # TMPDIR: the results folder (no --save) and the children's compile caches stay in tmp_path.
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=ROOT, env=dict(os.environ, TMPDIR=str(tmp_path)))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    res = json.loads((tmp_path / "torch_pjrt_bench" / "peers.json").read_text())
    cells = res["cells"]["mlp"]
    for mode in ("native_eager", "ours_eager"):
        assert cells[mode]["losses_match"] and cells[mode]["steps_checked"] == 2, cells[mode]
        assert cells[mode]["median"] > 0 and cells[mode]["peak_rss_mb"] > 0
    assert "| MLP 784-1024-1024-10" in (tmp_path / "torch_pjrt_bench" / "peers.md").read_text()
