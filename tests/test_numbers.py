"""One scalar policy (crates/lowering/src/normalise.rs): a Python number takes the same element
type in an eager op and in a compiled graph, 64-bit when a tensor argument or the requested dtype
is, so a number meant for a float64 or complex128 result is never rounded through 32 bits."""

import pytest
import torch

import torch_pjrt

DEV = torch_pjrt.device_name()


def _compiled(fn):
    torch._dynamo.reset()
    return torch.compile(fn, backend=DEV, fullgraph=True)


CASES = {
    # The number reaches a float64 result through the dtype argument alone.
    "full_f64": lambda dev: torch.full((3,), 0.1, dtype=torch.float64, device=dev),
    "arange_f64": lambda dev: torch.arange(0.1, 1.0, 0.1, dtype=torch.float64, device=dev),
    "linspace_f64": lambda dev: torch.linspace(0.1, 0.7, 5, dtype=torch.float64, device=dev),
    # ... through a complex128 tensor argument.
    "mul_c128": lambda dev: torch.ones(3, dtype=torch.complex128, device=dev) * (0.1 + 0.2j),
    "add_f64": lambda dev: torch.zeros(3, dtype=torch.float64, device=dev) + 0.1,
    # A float32 result keeps float32 numbers.
    "full_f32": lambda dev: torch.full((3,), 0.1, device=dev),
}


# A number rounded through float32 is off by ~1e-8 relative; float64 arithmetic that merely
# orders its operations differently from PyTorch's kernel (arange's start + i * step), by an ulp.
F64_ONLY = dict(rtol=1e-14, atol=0)


def _modes(name):
    if name == "mul_c128":
        # torch.compile(backend="tpu") refuses a complex Python number in a graph
        # (NotLoweredError, "argument (0.1+0.2j) of type complex"): eager only.
        return ["eager"]
    return ["eager", "compiled"]


@pytest.mark.parametrize("name,mode", [(n, m) for n in sorted(CASES) for m in _modes(n)])
def test_numbers_keep_the_precision_of_the_result(name, mode):
    fn = CASES[name]
    want = fn("cpu")
    got = (fn if mode == "eager" else _compiled(fn))(DEV)
    assert got.dtype == want.dtype
    torch.testing.assert_close(got.cpu(), want, **F64_ONLY)


@pytest.mark.parametrize("mode", ["eager", "compiled"])
def test_float64_numbers_in_a_chain_of_scalar_ops(mode):
    x = torch.randn(64, dtype=torch.float64)

    def fn(t):
        return (t * 0.1 + 1e-300).clamp(min=-0.3, max=0.3) / 3.0

    got = (fn if mode == "eager" else _compiled(fn))(x.to(DEV)).cpu()
    torch.testing.assert_close(got, fn(x), **F64_ONLY)
