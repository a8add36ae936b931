import pytest
import torch
import torch.nn.functional as F

from helpers import EAGER_ERRORS, DEV, check, on_device


def r(*shape, dtype=torch.float32, grad=True):
    return torch.randn(*shape).to(dtype).requires_grad_(grad)


@pytest.mark.parametrize(
    "shape,kw",
    [
        ((2, 3, 8, 8), dict(kernel_size=2)),
        ((2, 3, 9, 7), dict(kernel_size=3, stride=2, padding=1)),
        ((1, 2, 9, 9), dict(kernel_size=(3, 2), stride=(2, 1), dilation=(2, 1))),
        ((2, 5, 5), dict(kernel_size=2, stride=2, ceil_mode=True)),
        ((1, 1, 4, 4), dict(kernel_size=2, stride=2, padding=1, ceil_mode=True)),
    ],
)
def test_max_pool2d(shape, kw):
    check(lambda x: F.max_pool2d(x, return_indices=True, **kw), r(*shape), grad=True)


def test_max_pool_ties_and_nan():
    # Equal values: the first maximum's index, like CPU; NaN wins its window.
    x = torch.tensor([[[[1.0, 1.0, 2.0, 2.0], [1.0, 1.0, 2.0, 2.0], [0.0, float("nan"), 3.0, 3.0], [0.0, 0.0, 3.0, -1.0]]]])
    check(lambda x: F.max_pool2d(x, 2, return_indices=True), x)
    check(lambda x: F.max_pool2d(x, 3, stride=1, padding=1, return_indices=True), torch.full((1, 1, 3, 3), float("-inf")))


def test_max_pool1d_3d_and_bf16():
    check(lambda x: F.max_pool1d(x, 3, stride=2, padding=1, return_indices=True), r(2, 3, 10), grad=True)
    check(lambda x: F.max_pool3d(x, 2, return_indices=True), r(1, 2, 4, 4, 6), grad=True)
    check(lambda x: F.max_pool2d(x, 2), r(2, 3, 6, 6, dtype=torch.bfloat16), grad=True)


@pytest.mark.parametrize(
    "shape,kw",
    [
        ((2, 3, 8, 8), dict(kernel_size=2)),
        ((2, 3, 9, 7), dict(kernel_size=3, stride=2, padding=1)),
        ((2, 3, 9, 7), dict(kernel_size=3, stride=2, padding=1, count_include_pad=False)),
        ((1, 2, 5, 5), dict(kernel_size=2, stride=2, padding=1, ceil_mode=True)),
        ((1, 2, 5, 5), dict(kernel_size=2, stride=2, padding=1, ceil_mode=True, count_include_pad=False)),
        ((2, 6, 7), dict(kernel_size=(3, 2), stride=(1, 2), divisor_override=5)),
    ],
)
def test_avg_pool2d(shape, kw):
    check(lambda x: F.avg_pool2d(x, **kw), r(*shape), grad=True)


def test_avg_pool1d_3d_and_half():
    check(lambda x: F.avg_pool1d(x, 3, stride=2, padding=1, count_include_pad=False), r(2, 3, 10), grad=True)
    check(lambda x: F.avg_pool3d(x, 2, stride=(1, 2, 2), ceil_mode=True), r(1, 2, 5, 4, 5), grad=True)
    check(lambda x: F.avg_pool2d(x, 3, padding=1, stride=1), r(2, 3, 6, 6, dtype=torch.bfloat16), grad=True, atol=2e-2, rtol=2e-2)


@pytest.mark.parametrize("shape,out", [((2, 3, 8, 8), (4, 4)), ((2, 3, 7, 5), (3, 2)), ((3, 10, 9), (4, 7)), ((1, 2, 5, 5), (5, 5))])
def test_adaptive_avg_pool2d(shape, out):
    check(lambda x: F.adaptive_avg_pool2d(x, out), r(*shape), grad=True, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("out", [(8, 1), (2, 1), (3, 2), (1, 1), (5, 3)])
def test_adaptive_avg_pool_keeps_nan_and_infinities_in_their_windows(out):
    # Fuzz finding 407241244ff7: atanh made a NaN in one row and the device's pooled every
    # output row NaN (the window sums were contractions with 0/1 matrices: 0 * NaN = NaN).
    x = torch.tensor([[[[1.0, float("inf")], [2.0, float("-inf")], [float("nan"), 4.0], [0.5, -0.5]]]])
    f = lambda t: F.adaptive_avg_pool2d(t, out)  # noqa: E731
    torch.testing.assert_close(on_device(f)(x.to(DEV)).cpu(), f(x), equal_nan=True)
    # The gradient flows back only into each output's window too.
    gout = torch.randn(1, 1, *out)
    gout.view(-1)[0] = float("nan")
    want = torch.ops.aten._adaptive_avg_pool2d_backward(gout, x)
    got = on_device(torch.ops.aten._adaptive_avg_pool2d_backward)(gout.to(DEV), x.to(DEV)).cpu()
    torch.testing.assert_close(got, want, equal_nan=True)


def test_adaptive_avg_pool3d():
    check(lambda x: F.adaptive_avg_pool3d(x, (2, 3, 2)), r(1, 2, 5, 6, 3), grad=True, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("shape,out", [((2, 3, 8, 8), (4, 4)), ((2, 3, 7, 5), (3, 2)), ((3, 10, 9), (4, 7))])
def test_adaptive_max_pool2d(shape, out):
    check(lambda x: F.adaptive_max_pool2d(x, out, return_indices=True), r(*shape), grad=True)


@pytest.mark.modes("eager", reason="optimizer steps on a module; compiled training is tests/test_compile.py's")
def test_pool_module_training_step():
    torch.manual_seed(0)
    layers = lambda: torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3, padding=1), torch.nn.MaxPool2d(2), torch.nn.AvgPool2d(2), torch.nn.AdaptiveAvgPool2d((2, 2)))
    m = layers()
    md = layers().to(DEV)
    md.load_state_dict(m.state_dict())
    x = torch.randn(2, 3, 16, 16)
    m(x).square().sum().backward()
    md(x.to(DEV)).square().sum().backward()
    for p, q in zip(m.parameters(), md.parameters()):
        torch.testing.assert_close(q.grad.cpu(), p.grad, atol=1e-4, rtol=1e-4)


@EAGER_ERRORS
def test_pool_errors_match_cpu():
    x = torch.randn(1, 1, 4, 4)
    for t in (x, x.to(DEV)):
        with pytest.raises(RuntimeError, match="pad should be at most half of effective kernel size"):
            F.max_pool2d(t, 2, padding=2)
        with pytest.raises(RuntimeError, match="pad should be at most half of effective kernel size"):
            F.avg_pool2d(t, 2, padding=2)
        with pytest.raises(RuntimeError, match="Output size is too small"):
            F.max_pool2d(t, 5)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_max_unpool(k):
    pool = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}[k]
    unpool = {1: F.max_unpool1d, 2: F.max_unpool2d, 3: F.max_unpool3d}[k]
    x = torch.randn((2, 3) + (6,) * k)
    y, i = pool(x, 2, return_indices=True)
    check(lambda y, i: unpool(y, i, 2), y.requires_grad_(), i, grad=True)
    check(lambda y, i: unpool(y, i, 2, output_size=(7,) * k), y, i, grad=True)


@pytest.mark.parametrize("d,shape,k,out", [
    (2, (2, 3, 7, 9), (2, 3), (4, 5)),
    (2, (3, 7, 9), (3, 2), (3, 6)),
    (2, (1, 2, 8, 8), (2, 2), (1, 7)),
    (3, (2, 2, 5, 6, 7), (2, 2, 3), (3, 4, 3)),
    (3, (2, 4, 5, 6), (2, 3, 2), (2, 2, 4)),
])
def test_fractional_max_pool(d, shape, k, out):
    # The samples fix the windows, so values, indices and gradients compare exactly with the CPU.
    x = torch.randn(shape)
    n, c = (shape[0], shape[1]) if len(shape) == d + 2 else (1, shape[0])
    s = torch.rand(n, c, d)
    pool = F.fractional_max_pool2d if d == 2 else F.fractional_max_pool3d
    check(lambda t: pool(t, k, output_size=out, return_indices=True, _random_samples=s.to(t.device)), x.requires_grad_(), grad=True)


def test_fractional_max_pool_ties_nan_and_random_samples():
    x = torch.randn(1, 2, 6, 6)
    x[0, 0, :2, :2] = float("nan")
    x[0, 1] = 1.0  # ties: the first largest in the window wins
    s = torch.rand(1, 2, 2)
    check(lambda t: F.fractional_max_pool2d(t, 2, output_size=3, return_indices=True, _random_samples=s.to(t.device)), x)
    check(lambda t: F.fractional_max_pool2d(t.double(), 2, output_size=3, return_indices=True, _random_samples=s.double().to(t.device)), x)
    # Drawn on the device: each output is its window's maximum (the windows are random).
    y, i = F.fractional_max_pool2d(torch.randn(2, 3, 10, 10, device=DEV), 3, output_ratio=(0.5, 0.5), return_indices=True)
    assert y.shape == (2, 3, 5, 5) and i.dtype == torch.int64 and y.device.type == DEV


@EAGER_ERRORS
def test_fractional_max_pool_too_large_raises():
    with pytest.raises(RuntimeError, match="pool width 4 too large relative to input width 5"):
        torch.ops.aten.fractional_max_pool2d(torch.randn(1, 1, 6, 5, device=DEV), [3, 4], [3, 3], torch.rand(1, 1, 2, device=DEV))
    with pytest.raises(RuntimeError, match="pool time 2 too large relative to input time 4"):
        torch.ops.aten.fractional_max_pool3d(torch.randn(1, 1, 4, 6, 5, device=DEV), [2, 2, 2], [3, 3, 3], torch.rand(1, 1, 3, device=DEV))
