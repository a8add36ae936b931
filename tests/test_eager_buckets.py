"""Eager calls whose sizes vary compile per size bucket (issue 28): results match CPU,
programs grow with the logarithm of the sizes seen, padded results behave as PyTorch's."""

import pytest
import torch

import torch_pjrt

from helpers import DEV


@pytest.fixture(autouse=True)
def buckets_on():
    # Buckets apply to ops run one by one (`strict`, `debug`); these tests count their
    # programs, so they run in `strict` even on the fused leg (a fused cluster is keyed by
    # exact sizes: docs/eager.md).
    torch_pjrt.set_eager_buckets(True)
    with torch_pjrt.eager_mode_as("strict"):
        yield
    torch_pjrt.set_eager_buckets(True)


def grow(n_steps, start=3, width=8, seed=0):
    """A sequence growing one row per step, as a decode loop's: per step the rows so
    far, a projection, a softmax over features and a sum over rows, on CPU and device."""
    g = torch.Generator().manual_seed(seed)
    w = torch.randn(width, width, generator=g)
    x = torch.randn(start, width, generator=g)
    xd, wd = x.to(DEV), w.to(DEV)
    outs = []
    for _ in range(n_steps):
        new = torch.randn(1, width, generator=g)
        x, xd = torch.cat([x, new]), torch.cat([xd, new.to(DEV)])
        y, yd = (x @ w).softmax(-1).sum(0), (xd @ wd).softmax(-1).sum(0)
        outs.append((x, xd, y, yd))
    return outs


def test_a_growing_sequence_matches_cpu_and_compiles_per_bucket():
    torch_pjrt.reset_metrics()
    outs = grow(40)
    for x, xd, y, yd in outs:
        assert xd.shape == x.shape
        torch.testing.assert_close(xd.cpu(), x)
        torch.testing.assert_close(yd.cpu(), y)
    m = torch_pjrt.metrics()
    e = m["eager"]
    assert e["bucketed_runs"] > 0, e
    # 40 lengths (4..43): those up to 8 are their own, the rest fall in 2 buckets (32 and
    # 64): a handful of programs per op, where exact sizes would compile 4 ops x 40 lengths.
    assert m["compiles"] < 60, (m["compiles"], e)


def test_padded_results_are_contiguous_views_and_take_writes():
    outs = grow(6)
    x, xd, _, _ = outs[-1]
    assert xd.is_contiguous()
    torch.testing.assert_close(xd.view(-1).cpu(), x.view(-1))
    torch.testing.assert_close(xd[-1].cpu(), x[-1])
    xd[1] = 5.0
    x[1] = 5.0
    torch.testing.assert_close(xd.cpu(), x)
    torch.testing.assert_close((xd * 2).sum(0).cpu(), (x * 2).sum(0))


def test_results_padded_inside_stay_padded_until_read():
    """A result padded in an inner dimension (a [2, L] concatenation along L, L past the
    sizes that never vary) is a
    contiguous tensor of its real size: the next bucketed call takes its padded form,
    anything else cuts the real part out once."""
    torch_pjrt.reset_metrics()
    a = torch.randn(2, 12)
    ad = a.to(DEV)
    steps = []
    for _ in range(6):
        new = torch.randn(2, 1)
        a, ad = torch.cat([a, new], 1), torch.cat([ad, new.to(DEV)], 1)
        steps.append((a, ad))
    e = torch_pjrt.metrics()["eager"]
    assert e["bucketed_runs"] > 0 and e["results_cut_to_size"] == 0, e
    for a, ad in steps:
        assert ad.is_contiguous() and ad.shape == a.shape
        torch.testing.assert_close(ad.cpu(), a)
        torch.testing.assert_close(ad.view(-1).cpu(), a.view(-1))
        torch.testing.assert_close(ad.t().contiguous().cpu(), a.t().contiguous())
    assert torch_pjrt.metrics()["eager"]["results_cut_to_size"] > 0


def test_an_out_of_range_index_still_raises_when_sizes_vary():
    w = torch.randn(10, 4)
    wd = w.to(DEV)
    for n in (3, 5, 7):
        i = torch.randint(0, 10, (n,))
        torch.testing.assert_close(wd[i.to(DEV)].cpu(), w[i])
    bad = torch.tensor([1, 2, 3, 4, 5, 6, 7, 8, 12])
    r = wd[bad.to(DEV)]
    with pytest.raises(IndexError):
        r.cpu()



def test_indexing_a_padded_dimension_wraps_and_raises_by_the_real_size():
    """`x[i]` over sizes that vary: negative indices wrap by the real size, not the
    bucket's, and an index at the real size raises as on the CPU."""
    torch_pjrt.reset_metrics()
    i = torch.tensor([0, -1, 3, -20])
    for n in (20, 21, 22, 23):
        x = torch.randn(n, 4)
        xd = x.to(DEV)
        torch.testing.assert_close(xd[i.to(DEV)].cpu(), x[i])
    assert torch_pjrt.metrics()["eager"]["bucketed_runs"] > 0
    with pytest.raises(IndexError):
        xd[torch.tensor([0, 23]).to(DEV)].cpu()

def test_bucketing_off_compiles_each_size():
    torch_pjrt.set_eager_buckets(False)
    torch_pjrt.reset_metrics()
    outs = grow(5, seed=3)
    for x, xd, y, yd in outs:
        torch.testing.assert_close(yd.cpu(), y)
    e = torch_pjrt.metrics()["eager"]
    assert e["bucketed_runs"] == 0 and e["bucketing"] is False, e


def test_a_half_precision_product_over_a_varying_length_matches_cpu():
    """XLA's CPU runtime cannot run a bf16 product over a masked (padded) dimension: such a
    call runs at its exact size, and matches CPU."""
    torch_pjrt.reset_metrics()
    for n in (20, 30, 40):
        a, b = torch.randn(n, 64).to(torch.bfloat16), torch.randn(n, 48).to(torch.bfloat16)
        torch.testing.assert_close((a.to(DEV).t() @ b.to(DEV)).cpu(), a.t() @ b)
    reasons = torch_pjrt.metrics()["eager"]["exact_reasons"]
    assert any("half-precision product" in k for k in reasons), reasons


@pytest.mark.parametrize("shape,on_host", [(lambda n: (n, 8), True), (lambda n: (3, n), True), (lambda n: (n, 1024), False)],
                         ids=["rows", "columns", "large"])
def test_a_storage_of_exact_size_is_padded_once_and_its_readers_share_programs(shape, on_host):
    """A tensor copied to the device at a new length (a prompt's ids) is a storage of exact
    size: each bucketed op reading it in place would compile per length. It is padded to
    its bucket once — through the host when small (nothing compiles), by a small program
    per length when large —; the chain reading it then shares its programs across
    lengths."""

    def chain(x):
        a = x * 2.0
        b = a + x
        c = b.exp()
        return c.sum(-1), (c * x).sum(0)

    # `exp` met first at a length of the window below (where no earlier test met it first):
    # that length keeps its exact program for an exact operand, not for a padded one.
    torch.randn(shape(24)).to(DEV).exp()
    # The first length is each op's own, the second compiles the bucket's programs.
    for n in (17, 18):
        chain(torch.randn(shape(n)).to(DEV))
    torch_pjrt.reset_metrics()
    lengths = (19, 21, 24, 29, 31)  # one bucket (32)
    got = []
    for n in lengths:
        x = torch.randn(shape(n))
        got.append((chain(x), chain(x.to(DEV))))
    m = torch_pjrt.metrics()
    e = m["eager"]
    # At least the input of each length (groups met by earlier tests may pad more).
    assert e["operands_padded"] >= len(lengths), e
    assert e["bucketed_programs"] == 0 and e["exact_runs"] == 0, e
    # A pad per storage padded on the device (compiled, or found in the on-disk cache a run
    # before this one filled), none through the host. (Programs other tests compiled may be
    # loaded from the on-disk cache meanwhile: in a whole suite, not per length.)
    if on_host:
        # Nothing per length, whatever earlier tests met: an op whose group was first met at
        # one of these lengths runs bucketed here too, as its operand is padded (vary.rs
        # `seen`; before, the group's exact program compiled again for the padded buffer).
        assert m["compiles"] == 0, (m["compiles"], m["disk_cache_hits"], e)
    else:
        # Nothing but pads: one per length (an earlier test may have left one of these
        # lengths' pad compiled in this process).
        assert 0 < m["compiles"] + m["disk_cache_hits"] <= e["operands_padded"], (m["compiles"], m["disk_cache_hits"], e)
    for want, have in got:
        for w, h in zip(want, have):
            assert h.shape == w.shape
            torch.testing.assert_close(h.cpu(), w)


def test_a_cache_started_from_an_empty_tensor_stays_bucketed():
    """A Hugging Face cache starts as `torch.tensor([])` and concatenates a prompt's keys
    to it: that `cat` runs bucketed (the empty operand has nothing to read), so the cache
    is a padded result from the start, never cut to size nor padded again."""
    for n in (12, 20, 27, 30):
        if n == 20:
            # Each op's first sizes ran exact (reading padded results cuts them).
            torch_pjrt.reset_metrics()
        k = torch.randn(1, 2, n, 4)
        cache, cached = torch.tensor([]), torch.tensor([], device=DEV)
        kd = (k.to(DEV) * 1.0)  # padded inside (along n) once n varies
        cache, cached = torch.cat([cache, k * 1.0], dim=-2), torch.cat([cached, kd], dim=-2)
        for _ in range(3):
            new = torch.randn(1, 2, 1, 4)
            cache, cached = torch.cat([cache, new], dim=-2), torch.cat([cached, new.to(DEV)], dim=-2)
        torch.testing.assert_close((cached * 2.0).sum(-2).cpu(), (cache * 2.0).sum(-2))
    e = torch_pjrt.metrics()["eager"]
    assert e["bucketed_runs"] > 0 and e["exact_runs"] == 0, e
    assert e["results_cut_to_size"] == 0, e


def test_a_whole_storage_written_in_place_at_varying_sizes_stays_bucketed():
    """`torch.ones(n)` (an empty storage and its `fill_`), `.to(dtype)` (a new storage and
    the engine's copy into it) and `x.mul_(y)` write whole storages: once their sizes vary
    they run bucketed, and the storage keeps the padded result, read by the next bucketed
    op without a program of its own size."""
    def step(n, dev):
        ids = (torch.arange(n) % 7).to(dev)
        mask = torch.ones(n, dtype=torch.long, device=dev)
        m = (ids * mask).to(torch.float32)
        m.mul_(0.5).add_(ids.to(torch.float32))
        return m.cumsum(0), m * 3

    for n in (40, 45):
        # Read back, as a loop reads its results: sizes met in one epoch (between host
        # reads) may be an op's sizes at several places of a step, not sizes that vary.
        step(n, DEV)[0].cpu()
    torch_pjrt.reset_metrics()
    for n in (50, 53, 57, 61, 63):  # one bucket (64)
        for want, have in zip(step(n, "cpu"), step(n, DEV)):
            assert have.shape == want.shape
            torch.testing.assert_close(have.cpu(), want)
    m = torch_pjrt.metrics()
    e = m["eager"]
    assert e["exact_runs"] == 0, e
    assert m["compiles"] + m["disk_cache_hits"] == 0, (m["compiles"], e)


def test_an_op_at_several_places_of_a_step_keeps_its_sizes():
    """A training step meets one op at several widths (each layer's weight gradient,
    `xᵀ·dy`: 300 wide for the first layer, 200 for the second): sizes met in the first step
    (between two host reads) and met again are held, each with its exact program, never
    padded to a common bucket; a width first met in a later step varies, and buckets."""
    torch_pjrt.reset_metrics()
    g = torch.Generator().manual_seed(3)
    # float64: a group (op, dtypes, ranks) no other test meets first at other sizes, in an
    # earlier epoch (which would make these sizes vary).
    xs = [torch.randn(64, w, generator=g, dtype=torch.float64) for w in (300, 200)]
    dy = torch.randn(64, 96, generator=g, dtype=torch.float64)
    xd, dyd = [x.to(DEV) for x in xs], dy.to(DEV)
    for _ in range(3):  # three steps, each read back at its end
        grads = [x_d.t() @ dyd for x_d in xd]
        for x, have in zip(xs, grads):
            torch.testing.assert_close(have.cpu(), x.t() @ dy)
    e = torch_pjrt.metrics()["eager"]
    assert e["bucketed_runs"] == 0 and e["operands_padded"] == 0, e
    x = torch.randn(64, 170, generator=g, dtype=torch.float64)
    torch.testing.assert_close((x.to(DEV).t() @ dyd).cpu(), x.t() @ dy)
    e = torch_pjrt.metrics()["eager"]
    assert e["bucketed_runs"] == 1, e
