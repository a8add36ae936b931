"""vLLM on the device through torch_pjrt's platform plugin (python/torch_pjrt/vllm).

Runs only in the vLLM virtualenv (`bash scripts/setup_vllm.sh`, docs/vllm.md): vLLM 0.33
pins torch 2.14.0, so the main virtualenv has no vllm and these tests skip there, saying why.
Offline `vllm.LLM.generate` with greedy sampling on a tiny random-weight Llama (built
locally: no hub) returns the tokens Hugging Face `generate()` gives on CPU, for a batch of
prompts of different lengths, in strict mode (a CPU fallback fails); a KV cache past the
device's memory budget is a start-up error naming the figures. `vllm serve` answers the
`openai` client (8 concurrent requests, streamed and plain, each equal to offline
`LLM.generate`); tensor parallel 2, offline and served, gives the same tokens. Whatever can
wait has a timeout: the tensor-parallel runs are processes killed with their log's tail.
"""

import concurrent.futures as cf
import os

import pytest

# CI's vLLM leg sets TORCH_PJRT_VLLM_REQUIRED=1: there a vLLM that does not import fails, not skips.
if os.environ.get("TORCH_PJRT_VLLM_REQUIRED") == "1":
    import vllm
else:
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


def _ask_all_at_once(client, model, texts):
    """Every text as a greedy completion, all at once: odd ones streamed, even ones plain;
    each answer's words."""

    def ask(i):
        kw = dict(model=model, prompt=texts[i], max_tokens=N_TOKENS, temperature=0, extra_body={"ignore_eos": True})
        if i % 2:
            stream = client.completions.create(stream=True, **kw)
            return "".join(c.choices[0].text for c in stream if c.choices).split()
        return client.completions.create(**kw).choices[0].text.split()

    with cf.ThreadPoolExecutor(len(texts)) as ex:
        return list(ex.map(ask, range(len(texts)), timeout=300))


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


# Lengths the warm-up never saw as prompts, in batches of 1 to 4 (one request past the
# first prompt's block, one filling most of the model's length).
NEW_PROMPTS = [[1] + [9 + (5 * i + j) % 900 for i in range(n)] for j, n in enumerate((9, 26, 2, 40, 14))]


def test_generate_after_warm_up_compiles_nothing_and_matches_hugging_face(model, monkeypatch, hf_greedy_tokens):
    # The engine core in this process, so strict mode and the metrics are this test's.
    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    monkeypatch.setenv("TORCH_PJRT_STRICT", "1")
    from vllm import LLM, SamplingParams

    batches = (PROMPTS, NEW_PROMPTS[:1], NEW_PROMPTS[1:3], NEW_PROMPTS)
    want = hf_greedy_tokens(model, PROMPTS + NEW_PROMPTS, N_TOKENS)
    want = dict(zip(map(tuple, PROMPTS + NEW_PROMPTS), want))
    llm = LLM(model=model, dtype="float32", max_model_len=64, max_num_seqs=4, max_num_batched_tokens=64,
              block_size=16, kv_cache_memory_bytes=16 << 20, skip_tokenizer_init=True, seed=0)
    params = SamplingParams(temperature=0, max_tokens=N_TOKENS, ignore_eos=True)
    torch_pjrt.reset_metrics()
    for batch in batches:
        outs = llm.generate([{"prompt_token_ids": p} for p in batch], params, use_tqdm=False)
        assert [list(o.outputs[0].token_ids) for o in outs] == [want[tuple(p)] for p in batch]
    m = torch_pjrt.metrics()
    assert not m["fallbacks"], m["fallbacks"]
    assert m["executions"] > 0
    # Warm-up (in LLM(...)) ran every step shape: new lengths and batches compile nothing,
    # nor load a program from the persistent cache (which a previous run may have filled).
    assert (m["compiles"], m["disk_cache_hits"]) == (0, 0), m


def test_a_kv_cache_past_the_budget_is_a_clear_start_up_error(model, monkeypatch):
    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    from vllm import LLM

    total = torch.tpu.mem_get_info()[1]
    with pytest.raises(ValueError, match=r"the KV cache asked for .* more than the .* free of the device's"):
        LLM(model=model, dtype="float32", max_model_len=64, kv_cache_memory_bytes=total + (1 << 30),
            skip_tokenizer_init=True)


@pytest.fixture(scope="module")
def server(model):
    """`vllm serve` with its engine core in its own process (vLLM's default), on the device
    in strict mode, through bench's Server (its log's tail in any start-up failure)."""
    from torch_pjrt.bench.server import Server

    pytest.importorskip("openai", reason="vllm installs the openai client")
    import sys

    args = ["--max-model-len", "64", "--kv-cache-memory-bytes", str(16 << 20), "--max-num-seqs", "4",
            "--max-num-batched-tokens", "64"]
    with Server(model, device="tpu", engine="vllm", python=sys.executable, extra_args=args,
                env={"TORCH_PJRT_STRICT": "1"}, start_timeout=300) as s:
        yield s
        assert s.alive(), s.log_tail()


def test_vllm_serve_answers_the_openai_client_like_hugging_face(model, server, hf_greedy_words):
    # Plain and streamed completions, 4 at once, each Hugging Face's greedy text.

    texts = [models.prompt_words(n, 3 * n) for n in (2, 5, 9, 13)]
    want = hf_greedy_words(model, texts, N_TOKENS)
    client = server.client(timeout=120, max_retries=0)

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


def _offline_text(model, texts):
    """Each text's greedy completion from offline `LLM.generate` (engine core in this
    process), as words."""
    from vllm import LLM, SamplingParams

    llm = LLM(model=model, dtype="float32", max_model_len=64, max_num_seqs=4, max_num_batched_tokens=64,
              kv_cache_memory_bytes=16 << 20, seed=0)
    try:
        outs = llm.generate(texts, SamplingParams(temperature=0, max_tokens=N_TOKENS, ignore_eos=True),
                            use_tqdm=False)
        return [o.outputs[0].text.split() for o in outs]
    finally:
        llm.llm_engine.engine_core.shutdown()
        del llm


def test_eight_concurrent_requests_equal_offline_generate_and_hugging_face(model, server, monkeypatch, hf_greedy_words):
    # 8 at once, twice the server's max_num_seqs, so the scheduler queues and mixes prefill
    # with decode; streamed and plain alternate, prompts of 1 to 40 tokens.

    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    texts = [models.prompt_words(n, 5 * n + 1) for n in (1, 7, 3, 22, 12, 40, 5, 17)]
    want = hf_greedy_words(model, texts, N_TOKENS)
    assert _offline_text(model, texts) == want
    assert _ask_all_at_once(server.client(timeout=120, max_retries=0), model, texts) == want


def test_an_over_long_prompt_is_http_400_naming_the_limit(model, server):
    import openai

    client = server.client(timeout=120, max_retries=0)
    with pytest.raises(openai.BadRequestError) as e:
        client.completions.create(model=model, prompt=models.prompt_words(80), max_tokens=4, temperature=0)
    assert e.value.status_code == 400
    assert "64" in str(e.value), str(e.value)
    # The server goes on serving.
    r = client.completions.create(model=model, prompt=models.prompt_words(5), max_tokens=4, temperature=0,
                                  extra_body={"ignore_eos": True})
    assert len(r.choices[0].text.split()) == 4


def test_a_client_leaving_mid_stream_leaves_the_others_served(model, server, hf_greedy_words):
    import json
    import urllib.request

    text = models.prompt_words(7, 11)
    (want,) = hf_greedy_words(model, [text], N_TOKENS)
    body = json.dumps({"model": model, "prompt": models.prompt_words(9, 2), "max_tokens": 40, "temperature": 0,
                       "stream": True, "ignore_eos": True}).encode()
    client = server.client(timeout=120, max_retries=0)

    def leaver():
        # Reads the first streamed chunk of a long answer, then hangs up.
        req = urllib.request.Request(server.url + "/v1/completions", data=body,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=120) as r:
            first = r.readline()
        return first

    def stayer():
        s = client.completions.create(model=model, prompt=text, max_tokens=N_TOKENS, temperature=0, stream=True,
                                      extra_body={"ignore_eos": True})
        return "".join(c.choices[0].text for c in s if c.choices).split()

    with cf.ThreadPoolExecutor(4) as ex:
        leaving = [ex.submit(leaver) for _ in range(2)]
        staying = [ex.submit(stayer) for _ in range(2)]
        assert all(f.result().startswith(b"data:") for f in leaving)
        assert [f.result() for f in staying] == [want, want]
    assert server.alive(), server.log_tail()
    assert stayer() == want


def test_an_unknown_dtype_is_a_clear_error(model, monkeypatch):
    # A name vLLM does not know is its own config error, listing the names; a torch dtype
    # the device does not run reaches the platform's check, which names the ones it does.
    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    from vllm import LLM

    kw = dict(max_model_len=64, kv_cache_memory_bytes=16 << 20, skip_tokenizer_init=True)
    with pytest.raises(ValueError, match=r"(?s)int7.*float32|float32.*int7"):
        LLM(model=model, dtype="int7", **kw)
    with pytest.raises(ValueError, match=r"runs models in float32, bfloat16 or float16, not torch.float64"):
        LLM(model=model, dtype=torch.float64, **kw)


def _generate_in_a_process(model, tp, prompts, timeout):
    """Token ids from `tests/vllm_plugin/generate.py` (greedy `LLM.generate` at tensor
    parallel size `tp`), killed and failed with its output's tail past `timeout` seconds."""
    import contextlib
    import json
    import signal
    import subprocess
    import sys

    script = os.path.join(os.path.dirname(__file__), "generate.py")
    env = dict(os.environ, TORCH_PJRT_STRICT="1")
    cmd = [sys.executable, script, model, str(tp), str(N_TOKENS), json.dumps(prompts)]
    # A session of its own, so a timeout ends vLLM's engine core and workers with it.
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd="/",
                         start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        pytest.fail(f"LLM(tensor_parallel_size={tp}).generate did not finish in {timeout} s; its log's tail:\n"
                    f"{out[-4000:]}")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(p.pid, signal.SIGKILL)
    lines = [ln for ln in out.splitlines() if ln.startswith("TOKENS ")]
    assert p.returncode == 0 and lines, f"exit {p.returncode}; log's tail:\n{out[-4000:]}"
    return json.loads(lines[-1][len("TOKENS "):])


def test_tensor_parallel_2_gives_the_tokens_of_one_device_and_hugging_face(model, hf_greedy_tokens):
    # Two workers (vLLM's multiprocess executor) on tpu:0 and tpu:1, their collectives on
    # the pjrt c10d backend; greedy tokens equal to one device's and to Hugging Face's on CPU.
    prompts = PROMPTS + NEW_PROMPTS[:2]
    want = hf_greedy_tokens(model, prompts, N_TOKENS)
    assert _generate_in_a_process(model, 1, prompts, timeout=400) == want
    assert _generate_in_a_process(model, 2, prompts, timeout=600) == want


def test_vllm_serve_with_tensor_parallel_2_answers_like_hugging_face(model, hf_greedy_words):
    # `vllm serve --tensor-parallel-size 2`: the API server, its engine core and two workers
    # (tpu:0, tpu:1), each a process of its own; 4 concurrent requests, streamed and plain.
    import sys

    from torch_pjrt.bench.server import Server

    pytest.importorskip("openai", reason="vllm installs the openai client")
    texts = [models.prompt_words(n, 3 * n + 2) for n in (4, 15, 1, 9)]
    want = hf_greedy_words(model, texts, N_TOKENS)
    args = ["--tensor-parallel-size", "2", "--distributed-timeout-seconds", "120", "--max-model-len", "64",
            "--kv-cache-memory-bytes", str(16 << 20), "--max-num-seqs", "4", "--max-num-batched-tokens", "64"]
    with Server(model, device="tpu", engine="vllm", python=sys.executable, extra_args=args,
                env={"TORCH_PJRT_STRICT": "1"}, start_timeout=400) as s:
        assert _ask_all_at_once(s.client(timeout=120, max_retries=0), model, texts) == want
        assert s.alive(), s.log_tail()
