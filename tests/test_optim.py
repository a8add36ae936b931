"""torch.optim on the device, compared step by step with the same optimizer on CPU.

Runs in strict mode (any CPU fallback fails): the foreach (one program per
`_foreach_*` call), per-parameter and fused (one program per step) paths must all
be fully lowered."""

import pytest
import torch

import torch_pjrt
from helpers import DEV, assert_optimizers_match

IMPLS = {"foreach": dict(foreach=True), "for_loop": dict(foreach=False), "fused": dict(fused=True)}


def model():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(6, 5), torch.nn.Tanh(), torch.nn.Linear(5, 3))


def grads(params, step):
    g = torch.Generator().manual_seed(100 + step)
    return [torch.randn(p.shape, generator=g) for p in params]


def set_grads(cpu, dev, step):
    """The same gradients on both models' parameters."""
    gs = grads(list(cpu.parameters()), step)
    for p, g in zip(cpu.parameters(), gs):
        p.grad = g.clone()
    for p, g in zip(dev.parameters(), gs):
        p.grad = g.to(DEV)


CONFIGS = {
    "sgd": (torch.optim.SGD, dict(lr=0.1)),
    "sgd_momentum": (torch.optim.SGD, dict(lr=0.1, momentum=0.9)),
    "sgd_nesterov_wd": (torch.optim.SGD, dict(lr=0.05, momentum=0.9, nesterov=True, weight_decay=0.01)),
    "sgd_dampening_wd": (torch.optim.SGD, dict(lr=0.05, momentum=0.5, dampening=0.1, weight_decay=0.1)),
    "adam": (torch.optim.Adam, dict(lr=0.01)),
    "adam_wd_amsgrad": (torch.optim.Adam, dict(lr=0.01, weight_decay=0.1, amsgrad=True)),
    "adamw": (torch.optim.AdamW, dict(lr=0.01, weight_decay=0.05)),
    "adamw_betas": (torch.optim.AdamW, dict(lr=0.02, betas=(0.8, 0.95), eps=1e-6)),
}


@pytest.mark.parametrize("impl", sorted(IMPLS))
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_optimizer_matches_cpu(name, impl):
    cls, kw = CONFIGS[name]
    cpu = model()
    dev = model().to(DEV)
    opt_c = cls(cpu.parameters(), **IMPLS[impl], **kw)
    opt_d = cls(dev.parameters(), **IMPLS[impl], **kw)
    for step in range(5):
        set_grads(cpu, dev, step)
        opt_c.step()
        opt_d.step()
    assert_optimizers_match(cpu, dev, opt_c, opt_d)


@pytest.mark.parametrize("cls", [torch.optim.Adam, torch.optim.AdamW])
def test_fused_adam_with_mixed_dtypes_and_step_counts(cls):
    # One fused call computes every parameter's bias corrections as one vector per opmath
    # type (crates/lowering/src/ops/optim.rs): each parameter must still get its own
    # step count's, and float64 its own vector.
    torch.manual_seed(2)
    shapes = [(4, 3), (5,), (2, 2), (3,)]
    dtypes = [torch.float32, torch.float64, torch.bfloat16, torch.float32]
    cpu = [torch.nn.Parameter(torch.randn(s).to(d)) for s, d in zip(shapes, dtypes)]
    dev = [torch.nn.Parameter(p.detach().to(DEV)) for p in cpu]
    opt_c = cls(cpu, lr=0.01, weight_decay=0.01, fused=True)
    opt_d = cls(dev, lr=0.01, weight_decay=0.01, fused=True)
    for step in range(6):
        for k, (pc, pd) in enumerate(zip(cpu, dev)):
            skip = k == 1 and step % 2 == 0 or k == 3 and step < 3  # step counts drift apart
            g = None if skip else torch.randn(pc.shape, generator=torch.Generator().manual_seed(10 * step + k)).to(pc.dtype)
            pc.grad = g
            pd.grad = None if g is None else g.to(DEV)
        opt_c.step()
        opt_d.step()
    counts = [int(opt_d.state[p]["step"].item()) for p in dev]
    assert counts == [6, 3, 6, 3]
    for pc, pd in zip(cpu, dev):
        tol = dict(rtol=1e-2, atol=1e-2) if pc.dtype == torch.bfloat16 else dict(rtol=1e-5, atol=1e-6)
        torch.testing.assert_close(pd.detach().cpu(), pc.detach(), **tol)
    for pc, pd in zip(cpu, dev):
        for key, v in opt_c.state[pc].items():
            tol = dict(rtol=1e-2, atol=1e-2) if v.dtype == torch.bfloat16 else dict(rtol=1e-5, atol=1e-6)
            torch.testing.assert_close(opt_d.state[pd][key].cpu(), v, **tol)


@pytest.mark.parametrize("foreach", [True, False])
def test_training_loop_with_backward(foreach):
    """Forward, backward (tanh/addmm grads) and an Adam step, 5 times, on both devices."""
    torch.manual_seed(1)
    x = torch.randn(8, 6)
    y = torch.randn(8, 3)
    cpu = model()
    dev = model().to(DEV)
    opt_c = torch.optim.Adam(cpu.parameters(), lr=0.01, foreach=foreach)
    opt_d = torch.optim.Adam(dev.parameters(), lr=0.01, foreach=foreach)
    xd, yd = x.to(DEV), y.to(DEV)
    for _ in range(5):
        for m, o, xx, yy in ((cpu, opt_c, x, y), (dev, opt_d, xd, yd)):
            o.zero_grad()
            loss = ((m(xx) - yy) ** 2).sum()
            loss.backward()
            o.step()
    for pc, pd in zip(cpu.parameters(), dev.parameters()):
        torch.testing.assert_close(pd.detach().cpu(), pc.detach(), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("cls", [torch.optim.Adam, torch.optim.AdamW, torch.optim.SGD])
def test_fused_step_with_a_tensor_learning_rate_matches_cpu(cls):
    # A tensor lr calls the fused updates' `tensor_lr` overloads (`_fused_adam_.tensor_lr`, ...),
    # which their registry lines list: lowered as with a float lr, never a CPU fallback.
    kw = dict(momentum=0.9) if cls is torch.optim.SGD else dict(weight_decay=0.1)
    cpu = model()
    dev = model().to(DEV)
    opt_c = cls(cpu.parameters(), lr=torch.tensor(0.01), fused=True, **kw)
    opt_d = cls(dev.parameters(), lr=torch.tensor(0.01, device=DEV), fused=True, **kw)
    for step in range(4):
        set_grads(cpu, dev, step)
        opt_c.step()
        opt_d.step()
    assert_optimizers_match(cpu, dev, opt_c, opt_d)


@pytest.mark.parametrize("cls", [torch.optim.AdamW, torch.optim.SGD])
def test_fused_step_with_a_scheduler_is_one_program(cls):
    """A fused step is two programs (torch.optim advances the step counters with
    one `_foreach_add_`, then the fused update; in the fused eager mode, one cluster of
    both); the learning rate is an input, so a scheduler changing it every step
    compiles nothing new."""
    kw = dict(lr=0.1, momentum=0.9) if cls is torch.optim.SGD else dict(lr=0.01, betas=(0.9, 0.99), weight_decay=0.1)
    cpu = model()
    dev = model().to(DEV)
    opts = [cls(m.parameters(), fused=True, **kw) for m in (cpu, dev)]
    scheds = [torch.optim.lr_scheduler.OneCycleLR(o, max_lr=0.05, total_steps=10) for o in opts]
    compiles, runs = [], []
    for step in range(8):
        set_grads(cpu, dev, step)
        before = torch_pjrt.metrics()["executions"]
        for o, s in zip(opts, scheds):
            o.step()
            s.step()
        torch.tpu.synchronize()  # the fused eager mode runs what it recorded here
        runs.append(torch_pjrt.metrics()["executions"] - before)
        compiles.append(torch_pjrt.metrics()["compiles"])
    # The first step also creates the state; SGD's first (buffers start as the
    # gradient) is a program of its own.
    assert set(runs[1:]) == {1 if cls is torch.optim.SGD or torch_pjrt.eager_mode() == "fused" else 2}, runs
    assert compiles[-1] == compiles[2], compiles
    for pc, pd in zip(cpu.parameters(), dev.parameters()):
        torch.testing.assert_close(pd.detach().cpu(), pc.detach(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("fused", [True, False])
def test_grad_scaler_matches_cpu(fused):
    """torch.amp.GradScaler on the device: unscale, skip the step that overflowed,
    back off and grow the scale, as on CPU."""

    def run(dev):
        torch.manual_seed(0)
        m = model().to(dev)
        opt = torch.optim.AdamW(m.parameters(), lr=0.01, fused=fused)
        scaler = torch.amp.GradScaler(dev, init_scale=2.0**10, growth_interval=2)
        scales = []
        for step in range(6):
            x = torch.randn(8, 6)
            if step == 2:
                x[0, 0] = float("inf")
            loss = m(x.to(dev)).pow(2).mean()
            opt.zero_grad()
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
            scales.append(scaler.get_scale())
        return [p.detach().cpu() for p in m.parameters()], scales

    want, want_scales = run("cpu")
    got, got_scales = run(DEV)
    assert got_scales == want_scales
    for a, b in zip(got, want):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6)


def test_fused_optimizer_rejects_mismatched_state():
    p = torch.nn.Parameter(torch.randn(3, device=DEV))
    p.grad = torch.randn(3, device=DEV)
    bad = torch.zeros(4, device=DEV)
    step = torch.ones((), device=DEV)
    with pytest.raises(RuntimeError, match=r"exp_avgs\[0\] has shape \[4\], but params\[0\] has shape \[3\]"):
        torch._fused_adamw_([p.data], [p.grad], [bad], [torch.zeros(3, device=DEV)], [], [step], lr=0.1, beta1=0.9, beta2=0.99,
                            weight_decay=0.0, eps=1e-8, amsgrad=False, maximize=False)


def test_functional_fused_forms_return_each_list():
    """The functional forms (what functionalisation produces) return one list per
    updated argument, each as long as that argument, as on CPU."""
    torch.manual_seed(0)
    shapes = [(3,), (2, 2)]
    params, grads = [torch.randn(s) for s in shapes], [torch.randn(s) for s in shapes]
    avgs, sqs, maxs = [torch.rand(s) for s in shapes], [torch.rand(s) for s in shapes], [torch.rand(s) for s in shapes]
    steps = [torch.tensor(3.0) for _ in shapes]

    def run(dev):
        mv = lambda ts: [t.to(dev) for t in ts]  # noqa: E731
        return torch.ops.aten._fused_adamw(mv(params), mv(grads), mv(avgs), mv(sqs), mv(maxs), mv(steps), lr=0.1, beta1=0.9,
                                           beta2=0.99, weight_decay=0.01, eps=1e-8, amsgrad=True, maximize=False)

    want, got = run("cpu"), run(DEV)
    assert [len(x) for x in got] == [len(x) for x in want] == [2, 2, 2, 2, 2]
    for a, b in zip(got, want):
        for x, y in zip(a, b):
            torch.testing.assert_close(x.cpu(), y, rtol=1e-5, atol=1e-6)
    g2 = [torch.tensor([1.0, float("inf")]), torch.tensor([2.0])]
    out = torch.ops.aten._amp_foreach_non_finite_check_and_unscale([t.to(DEV) for t in g2], torch.zeros(1, device=DEV),
                                                                   torch.full((1,), 0.5, device=DEV))
    want = torch.ops.aten._amp_foreach_non_finite_check_and_unscale(g2, torch.zeros(1), torch.full((1,), 0.5))
    assert len(out[0]) == 2 and out[1].item() == want[1].item() == 1.0
    for x, y in zip(out[0], want[0]):
        torch.testing.assert_close(x.cpu(), y)
