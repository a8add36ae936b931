import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

from helpers import EAGER_ERRORS, DEV, check

REDUCTIONS = ["none", "mean", "sum"]


def _tol(dtype):
    return dict(atol=1e-5, rtol=1e-4) if dtype == torch.float32 else dict(atol=3e-2, rtol=3e-2)


def _data(dtype, *shape, seed=5):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g).to(dtype)


def _targets(n, c, seed=6, *rest):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, c, (n, *rest), generator=g)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_nll_loss(dtype, reduction):
    x = _data(dtype, 6, 5).log_softmax(1).detach().requires_grad_()
    t = _targets(6, 5)
    t[2] = 1
    w = (torch.rand(5, generator=torch.Generator().manual_seed(7)) + 0.5).to(dtype)
    check(lambda a, tt: F.nll_loss(a, tt, reduction=reduction), x, t, grad=True, **_tol(dtype))
    check(lambda a, tt, ww: F.nll_loss(a, tt, weight=ww, reduction=reduction), x, t, w, grad=True, **_tol(dtype))
    check(lambda a, tt: F.nll_loss(a, tt, ignore_index=1, reduction=reduction), x, t, grad=True, **_tol(dtype))


def test_nll_loss_1d_and_spatial():
    x = _data(torch.float32, 5).log_softmax(0).detach().requires_grad_()
    check(lambda a: F.nll_loss(a, torch.tensor(3, device=a.device)), x, grad=True)
    x4 = _data(torch.float32, 2, 4, 3, 3).log_softmax(1).detach().requires_grad_()
    t4 = _targets(2, 4, 8, 3, 3)
    t4[0, 0, 0] = -100
    for red in REDUCTIONS:
        check(lambda a: F.nll_loss(a, t4.to(a.device), reduction=red), x4, grad=True)
    w = torch.tensor([0.5, 1.0, 2.0, 1.5])
    check(lambda a, ww: F.nll_loss(a, t4.to(a.device), weight=ww), x4, w, grad=True)


def test_nll_all_ignored_is_nan_for_mean():
    x = _data(torch.float32, 3, 4).log_softmax(1)
    t = torch.full((3,), -100)
    check(lambda a: F.nll_loss(a, t.to(a.device)), x)
    check(lambda a: F.nll_loss(a, t.to(a.device), reduction="sum"), x)


@EAGER_ERRORS
def test_nll_batch_mismatch():
    with pytest.raises(ValueError, match="Expected input batch_size"):
        F.nll_loss(torch.zeros(3, 4, device=DEV), torch.zeros(2, dtype=torch.long, device=DEV))


@pytest.mark.modes("eager", "compiled", reason="bucketed: the mean over a symbolic batch divides by it in Python "
                   "(SymFloat): 'torch.compile graph: call to <built-in function truediv> (not an ATen op)'")
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_cross_entropy(dtype):
    x = (_data(dtype, 8, 6) * 3).requires_grad_()
    t = _targets(8, 6, seed=9)
    t[0] = 2
    w = (torch.rand(6, generator=torch.Generator().manual_seed(1)) + 0.5).to(dtype)
    tol = _tol(dtype)
    check(lambda a, tt: F.cross_entropy(a, tt), x, t, grad=True, **tol)
    check(lambda a, tt: F.cross_entropy(a, tt, ignore_index=2), x, t, grad=True, **tol)
    check(lambda a, tt: F.cross_entropy(a, tt, label_smoothing=0.1), x, t, grad=True, **tol)
    check(lambda a, tt, ww: F.cross_entropy(a, tt, weight=ww, reduction="sum"), x, t, w, grad=True, **tol)


def test_cross_entropy_module_spatial():
    x = (_data(torch.float32, 2, 5, 4, 3) * 2).requires_grad_()
    t = _targets(2, 5, 10, 4, 3)
    check(lambda a: nn.CrossEntropyLoss()(a, t.to(a.device)), x, grad=True)


@pytest.mark.bucketed
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_mse_loss(dtype, reduction):
    x = _data(dtype, 4, 5).requires_grad_()
    y = _data(dtype, 4, 5, seed=11)
    check(lambda a, b: F.mse_loss(a, b, reduction=reduction), x, y, grad=True, **_tol(dtype))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_binary_cross_entropy(reduction):
    g = torch.Generator().manual_seed(12)
    p = (torch.rand(4, 5, generator=g) * 0.98 + 0.01).requires_grad_()
    y = torch.rand(4, 5, generator=g)
    w = torch.rand(5, generator=g) + 0.5
    check(lambda a: F.binary_cross_entropy(a, y.to(a.device), reduction=reduction), p, grad=True)
    check(lambda a, ww: F.binary_cross_entropy(a, y.to(a.device), weight=ww.expand(4, 5), reduction=reduction), p, w, grad=True)
    # log is clamped at -100 for p in {0, 1}
    check(lambda a: F.binary_cross_entropy(a, torch.tensor([1.0, 0.0, 1.0], device=a.device), reduction=reduction), torch.tensor([0.0, 1.0, 1.0]))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_binary_cross_entropy_with_logits(reduction):
    x = (_data(torch.float32, 4, 5) * 4).requires_grad_()
    g = torch.Generator().manual_seed(13)
    y = torch.rand(4, 5, generator=g)
    pw = torch.rand(5, generator=g) + 0.5
    check(lambda a: F.binary_cross_entropy_with_logits(a, y.to(a.device), reduction=reduction), x)
    check(lambda a, p: F.binary_cross_entropy_with_logits(a, y.to(a.device), pos_weight=p, reduction=reduction), x, pw)
    check(lambda a: F.binary_cross_entropy_with_logits(a, y.to(a.device), weight=pw.to(a.device), reduction=reduction), x)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_smooth_l1_and_huber(dtype, reduction):
    x = (_data(dtype, 4, 6) * 2).requires_grad_()
    y = _data(dtype, 4, 6, seed=14)
    tol = _tol(dtype)
    check(lambda a, b: F.smooth_l1_loss(a, b, reduction=reduction), x, y, grad=True, **tol)
    check(lambda a, b: F.smooth_l1_loss(a, b, reduction=reduction, beta=0.5), x, y, grad=True, **tol)
    check(lambda a, b: F.huber_loss(a, b, reduction=reduction, delta=0.7), x, y, grad=True, **tol)


@pytest.mark.parametrize("p", [1, 2])
@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_multi_margin_loss(p, reduction):
    x = torch.randn(4, 5, requires_grad=True)
    t = torch.tensor([1, 0, 4, 2])
    check(lambda x, t: F.multi_margin_loss(x, t, p=p, reduction=reduction), x, t, grad=True)
    check(lambda x, t, w: F.multi_margin_loss(x, t, p=p, margin=0.7, weight=w, reduction=reduction), x, t, torch.rand(5), grad=True)
    check(lambda x, t: F.multi_margin_loss(x, t, p=p, reduction=reduction), torch.randn(5, requires_grad=True), torch.tensor([3]), grad=True)


@pytest.mark.modes("eager", reason="Dynamo puts no aten._ctc_loss in a graph: 'Dynamic shape operator: output "
                   "shape depends on input Tensor data'")
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_ctc_loss(reduction):
    torch.manual_seed(0)
    lp = torch.randn(12, 3, 5).log_softmax(2).requires_grad_()
    tg = torch.randint(1, 5, (3, 4))
    il, tl = [12, 10, 8], [4, 2, 3]
    flat = torch.cat([tg[0, :4], tg[1, :2], tg[2, :3]])

    def loss(lp, tg, il, tl, **kw):
        return F.ctc_loss(lp, tg, il, tl, reduction=reduction, **kw)

    check(loss, lp, tg, il, tl, grad=True, atol=1e-5, rtol=1e-4)
    check(loss, lp, flat, torch.tensor(il), torch.tensor(tl), grad=True, atol=1e-5, rtol=1e-4)
    check(loss, lp, torch.tensor([[1, 1, 2, 2], [2, 2, 2, 2], [1, 0, 1, 4]]), il, [4, 4, 4], blank=3, grad=True, atol=1e-5, rtol=1e-4)
    # An input too short for its target: infinite, or zero (and no gradient) with zero_infinity.
    check(loss, lp, tg, [3, 10, 8], tl, zero_infinity=True, grad=True, atol=1e-5, rtol=1e-4)


@pytest.mark.parametrize("reduction", [
    pytest.param("none", marks=pytest.mark.modes("eager", reason="compiled, 1-d input: PyTorch's own functional form "
                                                 "returns shape [1] where the CPU kernel returns [] (aot_eager on CPU too)")),
    "mean", "sum"])
def test_multilabel_margin_loss(reduction):
    # Targets end at the first -1 (later entries are ignored); a repeated target counts twice.
    x = torch.randn(4, 5, requires_grad=True)
    y = torch.tensor([[3, 0, -1, 1, 1], [1, 2, 3, 4, 0], [-1, 0, 0, 0, 0], [2, 2, -1, 4, -1]])
    check(lambda a: F.multilabel_margin_loss(a, y.to(a.device), reduction=reduction), x, grad=True)
    v = torch.randn(5, requires_grad=True)
    check(lambda a: F.multilabel_margin_loss(a, y[0].to(a.device), reduction=reduction), v, grad=True)
    s = torch.randn((), requires_grad=True)
    check(lambda a: F.multilabel_margin_loss(a, torch.tensor(0, device=a.device), reduction=reduction), s, grad=True)
    # Near-ties switch hinge terms on and off.
    z = torch.tensor([[0.5, -0.5, 0.5, 1.5]], requires_grad=True)
    check(lambda a: F.multilabel_margin_loss(a, torch.tensor([[0, -1, 0, 0]], device=a.device), reduction=reduction), z, grad=True)


@EAGER_ERRORS
def test_multilabel_margin_loss_bad_target_shape():
    with pytest.raises(RuntimeError, match="inconsistent target size"):
        F.multilabel_margin_loss(torch.randn(2, 4, device=DEV), torch.zeros(2, 3, dtype=torch.long, device=DEV))
