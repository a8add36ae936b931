"""torch.autocast("tpu"): CUDA's op policy (matmuls and convolutions in the
autocast dtype, precision-sensitive ops in float32, mixed inputs promoted),
compared with the same computation cast by hand on CPU; nesting, enabled=False,
torch.compile and GradScaler."""

import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from helpers import DEV

LOW = [torch.bfloat16, torch.float16]
TOL = {torch.bfloat16: dict(rtol=2e-2, atol=2e-2), torch.float16: dict(rtol=2e-3, atol=2e-3)}


@pytest.mark.parametrize("dtype", LOW)
def test_matmuls_run_in_the_autocast_dtype(dtype):
    a, w, b = torch.randn(8, 16), torch.randn(32, 16), torch.randn(32)
    img, k = torch.randn(2, 3, 8, 8), torch.randn(4, 3, 3, 3)
    with torch.autocast(DEV, dtype=dtype):
        got = {"mm": a.to(DEV) @ w.to(DEV).T, "linear": F.linear(a.to(DEV), w.to(DEV), b.to(DEV)),
               "conv2d": F.conv2d(img.to(DEV), k.to(DEV))}
    want = {"mm": a.to(dtype) @ w.to(dtype).T, "linear": F.linear(a.to(dtype), w.to(dtype), b.to(dtype)),
            "conv2d": F.conv2d(img.to(dtype), k.to(dtype))}
    for name in got:
        assert got[name].dtype == dtype, name
        torch.testing.assert_close(got[name].cpu().float(), want[name].float(), **TOL[dtype])


@pytest.mark.parametrize("dtype", LOW)
def test_precision_sensitive_ops_run_in_float32(dtype):
    x = torch.randn(4, 10)
    low = x.to(dtype)
    with torch.autocast(DEV, dtype=dtype):
        d = low.to(DEV)
        got = {"softmax": torch.softmax(d, -1), "log_softmax": F.log_softmax(d, -1), "exp": d.exp(), "sum": d.sum(),
               "layer_norm": F.layer_norm(d, (10,)), "mse": F.mse_loss(d, d * 0.5)}
    want = {"softmax": torch.softmax(low.float(), -1), "log_softmax": F.log_softmax(low.float(), -1), "exp": low.float().exp(),
            "sum": low.float().sum(), "layer_norm": F.layer_norm(low.float(), (10,)), "mse": F.mse_loss(low.float(), low.float() * 0.5)}
    for name in got:
        assert got[name].dtype == torch.float32, name
        torch.testing.assert_close(got[name].cpu(), want[name], rtol=1e-5, atol=1e-5)


def test_mixed_inputs_promote_and_elementwise_ops_keep_their_dtype():
    a, b = torch.randn(6), torch.randn(6)
    with torch.autocast(DEV, dtype=torch.bfloat16):
        cat = torch.cat([a.to(DEV).bfloat16(), b.to(DEV)])
        add = a.to(DEV) + b.to(DEV)
    assert cat.dtype == torch.float32 and add.dtype == torch.float32
    torch.testing.assert_close(cat.cpu(), torch.cat([a.bfloat16().float(), b]))
    torch.testing.assert_close(add.cpu(), a + b)


def test_nesting_disabling_and_the_public_spellings():
    a = torch.randn(4, 4, device=DEV)
    assert not torch.is_autocast_enabled(DEV)
    with torch.amp.autocast(device_type=DEV, dtype=torch.bfloat16):
        assert torch.is_autocast_enabled(DEV)
        assert (a @ a).dtype == torch.bfloat16
        with torch.autocast(DEV, enabled=False):
            assert not torch.is_autocast_enabled(DEV)
            assert (a @ a).dtype == torch.float32
        with torch.autocast(DEV, dtype=torch.float16):
            assert (a @ a).dtype == torch.float16
        assert (a @ a).dtype == torch.bfloat16
    with torch.tpu.amp.autocast():
        assert (a @ a).dtype == torch.bfloat16
    assert torch.tpu.get_amp_supported_dtype() == [torch.bfloat16, torch.float16]
    with pytest.raises(RuntimeError, match="unsafe to autocast"):
        with torch.autocast(DEV, dtype=torch.bfloat16):
            F.binary_cross_entropy(torch.rand(3, device=DEV), torch.rand(3, device=DEV))


def _mlp():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 5))


def _manual(model, x, y, dtype):
    # What the policy does, by hand on CPU: linears in `dtype`, the loss in float32.
    h = F.linear(x.to(dtype), model[0].weight.to(dtype), model[0].bias.to(dtype)).relu()
    logits = F.linear(h, model[2].weight.to(dtype), model[2].bias.to(dtype))
    return F.cross_entropy(logits.float(), y)


@pytest.mark.parametrize("compiled", [False, True])
def test_a_training_step_tracks_cpu(compiled):
    import torch._dynamo

    torch._dynamo.reset()
    ref, model = _mlp(), _mlp().to(DEV)
    x, y = torch.randn(8, 16), torch.randint(5, (8,))
    fwd = torch.compile(model, backend="tpu") if compiled else model
    before = torch_pjrt.metrics()
    with torch.autocast(DEV, dtype=torch.bfloat16):
        loss = F.cross_entropy(fwd(x.to(DEV)), y.to(DEV))
    loss.backward()
    want = _manual(ref, x, y, torch.bfloat16)
    want.backward()
    assert loss.dtype == torch.float32
    torch.testing.assert_close(loss.cpu(), want, rtol=1e-2, atol=1e-2)
    for p, q in zip(model.parameters(), ref.parameters()):
        assert p.grad.dtype == torch.float32
        torch.testing.assert_close(p.grad.cpu(), q.grad, rtol=5e-2, atol=5e-2)
    if compiled:
        after = torch_pjrt.metrics()
        assert after["graphs_compiled"] - before["graphs_compiled"] == 2  # forward and backward, casts inside
        assert after["eager_graphs"] == before["eager_graphs"]


def test_grad_scaler_skips_steps_with_inf_and_backs_off_like_cpu():
    results = {}
    for dev in ("cpu", DEV):
        torch.manual_seed(0)
        model = torch.nn.Linear(4, 2).to(dev)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        scaler = torch.amp.GradScaler(dev, init_scale=1024.0)
        x = torch.randn(3, 4).to(dev)
        for bad in (False, True, False):
            opt.zero_grad()
            with torch.autocast(dev, dtype=torch.float16):
                loss = model(x).float().sum() * (float("inf") if bad else 1.0)
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
        results[dev] = (scaler.get_scale(), [p.detach().cpu() for p in model.parameters()])
    assert results[DEV][0] == results["cpu"][0] == 512.0
    for p, q in zip(results[DEV][1], results["cpu"][1]):
        torch.testing.assert_close(p, q, rtol=1e-2, atol=1e-2)
