"""torch_pjrt.export and `torch-pjrt export`: a torch.export program as a StableHLO module,
lowered through the same op table as eager and torch.compile, run again without torch by the
replay example on the XLA CPU plugin and compared with PyTorch on the CPU; JAX and IREE compile
and run it too, and JAX's StableHLO bindings write it as a portable artifact (docs/export.md).

Cost: about 90 s on 2 cores (four exports through the CLI, each a subprocess, and their replays;
the replay binary is built once if missing: minutes; JAX ~5 s and IREE ~15 s, skipped when the
`export` extra is not installed)."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
import torch

import torch_pjrt
from torch_pjrt import errors

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "examples")
sys.path.insert(0, EXAMPLES)
from models import GPT  # noqa: E402

from test_dump import _replay_binary  # noqa: E402

NP = {"f32": np.float32, "i64": np.int64, "i32": np.int32, "i1": np.bool_}


def _cli(*args):
    r = subprocess.run([sys.executable, "-m", "torch_pjrt_cli", "export", *args], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, TORCH_PJRT_CACHE_DIR="off"), cwd=ROOT)
    return r


def _replay(directory):
    """Runs every module in `directory` on the CPU plugin; returns the first one's outputs."""
    r = subprocess.run([_replay_binary(), "--inputs", "saved", "--warmup", "0", "--iters", "1", "--save-outputs", str(directory)],
                       capture_output=True, text=True, timeout=300, env=dict(os.environ, TORCH_PJRT_CPU_PLUGIN=torch_pjrt.info()["plugin_path"]))
    assert r.returncode == 0, r.stdout + r.stderr
    desc = json.loads((directory / "graph-export.json").read_text())
    outs = []
    for k, res in enumerate(desc["results"]):
        raw = (directory / f"graph-export.out{k}.bin").read_bytes()
        outs.append(np.frombuffer(raw, NP[res["dtype"]]).reshape(res["dims"]))
    return desc, outs


def _reference(directory, desc):
    return [np.frombuffer((directory / f"reference.out{k}.bin").read_bytes(), NP[r["dtype"]]).reshape(r["dims"])
            for k, r in enumerate(desc["results"])]


def _round_trip(tmp_path, model_spec, *args):
    r = _cli(model_spec, "-o", str(tmp_path), *args)
    assert r.returncode == 0, r.stdout + r.stderr
    desc, got = _replay(tmp_path)
    want = _reference(tmp_path, desc)
    diffs = [float(np.max(np.abs(g - w))) for g, w in zip(got, want)]
    print(f"{model_spec} {args}: max abs difference {diffs}")
    return desc, diffs


@pytest.mark.parametrize("weights", ["constants", "arguments"])
def test_gpt_round_trip_matches_pytorch(tmp_path, weights):
    """The README's GPT (examples/models.py), exported by the CLI, replayed on the plugin."""
    desc, diffs = _round_trip(tmp_path, os.path.join(EXAMPLES, "models.py") + ":GPT", "--input", "2x64:int64", "--weights", weights)
    assert diffs[0] < 1e-4, diffs
    params = [(p["role"], p["name"]) for p in desc["params"]]
    assert params[-1] == ("user_input", "idx")
    if weights == "constants":
        assert params == [("user_input", "idx")]
        assert 'dense<"0x' in (tmp_path / "graph-export.mlir").read_text()
    else:
        # Every weight is an argument, with its value saved; torch.export names the tied head
        # apart from the embedding it shares its tensor with.
        names = dict(GPT().named_parameters(remove_duplicate=False))
        assert sorted(params[:-1]) == sorted(("parameter", n) for n in names)
        assert all((tmp_path / f"graph-export.p{k}.bin").is_file() for k in range(len(params)))


def test_llama_round_trip_matches_pytorch(tmp_path):
    """A small Hugging Face Llama (local config, random weights, no hub)."""
    transformers = pytest.importorskip("transformers")
    cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                   num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    model_dir = tmp_path / "llama"
    cfg.save_pretrained(model_dir)
    out = tmp_path / "out"
    desc, diffs = _round_trip(out, str(model_dir), "--input", "1x16:int64", "--weights", "constants")
    assert diffs[0] < 1e-4, diffs
    assert [r["dims"] for r in desc["results"]] == [[1, 16, 128]]



def test_llama_with_a_dynamic_sequence_round_trips(tmp_path):
    """The Llama's sequence made dynamic and bounded: its mask construction indexes with
    `aten::index.Tensor` over the padded sequence (index's padding rule); run at 11 of 32
    tokens, the real part matches PyTorch (~5 s)."""
    transformers = pytest.importorskip("transformers")
    cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                   num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    torch.manual_seed(0)
    llama = transformers.LlamaForCausalLM(cfg).eval()

    class Logits(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.m = llama

        def forward(self, ids):
            return self.m(input_ids=ids, use_cache=False).logits

    model = Logits()
    time = torch.export.Dim("time", min=2, max=32)
    ep = torch.export.export(model, (torch.randint(0, 128, (1, 16)),), dynamic_shapes=({1: time},))
    m = torch_pjrt.export(ep, weights="constants", bounds="max")
    assert [p["dims"] for p in m.description["params"]] == [[1, 32], [1]]
    x = torch.randint(0, 128, (1, 11))
    m.save(tmp_path, (x,))
    _, outs = _replay(tmp_path)
    with torch.no_grad():
        want = model(x).numpy()
    diff = float(np.max(np.abs(outs[0][:, :11] - want)))
    print(f"llama, dynamic sequence: max abs difference {diff}")
    assert diff < 1e-4

UNLOWERED = """
import torch


class TwoUnlowered(torch.nn.Module):
    def forward(self, x):
        # igamma and igammac have no lowering (yet); igamma twice: named once.
        y = x.abs() + 1
        return torch.special.gammainc(y, x.exp()) + torch.special.gammaincc(y, x).relu() + torch.special.gammainc(y + 1, y)
"""
_ns = {}
exec(UNLOWERED, _ns)
TwoUnlowered = _ns["TwoUnlowered"]


def test_every_unlowered_op_is_named_at_once():
    ep = torch.export.export(TwoUnlowered(), (torch.randn(4),))
    with pytest.raises(errors.NotLoweredError, match=r"torch_pjrt.export: no lowering for 2 op\(s\): aten::igamma, aten::igammac$"):
        torch_pjrt.export(ep)


def test_cli_reports_unlowered_ops(tmp_path):
    (tmp_path / "unlowered.py").write_text(UNLOWERED)
    r = _cli(str(tmp_path / "unlowered.py") + ":TwoUnlowered", "--input", "4", "-o", str(tmp_path / "out"))
    assert r.returncode == 1
    assert "no lowering for 2 op(s): aten::igamma, aten::igammac" in r.stderr


def test_dynamic_dim_is_refused_by_name():
    m = torch.nn.Linear(8, 4)
    batch = torch.export.Dim("batch", min=2, max=64)
    ep = torch.export.export(m, (torch.randn(4, 8),), dynamic_shapes=({0: batch},))
    with pytest.raises(errors.NotLoweredError, match=r"dynamic dimensions are not exported without a bound: input dim 0 \(s\w+ in \[2, 64\]\)"):
        torch_pjrt.export(ep)


def test_module_text_and_signature():
    m = torch.nn.Sequential(torch.nn.Linear(8, 4), torch.nn.ReLU())
    ep = torch.export.export(m, (torch.randn(3, 8),))
    out = torch_pjrt.export(ep)
    assert out.params == ["0.weight", "0.bias", "input"]
    assert [p["role"] for p in out.description["params"]] == ["parameter", "parameter", "user_input"]
    assert "func.func public @main" in out.text and "stablehlo.dot_general" in out.text
    assert "tensor<3x8xf32>" in out.text and "tensor<3x4xf32>" in out.text
    assert set(out.weights) == {"0.weight", "0.bias"}
    baked = torch_pjrt.export(ep, weights="constants")
    assert baked.params == [p for p in out.params if p not in out.weights] and baked.weights == {}
    with pytest.raises(ValueError, match="weights='inline'"):
        torch_pjrt.export(ep, weights="inline")
    with pytest.raises(TypeError, match="ExportedProgram"):
        torch_pjrt.export(m)


def test_jax_reads_and_serializes_the_module():
    """Another consumer: JAX (jaxlib's StableHLO bindings and its XLA CPU client). The module
    is written as a portable artifact (versioned MLIR bytecode; CHLO ops become
    stablehlo.composite), read back, and both the text and the artifact are compiled and run by
    JAX, matching PyTorch. Needs `pip install jax` (test-only; ~380 MB installed; ~10 s)."""
    pytest.importorskip("jaxlib.mlir.dialects.stablehlo", reason="jax is not installed (pip install jax)")
    import jax
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import chlo, stablehlo

    model = GPT(layers=1).eval()
    x = torch.randint(0, 96, (1, 32))
    m = torch_pjrt.export(torch.export.export(model, (x,)), weights="constants")
    assert "chlo.erf" in m.text  # GELU's erf
    blob = m.portable_artifact()
    assert isinstance(blob, bytes) and blob.startswith(b"ML\xefR")  # MLIR bytecode
    ctx = ir.Context()
    stablehlo.register_dialect(ctx)
    chlo.register_dialect(ctx)
    back = str(stablehlo.deserialize_portable_artifact(ctx, blob))
    assert "stablehlo.dot_general" in back and "stablehlo.composite" in back
    with torch.no_grad():
        want = model(x).numpy()
    x64 = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)  # the token ids are int64
    try:
        for module in (m.text, blob):
            got = _run_with_jax(jax, module, [x.numpy()])
            diff = float(np.max(np.abs(got[0] - want)))
            print(f"jax, {type(module).__name__}: max abs difference {diff}")
            assert diff < 1e-4
    finally:
        jax.config.update("jax_enable_x64", x64)


def _run_with_jax(jax, module, args):
    """`module` (text or portable artifact) compiled by JAX's CPU client and run on `args`."""
    from jax.extend import backend

    client = backend.get_backend("cpu")
    device = client.local_devices()[0]
    exe = client.compile_and_load(module, [device])
    outs = exe.execute([jax.device_put(a, device) for a in args])
    return [np.asarray(o) for o in outs]


@pytest.mark.parametrize("dims", ["batch", "batch_and_time"])
def test_bounded_dynamic_dims_round_trip(tmp_path, dims):
    """Dims made dynamic with torch.export.Dim, bounded by their max: the module is the
    graph's bucketed lowering at the bound; run on smaller real sizes (inputs padded, the
    real sizes as the last parameter), its real part matches PyTorch."""
    model = GPT(layers=1).eval()
    batch = torch.export.Dim("batch", min=1, max=8)
    shapes = {0: batch} if dims == "batch" else {0: batch, 1: torch.export.Dim("time", min=2, max=64)}
    ep = torch.export.export(model, (torch.randint(0, 96, (2, 16)),), dynamic_shapes=({**shapes},))
    m = torch_pjrt.export(ep, weights="constants", bounds="max")
    params = m.description["params"]
    assert [p["role"] for p in params] == ["user_input", "sizes"]
    assert params[0]["dims"] == ([8, 16] if dims == "batch" else [8, 64])
    x = torch.randint(0, 96, (3, 16 if dims == "batch" else 11))
    m.save(tmp_path, (x,))
    desc, outs = _replay(tmp_path)
    with torch.no_grad():
        want = model(x).numpy()
    got = outs[0][: x.shape[0], : x.shape[1]]
    diff = float(np.max(np.abs(got - want)))
    print(f"bounded {dims}: max abs difference {diff}")
    assert diff < 1e-4


def test_a_dim_without_a_max_cannot_be_bounded_by_it():
    m = torch.nn.Linear(8, 4)
    ep = torch.export.export(m, (torch.randn(4, 8),), dynamic_shapes=({0: torch.export.Dim("batch")},))
    with pytest.raises(errors.NotLoweredError, match=r"input dim 0 \(s\w+ in \[\d, int_oo\]\) has no finite max"):
        torch_pjrt.export(ep, bounds="max")
    sym = str(next(iter(ep.range_constraints)))
    out = torch_pjrt.export(ep, bounds={sym: 32})
    assert "tensor<32x8xf32>" in out.text


def test_iree_compiles_and_runs_the_module(tmp_path):
    """A third consumer: IREE's compiler reads the text as StableHLO input and builds it for
    the CPU (llvm-cpu); IREE's runtime runs it, matching PyTorch. Needs `pip install
    iree-base-compiler iree-base-runtime` (test-only; ~400 MB installed; ~15 s)."""
    pytest.importorskip("iree.compiler", reason="IREE is not installed (pip install iree-base-compiler iree-base-runtime)")
    pytest.importorskip("iree.runtime", reason="IREE's runtime is not installed (pip install iree-base-runtime)")
    import iree.compiler
    import iree.runtime as rt

    model = GPT(layers=1).eval()
    x = torch.randint(0, 96, (2, 32))
    m = torch_pjrt.export(torch.export.export(model, (x,)), weights="constants")
    vmfb = iree.compiler.compile_str(m.text, input_type="stablehlo", target_backends=["llvm-cpu"])
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    got = np.asarray(ctx.modules.main["main"](x.numpy()))
    with torch.no_grad():
        want = model(x).numpy()
    diff = float(np.max(np.abs(got - want)))
    print(f"iree: max abs difference {diff}")
    assert diff < 1e-4
