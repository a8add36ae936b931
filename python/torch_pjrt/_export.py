"""``torch_pjrt.export``: a ``torch.export`` program as a StableHLO module (docs/export.md).

The program's graph is decomposed with the table ``torch.compile(backend="tpu")`` uses and
lowered by the engine through the same op table as eager and compiled graphs
(``crates/engine/src/export.rs``); this module only reads the exported signature (which
placeholder is a weight, what each output is) and writes files.
"""

import json
import os
import sys

import torch

from . import _native
from . import _torch_compat as compat
from . import errors

#: The kinds of ``torch.export`` inputs whose values the exported program carries (weights).
_WEIGHT_KINDS = ("parameter", "buffer", "constant_tensor")


class ExportedModule:
    """A StableHLO module exported from a ``torch.export`` program.

    ``text`` is the module (StableHLO in MLIR's generic form; PJRT's ``"mlir"`` program
    format); ``params`` the names of its parameters in order, ``results`` of its results;
    ``weights`` the values of the parameters that are the model's weights (empty when they
    were baked in as constants). Example::

        ep = torch.export.export(model, (x,))
        m = torch_pjrt.export(ep)
        m.save("out/")                    # out/graph-export.{mlir,json,p<k>.bin}
        blob = m.portable_artifact()      # StableHLO portable artifact (needs jaxlib)
    """

    def __init__(self, text, description, weights, example_inputs, symbol_dims=None):
        self.text = text
        self.description = description
        self.weights = weights
        self._example = example_inputs
        # Bounded dynamic sizes: symbol -> (user input, dim) it is read from.
        self._symbol_dims = symbol_dims or {}

    @property
    def params(self):
        return [p["name"] for p in self.description["params"]]

    @property
    def results(self):
        return [r["name"] for r in self.description["results"]]

    def save(self, directory, inputs=None, name="graph-export"):
        """Writes ``<name>.mlir`` (the module), ``<name>.json`` (its parameters and results,
        the dump format the replay example reads: ``cargo run --release -p tpj-engine
        --example replay -- --inputs saved DIR``) and ``<name>.p<k>.bin`` for each parameter
        whose value is known: the weights, and the user inputs from ``inputs`` (a tuple of
        tensors, default: the program's example inputs). Returns the module's path."""
        os.makedirs(directory, exist_ok=True)
        inputs = self._example if inputs is None else tuple(inputs)
        desc = dict(self.description, program=f"{name}.mlir")
        with open(os.path.join(directory, f"{name}.mlir"), "w") as f:
            f.write(self.text)
        with open(os.path.join(directory, f"{name}.json"), "w") as f:
            json.dump(desc, f, indent=1)
        user = 0
        for k, p in enumerate(self.description["params"]):
            value = self.weights.get(p["name"])
            if p["role"] == "user_input":
                value = inputs[user] if inputs is not None and user < len(inputs) else None
                if value is not None and list(value.shape) != p["dims"]:
                    value = _pad(value, p["dims"])
                user += 1
            elif p["role"] == "sizes" and inputs is not None:
                syms = p["name"].split(",")
                value = torch.tensor([inputs[self._symbol_dims[s][0]].shape[self._symbol_dims[s][1]] for s in syms], dtype=torch.int64)
            if value is not None:
                with open(os.path.join(directory, f"{name}.p{k}.bin"), "wb") as f:
                    f.write(_raw(value))
        return os.path.join(directory, f"{name}.mlir")

    def portable_artifact(self, target_version=None):
        """The module as a StableHLO portable artifact (versioned MLIR bytecode that any
        StableHLO consumer of that version or later reads), serialized by the StableHLO
        bindings jaxlib ships (``pip install jax``; torch_pjrt itself produces text only).
        ``target_version``: a StableHLO version such as ``"1.0.0"`` (default: the
        bindings' current one)."""
        try:
            from jaxlib.mlir.dialects import stablehlo
        except ImportError as e:
            raise ImportError("torch_pjrt: a StableHLO portable artifact is serialized by jaxlib's StableHLO "
                              "bindings: pip install jax (the module's text needs nothing: ExportedModule.text)") from e
        version = target_version or stablehlo.get_current_version()
        try:
            # XLA's serializer (the one jax.export uses) first writes the CHLO ops our lowering
            # emits (chlo.erf, ...) as stablehlo.composite ops with their decompositions, which
            # a portable artifact can hold; the StableHLO bindings' own serializer refuses them.
            from jaxlib import _jax

            return _jax.mlir.serialize_portable_artifact(self.text, version, False)
        except (ImportError, AttributeError):
            return stablehlo.serialize_portable_artifact_str(self.text, version)


def _pad(t, dims):
    """``t`` padded with zeros to ``dims``, its elements first in each dimension (the form a
    bounded module takes its inputs in)."""
    out = torch.zeros(dims, dtype=t.dtype)
    out[tuple(slice(0, n) for n in t.shape)] = t
    return out


def _raw(t):
    """A tensor's elements as little-endian bytes in row-major order."""
    t = t.detach().to("cpu").contiguous()
    return t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""


def _kind(spec):
    return str(spec.kind.name).lower()


def export(exported_program, weights="arguments", bounds=None):
    """Lowers a ``torch.export.export`` result to StableHLO through the same lowering as
    eager ops and ``torch.compile(backend="tpu")``; returns an :class:`ExportedModule`.

    ``weights="arguments"`` (default): the model's parameters, buffers and tensor constants
    are parameters of the module, in the exported signature's order (weights first, then
    the user inputs; their values in ``ExportedModule.weights``); ``"constants"``: they are baked into
    the module. A dimension made dynamic with ``torch.export.Dim`` is refused with its name
    and range unless ``bounds`` bounds it: ``"max"`` (each Dim's ``max``) or a dict from the
    size's symbol (as the refusal names it, ``s77``) to its bound. A bounded module is the
    graph's bucketed lowering (the one ``torch.compile(dynamic=True)`` runs): it takes each
    input padded with zeros to its bound and a last parameter ``sizes`` (int64, the real
    sizes), and returns its results padded the same way, real elements first (docs/export.md).
    Ops the lowering lacks are all named in one ``torch_pjrt.errors.NotLoweredError``.

    Example::

        ep = torch.export.export(model.eval(), (torch.randint(0, 96, (1, 64)),))
        m = torch_pjrt.export(ep, weights="constants")
        print(m.text[:200])
    """
    if weights not in ("arguments", "constants"):
        raise ValueError(f"torch_pjrt.export: weights={weights!r}: 'arguments' or 'constants'")
    if not isinstance(exported_program, torch.export.ExportedProgram):
        raise TypeError(f"torch_pjrt.export takes a torch.export.ExportedProgram (torch.export.export(model, args)), "
                        f"not {type(exported_program).__name__}")
    ep = exported_program.run_decompositions(compat.CoreAtenDecompositions())
    gm, sig = ep.graph_module, ep.graph_signature
    _drop_metadata_asserts(gm)
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    dynamic = _dynamic_dims(ep, placeholders, sig)
    bound_of = {}
    if dynamic and bounds is None:
        raise errors.NotLoweredError(
            "torch_pjrt.export: dynamic dimensions are not exported without a bound: "
            + ", ".join(f"{name} dim {d} ({sym}{_range(r)})" for name, d, sym, r, _ in dynamic)
            + "; export with static shapes, or pass bounds='max' (each Dim's max) or bounds={symbol: size}")
    for name, d, sym, r, _ in dynamic:
        if bounds == "max":
            try:
                bound_of[sym] = int(r.upper)
            except (TypeError, ValueError, AttributeError):
                raise errors.NotLoweredError(f"torch_pjrt.export: {name} dim {d} ({sym}{_range(r)}) has no finite max to bound it by") from None
        elif isinstance(bounds, dict):
            if sym not in bounds:
                raise errors.NotLoweredError(f"torch_pjrt.export: bounds has no size for {name} dim {d} ({sym}{_range(r)})")
            bound_of[sym] = int(bounds[sym])
        elif bounds is not None:
            raise ValueError(f"torch_pjrt.export: bounds={bounds!r}: None, 'max' or a dict from symbol to size")
    values = {**ep.state_dict, **ep.constants}
    inputs, constants, weight_values = [], [], {}
    for node, spec in zip(placeholders, sig.input_specs):
        kind = _kind(spec)
        if kind == "user_input":
            inputs.append(("user_input", spec.arg.name))
            constants.append(None)
        elif kind in _WEIGHT_KINDS:
            value = values[spec.target]
            inputs.append((kind, spec.target))
            if weights == "constants":
                constants.append(_raw(value))
            else:
                constants.append(None)
                weight_values[spec.target] = value
        else:
            raise errors.NotLoweredError(f"torch_pjrt.export: input {spec.arg.name} is a {kind}, which is not exported yet")
    outputs = [(_kind(s), getattr(s.arg, "name", str(s.arg)) if s.target is None else s.target) for s in sig.output_specs]
    data = _native.FxGraphData(*_native.describe_graph(gm, "cpu", bool(dynamic)))
    text, description, _ = data.export(inputs, outputs, constants, "graph-export.mlir", bound_of)
    description = json.loads(description)
    example = getattr(ep, "example_inputs", None)
    example = tuple(example[0]) if example else None
    return ExportedModule(text, description, weight_values, example, {sym: (j, d) for _, d, sym, _, j in reversed(dynamic)})


def _drop_metadata_asserts(gm):
    """``torch.export`` keeps ``_assert_tensor_metadata`` checks (dtype, device, sizes of a
    traced tensor) that a static program already guarantees: they return nothing and leave
    the (copied) graph."""
    check = compat.metadata_assert_op()
    dropped = [n for n in gm.graph.nodes if n.op == "call_function" and n.target is check and not n.users]
    for n in dropped:
        gm.graph.erase_node(n)
    if dropped:
        gm.recompile()


def _range(r):
    return f" in [{r.lower}, {r.upper}]" if r is not None else ""


def _dynamic_dims(ep, placeholders, sig):
    """The dimensions torch.export made dynamic (``torch.export.Dim``): per dimension, the
    input's name, the dimension, its symbol, its range and the user input's position."""
    ranges = {str(k): v for k, v in ep.range_constraints.items()}
    dynamic = []
    user = 0
    for node, spec in zip(placeholders, sig.input_specs):
        val = node.meta.get("val")
        if _kind(spec) != "user_input":
            continue
        for d, size in enumerate(val.shape if isinstance(val, torch.Tensor) else ()):
            if not isinstance(size, int):
                dynamic.append((spec.arg.name, d, str(size), ranges.get(str(size)), user))
        user += 1
    return dynamic

USAGE = """\
usage: torch-pjrt export MODEL --input SHAPE[:DTYPE] [--input ...] -o DIR
                         [--weights arguments|constants] [--dynamic INPUT:DIM:MAX ...]
                         [--kwargs JSON] [--seed N] [--no-reference]

Exports MODEL's forward (in eval mode) with torch.export at the given input shapes and writes
DIR/graph-export.mlir (StableHLO), DIR/graph-export.json (its parameters and results), the
weights' and inputs' values (DIR/graph-export.p<k>.bin) and PyTorch's CPU outputs for those
inputs (DIR/reference.out<k>.bin), so the module can be run and checked elsewhere
(docs/export.md).

MODEL:   FILE.py:NAME or package.module:NAME, a class or function returning an nn.Module
         (called with --kwargs); or a Hugging Face model directory (config.json; random
         weights from --seed when it holds none), exported as its logits without a cache.
SHAPE:   sizes joined by x (1x64); DTYPE: float32 (default), int64, ... Integer inputs are
         drawn in [0, 32) from --seed; float inputs from a normal distribution.
--dynamic 0:1:128  input 0's dim 1 is dynamic up to 128: the module is compiled for that bound
         (inputs padded to it, their real sizes as a last `sizes` parameter; docs/export.md).
"""


def _load_model(spec, kwargs, seed):
    torch.manual_seed(seed)
    if os.path.isdir(spec):
        import transformers

        config = transformers.AutoConfig.from_pretrained(spec)
        has_weights = any(f.endswith((".safetensors", ".bin")) for f in os.listdir(spec))
        auto = transformers.AutoModelForCausalLM
        model = auto.from_pretrained(spec) if has_weights else auto.from_config(config)
        return _Logits(model)
    where, _, name = spec.rpartition(":")
    if not where or not name:
        raise SystemExit(f"torch-pjrt export: MODEL {spec!r}: FILE.py:NAME, module:NAME or a model directory")
    if where.endswith(".py"):
        import importlib.util

        mod_spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(where))[0], where)
        module = importlib.util.module_from_spec(mod_spec)
        mod_spec.loader.exec_module(module)
    else:
        import importlib

        module = importlib.import_module(where)
    return getattr(module, name)(**kwargs)


class _Logits(torch.nn.Module):
    """A Hugging Face causal LM as ``input_ids -> logits``, without a cache."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids):
        return self.model(input_ids=input_ids, use_cache=False).logits


def _input(spec, gen):
    shape, _, dtype = spec.partition(":")
    sizes = tuple(int(s) for s in shape.split("x")) if shape else ()
    dtype = getattr(torch, dtype or "float32")
    if dtype.is_floating_point:
        return torch.randn(sizes, generator=gen).to(dtype)
    return torch.randint(0, 32, sizes, generator=gen, dtype=dtype)


def main(argv):
    """``torch-pjrt export``: see ``USAGE``."""
    import argparse

    p = argparse.ArgumentParser(prog="torch-pjrt export", usage=USAGE, add_help=True)
    p.add_argument("model")
    p.add_argument("--input", action="append", default=[], required=True)
    p.add_argument("-o", "--output", required=True)
    p.add_argument("--weights", choices=("arguments", "constants"), default="arguments")
    p.add_argument("--kwargs", default="{}")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-reference", action="store_true")
    p.add_argument("--dynamic", action="append", default=[])
    a = p.parse_args(argv)
    model = _load_model(a.model, json.loads(a.kwargs), a.seed).eval()
    gen = torch.Generator().manual_seed(a.seed)
    inputs = tuple(_input(s, gen) for s in a.input)
    with torch.no_grad():
        shapes = [{} for _ in inputs]
        for k, spec in enumerate(a.dynamic):
            i, d, top = (int(v) for v in spec.split(":"))
            shapes[i][d] = torch.export.Dim(f"d{k}", max=top)
        ep = torch.export.export(model, inputs, dynamic_shapes=tuple(shapes) if a.dynamic else None)
        try:
            m = export(ep, weights=a.weights, bounds="max" if a.dynamic else None)
        except (errors.NotLoweredError, ValueError) as e:
            print(f"torch-pjrt export: {e}", file=sys.stderr)
            return 1
        path = m.save(a.output, inputs)
        if not a.no_reference:
            outs = model(*inputs)
            outs = outs if isinstance(outs, (tuple, list)) else (outs,)
            for k, o in enumerate(outs):
                with open(os.path.join(a.output, f"reference.out{k}.bin"), "wb") as f:
                    f.write(_raw(o))
    print(f"wrote {path} ({len(m.text) / 1e6:.1f} MB of text): {len(m.params)} parameter(s), {len(m.results)} result(s)")
    return 0
