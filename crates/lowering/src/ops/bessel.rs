//! Modified Bessel functions of the first kind, orders 0 and 1: `i0`,
//! `special_i0e`, `special_i1`, `special_i1e` (the `e` forms scaled by
//! `exp(-|x|)`), and `special_modified_bessel_i0/i1`, the same functions.
//!
//! Two expansions, switched at a threshold chosen per precision: the power
//! series `I_v(x) = (x/2)^v sum_k (x^2/4)^k / (k! (k+v)!)` below it, and above
//! it the large-argument expansion
//! `I_v(x) ~ e^x / sqrt(2 pi x) * sum_k (-1)^k a_k(v) / x^k`,
//! `a_k(v) = prod_{j=1..k} (4v^2 - (2j-1)^2) / (8j)`, cut where its terms are
//! smallest at the threshold. Both are evaluated in nested (Horner) form, each
//! coefficient derived from the term ratio above, in the input's opmath type.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::pointwise::{finish, float_result};
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, Value};

pub fn register(r: &mut Registry) {
    r.pad_family(PadRule::Elementwise);
    r.op("i0", i0);
    r.op("special_i0e", i0e);
    r.op("special_i1", i1);
    r.op("special_i1e", i1e);
    r.op("special_modified_bessel_i0", i0);
    r.op("special_modified_bessel_i1", i1);
    r.pad_family(PadRule::NotBucketable);
}

/// Where the series hands over to the large-argument expansion, and how many
/// terms each takes there, per compute precision.
struct Plan {
    threshold: f64,
    series_terms: usize,
    asymptotic_terms: usize,
}

fn plan(elem: tpj_stablehlo::ElementType) -> Plan {
    if elem == tpj_stablehlo::ElementType::F64 {
        Plan { threshold: 25.0, series_terms: 50, asymptotic_terms: 40 }
    } else {
        Plan { threshold: 12.0, series_terms: 22, asymptotic_terms: 14 }
    }
}

/// `1 + m[0] z (1 + m[1] z (1 + ...))`.
fn nested(ctx: &mut LowerCtx, z: Value, m: &[f64]) -> Result<Value> {
    let one = ctx.full_like(z, 1.0)?;
    let mut r = one;
    for &c in m.iter().rev() {
        let k = ctx.full_like(z, c)?;
        let t = ok(ctx.b.mul(z, k))?;
        let t = ok(ctx.b.mul(t, r))?;
        r = ok(ctx.b.add(one, t))?;
    }
    Ok(r)
}

/// `I_order(x)` (or `exp(-|x|) I_order(x)` when `scaled`) for order 0 or 1.
fn bessel_i(ctx: &mut LowerCtx, x: Value, order: u32, scaled: bool) -> Result<Value> {
    let p = plan(ctx.elem(x));
    let ax = ok(ctx.b.abs(x))?;
    let th = ctx.full_like(x, p.threshold)?;
    let small = ok(ctx.b.compare(ax, th, CmpDir::Le))?;
    // Each branch sees arguments in its own range, so the other cannot overflow.
    let xs = ok(ctx.b.min(ax, th))?;
    let xl = ok(ctx.b.max(ax, th))?;
    let v = order as f64;

    let half = ctx.full_like(x, 0.5)?;
    let h = ok(ctx.b.mul(xs, half))?;
    let q = ok(ctx.b.mul(h, h))?;
    let m: Vec<f64> = (1..=p.series_terms).map(|k| 1.0 / (k as f64 * (k as f64 + v))).collect();
    let mut series = nested(ctx, q, &m)?;
    if order == 1 {
        series = ok(ctx.b.mul(series, h))?;
    }
    if scaled {
        let n = ok(ctx.b.neg(xs))?;
        let e = ok(ctx.b.exp(n))?;
        series = ok(ctx.b.mul(series, e))?;
    }

    let one = ctx.full_like(x, 1.0)?;
    let t = ok(ctx.b.div(one, xl))?;
    let r: Vec<f64> = (1..=p.asymptotic_terms)
        .map(|k| {
            let j = (2 * k - 1) as f64;
            (j * j - 4.0 * v * v) / (8.0 * k as f64)
        })
        .collect();
    let sum = nested(ctx, t, &r)?;
    let two_pi = ctx.full_like(x, 2.0 * std::f64::consts::PI)?;
    let d = ok(ctx.b.mul(two_pi, xl))?;
    let d = ok(ctx.b.sqrt(d))?;
    let mut large = ok(ctx.b.div(sum, d))?;
    if !scaled {
        // At x = inf this is inf * 0 = NaN, PyTorch's value there too.
        let e = ok(ctx.b.exp(xl))?;
        large = ok(ctx.b.mul(e, large))?;
    }
    let mut out = ok(ctx.b.select(small, series, large))?;
    // Order 1 is odd; the expansions above are of |x|.
    if order == 1 {
        let zero = ctx.zeros_like(x)?;
        let neg = ok(ctx.b.compare(x, zero, CmpDir::Lt))?;
        let n = ok(ctx.b.neg(out))?;
        out = ok(ctx.b.select(neg, n, out))?;
    }
    // NaN in, NaN out (the comparisons above send it to the large branch, whose
    // clamp to the threshold would hide it).
    let nan = ok(ctx.b.compare(x, x, CmpDir::Ne))?;
    ok(ctx.b.select(nan, x, out))
}

/// Integers and bools compute as float32, like PyTorch's unary float ops.
fn unary(ctx: &mut LowerCtx, args: &Args, order: u32, scaled: bool) -> Result<Vec<TensorArg>> {
    let x: TensorArg = args.tensor("self")?;
    if x.dtype.is_complex() {
        return Err(ctx.unsupported(format!("Bessel function of {} (complex arguments are not supported)", x.dtype.name())));
    }
    let out: DType = float_result(x.dtype);
    let c = ctx.cast(x, out)?;
    let c = ctx.cast(c, out.opmath())?;
    let v = bessel_i(ctx, c.v, order, scaled)?;
    finish(ctx, v, out)
}

pub fn i0(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, 0, false)
}

pub fn i0e(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, 0, true)
}

pub fn i1(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, 1, false)
}

pub fn i1e(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, 1, true)
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_each_op() {
        for op in ["i0", "special_i0e", "special_i1", "special_i1e", "special_modified_bessel_i0", "special_modified_bessel_i1"] {
            check(op, op, vec![("self", T::Tensor(F32, vec![4]))]);
        }
    }
}
