"""Request traces: one JSON object per line with the request's arrival time (seconds
from the start), prompt length and output length in tokens.

    {"arrival_s": 0.00, "prompt_tokens": 312, "output_tokens": 96}
    {"arrival_s": 0.41, "prompt_tokens": 17, "output_tokens": 230}

:func:`synthetic` draws one with the shape of chat traffic: Poisson arrivals, and
log-normal prompt and output lengths (many short requests, a long tail) clipped to
the model's limits.

Example::

    from torch_pjrt.bench import trace
    reqs = trace.synthetic(500, rate=4.0, max_prompt=2048, max_output=128, seed=0)
    trace.save(reqs, "trace.jsonl"); assert trace.load("trace.jsonl") == reqs
"""

import argparse
import json
import math
import random
import sys
from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Request:
    arrival_s: float
    prompt_tokens: int
    output_tokens: int


class TraceError(ValueError):
    """A malformed trace; the message names the file and line."""


def synthetic(n, *, rate=4.0, max_prompt=2048, max_output=128, median_prompt=256, median_output=48, seed=0):
    """``n`` requests arriving at ``rate`` per second on average (``rate=0``: all at
    once), prompt and output lengths log-normal around the medians, clipped to
    ``1..max_prompt`` and ``1..max_output``."""
    if n < 1:
        raise ValueError(f"a trace needs at least one request, got n={n}")
    rng = random.Random(seed)
    t = 0.0
    out = []
    for _ in range(n):
        p = min(max_prompt, max(1, round(rng.lognormvariate(math.log(median_prompt), 1.0))))
        o = min(max_output, max(1, round(rng.lognormvariate(math.log(median_output), 0.8))))
        out.append(Request(round(t, 4), p, o))
        if rate > 0:
            t += rng.expovariate(rate)
    return out


def save(requests, path):
    with open(path, "w") as f:
        for r in requests:
            f.write(json.dumps(asdict(r)) + "\n")


def load(path):
    """Reads and checks a trace: every line a JSON object with a non-negative
    ``arrival_s`` and positive integer ``prompt_tokens`` and ``output_tokens``;
    sorted by arrival."""
    out = []
    try:
        f = open(path)
    except OSError as e:
        raise TraceError(f"{path}: cannot read the trace: {e.strerror}") from None
    with f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            where = f"{path}:{n}"
            try:
                row = json.loads(line)
            except ValueError as e:
                raise TraceError(f"{where}: not JSON ({e})") from None
            if not isinstance(row, dict):
                raise TraceError(f"{where}: expected an object like "
                                 '{"arrival_s": 0.0, "prompt_tokens": 12, "output_tokens": 32}')
            missing = [k for k in ("arrival_s", "prompt_tokens", "output_tokens") if k not in row]
            if missing:
                raise TraceError(f"{where}: missing {', '.join(missing)}")
            a, p, o = row["arrival_s"], row["prompt_tokens"], row["output_tokens"]
            if isinstance(a, bool) or not isinstance(a, (int, float)) or not math.isfinite(a) or a < 0:
                raise TraceError(f"{where}: arrival_s must be a number of seconds >= 0, got {a!r}")
            for k, v in (("prompt_tokens", p), ("output_tokens", o)):
                if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                    raise TraceError(f"{where}: {k} must be a positive integer, got {v!r}")
            out.append(Request(float(a), p, o))
    if not out:
        raise TraceError(f"{path}: the trace has no requests")
    return sorted(out, key=lambda r: r.arrival_s)


def main(argv):
    """``torch-pjrt bench trace``: writes a synthetic trace."""
    p = argparse.ArgumentParser(prog="torch-pjrt bench trace", description="Write a synthetic request trace (JSONL).")
    p.add_argument("-o", "--out", required=True, help="the JSONL file to write")
    p.add_argument("--requests", type=int, default=500)
    p.add_argument("--rate", type=float, default=4.0, help="mean arrivals per second (0: all at once)")
    p.add_argument("--max-prompt", type=int, default=2048)
    p.add_argument("--max-output", type=int, default=128)
    p.add_argument("--seed", type=int, default=0)
    try:
        a = p.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    try:
        reqs = synthetic(a.requests, rate=a.rate, max_prompt=a.max_prompt, max_output=a.max_output, seed=a.seed)
    except ValueError as e:
        print(f"torch-pjrt bench trace: {e}", file=sys.stderr)
        return 2
    save(reqs, a.out)
    print(f"{a.out}: {len(reqs)} requests over {reqs[-1].arrival_s:.1f} s, prompts "
          f"{min(r.prompt_tokens for r in reqs)}-{max(r.prompt_tokens for r in reqs)} tokens, outputs "
          f"{min(r.output_tokens for r in reqs)}-{max(r.output_tokens for r in reqs)}", file=sys.stderr)
    return 0
