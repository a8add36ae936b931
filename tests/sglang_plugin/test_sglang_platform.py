"""SGLang on the device through torch_pjrt's platform plugin (python/torch_pjrt/sglang).

Runs only in the SGLang virtualenv (`bash scripts/setup_sglang.sh`, docs/sglang.md): SGLang
0.5.23 pins torch 2.14.1, so the main virtualenv has no sglang and these tests skip there,
saying why. The plugin is found through the `sglang.srt.platforms` entry point and becomes
SGLang's current platform; `sglang.Engine(...).generate` with greedy sampling on a tiny
random-weight Llama (built locally: no hub) returns the tokens Hugging Face `generate()` gives
on CPU, for a batch of prompts of different lengths, in strict mode (a CPU fallback fails).
The same radix-cache-extended prompts on one engine; `python -m sglang.launch_server` on the
device answers the `openai` client (concurrent plain and streamed completions) with Hugging
Face's greedy text; tensor parallel 2 (two processes, a device each) gives the same tokens.
Engines and servers run in processes of their own, killed with their log's
tail if they outlive their timeout.
"""

import concurrent.futures as cf
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time

import pytest

# CI's SGLang leg sets TORCH_PJRT_SGLANG_REQUIRED=1: there an SGLang that does not import fails, not skips.
if os.environ.get("TORCH_PJRT_SGLANG_REQUIRED") == "1":
    import sglang
else:
    sglang = pytest.importorskip(
        "sglang", reason="SGLang lives in its own virtualenv: bash scripts/setup_sglang.sh (docs/sglang.md)")

import torch  # noqa: E402

import torch_pjrt  # noqa: E402
from torch_pjrt.bench import models  # noqa: E402

N_TOKENS = 8
# Prompts of different lengths (token ids of the tiny model's word-level vocabulary).
PROMPTS = [[1] + [4 + (7 * i + j) % 1000 for i in range(n)] for j, n in enumerate((3, 11, 6))]
# A second batch on the same engine: two prompts that extend first-batch ones (SGLang's radix
# cache serves their prefix from the KV pool, so only the new tokens are computed), one new.
LATER = [PROMPTS[1] + [40, 41, 42, 43, 44], PROMPTS[0] + [7], [1] + [500 + i for i in range(20)]]
HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    return models.build("tiny", str(tmp_path_factory.mktemp("model") / "tiny-llama"), max_positions=256)


def test_plugin_is_sglangs_current_platform():
    from importlib.metadata import entry_points

    from torch_pjrt.sglang import register

    (ep,) = [e for e in entry_points(group="sglang.srt.platforms") if e.value == "torch_pjrt.sglang:register"]
    assert ep.name == "tpu" and ep.load() is register
    assert register() == "torch_pjrt.sglang.platform.PjrtSRTPlatform"
    from sglang.srt.platforms import current_platform

    assert type(current_platform).__name__ == "PjrtSRTPlatform"
    assert current_platform.is_out_of_tree() and current_platform.device_type == "tpu"
    assert current_platform.get_device_total_memory() == torch.tpu.mem_get_info()[1]
    assert current_platform.get_default_attention_backend() == "torch_native"


def test_without_a_device_sglang_keeps_its_own_platform_or_says_why():
    # TORCH_PJRT_PLUGIN=tpu asks for libtpu, absent here: register() returns None, SGLang
    # falls back to its own platform, and SGLANG_PLATFORM=tpu (insisting on ours) is an error.
    code = ("from torch_pjrt.sglang import register; print('REGISTER', register()); "
            "from sglang.srt.platforms import current_platform as p; print('PLATFORM', type(p).__name__)")
    env = dict(os.environ, TORCH_PJRT_PLUGIN="tpu")
    env.pop("SGLANG_PLATFORM", None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd="/", timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "REGISTER None" in out.stdout and "PLATFORM SRTPlatform" in out.stdout, out.stdout
    env["SGLANG_PLATFORM"] = "tpu"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd="/", timeout=300)
    assert out.returncode != 0 and "Platform plugin 'tpu' is installed but activate() returned None" in out.stderr, (
        out.stderr[-3000:])


def test_a_quantized_model_is_refused_naming_the_device():
    # SGLang's loader asks the platform for a quantization config; its in-tree ones are CUDA
    # kernels. An unknown name stays SGLang's own error.
    from sglang.srt.layers.quantization import get_quantization_config

    with pytest.raises(ValueError, match=r"the tpu device \(.*\) runs unquantized models .* not quantization='fp8'"):
        get_quantization_config("fp8")
    with pytest.raises(ValueError, match="Invalid quantization method: int7"):
        get_quantization_config("int7")


@pytest.mark.parametrize("arg", ["attention_backend='flashinfer'", "sampling_backend='flashinfer'"])
def test_a_cuda_kernel_backend_asked_for_is_refused_naming_it(model, arg):
    # SGLang's platform defaults override what the user passed; a backend that cannot run
    # here is refused before any process starts, not replaced unseen.
    code = ("import sglang\n"
            f"sglang.Engine(model_path={model!r}, dtype='float32', skip_tokenizer_init=True, {arg})")
    env = dict(os.environ, SGLANG_PLATFORM="tpu")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd="/", timeout=300)
    field, asked = arg.split("=")
    assert out.returncode != 0, out.stdout[-3000:]
    assert f"ValueError: {field}={asked} cannot run on the tpu device (" in out.stderr, out.stderr[-3000:]


def _run(args, env, timeout):
    """Runs a child in its own process group; returns its output, or fails with its tail
    after killing the whole group (SGLang's scheduler and detokenizer are its children)."""
    p = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         start_new_session=True, cwd="/")
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        pytest.fail(f"{args[1]} outlived its {timeout} s:\n{out[-6000:]}")
    if p.returncode != 0:
        pytest.fail(f"{args[1]} exited {p.returncode}:\n{out[-6000:]}")
    return out


def test_engine_generate_matches_hugging_face(model, hf_greedy_tokens):
    want = [hf_greedy_tokens(model, PROMPTS, N_TOKENS), hf_greedy_tokens(model, LATER, N_TOKENS)]
    env = dict(os.environ, TORCH_PJRT_STRICT="1", SGLANG_PLATFORM="tpu")
    batches = json.dumps([PROMPTS, LATER])
    out = _run([sys.executable, os.path.join(HERE, "generate.py"), model, str(N_TOKENS), batches], env, timeout=900)
    (line,) = [ln for ln in out.splitlines() if ln.startswith("TOKENS ")]
    assert json.loads(line[len("TOKENS "):]) == want
    # The scheduler process loaded the model onto the device (the platform refuses one that
    # is not wholly there), and strict mode let no op fall back to the CPU.
    assert f"SGLang's model is on tpu:0 ({torch.tpu.get_device_name(0)})" in out, out[-3000:]


def test_the_sampling_path_with_a_top_p_that_keeps_one_token_gives_hugging_faces_tokens(model, hf_greedy_tokens):
    # temperature 1 takes SGLang's torch sampler (softmax, a sort, the top-p mask,
    # torch.multinomial on the device), not its greedy argmax; a top_p this small keeps only
    # each step's most likely token, so the draw has one outcome: Hugging Face's greedy one.
    want = hf_greedy_tokens(model, PROMPTS, N_TOKENS)
    env = dict(os.environ, TORCH_PJRT_STRICT="1", SGLANG_PLATFORM="tpu")
    params = json.dumps({"temperature": 1.0, "top_p": 1e-6})
    out = _run([sys.executable, os.path.join(HERE, "generate.py"), model, str(N_TOKENS), json.dumps([PROMPTS]), "1",
                params], env, timeout=900)
    (line,) = [ln for ln in out.splitlines() if ln.startswith("TOKENS ")]
    assert json.loads(line[len("TOKENS "):]) == [want]


def test_tensor_parallel_2_gives_hugging_faces_tokens(model, hf_greedy_tokens):
    # Two scheduler processes, rank i on tpu:i (the XLA CPU plugin gives each process
    # TORCH_PJRT_CPU_DEVICES devices), the Llama's heads and MLP sharded across them; SGLang's
    # collectives go through its device groups on our pjrt c10d backend.
    if torch.tpu.device_count() < 2:
        pytest.skip(f"tensor parallelism needs 2 devices; this plugin has {torch.tpu.device_count()}")
    want = hf_greedy_tokens(model, PROMPTS, N_TOKENS)
    env = dict(os.environ, TORCH_PJRT_STRICT="1", SGLANG_PLATFORM="tpu")
    out = _run([sys.executable, os.path.join(HERE, "generate.py"), model, str(N_TOKENS), json.dumps([PROMPTS]), "2"],
               env, timeout=900)
    (line,) = [ln for ln in out.splitlines() if ln.startswith("TOKENS ")]
    assert json.loads(line[len("TOKENS "):]) == [want]
    for rank in (0, 1):
        assert f"SGLang's model is on tpu:{rank} (" in out, out[-3000:]


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_launch_server_answers_the_openai_client_like_hugging_face(model, hf_greedy_words):
    openai = pytest.importorskip("openai", reason="sglang installs the openai client")
    texts = [models.prompt_words(n, 3 * n) for n in (2, 5, 9, 13)]
    want = hf_greedy_words(model, texts, N_TOKENS)
    port = _free_port()
    # Neither --device nor SGLANG_PLATFORM: SGLang discovers the plugin and takes its device as
    # the default; the log says where the model went.
    env = dict(os.environ, TORCH_PJRT_STRICT="1")
    env.pop("SGLANG_PLATFORM", None)
    args = [sys.executable, "-m", "sglang.launch_server", "--model-path", model, "--dtype", "float32",
            "--context-length", "64", "--max-total-tokens", "1024", "--max-running-requests", "4",
            "--random-seed", "0", "--host", "127.0.0.1", "--port", str(port)]
    with tempfile.TemporaryFile("w+") as log:
        server = subprocess.Popen(args, env=env, stdout=log, stderr=subprocess.STDOUT, cwd="/", start_new_session=True)

        def text():
            log.seek(0)
            return log.read()

        def tail():
            return text()[-6000:]

        try:
            client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="none", timeout=120, max_retries=0)
            deadline = time.monotonic() + 300
            while True:
                assert server.poll() is None, f"the server exited {server.returncode}:\n{tail()}"
                assert time.monotonic() < deadline, f"the server was not up in 300 s:\n{tail()}"
                try:
                    client.models.list()
                    break
                except openai.APIConnectionError:
                    time.sleep(2)

            def ask(t, stream):
                kw = dict(model=model, prompt=t, max_tokens=N_TOKENS, temperature=0, extra_body={"ignore_eos": True})
                if stream:
                    return "".join(c.choices[0].text for c in client.completions.create(stream=True, **kw)
                                   if c.choices).split()
                return client.completions.create(**kw).choices[0].text.split()

            with cf.ThreadPoolExecutor(len(texts)) as ex:
                assert list(ex.map(lambda t: ask(t, False), texts, timeout=300)) == want, tail()
                assert list(ex.map(lambda t: ask(t, True), texts, timeout=300)) == want, tail()
            assert server.poll() is None, tail()
            assert f"SGLang's model is on tpu:0 ({torch.tpu.get_device_name(0)})" in text(), tail()
        finally:
            # SIGTERM is SGLang's own shutdown (it ends its scheduler and detokenizer); the kill
            # is for a server that does not finish it.
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                pass
            try:
                os.killpg(server.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            server.wait()
