"""Shared pytest set-up: torch_pjrt is imported before anything reads the device list."""

import collections
import gc
import os

import pytest
import torch

import torch_pjrt

DEV = torch_pjrt.device_name()


@pytest.fixture(autouse=True)
def _strict(request):
    """Tests run in strict mode (a CPU fallback is an error) unless marked `allow_fallback`."""
    strict = request.node.get_closest_marker("allow_fallback") is None
    prev = torch_pjrt._native.is_strict()
    torch_pjrt.set_strict(strict)
    yield
    torch_pjrt.set_strict(prev)


@pytest.fixture(autouse=True, scope="module")
def _forget_compiled_graphs():
    """Each test file starts without the graphs Dynamo compiled for the files before it: their
    programs stay loaded while Dynamo holds them, and a whole suite's worth passes the
    kernel's limit on memory mappings (README: `TORCH_PJRT_EAGER_PROGRAMS`)."""
    yield
    torch.compiler.reset()
    gc.collect()


@pytest.fixture(scope="session")
def hf_greedy_tokens():
    """Hugging Face `generate()` on CPU, greedy, as a function `(model_path, prompts, n_tokens)`:
    for each prompt (a list of token ids), its `n_tokens` new token ids (what the serving
    engines' offline generation is compared with)."""

    def tokens(path, prompts, n_tokens):
        from transformers import AutoModelForCausalLM

        m = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32).eval()
        out = []
        with torch.no_grad():
            for p in prompts:
                ids = torch.tensor([p])
                g = m.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=n_tokens, do_sample=False,
                               eos_token_id=None, pad_token_id=2)
                out.append(g[0, len(p):].tolist())
        return out

    return tokens


@pytest.fixture(scope="session")
def hf_greedy_words():
    """Hugging Face `generate()` on CPU, greedy, as a function `(model_path, texts, n_tokens)`:
    for each text, the words of its `n_tokens` new tokens (what the serving engines' tests,
    tests/vllm_plugin and tests/sglang_plugin, compare a server's completions with)."""

    def words(path, texts, n_tokens):
        from transformers import AutoModelForCausalLM, AutoTokenizer

        tok = AutoTokenizer.from_pretrained(path)
        m = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32).eval()
        out = []
        with torch.no_grad():
            for t in texts:
                ids = tok(t, return_tensors="pt").input_ids
                g = m.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=n_tokens, do_sample=False,
                               eos_token_id=None, pad_token_id=2)
                out.append(tok.decode(g[0, ids.shape[1]:], skip_special_tokens=True).split())
        return out

    return words


def pytest_addoption(parser):
    parser.addoption("--modes", default="eager,compiled,bucketed",
                     help="the modes tests/ops runs its tests in, comma-separated (tests/ops/conftest.py)")


def pytest_configure(config):
    config.addinivalue_line("markers", "allow_fallback: the test expects CPU fallbacks")
    # Registered here, not in tests/ops/conftest.py (which reads them): tests/helpers.py marks
    # with `modes` too, and every test file imports it.
    config.addinivalue_line("markers", "modes(*modes, reason): the modes a test applies to (default: eager and "
                            "compiled, and bucketed where marked `bucketed`); the reason names what fails elsewhere")
    config.addinivalue_line("markers", "bucketed(dim=None): the test also runs compiled with dynamic=True at two "
                            "sizes (the op pads: reductions, softmax, matmul, pointwise, norm, loss); with dim, only "
                            "that dim of the first tensor argument varies")


_FILE_SECONDS = collections.Counter()


def pytest_runtest_logreport(report):
    _FILE_SECONDS[report.nodeid.split("::")[0]] += report.duration


def pytest_terminal_summary(terminalreporter):
    """Where the suite's time goes, per file (setup, call and teardown together): what
    --durations shows per test, summed, so that CI's budget can be kept by file."""
    if not _FILE_SECONDS:
        return
    terminalreporter.write_sep("=", "slowest 12 files")
    for path, seconds in _FILE_SECONDS.most_common(12):
        terminalreporter.write_line(f"{seconds:8.1f}s {path}")
