#!/usr/bin/env python
"""The OpInfo conformance sweep: every op_db entry x dtype x (forward, gradient) on the PJRT device in
strict mode, eagerly and (float32) under ``torch.compile(backend="tpu", fullgraph=True)``,
crash-isolated, written to docs/conformance.md and docs/conformance.json.

Usage (from the repository root)::

    .venv/bin/python tools/conformance.py                      # full sweep, 2 workers, writes docs/
    .venv/bin/python tools/conformance.py --ops 'linalg.*' --no-write   # a few ops, report to stdout
    .venv/bin/python tools/conformance.py --report-only        # re-render docs/ from the last results
    .venv/bin/python tools/conformance.py --kinds compiled,compiled_grad   # the compiled columns only

Each case (see tests/conformance/harness.py) runs in a worker process; a worker that dies (a
segfault, an abort, a Rust panic) or exceeds the per-case timeout is killed and restarted and the
case is recorded as ``crash`` / ``timeout`` with the tail of the worker's stderr. Results stream to
``target/conformance/results.jsonl``; ``--resume`` continues an interrupted sweep from it.

Exit status: 0 when the sweep ran (whatever the pass rate), 1 with crashes or timeouts, 2 when the
sweep itself could not run.
"""

from __future__ import annotations

import argparse
import collections
import datetime
import fnmatch
import json
import os
import queue
import re
import select
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))

import op_usage  # noqa: E402

#: tests/conformance/harness.py TORCH_TOO (the driver does not import torch).
TORCH_TOO = "[aot_eager on the CPU fails too] "
RESULTS_DIR = os.path.join(ROOT, "target", "conformance")
RESULTS = os.path.join(RESULTS_DIR, "results.jsonl")
PARTIAL = os.path.join(RESULTS_DIR, "partial.jsonl")  # --ops/--dtypes/--kinds runs never touch RESULTS
CASES = os.path.join(RESULTS_DIR, "cases.json")
DOC_MD = os.path.join(ROOT, "docs", "conformance.md")
DOC_JSON = os.path.join(ROOT, "docs", "conformance.json")
COMMAND = ".venv/bin/python tools/conformance.py"
#: Report columns: the eager ones, then torch.compile's (float32 forward and gradients).
EAGER_COLUMNS = ("float32", "grad", "bfloat16", "float16", "int64", "int32", "bool", "complex64")
COMPILED_COLUMNS = ("compiled", "compiled_grad")
COLUMNS = EAGER_COLUMNS + COMPILED_COLUMNS
KINDS = ("forward", "grad", "compiled", "compiled_grad")
#: The eager column each compiled column is measured against.
EAGER_OF = {"compiled": "float32", "compiled_grad": "grad"}


def column_case(col):
    """(dtype, kind) of a report column."""
    return ("float32", col) if col in ("grad",) + COMPILED_COLUMNS else (col, "forward")

# --- worker side --------------------------------------------------------------------------------


SNAPSHOT = os.path.join(RESULTS_DIR, "snapshot")


def snapshot_package():
    """Copies python/torch_pjrt (with its built native module) aside so that every worker of a
    sweep loads the same build, even while the tree is being rebuilt."""
    import shutil

    src = os.path.join(ROOT, "python", "torch_pjrt")
    dst = os.path.join(SNAPSHOT, "torch_pjrt")
    shutil.rmtree(SNAPSHOT, ignore_errors=True)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__"))
    os.environ["TORCH_PJRT_CONFORMANCE_SNAPSHOT"] = SNAPSHOT


def _worker_env():
    env = dict(os.environ)
    env["TORCH_PJRT_STRICT"] = "1"
    env["PYTORCH_PRINT_REPRO_ON_FAILURE"] = "0"
    env.setdefault("RUST_BACKTRACE", "0")
    paths = [env.get("TORCH_PJRT_CONFORMANCE_SNAPSHOT"), ROOT, env.get("PYTHONPATH")]
    env["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
    return env


def _inject_fault(cid):
    """Test hook: TORCH_PJRT_CONFORMANCE_FAULT="crash=<op>,hang=<op>" makes the worker die or hang
    on that op's cases (tests/conformance/test_driver.py checks the sweep survives both)."""
    for item in filter(None, os.environ.get("TORCH_PJRT_CONFORMANCE_FAULT", "").split(",")):
        what, _, op = item.partition("=")
        if cid.split("|")[0] == op:
            if what == "crash":
                os.kill(os.getpid(), signal.SIGSEGV)
            if what == "hang":
                time.sleep(3600)


def worker_main():
    """Reads case ids from stdin, one per line; writes one JSON outcome per line to the original
    stdout. Everything else the process prints (fd 1 included) goes to stderr."""
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    import warnings

    warnings.filterwarnings("ignore")
    from tests.conformance import harness

    out.write(json.dumps({"ready": True}) + "\n")
    for line in sys.stdin:
        cid = line.strip()
        if not cid:
            continue
        print(f"--- case {cid}", file=sys.stderr, flush=True)
        _inject_fault(cid)
        outcome = harness.run_case(*harness.parse_case_id(cid))
        out.write(json.dumps(outcome.to_json()) + "\n")


def list_main():
    """Writes the case list and per-entry facts as JSON to stdout."""
    import warnings

    warnings.filterwarnings("ignore")
    from tests.conformance import expected_failures as xf
    from tests.conformance import harness

    entries = []
    for op in harness.op_db:
        entries.append(
            {
                "op": op.full_name,
                "differentiable": bool(op.supports_autograd),
                "declared": [harness.DTYPE_NAMES[d] for d in harness.declared_dtypes(op)],
                "cases": [harness.case_id(op.full_name, d, k) for d, k in harness.cases_for(op)],
                "not_applicable": xf.not_applicable(op.full_name, "float32", "forward"),
                "nondeterministic": harness.nondeterministic(op),
            }
        )
    import torch
    import torch_pjrt

    meta = {"torch": torch.__version__, "plugin": torch_pjrt.info(), "op_db_entries": len(entries),
            "lowered_aten_ops": len(torch_pjrt.lowered_ops()), "device": harness.DEV,
            "compiled_samples": harness.COMPILED_SAMPLES}
    json.dump({"meta": meta, "entries": entries}, sys.stdout)


# --- driver side --------------------------------------------------------------------------------


class Worker:
    """One worker process; `run` sends a case and waits for its outcome or its death.

    `argv` and `env` (extra variables) let other drivers (tools/fuzz.py) run their own worker
    loop under the same supervision: `request` sends one line and returns the reply or why none
    came."""

    def __init__(self, idx, log_dir, argv=None, env=None):
        self.idx = idx
        self.log_path = os.path.join(log_dir, f"worker{idx}.log")
        self.argv = argv or [sys.executable, os.path.abspath(__file__), "--worker"]
        self.extra_env = env or {}
        self.proc = None
        self.buf = b""
        self.ran = 0
        self.eof = False

    def start(self, ready_timeout=600):
        self.log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            self.argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            env={**_worker_env(), **self.extra_env},
            cwd=ROOT,
            start_new_session=True,
        )
        self.buf = b""
        self.ran = 0
        self.eof = False
        line = self._readline(ready_timeout)
        if line is None:
            raise RuntimeError(f"worker {self.idx} did not start: see {self.log_path}\n{self._tail(0)}")

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait()
        self.proc = None
        if getattr(self, "log", None):
            self.log.close()

    def _readline(self, timeout):
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            r, _, _ = select.select([fd], [], [], min(left, 1.0))
            if r:
                chunk = os.read(fd, 65536)
                if not chunk:
                    self.eof = True  # the worker died
                    return None
                self.buf += chunk
            elif self.proc.poll() is not None:
                self.eof = True
                return None
        line, self.buf = self.buf.split(b"\n", 1)
        return line

    def _tail(self, offset, n=1500):
        try:
            with open(self.log_path, "rb") as f:
                f.seek(offset)
                text = f.read().decode("utf-8", "replace")
        except OSError:
            return ""
        lines = [ln for ln in text.splitlines() if ln.strip() and not ln.startswith("--- case")]
        # A Rust panic's first lines name the cause; keep them rather than the backtrace.
        keep = [ln for ln in lines if not re.match(r"\s+(\d+:|at )", ln)]
        return "\n".join(keep[-12:])[-n:]

    def request(self, text, timeout):
        """Sends one line; returns (the JSON reply, None) or (None, (status, message)) where the
        worker died ("crash") or gave no reply in time ("timeout"; the worker is then killed)."""
        offset = os.path.getsize(self.log_path)
        try:
            self.proc.stdin.write((text + "\n").encode())
            self.proc.stdin.flush()
            line = self._readline(timeout)
        except (BrokenPipeError, OSError):
            line = None
        if line is not None:
            self.ran += 1
            return json.loads(line), None
        if self.eof:
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                pass
        status = "crash" if self.eof else "timeout"
        if not self.eof:
            message = f"no result after {timeout:.0f} s; worker killed"
        else:
            rc = self.proc.returncode
            sig = "closed its output" if rc is None else f"signal {signal.Signals(-rc).name}" if rc < 0 else f"exit status {rc}"
            message = f"worker died ({sig})"
        self.stop()
        tail = self._tail(offset)
        if tail:
            message += ":\n" + tail
        return None, (status, message)

    def run(self, cid, timeout):
        op, dtype, kind = cid.split("|")
        t0 = time.monotonic()
        reply, failed = self.request(cid, timeout)
        if reply is not None:
            return reply
        status, message = failed
        return {
            "op": op, "dtype": dtype, "kind": kind, "status": status, "message": message,
            "samples": 0, "sample": None, "note": "", "seconds": round(time.monotonic() - t0, 3),
        }


def list_cases():
    proc = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--list"],
        capture_output=True, env=_worker_env(), cwd=ROOT, timeout=900,
    )
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr.decode("utf-8", "replace")[-4000:])
        raise SystemExit("conformance: could not list the cases (see above)")
    return json.loads(proc.stdout)


def sweep(case_ids, workers, timeout, recycle, results_path, log_dir, progress=True):
    """Runs the cases on `workers` processes; appends every outcome to `results_path`."""
    todo = queue.Queue()
    for cid in case_ids:
        todo.put(cid)
    lock = threading.Lock()
    done = [0]
    counts = collections.Counter()
    t0 = time.monotonic()
    out = open(results_path, "a", buffering=1)
    errors = []

    def loop(idx):
        w = Worker(idx, log_dir)
        try:
            while True:
                try:
                    cid = todo.get_nowait()
                except queue.Empty:
                    return
                if w.proc is None or w.proc.poll() is not None or w.ran >= recycle:
                    w.stop()
                    w.start()
                res = w.run(cid, timeout)
                with lock:
                    out.write(json.dumps(res) + "\n")
                    done[0] += 1
                    counts[res["status"]] += 1
                    if progress and (done[0] % 25 == 0 or res["status"] in ("crash", "timeout")):
                        el = time.monotonic() - t0
                        summary = " ".join(f"{k}={v}" for k, v in sorted(counts.items()))
                        flag = f"  [{res['status']}: {cid}]" if res["status"] in ("crash", "timeout") else ""
                        print(f"[{done[0]}/{len(case_ids)} {el:.0f}s] {summary}{flag}", flush=True)
        except Exception as e:  # noqa: BLE001
            errors.append(e)
        finally:
            w.stop()

    threads = [threading.Thread(target=loop, args=(i,), daemon=True) for i in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    out.close()
    if errors:
        raise SystemExit(f"conformance: a worker could not run: {errors[0]}")


def load_results(path):
    results = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    r = json.loads(line)
                    results[f"{r['op']}|{r['dtype']}|{r['kind']}"] = r
    return results


# --- the report ---------------------------------------------------------------------------------


def cause_of(r):
    """A short key grouping failures by cause."""
    msg = r.get("message") or ""
    if r["status"] == "xfail" and " — " in msg:
        msg = msg.split(" — ", 1)[1]
    if msg.startswith(TORCH_TOO):
        return "torch.compile's own (aot_eager on the CPU fails too): " + cause_of(dict(r, status="fail", message=msg[len(TORCH_TOO):]))
    m = re.search(r"torch_pjrt: (aten::[\w.]+) is not lowered for the PJRT device(?: \(([^)]*)\))?", msg)
    if m:
        base = m.group(1).split(".")[0]
        return f"not lowered: {base}" + (f" ({m.group(2)})" if m.group(2) else "")
    # torch.compile: the ops a graph lacks, Dynamo's graph break, what the backend raised.
    m = re.search(r"no lowering for \d+ op\(s\): ([^\n]+)", msg)
    if m:
        return "not lowered in a graph: " + m.group(1).strip()
    m = re.search(r"graph break under fullgraph=True: ([^\n]+)(?:\n\s*Explanation: ([^\n]+))?", msg)
    if m:
        return "graph break: " + m.group(1).strip() + (f" ({_normalise(m.group(2))[:160]})" if m.group(2) else "")
    m = re.match(r"BackendCompilerFailed: backend='\w+' raised:\n([^\n]+)", msg)
    if m:
        msg = m.group(1)
    # The Dynamo glue's refusal to describe a graph (results recorded before it was a
    # NotLoweredError name its old private class).
    for refused in ("NotLoweredError: ", "_Unsupported: "):
        if msg.startswith(refused):
            msg = "graph refused: " + msg[len(refused):]
    if r["status"] == "crash":
        first = next((ln for ln in msg.splitlines()[1:] if ln.strip()), msg.splitlines()[0] if msg else "")
        return "crash: " + _normalise(first)[:160]
    if r["status"] == "timeout":
        return "timeout"
    first = msg.splitlines()[0] if msg else ""
    if "Tensor-likes are not close" in msg or "Scalars are not close" in msg or "are not equal" in msg:
        return "wrong values (outside tolerance)"
    if "attribute 'shape'" in msg or "Sizes" in first:
        return "wrong shape"
    if "attribute 'dtype'" in msg:
        return "wrong dtype"
    if "result on cpu" in msg:
        return "result left on the CPU"
    return _normalise(first)[:200]


def _normalise(s):
    s = re.sub(r"0x[0-9a-f]+", "0x…", s)
    s = re.sub(r"\[[\d, ]+\]|\([\d, ]+\)", "[…]", s)
    s = re.sub(r"\b\d+(\.\d+)?(e-?\d+)?\b", "N", s)
    return s.strip()


def _pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "—"


def _apply_expected(results):
    """Re-labels recorded outcomes with the current expected-failure lists, so editing
    tests/conformance/expected_failures.py needs no new sweep (`--report-only`)."""
    from tests.conformance import expected_failures as xf

    out = {}
    for cid, r in results.items():
        r = dict(r)
        reason = xf.expected_failure(r["op"], r["dtype"], r["kind"])
        msg = r.get("message") or ""
        if r["status"] == "xfail" and " — " in msg:
            r["status"], msg = "fail", msg.split(" — ", 1)[1]
        if r["status"] == "xpass":
            r["status"], msg = "pass", ""
        if reason and r["status"] == "fail":
            r["status"], msg = "xfail", f"{reason} — {msg}"
        elif reason and r["status"] == "pass":
            r["status"], msg = "xpass", f"listed as expected failure ({reason}) but passes"
        r["message"] = msg
        out[cid] = r
    return out


def build_report(listing, results, command):
    results = _apply_expected(results)
    entries = listing["entries"]
    totals = {}
    per_op = {}
    for e in entries:
        cells = {}
        for col in COLUMNS:
            dtype, kind = column_case(col)
            cid = f"{e['op']}|{dtype}|{kind}"
            if e["not_applicable"]:
                cells[col] = {"status": "n/a", "message": e["not_applicable"]}
            elif cid in e["cases"]:
                r = results.get(cid)
                cells[col] = r if r else {"status": "not run", "message": "no result recorded (sweep interrupted?)"}
            else:
                cells[col] = None  # not declared by the OpInfo
        per_op[e["op"]] = cells

    def tally(col):
        run = [c for c in (per_op[e["op"]][col] for e in entries) if c is not None and c["status"] != "n/a"]
        passed = sum(c["status"] in ("pass", "xpass") for c in run)
        return passed, len(run)

    for col in COLUMNS:
        p, n = tally(col)
        totals[col] = {"pass": p, "entries": n, "rate": round(100.0 * p / n, 1) if n else None}
    all_results = [r for r in results.values()]
    status_counts = collections.Counter(r["status"] for r in all_results)
    na = [e for e in entries if e["not_applicable"]]
    f32_all = sum(per_op[e["op"]]["float32"] is not None and per_op[e["op"]]["float32"]["status"] in ("pass", "xpass") for e in entries)
    totals["float32_over_all_op_db"] = {"pass": f32_all, "entries": len(entries)}
    totals["statuses"] = dict(status_counts)
    totals["crashes"] = status_counts.get("crash", 0)
    totals["timeouts"] = status_counts.get("timeout", 0)
    totals["not_applicable_entries"] = len(na)
    totals["cases_run"] = len(all_results)

    # Failure causes, and the ops they block.
    causes = collections.defaultdict(list)
    for r in all_results:
        if r["status"] in ("fail", "xfail", "crash", "timeout"):
            causes[cause_of(r)].append(f"{r['op']} {r['dtype']} {r['kind']}")
    cause_rows = sorted(causes.items(), key=lambda kv: (-len(kv[1]), kv[0]))

    # Most-used failing entries (eager columns; the compiled ones are reported apart).
    bad_statuses = ("fail", "xfail", "crash", "timeout", "not run")
    failing = []
    for e in entries:
        bad = {col: per_op[e["op"]][col] for col in EAGER_COLUMNS
               if per_op[e["op"]][col] is not None and per_op[e["op"]][col]["status"] in bad_statuses}
        if bad:
            failing.append((op_usage.rank(e["op"]), e["op"], bad))
    failing.sort()

    # Entries that pass eagerly but not compiled: what graphs are missing.
    compiled_only = []
    for e in entries:
        for col in COMPILED_COLUMNS:
            c, eager = per_op[e["op"]][col], per_op[e["op"]][EAGER_OF[col]]
            if c is not None and c["status"] in bad_statuses and eager is not None and eager["status"] in ("pass", "xpass"):
                compiled_only.append((op_usage.rank(e["op"]), e["op"], col, c))
    compiled_only.sort(key=lambda t: (t[0], t[1], t[2]))
    compiled_causes = collections.defaultdict(list)
    for _, name, col, c in compiled_only:
        compiled_causes[cause_of(c)].append(f"{name} ({'gradients' if col == 'compiled_grad' else 'forward'})")
    compiled_cause_rows = sorted(compiled_causes.items(), key=lambda kv: (-len(kv[1]), kv[0]))

    md = []
    w = md.append
    meta = listing["meta"]
    w("# OpInfo conformance (strict mode)\n")
    w("PyTorch's own `op_db` (torch.testing._internal.common_methods_invocations) run on the `tpu` device with")
    w("`torch_pjrt.set_strict(True)` (a CPU fallback is a failure), every sample compared with the same op on")
    w("the CPU. An entry passes for a dtype when **all** its samples pass. The `compiled` columns run the same")
    w("samples through `torch.compile` (see [Compiled-only failures](#compiled-only-failures)). Generated; do not edit by hand.\n")
    w(f"Regenerate: `{command}` (about 25 minutes with 2 workers on 2 cores, 10 of them the compiled columns; `--help` for subsets, `--rerun GLOB` to refresh some entries).")
    w(f"Measured {meta.get('date', '')} with torch {meta['torch']}, plugin {meta['plugin'].get('platform')} "
      f"({os.path.basename(str(meta['plugin'].get('plugin_path', '')))}), commit {meta.get('commit', '?')} "
      f"({meta.get('lowered_aten_ops', '?')} ATen ops lowered)"
      + (f"; entries {', '.join(meta['refreshed_entries'])} re-run on this build, the rest from the full sweep" if meta.get("refreshed_entries") else "")
      + ".\n")
    w("## Totals\n")
    w("| column | pass | of entries | rate |")
    w("|---|---:|---:|---:|")
    labels = {
        "float32": "float32 forward", "grad": "gradients (float32, differentiable entries)",
        "bfloat16": "bfloat16 forward", "float16": "float16 forward", "int64": "int64 forward",
        "int32": "int32 forward", "bool": "bool forward", "complex64": "complex64 forward",
        "compiled": f"torch.compile float32 forward (first {meta.get('compiled_samples', '?')} samples)",
        "compiled_grad": f"torch.compile gradients (float32, first {meta.get('compiled_samples', '?')} samples)",
    }
    for col in COLUMNS:
        t = totals[col]
        w(f"| {labels[col]} | {t['pass']} | {t['entries']} | {_pct(t['pass'], t['entries'])} |")
    w("")
    w(f"- **crashes: {totals['crashes']}**, timeouts: {totals['timeouts']} "
      f"(a crash or timeout kills only its worker; the case is recorded and the sweep goes on).")
    w(f"- float32 forward over all {len(entries)} op_db entries (counting not-applicable and "
      f"no-float32 entries as failures): {f32_all} ({_pct(f32_all, len(entries))}).")
    w(f"- Denominators: entries that declare the dtype for the CPU, less the {len(na)} not-applicable entries "
      "(listed below). Expected failures (`xfail`) count as failures.")
    w(f"- Cases run: {totals['cases_run']}; by status: " + ", ".join(f"{k} {v}" for k, v in sorted(status_counts.items())) + ".")
    nd = [e["op"] for e in entries if e["nondeterministic"] and not e["not_applicable"]]
    w(f"- {len(nd)} entries have random or uninitialised outputs; for them shape, dtype and device are "
      "compared, not values: " + ", ".join(f"`{n}`" for n in nd) + ".\n")

    core = [f for f in failing if {"float32", "grad"} & set(f[2])]
    other = [f for f in failing if not {"float32", "grad"} & set(f[2])]
    w("## Most-used failing ops\n")
    w("Ranked by how common the op is in real models (tools/op_usage.py). First the entries failing in "
      "float32 forward or gradients (with that cause), then those failing only in other dtypes.\n")
    w("| # | op | failing | cause |")
    w("|---:|---|---|---|")
    for i, (_, name, bad) in enumerate(core[:30], 1):
        first = bad.get("float32") or bad.get("grad")
        w(f"| {i} | `{name}` | {', '.join(bad)} | {_md(cause_of(first))} |")
    w("")
    w("Failing in other dtypes only:\n")
    w("| # | op | failing | cause |")
    w("|---:|---|---|---|")
    for i, (_, name, bad) in enumerate(other[:20], 1):
        first = next(iter(bad.values()))
        w(f"| {i} | `{name}` | {', '.join(bad)} | {_md(cause_of(first))} |")
    w("")

    w("## Compiled-only failures\n")
    w(f"`compiled` and `compiled_grad` run each entry's first {meta.get('compiled_samples', '?')} samples (that the CPU accepts) "
      f"through `torch.compile(fn, backend=\"{meta.get('device', 'tpu')}\", fullgraph=True)` on device inputs and compare with CPU "
      "eager like the forward and gradient columns; gradients go through the forward and backward graphs "
      "AOTAutograd makes. Dynamo is reset before every sample, so each compiles at its own static shapes; a "
      "sample counts only if at least one graph went through the backend (a sample Dynamo ran eagerly is a "
      "failure), and a graph break is a failure with Dynamo's reason.\n")
    w(f"{len(compiled_only)} entries pass eagerly but fail compiled "
      f"({sum(col == 'compiled' for *_, col, _ in compiled_only)} forward, "
      f"{sum(col == 'compiled_grad' for *_, col, _ in compiled_only)} gradients). By cause:\n")
    w("| cause | entries | examples |")
    w("|---|---:|---|")
    for cause, cases in compiled_cause_rows:
        ex = ", ".join(cases[:4]) + (" …" if len(cases) > 4 else "")
        w(f"| {_md(cause)} | {len(cases)} | {_md(ex)} |")
    w("")
    w("Every such entry, most-used first:\n")
    w("| op | column | cause |")
    w("|---|---|---|")
    for _, name, col, c in compiled_only:
        w(f"| `{name}` | {col} | {_md(cause_of(c))} |")
    w("")

    w("## Failures grouped by cause\n")
    w("| cause | cases | examples |")
    w("|---|---:|---|")
    for cause, cases in cause_rows:
        ex = ", ".join(cases[:4]) + (" …" if len(cases) > 4 else "")
        w(f"| {_md(cause)} | {len(cases)} | {_md(ex)} |")
    w("")

    w("## Per op and dtype\n")
    w("✅ pass · ❌ fail · ⚠️ expected failure (listed in tests/conformance/expected_failures.py) · "
      "💥 crash · ⏱ timeout · n/a not applicable · — dtype not declared by the OpInfo. "
      "Failures are detailed below the table.\n")
    w("| op | " + " | ".join(COLUMNS) + " |")
    w("|---|" + "---|" * len(COLUMNS))
    sym = {"pass": "✅", "xpass": "✅", "fail": "❌", "xfail": "⚠️", "crash": "💥", "timeout": "⏱", "n/a": "n/a", "not run": "?", "skip": "n/a"}
    for e in entries:
        cells = per_op[e["op"]]
        w(f"| `{e['op']}` | " + " | ".join("—" if cells[c] is None else sym.get(cells[c]["status"], "?") for c in COLUMNS) + " |")
    w("")

    w("## Failure details\n")
    for e in entries:
        for col in COLUMNS:
            c = per_op[e["op"]][col]
            if c is None or c["status"] in ("pass", "xpass", "n/a", "skip"):
                continue
            msg = (c.get("message") or "").strip().splitlines()
            first = msg[0] if msg else ""
            extra = f" ({c['note']})" if c.get("note") and c["status"] != "crash" else ""
            if c["status"] == "crash":
                first = " / ".join(m.strip() for m in msg[:3])
            w(f"- `{e['op']}` {col}: **{c['status']}** — {_md(first[:300])}{_md(extra[:300])}")
    w("")

    w("## Not applicable\n")
    for e in na:
        w(f"- `{e['op']}`: {e['not_applicable']}")
    w("")
    xp = [r for r in all_results if r["status"] == "xpass"]
    if xp:
        w("## Unexpected passes (delete from expected_failures.py)\n")
        for r in xp:
            w(f"- `{r['op']}` {r['dtype']} {r['kind']}")
        w("")

    doc = {
        "meta": meta,
        "command": command,
        "definition": "an entry passes for a dtype when all its samples pass, strict mode, compared with CPU",
        "totals": totals,
        "causes": [{"cause": c, "count": len(v), "cases": v} for c, v in cause_rows],
        "compiled_only_failing": [{"op": n, "column": col, "cause": cause_of(c)} for _, n, col, c in compiled_only],
        "most_used_failing": [
            {"op": n, "failing": sorted(b), "cause": cause_of(b.get("float32") or b.get("grad") or next(iter(b.values())))}
            for _, n, b in failing[:50]
        ],
        "entries": {
            e["op"]: {
                col: (None if per_op[e["op"]][col] is None else {
                    k: per_op[e["op"]][col].get(k) for k in ("status", "message", "samples", "sample", "note", "seconds")
                    if per_op[e["op"]][col].get(k) not in (None, "")
                })
                for col in COLUMNS
            }
            for e in entries
        },
    }
    return "\n".join(md) + "\n", doc, totals, failing


def _md(s):
    return str(s).replace("|", "\\|").replace("\n", " ")


def _git_commit():
    """The commit, with "+wip" when tracked sources differ from it (the build includes them)."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT).stdout.strip()
        dirty = subprocess.run(["git", "diff", "--quiet", "HEAD", "--", "crates", "csrc", "python"], cwd=ROOT).returncode
        return head + ("+wip" if dirty else "")
    except OSError:
        return "?"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--timeout", type=float, default=300, help="seconds per case before it counts as a timeout")
    ap.add_argument("--recycle", type=int, default=200, help="restart a worker after this many cases (bounds memory)")
    ap.add_argument("--ops", action="append", help="only op_db entries matching this glob (repeatable)")
    ap.add_argument("--kinds", default=",".join(KINDS), help=f"comma-separated: {','.join(KINDS)}")
    ap.add_argument("--dtypes", default=None, help="comma-separated dtype names (default: all swept)")
    ap.add_argument("--resume", action="store_true", help="keep results already in target/conformance/results.jsonl")
    ap.add_argument("--report-only", action="store_true", help="render the report from recorded results")
    ap.add_argument("--rerun", action="append", metavar="GLOB",
                    help="re-run only the cases of entries matching GLOB, keep every other recorded result, "
                         "and re-render docs/ (repeatable; refreshes a full sweep after a fix)")
    ap.add_argument("--no-write", action="store_true", help="print totals, do not write docs/")
    ap.add_argument("--results", help="results file (default target/conformance/results.jsonl, partial.jsonl for subsets)")
    ap.add_argument("--report", help="also write the JSON report to this path")
    ap.add_argument("--no-snapshot", action="store_true", help="workers import the live python/torch_pjrt")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--list", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker_main()
    if args.list:
        return list_main()

    os.makedirs(RESULTS_DIR, exist_ok=True)
    if not args.no_snapshot and not args.report_only:
        snapshot_package()
    if args.report_only and os.path.exists(CASES):
        # Keep the sweep's own facts (date, commit, build); re-read the not-applicable list.
        from tests.conformance import expected_failures as xf

        with open(CASES) as f:
            listing = json.load(f)
        for e in listing["entries"]:
            e["not_applicable"] = xf.not_applicable(e["op"], "float32", "forward")
    else:
        listing = list_cases()
        listing["meta"]["date"] = datetime.date.today().isoformat()
        listing["meta"]["commit"] = _git_commit()
        with open(CASES, "w") as f:
            json.dump(listing, f)
    kinds = set(args.kinds.split(","))
    if kinds - set(KINDS):
        ap.error(f"unknown kinds {', '.join(sorted(kinds - set(KINDS)))} (known: {', '.join(KINDS)})")
    dtypes = set(args.dtypes.split(",")) if args.dtypes else None
    entries = listing["entries"]
    if args.ops:
        entries = [e for e in entries if any(fnmatch.fnmatchcase(e["op"], p) for p in args.ops)]
        listing = dict(listing, entries=entries)
    wanted = [
        c for e in entries for c in e["cases"]
        if c.split("|")[2] in kinds and (dtypes is None or c.split("|")[1] in dtypes)
    ]
    full = not args.ops and not args.dtypes and kinds == set(KINDS)
    results_path = args.results or (RESULTS if full else PARTIAL)
    if args.rerun:
        prev = load_results(results_path)
        listing["meta"]["refreshed_entries"] = args.rerun
        old = prev
        keep = {k: v for k, v in old.items() if not any(fnmatch.fnmatchcase(v["op"], p) for p in args.rerun)}
        with open(results_path, "w") as f:
            for v in keep.values():
                f.write(json.dumps(v) + "\n")
        args.resume = True
    if not args.report_only:
        if not args.resume and os.path.exists(results_path):
            os.replace(results_path, results_path + ".prev")
        done = load_results(results_path)
        todo = [c for c in wanted if c not in done]
        print(f"conformance: {len(todo)} cases ({len(wanted) - len(todo)} already recorded) on {args.workers} workers", flush=True)
        sweep(todo, args.workers, args.timeout, args.recycle, results_path, RESULTS_DIR)
    wanted_set = set(wanted)
    results = {k: v for k, v in load_results(results_path).items() if k in wanted_set}
    md, doc, totals, failing = build_report(listing, results, COMMAND)
    if args.report:
        with open(args.report, "w") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
    if not args.no_write and full:
        with open(DOC_MD, "w") as f:
            f.write(md)
        with open(DOC_JSON, "w") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(f"conformance: wrote {os.path.relpath(DOC_MD, ROOT)} and {os.path.relpath(DOC_JSON, ROOT)}")
    for col in COLUMNS:
        t = totals[col]
        print(f"  {col:9} {t['pass']:4}/{t['entries']:<4} {_pct(t['pass'], t['entries'])}")
    print(f"  crashes {totals['crashes']}, timeouts {totals['timeouts']}")
    return 1 if totals["crashes"] or totals["timeouts"] else 0


if __name__ == "__main__":
    sys.exit(main())
