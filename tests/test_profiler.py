"""Device traces in torch.profiler (docs/profiling.md, csrc/profiler.cpp,
crates/engine/src/trace.rs): with ``ProfilerActivity.PrivateUse1`` the profiler records every
program execution (eager op, cluster, compiled graph), compile, cache load and host <-> device
copy, each linked to the CPU op that launched it; the counts agree with
``torch_pjrt.metrics()`` over the window, and the chrome trace shows the device as its own
track; a CPU program profiles as without torch_pjrt. Cost: about 30 s (four fresh processes:
the cold and the warm cache, a CPU program with and without torch_pjrt)."""

import glob
import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch
from torch.profiler import ProfilerActivity, profile, schedule, tensorboard_trace_handler

import torch_pjrt

from conftest import DEV

AVAILABLE, WHY = torch_pjrt.device_trace_available()
pytestmark = pytest.mark.skipif(not AVAILABLE, reason=f"no device trace in this build: {WHY}")

ACTIVITIES = [ProfilerActivity.CPU, ProfilerActivity.PrivateUse1]
ROOT = os.path.join(os.path.dirname(__file__), "..")


def _trace(path):
    """The chrome trace at `path`: (device events, CPU ops by correlation id, metadata events)."""
    with open(path) as f:
        trace = json.load(f)
    events = trace["traceEvents"]
    meta = [e for e in events if e.get("ph") == "M"]
    device_pids = {e["pid"] for e in meta if e["name"] == "process_name" and e["args"]["name"] == DEV}
    assert device_pids, f"no process named {DEV!r} in the trace"
    device = [e for e in events if e.get("ph") == "X" and e["pid"] in device_pids and e.get("cat") != "Trace"]
    cpu_ops = {e["args"]["External id"]: e for e in events if e.get("ph") == "X" and e.get("cat") in ("cpu_op", "user_annotation")}
    return device, cpu_ops, meta


def _kind(events, cat):
    return [e for e in events if e["cat"] == cat]


def _model(seed=0):
    torch.manual_seed(seed)
    return torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4))


def _check_window(device, cpu_ops, before, after):
    """Every execution and transfer in the window is in the trace, with its bytes, linked to a CPU op."""
    kernels = _kind(device, "kernel")
    assert len(kernels) == after["executions"] - before["executions"] > 0
    copies = _kind(device, "gpu_memcpy")
    assert copies and all(e["args"]["bytes"] > 0 for e in copies)
    h2d = sum(e["args"]["bytes"] for e in copies if e["args"]["direction"] == "host to device")
    d2h = sum(e["args"]["bytes"] for e in copies if e["args"]["direction"] == "device to host")
    assert (h2d, d2h) == (after["h2d_bytes"] - before["h2d_bytes"], after["d2h_bytes"] - before["d2h_bytes"])
    for e in kernels + copies:
        assert e["dur"] >= 0 and e["args"]["device"] == 0
        # A fused cluster run by synchronize (the profiler's exit) was launched by no CPU op.
        if not e["name"].startswith("fused eager cluster"):
            assert e["args"].get("External id") in cpu_ops, f"{e['name']} is linked to no CPU op of the trace"
    return kernels


@pytest.mark.parametrize("mode", ["strict", "fused"])
def test_eager_step(tmp_path, mode):
    with torch_pjrt.eager_mode_as(mode):
        _eager_step(tmp_path, mode)


def _eager_step(tmp_path, mode):
    cpu_model = _model()
    model = _model().to(DEV)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    x, y = torch.randn(8, 16), torch.randn(8, 4)

    def step():
        loss = torch.nn.functional.mse_loss(model(x.to(DEV)), y.to(DEV))
        loss.backward()
        opt.step()
        opt.zero_grad()
        return loss.item()

    step()  # compiles outside the window
    ref = torch.optim.SGD(cpu_model.parameters(), lr=0.1)
    torch.nn.functional.mse_loss(cpu_model(x), y).backward()
    ref.step()
    ref.zero_grad()
    before = torch_pjrt.metrics()
    with profile(activities=ACTIVITIES) as prof:
        loss = step()
    after = torch_pjrt.metrics()
    assert loss == pytest.approx(torch.nn.functional.mse_loss(cpu_model(x), y).item(), rel=1e-5, abs=1e-6)
    prof.export_chrome_trace(str(tmp_path / "eager.json"))
    device, cpu_ops, _ = _trace(tmp_path / "eager.json")
    kernels = _check_window(device, cpu_ops, before, after)
    # The ops' programs: key_averages shows their device time beside their CPU time. Fused,
    # the ops run as one cluster, launched by the op that read a result (the loss's item()).
    launched = {cpu_ops[e["args"]["External id"]]["name"] for e in kernels if "External id" in e["args"]}
    expect = {"aten::_local_scalar_dense"} if mode == "fused" else {"aten::addmm", "aten::mm"}
    assert expect & launched, launched
    if mode == "fused":
        assert any(e["name"].startswith("fused eager cluster of") for e in kernels)
    averages = {a.key: a for a in prof.key_averages()}
    assert all(averages[op].device_time_total > 0 for op in expect & launched)


@pytest.mark.parametrize("defer", [False, True], ids=["graphs", "deferred"])
def test_compiled_step(tmp_path, defer):
    # Eager ops (the optimizer's) one by one: which program runs when is then fixed.
    torch_pjrt.set_defer(defer)
    try:
        with torch_pjrt.eager_mode_as("strict"):
            _compiled_step(tmp_path, defer)
    finally:
        torch_pjrt.set_defer(False)


def _compiled_step(tmp_path, defer):
    model = _model().to(DEV)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)

    @torch.compile(backend="tpu")
    def loss_of(x, y):
        return torch.nn.functional.mse_loss(model(x), y)

    def step():
        loss = loss_of(torch.randn(8, 16).to(DEV), torch.randn(8, 4).to(DEV))
        loss.backward()
        opt.step()
        opt.zero_grad()
        return loss.item()

    for _ in range(2 if defer else 1):  # deferred: a step seen twice runs as one chain
        step()
    before = torch_pjrt.metrics()
    with profile(activities=ACTIVITIES) as prof:
        step()
    after = torch_pjrt.metrics()
    prof.export_chrome_trace(str(tmp_path / "compiled.json"))
    device, cpu_ops, meta = _trace(tmp_path / "compiled.json")
    kernels = _check_window(device, cpu_ops, before, after)
    if defer:
        # Forward and backward deferred, run as one program when the optimizer reads them.
        graphs = [e for e in kernels if e["name"] == "deferred chain of 2 compiled graphs"]
        assert len(graphs) == 1 and after["fused_graphs"] - before["fused_graphs"] == 2
        assert cpu_ops[graphs[0]["args"]["External id"]]["name"] == "aten::_foreach_add_"
    else:
        # Forward and backward, launched by the autograd function's forward and backward.
        graphs = [e for e in kernels if e["name"].startswith("torch.compile graph")]
        assert len(graphs) == 2
        assert {cpu_ops[e["args"]["External id"]]["name"] for e in graphs} == {"CompiledFunction", "CompiledFunctionBackward"}
    averages = {a.key: a for a in prof.key_averages()}
    assert all(averages[e["name"]].self_device_time_total > 0 for e in graphs)
    # The device's own rows, apart from the host's threads.
    rows = {e["args"]["name"] for e in meta if e["name"] == "thread_name" and e["pid"] == kernels[0]["pid"]}
    assert {f"programs ({DEV}:0)", "host <-> device"} <= rows
    assert kernels[0]["pid"] not in {e["pid"] for e in cpu_ops.values()}


def test_cpu_activity_alone_records_no_device_events():
    x = torch.randn(4, 4).to(DEV)
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        (x @ x).cpu()
    assert [e.name for e in prof.events() if e.device_type != torch.autograd.DeviceType.CPU] == []


def test_schedule_and_tensorboard_handler(tmp_path):
    x = torch.randn(8, 8).to(DEV)
    folder = tmp_path / "tb"
    with profile(activities=ACTIVITIES, schedule=schedule(wait=1, warmup=1, active=2),
                 on_trace_ready=tensorboard_trace_handler(str(folder))) as prof:
        for i in range(4):
            if i == 2:
                before = torch_pjrt.metrics()
            (torch.relu(x @ x) + i).sum().item()
            if i == 3:
                after = torch_pjrt.metrics()
            prof.step()
    files = glob.glob(str(folder / "*.pt.trace.json"))
    assert len(files) == 1, files
    device, cpu_ops, _ = _trace(files[0])
    _check_window(device, cpu_ops, before, after)


COLD = textwrap.dedent("""
    import json, sys, torch, torch_pjrt
    from torch.profiler import profile, ProfilerActivity
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4)).to("tpu")
    loss_of = torch.compile(lambda x, y: torch.nn.functional.mse_loss(model(x), y), backend="tpu")
    before = torch_pjrt.metrics()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.PrivateUse1]) as prof:
        loss = loss_of(torch.randn(8, 16).to("tpu"), torch.randn(8, 4).to("tpu"))
        loss.backward()
        (model[0].weight.grad * 2).sum().item()
    after = torch_pjrt.metrics()
    prof.export_chrome_trace(sys.argv[1])
    print(json.dumps({k: after[k] - before[k] for k in ("compiles", "disk_cache_hits", "executions")}))
""")


def _cold(cache, out):
    env = dict(os.environ, TORCH_PJRT_CACHE_DIR=str(cache), TORCH_PJRT_STRICT="1")
    r = subprocess.run([sys.executable, "-c", COLD, str(out)], capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_compiles_on_a_cold_cache_and_loads_on_a_warm_one(tmp_path):
    for run in ("cold", "warm"):
        delta = _cold(tmp_path / "cache", tmp_path / f"{run}.json")
        device, cpu_ops, _ = _trace(tmp_path / f"{run}.json")
        assert len(_kind(device, "kernel")) == delta["executions"] > 0
        host = _kind(device, "privateuse1_runtime")
        compiled = [e for e in host if e["args"]["source"] == "compiled by the plugin"]
        loaded = [e for e in host if e["args"]["source"] == "loaded from the cache"]
        assert (len(compiled), len(loaded)) == (delta["compiles"], delta["disk_cache_hits"])
        assert all(e["dur"] > 0 and e["name"].startswith("compile ") for e in compiled)
        if run == "cold":
            assert compiled and not loaded
        else:
            assert loaded and all(e["args"]["executable bytes"] > 0 for e in loaded)


CPU_ONLY = textwrap.dedent("""
    import json, sys, torch
    from torch.profiler import profile, ProfilerActivity
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        torch.relu(torch.randn(8, 8) @ torch.randn(8, 8)).sum().item()
    prof.export_chrome_trace(sys.argv[1])
    events = json.load(open(sys.argv[1]))["traceEvents"]
    print(json.dumps(sorted({(e.get("cat"), e["name"]) for e in events if e.get("ph") == "X" and e.get("cat") != "Trace"})))
    print(json.dumps(sorted({e["args"]["name"] for e in events if e.get("name") == "process_name"})))
""")


def test_a_cpu_program_profiles_as_without_torch_pjrt(tmp_path):
    seen = []
    for autoload in ("1", "0"):
        env = dict(os.environ, TORCH_DEVICE_BACKEND_AUTOLOAD=autoload)
        r = subprocess.run([sys.executable, "-c", CPU_ONLY, str(tmp_path / f"{autoload}.json")], capture_output=True,
                           text=True, env=env, timeout=300, cwd=ROOT)
        assert r.returncode == 0, r.stderr[-4000:]
        seen.append(r.stdout.strip().splitlines()[-2:])
    assert seen[0] == seen[1]


def test_each_device_has_its_own_rows(tmp_path):
    if torch_pjrt.info()["device_count"] < 2:
        pytest.skip("one device: the plugin exposes no second one (TORCH_PJRT_CPU_DEVICES)")
    x = torch.randn(8, 8)
    a, b = x.to(f"{DEV}:0"), x.to(f"{DEV}:1")
    (a @ a).sum().item(), (b @ b).sum().item()
    before = torch_pjrt.metrics()
    with profile(activities=ACTIVITIES) as prof:
        torch.testing.assert_close((a @ a).cpu(), (b @ b).cpu())
    after = torch_pjrt.metrics()
    prof.export_chrome_trace(str(tmp_path / "two.json"))
    with open(tmp_path / "two.json") as f:
        events = json.load(f)["traceEvents"]
    kernels = [e for e in events if e.get("cat") == "kernel"]
    assert len(kernels) == after["executions"] - before["executions"] == 2
    assert sorted((e["pid"], e["args"]["device"]) for e in kernels) == [(0, 0), (1, 1)]
    rows = {(e["pid"], e["args"]["name"]) for e in events if e.get("name") == "thread_name"}
    assert {(0, f"programs ({DEV}:0)"), (1, f"programs ({DEV}:1)")} <= rows
