//! `_foreach_*` ops (what torch.optim's foreach paths call). Each lowering applies
//! the matching single-tensor lowering to every list element inside one program
//! and returns one result per element; the engine writes them back for the
//! in-place `_foreach_x_` forms, so a whole optimizer step is one fused program.

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::{pointwise, unary};
use crate::registry::{LowerFn, Registry};
use tpj_stablehlo::{CmpDir, ElementType, Value};

pub fn register(r: &mut Registry) {
    r.op("_foreach_add", _foreach_add).overloads(&["Scalar", "List", "ScalarList", "Tensor"]);
    r.op("_foreach_sub", _foreach_sub).overloads(&["Scalar", "List", "ScalarList"]);
    r.op("_foreach_mul", _foreach_mul).overloads(&["Scalar", "List", "ScalarList", "Tensor"]);
    r.op("_foreach_div", _foreach_div).overloads(&["Scalar", "List", "ScalarList", "Tensor"]);
    r.op("_foreach_maximum", _foreach_maximum).overloads(&["Scalar", "List", "ScalarList"]);
    r.op("_foreach_minimum", _foreach_minimum).overloads(&["Scalar", "List", "ScalarList"]);
    r.op("_foreach_clamp_min", _foreach_clamp_min).overloads(&["Scalar", "List", "ScalarList"]);
    r.op("_foreach_clamp_max", _foreach_clamp_max).overloads(&["Scalar", "List", "ScalarList"]);
    r.op("_foreach_pow", _foreach_pow).overloads(&["List", "Scalar", "ScalarList", "ScalarAndTensor"]);
    r.op("_foreach_addcmul", _foreach_addcmul).overloads(&["Scalar", "ScalarList", "Tensor"]);
    r.op("_foreach_addcdiv", _foreach_addcdiv).overloads(&["Scalar", "ScalarList", "Tensor"]);
    r.op("_foreach_lerp", _foreach_lerp).overloads(&["List", "Scalar", "ScalarList"]);
    r.op("_foreach_copy", _foreach_copy);
    r.op("_foreach_zero", _foreach_zero);
    r.op("_foreach_abs", _foreach_abs);
    r.op("_foreach_acos", _foreach_acos);
    r.op("_foreach_asin", _foreach_asin);
    r.op("_foreach_atan", _foreach_atan);
    r.op("_foreach_ceil", _foreach_ceil);
    r.op("_foreach_cos", _foreach_cos);
    r.op("_foreach_cosh", _foreach_cosh);
    r.op("_foreach_erf", _foreach_erf);
    r.op("_foreach_erfc", _foreach_erfc);
    r.op("_foreach_exp", _foreach_exp);
    r.op("_foreach_expm1", _foreach_expm1);
    r.op("_foreach_floor", _foreach_floor);
    r.op("_foreach_frac", _foreach_frac);
    r.op("_foreach_lgamma", _foreach_lgamma);
    r.op("_foreach_log", _foreach_log);
    r.op("_foreach_log10", _foreach_log10);
    r.op("_foreach_log1p", _foreach_log1p);
    r.op("_foreach_log2", _foreach_log2);
    r.op("_foreach_neg", _foreach_neg);
    r.op("_foreach_reciprocal", _foreach_reciprocal);
    r.op("_foreach_round", _foreach_round);
    r.op("_foreach_rsqrt", _foreach_rsqrt);
    r.op("_foreach_sigmoid", _foreach_sigmoid);
    r.op("_foreach_sign", _foreach_sign);
    r.op("_foreach_sin", _foreach_sin);
    r.op("_foreach_sinh", _foreach_sinh);
    r.op("_foreach_sqrt", _foreach_sqrt);
    r.op("_foreach_tan", _foreach_tan);
    r.op("_foreach_tanh", _foreach_tanh);
    r.op("_foreach_trunc", _foreach_trunc);
    r.op("_foreach_norm", _foreach_norm).overloads(&["Scalar"]).consts(&["ord"]);
    r.op("_foreach_powsum", _foreach_powsum).overloads(&["Scalar"]).consts(&["ord"]);
    r.op("_foreach_max", _foreach_max);
}

/// Applies `base` to element i of every list argument (Tensor[] and Scalar[]),
/// passing other arguments through; `rename` maps foreach argument names to
/// the base op's. A 1-D `scalars` tensor gives one value per element.
fn per_elem(ctx: &mut LowerCtx, args: &Args, base: LowerFn, rename: &[(&str, &str)]) -> Result<Vec<TensorArg>> {
    let mut n: Option<(usize, &str)> = None;
    for (name, v) in args.names.iter().zip(&args.vals) {
        if let Arg::TensorList(ts) = v {
            match n {
                None => n = Some((ts.len(), name)),
                Some((m, _)) if m != ts.len() => {
                    return Err(ctx.invalid(format!(
                        "Tensor lists must have the same number of tensors, got {m} and {}",
                        ts.len()
                    )))
                }
                _ => {}
            }
        }
    }
    let n = n.map(|x| x.0).unwrap_or(0);
    if n == 0 {
        return Err(ctx.invalid("Tensor list must have at least one tensor."));
    }
    for v in &args.vals {
        if let Arg::ScalarList(s) = v {
            if s.len() != n {
                return Err(ctx.invalid(format!(
                    "Tensor list must have same number of elements as scalar list, got {} and {}",
                    n,
                    s.len()
                )));
            }
        }
    }
    let names: Vec<String> = args
        .names
        .iter()
        .map(|nm| rename.iter().find(|(f, _)| f == nm).map(|(_, t)| t.to_string()).unwrap_or_else(|| nm.clone()))
        .collect();
    let mut outs = Vec::with_capacity(n);
    for i in 0..n {
        let mut vals = Vec::with_capacity(args.vals.len());
        for (nm, v) in args.names.iter().zip(&args.vals) {
            vals.push(match v {
                Arg::TensorList(ts) => match ts[i] {
                    Some(t) => Arg::Tensor(t),
                    None => Arg::None,
                },
                Arg::ScalarList(s) => Arg::Scalar(s[i]),
                Arg::Tensor(t) if nm == "scalars" && ctx.rank(t.v) == 1 => {
                    let len = ctx.shape(t.v)[0];
                    if len != n as i64 {
                        return Err(ctx.invalid(format!(
                            "Expected length of scalars to match input of length {n} but got {len} instead."
                        )));
                    }
                    let s = ok(ctx.b.slice(t.v, &[i as i64], &[i as i64 + 1], &[1]))?;
                    let s = ok(ctx.b.reshape(s, &[]))?;
                    Arg::Tensor(TensorArg { v: s, dtype: t.dtype, prio: crate::dtype::Priority::ZeroDim })
                }
                other => other.clone(),
            });
        }
        let r = base(ctx, &Args { op: args.op, names: &names, vals })?;
        outs.push(r[0]);
    }
    Ok(outs)
}

macro_rules! foreach_ops {
    ($($name:ident => $base:path, [$(($from:literal, $to:literal)),*];)*) => {
        $(pub fn $name(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
            per_elem(ctx, args, $base, &[$(($from, $to)),*])
        })*
    };
}

foreach_ops! {
    _foreach_add => pointwise::add, [("scalar", "other"), ("scalars", "other")];
    _foreach_sub => pointwise::sub, [("scalar", "other"), ("scalars", "other")];
    _foreach_mul => pointwise::mul, [("scalar", "other"), ("scalars", "other")];
    _foreach_div => pointwise::div, [("scalar", "other"), ("scalars", "other")];
    _foreach_maximum => pointwise::maximum, [("scalar", "other"), ("scalars", "other")];
    _foreach_minimum => pointwise::minimum, [("scalar", "other"), ("scalars", "other")];
    _foreach_clamp_min => pointwise::clamp_min, [("scalar", "min"), ("scalars", "min"), ("other", "min")];
    _foreach_clamp_max => pointwise::clamp_max, [("scalar", "max"), ("scalars", "max"), ("other", "max")];
    _foreach_pow => pointwise::pow, [];
    _foreach_addcmul => pointwise::addcmul, [("scalars", "value")];
    _foreach_addcdiv => pointwise::addcdiv, [("scalars", "value")];
    _foreach_lerp => pointwise::lerp, [("tensors1", "end"), ("weights", "weight")];
    _foreach_copy => pointwise::copy, [];
    _foreach_zero => zero_one, [];
    _foreach_abs => unary::abs, [];
    _foreach_acos => unary::acos, [];
    _foreach_asin => unary::asin, [];
    _foreach_atan => unary::atan, [];
    _foreach_ceil => unary::ceil, [];
    _foreach_cos => unary::cos, [];
    _foreach_cosh => unary::cosh, [];
    _foreach_erf => unary::erf, [];
    _foreach_erfc => unary::erfc, [];
    _foreach_exp => unary::exp, [];
    _foreach_expm1 => unary::expm1, [];
    _foreach_floor => unary::floor, [];
    _foreach_frac => unary::frac, [];
    _foreach_lgamma => unary::lgamma, [];
    _foreach_log => unary::log, [];
    _foreach_log10 => unary::log10, [];
    _foreach_log1p => unary::log1p, [];
    _foreach_log2 => unary::log2, [];
    _foreach_neg => unary::neg, [];
    _foreach_reciprocal => unary::reciprocal, [];
    _foreach_round => unary::round, [];
    _foreach_rsqrt => unary::rsqrt, [];
    _foreach_sigmoid => unary::sigmoid, [];
    _foreach_sign => unary::sign, [];
    _foreach_sin => unary::sin, [];
    _foreach_sinh => unary::sinh, [];
    _foreach_sqrt => unary::sqrt, [];
    _foreach_tan => unary::tan, [];
    _foreach_tanh => unary::tanh, [];
    _foreach_trunc => unary::trunc, [];
    _foreach_norm => norm_one, [];
    _foreach_powsum => powsum_one, [];
    _foreach_max => max_one, [];
}

fn zero_one(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let s = args.tensor("self")?;
    let v = ctx.zeros_like(s.v)?;
    Ok(vec![ctx.out(v, s.dtype)])
}

#[derive(Clone, Copy)]
enum Red {
    Sum,
    Max,
    Min,
}

/// Reduces every dimension of `v` to a rank-0 value.
fn reduce_all(ctx: &mut LowerCtx, v: Value, how: Red) -> Result<Value> {
    let elem = ctx.elem(v);
    let init = match how {
        Red::Sum => ctx.constant(elem, &[], 0.0)?,
        Red::Max => {
            if elem.is_float() {
                ctx.constant(elem, &[], f64::NEG_INFINITY)?
            } else {
                let lo = elem.int_range().map(|r| r.0 as i64).unwrap_or(0);
                ctx.constant_int(elem, &[], lo)?
            }
        }
        Red::Min => {
            if elem.is_float() {
                ctx.constant(elem, &[], f64::INFINITY)?
            } else {
                let hi = elem.int_range().map(|r| r.1.min(i64::MAX as i128) as i64).unwrap_or(0);
                ctx.constant_int(elem, &[], hi)?
            }
        }
    };
    let dims: Vec<i64> = (0..ctx.rank(v) as i64).collect();
    let r = ok(ctx.b.reduce(&[v], &[init], &dims, move |b, x| {
        Ok(vec![match how {
            Red::Sum => b.add(x[0], x[1])?,
            Red::Max => b.max(x[0], x[1])?,
            Red::Min => b.min(x[0], x[1])?,
        }])
    }))?;
    Ok(r[0])
}

/// |x| of a float tensor in opmath, and the result dtype.
fn abs_input(ctx: &mut LowerCtx, args: &Args) -> Result<(Value, DType)> {
    let t = args.tensor("self")?;
    if !t.dtype.is_float() {
        return Err(ctx.invalid(format!(
            "linalg.vector_norm: Expected a floating point or complex tensor as input. Got {}",
            t.dtype.short_name()
        )));
    }
    let out = args.opt_dtype("dtype")?.unwrap_or(t.dtype);
    let c = ctx.cast(t, out.opmath())?;
    let a = ok(ctx.b.abs(c.v))?;
    Ok((a, out))
}

fn pow_k(ctx: &mut LowerCtx, v: Value, p: f64) -> Result<Value> {
    if p == 1.0 {
        return Ok(v);
    }
    if p == 2.0 {
        return ok(ctx.b.mul(v, v));
    }
    let k = ctx.full_like(v, p)?;
    ok(ctx.b.pow(v, k))
}

/// `sum(|x|^p)` (p = 0 counts non-zeros; ±inf are max/min of |x|).
fn powsum_value(ctx: &mut LowerCtx, a: Value, p: f64) -> Result<Value> {
    if p == f64::INFINITY {
        return reduce_all(ctx, a, Red::Max);
    }
    if p == f64::NEG_INFINITY {
        return reduce_all(ctx, a, Red::Min);
    }
    if p == 0.0 {
        let z = ctx.zeros_like(a)?;
        let nz = ok(ctx.b.compare(a, z, CmpDir::Ne))?;
        let f = ok(ctx.b.convert(nz, ctx.elem(a)))?;
        return reduce_all(ctx, f, Red::Sum);
    }
    let pw = pow_k(ctx, a, p)?;
    reduce_all(ctx, pw, Red::Sum)
}

fn norm_one(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let p = args.opt_float("ord")?.unwrap_or(2.0);
    let (a, out) = abs_input(ctx, args)?;
    let s = powsum_value(ctx, a, p)?;
    let v = if p.is_infinite() || p == 0.0 || p == 1.0 {
        s
    } else if p == 2.0 {
        ok(ctx.b.sqrt(s))?
    } else {
        pow_k(ctx, s, 1.0 / p)?
    };
    pointwise::finish(ctx, v, out)
}

fn powsum_one(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let p = args.opt_float("ord")?.unwrap_or(2.0);
    let (a, out) = abs_input(ctx, args)?;
    let s = powsum_value(ctx, a, p)?;
    pointwise::finish(ctx, s, out)
}

fn max_one(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    if ctx.shape(t.v).contains(&0) {
        return Err(ctx.invalid(
            "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.",
        ));
    }
    let v = if t.dtype == DType::Bool {
        let c = ok(ctx.b.convert(t.v, ElementType::U8))?;
        let m = reduce_all(ctx, c, Red::Max)?;
        ctx.convert_value(m, DType::Bool)?
    } else {
        reduce_all(ctx, t.v, Red::Max)?
    };
    Ok(vec![ctx.out(v, t.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_foreach() {
        check(
            "foreach_add_list_alpha",
            "_foreach_add",
            vec![("self", T::Tensors(vec![(F32, vec![3]), (BF16, vec![2, 2])])), ("other", T::Tensors(vec![(F32, vec![3]), (BF16, vec![2, 2])])), ("alpha", T::Scalar(F64))],
        );
        check(
            "foreach_addcdiv_scalar",
            "_foreach_addcdiv",
            vec![
                ("self", T::Tensors(vec![(F32, vec![3]), (F32, vec![2])])),
                ("tensor1", T::Tensors(vec![(F32, vec![3]), (F32, vec![2])])),
                ("tensor2", T::Tensors(vec![(F32, vec![3]), (F32, vec![2])])),
                ("value", T::Scalar(F64)),
            ],
        );
        check("foreach_norm_2", "_foreach_norm", vec![("self", T::Tensors(vec![(F32, vec![3]), (F16, vec![2, 2])])), ("ord", T::Const(2.0)), ("dtype", T::None)]);
    }

    #[test]
    fn foreach_list_length_mismatch() {
        let e = lower_text("_foreach_mul", vec![("self", T::Tensors(vec![(F32, vec![3]), (F32, vec![2])])), ("other", T::Tensors(vec![(F32, vec![3])]))]).unwrap_err();
        assert!(e.contains("Tensor lists must have the same number of tensors, got 2 and 1"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("_foreach_sub", "_foreach_sub", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("scalar", T::Scalar(F64))]);
        check("_foreach_mul", "_foreach_mul", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("scalar", T::Scalar(F64))]);
        check("_foreach_div", "_foreach_div", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("scalar", T::Scalar(F64))]);
        check("_foreach_maximum", "_foreach_maximum", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("scalar", T::Scalar(F64))]);
        check("_foreach_minimum", "_foreach_minimum", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("scalar", T::Scalar(F64))]);
        check("_foreach_clamp_min", "_foreach_clamp_min", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("scalar", T::Scalar(F64))]);
        check("_foreach_clamp_max", "_foreach_clamp_max", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("scalar", T::Scalar(F64))]);
        check("_foreach_pow", "_foreach_pow", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("exponent", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_addcmul", "_foreach_addcmul", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("tensor1", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("tensor2", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("value", T::Scalar(F64))]);
        check("_foreach_lerp", "_foreach_lerp", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("tensors1", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("weights", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_copy", "_foreach_copy", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("src", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("non_blocking", T::Bool(false))]);
        check("_foreach_zero", "_foreach_zero", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_abs", "_foreach_abs", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_acos", "_foreach_acos", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_asin", "_foreach_asin", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_atan", "_foreach_atan", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_ceil", "_foreach_ceil", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_cos", "_foreach_cos", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_cosh", "_foreach_cosh", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_erf", "_foreach_erf", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_erfc", "_foreach_erfc", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_exp", "_foreach_exp", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_expm1", "_foreach_expm1", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_floor", "_foreach_floor", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_frac", "_foreach_frac", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_lgamma", "_foreach_lgamma", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_log", "_foreach_log", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_log10", "_foreach_log10", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_log1p", "_foreach_log1p", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_log2", "_foreach_log2", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_neg", "_foreach_neg", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_reciprocal", "_foreach_reciprocal", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_round", "_foreach_round", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_rsqrt", "_foreach_rsqrt", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_sigmoid", "_foreach_sigmoid", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_sign", "_foreach_sign", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_sin", "_foreach_sin", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_sinh", "_foreach_sinh", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_sqrt", "_foreach_sqrt", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_tan", "_foreach_tan", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_tanh", "_foreach_tanh", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_trunc", "_foreach_trunc", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
        check("_foreach_powsum", "_foreach_powsum", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])])), ("ord", T::Const(2.0)), ("dtype", T::None)]);
        check("_foreach_max", "_foreach_max", vec![("self", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![3])]))]);
    }
}
