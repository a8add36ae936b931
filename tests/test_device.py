"""The `tpu` device: registration, the device module, transfers, errors."""

import copy
import io
import os
import subprocess
import sys
import threading

import pytest
import torch

import torch_pjrt
from helpers import DEV, as_accelerator  # noqa: F401  (a fixture)

ALL_DTYPES = [torch.float32, torch.bfloat16, torch.float16, torch.float64, torch.int64, torch.int32,
              torch.int16, torch.int8, torch.uint8, torch.bool]


def run_py(code, **env):
    e = dict(os.environ)
    e.update(env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e, timeout=300)


def test_device_module():
    assert torch.tpu.is_available()
    n = torch.tpu.device_count()
    assert n >= 1
    assert torch.tpu.get_device_name() == "XLA CPU"
    props = torch.tpu.get_device_properties(0)
    assert props.name == "XLA CPU" and props.platform == "cpu"
    assert torch.tpu.current_device() == 0
    if n > 1:
        with torch.tpu.device(1):
            assert torch.tpu.current_device() == 1
            x = torch.ones(2, device=DEV)
            assert x.device == torch.device(DEV, 1)
        assert torch.tpu.current_device() == 0
    torch.tpu.synchronize()


def test_accelerator_api(as_accelerator):
    assert torch.accelerator.is_available()
    assert torch.accelerator.current_accelerator().type == DEV
    assert torch.accelerator.device_count() == torch.tpu.device_count()
    torch.accelerator.set_device_index(0)
    assert torch.accelerator.current_device_index() == 0
    torch.accelerator.synchronize()


def test_generated_methods():
    t = torch.arange(4.0)
    d = t.tpu()
    assert d.is_tpu and d.device.type == DEV
    m = torch.nn.Linear(2, 2).tpu()
    assert all(p.is_tpu for p in m.parameters())


@pytest.mark.parametrize("dtype", ALL_DTYPES)
def test_round_trip_dtypes(dtype):
    x = (torch.arange(-6, 6) * 3).to(dtype).reshape(3, 4)
    d = x.to(DEV)
    assert d.dtype == dtype and d.device.type == DEV
    assert torch.equal(d.cpu(), x)
    # non-contiguous on both sides
    assert torch.equal(x.t().to(DEV).cpu(), x.t())
    assert torch.equal(d.t().cpu(), x.t())
    assert torch.equal(d[1:, ::2].cpu(), x[1:, ::2])


def test_item_tolist_print():
    d = torch.tensor([[1.5, 2.0], [3.0, -4.25]], device=DEV)
    assert d[1, 1].item() == -4.25
    assert d.tolist() == [[1.5, 2.0], [3.0, -4.25]]
    s = repr(d)
    assert "tpu:0" in s and "-4.2500" in s
    assert torch.tensor(7, device=DEV).item() == 7
    assert torch.tensor(True, device=DEV).item() is True


def test_save_load_and_deepcopy(tmp_path):
    d = torch.randn(3, 4).to(DEV)
    buf = io.BytesIO()
    torch.save({"w": d}, buf)
    buf.seek(0)
    back = torch.load(buf)
    assert back["w"].device.type == DEV and torch.equal(back["w"].cpu(), d.cpu())
    buf.seek(0)
    on_cpu = torch.load(buf, map_location="cpu")
    assert on_cpu["w"].device.type == "cpu" and torch.equal(on_cpu["w"], d.cpu())
    c = copy.deepcopy(d)
    assert c.device == d.device and torch.equal(c.cpu(), d.cpu())
    c.add_(1)
    assert not torch.equal(c.cpu(), d.cpu())
    m = torch.nn.Linear(3, 2).to(DEV)
    path = tmp_path / "m.pt"
    torch.save(m.state_dict(), path)
    m2 = torch.nn.Linear(3, 2)
    m2.load_state_dict(torch.load(path, map_location="cpu"))
    assert torch.equal(m2.weight, m.weight.cpu())


def test_non_blocking():
    x = torch.randn(1000)
    d = x.to(DEV, non_blocking=True)
    back = d.to("cpu", non_blocking=True)
    torch.tpu.synchronize()
    assert torch.equal(back, x)


def test_pinned_host_memory(as_accelerator):
    """pin_memory() gives host memory the device knows as pinned (DDP's unused-parameter map
    and DataLoader(pin_memory=True) need it); freed memory is no longer pinned. DataLoader pins
    for the current accelerator only: without the device as accelerator it pins nothing, as
    torch does without one."""
    t = torch.arange(1000.0).pin_memory()
    assert t.is_pinned() and t[500:].is_pinned() and not torch.arange(3.0).is_pinned()
    assert torch.equal(t.to(DEV, non_blocking=True).cpu(), t)
    data = torch.utils.data.TensorDataset(torch.randn(8, 2))
    assert all(b[0].is_pinned() for b in torch.utils.data.DataLoader(data, batch_size=4, pin_memory=True))
    torch_pjrt.use_as_accelerator(False)
    with pytest.warns(UserWarning, match="no accelerator"):
        assert not any(b[0].is_pinned() for b in torch.utils.data.DataLoader(data, batch_size=4, pin_memory=True))


def test_cross_device_copy():
    if torch.tpu.device_count() < 2:
        pytest.skip("one device")
    a = torch.arange(6.0).to(f"{DEV}:0")
    b = a.to(f"{DEV}:1")
    assert b.device.index == 1 and torch.equal(b.cpu(), a.cpu())
    c = (b * 2).to(f"{DEV}:0")
    assert torch.equal(c.cpu(), a.cpu() * 2)


def test_memory_accounting():
    torch.tpu.synchronize()
    before = torch.tpu.memory_allocated()
    x = torch.ones(1024, 1024, device=DEV)  # 4 MiB
    y = x * 2
    assert torch.tpu.memory_allocated() >= before + 2 * 4 * 1024 * 1024
    assert torch.tpu.max_memory_allocated() >= torch.tpu.memory_allocated()
    del x, y
    assert torch.tpu.memory_allocated() <= before + 1024


# ---- bad input ---------------------------------------------------------------


def test_shape_mismatch_is_runtime_error_and_process_survives():
    a = torch.ones(2, 3, device=DEV)
    b = torch.ones(4, device=DEV)
    with pytest.raises(RuntimeError, match=r"size of tensor a \(3\) must match the size of tensor b \(4\)"):
        a + b
    assert (a + 1).sum().item() == 12


def test_device_index_out_of_range():
    with pytest.raises(RuntimeError, match="index"):
        torch.ones(1, device=f"{DEV}:99")
    with pytest.raises(IndexError):
        torch.tpu.get_device_name(99)
    assert torch.ones(1, device=DEV).item() == 1


def test_mixed_devices_rejected():
    a = torch.ones(3, device=DEV)
    with pytest.raises(RuntimeError, match="same device"):
        a + torch.ones(3)
    if torch.tpu.device_count() > 1:
        with pytest.raises(RuntimeError, match="same device"):
            a + torch.ones(3, device=f"{DEV}:1")
    # zero-dim CPU tensors mix like on CUDA
    assert (a * torch.tensor(2.0)).sum().item() == 6


def test_inplace_dtype_error():
    x = torch.ones(3, dtype=torch.int64, device=DEV)
    with pytest.raises(RuntimeError, match="can't be cast"):
        x += 1.5


def test_unknown_plugin_setting():
    r = run_py("import torch_pjrt", TORCH_PJRT_PLUGIN="quantum")
    assert r.returncode == 0, r.stderr
    assert "invalid value \"quantum\" for TORCH_PJRT_PLUGIN" in r.stderr
    r = run_py("import torch_pjrt\ntry:\n  torch_pjrt.init()\nexcept ValueError as e:\n  print('ValueError:', e)", TORCH_PJRT_PLUGIN="quantum")
    assert "ValueError: invalid value" in r.stdout, r.stdout + r.stderr


def test_cpu_device_count_setting():
    """TORCH_PJRT_CPU_DEVICES sets the XLA CPU plugin's device count; the default is the cores,
    2 to 4 (more devices than cores oversubscribe XLA's compute threads); nonsense is refused
    with the setting's name, and the plugin's per-option INFO line stays off stderr."""
    code = "import torch, torch_pjrt\nprint('count', torch.tpu.device_count())"
    if torch_pjrt.info()["plugin_kind"] != "cpu":
        pytest.skip("an XLA CPU setting")
    r = run_py(code, TORCH_PJRT_CPU_DEVICES="3")
    assert "count 3" in r.stdout, r.stdout + r.stderr
    assert "create_options" not in r.stderr, r.stderr
    r = run_py(code, TORCH_PJRT_CPU_DEVICES="")
    n = int(r.stdout.split("count ")[-1])
    assert 2 <= n <= max(2, min(4, len(os.sched_getaffinity(0)))), r.stdout + r.stderr
    r = run_py("import torch_pjrt\ntry:\n  torch_pjrt.init()\nexcept ValueError as e:\n  print('ValueError:', e)",
               TORCH_PJRT_CPU_DEVICES="many")
    assert "ValueError: invalid value \"many\" for TORCH_PJRT_CPU_DEVICES" in r.stdout, r.stdout + r.stderr


def test_missing_plugin_path():
    code = ("import torch, torch_pjrt\n"
            "try:\n  torch_pjrt.init()\nexcept torch_pjrt.errors.TorchPjrtError as e:\n  print(type(e).__name__, e)\n"
            "print('available', torch.tpu.is_available())\n"
            "try:\n  (torch.ones(2, device='tpu') + 1).cpu()\nexcept RuntimeError as e:\n  print('op error:', e)\n")
    r = run_py(code, TORCH_PJRT_PLUGIN="/nonexistent/plugin.so")
    assert r.returncode == 0, r.stderr
    assert "PluginNotFoundError" in r.stdout or "PluginLoadError" in r.stdout, r.stdout
    assert "available False" in r.stdout
    assert "op error: no explicit PJRT plugin found" in r.stdout, r.stdout


def test_broken_plugin_file(tmp_path):
    bad = tmp_path / "broken.so"
    bad.write_bytes(b"\x7fELF not really")
    code = "import torch_pjrt\ntry:\n  torch_pjrt.init()\nexcept torch_pjrt.errors.TorchPjrtError as e:\n  print(type(e).__name__, e)\n"
    r = run_py(code, TORCH_PJRT_PLUGIN=str(bad))
    assert r.returncode == 0, r.stderr
    assert "PluginLoadError" in r.stdout, r.stdout


def test_cuda_plugin_without_gpu_fails_cleanly():
    code = "import torch_pjrt\ntry:\n  torch_pjrt.init()\n  print('loaded')\nexcept torch_pjrt.errors.TorchPjrtError as e:\n  print(type(e).__name__, e)\n"
    r = run_py(code, TORCH_PJRT_PLUGIN="cuda")
    assert r.returncode == 0, r.stderr
    if os.path.exists("/dev/nvidia0"):
        return
    assert "PluginNotFoundError" in r.stdout or "NoDeviceError" in r.stdout or "PluginLoadError" in r.stdout, r.stdout


# ---- registration ------------------------------------------------------------


def test_autoload_and_opt_out():
    r = run_py("import torch; print(torch.tpu.get_device_name(), torch.ones(2, device='tpu').sum().item())")
    assert r.returncode == 0, r.stderr
    assert "XLA CPU 2.0" in r.stdout
    r = run_py("import torch; print(hasattr(torch, 'tpu'))", TORCH_DEVICE_BACKEND_AUTOLOAD="0")
    assert r.stdout.strip() == "False", r.stdout + r.stderr


def test_device_name_override():
    r = run_py("import torch, torch_pjrt; print((torch.ones(2, device='pjrt') * 3).cpu().tolist())",
               TORCH_PJRT_DEVICE_NAME="pjrt", TORCH_DEVICE_BACKEND_AUTOLOAD="0")
    assert r.returncode == 0, r.stderr
    assert "[3.0, 3.0]" in r.stdout


# ---- fallback policy ------------------------------------------------------------


@pytest.mark.allow_fallback
def test_fallback_warns_once_and_counts():
    torch_pjrt.reset_metrics()
    x = torch.linspace(0.5, 2.0, 5).to(DEV)
    def op(t):
        return torch.igamma(t, t)

    with pytest.warns(UserWarning, match="is not lowered for the PJRT device"):
        y = op(x)
    assert torch.allclose(y.cpu(), op(x.cpu()))
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        op(x)  # second call: no warning
    fb = torch_pjrt.metrics()["fallbacks"]
    assert sum(v for k, v in fb.items() if "igamma" in k) == 2


def test_strict_mode_raises():
    x = torch.ones(3, device=DEV)
    with pytest.raises(NotImplementedError, match="TORCH_PJRT_STRICT=1"):
        torch.igamma(x, x)


# ---- threads ------------------------------------------------------------------


def test_threads_and_backward_thread():
    errors = []

    def work(k):
        try:
            for _ in range(20):
                a = torch.full((64,), float(k), device=DEV)
                assert (a * 2).sum().item() == 128.0 * k
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    ts = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not errors, errors


def test_a_forked_child_gets_an_error_not_a_hang():
    """A process forked after the client was made has none of the plugin's threads: its
    first program would wait forever. It raises instead, as CUDA does in a forked child,
    and `_is_in_bad_fork` says so (the parent is unaffected)."""
    import time

    (torch.ones(2, device=DEV) + 1).cpu()
    assert not torch_pjrt.device._is_in_bad_fork()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report and leave without pytest's teardown
        os.close(r)
        try:
            msg = "bad fork: %s;" % torch_pjrt.device._is_in_bad_fork()
            try:
                (torch.ones(2, device=DEV) + 1).cpu()
                msg += "no error"
            except RuntimeError as e:
                msg += "RuntimeError: %s" % e
        except BaseException as e:  # noqa: BLE001 - anything else is reported to the parent
            msg = "unexpected %r" % e
        os.write(w, msg.encode())
        os._exit(0)
    os.close(w)
    deadline = time.monotonic() + 60
    while os.waitpid(pid, os.WNOHANG) == (0, 0):
        if time.monotonic() > deadline:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            raise AssertionError("the forked child hung on the device")
        time.sleep(0.1)
    msg = os.read(r, 4096).decode()
    os.close(r)
    assert msg.startswith("bad fork: True;RuntimeError:") and "forked subprocess" in msg and "spawn" in msg, msg
    assert (torch.ones(2, device=DEV) + 1).cpu().tolist() == [2.0, 2.0]
