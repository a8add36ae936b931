"""TORCH_PJRT_DUMP_DIR: compiled graphs are written as StableHLO text plus a description of
their parameters and results, and the replay example runs them again without torch and gets
the numbers the compiled function got."""

import json
import functools
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPLAY = os.path.join(ROOT, "target", "release", "examples", "replay")

# A compiled function with a float input, an integer index input (the kind of input a replay
# cannot invent) and an in-place update of a graph input (a donated parameter, aliased to a
# result), run once in a fresh process: the dump directory is read at the first compile.
CHILD = r"""
import json, sys, torch, torch_pjrt
torch_pjrt.set_strict(True)
dev = torch_pjrt.device_name()
g = torch.Generator().manual_seed(0)
x = torch.randn(16, 8, generator=g).to(dev)
w = torch.randn(8, 4, generator=g).to(dev)
idx = torch.tensor([3, 0, 15, 7, 7]).to(dev)
acc = torch.zeros(4).to(dev)

@torch.compile(backend="tpu")
def f(x, w, idx, acc):
    y = (x @ w).relu()[idx]
    acc.add_(y.sum(0))
    return y * 2 - 1

y = f(x, w, idx, acc).cpu()
json.dump({"y": y.flatten().tolist(), "acc": acc.cpu().tolist()}, open(sys.argv[1], "w"))
"""


@functools.lru_cache(maxsize=None)
def _replay_binary():
    """The replay example, built (or brought up to date: a stale one lacks new options) once
    per test session."""
    if shutil.which("cargo") is None:
        if os.path.exists(REPLAY):
            return REPLAY
        pytest.skip("the replay example is not built and cargo is not on PATH to build it")
    subprocess.run(["cargo", "build", "--release", "-p", "tpj-engine", "--example", "replay"], cwd=ROOT, check=True,
                   env=dict(os.environ, PYO3_PYTHON=sys.executable))
    return REPLAY


def _replay(dump, tmp_path):
    """The replay example run over the dump's one program with its saved inputs: the digest of
    each of its results."""
    out = tmp_path / "replay.json"
    r = subprocess.run([_replay_binary(), "--inputs", "saved", "--warmup", "1", "--iters", "2", "--json", str(out), str(dump)],
                       capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, TORCH_PJRT_CPU_PLUGIN=_cpu_plugin()))
    assert r.returncode == 0, r.stdout + r.stderr
    got = json.loads(out.read_text())["programs"]
    assert len(got) == 1 and got[0]["ok"], got
    return got[0]["digests"]


def _digest(vals):
    return sum(vals), sum(abs(v) for v in vals)


def test_dump_writes_programs_that_replay_to_the_same_numbers(tmp_path):
    dump = tmp_path / "dump"
    want = tmp_path / "want.json"
    env = dict(os.environ, TORCH_PJRT_DUMP_DIR=str(dump), TORCH_PJRT_DUMP_INPUTS="1", TORCH_PJRT_CACHE_DIR="off")
    r = subprocess.run([sys.executable, "-c", CHILD, str(want)], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]

    descs = sorted(dump.glob("graph-*.json"))
    assert len(descs) == 1, sorted(os.listdir(dump))
    desc = json.loads(descs[0].read_text())
    stem = descs[0].stem
    program = (dump / desc["program"]).read_text()
    assert "stablehlo" in program and "@main" in program
    # The builder's record of the graph's products (x @ w), for bench estimate --from-dump.
    assert desc["compute_dtype"] == "f32"
    params, results = desc["params"], desc["results"]
    # x, w, idx, acc: flat storages; the index stays integer; acc is updated in place.
    assert [(p["role"], p["dtype"], p["dims"]) for p in params] == [
        ("input", "f32", [128]), ("input", "f32", [32]), ("input", "i64", [5]), ("input", "f32", [4])]
    assert params[0]["sizes"] == [16, 8]
    # Last, the device-side check of idx against x's rows: (failed, min, max).
    assert [(r_["role"], r_.get("index")) for r_ in results] == [("output", 0), ("updated_input", 3), ("check", None)]
    assert desc["aliases"] == [[3, 1]]
    # The first run's inputs, all of them with TORCH_PJRT_DUMP_INPUTS=1.
    for k in range(4):
        assert (dump / f"{stem}.p{k}.bin").is_file()
    assert (dump / f"{stem}.p2.bin").read_bytes() == b"".join(i.to_bytes(8, "little") for i in (3, 0, 15, 7, 7))

    y_d, acc_d, check_d = _replay(dump, tmp_path)
    assert check_d["dims"] == [3] and check_d["first"] == [0, 0, 15]  # passed; indices 0..15
    want = json.loads(want.read_text())
    assert y_d["dims"] == [20] and acc_d["dims"] == [4]
    for d, vals in ((y_d, want["y"]), (acc_d, want["acc"])):
        s, a = _digest(vals)
        assert d["sum"] == pytest.approx(s, rel=1e-5, abs=1e-5)
        assert d["abs_sum"] == pytest.approx(a, rel=1e-5)
        assert d["first"] == pytest.approx(vals[:8], rel=1e-5, abs=1e-6)
        assert d["nonfinite"] == 0


def _cpu_plugin():
    import torch_pjrt

    return torch_pjrt.info()["plugin_path"]  # the plugin this session runs on (the CPU's)


# Fused eager mode: the ops up to the host read are one cluster, one program; its Python
# numbers (0.5, 3.0) are run-time parameters, and `s[1:]` is a view of s's storage.
CHILD_FUSED = r"""
import json, sys, torch, torch_pjrt
torch_pjrt.set_strict(True)
dev = torch_pjrt.device_name()
g = torch.Generator().manual_seed(0)
x = torch.randn(6, 5, generator=g).to(dev)
s = torch.randn(7, generator=g).to(dev)
y = ((x * 0.5).tanh() @ x.T + 3.0) * s[1:]
json.dump({"y": y.cpu().flatten().tolist()}, open(sys.argv[1], "w"))
assert torch_pjrt.metrics()["fused"]["clusters_run"] == 1, torch_pjrt.metrics()["fused"]
"""


def test_a_fused_eager_cluster_is_dumped_and_replays_to_the_same_numbers(tmp_path):
    dump = tmp_path / "dump"
    want = tmp_path / "want.json"
    env = dict(os.environ, TORCH_PJRT_DUMP_DIR=str(dump), TORCH_PJRT_DUMP_INPUTS="1", TORCH_PJRT_CACHE_DIR="off",
               TORCH_PJRT_EAGER="fused")
    r = subprocess.run([sys.executable, "-c", CHILD_FUSED, str(want)], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]

    descs = sorted(dump.glob("graph-*.json"))
    assert len(descs) == 1, sorted(os.listdir(dump))
    desc = json.loads(descs[0].read_text())
    assert desc["what"] == "fused eager cluster"
    # The buffers of x (one parameter, read as itself and transposed) and s, the offset of
    # s's view (the cluster's third read), then the numbers.
    roles = [p["role"] for p in desc["params"]]
    assert roles[:3] == ["input", "input", "offset"] and set(roles[3:]) == {"number"}, roles
    assert desc["params"][0]["sizes"] == [30] and desc["params"][1]["sizes"] == [7] and desc["params"][2]["index"] == 2
    assert [r_["role"] for r_ in desc["results"]] == ["output"] and desc["results"][0]["sizes"] == [6, 6]

    (y_d,) = _replay(dump, tmp_path)
    vals = json.loads(want.read_text())["y"]
    s, a = _digest(vals)
    assert y_d["dims"] == [36]
    assert y_d["sum"] == pytest.approx(s, rel=1e-5, abs=1e-5) and y_d["abs_sum"] == pytest.approx(a, rel=1e-5)
    assert y_d["first"] == pytest.approx(vals[:8], rel=1e-5, abs=1e-6)
