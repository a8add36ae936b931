import time

import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from helpers import EAGER_ERRORS, DEV, check


def r(*shape, dtype=torch.float32, grad=True):
    return torch.randn(*shape).to(dtype).requires_grad_(grad)


TOL = dict(atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize(
    "x,w,kw",
    [
        ((2, 3, 8, 8), (4, 3, 3, 3), dict(padding=1)),
        ((2, 3, 9, 7), (4, 3, 3, 2), dict(stride=2)),
        ((2, 3, 9, 9), (4, 3, 3, 3), dict(stride=(2, 1), padding=(1, 2), dilation=(2, 1))),
        ((2, 4, 7, 7), (6, 2, 3, 3), dict(groups=2, padding=1)),
        ((1, 4, 6, 6), (4, 1, 3, 3), dict(groups=4, stride=2, padding=1)),  # depthwise
        ((3, 2, 5, 5), (3, 2, 1, 1), dict()),
        ((2, 3, 8, 8), (4, 3, 3, 3), dict(padding="same", dilation=2)),
    ],
)
@pytest.mark.parametrize("bias", [True, False])
def test_conv2d(x, w, kw, bias):
    b = r(w[0]) if bias else None
    check(lambda x, w, b: F.conv2d(x, w, b, **kw), r(*x), r(*w), b, grad=True, **TOL)


def test_conv2d_input_only_and_weight_only_grads():
    check(lambda x, w: F.conv2d(x, w, padding=1), r(2, 3, 6, 6), r(4, 3, 3, 3, grad=False), grad=True, **TOL)
    check(lambda x, w: F.conv2d(x, w, stride=2), r(2, 3, 6, 6, grad=False), r(4, 3, 3, 3), grad=True, **TOL)


@pytest.mark.parametrize(
    "x,w,kw",
    [
        ((2, 3, 10), (4, 3, 3), dict(padding=1)),
        ((2, 4, 11), (6, 2, 4), dict(stride=3, dilation=2, groups=2)),
    ],
)
def test_conv1d(x, w, kw):
    check(lambda x, w, b: F.conv1d(x, w, b, **kw), r(*x), r(*w), r(w[0]), grad=True, **TOL)


def test_conv3d():
    check(lambda x, w, b: F.conv3d(x, w, b, stride=(1, 2, 1), padding=1), r(2, 2, 5, 6, 4), r(3, 2, 3, 3, 2), r(3), grad=True, **TOL)


@pytest.mark.parametrize(
    "x,w,kw",
    [
        ((2, 4, 5, 5), (4, 3, 3, 3), dict()),
        ((2, 4, 5, 5), (4, 3, 3, 3), dict(stride=2, padding=1, output_padding=1)),
        ((2, 4, 5, 6), (4, 2, 3, 2), dict(stride=(2, 3), padding=(1, 0), output_padding=(0, 2), groups=2)),
        ((1, 2, 4, 4), (2, 3, 3, 3), dict(stride=2, dilation=2, output_padding=1)),
    ],
)
def test_conv_transpose2d(x, w, kw):
    check(lambda x, w, b: F.conv_transpose2d(x, w, b, **kw), r(*x), r(*w), r(w[1] * kw.get("groups", 1)), grad=True, **TOL)


def test_conv_transpose1d_3d():
    check(lambda x, w: F.conv_transpose1d(x, w, stride=2, padding=1), r(2, 3, 7), r(3, 2, 3), grad=True, **TOL)
    check(lambda x, w: F.conv_transpose3d(x, w, stride=2), r(1, 2, 3, 3, 3), r(2, 2, 2, 2, 2), grad=True, **TOL)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_conv2d_half(dtype):
    check(lambda x, w, b: F.conv2d(x, w, b, padding=1), r(2, 8, 6, 6, dtype=dtype), r(4, 8, 3, 3, dtype=dtype), r(4, dtype=dtype), grad=True, atol=5e-2, rtol=2e-2)


@pytest.mark.modes("eager", reason="an optimizer step on module parameters; compiled training is tests/test_compile.py's")
def test_conv_module_training_step():
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(), torch.nn.Conv2d(8, 4, 3, stride=2))
    md = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(), torch.nn.Conv2d(8, 4, 3, stride=2)).to(DEV)
    md.load_state_dict(m.state_dict())
    x = torch.randn(4, 3, 12, 12)
    m(x).square().mean().backward()
    md(x.to(DEV)).square().mean().backward()
    for p, q in zip(m.parameters(), md.parameters()):
        torch.testing.assert_close(q.grad.cpu(), p.grad, atol=1e-5, rtol=1e-4)


@EAGER_ERRORS
def test_conv_errors_match_cpu():
    x, w = torch.randn(2, 5, 8, 8), torch.randn(4, 3, 3, 3)
    with pytest.raises(RuntimeError, match="expected input.* to have 3 channels, but got 5 channels instead"):
        F.conv2d(x, w)
    with pytest.raises(RuntimeError, match="expected input.* to have 3 channels, but got 5 channels instead"):
        F.conv2d(x.to(DEV), w.to(DEV))
    with pytest.raises(RuntimeError, match="should be the same"):
        F.conv2d(torch.randn(2, 3, 8, 8).to(DEV), w.double().to(DEV))


@pytest.mark.modes("eager", reason="times eager calls")
@pytest.mark.parametrize("shape", [((32, 3, 32, 32), 16), ((32, 16, 16, 16), 32)])
def test_weight_grad_is_fast(shape):
    """The weight gradient of a CNN-sized conv must not be the XLA CPU's slow path
    (hundreds of ms for the swapped-roles convolution)."""
    (n, c, h, w_), o = shape
    x = torch.randn(n, c, h, w_).to(DEV)
    w = torch.randn(o, c, 3, 3).to(DEV)
    gy = torch.randn(n, o, h, w_).to(DEV)

    def run():
        gw = torch.ops.aten.convolution_backward(gy, x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])[1]
        torch.tpu.synchronize() if hasattr(torch, "tpu") and hasattr(torch.tpu, "synchronize") else gw.cpu()
        return gw

    gw = run()  # compile
    t0 = time.perf_counter()
    for _ in range(3):
        gw = run()
    dt = (time.perf_counter() - t0) / 3
    want = torch.ops.aten.convolution_backward(gy.cpu(), x.cpu(), w.cpu(), None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])[1]
    torch.testing.assert_close(gw.cpu(), want, atol=1e-3, rtol=1e-4)
    assert dt < 0.2, f"weight gradient took {dt * 1e3:.0f} ms"
