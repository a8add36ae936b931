"""Memory statistics per device: ``torch.tpu.*`` and torch's generic
``torch.accelerator.memory_*`` read the same accounting of live storages (the
byte counts checked against numel × itemsize of what the test allocates), and
``mem_get_info`` reports real, bounded figures."""

import gc
import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch
import torch_pjrt

from helpers import DEV, as_accelerator  # noqa: F401  (a fixture)


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
def test_torch_accelerator_reads_the_same_figures(index, as_accelerator):
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
    if torch.tpu.get_device_properties(0).platform == "cpu" and not os.environ.get("TORCH_PJRT_MEMORY_LIMIT"):
        # The XLA CPU plugin computes in host memory: a budget of half the host (its cgroup limit if lower).
        meminfo = dict(line.split(":", 1) for line in open("/proc/meminfo"))
        host = int(meminfo["MemTotal"].split()[0]) * 1024
        try:
            host = min(host, int(open("/sys/fs/cgroup/memory.max").read()))
        except (OSError, ValueError):
            pass
        assert total == host // 2
        assert torch.accelerator.get_memory_info(0) == (free, total) or torch.accelerator.get_memory_info(0)[1] == total


BUDGET = textwrap.dedent("""
    import json, torch, torch_pjrt
    out = {"info": torch.tpu.mem_get_info()}
    try:
        torch.empty(100_000_000, dtype=torch.uint8, device="tpu")
    except torch.OutOfMemoryError as e:
        out["alloc"] = str(e)
    x = torch.ones(10_000_000, device="tpu")          # 40 MB of the 64 MB budget
    try:
        y = torch.cat([x, x])                            # an op output past it
    except torch.OutOfMemoryError as e:
        out["op"] = str(e)
    del x
    z = torch.ones(12_000_000, device="tpu")            # fits once x is gone
    out["after_free"] = z.sum().item()
    print(json.dumps(out))
""")


def test_the_host_memory_budget_is_reported_and_enforced():
    env = dict(os.environ, TORCH_PJRT_MEMORY_LIMIT="64MB", TORCH_PJRT_STRICT="1")
    r = subprocess.run([sys.executable, "-c", BUDGET], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["info"][1] == 64_000_000 and 0 < out["info"][0] <= 64_000_000
    assert "tpu:0 out of memory: tried to allocate 95.37 MiB" in out["alloc"] and "TORCH_PJRT_MEMORY_LIMIT=64MB" in out["alloc"]
    assert "out of memory in aten::cat" in out["op"] and "tried to allocate 76.29 MiB" in out["op"]
    assert out["after_free"] == 12_000_000


HOST_CACHE = textwrap.dedent("""
    import torch, torch_pjrt
    x = torch.ones(3, device="tpu")
    p = torch.ones(4).pin_memory()
    torch.accelerator.empty_host_cache()   # vLLM calls it at shutdown
    print(p.is_pinned(), x.cpu().sum().item())
""")


def test_emptying_the_host_cache_is_safe():
    # The device's pinned allocator is its registered host allocator: with none, torch 2.14's
    # empty_host_cache() dereferenced a null one and the process died (~2 s, a subprocess).
    r = subprocess.run([sys.executable, "-c", HOST_CACHE], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout.split() == ["True", "3.0"]


def test_the_kv_cache_budget_comes_from_the_memory_figures():
    # What vLLM's plugin (torch_pjrt.vllm) sizes its KV cache with, decided in Rust.
    from torch_pjrt import _native

    free, total = torch.tpu.mem_get_info()
    assert _native.kv_cache_bytes(0, 0.9, 1 << 20) == 1 << 20
    n = _native.kv_cache_bytes(0, 0.9)
    assert abs(n - (int(total * 0.9) - (total - free))) < 64 << 20
    with pytest.raises(ValueError, match=r"tpu:0: the KV cache asked for .* more than the .* free .*TORCH_PJRT_MEMORY_LIMIT"):
        _native.kv_cache_bytes(0, 0.9, total + 1)
    with pytest.raises(ValueError, match="utilization"):
        _native.kv_cache_bytes(0, 1.5)


def test_a_bad_memory_limit_names_the_setting():
    env = dict(os.environ, TORCH_PJRT_MEMORY_LIMIT="lots")
    r = subprocess.run([sys.executable, "-c", "import torch, torch_pjrt; torch.tpu.mem_get_info()"],
                       capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode != 0 and "TORCH_PJRT_MEMORY_LIMIT" in r.stderr and "'lots'" in r.stderr.replace('"', "'")


def test_writes_into_part_of_a_large_storage_update_it_in_place():
    m0 = torch_pjrt.metrics()["donated_buffers"]
    x = torch.zeros(4096, 4096, device="tpu")            # 64 MiB, written whole
    x[:8, :100].fill_(2.0)
    x[5, 7] = 3.0
    fresh = torch.empty(1, 1, 4096, 8192, device="tpu")   # 128 MiB, never written
    fresh[:, :, :4, :50].fill_(1.5)
    assert torch_pjrt.metrics()["donated_buffers"] - m0 >= 3
    assert x[:9, 98:101].cpu().tolist() == [[2.0, 2.0, 0.0]] * 8 + [[0.0, 0.0, 0.0]]
    assert x[5, 7].item() == 3.0 and x.sum().item() == 2.0 * 800 + 1.0
    assert fresh[0, 0, :4, :50].cpu().eq(1.5).all()


def test_a_bad_index_is_an_error_not_an_assert():
    n = torch.tpu.device_count()
    with pytest.raises(RuntimeError, match="Invalid device index"):
        torch.accelerator.memory_allocated(n)
    with pytest.raises(IndexError):
        torch.tpu.memory_allocated(n)


EVICT = textwrap.dedent("""
    import json, torch, torch_pjrt
    outs = []
    for n in range(1, 301):                       # 300 shapes, 300+ distinct programs
        outs.append((torch.arange(n, dtype=torch.float32, device="tpu") * 3).sum().item())
    m = torch_pjrt.metrics()
    again = (torch.arange(5, dtype=torch.float32, device="tpu") * 3).sum().item()  # evicted long ago
    print(json.dumps({"ok": all(o == 3 * n * (n - 1) / 2 for o, n in zip(outs, range(1, 301))),
                      "cached": m["cached_programs"], "evictions": m["eager_cache_evictions"], "again": again}))
""")


def test_the_eager_program_cache_is_bounded():
    # Every loaded executable holds memory mappings: a server meeting new shapes for hours
    # must not grow without end (the kernel aborts the process near 65,530 mappings).
    env = dict(os.environ, TORCH_PJRT_EAGER_PROGRAMS="64", TORCH_PJRT_STRICT="1")
    r = subprocess.run([sys.executable, "-c", EVICT], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["ok"] and out["again"] == 30.0
    assert out["cached"] <= 64 and out["evictions"] > 0, out


RELIEF = textwrap.dedent("""
    import json, os, torch, torch_pjrt
    def maps():
        return sum(1 for _ in open("/proc/self/maps"))
    # A stand-in for the kernel's limit whose three quarters lie a hundred mappings
    # above what the process holds before it compiles anything (read at the first compile).
    limit = maps() * 4 // 3 + 100
    os.environ["TORCH_PJRT_MAX_MAPS"] = str(limit)
    peak, ok = 0, True
    for n in range(1, 61):                        # 60 sizes: clusters, bucketed and pad programs
        x = torch.linspace(-1, 1, n * 37).reshape(n, 37)
        y = x.to("tpu")
        for k in range(24):
            y = (y * 1.01 + k).sin()
            x = (x * 1.01 + k).sin()
        ok &= torch.allclose(y.sum(0).cpu(), x.sum(0), rtol=1e-4, atol=1e-4)
        peak = max(peak, maps())
    m = torch_pjrt.metrics()
    print(json.dumps({"ok": bool(ok), "peak": peak, "limit": limit, "evictions": m["eager_cache_evictions"],
                      "loaded": m["loaded_programs"]}))
""")


@pytest.mark.skipif(not os.path.exists("/proc/self/maps"), reason="the mapping count is read from /proc (Linux)")
@pytest.mark.parametrize("mode", ["strict", "fused"])
def test_programs_are_dropped_near_the_mapping_limit(mode):
    # A long process meeting new shapes (a server, a notebook, a test suite) must stay under
    # the kernel's limit on memory mappings, which every loaded program's kernels count
    # against: past it LLVM's JIT aborts the process. A low stand-in limit makes this one
    # reach it; each program dropped compiles again when met again.
    env = dict(os.environ, TORCH_PJRT_EAGER=mode, TORCH_PJRT_STRICT="1")
    r = subprocess.run([sys.executable, "-c", RELIEF], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["ok"], out
    assert out["evictions"] > 0, out
    # Dropped at three quarters of the limit, checked every 16 compiles: some overshoot.
    assert out["peak"] < out["limit"], out


def _mmapped_bytes():
    """Bytes glibc holds in blocks of their own mmap (mallinfo2's hblkhd), None off glibc."""
    import ctypes

    class Info(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                   "fsmblks", "uordblks", "fordblks", "keepcost")]

    fn = getattr(ctypes.CDLL(None), "mallinfo2", None)
    if fn is None:
        return None
    fn.restype = Info
    return fn().hblkhd


@pytest.mark.skipif(torch_pjrt.info()["plugin_kind"] != "cpu", reason="the XLA CPU plugin's memory is the heap")
def test_cpu_plugin_buffers_come_from_the_heap_that_keeps_them():
    # glibc's defaults give each large buffer an mmap of its own, returned to the system
    # when freed and faulted in again next step (crates/engine/src/heap.rs); kept on the
    # heap, a freed buffer's pages serve the next one. Without the policy each of these
    # grows glibc's mmapped total by its own size.
    if torch_pjrt.info()["cpu_heap"] != "cached":
        pytest.skip(f"malloc left to the user's settings: {torch_pjrt.info()['cpu_heap']}")
    if _mmapped_bytes() is None:
        pytest.skip("not glibc 2.33+")
    for mib in (8, 30):
        before = _mmapped_bytes()
        t = torch.empty(mib << 18, device=DEV).fill_(1.0)
        assert t.sum().item() == float(mib << 18)
        assert _mmapped_bytes() - before < (1 << 20), f"a {mib} MiB buffer was mmapped"
        del t
    # empty_cache hands the kept memory back, through either API (the accelerator one reaches
    # the glue's allocator); the device still works after it.
    # Other threads (XLA's, a compile in the background) allocate too, and on a loaded machine one
    # may do so between the two readings: one quiet try of three is enough; none released means
    # empty_cache did not.
    for empty_cache in (torch.accelerator.empty_cache, torch.tpu.empty_cache):
        released = []
        while len(released) < 3 and (not released or released[-1] < 12 << 20):
            t = torch.empty(24 << 18, device=DEV).fill_(1.0)
            assert t.sum().item() == float(24 << 18)
            del t
            torch.tpu.synchronize()
            kept = _resident_bytes()
            empty_cache()
            released.append(kept - _resident_bytes())
        assert max(released) >= 12 << 20, (empty_cache, released)
    assert (torch.ones(3, device=DEV) + 1).sum().item() == 6.0


def _resident_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_cpu_heap_policy_follows_the_users_settings():
    code = "import torch, torch_pjrt; print(torch_pjrt.info()['cpu_heap'])"
    env = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_") and k not in ("GLIBC_TUNABLES", "TORCH_PJRT_CPU_HEAP")}
    got = {}
    for name, extra in (("ours", {}), ("opt-out", {"TORCH_PJRT_CPU_HEAP": "default"}), ("glibc", {"MALLOC_TRIM_THRESHOLD_": "131072"})):
        r = subprocess.run([sys.executable, "-c", code], env={**env, **extra}, capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stderr[-2000:]
        got[name] = r.stdout.strip().splitlines()[-1]
    if torch_pjrt.info()["plugin_kind"] != "cpu":
        assert set(got.values()) == {"untouched"}
        return
    assert got == {"ours": "cached", "opt-out": "user settings", "glibc": "user settings"}
    r = subprocess.run([sys.executable, "-c", code], env={**env, "TORCH_PJRT_CPU_HEAP": "bogus"}, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode != 0 and 'InvalidSettingError: invalid value "bogus" for TORCH_PJRT_CPU_HEAP' in r.stderr, r.stderr[-2000:]
