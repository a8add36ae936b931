import pytest
import torch

from helpers import EAGER_ERRORS, check


@pytest.mark.bucketed
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int64, torch.int32])
def test_add_sub_mul(dtype):
    a = torch.arange(12).reshape(3, 4).to(dtype)
    b = (torch.arange(4) + 1).to(dtype)
    check(torch.add, a, b)
    check(torch.add, a, b, alpha=2)
    check(torch.sub, a, b)
    check(torch.mul, a, b)
    check(lambda x: x * 3, a)
    check(lambda x: x + 2.5, a)


def test_div_modes():
    a = torch.tensor([7, -7, 8, -9, 0])
    b = torch.tensor([2, 2, -3, -4, 5])
    check(torch.div, a, b)
    check(torch.div, a, b, rounding_mode="floor")
    check(torch.div, a, b, rounding_mode="trunc")
    check(torch.div, a.float(), b.float(), rounding_mode="floor")
    # div.Scalar_mode: a number divisor (Dynamo writes it as a tensor; torch.ops keeps it).
    check(lambda x: torch.ops.aten.div.Scalar_mode(x, 3, rounding_mode="floor"), a)
    check(lambda x: torch.ops.aten.div.Scalar_mode(x.float(), -2.5, rounding_mode="trunc"), a)


def test_inplace_through_view():
    x = torch.zeros(4, 5)
    def f(t):
        t = t.clone()
        t[:, 1].add_(3)
        t[1:3, 2:4].mul_(0)
        return t
    check(f, x + 1)


# ---------------------------------------------------------------- binary family

import operator  # noqa: E402

import torch.nn.functional as F  # noqa: E402

from helpers import DEV  # noqa: E402

ALL = [torch.float32, torch.bfloat16, torch.float16, torch.int64, torch.int32, torch.int8, torch.uint8, torch.bool]
FLOATS = [torch.float32, torch.bfloat16, torch.float16]
INTS = [torch.int64, torch.int32, torch.int8, torch.uint8]


def vals(dtype, shape=(3, 4), seed=0, lo=-4, hi=4, nonzero=False):
    g = torch.Generator().manual_seed(seed)
    x = torch.rand(shape, generator=g) * (hi - lo) + lo
    if dtype == torch.bool:
        return x > 0
    if dtype == torch.uint8:
        x = x.abs() * 3
    elif not dtype.is_floating_point:
        x = x * 3
    x = x.to(dtype)
    if nonzero:
        x = torch.where(x == 0, torch.ones((), dtype=dtype), x)
    return x


def tol(dtype):
    return {} if dtype in (torch.float32,) or not dtype.is_floating_point else dict(atol=2e-2, rtol=2e-2)


@pytest.mark.parametrize("dtype", ALL)
def test_add_mul_all_dtypes(dtype):
    a, b = vals(dtype), vals(dtype, shape=(4,), seed=1)
    check(torch.add, a, b)
    check(torch.mul, a, b)
    if dtype != torch.bool:
        check(torch.sub, a, b)
        check(torch.add, a, b, alpha=3)
    check(lambda x: x + 1, a)
    check(lambda x: 2 * x, a)


@EAGER_ERRORS
def test_bool_sub_errors():
    b = vals(torch.bool).to(DEV)
    with pytest.raises(RuntimeError, match="Subtraction, the `-` operator, with two bool tensors"):
        b - b
    with pytest.raises(RuntimeError, match="Subtraction, the `-` operator, with a bool tensor"):
        torch.sub(b, 1)


@EAGER_ERRORS
def test_inplace_int_float_error():
    t = torch.tensor([1, 2, 3], device=DEV)
    with pytest.raises(RuntimeError, match="can't be cast"):
        t += 1.5
    with pytest.raises(RuntimeError, match="can't be cast"):
        t.mul_(torch.tensor([1.0, 2.0, 3.0], device=DEV))
    with pytest.raises(RuntimeError, match="alpha must not be a floating point"):
        torch.add(t, t, alpha=0.5)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16, torch.int64, torch.int32, torch.int8])
def test_remainder_fmod(dtype):
    a = vals(dtype, lo=-9, hi=9)
    b = vals(dtype, shape=(4,), seed=3, nonzero=True)
    check(torch.remainder, a, b, **tol(dtype))
    check(torch.fmod, a, b, **tol(dtype))
    check(lambda x: x % 3, a, **tol(dtype))
    check(lambda x: torch.fmod(x, -2), a, **tol(dtype))
    check(lambda x: torch.remainder(5, x), b, **tol(dtype))
    check(lambda x: x % 2.5, a, **tol(dtype))


def test_remainder_uint8_and_float_edges():
    check(torch.remainder, vals(torch.uint8), vals(torch.uint8, seed=2, nonzero=True))
    x = torch.tensor([5.5, -5.5, 0.0, -0.0, 3.0])
    check(torch.remainder, x, torch.tensor([2.0, 2.0, -2.0, 2.0, 0.0]))
    check(torch.fmod, x, torch.tensor([2.0, -2.0, 2.0, 2.0, 0.0]))


@pytest.mark.parametrize("dtype", FLOATS)
def test_pow_float(dtype):
    a = vals(dtype, lo=0.1, hi=3)
    b = vals(dtype, shape=(4,), seed=4, lo=-2, hi=2)
    check(torch.pow, a, b, **tol(dtype))
    check(lambda x: x ** 2, a, **tol(dtype))
    check(lambda x: x ** 0.5, a, **tol(dtype))
    check(lambda x: x ** -1.5, a, **tol(dtype))
    check(lambda x: 2 ** x, b, **tol(dtype))
    check(lambda x: 2.5 ** x, b, **tol(dtype))


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.int8, torch.uint8])
def test_pow_int(dtype):
    a = vals(dtype, lo=-3, hi=3)
    check(lambda x: x ** 2, a)
    check(lambda x: x ** 3, a)
    check(lambda x: x ** 0.5, a.abs() if dtype != torch.uint8 else a)  # float result
    e = torch.tensor([0, 1, 2, 3]).to(dtype)
    check(torch.pow, a, e)
    check(lambda x: 2 ** x, e)


@pytest.mark.parametrize("dtype", FLOATS)
def test_product_with_a_mask_is_ieee(dtype):
    # x * mask: inf * False is NaN and -x * False is -0.0, as on the CPU (found by tools/fuzz.py:
    # XLA turned the product into a select of x and 0).
    x = torch.tensor([float("nan"), float("inf"), -float("inf"), -0.5, 2.0, 0.0], dtype=dtype)
    m = torch.tensor([False, False, True, False, True, False])
    for f in (lambda a, b: a * b, lambda a, b: b * a, lambda a, b: a * b[None], torch.mul):
        got, want = check(f, x, m).cpu(), f(x, m)
        real = ~want.isnan()
        assert torch.equal(got[real].signbit(), want[real].signbit())

    def masked(a, b):
        return (a * b).sum(-1, keepdim=True) * b

    torch._dynamo.reset()
    got = torch.compile(masked, backend="tpu", fullgraph=True)(x.to(DEV), m.to(DEV))
    torch.testing.assert_close(got.cpu(), masked(x, m), equal_nan=True)


@pytest.mark.parametrize("dtype", FLOATS)
def test_clamp_nan_bounds_make_nan(dtype):
    # A NaN input or bound gives NaN, as on the CPU (found by tools/fuzz.py).
    nan = float("nan")
    x = torch.tensor([nan, 1.0, -1.0, 5.0, nan, 0.5], dtype=dtype)
    lo = torch.tensor([0.0, nan, nan, 0.0, nan, 0.0], dtype=dtype)
    hi = torch.tensor([2.0, 2.0, nan, nan, nan, 1.0], dtype=dtype)
    check(torch.clamp, x, lo, hi)
    check(lambda t, a: torch.clamp(t, min=a), x, lo)
    check(lambda t, b: torch.clamp(t, max=b), x, hi)
    check(torch.clamp_min, x, lo)
    check(torch.clamp_max, x, hi)
    check(lambda t: torch.clamp(t, min=nan), x)
    check(lambda t: torch.clamp(t, min=nan, max=1.0), x)
    bound = hi[:1].item()
    check(lambda t: torch.clamp(t, max=bound), x)


@pytest.mark.parametrize("dtype", FLOATS)
def test_floor_division_of_infinities_and_by_infinity(dtype):
    # Python's a // b, as PyTorch computes it from fmod: inf // 2 is NaN, -5 // inf is -1 (found
    # by tools/fuzz.py; floor(a / b) gives ±inf and -0).
    x = torch.tensor([float("inf"), -float("inf"), 5.0, -5.0, 0.0, -0.0, float("nan"), 7.5, -7.5], dtype=dtype)
    for b in (-0.25, 2.0, 0.0, -0.0, float("inf"), -float("inf"), 3.0):
        got = check(lambda t: torch.div(t, b, rounding_mode="floor"), x)
        assert torch.equal(got.cpu().signbit()[~got.cpu().isnan()], torch.div(x, b, rounding_mode="floor").signbit()[~got.cpu().isnan()]), b
        check(torch.floor_divide, x, b)
        check(lambda t: t // b, x)
    check(torch.floor_divide, x, x.flip(0))


@pytest.mark.parametrize("dtype", FLOATS)
def test_pow_half_powers_at_infinity_and_negative_zero(dtype):
    # PyTorch's CPU kernel computes x ** ±0.5 (a number exponent) as sqrt / rsqrt for float32,
    # float64 and bfloat16, and as pow for float16; they differ at -inf and -0.0 (found by
    # tools/fuzz.py). A tensor exponent is always pow.
    x = torch.tensor([-float("inf"), -0.0, 0.0, float("inf"), -2.0, 4.0, float("nan")], dtype=dtype)
    for e in (0.5, -0.5, 1.5, -1.0):
        got, want = check(torch.pow, x, e).cpu(), torch.pow(x, e)
        real = ~want.isnan()  # the sign of zeros and infinities; a NaN's sign means nothing
        assert torch.equal(got[real].signbit(), want[real].signbit()), (e, got, want)
    check(torch.pow, x, torch.full((7,), 0.5, dtype=dtype))


def test_pow_grad_and_zero_dim():
    check(torch.pow, vals(torch.float32, lo=0.5, hi=2).requires_grad_(), vals(torch.float32, seed=5).requires_grad_(), grad=True, atol=1e-5, rtol=1e-5)
    check(lambda x: x ** 3, vals(torch.float32).requires_grad_(), grad=True, atol=1e-5, rtol=1e-5)
    check(torch.pow, torch.tensor(2.0), torch.tensor([1.0, 2.0, 3.0]))
    check(torch.pow, vals(torch.float32, lo=0.5), torch.tensor(2))


@pytest.mark.bucketed
@pytest.mark.parametrize("dtype", ALL)
def test_maximum_minimum(dtype):
    a, b = vals(dtype), vals(dtype, shape=(4,), seed=6)
    check(torch.maximum, a, b)
    check(torch.minimum, a, b)
    if dtype != torch.bool:
        check(torch.fmax, a, b)
        check(torch.fmin, a, b)


def test_minmax_nan_and_promotion():
    x = torch.tensor([float("nan"), 1.0, 2.0, float("nan")])
    y = torch.tensor([1.0, float("nan"), 0.0, float("nan")])
    for fn in (torch.maximum, torch.minimum, torch.fmax, torch.fmin):
        check(fn, x, y)
    check(torch.maximum, torch.tensor([1, 5, 3]), torch.tensor([2.5, 2.5, 2.5]))
    check(torch.minimum, torch.tensor([1, 5, 3], dtype=torch.int8), torch.tensor([2, 2, 200], dtype=torch.uint8))
    check(torch.maximum, vals(torch.float32).requires_grad_(), vals(torch.float32, seed=9).requires_grad_(), grad=True)


@pytest.mark.parametrize("dtype", FLOATS + [torch.int64, torch.int32])
def test_atan2_copysign_xlogy(dtype):
    a, b = vals(dtype), vals(dtype, shape=(4,), seed=7)
    check(torch.atan2, a, b, **tol(dtype))
    check(torch.copysign, a, b, **tol(dtype))
    check(torch.xlogy, a, b.abs() if dtype.is_floating_point else b.abs(), **tol(dtype))
    if dtype.is_floating_point:
        check(torch.hypot, a, b, **tol(dtype))


def test_copysign_xlogy_edges():
    x = torch.tensor([1.0, 2.0, 0.0, 3.0, 0.0])
    y = torch.tensor([-0.0, 0.0, float("nan"), -float("nan"), 2.0])
    check(torch.copysign, x, y)
    check(torch.copysign, x, -1)
    check(torch.xlogy, x, y.abs())
    check(torch.xlogy, torch.tensor([0.0, 1.0, 2.0]), torch.tensor([0.0, 0.0, float("nan")]))
    check(torch.xlogy, 2.0, torch.tensor([1.0, 2.0]))
    check(torch.atan2, vals(torch.float32).requires_grad_(), vals(torch.float32, seed=8).requires_grad_(), grad=True, atol=1e-5, rtol=1e-5)
    with pytest.raises(NotImplementedError):
        torch.hypot(torch.tensor([1, 2], device=DEV), torch.tensor([1, 2], device=DEV))


@pytest.mark.parametrize("dtype", INTS + [torch.bool])
def test_bitwise(dtype):
    a, b = vals(dtype), vals(dtype, shape=(4,), seed=8)
    for fn in (torch.bitwise_and, torch.bitwise_or, torch.bitwise_xor, operator.and_, operator.or_, operator.xor):
        check(fn, a, b)
    check(lambda x: x & 1 if dtype != torch.bool else x & True, a)
    check(lambda x: x | 2 if dtype != torch.bool else x | False, a)
    if dtype != torch.bool:
        # A number on the left: bitwise_and.Scalar_Tensor, bitwise_or/xor's too.
        for fn in (torch.bitwise_and, torch.bitwise_or, torch.bitwise_xor):
            check(lambda x, fn=fn: fn(5, x), a)

    def inplace(x, y):
        x = x.clone()
        x[0] &= y
        x[1] |= y
        x[2] ^= y
        return x

    check(inplace, a, b)


@pytest.mark.parametrize("dtype", INTS)
def test_shifts(dtype):
    a = vals(dtype, lo=0, hi=5)
    s = torch.tensor([0, 1, 2, 3]).to(dtype)
    check(torch.bitwise_left_shift, a, s)
    check(torch.bitwise_right_shift, a, s)
    check(lambda x: x << 2, a)
    check(lambda x: x >> 1, a)
    # A number shifted or shifting: bitwise_*_shift.Tensor_Scalar and .Scalar_Tensor.
    check(lambda x: torch.bitwise_left_shift(x, 2), a)
    check(lambda x: torch.bitwise_right_shift(x, 1), a)
    check(lambda y: torch.bitwise_left_shift(3, y), s)
    check(lambda y: torch.bitwise_right_shift(64, y), s)
    if dtype != torch.uint8:
        n = vals(dtype, lo=-5, hi=0)
        check(lambda x: x >> 1, n)
        check(torch.bitwise_right_shift, n, s)

    def inplace(x):
        x = x.clone()
        x <<= 1
        x[0] >>= 1
        return x

    check(inplace, a)
    # Python's shift operators with a tensor amount: aten::__lshift__.Tensor and
    # __rshift__.Tensor (their registry lines list them), and __ilshift__.Tensor in place.
    check(lambda x, y: x << y, a, s)
    check(lambda x, y: x >> y, a, s)

    def inplace_by_tensor(x, y):
        x = x.clone()
        x <<= y
        return x

    check(inplace_by_tensor, a, s)


def test_rsub_of_two_tensors():
    # aten::rsub.Tensor (torch.rsub's own overload; `1 - x` is rsub.Scalar).
    check(lambda a, b: torch.rsub(a, b, alpha=2), torch.randn(4, 3), torch.randn(3))
    check(torch.rsub, torch.tensor([1, 5, 7]), torch.tensor([2, 2, 9]))


@EAGER_ERRORS
def test_bitwise_float_errors():
    f = torch.ones(3, device=DEV)
    with pytest.raises(NotImplementedError):
        torch.bitwise_and(f, f)
    with pytest.raises(NotImplementedError):
        f.bitwise_or_(torch.tensor([True, False, True], device=DEV))


@pytest.mark.parametrize("dtype", ALL)
def test_logical(dtype):
    a, b = vals(dtype, lo=-1, hi=1), vals(dtype, shape=(4,), seed=9, lo=-1, hi=1)
    for fn in (torch.logical_and, torch.logical_or, torch.logical_xor):
        check(fn, a, b)
        check(fn, a, vals(torch.float32, shape=(4,)))


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16, torch.int64, torch.int32, torch.int8, torch.uint8])
def test_clamp(dtype):
    a = vals(dtype, lo=-6, hi=6)
    check(torch.clamp, a, 1, 4)
    check(torch.clamp, a, min=2)
    check(torch.clamp, a, max=3)
    check(torch.clamp_min, a, 2)
    check(torch.clamp_max, a, 3)
    lo, hi = vals(dtype, shape=(4,), seed=10), vals(dtype, shape=(3, 1), seed=11, lo=2, hi=8)
    check(torch.clamp, a, lo, hi)
    check(lambda x, l: torch.clamp(x, min=l), a, lo)
    check(lambda x, h: torch.clamp(x, max=h), a, hi)
    check(torch.clamp_min, a, lo)
    check(torch.clamp_max, a, hi)
    check(torch.clamp, a, 4, 1)  # min > max gives max


def test_clamp_promotion_errors_grads():
    i = torch.tensor([1, 2, 3, 4])
    check(torch.clamp, i, 1.5)  # float result
    check(torch.clamp, vals(torch.bool), 0)
    check(torch.clamp, torch.tensor([float("nan"), 1.0, 5.0]), 0.0, 2.0)
    check(lambda x: x.clamp(-1, 1), vals(torch.float32).requires_grad_(), grad=True)
    check(lambda x, l: x.clamp(min=l), vals(torch.float32).requires_grad_(), vals(torch.float32, shape=(4,), seed=3).requires_grad_(), grad=True)
    with pytest.raises(RuntimeError, match="At least one of 'min' or 'max' must not be None"):
        torch.clamp(torch.ones(2, device=DEV))

    def inplace(x):
        x = x.clone()
        x[0].clamp_(0, 1)
        x[:, 1].clamp_min_(0.5)
        x.t()[2].clamp_max_(-0.5)
        return x

    check(inplace, vals(torch.float32))
    t = torch.tensor([1, 2, 3], device=DEV)
    with pytest.raises(RuntimeError, match="can't be cast"):
        t.clamp_(0.5, 2.5)


@pytest.mark.bucketed
@pytest.mark.parametrize("dtype", ALL)
def test_where(dtype):
    c = vals(torch.bool, shape=(3, 1))
    a, b = vals(dtype), vals(dtype, shape=(4,), seed=12)
    check(torch.where, c, a, b)
    check(lambda cc, x: torch.where(cc, x, 0), c, a)
    check(lambda cc, x: torch.where(cc, 1.5, x), c, a)
    check(lambda cc, x: x.where(cc, torch.tensor(2)), c, a)


def test_where_promotion_grad_errors():
    c = vals(torch.bool, shape=(3, 4))
    check(torch.where, c, torch.arange(4), torch.ones(3, 4, dtype=torch.float16))
    check(torch.where, c, vals(torch.float32).requires_grad_(), vals(torch.float32, seed=2).requires_grad_(), grad=True)
    with pytest.raises(RuntimeError, match="where expected condition to be a boolean tensor"):
        torch.where(torch.ones(3, dtype=torch.int64, device=DEV), torch.ones(3, device=DEV), torch.zeros(3, device=DEV))


@pytest.mark.parametrize("dtype", FLOATS)
def test_lerp(dtype):
    a, b = vals(dtype), vals(dtype, shape=(4,), seed=13)
    w = vals(dtype, shape=(3, 4), seed=14, lo=-0.5, hi=1.5)
    check(torch.lerp, a, b, 0.3, **tol(dtype))
    check(torch.lerp, a, b, 0.8, **tol(dtype))
    check(torch.lerp, a, b.expand(3, 4), w, **tol(dtype))
    check(torch.lerp, a, b.expand(3, 4), torch.tensor(0.7).to(dtype), **tol(dtype))


def test_lerp_grad_inplace_errors():
    check(torch.lerp, vals(torch.float32).requires_grad_(), vals(torch.float32, seed=2).requires_grad_(), vals(torch.float32, seed=3).requires_grad_(), grad=True)

    def inplace(x, y):
        x = x.clone()
        x[1].lerp_(y[1], 0.25)
        return x

    check(inplace, vals(torch.float32), vals(torch.float32, seed=4))
    with pytest.raises(RuntimeError, match="expected dtype float for `end` but got dtype double"):
        torch.lerp(torch.ones(2, device=DEV), torch.ones(2, device=DEV, dtype=torch.float64), 0.5)


@pytest.mark.parametrize("dtype", FLOATS + [torch.int64, torch.int32])
def test_addcmul_addcdiv(dtype):
    s, t1 = vals(dtype), vals(dtype, shape=(4,), seed=15)
    t2 = vals(dtype, shape=(3, 1), seed=16, nonzero=True)
    check(torch.addcmul, s, t1, t2, **tol(dtype))
    check(torch.addcmul, s, t1, t2, value=2 if not dtype.is_floating_point else 0.5, **tol(dtype))
    if dtype.is_floating_point:
        check(torch.addcdiv, s, t1, t2, **tol(dtype))
        check(torch.addcdiv, s, t1, t2, value=-0.25, **tol(dtype))


def test_addc_errors_grads():
    i = torch.tensor([1, 2, 3], device=DEV)
    with pytest.raises(RuntimeError, match="Integer division with addcdiv is no longer supported"):
        torch.addcdiv(i, i, i)
    with pytest.raises(RuntimeError, match="argument value must not be a floating point number"):
        torch.addcmul(i, i, i, value=0.5)
    args = [vals(torch.float32, seed=k).requires_grad_() for k in range(3)]
    check(lambda a, b, c: torch.addcmul(a, b, c, value=0.5), *args, grad=True)
    args[2] = vals(torch.float32, seed=7, lo=1, hi=3).requires_grad_()
    check(lambda a, b, c: torch.addcdiv(a, b, c, value=0.5), *args, grad=True, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("dtype", ALL)
def test_masked_fill(dtype):
    x = vals(dtype)
    m = vals(torch.bool, shape=(4,), seed=17)
    check(lambda t, mm: t.masked_fill(mm, 1), x, m)
    check(lambda t, mm: t.masked_fill(mm, torch.tensor(0)), x, m)

    def inplace(t, mm):
        t = t.clone()
        t[1:].masked_fill_(mm, 0)
        return t

    check(inplace, x, m)


def test_masked_fill_float_values_errors_grad():
    check(lambda t, m: t.masked_fill(m, 1.5), torch.arange(6).reshape(2, 3), torch.tensor([True, False, True]))
    check(lambda t, m: t.masked_fill(m, float("-inf")), vals(torch.float32), vals(torch.bool, seed=3))
    check(lambda t, m: t.masked_fill(m, 0.0), vals(torch.float32).requires_grad_(), vals(torch.bool, seed=3), grad=True)
    check(lambda t, m: t.masked_fill(m, torch.tensor(2.5)), vals(torch.bfloat16), vals(torch.bool, seed=3))
    x = torch.ones(3, device=DEV)
    with pytest.raises(RuntimeError, match="only supports boolean masks"):
        x.masked_fill(torch.tensor([1, 0, 1], device=DEV), 0)
    with pytest.raises(RuntimeError, match="0-dimensional value tensor"):
        x.masked_fill(torch.tensor([True, False, True], device=DEV), torch.ones(3, device=DEV))


@pytest.mark.parametrize("dtype", ALL)
def test_fill_zero(dtype):
    def f(t):
        t = t.clone()
        t[0].fill_(1)
        t[:, 1].zero_()
        t[2, 2:].fill_(torch.tensor(True))
        return t

    check(f, vals(dtype))
    with pytest.raises(RuntimeError, match="0-dimension value tensor"):
        torch.ones(3, device=DEV).fill_(torch.ones(2, device=DEV))


def test_div_mul_zero_dim_and_host_scalars():
    a = vals(torch.float32)
    check(torch.mul, a, torch.tensor(2.5))
    check(torch.div, torch.tensor(3), torch.tensor([1, 2, 4]))
    check(torch.div, vals(torch.int32), 2, rounding_mode="floor")
    d = a.to(DEV)
    got = d * torch.tensor(3.0)  # CPU 0-dim tensor mixed into a device op
    torch.testing.assert_close(got.cpu(), a * 3)
    check(torch.div, vals(torch.bfloat16), torch.tensor([2.0, 4.0, 8.0, 16.0]), atol=2e-2, rtol=2e-2)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int64, torch.int32])
def test_floor_divide(dtype):
    a = vals(dtype, lo=-9, hi=9)
    b = vals(dtype, shape=(4,), seed=3, nonzero=True)
    check(torch.floor_divide, a, b, **tol(dtype))
    check(lambda x: x // 2, a, **tol(dtype))


def test_logaddexp_heaviside_nextafter_ldexp_zeta():
    a, b = vals(torch.float32), vals(torch.float32, shape=(4,), seed=3)
    check(torch.logaddexp, a, b)
    check(torch.logaddexp2, a, b)
    inf = float("inf")
    check(torch.logaddexp, torch.tensor([inf, -inf, inf, 1.0]), torch.tensor([inf, -inf, -inf, 1.0]))
    check(torch.logaddexp, a.clone().requires_grad_(), b.clone().requires_grad_(), grad=True)
    check(torch.heaviside, torch.tensor([-1.0, 0.0, 2.0]), torch.tensor([0.5]))
    check(torch.heaviside, torch.tensor([-1, 0, 2]), torch.tensor([7]))
    check(torch.nextafter, torch.tensor([1.0, 0.0, -1.0]), torch.tensor([2.0, -1.0, -1.0]))
    check(torch.ldexp, a, torch.tensor([0, 1, 2, -3]))
    check(torch.special.zeta, vals(torch.float32, lo=2, hi=4), vals(torch.float32, lo=1, hi=3, seed=4), atol=1e-5, rtol=1e-4)
    # special_zeta.other_scalar and .self_scalar: either operand a number.
    check(lambda x: torch.special.zeta(x, 2.0), vals(torch.float32, lo=2, hi=4), atol=1e-5, rtol=1e-4)
    check(lambda q: torch.special.zeta(3.0, q), vals(torch.float32, lo=1, hi=3, seed=4), atol=1e-5, rtol=1e-4)


def test_hypot_edges_as_c():
    # hypot(±inf, nan) is inf; no overflow or underflow of the squares (found by tools/fuzz.py).
    inf, nan = float("inf"), float("nan")
    a = torch.tensor([inf, nan, -inf, 0.0, -0.0, 3.0, 1e30, 1e-30, 1e-45, 5.0, nan, 1.0])
    b = torch.tensor([nan, -inf, 2.0, 0.0, -0.0, -4.0, 1e30, 1e-30, 1e-45, 0.0, 1.0, nan])
    check(torch.hypot, a, b)
    check(torch.hypot, torch.randn(300), torch.randn(300))
