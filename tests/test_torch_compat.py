"""The seam with torch: every private torch API we use lives in
``torch_pjrt/_torch_compat.py``, and each patch there is shown to be *called* by
torch (its call count grows when the feature runs) and to have its effect, so a
torch release that moves a name fails here instead of silently undoing a patch.
The backend registers through torch's public ``torch_dynamo_backends`` entry point."""

import ast
import json
import os
import re
import subprocess
import sys
import textwrap
import warnings

import pytest
import torch

from torch_pjrt import _torch_compat as compat

ROOT = os.path.join(os.path.dirname(__file__), "..")
PKG = os.path.join(ROOT, "python", "torch_pjrt")

# One fresh process uses every feature a patch serves, on the device, strictly:
# printing, torch.compile with no backend (forward and backward), a compiled fused
# AdamW and a compiled fused SGD step, with the AOTAutograd cache on.
SCENARIO = textwrap.dedent("""
    import json, sys
    import torch, torch_pjrt
    from torch_pjrt import _torch_compat as compat
    out = {}
    dev = torch_pjrt.device_name()
    t = torch.arange(6.0, device=dev).reshape(2, 3) * 2
    torch.tpu.synchronize()  # the fused eager mode runs what it recorded here, not in str()
    c0 = torch_pjrt.metrics()["compiles"]
    text = str(t)
    out["printed"] = "device='tpu:0'" in text and "10." in text
    out["print_compiles"] = torch_pjrt.metrics()["compiles"] - c0
    out["dynamo_before_compile"] = "torch._dynamo" in sys.modules

    torch.manual_seed(0)
    model = torch.nn.Linear(4, 3).to(dev)
    ref = torch.nn.Linear(4, 3)
    ref.load_state_dict({k: v.cpu() for k, v in model.state_dict().items()})
    x = torch.randn(5, 4)
    fwd = torch.compile(model)                                   # no backend: routed to ours
    opt = torch.optim.AdamW(model.parameters(), lr=0.1, fused=True)
    ref_opt = torch.optim.AdamW(ref.parameters(), lr=0.1)
    step = torch.compile(opt.step, backend="tpu")
    for _ in range(3):
        fwd(x.to(dev)).square().sum().backward(); step(); opt.zero_grad()
        ref(x).square().sum().backward(); ref_opt.step(); ref_opt.zero_grad()
    fwd(x.to(dev)).square().sum().backward(); ref(x).square().sum().backward()
    torch.tpu.synchronize()
    e0 = torch_pjrt.metrics()["executions"]
    step(); ref_opt.step()
    out["adamw_step_execs"] = torch_pjrt.metrics()["executions"] - e0  # one executable when traced
    out["adamw_diff"] = (model.weight.detach().cpu() - ref.weight.detach()).abs().max().item()
    out["step_on_device"] = all(s["step"].device.type == dev for s in opt.state.values())

    sgd_model = torch.nn.Linear(4, 2).to(dev)
    sgd = torch.optim.SGD(sgd_model.parameters(), lr=0.1, momentum=0.9, fused=True)
    sgd_step = torch.compile(sgd.step, backend="tpu")
    for _ in range(2):
        sgd_model(x.to(dev)).sum().backward(); sgd_step(); sgd.zero_grad()
    sgd_model(x.to(dev)).sum().backward()
    torch.tpu.synchronize()
    e0 = torch_pjrt.metrics()["executions"]
    sgd_step()
    out["sgd_step_execs"] = torch_pjrt.metrics()["executions"] - e0

    import socket, torch.distributed as dist
    with socket.socket() as so:
        so.bind(("127.0.0.1", 0)); port = so.getsockname()[1]
    # Not the accelerator (as with the XLA CPU plugin alone): torch's own answers.
    torch_pjrt.use_as_accelerator(False)
    out["accelerator_off"] = [str(torch.accelerator.current_accelerator()), str(torch._C._get_accelerator()),
                              torch._utils._get_available_device_type(),
                              torch.nn.DataParallel(torch.nn.Linear(2, 2)).device_ids]
    import tempfile, torch.distributed.checkpoint as dcp
    ckpt, state = tempfile.mkdtemp(), {"w": torch.randn(4, 4)}
    dcp.save(state, checkpoint_id=ckpt)
    back = {"w": torch.zeros(4, 4)}
    dcp.load(back, checkpoint_id=ckpt)
    out["dcp_round_trip"] = torch.equal(back["w"], state["w"])
    # No backend named; naming the device as device_id makes it the accelerator.
    dist.init_process_group(init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1,
                            device_id=torch.device(dev, 0))
    out["accelerator_on"] = [torch_pjrt.is_accelerator(), str(torch.accelerator.current_accelerator()),
                             str(torch._C._get_accelerator()), torch._utils._get_available_device_type()]
    c, d = torch.ones(2), torch.ones(2, device=dev)
    dist.all_reduce(c); dist.all_reduce(d)
    out["dist_default_devices"] = sorted(dist.get_backend_config().split(","))
    dist.destroy_process_group()

    # A cache a library marks static (as transformers' StaticCache does), sized per call.
    g0 = torch_pjrt.metrics()["graphs_compiled"]
    kv = [torch.ones(1, n, 4, device=dev) for n in (5, 9, 17, 33)]
    for t in kv:
        torch._dynamo.mark_static_address(t)
    f = torch.compile(lambda c, w: (c * w).sum(1), backend="tpu")
    sums = [f(t, torch.full((4,), 2.0, device=dev)).cpu().sum().item() for t in kv]
    out["static_cache_sums"] = sums
    out["static_cache_graphs"] = torch_pjrt.metrics()["graphs_compiled"] - g0
    cpu_t = torch.zeros(2)
    torch._dynamo.mark_static_address(cpu_t)
    out["cpu_still_marked"] = getattr(cpu_t, "_dynamo_static_input_type", None) == "unguarded"

    # transformers' paged KV cache on the device, sized from the device's budget (1 GB here).
    from transformers import LlamaConfig
    from transformers.generation import ContinuousBatchingConfig
    from transformers.generation.continuous_batching.cache import PagedAttentionCache
    from transformers.generation.continuous_batching.distributed import DistributedHelper
    cfg = LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                      num_attention_heads=2, num_key_value_heads=1)
    cache = PagedAttentionCache(cfg, ContinuousBatchingConfig(max_memory_percent=0.5), torch.device(dev),
                                DistributedHelper(None, None), dtype=torch.float32)
    out["cb_cache_device"] = cache.device.type if hasattr(cache.device, "type") else str(cache.device)
    out["cb_budget"] = torch.tpu.mem_get_info()[1]
    out["cb_cache_bytes"] = torch.tpu.memory_allocated()

    # transformers' compiled generate() with a static cache: prompts of many lengths, one bucket.
    import copy
    from transformers import LlamaForCausalLM
    torch.manual_seed(0)
    lm = LlamaForCausalLM(LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                      num_attention_heads=2, num_key_value_heads=1)).eval()
    lm_dev = copy.deepcopy(lm).to(dev)
    gen = lambda m, ids: m.generate(ids, max_new_tokens=4, do_sample=False, cache_implementation="static")
    same, new_programs = True, []
    for i, n in enumerate((3, 7, 12, 20, 31, 45)):
        ids = torch.arange(n).reshape(1, n) % 60 + 2
        c0 = torch_pjrt.metrics()["compiles"]
        got = gen(lm_dev, ids.to(dev))
        new_programs.append(torch_pjrt.metrics()["compiles"] - c0)
        out["hf_sequences_device"] = got.device.type
        same &= torch.equal(got.cpu(), gen(lm, ids))
    out["hf_same_text"] = same
    out["hf_new_programs"] = new_programs
    out["hf_dynamic"] = lm_dev._last_compile_config.dynamic

    m = torch_pjrt.metrics()
    out["aot_saved"] = m["aot_cache_saved"]
    out["inductor_cudagraphs_imported"] = "torch._inductor.cudagraph_trees" in sys.modules
    out["report"] = {r["key"]: [r["state"], r["calls"]] for r in compat.report()}
    print(json.dumps(out))
""")


@pytest.fixture(scope="module")
def scenario(tmp_path_factory):
    env = dict(os.environ, TORCH_PJRT_STRICT="1", TORCH_PJRT_CACHE_DIR=str(tmp_path_factory.mktemp("cache")),
               TORCH_PJRT_MEMORY_LIMIT="1GB")
    r = subprocess.run([sys.executable, "-c", SCENARIO], capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]
    assert "torch_pjrt: torch" not in r.stderr, r.stderr[-4000:]  # no patch reported missing
    return json.loads(r.stdout.strip().splitlines()[-1])


# What each patch's effect looks like in the scenario, besides torch calling it.
EFFECTS = {
    "printing": lambda o: o["printed"] and o["print_compiles"] == 0,
    "default_backend": lambda o: o["adamw_diff"] < 1e-5,
    "optimizer_capturable": lambda o: o["step_on_device"],
    "fused_adam": lambda o: o["adamw_diff"] < 1e-5 and o["adamw_step_execs"] == 1,
    "fused_sgd": lambda o: o["sgd_step_execs"] == 1,
    "static_for_cudagraphs": lambda o: not o["inductor_cudagraphs_imported"],
    "static_address": lambda o: True,  # its effect (no identity guard) is measured in tests/test_compile.py
    "guard_profiling": lambda o: True,  # its effect is compile time only (bench/)
    "aot_cache_key": lambda o: o["aot_saved"] > 0,
    "aot_cache_dir": lambda o: o["aot_saved"] > 0,
    "dist_default_devices": lambda o: o["dist_default_devices"] == ["cpu:pjrt", "tpu:pjrt"],
    "accelerator": lambda o: o["accelerator_off"][0] != "tpu" and o["accelerator_on"][1] == "tpu",
    "accelerator_device": lambda o: o["accelerator_off"][1] != "tpu" and o["accelerator_on"][2] == "tpu",
    "available_device_type": lambda o: o["accelerator_off"][2] is None and o["accelerator_on"][3] == "tpu",
    "data_parallel_device_type": lambda o: o["accelerator_off"][3] == [],
    "bound_device": lambda o: o["accelerator_on"][0] is True,
    "dcp_loader": lambda o: o["dcp_round_trip"],
    # Without it the cache takes half the host's memory (psutil's figure), far past the 1 GB budget.
    "transformers_cb_memory": lambda o: o["cb_budget"] == 10**9 and 0 < o["cb_cache_bytes"] <= 0.6 * o["cb_budget"],
    "transformers_cb_device": lambda o: o["cb_cache_device"] == "tpu",
    # The first two prompts compile their graphs; the next four lengths, in the same bucket,
    # compile nothing: no eager prefill, no per-length bookkeeping, no graph per cache length.
    "transformers_compile_config": lambda o: o["hf_dynamic"] is True and o["hf_same_text"]
    and sum(o["hf_new_programs"][2:]) == 0,
    "transformers_compiled_prefill": lambda o: o["hf_same_text"] and sum(o["hf_new_programs"][2:]) == 0,
    "transformers_host_tokens": lambda o: o["hf_sequences_device"] == "cpu" and sum(o["hf_new_programs"][2:]) == 0,
    # Static sizes would compile 4 graphs (one per length); a symbolic length compiles 2.
    "static_address_public": lambda o: o["static_cache_graphs"] <= 2 and o["cpu_still_marked"]
    and o["static_cache_sums"] == [8.0 * n for n in (5, 9, 17, 33)],
}


def test_every_patch_has_an_effect_check():
    assert set(EFFECTS) == set(compat.PATCHES), set(EFFECTS) ^ set(compat.PATCHES)


@pytest.mark.parametrize("key", sorted(EFFECTS))
def test_torch_calls_the_patch_and_it_takes_effect(scenario, key):
    state, calls = scenario["report"][key]
    assert state == "installed", (key, state)
    # A replacement Dynamo traces is not counted (see Patch.traced): its effect needs the call.
    assert compat.PATCHES[key].traced or calls > 0, f"torch {torch.__version__} never called our replacement of {compat.PATCHES[key].target}"
    assert EFFECTS[key](scenario), (key, scenario)


def test_importing_us_does_not_import_dynamo(scenario):
    assert not scenario["dynamo_before_compile"]


def test_a_missing_target_warns_once_naming_what_is_off():
    p = compat.Patch("test_missing", "torch:_no_such_function_for_torch_pjrt", what="w", why="y",
                     feature="the test feature is off")
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            assert p.install(lambda original: original) is False
            assert p.install(lambda original: original) is False
        msgs = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
        assert len(msgs) == 1 and "_no_such_function_for_torch_pjrt" in msgs[0] and "the test feature is off" in msgs[0], msgs
        assert p.state.startswith("missing")
        assert any(r["key"] == "test_missing" and r["state"].startswith("missing") for r in compat.report())
    finally:
        compat.PATCHES.pop("test_missing", None)


def test_every_patch_says_what_why_and_what_degrades():
    for p in compat.PATCHES.values():
        assert p.what and p.why and p.feature, p.key
    assert all(re.fullmatch(r"2\.1[45]\.\d+", v) for v in compat.VERIFIED)


# What counts as a private torch name, for the guard below:
# - any dotted path under ``torch`` (or ``functorch``) with a component that starts with
#   ``_`` and is not a dunder (``torch._dynamo``, ``torch._C._x``, ``from torch import _x``);
# - paths that look public but are internal (no stability promise; torch moves them);
# - attributes torch reads or sets on objects by convention, or fields of its internal
#   objects (AOTAutograd's config and metadata, a SymInt's sympy expression), whatever
#   the object is called locally; also as getattr/setattr/hasattr strings.
# functorch.compile re-exports AOTAutograd's internals (the functorch package is legacy).
PRIVATE_PATHS = ("torch.fx.experimental", "functorch.compile")
PRIVATE_ATTRS = {
    "_boxed_call",  # AOTAutograd's boxed calling convention
    "shape_env", "fw_metadata", "force_non_lazy_backward_lowering", "bypass_autograd_cache_key",
    "num_params_buffers", "aot_autograd_arg_pos_to_source", "static_input_indices", "ignore_shape_env",
    "disable_functionalization", "no_tangents",  # AOTConfig fields
    "prepare_for_serialization", "post_compile", "set_triton_bundle",  # OutputCode internals
    "fakify_first_call", "saved_tensors_hooks_pack_0",  # Dynamo's tracing state
    "_dynamo_backend_init",  # the hook Dynamo calls on a backend it resolves
}
TORCH_ROOTS = ("torch", "functorch")


def _dotted(node):
    """``a.b.c`` of an attribute chain rooted at a name, or None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return ".".join([node.id, *reversed(parts)])
    return None


def _private_path(path):
    parts = path.split(".")
    if parts[0] not in TORCH_ROOTS:
        return False
    return any(p.startswith("_") and not (p.startswith("__") and p.endswith("__")) for p in parts[1:]) or any(
        path == q or path.startswith(q + ".") for q in PRIVATE_PATHS)


def private_torch_uses(source):
    """(line, what) of every private torch name ``source`` reaches (see above)."""
    tree = ast.parse(source)
    aliases = {}  # local name -> the torch path it stands for
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] in TORCH_ROOTS:
                    aliases[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
                    if _private_path(a.name):
                        found.append((node.lineno, f"import {a.name}"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0 \
                and node.module.split(".")[0] in TORCH_ROOTS:
            for a in node.names:
                path = f"{node.module}.{a.name}"
                aliases[a.asname or a.name] = path
                if _private_path(path):
                    found.append((node.lineno, f"from {node.module} import {a.name}"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            path = _dotted(node)
            if path is not None:
                root, _, rest = path.partition(".")
                full = aliases.get(root, root) + ("." + rest if rest else "")
                if _private_path(full) and not _private_path(aliases.get(root, root)):
                    found.append((node.lineno, full))
            if node.attr in PRIVATE_ATTRS or (node.attr == "expr" and isinstance(node.value, ast.Attribute)
                                              and node.value.attr == "node"):
                found.append((node.lineno, f".{node.attr}"))
        elif isinstance(node, ast.Name) and node.id in aliases and _private_path(aliases[node.id]):
            found.append((node.lineno, aliases[node.id]))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in PRIVATE_ATTRS:
            found.append((node.lineno, f"def {node.name}"))
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found += [(node.lineno, t.id) for t in targets if isinstance(t, ast.Name) and t.id in PRIVATE_ATTRS]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "setattr", "hasattr", "delattr") and len(node.args) > 1 \
                and isinstance(node.args[1], ast.Constant) and node.args[1].value in PRIVATE_ATTRS:
            found.append((node.lineno, f"{node.func.id}(..., {node.args[1].value!r})"))
    return sorted(set(found))


def _modules():
    for pkg in ("torch_pjrt", "torch_pjrt_cli"):
        folder = os.path.join(ROOT, "python", pkg)
        for dirpath, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".py"):
                    yield os.path.relpath(os.path.join(dirpath, name), os.path.join(ROOT, "python"))


def test_private_torch_names_only_in_the_compat_module():
    offenders = []
    modules = list(_modules())
    assert "torch_pjrt/dynamo.py" in modules and "torch_pjrt/_warm.py" in modules, modules
    for rel in modules:
        if rel == "torch_pjrt/_torch_compat.py":
            continue
        with open(os.path.join(ROOT, "python", rel)) as f:
            offenders += [f"{rel}:{line}: {what}" for line, what in private_torch_uses(f.read())]
    assert not offenders, "private torch names outside _torch_compat.py:\n" + "\n".join(offenders)


@pytest.mark.parametrize("source, caught", [
    ("import torch\ntorch._dynamo.config.x = 1", True),
    ("import torch as t\nt._C._foo()", True),
    ("from torch._decomp import core_aten_decompositions", True),
    ("from torch import _dynamo", True),
    ("import torch._dynamo", True),
    ("from torch.fx.experimental.symbolic_shapes import free_unbacked_symbols", True),
    ("import torch.fx.experimental.proxy_tensor as p", True),
    ("import torch\ntorch.fx.experimental.symbolic_shapes.x", True),
    ("from torch import fx\nfx.experimental.x", True),
    ("def f(s):\n    return s.node.expr", True),
    ("def f(d):\n    return d.node.shape_env", True),
    ("class C:\n    _boxed_call = True", True),
    ("def f(fn):\n    fn._boxed_call = True", True),
    ("def f(c):\n    return c.num_params_buffers", True),
    ("def f(c):\n    return getattr(c, 'fw_metadata', None)", True),
    ("class G:\n    def post_compile(self, *a):\n        pass", True),
    ("import torch\ntorch.compile(f)\ntorch.__version__\ntorch.fx.Node", False),
    ("class A:\n    def f(self):\n        return self._pending", False),
    ("from torch.fx.passes.split_module import split_module", False),
    ("from functorch.compile import make_boxed_func", True),
    ("def f(b, p):\n    b._dynamo_backend_init = p", True),
])
def test_the_private_name_guard_sees_every_form(source, caught):
    assert bool(private_torch_uses(source)) is caught, private_torch_uses(source)


def test_backend_registers_through_the_public_entry_point():
    from importlib.metadata import entry_points

    eps = {ep.name: ep.value for ep in entry_points(group="torch_dynamo_backends")}
    assert eps.get("tpu") == "torch_pjrt._dynamo_entry:backend", eps
    import torch._dynamo

    assert "tpu" in torch._dynamo.list_backends()
    from torch_pjrt import dynamo

    assert torch._dynamo.lookup_backend("tpu") is dynamo.backend


# ---- the private names read: each fails here when torch stops providing it ----------------------


def _dynamo_graph(fn, *args, dynamic=True):
    """(graph module, placeholders' fake values) of ``fn`` as Dynamo captures it."""
    seen = {}

    def capture(gm, inputs):
        seen["gm"] = gm
        return gm.forward

    torch._dynamo.reset()
    torch.compile(fn, backend=capture, dynamic=dynamic, fullgraph=True)(*args)
    gm = seen["gm"]
    return gm, [n.meta["example_value"] for n in gm.graph.nodes if n.op == "placeholder"]


def test_symbolic_sizes_read_through_the_compat_module():
    gm, vals = _dynamo_graph(lambda x: x * 2, torch.ones(5, 3))
    sym = next(d for v in vals if isinstance(v, torch.Tensor) for d in v.shape if isinstance(d, torch.SymInt))
    assert compat.sym_expr(sym).is_Symbol and compat.sym_expr(7) == 7
    memo = compat.shape_env_memo(vals, "_torch_pjrt_test_memo", list)
    assert compat.shape_env_memo(vals, "_torch_pjrt_test_memo", list) is memo  # one per ShapeEnv
    assert compat.shape_env_memo([torch.ones(2)], "_torch_pjrt_test_memo", list) is not memo
    assert not compat.unbacked_symbols([v for v in vals if isinstance(v, torch.Tensor)][0].shape)
    with torch._dynamo.config.patch(capture_dynamic_output_shape_ops=True):
        gm, _ = _dynamo_graph(lambda x: x.nonzero(), torch.tensor([0.0, 1.0, 2.0]))
    nz = next(n for n in gm.graph.nodes if n.op in ("call_function", "call_method") and "nonzero" in str(n.target))
    assert compat.unbacked_symbols(nz.meta["example_value"].shape)


def test_torch_export_leaves_the_metadata_assert_op_named_by_compat():
    class M(torch.nn.Module):
        def forward(self, x):
            return x.to(torch.float32) * 2

    ep = torch.export.export(M(), (torch.ones(3, dtype=torch.float16),)).run_decompositions(compat.CoreAtenDecompositions())
    targets = [n.target for n in ep.graph_module.graph.nodes if n.op == "call_function"]
    assert compat.metadata_assert_op() in targets, targets


def test_mark_static_keeps_a_size_static_under_dynamic():
    t = torch.ones(6, 2)
    compat.mark_static(t)
    _, vals = _dynamo_graph(lambda x: x + 1, t)
    assert all(isinstance(d, int) for d in vals[0].shape), vals[0].shape


def test_boxed_is_the_mark_aot_autograd_reads():
    from functorch.compile import make_boxed_func

    # AOTAutograd tells boxed callables by the attribute its own make_boxed_func sets.
    assert make_boxed_func(lambda *a: a)._boxed_call is True
    assert compat.boxed(lambda args: args)._boxed_call is True


def test_aot_config_facts_uncacheable_trace_and_lazy_backward(tmp_path):
    seen = []

    def key(gm, example_inputs, aot_config, *rest):
        seen.append((compat.aot_config_facts(aot_config, lambda table: len(table)), compat.uncacheable_trace(gm)))
        lazy = compat.compile_backward_lazily(aot_config)
        seen.append(aot_config.force_non_lazy_backward_lowering is not lazy)
        raise compat.aot_cache_pieces()[0]("test: not stored")

    from functorch.compile import make_boxed_func

    aot = compat.aot_autograd(fw_compiler=lambda gm, _: make_boxed_func(gm.forward))

    def backend(gm, inputs):
        # AOTAutograd consults its cache for serialisable compilers only, or when forced.
        with compat.aot_cache(str(tmp_path), key) as ours, torch._functorch.config.patch(force_autograd_cache=True):
            assert ours
            return aot(gm, inputs)

    torch._dynamo.reset()
    x = torch.randn(3, requires_grad=True)
    torch.compile(lambda x: (x * 2).sin(), backend=backend)(x).sum().backward()
    assert torch.allclose(x.grad, 2 * (x.detach() * 2).cos())
    facts, why = seen[0]
    assert len(facts) == 12 and why is None and seen[1] is True, seen


def test_output_code_class_maps_torchs_hooks_onto_ours():
    OutputCode = compat.aot_cache_pieces()[4]
    assert all(callable(getattr(OutputCode, n, None)) for n in ("prepare_for_serialization", "post_compile",
                                                                  "set_triton_bundle"))
    calls = []

    class Mine:
        def store(self):
            calls.append("store")

        def load(self, example_inputs):
            calls.append(("load", example_inputs))

    Graph = compat.output_code_class(Mine)
    g = Graph()
    g.prepare_for_serialization()
    g.post_compile([1], None, {})
    assert issubclass(Graph, OutputCode) and g._boxed_call is True and calls == ["store", ("load", [1])]


def test_kept_whole_ops_leave_the_decomposition_table():
    from torch_pjrt import _native

    kept = compat.CoreAtenDecompositions.kept()
    assert set(kept) == {"_safe_softmax", "_scaled_dot_product_flash_attention_for_cpu"}, kept
    assert kept == tuple(_native.kept_whole_ops())
    table, full = compat.CoreAtenDecompositions(), compat.core_aten_decompositions()
    for name in kept:
        op = getattr(torch.ops.aten, name).default
        assert op in full and op not in table, name  # torch decomposes it; we do not


def test_boxed_functions_partitioner_and_graph_split_come_through_compat():
    run = compat.make_boxed_func(lambda x, y: x + y)
    assert run([1, 2]) == 3 and getattr(run, "_boxed_call", False)
    assert callable(compat.min_cut_partition())
    gm = torch.fx.symbolic_trace(lambda x: (x + 1) * 2)
    calls = [n for n in gm.graph.nodes if n.op == "call_function"]
    split = compat.split_graph(gm, lambda n: calls.index(n) if n in calls else 0)
    assert sorted(name for name, _ in split.named_children()) == ["submod_0", "submod_1"]
    x = torch.arange(3.0)
    assert torch.equal(split(x), (x + 1) * 2)


def test_our_backend_is_prepared_when_dynamo_resolves_it():
    import torch._dynamo

    from torch_pjrt import dynamo

    dynamo._PREPARED.clear()
    assert dynamo.backend._dynamo_backend_init is dynamo.prepare
    torch.compile(lambda x: x + 1, backend="tpu")  # resolves the name; traces nothing
    if not dynamo._PREPARED:  # torch 2.14 has no such hook: the entry point prepares instead
        assert torch.__version__.startswith("2.14"), torch.__version__
        dynamo.prepare()
    assert dynamo._PREPARED


def test_placeholder_values_are_the_fake_tensors_aot_autograd_traced():
    seen = {}

    def fw(gm, inputs):
        seen["vals"] = compat.placeholder_values(gm)
        return gm.forward

    torch._dynamo.reset()
    torch.compile(lambda x: x * 2, backend=compat.aot_autograd(fw_compiler=fw), fullgraph=True)(torch.ones(5, 3))
    (val,) = seen["vals"]
    assert isinstance(val, torch.Tensor) and tuple(val.shape) == (5, 3) and val.dtype == torch.float32
