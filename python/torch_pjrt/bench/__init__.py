"""``torch-pjrt bench``: the same model and the same traffic on every device this
machine has, compared on latency, throughput, memory, compiles and cost per token.

- ``torch-pjrt bench serve``: replays a request trace against ``transformers serve``
  running on each device (native CPU, ``tpu`` on each installed PJRT plugin, native
  CUDA where present) and reports time to first token, time per output token,
  requests/s, tokens/s, peak memory, compiles and $ per million tokens.
- ``torch-pjrt bench train``: a training step of the same model on each device:
  tokens/s and $ per million training tokens.
- ``torch-pjrt bench estimate``: the same training step or serving trace on TPU v5e, v6e
  and TPU7x, estimated from XLA's cost model (libtpu compiles for them on this host), beside
  the step measured on the XLA CPU.
- ``torch-pjrt bench trace``: writes a synthetic request trace (JSONL).

Example::

    torch-pjrt bench serve --model tiny --requests 64 --out bench-out/
"""

USAGE = """\
usage: torch-pjrt bench <serve|train|estimate|trace> [options]   (each takes --help)

  serve     replay a request trace against `transformers serve` on each device
  train     time a training step of the same model on each device
  estimate  estimate a training step or serving trace on TPU v5e/v6e/7x from XLA's cost
            model, beside the step measured on the XLA CPU
  trace   write a synthetic request trace (JSONL) to replay with `serve --trace`
"""


def main(argv):
    """``torch-pjrt bench ...``; returns the exit code."""
    if not argv or argv[0] in ("-h", "--help"):
        (__import__("sys").stdout if argv else __import__("sys").stderr).write(USAGE)
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "serve":
        from . import serve

        return serve.main(rest)
    if cmd == "train":
        from . import train

        return train.main(rest)
    if cmd == "estimate":
        from . import estimate

        return estimate.main(rest)
    if cmd == "trace":
        from . import trace

        return trace.main(rest)
    __import__("sys").stderr.write(f"torch-pjrt bench: unknown command {cmd!r}\n\n{USAGE}")
    return 2
