//! Pairwise p-norm distances: `_cdist_forward` (between two sets of rows,
//! batched) and `_pdist_forward` (between the rows of one matrix, upper
//! triangle), with their backward ops.
//!
//! Distances come from explicit differences, except where PyTorch itself
//! switches to the matrix-product form of the Euclidean distance (`p == 2`
//! with more than 25 rows, or `compute_mode` asking for it): we switch at the
//! same point, so results round alike. The backward follows PyTorch's kernel
//! case by case (p = 0, 1, < 2, 2, inf, other), zero where the distance is.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::index::{scatter_rows, select_rows, Combine};
use crate::ops::reduce::{reduce, Kind};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, DotDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("_cdist_forward", cdist_forward);
    r.op("_cdist_backward", cdist_backward);
    r.op("_pdist_forward", pdist_forward);
    r.op("_pdist_backward", pdist_backward);
}

/// The p-norm over `dim` of the differences `d`.
fn norm_of(ctx: &mut LowerCtx, d: Value, dim: usize, p: f64) -> Result<Value> {
    let a = ok(ctx.b.abs(d))?;
    if p == 0.0 {
        let z = ctx.zeros_like(d)?;
        let nz = ok(ctx.b.compare(d, z, CmpDir::Ne))?;
        let nz = ok(ctx.b.convert(nz, ctx.elem(d)))?;
        return reduce(ctx, nz, &[dim], Kind::Sum);
    }
    if p == 1.0 {
        return reduce(ctx, a, &[dim], Kind::Sum);
    }
    if p.is_infinite() {
        return reduce(ctx, a, &[dim], Kind::Max);
    }
    if p == 2.0 {
        let sq = ok(ctx.b.mul(d, d))?;
        let s = reduce(ctx, sq, &[dim], Kind::Sum)?;
        return ok(ctx.b.sqrt(s));
    }
    let pv = ctx.full_like(a, p)?;
    let ap = ok(ctx.b.pow(a, pv))?;
    let s = reduce(ctx, ap, &[dim], Kind::Sum)?;
    let inv = ctx.full_like(s, 1.0 / p)?;
    ok(ctx.b.pow(s, inv))
}

/// PyTorch's per-element distance gradient: d (difference), g (output
/// gradient), dist, all of one shape.
fn grad_term(ctx: &mut LowerCtx, d: Value, g: Value, dist: Value, p: f64) -> Result<Value> {
    let zero = ctx.zeros_like(d)?;
    if p == 0.0 {
        return Ok(zero);
    }
    let sign = ok(ctx.b.sign(d))?;
    if p == 1.0 {
        return ok(ctx.b.mul(sign, g));
    }
    let at_zero = ok(ctx.b.compare(dist, zero, CmpDir::Eq))?;
    let a = ok(ctx.b.abs(d))?;
    let v = if p.is_infinite() {
        // Only the coordinates reaching the maximum carry the gradient.
        let top = ok(ctx.b.compare(a, dist, CmpDir::Eq))?;
        let sg = ok(ctx.b.mul(sign, g))?;
        return ok(ctx.b.select(top, sg, zero));
    } else if p == 2.0 {
        let dg = ok(ctx.b.mul(d, g))?;
        ok(ctx.b.div(dg, dist))?
    } else if p < 2.0 {
        let pm1 = ctx.full_like(d, p - 1.0)?;
        let ap = ok(ctx.b.pow(a, pm1))?;
        let dp = ok(ctx.b.pow(dist, pm1))?;
        let num = ok(ctx.b.mul(sign, ap))?;
        let num = ok(ctx.b.mul(num, g))?;
        let v = ok(ctx.b.div(num, dp))?;
        if p < 1.0 {
            let dz = ok(ctx.b.compare(d, zero, CmpDir::Eq))?;
            ok(ctx.b.select(dz, zero, v))?
        } else {
            v
        }
    } else {
        let pm2 = ctx.full_like(d, p - 2.0)?;
        let pm1 = ctx.full_like(d, p - 1.0)?;
        let ap = ok(ctx.b.pow(a, pm2))?;
        let dp = ok(ctx.b.pow(dist, pm1))?;
        let num = ok(ctx.b.mul(d, ap))?;
        let num = ok(ctx.b.mul(num, g))?;
        ok(ctx.b.div(num, dp))?
    };
    ok(ctx.b.select(at_zero, zero, v))
}

fn check_p(ctx: &LowerCtx, p: f64, what: &str) -> Result<()> {
    if p < 0.0 || p.is_nan() {
        return Err(ctx.invalid(format!("{what} only supports non-negative p values")));
    }
    Ok(())
}

/// `x1`, `x2` expanded to their broadcast batch: `[b, r1, m]`, `[b, r2, m]`,
/// and the batch shape.
fn cdist_operands(ctx: &mut LowerCtx, x1: TensorArg, x2: TensorArg) -> Result<(Value, Value, Vec<i64>)> {
    let (s1, s2) = (ctx.shape(x1.v), ctx.shape(x2.v));
    if s1.len() < 2 {
        return Err(ctx.invalid(format!("cdist only supports at least 2D tensors, X1 got: {}D", s1.len())));
    }
    if s2.len() < 2 {
        return Err(ctx.invalid(format!("cdist only supports at least 2D tensors, X2 got: {}D", s2.len())));
    }
    let (m1, m2) = (s1[s1.len() - 1], s2[s2.len() - 1]);
    if m1 != m2 {
        return Err(ctx.invalid(format!("X1 and X2 must have the same number of columns. X1: {m1} X2: {m2}")));
    }
    for (x, which) in [(&x1, "X1"), (&x2, "X2")] {
        if !matches!(x.dtype, DType::F32 | DType::F64) {
            return Err(ctx.invalid(format!("cdist only supports floating-point dtypes, {which} got: {}", x.dtype.scalar_type_name())));
        }
    }
    let batch = ctx.broadcast_shapes(&[s1[..s1.len() - 2].to_vec(), s2[..s2.len() - 2].to_vec()])?;
    let b: i64 = batch.iter().product();
    let (r1, r2) = (s1[s1.len() - 2], s2[s2.len() - 2]);
    let expand = |ctx: &mut LowerCtx, v: Value, r: i64| -> Result<Value> {
        let mut full = batch.clone();
        full.extend([r, m1]);
        let e = ctx.broadcast_to(v, &full)?;
        ok(ctx.b.reshape(e, &[b, r, m1]))
    };
    let a = expand(ctx, x1.v, r1)?;
    let c = expand(ctx, x2.v, r2)?;
    Ok((a, c, batch))
}

/// `[b, r1, r2, m]` differences `x1[i] - x2[j]`.
fn differences(ctx: &mut LowerCtx, a: Value, c: Value) -> Result<Value> {
    let (sa, sc) = (ctx.shape(a), ctx.shape(c));
    let full = [sa[0], sa[1], sc[1], sa[2]];
    let ab = ok(ctx.b.broadcast_in_dim(a, &full, &[0, 1, 3]))?;
    let cb = ok(ctx.b.broadcast_in_dim(c, &full, &[0, 2, 3]))?;
    ok(ctx.b.sub(ab, cb))
}

/// Whether PyTorch computes this Euclidean distance as a matrix product.
fn uses_mm(p: f64, mode: i64, r1: i64, r2: i64) -> bool {
    p == 2.0 && (mode == 1 || (mode == 0 && (r1 > 25 || r2 > 25)))
}

/// `sqrt(max(|a|^2 - 2 a.c + |c|^2, 0))` from one product of the rows extended
/// with their squared norms and ones, as PyTorch's `_euclidean_dist` does.
fn euclidean_mm(ctx: &mut LowerCtx, a: Value, c: Value) -> Result<Value> {
    let (sa, sc) = (ctx.shape(a), ctx.shape(c));
    let elem = ctx.elem(a);
    let norms = |ctx: &mut LowerCtx, v: Value, s: &[i64]| -> Result<(Value, Value)> {
        let sq = ok(ctx.b.mul(v, v))?;
        let n = reduce(ctx, sq, &[2], Kind::Sum)?;
        let n = ok(ctx.b.reshape(n, &[s[0], s[1], 1]))?;
        let one = ctx.constant(elem, &[s[0], s[1], 1], 1.0)?;
        Ok((n, one))
    };
    let (na, oa) = norms(ctx, a, &sa)?;
    let (nc, oc) = norms(ctx, c, &sc)?;
    let m2 = ctx.full_like(a, -2.0)?;
    let a2 = ok(ctx.b.mul(a, m2))?;
    let lhs = ok(ctx.b.concatenate(&[a2, na, oa], 2))?;
    let rhs = ok(ctx.b.concatenate(&[c, oc, nc], 2))?;
    let dims = DotDims { lhs_batch: vec![0], rhs_batch: vec![0], lhs_contract: vec![2], rhs_contract: vec![2] };
    let r = ok(ctx.b.dot_general(lhs, rhs, &dims, None))?;
    let z = ctx.zeros_like(r)?;
    let r = ok(ctx.b.max(r, z))?;
    ok(ctx.b.sqrt(r))
}

/// `_cdist_forward(x1, x2, p, compute_mode)`: `[*batch, r1, r2]`.
pub fn cdist_forward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x1 = args.tensor("x1")?;
    let x2 = args.tensor("x2")?;
    let p = args.float("p")?;
    check_p(ctx, p, "cdist")?;
    let mode = args.opt_int("compute_mode")?.unwrap_or(0);
    if !(0..=2).contains(&mode) {
        return Err(ctx.invalid(format!("{mode} is not a valid value for compute_mode")));
    }
    let (a, c, batch) = cdist_operands(ctx, x1, x2)?;
    let (sa, sc) = (ctx.shape(a), ctx.shape(c));
    let (r1, r2, m) = (sa[1], sc[1], sa[2]);
    let mut out_shape = batch.clone();
    out_shape.extend([r1, r2]);
    let v = if sa[0] * r1 * r2 == 0 || m == 0 {
        ctx.constant(x1.dtype.elem(), &out_shape, 0.0)?
    } else {
        let v = if uses_mm(p, mode, r1, r2) {
            euclidean_mm(ctx, a, c)?
        } else {
            let d = differences(ctx, a, c)?;
            norm_of(ctx, d, 3, p)?
        };
        ok(ctx.b.reshape(v, &out_shape))?
    };
    Ok(vec![ctx.out(v, x1.dtype)])
}

/// `_cdist_backward(grad_output, x1, x2, p, cdist)`: the gradient of `x1`, in the
/// broadcast batch shape (autograd sums it down to `x1`'s).
pub fn cdist_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let x1 = args.tensor("x1")?;
    let x2 = args.tensor("x2")?;
    let p = args.float("p")?;
    let dist = args.tensor("cdist")?;
    let (a, c, batch) = cdist_operands(ctx, x1, x2)?;
    let (sa, sc) = (ctx.shape(a), ctx.shape(c));
    let (b, r1, r2, m) = (sa[0], sa[1], sc[1], sa[2]);
    let mut out_shape = batch.clone();
    out_shape.extend([r1, m]);
    if b * r1 * r2 * m == 0 || p == 0.0 {
        let z = ctx.constant(x1.dtype.elem(), &out_shape, 0.0)?;
        return Ok(vec![ctx.out(z, x1.dtype)]);
    }
    let d = differences(ctx, a, c)?;
    let full = ctx.shape(d);
    let per_pair = |ctx: &mut LowerCtx, t: TensorArg| -> Result<Value> {
        let v = ctx.cast(t, x1.dtype)?.v;
        let mut bs = batch.clone();
        bs.extend([r1, r2]);
        let v = ctx.broadcast_to(v, &bs)?;
        let v = ok(ctx.b.reshape(v, &[b, r1, r2]))?;
        ok(ctx.b.broadcast_in_dim(v, &full, &[0, 1, 2]))
    };
    let gv = per_pair(ctx, g)?;
    let dv = per_pair(ctx, dist)?;
    let t = grad_term(ctx, d, gv, dv, p)?;
    let s = reduce(ctx, t, &[2], Kind::Sum)?;
    let s = ok(ctx.b.reshape(s, &out_shape))?;
    Ok(vec![ctx.out(s, x1.dtype)])
}

/// The row pairs `i < j` of `n` rows, in row-major order of the upper triangle.
fn pairs(n: i64) -> (Vec<i64>, Vec<i64>) {
    let mut is = Vec::new();
    let mut js = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            is.push(i);
            js.push(j);
        }
    }
    (is, js)
}

fn pdist_input(ctx: &LowerCtx, x: &TensorArg, p: f64) -> Result<()> {
    if ctx.rank(x.v) != 2 {
        return Err(ctx.invalid(format!("pdist only supports 2D tensors, got: {}D", ctx.rank(x.v))));
    }
    if !matches!(x.dtype, DType::F32 | DType::F64) {
        return Err(ctx.invalid(format!("pdist only supports floating-point dtypes, got: {}", x.dtype.scalar_type_name())));
    }
    check_p(ctx, p, "pdist")
}

/// `[pairs, m]` differences `x[i] - x[j]` over the pairs.
fn pair_differences(ctx: &mut LowerCtx, x: Value, is: &[i64], js: &[i64]) -> Result<Value> {
    let k = is.len() as i64;
    let ity = TensorType::new(tpj_stablehlo::ElementType::I64, vec![k]);
    let iv = ok(ctx.b.constant_elements_i64(ity.clone(), is))?;
    let jv = ok(ctx.b.constant_elements_i64(ity, js))?;
    let xi = select_rows(ctx, x, 0, iv)?;
    let xj = select_rows(ctx, x, 0, jv)?;
    ok(ctx.b.sub(xi, xj))
}

/// `_pdist_forward(self, p=2)`: `[n (n - 1) / 2]`.
pub fn pdist_forward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let p = args.float("p")?;
    pdist_input(ctx, &x, p)?;
    let s = ctx.shape(x.v);
    let (is, js) = pairs(s[0]);
    let k = is.len() as i64;
    let v = if k == 0 || s[1] == 0 {
        ctx.constant(x.dtype.elem(), &[k], 0.0)?
    } else {
        let d = pair_differences(ctx, x.v, &is, &js)?;
        norm_of(ctx, d, 1, p)?
    };
    Ok(vec![ctx.out(v, x.dtype)])
}

/// `_pdist_backward(grad_output, self, p, pdist)`: each pair's term added to its
/// first row and subtracted from its second.
pub fn pdist_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let p = args.float("p")?;
    let dist = args.tensor("pdist")?;
    pdist_input(ctx, &x, p)?;
    let s = ctx.shape(x.v);
    let (is, js) = pairs(s[0]);
    let k = is.len() as i64;
    let zero = ctx.constant(x.dtype.elem(), &s, 0.0)?;
    if k == 0 || s[1] == 0 || p == 0.0 {
        return Ok(vec![ctx.out(zero, x.dtype)]);
    }
    let d = pair_differences(ctx, x.v, &is, &js)?;
    let full = ctx.shape(d);
    let gv = ctx.cast(g, x.dtype)?.v;
    let gv = ok(ctx.b.broadcast_in_dim(gv, &full, &[0]))?;
    let dv = ctx.cast(dist, x.dtype)?.v;
    let dv = ok(ctx.b.broadcast_in_dim(dv, &full, &[0]))?;
    let t = grad_term(ctx, d, gv, dv, p)?;
    let ity = TensorType::new(tpj_stablehlo::ElementType::I64, vec![k]);
    let iv = ok(ctx.b.constant_elements_i64(ity.clone(), &is))?;
    let jv = ok(ctx.b.constant_elements_i64(ity, &js))?;
    let plus = scatter_rows(ctx, zero, 0, iv, t, Combine::Add)?;
    let neg = ok(ctx.b.neg(t))?;
    let v = scatter_rows(ctx, plus, 0, jv, neg, Combine::Add)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_each_op() {
        let fwd = |p: f64| vec![("x1", T::Tensor(F32, vec![2, 3, 4])), ("x2", T::Tensor(F32, vec![5, 4])), ("p", T::Float(p)), ("compute_mode", T::None)];
        check("p2", "_cdist_forward", fwd(2.0));
        check("p1_5", "_cdist_forward", fwd(1.5));
        check(
            "p2",
            "_cdist_backward",
            vec![
                ("grad_output", T::Tensor(F32, vec![2, 3, 5])),
                ("x1", T::Tensor(F32, vec![2, 3, 4])),
                ("x2", T::Tensor(F32, vec![5, 4])),
                ("p", T::Float(2.0)),
                ("cdist", T::Tensor(F32, vec![2, 3, 5])),
            ],
        );
        check("p2", "_pdist_forward", vec![("self", T::Tensor(F32, vec![4, 3])), ("p", T::Float(2.0))]);
        check(
            "p3",
            "_pdist_backward",
            vec![("grad_output", T::Tensor(F32, vec![6])), ("self", T::Tensor(F32, vec![4, 3])), ("p", T::Float(3.0)), ("pdist", T::Tensor(F32, vec![6]))],
        );
    }
}
