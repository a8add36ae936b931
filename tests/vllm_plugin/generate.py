"""Greedy `vllm.LLM.generate` in a process of its own, for the tests that must not hang:
the caller waits with a timeout and kills it. Prints one JSON line: each prompt's token ids.

    python tests/vllm_plugin/generate.py MODEL TENSOR_PARALLEL_SIZE N_TOKENS '[[1, 5, 9], ...]'
"""

import json
import sys


def main():
    model, tp, n_tokens, prompts = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), json.loads(sys.argv[4])
    from vllm import LLM, SamplingParams

    llm = LLM(model=model, dtype="float32", tensor_parallel_size=tp, max_model_len=64, max_num_seqs=4,
              max_num_batched_tokens=64, block_size=16, kv_cache_memory_bytes=16 << 20, skip_tokenizer_init=True,
              seed=0,
              # A collective waits at most this long: a rank that is gone or late is an error in
              # every worker, well before the caller's timeout.
              distributed_timeout_seconds=120, cpu_distributed_timeout_seconds=120)
    outs = llm.generate([{"prompt_token_ids": p} for p in prompts],
                        SamplingParams(temperature=0, max_tokens=n_tokens, ignore_eos=True), use_tqdm=False)
    print("TOKENS " + json.dumps([list(o.outputs[0].token_ids) for o in outs]), flush=True)


if __name__ == "__main__":
    main()
