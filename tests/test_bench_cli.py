"""`torch-pjrt bench`: traces, price tables and device lists checked with clear
errors, and one short end-to-end run of `bench serve` and `bench train` on native
CPU and the device, whose outputs (table, JSON, markdown, PNG) are read back."""

import json
import os
import subprocess
import sys

import pytest

from torch_pjrt.bench import devices, prices, trace

CLI = [sys.executable, "-c", "import sys, torch_pjrt_cli; sys.exit(torch_pjrt_cli.main())"]


def _run(*args, timeout=900, env=None):
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL,
                          env=dict(os.environ, **(env or {})))


def test_synthetic_trace_round_trips_and_respects_its_limits(tmp_path):
    reqs = trace.synthetic(500, rate=4.0, max_prompt=2048, max_output=128, seed=3)
    assert len(reqs) == 500
    assert all(1 <= r.prompt_tokens <= 2048 and 1 <= r.output_tokens <= 128 for r in reqs)
    assert [r.arrival_s for r in reqs] == sorted(r.arrival_s for r in reqs)
    assert len({r.prompt_tokens for r in reqs}) > 100  # varied lengths, as real traffic
    path = tmp_path / "t.jsonl"
    trace.save(reqs, path)
    assert trace.load(path) == reqs
    assert trace.synthetic(5, seed=1) == trace.synthetic(5, seed=1)


@pytest.mark.parametrize("line, words", [
    ("not json", "not JSON"),
    ("[1, 2]", "expected an object"),
    ('{"arrival_s": 0, "prompt_tokens": 3}', "missing output_tokens"),
    ('{"arrival_s": -1, "prompt_tokens": 3, "output_tokens": 2}', "arrival_s must be"),
    ('{"arrival_s": 0, "prompt_tokens": 0, "output_tokens": 2}', "prompt_tokens must be a positive integer"),
    ('{"arrival_s": 0, "prompt_tokens": 2.5, "output_tokens": 2}', "prompt_tokens must be a positive integer"),
])
def test_malformed_trace_lines_are_named(tmp_path, line, words):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"arrival_s": 0, "prompt_tokens": 3, "output_tokens": 2}\n' + line + "\n")
    with pytest.raises(trace.TraceError, match=words) as e:
        trace.load(path)
    assert f"{path}:2" in str(e.value)


def test_price_table_defaults_override_and_errors(tmp_path):
    t = prices.load(None)
    assert t["date"] and t["per_hour"]["cpu-core"] > 0
    assert prices.hourly(t, "cpu-core", cores=4, kind="cpu") == pytest.approx(4 * t["per_hour"]["cpu-core"])
    assert prices.per_million(3.6, 1000.0) == pytest.approx(1.0)  # $3.6/h at 1000 tok/s: $1 per million
    user = tmp_path / "p.json"
    user.write_text(json.dumps({"date": "2030-01-01", "per_hour": {"cpu-core": 1.0}}))
    t = prices.load(user)
    assert t["date"] == "2030-01-01" and prices.hourly(t, "x", cores=2, kind="cpu") == 2.0
    user.write_text('{"per_hour": {"cpu-core": "cheap"}}')
    with pytest.raises(prices.PriceError, match="per_hour"):
        prices.load(user)


def test_device_list_has_native_cpu_and_our_plugin_and_refuses_unknown_names():
    keys = [t.key for t in devices.available()]
    assert keys[0] == "cpu" and any(k.startswith("tpu=") for k in keys)
    assert [t.device for t in devices.parse("cpu,tpu")][:2] == ["cpu", "tpu"]
    with pytest.raises(ValueError, match="unknown or absent device 'quantum'.*this machine has: cpu"):
        devices.parse("cpu,quantum")


def test_bad_arguments_exit_2_with_the_reason(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n")
    r = _run("bench", "serve", "--trace", str(bad))
    assert r.returncode == 2 and f"{bad}:1: not JSON" in r.stderr
    r = _run("bench", "serve", "--devices", "warp-drive")
    assert r.returncode == 2 and "unknown or absent device 'warp-drive'" in r.stderr
    r = _run("bench", "fly")
    assert r.returncode == 2 and "unknown command 'fly'" in r.stderr


def test_an_engine_without_its_virtualenv_or_off_the_device_is_a_named_failure(tmp_path):
    # ~7 s under load: one CLI run, no server starts. The engines' own runs are in
    # tests/vllm_plugin and tests/sglang_plugin.
    from torch_pjrt.bench.server import Server, ServerError

    r = _run("bench", "serve", "--engine", "vllm", "--python", str(tmp_path / "bin" / "python"), "--devices", "tpu",
             "--requests", "2", "--out", str(tmp_path), "--no-png")
    assert r.returncode == 1 and "no `vllm` command beside" in r.stdout and "setup_vllm.sh" in r.stdout, r.stdout
    # This interpreter has no sglang (it lives in its own virtualenv).
    with pytest.raises(ServerError, match="no sglang beside .*bash scripts/setup_sglang.sh"):
        Server("m", device="tpu", engine="sglang", python=sys.executable)
    for engine in ("vllm", "sglang"):
        with pytest.raises(ServerError, match=f"{engine} serves here on the tpu device only"):
            Server("m", device="cpu", engine=engine)
    with pytest.raises(ServerError, match="unknown serving engine 'tgi': one of transformers, vllm, sglang"):
        Server("m", device="tpu", engine="tgi")


@pytest.mark.slow
@pytest.mark.default_torch_only  # ~60 s; the devices it reports are each checked on both series elsewhere
def test_bench_serve_and_train_report_every_device(tmp_path):
    out = tmp_path / "out"
    env = {"TORCH_PJRT_MEMORY_LIMIT": "1GB"}
    r = _run("bench", "serve", "--devices", "cpu,tpu", "--requests", "6", "--rate", "0", "--max-prompt", "24",
             "--max-output", "6", "--out", str(out), env=env)
    assert r.returncode == 0, r.stdout + r.stderr[-3000:]
    doc = json.loads((out / "serve.json").read_text())
    # One tpu row per installed plugin (setup.sh installs two XLA CPU plugins: the newer is the default).
    keys = [row["key"].split("=")[0] for row in doc["rows"]]
    assert keys[0] == "cpu" and len(keys) >= 2 and set(keys[1:]) == {"tpu"}, keys
    for row in doc["rows"]:
        assert row["ok"] == 6 and row["failed"] == 0, row.get("errors")
        assert row["ttft_p50_ms"] > 0 and row["output_tokens_per_s"] > 0 and row["peak_rss_bytes"] > 0
        assert row["dollars_per_m_tokens"] > 0
    assert all(row["fallbacks"] == 0 and row["compiles"] is not None for row in doc["rows"][1:])
    md = (out / "serve.md").read_text()
    assert "| device |" in md and "native CPU" in md and "tpu" in md and "load (1 min)" in md
    assert (out / "serve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "TTFT p50 / p99 ms" in r.stdout and "$/M tokens" in r.stdout

    r = _run("bench", "train", "--devices", "cpu,tpu", "--steps", "2", "--warmup", "1", "--seq", "32", "--batch", "2",
             "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr[-3000:]
    doc = json.loads((out / "train.json").read_text())
    losses = [row["loss"] for row in doc["rows"]]
    assert len(losses) == len(keys) and all(l == pytest.approx(losses[0], rel=1e-3) for l in losses)  # same weights, data, optimizer
    assert all(row["tokens_per_s"] > 0 for row in doc["rows"])
    assert (out / "train.png").exists() and "tokens/s" in r.stdout


def test_a_soak_reports_failures_and_the_servers_memory_sampled_through(tmp_path):
    import torch_pjrt

    # One plugin (the one this session runs on), not each installed one: a soak is the same code on every device.
    tpu = "tpu=" + torch_pjrt.info()["plugin_path"]
    r = _run("bench", "serve", "--devices", tpu, "--requests", "4", "--rate", "0", "--max-prompt", "16",
             "--max-output", "4", "--warmup", "1", "--soak", "0.3", "--clients", "2", "--out", str(tmp_path), "--no-png")
    assert r.returncode == 0, r.stdout + r.stderr[-3000:]
    (row,) = json.loads((tmp_path / "serve.json").read_text())["rows"]
    sk = row["soak"]
    assert sk["requests"] >= 2 and sk["failed"] == 0, sk
    times = [t for t, _ in sk["rss_samples"]]
    assert len(times) >= 10 and times == sorted(times) and times[0] == 0 and times[-1] >= 17, times
    assert all(b > 0 for _, b in sk["rss_samples"]) and sk["rss_max_bytes"] >= max(sk["rss_start_bytes"], sk["rss_end_bytes"])
    assert "at half time" in r.stdout and "samples in serve.json" in r.stdout, r.stdout


@pytest.mark.default_torch_only  # ~25 s of the CLI's own logic
def test_a_model_that_does_not_fit_is_reported_not_measured(tmp_path):
    r = _run("bench", "serve", "--devices", "tpu", "--requests", "2", "--out", str(tmp_path), "--no-png",
             env={"TORCH_PJRT_MEMORY_LIMIT": "200KB"})
    assert r.returncode == 1, r.stdout + r.stderr[-2000:]
    assert "FAILED: transformers serve on tpu exited" in r.stdout and "out of memory" in r.stdout
    row = json.loads((tmp_path / "serve.json").read_text())["rows"][0]
    assert row["ok"] == 0 and "output_tokens_per_s" not in row and row["dollars_per_m_tokens"] is None
