"""Device random numbers: distributions (statistical checks on 1e5 samples with
fixed seeds, bounds of about five standard errors), reproducibility and the
RNG state API."""

import math

import pytest
import torch
import torch.nn.functional as F

from helpers import DEV, check, on_device

N = 100_000


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(1234)


def draw(fn):
    """`fn()`'s draw, made on the device in the test's mode, on the CPU."""
    return on_device(fn)().cpu()


def _ks_normal(x):
    """Kolmogorov–Smirnov distance of the samples from the standard normal."""
    x = x.double().sort().values
    n = x.numel()
    cdf = torch.special.ndtr(x)
    i = torch.arange(1, n + 1, dtype=torch.float64)
    return max((i / n - cdf).abs().max().item(), (cdf - (i - 1) / n).abs().max().item())


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16, torch.float16])
def test_rand_uniform(dtype):
    x = on_device(lambda: torch.rand(N, dtype=dtype, device=DEV))()
    assert x.device.type == DEV and x.dtype == dtype
    x = x.cpu().double()
    assert x.min() >= 0 and x.max() < 1
    assert abs(x.mean().item() - 0.5) < 0.005
    assert abs(x.var().item() - 1 / 12) < 0.002
    # All ten deciles hold about a tenth of the samples.
    counts = torch.histc(x, bins=10, min=0, max=1)
    assert ((counts - N / 10).abs() < 5 * math.sqrt(N * 0.09)).all(), counts


def test_uniform_range_and_like():
    x = draw(lambda: torch.empty(N, device=DEV).uniform_(-2, 3))
    assert x.min() >= -2 and x.max() < 3
    assert abs(x.mean().item() - 0.5) < 0.025
    y = torch.rand_like(torch.zeros(4, 5, device=DEV))
    assert y.shape == (4, 5) and y.device.type == DEV
    with pytest.raises(RuntimeError, match=r"uniform_ expects to return a \[from, to\) range"):
        torch.empty(3, device=DEV).uniform_(1, 0)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16])
def test_randn(dtype):
    x = on_device(lambda: torch.randn(N, dtype=dtype, device=DEV))()
    assert x.dtype == dtype
    x = x.cpu().double()
    assert abs(x.mean().item()) < 0.016
    assert abs(x.std().item() - 1) < 0.012
    assert torch.isfinite(x).all()
    assert _ks_normal(x) < (0.006 if dtype != torch.bfloat16 else 0.01)


def test_normal_variants():
    x = draw(lambda: torch.empty(N, device=DEV).normal_(3.0, 0.5))
    assert abs(x.mean().item() - 3) < 0.008 and abs(x.std().item() - 0.5) < 0.006
    x = draw(lambda: torch.normal(2.0, 3.0, size=(N,), device=DEV))
    assert abs(x.mean().item() - 2) < 0.05 and abs(x.std().item() - 3) < 0.04
    mean = torch.tensor([-10.0, 0.0, 10.0], device=DEV).repeat(N // 3)
    x = draw(lambda: torch.normal(mean, 1.0)).reshape(-1, 3)
    torch.testing.assert_close(x.mean(0), torch.tensor([-10.0, 0.0, 10.0]), atol=0.03, rtol=0)
    std = torch.tensor([0.5, 2.0], device=DEV).repeat(N // 2)
    x = draw(lambda: torch.normal(torch.zeros_like(std), std)).reshape(-1, 2)
    torch.testing.assert_close(x.std(0), torch.tensor([0.5, 2.0]), atol=0.03, rtol=0)
    x = draw(lambda: torch.normal(1.0, std)).reshape(-1, 2)
    torch.testing.assert_close(x.mean(0), torch.tensor([1.0, 1.0]), atol=0.05, rtol=0)
    with pytest.raises(RuntimeError, match="normal expects std >= 0.0"):
        torch.empty(3, device=DEV).normal_(0, -1)


def test_bernoulli():
    x = draw(lambda: torch.empty(N, device=DEV).bernoulli_(0.3))
    assert set(x.unique().tolist()) <= {0.0, 1.0}
    assert abs(x.mean().item() - 0.3) < 0.0075
    p = torch.tensor([0.0, 0.1, 0.5, 0.9, 1.0], device=DEV).repeat(N // 5, 1)
    y = draw(lambda: torch.bernoulli(p))
    torch.testing.assert_close(y.mean(0), torch.tensor([0.0, 0.1, 0.5, 0.9, 1.0]), atol=0.012, rtol=0)
    z = draw(lambda: torch.zeros(N // 5, 5, dtype=torch.float64, device=DEV).bernoulli_(p.double()))
    torch.testing.assert_close(z.mean(0), torch.tensor([0.0, 0.1, 0.5, 0.9, 1.0], dtype=torch.float64), atol=0.012, rtol=0)
    b = draw(lambda: torch.empty(N, dtype=torch.bool, device=DEV).bernoulli_(0.25))
    assert abs(b.float().mean().item() - 0.25) < 0.007
    with pytest.raises(RuntimeError, match=r"bernoulli_ expects p to be in \[0, 1\]"):
        torch.empty(3, device=DEV).bernoulli_(1.5)


def test_randint_and_random_():
    x = on_device(lambda: torch.randint(3, 13, (N,), device=DEV))()
    assert x.dtype == torch.int64
    x = x.cpu()
    assert x.min() == 3 and x.max() == 12
    counts = torch.bincount(x - 3, minlength=10).double()
    assert ((counts - N / 10).abs() < 5 * math.sqrt(N * 0.09)).all(), counts
    y = draw(lambda: torch.randint(-5, 5, (100, 100), dtype=torch.int32, device=DEV))
    assert y.dtype == torch.int32 and y.min() == -5 and y.max() == 4
    # Dynamo puts no Tensor.random_ in a graph ("use the out-of-place version"): these run eagerly.
    f = torch.empty(N, device=DEV).random_(0, 7).cpu()
    assert set(f.unique().tolist()) == set(range(7))
    u8 = torch.empty(N, dtype=torch.uint8, device=DEV).random_().cpu()
    assert u8.min() == 0 and u8.max() == 255
    d = torch.empty(N, device=DEV).random_().cpu()
    assert d.min() >= 0 and d.max() <= 2**24 and d.mean() > 2**22
    bl = torch.empty(1000, dtype=torch.bool, device=DEV).random_().cpu()
    assert 300 < bl.sum() < 700
    t = torch.empty(N, dtype=torch.int64, device=DEV).random_(10).cpu()
    assert t.min() == 0 and t.max() == 9
    with pytest.raises(RuntimeError, match="random_ expects 'from' to be less than 'to'"):
        torch.empty(3, device=DEV).random_(5, 5)


@pytest.mark.parametrize("p", [0.1, 0.5, 0.8])
def test_dropout(p):
    x = torch.ones(N, device=DEV, requires_grad=True)
    y = on_device(lambda t: F.dropout(t, p, training=True))(x)
    yc = y.detach().cpu()
    kept = yc != 0
    assert abs(1 - kept.double().mean().item() - p) < 0.008
    torch.testing.assert_close(yc[kept], torch.full((int(kept.sum()),), 1 / (1 - p)))
    y.sum().backward()
    torch.testing.assert_close(x.grad.cpu(), kept.float() / (1 - p))
    e = F.dropout(x.detach(), p, training=False)
    torch.testing.assert_close(e.cpu(), torch.ones(N))
    out, mask = torch.native_dropout(x.detach(), p, False)
    assert mask.dtype == torch.bool and mask.cpu().all()


def test_dropout_module_and_bf16():
    m = torch.nn.Dropout(0.25).to(DEV)
    x = torch.randn(200, 500, device=DEV, dtype=torch.bfloat16)
    y = on_device(m)(x).cpu()
    kept = y != 0
    assert abs(kept.float().mean().item() - 0.75) < 0.008
    torch.testing.assert_close(y[kept], (x.cpu().float() / 0.75).bfloat16()[kept])
    m.eval()
    torch.testing.assert_close(m(x).cpu(), x.cpu())


def test_other_distributions():
    e = draw(lambda: torch.empty(N, device=DEV).exponential_(2.0))
    assert e.min() > 0 and abs(e.mean().item() - 0.5) < 0.008
    g = draw(lambda: torch.empty(N, device=DEV).geometric_(0.25))
    assert g.min() >= 1 and (g == g.round()).all() and abs(g.mean().item() - 4) < 0.06
    ln = draw(lambda: torch.empty(N, device=DEV).log_normal_(0.5, 0.25))
    assert abs(ln.log().mean().item() - 0.5) < 0.004 and abs(ln.log().std().item() - 0.25) < 0.003
    c = draw(lambda: torch.empty(N, device=DEV).cauchy_(1.0, 2.0))
    assert abs(c.median().item() - 1.0) < 0.05
    q = c.quantile(torch.tensor([0.25, 0.75]))
    torch.testing.assert_close(q, torch.tensor([-1.0, 3.0]), atol=0.08, rtol=0)


def test_randperm():
    for n in (0, 1, 2, 10, 1000):
        p = on_device(lambda: torch.randperm(n, device=DEV))()
        assert p.dtype == torch.int64
        assert sorted(p.cpu().tolist()) == list(range(n))
    a = torch.randperm(1000, device=DEV).cpu()
    b = torch.randperm(1000, device=DEV).cpu()
    assert not torch.equal(a, b)
    # Each position is uniform: position 0 over 5000 draws of randperm(5).
    firsts = torch.stack([torch.randperm(5, device=DEV)[0] for _ in range(200)]).cpu()
    assert set(firsts.tolist()) == set(range(5))


def test_multinomial():
    probs = torch.tensor([0.1, 0.2, 0.3, 0.4], device=DEV)
    s = draw(lambda: torch.multinomial(probs, N, replacement=True))
    assert s.dtype == torch.int64
    freq = torch.bincount(s, minlength=4).double() / N
    torch.testing.assert_close(freq, probs.cpu().double(), atol=0.008, rtol=0)
    w = torch.tensor([[0.0, 1.0, 3.0], [5.0, 0.0, 5.0]], device=DEV)
    draws = torch.multinomial(w.repeat(1000, 1), 2).cpu().reshape(1000, 2, 2)
    assert (draws[:, 1].sort(-1).values == torch.tensor([0, 2])).all()
    assert ((draws[:, 0] == 1) | (draws[:, 0] == 2)).all()
    first = (draws[:, 0, 0] == 2).double().mean().item()
    assert abs(first - 0.75) < 0.07
    s1 = torch.multinomial(probs, 3).cpu()
    assert len(set(s1.tolist())) == 3
    with pytest.raises(RuntimeError, match="without replacement"):
        torch.multinomial(probs, 5)


RNG_API = pytest.mark.modes("eager", reason="the RNG state API (manual_seed, get/set_rng_state) between eager calls")


@RNG_API
def test_reproducible_with_manual_seed():
    torch.manual_seed(7)
    a = [torch.rand(100, device=DEV).cpu(), torch.randn(3, 4, device=DEV).cpu(), torch.randint(0, 10, (50,), device=DEV).cpu()]
    torch.manual_seed(7)
    b = [torch.rand(100, device=DEV).cpu(), torch.randn(3, 4, device=DEV).cpu(), torch.randint(0, 10, (50,), device=DEV).cpu()]
    for x, y in zip(a, b):
        assert torch.equal(x, y)
    torch.manual_seed(8)
    c = torch.rand(100, device=DEV).cpu()
    assert not torch.equal(a[0], c)


@RNG_API
def test_successive_calls_are_independent():
    a = torch.rand(N, device=DEV).cpu().double()
    b = torch.rand(N, device=DEV).cpu().double()
    assert not torch.equal(a, b)
    for sa, sb in ((a, b), (a[1:], b[:-1]), (a[:-1], b[1:])):
        r = torch.corrcoef(torch.stack([sa, sb]))[0, 1].abs().item()
        assert r < 0.015, r
    assert torch.isin(a, b).double().mean() < 0.01


@RNG_API
def test_rng_state_round_trip():
    st = torch.tpu.get_rng_state()
    assert st.dtype == torch.uint8 and st.numel() == 16
    x = torch.randn(20, device=DEV).cpu()
    y = torch.randn(20, device=DEV).cpu()
    torch.tpu.set_rng_state(st)
    torch.testing.assert_close(torch.randn(20, device=DEV).cpu(), x, rtol=0, atol=0)
    torch.testing.assert_close(torch.randn(20, device=DEV).cpu(), y, rtol=0, atol=0)
    torch.tpu.manual_seed(99)
    p = torch.rand(5, device=DEV).cpu()
    torch.tpu.manual_seed(99)
    assert torch.equal(torch.rand(5, device=DEV).cpu(), p)


@RNG_API
def test_dropout_reproducible():
    x = torch.randn(64, 64, device=DEV)
    torch.manual_seed(3)
    a = F.dropout(x, 0.5).cpu()
    torch.manual_seed(3)
    b = F.dropout(x, 0.5).cpu()
    assert torch.equal(a, b)


def test_random_factories():
    """rand/randn/randint (and `_like`; whole in graphs): drawn on the device, right shape,
    dtype and range, different on each call."""

    def draws(x):
        return (torch.rand(3, 4, device=x.device), torch.randn(2, 5, device=x.device, dtype=torch.float64),
                torch.randint(-3, 7, (50,), device=x.device), torch.rand_like(x), torch.randn_like(x),
                torch.randint_like(x, 10), x + 1)

    f = on_device(draws)
    x = torch.zeros(40, device=DEV)
    a, b = f(x), f(x)
    want = draws(torch.zeros(40))
    for g, w in zip(a, want):
        assert g.device.type == DEV and g.dtype == w.dtype and g.shape == w.shape
    u, n, i, ul, nl, il, _ = (t.cpu() for t in a)
    assert 0 <= u.min() and u.max() < 1 and 0 <= ul.min() and ul.max() < 1
    assert -3 <= i.min() and i.max() < 7 and len(i.unique()) > 3
    assert 0 <= il.min() and il.max() < 10 and il.eq(il.round()).all()
    assert n.std() > 0.3 and nl.std() > 0.3
    assert not torch.equal(a[0].cpu(), b[0].cpu())


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16])
def test_rrelu_eval_matches_cpu(dtype):

    x = torch.cat([torch.linspace(-4, 4, 81), torch.tensor([0.0, -0.0, float("inf"), -float("inf"), float("nan")])]).to(dtype)
    tol = dict(atol=1e-2, rtol=1e-2) if dtype == torch.bfloat16 else {}
    check(lambda t: F.rrelu(t, 0.1, 0.4, training=False), x, **tol)
    check(lambda t: F.rrelu(t, training=False), torch.linspace(-3, 3, 31, requires_grad=True), grad=True)


@pytest.mark.modes("eager", reason="aten.rrelu_with_noise writes its noise argument, which graphs never hold (they hold "
                   "rrelu_with_noise_functional: test_rrelu_training_draws_slopes_in_range)")
def test_rrelu_training_slopes_and_gradient():
    lower, upper = 0.1, 0.4
    x = torch.randn(N)
    x[:3] = torch.tensor([0.0, -0.0, 2.0])
    xd = x.to(DEV).requires_grad_()
    noise = torch.empty(N, device=DEV)
    y = torch.ops.aten.rrelu_with_noise(xd, noise, lower, upper, True)
    y_c, noise_c, xd_c = y.detach().cpu(), noise.cpu(), xd.detach().cpu()
    neg = x <= 0
    # Positive inputs pass through with slope 1; the rest are scaled by a slope in [lower, upper).
    assert torch.equal(noise_c[~neg], torch.ones(int((~neg).sum())))
    slopes = noise_c[neg]
    assert slopes.min() >= lower and slopes.max() < upper
    assert abs(slopes.mean().item() - (lower + upper) / 2) < 5 * (upper - lower) / math.sqrt(12 * neg.sum().item())
    torch.testing.assert_close(y_c, xd_c * noise_c)
    # The backward is the CPU kernel's for the noise the device drew.
    g = torch.randn(N)
    (gd,) = torch.autograd.grad(F.rrelu(xd, lower, upper, training=True), xd, g.to(DEV))
    assert gd.device.type == DEV
    # F.rrelu drew a fresh noise; recover it from the gradient and check it is a valid draw.
    ratio = (gd.cpu() / g)[neg & (g.abs() > 1e-3)]
    assert ratio.min() >= lower - 1e-5 and ratio.max() < upper + 1e-5
    want = torch.ops.aten.rrelu_with_noise_backward(g, x, noise_c, lower, upper, True, False)
    got = torch.ops.aten.rrelu_with_noise_backward(g.to(DEV), xd.detach(), noise, lower, upper, True, False)
    torch.testing.assert_close(got.cpu(), want)


@pytest.mark.modes("eager", reason="the eager kernel's NotImplementedError for integer input")
def test_rrelu_integer_input_raises_like_cpu():
    for training in (True, False):
        with pytest.raises(NotImplementedError):
            F.rrelu(torch.tensor([1, -2], device=DEV), training=training)


def test_rrelu_training_draws_slopes_in_range():
    # Graphs hold rrelu_with_noise_functional (the noise returned, not written).
    f = on_device(lambda t: F.rrelu(t, 0.1, 0.4, training=True))
    x = torch.randn(1000)
    y = f(x.to(DEV)).cpu()
    neg = x <= 0
    assert torch.equal(y[~neg], x[~neg])
    r = y[neg] / x[neg]
    assert r.min() >= 0.1 - 1e-6 and r.max() < 0.4 + 1e-6


@pytest.mark.modes("eager", reason="a torch.Generator argument: Dynamo does not put generator objects in graphs")
def test_factories_with_a_device_generator_draw_on_the_device():
    # The `.generator` overloads: randperm's is listed on its registry line; the others are
    # composites of listed ops (rand.generator -> uniform_, randint.generator -> random_.from).
    x = torch.empty(4, 3)
    factories = {
        "rand": lambda g, d: torch.rand(6, generator=g, device=d),
        "randn": lambda g, d: torch.randn(6, generator=g, device=d),
        "randint": lambda g, d: torch.randint(3, 10, (6,), generator=g, device=d),
        "randperm": lambda g, d: torch.randperm(6, generator=g, device=d),
        "rand_like": lambda g, d: torch.rand_like(x.to(d), generator=g),
        "randn_like": lambda g, d: torch.randn_like(x.to(d), generator=g),
        "randint_like": lambda g, d: torch.randint_like(x.to(d), 10, generator=g),
    }
    for name, f in factories.items():
        want = f(torch.Generator().manual_seed(7), "cpu")
        draws = [f(torch.Generator(device=DEV).manual_seed(7), DEV) for _ in range(2)]
        for got in draws:
            assert got.device.type == DEV and (got.dtype, got.shape) == (want.dtype, want.shape), name
        assert torch.equal(draws[0].cpu(), draws[1].cpu()), f"{name}: the same seed drew differently"
        d = draws[0].cpu()
        if name == "randperm":
            assert torch.equal(d.sort().values, want.sort().values), d
        elif name.startswith("randint"):
            assert d.min() >= (3 if name == "randint" else 0) and d.max() < 10, (name, d)
        elif name.startswith("rand") and not name.startswith("randn"):
            assert d.min() >= 0 and d.max() < 1, (name, d)


def test_factories_named_with_no_generator_are_lowered_in_graphs():
    # `generator=None` spelt out keeps the `.generator` overloads in a compiled graph
    # (rand.generator, randint.low_generator, ...): their registry lines list them.
    x = torch.empty(N)
    draws = {
        "rand": draw(lambda: torch.rand(N, generator=None, device=DEV)),
        "rand_like": draw(lambda: torch.rand_like(x.to(DEV), generator=None)),
        "randn": draw(lambda: torch.randn(N, generator=None, device=DEV)),
        "randn_like": draw(lambda: torch.randn_like(x.to(DEV), generator=None)),
        "randint": draw(lambda: torch.randint(10, (N,), generator=None, device=DEV)),
        "randint_low": draw(lambda: torch.randint(3, 10, (N,), generator=None, device=DEV)),
        "randint_like": draw(lambda: torch.randint_like(x.to(DEV), 3, 10)),
        "randint_like_high": draw(lambda: torch.randint_like(x.to(DEV), 10, generator=None)),
    }
    se = 5 / math.sqrt(N)
    for name, d in draws.items():
        want = torch.int64 if name in ("randint", "randint_low") else torch.float32
        assert d.dtype == want and d.shape == (N,), (name, d.dtype)
        if name.startswith("randn"):
            assert abs(d.mean()) < se and abs(d.std() - 1) < 2 * se, name
        elif name.startswith("rand_") or name == "rand":
            assert d.min() >= 0 and d.max() < 1 and abs(d.mean() - 0.5) < se, name
        else:
            lo = 3 if name in ("randint_low", "randint_like") else 0
            assert d.min() == lo and d.max() == 9, (name, d.min(), d.max())
