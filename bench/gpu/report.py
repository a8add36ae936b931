"""The GPU check's results (device_check.sh's results.json and native.jsonl) as a markdown
table: per workload, the sum of one step's replayed programs (ours, executables alone) beside
torchax and native PyTorch's whole steps on the same GPU.

    python bench/gpu/report.py OUT_DIR [> bench/results/gpu/h200.md]
"""

import collections
import json
import os
import sys

MODES = [("torchax_jit", "torchax (JAX jit)"), ("eager", "native eager"), ("eager_tf32", "native eager, TF32"),
         ("inductor", "native Inductor")]


def main():
    out = sys.argv[1]
    res = json.load(open(os.path.join(out, "results.json")))
    native = [json.loads(line) for line in open(os.path.join(out, "native.jsonl"))]
    ours = collections.defaultdict(list)  # workload -> [median ms of each program]
    for p in res["replay"].get("programs", []):
        if p["ok"]:
            ours[p["name"].split("/")[0]].append((p["median_ms"], (p.get("check") or {}).get("match")))
    by = {(d["mode"], d["workload"]): d for d in native}
    titles = {d["workload"]: d.get("title", d["workload"]) for d in native}
    gpu = next((d.get("gpu") for d in native if d.get("gpu")), "?")
    torch = next((d.get("torch") for d in native if d.get("torch")), "?")
    rp = res["replay"]
    print(f"GPU check on {gpu}: torch {torch}, plugin {rp.get('platform')} {rp.get('platform_version')} "
          f"({os.path.basename(res['plugin'])}); ms per training or inference step, median of timed blocks.\n")
    print("\"ours\" is the sum of the medians of one step's programs (forward, backward, optimizer), each "
          "replayed alone with its inputs on the GPU (crates/engine/examples/replay.rs): the executables only, "
          "without our host work per step. The others are whole steps.\n")
    head = ["workload", "ours: programs (count)"] + [t for _, t in MODES]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for w in sorted(ours, key=lambda w: list(titles).index(w) if w in titles else 99):
        ms = sum(m for m, _ in ours[w])
        ok = all(c for _, c in ours[w])
        row = [titles.get(w, w), f"{ms:.3f} ({len(ours[w])}){'' if ok else ' MISMATCH'}"]
        for mode, _ in MODES:
            d = by.get((mode, w))
            if not d or not d.get("ok"):
                row.append("failed" if d else "—")
                continue
            cell = f"{d['ms_per_step']:.3f}"
            if d.get("tokens_per_s"):
                cell += f" · {d['tokens_per_s']:,.0f} tok/s"
            row.append(cell)
        print("| " + " | ".join(row) + " |")
    tests = res.get("tests", {})
    print()
    for n, t in tests.items():
        print(f"- {n}: {'; '.join(t['results']) or 'no result line'}")


if __name__ == "__main__":
    main()
