"""Compiling for an NVIDIA GPU without a GPU (torch_pjrt.target "h100" / "h200").

The CUDA plugin compiles each program here for a GPU described by our own target config
(crates/pjrt/src/gpu_target.rs) on this CPU-only host; its memory analysis is checked against
arithmetic done in the test. Skipped, with the reason, where the plugin, ptxas or libdevice is
not installed (`pip install torch-pjrt[gpu-target]`; scripts/setup.sh installs them). Cost in
CI: 8.9 s on 2 cores at load 5 (loading the plugin ~1 s, a compile ~0.5 s, the check's child
process ~7 s), 34 s at load ~9; no torch work.
"""

import importlib.util
import os
import sys

import pytest

import torch_pjrt  # noqa: F401  (the native module)
import torch_pjrt.target as target
from torch_pjrt import errors


def _missing():
    spec = importlib.util.find_spec("jax_plugins")
    plugin_dir = next((os.path.join(d, "jax_plugins", "xla_cuda13") for d in sys.path
                       if d and os.path.isfile(os.path.join(d, "jax_plugins", "xla_cuda13", "xla_cuda_plugin.so"))), None)
    if spec is None or plugin_dir is None:
        return "the CUDA plugin is not installed (pip install torch-pjrt[gpu-target]; scripts/setup.sh installs it)"
    # The plugin finds CUDA's compiler pieces in nvidia/cu13 beside its package.
    cu13 = os.path.join(os.path.dirname(os.path.dirname(plugin_dir)), "nvidia", "cu13")
    for piece, package in (("bin/ptxas", "nvidia-cuda-nvcc"), ("nvvm/libdevice/libdevice.10.bc", "nvidia-nvvm")):
        if not os.path.isfile(os.path.join(cu13, piece)):
            return f"{piece} is not installed beside the CUDA plugin (pip install {package}; torch-pjrt[gpu-target])"
    return None


if _missing():
    pytest.skip(_missing(), allow_module_level=True)


def matmul_tanh(m, k, n):
    return f"""module @m {{
  func.func public @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>
    %1 = stablehlo.tanh %0 : tensor<{m}x{n}xf32>
    return %1 : tensor<{m}x{n}xf32>
  }}
}}"""


@pytest.mark.parametrize("name, kind", [("h100", "NVIDIA H100 80GB HBM3"), ("h200", "NVIDIA H200")])
def test_gpu_targets_name_their_gpu(name, kind):
    i = target.info(name)
    assert i["platform"] == "cuda" and i["device_kind"] == kind and i["device_count"] == 1, i
    assert "xla_cuda_plugin" in i["plugin_path"]


def test_a_matmul_compiles_for_h100_with_its_memory_analysis():
    m, k, n = 256, 384, 128
    r = target.compile(matmul_tanh(m, k, n), "h100")
    mem = r["memory"]
    assert mem["argument_bytes"] == (m * k + k * n) * 4
    assert mem["output_bytes"] == m * n * 4
    assert mem["alias_bytes"] == 0
    # The plugin compiles but has no cost analysis: said, not faked.
    assert r["cost"] is None and "not supported" in r["cost_unavailable"], r
    assert r["seconds"] > 0


def test_a_program_the_gpu_compiler_rejects_raises_with_its_words():
    bad = matmul_tanh(8, 8, 8).replace("stablehlo.tanh", "stablehlo.not_an_op")
    with pytest.raises(errors.TorchPjrtError, match="PJRT_Compile failed"):
        target.compile(bad, "h100")


def test_the_estimate_prices_a_program_on_h100_with_the_cpus_cost_and_the_gpus_memory(tmp_path):
    from torch_pjrt.bench import estimate, prices

    m, k, n = 64, 32, 16
    path = tmp_path / "mm.mlir"
    path.write_text(matmul_tanh(m, k, n))
    # The check's child process compiles it for the GPU (ok, memory analysis, no cost) ...
    rows = target.check([str(tmp_path)], "h100")
    assert [r["status"] for r in rows] == ["ok"], rows
    assert rows[0]["cost"] is None and rows[0]["memory"]["output_bytes"] == m * n * 4
    # ... and the estimate takes the program's cost from the live run's XLA CPU analysis.
    cpu_cost = {"flops": 2.0 * m * n * k, "bytes accessed": 4.0 * (m * k + k * n + m * n), "transcendentals": m * n}
    programs = [{"path": str(path), "what": "mm", "launches": 2.0, "dtype": "f32", "cost": cpu_cost}]
    c = prices.chips()["chips"]["h100"]
    chip = {key: c[key] for key in ("name", "peak_flops", "memory_bytes", "memory_bytes_per_s", "launch_seconds",
                                    "transcendentals_per_s")}
    analyses = estimate._gpu_analyses("h100", chip, programs)
    assert analyses[0]["cost_from"] == "XLA CPU" and analyses[0]["memory"]["output_bytes"] == m * n * 4
    r = estimate.estimate(chip, programs, analyses)
    assert not r["failed"] and r["flops"] == 2 * cpu_cost["flops"]
    bound = max(cpu_cost["flops"] / c["peak_flops"]["f32"], cpu_cost["bytes accessed"] / c["memory_bytes_per_s"])
    assert r["seconds"] == pytest.approx(2 * (bound + c["launch_seconds"]), rel=1e-6)
    assert r["fits"] and r["peak_device_bytes"] >= (m * k + k * n + m * n) * 4
