import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

from helpers import EAGER_ERRORS, DEV, check, on_device, to_dev


def _tol(dtype):
    return dict(atol=1e-5, rtol=1e-4) if dtype == torch.float32 else dict(atol=5e-2, rtol=5e-2)


def _data(dtype, *shape, seed=3):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(*shape, generator=g) * 2 + 0.5).to(dtype)


@pytest.mark.bucketed(dim=0)
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("affine", [True, False])
def test_layer_norm(dtype, affine):
    x = _data(dtype, 4, 3, 8).requires_grad_()
    w = _data(dtype, 3, 8, seed=4).requires_grad_() if affine else None
    b = _data(dtype, 3, 8, seed=5).requires_grad_() if affine else None
    check(lambda t, ww, bb: F.layer_norm(t, (3, 8), ww, bb), x, w, b, grad=True, **_tol(dtype))
    check(lambda t: F.layer_norm(t, (8,), eps=1e-3), x, grad=True, **_tol(dtype))


def _stats_dtypes_as_declared(f, *args):
    """Norm statistics: PyTorch keeps them in the computation dtype (float32 for bf16/f16) on
    every device but the CPU, whose kernel casts them back to the input's; its fake kernels (what
    torch.compile traces with) declare the same. Values compare with the CPU's in float32; dtypes
    with what PyTorch declares for a non-CPU device (the meta device)."""
    got = f(*[a.to(DEV) for a in args])
    declared = f(*[a.to("meta") for a in args])
    assert [t.dtype for t in got] == [t.dtype for t in declared]
    check(lambda *a: [t.float() for t in f(*a)], *args, atol=2e-2, rtol=2e-2)


def test_native_layer_norm_stats_dtypes():
    x = _data(torch.bfloat16, 2, 5)
    w = torch.ones(5)
    _stats_dtypes_as_declared(lambda t: torch.native_layer_norm(t, [5], None, None, 1e-5), x)
    _stats_dtypes_as_declared(lambda t, ww: torch.native_layer_norm(t, [5], ww, ww, 1e-5), x, w)


@EAGER_ERRORS
def test_layer_norm_module_and_error():
    torch.manual_seed(0)
    m = nn.LayerNorm(6)
    with torch.no_grad():
        m.weight.normal_()
        m.bias.normal_()
    md = nn.LayerNorm(6).to(DEV)
    md.load_state_dict(m.state_dict())
    x = _data(torch.float32, 3, 4, 6)
    xc, xd = x.clone().requires_grad_(), to_dev(x).requires_grad_()
    yc, yd = m(xc), md(xd)
    torch.testing.assert_close(yd.cpu(), yc, atol=1e-5, rtol=1e-4)
    yc.pow(2).sum().backward()
    yd.pow(2).sum().backward()
    torch.testing.assert_close(xd.grad.cpu(), xc.grad, atol=1e-4, rtol=1e-4)
    torch.testing.assert_close(md.weight.grad.cpu(), m.weight.grad, atol=1e-4, rtol=1e-4)
    torch.testing.assert_close(md.bias.grad.cpu(), m.bias.grad, atol=1e-4, rtol=1e-4)
    with pytest.raises(RuntimeError, match="Given normalized_shape"):
        F.layer_norm(torch.ones(2, 3, device=DEV), (4,))


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("affine", [True, False])
def test_batch_norm_train_grad(dtype, affine):
    x = _data(dtype, 4, 3, 5, 2).requires_grad_()
    w = _data(torch.float32, 3, seed=6).requires_grad_() if affine else None
    b = _data(torch.float32, 3, seed=7).requires_grad_() if affine else None
    if dtype == torch.bfloat16 and affine:
        w, b = w.detach().bfloat16().requires_grad_(), b.detach().bfloat16().requires_grad_()
    check(lambda t, ww, bb: F.batch_norm(t, None, None, ww, bb, training=True), x, w, b, grad=True, **_tol(dtype))


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_batch_norm_eval_grad(dtype):
    x = _data(dtype, 4, 3, 5).requires_grad_()
    rm = _data(torch.float32, 3, seed=8)
    rv = _data(torch.float32, 3, seed=9).abs() + 0.5
    w = _data(torch.float32, 3, seed=6).requires_grad_()
    b = _data(torch.float32, 3, seed=7).requires_grad_()
    check(lambda t, m, v, ww, bb: F.batch_norm(t, m, v, ww, bb, training=False), x, rm, rv, w, b, grad=True, **_tol(dtype))


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_batch_norm_running_stats_update(dtype):
    rm_c, rv_c = torch.zeros(3), torch.ones(3)
    rm_d, rv_d = rm_c.to(DEV), rv_c.to(DEV)
    for step in range(4):
        x = _data(dtype, 6, 3, 4, seed=10 + step)
        yc = F.batch_norm(x, rm_c, rv_c, training=True, momentum=0.2)
        yd = on_device(lambda t, m, v: F.batch_norm(t, m, v, training=True, momentum=0.2))(to_dev(x), rm_d, rv_d)
        torch.testing.assert_close(yd.cpu(), yc, **_tol(dtype))
    torch.testing.assert_close(rm_d.cpu(), rm_c, atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(rv_d.cpu(), rv_c, atol=1e-5, rtol=1e-4)
    # Evaluation leaves the running stats alone.
    x = _data(dtype, 6, 3, 4, seed=20)
    torch.testing.assert_close(F.batch_norm(to_dev(x), rm_d, rv_d, training=False).cpu(), F.batch_norm(x, rm_c, rv_c, training=False), **_tol(dtype))
    torch.testing.assert_close(rm_d.cpu(), rm_c, atol=1e-5, rtol=1e-4)


@pytest.mark.modes("eager", reason="optimizer steps on a module; compiled training is tests/test_compile.py's")
def test_batchnorm2d_module_steps():
    torch.manual_seed(0)
    m = nn.BatchNorm2d(4, momentum=0.3)
    with torch.no_grad():
        m.weight.normal_()
        m.bias.normal_()
    md = nn.BatchNorm2d(4, momentum=0.3).to(DEV)
    md.load_state_dict(m.state_dict())
    for step in range(3):
        x = _data(torch.float32, 5, 4, 3, 3, seed=30 + step)
        xc, xd = x.clone().requires_grad_(), to_dev(x).requires_grad_()
        yc, yd = m(xc), md(xd)
        torch.testing.assert_close(yd.cpu(), yc, atol=1e-5, rtol=1e-4)
        (yc * yc).sum().backward()
        (yd * yd).sum().backward()
        torch.testing.assert_close(xd.grad.cpu(), xc.grad, atol=1e-4, rtol=1e-4)
    for k in ("running_mean", "running_var", "num_batches_tracked"):
        torch.testing.assert_close(md.state_dict()[k].cpu(), m.state_dict()[k], atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(md.weight.grad.cpu(), m.weight.grad, atol=1e-4, rtol=1e-4)
    torch.testing.assert_close(md.bias.grad.cpu(), m.bias.grad, atol=1e-4, rtol=1e-4)
    m.eval()
    md.eval()
    x = _data(torch.float32, 2, 4, 3, 3, seed=40)
    torch.testing.assert_close(md(to_dev(x)).cpu(), m(x), atol=1e-5, rtol=1e-4)


def test_batch_norm_aten_variants():
    aten = torch.ops.aten
    x = _data(torch.float32, 4, 3, 5)
    rm, rv = _data(torch.float32, 3, seed=8), _data(torch.float32, 3, seed=9).abs() + 0.5
    check(lambda t, m, v: aten._native_batch_norm_legit_functional(t, None, None, m, v, True, 0.1, 1e-5), x, rm, rv)
    check(lambda t, m, v: aten._native_batch_norm_legit_no_training(t, None, None, m, v, 0.1, 1e-5), x, rm, rv)
    check(lambda t: aten._native_batch_norm_legit(t, None, None, True, 0.1, 1e-5), x)

    def legit(t, m, v):
        m, v = m.clone(), v.clone()
        out = aten._native_batch_norm_legit(t, None, None, m, v, True, 0.1, 1e-5)
        return (*out, m, v)

    check(legit, x, rm, rv)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_group_norm(dtype):
    x = _data(dtype, 2, 6, 4, 3).requires_grad_()
    w = _data(dtype, 6, seed=11).requires_grad_()
    b = _data(dtype, 6, seed=12).requires_grad_()
    check(lambda t, ww, bb: F.group_norm(t, 3, ww, bb), x, w, b, grad=True, **_tol(dtype))
    check(lambda t: F.group_norm(t, 2), x, grad=True, **_tol(dtype))
    m = nn.GroupNorm(2, 6)
    check(lambda t: torch.native_group_norm(t, None, None, 2, 6, 12, 3, 1e-5), x.detach(), **_tol(dtype))


def test_batch_norm_with_update_writes_running_stats():
    x, w, b = torch.randn(4, 3, 5), torch.randn(3), torch.randn(3)
    rm, rv = torch.randn(3), torch.rand(3) + 0.5
    cpu = [rm.clone(), rv.clone()]
    dev = [rm.clone().to("tpu"), rv.clone().to("tpu")]
    want = torch.ops.aten._batch_norm_with_update(x, w, b, *cpu, 0.1, 1e-5)
    got = torch.ops.aten._batch_norm_with_update(x.to("tpu"), w.to("tpu"), b.to("tpu"), *dev, 0.1, 1e-5)
    for g, c in zip(got, want):
        torch.testing.assert_close(g.cpu(), c)
    for g, c in zip(dev, cpu):
        torch.testing.assert_close(g.cpu(), c)
    xs = [t.clone().requires_grad_() for t in (x, w, b)]
    check(lambda x, w, b: torch.ops.aten._batch_norm_with_update(x, w, b, torch.zeros(3, device=x.device), torch.ones(3, device=x.device), 0.1, 1e-5)[0], *xs, grad=True, atol=1e-5, rtol=1e-4)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_batch_norm_saved_stats_dtypes(dtype):
    x = torch.randn(4, 3, dtype=dtype)
    p = torch.randn(3, dtype=dtype)
    _stats_dtypes_as_declared(lambda x, p: torch.native_batch_norm(x, p, p, torch.zeros(3, dtype=dtype, device=x.device),
                                                                   torch.ones(3, dtype=dtype, device=x.device), True, 0.1, 1e-5), x, p)

@pytest.mark.parametrize("x,w,rm", [
    (torch.bfloat16, torch.bfloat16, torch.float32),  # the first parameter sets the type: bf16
    (torch.float32, torch.bfloat16, torch.bfloat16),  # "mixed", but not float32 parameters
    (torch.float16, torch.float16, torch.float32),
    (torch.bfloat16, torch.float32, torch.float32),  # allowed: reduced input, float32 parameters
    (torch.float16, torch.float16, torch.float16),
])
@EAGER_ERRORS
@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_parameter_dtypes_as_the_cpu(x, w, rm, training):
    # The CPU rejects mixed parameter dtypes it has no kernel for; so must the device (found by
    # tools/fuzz.py: the device computed a result).
    inp = torch.randn(2, 3, 4).to(x)
    args = [torch.rand(3).to(rm), torch.rand(3).to(rm) + 0.5, torch.rand(3).to(w)]
    try:
        want = F.batch_norm(inp, *[a.clone() for a in args], training=training)
    except RuntimeError as e:
        with pytest.raises(RuntimeError, match=str(e).split("\n")[0].replace("(", r"\(").replace(")", r"\)")):
            F.batch_norm(inp.to(DEV), *[a.to(DEV) for a in args], training=training)
        return
    got = on_device(lambda *a: F.batch_norm(*a, training=training))(inp.to(DEV), *[a.to(DEV) for a in args])
    torch.testing.assert_close(got.cpu(), want, atol=2e-2, rtol=2e-2)
