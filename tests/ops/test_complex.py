"""complex64 / complex128 on the device and the FFT family, compared with PyTorch on CPU
(strict mode: no CPU fallbacks)."""

import math
import warnings

import pytest
import torch

from helpers import EAGER_ERRORS, DEV, check

CDTYPES = [torch.complex64, torch.complex128]


def crandn(*shape, dtype=torch.complex64, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, dtype=dtype, generator=g)


def rrandn(*shape, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, dtype=dtype, generator=g)


# ---------------------------------------------------------------- storage, copies, casts


@pytest.mark.modes("eager", reason="transfers, repr() and item(), no op to compile")
@pytest.mark.parametrize("dtype", CDTYPES)
def test_round_trip_and_printing(dtype):
    x = crandn(3, 5, dtype=dtype)
    d = x.to(DEV)
    assert d.dtype == dtype and d.device.type == DEV
    assert torch.equal(d.cpu(), x)
    assert torch.equal(d[1:, ::2].cpu(), x[1:, ::2])
    assert torch.equal(d.t().contiguous().cpu(), x.t().contiguous())
    assert repr(d).startswith("tensor([[") and "j" in repr(d)
    assert d[0, 0].item() == x[0, 0].item()


@pytest.mark.parametrize("dtype", CDTYPES)
def test_casts_follow_pytorch(dtype):
    r = rrandn(4, 3)
    check(lambda t: t.to(dtype), r)
    check(lambda t: t.to(dtype), torch.arange(6))
    x = crandn(4, 3, dtype=dtype)
    check(lambda t: t.to(torch.complex128 if dtype == torch.complex64 else torch.complex64), x)
    d = x.to(DEV)
    prev = torch.is_warn_always_enabled()
    torch.set_warn_always(True)  # PyTorch warns once per process; every time here
    try:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            got = d.to(torch.float32)
    finally:
        torch.set_warn_always(prev)
    assert any("discards the imaginary part" in str(m.message) for m in w)
    torch.testing.assert_close(got.cpu(), x.real.float())


def test_empty_zeros_fill_and_inplace_writes():
    d = torch.zeros(3, 4, dtype=torch.complex64, device=DEV)
    assert torch.equal(d.cpu(), torch.zeros(3, 4, dtype=torch.complex64))
    d[1] = torch.full((4,), 2 - 3j)
    d[:, 2].fill_(1j)
    want = torch.zeros(3, 4, dtype=torch.complex64)
    want[1] = 2 - 3j
    want[:, 2] = 1j
    assert torch.equal(d.cpu(), want)
    check(lambda t: t * (0.5 - 2j), crandn(5))
    check(lambda t: t + torch.tensor(1 + 1j), crandn(5))


# ---------------------------------------------------------------- views


@pytest.mark.modes("eager", reason="asserts eager views share storage with their base")
@pytest.mark.parametrize("dtype", CDTYPES)
def test_view_as_real_is_a_view(dtype):
    x = crandn(2, 3, dtype=dtype)
    d = x.to(DEV)
    v = torch.view_as_real(d)
    assert v.shape == (2, 3, 2) and v.dtype == x.real.dtype
    assert torch.equal(v.cpu(), torch.view_as_real(x))
    v[0, 1, 1] = 42.0  # writing the real view writes the complex storage
    x2 = x.clone()
    torch.view_as_real(x2)[0, 1, 1] = 42.0
    assert torch.equal(d.cpu(), x2)
    assert torch.equal(torch.view_as_real(d[:, 1:]).cpu(), torch.view_as_real(x2[:, 1:]))


def test_view_as_complex_real_imag_are_views():
    r = rrandn(3, 4, 2)
    d = r.to(DEV)
    c = torch.view_as_complex(d)
    assert torch.equal(c.cpu(), torch.view_as_complex(r))
    assert torch.equal(c.real.cpu(), r[..., 0]) and torch.equal(c.imag.cpu(), r[..., 1])
    c.imag.mul_(-1)  # through two views, into the float storage
    assert torch.equal(d.cpu(), torch.stack([r[..., 0], -r[..., 1]], -1))
    check(lambda t: torch.view_as_complex(t.double()).real * 2, r)


@pytest.mark.parametrize(
    "fn,x",
    [
        (torch.view_as_complex, torch.zeros(3, 4)),  # last dim is not 2
        (torch.view_as_complex, torch.zeros(3, 2, dtype=torch.int32)),
        (torch.view_as_complex, torch.zeros(4, 2)[::2].t()),  # last dim not of stride 1
        (torch.view_as_real, torch.zeros(3)),
    ],
)
@EAGER_ERRORS
def test_views_reject_what_pytorch_rejects(fn, x):
    with pytest.raises(Exception) as want:
        fn(x)
    with pytest.raises(type(want.value)) as got:
        fn(x.to(DEV))
    assert str(got.value).splitlines()[0] == str(want.value).splitlines()[0]


def test_conj_bits_resolve_like_cpu():
    x = crandn(4, 3)
    check(lambda t: t.conj(), x)
    check(lambda t: t.conj().clone(), x)
    check(lambda t: t.conj().resolve_conj(), x)
    check(lambda t: torch.conj_physical(t), x)
    check(lambda t: t.conj() * t, x)
    check(lambda t: t.conj().t() @ t, x)
    check(lambda t: -t.conj(), x)
    check(lambda t: torch.conj_physical(t), rrandn(3))
    d = x.to(DEV)
    out = torch.empty(4, 3, dtype=torch.complex64, device=DEV)
    out.copy_(d.conj())
    assert torch.equal(out.cpu(), x.conj().resolve_conj())


# ---------------------------------------------------------------- element-wise, reductions, matmul


UNARY = {
    "neg": torch.neg,
    "exp": torch.exp,
    "log": torch.log,
    "sqrt": torch.sqrt,
    "sin": torch.sin,
    "cos": torch.cos,
    "tanh": torch.tanh,
    "abs": torch.abs,
    "angle": torch.angle,
    "sgn": torch.sgn,
    "reciprocal": torch.reciprocal,
}


@pytest.mark.parametrize("dtype", CDTYPES)
@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary(name, dtype):
    x = crandn(4, 5, dtype=dtype, seed=3)
    check(UNARY[name], x, rtol=1e-5 if dtype == torch.complex64 else 1e-10, atol=1e-5 if dtype == torch.complex64 else 1e-10)


@pytest.mark.parametrize("dtype", CDTYPES)
def test_binary_and_promotion(dtype):
    a, b = crandn(3, 4, dtype=dtype, seed=1), crandn(4, dtype=dtype, seed=2)
    for f in (torch.add, torch.sub, torch.mul, torch.div):
        check(f, a, b)
    check(lambda x, y: torch.add(x, y, alpha=2), a, b)
    check(torch.pow, a, b, rtol=1e-4, atol=1e-4)
    check(lambda x: x**2, a, rtol=1e-5, atol=1e-5)
    check(torch.mul, a, rrandn(3, 4, dtype=torch.float64))  # complex64 * float64 -> complex128
    check(torch.mul, rrandn(3, 4), a)
    check(torch.add, a, torch.arange(4))
    check(lambda x: x * 2.5, a)
    check(lambda x: x / (1 - 1j), a)
    check(torch.eq, a, a.clone())
    check(torch.ne, a, b)
    z = a.clone()
    z[0, 0] = complex(float("nan"), 0)
    z[1, 1] = complex(0, float("inf"))
    check(torch.isnan, z)
    check(torch.isfinite, z)
    check(torch.isinf, z)


@pytest.mark.parametrize("dtype", CDTYPES)
def test_reductions_and_matmul(dtype):
    x = crandn(4, 6, dtype=dtype, seed=5)
    tol = dict(rtol=1e-5, atol=1e-5) if dtype == torch.complex64 else {}
    check(torch.sum, x, **tol)
    check(lambda t: t.sum(1), x, **tol)
    check(lambda t: t.mean(0, keepdim=True), x, **tol)
    check(lambda t: t.prod(1), x, **tol)
    check(lambda t: t @ t.mT, x, **tol)
    check(torch.mm, x, crandn(6, 3, dtype=dtype, seed=6), **tol)
    check(torch.bmm, crandn(2, 3, 4, dtype=dtype), crandn(2, 4, 5, dtype=dtype, seed=1), **tol)
    check(torch.matmul, x, crandn(6, dtype=dtype, seed=7), **tol)


def test_complex_and_polar():
    re, im = rrandn(3, 4, seed=1), rrandn(4, seed=2)
    check(torch.complex, re, im)
    check(torch.complex, re.double(), im.double())
    check(torch.polar, re.abs(), rrandn(3, 4, seed=3))
    with pytest.raises(RuntimeError, match="Expected object of scalar type Float but got scalar type Double"):
        torch.complex(re.to(DEV), im.double().to(DEV))


@pytest.mark.modes("eager", reason="asserts the eager refusal's wording")
def test_unsupported_complex_op_is_a_clear_not_implemented_error():
    d = crandn(3).to(DEV)
    with pytest.raises(NotImplementedError, match=r"maximum.*complex"):
        torch.maximum(d, d)


# ---------------------------------------------------------------- FFT family


@pytest.mark.parametrize("norm", [None, "ortho", "forward"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_fft_family_matches_cpu(norm, dtype):
    r = rrandn(3, 10, 8, dtype=dtype, seed=11)
    c = r.to(torch.complex64 if dtype == torch.float32 else torch.complex128) * (1 + 0.5j)
    tol = dict(rtol=1e-4, atol=1e-4) if dtype == torch.float32 else dict(rtol=1e-9, atol=1e-9)
    check(lambda t: torch.fft.fft(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.fft(t, n=12, dim=1, norm=norm), c, **tol)
    check(lambda t: torch.fft.ifft(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.rfft(t, norm=norm), r, **tol)
    check(lambda t: torch.fft.rfft(t, n=7, dim=0, norm=norm), r, **tol)
    check(lambda t: torch.fft.irfft(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.irfft(t, n=9, dim=1, norm=norm), c, **tol)
    check(lambda t: torch.fft.fft2(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.ifft2(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.fftn(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.rfft2(t, norm=norm), r, **tol)
    check(lambda t: torch.fft.rfftn(t, dim=(0, 2), norm=norm), r, **tol)
    check(lambda t: torch.fft.irfftn(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.irfftn(t, s=(4, 6), dim=(0, 1), norm=norm), c, **tol)
    check(lambda t: torch.fft.hfft(t, norm=norm), c, **tol)
    check(lambda t: torch.fft.ihfft(t, norm=norm), r, **tol)
    check(lambda t: torch.fft.fftshift(torch.fft.fft(t), dim=-1), c, **tol)


def test_fft_over_four_dims_runs_in_passes():
    c = crandn(2, 3, 4, 5, seed=4)
    check(torch.fft.fftn, c, rtol=1e-4, atol=1e-4)
    check(torch.fft.ifftn, c, rtol=1e-4, atol=1e-4)
    check(lambda t: torch.fft.rfftn(t), rrandn(2, 3, 4, 6, seed=4), rtol=1e-4, atol=1e-4)
    check(lambda t: torch.fft.irfftn(t), c, rtol=1e-4, atol=1e-4)


@EAGER_ERRORS
def test_fft_bad_dim_is_an_index_error():
    d = rrandn(4, 8).to(DEV)
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range of \[-2, 1\], but got 2\)"):
        torch.fft.rfft(d, dim=2)
    with pytest.raises(IndexError, match="Dimension out of range"):
        torch._fft_c2c(d.to(torch.complex64), [5], 0, True)


@pytest.mark.parametrize("center", [True, False])
def test_stft_and_istft(center):
    audio = rrandn(3, 1000, seed=21)
    w = torch.hann_window(64)
    check(lambda a, win: torch.stft(a, 64, 16, window=win, center=center, return_complex=True), audio, w, rtol=1e-4, atol=1e-4)
    spec = torch.stft(audio, 64, 16, window=w, return_complex=True)
    check(lambda s, win: torch.istft(s, 64, 16, window=win, length=1000), spec, w, rtol=1e-4, atol=1e-4)


def test_whisper_style_log_mel_front_end():
    n_fft, hop, n_mels = 400, 160, 80
    audio = rrandn(2, 16000, seed=7) * 0.1
    # A mel-like filterbank: any fixed non-negative matrix exercises the same ops.
    filters = torch.relu(rrandn(n_mels, n_fft // 2 + 1, seed=8))

    def log_mel(a, window, fb):
        stft = torch.stft(a, n_fft, hop, window=window, return_complex=True)
        magnitudes = stft[..., :-1].abs() ** 2
        mel = fb @ magnitudes
        log_spec = torch.clamp(mel, min=1e-10).log10()
        log_spec = torch.maximum(log_spec, log_spec.amax(dim=(-2, -1), keepdim=True) - 8.0)
        return (log_spec + 4.0) / 4.0

    check(log_mel, audio, torch.hann_window(n_fft), filters, rtol=1e-4, atol=1e-4)


# ---------------------------------------------------------------- autograd


def test_rfft_abs_gradient_matches_cpu():
    x = rrandn(4, 32, seed=9).requires_grad_()
    check(lambda t: torch.fft.rfft(t).abs().sum(-1), x, grad=True, rtol=1e-4, atol=1e-4)
    check(lambda t: torch.fft.irfft(torch.fft.rfft(t) * 0.5, n=32).pow(2).sum(-1), x, grad=True, rtol=1e-4, atol=1e-4)
    check(lambda t: torch.fft.fft2(t.to(torch.complex64)).abs().mean(-1), x, grad=True, rtol=1e-4, atol=1e-4)


def _rotary(xq, xk, freqs_cis):
    # As Llama ports do: pairs of features as complex numbers, rotated by freqs_cis.
    xq_ = torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2))
    xk_ = torch.view_as_complex(xk.float().reshape(*xk.shape[:-1], -1, 2))
    f = freqs_cis.view(1, xq_.shape[1], 1, xq_.shape[-1])
    xq_out = torch.view_as_real(xq_ * f).flatten(3)
    xk_out = torch.view_as_real(xk_ * f).flatten(3)
    return xq_out.type_as(xq), xk_out.type_as(xk)


def test_rotary_embeddings_via_view_as_complex_forward_and_backward():
    bsz, seq, heads, hd = 2, 6, 3, 8
    freqs = 1.0 / (10000 ** (torch.arange(0, hd, 2)[: hd // 2].float() / hd))
    freqs = torch.outer(torch.arange(seq).float(), freqs)
    xq = rrandn(bsz, seq, heads, hd, seed=1).requires_grad_()
    xk = rrandn(bsz, seq, heads, hd, seed=2).requires_grad_()

    def rope(q, k, fr):
        freqs_cis = torch.polar(torch.ones_like(fr), fr)
        a, b = _rotary(q, k, freqs_cis)
        return (a * b).sum(-1)

    check(rope, xq, xk, freqs, grad=True, rtol=1e-5, atol=1e-5)


@pytest.mark.modes("eager", reason="gradients of a device leaf accumulated across eager calls")
def test_complex_leaf_gradient():
    z = crandn(5, seed=3).requires_grad_()
    zc = z.detach().clone().requires_grad_()
    zd = z.detach().to(DEV).requires_grad_()
    (zc * zc.conj()).real.sum().backward()
    (zd * zd.conj()).real.sum().backward()
    torch.testing.assert_close(zd.grad.cpu(), zc.grad)
    assert math.isfinite(zd.grad.abs().sum().item())


@pytest.mark.modes("eager", reason="asserts on an eager CPU fallback (graphs have none: strict)")
@pytest.mark.allow_fallback
def test_cpu_fallback_carries_complex_tensors_both_ways():
    import torch_pjrt

    a = crandn(4, 4, seed=12)
    before = torch_pjrt.metrics().get("fallbacks", {}).get("aten::_linalg_eigvals", 0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = torch.linalg.eigvals(a.to(DEV))
    assert got.device.type == DEV and got.dtype == torch.complex64
    want = torch.linalg.eigvals(a)
    key = lambda z: torch.sort(z.real * 1e3 + z.imag).indices  # noqa: E731 - same order on both sides
    torch.testing.assert_close(got.cpu()[key(got.cpu())], want[key(want)], rtol=1e-4, atol=1e-4)
    assert torch_pjrt.metrics().get("fallbacks", {}).get("aten::_linalg_eigvals", 0) == before + 1


@pytest.mark.modes("eager", reason="compiles its own functions")
def test_compiled_graphs_with_complex_values():
    import torch._dynamo

    torch._dynamo.reset()

    def f(t):
        z = torch.view_as_complex(t)
        spec = torch.fft.fft(z * z.conj() + z, dim=0)
        return torch.view_as_real(spec), torch.fft.rfft(t[..., 0], dim=0).abs() ** 2

    r = rrandn(8, 4, 2, seed=13)
    want = f(r)
    got = torch.compile(f, backend="tpu", fullgraph=True)(r.to(DEV))
    for g, w in zip(got, want):
        torch.testing.assert_close(g.cpu(), w, rtol=1e-4, atol=1e-4)
