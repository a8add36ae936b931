"""Compiling for TPU targets without a TPU (torch_pjrt.target, `torch-pjrt tpu-check`).

libtpu compiles each program here for a TPU v5e or v6e chip on this CPU-only host; XLA's
cost and memory analysis are checked against arithmetic done in the test. Skipped, with the
reason, where libtpu is not installed (scripts/setup.sh installs it). Cost in CI: ~25 s on
2 cores (about 0.5 s a compile, 3 s per child process of the check), no torch work.
"""

import importlib.util
import os
import subprocess
import sys

import pytest

import torch_pjrt
import torch_pjrt.target as target

if importlib.util.find_spec("libtpu") is None:
    pytest.skip("libtpu is not installed (pip install libtpu; scripts/setup.sh installs it)", allow_module_level=True)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "crates", "lowering", "tests", "golden")

# Golden programs that do not compile for a TPU, each with why (docs/tpu.md). A program
# missing from here that fails, or one here that starts compiling, fails the sweep: update
# this list with the reason.
NOT_OK_ON_TPU = {
    # f64 FFT: XLA's TPU backend has none ("Unexpected operand type for FFT: f64"); the
    # lowering refuses double-precision FFTs on TPU (fft.rs), so this CPU program is never
    # built for one.
    "lowering/tests/golden/_fft_r2c/fft_r2c_2d_ortho.mlir": "rejected",
    # The StableHLO builder's own golden: select_and_scatter with a window over the two minor
    # dimensions, "not implemented for TPU". No lowering emits select_and_scatter.
    "stablehlo/tests/golden/select_and_scatter.mlir": "rejected",
    # libtpu's v6e compiler crashes on these: the lowering refuses the ops on TPU.
    "lowering/tests/golden/fractional_max_pool2d/fractional_max_pool2d.mlir": "refused",
    "lowering/tests/golden/fractional_max_pool3d/fractional_max_pool3d.mlir": "refused",
    # The CPU's s64 dot; TPU programs take dot_i64_tpu.mlir's form.
    "lowering/tests/golden/dot/dot_i64.mlir": "superseded",
}


def matmul(m, k, n):
    return f"""module @m {{
  func.func public @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>
    return %0 : tensor<{m}x{n}xf32>
  }}
}}"""


@pytest.mark.parametrize("name", ["v5e", "v6e"])
def test_matmul_cost_and_memory(name):
    # Sizes on the TPU's (8, 128) f32 tile, so the memory analysis, which counts the padded
    # layout in HBM, equals the dense sizes.
    m, k, n = 256, 384, 128
    r = target.compile(matmul(m, k, n), name)
    assert r["cost"]["flops"] == 2 * m * n * k
    mem = r["memory"]
    assert mem["argument_bytes"] == (m * k + k * n) * 4
    assert mem["output_bytes"] == m * n * 4
    assert mem["alias_bytes"] == 0
    # Reading both operands and writing the result, at least once each.
    assert r["cost"]["bytes accessed"] >= (m * k + k * n + m * n) * 4
    assert r["seconds"] > 0


@pytest.mark.parametrize("name", ["v5e", "v6e"])
def test_transcendentals_are_counted_per_element(name):
    text = """module @m {
  func.func public @main(%x: tensor<1024x128xf32>) -> tensor<1024x128xf32> {
    %0 = stablehlo.exponential %x : tensor<1024x128xf32>
    return %0 : tensor<1024x128xf32>
  }
}"""
    r = target.compile(text, name)
    assert r["cost"]["transcendentals"] == 1024 * 128
    assert r["memory"]["argument_bytes"] == r["memory"]["output_bytes"] == 1024 * 128 * 4


def test_targets_name_their_chip():
    assert target.info("v5e")["device_kind"] == "TPU v5 lite"
    assert target.info("v6e")["device_kind"] == "TPU v6 lite"
    assert target.info("v6e:2x2")["device_count"] == 4
    with pytest.raises(ValueError, match='"a100".*v6e:2x2.*h100, h200'):
        target.info("a100")


def test_a_rejected_program_raises_with_the_compilers_words():
    # f64 FFT: XLA's TPU backend has no f64 FFT (the CPU plugin runs this golden).
    with open(os.path.join(GOLDEN, "_fft_r2c", "fft_r2c_2d_ortho.mlir")) as f:
        text = f.read()
    with pytest.raises(torch_pjrt.errors.TorchPjrtError, match="Unexpected operand type for FFT: f64"):
        target.compile(text, "v5e")


def test_the_check_survives_a_compiler_crash(tmp_path):
    # libtpu 0.0.52's v6e compiler dies of SIGSEGV on the fractional_max_pool2d golden (issue 32).
    # The check must report it and go on with the next program in a fresh child process. If
    # a libtpu release stops crashing here, this test needs another crasher: it tests the
    # isolation, which only a crash exercises.
    crasher = os.path.join(GOLDEN, "fractional_max_pool2d", "fractional_max_pool2d.mlir")
    (tmp_path / "a_fractional.mlir").write_text(open(crasher).read())
    (tmp_path / "b_matmul.mlir").write_text(matmul(8, 128, 128))
    (tmp_path / "c_bad.mlir").write_text("module @m { func.func public @main() -> () { stablehlo.nope } }")
    rows = target.check([str(tmp_path)], "v6e")
    assert [r["op"] for r in rows] == ["a_fractional", "b_matmul", "c_bad"]
    assert [r["status"] for r in rows] == ["crashed", "ok", "rejected"]
    assert "SIGSEGV" in rows[0]["reason"]
    assert rows[1]["cost"]["flops"] == 2 * 8 * 128 * 128
    assert "nope" in rows[2]["reason"]


def test_programs_of_ops_refused_on_tpu_are_listed_not_compiled():
    # The golden is the CPU's program; on a TPU the lowering refuses the op (platform.rs).
    rows = target.check([os.path.join(GOLDEN, "fractional_max_pool3d")], "v6e")
    assert [(r["op"], r["status"]) for r in rows] == [("fractional_max_pool3d", "refused")]
    assert "not lowered for TPU" in rows[0]["reason"]


def test_64_bit_integer_products_take_the_tpus_form():
    # XLA's TPU backend has no s64 dot; the lowering's TPU form (matmul.rs `product`) compiles.
    rows = target.check([os.path.join(GOLDEN, "dot"), os.path.join(GOLDEN, "bmm", "bmm_i64_tpu.mlir")], "v5e")
    got = {r["op"]: r["status"] for r in rows}
    assert got["dot_i64"] == "superseded" and got["dot_i64_tpu"] == "ok" and got["bmm_i64_tpu"] == "ok", rows
    with open(os.path.join(GOLDEN, "dot", "dot_i64.mlir")) as f:
        with pytest.raises(torch_pjrt.errors.TorchPjrtError, match="s64"):
            target.compile(f.read(), "v5e")


def test_the_command_reports_and_exits_1_on_findings(tmp_path):
    (tmp_path / "mm.mlir").write_text(matmul(8, 128, 128))
    (tmp_path / "zz.mlir").write_text("not a program")
    out = tmp_path / "out.json"
    cli = [sys.executable, "-m", "torch_pjrt_cli", "tpu-check", "--target", "v5e", "--json", str(out)]
    bad = subprocess.run([*cli, str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert "ok       mm" in bad.stdout and "rejected zz" in bad.stdout
    assert "2 programs" in bad.stdout and "1 ok, 1 rejected" in bad.stdout
    assert "mm.mlir" in out.read_text()
    missing = subprocess.run([*cli, str(tmp_path / "nowhere")], capture_output=True, text=True, timeout=60)
    assert missing.returncode == 2 and "no such file" in missing.stderr


@pytest.mark.slow
@pytest.mark.torch_independent  # golden files and libtpu only: once per CI run
@pytest.mark.parametrize("name", ["v5e", "v6e"])
def test_every_golden_program_compiles_for_tpu(name):
    """2-3 minutes per target on 2 cores: 664 lowering goldens and 34 builder goldens."""
    roots = [GOLDEN, os.path.join(ROOT, "crates", "stablehlo", "tests", "golden")]
    rows = target.check(roots, name, timeout=300)
    assert len(rows) > 600
    got = {os.path.relpath(r["path"], os.path.join(ROOT, "crates")): r["status"] for r in rows if r["status"] != "ok"}
    assert got == NOT_OK_ON_TPU, [(r["path"], r["status"], r.get("reason")) for r in rows if r["status"] != "ok"]
