"""torch.optim on the device, compared step by step with the same optimizer on CPU.

Runs in strict mode (any CPU fallback fails): both the foreach (one fused program
per `_foreach_*` call) and the per-parameter paths must be fully lowered."""

import pytest
import torch

from helpers import DEV


def model():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(6, 5), torch.nn.Tanh(), torch.nn.Linear(5, 3))


def grads(params, step):
    g = torch.Generator().manual_seed(100 + step)
    return [torch.randn(p.shape, generator=g) for p in params]


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


@pytest.mark.parametrize("foreach", [True, False])
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_optimizer_matches_cpu(name, foreach):
    cls, kw = CONFIGS[name]
    cpu = model()
    dev = model().to(DEV)
    opt_c = cls(cpu.parameters(), foreach=foreach, **kw)
    opt_d = cls(dev.parameters(), foreach=foreach, **kw)
    for step in range(5):
        gs = grads(list(cpu.parameters()), step)
        for p, g in zip(cpu.parameters(), gs):
            p.grad = g.clone()
        for p, g in zip(dev.parameters(), gs):
            p.grad = g.to(DEV)
        opt_c.step()
        opt_d.step()
    for pc, pd in zip(cpu.parameters(), dev.parameters()):
        assert pd.device.type == DEV
        torch.testing.assert_close(pd.detach().cpu(), pc.detach(), rtol=1e-5, atol=1e-6)
    for sc, sd in zip(opt_c.state.values(), opt_d.state.values()):
        for k, v in sc.items():
            if isinstance(v, torch.Tensor):
                torch.testing.assert_close(sd[k].cpu(), v, rtol=1e-5, atol=1e-6)


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
