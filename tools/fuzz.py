#!/usr/bin/env python
"""Differential fuzzer: random programs of 5-30 ops run on the CPU and on the PJRT device, eagerly
(strict mode) and compiled (``torch.compile(fn, backend="tpu", fullgraph=True)``), compared.

Usage (from the repository root)::

    .venv/bin/python tools/fuzz.py --seed 1 --programs 500            # both modes, 2 workers
    .venv/bin/python tools/fuzz.py --seed 7 --programs 50 --mode compiled --no-shrink
    .venv/bin/python tools/fuzz.py --seed 1 --programs 500 --save     # findings into tests/fuzz_regressions/
    .venv/bin/python tools/fuzz.py --seed 1 --programs 500 --resume   # finish an interrupted run
    .venv/bin/python tools/fuzz.py --replay target/fuzz/findings/fuzz_<hash>_eager.json

Programs are drawn from a typed pool of the ops we lower (tools/fuzzing/pool/): pointwise ops
with broadcasting, comparisons, reductions, matmuls, softmax, norms, activations, views, in-place
updates through views, indexing, joins, scans, factories, dtype conversions and the layers and
losses of models (convolutions, pooling, interpolation, attention, cross entropy), over random
shapes (size-1 and, rarely, 0-size dims) and dtypes (mostly float32; int64, bool, bfloat16,
float16). Program ``i`` of seed ``s`` is always the same program.

Each program runs in a worker process (crash-isolated like tools/conformance.py, whose worker
supervision this reuses): a worker that dies or exceeds ``--timeout`` is restarted and the program
recorded as ``crash`` / ``timeout``. Outcomes are explained in tools/fuzzing/execute.py: match,
mismatch, unstable (numerical noise of an ill-conditioned program), undefined (the CPU converted
NaN, an infinity or an out-of-range float to an integer: undefined behaviour), unsupported (a
strict-mode refusal: the ops are listed), upstream (torch.compile itself fails the same way
without our backend), and ``known`` (an entry of tests/fuzz_regressions/expected.py).

Failures are shrunk (tools/fuzzing/shrink.py) and written as data, ``fuzz_<hash>_<mode>.json`` (the
program, its mode and tolerances: tools/fuzzing/program.py ``regression``): under
target/fuzz/findings/, or with ``--save`` into tests/fuzz_regressions/, whose one runner
(test_regressions.py) replays every such file; ``--replay`` reruns one. Results stream to
target/fuzz/results-<seed>.jsonl (``--resume`` keeps them); ``--json`` writes the report.

Exit status: 0 when every outcome is a match, unstable, undefined, unsupported, upstream or
known; 1 with mismatches, crashes, timeouts or harness errors; 2 when the run itself could not run.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import queue
import re
import shutil
import signal
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "tools")
sys.path.insert(0, ROOT)
sys.path.insert(0, TOOLS)

OUT_DIR = os.path.join(ROOT, "target", "fuzz")
SAVE_DIR = os.path.join(ROOT, "tests", "fuzz_regressions")
MODES = ("eager", "compiled")
#: Outcomes that are not failures.
BENIGN = ("match", "unstable", "undefined", "unsupported", "upstream", "known")
FAILURES = ("mismatch", "crash", "timeout", "error")

# --- worker side --------------------------------------------------------------------------------


def _inject_fault(program, mode):
    """Test hook: TORCH_PJRT_FUZZ_FAULT="crash=<index>,hang=<index>" makes the worker die or hang
    on that program (tests/test_fuzz.py checks the run survives both)."""
    for item in filter(None, os.environ.get("TORCH_PJRT_FUZZ_FAULT", "").split(",")):
        what, _, idx = item.partition("=")
        if str(program.index) == idx:
            if what == "crash":
                os.kill(os.getpid(), signal.SIGSEGV)
            if what == "hang":
                time.sleep(3600)


def worker_main():
    """Reads requests ({"program": ..., "mode": ...}) from stdin, one JSON object a line; writes
    one outcome a line to the original stdout. Everything else goes to stderr (the worker log)."""
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    if os.environ.get("TORCH_PJRT_FUZZ_SNAPSHOT"):
        sys.path.insert(0, os.environ["TORCH_PJRT_FUZZ_SNAPSHOT"])  # ahead of tools/, which this file put first
    import warnings

    warnings.filterwarnings("ignore")
    import torch  # noqa: F401
    import torch_pjrt  # noqa: F401
    from fuzzing import execute
    from fuzzing.program import Program

    out.write(json.dumps({"ready": True}) + "\n")
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        program = Program.from_json(req["program"])
        print(f"--- case {program.seed}:{program.index} {req['mode']}", file=sys.stderr, flush=True)
        _inject_fault(program, req["mode"])
        out.write(json.dumps(execute.run(program, req["mode"])) + "\n")


# --- driver side --------------------------------------------------------------------------------


def _snapshot(out_dir):
    """Workers load a copy of the package (with its native module) and of the fuzzer's executor,
    so editing or rebuilding the tree during a long run does not change what is being tested."""
    snap = os.path.join(out_dir, "snapshot")
    shutil.rmtree(snap, ignore_errors=True)
    for src, name in ((os.path.join(ROOT, "python", "torch_pjrt"), "torch_pjrt"), (os.path.join(TOOLS, "fuzzing"), "fuzzing")):
        shutil.copytree(src, os.path.join(snap, name), ignore=shutil.ignore_patterns("__pycache__"))
    return snap


def _composite(name, torch):
    """Whether an ATen op decomposes before reaching a backend (CompositeImplicitAutograd)."""
    try:
        return bool(torch._C._dispatch_has_kernel_for_dispatch_key(f"aten::{name}", "CompositeImplicitAutograd"))
    except RuntimeError:
        return False


def available_specs(torch):
    """The pool entries whose ATen ops this build lowers (or that decompose into lowered ones)."""
    import torch_pjrt
    from fuzzing import pool

    lowered = set(torch_pjrt._native.lowered_ops())
    names = {a for s in pool.POOL for a in s.aten}
    ok = lowered | {n for n in names if _composite(n, torch)}
    return pool.pool(ok), pool.dropped(ok)


class Pool:
    """Worker processes, one per thread, each running requests under a timeout."""

    def __init__(self, workers, timeout, recycle, log_dir, pythonpath, snapshot=None):
        from conformance import Worker

        self.timeout = timeout
        self.recycle = recycle
        env = {"PYTHONPATH": pythonpath, "TORCH_PJRT_CACHE_DIR": "off", "TORCH_PJRT_STRICT": "1",
               "TORCH_PJRT_FUZZ_SNAPSHOT": snapshot or ""}
        self.workers = [Worker(i, log_dir, argv=[sys.executable, os.path.abspath(__file__), "--worker"], env=env)
                        for i in range(workers)]

    def run(self, w, program, mode, timeout=None):
        if w.proc is None or w.proc.poll() is not None or w.ran >= self.recycle:
            w.stop()
            w.start()
        t0 = time.monotonic()
        reply, failed = w.request(json.dumps({"program": program.to_json(), "mode": mode}), timeout or self.timeout)
        if reply is not None:
            return reply
        status, message = failed
        return {"mode": mode, "status": status, "kind": status, "where": "", "detail": message, "ops": [],
                "seconds": round(time.monotonic() - t0, 3)}

    def stop(self):
        for w in self.workers:
            w.stop()


def signature(outcome):
    """What a shrunk candidate must keep to count as the same failure."""
    err = re.sub(r"\d+", "N", (outcome.get("device_error") or "").split(":")[0])
    return (outcome["mode"], outcome["status"], outcome.get("kind"), outcome.get("cpu_error_type"),
            outcome.get("device_error_type"), err if outcome.get("kind") == "raised" else "")


def producer(program, where):
    """The pool entry whose op made a result name (``v3``, ``v5[1]``), or where it is from."""
    base = (where or "").split("[")[0]
    if base.startswith("input"):
        return "input"
    for op in program.ops:
        if base in op.out:
            return op.spec
    return program.ops[-1].spec if program.ops else ""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    ap.add_argument("--programs", type=int, default=100, help="programs to run (default 100)")
    ap.add_argument("--start", type=int, default=0, help="index of the first program (default 0)")
    ap.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--timeout", type=float, default=120, help="seconds per program and mode before it is a timeout")
    ap.add_argument("--recycle", type=int, default=150, help="restart a worker after this many runs (bounds memory)")
    ap.add_argument("--only", metavar="LIST", help="run these program indices instead of --start/--programs: "
                    "comma-separated, or @FILE with one index per line (a rerun of chosen programs)")
    ap.add_argument("--mode", choices=("eager", "compiled", "both"), default="both")
    ap.add_argument("--shrink", action=argparse.BooleanOptionalAction, default=True,
                    help="shrink failures to minimal reproducers (default on)")
    ap.add_argument("--shrink-seconds", type=float, default=300, help="time budget per shrunk finding")
    ap.add_argument("--max-shrink", type=int, default=12, help="shrink at most this many distinct failures")
    ap.add_argument("--save", action="store_true", help="write findings to tests/fuzz_regressions/ (replayed by its test_regressions.py)")
    ap.add_argument("--out", default=OUT_DIR, help="results, logs and findings (default target/fuzz)")
    ap.add_argument("--json", help="write the report as JSON to this path")
    ap.add_argument("--no-snapshot", action="store_true", help="workers import the live python/torch_pjrt")
    ap.add_argument("--quiet", action="store_true", help="no progress lines")
    ap.add_argument("--resume", action="store_true",
                    help="keep the outcomes already in the results file and run only the rest")
    ap.add_argument("--replay", metavar="JSON", help="run a saved finding (findings/*.json) again and print the outcome")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker_main()
    try:
        return _replay(args) if args.replay else _drive(args)
    except KeyboardInterrupt:
        print("fuzz: interrupted", file=sys.stderr)
        return 2


def _replay(args):
    """One saved program, in a worker, in its mode (or --mode's): the outcome as JSON."""
    from fuzzing.program import Program

    with open(args.replay) as f:
        saved = json.load(f)
    program = Program.from_json(saved["program"])
    modes = [saved["mode"]] if args.mode == "both" else [args.mode]
    os.makedirs(os.path.join(args.out, "logs"), exist_ok=True)
    workers = Pool(1, args.timeout, args.recycle, os.path.join(args.out, "logs"), os.pathsep.join([TOOLS, ROOT]))
    try:
        outs = [workers.run(workers.workers[0], program, m) for m in modes]
    finally:
        workers.stop()
    print(json.dumps(outs, indent=1))
    return 1 if any(o["status"] in FAILURES for o in outs) else 0


def _indices(args):
    """The program indices a run covers: --only's list, else --start/--programs."""
    if not args.only:
        return list(range(args.start, args.start + args.programs))
    text = open(args.only[1:]).read() if args.only.startswith("@") else args.only
    return sorted({int(t) for t in re.split(r"[,\s]+", text) if t.strip()})


def _drive(args):
    import warnings

    warnings.filterwarnings("ignore")
    import torch
    from fuzzing import pool as fpool
    from fuzzing import program as fprogram
    from fuzzing.execute import TOLERANCES

    from tests.fuzz_regressions import expected

    os.makedirs(args.out, exist_ok=True)
    log_dir = os.path.join(args.out, "logs")
    os.makedirs(log_dir, exist_ok=True)
    specs, dropped = available_specs(torch)
    modes = MODES if args.mode == "both" else (args.mode,)
    paths = [TOOLS, ROOT]
    snapshot = None if args.no_snapshot else _snapshot(args.out)
    if snapshot:
        paths.insert(0, snapshot)
    workers = Pool(args.workers, args.timeout, args.recycle, log_dir, os.pathsep.join(paths), snapshot)
    results_path = os.path.join(args.out, f"results-{args.seed}.jsonl")
    done_before = []
    if args.resume and os.path.exists(results_path):
        with open(results_path) as f:
            done_before = [json.loads(line) for line in f if line.strip()]
    results = open(results_path, "a" if args.resume else "w", buffering=1)
    say = (lambda *a: None) if args.quiet else (lambda *a: print(*a, flush=True))
    indices = _indices(args)
    span = f"{len(indices)} chosen programs" if args.only else f"programs {args.start}..{args.start + args.programs - 1}"
    say(f"fuzz: seed {args.seed}, {span}, modes {', '.join(modes)}, "
        f"{args.workers} workers, {len(specs)} pool entries" + (f" ({len(dropped)} not lowered: {', '.join(sorted(dropped))})" if dropped else ""))

    tasks = queue.Queue()
    wanted = {(i, m) for i in indices for m in modes}
    records = [r for r in done_before if (r["index"], r["mode"]) in wanted]
    seen = {(r["index"], r["mode"]) for r in records}
    for i in indices:
        for m in modes:
            if (i, m) not in seen:
                tasks.put((i, m))
    total = len(wanted)
    failing = {}  # index -> program, for shrinking
    lock = threading.Lock()
    counts = {m: collections.Counter(r["status"] for r in records if r["mode"] == m) for m in modes}
    errors = []
    t0 = time.monotonic()

    def get_program(i):
        # Generation is cheap (milliseconds) and deterministic: made again for each mode.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return fpool.generate(args.seed, i, specs, torch)

    def loop(w):
        try:
            while True:
                try:
                    i, mode = tasks.get_nowait()
                except queue.Empty:
                    return
                p = get_program(i)
                out = workers.run(w, p, mode)
                known = expected.explain(p.specs(), out) if out["status"] in FAILURES else None
                if known:
                    out["known"] = known
                    out["status"] = "known"
                rec = {"index": i, "mode": mode, "ops_in_program": len(p.ops), "digest": p.digest(),
                       "producer": producer(p, out.get("where")), **out}
                with lock:
                    results.write(json.dumps(rec) + "\n")
                    records.append(rec)
                    counts[mode][out["status"]] += 1
                    if out["status"] in FAILURES:
                        failing[i] = p
                    done = sum(sum(c.values()) for c in counts.values())
                    bad = out["status"] in FAILURES
                    if bad or done % 50 == 0:
                        el = time.monotonic() - t0
                        summary = "; ".join(f"{m} " + " ".join(f"{k}={v}" for k, v in sorted(c.items())) for m, c in counts.items())
                        flag = f"  [{out['status']}: program {i} {mode}: {out.get('kind')} {out.get('detail', '')[:160]}]" if bad else ""
                        say(f"[{done}/{total} {el:.0f}s] {summary}{flag}")
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=loop, args=(w,), daemon=True) for w in workers.workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    results.close()
    if errors:
        workers.stop()
        raise SystemExit(f"fuzz: a worker could not run: {errors[0]!r}")
    run_seconds = time.monotonic() - t0

    # Shrink distinct failures.
    failures = [r for r in records if r["status"] in FAILURES]
    groups = collections.OrderedDict()
    for r in sorted(failures, key=lambda r: (r["index"], r["mode"])):
        # A raised error names its cause; a wrong value is told apart by the op that made it.
        key = signature(r) + (("",) if r.get("kind") == "raised" else (r["producer"],))
        groups.setdefault(key, []).append(r)
    findings = []
    find_dir = SAVE_DIR if args.save else os.path.join(args.out, "findings")
    os.makedirs(find_dir, exist_ok=True)
    todo = queue.Queue()
    for key, rs in list(groups.items())[: args.max_shrink]:
        todo.put((key, rs))
    skipped = list(groups.items())[args.max_shrink:]

    def shrink_loop(w):
        from fuzzing.shrink import shrink

        try:
            while True:
                try:
                    key, rs = todo.get_nowait()
                except queue.Empty:
                    return
                first = rs[0]
                p = failing.get(first["index"]) or get_program(first["index"])
                sig = signature(first)

                def still_fails(cand):
                    o = workers.run(w, cand, first["mode"])
                    return signature(o) == sig

                small = p
                if args.shrink:
                    say(f"fuzz: shrinking program {first['index']} ({first['mode']}, {first['status']} {first.get('kind')}, "
                        f"{len(p.ops)} ops)")
                    small = shrink(p, still_fails, seconds=args.shrink_seconds, torch=torch)
                final = workers.run(w, small, first["mode"])
                if signature(final) != sig:  # flaky: keep the program as found
                    small, final = p, first
                header = (f"Fuzz finding ({first['mode']}): {first['status']} {first.get('kind') or ''}: "
                          f"{(final.get('detail') or '')[:300]}\n\nFound by `tools/fuzz.py --seed {args.seed}` "
                          f"(program {first['index']}, {len(p.ops)} ops; shrunk to {len(small.ops)}); "
                          f"{len(rs)} program(s) failed this way: {', '.join(str(r['index']) for r in rs[:20])}.")
                # The finding as data: tests/fuzz_regressions/test_regressions.py replays it (--save puts
                # it there), --replay reruns it; the standalone script is for the report.
                src = fprogram.reproducer(small, first["mode"], final, TOLERANCES, header)
                path = os.path.join(find_dir, fprogram.regression_name(small, first["mode"]))
                with open(path, "w") as f:
                    f.write(fprogram.regression_text(fprogram.regression(small, first["mode"], final, TOLERANCES, header)))
                with lock:
                    findings.append({"key": list(key), "programs": [r["index"] for r in rs], "mode": first["mode"],
                                     "status": first["status"], "kind": first.get("kind"), "detail": final.get("detail"),
                                     "ops": len(small.ops), "path": os.path.relpath(path, ROOT), "source": src})
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    if groups:
        threads = [threading.Thread(target=shrink_loop, args=(w,), daemon=True) for w in workers.workers]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    workers.stop()
    if errors:
        raise SystemExit(f"fuzz: a worker could not shrink: {errors[0]!r}")

    report = _report(args, modes, counts, records, findings, skipped, dropped, run_seconds, results_path)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)
    say(_render(report))
    return 1 if any(report["totals"][m].get(s, 0) for m in modes for s in FAILURES) else 0


def _report(args, modes, counts, records, findings, skipped, dropped, seconds, results_path):
    unsupported = {m: collections.Counter() for m in modes}
    known = {m: collections.Counter() for m in modes}
    for r in records:
        if r["status"] == "unsupported":
            for op in r.get("ops") or ["?"]:
                unsupported[r["mode"]][op] += 1
        if r["status"] == "known":
            known[r["mode"]][r["known"]] += 1
    programs = len({r["index"] for r in records})
    return {
        "seed": args.seed, "start": args.start, "programs": programs, "modes": list(modes),
        "seconds": round(seconds, 1),
        "totals": {m: {"runs": sum(counts[m].values()), **dict(counts[m])} for m in modes},
        "unsupported_ops": {m: dict(unsupported[m].most_common()) for m in modes},
        "known": {m: dict(known[m]) for m in modes},
        "failures": [{k: r.get(k) for k in ("index", "mode", "status", "kind", "where", "producer", "detail")}
                     for r in records if r["status"] in FAILURES],
        "findings": [{k: v for k, v in f.items() if k != "source"} for f in findings],
        "not_shrunk": [{"key": list(k), "programs": [r["index"] for r in rs]} for k, rs in skipped],
        "pool_dropped": dropped,
        "results": os.path.relpath(results_path, ROOT),
    }


def _render(rep):
    lines = [f"fuzz: seed {rep['seed']}: {rep['programs']} programs in {rep['seconds']:.0f} s"]
    cols = ("runs", "match", "mismatch", "crash", "timeout", "unsupported", "unstable", "undefined", "upstream", "known",
            "error")
    lines.append("  " + f"{'mode':9}" + "".join(f"{c:>12}" for c in cols))
    for m, t in rep["totals"].items():
        lines.append("  " + f"{m:9}" + "".join(f"{t.get(c, 0):>12}" for c in cols))
    for m, ops in rep["unsupported_ops"].items():
        if ops:
            lines.append(f"  unsupported ({m}): " + ", ".join(f"{k} ×{v}" for k, v in ops.items()))
    for m, ks in rep["known"].items():
        if ks:
            lines.append(f"  known ({m}): " + ", ".join(f"{k} ×{v}" for k, v in ks.items()))
    for f in rep["findings"]:
        lines.append(f"  finding: {f['mode']} {f['status']} {f['kind']} ({len(f['programs'])} programs, shrunk to "
                     f"{f['ops']} ops): {f['path']}\n      {(f['detail'] or '').splitlines()[0][:200] if f['detail'] else ''}")
    for s in rep["not_shrunk"]:
        lines.append(f"  not shrunk: {s['key']}: programs {s['programs'][:10]}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
