"""Indexing, gather/scatter, embedding and sorting ops, compared with PyTorch on CPU."""

import pytest
import torch
import torch.nn.functional as F

from helpers import DEV, check


def _idx(*vals):
    return torch.tensor(vals, dtype=torch.long)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int32, torch.bool])
def test_index_select(dtype):
    x = torch.arange(20).reshape(4, 5).to(dtype)
    check(lambda t, i: t.index_select(0, i), x, _idx(3, 0, 3))
    check(lambda t, i: t.index_select(1, i), x, _idx(4, 1))
    check(lambda t, i: t.index_select(-1, i), x, _idx(2).int())
    check(lambda t, i: t.index_select(0, i), x, torch.tensor(1))


def test_index_select_grad_and_errors():
    check(lambda t, i: t.index_select(1, i), torch.randn(3, 5, requires_grad=True), _idx(0, 4, 0, 2), grad=True)
    x = torch.randn(3, 4, device=DEV)
    with pytest.raises(IndexError, match="Index is supposed to be a vector"):
        x.index_select(0, torch.zeros(2, 2, dtype=torch.long, device=DEV))
    with pytest.raises(IndexError, match="Dimension out of range"):
        x.index_select(2, torch.zeros(2, dtype=torch.long, device=DEV))


@pytest.mark.modes("eager", reason="device-side index checks raised at the next eager read-back")
def test_out_of_range_reads_raise_at_the_next_read():
    """PyTorch raises IndexError on CPU at the op; the device checks its indices and raises
    at the next read-back (tests/test_errors.py has every op), never returning a clamped or
    filled value."""
    x = torch.arange(6.0, device=DEV).reshape(2, 3)
    with pytest.raises(IndexError, match=r"aten::index_select: index out of range .* from 0 to 5"):
        x.index_select(0, torch.tensor([0, 5], device=DEV)).cpu()
    with pytest.raises(RuntimeError, match=r"aten::gather: index out of range .* from 0 to 7"):  # as CPU's gather
        x.gather(1, torch.tensor([[0, 7]], device=DEV)).cpu()
    with pytest.raises(IndexError):
        x.cpu().index_select(0, torch.tensor([0, 5]))
    assert x.index_select(0, torch.tensor([1], device=DEV)).cpu().tolist() == [[3.0, 4.0, 5.0]]


def test_gather():
    x = torch.randn(3, 4, 5, requires_grad=True)
    i1 = torch.randint(0, 4, (3, 2, 5))
    check(lambda t, i: t.gather(1, i), x, i1, grad=True)
    i0 = torch.randint(0, 3, (2, 4, 3))
    check(lambda t, i: t.gather(0, i), x, i0, grad=True)
    check(lambda t, i: t.gather(-1, i), x, torch.randint(0, 5, (3, 4, 7)), grad=True)
    check(lambda t, i: t.gather(0, i), torch.tensor(3.0), torch.tensor(0))
    check(lambda t, i: torch.take_along_dim(t, i, 1), x, x.detach().argsort(1))
    # int32 indices are accepted, as on CPU; other dtypes are rejected like CPU does.
    check(lambda t, i: t.gather(1, i), x.detach(), i1.int())
    with pytest.raises(RuntimeError, match="Expected dtype int32/int64 for index"):
        torch.gather(x.detach().to(DEV), 1, i1.short().to(DEV))


@pytest.mark.parametrize("reduce", [None, "add", "multiply"])
def test_scatter(reduce):
    kw = {} if reduce is None else {"reduce": reduce}
    base = torch.randn(4, 5)
    idx = torch.tensor([[0, 1, 2, 3, 0], [2, 3, 0, 1, 1]])
    src = torch.randn(3, 5)
    check(lambda b, i, s: b.scatter(0, i, s, **kw), base, idx, src)
    check(lambda b, i: b.scatter(1, i, 2.5, **kw), base, torch.tensor([[4], [0], [2], [1]]))


def test_scatter_add_and_grads():
    base = torch.randn(4, 5, requires_grad=True)
    src = torch.randn(3, 5, requires_grad=True)
    idx = torch.tensor([[0, 1, 2, 3, 0], [2, 3, 0, 1, 1], [0, 0, 0, 0, 0]])
    check(lambda b, i, s: b.scatter_add(0, i, s), base, idx, src, grad=True)
    uniq = torch.tensor([[0, 1, 2, 3, 0], [2, 3, 0, 1, 1]])
    check(lambda b, i, s: b.scatter(0, i, s), base, uniq, src[:2].detach().clone().requires_grad_(), grad=True)
    check(lambda b, i, s: b.clone().scatter_add_(1, i, s), torch.zeros(3, 4, dtype=torch.long), torch.randint(0, 4, (3, 6)), torch.randint(-5, 5, (3, 6)))
    check(lambda i: F.one_hot(i, 5), torch.tensor([0, 4, 2, 2]))


@pytest.mark.parametrize("reduce", ["sum", "prod", "mean", "amax", "amin"])
@pytest.mark.parametrize("include_self", [True, False])
def test_scatter_reduce(reduce, include_self):
    base = torch.randn(4, 3)
    idx = torch.tensor([[0, 1, 0], [0, 1, 2], [3, 1, 0], [0, 0, 0], [1, 1, 1]])
    src = torch.randn(5, 3)
    check(lambda b, i, s: b.scatter_reduce(0, i, s, reduce, include_self=include_self), base, idx, src)
    ib = torch.randint(-20, 20, (4, 3))
    isrc = torch.randint(-20, 20, (5, 3))
    check(lambda b, i, s: b.scatter_reduce(0, i, s, reduce, include_self=include_self), ib, idx, isrc)


def test_index_add_copy_fill():
    x = torch.randn(5, 3, requires_grad=True)
    src = torch.randn(4, 3, requires_grad=True)
    idx = _idx(0, 4, 0, 2)
    check(lambda t, i, s: t.index_add(0, i, s), x, idx, src, grad=True)
    check(lambda t, i, s: t.index_add(0, i, s, alpha=-2), x, idx, src, grad=True)
    check(lambda t, i, s: t.index_add(1, i, s), torch.randn(4, 6), _idx(5, 0, 5), torch.randn(4, 3))
    check(lambda t, i, s: t.index_copy(0, i, s), x, _idx(1, 4, 0, 2), src, grad=True)
    check(lambda t, i: t.index_fill(1, i, -1.5), x, _idx(0, 2), grad=True)
    check(lambda t, i: t.index_fill(0, i, 7), torch.arange(15).reshape(5, 3), _idx(-1, 1))
    check(lambda t, i, v: t.index_fill(1, i, v), torch.randn(2, 3), _idx(1), torch.tensor(4.0))
    check(lambda t, i, s: t.clone().index_add_(0, i, s), torch.zeros(3, dtype=torch.long), _idx(0, 0, 2), _idx(1, 2, 3))


def test_advanced_indexing():
    x = torch.randn(4, 5, 6, requires_grad=True)
    check(lambda t, i: t[i], x, _idx(3, 0, -1), grad=True)
    check(lambda t, i, j: t[i, j], x, _idx(0, 1, 3), _idx(4, 4, -5), grad=True)
    check(lambda t, i, j: t[:, i, j], x, _idx(0, 1), _idx(5, 2), grad=True)
    check(lambda t, i, j: t[i, :, j], x, _idx(0, 1), _idx(5, 2), grad=True)
    check(lambda t, i, j: t[i, 1:3, j], x, _idx(0, 1), _idx(5, 2), grad=True)
    check(lambda t, i, j: t[i[:, None], j], x, _idx(0, 1, 2), _idx(4, 2), grad=True)
    check(lambda t, i: t[..., i], x, torch.tensor([[0, 5], [1, 2]]), grad=True)
    check(lambda t, i: t[None, i], x, _idx(2), grad=True)
    check(lambda t, i: t[i], torch.arange(10), torch.tensor([[1, 2], [9, -10]]))
    with pytest.raises(IndexError):
        x.detach().to(DEV)[_idx(0).to(DEV), _idx(0, 1).to(DEV), _idx(0, 1, 2).to(DEV)]


@pytest.mark.modes("eager", reason="Dynamo fails tracing t[i] with a 0-d device index (torch 2.15): "
                   "InternalTorchDynamoError: PendingUnbackedSymbolNotFound: Pending unbacked symbols {u0} not in "
                   "returned outputs")
def test_advanced_indexing_with_a_0d_index():
    check(lambda t, i: t[i], torch.arange(10), torch.tensor(3))


def test_advanced_indexing_of_empty_tensors():
    # Empty index tensors into 0-size dims (found by tools/fuzz.py: an internal lowering error).
    check(lambda t, i: t[i], torch.randn(0, 0), torch.zeros(0, 0, dtype=torch.int64))
    check(lambda t, i: t[:, i], torch.randn(3, 0), torch.zeros(2, 0, dtype=torch.int64))
    check(lambda t, i: t[i], torch.randn(0, 4), torch.zeros(0, dtype=torch.int64))


@pytest.mark.allow_fallback
def test_boolean_mask_read_falls_back():
    """A boolean mask read has a data-dependent shape: a counted CPU fallback, correct values."""
    x = torch.randn(4, 5)
    check(lambda t: t[t > 0], x)


def test_index_put():
    x = torch.randn(5, 4)

    def put(t, i, v):
        t = t.clone()
        t[i] = v
        return t
    check(put, x, _idx(0, 3), torch.randn(2, 4))
    check(put, x, _idx(4, -1), 2.5)
    check(lambda t, i, j, v: t.index_put((i, j), v), x, _idx(0, 1, 2), _idx(3, 3, 0), torch.randn(3))
    check(lambda t, i, v: t.index_put((i,), v, accumulate=True), x, _idx(1, 1, 1, 4), torch.randn(4, 4))
    check(lambda t, i, v: t.index_put_((i,), v, accumulate=True), torch.zeros(5, dtype=torch.long), _idx(1, 1, 2), _idx(1, 2, 3))

    def put_cols(t, i, v):
        t = t.clone()
        t[:, i] = v
        return t
    check(put_cols, x, _idx(0, 2), torch.randn(5, 2))
    xr = torch.randn(5, 4, requires_grad=True)
    vr = torch.randn(2, 4, requires_grad=True)
    check(lambda t, i, v: t.index_put((i,), v), xr, _idx(0, 3), vr, grad=True)
    check(lambda t, i, v: t.index_put((i,), v, accumulate=True), xr, _idx(3, 3), vr, grad=True)


def test_masked_scalar_put_stays_on_device():
    def f(t):
        t = t.clone()
        t[t > 0] = 0.0
        t[t < -1] = 1
        return t
    check(f, torch.randn(6, 7))

    def g(t, m):
        t = t.clone()
        t[:, m] = -1.0
        return t
    check(g, torch.randn(3, 4), torch.tensor([True, False, True, False]))


@pytest.mark.allow_fallback
def test_masked_put_with_many_values_falls_back():
    def f(t, m, v):
        t = t.clone()
        t[m] = v
        return t
    m = torch.tensor([True, False, True])
    check(f, torch.zeros(3), m, torch.tensor([1.0, 2.0]))


def test_embedding():
    w = torch.randn(10, 4, requires_grad=True)
    idx = torch.tensor([[1, 2, 4], [4, 3, 9]])
    check(F.embedding, idx, w, grad=True)
    check(lambda i, t: F.embedding(i, t, padding_idx=4), idx, w, grad=True)
    check(lambda i, t: F.embedding(i, t, scale_grad_by_freq=True), idx, w, grad=True)
    emb = torch.nn.Embedding(10, 3, padding_idx=0)
    check(lambda i, t: F.embedding(i, t, padding_idx=0), torch.tensor([0, 1, 0, 2]), emb.weight.detach().clone().requires_grad_(), grad=True)


def test_take():
    x = torch.randn(3, 4)
    check(torch.take, x, torch.tensor([[0, 11], [-1, 5]]))


@pytest.mark.parametrize("dtype", [torch.float32, torch.int64, torch.bfloat16])
def test_sort_argsort(dtype):
    x = torch.randperm(60).reshape(3, 20).to(dtype)
    check(lambda t: torch.sort(t), x)
    check(lambda t: torch.sort(t, dim=0, descending=True), x)
    check(lambda t: torch.argsort(t, dim=1, descending=True), x)
    check(lambda t: t.msort(), x)


def test_sort_stable_nan_and_grad():
    x = torch.tensor([3.0, float("nan"), 1.0, 3.0, -float("inf"), 1.0, float("nan"), 0.0])
    check(lambda t: torch.sort(t, stable=True), x)
    check(lambda t: torch.sort(t, stable=True, descending=True), x)
    check(lambda t: torch.sort(t, stable=True), torch.tensor([True, False, True, False]))
    check(lambda t: torch.sort(t, dim=1)[0], torch.randn(4, 6, requires_grad=True), grad=True)


def test_topk_kthvalue_median():
    x = torch.randn(4, 9, requires_grad=True)
    check(lambda t: torch.topk(t, 3), x, grad=True)
    check(lambda t: torch.topk(t, 2, dim=0, largest=False), x, grad=True)
    check(lambda t: torch.kthvalue(t, 4, dim=1), x, grad=True)
    check(lambda t: torch.kthvalue(t, 2, dim=0, keepdim=True), x, grad=True)
    check(lambda t: torch.median(t), x, grad=True)
    check(lambda t: torch.median(t, dim=1), x, grad=True)
    check(lambda t: torch.median(t, dim=0, keepdim=True), torch.randn(5, 3))
    check(lambda t: torch.median(t, dim=1), torch.tensor([[1.0, float("nan"), 0.0], [2.0, 1.0, 3.0]]))
    check(lambda t: torch.median(t), torch.tensor([1.0, float("nan"), 0.0]))
    check(lambda t: torch.topk(t, 2), torch.tensor([5, 1, 9, 3]))
    with pytest.raises(RuntimeError, match="selected index k out of range"):
        torch.topk(torch.randn(3, device=DEV), 4)


def test_nanmedian_and_mode():
    nan = float("nan")
    x = torch.tensor([[3.0, nan, 1.0, 2.0], [5.0, 1.0, nan, nan], [nan, nan, 0.5, 0.5]], requires_grad=True)
    check(lambda t: torch.nanmedian(t, 1), x, grad=True)
    check(lambda t: torch.nanmedian(t, 0, keepdim=True), x)
    check(torch.nanmedian, x, grad=True)
    check(lambda t: torch.nanmedian(t, 0), torch.randint(0, 9, (5, 3)))
    # Small rows: CPU's sort is stable there, so the index (last occurrence) is defined.
    check(torch.mode, torch.tensor([[1, 2, 2, 1, 3, 3], [5, 5, 4, 4, 4, 6]]))
    check(torch.mode, torch.tensor([3.0, nan, nan, 1.0]))
    check(lambda t: torch.mode(t, 0, True), torch.randint(0, 4, (7, 5)).float().requires_grad_(), grad=True)
    with pytest.raises(IndexError, match="mode\\(\\): Expected reduction dim 1 to have non-zero size"):
        torch.mode(torch.zeros(2, 0, device="tpu"))


def test_put():
    x = torch.randn(3, 4)
    check(lambda t, i, s: t.put(i, s), x, torch.tensor([[0, 11], [-1, 5]]), torch.randn(2, 2))
    check(lambda t, i, s: t.put(i, s, accumulate=True), x, torch.tensor([1, 1, 3]), torch.randn(3))
    check(lambda t, i, s: t.clone().put_(i, s), torch.zeros(5, dtype=torch.long), torch.tensor([4, 0]), torch.tensor([7, 8]))
    with pytest.raises(RuntimeError, match="same number of elements"):
        torch.zeros(3, device=DEV).put_(torch.tensor([0], device=DEV), torch.ones(2, device=DEV))


@pytest.mark.parametrize("reduce", ["prod", "mean", "amax", "amin"])
@pytest.mark.parametrize("include_self", [True, False])
def test_index_reduce(reduce, include_self):
    x = torch.randn(5, 3)
    idx = _idx(0, 4, 0, 2, 0)
    src = torch.randn(5, 3)
    check(lambda t, i, s: t.index_reduce(0, i, s, reduce, include_self=include_self), x, idx, src)
    check(lambda t, i, s: t.index_reduce(1, i, s, reduce, include_self=include_self), torch.randint(-9, 9, (2, 4)), _idx(3, 3, 0), torch.randint(-9, 9, (2, 3)))


def test_masked_scatter():
    x = torch.randn(3, 4)
    m = torch.rand(3, 4) > 0.5
    check(lambda t, mm, s: t.masked_scatter(mm, s), x, m, torch.randn(12))
    check(lambda t, mm, s: t.masked_scatter(mm, s), x, torch.tensor([True, False, False, True]), torch.arange(20.0).reshape(4, 5))
    check(lambda t, mm, s: t.clone().masked_scatter_(mm, s), torch.zeros(7, dtype=torch.long), torch.tensor([1, 0, 1, 1, 0, 0, 1], dtype=torch.bool), torch.arange(10))


def test_searchsorted_bucketize():
    seq = torch.tensor([1.0, 2.0, 2.0, 5.0, 9.0])
    v = torch.tensor([[0.0, 2.0, 3.0], [9.0, 10.0, 1.0]])
    check(torch.searchsorted, seq, v)
    check(lambda s, x: torch.searchsorted(s, x, right=True), seq, v)
    check(lambda s, x: torch.searchsorted(s, x, side="right", out_int32=True), seq, v)
    check(lambda s, x: torch.searchsorted(s, x), torch.sort(torch.randn(3, 6)).values, torch.randn(3, 4))
    unsorted = torch.tensor([5.0, 1.0, 9.0, 2.0])
    check(lambda s, x, o: torch.searchsorted(s, x, sorter=o), unsorted, v, torch.argsort(unsorted))
    check(lambda x, b: torch.bucketize(x, b), v, seq)
    check(lambda x, b: torch.bucketize(x, b, right=True), torch.tensor([1, 5, 7]), torch.tensor([1, 3, 5]))
    check(lambda s: torch.searchsorted(s, 2.0), seq)
    # aten::bucketize.Scalar: a number bucketed.
    check(lambda b: torch.bucketize(3.0, b), seq)
    check(lambda b: torch.bucketize(2, b, right=True, out_int32=True), seq)


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
def test_embedding_bag(mode):
    w = torch.randn(10, 3, requires_grad=True)
    idx = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
    off = torch.tensor([0, 4, 4])  # an empty middle bag
    check(lambda w, i, o: F.embedding_bag(i, w, o, mode=mode), w, idx, off, grad=True)
    check(lambda w, i, o: F.embedding_bag(i, w, o, mode=mode, padding_idx=4), w, idx, off, grad=True)
    check(lambda w, i: F.embedding_bag(i, w, mode=mode), w, idx.reshape(2, 4), grad=True)
    check(lambda w, i, o: F.embedding_bag(i, w, o, mode=mode, include_last_offset=True), w, idx.int(), torch.tensor([0, 3, 3, 8]).int(), grad=True)
    if mode != "max":
        check(lambda w, i, o: F.embedding_bag(i, w, o, mode=mode, scale_grad_by_freq=True), w, idx, off, grad=True)


def test_embedding_bag_per_sample_weights():
    w = torch.randn(10, 3, requires_grad=True)
    p = torch.randn(8, requires_grad=True)
    idx = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
    check(lambda w, i, o, p: F.embedding_bag(i, w, o, mode="sum", per_sample_weights=p, padding_idx=2), w, idx, torch.tensor([0, 4, 4]), p, grad=True)


def test_masked_index_put_with_several_values():
    """`x[mask] = values` arrives in graphs as `index_put` with the boolean mask: the k-th
    true position takes the k-th value (eagerly, PyTorch turns the mask into indices first)."""

    def put(x, m, v, accumulate=False):
        return torch.index_put(x, (m,), v, accumulate=accumulate)

    def put_cols(x, m, v):
        y = x.clone()
        y[:, m] = v
        return y * 2

    x, m = torch.randn(5, 3), torch.tensor([True, False, True, False, True])
    check(put, x, m, torch.randn(3, 3))
    check(lambda x, m, v: put(x, m, v, True), x, m, torch.randn(3, 3))
    check(put, x, m, torch.randn(3, 1))  # one value per true position, broadcast along the row
    m2 = torch.tensor([[True, False, True], [False, False, True], [True, True, False], [False, False, False]])
    check(put, torch.randn(4, 3), m2, torch.arange(5.0))
    check(put_cols, torch.randn(2, 4, 3), torch.tensor([True, True, False, True]), torch.randn(2, 3, 3))
