import pytest
import torch

from helpers import DEV, check

S = torch.special
POLYS = [
    S.chebyshev_polynomial_t, S.chebyshev_polynomial_u, S.chebyshev_polynomial_v, S.chebyshev_polynomial_w,
    S.shifted_chebyshev_polynomial_t, S.shifted_chebyshev_polynomial_u,
    S.shifted_chebyshev_polynomial_v, S.shifted_chebyshev_polynomial_w,
    S.hermite_polynomial_h, S.hermite_polynomial_he, S.laguerre_polynomial_l, S.legendre_polynomial_p,
]
NAN, INF = float("nan"), float("inf")
# Both ends of each interval ([-1, 1] and the shifted [0, 1]), inside and outside, NaN and infinities.
XS = [-2.5, -1.0, -0.7, -0.3, 0.0, 0.25, 0.5, 0.9, 1.0, 1.5, 3.0, NAN, INF, -INF]
# Negative degrees, 0 and 1, both sides of PyTorch's switches to the trigonometric forms (4, 6, 8), and 50.
NS = [-3, -1, 0, 1, 2, 3, 5, 7, 9, 12, 50]


def grid(dtype):
    return torch.tensor(XS, dtype=dtype)[:, None], torch.tensor(NS)[None, :]


@pytest.mark.parametrize("fn", POLYS, ids=lambda f: f.__name__)
def test_polynomial_grid_float64(fn):
    x, n = grid(torch.float64)
    check(fn, x, n, atol=1e-8, rtol=1e-7)


@pytest.mark.parametrize("fn", POLYS, ids=lambda f: f.__name__)
def test_polynomial_float32_degrees_as_floats(fn):
    # Moderate arguments keep float32 away from overflow; a float degree is truncated,
    # and one that is NaN, infinite or past int64 counts as negative.
    x = torch.tensor([-1.2, -1.0, -0.6, 0.0, 0.1, 0.5, 0.8, 1.0, 1.1, NAN])[:, None]
    n = torch.tensor([-0.5, 0.0, 0.9, 1.0, 2.7, 4.0, 6.0, 7.0, 9.5, 20.0, NAN, INF, -INF, 1e30])[None, :]
    check(fn, x, n, atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("fn", POLYS, ids=lambda f: f.__name__)
def test_polynomial_scalars_and_promotion(fn):
    x = torch.linspace(-1.3, 1.3, 11)
    check(lambda t: fn(t, 5), x, atol=1e-4, rtol=1e-4)
    check(lambda t: fn(t, 9), x.double(), atol=1e-8, rtol=1e-7)
    check(lambda m: fn(0.3, m), torch.arange(-1, 12))
    # Integer arguments give the default float dtype; float64 degrees promote the result.
    check(fn, torch.tensor([-2, -1, 0, 1, 2]), torch.tensor([3, 0, 4, 1, 2]))
    check(fn, x, torch.full((11,), 3.0, dtype=torch.float64), atol=1e-8, rtol=1e-7)


@pytest.mark.modes("eager", reason="out= into a live device tensor and the eager result's requires_grad")
def test_polynomial_out_and_no_gradient():
    x = torch.linspace(-0.9, 0.9, 7, requires_grad=True)
    want = S.legendre_polynomial_p(x, 4)
    got = S.legendre_polynomial_p(x.detach().to(DEV).requires_grad_(), 4)
    # PyTorch marks these not differentiable: the result does not require grad.
    assert got.requires_grad == want.requires_grad
    out = torch.empty(7, device=DEV)
    S.chebyshev_polynomial_u(x.detach().to(DEV), 10, out=out)
    torch.testing.assert_close(out.cpu(), S.chebyshev_polynomial_u(x.detach(), 10), atol=1e-5, rtol=1e-5)


def test_polynomial_limits():
    # Hermite past its degree limit (128 in float32, 512 in float64) is NaN.
    for dtype, n in ((torch.float32, [100, 128, 129, 600]), (torch.float64, [300, 512, 513])):
        x = torch.tensor([-0.5, 0.0, 0.5], dtype=dtype)[:, None]
        check(S.hermite_polynomial_he, x, torch.tensor(n)[None, :], atol=1e-6, rtol=1e-5)
        check(S.hermite_polynomial_h, x, torch.tensor(n)[None, :], atol=1e-6, rtol=1e-5)
    # A huge degree outside the interval overflows to NaN, where PyTorch's loop stops: so must ours.
    x = torch.tensor([3.0, -2.0, 1.5])
    for fn in (S.chebyshev_polynomial_t, S.shifted_chebyshev_polynomial_u, S.legendre_polynomial_p):
        check(lambda t: fn(t, 10**9), x)
    # A huge degree inside [-1, 1]: the trigonometric form.
    check(lambda t: S.chebyshev_polynomial_t(t, 10**6), torch.tensor([-0.5, 0.25, 0.75], dtype=torch.float64), atol=1e-6, rtol=1e-6)


@pytest.mark.modes("eager", reason="asserts an eager CPU fallback for Half (graphs have none: strict)")
@pytest.mark.allow_fallback
def test_polynomial_half_is_refused_like_cpu():
    x = torch.tensor([0.5], dtype=torch.half)
    with pytest.raises(NotImplementedError) as cpu:
        S.legendre_polynomial_p(x, 3)
    with pytest.raises(NotImplementedError) as dev:
        S.legendre_polynomial_p(x.to(DEV), 3)
    assert str(cpu.value).split(" ", 1)[0].strip("\"") in str(dev.value)
    assert "not implemented for 'Half'" in str(dev.value)
