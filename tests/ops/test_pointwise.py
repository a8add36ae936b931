import pytest
import torch

from helpers import check


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int64, torch.int32])
def test_add_sub_mul(dtype):
    a = torch.arange(12).reshape(3, 4).to(dtype)
    b = (torch.arange(4) + 1).to(dtype)
    check(torch.add, a, b)
    check(torch.add, a, b, alpha=2)
    check(torch.sub, a, b)
    check(torch.mul, a, b)
    check(lambda x: x * 3, a)
    check(lambda x: x + 2.5, a)


def test_div_modes():
    a = torch.tensor([7, -7, 8, -9, 0])
    b = torch.tensor([2, 2, -3, -4, 5])
    check(torch.div, a, b)
    check(torch.div, a, b, rounding_mode="floor")
    check(torch.div, a, b, rounding_mode="trunc")
    check(torch.div, a.float(), b.float(), rounding_mode="floor")


def test_inplace_through_view():
    x = torch.zeros(4, 5)
    def f(t):
        t = t.clone()
        t[:, 1].add_(3)
        t[1:3, 2:4].mul_(0)
        return t
    check(f, x + 1)
