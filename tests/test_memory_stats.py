"""Memory statistics per device: ``torch.tpu.*`` and torch's generic
``torch.accelerator.memory_*`` read the same accounting of live storages (the
byte counts checked against numel × itemsize of what the test allocates), and
``mem_get_info`` reports real, bounded figures."""

import gc

import pytest
import torch

from helpers import DEV


def _stats(i):
    return torch.tpu.memory_stats(i)


@pytest.mark.parametrize("index", [0, 1])
def test_allocations_are_counted_per_device(index):
    if torch.tpu.device_count() <= index:
        pytest.skip("one device")
    other = 1 - index if torch.tpu.device_count() > 1 else None
    gc.collect()
    torch.tpu.reset_peak_memory_stats(index)
    base = torch.tpu.memory_allocated(index)
    base_other = torch.tpu.memory_allocated(other) if other is not None else None
    before = _stats(index)
    x = torch.empty(1000, dtype=torch.float32, device=f"{DEV}:{index}")
    y = torch.ones(3, 5, dtype=torch.float64, device=f"{DEV}:{index}")
    view = x[10:20]  # a view: no new storage
    assert torch.tpu.memory_allocated(index) - base == 1000 * 4 + 15 * 8
    if other is not None:
        assert torch.tpu.memory_allocated(other) == base_other
    after = _stats(index)
    assert after["allocation.all.current"] - before["allocation.all.current"] == 2
    assert after["allocated_bytes.all.allocated"] - before["allocated_bytes.all.allocated"] == 4120
    del x, y, view
    gc.collect()
    assert torch.tpu.memory_allocated(index) == base
    assert torch.tpu.max_memory_allocated(index) >= base + 4120
    freed = _stats(index)
    assert freed["allocated_bytes.all.freed"] - after["allocated_bytes.all.freed"] == 4120
    torch.tpu.reset_peak_memory_stats(index)
    assert torch.tpu.max_memory_allocated(index) == torch.tpu.memory_allocated(index)
    torch.tpu.reset_accumulated_memory_stats(index)
    s = _stats(index)
    assert s["allocated_bytes.all.allocated"] == s["allocated_bytes.all.freed"] == 0
    assert s["reserved_bytes.all.current"] == s["allocated_bytes.all.current"]  # nothing is cached


@pytest.mark.parametrize("index", [0, 1])
def test_torch_accelerator_reads_the_same_figures(index):
    if torch.tpu.device_count() <= index:
        pytest.skip("one device")
    keep = torch.randn(257, device=f"{DEV}:{index}")
    assert torch.accelerator.current_accelerator().type == DEV
    assert torch.accelerator.memory_allocated(index) == torch.tpu.memory_allocated(index) >= keep.numel() * 4
    assert torch.accelerator.max_memory_allocated(index) == torch.tpu.max_memory_allocated(index)
    assert torch.accelerator.memory_reserved(index) == torch.tpu.memory_reserved(index)
    generic = torch.accelerator.memory_stats(index)
    ours = torch.tpu.memory_stats(index)
    for k in ("allocated_bytes.all.current", "allocated_bytes.all.peak", "allocation.all.current", "reserved_bytes.all.current"):
        assert generic[k] == ours[k], k
    torch.accelerator.reset_peak_memory_stats(index)
    assert torch.tpu.max_memory_allocated(index) == torch.tpu.memory_allocated(index)
    torch.accelerator.empty_cache()
    # Free memory moves with every other process on the host: compare totals, bound frees.
    (g_free, g_total), (o_free, o_total) = torch.accelerator.get_memory_info(index), torch.tpu.mem_get_info(index)
    assert g_total == o_total and 0 < g_free <= g_total and 0 < o_free <= o_total


def test_mem_get_info_is_real_and_bounded():
    free, total = torch.tpu.mem_get_info(0)
    assert 0 < free <= total
    assert torch.tpu.get_device_properties(0).total_memory == total
    if torch.tpu.get_device_properties(0).platform == "cpu":
        # The XLA CPU plugin computes in host memory: the host's figures.
        meminfo = dict(line.split(":", 1) for line in open("/proc/meminfo"))
        assert total == int(meminfo["MemTotal"].split()[0]) * 1024


def test_a_bad_index_is_an_error_not_an_assert():
    n = torch.tpu.device_count()
    with pytest.raises(RuntimeError, match="Invalid device index"):
        torch.accelerator.memory_allocated(n)
    with pytest.raises(IndexError):
        torch.tpu.memory_allocated(n)
