"""Compile for a TPU without a TPU: StableHLO programs compiled by libtpu for a TPU topology
on a CPU-only host (``pip install libtpu``), with XLA's cost and memory analysis. The same for
an NVIDIA GPU without a GPU (``pip install torch-pjrt[gpu-target]``: the CUDA plugin, ptxas,
libdevice), for the GPUs we describe (``h100``, ``h200``: ``tpj_pjrt::gpu_target``); the CUDA
plugin reports the memory analysis but no cost analysis (``cost`` is None and
``cost_unavailable`` gives the plugin's words).

Targets are short names (``v5e``, ``v6e``, ``tpu7x``, ``v5p``, ``v4``: one chip; ``h100``,
``h200``: one GPU) or libtpu topologies (``v6e:2x2``, ``tpu7x:2x2x1``). Nothing runs: the compiled program is analysed
and dropped. The compiler runs in this process with :func:`compile`; :func:`check` runs it in
a child process, because some programs crash libtpu's compiler (a segmentation fault), and
a check must report that, not die of it.

Example::

    import torch_pjrt.target as target
    r = target.compile(open("graph-1a2b3c.mlir").read(), "v6e")
    print(r["cost"]["flops"], r["memory"]["temp_bytes"])
    for row in target.check(["dumps/"], "v5e"):
        print(row["status"], row["op"], row.get("reason", ""))

``torch-pjrt tpu-check`` is the command line of :func:`check` (``--help``).
"""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time

from . import _native


def info(target="v6e"):
    """What ``target`` resolves to: topology, platform, compiler version, device kind and count.

    Raises :class:`torch_pjrt.errors.PluginNotFoundError` when libtpu (or, for a GPU, the
    CUDA plugin) is not installed and
    :class:`torch_pjrt.errors.InvalidSettingError` for an unknown target name."""
    return _native.target_info(target, sys.path)


def compile(program, target="v6e"):
    """Compiles StableHLO text for ``target`` in this process and returns
    ``{"seconds", "cost": {...}, "memory": {...}}``: XLA's cost analysis (``flops``,
    ``bytes accessed``, ``transcendentals``, ...) and memory analysis (``argument_bytes``,
    ``output_bytes``, ``temp_bytes``, ...). For a GPU target ``cost`` is None and
    ``cost_unavailable`` says why (the CUDA plugin has no cost analysis). A program the compiler rejects raises
    :class:`torch_pjrt.errors.TorchPjrtError` with the compiler's message. A program that
    crashes the compiler crashes this process: use :func:`check` for programs not known to be
    safe."""
    return _native.target_compile(target, sys.path, program)


def _reason(message):
    """The compiler's own sentence from a rejection: the first line that says ``error``."""
    message = message.split(": ", 1)[1] if message.startswith("PJRT_Compile failed") else message
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    for line in lines:
        if "error" in line.lower() or "not implemented" in line.lower() or "unimplemented" in line.lower():
            return line[:400]
    return (lines[0] if lines else message)[:400]


def _programs(paths):
    """(path, op) of each ``.mlir`` file under ``paths``, sorted. The op is the name of the
    folder a golden file sits in (``crates/lowering/tests/golden/<op>/``), else the file's
    name, with the ``what`` of a ``TORCH_PJRT_DUMP_DIR`` graph's JSON beside it."""
    found = []
    for root in paths:
        files = [root] if os.path.isfile(root) else [
            os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".mlir")
        ]
        for path in sorted(files):
            op = os.path.splitext(os.path.basename(path))[0]
            parent = os.path.dirname(path)
            if os.path.isdir(root) and os.path.abspath(parent) != os.path.abspath(root):
                op = os.path.basename(parent)
            meta = os.path.splitext(path)[0] + ".json"
            if os.path.isfile(meta):
                try:
                    with open(meta) as f:
                        what = json.load(f).get("what")
                    op = f"{op} ({what})" if what else op
                except (OSError, ValueError):
                    pass
            found.append((path, op))
    return found


class _Worker:
    """A child process compiling one program at a time: a path in on stdin, one JSON line
    out on stdout. Its death is the program's crash."""

    def __init__(self, target):
        self.log = tempfile.TemporaryFile(mode="w+")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "torch_pjrt.target", "--worker", target],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True, bufsize=1,
        )

    def compile(self, path, timeout):
        self.proc.stdin.write(json.dumps({"path": path}) + "\n")
        self.proc.stdin.flush()
        import selectors

        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        ready = sel.select(timeout)
        sel.close()
        if not ready:
            self.proc.kill()
            self.proc.wait()
            return {"status": "timeout", "reason": f"the compiler did not finish in {timeout:.0f} s"}
        line = self.proc.stdout.readline()
        if line:
            return json.loads(line)
        code = self.proc.wait()
        how = f"signal {signal.Signals(-code).name}" if code < 0 else f"exit code {code}"
        self.log.seek(0)
        lines = [ln.strip() for ln in self.log.read().splitlines() if ln.strip()]
        # The crash report's first line (libtpu's "*** SIGSEGV ..." or a failed check), else the last.
        said = [ln for ln in lines if "*** SIG" in ln or "Check failed" in ln] or lines[-1:]
        reason = f"the compiler crashed the compiling process ({how})"
        if said:
            reason += f"; its log: {said[0][:300]}"
        return {"status": "crashed", "reason": reason}

    def alive(self):
        return self.proc.poll() is None

    def close(self):
        if self.alive():
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


def check(paths, target="v6e", timeout=600.0, progress=None):
    """Compiles every ``.mlir`` program under ``paths`` (files or folders: the golden files,
    a ``TORCH_PJRT_DUMP_DIR``) for ``target``, each in a child process that is replaced when
    the compiler crashes, and returns one dict per program: ``path``, ``op``, ``status``
    (``ok``, ``rejected``, ``crashed``, ``timeout``; ``refused`` for a golden program of an op
    the lowering refuses on the target's platform, so never built for it; ``superseded`` for
    a golden with a form of the platform's own beside it, ``<name>_tpu.mlir``; or ``error`` when
    the check itself failed: an unreadable file, libtpu not loading), ``seconds``, and ``reason`` (the compiler's words)
    or ``cost`` and ``memory``. ``progress(i, n, row)`` is called after each.

    Example::

        rows = torch_pjrt.target.check(["crates/lowering/tests/golden"], "v5e")
        print([r["op"] for r in rows if r["status"] != "ok"])
    """
    # An unknown target or a missing libtpu fails here, once, in this process.
    platform = info(target)["platform"]
    programs = _programs(paths)
    rows, worker = [], None
    try:
        for i, (path, op) in enumerate(programs):
            t0 = time.perf_counter()
            refusal = _native.lowering_refusal(op, platform)
            own_form = f"{os.path.splitext(path)[0]}_{platform}.mlir"
            if os.path.isfile(own_form):
                # A golden with a platform form beside it (`dot_i64_tpu.mlir`): on this
                # platform the lowering emits that one, which is checked in its own right.
                row = {"status": "superseded", "reason": f"{platform} programs take the form {os.path.basename(own_form)}"}
            elif refusal:
                # An op refused on this platform never has its program built there (a
                # counted fallback instead): reported, not compiled.
                row = {"status": "refused", "reason": refusal}
            else:
                if worker is None or not worker.alive():
                    if worker is not None:
                        worker.close()
                    worker = _Worker(target)
                row = worker.compile(path, timeout)
            row.update(path=path, op=op, wall_seconds=time.perf_counter() - t0)
            rows.append(row)
            if progress is not None:
                progress(i, len(programs), row)
    finally:
        if worker is not None:
            worker.close()
    return rows


def _worker_main(target):
    """The child side of :func:`check`."""
    from . import errors

    for line in sys.stdin:
        path = json.loads(line)["path"]
        try:
            with open(path) as f:
                text = f.read()
            r = compile(text, target)
            out = {"status": "ok", "seconds": r["seconds"], "cost": r["cost"], "memory": r["memory"]}
            if "cost_unavailable" in r:
                out["cost_unavailable"] = r["cost_unavailable"]
        except errors.TorchPjrtError as e:
            # Only the compiler's verdict is a rejection; anything else stops the check.
            status = "rejected" if str(e).startswith("PJRT_Compile failed") else "error"
            out = {"status": status, "reason": _reason(str(e)), "message": str(e)}
        except OSError as e:
            out = {"status": "error", "reason": str(e)}
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()
    return 0


USAGE = """\
usage: torch-pjrt tpu-check [--target T]... [--json FILE] [--timeout S] [-q] [PATH...]

Compiles every StableHLO program (.mlir) under PATH (files or folders; default:
$TORCH_PJRT_DUMP_DIR) for each TPU target with libtpu, on this host, without a TPU,
and reports each program as ok, rejected (with the compiler's reason) or crashed; a
program of an op the lowering refuses on TPU (never built there) is listed as refused, and
a golden with a TPU form beside it (<name>_tpu.mlir) as superseded.

  --target T    v4, v5e, v5p, v6e, tpu7x or a topology (v6e:2x2), or a GPU: h100, h200 (with
                torch-pjrt[gpu-target] installed); repeatable (default v6e)
  --json FILE   write every row (costs and memory of the programs that compile) as JSON
  --timeout S   give up on one program after S seconds (default 600)
  -q            print only the programs that do not compile, and the summary

Exit code: 0 every program compiles (or is refused or superseded), 1 some do not, 2 the check could not run (or
           failed on some program: status `error`).
Example:   torch-pjrt tpu-check --target v5e --target v6e crates/lowering/tests/golden
"""


def main(argv):
    """``torch-pjrt tpu-check ...``; returns the exit code."""
    from . import errors

    targets, paths, out_json, timeout, quiet = [], [], None, 600.0, False
    args = list(argv)
    try:
        while args:
            a = args.pop(0)
            if a in ("-h", "--help"):
                sys.stdout.write(USAGE)
                return 0
            if a == "--target":
                targets.append(args.pop(0))
            elif a == "--json":
                out_json = args.pop(0)
            elif a == "--timeout":
                timeout = float(args.pop(0))
            elif a == "-q":
                quiet = True
            elif a.startswith("-"):
                raise ValueError(f"unknown option {a}")
            else:
                paths.append(a)
    except (IndexError, ValueError) as e:
        sys.stderr.write(f"torch-pjrt tpu-check: {e or 'an option lacks its value'}\n\n{USAGE}")
        return 2
    if not paths:
        dump = os.environ.get("TORCH_PJRT_DUMP_DIR")
        if not dump:
            sys.stderr.write("torch-pjrt tpu-check: no PATH given and TORCH_PJRT_DUMP_DIR is not set\n")
            return 2
        paths = [dump]
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        sys.stderr.write(f"torch-pjrt tpu-check: no such file or folder: {', '.join(missing)}\n")
        return 2
    everything, bad, failed = {}, 0, False
    for target in targets or ["v6e"]:
        try:
            d = info(target)
        except errors.TorchPjrtError as e:
            sys.stderr.write(f"torch-pjrt tpu-check: {e}\n")
            return 2
        print(f"{target}: {d['device_kind']} ({d['topology']}), {d['platform_version'].splitlines()[0]}")

        def show(i, n, row, target=target):
            if row["status"] != "ok" or not quiet:
                print(f"  [{i + 1}/{n}] {row['status']:8} {row['op']}: {row.get('reason', '')}".rstrip(": "))

        t0 = time.perf_counter()
        rows = check(paths, target, timeout, show)
        took = time.perf_counter() - t0
        statuses = ("ok", "refused", "superseded", "rejected", "crashed", "timeout", "error")
        counts = {s: sum(r["status"] == s for r in rows) for s in statuses}
        bad += len(rows) - counts["ok"] - counts["refused"] - counts["superseded"]
        failed = failed or counts["error"] > 0
        print(f"{target}: {len(rows)} programs in {took:.0f} s: "
              + ", ".join(f"{v} {k}" for k, v in counts.items() if v or k == "ok"))
        everything[target] = {"info": d, "seconds": took, "counts": counts, "programs": rows}
    if out_json:
        with open(out_json, "w") as f:
            json.dump(everything, f, indent=1)
    return 2 if failed else 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--worker":
        sys.exit(_worker_main(sys.argv[2]))
    sys.exit(main(sys.argv[1:]))
