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
