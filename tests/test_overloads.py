"""Overloads registered explicitly (crates/engine/src/overloads.rs): each registry line lists the
overloads its lowering serves, in-place and out= forms follow the functional overload with their
schema, and any other overload of a lowered op is decided at registration: eagerly a counted CPU
fallback, "no lowering for aten::x.overload" (NotImplementedError under TORCH_PJRT_STRICT=1), and
in a compiled graph a refusal. Numbers are compared with PyTorch on the CPU."""

import warnings

import pytest
import torch

import torch_pjrt
from torch_pjrt import _native, errors

from helpers import DEV, check

# An overload of a lowered op that is not lowered: `eye`'s out= form has no functional twin (the
# functional `eye` takes dtype, layout and device, `eye.out` none), so it is not derived from
# `aten::eye`, which is lowered. It has a CPU kernel of its own, so it reaches the fallback.
UNLISTED = "aten::eye.out"


def _defined_later(problem):
    """A registered prims op torch defines after the glue read the dispatcher (inductor's
    `prims::fma`, when torch.compile first needs it), and that does exist now."""
    import torch._inductor.inductor_prims  # noqa: F401  (defines inductor's prims)

    name, _, why = problem.partition(": ")
    return why.startswith("torch has no op of that name") and hasattr(torch.ops.prims, name)


def test_every_overload_list_agrees_with_the_dispatcher():
    # A listed overload torch lacks (a typo, a rename), or an op with several overloads that
    # reach the kernel and no list. Torch 2.14 and 2.15 each check their own dispatcher.
    problems = [p for p in _native.overload_problems() if not _defined_later(p)]
    assert problems == [], "\n".join(problems)


@pytest.mark.allow_fallback
def test_an_unlisted_overload_is_a_counted_fallback_with_the_cpus_numbers():
    torch_pjrt.reset_metrics()
    got = torch.full((3, 3), 7.0, device=DEV)
    want = torch.full((3, 3), 7.0)
    torch.eye(3, out=want)
    with pytest.warns(UserWarning, match=r"no lowering for aten::eye\.out: the lowering of aten::eye serves aten::eye"):
        torch.eye(3, out=got)
    torch.testing.assert_close(got.cpu(), want)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # warned once per op
        torch.eye(3, out=got)
    assert torch_pjrt.metrics()["fallbacks"] == {UNLISTED: 2}


def test_an_unlisted_overload_raises_under_strict():
    with pytest.raises(NotImplementedError, match=r"no lowering for aten::eye\.out.*TORCH_PJRT_STRICT=1 forbids"):
        torch.eye(3, out=torch.empty(3, 3, device=DEV))


def test_the_listed_overloads_of_that_op_are_lowered():
    torch_pjrt.reset_metrics()
    torch.testing.assert_close(torch.eye(3, device=DEV).cpu(), torch.eye(3))
    torch.testing.assert_close(torch.eye(2, 4, dtype=torch.int32, device=DEV).cpu(), torch.eye(2, 4, dtype=torch.int32))
    assert torch_pjrt.metrics()["fallbacks"] == {}


def test_in_place_and_out_forms_follow_their_functional_overload_by_schema():
    # pow_.Scalar is pow.Tensor_Scalar in place (not pow.Scalar, a number raised to a tensor);
    # pow.Tensor_Scalar_out its out= form; add_.Tensor and add.out follow add.Tensor.
    x = torch.rand(5) + 0.5
    check(lambda t: t.clone().pow_(3.0), x)
    check(lambda t: torch.pow(t, 2.0, out=torch.empty_like(t)), x)
    check(lambda t: t.clone().add_(t, alpha=2), x)
    check(lambda t: torch.add(t, 1.5, out=torch.empty_like(t)), x)


def test_a_graph_node_of_an_unlisted_overload_is_refused_naming_it():
    # mm.dtype (an out_dtype argument the `mm` lowering does not read) would be lowered by its
    # base name as `mm`, silently in the input dtype: it is refused instead, before any lowering.
    op = ("op", "aten::mm.dtype", [("self", "Tensor", ("node", 0)), ("mat2", "Tensor", ("node", 1)),
                                   ("out_dtype", "int", ("dtype", "torch.float64"))], [], [None], [None])
    nodes = [("tensor", "torch.float32", [2, 2], True, 0)] * 2 + [op]
    graph = _native.FxGraphData(nodes, [("node", 2)])
    with pytest.raises(errors.NotLoweredError, match=r"no lowering for 1 op\(s\): aten::mm\.dtype$") as info:
        graph.compile()
    assert isinstance(info.value, NotImplementedError)
    # The listed overload of the same op, in the same graph, compiles.
    nodes[2] = ("op", "aten::mm", op[2][:2], [], [None], [None])
    _native.FxGraphData(nodes, [("node", 2)]).compile()
