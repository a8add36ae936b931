"""Dumps the programs our compiled mode runs for the side-by-side benchmark's workloads
(bench/peers/workloads.py), one folder per workload, for the replay example to run on another
plugin (bench/gpu/README.md): `TORCH_PJRT_DUMP_DIR` set, `torch.compile(backend="tpu")` of the
loss and of a fused optimizer's step exactly as bench/peers/modes.py's "ours compiled" builds
them, and a few steps so every graph Dynamo produces (forward, backward, the optimizer's first
and later steps) is compiled and run once.

    .venv/bin/python bench/gpu/dump_programs.py OUT_DIR [--workloads mlp,gpt,gpt_infer,cnn,gpt_medium] [--steps 3]
"""

import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def child(name, steps):
    sys.path.insert(0, os.path.join(HERE, "..", "peers"))
    from modes import MODES  # noqa: E402
    from workloads import LARGE_WORKLOADS, WORKLOADS  # noqa: E402

    mode = MODES["ours_compiled"]
    mode.setup()
    w = {**WORKLOADS, **LARGE_WORKLOADS}[name]
    model = w.model()
    fn = mode.train_step(w, model) if w.kind == "train" else mode.infer_step(w, model)
    losses = [mode.value(fn(x, y)) for x, y in w.batches(steps)]
    import torch_pjrt

    print(json.dumps({"workload": name, "losses": losses, "compiles": torch_pjrt.metrics().get("compiles")}))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--workloads", default="mlp,gpt,gpt_infer,cnn,gpt_medium")
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--child")
    a = p.parse_args()
    if a.child:
        return child(a.child, a.steps)
    failed = 0
    for name in a.workloads.split(","):
        d = os.path.join(a.out, name)
        os.makedirs(d, exist_ok=True)
        env = dict(os.environ, TORCH_PJRT_DUMP_DIR=d, TORCH_PJRT_CACHE_DIR="off")
        r = subprocess.run([sys.executable, __file__, a.out, "--child", name, "--steps", str(a.steps)], env=env)
        n = len([f for f in os.listdir(d) if f.endswith(".json")])
        print(f"{name}: {n} program(s) in {d}" + ("" if r.returncode == 0 else f" (exit {r.returncode})"), flush=True)
        failed += r.returncode != 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
