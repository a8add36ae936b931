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

from helpers import DEV

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
    """The ranks' report lines matching `pattern` (ranks print concurrently: reports may share a line)."""
    return re.findall(pattern, re.sub(r"(?<!^)(?<!\n)(rank \d+(?:/\d+)?: )", r"\n\1", out))


def assert_both_ranks_passed(script, checks):
    """Runs a worker that prints "rank R: N checked, F failed" and a FAIL line per failure."""
    rc, out = torchrun(script)
    fails = reports(out, r"rank \d: FAIL [^\n]*")
    assert rc == 0 and not fails, "\n".join(fails) or out[-4000:]
    assert sorted(reports(out, rf"rank (\d): {checks} checked, 0 failed")) == ["0", "1"], out[-4000:]


def test_every_collective_matches_gloo_on_cpu_tensors():
    assert_both_ranks_passed("collectives.py", 257)


@pytest.mark.parametrize("accelerator", ["auto", "1"])
def test_a_cpu_only_program_is_unaffected(accelerator):
    # auto: the XLA CPU plugin leaves torch's own accelerator; 1: tpu is the accelerator (as on a
    # TPU) and init_process_group() with no backend still serves CPU tensors.
    rc, out = torchrun("cpu_only.py", env={"TORCH_PJRT_ACCELERATOR": accelerator})
    assert rc == 0 and sorted(reports(out, r"rank (\d): cpu-only ok")) == ["0", "1"], out[-4000:]


def test_dtensor_placements_redistributions_and_sharded_ops_match_cpu():
    assert_both_ranks_passed("dtensor.py", 25)


def test_ddp_and_fsdp2_options_match_the_same_run_on_cpu_tensors():
    """no_sync, find_unused_parameters, a comm hook, static_graph, gradient_as_bucket_view,
    FSDP2's bf16 mixed precision policy, and monitored_barrier; in strict mode."""
    assert_both_ranks_passed("features.py", 6)


EXAMPLE = ROOT / "examples" / "train_distributed.py"


@pytest.mark.parametrize("args", [
    ["--mode", "ddp"],
    # Buckets of 1 MB on a 1.6 MB model: Dynamo's DDP optimizer splits the graph at their boundary.
    ["--mode", "ddp", "--compile", "--width", "128", "--bucket-mb", "1"],
    ["--mode", "fsdp"],
    ["--mode", "fsdp", "--compile"],
], ids=["ddp", "ddp-compiled", "fsdp2", "fsdp2-compiled"])
def test_data_parallel_training_tracks_one_process(args):
    """The README's GPT on 2 ranks, 20 steps, against one process on the whole global batch
    (rank 0's second device), in strict mode: no CPU fallback anywhere."""
    rc, out = torchrun(os.path.relpath(EXAMPLE, WORKERS), *args, "--check", env={"TORCH_PJRT_STRICT": "1"})
    diff = reports(out, r"max relative loss difference over 20 steps: (\S+)")
    assert rc == 0 and diff, out[-4000:]
    assert float(diff[0]) < 1e-5, out[-4000:]
    assert reports(out, r"; 0 CPU fallbacks"), out[-4000:]
    if "--compile" in args:
        graphs = reports(out, r"(\d+) graphs compiled, 0 run eagerly")
        assert graphs and int(graphs[0]) >= (4 if "ddp" in args else 1), out[-4000:]


def test_checkpoint_saved_on_two_ranks_loads_on_one_and_back(tmp_path):
    a, b = tmp_path / "A", tmp_path / "B"
    rc, out = torchrun(os.path.relpath(EXAMPLE, WORKERS), "--mode", "fsdp", "--save", a)
    assert rc == 0 and reports(out, r"saved "), out[-4000:]
    rc, out = torchrun("reshard.py", a, b, nproc=1)
    assert rc == 0 and reports(out, r"rank 0/1: loaded \S+: 29 tensors, max abs difference 0.0"), out[-4000:]
    rc, out = torchrun("reshard.py", b)
    assert rc == 0, out[-4000:]
    assert sorted(reports(out, r"rank (\d)/2: loaded \S+: 29 tensors, max abs difference 0.0")) == ["0", "1"], out[-4000:]


@pytest.mark.parametrize("case,survivors,says", [
    ("shapes", 2, "Detected mismatch between collectives"),
    ("dtypes", 2, "Detected mismatch between collectives"),
    ("ops", 2, "Detected mismatch between collectives"),
    ("rank_exits", 1, "Monitored Barrier"),
    ("rank_absent", 1, "Ranks 1 failed to pass monitoredBarrier"),
    ("wrong_device", 2, "No backend type associated with device type"),
])
def test_faults_raise_on_every_surviving_rank(case, survivors, says):
    """Never a hang, an abort or a silent wrong sum: a RuntimeError within the group's timeout (10 s)."""
    rc, out = torchrun("faults.py", case, timeout=120)
    raised = reports(out, r"rank (\d): raised RuntimeError after (\S+) s: ([^\n]*)")
    assert len(raised) == survivors and all(says in msg for _, _, msg in raised), out[-4000:]
    assert all(float(t) <= 12.0 for _, t, _ in raised), raised
    assert len(reports(out, r"rank \d: still running")) == survivors, out[-4000:]


def test_missing_master_addr_is_a_clear_error():
    code = "import torch, torch.distributed as dist, torch_pjrt; dist.init_process_group(rank=0, world_size=2)"
    env = {k: v for k, v in os.environ.items() if k not in ("MASTER_ADDR", "MASTER_PORT")}
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
    assert p.returncode != 0 and "MASTER_ADDR" in p.stderr and "ValueError" in p.stderr, p.stderr[-3000:]


def test_hugging_face_trainer_on_two_ranks_tracks_one(tmp_path):
    pytest.importorskip("transformers")
    pytest.importorskip("accelerate")
    runs = {}
    for n in (2, 1):
        rc, out = torchrun("trainer.py", tmp_path / str(n), nproc=n)
        got = reports(out, r"rank (\d)/(\d): DISTRIBUTED on (\S+) DistributedDataParallel losses ([^;\n]*);")
        assert rc == 0 and len(got) == n, out[-4000:]
        assert sorted(d for _, _, d, _ in got) == [f"{DEV}:{r}" for r in range(n)], got
        runs[n] = [float(x) for x in got[0][3].split()]
    assert len(runs[1]) == len(runs[2]) == 6
    for i, (a, b) in enumerate(zip(runs[2], runs[1])):
        assert abs(a - b) <= 1e-5 * abs(b), f"step {i}: 2 ranks {a} vs 1 {b}"
