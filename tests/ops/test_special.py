import pytest
import torch
import torch.nn.functional as F

from helpers import check


def test_elementwise_specials():
    x = torch.tensor([-3.0, -0.5, 0.0, 0.3, 1.0, 4.0, float("nan")])
    check(torch.angle, x)
    check(torch.special.entr, x)
    check(torch.special.log_ndtr, torch.linspace(-30, 6, 50), atol=1e-4, rtol=1e-4)
    check(torch.special.erfcx, torch.linspace(-3, 30, 60), atol=1e-5, rtol=1e-4)
    check(torch.special.ndtri, torch.tensor([0.0, 0.01, 0.3, 0.5, 0.9, 1.0]), atol=1e-5, rtol=1e-4)
    check(torch.special.xlog1py, torch.tensor([0.0, 1.0, 2.0, 0.0]), torch.tensor([-1.0, 0.5, float("nan"), float("nan")]))


def test_glu_shuffle_isin_frexp_renorm():
    x = torch.randn(4, 6, 6)
    check(F.glu, x.requires_grad_(), grad=True)
    check(lambda t: F.glu(t, 1), x.detach())
    check(lambda t: F.channel_shuffle(t, 3), torch.randn(2, 6, 3, 3))
    check(torch.isin, torch.tensor([1, 4, 7, 2]), torch.tensor([2, 7]))
    check(lambda a, b: torch.isin(a, b, invert=True), torch.tensor([1, 4, 7, 2]), torch.tensor([2, 7]))
    # aten::isin.Tensor_Scalar and isin.Scalar_Tensor: one side a number.
    check(lambda a: torch.isin(a, 4), torch.tensor([1, 4, 7, 4]))
    check(lambda b: torch.isin(7, b, invert=True), torch.tensor([2, 7]))
    check(torch.frexp, torch.tensor([0.0, -0.0, 1.0, -3.5, 1e-30, 1e30, float("inf"), -float("inf"), float("nan"), 0.15625]))
    # Subnormals (XLA's CPU float ops flush them, so frexp works on the bits).
    sub = torch.tensor([1, 2, 3, 7, 127, 0x7FFFFF, 0x400000], dtype=torch.int32).view(torch.float32)
    check(torch.frexp, torch.cat([sub, -sub, torch.tensor([1.1754944e-38, 3.4028235e38])]))
    check(torch.frexp, torch.tensor([1, 2, 0x7F, 0x40, 0x80], dtype=torch.int16).view(torch.bfloat16))
    check(torch.frexp, torch.tensor([1e-7, 6e-5, 65504.0, 0.0], dtype=torch.float16))
    check(lambda t: torch.renorm(t, 2, 0, 1.0), torch.randn(4, 3) * 3)
    check(lambda t: torch.renorm(t, 1, 1, 0.5), torch.randn(4, 3))


@pytest.mark.parametrize("mode", ["nearest", "nearest-exact"])
def test_nearest_upsampling(mode):
    check(lambda t: F.interpolate(t, size=7, mode=mode), torch.randn(2, 3, 5).requires_grad_(), grad=True)
    check(lambda t: F.interpolate(t, scale_factor=2, mode=mode), torch.randn(2, 3, 4, 5).requires_grad_(), grad=True)
    check(lambda t: F.interpolate(t, size=(3, 9), mode=mode), torch.randn(1, 2, 4, 5).requires_grad_(), grad=True)
    check(lambda t: F.interpolate(t, scale_factor=1.7, mode=mode), torch.randn(1, 2, 3, 4, 5))


@pytest.mark.parametrize("align", [False, True])
def test_linear_upsampling(align):
    check(lambda t: F.interpolate(t, size=9, mode="linear", align_corners=align), torch.randn(2, 3, 5).requires_grad_(),
          grad=True, atol=1e-5, rtol=1e-4)
    check(lambda t: F.interpolate(t, scale_factor=2.5, mode="bilinear", align_corners=align), torch.randn(2, 3, 4, 5).requires_grad_(),
          grad=True, atol=1e-5, rtol=1e-4)
    check(lambda t: F.interpolate(t, size=(3, 2), mode="bilinear", align_corners=align), torch.randn(1, 2, 6, 7).requires_grad_(),
          grad=True, atol=1e-5, rtol=1e-4)
    check(lambda t: F.interpolate(t, size=(3, 4, 5), mode="trilinear", align_corners=align), torch.randn(1, 2, 2, 3, 4),
          atol=1e-5, rtol=1e-4)


def test_unfold_and_zero_tensor_grads():
    check(lambda t: F.unfold(t, kernel_size=(2, 3), dilation=(1, 2), padding=1, stride=(2, 1)), torch.randn(2, 3, 5, 6))
    check(lambda t: F.unfold(t, kernel_size=2), torch.randn(3, 4, 4))
    # sgn's backward builds its zero gradient with _efficientzerotensor
    check(torch.sgn, torch.randn(5).requires_grad_(), grad=True)


@pytest.mark.parametrize("fn", [torch.i0, torch.special.i0e, torch.special.i1, torch.special.i1e, torch.special.modified_bessel_i0, torch.special.modified_bessel_i1])
def test_modified_bessel_first_kind(fn):
    # Both sides of the switch from the series to the large-argument expansion, and past overflow.
    x = torch.cat([torch.linspace(-100, 100, 2001), torch.tensor([0.0, -0.0, float("inf"), -float("inf"), float("nan"), 11.99, 12.0, 12.01])])
    check(fn, x)
    check(fn, x.double())
    t = torch.linspace(-20, 20, 41, requires_grad=True)
    if fn(t).requires_grad:  # special.modified_bessel_i0/i1 have a derivative from torch 2.15 on
        check(fn, t, grad=True)
    check(fn, torch.arange(-5, 6))


BESSEL_AND_AIRY = [
    torch.special.bessel_j0, torch.special.bessel_j1, torch.special.bessel_y0, torch.special.bessel_y1,
    torch.special.modified_bessel_k0, torch.special.modified_bessel_k1,
    torch.special.scaled_modified_bessel_k0, torch.special.scaled_modified_bessel_k1,
    torch.special.spherical_bessel_j0, torch.special.airy_ai,
]


@pytest.mark.parametrize("fn", BESSEL_AND_AIRY, ids=lambda f: f.__name__)
def test_bessel_second_kind_and_airy(fn):
    # Both sides of every branch switch (J/Y at 5, K at 2, spherical J0 at 1/2, Ai at ±2.09 and
    # 103.892), the zeros of J0 and J1, the poles and the domain edges at 0, ±inf and NaN.
    edges = [0.0, -0.0, 1e-6, 1e-5, 0.49, 0.5, 0.51, 1.99, 2.0, 2.01, 2.404825, 3.831706, 4.99, 5.0, 5.01,
             -2.0899, -2.09, -2.0901, 2.0899, 2.09, 2.0901, 8.32, 8.33, 103.8, 104.0, 200.0,
             float("inf"), -float("inf"), float("nan")]
    x = torch.cat([torch.linspace(-30, 30, 1201), torch.tensor(edges), -torch.tensor(edges)])
    check(fn, x)
    check(fn, x.double())
    check(fn, torch.arange(-6, 7))
    check(fn, torch.tensor([True, False]))
    t = torch.linspace(0.05, 25, 80, requires_grad=True)
    if fn(t).requires_grad:  # J0, J1, Y0, Y1, K0, K1 have derivatives in torch 2.15
        check(fn, t, grad=True)


def test_hypot_digamma_polygamma_edges():
    big = 3.4028e38
    a = torch.tensor([big, 1.0, big, -big, 1.0, float("inf"), -float("inf"), 0.0, 3.0, 1e-30])
    b = torch.tensor([1.0, big, big, 1.0, -big, float("nan"), float("nan"), 0.0, 4.0, 1e-30])
    check(torch.hypot, a, b)
    check(torch.digamma, torch.tensor([0.0, -0.0, 1.0, -1.0, -2.5, 3.0]))
    check(torch.digamma, torch.arange(-3, 4))
    x = torch.linspace(-8.65, 8.65, 59, requires_grad=True)  # clear of the poles
    for n in (1, 2, 3):
        check(lambda t: torch.polygamma(n, t), x, grad=True, rtol=1e-4, atol=1e-4)
