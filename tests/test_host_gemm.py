"""Matrix products through the host BLAS on the XLA CPU (`TORCH_PJRT_CPU_GEMM`,
crates/engine/src/host_gemm.rs): each check runs in a fresh process, since the setting is read
when the plugin loads, and compares with PyTorch on the CPU."""

import json
import os
import platform
import subprocess
import sys

import pytest
import torch_pjrt

pytestmark = pytest.mark.skipif(torch_pjrt.info()["plugin_kind"] != "cpu", reason="an XLA CPU setting")

CHECKS = r"""
import json, os, torch, torch_pjrt
torch.manual_seed(0)
out = {"errors": {}}
m = lambda: torch_pjrt.metrics()

# Every transposition of both operands, float32 and float64, compiled: the stored matrices are
# read as they are (a transposed view is the custom call's flag, not a copy).
for ta in (False, True):
    for tb in (False, True):
        for dt in (torch.float32, torch.float64):
            a, b = torch.randn(96, 200, dtype=dt), torch.randn(200, 130, dtype=dt)
            A = a.t().contiguous().t() if ta else a
            B = b.t().contiguous().t() if tb else b
            torch._dynamo.reset()
            got = torch.compile(lambda x, y: x @ y, backend="tpu")(A.to("tpu"), B.to("tpu")).cpu()
            out["errors"][f"{ta}{tb}{dt}"] = ((got - a @ b).abs().max() / (a @ b).abs().max()).item()
out["routed"], out["ran"] = m()["host_gemms"], m()["host_gemm_calls"]

# A thin product (a dimension under 64) stays with XLA; an eager product goes to the BLAS too.
before = m()["host_gemms"]
torch._dynamo.reset()
x, w = torch.randn(128, 512), torch.randn(10, 512)
small = torch.compile(lambda x, w: x @ w.t(), backend="tpu")(x.to("tpu"), w.to("tpu")).cpu()
out["small_routed"] = m()["host_gemms"] - before
out["small_error"] = (small - x @ w.t()).abs().max().item()
a, b = torch.randn(300, 128), torch.randn(128, 70)
out["eager_error"] = (torch.mm(a.to("tpu"), b.to("tpu")).cpu() - a @ b).abs().max().item()
out["eager_routed"] = m()["host_gemms"] - before

# Batches of products over leading dimensions (attention's), transposed operands read as
# stored, compiled and eager, float32 and float64.
before = m()["host_gemms"]
q, k, g = torch.randn(2, 3, 96, 64), torch.randn(2, 3, 96, 64), torch.randn(2, 3, 96, 64)
torch._dynamo.reset()
def attn(q, k, g):
    p = q @ k.transpose(-1, -2)
    return p, p.transpose(-1, -2) @ g, p @ g
got = [t.cpu() for t in torch.compile(attn, backend="tpu")(q.to("tpu"), k.to("tpu"), g.to("tpu"))]
out["batched_error"] = max(((a - b).abs().max() / b.abs().max()).item() for a, b in zip(got, attn(q, k, g)))
x64, y64 = torch.randn(4, 70, 80, dtype=torch.float64), torch.randn(4, 90, 80, dtype=torch.float64)
out["bmm_error"] = (torch.bmm(x64.to("tpu"), y64.to("tpu").transpose(1, 2)).cpu() - torch.bmm(x64, y64.transpose(1, 2))).abs().max().item()
out["batched_routed"] = m()["host_gemms"] - before

# A small MLP trained compiled with AdamW tracks the same training on the CPU.
def train(dev):
    torch.manual_seed(1)
    net = torch.nn.Sequential(torch.nn.Linear(300, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10)).to(dev)
    opt = torch.optim.AdamW(net.parameters(), lr=1e-3)
    step = torch.compile(lambda x, y: torch.nn.functional.cross_entropy(net(x), y), backend="tpu") if dev != "cpu" else \
        (lambda x, y: torch.nn.functional.cross_entropy(net(x), y))
    g = torch.Generator().manual_seed(2)
    losses = []
    for _ in range(4):
        x, y = torch.randn(64, 300, generator=g), torch.randint(0, 10, (64,), generator=g)
        loss = step(x.to(dev), y.to(dev))
        opt.zero_grad(); loss.backward(); opt.step()
        losses.append(loss.item())
    return losses
out["losses"] = [train("tpu"), train("cpu")]
out["final_ran"] = m()["host_gemm_calls"]
print("RESULT", json.dumps(out))
"""


def run(code, **env):
    e = {k: v for k, v in os.environ.items() if k != "TORCH_PJRT_CPU_GEMM"}
    e.update(env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e, timeout=600)


@pytest.mark.skipif(platform.machine() != "x86_64", reason="PyTorch's x86-64 wheel is the one that carries MKL")
def test_products_through_the_host_blas_match_cpu(tmp_path):
    r = run(CHECKS, TORCH_PJRT_CPU_GEMM="blas", TORCH_PJRT_DUMP_DIR=str(tmp_path))
    assert r.returncode == 0, r.stderr[-3000:]
    assert "stay with XLA" not in r.stderr, r.stderr
    res = json.loads(r.stdout.split("RESULT ", 1)[1])
    assert max(res["errors"].values()) < 1e-5, res["errors"]
    assert res["routed"] == 8 and res["ran"] == 8, res
    assert res["small_routed"] == 0 and res["small_error"] < 1e-4, res
    assert res["eager_routed"] == 1 and res["eager_error"] < 1e-4, res
    assert res["batched_routed"] == 4 and res["batched_error"] < 1e-5 and res["bmm_error"] < 1e-10, res
    ours, cpu = res["losses"]
    assert all(abs(a - b) < 1e-4 for a, b in zip(ours, cpu)), res["losses"]
    assert res["final_ran"] > res["ran"] + 1, res
    # Dumps are for replaying on any plugin: they keep the products as dot_general.
    dumped = [p.read_text() for p in tmp_path.rglob("*.mlir")]
    assert dumped and any("dot_general" in t for t in dumped)
    assert not any("custom_call" in t for t in dumped)


def _intel():
    if platform.machine() != "x86_64":
        return False
    with open("/proc/cpuinfo") as f:
        return "GenuineIntel" in f.read()


def test_the_default_follows_the_cpu_xla_keeps_its_own_and_nonsense_is_refused():
    """`auto` (the default) routes on Intel CPUs only, where it was measured faster; `xla` never."""
    code = ("import torch, torch_pjrt\n"
            "x = torch.randn(128, 256)\n"
            "y = torch.compile(lambda x: x @ x.t(), backend='tpu')(x.to('tpu')).cpu()\n"
            "print('routed', torch_pjrt.metrics()['host_gemms'], 'err', (y - x @ x.t()).abs().max().item())\n")
    r = run(code)
    assert r.returncode == 0, r.stderr[-3000:]
    assert f"routed {1 if _intel() else 0} err" in r.stdout, r.stdout + r.stderr
    r = run(code, TORCH_PJRT_CPU_GEMM="xla")
    assert r.returncode == 0, r.stderr[-3000:]
    assert "routed 0 err" in r.stdout, r.stdout + r.stderr
    err = float(r.stdout.split("err ")[1])
    assert err < 1e-3, r.stdout
    r = run("import torch_pjrt\ntry:\n  torch_pjrt.init()\nexcept ValueError as e:\n  print('ValueError:', e)",
            TORCH_PJRT_CPU_GEMM="fast")
    assert 'ValueError: invalid value "fast" for TORCH_PJRT_CPU_GEMM' in r.stdout, r.stdout + r.stderr
