"""Comparisons (eq/ne/lt/le/gt/ge, equal) against PyTorch on CPU."""

import operator

import pytest
import torch

from helpers import EAGER_ERRORS, DEV, check

DTYPES = [torch.float32, torch.bfloat16, torch.float16, torch.int64, torch.int32, torch.int8, torch.uint8, torch.bool]
OPS = [torch.eq, torch.ne, torch.lt, torch.le, torch.gt, torch.ge]


def vals(dtype, shape=(3, 4), seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randint(0, 5, shape, generator=g)
    if dtype == torch.bool:
        return x > 2
    return x.to(dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("op", OPS, ids=lambda f: f.__name__)
def test_tensor_tensor_broadcast(op, dtype):
    a = vals(dtype)
    b = vals(dtype, shape=(4,), seed=1)
    check(op, a, b)
    check(op, a, a)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("op", [operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge])
def test_python_numbers(op, dtype):
    a = vals(dtype)
    check(lambda t: op(t, 2), a)
    check(lambda t: op(t, 2.5), a)
    check(lambda t: op(t, True), a)


def test_mixed_dtypes_and_zero_dim():
    a = torch.tensor([1, 2, 3, 4])
    f = torch.tensor([1.5, 2.0, 2.5, 4.0])
    check(torch.lt, a, f)
    check(torch.eq, a, f.double())
    check(torch.ge, a.to(torch.uint8), a.to(torch.int8) - 2)
    check(torch.gt, a, torch.tensor(2.5))
    check(torch.le, torch.tensor(3), a)
    check(torch.eq, torch.tensor(3.0), torch.tensor(3))


def test_nan_and_inf():
    x = torch.tensor([float("nan"), 1.0, float("inf"), -float("inf"), 0.0])
    y = torch.tensor([float("nan"), 1.0, float("inf"), 0.0, -0.0])
    for op in OPS:
        check(op, x, y)


def test_inplace_and_out():
    def f(t):
        t = t.clone()
        t[:, 1].lt_(2)
        t[0].eq_(torch.tensor([1.0, 2, 3, 4]).to(t.device))
        return t

    check(f, vals(torch.float32))
    a, b = vals(torch.int64), vals(torch.int64, seed=2)
    out = torch.empty(3, 4, dtype=torch.bool, device=DEV)
    torch.gt(a.to(DEV), b.to(DEV), out=out)
    torch.testing.assert_close(out.cpu(), a > b)


@pytest.mark.modes("eager", reason="torch.equal returns a Python bool: Dynamo cannot return a data-dependent bool from a graph")
def test_equal():
    a = torch.arange(6.0).reshape(2, 3)
    d = a.to(DEV)
    assert torch.equal(d, a.clone().to(DEV)) is True
    b = a.clone()
    b[1, 2] = 9
    assert torch.equal(d, b.to(DEV)) is False
    assert torch.equal(d, a[:1].to(DEV)) is False
    assert torch.equal(d.t(), a.t().to(DEV)) is True
    n = torch.tensor([float("nan")])
    assert torch.equal(n.to(DEV), n.to(DEV)) == torch.equal(n, n)
    i = torch.tensor([1, 2, 3])
    assert torch.equal(i.to(DEV), i.float().to(DEV)) == torch.equal(i, i.float())
    bb = torch.tensor([True, False])
    assert torch.equal(bb.to(DEV), bb.to(DEV)) is True
    assert torch.equal(torch.tensor(2.0, device=DEV), torch.tensor(2.0, device=DEV)) is True


@EAGER_ERRORS
def test_shape_mismatch_error():
    with pytest.raises(RuntimeError, match="must match the size"):
        torch.lt(torch.ones(3, device=DEV), torch.ones(4, device=DEV))
