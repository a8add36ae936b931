"""The compiled kinds of a conformance case: a sample counts only when it went through the
backend (a sample Dynamo ran eagerly fails the case), graph breaks fail with Dynamo's reason,
and the report gives compiled-only failures their own columns and causes."""

import importlib.util
import os
import sys

import pytest
import torch
import torch._dynamo

from tests.conformance import harness

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))  # its own imports (op_usage)
# The sweep driver, by path: `conformance` is also this test package's name.
_spec = importlib.util.spec_from_file_location("conformance_tool", os.path.join(ROOT, "tools", "conformance.py"))
conformance = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(conformance)


def test_compiled_cases_pass_for_a_simple_op():
    out = harness.run_case("add", "float32", harness.COMPILED)
    assert out.status == "pass" and out.samples == harness.COMPILED_SAMPLES, out
    out = harness.run_case("mul", "float32", harness.COMPILED_GRAD)
    assert out.status == "pass" and out.samples > 0, out


@pytest.mark.parametrize("how", ["not compiled", "Dynamo with its own eager backend"])
def test_a_sample_that_ran_eagerly_fails_the_case(monkeypatch, how):
    eager = {
        "not compiled": lambda fn: fn,
        "Dynamo with its own eager backend": lambda fn: torch.compile(fn, backend="eager", fullgraph=True),
    }[how]
    monkeypatch.setattr(harness, "compile_fn", eager)
    out = harness.run_case("add", "float32", harness.COMPILED)
    assert out.status == "fail" and "the sample ran eagerly, not compiled" in out.message, out


def test_dynamos_recompile_limit_cannot_make_samples_run_eagerly():
    # Samples of new shapes would recompile the same frame; past the limit Dynamo runs it eagerly.
    with torch._dynamo.config.patch(recompile_limit=1):
        out = harness.run_case("add", "float32", harness.COMPILED)
    assert out.status == "pass" and out.samples == harness.COMPILED_SAMPLES, out


def _breaking(fn):
    def call(*args):
        torch._dynamo.graph_break()
        return fn(*args)

    return call


def test_a_graph_break_fails_with_dynamos_reason(monkeypatch):
    monkeypatch.setattr(harness, "compile_fn", lambda fn: torch.compile(_breaking(fn), backend=harness.DEV, fullgraph=True))
    out = harness.run_case("add", "float32", harness.COMPILED)
    assert out.status == "fail" and out.message.startswith("GraphBreak: graph break under fullgraph=True"), out
    assert conformance.cause_of(out.to_json()).startswith("graph break: "), out


def test_a_failure_torch_compile_shows_on_the_cpu_is_marked_as_its_own(monkeypatch):
    calling = harness._calling
    monkeypatch.setattr(harness, "_calling", lambda op: _breaking(calling(op)))
    out = harness.run_case("add", "float32", harness.COMPILED_GRAD)
    assert out.status == "fail" and out.message.startswith(harness.TORCH_TOO + "GraphBreak"), out
    assert conformance.TORCH_TOO == harness.TORCH_TOO
    assert conformance.cause_of(out.to_json()).startswith("torch.compile's own (aot_eager on the CPU fails too): graph break")


def _listing(*ops):
    meta = {"torch": torch.__version__, "plugin": {}, "lowered_aten_ops": 1, "compiled_samples": 4, "device": harness.DEV}
    entries = [{"op": op, "differentiable": True, "declared": ["float32"], "not_applicable": None, "nondeterministic": False,
                "cases": [f"{op}|float32|{k}" for k in conformance.KINDS]} for op in ops]
    return {"meta": meta, "entries": entries}


def _result(cid, status, message=""):
    op, dtype, kind = cid.split("|")
    return {"op": op, "dtype": dtype, "kind": kind, "status": status, "message": message, "samples": 1, "sample": None,
            "note": "", "seconds": 0.1}


def test_the_report_names_every_compiled_only_failure_with_its_cause():
    missing = 'NotLoweredError: torch.compile(backend="tpu"): no lowering for 1 op(s): aten::view_copy'
    results = {c: _result(c, "pass") for c in _listing("add", "mul")["entries"][0]["cases"] + _listing("mul")["entries"][0]["cases"]}
    results["add|float32|compiled"] = _result("add|float32|compiled", "fail", missing)
    results["mul|float32|grad"] = _result("mul|float32|grad", "fail", "AssertionError: Tensor-likes are not close!")
    results["mul|float32|compiled_grad"] = _result("mul|float32|compiled_grad", "fail", "AssertionError: Tensor-likes are not close!")
    md, doc, totals, _ = conformance.build_report(_listing("add", "mul"), results, "cmd")
    assert totals["compiled"] == {"pass": 1, "entries": 2, "rate": 50.0}
    assert totals["compiled_grad"]["pass"] == 1 and totals["grad"]["pass"] == 1
    assert "| torch.compile float32 forward (first 4 samples) | 1 | 2 | 50.0% |" in md
    assert "| `add` | compiled | not lowered in a graph: aten::view_copy |" in md
    # mul fails gradients eagerly as well: not a compiled-only failure.
    assert doc["compiled_only_failing"] == [{"op": "add", "column": "compiled", "cause": "not lowered in a graph: aten::view_copy"}]
    assert "| `add` | ✅ | ✅ |" in md and md.count("| op | float32 | grad |") == 1
    # The eager tables stay eager: add fails no eager column.
    assert all(f["op"] != "add" for f in doc["most_used_failing"])
