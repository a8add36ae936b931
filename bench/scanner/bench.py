"""Benchmark: `torch-pjrt scan` (Rust) against the same rules written with Python's `ast`
module (ast_baseline.py), on the same tree, in the same run.

    python3 bench/scanner/bench.py [TREE] [--binary PATH] [--repeat N] [--out FILE]

TREE defaults to torch's installed sources (found without importing torch). The binary
defaults to target/release/torch-pjrt (build it with
`cargo build --release -p tpj-scanner --bin torch-pjrt`). Reports files/s for:
  rust -j1 --no-prefilter   one thread, every file parsed (like-for-like with the baseline)
  rust -j1                  one thread, trigger-word prefilter on (the default)
  rust (all cores)          the default invocation
  python ast                one process
and checks that both implementations report the same per-rule counts.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import ast_baseline  # noqa: E402


def default_tree() -> str:
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("torch is not installed: pass a TREE to scan")
    return spec.submodule_search_locations[0]


def cpu_seconds():
    """CPU time of this process and its finished children: robust to other load on the host."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def best_of(n, fn):
    """(best wall seconds, best CPU seconds, result) over n runs."""
    best, best_cpu, result = None, None, None
    for _ in range(n):
        c0, t0 = cpu_seconds(), time.perf_counter()
        result = fn()
        dt, dc = time.perf_counter() - t0, cpu_seconds() - c0
        best = dt if best is None else min(best, dt)
        best_cpu = dc if best_cpu is None else min(best_cpu, dc)
    return best, best_cpu, result


def run_rust(binary, tree, extra):
    cmd = [binary, "scan", tree, "--format", "json", *extra]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}): {p.stderr[-2000:]}")
    return json.loads(p.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tree", nargs="?", default=None)
    ap.add_argument("--binary", default=str(ROOT / "target" / "release" / "torch-pjrt"))
    ap.add_argument("--repeat", type=int, default=3, help="best of N for each Rust variant")
    ap.add_argument("--python-repeat", type=int, default=1, help="best of N for the Python baseline")
    ap.add_argument("--out", default=None, help="also write the results as JSON here")
    args = ap.parse_args()
    tree = args.tree or default_tree()
    if not os.path.exists(args.binary):
        sys.exit(f"{args.binary} not found: cargo build --release -p tpj-scanner --bin torch-pjrt")

    rust_variants = [
        ("rust -j1 --no-prefilter", ["-j", "1", "--no-prefilter"]),
        ("rust -j1", ["-j", "1"]),
        (f"rust -j{os.cpu_count()} (default)", []),
    ]
    rows = []
    rust_counts = None
    run_rust(args.binary, tree, ["-j", "1"])  # warm the page cache for both sides
    for name, extra in rust_variants:
        secs, cpu, report = best_of(args.repeat, lambda: run_rust(args.binary, tree, extra))
        rust_counts = report["summary"]["by_rule"]
        files = report["summary"]["files_scanned"]
        rows.append((name, secs, cpu, files))
    secs, cpu, (py_files, py_failures, py_counts) = best_of(args.python_repeat, lambda: ast_baseline.scan(tree))
    rows.append(("python ast", secs, cpu, py_files))

    py_secs, py_cpu = rows[-1][1], rows[-1][2]
    print(f"tree: {tree}")
    print(f"{'variant':<28}{'files':>7}{'wall s':>8}{'files/s':>9}{'vs python':>11}{'cpu s':>8}{'files/cpu-s':>13}{'vs python':>11}")
    for name, s, c, files in rows:
        print(f"{name:<28}{files:>7}{s:>8.2f}{files / s:>9.0f}{py_secs / s:>10.1f}x{c:>8.2f}{files / c:>13.0f}{py_cpu / c:>10.1f}x")
    same = dict(sorted(rust_counts.items())) == dict(sorted(py_counts.items()))
    print(f"per-rule counts identical: {same}" + ("" if same else f"\n  rust:   {rust_counts}\n  python: {dict(py_counts)}"))
    if py_failures:
        print(f"python ast could not parse {py_failures} files")
    if args.out:
        Path(args.out).write_text(json.dumps({
            "tree": tree,
            "cpus": os.cpu_count(),
            "results": [{"variant": n, "files": f, "wall_seconds": round(s, 3), "files_per_s": round(f / s, 1),
                         "speedup_vs_python": round(py_secs / s, 1), "cpu_seconds": round(c, 3),
                         "files_per_cpu_s": round(f / c, 1), "cpu_speedup_vs_python": round(py_cpu / c, 1)}
                        for n, s, c, f in rows],
            "counts_identical": same,
            "by_rule": rust_counts,
        }, indent=2) + "\n")


if __name__ == "__main__":
    main()
