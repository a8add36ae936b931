"""SGLang on the device through torch_pjrt's platform plugin (python/torch_pjrt/sglang).

Runs only in the SGLang virtualenv (`bash scripts/setup_sglang.sh`, docs/sglang.md): SGLang
0.5.23 pins torch 2.14.1, so the main virtualenv has no sglang and these tests skip there,
saying why. The plugin is found through the `sglang.srt.platforms` entry point and becomes
SGLang's current platform; `sglang.Engine(...).generate` with greedy sampling on a tiny
random-weight Llama (built locally: no hub) returns the tokens Hugging Face `generate()` gives
on CPU, for a batch of prompts of different lengths, in strict mode (a CPU fallback fails).
The engine runs in a process of its own, killed with its log's tail if it outlives its timeout.
"""

import json
import os
import signal
import subprocess
import sys

import pytest

sglang = pytest.importorskip("sglang", reason="SGLang lives in its own virtualenv: bash scripts/setup_sglang.sh (docs/sglang.md)")

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


def _hf_greedy(path, prompts):
    from transformers import AutoModelForCausalLM

    m = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32).eval()
    out = []
    with torch.no_grad():
        for p in prompts:
            ids = torch.tensor([p])
            g = m.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=N_TOKENS, do_sample=False,
                           eos_token_id=None, pad_token_id=2)
            out.append(g[0, len(p):].tolist())
    return out


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


def test_engine_generate_matches_hugging_face(model):
    want = [_hf_greedy(model, PROMPTS), _hf_greedy(model, LATER)]
    env = dict(os.environ, TORCH_PJRT_STRICT="1", SGLANG_PLATFORM="tpu")
    batches = json.dumps([PROMPTS, LATER])
    out = _run([sys.executable, os.path.join(HERE, "generate.py"), model, str(N_TOKENS), batches], env, timeout=900)
    (line,) = [ln for ln in out.splitlines() if ln.startswith("TOKENS ")]
    assert json.loads(line[len("TOKENS "):]) == want
    # The scheduler process loaded the model onto the device (the platform refuses one that
    # is not wholly there), and strict mode let no op fall back to the CPU.
    assert f"SGLang's model is on tpu:0 ({torch.tpu.get_device_name(0)})" in out, out[-3000:]
