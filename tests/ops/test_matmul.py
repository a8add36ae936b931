import pytest
import torch
import torch.nn.functional as F

from helpers import EAGER_ERRORS, DEV, check, on_device, to_dev


def grads_match(fn, *args, atol=None, rtol=None):
    """Forward and gradients (w.r.t. every arg that requires grad) vs CPU, with a
    fixed random output gradient fed straight to autograd (no reduction ops needed)."""
    cpu = [a.detach().clone().requires_grad_(a.requires_grad) for a in args]
    dev = [to_dev(a) for a in cpu]
    want, got = fn(*cpu), on_device(fn)(*dev)
    assert got.device.type == DEV and got.dtype == want.dtype
    torch.testing.assert_close(got.cpu(), want.detach(), atol=atol, rtol=rtol)
    g = torch.randn(want.shape, generator=torch.Generator().manual_seed(1)).to(want.dtype)
    ins_c = [a for a in cpu if a.requires_grad]
    ins_d = [a for a in dev if a.requires_grad]
    gw = torch.autograd.grad(want, ins_c, g)
    gg = torch.autograd.grad(got, ins_d, g.to(DEV))
    for a, b in zip(gw, gg):
        assert b.device.type == DEV
        torch.testing.assert_close(b.cpu(), a, atol=atol, rtol=rtol)


def r(*shape, dtype=torch.float32, grad=False):
    return torch.randn(*shape).to(dtype).requires_grad_(grad)


@pytest.mark.parametrize("shape", [((2, 3), (3, 4)), ((1, 7), (7, 1)), ((5, 1), (1, 6)), ((17, 33), (33, 9))])
def test_mm(shape):
    a, b = shape
    grads_match(torch.mm, r(*a, grad=True), r(*b, grad=True))


def test_mm_transposed_views():
    # linear's backward multiplies transposed (strided) views.
    a, b = r(4, 3), r(5, 4)
    check(lambda x, y: x.t() @ y.t(), a, b)
    check(lambda x, y: x[:, ::2] @ y[::2, 1:], r(6, 8), r(8, 5))


@pytest.mark.bucketed
@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.int8, torch.uint8])
def test_mm_integer(dtype):
    a = torch.randint(0, 5, (3, 4)).to(dtype)
    b = torch.randint(0, 5, (4, 2)).to(dtype)
    check(torch.mm, a, b)
    check(torch.bmm, a.unsqueeze(0).repeat(2, 1, 1), b.unsqueeze(0).repeat(2, 1, 1))
    check(torch.dot, a[0], b[:, 0])


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_mm_half_accumulates_in_f32(dtype):
    # A long inner dimension: summing in the half type would drift far past these tolerances.
    a, b = r(4, 512, dtype=dtype), r(512, 3, dtype=dtype)
    check(torch.mm, a, b, atol=1e-2, rtol=1e-2)
    check(torch.mv, a, b[:, 0], atol=1e-2, rtol=1e-2)
    grads_match(torch.mm, r(4, 64, dtype=dtype, grad=True), r(64, 3, dtype=dtype, grad=True), atol=5e-2, rtol=2e-2)


def test_bmm_baddbmm_addbmm():
    grads_match(torch.bmm, r(3, 2, 5, grad=True), r(3, 5, 4, grad=True))
    grads_match(lambda s, x, y: torch.baddbmm(s, x, y, beta=0.5, alpha=2), r(2, 4, grad=True), r(3, 2, 5, grad=True), r(3, 5, 4, grad=True))
    grads_match(lambda s, x, y: torch.addbmm(s, x, y, beta=2, alpha=-1), r(2, 4, grad=True), r(3, 2, 5, grad=True), r(3, 5, 4, grad=True))


@pytest.mark.bucketed
@pytest.mark.parametrize("beta,alpha", [
    (1, 1), (0.5, 2.0),
    pytest.param(0, 3, marks=pytest.mark.modes("eager", "compiled", reason="bucketed, beta=0 with a 1-d bias: "
                                                "'bucketing: aten::addmm: bias padded differently'")),
    (2, 0)])
def test_addmm(beta, alpha):
    check(lambda s, x, y: torch.addmm(s, x, y, beta=beta, alpha=alpha), r(4), r(2, 3), r(3, 4))
    check(lambda s, x, y: torch.addmm(s, x, y, beta=beta, alpha=alpha), r(2, 4), r(2, 3), r(3, 4))
    check(lambda s, x, y: torch.addmv(s, x, y, beta=beta, alpha=alpha), r(2), r(2, 3), r(3))
    check(lambda s, x, y: torch.addr(s, x, y, beta=beta, alpha=alpha), r(2, 3), r(2), r(3))


def test_addmm_beta_zero_ignores_nan():
    s = torch.full((2, 4), float("nan"))
    check(lambda s, x, y: torch.addmm(s, x, y, beta=0), s, r(2, 3), r(3, 4))
    check(lambda s, x, y: torch.addmm(s, x, y, beta=0.0, alpha=2), s, r(2, 3), r(3, 4))


def test_addmm_int():
    a = torch.randint(-3, 4, (2, 3))
    b = torch.randint(-3, 4, (3, 4))
    check(lambda s, x, y: torch.addmm(s, x, y, beta=2, alpha=3), torch.randint(-3, 4, (4,)), a, b)


def test_linear_forward_backward():
    grads_match(lambda x, w, b: F.linear(x, w, b), r(8, 5, grad=True), r(3, 5, grad=True), r(3))
    grads_match(lambda x, w: F.linear(x, w), r(2, 4, 5, grad=True), r(3, 5, grad=True))


@pytest.mark.parametrize(
    "sa,sb",
    [
        ((3,), (3,)),
        ((2, 3), (3,)),
        ((3,), (3, 4)),
        ((5, 2, 3), (3, 4)),
        ((2, 3), (5, 3, 4)),
        ((2, 1, 3, 4), (5, 4, 2)),
        ((7, 2, 3), (7, 3, 1)),
    ],
)
def test_matmul_broadcasting(sa, sb):
    grads_match(torch.matmul, r(*sa, grad=True), r(*sb, grad=True), atol=1e-5, rtol=1e-5)


def test_dot_vdot_mv_outer():
    grads_match(torch.dot, r(7, grad=True), r(7, grad=True))
    check(torch.vdot, r(7), r(7))
    grads_match(torch.mv, r(3, 7, grad=True), r(7, grad=True))
    check(torch.outer, r(3), r(4))


def test_odd_and_empty_shapes():
    check(torch.mm, r(0, 3), r(3, 4))
    check(torch.mm, r(2, 0), r(0, 4))  # an empty inner dimension gives zeros
    check(torch.bmm, r(0, 2, 3), r(0, 3, 4))
    check(torch.mm, r(1, 1), r(1, 1))


@pytest.mark.parametrize(
    "fn,args,msg",
    [
        (torch.mm, ((2, 3), (4, 5)), r"mat1 and mat2 shapes cannot be multiplied \(2x3 and 4x5\)"),
        (torch.matmul, ((7, 2, 3), (4, 5)), r"mat1 and mat2 shapes cannot be multiplied \(14x3 and 4x5\)"),
        (torch.mm, ((3,), (3, 4)), "self must be a matrix"),
        (torch.bmm, ((2, 3, 4), (3, 4, 5)), r"Expected size for first two dimensions of batch2 tensor to be: \[2, 4\] but got: \[3, 4\]"),
        (torch.dot, ((3,), (4,)), "inconsistent tensor size"),
        (torch.mv, ((3, 4), (3,)), r"size mismatch, got input \(3\), mat \(3x4\), vec \(3\)"),
    ],
)
@EAGER_ERRORS
def test_errors_match_cpu(fn, args, msg):
    xs = [torch.randn(*s) for s in args]
    with pytest.raises(RuntimeError, match=msg):
        fn(*xs)
    with pytest.raises(RuntimeError, match=msg):
        fn(*[x.to(DEV) for x in xs])


@EAGER_ERRORS
def test_dtype_mismatch():
    a, b = torch.randn(2, 3), torch.randn(3, 4, dtype=torch.float64)
    with pytest.raises(RuntimeError, match="expected m1 and m2 to have the same dtype"):
        torch.mm(a.to(DEV), b.to(DEV))


GROUPED = {  # (mat_a, mat_b, offs): an empty group and a group longer than the others
    "2d_3d": ((24, 16), (3, 16, 8), [8, 8, 24]),
    "3d_2d": ((3, 8, 16), (16, 24), [8, 8, 24]),
    "2d_2d": ((8, 24), (24, 16), [8, 8, 24]),
    "3d_3d": ((3, 8, 16), (3, 16, 8), None),
}


@pytest.mark.parametrize("form", sorted(GROUPED))
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_grouped_mm(form, dtype, run_mode):
    """torch._grouped_mm (mixture-of-experts layers), each form, with gradients (float32)."""
    if run_mode != "eager" and dtype == torch.float32 and torch.__version__.startswith("2.14"):
        pytest.skip("torch 2.14's meta kernel of _grouped_mm takes bfloat16 only ('Expected mat_a to be "
                    "BFloat16 or supported Float16 matrix'), so Dynamo cannot trace float32 (2.15 can)")
    sa, sb, offs = GROUPED[form]
    g = torch.Generator().manual_seed(0)
    a = torch.randn(sa, generator=g).to(dtype).requires_grad_(dtype == torch.float32)
    b = torch.randn(sb, generator=g).to(dtype).requires_grad_(dtype == torch.float32)
    o = None if offs is None else torch.tensor(offs, dtype=torch.int32)
    tol = 1e-5 if dtype == torch.float32 else 1e-2
    check(lambda x, y, z: torch._grouped_mm(x, y, offs=z), a, b, o, atol=tol, rtol=tol, grad=dtype == torch.float32)


@EAGER_ERRORS
def test_grouped_mm_errors():
    a, b = torch.randn(8, 16, device=DEV), torch.randn(2, 16, 8, device=DEV)
    with pytest.raises(RuntimeError, match="Offsets tensor should be defined"):
        torch._grouped_mm(a, b)
    with pytest.raises(RuntimeError, match="contraction dimension"):
        torch._grouped_mm(a, torch.randn(2, 8, 8, device=DEV), offs=torch.tensor([4, 8], dtype=torch.int32, device=DEV))


def test_matrix_exp():
    torch.manual_seed(0)
    # Norms from tiny (no scaling) to ~60 (several squarings), batched and complex.
    for shape, scale in [((5, 5), 1.0), ((3, 4, 4), 0.01), ((4, 4), 5.0), ((2, 3, 3), 4.0)]:
        check(torch.matrix_exp, (torch.randn(shape) * scale).requires_grad_(), grad=True, rtol=1e-5, atol=1e-4)
    check(torch.matrix_exp, torch.randn(4, 4, dtype=torch.complex64), rtol=1e-5, atol=1e-5)
    check(torch.matrix_exp, torch.zeros(2, 3, 3))


@pytest.mark.modes("eager", reason="Dynamo puts no aten.linalg_lstsq in a graph: 'Dynamic shape operator: output "
                   "shape depends on input Tensor data'")
@pytest.mark.parametrize("driver", ["gels", "gelsy", "gelsd", "gelss"])
def test_lstsq(driver):
    torch.manual_seed(0)
    # Tall (residuals), wide (least-norm solution), batched, a vector right side, and empty.
    cases = [((4, 3), (4, 2)), ((2, 3, 5), (2, 3, 2)), ((3, 3, 4, 3), (3, 3, 4, 3)), ((4, 3), (4,)), ((3, 0), (3, 2)), ((0, 3), (0, 2))]
    for sa, sb in cases:
        check(lambda a, b: torch.linalg.lstsq(a, b, driver=driver), torch.randn(sa), torch.randn(sb), atol=1e-4, rtol=1e-4)
    a, b = torch.randn(5, 3, requires_grad=True), torch.randn(5, 2, requires_grad=True)
    check(lambda a, b: torch.linalg.lstsq(a, b, driver=driver).solution, a, b, grad=True, atol=1e-4, rtol=1e-4)


def test_bilinear():
    """`bilinear` decomposes to `_trilinear`, which eager mode runs as a composite."""

    x1, x2 = torch.randn(4, 3, requires_grad=True), torch.randn(4, 6, requires_grad=True)
    w, b = torch.randn(5, 3, 6, requires_grad=True), torch.randn(5, requires_grad=True)
    check(torch.nn.functional.bilinear, x1, x2, w, b, grad=True, atol=1e-4, rtol=1e-4)
    check(lambda a, b, c: torch.ops.aten._trilinear(a, b, c, [], [], [], [1]),
                   torch.randn(2, 3), torch.randn(2, 3), torch.randn(2, 3))
