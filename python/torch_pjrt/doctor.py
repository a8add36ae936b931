"""``torch-pjrt doctor``: what a bug report needs, and a short self-test on the device.

Prints the versions (Python, torch, torch_pjrt), the PJRT plugin (path, platform, PJRT C API
version), the devices, the compile cache (folder, files, size), the ``TORCH_PJRT_*`` settings
in effect, then runs a self-test of about five seconds: one eager op and one small
``torch.compile`` function on the device, each compared with the same computation on the CPU
and timed. Exit status: 0 when the self-test passes, 1 when it fails or no device is usable,
2 for bad arguments.
"""

import os
import platform
import sys
import time

HELP = """\
usage: torch-pjrt doctor [-h]

Print torch and torch_pjrt versions, the PJRT plugin, devices, the compile cache and the
TORCH_PJRT_* settings, then run a short self-test on the device (an eager op and a compiled
function, compared with CPU). Exit status: 0 self-test passed, 1 failed, 2 bad arguments.
"""

# What the self-test may take before the report says so; it still runs to the end, since a
# slow first compile on a loaded machine is worth reporting, not failing.
BUDGET_S = 5.0

# Settings read by torch_pjrt, with what applies when they are unset.
DEFAULTS = {
    "TORCH_PJRT_PLUGIN": "auto",
    "TORCH_PJRT_DEVICE_NAME": "tpu",
    "TORCH_PJRT_ACCELERATOR": "auto",
    "TORCH_PJRT_STRICT": "0",
    "TORCH_PJRT_CACHE_DIR": "~/.cache/torch_pjrt",
    "TORCH_PJRT_LOG": "(off)",
    "TORCH_PJRT_MEMORY_LIMIT": "50% of host memory (host-memory plugins)",
}


def _size(n):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024


def _line(name, value):
    print(f"  {name:<22} {value}")


def _self_test(torch, dev):
    """Runs the checks; returns True when all pass. Prints one line per check."""
    ok = True
    gen = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=gen)
    b = torch.randn(64, 64, generator=gen)

    def eager(x, y):
        return (x @ y).relu() + 1

    def fn(x, y):
        return torch.tanh(x @ y) * 2 - y.sum(dim=0)

    checks = [("eager op      (a @ b).relu() + 1", eager, eager)]
    checks.append(("compiled fn   tanh(a @ b) * 2 - b.sum(0)", torch.compile(fn, backend="tpu", fullgraph=True), fn))
    start = time.perf_counter()
    for label, on_device, on_cpu in checks:
        t0 = time.perf_counter()
        try:
            got = on_device(a.to(dev), b.to(dev)).cpu()
            took = time.perf_counter() - t0
            want = on_cpu(a, b)
            diff = (got - want).abs().max().item()
            passed = got.shape == want.shape and torch.allclose(got, want, rtol=1e-4, atol=1e-4)
            verdict = "ok" if passed else "FAILED"
            print(f"  {label:<44} {verdict:<6} max |diff| {diff:.2e}  {took:.2f} s")
        except Exception as e:  # the report is the point: name the failure, keep going
            passed = False
            print(f"  {label:<44} FAILED {type(e).__name__}: {e}")
        ok &= passed
    total = time.perf_counter() - start
    note = "" if total <= BUDGET_S else f" (over the {BUDGET_S:.0f} s budget: a cold compile on a busy machine?)"
    print(f"  {'total':<44} {total:.2f} s{note}")
    return ok


def main(argv):
    """Prints the report; returns the exit code."""
    for arg in argv:
        if arg in ("-h", "--help"):
            sys.stdout.write(HELP)
            return 0
        sys.stderr.write(f"torch-pjrt: error: unknown argument `{arg}` for doctor (see `torch-pjrt doctor --help`)\n")
        return 2

    print("torch-pjrt doctor")
    _line("python", f"{platform.python_version()} ({sys.executable})")
    _line("platform", f"{platform.system()} {platform.release()} {platform.machine()}")
    try:
        import torch
    except Exception as e:
        _line("torch", f"cannot be imported: {type(e).__name__}: {e}")
        return 1
    _line("torch", torch.__version__)
    import warnings

    # `import torch_pjrt` warns when no plugin loads; the report below says so instead.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        try:
            import torch_pjrt
        except Exception as e:
            _line("torch_pjrt", f"cannot be imported: {type(e).__name__}: {e}")
            return 1
    from torch_pjrt import _native

    _line("torch_pjrt", f"{_native.VERSION} (native module built for torch {_native.TORCH_SERIES})")
    try:
        info = torch_pjrt.info()
    except Exception as e:
        _line("plugin", f"not loaded: {type(e).__name__}: {e}")
        info = None
    if info is not None:
        _line("plugin", f"{info['plugin_path']} ({info['plugin_kind']})")
        _line("PJRT", f"platform {info['platform']} {info['platform_version']}, C API {'.'.join(map(str, info['api_version']))}")
        name = torch_pjrt.device_name()
        for i in range(info["device_count"]):
            d = _native.device_info(i)
            mem = f", {_size(d['bytes_limit'])} limit" if "bytes_limit" in d else ""
            _line("device" if i == 0 else "", f"{name}:{i} {d['name']} ({d['kind']}, id {d['id']}{mem})")
    cache = _native.cache_dir()
    if cache is None:
        _line("cache", "off")
    else:
        files, size = _native.cache_usage()
        _line("cache", f"{cache}: {files} files, {_size(size)}")
    print("settings")
    shown = sorted(set(DEFAULTS) | {k for k in os.environ if k.startswith("TORCH_PJRT_")})
    for key in shown:
        value = os.environ.get(key)
        _line(key, f"{value}" if value is not None else f"{DEFAULTS[key]} (default)")
    _line("strict", f"{_native.is_strict()} (in effect)")
    acc = torch.accelerator.current_accelerator()
    _line("accelerator", f"{acc.type if acc is not None else None} (torch's current; "
          f"{torch_pjrt.device_name()} {'is' if torch_pjrt.is_accelerator() else 'is not'} it: docs/distributed.md)")

    print(f"self-test (budget {BUDGET_S:.0f} s)")
    if info is None or info["device_count"] == 0:
        print("  FAILED: no device to test")
        return 1
    ok = _self_test(torch, torch.device(torch_pjrt.device_name(), 0))
    print("result: self-test passed" if ok else "result: self-test FAILED")
    return 0 if ok else 1
