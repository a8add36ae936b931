"""torch_pjrt: a native PyTorch device backend on PJRT plugins.

``import torch_pjrt`` registers the ``tpu`` device (the name is taken from
``TORCH_PJRT_DEVICE_NAME``), backed by the PJRT plugin chosen by
``TORCH_PJRT_PLUGIN`` (``cpu``, ``cuda``, ``tpu``, a path to a plugin ``.so``,
or auto-detection: TPU, then GPU, then the XLA CPU)::

    import torch, torch_pjrt
    x = torch.randn(4, 4).to("tpu")
    y = (x @ x).relu()
    print(y.cpu(), torch_pjrt.metrics()["compiles"])

Ops without a lowering run on the CPU with a warning (once per op) and are
counted in :func:`metrics`; ``TORCH_PJRT_STRICT=1`` turns that into an error.
"""

import contextlib as _contextlib
import os as _os
import sys as _sys

import torch as _torch

from . import errors
from . import _torch_compat

SUPPORTED_TORCH = ("2.14", "2.15")
_series = ".".join(_torch.__version__.split(".")[:2])
try:
    from . import _native
except ImportError as _e:
    raise ImportError(
        f"torch_pjrt: the native module does not load with torch {_torch.__version__} (torch_pjrt supports torch "
        f"{' and '.join(SUPPORTED_TORCH)}; rebuild it against the installed torch: bash scripts/setup.sh): {_e}"
    ) from _e
if _native.TORCH_SERIES != _series:
    raise ImportError(
        f"torch_pjrt was built against torch {_native.TORCH_SERIES} but torch {_torch.__version__} is installed "
        f"(supported: {' and '.join(SUPPORTED_TORCH)}): rebuild it against the installed torch (bash scripts/setup.sh)"
    )

__all__ = [
    "errors",
    "metrics",
    "reset_metrics",
    "device_trace_available",
    "device_name",
    "init",
    "info",
    "set_strict",
    "set_defer",
    "set_eager_buckets",
    "set_eager_mode",
    "eager_mode",
    "eager_mode_as",
    "lowered_ops",
    "export",
    "ExportedModule",
    "use_as_accelerator",
    "is_accelerator",
]

DEVICE_NAME = _os.environ.get("TORCH_PJRT_DEVICE_NAME", "tpu")

_info = None
_init_error = None
# Whether tpu is torch's current accelerator (crates/engine/src/accelerator.rs decides when the
# plugin loads), and whether the program chose it itself (use_as_accelerator).
_accelerator = False
_accelerator_chosen = False


def _truthy(v):
    return v.strip().lower() not in ("", "0", "false", "no", "off")


def init(plugin=None):
    """Loads the PJRT plugin (once per process) and returns facts about it.

    ``plugin`` overrides ``TORCH_PJRT_PLUGIN``. Raises
    :class:`torch_pjrt.errors.PluginNotFoundError` and friends when the plugin
    cannot be used.

    Example::

        >>> torch_pjrt.init()["platform"]
        'cpu'
    """
    global _info, _init_error
    if _info is not None:
        return dict(_info)
    setting = plugin if plugin is not None else _os.environ.get("TORCH_PJRT_PLUGIN", "auto")
    strict = _truthy(_os.environ.get("TORCH_PJRT_STRICT", "0"))
    try:
        _info = _native._init(setting, [p for p in _sys.path if p], strict)
    except Exception as e:
        _init_error = e
        raise
    _init_error = None
    _decide_accelerator()
    return dict(_info)


def info():
    """Facts about the loaded plugin: platform, version, path, device count.

    Example::

        >>> torch_pjrt.info()["device_count"]
        1
    """
    if _info is None:
        init()
    return dict(_info)


def metrics():
    """Counters since start (or :func:`reset_metrics`): compiles, cache hits,
    executions, host<->device bytes, CPU fallbacks per op, and for
    ``torch.compile``: graphs compiled, recompiles with their reasons, graph breaks.

    Example::

        >>> (torch.ones(3, device="tpu") * 2).cpu()
        >>> torch_pjrt.metrics()["executions"] > 0
        True
    """
    m = _native.metrics()
    from . import dynamo

    m.update(dynamo.stats())
    return m


def device_trace_available():
    """Whether ``torch.profiler`` records this device's activity in this build, and why not.

    Returns ``(True, None)`` where the device's Kineto activity profiler is registered
    (torch 2.14 and 2.15 built with Kineto), else ``(False, reason)``. See docs/profiling.md.

    Example::

        >>> from torch.profiler import profile, ProfilerActivity
        >>> torch_pjrt.device_trace_available()
        (True, None)
        >>> with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.PrivateUse1]) as prof:
        ...     (torch.ones(3, device="tpu") * 2).cpu()
        >>> prof.export_chrome_trace("trace.json")  # the device is its own track
    """
    why = _native.device_profiler_missing()
    return (why is None, why)


def reset_metrics():
    """Zeroes the counters of :func:`metrics`."""
    _native.reset_metrics()
    from . import dynamo

    dynamo._reset_stats()


def _write_metrics(folder):
    """``TORCH_PJRT_METRICS_DIR``: each process writes :func:`metrics` and each
    device's peak memory to ``<folder>/<pid>.json``, every second while they
    change and when it ends. A server may run several processes that import
    torch, and one ended by a signal writes nothing at exit; this is how
    ``torch-pjrt bench`` reads a server's compiles and fallbacks."""
    import atexit
    import json
    import threading

    path = _os.path.join(folder, f"{_os.getpid()}.json")
    last = [None]

    def write():
        try:
            m = metrics()
            m["peak_bytes"] = {i: _native.memory_counters(i)[0][1] for i in range(_native.device_count())}
            m["pid"] = _os.getpid()
            m["argv"] = " ".join(_sys.argv)[:200]
            text = json.dumps(m, default=str)
            if text != last[0]:
                _os.makedirs(folder, exist_ok=True)
                with open(path + ".tmp", "w") as f:
                    f.write(text)
                _os.replace(path + ".tmp", path)
                last[0] = text
        except Exception as e:  # a report, never a reason to fail the program
            print(f"torch_pjrt: could not write TORCH_PJRT_METRICS_DIR={folder}: {e}", file=_sys.stderr)

    def loop():
        while not stop.wait(1.0):
            write()

    stop = threading.Event()
    threading.Thread(target=loop, name="torch_pjrt-metrics", daemon=True).start()
    atexit.register(lambda: (stop.set(), write()))


def set_strict(on=True):
    """Makes CPU fallbacks raise (``True``) or warn and count (``False``)."""
    _native.set_strict(bool(on))


def set_defer(on=True):
    """Whether runs of ``torch.compile`` graphs are deferred (off by default; also
    ``TORCH_PJRT_DEFER=1``). Deferred, a training step's forward, backward and
    optimizer graphs run as one program once the same step has been seen twice,
    when a result is read, at ``synchronize`` or when the next step starts;
    ``metrics()["fused_graphs"]`` counts the graph runs that went that way. Turning
    it off runs what is deferred now. Results are the same either way; on the XLA
    CPU plugin it made a CNN step 17 % faster and an MLP, a GPT step and inference
    slower (docs/performance.md).

    Example::

        >>> torch_pjrt.set_defer(True)   # a training step as one program
        >>> torch_pjrt.set_defer(False)  # each graph its own execution, at its call
    """
    _native.set_defer(bool(on))


def set_eager_buckets(on=True):
    """Whether eager ops whose sizes vary compile per size bucket (on by default; also
    ``TORCH_PJRT_EAGER_BUCKETS=0``). Once an op has been called with a dimension taking a
    second value (same op, dtypes, ranks and other arguments; parameters' sizes never
    count), its later calls run a program compiled for that dimension's bucket (the next
    power of two) with the real sizes as run-time inputs, and their results may stay
    padded on the device: a ``generate()`` over many prompt lengths compiles a program
    per bucket, not per length. ``metrics()["eager"]`` counts bucketed programs and runs,
    and the calls that ran at their exact sizes with the reason. Off, every new size
    compiles its own programs.

    Example::

        >>> torch_pjrt.set_eager_buckets(False)  # one program per size, as torch_xla does
    """
    _native.set_eager_buckets(bool(on))


def set_eager_mode(mode):
    """Sets how eager ops run, for every thread (also ``TORCH_PJRT_EAGER``, read at start):

    * ``"strict"`` (the default): each op is queued and returns at once; a device-side
      error (an index out of range, a failed execution) raises at the next read-back or
      ``torch.tpu.synchronize()``, as on CUDA.
    * ``"debug"``: each op waits for its result and raises its own device-side errors,
      as ``CUDA_LAUNCH_BLOCKING=1`` does: the traceback points at the op that failed, and
      an op that raises leaves its inputs unchanged. Slower: use it to find a bug.
    * ``"fused"``: ops are recorded per device and run as one program when something needs
      a result (``.item()``, ``.cpu()``, an in-place op on a result, ``synchronize``, 256
      ops); programs are cached by the op sequence. ``metrics()["fused"]`` counts clusters,
      cache hits and why clusters were cut (docs/eager.md).

    An unknown name raises :class:`torch_pjrt.errors.InvalidSettingError` (a ``ValueError``).

    Example::

        >>> torch_pjrt.set_eager_mode("debug")
        >>> x = torch.randn(4, 3, device="tpu")
        >>> x.index_select(0, torch.tensor([7], device="tpu"))  # raises here
        Traceback (most recent call last):
        IndexError: aten::index_select: index out of range ...
        >>> torch_pjrt.set_eager_mode("strict")
    """
    _native.set_eager_mode(mode)


def eager_mode():
    """The current eager mode's name: ``"strict"``, ``"debug"`` or ``"fused"`` (see :func:`set_eager_mode`).

    Example::

        >>> torch_pjrt.eager_mode()
        'strict'
    """
    return _native.eager_mode()


@_contextlib.contextmanager
def eager_mode_as(mode):
    """A context manager: :func:`set_eager_mode` for the body of a ``with``, then the
    mode that was set before, also when the body raises. The mode is process-wide:
    other threads see it too while the body runs.

    Example::

        >>> with torch_pjrt.eager_mode_as("debug"):
        ...     y = model(x)   # a bad index raises at the op that used it
        >>> torch_pjrt.eager_mode()
        'strict'
    """
    before = eager_mode()
    set_eager_mode(mode)
    try:
        yield
    finally:
        set_eager_mode(before)


def export(exported_program, weights="arguments", bounds=None):
    """A ``torch.export.export`` result as a StableHLO module (:class:`ExportedModule`), lowered
    through the same op table as eager ops and ``torch.compile``: see :func:`torch_pjrt._export.export`
    and docs/export.md.

    Example::

        ep = torch.export.export(model.eval(), (x,))
        torch_pjrt.export(ep, weights="constants").save("out/")
    """
    from . import _export

    return _export.export(exported_program, weights=weights, bounds=bounds)


def __getattr__(name):
    if name == "ExportedModule":
        from ._export import ExportedModule

        return ExportedModule
    raise AttributeError(f"module 'torch_pjrt' has no attribute {name!r}")


def lowered_ops():
    """The ATen op names (e.g. ``"add"``) lowered natively to StableHLO."""
    return _native.lowered_ops()


def use_as_accelerator(on=True):
    """Makes the device torch's current accelerator (``True``) or leaves torch's own
    answer (``False``); also ``TORCH_PJRT_ACCELERATOR=1``/``0``, read at import.

    By default the device is the accelerator only where its plugin is a real
    accelerator's (TPU, GPU): with the XLA CPU plugin alone, ``torch.accelerator``,
    FSDP2's default mesh and ``init_process_group()`` answer as without torch_pjrt,
    and the device is used by name (``.to("tpu")``). Turning it on makes code
    written the portable way (``torch.accelerator.current_accelerator()``) run on
    the device; do it before the code asks (a process group or a mesh built
    before keeps its device). ``init_process_group(device_id=torch.device("tpu",
    i))`` turns it on too: the program named the device.

    Example::

        >>> torch.accelerator.current_accelerator()   # XLA CPU plugin only: torch's own answer
        >>> torch_pjrt.use_as_accelerator()
        >>> torch.accelerator.current_accelerator()
        device(type='tpu')
    """
    global _accelerator_chosen
    _accelerator_chosen = True
    _set_accelerator(on)


def _set_accelerator(on):
    global _accelerator
    if _accelerator != bool(on):
        _accelerator = bool(on)
        _torch_compat.forget_device_module()


def is_accelerator():
    """Whether the device is torch's current accelerator now (see :func:`use_as_accelerator`).

    Example::

        >>> torch_pjrt.is_accelerator()   # False with the XLA CPU plugin alone, True on a TPU
        False
    """
    return _accelerator


def _decide_accelerator():
    """TORCH_PJRT_ACCELERATOR and the loaded plugin decide, unless the program chose
    (:func:`use_as_accelerator`); again when a plugin loads after a failed start."""
    if _accelerator_chosen:
        return
    platform = _info["platform"] if _info is not None else None
    try:
        _set_accelerator(_native.accelerator_decision(None, platform))
    except errors.TorchPjrtError as e:  # at `import torch`: a warning, and torch's own accelerator
        import warnings

        warnings.warn(f"torch_pjrt: {e}; tpu is not torch's current accelerator", RuntimeWarning, stacklevel=3)
        _set_accelerator(False)


def device_name():
    """The PyTorch device type name used for PJRT devices (default ``"tpu"``)."""
    return DEVICE_NAME


def _print_via_host():
    """Printing formats the data with a dozen small ops (slices, abs, ceil,
    masked_select ...); like PyTorch does for XLA devices, copy the tensor to
    the host once instead of compiling those for every shape printed
    (Dynamo's guards print parameters, too)."""

    def wrap(original):
        def _tensor_str(self, indent):
            if self.device.type == DEVICE_NAME:
                self = self.detach().to("cpu")
            return original(self, indent)

        return _tensor_str

    _torch_compat.PRINTING.install(wrap)


def _route_default(original, wrapper, gm, example_inputs):
    from . import dynamo

    return dynamo.route_default(original, wrapper, gm, example_inputs)


def _prepare_dynamo():
    from . import dynamo

    dynamo.prepare()


def _register():
    # torch's answer before the name makes it ours (torch's C++ getAccelerator() answers
    # PrivateUse1 once a name is registered): what the accelerator queries give back while
    # the device is not the accelerator.
    _torch_compat.accelerator_queries(is_accelerator)
    _torch.utils.rename_privateuse1_backend(DEVICE_NAME)
    from . import device as _device_module

    _torch_compat.register_device_module(DEVICE_NAME, _device_module)
    _torch.utils.generate_methods_for_privateuse1_backend(for_tensor=True, for_module=True, for_storage=True)
    _print_via_host()
    from . import distributed as _distributed

    _distributed._register(DEVICE_NAME)
    if _torch.distributed.is_available():
        _torch_compat.bind_device_on_init(use_as_accelerator)
    # The backend "tpu" registers through the torch_dynamo_backends entry point
    # (torch_pjrt._dynamo_entry); Dynamo is not imported here (about a second).
    _torch_compat.install_inductor_route(_route_default, _prepare_dynamo)
    from . import _transformers

    _transformers.install()


_register()
try:
    init()
except errors.TorchPjrtError as _e:  # the device stays registered but unavailable
    import warnings as _warnings

    _warnings.warn(f"torch_pjrt: no usable PJRT plugin: {_e}", RuntimeWarning, stacklevel=2)
    _decide_accelerator()
else:
    if _os.environ.get("TORCH_PJRT_METRICS_DIR"):
        _write_metrics(_os.environ["TORCH_PJRT_METRICS_DIR"])

