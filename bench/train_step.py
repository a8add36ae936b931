"""Transformer training step time, eager on the PJRT device vs native PyTorch CPU
eager, same run (nanoGPT-style 4L/4H/d256, ctx 128, batch 8, AdamW by default).

    .venv/bin/python bench/train_step.py [--steps 10] [--rounds 3] [--small]
"""

import argparse
import copy
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))

import torch

import torch_pjrt
from common import median_rounds, save, sync
from models import GPT, batches, corpus


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--small", action="store_true", help="2L/d128/ctx64/bs8: a quick run")
    p.add_argument("--save", action="store_true", help="write bench/results/<name>.json (tracked) instead of a temporary file")
    a = p.parse_args()
    torch_pjrt.set_strict(True)
    cfg = dict(layers=2, d=128, heads=4, ctx=64, batch=8) if a.small else dict(layers=4, d=256, heads=4, ctx=128, batch=8)
    data, vocab = corpus()
    torch.manual_seed(0)
    base = GPT(vocab=vocab, ctx=cfg["ctx"], d=cfg["d"], layers=cfg["layers"], heads=cfg["heads"])
    dev = f"{torch_pjrt.device_name()}:0"
    setups = {}
    for d in ("cpu", dev):
        m = copy.deepcopy(base).to(d)
        opt = torch.optim.AdamW(m.parameters(), lr=1e-3)
        it = batches(data, cfg["ctx"], cfg["batch"], 10**9)
        setups[d] = (m, opt, it)

    def one(d):
        m, opt, it = setups[d]
        x, y = next(it)
        x, y = x.to(d), y.to(d)
        _, loss = m(x, y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        return loss

    t0 = time.perf_counter()
    one(dev).item()
    first = time.perf_counter() - t0
    for d in setups:
        for _ in range(2):
            one(d).item()

    def run(d):
        sync(d)
        t = time.perf_counter()
        for _ in range(a.steps):
            loss = one(d)
        loss.item()
        return (time.perf_counter() - t) / a.steps * 1e3

    med = median_rounds({d: (lambda d=d: run(d)) for d in setups}, a.rounds)
    mt = torch_pjrt.metrics()
    res = {"config": cfg, "ms_per_step": med, "ratio_vs_native_cpu": med[dev] / med["cpu"], "first_step_s": first,
           "compiles": mt["compiles"], "fallbacks": mt["fallback_count"], "peak_memory_bytes": torch.tpu.max_memory_allocated()}
    print(f"transformer train step ({cfg}): {med[dev]:.1f} ms on {dev}, native CPU eager {med['cpu']:.1f} ms "
          f"-> ratio {res['ratio_vs_native_cpu']:.2f}x (target ≤ 1.5x); first step {first:.1f} s; "
          f"{mt['compiles']} programs, {mt['fallback_count']} fallbacks")
    print("saved", save("train_step_small" if a.small else "train_step", res))


if __name__ == "__main__":
    main()
