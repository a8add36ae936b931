"""Transformer training step under torch.compile(backend="tpu") vs our eager vs
native PyTorch CPU eager vs native torch.compile (Inductor) on CPU, same run;
and the first step's time with a cold and a warm persistent compile cache
(separate processes).

    .venv/bin/python bench/compile_step.py [--small | --config NAME] [--optimizer foreach|fused|fused-eager] [--steps 10] [--rounds 3] [--no-inductor] [--first-step-only]
"""

import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "examples"))

import torch

import torch_pjrt
from common import median_rounds, save, sync
from models import GPT, batches, corpus

# "shakespeare" is nanoGPT's shakespeare-char model (6 layers, 6 heads, 384 wide, 256 context) at batch 8.
CONFIGS = {"small": dict(layers=2, d=128, heads=4, ctx=64, batch=8), "default": dict(layers=4, d=256, heads=4, ctx=128, batch=8),
           "shakespeare": dict(layers=6, d=384, heads=6, ctx=256, batch=8)}


OPT = os.environ.get("TORCH_PJRT_BENCH_OPT", "foreach")


def make_step(model, device, compiled, backend, artifact=None):
    # OPT=fused: AdamW(fused=True) with a compiled step (on our device Dynamo traces
    # the fused op: one graph; on the CPU torch leaves it to eager after a graph
    # break). fused-eager: the same optimizer, its step not wrapped in torch.compile.
    # precompiled: fused-eager, and the loss function compiled ahead of time by
    # torch's aot_compile, saved beside the compile cache and loaded by later
    # processes (no tracing at all); our device only.
    fused = OPT.startswith("fused") or OPT == "precompiled"
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, **({"fused": True} if fused else {"foreach": True}))

    def fwd(x, y):
        return model(x, y)[1]

    step = opt.step
    if compiled and OPT == "precompiled" and device != "cpu":
        fwd = precompiled_loss(model, backend, artifact or os.path.join(tempfile.mkdtemp(), "loss.pt2"))
    elif compiled:
        fwd = torch.compile(fwd, backend=backend)
        if OPT not in ("fused-eager", "precompiled"):
            step = torch.compile(opt.step, backend=backend)

    def one(x, y):
        loss = fwd(x.to(device), y.to(device))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        step()
        return loss

    return one


def _loss(m, x, y):
    return m(x, y)[1]


def precompiled_loss(model, backend, path):
    """The loss function, compiled ahead of time on its first call and saved at `path`,
    or loaded from there when an earlier process saved it."""
    fn = []

    def call(x, y):
        if not fn:
            if os.path.exists(path):
                with open(path, "rb") as f:
                    fn.append(torch.compiler.load_compiled_function(f))
            else:
                torch._dynamo.config.enable_aot_compile = True
                fn.append(torch.compile(_loss, fullgraph=True, backend=backend).aot_compile(((model, x, y), {})))
                fn[0].save_compiled_function(path)
        return fn[0](model, x, y)

    return call


def first_step_child(cfg_name):
    """Runs in a subprocess: seconds from the start of the first compiled step to its end,
    and how they split: Dynamo (bytecode tracing, guards) vs our backend (AOTAutograd or
    its cache, lowering, executables) vs running the step."""
    from torch._dynamo.utils import compilation_time_metrics

    from torch_pjrt import _warm

    cfg = CONFIGS[cfg_name]
    data, vocab = corpus()
    torch.manual_seed(0)
    m = GPT(vocab=vocab, ctx=cfg["ctx"], d=cfg["d"], layers=cfg["layers"], heads=cfg["heads"]).to("tpu")
    # Each child's cache folder is its own run's: the saved function goes beside it.
    one = make_step(m, "tpu", True, "tpu", artifact=os.path.join(os.environ["TORCH_PJRT_CACHE_DIR"], "bench_loss.pt2"))
    it = batches(data, cfg["ctx"], cfg["batch"], 4)
    x, y = next(it)
    t = time.perf_counter()
    loss = one(x, y).item()
    first = time.perf_counter() - t
    mt = torch_pjrt.metrics()
    compile_s = sum(compilation_time_metrics.get("_compile.compile_inner", []))
    backend_s = sum(compilation_time_metrics.get("OutputGraph.call_user_compiler", []))
    # A steady step (median of the next three): what the first step costs beyond it is
    # what getting to the first step took (tracing, compiling or loading).
    steady = []
    for x, y in it:
        t = time.perf_counter()
        one(x, y).item()
        steady.append(time.perf_counter() - t)
    print(json.dumps({"first_step_s": first, "steady_step_s": sorted(steady)[1], "compiles": mt["compiles"],
                      "disk_hits": mt["disk_cache_hits"], "loss": loss, "dynamo_s": compile_s - backend_s,
                      "backend_s": backend_s, "aot": _warm.stats()}))


def first_step(cfg_name, cache_dir):
    env = dict(os.environ, TORCH_PJRT_CACHE_DIR=cache_dir, TORCH_PJRT_STRICT="1")
    r = subprocess.run([sys.executable, __file__, "--child", cfg_name], capture_output=True, text=True, env=env, timeout=1800)
    if r.returncode != 0:
        raise SystemExit(r.stderr[-3000:])
    return json.loads(r.stdout.strip().splitlines()[-1])


def first_steps(cfg_name, runs=3):
    """`runs` cold processes (each on an empty cache) and `runs` warm processes (on the
    first one's cache); the median of each is reported (this machine's timings vary
    +-20% run to run)."""
    def median(rs):
        return sorted(rs, key=lambda r: r["first_step_s"])[len(rs) // 2]

    with tempfile.TemporaryDirectory() as root:
        colds = [first_step(cfg_name, os.path.join(root, str(i))) for i in range(runs)]
        warms = [first_step(cfg_name, os.path.join(root, "0")) for _ in range(runs)]
    cold, warm = median(colds), median(warms)
    if any(r["loss"] != cold["loss"] for r in colds + warms):
        raise SystemExit(f"first-step losses differ between processes: {[r['loss'] for r in colds + warms]}")
    print(f"first compiled step (median of {runs} processes each): cold cache {cold['first_step_s']:.2f} s ({cold['compiles']} compiles), "
          f"warm cache {warm['first_step_s']:.2f} s ({warm['compiles']} compiles, {warm['disk_hits']} executable and "
          f"{warm['aot']['aot_cache_hits']} AOTAutograd cache hits) -> {cold['first_step_s'] / warm['first_step_s']:.1f}x sooner; "
          f"warm: Dynamo {warm['dynamo_s']:.2f} s, backend {warm['backend_s']:.2f} s, "
          f"running {warm['first_step_s'] - warm['dynamo_s'] - warm['backend_s']:.2f} s; "
          f"all cold {[round(r['first_step_s'], 2) for r in colds]}, all warm {[round(r['first_step_s'], 2) for r in warms]}", flush=True)
    steady = sorted(r["steady_step_s"] for r in colds + warms)[len(colds + warms) // 2]
    cold["overhead_s"], warm["overhead_s"] = cold["first_step_s"] - steady, warm["first_step_s"] - steady
    print(f"  beyond a steady step ({steady:.2f} s): cold {cold['overhead_s']:.2f} s, warm {warm['overhead_s']:.2f} s "
          f"-> {cold['overhead_s'] / warm['overhead_s']:.1f}x", flush=True)
    return cold, warm


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--small", action="store_true")
    p.add_argument("--config", choices=sorted(CONFIGS), help="a model size by name (--small is --config small)")
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--no-inductor", action="store_true")
    p.add_argument("--child")
    p.add_argument("--first-step-only", action="store_true", help="only the cold/warm first-step measurement")
    p.add_argument("--optimizer", choices=["foreach", "fused", "fused-eager", "precompiled"],
                   help="AdamW recipe (default foreach, compiled; sets TORCH_PJRT_BENCH_OPT for this run and its children)")
    p.add_argument("--save", action="store_true", help="write bench/results/<name>.json (tracked) instead of a temporary file")
    a = p.parse_args()
    if a.optimizer:
        global OPT
        OPT = os.environ["TORCH_PJRT_BENCH_OPT"] = a.optimizer
    if a.child:
        return first_step_child(a.child)
    cfg_name = a.config or ("small" if a.small else "default")
    cfg = CONFIGS[cfg_name]
    cold, warm = first_steps(cfg_name)
    if a.first_step_only:
        print("saved", save(f"first_step_{cfg_name}_{OPT}", {"config": cfg, "optimizer": OPT, "cold": cold, "warm": warm}))
        return

    torch_pjrt.set_strict(True)
    data, vocab = corpus()
    torch.manual_seed(0)
    base = GPT(vocab=vocab, ctx=cfg["ctx"], d=cfg["d"], layers=cfg["layers"], heads=cfg["heads"])
    dev = f"{torch_pjrt.device_name()}:0"
    variants = {"tpu_compiled": (dev, True, "tpu"), "tpu_eager": (dev, False, None), "cpu_eager": ("cpu", False, None)}
    if not a.no_inductor:
        variants["cpu_inductor"] = ("cpu", True, "inductor")
    steps, its = {}, {}
    for k, (d, comp, be) in variants.items():
        steps[k] = (d, make_step(copy.deepcopy(base).to(d), d, comp, be))
        its[k] = batches(data, cfg["ctx"], cfg["batch"], 10**9)
        t = time.perf_counter()
        for _ in range(3):
            steps[k][1](*next(its[k])).item()
        print(f"{k}: warm-up (incl. compile) {time.perf_counter() - t:.1f} s", flush=True)

    def run(k):
        d, one = steps[k]
        sync(d)
        t = time.perf_counter()
        for _ in range(a.steps):
            loss = one(*next(its[k]))
        loss.item()
        return (time.perf_counter() - t) / a.steps * 1e3

    before = torch_pjrt.metrics()["executions"]
    steps["tpu_compiled"][1](*next(its["tpu_compiled"])).item()
    per_step = torch_pjrt.metrics()["executions"] - before
    print(f"tpu_compiled: {per_step} executions per training step", flush=True)
    med = median_rounds({k: (lambda k=k: run(k)) for k in steps}, a.rounds)
    res = {"config": cfg, "optimizer": OPT, "executions_per_step": per_step, "ms_per_step": med, "first_step_cold_s": cold["first_step_s"], "first_step_warm_s": warm["first_step_s"],
           "cold_over_warm": cold["first_step_s"] / warm["first_step_s"], "warm_compiles": warm["compiles"],
           "first_step_overhead_cold_s": cold["overhead_s"], "first_step_overhead_warm_s": warm["overhead_s"],
           "warm_dynamo_s": warm["dynamo_s"], "warm_backend_s": warm["backend_s"], "warm_aot_cache_hits": warm["aot"]["aot_cache_hits"],
           "compiled_speedup_vs_our_eager": med["tpu_eager"] / med["tpu_compiled"],
           "compiled_vs_native_cpu_eager": med["tpu_compiled"] / med["cpu_eager"]}
    if "cpu_inductor" in med:
        res["compiled_vs_native_inductor"] = med["tpu_compiled"] / med["cpu_inductor"]
    print(" | ".join(f"{k} {v:.1f} ms" for k, v in med.items()))
    print(f"compiled/eager speed-up {res['compiled_speedup_vs_our_eager']:.2f}x; compiled vs native CPU eager "
          f"{res['compiled_vs_native_cpu_eager']:.2f}x of its time"
          + (f"; vs Inductor {res['compiled_vs_native_inductor']:.2f}x" if "cpu_inductor" in med else ""))
    print("saved", save(f"compile_step_{cfg_name}" + ("" if OPT == "foreach" else f"_{OPT}"), res))


if __name__ == "__main__":
    main()
