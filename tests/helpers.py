"""Helpers for comparing ops on the PJRT device with PyTorch on CPU."""

import torch
import torch_pjrt

DEV = torch_pjrt.device_name()


def to_dev(x, device=DEV):
    if isinstance(x, torch.Tensor):
        y = x.detach().to(device)
        return y.requires_grad_(x.requires_grad) if x.is_leaf and x.requires_grad else y
    if isinstance(x, (list, tuple)):
        return type(x)(to_dev(v, device) for v in x)
    if isinstance(x, dict):
        return {k: to_dev(v, device) for k, v in x.items()}
    return x


def to_cpu(x):
    if isinstance(x, torch.Tensor):
        return x.detach().cpu()
    if isinstance(x, (list, tuple)):
        return type(x)(to_cpu(v) for v in x)
    return x


def _tensors(x):
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (list, tuple)):
        return [t for v in x for t in _tensors(v)]
    return []


def check(fn, *args, atol=None, rtol=None, grad=False, equal_nan=True, **kwargs):
    """Runs `fn` on CPU and on the device with the same inputs and compares the
    results (and, with grad=True, the gradients of every input that requires grad).

    Example::

        check(torch.add, torch.randn(3), torch.randn(3), alpha=2)
    """
    cpu_args = [a.detach().clone().requires_grad_(a.requires_grad) if isinstance(a, torch.Tensor) else a for a in args]
    dev_args = [to_dev(a) for a in cpu_args]
    want = fn(*cpu_args, **kwargs)
    got = fn(*dev_args, **kwargs)
    for w, g in zip(_tensors(want), _tensors(got)):
        assert g.device.type == DEV, f"result on {g.device}, expected {DEV}"
        assert g.dtype == w.dtype, f"dtype {g.dtype} != CPU's {w.dtype}"
        torch.testing.assert_close(g.cpu(), w.detach(), atol=atol, rtol=rtol, equal_nan=equal_nan)
    if grad:
        outs_w = [t for t in _tensors(want) if t.requires_grad]
        outs_g = [t for t in _tensors(got) if t.requires_grad]
        gen = torch.Generator().manual_seed(0)
        seeds = [torch.randn(t.shape, generator=gen, dtype=t.dtype) for t in outs_w]
        sum(((t * s).sum() for t, s in zip(outs_w, seeds)), torch.zeros(())).backward()
        sum(((t * s.to(DEV)).sum() for t, s in zip(outs_g, seeds)), torch.zeros((), device=DEV)).backward()
        for a, b in zip(cpu_args, dev_args):
            if isinstance(a, torch.Tensor) and a.requires_grad:
                assert b.grad is not None, "no gradient on the device input"
                torch.testing.assert_close(b.grad.cpu(), a.grad, atol=atol, rtol=rtol)
    return got


def assert_optimizers_match(cpu_model, dev_model, opt_cpu, opt_dev, rtol=1e-5, atol=1e-6):
    """The device model's parameters and its optimizer's state equal the CPU's."""
    for pc, pd in zip(cpu_model.parameters(), dev_model.parameters()):
        assert pd.device.type == DEV
        torch.testing.assert_close(pd.detach().cpu(), pc.detach(), rtol=rtol, atol=atol)
    for sc, sd in zip(opt_cpu.state.values(), opt_dev.state.values()):
        for k, v in sc.items():
            if isinstance(v, torch.Tensor):
                torch.testing.assert_close(sd[k].cpu(), v, rtol=rtol, atol=atol)


def check_compiled(fn, *args, **kwargs):
    """:func:`check` with ``fn`` run on the device through ``torch.compile(backend=DEV,
    fullgraph=True)`` (from a fresh Dynamo) and on the CPU eagerly: graphs hold ops eager mode
    never sees (``_copy`` views, factories, composites kept whole), lowered apart."""
    import torch._dynamo

    torch._dynamo.reset()
    compiled = torch.compile(fn, backend=DEV, fullgraph=True)
    before = torch_pjrt.metrics()["graphs_compiled"]

    def run(*a, **k):
        on_dev = any(t.device.type == DEV for t in _tensors(list(a)))
        return (compiled if on_dev else fn)(*a, **k)

    out = check(run, *args, **kwargs)
    assert torch_pjrt.metrics()["graphs_compiled"] > before, "no graph went through the backend"
    return out
