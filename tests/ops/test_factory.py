"""Factories and fills created directly on the device, compared with PyTorch on CPU."""

import pytest
import torch

from helpers import EAGER_ERRORS, DEV, on_device


def same(fn, rtol=0, atol=0):
    """`fn(device)` on the device (in the test's mode) equals `fn("cpu")` exactly."""
    want = fn("cpu")
    got = on_device(fn)(DEV)
    assert got.device.type == DEV
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    assert got.shape == want.shape, (got.shape, want.shape)
    torch.testing.assert_close(got.cpu(), want, rtol=rtol, atol=atol, equal_nan=True)
    return got


@pytest.mark.parametrize("dtype", [None, torch.float32, torch.float64, torch.bfloat16, torch.int32, torch.int64, torch.bool])
def test_zeros_ones_full(dtype):
    same(lambda d: torch.zeros(3, 4, dtype=dtype, device=d))
    same(lambda d: torch.ones(2, 0, 3, dtype=dtype, device=d))
    same(lambda d: torch.ones(5, dtype=dtype, device=d))
    same(lambda d: torch.full((2, 3), 1, dtype=dtype, device=d))
    same(lambda d: torch.zeros((), dtype=dtype, device=d))


def test_full_infers_dtype_and_like():
    same(lambda d: torch.full((2, 2), 7, device=d))
    same(lambda d: torch.full((2, 2), 2.5, device=d))
    same(lambda d: torch.full((2, 2), True, device=d))
    x = torch.randn(3, 2)
    same(lambda d: torch.full_like(x.to(d), -3.25))
    same(lambda d: torch.zeros_like(x.to(d)))
    same(lambda d: torch.ones_like(x.to(d), dtype=torch.int8))
    same(lambda d: x.to(d).new_full((4,), 9))
    same(lambda d: x.to(d).new_zeros((2, 5)))


def test_fill_and_zero_inplace():
    def f(d):
        t = torch.arange(12.0, device=d).reshape(3, 4)
        t.fill_(2.0)
        t[1].fill_(torch.tensor(5.0, device=d))
        t[:, 2].zero_()
        t.t()[0].fill_(-1)
        return t
    same(f)
    same(lambda d: torch.empty(3, dtype=torch.int64, device=d).fill_(2**40 + 1))
    with pytest.raises(RuntimeError, match="0-dimension value tensor"):
        torch.zeros(3, device=DEV).fill_(torch.ones(2, device=DEV))


@pytest.mark.parametrize("args,kw", [
    ((5,), {}),
    ((2, 9), {}),
    ((2, 9, 3), {}),
    ((10, 0, -3), {}),
    ((0, 1, 0.1), {}),
    ((-1.5, 2.25, 0.25), {}),
    ((1, 2.5, 0.5), {}),
    ((5,), {"dtype": torch.float32}),
    ((0, 10, 3), {"dtype": torch.float64}),
    ((0, 3, 0.5), {"dtype": torch.float64}),
    ((0, 10, 3), {"dtype": torch.int32}),
    ((0, 5, 1.5), {"dtype": torch.int64}),
    ((0.0, 2.5, 0.5), {"dtype": torch.int64}),  # a step truncated to 0: zeros (found by tools/fuzz.py)
    ((5.0, 0.0, -0.5), {"dtype": torch.int32}),
    ((0, 5), {"dtype": torch.bfloat16}),
    ((0,), {}),
])
def test_arange(args, kw):
    same(lambda d: torch.arange(*args, **kw, device=d))


@EAGER_ERRORS
def test_arange_out_and_errors():
    out = torch.empty(0, device=DEV)
    torch.arange(0, 4, 0.5, out=out)
    torch.testing.assert_close(out.cpu(), torch.arange(0, 4, 0.5))
    with pytest.raises(RuntimeError, match="step must be nonzero"):
        torch.arange(0, 3, 0, device=DEV)
    with pytest.raises(RuntimeError, match="upper bound and larger bound inconsistent with step sign"):
        torch.arange(0, 3, -1, device=DEV)


@pytest.mark.parametrize("steps", [0, 1, 2, 7, 100])
def test_linspace_logspace(steps):
    # An ulp apart at most: PyTorch's CPU kernel rounds some points through an FMA (its
    # vector path) and some not; a newer XLA CPU (lammps-jax-pjrt-cpu) fuses others. Graphs hold
    # linspace decomposed (start + i * step from both ends), an ulp of 1 off near 0.
    same(lambda d: torch.linspace(-1, 3, steps, device=d), rtol=1.2e-7, atol=6e-8)
    same(lambda d: torch.linspace(0, 1, steps, dtype=torch.float64, device=d), rtol=2.3e-16)
    same(lambda d: torch.linspace(10, -10, steps, dtype=torch.int64, device=d))
    same(lambda d: torch.logspace(-2, 2, steps, device=d), rtol=1e-6)
    same(lambda d: torch.logspace(0, 3, steps, base=2, dtype=torch.float64, device=d), rtol=1e-7)


@pytest.mark.parametrize("n,m", [(3, None), (2, 4), (4, 1), (0, 3)])
def test_eye(n, m):
    if m is None:
        same(lambda d: torch.eye(n, device=d))
    else:
        same(lambda d: torch.eye(n, m, device=d))
        same(lambda d: torch.eye(n, m, dtype=torch.bool, device=d))
        same(lambda d: torch.eye(n, m, dtype=torch.int32, device=d))


@pytest.mark.parametrize("r,c,o", [(3, 3, 0), (4, 3, 1), (3, 5, -2), (0, 2, 0)])
def test_tri_indices(r, c, o):
    same(lambda d: torch.tril_indices(r, c, o, device=d))
    same(lambda d: torch.triu_indices(r, c, o, device=d))
