import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from helpers import DEV, check, check_compiled

sdpa = F.scaled_dot_product_attention


def r(*shape, dtype=torch.float32, grad=True):
    return torch.randn(*shape).to(dtype).requires_grad_(grad)


TOL = dict(atol=1e-5, rtol=1e-4)


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("shape", [(2, 4, 5, 8), (1, 3, 7, 16), (6, 1, 4)])
def test_sdpa(shape, causal):
    check(lambda q, k, v: sdpa(q, k, v, is_causal=causal), r(*shape), r(*shape), r(*shape), grad=True, **TOL)


def test_sdpa_cross_attention_and_scale():
    q, k, v = r(2, 3, 4, 8), r(2, 3, 9, 8), r(2, 3, 9, 5)
    check(lambda q, k, v: sdpa(q, k, v, scale=0.3), q, k, v, grad=True, **TOL)
    check(lambda q, k, v: sdpa(q, k, v, is_causal=True), q, k, v, grad=True, **TOL)


def test_sdpa_bool_mask():
    mask = torch.rand(5, 5) > 0.3
    mask[:, 0] = True
    check(lambda q, k, v: sdpa(q, k, v, attn_mask=mask.to(q.device)), r(2, 2, 5, 8), r(2, 2, 5, 8), r(2, 2, 5, 8), grad=True, **TOL)


def test_sdpa_fully_masked_rows_are_zero():
    mask = torch.ones(2, 1, 4, 4, dtype=torch.bool)
    mask[0, 0, 1] = False  # one query row sees nothing
    check(lambda q, k, v: sdpa(q, k, v, attn_mask=mask.to(q.device)), r(2, 3, 4, 8), r(2, 3, 4, 8), r(2, 3, 4, 8), grad=True, **TOL)


def test_sdpa_float_mask_broadcast():
    bias = torch.randn(1, 2, 5, 6)
    check(lambda q, k, v, b: sdpa(q, k, v, attn_mask=b), r(3, 2, 5, 8), r(3, 2, 6, 8), r(3, 2, 6, 8), r(1, 2, 5, 6), grad=True, **TOL)


def test_sdpa_gqa():
    check(lambda q, k, v: sdpa(q, k, v, enable_gqa=True), r(1, 4, 5, 8), r(1, 2, 5, 8), r(1, 2, 5, 8), grad=True, **TOL)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_sdpa_half(dtype):
    check(lambda q, k, v: sdpa(q, k, v, is_causal=True), r(2, 2, 6, 16, dtype=dtype), r(2, 2, 6, 16, dtype=dtype), r(2, 2, 6, 16, dtype=dtype), grad=True, atol=2e-2, rtol=2e-2)


def test_sdpa_dropout_reproducible_and_statistical():
    q, k, v = (torch.randn(2, 2, 16, 8).to(DEV) for _ in range(3))
    torch.manual_seed(123)
    a = sdpa(q, k, v, dropout_p=0.5)
    torch.manual_seed(123)
    b = sdpa(q, k, v, dropout_p=0.5)
    torch.testing.assert_close(a.cpu(), b.cpu())
    ref = sdpa(q, k, v).cpu()
    assert not torch.allclose(a.cpu(), ref)
    # Averaged over many draws, dropout (with 1/(1-p) rescaling) is unbiased.
    acc = torch.zeros_like(ref)
    n = 200
    for _ in range(n):
        acc += sdpa(q, k, v, dropout_p=0.3).cpu()
    torch.testing.assert_close(acc / n, ref, atol=0.25, rtol=0.1)


def test_sdpa_dropout_backward():
    q, k, v = (r(1, 2, 6, 4).to(DEV).detach().requires_grad_() for _ in range(3))
    torch.manual_seed(0)
    out = sdpa(q, k, v, dropout_p=0.25)
    out.sum().backward()
    for t in (q, k, v):
        assert t.grad is not None and t.grad.device.type == DEV and torch.isfinite(t.grad.cpu()).all()


def test_safe_softmax_direct():
    x = torch.randn(3, 5)
    x[1] = float("-inf")
    check(lambda x: torch.ops.aten._safe_softmax(x, -1), x)
    check(lambda x: torch.ops.aten._safe_softmax(x, 0, torch.float32), x.to(torch.bfloat16))


def test_transformer_layer_forward_backward():
    torch.manual_seed(0)
    make = lambda: torch.nn.TransformerEncoderLayer(16, 2, dim_feedforward=32, dropout=0.0, batch_first=True)
    m, md = make(), make().to(DEV)
    md.load_state_dict(m.state_dict())
    x = torch.randn(2, 5, 16)
    mask = torch.nn.Transformer.generate_square_subsequent_mask(5)
    m(x, src_mask=mask, is_causal=True).square().mean().backward()
    md(x.to(DEV), src_mask=mask.to(DEV), is_causal=True).square().mean().backward()
    for p, q in zip(m.parameters(), md.parameters()):
        torch.testing.assert_close(q.grad.cpu(), p.grad, atol=1e-5, rtol=1e-4)


def test_safe_softmax_rows_of_nan_are_nan_and_masked_rows_zero():
    # Only a row of -inf is masked (0); a row of NaN stays NaN (found by tools/fuzz.py: attention
    # with a NaN query row gave 0).
    nan, inf = float("nan"), float("inf")
    x = torch.tensor([[1.0, nan, 2.0], [nan, nan, nan], [-inf, -inf, -inf], [1.0, 2.0, 3.0], [inf, 1.0, 2.0],
                      [nan, -inf, -inf], [-inf, 0.0, -inf], [inf, -inf, nan]])
    check(lambda t: torch._safe_softmax(t, -1), x)
    # The lowering tells a masked row by its sum (0) after shifting by XLA's plain maximum,
    # which may pass over a NaN: rows mixing NaN and -inf must not pass for masked.
    check_compiled(lambda t: torch.ops.aten._safe_softmax(t, -1), x)
    check_compiled(lambda t: torch.softmax(t, -1), x)
    check_compiled(lambda t: torch.log_softmax(t, -1), x)
    q = torch.randn(1, 4, 4)
    q[0, 2] = nan
    check(F.scaled_dot_product_attention, q, torch.randn(1, 3, 4), torch.randn(1, 3, 2))
