"""Adam/AdamW parameter updates through the host kernel on the XLA CPU (`TORCH_PJRT_CPU_OPTIM`,
crates/engine/src/host_adam.rs): each check runs in a fresh process, since the setting is read
when the plugin loads, and compares with PyTorch's fused optimizers on the CPU."""

import json
import os
import subprocess
import sys

import pytest
import torch_pjrt

pytestmark = pytest.mark.skipif(torch_pjrt.info()["plugin_kind"] != "cpu", reason="an XLA CPU setting")

CHECKS = r"""
import json, torch, torch_pjrt
m = lambda: torch_pjrt.metrics()
out = {}

def train(dev, cls, steps=5, **kw):
    torch.manual_seed(1)
    net = torch.nn.Sequential(torch.nn.Linear(300, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10)).to(dev)
    opt = cls(net.parameters(), lr=1e-2, fused=True, **kw)
    update = torch.compile(opt.step, backend="tpu") if dev != "cpu" else opt.step
    g = torch.Generator().manual_seed(2)
    for _ in range(steps):
        x, y = torch.randn(64, 300, generator=g), torch.randint(0, 10, (64,), generator=g)
        loss = torch.nn.functional.cross_entropy(net(x.to(dev)), y.to(dev))
        opt.zero_grad(); loss.backward(); update()
    state = [t for p in net.parameters() for t in (p, opt.state[p]["exp_avg"], opt.state[p]["exp_avg_sq"])]
    return [t.detach().cpu() for t in state]

cases = {"adamw": (torch.optim.AdamW, {"weight_decay": 0.01}), "adam": (torch.optim.Adam, {"weight_decay": 0.01}),
         "adam_plain": (torch.optim.Adam, {}), "amsgrad": (torch.optim.AdamW, {"amsgrad": True})}
for name, (cls, kw) in cases.items():
    torch._dynamo.reset()
    before = (m()["host_adams"], m()["host_adam_calls"])
    ours, cpu = train("tpu", cls, **kw), train("cpu", cls, **kw)
    out[name] = {"error": max(((a - b).abs().max() / b.abs().max().clamp_min(1e-6)).item() for a, b in zip(ours, cpu)),
                 "routed": m()["host_adams"] - before[0], "ran": m()["host_adam_calls"] - before[1],
                 "sample": [v for t in ours for v in t.flatten()[:32].tolist()]}
print("RESULT", json.dumps(out))
"""


def run(code, **env):
    e = {k: v for k, v in os.environ.items() if k != "TORCH_PJRT_CPU_OPTIM"}
    e.update(env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e, timeout=600)


def _results(**env):
    r = run(CHECKS, **env)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout.split("RESULT ", 1)[1])


def test_adam_updates_through_the_host_kernel_match_cpu_and_xla():
    res, xla = _results(), _results(TORCH_PJRT_CPU_OPTIM="xla")
    # Adam and AdamW, with and without weight decay: every parameter's update (4 of them) is
    # compiled as a kernel call, run once per step, and the parameters and both moments track
    # PyTorch's fused CPU optimizer after 5 steps as closely as XLA's own update does (the
    # products' rounding differs, and Adam normalises it into every step), and XLA's update
    # to float32 rounding.
    for name in ("adamw", "adam", "adam_plain"):
        assert res[name]["routed"] == 4 and res[name]["ran"] == 4 * 5, res
        assert res[name]["error"] < 5e-4, res
        pairs = list(zip(res[name]["sample"], xla[name]["sample"]))
        assert max(abs(a - b) / max(abs(b), 1e-3) for a, b in pairs) < 1e-5, name
    # AMSGrad keeps XLA's update (the kernel has no running maximum), as accurately.
    assert res["amsgrad"]["routed"] == 0 and res["amsgrad"]["ran"] == 0, res
    assert res["amsgrad"]["error"] < 5e-4, res
    # `xla`: XLA's update everywhere, as accurately.
    for name, r in xla.items():
        assert r["routed"] == 0 and r["ran"] == 0, xla
        assert r["error"] < 5e-4, xla


def test_nonsense_is_refused():
    r = run("import torch_pjrt\ntry:\n  torch_pjrt.init()\nexcept ValueError as e:\n  print('ValueError:', e)",
            TORCH_PJRT_CPU_OPTIM="fast")
    assert 'ValueError: invalid value "fast" for TORCH_PJRT_CPU_OPTIM' in r.stdout, r.stdout + r.stderr
