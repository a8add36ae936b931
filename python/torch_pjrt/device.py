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
    return _ready() and _native.in_bad_fork()


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


# ---- streams and events --------------------------------------------------------
# A device runs our programs in the order they are queued: one stream per device.
# Streams and events are torch's own classes (torch.Stream / torch.Event) on that
# stream; code written for CUDA streams runs, in order, on it.


class _OnDevice(type):
    # torch's Stream/Event methods take only their exact classes, so ours construct
    # torch's own objects; isinstance() still answers for our device's.
    def __instancecheck__(cls, obj):
        return isinstance(obj, cls._torch_class) and obj.device.type == _dev_name()


class Stream(metaclass=_OnDevice):
    """The device's stream, a ``torch.Stream`` (there is one per device; ``priority``
    is accepted and ignored).

    Example::

        s = torch.tpu.Stream()
        with torch.tpu.stream(s):
            y = x * 2
        s.synchronize()
    """

    _torch_class = _torch.Stream

    def __new__(cls, device=None, priority=0, **kwargs):
        return _torch.Stream(_torch.device(_dev_name(), _check(_index(device))), priority=priority)


class Event(metaclass=_OnDevice):
    """A ``torch.Event`` on the device: a point in its queue. ``record()``, ``query()``,
    ``synchronize()``, ``wait()`` and ``elapsed_time(end)`` in milliseconds, from each
    event's completion as observed on the host (exact when the end event is
    synchronized on, as timing code does).

    Example::

        start, end = torch.tpu.Event(enable_timing=True), torch.tpu.Event(enable_timing=True)
        start.record(); y = x @ x; end.record(); end.synchronize()
        print(start.elapsed_time(end))
    """

    _torch_class = _torch.Event

    def __new__(cls, enable_timing=False, blocking=False, interprocess=False):
        return _torch.Event(_dev_name(), enable_timing=enable_timing, blocking=blocking, interprocess=interprocess)


def _dev_name():
    import torch_pjrt

    return torch_pjrt.device_name()


def current_stream(device=None):
    """The stream of ``device`` (the current device by default)."""
    return _torch.accelerator.current_stream(_check(_index(device)))


def default_stream(device=None):
    """Also the device's one stream."""
    return current_stream(device)


def set_stream(stream):
    """Makes ``stream`` current (it is its device's one stream)."""
    if stream is not None:
        _torch.accelerator.set_stream(stream)


class StreamContext:
    """``with torch.tpu.stream(s):`` runs the block with ``s`` (and its device) current."""

    def __init__(self, stream):
        self.stream = stream
        self._prev = None

    def __enter__(self):
        if self.stream is not None:
            self._prev = current_stream(self.stream.device_index)
            set_stream(self.stream)
        return self.stream

    def __exit__(self, *exc):
        if self._prev is not None:
            set_stream(self._prev)


def stream(stream):
    return StreamContext(stream)


# ---- mixed precision -------------------------------------------------------------
# torch.autocast("tpu") follows CUDA's op policy (registered by the C++ glue).


def get_amp_supported_dtype():
    """The dtypes ``torch.autocast("tpu", dtype=...)`` accepts."""
    return [_torch.bfloat16, _torch.float16]


def is_bf16_supported(including_emulation=True):
    return True


class amp:
    """``torch.tpu.amp``: the device's spellings of ``torch.amp``.

    Example::

        with torch.tpu.amp.autocast():              # bfloat16
            loss = model(x).float().mean()
        scaler = torch.tpu.amp.GradScaler()         # for float16 training
    """

    @staticmethod
    def autocast(enabled=True, dtype=_torch.bfloat16, cache_enabled=True):
        return _torch.autocast(_dev_name(), dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)

    @staticmethod
    def GradScaler(init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000, enabled=True):
        return _torch.amp.GradScaler(_dev_name(), init_scale=init_scale, growth_factor=growth_factor,
                                     backoff_factor=backoff_factor, growth_interval=growth_interval, enabled=enabled)


def get_device_name(device=None):
    """The device's real name, e.g. ``"XLA CPU"``, ``"NVIDIA H200"``, ``"TPU v6e"``."""
    return _native.device_info(_check(_index(device)))["name"]


_Props = _namedtuple("_Props", "name kind platform platform_version total_memory description")


def get_device_properties(device=None):
    """Name, kind, platform and total memory (see :func:`mem_get_info`)."""
    i = _check(_index(device))
    d = _native.device_info(i)
    return _Props(d["name"], d["kind"], d["platform"], d["platform_version"], mem_get_info(i)[1], d["description"])


def get_device_capability(device=None):
    return (0, 0)


def memory_allocated(device=None):
    """Bytes held by live tensors' storages on the device.

    Example::

        >>> x = torch.empty(1024, device="tpu"); torch.tpu.memory_allocated() >= 4096
        True
    """
    return _native.memory_counters(_check(_index(device)))[0][0]


def max_memory_allocated(device=None):
    """Peak of :func:`memory_allocated` since start or the last :func:`reset_peak_memory_stats`."""
    return _native.memory_counters(_check(_index(device)))[0][1]


def memory_reserved(device=None):
    """Bytes held for the device's storages: nothing is cached, so :func:`memory_allocated`."""
    return memory_allocated(device)


def max_memory_reserved(device=None):
    return max_memory_allocated(device)


def reset_peak_memory_stats(device=None):
    """Peaks (bytes and storages) back to the current figures."""
    _native.reset_memory_stats(_check(_index(device)), False)


def reset_accumulated_memory_stats(device=None):
    """The allocated/freed totals of :func:`memory_stats` back to zero."""
    _native.reset_memory_stats(_check(_index(device)), True)


def reset_max_memory_allocated(device=None):
    reset_peak_memory_stats(device)


def mem_get_info(device=None):
    """(free, total) bytes: the plugin's figures where it reports a memory limit
    (GPU, TPU); for the XLA CPU plugin, which computes in host memory, its budget
    (``TORCH_PJRT_MEMORY_LIMIT``, by default half the host's memory), shared by all
    its devices: the room left under it, never more than the host has available.

    Example::

        >>> free, total = torch.tpu.mem_get_info(); 0 < free <= total
        True
    """
    return tuple(_native.memory_info(_check(_index(device))))


def memory_stats(device=None):
    """PyTorch's memory statistics (the ``torch.cuda.memory_stats`` keys, from the
    allocator's own accounting, as ``torch.accelerator.memory_stats`` reads them), plus
    the plugin's own figures as ``device.*`` where it reports them."""
    i = _check(_index(device))
    out = dict(_torch.accelerator.memory_stats(i))
    d = _native.device_info(i)
    for k in ("bytes_in_use", "bytes_limit", "peak_bytes_in_use"):
        if d.get(k) is not None:
            out[f"device.{k}"] = d[k]
    return out


def empty_cache():
    """Releases memory kept for reuse. Buffers are freed when their tensors die; on the
    XLA CPU plugin the process's heap keeps freed blocks (up to 32 MiB each) for the next
    buffer instead of returning them to the system and faulting them in again (see
    ``torch_pjrt.info()["cpu_heap"]``), and this returns them, as
    ``torch.cuda.empty_cache()`` returns its allocator's cached blocks
    (``torch.accelerator.empty_cache()`` does the same).

    Example::

        >>> del activations
        >>> torch.tpu.empty_cache()
    """
    _native.empty_cache()


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
