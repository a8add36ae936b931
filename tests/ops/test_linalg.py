"""Linear algebra compared with PyTorch on CPU: the composites eager mode runs in pieces
(`linalg_pinv`, `cholesky_solve`) arrive whole in compiled graphs."""

import pytest
import torch

from helpers import check


def _spd(n, batch=()):
    a = torch.randn(*batch, n, n, generator=torch.Generator().manual_seed(n))
    return a @ a.mT + n * torch.eye(n)


@pytest.mark.parametrize("shape", [(3, 5), (5, 3), (2, 4, 4)])
def test_pinv(shape):
    a = torch.randn(*shape, generator=torch.Generator().manual_seed(sum(shape)))
    check(torch.linalg.pinv, a, atol=1e-4, rtol=1e-4)


def test_pinv_tolerances_and_hermitian():
    # Rank 2 of 4: the small singular values must be dropped, not inverted.
    u = torch.randn(4, 2, generator=torch.Generator().manual_seed(1))
    low = u @ u.T
    check(lambda a: torch.linalg.pinv(a, hermitian=True), low, atol=1e-4, rtol=1e-4)
    check(lambda a: torch.linalg.pinv(a), low, atol=1e-4, rtol=1e-4)
    check(lambda a, t: torch.linalg.pinv(a, atol=t), _spd(3), torch.tensor(4.0), atol=1e-4, rtol=1e-4)
    check(lambda a, t: torch.linalg.pinv(a, rtol=t, hermitian=True), _spd(3, (2,)), torch.tensor([0.5, 1e-6]),
                   atol=1e-4, rtol=1e-4)
    check(torch.linalg.pinv, torch.randn(0, 3))


@pytest.mark.parametrize("upper", [False, True])
def test_cholesky_solve(upper):
    a = _spd(4, (2,))
    factor = torch.linalg.cholesky(a, upper=upper)
    b = torch.randn(2, 4, 3, requires_grad=True)
    check(lambda b, f: torch.cholesky_solve(b, f, upper=upper), b, factor.requires_grad_(), grad=True,
                   atol=1e-4, rtol=1e-4)
