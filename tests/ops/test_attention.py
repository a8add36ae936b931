import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from helpers import EAGER_ERRORS, DEV, check, on_device

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


@pytest.mark.modes("eager", reason="reproducibility under manual_seed between eager calls and 200 eager draws")
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
    out = on_device(lambda a, b, c: sdpa(a, b, c, dropout_p=0.25))(q, k, v)
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
    on_device(lambda t, s: md(t, src_mask=s, is_causal=True))(x.to(DEV), mask.to(DEV)).square().mean().backward()
    for p, q in zip(m.parameters(), md.parameters()):
        torch.testing.assert_close(q.grad.cpu(), p.grad, atol=1e-5, rtol=1e-4)


def test_safe_softmax_rows_of_nan_are_nan_and_masked_rows_zero():
    # Only a row of -inf is masked (0); a row of NaN stays NaN (found by tools/fuzz.py: attention
    # with a NaN query row gave 0).
    nan, inf = float("nan"), float("inf")
    x = torch.tensor([[1.0, nan, 2.0], [nan, nan, nan], [-inf, -inf, -inf], [1.0, 2.0, 3.0], [inf, 1.0, 2.0],
                      [nan, -inf, -inf], [-inf, 0.0, -inf], [inf, -inf, nan]])
    check(lambda t: torch.ops.aten._safe_softmax(t, -1), x)
    # The lowering tells a masked row by its sum (0) after shifting by XLA's plain maximum,
    # which may pass over a NaN: rows mixing NaN and -inf must not pass for masked.
    check(lambda t: torch.ops.aten._safe_softmax(t, -1), x)
    check(lambda t: torch.softmax(t, -1), x)
    check(lambda t: torch.log_softmax(t, -1), x)
    q = torch.randn(1, 4, 4)
    q[0, 2] = nan
    check(F.scaled_dot_product_attention, q, torch.randn(1, 3, 4), torch.randn(1, 3, 2))


# --- the fused path: _scaled_dot_product_fused_attention_overrideable ------------------------

from torch.nn.attention import SDPBackend, sdpa_kernel
from torch.utils._python_dispatch import TorchDispatchMode

FUSED = "aten._scaled_dot_product_fused_attention_overrideable.default"


class _Ops(TorchDispatchMode):
    def __init__(self):
        super().__init__()
        self.ops = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.ops.append(str(func))
        return func(*args, **(kwargs or {}))


def _ops_of(fn, *args):
    with _Ops() as rec:
        fn(*args)
    return rec.ops


def _dev(*ts):
    return [t.detach().to(DEV) for t in ts]


@pytest.mark.modes("eager", reason="asserts which kernels eager dispatch picks (the ops recorded per call)")
def test_fused_attention_is_chosen_where_it_fits_and_math_elsewhere():
    q, k, v = _dev(r(2, 4, 5, 8), r(2, 4, 6, 8), r(2, 4, 6, 8))
    assert FUSED in _ops_of(lambda: sdpa(q, k, v, is_causal=True))
    mask = torch.rand(5, 6, device=DEV) > 0.3
    assert FUSED in _ops_of(lambda: sdpa(q, k, v, attn_mask=mask))
    # Grouped-query heads run fused, without repeating the keys.
    assert FUSED in _ops_of(lambda: sdpa(q, k[:, :2], v[:, :2], enable_gqa=True))
    # Dropout, batch dimensions that broadcast and an explicit math choice take the math path.
    for call in (lambda: sdpa(q, k, v, dropout_p=0.2),
                 lambda: sdpa(q, k[:1], v[:1])):
        ops = _ops_of(call)
        assert FUSED not in ops and "aten.bmm.default" in ops, ops
    with sdpa_kernel([SDPBackend.MATH]):
        assert FUSED not in _ops_of(lambda: sdpa(q, k, v))
    # Code written for CUDA asks for flash attention: that is the fused program here.
    with sdpa_kernel([SDPBackend.FLASH_ATTENTION]):
        assert FUSED in _ops_of(lambda: sdpa(q, k, v))


@EAGER_ERRORS
def test_fused_only_with_dropout_says_why_there_is_no_kernel():
    q, k, v = _dev(r(1, 2, 4, 8), r(1, 2, 4, 8), r(1, 2, 4, 8))
    with sdpa_kernel([SDPBackend.FLASH_ATTENTION]), pytest.raises(RuntimeError, match="dropout"):
        sdpa(q, k, v, dropout_p=0.5)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_fused_float_bias_and_its_gradient(dtype):
    # A float mask that broadcasts over batch and heads, and takes a gradient of its own.
    tol = TOL if dtype == torch.float32 else dict(atol=1e-10, rtol=1e-9)
    check(lambda q, k, v, b: sdpa(q, k, v, attn_mask=b, scale=0.7),
          r(2, 3, 5, 8, dtype=dtype), r(2, 3, 7, 8, dtype=dtype), r(2, 3, 7, 4, dtype=dtype), r(3, 1, 7, dtype=dtype), grad=True, **tol)


@pytest.mark.parametrize("causal", [False, True])
def test_fused_grouped_query_heads(causal):
    # Four query heads per key/value head, like Llama's and Qwen's attention; and a 3-D call.
    check(lambda q, k, v: sdpa(q, k, v, is_causal=causal, enable_gqa=True), r(2, 8, 5, 8), r(2, 2, 7, 8), r(2, 2, 7, 4), grad=True, **TOL)
    check(lambda q, k, v: sdpa(q, k, v, is_causal=causal, enable_gqa=True), r(4, 5, 8), r(2, 5, 8), r(2, 5, 8), grad=True, **TOL)
    check(lambda q, k, v, b: sdpa(q, k, v, attn_mask=b, enable_gqa=True), r(1, 6, 4, 8), r(1, 3, 4, 8), r(1, 3, 4, 8), r(1, 6, 4, 4), grad=True, **TOL)


def test_fused_attention_compiled_matches_cpu_with_gradients():
    def f(q, k, v, b):
        return sdpa(q, k, v, attn_mask=b).sin() + sdpa(q, k, v, is_causal=True)

    check(f, r(2, 2, 6, 8), r(2, 2, 6, 8), r(2, 2, 6, 8), r(6, 6), grad=True, **TOL)
    check(lambda q, k, v: sdpa(q, k, v, is_causal=True), r(2, 6, 16, dtype=torch.bfloat16),
                   r(2, 6, 16, dtype=torch.bfloat16), r(2, 6, 16, dtype=torch.bfloat16), grad=True, atol=2e-2, rtol=2e-2)


@pytest.mark.modes("eager", reason="asserts on an eager call's d2h_bytes")
def test_fused_attention_reads_nothing_back_from_the_device():
    # Its int results (the sequence lengths) come from shapes, not a device read.
    q, k, v = _dev(r(1, 2, 4, 8), r(1, 2, 6, 8), r(1, 2, 6, 8))
    res = torch.ops.aten._scaled_dot_product_fused_attention_overrideable(q, k, v)
    before = torch_pjrt.metrics()["d2h_bytes"]
    res = torch.ops.aten._scaled_dot_product_fused_attention_overrideable(q, k, v, is_causal=True)
    assert torch_pjrt.metrics()["d2h_bytes"] == before
    assert (res[4], res[5]) == (4, 6) and res[1].shape == (1, 2, 4) and res[1].dtype == torch.float32
    want = torch.logsumexp(q.cpu() @ k.cpu().transpose(-1, -2) / 8 ** 0.5 + torch.ones(4, 6).tril().log(), -1)
    torch.testing.assert_close(res[1].cpu(), want, **TOL)


@pytest.mark.modes("eager", reason="compiles its own function with dynamic=True and counts its executables")
def test_fused_attention_bucketed_lengths_match_cpu_and_share_executables():
    """Under dynamic=True each sequence length pads to its bucket: padded keys must take no share
    of the softmax (masked through the bias), padded query rows nothing of the gradients."""
    torch.manual_seed(0)

    def f(q, k, v, keep, bias):
        a = sdpa(q, k, v, is_causal=True)
        b = sdpa(q, k, v, attn_mask=keep)
        c = sdpa(q, k, v, attn_mask=bias)
        return (a * b + c).sum(), a

    g = torch.compile(f, backend=DEV)
    torch_pjrt.reset_metrics()
    for n in [3, 5, 9, 7]:
        q, k, v, bias = r(2, 2, n, 8), r(2, 2, n, 8), r(2, 2, n, 8), r(n, n)
        keep = torch.rand(n, n) > 0.3
        keep[:, 0] = True
        qd, kd, vd, bd = (t.detach().to(DEV).requires_grad_() for t in (q, k, v, bias))
        keep_d = keep.to(DEV)
        for t in (qd, kd, vd):  # the sequence length varies; batch, heads and head size do not
            torch._dynamo.mark_dynamic(t, 2)
        for t in (keep_d, bd):
            torch._dynamo.mark_dynamic(t, 0)
            torch._dynamo.mark_dynamic(t, 1)
        loss, a = g(qd, kd, vd, keep_d, bd)
        loss.backward()
        want_loss, want_a = f(q, k, v, keep, bias)
        want_loss.backward()
        torch.testing.assert_close(a.cpu(), want_a, **TOL)
        for got, want in zip((qd, kd, vd, bd), (q, k, v, bias)):
            torch.testing.assert_close(got.grad.cpu(), want.grad, **TOL)
    m = torch_pjrt.metrics()
    assert not m.get("dynamic_fallbacks"), m
    assert m["graphs_compiled"] == 2 and m["dynamic_buckets"] == 2, m  # forward and backward, one bucket each


def test_fused_causal_nan_in_a_later_key_stays_out_of_earlier_rows():
    # Masked positions are selected out, not added -inf to: a NaN there cannot reach the row
    # (PyTorch's CPU kernel skips masked blocks; an added -inf would give NaN + -inf = NaN).
    q, k, v = torch.randn(1, 2, 6, 8), torch.randn(1, 2, 6, 8), torch.randn(1, 2, 6, 8)
    k[:, :, 4] = float("nan")
    want = sdpa(q, k, v, is_causal=True)
    assert torch.isfinite(want[:, :, :4]).all()
    check(lambda q, k, v: sdpa(q, k, v, is_causal=True), q, k, v)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_cpu_flash_kernel_called_directly(dtype):
    # PyTorch's CPU attention kernel, as code (and the OpInfo suite) may call it: output and
    # logsumexp (f64 for f64), gradients through its backward, eagerly and compiled.
    flash = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu
    tol = TOL if dtype == torch.float32 else dict(atol=1e-10, rtol=1e-9)
    q, k, v = r(2, 3, 4, 8, dtype=dtype), r(2, 3, 6, 8, dtype=dtype), r(2, 3, 6, 8, dtype=dtype)
    check(lambda q, k, v: flash(q, k, v, is_causal=True), q, k, v, grad=True, **tol)
    mask = torch.randn(4, 6, dtype=dtype)
    check(lambda q, k, v, m: flash(q, k, v, attn_mask=m, scale=0.4), q, k, v, mask, grad=True, **tol)
    check(lambda q, k, v: flash(q, k, v, is_causal=True)[0], q, k, v, grad=True, **tol)
