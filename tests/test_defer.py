"""Deferred compiled graphs (crates/engine/src/defer.rs, opt-in: `torch_pjrt.set_defer(True)`
or TORCH_PJRT_DEFER=1): a step's graphs run as one program once the same chain has been seen twice. Every result is compared with the
same computation on the CPU; deferral may change when work runs, never what it computes."""

import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from helpers import DEV


@pytest.fixture(autouse=True)
def _deferred():
    torch_pjrt.set_defer(True)
    yield
    torch_pjrt.set_defer(False)


def _chain():
    """Two graphs, the second reading the first's results and updating a buffer in place."""

    def first(x, w):
        return torch.tanh(x @ w), (x * 2).sum()

    def second(h, s, buf):
        buf.mul_(0.5).add_(h.mean(0))
        return h.relu() + s, buf.sum()

    return torch.compile(first, backend="tpu"), torch.compile(second, backend="tpu"), first, second


def test_a_repeated_chain_runs_as_one_program_and_matches_cpu():
    f, g, f_cpu, g_cpu = _chain()
    torch.manual_seed(0)
    w = torch.randn(8, 8)
    buf_c = torch.zeros(8)
    buf = buf_c.to(DEV)
    wd = w.to(DEV)
    torch_pjrt.reset_metrics()
    outs = []
    for i in range(5):
        x = torch.randn(4, 8)
        h, s = f(x.to(DEV), wd)
        y, t = g(h, s, buf)
        hc, sc = f_cpu(x, w)
        yc, tc = g_cpu(hc, sc, buf_c)
        outs.append((y, t, yc, tc))
    for y, t, yc, tc in outs:  # read only now: the chains ran when the next step started
        torch.testing.assert_close(y.cpu(), yc, rtol=1e-5, atol=1e-6)
        torch.testing.assert_close(t.cpu(), tc, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(buf.cpu(), buf_c, rtol=1e-5, atol=1e-6)
    m = torch_pjrt.metrics()
    assert m["deferred_graphs"] == 10, m
    # The first two chains (one compiling, one seen for the first time) ran graph by graph.
    assert m["fused_graphs"] >= 4, m


def test_inputs_are_captured_at_the_call():
    """An eager write to a graph's input after the call does not reach the deferred run."""
    f = torch.compile(lambda a: a * 3 + 1, backend="tpu")
    a = torch.arange(6.0).to(DEV)
    r = f(a)
    a.add_(100)  # the slot gets a new buffer; the deferred run keeps the old one
    torch.testing.assert_close(r.cpu(), torch.arange(6.0) * 3 + 1)
    torch.testing.assert_close(a.cpu(), torch.arange(6.0) + 100)


def test_an_eager_read_between_graphs_runs_the_first_and_the_chain_still_matches():
    f, g, f_cpu, g_cpu = _chain()
    w = torch.randn(8, 8)
    buf_c, buf = torch.ones(8), torch.ones(8).to(DEV)
    for _ in range(3):
        x = torch.randn(4, 8)
        h, s = f(x.to(DEV), w.to(DEV))
        hc, sc = f_cpu(x, w)
        torch.testing.assert_close(s.item(), sc.item(), rtol=1e-5, atol=1e-5)  # a read mid-chain
        view = h[:, :4]  # a view into a result
        torch.testing.assert_close((view * 2).cpu(), hc[:, :4] * 2, rtol=1e-5, atol=1e-6)
        y, _ = g(h, s, buf)
        yc, _ = g_cpu(hc, sc, buf_c)
        torch.testing.assert_close(y.cpu(), yc, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(buf.cpu(), buf_c, rtol=1e-5, atol=1e-6)


def test_a_graph_reading_a_view_of_a_pending_result():
    """A strided view of a deferred result cannot be bound whole: the chain runs first."""
    f = torch.compile(lambda a: a.exp(), backend="tpu")
    g = torch.compile(lambda b: b * 2, backend="tpu")
    a = torch.randn(4, 6)
    for _ in range(3):
        r = f(a.to(DEV))
        out = g(r.t())  # transposed: materialised after the chain ran
        torch.testing.assert_close(out.cpu(), a.exp().t() * 2, rtol=1e-5, atol=1e-6)


def test_training_with_a_read_before_backward_matches_deferral_off():
    """loss.item() before backward splits the step into two chains; the same losses and
    weights as with deferral off."""

    def train(defer):
        torch_pjrt.set_defer(defer)
        torch.manual_seed(0)
        model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 4)).to(DEV)
        opt = torch.optim.AdamW(model.parameters(), lr=1e-2, fused=True)
        loss_fn = torch.compile(lambda x, y: F.cross_entropy(model(x), y), backend="tpu")
        step = torch.compile(opt.step, backend="tpu")
        g = torch.Generator().manual_seed(1)
        losses = []
        for i in range(6):
            x, y = torch.randn(8, 16, generator=g), torch.randint(0, 4, (8,), generator=g)
            loss = loss_fn(x.to(DEV), y.to(DEV))
            if i % 2:
                losses.append(loss.item())
            opt.zero_grad(set_to_none=True)
            loss.backward()
            step()
            if not i % 2:
                losses.append(loss.item())
        return losses, [p.detach().cpu() for p in model.parameters()]

    off_losses, off_params = train(False)
    torch_pjrt.reset_metrics()
    on_losses, on_params = train(True)
    assert torch_pjrt.metrics()["deferred_graphs"] > 0
    # One program may round differently in the last place (XLA fuses across the graphs).
    torch.testing.assert_close(on_losses, off_losses, rtol=1e-5, atol=1e-6)
    for a, b in zip(on_params, off_params):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6)


def test_synchronize_and_events_run_deferred_work():
    f = torch.compile(lambda a: (a @ a).sum(), backend="tpu")
    a = torch.randn(64, 64).to(DEV)
    f(a)  # compiles (and may run)
    torch.accelerator.synchronize()
    torch_pjrt.reset_metrics()
    r = f(a)
    assert torch_pjrt.metrics()["executions"] == 0  # deferred
    torch.accelerator.synchronize()
    assert torch_pjrt.metrics()["executions"] == 1
    f(a)
    ev = torch.Event(device=DEV)
    ev.record()
    assert torch_pjrt.metrics()["executions"] == 2
    ev.synchronize()
    torch.testing.assert_close(r.cpu(), (a.cpu() @ a.cpu()).sum(), rtol=1e-4, atol=1e-3)


def test_turning_deferral_off_runs_what_is_deferred():
    f = torch.compile(lambda a: a + 1, backend="tpu")
    a = torch.zeros(3).to(DEV)
    f(a)
    torch.accelerator.synchronize()
    torch_pjrt.reset_metrics()
    r = f(a)
    torch_pjrt.set_defer(False)
    assert torch_pjrt.metrics()["executions"] == 1
    assert r.cpu().tolist() == [1.0, 1.0, 1.0]
