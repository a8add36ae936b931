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
the ATen graph it was made from and re-lowers it on load. Two things differ
from torch's Inductor set-up, both only while our backend runs:

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

Dynamo's bytecode tracing still runs in every process: torch 2.11's Dynamo
cache (``caching_precompile``) drops identity guards process-wide, so a
compiled ``f(x, act)`` called with a different ``act`` silently reruns the
first one, and it cannot store an optimizer step (its graphs hold parameters).
"""

import contextlib
import hashlib
import operator
import os
import pickle
import sys

import torch

FORMAT = "torch-pjrt-aot-v1"

_STATS = {"aot_cache_hits": 0, "aot_cache_misses": 0, "aot_cache_bypasses": 0, "aot_cache_saved": 0,
          "aot_cache_dropped": 0}
_compile_graph = None  # the graph compiler entries are re-lowered with (set by backend())
_ROOT = []  # memo: [path or None]
_SOURCES = []  # memo: [hex digest of what shapes our graphs]


class _NotCacheable(Exception):
    pass


def cache_dir():
    """The folder AOTAutograd entries live in (``<TORCH_PJRT_CACHE_DIR>/aot``), created
    user-only; ``None`` when the cache is off or the folder cannot be made."""
    if _ROOT:
        return _ROOT[0]
    configured = os.environ.get("TORCH_PJRT_CACHE_DIR")
    if configured is not None and configured.strip().lower() in ("", "0", "off", "none"):
        root = None
    elif configured is not None:
        root = configured
    else:
        base = os.environ.get("XDG_CACHE_HOME") or (os.path.join(os.environ["HOME"], ".cache") if os.environ.get("HOME") else None)
        root = os.path.join(base, "torch_pjrt") if base else None
    path = None
    if root is not None:
        try:
            path = os.path.join(root, "aot")
            for p in (root, path):
                os.makedirs(p, mode=0o700, exist_ok=True)
                if os.stat(p).st_mode & 0o077:
                    os.chmod(p, 0o700)
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
    if isinstance(t, torch._ops.OpOverload):
        return ("op", t.namespace, t._schema.name.split("::")[-1], t._overloadname)
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
    if v is None:
        return None
    if isinstance(v, torch.Tensor):
        if not all(isinstance(s, int) for s in (*v.shape, *v.stride())):
            raise _NotCacheable("symbolic shape")
        return ("t", v.dtype, tuple(v.shape), tuple(v.stride()), str(v.device))
    if isinstance(v, int):
        return ("i", v)
    raise _NotCacheable(f"graph input of type {type(v).__name__}")


def _dump_graph(gm):
    """An AOTAutograd graph (ATen calls only) as plain data: nodes, their arguments
    by name, and each input's dtype/shape/strides/device."""
    nodes = []
    for n in gm.graph.nodes:
        if n.op == "placeholder":
            nodes.append(("placeholder", n.name, _encode_val(n.meta.get("val"))))
        elif n.op == "call_function":
            nodes.append(("call_function", n.name, _encode_target(n.target), _encode_arg(n.args), _encode_arg(n.kwargs)))
        elif n.op == "output":
            nodes.append(("output", n.name, _encode_arg(n.args)))
        else:
            raise _NotCacheable(f"{n.op} node {n.name}")
    return pickle.dumps((FORMAT, nodes), protocol=pickle.HIGHEST_PROTOCOL)


def _load_graph(blob):
    from torch._subclasses.fake_tensor import FakeTensorMode

    fmt, nodes = pickle.loads(blob)
    if fmt != FORMAT:
        raise ValueError(f"entry format {fmt!r}, expected {FORMAT!r}")
    graph = torch.fx.Graph()
    env = {}
    mode = FakeTensorMode()
    for rec in nodes:
        op, name = rec[0], rec[1]
        if op == "placeholder":
            node = graph.placeholder(name)
            val = rec[2]
            if val is not None and val[0] == "t":
                _, dtype, shape, stride, device = val
                with mode:
                    node.meta["val"] = torch.empty_strided(shape, stride, dtype=dtype, device=device)
            elif val is not None:
                node.meta["val"] = val[1]
        elif op == "call_function":
            node = graph.create_node("call_function", _decode_target(rec[2]), _decode_arg(rec[3], env), _decode_arg(rec[4], env), name=name)
        elif op == "output":
            node = graph.output(_decode_arg(rec[2], env)[0])
        else:
            raise ValueError(f"unknown node kind {op!r}")
        env[name] = node
    return torch.fx.GraphModule(torch.nn.Module(), graph)


def _output_code_base():
    from torch._inductor.output_code import OutputCode

    return OutputCode


class _Graph(_output_code_base()):
    """One forward, backward or inference graph, lowered by the backend's graph
    compiler, in the form AOTAutogradCache stores (an ``OutputCode``): it keeps the
    graph it was made from and, after a load, lowers it again (a disk hit)."""

    def __init__(self, gm, example_inputs):
        super().__init__()
        self._boxed_call = True
        self._gm = gm
        self._program = None
        self._fn = _compile_graph(gm, example_inputs)

    def __call__(self, args):
        return self._fn(args)

    def prepare_for_serialization(self):
        # Called on a shallow copy: the live object keeps running.
        self._program = _dump_graph(self._gm)
        self._gm = None
        self._fn = None
        _STATS["aot_cache_saved"] += 1

    def post_compile(self, example_inputs, constants, graph_kwargs):
        if self._fn is None:
            self._fn = _compile_graph(self._gm, example_inputs)
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


def _key(gm, example_inputs, aot_config, fx_config):
    """Stands in for torch's ``autograd_cache_key`` while our backend runs: a hash of
    everything AOTAutograd's result depends on (see the module docstring). Raises
    ``BypassAOTAutogradCache`` for graphs it cannot key safely."""
    from torch._functorch._aot_autograd.autograd_cache import BypassAOTAutogradCache, check_node_safe

    try:
        parts = [FORMAT, torch.__version__, _sources()]
        ctx = torch._guards.TracingContext.try_get()
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
                from torch._subclasses.fake_tensor import FakeTensor

                if type(a) not in (torch.Tensor, torch.nn.Parameter, FakeTensor):
                    raise _NotCacheable(f"input of type {type(a).__name__}")
                if not all(isinstance(s, int) for s in (*a.shape, *a.stride(), a.storage_offset())):
                    raise _NotCacheable("dynamic shapes")
                alias = storages.setdefault(a.untyped_storage()._cdata, len(storages))
                parts.append(("t", str(a.dtype), tuple(a.shape), tuple(a.stride()), a.storage_offset(), str(a.device),
                              str(a.layout), a.requires_grad, a.is_leaf, a._is_view(), a.is_inference(), a.is_conj(),
                              a.is_neg(), isinstance(a, torch.nn.Parameter) or getattr(a, "_is_param", False),
                              getattr(a, "_dynamo_static_input_type", None), alias))
            elif isinstance(a, (bool, int, float)) and not isinstance(a, torch.SymInt):
                parts.append(("c", type(a).__name__, a))
            else:
                raise _NotCacheable(f"input of type {type(a).__name__}")
        c = aot_config
        parts.append((c.num_params_buffers, c.keep_inference_input_mutations, c.is_export, c.no_tangents, c.dynamic_shapes,
                      [_source_name(s) for s in (c.aot_autograd_arg_pos_to_source or [])], c.static_input_indices,
                      c.enable_log, c.pre_dispatch, c.ignore_shape_env, getattr(c, "disable_functionalization", None),
                      sorted(str(k) for k in (c.decompositions or {}))))
        parts.append((torch.is_grad_enabled(), torch._C._is_any_autocast_enabled(), torch.are_deterministic_algorithms_enabled(),
                      hashlib.sha256(torch._functorch.config.save_config()).hexdigest()))
    except _NotCacheable as e:
        _STATS["aot_cache_bypasses"] += 1
        raise BypassAOTAutogradCache(f"torch_pjrt: {e}") from None
    except BypassAOTAutogradCache:
        _STATS["aot_cache_bypasses"] += 1
        raise
    key = "p" + hashlib.sha256(repr(parts).encode()).hexdigest()[:51]
    _drop_damaged(key)
    return key, []


def _drop_damaged(key):
    """Entry files are named by the sha256 of their content: remove any that no longer match."""
    from torch._functorch._aot_autograd.autograd_cache import sha256_hash

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


@contextlib.contextmanager
def _our_cache(folder):
    """AOTAutogradCache with our key, in our folder, bundled, backward compiled with forward."""
    from unittest import mock

    import torch._functorch._aot_autograd.autograd_cache as ac

    with mock.patch.object(ac, "autograd_cache_key", _key), \
            mock.patch.object(ac.AOTAutogradCache, "_get_tmp_dir", classmethod(lambda cls: folder)), \
            torch._functorch.config.patch(enable_autograd_cache=True, bundled_autograd_cache=True,
                                          force_non_lazy_backward_lowering=True):
        yield


def backend(graph_compiler, **aot_kwargs):
    """The Dynamo backend: AOTAutograd (``aot_kwargs``: decompositions,
    keep_inference_input_mutations …) with ``graph_compiler`` for every forward,
    backward and inference graph, its results kept on disk (see the module
    docstring). With the cache off, or a torch without the pieces used here, this is
    plain ``aot_autograd(fw_compiler=graph_compiler, …)``."""
    from torch._dynamo.backends.common import aot_autograd

    global _compile_graph
    _compile_graph = graph_compiler
    plain = aot_autograd(fw_compiler=graph_compiler, bw_compiler=graph_compiler, inference_compiler=graph_compiler, **aot_kwargs)
    folder = cache_dir()
    try:
        import torch._functorch._aot_autograd.autograd_cache as ac
        from torch._functorch.aot_autograd import SerializableAOTDispatchCompiler

        usable = folder is not None and hasattr(ac, "autograd_cache_key") and hasattr(ac.AOTAutogradCache, "_get_tmp_dir")
    except ImportError:
        usable = False
    if not usable:
        return plain

    def compiled(gm, example_inputs, **kwargs):
        # AotAutograd re-wraps its backward compiler on every call: a fresh one each time.
        def compiler():
            return SerializableAOTDispatchCompiler(_Graph, _Graph)

        aot = aot_autograd(fw_compiler=compiler(), bw_compiler=compiler(), inference_compiler=compiler(), **aot_kwargs)
        with _our_cache(folder):
            return aot(gm, example_inputs)

    return compiled
