"""``torch-pjrt bench``: the same model and the same traffic on every device this
machine has, compared on latency, throughput, memory, compiles and cost per token.

- ``torch-pjrt bench serve``: replays a request trace against ``transformers serve``
  running on each device (native CPU, ``tpu`` on each installed PJRT plugin, native
  CUDA where present) and reports time to first token, time per output token,
  requests/s, tokens/s, peak memory, compiles and $ per million tokens.
- ``torch-pjrt bench train``: a training step of the same model on each device:
  tokens/s and $ per million training tokens.
- ``torch-pjrt bench trace``: writes a synthetic request trace (JSONL).

Example::

    torch-pjrt bench serve --model tiny --requests 64 --out bench-out/
"""
