"""`torch-pjrt bench estimate`: a step's programs (census), the roofline (Rust, through
`_native.roofline`), the chip table, and the whole command on the README's GPT and the
built-in tiny Llama for TPU v5e / v6e beside the XLA CPU's measured step.

Cost in CI (2 cores): the roofline and table tests well under a second; the census test one
child process (6-11 s); the two end-to-end estimates 40-97 s (GPT) and 70-74 s (tiny Llama)
wall at load 7-13 from other jobs, 52 s of CPU time for the two (each: a live run on the
XLA CPU with torch.compile, then every program compiled by libtpu for two chips, ~3 s per
chip for the check's child process), skipped with the reason without libtpu; the serving
trace (XLA CPU only, eager) 59 s wall at load ~12, 21 s of CPU time.
"""

import importlib.util
import json
import os
import subprocess
import sys

import pytest

import torch_pjrt  # noqa: F401  (the native module)
from torch_pjrt import _native
from torch_pjrt.bench import prices

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HAVE_LIBTPU = importlib.util.find_spec("libtpu") is not None
needs_libtpu = pytest.mark.skipif(not HAVE_LIBTPU, reason="libtpu is not installed (scripts/setup.sh installs it)")

CHIP = {"name": "test", "peak_flops": {"bf16": 100e12, "f32": 50e12}, "memory_bytes": 16e9,
        "memory_bytes_per_s": 1e12, "launch_seconds": 5e-6}


def program(flops, nbytes, dtype="f32", launches=1.0, device_bytes=1e6, transcendentals=0.0):
    return {"flops": flops, "bytes_accessed": nbytes, "dtype": dtype, "launches": launches,
            "device_bytes": device_bytes, "transcendentals": transcendentals}


def test_roofline_sums_each_programs_bound_and_launches():
    # bf16: 1e12 flops at 100 TF/s = 10 ms (compute-bound), launched twice; f32 memory-bound:
    # 1e10 bytes at 1 TB/s = 10 ms. Each launch adds 5 us.
    r = _native.roofline(CHIP, [program(1e12, 1e9, "bf16", launches=2), program(1e6, 1e10, "f32", device_bytes=2e10)])
    assert r["seconds"] == pytest.approx(2 * (0.01 + 5e-6) + 0.01 + 5e-6)
    assert [p["bound"] for p in r["programs"]] == ["compute", "memory"]
    assert r["compute_bound_seconds"] == pytest.approx(0.02)
    assert r["memory_bound_seconds"] == pytest.approx(0.01)
    assert r["launches"] == 3
    assert r["peak_device_bytes"] == 2e10 and r["fits"] is False
    tiny = _native.roofline(CHIP, [program(10, 10)])
    assert tiny["programs"][0]["bound"] == "launch"


def test_roofline_refuses_bad_figures_with_a_value_error_naming_them():
    with pytest.raises(ValueError, match="memory bandwidth"):
        _native.roofline(dict(CHIP, memory_bytes_per_s=0), [program(1, 1)])
    with pytest.raises(ValueError, match="program 1.*flops"):
        _native.roofline(CHIP, [program(1, 1), program(float("nan"), 1)])
    with pytest.raises(ValueError, match="no peak flops for compute dtype f32"):
        _native.roofline(dict(CHIP, peak_flops={"bf16": 1e12}), [program(1, 1)])
    with pytest.raises(ValueError, match="`launches` is missing"):
        _native.roofline(CHIP, [{"flops": 1, "bytes_accessed": 1, "transcendentals": 0, "device_bytes": 0}])


def test_the_chip_table_is_dated_and_sourced():
    table = prices.chips()
    assert table["date"]
    for key in ("v5e", "v6e", "tpu7x", "h100", "h200"):
        c = table["chips"][key]
        assert c["peak_flops"]["bf16"] > 1e14 and c["memory_bytes"] > 1e10 and c["memory_bytes_per_s"] > 5e11
        said = " ".join(list(c["sources"]) + list(c["assumed"]))
        for figure in ("peak_flops.bf16", "peak_flops.f32", "memory_bytes", "memory_bytes_per_s", "launch_seconds",
                       "price_per_chip_hour"):
            assert figure in said, f"{key}: {figure} has neither a source nor a stated assumption"
    # The price table takes the chips' prices from the same file.
    assert prices.load(None)["per_hour"]["TPU v6e"] == table["chips"]["v6e"]["price_per_chip_hour"]
    assert prices.load(None)["per_hour"]["NVIDIA H100"] == table["chips"]["h100"]["price_per_chip_hour"]
    # The H200 is the H100's compute with more, faster memory (NVIDIA's datasheets).
    h100, h200 = table["chips"]["h100"], table["chips"]["h200"]
    assert h100["peak_flops"] == h200["peak_flops"] and h200["memory_bytes"] > h100["memory_bytes"]


CENSUS = r"""
import json, torch, torch_pjrt
from torch_pjrt import _native
_native.census_enable()
a = torch.randn(64, 96, device="tpu"); b = torch.randn(96, 32, device="tpu")
(a @ b).cpu()
ah, bh = a.bfloat16(), b.bfloat16()
(ah @ bh).cpu()
_native.census_take(reset=True)
for _ in range(3):
    c = a @ b
    ch = ah @ bh
c.cpu(); ch.cpu()
out = [{k: p.get(k) for k in ("what", "launches", "dtype", "cost", "error")} for p in _native.census_take(analyse=True)]
print(json.dumps(out))
"""


def test_the_census_counts_each_programs_launches_and_analyses_it():
    from torch_pjrt.bench.estimate import cpu_plugin

    plugin = cpu_plugin()
    # xla-cpu-pjrt (scripts/setup.sh installs it) answers XLA's cost analysis; lammps-jax-pjrt-cpu does not.
    assert "xla_cpu_pjrt" in plugin, f"xla-cpu-pjrt is not installed ({plugin})"
    p = subprocess.run([sys.executable, "-c", CENSUS], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, TORCH_PJRT_PLUGIN=plugin))
    assert p.returncode == 0, p.stderr[-2000:]
    rows = json.loads(p.stdout.strip().splitlines()[-1])
    mm = sorted((r for r in rows if r["what"].startswith("aten::mm")), key=lambda r: r["dtype"])
    # The compute dtype is the builder's record of each program's products, not read from text.
    assert [r["dtype"] for r in mm] == ["bf16", "f32"], rows
    assert [r["launches"] for r in mm] == [3, 3], "each launched three times since the reset"
    mm = mm[1:]
    # XLA CPU's cost model counts a multiply-add as 2 flops: the arithmetic of the product.
    assert mm[0]["cost"]["flops"] == pytest.approx(2 * 64 * 96 * 32, rel=0.01), mm[0]


def run_estimate(tmp_path, *args):
    out = tmp_path / "out"
    p = subprocess.run([sys.executable, "-m", "torch_pjrt_cli", "bench", "estimate", "--no-png", "--out", str(out),
                        *args], capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert p.returncode == 0, (p.stdout + p.stderr)[-3000:]
    with open(out / "estimate.json") as f:
        return json.load(f), p.stdout


def check_doc(doc, stdout, targets):
    rows = {r["device"]: r for r in doc["rows"]}
    cpu_est = next(r for r in doc["rows"] if r["source"] == "estimate" and r["device"].startswith("tpu · "))
    measured = next(r for r in doc["rows"] if r["source"] == "measured")
    # Calibration: the CPU's estimate beside its measured step, and their ratio.
    assert cpu_est["ratio"] == pytest.approx(cpu_est["step_ms"] / measured["step_ms"])
    assert 0 < cpu_est["ratio"] < 10
    assert measured["tokens_per_s"] == pytest.approx(doc["tokens_per_step"] / (measured["step_ms"] / 1e3))
    for t in targets:
        r = rows[f"{prices.chips()['chips'][t]['name']}, estimate"]
        # Every program of the step compiles for the chip (the test models' graphs on v5e/v6e).
        assert r["programs_ok"] == r["programs"] == len(doc["programs"]) and not r["failed"], r["failed"]
        assert r["fits"] and 0 < r["hbm_bytes"] < r["hbm_capacity"]
        # The TPU's cost model counts the same products: total flops within 25% of the CPU's.
        assert r["flops"] == pytest.approx(cpu_est["flops"], rel=0.25)
        assert r["tokens_per_s"] == pytest.approx(doc["tokens_per_step"] * r["devices_per_chip"] / (r["step_ms"] / 1e3))
        assert r["dollars_per_m_tokens"] == pytest.approx(r["dollars_per_hour"] / 3600 / r["tokens_per_s"] * 1e6)
        assert f"{prices.chips()['chips'][t]['name']}, estimate" in stdout
    assert "ESTIMATES" in open(os.path.join(os.path.dirname(doc["programs"][0]["path"]), "..", "estimate.md")).read()


@needs_libtpu
@pytest.mark.torch_independent  # libtpu's compiles and the roofline: once per CI run (~1 min each)
def test_estimate_of_the_readme_gpts_compiled_training_step(tmp_path):
    doc, stdout = run_estimate(tmp_path, "--model", "examples/models.py:GPT", "--target", "v5e,v6e,cpu",
                               "--batch", "4", "--seq", "32", "--steps", "2", "--warmup", "1")
    assert doc["tokens_per_step"] == 4 * 32
    # The programs a TPU would be given (its forms and refusals), none of them refused here.
    assert doc["lowered_for"] == "tpu" and doc["fallbacks_per_step"] == {}
    # The README recipe's step: forward, backward and the optimizer's update, each a compiled graph.
    graphs = [p for p in doc["programs"] if p["what"] == "torch.compile graph"]
    assert len(graphs) >= 3 and all(p["launches"] == 1 for p in graphs), doc["programs"]
    # Training flops are about 6 x parameters x tokens (2 forward, 4 backward), plus attention
    # and the update: GPT(d=128, 2 layers, vocab 96, ctx 64) has ~0.42 M parameters.
    cpu_est = next(r for r in doc["rows"] if r["source"] == "estimate" and r["device"].startswith("tpu · "))
    params = 2 * 12 * 128 * 128 + 96 * 128 + 64 * 128
    assert 0.8 * 6 * params * 128 < cpu_est["flops"] < 3 * 6 * params * 128
    check_doc(doc, stdout, ["v5e", "v6e"])


@needs_libtpu
@pytest.mark.torch_independent  # libtpu's compiles and the roofline: once per CI run (~1 min each)
def test_estimate_of_a_small_llamas_compiled_training_step(tmp_path):
    doc, stdout = run_estimate(tmp_path, "--model", "tiny", "--target", "v5e,v6e,cpu", "--batch", "2", "--seq", "32",
                               "--steps", "2", "--warmup", "1")
    check_doc(doc, stdout, ["v5e", "v6e"])


@pytest.mark.torch_independent  # libtpu's compiles and the roofline: once per CI run (~1 min each)
def test_estimate_of_a_serving_trace_counts_every_eager_program(tmp_path):
    # The XLA CPU only (no libtpu compiles): the census of an eager generate() and its estimate.
    doc, stdout = run_estimate(tmp_path, "--model", "tiny", "--workload", "serve", "--target", "cpu",
                               "--requests", "2", "--max-prompt", "8", "--max-output", "4")
    assert doc["requests"] == 2 and doc["tokens_per_step"] >= 2
    # Eager decoding: many programs, each launched at least once, most more than once.
    assert len(doc["programs"]) > 20 and sum(p["launches"] for p in doc["programs"]) > 2 * len(doc["programs"])
    cpu_est = next(r for r in doc["rows"] if r["source"] == "estimate")
    measured = next(r for r in doc["rows"] if r["source"] == "measured")
    assert cpu_est["programs_ok"] == cpu_est["programs"] and 0 < cpu_est["ratio"] < 10
    assert measured["tokens_per_s"] == pytest.approx(doc["tokens_per_step"] / (measured["step_ms"] / 1e3))
    assert "a serving trace of 2 requests" in open(tmp_path / "out" / "estimate.md").read()


@pytest.mark.parametrize("args, words", [
    (["--target", "a100"], "--target: unknown a100"),
    (["--from-dump", "dumps"], "--from-dump needs --tokens-per-step"),
    (["--from-dump", "dumps", "--tokens-per-step", "8", "--target", "h100"], "--from-dump cannot estimate h100"),
])
def test_bad_arguments_exit_2_with_the_reason(args, words):
    p = subprocess.run([sys.executable, "-m", "torch_pjrt_cli", "bench", "estimate", *args], capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 2 and words in p.stderr, p.stderr
