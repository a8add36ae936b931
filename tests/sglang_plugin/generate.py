"""Greedy `sglang.Engine.generate` in a process of its own, for the tests that must not hang:
the caller waits with a timeout and kills it. Each batch is one `generate` call, in order, on
one engine; prints one line: each batch's output token ids per prompt.

    python tests/sglang_plugin/generate.py MODEL N_TOKENS '[[[1, 5, 9], ...], ...]' [TP_SIZE [SAMPLING_PARAMS_JSON]]

Greedy unless SAMPLING_PARAMS_JSON says otherwise (it updates the sampling parameters).
"""

import json
import sys


def main():
    model, n_tokens, batches = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
    tp = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    extra = json.loads(sys.argv[5]) if len(sys.argv) > 5 else {}
    import sglang

    engine = sglang.Engine(model_path=model, device="tpu", dtype="float32", skip_tokenizer_init=True,
                           context_length=64, max_total_tokens=1024, max_running_requests=4,
                           chunked_prefill_size=64, tp_size=tp, random_seed=0,
                           # info: the platform says where the model went (the caller reads it).
                           log_level="info")
    try:
        params = {"temperature": 0, "max_new_tokens": n_tokens, "ignore_eos": True, **extra}
        got = [[o["output_ids"] for o in engine.generate(input_ids=b, sampling_params=params)] for b in batches]
        print("TOKENS " + json.dumps(got), flush=True)
    finally:
        engine.shutdown()


if __name__ == "__main__":
    main()
