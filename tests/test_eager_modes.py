"""The eager modes (``TORCH_PJRT_EAGER``, ``torch_pjrt.set_eager_mode``; crates/engine/src/mode.rs):
``strict`` queues each op and raises device-side errors at the next read-back, as CUDA does;
``debug`` waits for each op and raises them at the op, as ``CUDA_LAUNCH_BLOCKING=1`` does;
``fused`` records ops and runs them as one program per cluster (tests/test_eager_fused.py)."""

import os
import subprocess
import sys
import traceback

import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from torch_pjrt import errors

from helpers import DEV

VALID = "valid values: strict (the default), debug or fused"


def _run(code, **env):
    """Runs `code` in a fresh interpreter with `env` over ours (None: unset)."""
    full = {k: v for k, v in os.environ.items() if k not in env}
    full.update({k: v for k, v in env.items() if v is not None})
    return subprocess.run([sys.executable, "-c", code], env=full, capture_output=True, text=True, timeout=300)


# ---- choosing the mode ---------------------------------------------------------------


SHOW = "import torch, torch_pjrt; print(torch_pjrt.eager_mode(), torch_pjrt.metrics()['eager_mode'])"


@pytest.mark.parametrize("value, mode", [(None, "strict"), ("", "strict"), ("debug", "debug"), (" Debug ", "debug"),
                                         ("strict", "strict"), ("fused", "fused")])
def test_the_environment_picks_the_mode_at_start(value, mode):
    r = _run(SHOW, TORCH_PJRT_EAGER=value)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.split() == [mode, mode], r.stdout


def test_an_unknown_mode_in_the_environment_fails_at_init_naming_the_valid_ones():
    # The import warns (the device is registered but unusable); using the device raises.
    r = _run("import torch, torch_pjrt; torch_pjrt.info()", TORCH_PJRT_EAGER="lazy")
    assert r.returncode != 0
    assert f'InvalidSettingError: invalid value "lazy" for TORCH_PJRT_EAGER; {VALID}' in r.stderr, r.stderr[-2000:]


def test_set_eager_mode_switches_and_metrics_name_the_mode():
    before = torch_pjrt.eager_mode()
    try:
        for mode in ("debug", "strict", "fused", "debug"):
            torch_pjrt.set_eager_mode(mode)
            assert torch_pjrt.eager_mode() == mode
            assert torch_pjrt.metrics()["eager_mode"] == mode
    finally:
        torch_pjrt.set_eager_mode(before)


def test_an_unknown_mode_is_an_invalid_setting_and_changes_nothing():
    before = torch_pjrt.eager_mode()
    with pytest.raises(errors.InvalidSettingError) as info:
        torch_pjrt.set_eager_mode("lazy")
    assert isinstance(info.value, ValueError)
    assert str(info.value) == f'invalid value "lazy" for torch_pjrt.set_eager_mode; {VALID}'
    assert torch_pjrt.eager_mode() == before


def test_eager_mode_as_restores_the_mode_before_it():
    before = torch_pjrt.eager_mode()
    with torch_pjrt.eager_mode_as("debug"):
        assert torch_pjrt.eager_mode() == "debug"
        with torch_pjrt.eager_mode_as("strict"):
            assert torch_pjrt.eager_mode() == "strict"
        assert torch_pjrt.eager_mode() == "debug"
    assert torch_pjrt.eager_mode() == before


def test_eager_mode_as_restores_the_mode_when_the_body_raises():
    before = torch_pjrt.eager_mode()
    with pytest.raises(KeyError):
        with torch_pjrt.eager_mode_as("debug"):
            raise KeyError("from the body")
    assert torch_pjrt.eager_mode() == before
    x = torch.randn(4, 3, device=DEV)
    with pytest.raises(IndexError):
        with torch_pjrt.eager_mode_as("debug"):
            x.index_select(0, torch.tensor([9], device=DEV))
    assert torch_pjrt.eager_mode() == before


def test_the_api_is_public():
    for name in ("set_eager_mode", "eager_mode", "eager_mode_as"):
        assert name in torch_pjrt.__all__
        assert ">>>" in getattr(torch_pjrt, name).__doc__, f"{name}: its docstring shows an example"


# ---- debug: device-side errors at the op -----------------------------------------------


def embed_and_pick(table, ids, cols):
    emb = F.embedding(ids, table)  # ids past the table's rows raise here
    picked = emb[..., cols]  # cols past the embedding's width raise here
    return picked.sum(-1) * 2


EMBED_LINE = embed_and_pick.__code__.co_firstlineno + 1
PICK_LINE = EMBED_LINE + 1


def _raised_at(fn):
    """The exception `fn()` raises and the line, in this file, of the innermost frame it passed."""
    try:
        fn()
    except Exception as e:
        here = [f for f in traceback.extract_tb(e.__traceback__) if f.filename == __file__]
        return e, here[-1].lineno
    pytest.fail("nothing was raised")


ARGS = {
    "in range": ([[0, 3], [2, 1]], [2, 0]),
    "a bad id": ([[0, 3], [4, 1]], [2, 0]),
    "a bad column": ([[0, 3], [2, 1]], [2, -4]),
}


@pytest.mark.parametrize("case, line", [("a bad id", EMBED_LINE), ("a bad column", PICK_LINE)])
def test_debug_raises_an_out_of_range_index_at_the_line_of_the_op(case, line):
    table = torch.randn(4, 3)
    ids, cols = (torch.tensor(v) for v in ARGS[case])
    cpu_error, cpu_line = _raised_at(lambda: embed_and_pick(table, ids, cols))
    assert isinstance(cpu_error, IndexError) and cpu_line == line
    dev_args = (table.to(DEV), ids.to(DEV), cols.to(DEV))
    torch.tpu.synchronize()
    with torch_pjrt.eager_mode_as("debug"):
        error, dev_line = _raised_at(lambda: embed_and_pick(*dev_args))
    assert isinstance(error, IndexError), repr(error)
    assert dev_line == line, f"raised at line {dev_line}, the op is at line {line}: {error}"
    assert "index out of range" in str(error) and "reported at the op" in str(error), str(error)
    # Raised once, at the op: nothing is left for the next synchronisation.
    assert torch_pjrt._native.checks_pending() == 0
    torch.tpu.synchronize()


@pytest.mark.parametrize("case", ["a bad id", "a bad column"])
def test_strict_raises_the_same_index_only_at_the_next_read(case):
    table = torch.randn(4, 3)
    ids, cols = (torch.tensor(v, device=DEV) for v in ARGS[case])
    with torch_pjrt.eager_mode_as("strict"):
        out = embed_and_pick(table.to(DEV), ids, cols)  # queued: the op line does not raise
        assert torch_pjrt._native.checks_pending() > 0
        with pytest.raises(IndexError, match="reported at this synchronisation"):
            out.cpu()


def test_debug_computes_what_the_cpu_computes():
    table = torch.randn(4, 3)
    ids, cols = (torch.tensor(v) for v in ARGS["in range"])
    with torch_pjrt.eager_mode_as("debug"):
        got = embed_and_pick(table.to(DEV), ids.to(DEV), cols.to(DEV))
        assert torch_pjrt._native.checks_pending() == 0
    torch.testing.assert_close(got.cpu(), embed_and_pick(table, ids, cols))


def test_debug_leaves_the_inputs_of_an_op_that_raises_as_they_were():
    # As on the CPU, whose index_put_ checks before it writes: under debug the op's inputs are
    # lent to its program, not donated, so the failed write loses nothing.
    x = torch.randn(4, 3)
    y = x.to(DEV)
    bad, one = torch.tensor([4]), torch.tensor(1.0)
    with pytest.raises(IndexError):
        x.index_put_((bad,), one)
    with torch_pjrt.eager_mode_as("debug"):
        with pytest.raises(IndexError, match="aten::index_put"):
            y.index_put_((bad.to(DEV),), one.to(DEV))
        y.add_(1)  # the same storage goes on being updated in place
    torch.testing.assert_close(y.cpu(), x + 1)


@pytest.mark.parametrize("defer", [False, True], ids=["graph", "deferred graph"])
def test_debug_raises_a_compiled_graphs_bad_index_at_its_call(defer):
    # Deferral (TORCH_PJRT_DEFER) would run the graph at a later read: debug runs it at its call.
    import torch._dynamo

    torch._dynamo.reset()
    g = torch.compile(lambda t, i: t[i] * 2, backend=DEV)
    x, idx = torch.randn(4, 3), torch.tensor([0, 3])
    before = torch_pjrt._native.defer_enabled()
    torch_pjrt.set_defer(defer)
    try:
        with torch_pjrt.eager_mode_as("debug"):
            torch.testing.assert_close(g(x.to(DEV), idx.to(DEV)).cpu(), x[idx] * 2)
            with pytest.raises(IndexError, match="reported at the op"):
                g(x.to(DEV), torch.tensor([0, 6], device=DEV))
    finally:
        torch_pjrt.set_defer(before)
    assert torch_pjrt._native.checks_pending() == 0
