"""``torch-pjrt bench serve``: one model, one request trace, every device.

For each device (native CPU, ``tpu`` on each installed PJRT plugin, native CUDA where
present) it starts the serving engine on loopback (``transformers serve``; ``vllm serve``
with ``--engine vllm``, SGLang's server with ``--engine sglang``: on ``tpu`` only, from the
engine's own virtualenv, ``--python``),
warms it up, replays the trace with the OpenAI client (requests sent at their arrival
times, streamed), and reports time to first token, time per output token, latency,
requests/s, output tokens/s, the server's peak memory, the compiles during the replay
(with their reasons) and the cost per million output tokens. Failures (a request refused,
a server that does not start) are reported in place of numbers. ``--soak MINUTES`` runs
``--clients`` clients back to back instead, for that long, and reports failed requests
and the server's resident memory at its start and end.

Example::

    torch-pjrt bench serve --model tiny --requests 64 --devices cpu,tpu --out bench-out
    torch-pjrt bench serve --engine vllm --python .venv-vllm/bin/python --devices tpu --requests 200
    torch-pjrt bench serve --engine vllm --python .venv-vllm/bin/python --devices tpu --soak 10 --clients 4
    torch-pjrt bench serve --engine sglang --python .venv-sglang/bin/python --devices tpu --requests 100
"""

import argparse
import concurrent.futures as cf
import json
import os
import sys
import threading
import time

from . import devices as devmod
from . import models, prices, report, trace
from .server import ENGINES, Server, ServerError, read_metrics, rss

HELP_EPILOG = """\
Outputs (under --out): serve.json, serve.md, serve.png. Exit status: 0 when every device
served every request, 1 when a device or request failed, 2 for bad arguments.
"""


def _args(argv):
    p = argparse.ArgumentParser(prog="torch-pjrt bench serve", description=__doc__.split("\n\n")[0],
                                epilog=HELP_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", default="tiny", help="a model directory or hub id, or a built-in: tiny, small")
    p.add_argument("--trace", help="a JSONL request trace (see torch-pjrt bench trace); default: synthetic")
    p.add_argument("--requests", type=int, default=48, help="synthetic trace: number of requests")
    p.add_argument("--rate", type=float, default=2.0, help="synthetic trace: mean arrivals per second (0: all at once)")
    p.add_argument("--max-prompt", type=int, default=512, help="synthetic trace: longest prompt, tokens")
    p.add_argument("--max-output", type=int, default=32, help="synthetic trace: longest output, tokens")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--devices", default="all", help="cpu, cuda, tpu (each installed plugin), tpu=PATH; default all")
    p.add_argument("--continuous-batching", action="store_true", help="serve with continuous batching (paged KV cache)")
    p.add_argument("--compile", action="store_true", help="serve with torch.compile")
    p.add_argument("--warmup", type=int, default=2, help="requests sent before the replay (not measured), then two "
                   "prompts per size bucket up to the longest (compiled graphs' buckets, or eager calls'; 0: none)")
    p.add_argument("--concurrency", type=int, default=32, help="most requests in flight at once")
    p.add_argument("--prices", help="a JSON price table replacing the default's entries")
    p.add_argument("--out", default="torch-pjrt-bench", help="folder for serve.json, serve.md, serve.png")
    p.add_argument("--no-png", action="store_true", help="skip the plot")
    p.add_argument("--server-arg", action="append", default=[], help="extra argument for the server's command")
    p.add_argument("--engine", choices=ENGINES, default="transformers",
                   help="the serving engine: transformers serve (default), vllm serve or sglang (tpu only)")
    p.add_argument("--python",
                   help="the interpreter of the engine's virtualenv, whose server is started (--engine vllm: "
                   "vLLM's, `bash scripts/setup_vllm.sh`; --engine sglang: SGLang's, `bash scripts/setup_sglang.sh`; "
                   "default $TORCH_PJRT_VLLM_PYTHON or $TORCH_PJRT_SGLANG_PYTHON, else .venv-vllm/bin/python or "
                   ".venv-sglang/bin/python when it exists)")
    p.add_argument("--max-num-seqs", type=int, default=8, help="--engine vllm or sglang: most requests in one step")
    p.add_argument("--soak", type=float, metavar="MINUTES",
                   help="instead of the replay: --clients clients send the trace's requests back to back for MINUTES")
    p.add_argument("--clients", type=int, default=4, help="--soak: concurrent streaming clients")
    return p.parse_args(argv)


def _pct(xs, q):
    if not xs:
        return None
    xs = sorted(xs)
    k = (len(xs) - 1) * q / 100.0
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


class _Progress:
    def __init__(self, label, total):
        self.label, self.total, self.done, self.failed = label, total, 0, 0
        self.t0 = time.monotonic()
        self.lock = threading.Lock()
        self.tty = sys.stderr.isatty()

    def tick(self, ok):
        with self.lock:
            self.done += 1
            self.failed += not ok
            self.show()

    def show(self, final=False):
        width = 24
        filled = int(width * self.done / max(self.total, 1))
        line = (f"  {self.label:<38} [{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total}"
                f"{f' ({self.failed} failed)' if self.failed else ''}  {time.monotonic() - self.t0:5.1f} s")
        if self.tty:
            sys.stderr.write("\r" + line + ("\n" if final else ""))
        elif final or self.done % max(1, self.total // 4) == 0:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()


def _one(client, model, req, t0):
    """Sends one streamed completion; returns its timings or its error."""
    start = time.monotonic()
    first = None
    n = 0
    try:
        stream = client.completions.create(model=model, prompt=models.prompt_words(req.prompt_tokens),
                                           max_tokens=req.output_tokens, temperature=0, stream=True)
        for chunk in stream:
            if chunk.choices and chunk.choices[0].text:
                n += 1
                if first is None:
                    first = time.monotonic()
        end = time.monotonic()
    except Exception as e:  # the report names it; the replay goes on
        status = getattr(e, "status_code", None)
        return {"ok": False, "error": f"{type(e).__name__}{f' {status}' if status else ''}: {str(e)[:200]}",
                "sent_s": start - t0}
    if first is None:
        return {"ok": False, "error": "the stream ended without a token", "sent_s": start - t0}
    return {"ok": True, "sent_s": start - t0, "ttft_s": first - start, "latency_s": end - start,
            "tokens": n, "tpot_s": (end - first) / (n - 1) if n > 1 else None, "end_s": end - t0}


def replay(server, requests, *, concurrency=32, progress=None):
    """Sends each request at its arrival time (at most ``concurrency`` in flight);
    returns one result dict per request, in trace order."""
    client = server.client(timeout=600, max_retries=0)
    results = [None] * len(requests)
    t0 = time.monotonic()
    with cf.ThreadPoolExecutor(max_workers=concurrency) as pool:
        futures = {}
        for i, req in enumerate(requests):
            delay = req.arrival_s - (time.monotonic() - t0)
            if delay > 0:
                time.sleep(delay)
            futures[pool.submit(_one, client, server.model, req, t0)] = i
        for f in cf.as_completed(futures):
            results[futures[f]] = f.result()
            if progress:
                progress.tick(results[futures[f]]["ok"])
    return results


def bucket_warmup(requests, eager=False):
    """Warm-up requests: per size bucket up to the trace's longest prompt, two prompt
    lengths (a graph, or an eager op, compiles for the first size it sees, then for its
    bucket), longest first (transformers' static cache keeps the longest length it held).
    Compiled graphs' buckets, or eager calls' (`eager=True`). The replay then measures
    serving, not compiling."""
    from torch_pjrt import _native

    size = _native.eager_bucket if eager else _native.bucket_size
    longest = max(r.prompt_tokens for r in requests)
    out_len = max(r.output_tokens for r in requests)
    lengths, b = [], size(1 if not eager else 2)
    while True:
        lengths += [min(b, longest), max(1, min(b, longest) * 3 // 4)]
        if b >= longest:
            break
        b = size(b + 1)
    return [trace.Request(0.0, n, out_len) for n in sorted(set(lengths), reverse=True)]


def _compile_delta(before, after):
    if after is None:
        return None, []
    b = before or {}
    n = (after.get("compiles", 0) - b.get("compiles", 0))
    graphs = after.get("graphs_compiled", 0) - b.get("graphs_compiled", 0)
    reasons = after.get("recompiles", [])[len(b.get("recompiles", [])):]
    return {"programs": n, "graphs": graphs}, [r.get("reason", str(r)) if isinstance(r, dict) else str(r)
                                                for r in reasons]


def summarize(results):
    ok = [r for r in results if r["ok"]]
    out = {"requests": len(results), "ok": len(ok), "failed": len(results) - len(ok),
           "errors": sorted({r["error"] for r in results if not r["ok"]})[:5]}
    if ok:
        span = max(r["end_s"] for r in ok) - min(r["sent_s"] for r in ok)
        tokens = sum(r["tokens"] for r in ok)
        tpots = [r["tpot_s"] for r in ok if r["tpot_s"] is not None]
        out.update(
            ttft_p50_ms=_pct([r["ttft_s"] for r in ok], 50) * 1e3, ttft_p99_ms=_pct([r["ttft_s"] for r in ok], 99) * 1e3,
            tpot_p50_ms=(_pct(tpots, 50) or 0) * 1e3, tpot_p99_ms=(_pct(tpots, 99) or 0) * 1e3,
            latency_p50_s=_pct([r["latency_s"] for r in ok], 50), latency_p99_s=_pct([r["latency_s"] for r in ok], 99),
            requests_per_s=len(ok) / span if span > 0 else None, output_tokens=tokens,
            output_tokens_per_s=tokens / span if span > 0 else None, duration_s=span)
    return out


def engine_args(args, requests):
    """The server's own arguments for the trace: vLLM's context and batch limits (every
    step shape up to them is compiled at its start-up, so they are kept to the trace's);
    SGLang's context, batch and KV pool limits (its pool is sized to them, not to the
    device's memory)."""
    if args.engine == "transformers":
        return []
    longest = max(r.prompt_tokens + r.output_tokens for r in requests) + 2
    length = -(-longest // 16) * 16
    if args.engine == "sglang":
        return ["--context-length", str(length), "--max-running-requests", str(args.max_num_seqs),
                "--max-total-tokens", str(length * args.max_num_seqs)]
    return ["--max-model-len", str(length), "--max-num-batched-tokens", str(length),
            "--max-num-seqs", str(args.max_num_seqs), "--kv-cache-memory-bytes", str(256 << 20)]


def soak(server, requests, *, minutes, clients, progress=None):
    """``clients`` threads each send the trace's requests back to back (streamed) for
    ``minutes``; returns every result, the failures and the server's resident memory: at the
    start, at half time, at the end, and sampled through (``rss_samples``: seconds, bytes;
    about 60 samples), so a memory that settles is told from one that keeps growing."""
    client = server.client(timeout=600, max_retries=0)
    t0 = time.monotonic()
    deadline = t0 + minutes * 60.0
    rss_start = rss(server.proc.pid)
    results, lock = [], threading.Lock()
    # The server's own watcher samples its memory; about 60 samples over the soak.
    server.rss_every = max(1.0, minutes)

    def loop(k):
        i = k
        while time.monotonic() < deadline:
            r = _one(client, server.model, requests[i % len(requests)], t0)
            i += clients
            with lock:
                results.append(r)
            if progress:
                progress.total = max(progress.total, len(results))
                progress.tick(r["ok"])

    with cf.ThreadPoolExecutor(max_workers=clients) as pool:
        list(pool.map(loop, range(clients)))
    samples = [(0.0, rss_start)] + [(round(t - t0, 1), b) for t, b in list(server.rss_samples) if t > t0]
    samples.append((round(time.monotonic() - t0, 1), rss(server.proc.pid)))
    half = samples[-1][0] / 2
    rss_mid = min(samples, key=lambda ts: abs(ts[0] - half))[1]
    return {"minutes": minutes, "clients": clients, "requests": len(results),
            "failed": sum(not r["ok"] for r in results), "rss_start_bytes": rss_start, "rss_mid_bytes": rss_mid,
            "rss_end_bytes": samples[-1][1], "rss_max_bytes": max(b for _, b in samples),
            "rss_samples": samples, "results": results}


def run_device(target, args, model_path, requests, table):
    """Serves ``requests`` on one device; the row of the report."""
    row = {"device": target.label + {"vllm": " · vLLM", "sglang": " · SGLang"}.get(args.engine, ""), "key": target.key,
           "engine": args.engine}
    env = dict(target.env)
    progress = _Progress(target.label, len(requests))
    try:
        os.makedirs(args.out, exist_ok=True)
        # Named by the device and the plugin file (two plugins share a site-packages prefix).
        name = "".join(c if c.isalnum() else "-" for c in target.key)
        log = os.path.join(args.out, "serve-" + (name if len(name) <= 60 else name[:20] + "--" + name[-38:]) + ".log")
        row["server_log"] = log
        with Server(model_path, device=target.device, continuous_batching=args.continuous_batching,
                    compile=args.compile, env=env, extra_args=engine_args(args, requests) + args.server_arg,
                    keep_log=log, engine=args.engine, python=args.python, start_timeout=900.0) as s:
            warm = trace.synthetic(args.warmup, rate=0, max_prompt=16, max_output=4, seed=args.seed + 1) \
                if args.warmup else []
            replay(s, warm, concurrency=max(1, args.warmup))
            # vLLM's start-up ran every step shape already (torch_pjrt.vllm.worker); transformers
            # and SGLang run eagerly, whose size buckets the warm-up meets.
            if args.warmup and args.engine != "vllm":
                replay(s, bucket_warmup(requests, eager=not args.compile), concurrency=1)
            time.sleep(1.3)  # the server's metrics files are rewritten every second
            before = read_metrics(s._metrics_path)
            progress.show()
            if args.soak:
                row["soak"] = soak(s, requests, minutes=args.soak, clients=args.clients, progress=progress)
                results = row["soak"].pop("results")
            else:
                results = replay(s, requests, concurrency=args.concurrency, progress=progress)
            progress.show(final=True)
            time.sleep(1.3)
            after = read_metrics(s._metrics_path)
            alive = s.alive()
        row.update(summarize(results))
        row["results"] = results
        row["peak_rss_bytes"] = s.peak_rss
        row["compiles"], row["recompile_reasons"] = _compile_delta(before, after)
        row["warmup_compiles"] = _compile_delta(None, before)[0]
        row["fallbacks"] = (after or {}).get("fallback_count")
        if not alive:
            row["errors"] = row.get("errors", []) + ["the server died during the replay:\n" + s.log_tail(10)]
    except ServerError as e:
        progress.show(final=True)
        first, _, rest = str(e).partition("\n")
        row.update(requests=len(requests), ok=0, failed=len(requests), errors=[first + "\n" + rest[-800:]])
    cores = devmod.cores() if target.kind == "cpu" else 1
    row["dollars_per_hour"] = prices.hourly(table, target.price_name, cores=cores, kind=target.kind)
    row["dollars_per_m_tokens"] = prices.per_million(row["dollars_per_hour"], row.get("output_tokens_per_s"))
    return row


def main(argv):
    try:
        args = _args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    try:
        targets = devmod.parse(args.devices)
        table = prices.load(args.prices)
        requests = trace.load(args.trace) if args.trace else trace.synthetic(
            args.requests, rate=args.rate, max_prompt=args.max_prompt, max_output=args.max_output, seed=args.seed)
    except (ValueError, trace.TraceError, prices.PriceError) as e:
        print(f"torch-pjrt bench serve: {e}", file=sys.stderr)
        return 2
    if args.engine != "transformers" and not args.python:
        venv_python = os.path.join(f".venv-{args.engine}", "bin", "python")
        args.python = os.environ.get(f"TORCH_PJRT_{args.engine.upper()}_PYTHON") or (
            venv_python if os.path.exists(venv_python) else None)
    from torch_pjrt import _native

    model_path = models.resolve(args.model, os.path.join(_native.cache_dir() or os.path.expanduser("~/.cache"), "models"))
    print(f"bench serve: {args.model} ({model_path}), {len(requests)} requests "
          f"(prompts {min(r.prompt_tokens for r in requests)}-{max(r.prompt_tokens for r in requests)} tokens), "
          f"{args.engine} serve, "
          f"{'continuous batching' if args.continuous_batching or args.engine != 'transformers' else 'one request at a time'}"
          f"{', torch.compile' if args.compile else ''}; devices: {', '.join(t.label for t in targets)}",
          file=sys.stderr)
    rows = [run_device(t, args, model_path, requests, table) for t in targets]
    doc = {"kind": "serve", "model": args.model, "model_path": model_path, "requests": len(requests),
           "engine": args.engine, "soak": args.soak and {"minutes": args.soak, "clients": args.clients},
           "continuous_batching": args.continuous_batching, "compile": args.compile,
           "machine": report.machine(), "prices": table, "rows": rows}
    paths = report.write(doc, args.out, "serve", png=not args.no_png)
    print(report.table(doc))
    print(f"\nwritten: {', '.join(paths)}", file=sys.stderr)
    return 0 if all(r.get("failed", 1) == 0 for r in rows) else 1
