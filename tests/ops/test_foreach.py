"""`_foreach_*` ops (the optimizer fast paths) against PyTorch on CPU."""

import pytest
import torch

from helpers import EAGER_ERRORS, DEV, check, on_device

FLOATS = [torch.float32, torch.bfloat16, torch.float16]


def tl(dtype=torch.float32, seed=0, lo=-2.0, hi=2.0, shapes=((3,), (2, 4), ())):
    g = torch.Generator().manual_seed(seed)
    out = []
    for s in shapes:
        x = torch.rand(s, generator=g) * (hi - lo) + lo
        out.append(x.to(dtype) if dtype.is_floating_point else (x * 5).to(dtype))
    return out


def tol(dtype):
    return {} if dtype == torch.float32 or not dtype.is_floating_point else dict(atol=2e-2, rtol=2e-2)


def run_inplace(fn, *args, **kw):
    """Applies an in-place foreach op to device copies and to CPU copies; compares the lists."""
    def is_tl(a):
        return isinstance(a, list) and isinstance(a[0], torch.Tensor)

    cpu = [[t.clone() for t in a] if is_tl(a) else a for a in args]
    dev = [[t.to(DEV) for t in a] if is_tl(a) else (a.to(DEV) if isinstance(a, torch.Tensor) else a) for a in cpu]
    fn(*cpu, **kw)
    on_device(fn)(*dev, **kw)
    for c, d in zip(cpu[0], dev[0]):
        assert d.device.type == DEV and d.dtype == c.dtype
        torch.testing.assert_close(d.cpu(), c, **tol(c.dtype))


@pytest.mark.parametrize("dtype", FLOATS + [torch.int64, torch.int32])
@pytest.mark.parametrize("name", ["add", "sub", "mul", "div"])
def test_binary_overloads(name, dtype):
    fn = getattr(torch, f"_foreach_{name}")
    a = tl(dtype)
    b = tl(dtype, seed=1, lo=0.5, hi=2.0)
    kw = tol(dtype)
    check(fn, a, b, **kw)                               # List
    check(fn, a, 2, **kw)                               # Scalar (int)
    check(fn, a, 0.5, **kw)                             # Scalar (float)
    check(fn, a, [1.5, 2, 0.25], **kw)                  # ScalarList
    if name in ("add", "sub"):
        check(lambda x, y: fn(x, y, alpha=2), a, b, **kw)


@pytest.mark.modes("eager", reason="compiled: the graph reads the scalar with .item() and our backend refuses the "
                   "result: '_Unsupported: graph input _local_scalar_dense is SymFloat, not a tensor'")
@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("name", ["add", "mul", "div"])
def test_binary_tensor_scalar(name, dtype):
    fn = getattr(torch, f"_foreach_{name}")
    check(fn, tl(dtype), torch.tensor(3.0).to(dtype), **tol(dtype))


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("name", ["add_", "sub_", "mul_", "div_"])
def test_inplace_binary(name, dtype):
    fn = getattr(torch, f"_foreach_{name}")
    run_inplace(fn, tl(dtype), tl(dtype, seed=1, lo=0.5))
    run_inplace(fn, tl(dtype), 0.5)
    run_inplace(fn, tl(dtype), [1.0, -2.0, 3.0])


@EAGER_ERRORS
def test_inplace_int_float_error():
    ts = [torch.tensor([1, 2], device=DEV), torch.tensor([3], device=DEV)]
    with pytest.raises(RuntimeError, match="can't be cast"):
        torch._foreach_add_(ts, 1.5)
    with pytest.raises(RuntimeError):
        torch._foreach_mul([torch.ones(2, device=DEV)], [torch.ones(2, device=DEV)] * 2)


def test_inplace_through_views():
    base = torch.arange(12.0).reshape(3, 4)

    def f(b):
        b = b.clone()
        # Disjoint views of one storage (overlapping list elements are applied
        # all at once in one program, unlike CPU's one-after-another loop).
        views = [b[0], b[1:, 1], b[2, 2:]]
        torch._foreach_mul_(views, 2.0)
        torch._foreach_add_(views, [torch.ones(4, device=b.device), torch.ones(2, device=b.device), torch.ones(2, device=b.device)], alpha=-1)
        torch._foreach_sqrt_([b.t()[3], b[1, :2]])
        return b

    check(f, base)


@pytest.mark.parametrize("dtype", FLOATS)
def test_addcmul_addcdiv(dtype):
    a, t1 = tl(dtype), tl(dtype, seed=1)
    t2 = tl(dtype, seed=2, lo=0.5, hi=2)
    kw = tol(dtype)
    for fn in (torch._foreach_addcmul, torch._foreach_addcdiv):
        check(fn, a, t1, t2, **kw)
        check(fn, a, t1, t2, 0.5, **kw)
        check(fn, a, t1, t2, [0.5, -1.0, 2.0], **kw)
        run_inplace(getattr(torch, fn.__name__ + "_"), a, t1, t2, 0.25)


@pytest.mark.modes("compiled", reason="eager: our kernel refuses the CPU scalars tensor PyTorch requires: "
                   "'aten::_foreach_addcmul.Tensor: Expected all tensors to be on the same device, but found at least "
                   "two devices, tpu:0 and cpu!'")
@pytest.mark.skipif(tuple(int(v) for v in torch.__version__.split(".")[:2]) < (2, 15),
                    reason="torch 2.14's Dynamo fakes the CPU scalars tensor on the meta device: "
                    "'Expected scalars to be on CPU, got meta instead' (fixed in 2.15)")
@pytest.mark.parametrize("dtype", FLOATS)
def test_addcmul_addcdiv_scalars_tensor(dtype):
    # The scalars stay on the CPU, as PyTorch requires ("Expected scalars to be on CPU").
    scalars = torch.tensor([0.5, -1.0, 2.0])
    for fn in (torch._foreach_addcmul, torch._foreach_addcdiv):
        check(lambda x, y, z: fn(x, y, z, scalars), tl(dtype), tl(dtype, seed=1), tl(dtype, seed=2, lo=0.5, hi=2),
              **tol(dtype))


@pytest.mark.parametrize("dtype", FLOATS)
def test_lerp(dtype):
    a, b = tl(dtype), tl(dtype, seed=1)
    w = tl(dtype, seed=2, lo=0, hi=1)
    kw = tol(dtype)
    check(torch._foreach_lerp, a, b, 0.3, **kw)
    check(torch._foreach_lerp, a, b, w, **kw)
    check(torch._foreach_lerp, a, b, [0.25, 0.5, 1.0], **kw)  # ScalarList: a weight per tensor
    run_inplace(torch._foreach_lerp_, a, b, 0.9)


@pytest.mark.parametrize("alpha", [1, 2])
def test_add_of_a_tensor_to_each(alpha):
    # aten::_foreach_add.Tensor (one 0-d tensor added to every element): torch._foreach_add reads
    # such a tensor with .item() first, so the overload is reached through torch.ops.
    check(lambda a, t: torch.ops.aten._foreach_add.Tensor(a, t, alpha=alpha), tl(), torch.tensor(1.5))


UNARY = ["abs", "acos", "asin", "atan", "ceil", "cos", "cosh", "erf", "erfc", "exp", "expm1", "floor", "frac",
         "lgamma", "log", "log10", "log1p", "log2", "neg", "reciprocal", "round", "rsqrt", "sigmoid", "sign", "sin",
         "sinh", "sqrt", "tan", "tanh", "trunc"]


@pytest.mark.parametrize("name", UNARY)
def test_unary(name):
    lo, hi = (0.1, 0.9) if name in ("acos", "asin", "log", "log10", "log2", "rsqrt", "sqrt", "lgamma", "reciprocal") else (-0.9, 0.9)
    a = tl(torch.float32, lo=lo, hi=hi)
    check(getattr(torch, f"_foreach_{name}"), a, atol=1e-5, rtol=1e-5)
    run_inplace(getattr(torch, f"_foreach_{name}_"), a)
    check(getattr(torch, f"_foreach_{name}"), tl(torch.bfloat16, lo=lo, hi=hi), atol=2e-2, rtol=2e-2)


def test_unary_int():
    a = tl(torch.int64)
    for name in ("abs", "neg", "sign", "floor"):
        check(getattr(torch, f"_foreach_{name}"), a)
    check(torch._foreach_sqrt, [t.abs() for t in a])  # promotes to float


@pytest.mark.parametrize("dtype", FLOATS + [torch.int64])
def test_max_min_clamp_pow(dtype):
    a, b = tl(dtype), tl(dtype, seed=1)
    kw = tol(dtype)
    for fn in (torch._foreach_maximum, torch._foreach_minimum, torch._foreach_clamp_min, torch._foreach_clamp_max):
        check(fn, a, b, **kw)
        check(fn, a, 0, **kw)
        check(fn, a, [0, 1, -1], **kw)
    if dtype.is_floating_point:
        p = tl(dtype, lo=0.5, hi=2)
        check(torch._foreach_pow, p, 2.0, **kw)
        check(torch._foreach_pow, p, b, **kw)
        check(torch._foreach_pow, p, [2, 0.5, 3], **kw)
        check(torch._foreach_pow, 2.0, b, **kw)
    run_inplace(torch._foreach_maximum_, a, b)
    run_inplace(torch._foreach_clamp_min_, a, 0)


@pytest.mark.modes("eager", reason="asserts eager foreach ops write the inputs' own storages")
def test_zero_copy():
    a = tl(torch.float32)
    run_inplace(torch._foreach_zero_, a)
    run_inplace(torch._foreach_copy_, a, tl(torch.float32, seed=1))
    # copy converts dtypes like copy_
    run_inplace(torch._foreach_copy_, a, tl(torch.bfloat16, seed=1))
    ints = tl(torch.int32)
    run_inplace(torch._foreach_zero_, ints)


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("ord", [2, 1, 3, float("inf"), 0])
def test_norm(ord, dtype):
    a = tl(dtype, shapes=((5,), (3, 4), (), (2, 2, 2)))
    check(lambda x: torch._foreach_norm(x, ord), a, **tol(dtype))


def test_norm_dtype_and_grad_clip():
    a = tl(torch.bfloat16)
    check(lambda x: torch._foreach_norm(x, 2, dtype=torch.float32), a, atol=1e-2, rtol=1e-2)
    torch.manual_seed(0)
    ps = [torch.randn(4, 3), torch.randn(3)]
    gs = [torch.randn(4, 3) * 10, torch.randn(3) * 10]

    def clip(params, grads, foreach):
        ps2 = [p.clone().requires_grad_() for p in params]
        for p, g in zip(ps2, grads):
            p.grad = g.clone()
        n = torch.nn.utils.clip_grad_norm_(ps2, 1.0, foreach=foreach)
        return [n] + [p.grad for p in ps2]

    for foreach in (True, False):
        want = clip(ps, gs, foreach)
        got = clip([p.to(DEV) for p in ps], [g.to(DEV) for g in gs], foreach)
        for w, g in zip(want, got):
            torch.testing.assert_close(g.cpu(), w, atol=1e-5, rtol=1e-5)


def test_max():
    for dtype in FLOATS + [torch.int64]:
        check(torch.ops.aten._foreach_max, tl(dtype, shapes=((5,), (3, 4))))
