"""``torch-pjrt bench train``: a training step of one model on every device.

Each device trains in a fresh process (the same weights, data and AdamW settings):
a cold first step, warm-up steps, then timed steps, each ending in a host read of the
loss so asynchronous work is counted. Reported: the median step time, training
tokens/s, the last loss (it must agree across devices), peak memory, compiles during
the timed steps and the cost per million training tokens.

Example::

    torch-pjrt bench train --model tiny --steps 10 --devices cpu,tpu --compile
"""

import argparse
import json
import os
import subprocess
import sys
import time

from . import devices as devmod
from . import models, prices, report


def _args(argv):
    p = argparse.ArgumentParser(prog="torch-pjrt bench train", description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="tiny", help="a model directory or hub id, or a built-in: tiny, small")
    p.add_argument("--devices", default="all", help="cpu, cuda, tpu (each installed plugin), tpu=PATH; default all")
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--seq", type=int, default=128)
    p.add_argument("--steps", type=int, default=10, help="timed steps")
    p.add_argument("--warmup", type=int, default=2, help="steps after the first, not timed")
    p.add_argument("--compile", action="store_true", help="torch.compile the model")
    p.add_argument("--prices", help="a JSON price table replacing the default's entries")
    p.add_argument("--out", default="torch-pjrt-bench", help="folder for train.json, train.md, train.png")
    p.add_argument("--no-png", action="store_true")
    p.add_argument("--timeout", type=float, default=1800, help="seconds one device may take")
    return p.parse_args(argv)


def worker(device, model_path, batch, seq, steps, warmup, compile):
    """One device's run, in this process; returns the result dict."""
    import resource

    import torch
    from transformers import AutoModelForCausalLM

    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_pretrained(model_path).to(device)
    model.train()
    vocab = model.config.vocab_size
    g = torch.Generator().manual_seed(1)
    data = [torch.randint(4, vocab, (batch, seq), generator=g) for _ in range(4)]
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, fused=device != "cpu" or None)
    fwd = torch.compile(model) if compile else model
    ours = device not in ("cpu", "cuda")
    if ours:
        import torch_pjrt

    def step(i):
        x = data[i % len(data)].to(device)
        loss = fwd(input_ids=x, labels=x).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        return loss.item()

    t = time.perf_counter()
    step(0)
    cold = time.perf_counter() - t
    for i in range(warmup):
        step(1 + i)
    compiles0 = torch_pjrt.metrics()["compiles"] if ours else 0
    times, loss = [], None
    for i in range(steps):
        t = time.perf_counter()
        loss = step(1 + warmup + i)
        times.append((time.perf_counter() - t) * 1e3)
    med = sorted(times)[len(times) // 2]
    return {"step_ms": med, "step_times_ms": times, "cold_step_s": cold, "loss": loss,
            "tokens_per_s": batch * seq / (med / 1e3),
            "compiles": (torch_pjrt.metrics()["compiles"] - compiles0) if ours else None,
            "peak_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}


def run_device(target, args, model_path, table):
    row = {"device": target.label, "key": target.key}
    cmd = [sys.executable, "-m", "torch_pjrt.bench.train", "--worker", target.device, model_path,
           str(args.batch), str(args.seq), str(args.steps), str(args.warmup), str(int(args.compile))]
    print(f"  {target.label}: training {args.warmup + args.steps + 1} steps ...", file=sys.stderr, flush=True)
    try:
        p = subprocess.run(cmd, env=dict(os.environ, **target.env), capture_output=True, text=True,
                           timeout=args.timeout, stdin=subprocess.DEVNULL)
        lines = [line for line in p.stdout.splitlines() if line.startswith("{")]
        if p.returncode != 0 or not lines:
            raise RuntimeError(f"exit {p.returncode}: {(p.stderr or p.stdout).strip()[-600:]}")
        row.update(json.loads(lines[-1]))
    except (RuntimeError, subprocess.TimeoutExpired, ValueError) as e:
        row["errors"] = [f"{type(e).__name__}: {e}"]
    cores = devmod.cores() if target.kind == "cpu" else 1
    row["dollars_per_hour"] = prices.hourly(table, target.price_name, cores=cores, kind=target.kind)
    row["dollars_per_m_tokens"] = prices.per_million(row["dollars_per_hour"], row.get("tokens_per_s"))
    return row


def main(argv):
    if argv and argv[0] == "--worker":
        device, path, batch, seq, steps, warmup, compile = argv[1:8]
        print(json.dumps(worker(device, path, int(batch), int(seq), int(steps), int(warmup), compile == "1")))
        return 0
    try:
        args = _args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    try:
        targets = devmod.parse(args.devices)
        table = prices.load(args.prices)
    except (ValueError, prices.PriceError) as e:
        print(f"torch-pjrt bench train: {e}", file=sys.stderr)
        return 2
    from torch_pjrt import _native

    model_path = models.resolve(args.model, os.path.join(_native.cache_dir() or os.path.expanduser("~/.cache"), "models"))
    print(f"bench train: {args.model}, batch {args.batch} x {args.seq} tokens, AdamW"
          f"{', torch.compile' if args.compile else ''}; devices: {', '.join(t.label for t in targets)}",
          file=sys.stderr)
    rows = [run_device(t, args, model_path, table) for t in targets]
    doc = {"kind": "train", "model": args.model, "model_path": model_path, "batch": args.batch, "seq": args.seq,
           "compile": args.compile, "machine": report.machine(), "prices": table, "rows": rows}
    paths = report.write(doc, args.out, "train", png=not args.no_png)
    print(report.table(doc))
    print(f"\nwritten: {', '.join(paths)}", file=sys.stderr)
    return 0 if all(not r.get("errors") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
