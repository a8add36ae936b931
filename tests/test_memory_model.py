"""Storage, views and aliasing behave as on CPU: views share the storage slot,
in-place writes through any view update every alias, copies do not alias."""

import threading

import pytest
import torch

from helpers import DEV


def both(fn):
    """Runs fn on a CPU tensor and on the same tensor on the device; compares every returned tensor."""
    base = torch.arange(24, dtype=torch.float32).reshape(4, 6)
    want = fn(base.clone())
    got = fn(base.clone().to(DEV))
    if not isinstance(want, tuple):
        want, got = (want,), (got,)
    for w, g in zip(want, got):
        assert g.device.type == DEV
        torch.testing.assert_close(g.cpu(), w)


VIEWS = {
    "row": lambda t: t[1],
    "col": lambda t: t[:, 2],
    "block": lambda t: t[1:3, 2:5],
    "step": lambda t: t[::2, 1::2],
    "transpose": lambda t: t.t(),
    "view": lambda t: t.view(2, 12),
    "flat": lambda t: t.view(-1)[3:17],
    "diag": lambda t: t.diagonal(),
    "unsqueeze_select": lambda t: t.unsqueeze(0)[0, 2],
    "narrow_t": lambda t: t.narrow(1, 1, 3).t(),
    "unfold": lambda t: t.view(-1).unfold(0, 4, 4),
}

INPLACE = {
    "add_": lambda v: v.add_(10),
    "mul_": lambda v: v.mul_(-2),
    "zero_": lambda v: v.zero_(),
    "fill_": lambda v: v.fill_(7.5),
    "copy_cpu": lambda v: v.copy_(torch.full(v.shape, 3.0)),
    "copy_dev": lambda v: v.copy_(torch.full(v.shape, 4.0).to(v.device)),
    "div_": lambda v: v.div_(4),
}


@pytest.mark.parametrize("view", sorted(VIEWS))
@pytest.mark.parametrize("op", sorted(INPLACE))
def test_inplace_through_view_updates_base(view, op):
    def f(t):
        v = VIEWS[view](t)
        INPLACE[op](v)
        return t, v.contiguous()
    both(f)


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_reads_of_views(view):
    both(lambda t: VIEWS[view](t) * 1)


def test_views_share_storage():
    a = torch.zeros(4, 4, device=DEV)
    b = a[1:3]
    assert b.untyped_storage().data_ptr() == a.untyped_storage().data_ptr()
    assert b.storage_offset() == 4
    b.fill_(1)
    assert a.sum().item() == 8


def test_detach_and_data_alias():
    a = torch.ones(3, device=DEV, requires_grad=True)
    d = a.detach()
    d.mul_(5)
    assert a.detach().cpu().tolist() == [5.0, 5.0, 5.0]
    a.data.add_(1)
    assert d.cpu().tolist() == [6.0, 6.0, 6.0]


def test_clone_does_not_alias():
    a = torch.ones(3, device=DEV)
    c = a.clone()
    c.add_(1)
    assert a.cpu().tolist() == [1.0, 1.0, 1.0]
    assert c.untyped_storage().data_ptr() != a.untyped_storage().data_ptr()


def test_set_aliases():
    x = torch.zeros(2, device=DEV)
    y = torch.arange(6.0).to(DEV)
    x.set_(y)
    y.add_(1)
    assert x.cpu().tolist() == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    z = torch.empty(0, device=DEV)
    z.set_(y.untyped_storage(), 2, (2, 2), (1, 2))
    torch.testing.assert_close(z.cpu(), torch.as_strided(y.cpu(), (2, 2), (1, 2), 2))


def test_resize_keeps_prefix():
    x = torch.arange(4.0).to(DEV)
    x.resize_(2, 4)
    assert x.shape == (2, 4)
    assert x.view(-1)[:4].cpu().tolist() == [0.0, 1.0, 2.0, 3.0]
    x.resize_(2)
    assert x.cpu().tolist() == [0.0, 1.0]


def test_dtype_views():
    x = torch.tensor([1.0, -2.0, 0.5]).to(DEV)
    i = x.view(torch.int32)
    torch.testing.assert_close(i.cpu(), x.cpu().view(torch.int32))
    i.add_(1)  # flips the lowest mantissa bit, as on CPU
    c = torch.tensor([1.0, -2.0, 0.5])
    c.view(torch.int32).add_(1)
    torch.testing.assert_close(x.cpu(), c)
    b = x.view(torch.uint8)
    torch.testing.assert_close(b.cpu(), c.view(torch.uint8))


def test_write_into_expanded_tensor_is_rejected():
    x = torch.ones(1, 3, device=DEV).expand(4, 3)
    with pytest.raises(RuntimeError, match="more than one element"):
        x.add_(1)


def test_setitem():
    def f(t):
        t[1] = torch.arange(6.0)
        t[:, 0] = 9.0
        t[2:, 3:] = t[:2, :3] * 2
        return t
    both(f)


def test_empty_and_uninitialised_storage():
    x = torch.empty(3, 4, device=DEV)
    x[1].fill_(2)
    x[0].zero_()
    x[2].zero_()
    assert x.sum().item() == 8.0


def test_slot_swaps_are_thread_safe():
    x = torch.zeros(1000, device=DEV)
    views = [x[i * 250:(i + 1) * 250] for i in range(4)]

    def work(v):
        for _ in range(25):
            v.add_(1)

    ts = [threading.Thread(target=work, args=(v,)) for v in views]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    # Writes to disjoint views of one storage race on the slot: every write must survive.
    assert x.sum().item() == 25 * 1000
