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
    e0 = torch_pjrt.metrics()["executions"]
    sgd_step()
    out["sgd_step_execs"] = torch_pjrt.metrics()["executions"] - e0

    import socket, torch.distributed as dist
    with socket.socket() as so:
        so.bind(("127.0.0.1", 0)); port = so.getsockname()[1]
    dist.init_process_group(init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)  # no backend named
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


def _code_without_docstrings(path):
    tree = ast.parse(open(path).read())
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            body[0] = ast.Pass()
    return ast.unparse(tree)


PRIVATE = re.compile(r"torch\._[a-zA-Z]|_torch\._[a-zA-Z]|\._schema\b|\._overloadname\b|\._cdata\b|_torchdynamo_"
                     r"|_COMPILER_FNS|sys\.meta_path")


def test_private_torch_names_only_in_the_compat_module():
    offenders = []
    for name in sorted(os.listdir(PKG)):
        if not name.endswith(".py") or name == "_torch_compat.py":
            continue
        for i, line in enumerate(_code_without_docstrings(os.path.join(PKG, name)).splitlines()):
            if PRIVATE.search(line):
                offenders.append(f"{name}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


def test_backend_registers_through_the_public_entry_point():
    from importlib.metadata import entry_points

    eps = {ep.name: ep.value for ep in entry_points(group="torch_dynamo_backends")}
    assert eps.get("tpu") == "torch_pjrt._dynamo_entry:backend", eps
    import torch._dynamo

    assert "tpu" in torch._dynamo.list_backends()
    from torch_pjrt import dynamo

    assert torch._dynamo.lookup_backend("tpu") is dynamo.backend
