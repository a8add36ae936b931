"""Ops with data-dependent output shapes, computed on the device after a size pre-pass."""

import pytest
import torch

from helpers import check


@pytest.mark.parametrize("dtype", [torch.float32, torch.int64, torch.bool, torch.bfloat16])
def test_nonzero(dtype):
    x = (torch.arange(24).reshape(2, 3, 4) % 3 == 0).to(dtype) * 1
    x = x.to(dtype)
    check(torch.nonzero, x)
    check(lambda t: torch.nonzero(t, as_tuple=True), x)
    check(torch.argwhere, x)
    check(torch.nonzero, torch.zeros(5, dtype=dtype))
    check(torch.nonzero, torch.tensor(3).to(dtype))


def test_masked_select_and_where_single_arg():
    x = torch.randn(4, 5)
    check(torch.masked_select, x, x > 0)
    check(torch.masked_select, x, torch.tensor([True, False, True, False, True]))  # broadcast
    check(lambda t: torch.where(t > 0.5), x)


def test_printing_uses_no_fallback():
    x = torch.tensor([[1.5, float("nan")], [float("inf"), -3.0]]).to("tpu")
    s = str(x)
    assert "nan" in s and "inf" in s and "-3." in s
    assert str(torch.arange(5).to("tpu")).startswith("tensor([0, 1, 2, 3, 4], device='tpu:0')")


def test_boolean_mask_indexing():
    x = torch.randn(4, 5, 3)
    m2 = x[..., 0] > 0
    check(lambda t, m: t[m], x, m2)
    check(lambda t, m: t[m], x, x > 0)
    check(lambda t, m: t[:, m[0]], x, m2)
    check(lambda t, m: t[m, 1], x, m2)
    check(lambda t: t[t.sum(-1) > 0], x)


def test_boolean_mask_assignment():
    x = torch.randn(4, 5)

    def put_tensor(t):
        t = t.clone()
        t[t > 0] = torch.arange(int((t > 0).sum().item()), dtype=t.dtype, device=t.device)
        return t

    def put_scalar(t):
        t = t.clone()
        t[t < 0] = 0.0
        return t

    def put_rows(t):
        t = t.clone()
        t[t[:, 0] > 0] = torch.ones(5, device=t.device)
        return t

    check(put_tensor, x)
    check(put_scalar, x)
    check(put_rows, x)


def test_mask_shape_mismatch_is_index_error():
    x = torch.randn(4, 5).to("tpu")
    with pytest.raises(IndexError, match="shape of the mask"):
        x[torch.ones(3, dtype=torch.bool, device="tpu")]
