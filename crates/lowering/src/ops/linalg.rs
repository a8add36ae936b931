//! Linear algebra: Cholesky, triangular solves, `linalg_cross`, LU (factor, unpack, solve,
//! inverse, determinants, `linalg_solve`), and the helpers the decompositions share
//! (`decomp.rs`: Householder QR, `eigh`, SVD, `matrix_exp`, `lstsq`, `pinv`).
//!
//! Matrices are the last two dimensions; leading dimensions are batches (broadcast between
//! operands like PyTorch's `_linalg_broadcast_batch_dims`). Only float dtypes are accepted, with
//! PyTorch's error text otherwise; half types are rejected like the CPU kernels do.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, DotDims, ElementType, TensorType, TransposeA, Value};

pub fn register(r: &mut Registry) {
    r.op("linalg_cholesky_ex", linalg_cholesky_ex);
    r.op("cholesky_inverse", cholesky_inverse);
    r.op("_cholesky_solve_helper", cholesky_solve_helper);
    r.op("cholesky_solve", cholesky_solve).no_eager_kernel();
    r.op("triangular_solve", triangular_solve);
    r.op("linalg_solve_triangular", linalg_solve_triangular);
    r.op("linalg_cross", linalg_cross);
    r.op("linalg_lu_factor_ex", linalg_lu_factor_ex);
    r.op("linalg_lu", linalg_lu);
    r.op("lu_unpack", lu_unpack);
    r.op("linalg_lu_solve", linalg_lu_solve);
    r.op("linalg_inv_ex", linalg_inv_ex);
    r.op("_linalg_det", linalg_det);
    r.op("_linalg_slogdet", linalg_slogdet);
    r.op("_linalg_solve_ex", linalg_solve_ex);
}

/// Checks a linalg operand: float32/float64, at least 2-D, square when `square`.
fn matrix(ctx: &LowerCtx, fname: &str, t: TensorArg, square: bool) -> Result<()> {
    if !matches!(t.dtype, DType::F32 | DType::F64) {
        if t.dtype.is_complex() {
            // Not lowered (a CPU fallback), rather than PyTorch's error for a dtype it does take.
            return Err(ctx.unsupported(format!("{fname} of {} matrices", t.dtype.name())));
        }
        if t.dtype.is_float() {
            return Err(ctx.unsupported(format!("\"{fname}\" not implemented for '{}'", t.dtype.scalar_type_name())));
        }
        return Err(ctx.invalid(format!(
            "{fname}: Expected a floating point or complex tensor as input. Got {}",
            t.dtype.scalar_type_name()
        )));
    }
    let dims = ctx.shape(t.v);
    let r = dims.len();
    if r < 2 {
        return Err(ctx.invalid(format!("{fname}: The input tensor A must have at least 2 dimensions.")));
    }
    if square && dims[r - 1] != dims[r - 2] {
        return Err(ctx.invalid(format!(
            "{fname}: A must be batches of square matrices, but they are {} by {} matrices",
            dims[r - 2],
            dims[r - 1]
        )));
    }
    Ok(())
}

pub(crate) fn numel(dims: &[i64]) -> i64 {
    dims.iter().product()
}

/// Swaps the last two dimensions.
pub(crate) fn mt(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    let r = ctx.rank(v) as i64;
    let mut perm: Vec<i64> = (0..r).collect();
    perm.swap((r - 1) as usize, (r - 2) as usize);
    ok(ctx.b.transpose(v, &perm))
}

/// An `i1` mask over `dims` (matrices in the last two): the lower (row >= col) or upper
/// (row <= col) triangle, or the diagonal when `diag_only`.
pub(crate) fn tri_mask(ctx: &mut LowerCtx, dims: &[i64], lower: bool, diag_only: bool) -> Result<Value> {
    let r = dims.len();
    let ty = TensorType::new(ElementType::I64, dims.to_vec());
    let row = ok(ctx.b.iota(ty.clone(), r - 2))?;
    let col = ok(ctx.b.iota(ty, r - 1))?;
    let dir = if diag_only {
        CmpDir::Eq
    } else if lower {
        CmpDir::Ge
    } else {
        CmpDir::Le
    };
    ok(ctx.b.compare(row, col, dir))
}

/// Keeps one triangle of `v`, zeroing the other.
pub(crate) fn keep_triangle(ctx: &mut LowerCtx, v: Value, lower: bool) -> Result<Value> {
    let dims = ctx.shape(v);
    let mask = tri_mask(ctx, &dims, lower, false)?;
    let zero = ctx.zeros_like(v)?;
    ok(ctx.b.select(mask, v, zero))
}

/// Identity matrices of `dims` (the last two equal), in `v`'s element type.
pub(crate) fn eye_like(ctx: &mut LowerCtx, dims: &[i64], elem: ElementType) -> Result<Value> {
    let mask = tri_mask(ctx, dims, true, true)?;
    let one = ctx.constant(elem, dims, 1.0)?;
    let zero = ctx.constant(elem, dims, 0.0)?;
    ok(ctx.b.select(mask, one, zero))
}

/// Broadcasts the batch dimensions (all but the last two) of `a` and `b` to their common shape.
pub(crate) fn broadcast_batches(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<(Value, Value)> {
    let (da, db) = (ctx.shape(a), ctx.shape(b));
    let (ra, rb) = (da.len(), db.len());
    let batch = ctx.broadcast_shapes(&[da[..ra - 2].to_vec(), db[..rb - 2].to_vec()])?;
    let ta = [batch.clone(), da[ra - 2..].to_vec()].concat();
    let tb = [batch, db[rb - 2..].to_vec()].concat();
    Ok((ctx.broadcast_to(a, &ta)?, ctx.broadcast_to(b, &tb)?))
}

/// Batched `a @ b` over equal batch dimensions.
pub(crate) fn bmm(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<Value> {
    let r = ctx.rank(a) as i64;
    let batch: Vec<i64> = (0..r - 2).collect();
    let dims = DotDims { lhs_batch: batch.clone(), rhs_batch: batch, lhs_contract: vec![r - 1], rhs_contract: vec![r - 2] };
    ok(ctx.b.dot_general(a, b, &dims, None))
}

/// A triangular solve that also accepts empty operands (XLA's needs non-empty ones).
pub(crate) fn tri_solve(ctx: &mut LowerCtx, a: Value, b: Value, left: bool, lower: bool, unit: bool, t: TransposeA) -> Result<Value> {
    if numel(&ctx.shape(a)) == 0 || numel(&ctx.shape(b)) == 0 {
        return Ok(b);
    }
    ok(ctx.b.triangular_solve(a, b, left, lower, unit, t))
}

/// The lower Cholesky factor of `x` (other triangle zero), or `x` itself when empty.
fn cholesky_lower(ctx: &mut LowerCtx, x: Value) -> Result<Value> {
    if numel(&ctx.shape(x)) == 0 {
        return Ok(x);
    }
    let l = ok(ctx.b.cholesky(x, true))?;
    keep_triangle(ctx, l, true)
}

/// `linalg_cholesky_ex(self, *, upper=False, check_errors=False) -> (L, info)`. `info` is the
/// order of the first leading minor that is not positive definite (the first non-finite diagonal
/// entry of the factor, 1-based), 0 when the factorisation succeeded.
pub fn linalg_cholesky_ex(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    matrix(ctx, "linalg.cholesky", x, true)?;
    let upper = args.bool_or("upper", false)?;
    let dims = ctx.shape(x.v);
    let l = cholesky_lower(ctx, x.v)?;
    let info = cholesky_info(ctx, l, &dims)?;
    let out = if upper { mt(ctx, l)? } else { l };
    Ok(vec![ctx.out(out, x.dtype), ctx.out(info, DType::I32)])
}

fn cholesky_info(ctx: &mut LowerCtx, l: Value, dims: &[i64]) -> Result<Value> {
    let r = dims.len();
    let batch = dims[..r - 2].to_vec();
    let n = dims[r - 1];
    if numel(dims) == 0 {
        return ctx.constant(ElementType::I32, &batch, 0.0);
    }
    // The diagonal, as batch + [n]: mask the rest to zero and sum each row.
    let mask = tri_mask(ctx, dims, true, true)?;
    let zero = ctx.zeros_like(l)?;
    let d = ok(ctx.b.select(mask, l, zero))?;
    let elem = ctx.elem(l);
    let init = ok(ctx.b.constant_f64(TensorType::scalar(elem), 0.0))?;
    let diag = ok(ctx.b.reduce(&[d], &[init], &[(r - 1) as i64], |b, p| Ok(vec![b.add(p[0], p[1])?])))?[0];
    let vdims = [batch.clone(), vec![n]].concat();
    let finite = ok(ctx.b.is_finite(diag))?;
    let pos = ok(ctx.b.iota(TensorType::new(ElementType::I32, vdims.clone()), r - 2))?;
    let one = ctx.constant(ElementType::I32, &vdims, 1.0)?;
    let pos1 = ok(ctx.b.add(pos, one))?;
    let big = ctx.constant(ElementType::I32, &vdims, (n + 1) as f64)?;
    let cand = ok(ctx.b.select(finite, big, pos1))?;
    let init = ok(ctx.b.constant_i64(TensorType::scalar(ElementType::I32), n + 1))?;
    let first = ok(ctx.b.reduce(&[cand], &[init], &[(r - 2) as i64], |b, p| Ok(vec![b.min(p[0], p[1])?])))?[0];
    let bigb = ctx.constant(ElementType::I32, &batch, (n + 1) as f64)?;
    let none = ok(ctx.b.compare(first, bigb, CmpDir::Eq))?;
    let zero = ctx.constant(ElementType::I32, &batch, 0.0)?;
    ok(ctx.b.select(none, zero, first))
}

/// `cholesky_inverse(self, upper=False)`: `(L L^T)^-1 = L^-T L^-1` from the factor.
pub fn cholesky_inverse(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    matrix(ctx, "cholesky_inverse", x, true)?;
    let upper = args.bool_or("upper", false)?;
    let dims = ctx.shape(x.v);
    let elem = ctx.elem(x.v);
    let eye = eye_like(ctx, &dims, elem)?;
    // X = L^-1 (lower) or U^-1 (upper); the inverse is X^T X (lower) or X X^T (upper).
    let inv_factor = tri_solve(ctx, x.v, eye, true, !upper, false, TransposeA::No)?;
    let inv_t = mt(ctx, inv_factor)?;
    let out = if upper { bmm(ctx, inv_factor, inv_t)? } else { bmm(ctx, inv_t, inv_factor)? };
    Ok(vec![ctx.out(out, x.dtype)])
}

/// `_cholesky_solve_helper(self, A, upper)`: solves `(L L^T) X = self` with `A` the factor.
pub fn cholesky_solve_helper(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    solve_cholesky(ctx, args.tensor("self")?, args.tensor("A")?, args.bool("upper")?)
}

/// `cholesky_solve(self, input2, upper=False)`: the composite eager mode runs
/// around `_cholesky_solve_helper`, whole in graphs.
pub fn cholesky_solve(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (b, a) = (args.tensor("self")?, args.tensor("input2")?);
    if ctx.rank(b.v) < 2 {
        return Err(ctx.invalid(format!("b should have at least 2 dimensions, but has {} dimensions instead", ctx.rank(b.v))));
    }
    if b.dtype != a.dtype {
        return Err(ctx.invalid(format!(
            "Expected b and A to have the same dtype, but found b of type {} and A of type {} instead.",
            b.dtype.scalar_type_name(),
            a.dtype.scalar_type_name()
        )));
    }
    solve_cholesky(ctx, b, a, args.bool_or("upper", false)?)
}

fn solve_cholesky(ctx: &mut LowerCtx, b: TensorArg, a: TensorArg, upper: bool) -> Result<Vec<TensorArg>> {
    matrix(ctx, "cholesky_solve", a, true)?;
    let (av, bv) = broadcast_batches(ctx, a.v, b.v)?;
    // lower: L Y = B, L^T X = Y. upper (A = U^T U): U^T Y = B, U X = Y.
    let (t1, t2) = if upper { (TransposeA::Transpose, TransposeA::No) } else { (TransposeA::No, TransposeA::Transpose) };
    let y = tri_solve(ctx, av, bv, true, !upper, false, t1)?;
    let x = tri_solve(ctx, av, y, true, !upper, false, t2)?;
    Ok(vec![ctx.out(x, b.dtype)])
}

/// `triangular_solve(self, A, upper=True, transpose=False, unitriangular=False)
/// -> (solution, cloned_coefficient)`: solves `op(A) X = self`.
pub fn triangular_solve(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let b = args.tensor("self")?;
    let a = args.tensor("A")?;
    matrix(ctx, "triangular_solve", a, true)?;
    if b.dtype != a.dtype {
        return Err(ctx.invalid(format!(
            "Expected b and A to have the same dtype, but found b of type {} and A of type {} instead.",
            b.dtype.scalar_type_name(),
            a.dtype.scalar_type_name()
        )));
    }
    let upper = args.bool_or("upper", true)?;
    let transpose = args.bool_or("transpose", false)?;
    let unit = args.bool_or("unitriangular", false)?;
    let (av, bv) = broadcast_batches(ctx, a.v, b.v)?;
    let t = if transpose { TransposeA::Transpose } else { TransposeA::No };
    let x = tri_solve(ctx, av, bv, true, !upper, unit, t)?;
    Ok(vec![ctx.out(x, b.dtype), ctx.out(av, a.dtype)])
}

/// `linalg_solve_triangular(self, B, *, upper, left=True, unitriangular=False)`: solves
/// `self X = B` (`left`) or `X self = B`.
pub fn linalg_solve_triangular(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = args.tensor("self")?;
    let b = args.tensor("B")?;
    matrix(ctx, "linalg.solve_triangular", a, true)?;
    if b.dtype != a.dtype {
        return Err(ctx.invalid(format!(
            "linalg.solve_triangular: Expected A and B to have the same dtype, but found A of type {} and B of type {} instead",
            a.dtype.scalar_type_name(),
            b.dtype.scalar_type_name()
        )));
    }
    let upper = args.bool("upper")?;
    let left = args.bool_or("left", true)?;
    let unit = args.bool_or("unitriangular", false)?;
    let (av, bv) = broadcast_batches(ctx, a.v, b.v)?;
    let x = tri_solve(ctx, av, bv, left, !upper, unit, TransposeA::No)?;
    Ok(vec![ctx.out(x, a.dtype)])
}

/// `linalg_cross(self, other, *, dim=-1)`: the cross product of 3-vectors along `dim`
/// (operands broadcast and promoted).
pub fn linalg_cross(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = args.tensor("self")?;
    let b = args.tensor("other")?;
    let dim = args.int_or("dim", -1)?;
    let (ra, rb) = (ctx.rank(a.v), ctx.rank(b.v));
    if ra != rb {
        return Err(ctx.invalid(format!(
            "linalg.cross: inputs must have the same number of dimensions. Got {ra} and {rb}"
        )));
    }
    let dtype = ctx.result_type(&[a, b])?;
    let vs = ctx.unify(&[a, b], dtype)?;
    let dims = ctx.shape(vs[0]);
    let d = ctx.wrap_dim(dim, dims.len())?;
    if dims.is_empty() || dims[d] != 3 {
        return Err(ctx.invalid(format!(
            "linalg.cross: inputs dimension {dim} must have length 3. Got {} and {}",
            ctx.shape(a.v).get(d).copied().unwrap_or(0),
            ctx.shape(b.v).get(d).copied().unwrap_or(0)
        )));
    }
    let comp = |ctx: &mut LowerCtx, v: Value, i: i64| -> Result<Value> {
        let mut start = vec![0i64; dims.len()];
        let mut limit = dims.clone();
        start[d] = i;
        limit[d] = i + 1;
        ok(ctx.b.slice(v, &start, &limit, &vec![1; dims.len()]))
    };
    let mut parts = Vec::with_capacity(3);
    for i in 0..3 {
        let (j, k) = ((i + 1) % 3, (i + 2) % 3);
        let aj = comp(ctx, vs[0], j)?;
        let bk = comp(ctx, vs[1], k)?;
        let ak = comp(ctx, vs[0], k)?;
        let bj = comp(ctx, vs[1], j)?;
        let p = ok(ctx.b.mul(aj, bk))?;
        let q = ok(ctx.b.mul(ak, bj))?;
        parts.push(if dtype == DType::Bool { ok(ctx.b.xor(p, q))? } else { ok(ctx.b.sub(p, q))? });
    }
    let out = ok(ctx.b.concatenate(&parts, d as i64))?;
    Ok(vec![ctx.out(out, dtype)])
}

// --- LU with partial pivoting ---------------------------------------------------------------

/// Matrices larger than this are not unrolled (the program grows linearly with the size).
pub(crate) const LU_MAX: i64 = 256;

/// Reduces `v` over `dim` with `f` (sum / max / min), keeping the dimension as size 1.
pub(crate) fn reduce_keep(ctx: &mut LowerCtx, v: Value, dim: usize, init: f64, f: fn(&mut tpj_stablehlo::Builder, Value, Value) -> std::result::Result<Value, tpj_stablehlo::BuildError>) -> Result<Value> {
    let mut dims = ctx.shape(v);
    let elem = ctx.elem(v);
    let iv = if elem.is_float() {
        ok(ctx.b.constant_f64(TensorType::scalar(elem), init))?
    } else {
        ok(ctx.b.constant_i64(TensorType::scalar(elem), init as i64))?
    };
    let r = ok(ctx.b.reduce(&[v], &[iv], &[dim as i64], |b, p| Ok(vec![f(b, p[0], p[1])?])))?[0];
    dims[dim] = 1;
    ok(ctx.b.reshape(r, &dims))
}

/// The result of [`lu_core`]: `LU` (L below the diagonal with unit diagonal implied, U on and
/// above), the LAPACK pivots (1-based row swapped with row k at step k), the permutation of rows
/// (`P A = L U` with row i of `P A` = row `perm[i]` of `A`), the number of swaps' parity (1 odd,
/// 0 even) and `info` (first zero pivot, 1-based; 0 when none).
struct Lu {
    lu: Value,
    pivots: Value,
    perm: Value,
    odd: Value,
    info: Value,
}

/// LU factorisation with partial pivoting (LAPACK getrf semantics), unrolled over the columns.
fn lu_core(ctx: &mut LowerCtx, a: Value) -> Result<Lu> {
    let dims = ctx.shape(a);
    let r = dims.len();
    let (m, n) = (dims[r - 2], dims[r - 1]);
    let k_max = m.min(n);
    if k_max > LU_MAX {
        return Err(ctx.unsupported(format!("LU of {m}x{n} matrices (unrolled up to {LU_MAX})")));
    }
    let batch = dims[..r - 2].to_vec();
    let elem = ctx.elem(a);
    let col_dims = [batch.clone(), vec![m, 1]].concat();
    let rows_i = ok(ctx.b.iota(TensorType::new(ElementType::I64, col_dims.clone()), r - 2))?;
    let full_rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, dims.clone()), r - 2))?;
    let full_cols = ok(ctx.b.iota(TensorType::new(ElementType::I64, dims.clone()), r - 1))?;
    let mut lu = a;
    let mut perm = ok(ctx.b.iota(TensorType::new(ElementType::I64, col_dims.clone()), r - 2))?;
    let mut pivots = Vec::new();
    let bdims1 = [batch.clone(), vec![1, 1]].concat();
    let mut info = ctx.constant(ElementType::I64, &bdims1, 0.0)?;
    let mut odd = ctx.constant(ElementType::I64, &bdims1, 0.0)?;
    let ones = vec![1i64; r];
    for k in 0..k_max {
        // The pivot row: the largest |A[i, k]| for i >= k (the first on ties).
        let mut s0 = vec![0i64; r];
        let mut l0 = dims.clone();
        s0[r - 1] = k;
        l0[r - 1] = k + 1;
        let col = ok(ctx.b.slice(lu, &s0, &l0, &ones))?;
        let acol = ok(ctx.b.abs(col))?;
        let kk = ctx.constant(ElementType::I64, &col_dims, k as f64)?;
        let below = ok(ctx.b.compare(rows_i, kk, CmpDir::Ge))?;
        let neg = ctx.constant(elem, &col_dims, -1.0)?;
        let cand = ok(ctx.b.select(below, acol, neg))?;
        let best = reduce_keep(ctx, cand, r - 2, f64::NEG_INFINITY, |b, x, y| b.max(x, y))?;
        let best_b = ctx.broadcast_to(best, &col_dims)?;
        let is_best = ok(ctx.b.compare(cand, best_b, CmpDir::Eq))?;
        let mbig = ctx.constant(ElementType::I64, &col_dims, m as f64)?;
        let idx = ok(ctx.b.select(is_best, rows_i, mbig))?;
        let p = reduce_keep(ctx, idx, r - 2, m as f64, |b, x, y| b.min(x, y))?; // batch x 1 x 1
        pivots.push(p);
        let p_col = ctx.broadcast_to(p, &col_dims)?;
        let at_p = ok(ctx.b.compare(rows_i, p_col, CmpDir::Eq))?;
        let at_k = ok(ctx.b.compare(rows_i, kk, CmpDir::Eq))?;
        // Swap rows k and p of LU and of perm.
        let at_p_full = ctx.broadcast_to(at_p, &dims)?;
        let at_k_full = ctx.broadcast_to(at_k, &dims)?;
        let zero = ctx.zeros_like(lu)?;
        let row_p_only = ok(ctx.b.select(at_p_full, lu, zero))?;
        let row_p = reduce_keep(ctx, row_p_only, r - 2, 0.0, |b, x, y| b.add(x, y))?;
        let mut s1 = vec![0i64; r];
        let mut l1 = dims.clone();
        s1[r - 2] = k;
        l1[r - 2] = k + 1;
        let row_k = ok(ctx.b.slice(lu, &s1, &l1, &ones))?;
        let row_p_b = ctx.broadcast_to(row_p, &dims)?;
        let row_k_b = ctx.broadcast_to(row_k, &dims)?;
        let t = ok(ctx.b.select(at_p_full, row_k_b, lu))?;
        lu = ok(ctx.b.select(at_k_full, row_p_b, t))?;
        let zp = ctx.zeros_like(perm)?;
        let perm_p_only = ok(ctx.b.select(at_p, perm, zp))?;
        let perm_p = reduce_keep(ctx, perm_p_only, r - 2, 0.0, |b, x, y| b.add(x, y))?;
        let perm_k = ok(ctx.b.slice(perm, &s1, &[col_dims[..r - 2].to_vec(), vec![k + 1, 1]].concat(), &ones))?;
        let perm_p_b = ctx.broadcast_to(perm_p, &col_dims)?;
        let perm_k_b = ctx.broadcast_to(perm_k, &col_dims)?;
        let t = ok(ctx.b.select(at_p, perm_k_b, perm))?;
        perm = ok(ctx.b.select(at_k, perm_p_b, t))?;
        let kb = ctx.constant(ElementType::I64, &bdims1, k as f64)?;
        let swapped = ok(ctx.b.compare(p, kb, CmpDir::Ne))?;
        let flip = ok(ctx.b.convert(swapped, ElementType::I64))?;
        odd = ok(ctx.b.xor(odd, flip))?;
        // Eliminate below the pivot: l_i = A[i, k] / A[k, k]; A[i, j] -= l_i A[k, j] (i, j > k).
        let mut s2 = vec![0i64; r];
        let mut l2 = dims.clone();
        s2[r - 2] = k;
        l2[r - 2] = k + 1;
        s2[r - 1] = k;
        l2[r - 1] = k + 1;
        let piv = ok(ctx.b.slice(lu, &s2, &l2, &ones))?; // batch x 1 x 1
        let pz = ctx.constant(elem, &bdims1, 0.0)?;
        let piv_zero = ok(ctx.b.compare(piv, pz, CmpDir::Eq))?;
        let k1 = ctx.constant(ElementType::I64, &bdims1, (k + 1) as f64)?;
        let iz = ctx.constant(ElementType::I64, &bdims1, 0.0)?;
        let no_info = ok(ctx.b.compare(info, iz, CmpDir::Eq))?;
        let first = ok(ctx.b.and(no_info, piv_zero))?;
        info = ok(ctx.b.select(first, k1, info))?;
        let col = ok(ctx.b.slice(lu, &s0, &l0, &ones))?;
        let piv_b = ctx.broadcast_to(piv, &col_dims)?;
        let q = ok(ctx.b.div(col, piv_b))?;
        let piv_zero_b = ctx.broadcast_to(piv_zero, &col_dims)?;
        let qz = ctx.zeros_like(q)?;
        let l = ok(ctx.b.select(piv_zero_b, qz, q))?;
        let row_k = ok(ctx.b.slice(lu, &s1, &l1, &ones))?;
        let lb = ctx.broadcast_to(l, &dims)?;
        let rb = ctx.broadcast_to(row_k, &dims)?;
        let outer = ok(ctx.b.mul(lb, rb))?;
        let upd = ok(ctx.b.sub(lu, outer))?;
        let kf = ctx.constant(ElementType::I64, &dims, k as f64)?;
        let ri = ok(ctx.b.compare(full_rows, kf, CmpDir::Gt))?;
        let cj = ok(ctx.b.compare(full_cols, kf, CmpDir::Gt))?;
        let ck = ok(ctx.b.compare(full_cols, kf, CmpDir::Eq))?;
        let both = ok(ctx.b.and(ri, cj))?;
        let t = ok(ctx.b.select(both, upd, lu))?;
        let at_col = ok(ctx.b.and(ri, ck))?;
        lu = ok(ctx.b.select(at_col, lb, t))?;
    }
    let pdims = [batch.clone(), vec![k_max]].concat();
    let pivots = if pivots.is_empty() {
        ctx.constant(ElementType::I32, &pdims, 0.0)?
    } else {
        let cat = ok(ctx.b.concatenate(&pivots, (r - 1) as i64))?; // batch x 1 x k
        let cat = ok(ctx.b.reshape(cat, &pdims))?;
        let one = ctx.constant(ElementType::I64, &pdims, 1.0)?;
        let p1 = ok(ctx.b.add(cat, one))?;
        ok(ctx.b.convert(p1, ElementType::I32))?
    };
    let perm = ok(ctx.b.reshape(perm, &[batch.clone(), vec![m]].concat()))?;
    let info = ok(ctx.b.reshape(info, &batch))?;
    let info = ok(ctx.b.convert(info, ElementType::I32))?;
    let odd = ok(ctx.b.reshape(odd, &batch))?;
    Ok(Lu { lu, pivots, perm, odd, info })
}

pub(crate) fn lu_input(ctx: &mut LowerCtx, args: &Args, name: &str, fname: &str, square: bool) -> Result<TensorArg> {
    let a = args.tensor(name)?;
    matrix(ctx, fname, a, square)?;
    Ok(a)
}

/// `P` as a matrix from the permutation (`P[i, j] = perm[i] == j`), `m x m`, in `elem`.
fn perm_matrix(ctx: &mut LowerCtx, perm: Value, m: i64, elem: ElementType) -> Result<Value> {
    let pd = ctx.shape(perm);
    let r = pd.len() + 1;
    let dims = [pd.clone(), vec![m]].concat();
    let pcol = ok(ctx.b.reshape(perm, &[pd.clone(), vec![1]].concat()))?;
    let pb = ctx.broadcast_to(pcol, &dims)?;
    let j = ok(ctx.b.iota(TensorType::new(ElementType::I64, dims.clone()), r - 1))?;
    let eq = ok(ctx.b.compare(pb, j, CmpDir::Eq))?;
    let one = ctx.constant(elem, &dims, 1.0)?;
    let zero = ctx.constant(elem, &dims, 0.0)?;
    ok(ctx.b.select(eq, one, zero))
}

/// `linalg_lu_factor_ex(A, *, pivot=True, check_errors=False) -> (LU, pivots, info)`.
pub fn linalg_lu_factor_ex(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "torch.linalg.lu_factor_ex", false)?;
    if !args.bool_or("pivot", true)? {
        return Err(ctx.unsupported("LU without pivoting"));
    }
    let f = lu_core(ctx, a.v)?;
    Ok(vec![ctx.out(f.lu, a.dtype), ctx.out(f.pivots, DType::I32), ctx.out(f.info, DType::I32)])
}

/// Splits a packed `LU` (`m x n`) into unit-lower `L` (`m x k`) and upper `U` (`k x n`).
fn split_lu(ctx: &mut LowerCtx, lu: Value) -> Result<(Value, Value)> {
    let dims = ctx.shape(lu);
    let r = dims.len();
    let (m, n) = (dims[r - 2], dims[r - 1]);
    let k = m.min(n);
    let ones = vec![1i64; r];
    let mut lim = dims.clone();
    lim[r - 1] = k;
    let lpart = ok(ctx.b.slice(lu, &vec![0; r], &lim, &ones))?; // m x k
    let ldims = ctx.shape(lpart);
    let strict = {
        let ty = TensorType::new(ElementType::I64, ldims.clone());
        let row = ok(ctx.b.iota(ty.clone(), r - 2))?;
        let col = ok(ctx.b.iota(ty, r - 1))?;
        (ok(ctx.b.compare(row, col, CmpDir::Gt))?, ok(ctx.b.compare(row, col, CmpDir::Eq))?)
    };
    let zero = ctx.zeros_like(lpart)?;
    let one = ctx.full_like(lpart, 1.0)?;
    let t = ok(ctx.b.select(strict.1, one, zero))?;
    let l = ok(ctx.b.select(strict.0, lpart, t))?;
    let mut lim = dims.clone();
    lim[r - 2] = k;
    let upart = ok(ctx.b.slice(lu, &vec![0; r], &lim, &ones))?; // k x n
    let u = keep_triangle(ctx, upart, false)?;
    Ok((l, u))
}

/// `linalg_lu(A, *, pivot=True) -> (P, L, U)` with `A = P L U`.
pub fn linalg_lu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.lu", false)?;
    if !args.bool_or("pivot", true)? {
        return Err(ctx.unsupported("LU without pivoting"));
    }
    let m = ctx.shape(a.v)[ctx.rank(a.v) - 2];
    let f = lu_core(ctx, a.v)?;
    let (l, u) = split_lu(ctx, f.lu)?;
    let elem = ctx.elem(a.v);
    let pm = perm_matrix(ctx, f.perm, m, elem)?; // P A = L U, so A = P^T L U
    let p = mt(ctx, pm)?;
    Ok(vec![ctx.out(p, a.dtype), ctx.out(l, a.dtype), ctx.out(u, a.dtype)])
}

/// The row permutation (`perm[i]`: the original row now at row i) from LAPACK pivots.
fn perm_from_pivots(ctx: &mut LowerCtx, pivots: Value, m: i64) -> Result<Value> {
    let pd = ctx.shape(pivots);
    let r = pd.len();
    let k = pd[r - 1];
    if k > LU_MAX {
        return Err(ctx.unsupported(format!("pivots of length {k} (unrolled up to {LU_MAX})")));
    }
    let batch = pd[..r - 1].to_vec();
    let dims = [batch.clone(), vec![m]].concat();
    let piv = ok(ctx.b.convert(pivots, ElementType::I64))?;
    let mut perm = ok(ctx.b.iota(TensorType::new(ElementType::I64, dims.clone()), r - 1))?;
    let rows = perm;
    let ones = vec![1i64; r];
    for i in 0..k {
        let mut s = vec![0i64; r];
        let mut l = pd.clone();
        s[r - 1] = i;
        l[r - 1] = i + 1;
        let p1 = ok(ctx.b.slice(piv, &s, &l, &ones))?; // batch x 1
        let one = ctx.constant(ElementType::I64, &ctx.shape(p1), 1.0)?;
        let p = ok(ctx.b.sub(p1, one))?;
        let pb = ctx.broadcast_to(p, &dims)?;
        let ib = ctx.constant(ElementType::I64, &dims, i as f64)?;
        let at_p = ok(ctx.b.compare(rows, pb, CmpDir::Eq))?;
        let at_i = ok(ctx.b.compare(rows, ib, CmpDir::Eq))?;
        let zero = ctx.zeros_like(perm)?;
        let vp = ok(ctx.b.select(at_p, perm, zero))?;
        let vp = reduce_keep(ctx, vp, r - 1, 0.0, |b, x, y| b.add(x, y))?;
        let mut lim = dims.clone();
        lim[r - 1] = i + 1;
        let vi = ok(ctx.b.slice(perm, &s, &lim, &ones))?;
        let vpb = ctx.broadcast_to(vp, &dims)?;
        let vib = ctx.broadcast_to(vi, &dims)?;
        let t = ok(ctx.b.select(at_p, vib, perm))?;
        perm = ok(ctx.b.select(at_i, vpb, t))?;
    }
    Ok(perm)
}

/// `lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True) -> (P, L, U)`.
pub fn lu_unpack(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let lu = args.tensor("LU_data")?;
    let piv = args.tensor("LU_pivots")?;
    let dims = ctx.shape(lu.v);
    let r = dims.len();
    let m = dims[r - 2];
    let (l, u) = split_lu(ctx, lu.v)?;
    let perm = perm_from_pivots(ctx, piv.v, m)?;
    let elem = ctx.elem(lu.v);
    let pm = perm_matrix(ctx, perm, m, elem)?;
    let p = mt(ctx, pm)?;
    Ok(vec![ctx.out(p, lu.dtype), ctx.out(l, lu.dtype), ctx.out(u, lu.dtype)])
}

/// Solves `A X = B` from `P A = L U`: `X = U^-1 L^-1 P B` (`adjoint`: `A^T X = B`,
/// `X = P^T L^-T U^-T B`).
fn lu_solve_left(ctx: &mut LowerCtx, lu: Value, perm: Value, b: Value, adjoint: bool) -> Result<Value> {
    let m = ctx.shape(lu)[ctx.rank(lu) - 1];
    let elem = ctx.elem(lu);
    let pm = perm_matrix(ctx, perm, m, elem)?;
    let (pm, b) = broadcast_batches(ctx, pm, b)?;
    let (lu, b) = broadcast_batches(ctx, lu, b)?;
    if !adjoint {
        let pb = bmm(ctx, pm, b)?;
        let y = tri_solve(ctx, lu, pb, true, true, true, TransposeA::No)?;
        tri_solve(ctx, lu, y, true, false, false, TransposeA::No)
    } else {
        let y = tri_solve(ctx, lu, b, true, false, false, TransposeA::Transpose)?;
        let z = tri_solve(ctx, lu, y, true, true, true, TransposeA::Transpose)?;
        let pt = mt(ctx, pm)?;
        bmm(ctx, pt, z)
    }
}

/// `linalg_lu_solve(LU, pivots, B, *, left=True, adjoint=False)`.
pub fn linalg_lu_solve(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let lu = lu_input(ctx, args, "LU", "linalg.lu_solve", true)?;
    let piv = args.tensor("pivots")?;
    let b = args.tensor("B")?;
    let left = args.bool_or("left", true)?;
    let adjoint = args.bool_or("adjoint", false)?;
    let m = ctx.shape(lu.v)[ctx.rank(lu.v) - 1];
    let perm = perm_from_pivots(ctx, piv.v, m)?;
    let x = if left {
        lu_solve_left(ctx, lu.v, perm, b.v, adjoint)?
    } else {
        // X A = B  <=>  A^T X^T = B^T.
        let bt = mt(ctx, b.v)?;
        let xt = lu_solve_left(ctx, lu.v, perm, bt, !adjoint)?;
        mt(ctx, xt)?
    };
    Ok(vec![ctx.out(x, b.dtype)])
}

/// `linalg_inv_ex(A, *, check_errors=False) -> (inverse, info)`.
pub fn linalg_inv_ex(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.inv", true)?;
    let dims = ctx.shape(a.v);
    let f = lu_core(ctx, a.v)?;
    let elem = ctx.elem(a.v);
    let eye = eye_like(ctx, &dims, elem)?;
    let inv = lu_solve_left(ctx, f.lu, f.perm, eye, false)?;
    Ok(vec![ctx.out(inv, a.dtype), ctx.out(f.info, DType::I32)])
}

/// The diagonal of (batches of) square matrices, as batch + [n].
pub(crate) fn diagonal(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    let dims = ctx.shape(v);
    let r = dims.len();
    let mask = tri_mask(ctx, &dims, true, true)?;
    let zero = ctx.zeros_like(v)?;
    let d = ok(ctx.b.select(mask, v, zero))?;
    let s = reduce_keep(ctx, d, r - 1, 0.0, |b, x, y| b.add(x, y))?;
    ok(ctx.b.reshape(s, &dims[..r - 1]))
}

/// The LU that `_linalg_det` / `_linalg_slogdet` return: PyTorch factors `A^T` when `A` is
/// contiguous (and its backward solves with `adjoint = !contiguous`). A lowering cannot see
/// strides, so this assumes the common, contiguous case; a non-contiguous `A` gets wrong
/// gradients (docs/conformance.md lists it for the engine).
fn det_lu(ctx: &mut LowerCtx, a: Value) -> Result<Lu> {
    let at = mt(ctx, a)?;
    lu_core(ctx, at)
}

/// `_linalg_solve_ex(A, B, *, left=True, check_errors=False) -> (result, LU, pivots, info)`.
/// `LU` factors `A` itself (as in PyTorch 2.11, whatever `A`'s strides). `B` may be a vector
/// (batch + [n]).
pub fn linalg_solve_ex(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.solve", true)?;
    let b = args.tensor("B")?;
    let left = args.bool_or("left", true)?;
    if b.dtype != a.dtype {
        return Err(ctx.invalid(format!(
            "linalg.solve: Expected A and B to have the same dtype, but found A of type {} and B of type {} instead",
            a.dtype.scalar_type_name(),
            b.dtype.scalar_type_name()
        )));
    }
    let (ad, bd) = (ctx.shape(a.v), ctx.shape(b.v));
    let vector = bd.len() == 1 || (left && bd.len() + 1 == ad.len() && bd[..] == ad[..ad.len() - 1]);
    let bv = if vector { ok(ctx.b.reshape(b.v, &[bd.clone(), vec![1]].concat()))? } else { b.v };
    let f = lu_core(ctx, a.v)?;
    let x = if left {
        lu_solve_left(ctx, f.lu, f.perm, bv, false)?
    } else {
        let bt = mt(ctx, bv)?;
        let xt = lu_solve_left(ctx, f.lu, f.perm, bt, true)?;
        mt(ctx, xt)?
    };
    let x = if vector {
        let xd = ctx.shape(x);
        ok(ctx.b.reshape(x, &xd[..xd.len() - 1]))?
    } else {
        x
    };
    Ok(vec![ctx.out(x, a.dtype), ctx.out(f.lu, a.dtype), ctx.out(f.pivots, DType::I32), ctx.out(f.info, DType::I32)])
}

/// `_linalg_det(A) -> (result, LU, pivots)`.
pub fn linalg_det(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.det", true)?;
    let f = det_lu(ctx, a.v)?;
    let d = diagonal(ctx, f.lu)?;
    let r = ctx.rank(d);
    let prod = reduce_keep(ctx, d, r - 1, 1.0, |b, x, y| b.mul(x, y))?;
    let bshape = ctx.shape(f.odd);
    let prod = ok(ctx.b.reshape(prod, &bshape))?;
    let neg = ok(ctx.b.neg(prod))?;
    let one = ctx.constant(ElementType::I64, &bshape, 1.0)?;
    let is_odd = ok(ctx.b.compare(f.odd, one, CmpDir::Eq))?;
    let det = ok(ctx.b.select(is_odd, neg, prod))?;
    Ok(vec![ctx.out(det, a.dtype), ctx.out(f.lu, a.dtype), ctx.out(f.pivots, DType::I32)])
}

/// `_linalg_slogdet(A) -> (sign, logabsdet, LU, pivots)`.
pub fn linalg_slogdet(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.slogdet", true)?;
    let f = det_lu(ctx, a.v)?;
    let d = diagonal(ctx, f.lu)?;
    let r = ctx.rank(d);
    let sg = ok(ctx.b.sign(d))?;
    let sprod = reduce_keep(ctx, sg, r - 1, 1.0, |b, x, y| b.mul(x, y))?;
    let ad = ok(ctx.b.abs(d))?;
    let la = ok(ctx.b.log(ad))?;
    let lsum = reduce_keep(ctx, la, r - 1, 0.0, |b, x, y| b.add(x, y))?;
    let bshape = ctx.shape(f.odd);
    let sprod = ok(ctx.b.reshape(sprod, &bshape))?;
    let lsum = ok(ctx.b.reshape(lsum, &bshape))?;
    let neg = ok(ctx.b.neg(sprod))?;
    let one = ctx.constant(ElementType::I64, &bshape, 1.0)?;
    let is_odd = ok(ctx.b.compare(f.odd, one, CmpDir::Eq))?;
    let sign = ok(ctx.b.select(is_odd, neg, sprod))?;
    Ok(vec![ctx.out(sign, a.dtype), ctx.out(lsum, a.dtype), ctx.out(f.lu, a.dtype), ctx.out(f.pivots, DType::I32)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};



    #[test]
    fn golden_cholesky() {
        check("extra_linalg_cholesky_ex", "linalg_cholesky_ex", vec![("self", T::Tensor(F32, vec![2, 3, 3])), ("upper", T::Bool(false)), ("check_errors", T::Bool(false))]);
        check("extra_cholesky_inverse", "cholesky_inverse", vec![("self", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(false))]);
        check("extra_cholesky_solve_helper", "_cholesky_solve_helper", vec![("self", T::Tensor(F32, vec![3, 2])), ("A", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(false))]);
        check("extra_cholesky_solve_upper", "cholesky_solve", vec![("self", T::Tensor(F32, vec![3, 2])), ("input2", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(true))]);
    }

    #[test]
    fn golden_triangular() {
        check("extra_triangular_solve", "triangular_solve", vec![("self", T::Tensor(F32, vec![2, 3, 2])), ("A", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(true)), ("transpose", T::Bool(false)), ("unitriangular", T::Bool(false))]);
        check("extra_linalg_solve_triangular_right", "linalg_solve_triangular", vec![("self", T::Tensor(F32, vec![3, 3])), ("B", T::Tensor(F32, vec![2, 3])), ("upper", T::Bool(false)), ("left", T::Bool(false)), ("unitriangular", T::Bool(true))]);
    }

    #[test]
    fn golden_lu() {
        check("extra_linalg_lu_factor_ex", "linalg_lu_factor_ex", vec![("A", T::Tensor(F32, vec![2, 2])), ("pivot", T::Bool(true)), ("check_errors", T::Bool(false))]);
        check("extra_linalg_inv_ex", "linalg_inv_ex", vec![("A", T::Tensor(F32, vec![2, 2])), ("check_errors", T::Bool(false))]);
        check("extra_linalg_det", "_linalg_det", vec![("A", T::Tensor(F32, vec![2, 2]))]);
        check("extra_linalg_solve_ex_vector", "_linalg_solve_ex", vec![("A", T::Tensor(F32, vec![2, 2])), ("B", T::Tensor(F32, vec![2])), ("left", T::Bool(true)), ("check_errors", T::Bool(false))]);
        check("extra_lu_unpack", "lu_unpack", vec![("LU_data", T::Tensor(F32, vec![2, 2])), ("LU_pivots", T::Tensor(I32, vec![2])), ("unpack_data", T::Bool(true)), ("unpack_pivots", T::Bool(true))]);
    }

    #[test]
    fn golden_cross() {
        check("extra_linalg_cross", "linalg_cross", vec![("self", T::Tensor(F32, vec![4, 3])), ("other", T::Tensor(I64, vec![1, 3])), ("dim", T::Int(-1))]);
    }

    #[test]
    fn errors_match_pytorch() {
        let e = lower_text("linalg_cholesky_ex", vec![("self", T::Tensor(I64, vec![3, 3])), ("upper", T::Bool(false)), ("check_errors", T::Bool(false))]).unwrap_err();
        assert!(e.contains("Expected a floating point or complex tensor as input. Got Long"), "{e}");
        let e = lower_text("linalg_cholesky_ex", vec![("self", T::Tensor(F32, vec![2, 3])), ("upper", T::Bool(false)), ("check_errors", T::Bool(false))]).unwrap_err();
        assert!(e.contains("must be batches of square matrices"), "{e}");
        let e = lower_text("linalg_cross", vec![("self", T::Tensor(F32, vec![4, 2])), ("other", T::Tensor(F32, vec![4, 2])), ("dim", T::Int(-1))]).unwrap_err();
        assert!(e.contains("must have length 3"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("linalg_lu", "linalg_lu", vec![("A", T::Tensor(F32, vec![3, 3])), ("pivot", T::Bool(true))]);
        check("linalg_lu_solve", "linalg_lu_solve", vec![("LU", T::Tensor(F32, vec![3, 3])), ("pivots", T::Tensor(I32, vec![3])), ("B", T::Tensor(F32, vec![3, 2])), ("left", T::Bool(true)), ("adjoint", T::Bool(false))]);
        check("_linalg_slogdet", "_linalg_slogdet", vec![("A", T::Tensor(F32, vec![3, 3]))]);
    }
}
