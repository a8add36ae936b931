"""One workload under one mode, in this process (run.py starts one per pair and round, with
the mode's virtualenv): the first step timed on its own (it compiles), warm-up steps, then
timed blocks of steps, each block closed by waiting for the device. Writes JSON to --out:
per-block times, every step's loss, peak RSS, versions; or the error that stopped it.

    python bench/peers/child.py --workload mlp --mode native_eager --out r.json [--warmup 3 --blocks 5 --block 4]
"""

import argparse
import json
import os
import resource
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def measure(mode, w, warmup, blocks, block):
    out = {"versions": mode.setup()}
    if w.kind == "eager_op":
        step, result = mode.eager_op(w.start())

        def call():
            return step()
    else:
        model = w.model()
        data = w.batches(1 + warmup + blocks * block)
        fn = mode.train_step(w, model) if w.kind == "train" else mode.infer_step(w, model)
        losses, it = [], iter(data)

        def call():
            losses.append(fn(*next(it)))
            return losses[-1]

    t = time.perf_counter()
    mode.sync(call())
    out["first_step_s"] = time.perf_counter() - t
    last = None
    for _ in range(warmup):
        last = call()
    mode.sync(last)
    per_step = 1e6 / w.ops_per_step if w.kind == "eager_op" else 1e3  # µs per op, or ms per step
    times = []
    for _ in range(blocks):
        t = time.perf_counter()
        for _ in range(block):
            last = call()
        mode.sync(last)
        times.append((time.perf_counter() - t) / block * per_step)
    out["block_times"] = times
    out["metrics"] = mode.metrics()  # before the reads below, which some count as fallbacks
    # Read after the timings: a host read per step would wait on the device every step.
    out["losses"] = [float(result().double().sum())] if w.kind == "eager_op" else [mode.value(v) for v in losses]
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--workload", required=True)
    p.add_argument("--mode", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--blocks", type=int, default=5)
    p.add_argument("--block", type=int, default=4)
    a = p.parse_args()
    try:
        from modes import MODES
        from workloads import WORKLOADS

        res = {"ok": True, **measure(MODES[a.mode], WORKLOADS[a.workload], a.warmup, a.blocks, a.block)}
    except BaseException as e:  # noqa: BLE001  (the report shows why a mode failed, never a number)
        last = f"{type(e).__name__}: {e}".strip().splitlines()
        res = {"ok": False, "error": " ".join(last[:3])[:600], "traceback": traceback.format_exc()[-4000:]}
    res["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open(a.out, "w") as f:
        json.dump(res, f)
    # Skip interpreter teardown: some plugins' exit handlers hang or abort after the
    # result is written, and what they do then is not part of any measurement.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
