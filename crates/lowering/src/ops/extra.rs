//! Long-tail ops nobody else's family owns, picked from the OpInfo conformance sweep
//! (docs/conformance.md): Cholesky-based linear algebra, triangular solves, `linalg_cross`.
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
    r.op("cholesky", cholesky);
    r.op("cholesky_inverse", cholesky_inverse);
    r.op("_cholesky_solve_helper", cholesky_solve_helper);
    r.op("triangular_solve", triangular_solve);
    r.op("linalg_solve_triangular", linalg_solve_triangular);
    r.op("linalg_cross", linalg_cross);
}

/// PyTorch's short type names in linalg errors ("Float", "Long").
fn type_name(d: DType) -> &'static str {
    match d {
        DType::F32 => "Float",
        DType::F64 => "Double",
        DType::F16 => "Half",
        DType::BF16 => "BFloat16",
        DType::I64 => "Long",
        DType::I32 => "Int",
        DType::I16 => "Short",
        DType::I8 => "Char",
        DType::U8 => "Byte",
        DType::Bool => "Bool",
        _ => "Unknown",
    }
}

/// Checks a linalg operand: float32/float64, at least 2-D, square when `square`.
fn matrix(ctx: &LowerCtx, fname: &str, t: TensorArg, square: bool) -> Result<()> {
    if !matches!(t.dtype, DType::F32 | DType::F64) {
        if t.dtype.is_float() {
            return Err(ctx.unsupported(format!("\"{fname}\" not implemented for '{}'", type_name(t.dtype))));
        }
        return Err(ctx.invalid(format!(
            "{fname}: Expected a floating point or complex tensor as input. Got {}",
            type_name(t.dtype)
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

fn numel(dims: &[i64]) -> i64 {
    dims.iter().product()
}

/// Swaps the last two dimensions.
fn mt(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    let r = ctx.rank(v) as i64;
    let mut perm: Vec<i64> = (0..r).collect();
    perm.swap((r - 1) as usize, (r - 2) as usize);
    ok(ctx.b.transpose(v, &perm))
}

/// An `i1` mask over `dims` (matrices in the last two): the lower (row >= col) or upper
/// (row <= col) triangle, or the diagonal when `diag_only`.
fn tri_mask(ctx: &mut LowerCtx, dims: &[i64], lower: bool, diag_only: bool) -> Result<Value> {
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
fn keep_triangle(ctx: &mut LowerCtx, v: Value, lower: bool) -> Result<Value> {
    let dims = ctx.shape(v);
    let mask = tri_mask(ctx, &dims, lower, false)?;
    let zero = ctx.zeros_like(v)?;
    ok(ctx.b.select(mask, v, zero))
}

/// Identity matrices of `dims` (the last two equal), in `v`'s element type.
fn eye_like(ctx: &mut LowerCtx, dims: &[i64], elem: ElementType) -> Result<Value> {
    let mask = tri_mask(ctx, dims, true, true)?;
    let one = ctx.constant(elem, dims, 1.0)?;
    let zero = ctx.constant(elem, dims, 0.0)?;
    ok(ctx.b.select(mask, one, zero))
}

/// Broadcasts the batch dimensions (all but the last two) of `a` and `b` to their common shape.
fn broadcast_batches(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<(Value, Value)> {
    let (da, db) = (ctx.shape(a), ctx.shape(b));
    let (ra, rb) = (da.len(), db.len());
    let batch = ctx.broadcast_shapes(&[da[..ra - 2].to_vec(), db[..rb - 2].to_vec()])?;
    let ta = [batch.clone(), da[ra - 2..].to_vec()].concat();
    let tb = [batch, db[rb - 2..].to_vec()].concat();
    Ok((ctx.broadcast_to(a, &ta)?, ctx.broadcast_to(b, &tb)?))
}

/// Batched `a @ b` over equal batch dimensions.
fn bmm(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<Value> {
    let r = ctx.rank(a) as i64;
    let batch: Vec<i64> = (0..r - 2).collect();
    let dims = DotDims { lhs_batch: batch.clone(), rhs_batch: batch, lhs_contract: vec![r - 1], rhs_contract: vec![r - 2] };
    ok(ctx.b.dot_general(a, b, &dims, None))
}

/// A triangular solve that also accepts empty operands (XLA's needs non-empty ones).
fn tri_solve(ctx: &mut LowerCtx, a: Value, b: Value, left: bool, lower: bool, unit: bool, t: TransposeA) -> Result<Value> {
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

/// `cholesky(self, upper=False)`: the deprecated form, without `info`.
pub fn cholesky(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    matrix(ctx, "cholesky", x, true)?;
    let upper = args.bool_or("upper", false)?;
    let l = cholesky_lower(ctx, x.v)?;
    let out = if upper { mt(ctx, l)? } else { l };
    Ok(vec![ctx.out(out, x.dtype)])
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
    let b = args.tensor("self")?;
    let a = args.tensor("A")?;
    matrix(ctx, "cholesky_solve", a, true)?;
    let upper = args.bool("upper")?;
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
            type_name(b.dtype),
            type_name(a.dtype)
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
            type_name(a.dtype),
            type_name(b.dtype)
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
    let dtype = ctx.result_type(&[a, b]);
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

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_cholesky() {
        check("extra_linalg_cholesky_ex", "linalg_cholesky_ex", vec![("self", T::Tensor(F32, vec![2, 3, 3])), ("upper", T::Bool(false)), ("check_errors", T::Bool(false))]);
        check("extra_cholesky_upper", "cholesky", vec![("self", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(true))]);
        check("extra_cholesky_inverse", "cholesky_inverse", vec![("self", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(false))]);
        check("extra_cholesky_solve_helper", "_cholesky_solve_helper", vec![("self", T::Tensor(F32, vec![3, 2])), ("A", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(false))]);
    }

    #[test]
    fn golden_triangular() {
        check("extra_triangular_solve", "triangular_solve", vec![("self", T::Tensor(F32, vec![2, 3, 2])), ("A", T::Tensor(F32, vec![3, 3])), ("upper", T::Bool(true)), ("transpose", T::Bool(false)), ("unitriangular", T::Bool(false))]);
        check("extra_linalg_solve_triangular_right", "linalg_solve_triangular", vec![("self", T::Tensor(F32, vec![3, 3])), ("B", T::Tensor(F32, vec![2, 3])), ("upper", T::Bool(false)), ("left", T::Bool(false)), ("unitriangular", T::Bool(true))]);
    }

    #[test]
    fn golden_cross() {
        check("extra_linalg_cross", "linalg_cross", vec![("self", T::Tensor(F32, vec![4, 3])), ("other", T::Tensor(I64, vec![1, 3])), ("dim", T::Int(-1))]);
    }

    #[test]
    fn errors_match_pytorch() {
        let e = lower_text("linalg_cholesky_ex", vec![("self", T::Tensor(I64, vec![3, 3])), ("upper", T::Bool(false)), ("check_errors", T::Bool(false))]).unwrap_err();
        assert!(e.contains("Expected a floating point or complex tensor as input. Got Long"), "{e}");
        let e = lower_text("cholesky", vec![("self", T::Tensor(F32, vec![2, 3])), ("upper", T::Bool(false))]).unwrap_err();
        assert!(e.contains("must be batches of square matrices"), "{e}");
        let e = lower_text("linalg_cross", vec![("self", T::Tensor(F32, vec![4, 2])), ("other", T::Tensor(F32, vec![4, 2])), ("dim", T::Int(-1))]).unwrap_err();
        assert!(e.contains("must have length 3"), "{e}");
    }
}
