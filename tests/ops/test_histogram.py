"""histc and bincount on the device, compared with PyTorch on CPU (eager and compiled)."""

import pytest
import torch

from helpers import EAGER_ERRORS, DEV, check, on_device


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16, torch.float16])
@pytest.mark.parametrize("bins,lo,hi", [(10, 0.0, 0.0), (4, -1.0, 1.0), (7, -0.5, 2.0), (1, 0.0, 1.0)])
def test_histc_matches_cpu(dtype, bins, lo, hi):
    torch.manual_seed(bins)
    x = (torch.randn(5, 33) * 1.5).to(dtype)
    check(lambda t: torch.histc(t, bins=bins, min=lo, max=hi), x, rtol=0, atol=0)


def test_histc_edges_and_degenerate_inputs():
    edges = torch.tensor([0.0, 1.0, 2.0, 3.0, 3.0, -0.1, 3.1, float("nan")])
    check(lambda t: torch.histc(t, bins=3, min=0, max=3), edges, rtol=0, atol=0)
    check(lambda t: torch.histc(t, bins=4), torch.tensor([1.0, 1.0]), rtol=0, atol=0)  # one value: range widened
    check(lambda t: torch.histc(t, bins=3), torch.tensor([]), rtol=0, atol=0)
    # A mixture-of-experts router: expert ids as floats, one bin per expert.
    ids = torch.randint(0, 8, (64, 2)).float()
    check(lambda t: torch.histc(t, bins=8, min=0, max=7), ids, rtol=0, atol=0)


@EAGER_ERRORS
def test_histc_errors_name_the_problem():
    x = torch.rand(3, device=DEV)
    with pytest.raises(RuntimeError, match="bins must be > 0"):
        torch.histc(x, bins=0)
    with pytest.raises(RuntimeError, match="max must be larger than min"):
        torch.histc(x, bins=3, min=2, max=1)


def test_histc_in_an_expression_matches_cpu():
    f = on_device(lambda t: torch.histc(t * 2, bins=6, min=-3, max=3) / t.numel())
    x = torch.randn(200)
    torch.testing.assert_close(f(x.to(DEV)).cpu(), torch.histc(x * 2, bins=6, min=-3, max=3) / x.numel(), rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("dtype", [torch.int32, torch.int64, torch.uint8])
@pytest.mark.parametrize("bins,lo,hi", [(8, 0, 7), (4, 0, 0), (5, 2, 9), (3, -2, 2)])
def test_integer_histc_follows_cudas_integer_bins(dtype, bins, lo, hi):
    """CPU has no integer histc; CUDA's bins integers with integer arithmetic. The reference:
    the same bin formula in PyTorch's integer ops on CPU, counted with bincount."""
    x = torch.randint(0, 10, (64,), generator=torch.Generator().manual_seed(bins)).to(dtype)
    got = on_device(lambda t: torch.histc(t, bins=bins, min=lo, max=hi))(x.to(DEV))
    v = x.long()
    lo_, hi_ = (v.min().item(), v.max().item()) if lo == hi else (lo, hi)
    if lo_ == hi_:
        lo_, hi_ = lo_ - 1, hi_ + 1
    inside = (v >= lo_) & (v <= hi_)
    b = ((v[inside] - lo_) * bins // (hi_ - lo_)).clamp(max=bins - 1)
    want = torch.bincount(b, minlength=bins).to(dtype)
    assert got.dtype == dtype and torch.equal(got.cpu(), want)


@pytest.mark.parametrize("weights", [None, torch.float32, torch.float64, torch.int32])
@pytest.mark.parametrize("minlength", [0, 3, 20])
def test_bincount_matches_cpu(weights, minlength):
    x = torch.randint(0, 12, (50,), generator=torch.Generator().manual_seed(minlength))
    w = None if weights is None else (torch.rand(50) * 10).to(weights)
    check(lambda t, u: torch.bincount(t, weights=u, minlength=minlength), x, w, rtol=1e-6, atol=1e-5)


def test_bincount_edge_cases_and_errors():
    check(lambda t: torch.bincount(t), torch.tensor([], dtype=torch.long), rtol=0, atol=0)
    check(lambda t: torch.bincount(t, minlength=4), torch.tensor([], dtype=torch.long), rtol=0, atol=0)
    with pytest.raises(RuntimeError, match="bincount only supports 1-d non-negative integral inputs"):
        torch.bincount(torch.tensor([1, -2, 3], device=DEV))
    with pytest.raises(RuntimeError, match="minlength should be >= 0"):
        torch.bincount(torch.tensor([1], device=DEV), minlength=-1)
    with pytest.raises(RuntimeError, match="weights should be 1-d and have the same length as input"):
        torch.bincount(torch.tensor([1, 2], device=DEV), weights=torch.ones(3, device=DEV))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])  # CPU has no 16-bit histogram
@pytest.mark.parametrize("kw", [dict(bins=10), dict(bins=4, range=(-1.0, 1.0)), dict(bins=5, density=True),
                                dict(bins=3, range=(0.5, 0.5)), dict(bins=6, weight=True)], ids=str)
def test_histogram_matches_cpu(dtype, kw):
    kw = dict(kw)
    x = (torch.randn(7, 9, generator=torch.Generator().manual_seed(3)) * 1.5).to(dtype)
    w = torch.rand(7, 9, generator=torch.Generator().manual_seed(4)).to(dtype) if kw.pop("weight", False) else None
    # Counts and edges exactly; weighted sums and densities up to summation order.
    tol = 1e-6 if (w is not None or kw.get("density")) else 0
    check(lambda t, u: torch.histogram(t, **kw, weight=u), x, w, rtol=tol, atol=tol)


def test_histogram_with_edges_and_degenerate_inputs():
    edges = torch.tensor([-1.0, -0.25, 0.0, 2.0])
    x = torch.tensor([-1.0, -0.5, -0.25, 0.0, 1.0, 2.0, 2.5, float("nan"), -3.0])
    check(lambda t, b: torch.histogram(t, bins=b), x, edges, rtol=0, atol=0)
    check(lambda t: torch.histogram(t, bins=4), torch.tensor([1.0, 1.0]), rtol=0, atol=0)  # one value: +-0.5
    check(lambda t: torch.histogram(t, bins=2), torch.tensor([]), rtol=0, atol=0)  # no data: [0, 1]
    with pytest.raises(RuntimeError, match="min should not exceed max"):
        torch.histogram(torch.rand(3, device=DEV), bins=3, range=(2.0, 1.0))
