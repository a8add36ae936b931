"""Where a step's time goes: one workload under one mode (bench/peers/modes.py), in this
process, after the same warm-up as child.py; then each step timed alone (synced), with the
process's CPU time beside its wall time, the CPU time of each thread (grouped by thread
name), the thread count, and for torch_pjrt the engine's counters per step (executions,
compiles, bytes each way). A step whose CPU time is well above its wall time ran on more
than one core; one well below waited.

Runs under any mode's virtualenv (it imports only modes.py and workloads.py):

    .venv/bin/python bench/peers/where_time_goes.py --workload gpt_infer --mode ours_compiled [--steps 20] [--json out.json]
    ~/.cache/torch_pjrt/peers/torchax-venv/bin/python bench/peers/where_time_goes.py --workload gpt_infer --mode torchax_jit
"""

import argparse
import collections
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TICK = os.sysconf("SC_CLK_TCK")


def threads():
    """{tid: (name, cpu seconds)} of this process's threads."""
    out = {}
    base = "/proc/self/task"
    for tid in os.listdir(base):
        try:
            with open(f"{base}/{tid}/comm") as f:
                name = f.read().strip()
            with open(f"{base}/{tid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            out[tid] = (name, (int(fields[11]) + int(fields[12])) / TICK)
        except OSError:
            continue
    return out


def by_name(before, after):
    """CPU seconds per thread name between two `threads()` samples; and the thread count per name."""
    cpu, count = collections.Counter(), collections.Counter()
    for tid, (name, t) in after.items():
        # Strip trailing numbers so a pool's threads add up under one name.
        key = name.rstrip("0123456789-_/") or name
        cpu[key] += t - before.get(tid, (name, 0.0))[1]
        count[key] += 1
    return cpu, count


def counters(mode):
    if not mode.name.startswith("ours"):
        return {}
    import torch_pjrt

    m = torch_pjrt.metrics()
    return {k: m[k] for k in ("executions", "compiles", "h2d_bytes", "d2h_bytes", "donated_buffers", "cache_hits") if k in m}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--workload", required=True)
    p.add_argument("--mode", default="ours_compiled")
    p.add_argument("--warmup", type=int, default=4)
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--json")
    a = p.parse_args()
    from common import cpu_pressure
    from modes import MODES
    from workloads import WORKLOADS

    mode, w = MODES[a.mode], WORKLOADS[a.workload]
    versions = mode.setup()
    model = w.model()
    data = w.batches(1 + a.warmup + a.steps)
    fn = mode.train_step(w, model) if w.kind == "train" else mode.infer_step(w, model)
    it = iter(data)
    t0 = time.perf_counter()
    mode.sync(fn(*next(it)))
    first = time.perf_counter() - t0
    for _ in range(a.warmup):
        last = fn(*next(it))
    mode.sync(last)
    walls, cpus, per_step = [], [], []
    th0, c0, os0 = threads(), counters(mode), os.times()
    for _ in range(a.steps):
        o, t = os.times(), time.perf_counter()
        mode.sync(fn(*next(it)))
        walls.append(time.perf_counter() - t)
        o2 = os.times()
        cpus.append(o2.user + o2.system - o.user - o.system)
    os1, th1, c1 = os.times(), threads(), counters(mode)
    cpu_by, count_by = by_name(th0, th1)
    n = a.steps
    res = {
        "workload": w.name, "mode": mode.name, "versions": versions, "first_step_s": first,
        "wall_ms_median": statistics.median(walls) * 1e3, "wall_ms": [x * 1e3 for x in walls],
        "cpu_ms_per_step": (os1.user + os1.system - os0.user - os0.system) / n * 1e3,
        "cpu_ms_median": statistics.median(cpus) * 1e3,
        "threads": len(th1), "threads_by_name": dict(count_by),
        "cpu_ms_per_step_by_thread": {k: round(v / n * 1e3, 2) for k, v in cpu_by.most_common() if v > 0},
        "counters_per_step": {k: (c1[k] - c0[k]) / n for k in c1},
        "cpu_pressure_after": cpu_pressure(), "load_1min": os.getloadavg()[0],
    }
    print(json.dumps({k: v for k, v in res.items() if k != "wall_ms"}, indent=1))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(res, f)
    sys.stdout.flush()
    os._exit(0)  # as child.py: some plugins' exit handlers hang


if __name__ == "__main__":
    main()
