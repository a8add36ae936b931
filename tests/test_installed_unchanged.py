"""Installed, nothing else changes: with torch_pjrt autoloaded and only the XLA CPU plugin,
CPU-only programs (torch.accelerator, DDP and FSDP2 with gloo, DCP checkpoints, nn.DataParallel) behave
exactly as with the autoload disabled (TORCH_DEVICE_BACKEND_AUTOLOAD=0); asking
(TORCH_PJRT_ACCELERATOR=1, torch_pjrt.use_as_accelerator(), init_process_group(device_id=tpu))
makes tpu the accelerator. A real TPU/GPU plugin making it the accelerator is decided by
``_native.accelerator_decision`` (crates/engine/src/accelerator.rs), tested here on platform names.

Cost on 2 cores: about 35 s for the file, of which the slow-marked DDP/FSDP2 comparison (two
two-process runs) takes 17 s and the other fresh-interpreter checks 3-7 s each."""

import json
import os
import socket
import subprocess
import sys
import tempfile
import textwrap

import pytest
import torch

import torch_pjrt
from torch_pjrt import _native

ROOT = os.path.join(os.path.dirname(__file__), "..")

# What a CPU-only program sees of torch's accelerator, in a fresh process.
QUERIES = textwrap.dedent("""
    import json, torch
    acc = torch.accelerator.current_accelerator()
    print("JSON" + json.dumps(dict(
        current=str(acc), checked=str(torch.accelerator.current_accelerator(check_available=True)),
        available=torch.accelerator.is_available(), count=torch.accelerator.device_count(),
        get_accelerator=str(torch._C._get_accelerator()), device_type=torch._utils._get_available_device_type(),
        module=torch.get_device_module().__name__,
        tpu_works=torch._C._get_privateuse1_backend_name() == "tpu" and
                  (torch.ones(2).to("tpu") * 2).cpu().tolist() == [2.0, 2.0])), flush=True)
""")

# Two ranks on CPU tensors with gloo: DDP, and FSDP2 with fully_shard's default mesh (no mesh
# argument: the case that took the accelerator), three SGD steps each; nn.DataParallel in one.
DIST = textwrap.dedent("""
    import json, os, sys, torch, torch.distributed as dist
    rank, world, port = int(sys.argv[1]), 2, sys.argv[2]
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=port)
    dist.init_process_group("gloo", rank=rank, world_size=world)
    from torch.distributed.fsdp import fully_shard

    def make():
        torch.manual_seed(0)
        return torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))

    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(1 + rank))
    model = make()
    for m in model:
        if isinstance(m, torch.nn.Linear):
            fully_shard(m)
    fully_shard(model)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    ddp = torch.nn.parallel.DistributedDataParallel(make())
    ddp_opt = torch.optim.SGD(ddp.parameters(), lr=0.1)
    for _ in range(3):
        for m, o in ((model, opt), (ddp, ddp_opt)):
            m(x).square().sum().backward(); o.step(); o.zero_grad()
    # DCP saves and loads the sharded state through its file writer's loaders.
    import torch.distributed.checkpoint as dcp
    state = model.state_dict()
    saved = {k: v.full_tensor().clone() for k, v in state.items()}
    dcp.save(state, checkpoint_id=sys.argv[3])
    for v in state.values():
        v.to_local().zero_()
    dcp.load(state, checkpoint_id=sys.argv[3])
    dcp_ok = all(torch.equal(state[k].full_tensor(), saved[k]) for k in saved)
    dp = torch.nn.DataParallel(make())
    out = dict(
        mesh=model[0].weight.device_mesh.device_type,
        fsdp={k: v.full_tensor().tolist() for k, v in model.state_dict().items()},
        ddp=[p.tolist() for p in ddp.module.parameters()],
        dp=[str(dp.device_ids), str(next(dp.module.parameters()).device), dp(x).tolist()],
        devices=sorted({p.device.type for p in list(model.parameters()) + list(ddp.parameters())}), dcp=dcp_ok)
    dist.destroy_process_group()
    print("JSON" + json.dumps(out), flush=True)
    os._exit(0)  # gloo can abort in interpreter teardown, with stock PyTorch too (tests/dist/_common.py)
""")


def _env(**settings):
    env = {k: v for k, v in os.environ.items() if k not in ("TORCH_PJRT_ACCELERATOR", "TORCH_DEVICE_BACKEND_AUTOLOAD")}
    env.update(settings)
    return env


def _report(out):
    return json.loads([line for line in out.splitlines() if line.startswith("JSON")][-1][4:])


def _run(code, env, args=()):
    p = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    return _report(p.stdout)


def _two_ranks(env):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = str(s.getsockname()[1])
    ckpt = tempfile.mkdtemp()
    procs = [subprocess.Popen([sys.executable, "-c", DIST, str(r), port, ckpt], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env) for r in range(2)]
    outs = []
    for p in procs:
        try:
            out, err = p.communicate(timeout=300)
        except subprocess.TimeoutExpired:
            for q in procs:
                q.kill()
            raise
        assert p.returncode == 0, err[-3000:]
        outs.append(_report(out))
    return outs


def _native_queries():
    native = _run(QUERIES, _env(TORCH_DEVICE_BACKEND_AUTOLOAD="0"))
    assert native["tpu_works"] is False  # torch_pjrt not loaded: no tpu device
    return native


def test_the_accelerator_queries_answer_as_without_torch_pjrt():
    if _native.accelerator_decision(None, torch_pjrt.info()["platform"]) and "TORCH_PJRT_ACCELERATOR" not in os.environ:
        pytest.skip(f"the plugin here is a real accelerator's ({torch_pjrt.info()['platform']}): tpu is the accelerator")
    native = _native_queries()
    installed = _run(QUERIES, _env())
    assert installed.pop("tpu_works") is True and native.pop("tpu_works") is False
    assert installed == native
    assert installed["device_type"] is None and installed["get_accelerator"] == "cpu"


@pytest.mark.slow
def test_ddp_and_fsdp2_with_gloo_match_the_run_without_torch_pjrt():
    installed = _two_ranks(_env())
    native = _two_ranks(_env(TORCH_DEVICE_BACKEND_AUTOLOAD="0"))
    assert installed == native  # bit for bit: the same CPU kernels and the same gloo sums
    for r in installed:
        assert r["mesh"] == "cpu" and r["devices"] == ["cpu"] and r["dp"][1] == "cpu" and r["dcp"] is True


def test_asking_makes_tpu_the_accelerator():
    on = _run(QUERIES, _env(TORCH_PJRT_ACCELERATOR="1"))
    assert on == dict(current="tpu", checked="tpu", available=True, count=torch.tpu.device_count(),
                      get_accelerator="tpu", device_type="tpu", module="torch_pjrt.device", tpu_works=True)
    off = _run(QUERIES, _env(TORCH_PJRT_ACCELERATOR="0"))
    assert off["current"] != "tpu" and off["device_type"] is None and off["tpu_works"]


def test_use_as_accelerator_switches_in_process():
    before = torch_pjrt.is_accelerator()
    try:
        torch_pjrt.use_as_accelerator(True)
        assert torch.accelerator.current_accelerator() == torch.device("tpu")
        assert torch.accelerator.is_available() and torch._C._get_accelerator().type == "tpu"
        assert torch.get_device_module() is torch.tpu
        torch_pjrt.use_as_accelerator(False)
        assert torch.accelerator.current_accelerator() != torch.device("tpu")
        assert torch.get_device_module() is not torch.tpu
        assert torch._utils._get_available_device_type() != "tpu"
        assert (torch.ones(3, device="tpu") + 1).cpu().tolist() == [2.0, 2.0, 2.0]  # named, it still works
    finally:
        torch_pjrt.use_as_accelerator(before)


def test_the_patches_are_called():
    from torch_pjrt import _torch_compat as c

    before = {p.key: p.calls for p in (c.ACCELERATOR, c.ACCELERATOR_DEVICE, c.AVAILABLE_DEVICE_TYPE)}
    torch.accelerator.current_accelerator()
    torch._C._get_accelerator()
    torch._utils._get_available_device_type()
    for p in (c.ACCELERATOR, c.ACCELERATOR_DEVICE, c.AVAILABLE_DEVICE_TYPE):
        assert p.state == "installed" and p.calls > before[p.key], p.key


@pytest.mark.parametrize("platform, expected", [
    ("tpu", True), ("cuda", True), ("rocm", True), ("METAL", True), ("a_vendor", True),
    ("cpu", False), ("CPU", False), ("host", False), (None, False),
])
def test_the_decision_on_plugin_platforms(platform, expected):
    assert _native.accelerator_decision("auto", platform) is expected
    assert _native.accelerator_decision("1", platform) is True
    assert _native.accelerator_decision("0", platform) is False


def test_a_bad_setting_is_a_clear_error_and_leaves_torch_alone():
    with pytest.raises(torch_pjrt.errors.InvalidSettingError, match="TORCH_PJRT_ACCELERATOR.*auto"):
        _native.accelerator_decision("tpu", "cpu")
    with pytest.raises(ValueError):
        _native.accelerator_decision("sometimes", None)
    p = subprocess.run([sys.executable, "-c", "import torch; print('ACC', torch.accelerator.current_accelerator())"],
                       capture_output=True, text=True, env=_env(TORCH_PJRT_ACCELERATOR="sometimes"), timeout=300)
    assert p.returncode == 0 and "TORCH_PJRT_ACCELERATOR" in p.stderr, p.stderr[-2000:]
    assert "ACC tpu" not in p.stdout
