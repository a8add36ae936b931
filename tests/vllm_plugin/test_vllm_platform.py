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


def _free_port():
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_vllm_serve_answers_the_openai_client_like_hugging_face(model):
    # `vllm serve` with its engine core in its own process (vLLM's default), on the device in
    # strict mode: plain and streamed completions, 4 at once, each Hugging Face's greedy text.
    import concurrent.futures as cf
    import subprocess
    import sys
    import time
    import urllib.request

    openai = pytest.importorskip("openai", reason="vllm installs the openai client")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    texts = [models.prompt_words(n, 3 * n) for n in (2, 5, 9, 13)]
    tok = AutoTokenizer.from_pretrained(model)
    m = AutoModelForCausalLM.from_pretrained(model, dtype=torch.float32).eval()
    want = []
    with torch.no_grad():
        for t in texts:
            ids = tok(t, return_tensors="pt").input_ids
            g = m.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=N_TOKENS, do_sample=False,
                           eos_token_id=None, pad_token_id=2)
            want.append(tok.decode(g[0, ids.shape[1]:], skip_special_tokens=True).split())

    port = _free_port()
    exe = os.path.join(os.path.dirname(sys.executable), "vllm")
    env = dict(os.environ, TORCH_PJRT_STRICT="1")
    server = subprocess.Popen([exe, "serve", model, "--dtype", "float32", "--max-model-len", "64",
                               "--kv-cache-memory-bytes", str(16 << 20), "--port", str(port)],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 240
        while True:
            assert server.poll() is None, server.stderr.read()[-3000:]
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2)
                break
            except OSError:
                assert time.time() < deadline, "vllm serve did not come up in 240 s"
                time.sleep(1)
        client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="none", timeout=120)

        def plain(t):
            r = client.completions.create(model=model, prompt=t, max_tokens=N_TOKENS, temperature=0, extra_body={"ignore_eos": True})
            return r.choices[0].text.split()

        def streamed(t):
            s = client.completions.create(model=model, prompt=t, max_tokens=N_TOKENS, temperature=0, stream=True,
                                          extra_body={"ignore_eos": True})
            return "".join(c.choices[0].text for c in s if c.choices).split()

        with cf.ThreadPoolExecutor(len(texts)) as ex:
            assert list(ex.map(plain, texts)) == want
            assert list(ex.map(streamed, texts)) == want
    finally:
        server.terminate()
        try:
            server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            server.kill()
