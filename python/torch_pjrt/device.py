"""The ``torch.tpu`` device module: what ``torch.cuda`` offers, for PJRT devices.

Example::

    import torch, torch_pjrt
    torch.tpu.is_available(), torch.tpu.device_count(), torch.tpu.get_device_name()
    with torch.tpu.device(0):
        x = torch.ones(2, device="tpu")
    torch.tpu.synchronize()
"""

import struct as _struct
from collections import namedtuple as _namedtuple

import torch as _torch

from . import _native


def _ready():
    import torch_pjrt

    return torch_pjrt._info is not None


def is_available():
    """True when a PJRT plugin is loaded and exposes at least one device."""
    return _ready() and _native.device_count() > 0


def is_initialized():
    return _ready()


def _is_in_bad_fork():
    return False


def _lazy_init():
    if not _ready():
        import torch_pjrt

        torch_pjrt.init()


def device_count():
    """Number of devices the plugin exposes (0 when unavailable)."""
    return _native.device_count() if _ready() else 0


def _index(device=None):
    if device is None:
        return current_device()
    if isinstance(device, int):
        return device
    if isinstance(device, str):
        device = _torch.device(device)
    if isinstance(device, _torch.device):
        return device.index if device.index is not None else current_device()
    raise TypeError(f"expected a device index, name or torch.device, got {device!r}")


def _check(i):
    n = device_count()
    if not 0 <= i < n:
        from .errors import DeviceIndexError

        raise DeviceIndexError(f"device index {i} is out of range: {n} PJRT device(s) available")
    return i


def current_device():
    """Index of the current device of this thread."""
    return _torch.accelerator.current_device_index()


def set_device(device):
    """Makes ``device`` the current device of this thread."""
    _torch.accelerator.set_device_index(_check(_index(device)))


class device:
    """Context manager that makes a device current, like ``torch.cuda.device``."""

    def __init__(self, device):
        self.idx = _index(device)
        self.prev = None

    def __enter__(self):
        self.prev = current_device()
        set_device(self.idx)

    def __exit__(self, *exc):
        set_device(self.prev)
        return False


def synchronize(device=None):
    """Waits for all queued work on ``device`` (default: current) to finish."""
    _native.synchronize(_check(_index(device)))


def get_device_name(device=None):
    """The device's real name, e.g. ``"XLA CPU"``, ``"NVIDIA H200"``, ``"TPU v6e"``."""
    return _native.device_info(_check(_index(device)))["name"]


_Props = _namedtuple("_Props", "name kind platform platform_version total_memory description")


def get_device_properties(device=None):
    """Name, kind, platform and total memory (0 where the plugin does not say)."""
    d = _native.device_info(_check(_index(device)))
    return _Props(d["name"], d["kind"], d["platform"], d["platform_version"], d.get("bytes_limit") or 0, d["description"])


def get_device_capability(device=None):
    return (0, 0)


def memory_allocated(device=None):
    """Bytes held by live tensors' storages on the device."""
    return _native.memory_allocated(_check(_index(device)))


def max_memory_allocated(device=None):
    """Peak of :func:`memory_allocated` since start or the last reset."""
    return _native.max_memory_allocated(_check(_index(device)))


def reset_peak_memory_stats(device=None):
    _native.reset_peak_memory_stats(_check(_index(device)))


def memory_stats(device=None):
    """Our allocation counters plus the plugin's own statistics where it reports them."""
    i = _check(_index(device))
    d = _native.device_info(i)
    out = {"allocated_bytes.all.current": memory_allocated(i), "allocated_bytes.all.peak": max_memory_allocated(i)}
    for k in ("bytes_in_use", "bytes_limit", "peak_bytes_in_use"):
        if d.get(k) is not None:
            out[f"device.{k}"] = d[k]
    return out


def empty_cache():
    """Buffers are freed when their tensors die; nothing is cached."""


# ---- RNG ---------------------------------------------------------------------
# The state lives in Rust as (seed, offset); default generators have ids equal
# to the device index. Each random op consumes one offset step.

_DEFAULT_SEED = 67280421310721
_initial_seeds = {}


def manual_seed(seed):
    """Seeds the current device's default generator."""
    i = current_device()
    _initial_seeds[i] = int(seed) & (2**64 - 1)
    _native.rng_set(i, _initial_seeds[i], 0)


def manual_seed_all(seed):
    """Seeds every device's default generator (``torch.manual_seed`` calls this)."""
    for i in range(device_count()):
        _initial_seeds[i] = int(seed) & (2**64 - 1)
        _native.rng_set(i, _initial_seeds[i], 0)


def seed():
    """Seeds the current device's generator with a non-deterministic number."""
    import random

    manual_seed(random.getrandbits(63))


def seed_all():
    import random

    manual_seed_all(random.getrandbits(63))


def initial_seed():
    return _initial_seeds.get(current_device(), _DEFAULT_SEED)


def get_rng_state(device=None):
    """The generator state as a CPU uint8 tensor of 16 bytes (seed, offset)."""
    s, o = _native.rng_get(_check(_index(device)))
    return _torch.frombuffer(bytearray(_struct.pack("<QQ", s, o)), dtype=_torch.uint8).clone()


def set_rng_state(new_state, device=None):
    """Restores a state from :func:`get_rng_state`."""
    b = bytes(new_state.to("cpu", _torch.uint8).contiguous().numpy().tobytes())
    if len(b) != 16:
        raise ValueError(f"set_rng_state: expected a uint8 tensor of 16 bytes, got {len(b)} bytes")
    s, o = _struct.unpack("<QQ", b)
    _native.rng_set(_check(_index(device)), s, o)


def get_rng_state_all():
    return [get_rng_state(i) for i in range(device_count())]


def set_rng_state_all(states):
    for i, s in enumerate(states):
        set_rng_state(s, i)
