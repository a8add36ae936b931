"""Fused eager mode vs strict: a chain of 150 element-wise ops on a 2048x2048 float32 tensor,
ms per chain in the `fused` and `strict` eager modes on the PJRT device and in native
PyTorch on the CPU, same run, interleaved. Issue 28's target: fused at least 3x faster
than strict on this chain. Three chains, since what fusing saves is memory passes:
`arith` (`* 1.0001`, `+ 0.5`, `/ 1.0002`, fifty times: memory-bound, each strict op a full
pass over 16 MB), `clamp` (`clamp` in place of the division: its NaN-propagating lowering
reads its operand three times, and XLA then materialises it instead of fusing through)
and `sin` (the sines' arithmetic, which fusing does not remove, dominates).

Also the first chain of each mode (cold: `fused` compiles the 150-op cluster as one
program, `strict` its three ops' programs), with the persistent compile cache off.

    .venv/bin/python bench/eager_fused.py [--iters 3] [--rounds 3] [--save]
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("TORCH_PJRT_CACHE_DIR", "off")  # cold figures compile for real

import torch

import torch_pjrt
from common import median_rounds, save, sync, timeit


CHAINS = {
    "arith": lambda t: (t * 1.0001 + 0.5) / 1.0002,
    "clamp": lambda t: (t * 1.0001 + 0.5).clamp(-4.0, 4.0),
    "sin": lambda t: torch.sin(t * 1.0001 + 0.5),
}


def chain(t, kind):
    for _ in range(50):
        t = CHAINS[kind](t)
    return t


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=3)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--size", type=int, default=2048)
    p.add_argument("--chains", default="arith,clamp,sin", help="which chains, comma-separated: arith, clamp, sin")
    p.add_argument("--save", action="store_true", help="write bench/results/<name>.json (tracked) instead of a temporary file")
    a = p.parse_args()
    torch_pjrt.set_strict(True)
    dev = f"{torch_pjrt.device_name()}:0"
    x = torch.randn(a.size, a.size)
    xd = x.to(dev)

    kept = []  # the chain's result is held, as a real program would: a fused cluster whose
    # results nobody holds computes nothing (XLA drops the dead code), which measures nothing

    def run(kind, device, mode=None):
        src = xd if mode else x

        def f():
            kept.clear()
            if mode:
                with torch_pjrt.eager_mode_as(mode):
                    kept.append(chain(src, kind))
                    sync(device)  # a cut in fused mode
            else:
                kept.append(chain(src, kind))
        return f

    res = {}
    for kind in a.chains.split(","):
        cold = {}
        for mode in ("fused", "strict"):
            t = time.perf_counter()
            run(kind, dev, mode)()
            cold[mode] = (time.perf_counter() - t) * 1e3
        with torch_pjrt.eager_mode_as("fused"):
            got = chain(xd, kind).cpu()
        torch.testing.assert_close(got, chain(x, kind), rtol=1e-4, atol=1e-4)
        fns = {
            "fused": lambda: timeit(run(kind, dev, "fused"), dev, a.iters, warmup=1) * 1e3,
            "strict": lambda: timeit(run(kind, dev, "strict"), dev, a.iters, warmup=1) * 1e3,
            "cpu": lambda: timeit(run(kind, "cpu"), "cpu", a.iters, warmup=1) * 1e3,
        }
        med = median_rounds(fns, a.rounds)
        r = {"ms_per_chain": med, "cold_ms": cold, "strict_over_fused": med["strict"] / med["fused"],
             "fused_vs_native_cpu": med["fused"] / med["cpu"], "strict_vs_native_cpu": med["strict"] / med["cpu"]}
        res[kind] = r
        print(f"{kind}: 150 element-wise ops on {a.size}x{a.size} float32 ({dev}, {torch.tpu.get_device_name()}): "
              f"fused {med['fused']:.1f} ms, strict {med['strict']:.1f} ms, native CPU {med['cpu']:.1f} ms per chain")
        print(f"  strict / fused = {r['strict_over_fused']:.2f}x (target ≥ 3x); fused / native CPU = "
              f"{r['fused_vs_native_cpu']:.2f}x; strict / native CPU = {r['strict_vs_native_cpu']:.2f}x")
        print(f"  first chain (cold compile): fused {cold['fused']:.0f} ms, strict {cold['strict']:.0f} ms", flush=True)
    f = torch_pjrt.metrics()["fused"]
    res["fused_metrics"] = f
    print(f"clusters run {f['clusters_run']}, cache hits {f['cluster_cache_hits']}, "
          f"{f['ops_per_cluster']:.0f} ops per cluster, cuts {f['cuts']}")
    print("saved", save("eager_fused", res))


if __name__ == "__main__":
    main()
