"""Eager per-op overhead: `x * 1.0001 + 0.5` on 1024 floats (two small cached ops
per iteration), µs per op on the PJRT device vs native PyTorch CPU, same run.

Also the cost of device traces (docs/profiling.md), same run: the device's ops inside
`torch.profiler.profile` recording the CPU alone, and the CPU and the device
(`ProfilerActivity.PrivateUse1`). Not profiling, the device's recording costs one atomic
load per launch: the first figure is the one every program pays.

    .venv/bin/python bench/eager_overhead.py [--iters 5000] [--rounds 5]
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import torch
from torch.profiler import ProfilerActivity, profile

import torch_pjrt
from common import median_rounds, save, timeit


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=5000)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--save", action="store_true", help="write bench/results/<name>.json (tracked) instead of a temporary file")
    a = p.parse_args()
    torch_pjrt.set_strict(True)
    dev = f"{torch_pjrt.device_name()}:0"
    xs = {"cpu": torch.randn(1024), dev: torch.randn(1024).to(dev)}

    def step(device):
        x = xs[device]

        def f():
            nonlocal x
            x = x * 1.0001 + 0.5
        return f

    fns = {d: (lambda d=d: timeit(step(d), d, a.iters) / 2 * 1e6) for d in xs}

    def profiled(activities):
        def f():
            # Timed inside the window; the profiler's start and its processing at exit are not.
            with profile(activities=activities):
                return timeit(step(dev), dev, a.iters) / 2 * 1e6
        return f

    fns[f"{dev} profiling CPU"] = profiled([ProfilerActivity.CPU])
    if torch_pjrt.device_trace_available()[0]:
        fns[f"{dev} profiling CPU+device"] = profiled([ProfilerActivity.CPU, ProfilerActivity.PrivateUse1])
    med = median_rounds(fns, a.rounds)
    m = torch_pjrt.metrics()
    res = {"us_per_op": med, "ratio_vs_native_cpu": med[dev] / med["cpu"], "compiles": m["compiles"], "fallbacks": m["fallback_count"]}
    print(f"eager small op: {med[dev]:.1f} µs/op on {dev}, native CPU {med['cpu']:.1f} µs/op "
          f"-> ratio {res['ratio_vs_native_cpu']:.2f}x (target: ≤ 20 µs/op); {m['compiles']} compiles")
    print("  under torch.profiler: " + ", ".join(f"{k.split(' ', 1)[1]} {v:.1f} µs/op" for k, v in med.items() if "profiling" in k))
    print("saved", save("eager_overhead", res))


if __name__ == "__main__":
    main()
