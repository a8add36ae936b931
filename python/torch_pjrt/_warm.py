"""Warm starts for ``torch.compile(backend="tpu")``: what AOTAutograd makes of
each Dynamo graph is kept on disk, next to the executables.

A compiled step costs, in a fresh process: Dynamo's bytecode tracing, then
AOTAutograd (joint trace, functionalisation, decompositions, partitioning into
forward and backward graphs), then lowering and XLA compilation. The
executables were already cached on disk (``TORCH_PJRT_CACHE_DIR``); this module
caches the AOTAutograd half as well, so a second process running the same model
goes straight from Dynamo's graph to the stored forward/backward graphs, lowers
them (their executables are disk hits) and compiles nothing::

    TORCH_PJRT_CACHE_DIR=/some/dir python train.py   # cold: traces, compiles, stores
    TORCH_PJRT_CACHE_DIR=/some/dir python train.py   # warm: all cache hits

Nothing to opt into: the cache follows the executable cache's setting
(``TORCH_PJRT_CACHE_DIR``; default ``~/.cache/torch_pjrt``; ``off`` disables
both) and lives in its ``aot/`` folder, user-only (0700).

How: torch's own AOTAutogradCache in its "bundled" form, which stores the
compiled forward and backward objects inside the entry together with the
runtime wrappers' metadata. Our compiled object (:class:`_Graph`) serialises
the ATen graph it was made from and re-lowers it on load. Three things differ
from torch's Inductor set-up, all only while our backend runs:

- the folder is ours (``aot/`` under our cache folder, not Inductor's);
- the key is ours (:func:`_key`): torch's key hashes Inductor's configuration
  and imports Inductor's whole code generator to do it (seconds, for nothing we
  use). Ours covers the Dynamo graph's code, every input's metadata (dtype,
  shape, strides, device, requires_grad, aliasing), AOTAutograd's settings and
  decompositions, grad/autocast/determinism modes, functorch's configuration,
  and the torch and torch_pjrt versions and sources, so a changed model,
  shape, dtype or ``requires_grad`` misses. Graphs we cannot key safely (dynamic
  shapes, tensor subclasses, non-ATen calls torch itself would not cache,
  constants held as attributes) bypass the cache and compile as before;
- the backward graph is compiled with the forward one, so the whole entry is
  stored while our backend runs.

A corrupt entry is dropped (entry files are named by their content's hash) and
rebuilt; one that fails to decode is skipped and rebuilt.

What is left of a warm first step is Dynamo's bytecode tracing and guards (about
70%), re-lowering the stored graphs (their executables load from disk) and the
step itself. Dynamo's own cache cannot be used: torch 2.11's ``caching_precompile``
drops identity guards process-wide, so a compiled ``f(x, act)`` called again with
a different ``act`` silently reruns the first ``act`` even within one process, and
it cannot store an optimizer step (its graph holds parameters; with those made
inputs, its guard state fails to unpickle). torch's explicit ahead-of-time compile
(``aot_compile``, whose guards the user's inputs are checked against) does work:
our backend hands it this cache's bundled entries (``dynamo._serializable``). Dynamo costs specific to our device,
and the garbage collector's re-scans of the heap during compiles, are trimmed
instead (:func:`prepare_dynamo`); the core-ATen decomposition table is only built
when a graph is actually traced (:class:`CoreAtenDecompositions`).

Hook: ``dynamo._make_backend`` returns ``_warm.backend(fw_compiler=…,
bw_compiler=…, inference_compiler=…, decompositions=CoreAtenDecompositions(),
keep_inference_input_mutations=True)``, and ``dynamo.register()`` calls
``_warm.prepare_dynamo()``. Counters: :func:`stats`.
"""

import contextlib
import functools
import hashlib
import operator
import os
import pickle
import sys

import torch

from . import _torch_compat as compat

FORMAT = "torch-pjrt-aot-v2"

_STATS = {"aot_cache_hits": 0, "aot_cache_misses": 0, "aot_cache_bypasses": 0, "aot_cache_saved": 0,
          "aot_cache_dropped": 0}
_COMPILERS = {}  # kind ("fw", "bw", "inference") -> the backend's graph compiler (set by backend())
_DECOMPS = {}  # id(decomposition table) -> (table, digest)
_ROOT = []  # memo: [path or None]
_SOURCES = []  # memo: [hex digest of what shapes our graphs]


_LAZY = {}  # name -> class needing torch pieces imported only once a graph is compiled


def __getattr__(name):
    # _Graph and _NotCacheable subclass torch classes whose modules take a while to
    # import: they are made on first use (unpickling an entry finds them here too).
    if name in ("_Graph", "_NotCacheable"):
        if not _LAZY:
            _define_classes()
        return _LAZY[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _torch_pieces():
    """(BypassAOTAutogradCache, check_node_safe, sha256_hash, SerializableAOTDispatchCompiler,
    OutputCode), or None for a torch without them (warned once)."""
    return compat.aot_cache_pieces()


def cache_dir():
    """The folder AOTAutograd entries live in (``<TORCH_PJRT_CACHE_DIR>/aot``), created
    user-only; ``None`` when the cache is off or the folder cannot be made."""
    if _ROOT:
        return _ROOT[0]
    from . import _native

    # The executable cache owns the folder's location and permissions; entries go beside it.
    root = _native.cache_dir()
    path = None
    if root is not None:
        try:
            path = os.path.join(root, "aot")
            os.makedirs(path, mode=0o700, exist_ok=True)
            if os.stat(path).st_mode & 0o077:
                os.chmod(path, 0o700)
        except OSError:
            path = None
    _ROOT.append(path)
    return path


def stats():
    """Counters of this process: entries loaded, missed, bypassed, saved, dropped as corrupt."""
    return dict(_STATS)


# ---- the compiled object stored in an entry --------------------------------------------------


class _Ref:
    """A reference to an earlier node of a stored graph."""

    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def __reduce__(self):
        return (_Ref, (self.name,))


_LEAVES = (int, float, bool, complex, str, type(None), torch.dtype, torch.device, torch.layout, torch.memory_format)


def _encode_arg(a):
    if isinstance(a, torch.fx.Node):
        return _Ref(a.name)
    if isinstance(a, (list, tuple)):
        enc = [_encode_arg(x) for x in a]
        return enc if isinstance(a, list) else tuple(enc)
    if isinstance(a, dict):
        return {k: _encode_arg(v) for k, v in a.items()}
    if isinstance(a, slice):
        return slice(_encode_arg(a.start), _encode_arg(a.stop), _encode_arg(a.step))
    if isinstance(a, _LEAVES):
        return a
    raise _NotCacheable(f"graph argument of type {type(a).__name__}")


def _decode_arg(a, env):
    if isinstance(a, _Ref):
        return env[a.name]
    if isinstance(a, list):
        return [_decode_arg(x, env) for x in a]
    if isinstance(a, tuple):
        return tuple(_decode_arg(x, env) for x in a)
    if isinstance(a, dict):
        return {k: _decode_arg(v, env) for k, v in a.items()}
    if isinstance(a, slice):
        return slice(_decode_arg(a.start, env), _decode_arg(a.stop, env), _decode_arg(a.step, env))
    return a


def _encode_target(t):
    if compat.is_op_overload(t):
        return ("op", *compat.op_ref(t))
    if getattr(operator, getattr(t, "__name__", ""), None) is t:
        return ("operator", t.__name__)
    raise _NotCacheable(f"call to {t}")


def _decode_target(t):
    if t[0] == "op":
        return getattr(getattr(getattr(torch.ops, t[1]), t[2]), t[3])
    if t[0] == "operator":
        return getattr(operator, t[1])
    raise ValueError(f"unknown target {t!r}")


def _encode_val(v):
    """A node's ``meta["val"]``: a fake tensor as its dtype/shape/strides/device, numbers
    as themselves, lists and tuples of those."""
    if v is None or isinstance(v, (bool, int, float)):
        return ("c", v)
    if isinstance(v, torch.Tensor):
        if not all(isinstance(s, int) for s in (*v.shape, *v.stride())):
            raise _NotCacheable("symbolic shape")
        return ("t", v.dtype, tuple(v.shape), tuple(v.stride()), str(v.device))
    if isinstance(v, (list, tuple)):
        return ("l" if isinstance(v, list) else "u", [_encode_val(x) for x in v])
    raise _NotCacheable(f"graph value of type {type(v).__name__}")


def _decode_val(v, mode):
    kind = v[0]
    if kind == "c":
        return v[1]
    if kind == "t":
        _, dtype, shape, stride, device = v
        # A meta tensor wrapped directly: 8x quicker than a factory call under the mode.
        return compat.fake_tensor(mode, torch.empty_strided(shape, stride, dtype=dtype, device="meta"), torch.device(device))
    items = [_decode_val(x, mode) for x in v[1]]
    return items if kind == "l" else tuple(items)


def _dump_graph(gm):
    """An AOTAutograd graph (ATen calls only) as plain data: nodes, their arguments
    by name, and each value's ``meta["val"]`` (what the lowering reads of a node
    besides its call)."""
    nodes = []
    for n in gm.graph.nodes:
        val = _encode_val(n.meta["val"]) if "val" in n.meta else None
        if n.op == "placeholder":
            nodes.append(("placeholder", n.name, val))
        elif n.op == "call_function":
            nodes.append(("call_function", n.name, _encode_target(n.target), _encode_arg(n.args), _encode_arg(n.kwargs), val))
        elif n.op == "output":
            nodes.append(("output", n.name, _encode_arg(n.args)))
        else:
            raise _NotCacheable(f"{n.op} node {n.name}")
    return pickle.dumps((FORMAT, nodes), protocol=pickle.HIGHEST_PROTOCOL)


def _load_graph(blob):
    # Runs inside a Dynamo compile: the heap from before it is frozen
    # (_freeze_heap_while_compiling), so the collections the thousands of new
    # objects trigger stay cheap.
    fmt, nodes = pickle.loads(blob)
    if fmt != FORMAT:
        raise ValueError(f"entry format {fmt!r}, expected {FORMAT!r}")
    graph = torch.fx.Graph()
    env = {}
    mode = compat.fake_mode()
    for rec in nodes:
        op, name = rec[0], rec[1]
        if op == "placeholder":
            node = graph.placeholder(name)
            if rec[2] is not None:
                node.meta["val"] = _decode_val(rec[2], mode)
        elif op == "call_function":
            node = graph.create_node("call_function", _decode_target(rec[2]), _decode_arg(rec[3], env), _decode_arg(rec[4], env), name=name)
            if rec[5] is not None:
                node.meta["val"] = _decode_val(rec[5], mode)
        elif op == "output":
            node = graph.output(_decode_arg(rec[2], env)[0])
        else:
            raise ValueError(f"unknown node kind {op!r}")
        env[name] = node
    # Python code for the graph is generated on its first call only (the
    # lowering reads the nodes; only an eager fallback calls it).
    return compat.lazy_graph_module(graph)


def _define_classes():
    Bypass, _, _, _, OutputCode = _torch_pieces()

    class _NotCacheable(Bypass):
        """A graph we do not store (AOTAutogradCache counts it as a bypass, quietly)."""

    class _Graph(OutputCode):
        """One forward (``kind="fw"``), backward or inference graph, lowered by the
        backend's compiler of that kind, in the form AOTAutogradCache stores (an
        ``OutputCode``): it keeps the graph it was made from and, after a load, lowers it
        again (the executable is a disk hit)."""

        def __init__(self, kind, gm, example_inputs):
            super().__init__()
            self._boxed_call = True
            self._kind = kind
            self._gm = gm
            self._program = None
            # What a compiler may read from AOTAutograd besides the graph, restored on load.
            ctx = compat.tracing_context()
            self._fw_metadata = getattr(ctx, "fw_metadata", None)
            self._fn = _COMPILERS[kind](gm, example_inputs)

        def __call__(self, args):
            return self._fn(args)

        def prepare_for_serialization(self):
            # Called on a shallow copy: the live object keeps running.
            self._program = _dump_graph(self._gm)
            self._gm = None
            self._fn = None
            _STATS["aot_cache_saved"] += 1

        def post_compile(self, example_inputs, constants, graph_kwargs):
            if self._fn is not None:
                return
            if self._kind not in _COMPILERS:  # a process loading stored graphs before compiling any
                from . import dynamo

                dynamo._ensure_backend()
            ctx = compat.tracing_context()
            previous = getattr(ctx, "fw_metadata", None)
            if ctx is not None and self._fw_metadata is not None:
                ctx.fw_metadata = self._fw_metadata
            try:
                self._fn = _COMPILERS[self._kind](self._gm, example_inputs)
            finally:
                if ctx is not None:
                    ctx.fw_metadata = previous
            _STATS["aot_cache_hits"] += 1

        def set_triton_bundle(self, triton_bundle):
            pass

        def __getstate__(self):
            state = dict(self.__dict__)
            state["_fn"] = None
            if state.get("_program") is not None:
                state["_gm"] = None
            return state

        def __setstate__(self, state):
            self.__dict__.update(state)
            if self._gm is None and self._program is not None:
                # Decoding here makes a damaged entry fail to load, which the cache
                # treats as a miss (and rebuilds) rather than as a bypass.
                self._gm = _load_graph(self._program)

    for cls in (_NotCacheable, _Graph):
        cls.__module__ = __name__
        cls.__qualname__ = cls.__name__
        _LAZY[cls.__name__] = cls
    globals().update(_LAZY)


class _Compiler:
    """AOTAutograd's compiler of one kind of graph, returning :class:`_Graph`."""

    def __init__(self, kind):
        self.kind = kind

    def __call__(self, gm, example_inputs):
        return _Graph(self.kind, gm, example_inputs)


# ---- the key -----------------------------------------------------------------------------------


def _sources():
    """What decides the graphs we store besides torch: our backend's Python sources and version."""
    if not _SOURCES:
        h = hashlib.sha256()
        pkg = sys.modules[__name__.rpartition(".")[0]]
        h.update(str(getattr(pkg, "__version__", "")).encode())
        here = os.path.dirname(os.path.abspath(__file__))
        for name in ("dynamo.py", "_warm.py"):
            try:
                with open(os.path.join(here, name), "rb") as f:
                    h.update(f.read())
            except OSError:
                h.update(b"?")
        _SOURCES.append(h.hexdigest())
    return _SOURCES[0]


def _source_name(s):
    name = getattr(s, "name", None)
    return name() if callable(name) else name if name is not None else repr(s)


class CoreAtenDecompositions(dict):
    """``torch._decomp.core_aten_decompositions()``, built on first use: building it
    walks every registered op (0.13 s), and a warm start that finds its graphs in
    the cache never traces, so never needs it. Its content follows from the torch
    version, which the key already holds, so the key names it instead of hashing it.
    Every reading method fills it first (``{**table}`` goes through ``keys``)."""

    _filled = False

    def _fill(self):
        if not self._filled:
            self._filled = True
            dict.update(self, compat.core_aten_decompositions())


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


def _decomps_digest(table):
    if type(table) is CoreAtenDecompositions:
        return "core_aten_decompositions"
    memo = _DECOMPS.get(id(table))
    if memo is None or memo[0] is not table:
        memo = _DECOMPS[id(table)] = (table, hashlib.sha256(repr(sorted(str(k) for k in table)).encode()).hexdigest())
    return memo[1]


def _autocast_state():
    if not compat.any_autocast_enabled():
        return None
    from . import device_name

    return [(d, torch.is_autocast_enabled(d), torch.get_autocast_dtype(d)) for d in ("cpu", "cuda", device_name())] + [
        torch.is_autocast_cache_enabled()]


def _key(gm, example_inputs, aot_config, fx_config=None, act_input_paths=(), *more):
    """Stands in for torch's ``autograd_cache_key`` while our backend runs: a hash of
    everything AOTAutograd's result depends on (see the module docstring). Raises
    ``BypassAOTAutogradCache`` for graphs it cannot key safely."""
    check_node_safe = _torch_pieces()[1]
    try:
        parts = [FORMAT, torch.__version__, _sources()]
        ctx = compat.tracing_context()
        if ctx is not None and getattr(ctx, "fakify_first_call", False):
            raise _NotCacheable("fakify_first_call")
        if hasattr(gm, "saved_tensors_hooks_pack_0"):
            raise _NotCacheable("saved tensors hooks")
        owned = {id(t) for t in gm.parameters()} | {id(t) for t in gm.buffers()}
        for name, mod in gm.named_modules():
            if not isinstance(mod, torch.fx.GraphModule):
                raise _NotCacheable(f"submodule {name} of type {type(mod).__name__}")
            if any(isinstance(v, torch.Tensor) and id(v) not in owned for v in vars(mod).values()):
                raise _NotCacheable("tensor constants held as attributes")
            for n in mod.graph.nodes:
                check_node_safe(n)
            parts.append((name, mod.code))
        storages = {}
        for a in example_inputs:
            if isinstance(a, torch.Tensor):
                if not compat.is_plain_tensor_type(a):
                    raise _NotCacheable(f"input of type {type(a).__name__}")
                if not all(isinstance(s, int) for s in (*a.shape, *a.stride(), a.storage_offset())):
                    raise _NotCacheable("dynamic shapes")
                is_view, is_param, static_type, storage = compat.tensor_key_facts(a)
                alias = storages.setdefault(storage, len(storages))
                parts.append(("t", str(a.dtype), tuple(a.shape), tuple(a.stride()), a.storage_offset(), str(a.device),
                              str(a.layout), a.requires_grad, a.is_leaf, is_view, a.is_inference(), a.is_conj(),
                              a.is_neg(), isinstance(a, torch.nn.Parameter) or is_param, static_type, alias))
            elif isinstance(a, (bool, int, float)) and not isinstance(a, torch.SymInt):
                parts.append(("c", type(a).__name__, a))
            else:
                raise _NotCacheable(f"input of type {type(a).__name__}")
        c = aot_config
        parts.append((c.num_params_buffers, c.keep_inference_input_mutations, c.is_export, c.no_tangents, c.dynamic_shapes,
                      [_source_name(s) for s in (c.aot_autograd_arg_pos_to_source or [])], c.static_input_indices,
                      c.enable_log, c.pre_dispatch, c.ignore_shape_env, getattr(c, "disable_functionalization", None),
                      _decomps_digest(c.decompositions if c.decompositions is not None else {})))
        # Activation input paths (torch 2.14+) shape what AOTAutograd saves for backward.
        extra = repr((tuple(act_input_paths or ()), more))
        if " at 0x" in extra:
            raise _NotCacheable("unkeyable activation input paths")
        parts.append(extra)
        parts.append((torch.is_grad_enabled(), torch.get_default_dtype(), torch.are_deterministic_algorithms_enabled(),
                      _autocast_state(), hashlib.sha256(compat.functorch_config().save_config()).hexdigest()))
    except Exception as e:  # whatever stops us keying a graph only stops it being stored
        _STATS["aot_cache_bypasses"] += 1
        # Nothing will be stored: compile the backward lazily, as without the cache.
        aot_config.force_non_lazy_backward_lowering = False
        raise _NotCacheable(f"torch_pjrt: {e}") from None
    key = "p" + hashlib.sha256(repr(parts).encode()).hexdigest()[:51]
    _drop_damaged(key)
    return key, []


def _drop_damaged(key):
    """Entry files are named by the sha256 of their content: remove any that no longer match."""
    sha256_hash = _torch_pieces()[2]
    folder = os.path.join(cache_dir(), key)
    try:
        names = os.listdir(folder)
    except OSError:
        _STATS["aot_cache_misses"] += 1
        return
    good = 0
    for name in names:
        path = os.path.join(folder, name)
        try:
            with open(path, "rb") as f:
                ok = sha256_hash(f.read()) == name
        except OSError:
            ok = False
        if ok:
            good += 1
            continue
        _STATS["aot_cache_dropped"] += 1
        with contextlib.suppress(OSError):
            os.remove(path)
    if not good:
        _STATS["aot_cache_misses"] += 1


# ---- the backend -------------------------------------------------------------------------------


def _skip_cudagraph_import():
    """Dynamo's optimizer support asks Inductor's CUDA-graph manager whether each
    gradient is static, importing Inductor's whole code generator to do so (1.5 s of
    a first step), and answers ``True`` for every tensor that is not CUDA: answer that
    without the import."""

    def wrap(original):
        def _is_static_for_cudagraphs(x):
            return True if not x.is_cuda else original(x)

        return _is_static_for_cudagraphs

    compat.STATIC_FOR_CUDAGRAPHS.install(wrap)


def _freeze_heap_while_compiling():
    """Compiling creates hundreds of thousands of short-lived objects on top of a
    heap torch and the model already filled; each full collection that triggers
    then re-scans that whole heap (0.1-0.2 s apiece, a quarter of a warm first
    step). While Dynamo compiles, the objects that existed before it started are
    frozen (``gc.freeze``: collections skip them) and thawed when it ends, so
    collections only look at what compiling made. Both are O(1). A process that
    froze objects itself (``gc.get_freeze_count() > 0``) is left alone."""
    import gc

    callback_handler = compat.compile_callbacks()
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


def _unguard_static_addresses():
    """Dynamo marks an optimizer's parameters and state "static, guarded" (for CUDA
    graphs): each becomes a graph attribute with an identity guard whose text holds
    the tensor's repr (a device-to-host copy per tensor). Addresses mean nothing on
    our device: mark ours static without the guard, so they are ordinary inputs
    (0.3 s of guards and 0.3 s of tracing less in a GPT's first step, the same
    step time after)."""
    from . import device_name

    def wrap(original):
        @functools.wraps(original)
        def mark_static_address(t, guard=False):
            if guard and isinstance(t, torch.Tensor) and t.device.type == device_name():
                guard = False
            return original(t, guard=guard)

        return mark_static_address

    compat.STATIC_ADDRESS.install(wrap)


_OUR_GRAPH = []  # non-empty while the frame being compiled is ours (see note_our_frame)


def note_our_frame():
    """The frame Dynamo is compiling works on our device (a graph our backend
    compiles, an optimizer over our parameters): its guards are not profiled."""
    _OUR_GRAPH.append(True)


def _holds_ours(scope):
    """Whether a frame's locals (one level into tuples and lists: ``*args``) hold a
    tensor on our device or an optimizer over our parameters: e.g. the optimizer
    step's outer wrapper, which breaks the graph before any of our code runs."""
    from . import device_name

    dev = device_name()
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

    callbacks = compat.compile_callbacks()
    if compat.GUARD_PROFILING.state != "installed" and compat.GUARD_PROFILING.install(wrap) and callbacks is not None:
        # Each compile starts with no frame of ours seen.
        callbacks.register_start_callback(lambda _args: _OUR_GRAPH.clear())


def prepare_dynamo():
    """Trims Dynamo's work on our tensors before it traces anything (cheap to call
    again): see :func:`_skip_cudagraph_import`,
    :func:`_unguard_static_addresses`, :func:`_freeze_heap_while_compiling` and
    :func:`_skip_guard_profiling`."""
    _skip_cudagraph_import()
    _unguard_static_addresses()
    _freeze_heap_while_compiling()
    _skip_guard_profiling()


def _noting_our_graph(compiler):
    def compile_graph(gm, example_inputs):
        note_our_frame()
        return compiler(gm, example_inputs)

    return compile_graph


def backend(fw_compiler, bw_compiler=None, inference_compiler=None, **aot_kwargs):
    """The Dynamo backend: ``aot_autograd(fw_compiler=…, bw_compiler=…,
    inference_compiler=…, **aot_kwargs)`` whose results are kept on disk and reused
    by later processes (see the module docstring). With the cache off, or a torch
    without the pieces used here, it is exactly that ``aot_autograd`` backend."""
    aot_autograd = compat.aot_autograd
    prepare_dynamo()
    bw_compiler = bw_compiler or fw_compiler
    inference_compiler = inference_compiler or fw_compiler
    fw_compiler, bw_compiler, inference_compiler = (_noting_our_graph(c) for c in (fw_compiler, bw_compiler, inference_compiler))
    plain = aot_autograd(fw_compiler=fw_compiler, bw_compiler=bw_compiler, inference_compiler=inference_compiler, **aot_kwargs)
    folder = cache_dir()
    pieces = _torch_pieces()
    if folder is None or pieces is None:
        return plain
    SerializableAOTDispatchCompiler = pieces[3]
    if not _LAZY:
        _define_classes()
    _COMPILERS.update(fw=fw_compiler, bw=bw_compiler, inference=inference_compiler)

    def compiled(gm, example_inputs, **kwargs):
        # AotAutograd re-wraps its backward compiler on every call: fresh ones each time.
        aot = aot_autograd(fw_compiler=SerializableAOTDispatchCompiler(_Graph, _Compiler("fw")),
                           bw_compiler=SerializableAOTDispatchCompiler(_Graph, _Compiler("bw")),
                           inference_compiler=SerializableAOTDispatchCompiler(_Graph, _Compiler("inference")),
                           **aot_kwargs)
        calls = compat.AOT_CACHE_KEY.calls
        with compat.aot_cache(folder, _key) as ours:
            out = aot(gm, example_inputs)
        if ours and compat.AOT_CACHE_KEY.calls == calls and not compat.aot_compile_in_progress():
            compat.AOT_CACHE_KEY.missing(f"was not called by torch {torch.__version__}'s AOTAutograd")
        return out

    return compiled
