"""Every use of a private torch API, in one place.

torch_pjrt registers with torch through public entry points (the device-backend
autoload, ``rename_privateuse1_backend``, the ``torch_dynamo_backends`` entry
point, ``aot_autograd``'s compilers). What no public API offers is here, and
only here: a torch upgrade is a review of this file and a run of
``tests/test_torch_compat.py``.

Two kinds of entry:

- **Patches** replace a torch function. Each is a :class:`Patch`: what it
  changes, why no public API serves, the torch versions it was verified on, and
  what degrades without it. Its replacement counts its calls (:func:`report`),
  and the tests assert the count grows when the feature is used, so a torch
  release that stops calling the name (it moved, or is now imported at module
  level elsewhere) fails a test instead of silently undoing the patch. (A
  replacement Dynamo traces inside compiled frames is not counted, see
  ``traced``: its test checks the effect alone, which needs the call.) A patch
  whose target is missing warns once, naming the feature that is off.
- **Private names read** (no replacement): small accessors below the patches,
  each with what it is for.

Example::

    from torch_pjrt import _torch_compat
    for row in _torch_compat.report():
        print(row["key"], row["state"], row["calls"])
"""

import contextlib
import functools
import importlib
import importlib.abc
import importlib.util
import operator
import sys
import warnings

import torch

#: torch versions every entry below was verified on (tests/test_torch_compat.py).
VERIFIED = ("2.14.1", "2.15.0")


class Patch:
    """One torch function replaced by ours.

    ``target`` is ``"module:attr.path"``; :meth:`install` swaps in
    ``make(original)``, wrapped to count its calls.

    Example::

        p = Patch("printing", "torch._tensor_str:_tensor_str", what="...", why="...", feature="...")
        p.install(lambda original: lambda self, indent: original(self.cpu(), indent))
    """

    def __init__(self, key, target, *, what, why, feature, traced=False):
        self.key = key
        # Dynamo traces a replacement torch code calls inside a compiled frame: a
        # call counter there would be a side effect Dynamo guards on (a recompile
        # per call). Such patches are not counted; their tests check the effect.
        self.traced = traced
        self.target = target
        self.what = what
        self.why = why
        self.feature = feature
        self.calls = 0
        self.state = "not installed"
        PATCHES[key] = self

    def _owner(self):
        module, _, path = self.target.partition(":")
        owner = importlib.import_module(module)
        *parents, attr = path.split(".")
        for p in parents:
            owner = getattr(owner, p)
        getattr(owner, attr)  # AttributeError when torch dropped it
        return owner, attr

    def missing(self, why):
        """Records that the patch cannot be installed and warns once: the feature is off."""
        if not self.state.startswith("missing"):
            self.state = f"missing: {why}"
            warnings.warn(f"torch_pjrt: torch {torch.__version__}: {self.target} {why}; {self.feature}",
                          RuntimeWarning, stacklevel=3)

    def install(self, make):
        """Replaces the target with ``make(original)`` (counted). ``make`` may return
        ``None``: nothing to replace yet. Idempotent; returns whether ours is in place."""
        try:
            owner, attr = self._owner()
        except (ImportError, AttributeError) as e:
            self.missing(f"is missing ({type(e).__name__}: {e})")
            return False
        original = getattr(owner, attr)
        if getattr(original, "_torch_pjrt", False):
            self.state = "installed"
            return True
        new = make(original)
        if new is None:
            return False
        new = new if self.traced else self.count(new)
        new._torch_pjrt = True
        setattr(owner, attr, new)
        self.state = "installed"
        return True

    def count(self, fn):
        """``fn`` counted as this patch's replacement (for patches applied for a scope)."""
        me = self

        @functools.wraps(fn)
        def counted(*args, **kwargs):
            me.calls += 1
            return fn(*args, **kwargs)

        return counted


PATCHES = {}


def report():
    """Each patch: key, target, state (installed / not installed / missing: why),
    calls so far, and what it changes and why."""
    return [dict(key=p.key, target=p.target, state=p.state, calls=None if p.traced else p.calls, what=p.what, why=p.why,
                 feature=p.feature, verified=VERIFIED) for p in PATCHES.values()]


# ---- patches -----------------------------------------------------------------------------------

PRINTING = Patch(
    "printing", "torch._tensor_str:_tensor_str",
    what="formats a tpu tensor from one host copy",
    why="torch copies only xla/lazy/ipu/mtia tensors to the host before formatting (a hard-coded list, "
        "no hook); otherwise printing runs a dozen small ops per shape printed",
    feature="printing a tpu tensor compiles small programs per shape (slow, still correct)")

DEFAULT_BACKEND = Patch(
    "default_backend", "torch:_TorchCompileInductorWrapper.__call__",
    what="torch.compile(model) with no backend sends graphs on tpu tensors to our backend",
    why="torch.compiler.set_default_backend is process-wide (CPU and CUDA graphs would leave Inductor); "
        "torch has no per-device default backend, and Inductor claims the name tpu for a Pallas path",
    feature="torch.compile(model) without backend='tpu' reaches Inductor, which fails on tpu tensors")

OPTIMIZER_CAPTURABLE = Patch(
    "optimizer_capturable", "torch._dynamo.variables.optimizer:OptimizerVariable._set_capturable",
    what="a compiled optimizer over tpu parameters keeps its step counters on the device, as on CUDA",
    why="Dynamo puts step counters on the device only for CUDA/XPU parameters (a hard-coded check)",
    feature="compiled optimizer steps copy each step counter to the device and back (slower)")

FUSED_ADAM = Patch(
    "fused_adam", "torch.optim.adam:_fused_adam",
    what="Dynamo traces torch.optim's fused Adam/AdamW step on tpu parameters (one executable)",
    why="torch wraps the fused step in torch.compiler.disable for every device",
    feature="a compiled fused Adam/AdamW step graph-breaks and runs eagerly", traced=True)

FUSED_SGD = Patch(
    "fused_sgd", "torch.optim.sgd:_fused_sgd",
    what="Dynamo traces torch.optim's fused SGD step on tpu parameters (one executable)",
    why="torch wraps the fused step in torch.compiler.disable for every device",
    feature="a compiled fused SGD step graph-breaks and runs eagerly", traced=True)

STATIC_FOR_CUDAGRAPHS = Patch(
    "static_for_cudagraphs", "torch._dynamo.variables.optimizer:_is_static_for_cudagraphs",
    what="answers 'static' for non-CUDA gradients without importing Inductor's CUDA-graph manager",
    why="Dynamo imports Inductor's code generator (1.5 s) to answer a CUDA-only question",
    feature="the first compiled optimizer step imports Inductor (about 1.5 s slower)")

STATIC_ADDRESS = Patch(
    "static_address", "torch._dynamo.decorators:mark_static_address",
    what="marks tpu optimizer tensors static without an identity guard; a library's own marks outside a "
         "compile (transformers' static KV cache) are dropped: those tensors stay ordinary inputs",
    why="static addresses serve CUDA graphs and mean nothing on a PJRT device; Dynamo guards them (the guard "
        "text reads each tensor's repr, a device-to-host copy per tensor) and never makes their sizes dynamic",
    feature="compiled optimizer steps add one guard and one host copy per parameter at compile time; a "
            "compiled generate() with a static cache recompiles per request length")

STATIC_ADDRESS_PUBLIC = Patch(
    "static_address_public", "torch._dynamo:mark_static_address",
    what="the same replacement under the public name libraries call (torch._dynamo.mark_static_address)",
    why="torch._dynamo re-exports the function by value: replacing it in torch._dynamo.decorators leaves "
        "this name on the original",
    feature="a compiled generate() with transformers' static cache recompiles per request length until "
            "Dynamo's limit, then runs eagerly")

GUARD_PROFILING = Patch(
    "guard_profiling", "torch._dynamo.guards:profile_guard_manager",
    what="skips Dynamo's guard-latency measurement for frames on tpu tensors",
    why="Dynamo times each new guard set once for a debug metric, flushing the CPU caches (30-50 ms), "
        "with no setting to turn it off",
    feature="each compiled frame takes 30-50 ms longer to compile")

AOT_CACHE_KEY = Patch(
    "aot_cache_key", "torch._functorch._aot_autograd.autograd_cache:autograd_cache_key",
    what="while our backend runs, AOTAutograd's cache keys graphs with our key (no Inductor import)",
    why="torch's key hashes Inductor's configuration, importing its code generator; there is no public "
        "way to key or place AOTAutograd's cache for another backend",
    feature="warm starts are off: every process re-runs AOTAutograd for every graph")

AOT_CACHE_DIR = Patch(
    "aot_cache_dir", "torch._functorch._aot_autograd.autograd_cache:AOTAutogradCache._get_tmp_dir",
    what="while our backend runs, AOTAutograd's cache lives in our cache folder",
    why="the folder is Inductor's, with no setting for another backend",
    feature="warm starts are off: every process re-runs AOTAutograd for every graph")

DIST_DEFAULT_DEVICES = Patch(
    "dist_default_devices", "torch.distributed.distributed_c10d:BackendConfig.__init__",
    what="init_process_group() with no backend, the accelerator being ours, gives CPU tensors to our backend "
         "too (it hands them to gloo as they are)",
    why="with no backend named, torch maps only the current accelerator to a backend: once torch_pjrt is "
        "installed (the accelerator is tpu), a CPU-only program's init_process_group() gets no backend for "
        "CPU tensors. Backend.register_backend(devices=...) cannot change that default",
    feature="CPU-only programs calling init_process_group() without a backend fail with 'No backend type "
            "associated with device type cpu'")


def _cpu_tensors_to_our_backend(backend_name):
    def make(original):
        def __init__(self, backend):
            original(self, backend)
            devices = getattr(self, "device_backend_map", {})
            if str(backend) == "undefined" and devices.get(_device_name()) == backend_name and "cpu" not in devices:
                devices["cpu"] = devices[_device_name()]

        return __init__

    return make


def default_process_group_devices(backend_name):
    """Installs :data:`DIST_DEFAULT_DEVICES` (``backend_name``: our c10d backend's)."""
    DIST_DEFAULT_DEVICES.install(_cpu_tensors_to_our_backend(backend_name))


# ---- whether tpu is torch's current accelerator (crates/engine/src/accelerator.rs decides) -------

ACCELERATOR = Patch(
    "accelerator", "torch._C:_accelerator_getAccelerator",
    what="torch.accelerator.current_accelerator() (and every torch function built on it) answers tpu only "
         "while the device is the accelerator (a TPU/GPU plugin, TORCH_PJRT_ACCELERATOR=1, "
         "torch_pjrt.use_as_accelerator(), init_process_group(device_id=tpu)); otherwise what torch answers "
         "without torch_pjrt",
    why="naming the PrivateUse1 device (rename_privateuse1_backend, what makes 'tpu' a device string) makes "
        "torch's C++ getAccelerator() answer PrivateUse1 on every machine; torch has no way to register a "
        "device by name that is not the accelerator",
    feature="tpu is torch's current accelerator wherever torch_pjrt is installed: portable code "
            "(torch.accelerator.current_accelerator()) moves from the CPU to the XLA CPU device")

ACCELERATOR_DEVICE = Patch(
    "accelerator_device", "torch._C:_get_accelerator",
    what="torch._C._get_accelerator() (FSDP2's and FSDP1's default device, all_reduce_coalesced's) answers "
         "as without torch_pjrt while the device is not the accelerator",
    why="the same C++ getAccelerator() answer as torch._C._accelerator_getAccelerator, through another binding",
    feature="fully_shard() with no mesh on a CPU-only gloo program builds its mesh on tpu and fails ('No "
            "backend type associated with device type tpu')")

AVAILABLE_DEVICE_TYPE = Patch(
    "available_device_type", "torch._utils:_get_available_device_type",
    what="torch._utils._get_available_device_type() (TorchTitan's device discovery, DCP's staging streams) "
         "answers tpu only while the device is the accelerator",
    why="torch asks the device module's is_available(), which must stay True for .to('tpu') users",
    feature="code that discovers the device through _get_available_device_type() takes tpu on a CPU-only machine")

DATA_PARALLEL_DEVICE_TYPE = Patch(
    "data_parallel_device_type", "torch.nn.parallel.data_parallel:_get_available_device_type",
    what="the same replacement where nn.DataParallel imported the function by value",
    why="torch.nn.parallel.data_parallel binds the name at import, before torch_pjrt loads",
    feature="nn.DataParallel over a CPU module replicates it onto the tpu devices on a CPU-only machine")


DCP_LOADER = Patch(
    "dcp_loader", "torch.distributed.checkpoint.filesystem:_OverlappingCpuLoader",
    what="torch.distributed.checkpoint's file writer stages through the serial loader, as without torch_pjrt, "
         "while the device is not the accelerator",
    why="the writer takes its overlapping loader when the PrivateUse1 module is_available() (True for .to('tpu') "
        "users), and that loader then asks _get_available_device_type() for its streams: None here",
    feature="dcp.save() of CPU tensors fails ('attribute name must be string, not NoneType') on a machine whose "
            "only plugin is the XLA CPU")


def forget_device_module():
    """Empties ``torch.get_device_module``'s cache (a ``functools.cache``), which keeps the
    module of the accelerator it first saw for ``get_device_module()`` with no device."""
    clear = getattr(torch.get_device_module, "cache_clear", None)
    if clear is not None:
        clear()


def accelerator_queries(is_ours):
    """Installs :data:`ACCELERATOR`, :data:`ACCELERATOR_DEVICE`, :data:`AVAILABLE_DEVICE_TYPE` and
    :data:`DATA_PARALLEL_DEVICE_TYPE`: while ``is_ours()`` is False they answer as torch does without
    torch_pjrt. Called before the device's name is registered: torch's answer then (its
    compile-time accelerator, e.g. ``cuda`` in a CUDA build, or None; no device is touched) is
    the one given back."""
    native = torch._C._accelerator_getAccelerator()

    def native_available():
        return native is not None and torch.get_device_module(native.type).is_available()

    def get_accelerator(original):
        def _accelerator_getAccelerator():
            return original() if is_ours() else native

        return _accelerator_getAccelerator

    def get_accelerator_device(original):
        def _get_accelerator(check=None):
            if is_ours():
                return original() if check is None else original(check)
            # torch's own: the accelerator when it is available, else the CPU (check or not).
            return torch.device(native.type) if native_available() else torch.device("cpu")

        return _get_accelerator

    def available_device_type(original):
        def _get_available_device_type():
            found = original()
            return None if found == _device_name() and not is_ours() else found

        return _get_available_device_type

    def overlapping_loader(original):
        def _OverlappingCpuLoader(resolve_fun, stream=None, *args, **kwargs):
            if stream is None and torch._utils._get_available_device_type() is None:
                return sys.modules["torch.distributed.checkpoint.filesystem"]._SerialCpuLoader(resolve_fun)
            return original(resolve_fun, stream, *args, **kwargs)

        return _OverlappingCpuLoader

    ACCELERATOR.install(get_accelerator)
    ACCELERATOR_DEVICE.install(get_accelerator_device)
    AVAILABLE_DEVICE_TYPE.install(available_device_type)
    DATA_PARALLEL_DEVICE_TYPE.install(available_device_type)
    # Importing torch.distributed.checkpoint costs most of a second: patched when the program imports it.
    after_import("torch.distributed.checkpoint.filesystem", lambda _: DCP_LOADER.install(overlapping_loader))


BOUND_DEVICE = Patch(
    "bound_device", "torch.distributed:init_process_group",
    what="init_process_group(device_id=torch.device('tpu', i)) makes tpu the accelerator, then proceeds",
    why="torch requires device_id to be of the current accelerator's type, and the program named the device",
    feature="init_process_group(device_id=torch.device('tpu', i)) raises ValueError on a machine whose only "
            "plugin is the XLA CPU unless TORCH_PJRT_ACCELERATOR=1")


def bind_device_on_init(make_ours):
    """Installs :data:`BOUND_DEVICE`: ``make_ours()`` runs when a process group is bound to our device."""

    def make(original):
        @functools.wraps(original)
        def init_process_group(*args, **kwargs):
            # device_id is the ninth parameter (torch 2.14 and 2.15), almost always named.
            device = kwargs.get("device_id", args[8] if len(args) > 8 else None)
            if isinstance(device, torch.device) and device.type == _device_name():
                make_ours()
            return original(*args, **kwargs)

        return init_process_group

    BOUND_DEVICE.install(make)


# ---- patching other libraries when they are imported (python/torch_pjrt/_transformers.py) ------

class _AfterImport(importlib.abc.MetaPathFinder):
    """Runs a hook right after a module's code ran: patches a library the user
    may import later (importing it ourselves would cost seconds at startup)."""

    def __init__(self):
        self.hooks = {}

    def find_spec(self, name, path, target=None):
        hook = self.hooks.pop(name, None)
        if hook is None:
            return None
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        loader = spec.loader

        class Loader(importlib.abc.Loader):
            def create_module(self, spec):
                return loader.create_module(spec)

            def exec_module(self, module):
                loader.exec_module(module)
                hook(module)

        spec.loader = Loader()
        return spec


_after_import = _AfterImport()


def after_import(name, hook):
    """Calls ``hook(module)`` once module ``name`` is imported (now, if it already is)."""
    if name in sys.modules:
        hook(sys.modules[name])
        return
    if _after_import not in sys.meta_path:
        sys.meta_path.insert(0, _after_import)
    _after_import.hooks[name] = hook


@contextlib.contextmanager
def aot_cache(folder, key):
    """AOTAutograd's cache, for the duration: keyed by ``key`` (torch's
    ``autograd_cache_key`` signature), stored in ``folder``, bundled (compiled
    objects inside the entry), the backward compiled with the forward."""
    from unittest import mock

    try:
        (module, key_attr), (cache, dir_attr) = AOT_CACHE_KEY._owner(), AOT_CACHE_DIR._owner()
    except (ImportError, AttributeError) as e:
        AOT_CACHE_KEY.missing(f"is missing ({type(e).__name__}: {e})")
        yield False
        return
    AOT_CACHE_KEY.state = AOT_CACHE_DIR.state = "installed"
    folder_fn = AOT_CACHE_DIR.count(lambda cls: folder)
    with mock.patch.object(module, key_attr, AOT_CACHE_KEY.count(key)), \
            mock.patch.object(cache, dir_attr, classmethod(folder_fn)), \
            torch._functorch.config.patch(enable_autograd_cache=True, bundled_autograd_cache=True,
                                          force_non_lazy_backward_lowering=True):
        yield True


def install_inductor_route(route, prepare):
    """``torch.compile(model)`` without a backend: ``route(original, wrapper, gm,
    inputs)`` decides per graph; ``prepare`` runs before Dynamo traces (torch
    2.15's ``_dynamo_backend_init``; torch 2.14 has no such hook, and our backend
    prepares when it is first called)."""

    def make(original):
        def __call__(self, model_, inputs_):
            return route(original, self, model_, inputs_)

        return __call__

    if DEFAULT_BACKEND.install(make):
        # The documented eager-initialisation hook, read off the backend by Dynamo.
        torch._TorchCompileInductorWrapper._dynamo_backend_init = staticmethod(prepare)


# ---- the trims: what Dynamo does differently for our tensors ------------------------------------
# Installed by prepare_dynamo() before Dynamo traces with our backend; each replaces
# torch's function only for our device and calls the original otherwise.


def _device_name():
    from . import device_name

    return device_name()


def _optimizer_state_on_device():
    """A compiled ``optimizer.step()`` always traces the capturable code path, but
    Dynamo sets ``capturable`` on the real optimizer (which puts its step counters
    on the parameters' device) only for CUDA and XPU parameters. Elsewhere the
    counters stay CPU tensors, copied to the device and back around every compiled
    step: 2 copies per parameter per step, each back-copy waiting on the device.
    Treat our parameters like CUDA ones (:data:`OPTIMIZER_CAPTURABLE`)."""
    dev = _device_name()

    def wrap(original):
        def _set_capturable(self, tx):
            state = self.value.state
            for group in self.value.param_groups:
                params = group.get("params", [])
                if params and all(isinstance(p, torch.Tensor) and p.device.type == dev for p in params):
                    note_our_frame()
                    _trace_fused_optimizers()
                    if "capturable" in group and all(p not in state for p in params):
                        group["capturable"] = True
            return original(self, tx)

        return _set_capturable

    OPTIMIZER_CAPTURABLE.install(wrap)


def _trace_fused_optimizers():
    """Dynamo never traces torch.optim's fused step functions (``_fused_adam``,
    ``_fused_sgd``): its first compile wraps them in ``disable``, so a compiled
    ``step()`` of ``AdamW(fused=True)`` graph-breaks and runs them eagerly. On our
    device they are traced: the step is then one graph (the counters' increment
    and one fused op per parameter group, one executable), and tracing two ops
    instead of foreach's two dozen over every parameter is most of a warm first
    step's optimizer time. Installed when Dynamo first traces an optimizer over
    our parameters (by then torch has wrapped them); a process that never does
    keeps torch's functions untouched, other devices' optimizers keep torch's
    behaviour (eager after a graph break)."""
    dev = _device_name()

    def wrap(disabled):
        traced = disabled_original(disabled)
        if traced is None:  # not (yet) wrapped by torch: traced as it is
            return None

        @functools.wraps(traced)
        def routed(params, *args, **kwargs):
            if params and all(p.device.type == dev for p in params):
                return traced(params, *args, **kwargs)
            return disabled(params, *args, **kwargs)

        return routed

    FUSED_ADAM.install(wrap)
    FUSED_SGD.install(wrap)


def _skip_cudagraph_import():
    """Dynamo's optimizer support asks Inductor's CUDA-graph manager whether each
    gradient is static, importing Inductor's whole code generator to do so (1.5 s of
    a first step), and answers ``True`` for every tensor that is not CUDA: answer that
    without the import."""

    def wrap(original):
        def _is_static_for_cudagraphs(x):
            return True if not x.is_cuda else original(x)

        return _is_static_for_cudagraphs

    STATIC_FOR_CUDAGRAPHS.install(wrap)


def _freeze_heap_while_compiling():
    """Compiling creates hundreds of thousands of short-lived objects on top of a
    heap torch and the model already filled; each full collection that triggers
    then re-scans that whole heap (0.1-0.2 s apiece, a quarter of a warm first
    step). While Dynamo compiles, the objects that existed before it started are
    frozen (``gc.freeze``: collections skip them) and thawed when it ends, so
    collections only look at what compiling made. Both are O(1). A process that
    froze objects itself (``gc.get_freeze_count() > 0``) is left alone."""
    import gc

    callback_handler = compile_callbacks()
    if callback_handler is None or getattr(callback_handler, "_torch_pjrt_gc", False):
        return
    state = {"ours": False}

    def start(_args):
        if gc.get_freeze_count() == 0:
            gc.freeze()
            state["ours"] = True

    def end(_args):
        if state["ours"]:
            state["ours"] = False
            gc.unfreeze()

    callback_handler.register_start_callback(start)
    callback_handler.register_end_callback(end)
    callback_handler._torch_pjrt_gc = True


_LIBRARY_CALL = object()  # mark_static_address called without `guard`: not by Dynamo itself


def _unguard_static_addresses():
    """Dynamo marks an optimizer's parameters and state "static, guarded" (for CUDA
    graphs): each becomes a graph attribute with an identity guard whose text holds
    the tensor's repr (a device-to-host copy per tensor). Addresses mean nothing on
    our device: mark ours static without the guard, so they are ordinary inputs
    (0.3 s of guards and 0.3 s of tracing less in a GPT's first step, the same
    step time after)."""
    dev = _device_name()

    def wrap(original):
        @functools.wraps(original)
        def mark_static_address(t, guard=_LIBRARY_CALL):
            if isinstance(t, torch.Tensor) and t.device.type == dev:
                if guard is _LIBRARY_CALL:
                    # A library marking its own tensors (transformers' static KV cache;
                    # Dynamo's own calls always pass `guard`): leave them ordinary
                    # inputs. Static ones never get dynamic sizes, so a cache sized per
                    # request recompiles for every length until Dynamo's limit, then
                    # runs eagerly; ordinary ones get a symbolic length and one
                    # executable per size bucket.
                    return None
                guard = False
            return original(t, guard=bool(guard) if guard is not _LIBRARY_CALL else False)

        return mark_static_address

    STATIC_ADDRESS.install(wrap)
    STATIC_ADDRESS_PUBLIC.install(wrap)


_OUR_GRAPH = []  # non-empty while the frame being compiled is ours (see note_our_frame)


def note_our_frame():
    """The frame Dynamo is compiling works on our device (a graph our backend
    compiles, an optimizer over our parameters): its guards are not profiled."""
    _OUR_GRAPH.append(True)


def _holds_ours(scope):
    """Whether a frame's locals (one level into tuples and lists: ``*args``) hold a
    tensor on our device or an optimizer over our parameters: e.g. the optimizer
    step's outer wrapper, which breaks the graph before any of our code runs."""
    dev = _device_name()
    values = list(scope.values()) if isinstance(scope, dict) else []
    for v in list(values):
        if isinstance(v, (tuple, list)):
            values.extend(v[:8])
    for v in values:
        if isinstance(v, torch.Tensor) and v.device.type == dev:
            return True
        if isinstance(v, torch.optim.Optimizer):
            params = [p for g in v.param_groups for p in g.get("params", [])[:1]]
            if params and all(isinstance(p, torch.Tensor) and p.device.type == dev for p in params):
                return True
    return False


def _skip_guard_profiling():
    """After compiling a frame Dynamo times one run of its new guards for a debug
    metric (``guard_latency_us``), flushing the CPU caches first: 30-50 ms per
    frame, a tenth of what a warm first step has left. Skipped for our frames
    (:func:`note_our_frame`; their metric reads 0)."""

    def wrap(original):
        def profile_guard_manager(root, local_scope, *args, **kwargs):
            if _OUR_GRAPH or _holds_ours(local_scope):
                _OUR_GRAPH.clear()
                return 0.0
            return original(root, local_scope, *args, **kwargs)

        return profile_guard_manager

    callbacks = compile_callbacks()
    if GUARD_PROFILING.state != "installed" and GUARD_PROFILING.install(wrap) and callbacks is not None:
        # Each compile starts with no frame of ours seen.
        callbacks.register_start_callback(lambda _args: _OUR_GRAPH.clear())


def prepare_dynamo():
    """Trims Dynamo's work on our tensors before it traces anything (cheap to call
    again): see :func:`_skip_cudagraph_import`, :func:`_unguard_static_addresses`,
    :func:`_freeze_heap_while_compiling`, :func:`_skip_guard_profiling` and
    :func:`_optimizer_state_on_device`."""
    _skip_cudagraph_import()
    _unguard_static_addresses()
    _freeze_heap_while_compiling()
    _skip_guard_profiling()
    _optimizer_state_on_device()


# ---- workarounds: torch behaviour we adapt our graphs to ------------------------------------------


# In-place fused optimizer op -> (its functional op packet, positions of the lists it
# updates always, of the list it updates only under a grad scale).
_FUSED = {}


def _fused_table():
    if not _FUSED:
        aten = torch.ops.aten
        _FUSED.update({torch._fused_adam_: (aten._fused_adam, (0, 2, 3, 4), 1),
                       torch._fused_adamw_: (aten._fused_adamw, (0, 2, 3, 4), 1),
                       torch._fused_sgd_: (aten._fused_sgd, (0, 2), 1)})
    return _FUSED


def functional_fused_optimizers(gm):
    """Rewrites each in-place fused optimizer call in a Dynamo graph
    (``torch._fused_adamw_(params, grads, exp_avgs, ...)``) into its functional op
    followed by a ``copy_`` of each result into the list it updates.
    AOTAutograd's functionalisation of the in-place ops fails (torch 2.11 to 2.15) when a
    list is empty (``max_exp_avg_sqs`` without amsgrad, momentum buffers without
    momentum); the copies become input mutations as usual (donated)."""
    table = _fused_table()
    graph = gm.graph
    changed = False
    for n in list(graph.nodes):
        spec = table.get(n.target) if n.op == "call_function" else None
        if spec is None or n.users:
            continue
        packet, updated, scaled = spec
        lists = n.args
        if len(lists) <= max(updated) or not all(isinstance(lists[k], (list, tuple)) for k in (*updated, scaled)):
            continue  # an unusual call form: left to AOTAutograd as it is
        if n.kwargs.get("grad_scale") is not None:
            updated = (*updated, scaled)
        op = packet.tensor_lr if isinstance(n.kwargs.get("lr"), torch.fx.Node) else packet.default
        with graph.inserting_before(n):
            out = graph.call_function(op, n.args, dict(n.kwargs))
            for k in updated:
                part = graph.call_function(operator.getitem, (out, k))
                for i, dst in enumerate(lists[k]):
                    graph.call_function(torch.ops.aten.copy_.default, (dst, graph.call_function(operator.getitem, (part, i))))
        graph.erase_node(n)
        changed = True
    if changed:
        graph.lint()
        gm.recompile()


# ---- private names read ------------------------------------------------------------------------
# Each accessor imports on call: none of them may import Dynamo at `import torch_pjrt`.


def register_device_module(name, module):
    """``torch._register_device_module``: makes ``torch.<name>`` our device module
    (the documented step for a PrivateUse1 backend; PyTorch's OpenReg does the same)."""
    torch._register_device_module(name, module)


def aot_autograd(**kwargs):
    """``torch._dynamo.backends.common.aot_autograd``: the documented way to build a
    backend on AOTAutograd (its module path is private)."""
    from torch._dynamo.backends.common import aot_autograd as make

    return make(**kwargs)


def core_aten_decompositions():
    """``torch._decomp.core_aten_decompositions()``: the core-ATen decomposition table."""
    from torch._decomp import core_aten_decompositions as table

    return table()


class CoreAtenDecompositions(dict):
    """``torch._decomp.core_aten_decompositions()``, built on first use: building it
    walks every registered op (0.13 s), and a warm start that finds its graphs in
    the cache never traces, so never needs it. Its content follows from the torch
    version, which the key already holds, so the key names it instead of hashing it.
    Every reading method fills it first (``{**table}`` goes through ``keys``).

    Less the ops the lowering keeps whole (``_native.kept_whole_ops()``: the registry
    lines marked ``kept_whole``, which say why each is)."""

    _filled = False

    @staticmethod
    def kept():
        """The ops left out of the table, from the lowering's registry."""
        from . import _native

        return tuple(_native.kept_whole_ops())

    def _fill(self):
        if not self._filled:
            self._filled = True
            dict.update(self, core_aten_decompositions())
            for name in self.kept():
                dict.pop(self, getattr(torch.ops.aten, name).default, None)


def _filled_first(name):
    method = getattr(dict, name)

    def read(self, *a, **k):
        self._fill()
        return method(self, *a, **k)

    read.__name__ = name
    return read


for _name in ("__getitem__", "__contains__", "__iter__", "__len__", "__eq__", "__repr__", "__reduce_ex__",
              "get", "keys", "items", "values", "copy"):
    setattr(CoreAtenDecompositions, _name, _filled_first(_name))
del _name


def is_op_overload(target):
    """Whether an FX call target is an ATen op overload (``torch._ops.OpOverload``)."""
    return isinstance(target, torch._ops.OpOverload)


def op_schema(target):
    """An op overload's ``FunctionSchema`` (``OpOverload._schema``)."""
    return target._schema


def metadata_assert_op():
    """``aten._assert_tensor_metadata.default``: the check of a traced tensor's dtype, device
    and sizes that ``torch.export`` leaves in its graphs (``torch_pjrt.export`` drops it)."""
    return torch.ops.aten._assert_tensor_metadata.default


def disabled_original(fn):
    """The function ``torch.compiler.disable`` wrapped (``_torchdynamo_orig_callable``), or None."""
    return getattr(fn, "_torchdynamo_orig_callable", None)


def visible_forward_outputs():
    """How many of a training forward graph's outputs the caller sees (the rest are
    saved for backward), from AOTAutograd's metadata of the graph being compiled."""
    try:
        m = torch._guards.TracingContext.try_get().fw_metadata
        return m.num_mutated_inp_runtime_indices + m.num_outputs + m.num_intermediate_bases
    except AttributeError:
        return None


def tracing_context():
    """The current ``torch._guards.TracingContext`` (AOTAutograd's forward metadata), or None."""
    return torch._guards.TracingContext.try_get()


def is_plain_tensor_type(t):
    """Whether ``t`` is a plain tensor, parameter or fake tensor (no subclass)."""
    from torch._subclasses.fake_tensor import FakeTensor

    return type(t) in (torch.Tensor, torch.nn.Parameter, FakeTensor)


def retrace_static(gm, args):
    """``gm`` traced again at the concrete shapes of ``args`` (fake tensors)."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx

    mode = FakeTensorMode(allow_non_fake_inputs=False)
    fakes = [mode.from_tensor(a) if isinstance(a, torch.Tensor) else a for a in args]
    with mode:
        return make_fx(gm, tracing_mode="real", pre_dispatch=False)(*fakes)


def aot_cache_pieces():
    """(BypassAOTAutogradCache, check_node_safe, sha256_hash, SerializableAOTDispatchCompiler,
    OutputCode): what an AOTAutograd cache entry of ours is made of; None when torch lacks one."""
    try:
        import torch._functorch._aot_autograd.autograd_cache as ac
        from torch._functorch.aot_autograd import SerializableAOTDispatchCompiler
        from torch._inductor.output_code import OutputCode

        return ac.BypassAOTAutogradCache, ac.check_node_safe, ac.sha256_hash, SerializableAOTDispatchCompiler, OutputCode
    except (ImportError, AttributeError) as e:
        AOT_CACHE_KEY.missing(f"pieces are missing ({e})")
        return None


def dynamo_config():
    """Dynamo's settings (its recompile limit)."""
    import torch._dynamo.config

    return torch._dynamo.config


def mark_static(t):
    """``torch._dynamo.mark_static``: Dynamo gives ``t`` static sizes (no symbol)."""
    import torch._dynamo

    torch._dynamo.mark_static(t)


def sdpa_backends():
    """The ``scaled_dot_product_attention`` backends enabled now (what
    ``torch.nn.attention.sdpa_kernel`` sets), by name: our fused-or-math choice
    follows them, so a graph traced under other ones differs."""
    import torch.nn.attention

    return tuple(b.name for b in torch.nn.attention._cur_sdpa_kernel_backends())


def functorch_config():
    """``torch._functorch.config`` (its settings are part of the AOTAutograd cache key)."""
    return torch._functorch.config


def aot_compile_in_progress():
    """Whether torch's ahead-of-time compile is running (it sets functorch's ``bypass_autograd_cache_key``)."""
    return bool(getattr(torch._functorch.config, "bypass_autograd_cache_key", False))


def bundled_serializable(compiled):
    """AOTAutograd's bundled result in the form ``save_compiled_function`` stores."""
    from torch._dynamo.aot_compile_types import BundledAOTAutogradSerializableCallable

    return BundledAOTAutogradSerializableCallable(compiled)


def any_autocast_enabled():
    return torch._C._is_any_autocast_enabled()


def tensor_key_facts(a):
    """What of a tensor, beyond its public metadata, changes AOTAutograd's result:
    view-ness, parameter-ness, Dynamo's static-input mark, and its storage's identity."""
    return (a._is_view(), getattr(a, "_is_param", False), getattr(a, "_dynamo_static_input_type", None),
            a.untyped_storage()._cdata)


def dynamo_assumes_static():
    """``torch._dynamo.config.assume_static_by_default`` (False inside ``torch.compile(dynamic=True)``)."""
    return bool(torch._dynamo.config.assume_static_by_default)


def dynamo_counters():
    """Dynamo's counters (graph breaks ...), or None while Dynamo is not imported."""
    return getattr(sys.modules.get("torch._dynamo.utils"), "counters", None)


def guard_failures():
    """Dynamo's recorded guard failures per code object, or None while Dynamo is not imported."""
    return getattr(sys.modules.get("torch._dynamo.utils"), "guard_failures", None)


def compile_callbacks():
    """Dynamo's compile start/end callback registry (``torch._dynamo.callback.callback_handler``), or None."""
    try:
        from torch._dynamo.callback import callback_handler
    except ImportError:
        return None
    return callback_handler


def collective_checks(backend, store, rank, size, timeout):
    """``torch._C._distributed_c10d._ProcessGroupWrapper``: c10d's own checker, which
    ``TORCH_DISTRIBUTED_DEBUG=DETAIL`` puts around every backend: before each
    collective, a gloo barrier that names a missing rank, and a comparison of the
    op, shapes and dtypes across ranks that raises on every rank. Without it, gloo
    aborts the process on a size mismatch and sums a float32 with an int32 tensor
    of the same size silently. Its helper group rendezvouses under its own prefix."""
    import torch.distributed as dist

    helper = dist.ProcessGroupGloo(dist.PrefixStore("torch_pjrt.checks", store), rank, size, timeout=timeout)
    return torch._C._distributed_c10d._ProcessGroupWrapper(backend, helper)


def placeholder_values(gm):
    """The fake value of each placeholder of a traced graph (FX's ``meta["val"]``, which
    AOTAutograd fills), None where it has none."""
    return [n.meta.get("val") for n in gm.graph.nodes if n.op == "placeholder"]


def make_boxed_func(fn):
    """``functorch.compile.make_boxed_func``: ``fn`` (called with its arguments spread) as a
    callable taking AOTAutograd's boxed convention (one list)."""
    from functorch.compile import make_boxed_func as make

    return make(fn)


def min_cut_partition():
    """``functorch.compile.min_cut_rematerialization_partition``: Inductor's partitioner, which
    saves for the backward what is cheapest to keep and recomputes the rest."""
    from functorch.compile import min_cut_rematerialization_partition

    return min_cut_rematerialization_partition


def split_graph(gm, part):
    """``torch.fx.passes.split_module``: ``gm`` cut into submodules named ``submod_<n>``,
    ``part(node)`` giving each node's piece number, nodes kept in their order."""
    from torch.fx.passes.split_module import split_module

    return split_module(gm, None, part, keep_original_order=True)


def on_backend_resolved(backend, prepare):
    """Dynamo calls ``backend._dynamo_backend_init()`` each time it resolves ``backend``
    by name, before it traces anything (torch 2.15; torch 2.14 lacks the hook, and
    ``_dynamo_entry`` calls ``prepare`` when the entry point loads)."""
    backend._dynamo_backend_init = prepare


def boxed(fn):
    """``fn`` (a function or a class of callables) marked as taking AOTAutograd's boxed
    calling convention (``_boxed_call``: one list of arguments the callee may clear, so
    inputs are freed as soon as the program holds them)."""
    fn._boxed_call = True
    return fn


def sym_expr(size):
    """A size as a sympy expression (``SymInt.node.expr``), or ``size`` itself when it is not a SymInt."""
    return size.node.expr if isinstance(size, torch.SymInt) else size


def unbacked_symbols(value):
    """``torch.fx.experimental.symbolic_shapes.free_unbacked_symbols``: the sizes or numbers
    read from values (unbacked symbols) in ``value`` (a shape, or a SymInt/SymFloat/SymBool)."""
    from torch.fx.experimental.symbolic_shapes import free_unbacked_symbols

    return free_unbacked_symbols(value)


def shape_env_memo(values, name, make):
    """An object kept on the ``ShapeEnv`` the symbolic sizes in ``values`` (SymInts and
    tensors) belong to, made by ``make()`` the first time (what a forward graph and its
    backward share); a fresh ``make()`` when no size is symbolic."""
    env = next((d.node.shape_env for v in values for d in ([v] if isinstance(v, torch.SymInt) else
                list(v.shape) if isinstance(v, torch.Tensor) else []) if isinstance(d, torch.SymInt)), None)
    return env.__dict__.setdefault(name, make()) if env is not None else make()


def aot_config_facts(config, digest):
    """What of AOTAutograd's ``AOTConfig`` (its fields are internal) changes its result,
    for a cache key; ``digest`` turns the decomposition table into text."""
    c = config
    names = [getattr(s, "name", None) for s in (c.aot_autograd_arg_pos_to_source or [])]
    sources = [n() if callable(n) else n if n is not None else repr(s)
               for n, s in zip(names, c.aot_autograd_arg_pos_to_source or [])]
    return (c.num_params_buffers, c.keep_inference_input_mutations, c.is_export, c.no_tangents, c.dynamic_shapes,
            sources, c.static_input_indices, c.enable_log, c.pre_dispatch, c.ignore_shape_env,
            getattr(c, "disable_functionalization", None),
            digest(c.decompositions if c.decompositions is not None else {}))


def compile_backward_lazily(config):
    """AOTAutograd compiles the backward on its first call, as without a cache
    (``AOTConfig.force_non_lazy_backward_lowering``, which :func:`aot_cache` sets);
    returns whether it could say so: torch 2.15's ``AOTConfig`` is frozen, and the
    backward of a graph the cache bypasses is then compiled with the forward."""
    import dataclasses

    try:
        config.force_non_lazy_backward_lowering = False
    except dataclasses.FrozenInstanceError:
        return False
    return True


def uncacheable_trace(gm):
    """Why the graph AOTAutograd is tracing cannot be keyed from its code and inputs
    (Dynamo's ``fakify_first_call``, saved-tensor hooks on the module), or None."""
    ctx = tracing_context()
    if ctx is not None and getattr(ctx, "fakify_first_call", False):
        return "fakify_first_call"
    if hasattr(gm, "saved_tensors_hooks_pack_0"):
        return "saved tensors hooks"
    return None


def output_code_class(mixin):
    """A class of AOTAutograd's compiled objects (``OutputCode``, what its cache stores)
    made of ``mixin``, whose ``store()`` and ``load(example_inputs)`` run where torch calls
    ``prepare_for_serialization`` (on a copy about to be pickled) and ``post_compile``
    (on one loaded or just compiled); boxed. None when torch lacks the pieces."""
    pieces = aot_cache_pieces()
    if pieces is None:
        return None

    class Graph(mixin, pieces[4]):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            # An instance field of OutputCode's (None there), so set after its __init__.
            self._boxed_call = True

        def prepare_for_serialization(self):
            self.store()

        def post_compile(self, example_inputs, constants, graph_kwargs):
            self.load(example_inputs)

        def set_triton_bundle(self, triton_bundle):
            pass

    return Graph

