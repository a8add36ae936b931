"""`transformers serve` on the device, driven by the `openai` client over loopback.

A small Llama-style model with random weights (built locally: there is no hub access)
serves the same greedy text on `tpu` as on native CPU, with and without continuous
batching (its paged KV cache) and with `--compile`, in strict mode (a CPU fallback would fail the request),
and keeps serving after bad requests and clients that leave mid-stream. Under `--compile`, prompts of
many lengths compile per size bucket, not per length.
"""

import concurrent.futures as cf
import time

import pytest

openai = pytest.importorskip("openai", reason="setup.sh installs the openai client")
pytest.importorskip("fastapi", reason="setup.sh installs transformers[serving]")

from torch_pjrt.bench import models  # noqa: E402
from torch_pjrt import _native  # noqa: E402
from torch_pjrt.bench.server import Server, read_metrics  # noqa: E402

from conftest import DEV  # noqa: E402

pytestmark = pytest.mark.slow

# The device's memory budget for the server: the paged cache sizes itself from it
# (TORCH_PJRT_MEMORY_LIMIT); small keeps CI's memory and the first fill's time low.
DEVICE_ENV = {"TORCH_PJRT_STRICT": "1", "TORCH_PJRT_MEMORY_LIMIT": "1GB"}
N_TOKENS = 12
CHATS = [models.prompt_words(3), models.prompt_words(9, 5)]
STREAMS = [models.prompt_words(i + 1, 11 * i) for i in range(8)]


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    return models.build("tiny", str(tmp_path_factory.mktemp("model") / "tiny-llama"))


def _chat(client, model, text):
    r = client.chat.completions.create(model=model, messages=[{"role": "user", "content": text}],
                                       max_tokens=N_TOKENS, temperature=0)
    return r.choices[0].message.content


def _complete(client, model, text):
    r = client.completions.create(model=model, prompt=text, max_tokens=N_TOKENS, temperature=0)
    return r.choices[0].text


def _stream(client, model, text):
    s = client.chat.completions.create(model=model, messages=[{"role": "user", "content": text}],
                                       max_tokens=N_TOKENS, temperature=0, stream=True)
    return "".join(c.choices[0].delta.content or "" for c in s if c.choices)


def _answers(server):
    c = server.client(timeout=300)
    out = {"chat": [_chat(c, server.model, t) for t in CHATS],
           "completion": [_complete(c, server.model, t) for t in CHATS]}
    with cf.ThreadPoolExecutor(len(STREAMS)) as ex:
        out["streams"] = list(ex.map(lambda t: _stream(c, server.model, t), STREAMS))
    return out


@pytest.fixture(scope="module")
def cpu_answers(model):
    with Server(model, device="cpu") as s:
        return _answers(s)


@pytest.mark.parametrize("mode", ["plain", "continuous", "compiled"])
def test_greedy_text_matches_native_cpu(model, cpu_answers, mode):
    with Server(model, device=DEV, continuous_batching=mode == "continuous", compile=mode == "compiled",
                env=DEVICE_ENV) as s:
        got = _answers(s)
    assert got["chat"] == cpu_answers["chat"]
    assert got["completion"] == cpu_answers["completion"]
    # 8 concurrent streams, all complete, each the text the CPU server gave.
    assert all(got["streams"]), got["streams"]
    assert got["streams"] == cpu_answers["streams"]
    assert all(len(t.split()) >= N_TOKENS // 2 for t in got["chat"]), got["chat"]
    assert s.metrics is not None, "the server wrote no TORCH_PJRT_METRICS_DIR:\n" + s.log_tail()
    assert s.metrics["fallback_count"] == 0
    assert s.metrics["executions"] > 0
    if mode == "compiled":
        assert s.metrics["graphs_compiled"] > 0


def test_bad_requests_and_dropped_clients_leave_the_server_serving(model, cpu_answers):
    with Server(model, device=DEV, continuous_batching=True, env=DEVICE_ENV,
                extra_args=["--max-model-len", "64"]) as s:
        c = s.client(timeout=300, max_retries=0)
        # A prompt longer than the server accepts: an HTTP error naming the limit, not a crash.
        with pytest.raises(openai.APIStatusError) as e:
            _complete(c, s.model, models.prompt_words(200))
        assert 400 <= e.value.status_code < 500, e.value
        # An unknown model: an HTTP error too.
        with pytest.raises(openai.APIStatusError):
            c.completions.create(model="no/such-model", prompt="w1", max_tokens=2)
        # A client that reads two chunks of a stream and hangs up.
        stream = c.chat.completions.create(model=s.model, messages=[{"role": "user", "content": CHATS[0]}],
                                           max_tokens=N_TOKENS, temperature=0, stream=True)
        for i, _ in enumerate(stream):
            if i == 1:
                break
        stream.close()
        # Still serving, with the same answer as before.
        assert _chat(c, s.model, CHATS[0]) == cpu_answers["chat"][0]
        assert s.alive()


# Prompt lengths of a replay: 12 distinct ones over two size buckets, then 12 more in the same buckets.
REPLAY = [5, 9, 17, 30, 44, 61, 83, 100, 131, 170, 204, 233]
AGAIN = [n + 2 for n in REPLAY]


@pytest.mark.default_torch_only  # ~40 s; compiled serving is checked on both series by test_greedy_text_matches_native_cpu
def test_compiled_replay_of_varied_prompt_lengths_compiles_per_bucket_not_per_length(model, tmp_path):
    def run(s, lengths):
        c = s.client(timeout=300, max_retries=0)
        return [_complete(c, s.model, models.prompt_words(n, n)) for n in lengths]

    def compiles(s):
        # The metrics file is rewritten every second, by a thread a busy server may delay:
        # read until two readings agree.
        last = None
        for _ in range(10):
            time.sleep(1.2)
            m = read_metrics(s._metrics_path)
            if last is not None and m["compiles"] == last:
                break
            last = m["compiles"]
        return m["compiles"], m

    with Server(model, device="cpu") as s:
        want = run(s, REPLAY + AGAIN)
    # A cold compile cache: every program counted is compiled here.
    env = dict(DEVICE_ENV, TORCH_PJRT_CACHE_DIR=str(tmp_path / "cache"), TORCH_PJRT_LOG="programs")
    with Server(model, device=DEV, compile=True, env=env) as s:
        run(s, [2, 3])  # warm-up: the first graphs, then their first bucket
        c0, _ = compiles(s)
        got = run(s, REPLAY)
        c1, _ = compiles(s)
        got += run(s, AGAIN)
        c2, m = compiles(s)
        log = s.log_tail(100000)
    assert got == want
    # Each request's static cache holds prompt + output, sized to a bucket; its prompt
    # runs padded to a bucket too. Unbounded, transformers' eager prefill compiled ~90
    # programs per new length, its token bookkeeping ~45, its decode a graph per cache length.
    bucket = lambda n: (_native.bucket_size(n), _native.bucket_size(n + N_TOKENS - 1))  # noqa: E731
    buckets = {bucket(n) for n in REPLAY}
    assert buckets == {bucket(n) for n in AGAIN} and len(buckets) == 2
    # A few per bucket: prefill and decode graphs (first at an exact size, then padded; a
    # new cache length is a new graph) and a few one-off programs. New lengths in buckets
    # already met compile at most one more per bucket (seen: one graph), not one per length.
    assert c1 - c0 <= 10 * len(buckets), (c1 - c0, m["graphs_compiled"], m["recompiles"])
    assert c2 - c1 <= len(buckets), (c0, c1, c2, {k: m[k] for k in ("graphs_compiled", "dynamic_buckets")},
                                     [r["reason"][:120] for r in m["recompiles"]],
                                     [x for x in log.splitlines() if x.startswith("[torch_pjrt] compiled")][-12:])
    assert m["dynamic_fallbacks"] == [] and m["fallback_count"] == 0, m
