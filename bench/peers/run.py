"""Side by side: the same workloads under native PyTorch (eager, Inductor), torch_pjrt
(eager, compiled), torchax and torch_xla. Every workload × mode runs in a fresh process
(bench/peers/child.py, in the mode's virtualenv), interleaved over rounds in a shuffled
order; each mode's losses are checked against native eager's, step by step. Reports the
median and range of ms per step, the cold first step, peak RSS and the machine's load
(1-minute load average and CPU pressure) while each pair ran.

    .venv/bin/python bench/peers/run.py [--quick] [--rounds 3] [--workloads mlp,gpt] [--modes native_eager,ours_compiled] [--save]

Peers come from bench/peers/setup_peers.sh; a mode whose virtualenv is missing or
broken is reported unavailable, with the reason. Results go to a temporary folder, or
to bench/results/peers.{json,md} with --save.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
# Importing torch here only reads the workloads' names and kinds; the device backends'
# autoload would bring torch_pjrt's plugin into this process too, for nothing.
os.environ.setdefault("TORCH_DEVICE_BACKEND_AUTOLOAD", "0")

from common import LOAD, machine_load, results_dir, save  # noqa: E402
from modes import MODES  # noqa: E402
from workloads import WORKLOADS  # noqa: E402

PEERS_DIR = os.environ.get("TORCH_PJRT_PEERS_DIR", os.path.expanduser("~/.cache/torch_pjrt/peers"))
PROBES = {
    "torchax": "import torch, torchax, jax, optax; print(torch.__version__, torchax.__version__, jax.__version__)",
    "torch_xla": "import torch, torch_xla; print(torch.__version__, torch_xla.__version__)",
}


def python_for(venv):
    return sys.executable if venv == "repo" else os.path.join(PEERS_DIR, f"{venv}-venv", "bin", "python")


def probe(venv):
    """None when the venv imports its libraries, else why not."""
    if venv == "repo":
        return None
    py = python_for(venv)
    if not os.path.exists(py):
        return f"not installed ({py} missing): run bench/peers/setup_peers.sh"
    try:
        r = subprocess.run([py, "-c", PROBES[venv]], capture_output=True, text=True, timeout=300, env=child_env(None))
    except subprocess.TimeoutExpired:
        return "importing it took over 300 s"
    if r.returncode != 0:
        return "import failed: " + (r.stderr.strip().splitlines() or ["?"])[-1][:300]
    return None


def child_env(cache_root):
    env = {k: v for k, v in os.environ.items() if k != "TORCH_DEVICE_BACKEND_AUTOLOAD"}
    env.update(PJRT_DEVICE="CPU", JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="2", TORCH_PJRT_STRICT="1")
    if cache_root:
        # Fresh compile caches per process: the first step is a cold start in every mode
        # (XLA's and JAX's persistent caches are off unless configured).
        env.update(TORCH_PJRT_CACHE_DIR=os.path.join(cache_root, "pjrt"), TORCHINDUCTOR_CACHE_DIR=os.path.join(cache_root, "inductor"))
    return env


def run_child(w, m, a):
    """Runs one pair in a fresh process; its result, with the machine's load sampled
    every second while it ran."""
    samples, done = [machine_load()], threading.Event()

    def sample():
        while not done.wait(1.0):
            samples.append(machine_load())

    th = threading.Thread(target=sample, daemon=True)
    th.start()
    with tempfile.TemporaryDirectory(prefix="peers-") as tmp:
        out = os.path.join(tmp, "result.json")
        cmd = [python_for(m.venv), os.path.join(HERE, "child.py"), "--workload", w.name, "--mode", m.name, "--out", out,
               "--warmup", str(a.warmup), "--blocks", str(a.blocks), "--block", str(a.eager_block if w.kind == "eager_op" else a.block)]
        t = time.perf_counter()
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout, env=child_env(tmp), cwd=REPO)
            if os.path.exists(out):
                with open(out) as f:
                    res = json.load(f)
            else:
                tail = (r.stderr.strip().splitlines() or ["(no output)"])[-1][:300]
                res = {"ok": False, "error": f"process ended with status {r.returncode} before its result: {tail}"}
        except subprocess.TimeoutExpired:
            res = {"ok": False, "error": f"did not finish in {a.timeout} s"}
        res["wall_s"] = time.perf_counter() - t
    done.set()
    th.join()
    samples.append(machine_load())
    res["load"] = samples
    LOAD.extend(s["load_1min"] for s in samples)
    return res


def applicable(w, m):
    return not (w.kind == "eager_op" and m.compiled)


def compare(losses, ref):
    """Largest relative difference of a mode's per-step losses from native eager's."""
    if len(losses) != len(ref):
        return float("inf")
    return max(abs(a - b) / max(abs(b), 1e-12) for a, b in zip(losses, ref))


def summarise(w, m, runs, refs, tol):
    """One cell: all rounds of one pair."""
    ok = [r for r in runs if r.get("ok")]
    cell = {"runs": len(runs), "failed": [r["error"] for r in runs if not r.get("ok")]}
    if not ok:
        return cell
    times = [t for r in ok for t in r["block_times"]]
    loads = [s for r in runs for s in r["load"]]
    psi = [s["cpu_some_avg10"] for s in loads if s["cpu_some_avg10"] is not None]
    diffs = [compare(r["losses"], ref) for r in ok for ref in refs]
    cell.update(
        median=statistics.median(times), min=min(times), max=max(times),
        round_medians=[statistics.median(r["block_times"]) for r in ok],
        first_step_s=statistics.median(r["first_step_s"] for r in ok),
        peak_rss_mb=max(r["peak_rss_mb"] for r in ok),
        load_1min=[min(s["load_1min"] for s in loads), max(s["load_1min"] for s in loads)],
        cpu_pressure=[min(psi), max(psi)] if psi else None,
        loss_rel_diff=max(diffs) if diffs else None, losses_match=bool(diffs) and max(diffs) <= tol,
        steps_checked=len(ok[0]["losses"]), versions=ok[0]["versions"], metrics=ok[-1].get("metrics", {}))
    return cell


def fmt(v):
    return f"{v:.3g}" if v < 100 else f"{v:.0f}"


def markdown(res):
    """The report: one table per figure, workloads down, modes across."""
    modes, cells, a = res["modes"], res["cells"], res["args"]
    head = "| workload | " + " | ".join(MODES[m].title for m in modes) + " |\n|---|" + "---|" * len(modes) + "\n"

    def table(title, render, units=False):
        rows = []
        for wn in res["workloads"]:
            w = WORKLOADS[wn]
            row = []
            for m in modes:
                c = cells.get(wn, {}).get(m)
                if c is None:
                    row.append("n/a" if not applicable(w, MODES[m]) else "unavailable" if m in res["unavailable"] else "—")
                elif "median" not in c:
                    row.append("failed")
                else:
                    row.append(render(c, w))
            rows.append(f"| {w.title}{f' ({w.unit})' if units else ''} | " + " | ".join(row) + " |")
        return f"**{title}**\n\n" + head + "\n".join(rows) + "\n"

    def timing(c, w):
        native = cells.get(w.name, {}).get("native_eager", {}).get("median")
        ratio = f" · {c['median'] / native:.2f}×" if native else ""
        tokens = f" · {w.tokens_per_step / c['median'] * 1e3:.0f} tok/s" if w.tokens_per_step else ""
        return f"{fmt(c['median'])} [{fmt(c['min'])}–{fmt(c['max'])}]{ratio}{tokens}"

    def loss(c, w):
        if c["loss_rel_diff"] is None:
            return "no reference"
        return ("✓ " if c["losses_match"] else "✗ ") + f"{c['loss_rel_diff']:.1e}"

    def load(c, w):
        p = c["cpu_pressure"]
        return f"{c['load_1min'][0]:.1f}–{c['load_1min'][1]:.1f}" + (f" / {p[0]:.0f}–{p[1]:.0f}%" if p else "")

    out = [f"Side-by-side benchmark: {res['rounds']} round(s), each workload × mode a fresh process; "
           f"{res['steps']} steps per process: the first, {a['warmup']} warm-up, {a['blocks']} timed blocks of {a['block']} "
           f"(eager_op: iterations, blocks of {a['eager_block']}); {res['cpus']} CPUs.\n",
           table("Per step: median [min–max] over all timed blocks of all rounds · ratio to native eager (· tokens/s)", timing, units=True),
           table(f"Losses vs native eager (same weights, data): largest relative difference over every step (✓ ≤ {res['tolerance']:g})", loss),
           table("Cold first step (s; fresh compile caches), median of rounds", lambda c, w: fmt(c["first_step_s"])),
           table("Peak RSS of the process (MB)", lambda c, w: f"{c['peak_rss_mb']:.0f}"),
           table("Machine load while the pair ran: 1-min load average / CPU pressure (some, avg10)", load)]
    notes = [f"- {MODES[m].title}: {MODES[m].note}" for m in modes]
    notes += [f"- **{MODES[m].title} unavailable**: {why}" for m, why in res["unavailable"].items()]
    for wn, row in cells.items():
        for m, c in row.items():
            for e in sorted(set(c["failed"])):
                notes.append(f"- **{WORKLOADS[wn].title} / {MODES[m].title} failed**: {e}")
    versions = {}
    for row in cells.values():
        for c in row.values():
            for k, v in (c.get("versions") or {}).items():
                versions.setdefault(k, set()).add(str(v))
    notes.append("- versions: " + ", ".join(f"{k} {'/'.join(sorted(v))}" for k, v in sorted(versions.items())))
    return "\n".join(out) + "\n" + "\n".join(notes) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="1 round, 2 warm-up steps, 3 blocks of 2 steps")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--workloads", default=",".join(WORKLOADS), help=f"comma-separated, of {','.join(WORKLOADS)}")
    p.add_argument("--modes", default=",".join(MODES), help=f"comma-separated, of {','.join(MODES)}")
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--blocks", type=int, default=5)
    p.add_argument("--block", type=int, default=4, help="steps per timed block")
    p.add_argument("--eager-block", type=int, default=1000, help="iterations per timed block of eager_op")
    p.add_argument("--tolerance", type=float, default=1e-3, help="largest relative loss difference from native eager that passes")
    p.add_argument("--timeout", type=int, default=1800, help="seconds per process")
    p.add_argument("--seed", type=int, default=0, help="of the order within each round")
    p.add_argument("--save", action="store_true", help="write bench/results/peers.{json,md} (tracked) instead of a temporary folder")
    a = p.parse_args()
    if a.quick:
        a.rounds, a.warmup, a.blocks, a.block, a.eager_block = 1, 2, 3, 2, 200
    for given, known in ((a.workloads, WORKLOADS), (a.modes, MODES)):
        if bad := [n for n in given.split(",") if n not in known]:
            p.error(f"unknown {', '.join(bad)}; choose from {','.join(known)}")
    workloads = [WORKLOADS[n] for n in a.workloads.split(",")]
    modes = [MODES[n] for n in a.modes.split(",")]
    unavailable = {}
    for venv in sorted({m.venv for m in modes}):
        why = probe(venv)
        for m in modes:
            if m.venv == venv and why:
                unavailable[m.name] = why
                print(f"{m.title}: unavailable: {why}", flush=True)
    live = [m for m in modes if m.name not in unavailable]
    pairs = [(w, m) for w in workloads for m in live if applicable(w, m)]
    runs = {}
    for r in range(a.rounds):
        order = list(pairs)
        random.Random(a.seed * 1000 + r).shuffle(order)
        # Native eager is the loss reference: a filtered run still gets one, once, untimed.
        if r == 0:
            order += [(w, MODES["native_eager"]) for w in workloads if MODES["native_eager"] not in modes]
        for w, m in order:
            res = run_child(w, m, a)
            runs.setdefault(w.name, {}).setdefault(m.name, []).append(res)
            what = (f"{statistics.median(res['block_times']):.3g} {w.unit}, first step {res['first_step_s']:.2f} s, "
                    f"peak RSS {res['peak_rss_mb']:.0f} MB" if res.get("ok") else f"FAILED: {res['error']}")
            print(f"round {r + 1}/{a.rounds} {w.name:9s} {m.name:17s} {what} (load {res['load'][-1]['load_1min']:.2f})", flush=True)
    cells = {}
    for w in workloads:
        refs = [r["losses"] for r in runs[w.name].get("native_eager", []) if r.get("ok")]
        for m in live:
            if applicable(w, m):
                cells.setdefault(w.name, {})[m.name] = summarise(w, m, runs[w.name][m.name], refs, a.tolerance)
    steps = 1 + a.warmup + a.blocks * a.block
    res = {"workloads": [w.name for w in workloads], "modes": [m.name for m in modes], "rounds": a.rounds, "steps": steps,
           "tolerance": a.tolerance, "args": vars(a), "cpus": os.cpu_count(), "unavailable": unavailable, "cells": cells,
           "runs": runs}
    md = markdown(res)
    print("\n" + md)
    path = save("peers", res)
    with open(os.path.join(results_dir(), "peers.md"), "w") as f:
        f.write(md)
    print("saved", path, "and peers.md beside it")
    bad = [(wn, m) for wn, row in cells.items() for m, c in row.items() if c["failed"] or not c.get("losses_match")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
