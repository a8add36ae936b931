"""Lowering for TPU end to end through torch: `TORCH_PJRT_LOWER_FOR=tpu` makes the engine
choose every lowering's TPU form and apply the TPU refusals while running on the XLA CPU, so
what a TPU would get is run and compared against PyTorch on CPU here (docs/tpu.md).

Cost in CI: three child processes, ~10-15 s each on 2 cores (one small compiled graph).
"""

import json
import os
import subprocess
import sys

SCRIPT = r"""
import json, warnings
import torch, torch.nn.functional as F
import torch_pjrt
from torch_pjrt import _native

_native.census_enable()  # to read the programs built
out = {}
g = torch.Generator().manual_seed(0)
# A 64-bit integer product: on TPU a broadcast product summed (no s64 dot there).
a = torch.randint(-1000, 1000, (5, 7), generator=g)
b = torch.randint(-1000, 1000, (7, 3), generator=g)
out["mm_eager"] = torch.equal((a.to("tpu") @ b.to("tpu")).cpu(), a @ b)
f = torch.compile(lambda x, y: torch.bmm(x, y) + 1, backend="tpu")
out["bmm_compiled"] = torch.equal(f(a[None].to("tpu"), b[None].to("tpu")).cpu(), torch.bmm(a[None], b[None]) + 1)
# Refused on TPU (libtpu's compiler crashes on its program).
x = torch.randn(1, 2, 8, 8, generator=g)
samples = torch.rand(1, 2, 2, generator=g)
want = F.fractional_max_pool2d(x, 2, output_size=4, _random_samples=samples)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        got = F.fractional_max_pool2d(x.to("tpu"), 2, output_size=4, _random_samples=samples.to("tpu")).cpu()
        out["fmp"] = "equal" if torch.equal(got, want) else "DIFFERENT"
    except Exception as e:
        out["fmp"] = f"{type(e).__name__}: {e}"
out["fmp_warnings"] = [str(w.message) for w in caught]
# A double-precision FFT: refused on TPU (no f64 FFT there).
try:
    y = torch.fft.rfft(torch.arange(8, dtype=torch.float64).to("tpu")).cpu()
    out["fft64"] = "equal" if torch.allclose(y, torch.fft.rfft(torch.arange(8, dtype=torch.float64))) else "DIFFERENT"
except Exception as e:
    out["fft64"] = f"{type(e).__name__}: {e}"
out["fallbacks"] = torch_pjrt.metrics().get("fallbacks")
# Which form the s64 product took: a dot (the CPU's) or a broadcast product summed (TPU's).
out["mm_has_dot"] = ["dot_general" in p["text"] for p in _native.census_take() if p["what"] == "aten::mm"]
print(json.dumps(out))
"""


def run(**env):
    p = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, TORCH_PJRT_PLUGIN="cpu", **env))
    assert p.returncode == 0, p.stderr[-3000:]
    return json.loads(p.stdout.strip().splitlines()[-1])


def test_tpu_forms_run_on_the_cpu_and_match_pytorch_and_refusals_raise_under_strict():
    out = run(TORCH_PJRT_LOWER_FOR="tpu", TORCH_PJRT_STRICT="1")
    assert out["mm_eager"] and out["bmm_compiled"], out
    assert out["mm_has_dot"] == [False], "the TPU form of an s64 product has no dot"
    assert "fractional_max_pool2d" in out["fmp"] and "not lowered for TPU" in out["fmp"], out["fmp"]
    assert out["fmp"].startswith("NotLowered") or "Error" in out["fmp"].split(":")[0], out["fmp"]
    assert "not lowered for TPU" in out["fft64"] and "float64" in out["fft64"], out["fft64"]


def test_a_refused_op_falls_back_with_a_warning_naming_tpu_and_is_counted():
    out = run(TORCH_PJRT_LOWER_FOR="tpu")
    assert out["fmp"] == "equal" and out["fft64"] == "equal", out
    assert any("fractional_max_pool2d" in w and "TPU" in w for w in out["fmp_warnings"]), out["fmp_warnings"]
    assert any("fractional_max_pool2d" in k for k in (out["fallbacks"] or {})), out["fallbacks"]


def test_without_the_setting_the_cpu_lowers_those_ops_itself():
    out = run(TORCH_PJRT_STRICT="1")
    assert out["fmp"] == "equal" and out["fft64"] == "equal" and out["mm_eager"] and out["bmm_compiled"], out
    assert out["mm_has_dot"] == [True], "the CPU's s64 product is a dot"
