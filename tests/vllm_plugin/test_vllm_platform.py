"""vLLM on the device through torch_pjrt's platform plugin (python/torch_pjrt/vllm).

Runs only in the vLLM virtualenv (`bash scripts/setup_vllm.sh`, docs/vllm.md): vLLM 0.33
pins torch 2.14.0, so the main virtualenv has no vllm and these tests skip there, saying why.
Offline `vllm.LLM.generate` with greedy sampling on a tiny random-weight Llama (built
locally: no hub) returns the tokens Hugging Face `generate()` gives on CPU, for a batch of
prompts of different lengths, in strict mode (a CPU fallback fails); a KV cache past the
device's memory budget is a start-up error naming the figures.
"""

import os

import pytest

vllm = pytest.importorskip("vllm", reason="vLLM lives in its own virtualenv: bash scripts/setup_vllm.sh (docs/vllm.md)")

import torch  # noqa: E402

import torch_pjrt  # noqa: E402
from torch_pjrt.bench import models  # noqa: E402

N_TOKENS = 10
# Prompts of different lengths (token ids of the tiny model's word-level vocabulary).
PROMPTS = [[1] + [4 + (7 * i + j) % 1000 for i in range(n)] for j, n in enumerate((3, 11, 6, 17))]


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    return models.build("tiny", str(tmp_path_factory.mktemp("model") / "tiny-llama"), max_positions=256)


def test_plugin_registers_the_platform():
    from importlib.metadata import entry_points

    from torch_pjrt.vllm import register

    (ep,) = [e for e in entry_points(group="vllm.platform_plugins") if e.value == "torch_pjrt.vllm:register"]
    assert ep.load() is register
    assert register() == "torch_pjrt.vllm.platform.PjrtPlatform"
    from vllm.platforms import current_platform

    assert type(current_platform).__name__ == "PjrtPlatform"
    assert current_platform.device_type == "tpu" and current_platform.dispatch_key == "PrivateUse1"
    assert current_platform.get_device_total_memory() == torch.tpu.mem_get_info()[1]


def _hf_greedy(path):
    from transformers import AutoModelForCausalLM

    m = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32).eval()
    out = []
    with torch.no_grad():
        for p in PROMPTS:
            ids = torch.tensor([p])
            g = m.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=N_TOKENS, do_sample=False,
                           eos_token_id=None, pad_token_id=2)
            out.append(g[0, len(p):].tolist())
    return out


def test_generate_matches_hugging_face_on_cpu(model, monkeypatch):
    # The engine core in this process, so strict mode and the metrics are this test's.
    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    from vllm import LLM, SamplingParams

    want = _hf_greedy(model)
    llm = LLM(model=model, dtype="float32", max_model_len=64, max_num_seqs=4, block_size=16,
              kv_cache_memory_bytes=16 << 20, skip_tokenizer_init=True, seed=0)
    torch_pjrt.reset_metrics()
    params = SamplingParams(temperature=0, max_tokens=N_TOKENS, ignore_eos=True)
    outs = llm.generate([{"prompt_token_ids": p} for p in PROMPTS], params, use_tqdm=False)
    got = [list(o.outputs[0].token_ids) for o in outs]
    assert got == want
    m = torch_pjrt.metrics()
    assert not m["fallbacks"], m["fallbacks"]
    assert m["executions"] > 0


def test_a_kv_cache_past_the_budget_is_a_clear_start_up_error(model, monkeypatch):
    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    from vllm import LLM

    total = torch.tpu.mem_get_info()[1]
    with pytest.raises(ValueError, match=r"the KV cache asked for .* more than the .* free of the device's"):
        LLM(model=model, dtype="float32", max_model_len=64, kv_cache_memory_bytes=total + (1 << 30),
            skip_tokenizer_init=True)
