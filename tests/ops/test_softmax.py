import pytest
import torch
import torch.nn.functional as F

from helpers import check


def _tol(dtype):
    return {} if dtype == torch.float32 else dict(atol=2e-2, rtol=2e-2)


def _data(dtype, *shape, scale=3.0):
    g = torch.Generator().manual_seed(2)
    return (torch.randn(*shape, generator=g) * scale).to(dtype)


@pytest.mark.bucketed
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("dim", [0, 1, -1])
def test_softmax_log_softmax_grad(dtype, dim):
    x = _data(dtype, 4, 7).requires_grad_()
    check(lambda t: torch.softmax(t, dim), x, grad=True, **_tol(dtype))
    check(lambda t: torch.log_softmax(t, dim), x, grad=True, **_tol(dtype))


@pytest.mark.bucketed
def test_softmax_3d_and_extremes():
    x = _data(torch.float32, 2, 3, 5)
    check(F.softmax, x, dim=1)
    check(F.log_softmax, x, dim=2)
    inf = float("inf")
    y = torch.tensor([[1000.0, 0.0, -1000.0], [-inf, 0.0, 1.0], [-inf, -inf, 2.0]])
    check(F.softmax, y, dim=1)
    check(F.log_softmax, y, dim=1)
    check(F.softmax, torch.tensor(3.0), dim=0)
    check(F.log_softmax, torch.tensor(3.0), dim=0)
    # Rows with +inf, all -inf or NaN are NaN, as the CPU computes them (found by tools/fuzz.py).
    z = torch.tensor([[0.5, inf], [-inf, -inf], [inf, inf], [float("nan"), 1.0], [1.0, -inf]])
    check(F.softmax, z, dim=1)
    check(F.log_softmax, z, dim=1)
    check(F.log_softmax, z.to(torch.bfloat16), dim=1)


def test_softmax_dtype_arg():
    x = _data(torch.bfloat16, 3, 6).requires_grad_()
    # dtype=float32 on a bfloat16 input converts first (PyTorch casts, then _softmax).
    check(lambda t: F.softmax(t, dim=1, dtype=torch.float32), x, grad=True)
    check(lambda t: F.log_softmax(t, dim=1, dtype=torch.float32), x, grad=True)


def test_softmax_half_to_float():
    # CPU has no half_to_float kernel: compare with CPU's f32 softmax of the upcast input.
    x = _data(torch.float16, 3, 6)
    aten = torch.ops.aten

    def fwd(t, log):
        if t.device.type == "cpu":
            return (aten._log_softmax if log else aten._softmax)(t.float(), 1, False)
        return (aten._log_softmax if log else aten._softmax)(t, 1, True)

    check(fwd, x, False)
    check(fwd, x, True)
    g = _data(torch.float32, 3, 6, scale=1.0)
    y = torch.softmax(x.float(), 1)

    def bwd(gg, yy):
        if gg.device.type == "cpu":
            return aten._softmax_backward_data(gg, yy, 1, torch.float32).half()
        return aten._softmax_backward_data(gg, yy, 1, torch.float16)

    check(bwd, g, y, atol=1e-3, rtol=1e-3)
