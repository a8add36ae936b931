"""Unary element-wise ops and activations (forward and backward) against PyTorch on CPU."""

import pytest
import torch
import torch.nn.functional as F

from helpers import EAGER_ERRORS, DEV, check

FLOATS = [torch.float32, torch.bfloat16, torch.float16]
INTS = [torch.int64, torch.int32, torch.int8, torch.uint8]


def vals(dtype, lo=-3.0, hi=3.0, shape=(3, 5)):
    g = torch.Generator().manual_seed(0)
    x = torch.rand(shape, generator=g) * (hi - lo) + lo
    if dtype.is_floating_point:
        return x.to(dtype)
    if dtype == torch.bool:
        return x > 0
    if dtype == torch.uint8:
        return (x.abs() * 10).to(dtype)
    return (x * 10).to(dtype)


FLOAT_MATH = {
    "exp": (torch.exp, -3, 3),
    "exp2": (torch.exp2, -3, 3),
    "expm1": (torch.expm1, -3, 3),
    "log": (torch.log, 0.1, 5),
    "log2": (torch.log2, 0.1, 5),
    "log10": (torch.log10, 0.1, 5),
    "log1p": (torch.log1p, -0.5, 5),
    "sqrt": (torch.sqrt, 0, 5),
    "rsqrt": (torch.rsqrt, 0.1, 5),
    "reciprocal": (torch.reciprocal, 0.5, 5),
    "sin": (torch.sin, -3, 3),
    "cos": (torch.cos, -3, 3),
    "tan": (torch.tan, -1, 1),
    "asin": (torch.asin, -0.9, 0.9),
    "acos": (torch.acos, -0.9, 0.9),
    "atan": (torch.atan, -3, 3),
    "sinh": (torch.sinh, -3, 3),
    "cosh": (torch.cosh, -3, 3),
    "tanh": (torch.tanh, -3, 3),
    "asinh": (torch.asinh, -3, 3),
    "acosh": (torch.acosh, 1.1, 5),
    "atanh": (torch.atanh, -0.9, 0.9),
    "sigmoid": (torch.sigmoid, -5, 5),
    "erf": (torch.erf, -2, 2),
    "erfc": (torch.erfc, -2, 2),
    "erfinv": (torch.erfinv, -0.9, 0.9),
    "lgamma": (torch.lgamma, 0.5, 5),
    "digamma": (torch.digamma, 0.5, 5),
    "deg2rad": (torch.deg2rad, -90, 90),
    "rad2deg": (torch.rad2deg, -3, 3),
}


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("name", sorted(FLOAT_MATH))
def test_float_math(name, dtype):
    fn, lo, hi = FLOAT_MATH[name]
    # 120 elements: XLA CPU runs 32+ elements through its vectorised loop, where a newer XLA's
    # chlo.atan went wrong while 15 elements were right.
    x = vals(dtype, lo, hi, shape=(6, 20))
    tol = {} if dtype == torch.float32 else dict(atol=2e-2, rtol=2e-2)
    if dtype == torch.float32 and name in ("lgamma", "digamma", "erfinv"):
        tol = dict(atol=1e-5, rtol=1e-4)
    check(fn, x, **tol)


@pytest.mark.parametrize("name", ["exp", "sqrt", "sin", "sigmoid", "log1p", "erf", "tanh", "reciprocal"])
@pytest.mark.parametrize("dtype", INTS + [torch.bool])
def test_float_math_promotes_ints(name, dtype):
    fn, lo, hi = FLOAT_MATH[name]
    x = vals(dtype, 0, 3)
    if dtype != torch.bool:
        x = x.clamp(min=0)
    check(fn, x, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("name", ["exp", "log", "sqrt", "sin", "tanh", "sigmoid", "atan", "rsqrt"])
def test_float_math_grad(name):
    fn, lo, hi = FLOAT_MATH[name]
    check(fn, vals(torch.float32, max(lo, 0.2) if name in ("log", "sqrt", "rsqrt") else lo, hi).requires_grad_(), grad=True)


def test_zero_dim_and_inplace_views():
    check(torch.exp, torch.tensor(0.5))
    check(torch.neg, torch.tensor(3))

    def f(t):
        t = t.clone()
        t[1].exp_()
        t[:, 2].sqrt_()
        t.t()[0].neg_()
        return t

    check(f, vals(torch.float32, 0.1, 2))


def test_special_values():
    x = torch.tensor([0.0, -0.0, float("inf"), -float("inf"), float("nan"), 1e-30, -1.0])
    for fn in (torch.exp, torch.log, torch.sqrt, torch.rsqrt, torch.reciprocal, torch.sigmoid, torch.tanh, torch.sign,
               torch.floor, torch.trunc, torch.abs, torch.isnan, torch.isinf, torch.isposinf, torch.isneginf,
               torch.signbit, torch.nan_to_num, torch.log1p, torch.expm1, torch.frac, torch.round):
        check(fn, x)


def test_shrink_keeps_nan():
    # NaN is not inside [-lambd, lambd]: it stays NaN (found by tools/fuzz.py; softshrink gave 0).
    x = torch.tensor([float("nan"), 1.0, -1.0, 0.2, float("inf"), -float("inf")])
    check(F.softshrink, x)
    check(lambda t: F.softshrink(t, 1.5), x)
    check(F.hardshrink, x)


def test_digamma_poles():
    # digamma(±0) is ∓inf in PyTorch, NaN at negative integers (found by tools/fuzz.py).
    x = torch.tensor([0.0, -0.0, -1.0, -2.0, 1.0, 2.5, -0.5])
    got = check(torch.digamma, x)
    assert got.cpu()[:2].tolist() == [-float("inf"), float("inf")]
    check(torch.digamma, torch.tensor([6, -3, 0]))  # int64 promotes to float32
    check(torch.digamma, x.to(torch.bfloat16))


@pytest.mark.parametrize("dtype", FLOATS + INTS)
def test_neg_abs_sign(dtype):
    x = vals(dtype)
    check(torch.abs, x)
    check(torch.sign, x)
    check(torch.sgn, x)
    if dtype != torch.uint8:
        check(torch.neg, x)
        check(lambda t: -t, x)


def test_sign_bool_and_neg_bool_error():
    b = vals(torch.bool)
    check(torch.sign, b)
    with pytest.raises(RuntimeError, match="Negation, the `-` operator, on a bool tensor is not supported"):
        -b.to(DEV)
    with pytest.raises(NotImplementedError):
        torch.abs(b.to(DEV))


@pytest.mark.parametrize("dtype", FLOATS + INTS)
def test_rounding(dtype):
    x = vals(dtype) * (1 if dtype.is_floating_point else 1)
    if dtype.is_floating_point:
        x = torch.tensor([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 1.2345, -7.77]).to(dtype)
    for fn in (torch.floor, torch.ceil, torch.trunc, torch.round):
        check(fn, x)
    if dtype.is_floating_point:
        check(torch.frac, x)


def test_round_decimals():
    x = torch.tensor([1.23456, -9.87654, 123.5, 0.125, 1250.0])
    check(torch.round, x, decimals=2)
    check(torch.round, x, decimals=-2)
    check(torch.round, x, decimals=0)
    with pytest.raises(NotImplementedError):
        torch.frac(torch.tensor([1, 2]).to(DEV))


def test_logical_bitwise_not():
    for dtype in INTS + [torch.bool, torch.float32]:
        check(torch.logical_not, vals(dtype))
    for dtype in INTS + [torch.bool]:
        check(torch.bitwise_not, vals(dtype))
        check(lambda t: ~t, vals(dtype))
    with pytest.raises(NotImplementedError):
        torch.bitwise_not(torch.ones(2, device=DEV))


@pytest.mark.parametrize("dtype", FLOATS + INTS + [torch.bool])
def test_predicates(dtype):
    x = vals(dtype)
    if dtype.is_floating_point:
        x[0, 0] = float("nan")
        x[1, 1] = float("inf")
        x[2, 2] = -float("inf")
    for fn in (torch.isnan, torch.isinf, torch.isfinite, torch.isposinf, torch.isneginf):
        check(fn, x)
    if dtype != torch.bool:
        check(torch.signbit, x)


@pytest.mark.parametrize("dtype", FLOATS + [torch.int64])
def test_nan_to_num(dtype):
    x = vals(dtype)
    if dtype.is_floating_point:
        x[0, 0] = float("nan")
        x[1, 1] = float("inf")
        x[2, 2] = -float("inf")
    check(torch.nan_to_num, x)
    check(torch.nan_to_num, x, nan=1.5, posinf=100.0, neginf=-100.0)


ACTS = {
    "relu": (F.relu, {}),
    "gelu": (F.gelu, {}),
    "gelu_tanh": (F.gelu, {"approximate": "tanh"}),
    "silu": (F.silu, {}),
    "mish": (F.mish, {}),
    "hardsigmoid": (F.hardsigmoid, {}),
    "hardswish": (F.hardswish, {}),
    "softplus": (F.softplus, {}),
    "softplus_beta": (F.softplus, {"beta": 2.0, "threshold": 3.0}),
    "elu": (F.elu, {}),
    "elu_alpha": (F.elu, {"alpha": 0.5}),
    "celu": (F.celu, {"alpha": 1.5}),
    "selu": (F.selu, {}),
    "leaky_relu": (F.leaky_relu, {}),
    "leaky_relu_slope": (F.leaky_relu, {"negative_slope": 0.2}),
    "hardtanh": (F.hardtanh, {}),
    "hardtanh_range": (F.hardtanh, {"min_val": -0.5, "max_val": 2.0}),
    "relu6": (F.relu6, {}),
    "threshold": (F.threshold, {"threshold": 0.5, "value": -2.0}),
    "logit": (torch.logit, {}),
    "logit_eps": (torch.logit, {"eps": 0.1}),
    "sigmoid": (torch.sigmoid, {}),
    "tanh": (torch.tanh, {}),
}


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("name", sorted(ACTS))
def test_activations(name, dtype):
    fn, kw = ACTS[name]
    lo, hi = (0.05, 0.95) if name.startswith("logit") else (-5, 5)
    x = vals(dtype, lo, hi, shape=(4, 7))
    tol = dict(atol=1e-5, rtol=1.3e-6) if dtype == torch.float32 else dict(atol=2e-2, rtol=2e-2)
    check(fn, x, **kw, **tol)


@pytest.mark.parametrize("name", sorted(ACTS))
def test_activation_grads(name):
    fn, kw = ACTS[name]
    lo, hi = (0.05, 0.95) if name.startswith("logit") else (-5, 5)
    x = vals(torch.float32, lo, hi, shape=(4, 7))
    x[0, :3] = torch.tensor([0.0, -3.0, 3.0]) if not name.startswith("logit") else x[0, :3]
    check(lambda t: fn(t, **kw), x.requires_grad_(), grad=True, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("eps", [0.6, 0.5, 0.0, -0.1])
def test_logit_eps_edges(eps):
    # Past 1/2 PyTorch's clamp sends x below eps to eps and the rest to 1 - eps; a negative eps
    # clamps nothing (x outside [0, 1] gives NaN).
    x = torch.cat([torch.linspace(-0.2, 1.2, 57), torch.tensor([0.0, 1.0, float("nan")])])
    check(lambda t: torch.logit(t, eps), x)
    check(lambda t: torch.logit(t, eps), torch.linspace(0.05, 0.95, 19, requires_grad=True), grad=True)


def test_activation_grads_bf16():
    for fn in (F.relu, F.gelu, torch.sigmoid, torch.tanh, F.leaky_relu, F.elu, F.softplus, F.hardtanh):
        check(fn, vals(torch.bfloat16, shape=(4, 7)).requires_grad_(), grad=True, atol=2e-2, rtol=2e-2)


def test_activation_inplace():
    def f(t):
        t = t.clone()
        F.relu_(t[0])
        F.elu_(t[1])
        F.leaky_relu_(t[2], 0.3)
        F.hardtanh_(t[3])
        t[:, 0].sigmoid_()
        return t

    check(f, vals(torch.float32, shape=(5, 6)))


@pytest.mark.parametrize("dtype", INTS)
def test_int_activations(dtype):
    x = vals(dtype)
    check(F.relu, x)
    check(torch.threshold, x, 3, 7)
    check(F.hardtanh, x, -2, 5) if dtype != torch.uint8 else None
    with pytest.raises(NotImplementedError):
        F.gelu(x.to(DEV))
    with pytest.raises(NotImplementedError):
        F.leaky_relu(x.to(DEV))


@EAGER_ERRORS
def test_relu_bool_error():
    with pytest.raises(RuntimeError, match="Boolean inputs not supported for relu"):
        torch.relu(torch.tensor([True, False], device=DEV))


def test_mlp_training_grads():
    torch.manual_seed(0)
    x = torch.randn(8, 5)
    for act in (F.relu, F.gelu, F.silu, torch.tanh, torch.sigmoid, F.mish, F.hardswish):
        w = torch.randn(5, 5).requires_grad_()
        check(lambda xx, ww: act(xx * ww.sum(0)), x, w, grad=True, atol=1e-5, rtol=1e-5)


EXTRA = {
    "softshrink": (F.softshrink, {}),
    "softshrink_l": (F.softshrink, {"lambd": 1.0}),
    "hardshrink": (F.hardshrink, {}),
    "logsigmoid": (F.logsigmoid, {}),
    "sinc": (torch.sinc, {}),
}


@pytest.mark.parametrize("name", sorted(EXTRA))
def test_extra_activations(name):
    fn, kw = EXTRA[name]
    x = vals(torch.float32, shape=(4, 7))
    x[0, :3] = torch.tensor([0.0, 0.5, -1.0])
    check(lambda t: fn(t, **kw), x.requires_grad_(), grad=True, atol=1e-5, rtol=1e-5)
    check(lambda t: fn(t, **kw), vals(torch.bfloat16, shape=(4, 7)), atol=2e-2, rtol=2e-2)


def test_prelu_and_polygamma():
    x = vals(torch.float32, shape=(2, 3, 4))
    check(F.prelu, x.clone().requires_grad_(), torch.tensor([0.1, 0.2, 0.3]).requires_grad_(), grad=True)
    check(F.prelu, x.clone().requires_grad_(), torch.tensor([0.25]).requires_grad_(), grad=True)
    p = vals(torch.float32, 0.5, 4)
    for n in (0, 1, 2):
        check(lambda t: torch.polygamma(n, t), p, atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_atan_on_vectorized_sizes(dtype):
    # The newer XLA CPU plugin's chlo.atan is wrong from 64 elements on (found by tools/fuzz.py).
    x = torch.cat([torch.randn(200, generator=torch.Generator().manual_seed(0)) * 3,
                   torch.tensor([float("inf"), -float("inf"), float("nan"), 0.0, -0.0, 1e30])]).to(dtype)
    atol = 1e-5 if dtype == torch.float32 else 1e-2
    check(torch.atan, x, atol=atol, rtol=atol)
    check(torch.atan, x.reshape(2, 103).t(), atol=atol, rtol=atol)
