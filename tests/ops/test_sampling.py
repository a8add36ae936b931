"""Resampling (grid_sample, bicubic and anti-aliased interpolation), pairwise
distances and segment reductions, compared with PyTorch on CPU, gradients included."""

import itertools

import pytest
import torch
import torch.nn.functional as F

from helpers import check


@pytest.mark.parametrize("mode,padding", itertools.product(["bilinear", "nearest", "bicubic"], ["zeros", "border", "reflection"]))
def test_grid_sample(mode, padding):
    torch.manual_seed(0)
    x = torch.randn(2, 3, 5, 6, requires_grad=True)
    # Reaching past the borders exercises every padding rule.
    grid = (torch.rand(2, 4, 7, 2) * 2.4 - 1.2).requires_grad_()
    for align in (False, True):
        check(lambda x, g: F.grid_sample(x, g, mode=mode, padding_mode=padding, align_corners=align), x, grid, grad=True, atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("mode,antialias", [("bicubic", False), ("bicubic", True), ("bilinear", True)])
def test_interpolate_bicubic_and_antialiased(mode, antialias):
    x = torch.randn(2, 3, 5, 6, requires_grad=True)
    for size, align in itertools.product([(8, 9), (3, 4), (2, 13)], [False, True]):
        check(lambda t: F.interpolate(t, size=size, mode=mode, align_corners=align, antialias=antialias), x, grad=True)
    if not antialias:  # PyTorch's anti-aliased kernels take no bfloat16
        check(lambda t: F.interpolate(t, scale_factor=1.7, mode=mode), x.detach().bfloat16(), atol=1e-2, rtol=1e-2)


@pytest.mark.parametrize("p", [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, float("inf")])
def test_cdist_pdist(p):
    a = torch.randn(2, 4, 5, requires_grad=True)
    b = torch.randn(3, 5, requires_grad=True)
    check(lambda a, b: torch.cdist(a, b, p=p), a, b, grad=True)
    # Past 25 rows PyTorch switches the Euclidean distance to a matrix product; so do we.
    check(lambda a, b: torch.cdist(a, b, p=p), torch.randn(30, 5, requires_grad=True), b, grad=True)
    check(lambda a: F.pdist(a, p=p), torch.randn(6, 5, requires_grad=True), grad=True)


@pytest.mark.parametrize("reduce", ["sum", "mean", "max", "min", "prod"])
def test_segment_reduce(reduce):
    data = torch.randn(6, 3, requires_grad=True)
    check(lambda d, l: torch.segment_reduce(d, reduce, lengths=l), data, torch.tensor([2, 0, 3, 1]), grad=True)
    check(lambda d, o: torch.segment_reduce(d, reduce, offsets=o), data, torch.tensor([0, 2, 2, 5, 6]), grad=True)
    check(lambda d, l: torch.segment_reduce(d, reduce, lengths=l, initial=0.5), data, torch.tensor([2, 0, 3, 1]), grad=True)
    check(lambda d, l: torch.segment_reduce(d, reduce, lengths=l, axis=1), torch.randn(3, 5, 2, requires_grad=True), torch.tensor([[2, 3], [1, 4], [0, 5]]), grad=True)


def test_segment_reduce_ties_and_zeros():
    check(lambda d, l: torch.segment_reduce(d, "prod", lengths=l), torch.tensor([[1.0, 0], [2, 3], [0, 0], [4, 5]], requires_grad=True), torch.tensor([2, 2]), grad=True)
    check(lambda d, l: torch.segment_reduce(d, "max", lengths=l), torch.tensor([[1.0, 0], [1, 3], [0, 3], [4, 5]], requires_grad=True), torch.tensor([3, 1]), grad=True)
