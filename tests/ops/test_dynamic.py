"""Ops with data-dependent output shapes, computed on the device after a size pre-pass."""

import os

import pytest
import torch

from helpers import EAGER_ERRORS, check


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


@pytest.mark.modes("eager", reason="repr() of device tensors, no op to compile")
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


@EAGER_ERRORS
def test_mask_shape_mismatch_is_index_error():
    x = torch.randn(4, 5).to("tpu")
    with pytest.raises(IndexError, match="shape of the mask"):
        x[torch.ones(3, dtype=torch.bool, device="tpu")]


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32])
def test_repeat_interleave(dtype):
    check(torch.repeat_interleave, torch.tensor([2, 0, 3], dtype=dtype))
    check(lambda r: torch.repeat_interleave(r, output_size=5), torch.tensor([2, 0, 3], dtype=dtype))
    check(torch.repeat_interleave, torch.zeros(0, dtype=dtype))
    x = torch.randn(3, 4, requires_grad=True)
    check(lambda t: torch.repeat_interleave(t, torch.tensor([1, 2, 0], device=t.device), dim=0), x, grad=True)
    check(lambda t: torch.repeat_interleave(t, 2, dim=1), x, grad=True)
    with pytest.raises(RuntimeError, match="repeats can not be negative"):
        torch.repeat_interleave(torch.tensor([2, -1], dtype=dtype, device="tpu"))


@pytest.mark.parametrize("dtype", [torch.float32, torch.int64, torch.bool, torch.bfloat16])
def test_unique(dtype):
    x = torch.randint(0, 4, (3, 5)).to(dtype)
    check(lambda t: torch.unique(t, return_inverse=True, return_counts=True), x)
    check(torch.unique, x)
    check(lambda t: torch.unique(t, dim=1, return_inverse=True, return_counts=True), x)
    check(lambda t: torch.unique_consecutive(t, return_inverse=True, return_counts=True), x)
    check(lambda t: torch.unique_consecutive(t, return_counts=True, dim=0), x)
    check(lambda t: torch.unique(t, return_inverse=True), torch.zeros(0, 3, dtype=dtype))


@pytest.mark.parametrize("dtype", [torch.float32, torch.int32, torch.bool, torch.float16])
def test_unique_wide_rows(dtype):
    # Rows of more than 3 elements sort column by column in a loop.
    x = torch.randint(0, 2, (6, 2, 4)).to(dtype)
    x[3] = x[1]
    check(lambda t: torch.unique(t, dim=0, return_inverse=True, return_counts=True), x)
    check(lambda t: torch.unique(t, dim=2, return_inverse=True, return_counts=True), x)
    check(lambda t: torch.unique_consecutive(t, dim=0, return_inverse=True, return_counts=True), x)


def test_unique_wide_rows_signed_zero():
    # -0.0 equals 0.0; the first row of a run stands for it. (Rows holding NaN are left out: the
    # CPU kernel's row order for them depends on its sort algorithm.)
    x = torch.tensor([[1.0, 0.0, 2.0, 4.0], [1.0, -0.0, 2.0, 3.0], [1.0, 0.0, 2.0, 3.0], [-1.0, 5.0, 2.0, 3.0],
                      [1.0, 0.0, 2.0, 4.0]])
    check(lambda t: torch.unique(t, dim=0, return_inverse=True, return_counts=True), x)


@pytest.mark.modes("eager", reason="asserts on the size of eager unique's program")
@pytest.mark.skipif(not os.path.exists("/proc/self/maps"), reason="counts the process's memory mappings (Linux)")
def test_unique_program_size_does_not_grow_with_row_width():
    # Every loaded XLA CPU kernel holds memory mappings; a sort taking one operand per column
    # compiled a kernel per column, and the conformance sweep's unique samples exhausted
    # vm.max_map_count (SIGSEGV in LLVM's JIT). The column loop keeps one program's kernels fixed.
    def mappings_added(width):
        x = torch.randint(0, 2, (8, width), dtype=torch.int32, device="tpu")
        x[5] = x[2]
        before = sum(1 for _ in open("/proc/self/maps"))
        torch.unique(x, dim=0, return_inverse=True, return_counts=True)[0].cpu()
        return sum(1 for _ in open("/proc/self/maps")) - before

    narrow, wide = mappings_added(4), mappings_added(96)
    assert wide <= 2 * narrow, (narrow, wide)  # a kernel per column added hundreds


def test_unique_nan_each_distinct():
    check(lambda t: torch.unique(t, return_inverse=True, return_counts=True), torch.tensor([3.0, 1.0, float("nan"), 1.0, float("nan")]))


def test_nonzero_static():
    x = torch.tensor([[0, 1], [2, 0]])
    check(lambda t: torch.nonzero_static(t, size=5), x)
    check(lambda t: torch.nonzero_static(t, size=1, fill_value=7), x)
    check(lambda t: torch.nonzero_static(t, size=2), torch.tensor(3))
