//! Reductions (sum, mean, prod, amax/amin, max/min, argmax/argmin, any/all,
//! var/std, logsumexp, vector norms) and cumulative scans (cumsum, cumprod,
//! cummax, cummin), with PyTorch's dtype rules: integer sums and products
//! promote to int64, reduced-precision floats accumulate in f32 ("opmath").
//!
//! The `pub(crate)` helpers here are shared by the softmax, norm and loss families.

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::{Neutral, PadRule};
use crate::registry::Registry;
use tpj_stablehlo::{Builder, CmpDir, ElementType, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("sum", sum).overloads(&["", "dim_IntList"]).pad(PadRule::Reduce(Neutral::Zero));
    r.op("nansum", nansum).pad(PadRule::Reduce(Neutral::Zero));
    r.op("mean", mean).overloads(&["", "dim"]).pad(PadRule::Mean);
    r.op("prod", prod).overloads(&["", "dim_int"]).pad(PadRule::Reduce(Neutral::One));
    r.op("amax", amax).pad(PadRule::Reduce(Neutral::Lowest));
    r.op("amin", amin).pad(PadRule::Reduce(Neutral::Highest));
    r.op("max", max).overloads(&["", "dim"])
        .pad_overload("", PadRule::Reduce(Neutral::Lowest))
        .pad_overload("dim", PadRule::Reduce(Neutral::Lowest))
        .pad_overload("other", PadRule::Elementwise);
    r.op("min", min).overloads(&["", "dim"])
        .pad_overload("", PadRule::Reduce(Neutral::Highest))
        .pad_overload("dim", PadRule::Reduce(Neutral::Highest))
        .pad_overload("other", PadRule::Elementwise);
    r.op("argmax", argmax).pad(PadRule::Reduce(Neutral::Lowest));
    r.op("argmin", argmin).pad(PadRule::Reduce(Neutral::Highest));
    r.op("any", any).overloads(&["", "dim", "dims"]).float8().pad(PadRule::Reduce(Neutral::Zero));
    r.op("all", all).overloads(&["", "dim", "dims"]).pad(PadRule::Reduce(Neutral::One));
    r.op("var", var).overloads(&["correction"]).consts(&["correction"]).pad(PadRule::ReduceUnpadded);
    r.op("std", std).overloads(&["correction"]).consts(&["correction"]).pad(PadRule::ReduceUnpadded);
    r.op("var_mean", var_mean).overloads(&["correction"]).consts(&["correction"]).pad(PadRule::ReduceUnpadded);
    r.op("std_mean", std_mean).overloads(&["correction"]).consts(&["correction"]).pad(PadRule::ReduceUnpadded);
    r.op("logsumexp", logsumexp).pad(PadRule::Reduce(Neutral::Lowest));
    r.op("linalg_vector_norm", linalg_vector_norm).consts(&["ord"]).pad(PadRule::ReduceUnpadded);
    r.op("norm", norm).overloads(&["Scalar", "ScalarOpt_dim", "ScalarOpt_dim_dtype"]).consts(&["p"]).pad(PadRule::ReduceUnpadded);
    r.op("cumsum", cumsum).pad(PadRule::Scan);
    r.op("cumprod", cumprod).pad(PadRule::Scan);
    r.op("cummax", cummax).pad(PadRule::Scan);
    r.op("cummin", cummin).pad(PadRule::Scan);
    r.op("aminmax", aminmax);
    r.op("count_nonzero", count_nonzero).overloads(&["", "dim_IntList"]);
    r.op("trace", trace);
    r.op("_logcumsumexp", logcumsumexp);
    // Composites eagerly (PyTorch's kernel calls the ops above); whole in graphs.
    r.op("logcumsumexp", logcumsumexp).no_eager_kernel();
    r.op("dist", dist).consts(&["p"]).no_eager_kernel();
}

/// The combining function of a reduction or scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Sum,
    Prod,
    Max,
    Min,
    And,
    Or,
    /// XLA's plain `maximum`, for a maximum whose NaN handling cannot change the caller's
    /// result: the shift of softmax and log-softmax, where a NaN anywhere in a row already
    /// makes the row's sum, hence every output, NaN. XLA:CPU reduces a plain `maximum` fused
    /// and vectorised; `Max`'s NaN-propagating body is reduced in two unfused passes
    /// (a 32-wide reduce-window, then the rest; docs/performance.md, GPT inference).
    ShiftMax,
}

/// The identity of `kind` as a rank-0 constant of `elem`.
fn identity(b: &mut Builder, elem: ElementType, kind: Kind) -> tpj_stablehlo::Result<Value> {
    let ty = TensorType::scalar(elem);
    match kind {
        Kind::Sum | Kind::Or => b.constant_i64(ty, 0),
        Kind::Prod | Kind::And => b.constant_i64(ty, 1),
        Kind::Max | Kind::Min | Kind::ShiftMax => {
            let lowest = kind != Kind::Min;
            if elem.is_float() {
                b.constant_f64(ty, if lowest { f64::NEG_INFINITY } else { f64::INFINITY })
            } else {
                let (lo, hi) = elem.int_range().expect("integer element type");
                let v = if lowest { lo } else { hi };
                if v > i64::MAX as i128 {
                    b.constant_u64(ty, v as u64)
                } else {
                    b.constant_i64(ty, v as i64)
                }
            }
        }
    }
}

fn combine(b: &mut Builder, kind: Kind, x: Value, y: Value) -> tpj_stablehlo::Result<Value> {
    match kind {
        Kind::Sum => b.add(x, y),
        Kind::Prod => b.mul(x, y),
        Kind::Max | Kind::Min => nan_extreme(b, kind == Kind::Max, x, y),
        Kind::ShiftMax => b.max(x, y),
        Kind::And => b.and(x, y),
        Kind::Or => b.or(x, y),
    }
}

/// Maximum/minimum that propagates NaN for floats. XLA CPU's own
/// `maximum`/`minimum` do not reliably do so inside reductions.
pub(crate) fn nan_extreme(b: &mut Builder, is_max: bool, x: Value, y: Value) -> tpj_stablehlo::Result<Value> {
    let r = if is_max { b.max(x, y)? } else { b.min(x, y)? };
    if !b.ty(x).elem.is_float() {
        return Ok(r);
    }
    let xn = b.compare(x, x, CmpDir::Ne)?;
    let r = b.select(xn, x, r)?;
    let yn = b.compare(y, y, CmpDir::Ne)?;
    b.select(yn, y, r)
}

/// Reduces `v` over `dims` (which disappear from the shape).
pub(crate) fn reduce(ctx: &mut LowerCtx, v: Value, dims: &[usize], kind: Kind) -> Result<Value> {
    if dims.is_empty() {
        return Ok(v);
    }
    let elem = ctx.elem(v);
    let init = ok(identity(ctx.b, elem, kind))?;
    let dims: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    let out = ok(ctx.b.reduce(&[v], &[init], &dims, move |b, a| Ok(vec![combine(b, kind, a[0], a[1])?])))?;
    Ok(out[0])
}

/// `shape` with the reduced `dims` set to 1 (keepdim).
pub(crate) fn kept_shape(shape: &[i64], dims: &[usize]) -> Vec<i64> {
    shape.iter().enumerate().map(|(i, &d)| if dims.contains(&i) { 1 } else { d }).collect()
}

/// Reduces over `dims`, keeping them as size-1 dimensions when `keepdim`.
pub(crate) fn reduce_keep(ctx: &mut LowerCtx, v: Value, dims: &[usize], kind: Kind, keepdim: bool) -> Result<Value> {
    let shape = ctx.shape(v);
    let r = reduce(ctx, v, dims, kind)?;
    if keepdim {
        ok(ctx.b.reshape(r, &kept_shape(&shape, dims)))
    } else {
        Ok(r)
    }
}

/// Number of elements over `dims` of `shape`.
pub(crate) fn count(shape: &[i64], dims: &[usize]) -> i64 {
    dims.iter().map(|&d| shape[d]).product()
}

/// Resolves a reduction's `dim` argument to sorted, wrapped dims. A missing or
/// `None` dim reduces everything; an empty list does too when `empty_is_all`
/// (sum, mean, amax...), and reduces nothing otherwise (`any.dims`, `all.dims`).
pub(crate) fn dims_arg(ctx: &LowerCtx, args: &Args, name: &str, rank: usize, empty_is_all: bool) -> Result<Vec<usize>> {
    let dims = match args.raw(name) {
        None | Some(Arg::None) => return Ok((0..rank).collect()),
        Some(_) => args.ints(name)?,
    };
    if dims.is_empty() && empty_is_all {
        return Ok((0..rank).collect());
    }
    let mut w = ctx.wrap_dims(&dims, rank)?;
    // Rank-0 tensors accept dim 0 / -1 but have nothing to reduce.
    w.retain(|&d| d < rank);
    w.sort_unstable();
    Ok(w)
}

fn t(ctx: &LowerCtx, v: Value, dtype: DType) -> TensorArg {
    ctx.out(v, dtype)
}

/// Casts the value `v` (of dtype `from`) to `to`.
pub(crate) fn cast_v(ctx: &mut LowerCtx, v: Value, from: DType, to: DType) -> Result<Value> {
    Ok(ctx.cast(t(ctx, v, from), to)?.v)
}

/// A rank-0 constant broadcast to `v`'s type.
pub(crate) fn splat(ctx: &mut LowerCtx, like: Value, x: f64) -> Result<Value> {
    ctx.full_like(like, x)
}

/// Elementwise `a op b` where `b` is broadcast to `a`'s shape (right-aligned).
pub(crate) fn bin(ctx: &mut LowerCtx, a: Value, b: Value, f: fn(&mut Builder, Value, Value) -> tpj_stablehlo::Result<Value>) -> Result<Value> {
    let (sa, sb) = (ctx.shape(a), ctx.shape(b));
    let out = ctx.broadcast_shapes(&[sa, sb])?;
    let a = ctx.broadcast_to(a, &out)?;
    let b = ctx.broadcast_to(b, &out)?;
    ok(f(ctx.b, a, b))
}

pub(crate) fn add(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<Value> {
    bin(ctx, a, b, Builder::add)
}
pub(crate) fn sub(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<Value> {
    bin(ctx, a, b, Builder::sub)
}
pub(crate) fn mul(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<Value> {
    bin(ctx, a, b, Builder::mul)
}
pub(crate) fn div(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<Value> {
    bin(ctx, a, b, Builder::div)
}
/// `a * x` for a host constant `x`.
pub(crate) fn mul_c(ctx: &mut LowerCtx, a: Value, x: f64) -> Result<Value> {
    let c = splat(ctx, a, x)?;
    ok(ctx.b.mul(a, c))
}
/// `a / x` for a host constant `x`.
pub(crate) fn div_c(ctx: &mut LowerCtx, a: Value, x: f64) -> Result<Value> {
    let c = splat(ctx, a, x)?;
    ok(ctx.b.div(a, c))
}

fn out_dtype_for_sum(x: DType, dtype: Option<DType>) -> DType {
    dtype.unwrap_or(if x.is_integral(true) { DType::I64 } else { x })
}

/// Sum/product in the output dtype's opmath type, rounded once at the end.
fn sum_like(ctx: &mut LowerCtx, args: &Args, kind: Kind, nan_as_zero: bool) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let keep = args.bool_or("keepdim", false)?;
    let out = out_dtype_for_sum(x.dtype, args.opt_dtype("dtype")?);
    let acc = out.opmath();
    let mut v = cast_v(ctx, x.v, x.dtype, acc)?;
    if nan_as_zero && acc.is_float() {
        let nan = ok(ctx.b.compare(v, v, CmpDir::Ne))?;
        let z = ctx.zeros_like(v)?;
        v = ok(ctx.b.select(nan, z, v))?;
    }
    let r = reduce_keep(ctx, v, &dims, kind, keep)?;
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

pub fn sum(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    sum_like(ctx, args, Kind::Sum, false)
}

pub fn nansum(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    sum_like(ctx, args, Kind::Sum, true)
}

pub fn prod(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    sum_like(ctx, args, Kind::Prod, false)
}

pub fn mean(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let given = args.opt_dtype("dtype")?;
    let out = given.unwrap_or(x.dtype);
    if !out.is_inexact() {
        let which = if given.is_some() { "Optional" } else { "Input" };
        return Err(ctx.invalid(format!(
            "mean(): could not infer output dtype. {which} dtype must be either a floating point or complex dtype. Got: {}",
            out.short_name()
        )));
    }
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let keep = args.bool_or("keepdim", false)?;
    let acc = out.opmath();
    let shape = ctx.shape(x.v);
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    let s = reduce_keep(ctx, v, &dims, Kind::Sum, keep)?;
    let m = div_c(ctx, s, count(&shape, &dims) as f64)?;
    let m = cast_v(ctx, m, acc, out)?;
    Ok(vec![ctx.out(m, out)])
}

/// PyTorch's checks that a max/min-like reduction has something to reduce.
fn check_nonempty(ctx: &LowerCtx, name: &str, shape: &[i64], dims: &[usize], dim_given: bool) -> Result<()> {
    let numel: i64 = shape.iter().product();
    if !dim_given {
        if numel == 0 {
            let e = format!("{name}(): Expected reduction dim to be specified for input.numel() == 0.");
            return Err(if name.starts_with("arg") {
                ctx.index_error(e)
            } else {
                ctx.invalid(format!("{e} Specify the reduction dim with the 'dim' argument."))
            });
        }
        return Ok(());
    }
    for &d in dims {
        if shape[d] == 0 {
            return Err(ctx.index_error(format!("{name}(): Expected reduction dim {d} to have non-zero size.")));
        }
    }
    Ok(())
}

fn amax_like(ctx: &mut LowerCtx, args: &Args, kind: Kind, name: &str) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let given = matches!(args.raw("dim"), Some(Arg::IntList(v)) if !v.is_empty());
    let shape = ctx.shape(x.v);
    check_nonempty(ctx, name, &shape, &dims, given)?;
    let keep = args.bool_or("keepdim", false)?;
    let r = reduce_keep(ctx, x.v, &dims, kind, keep)?;
    Ok(vec![ctx.out(r, x.dtype)])
}

pub fn amax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    amax_like(ctx, args, Kind::Max, "amax")
}

pub fn amin(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    amax_like(ctx, args, Kind::Min, "amin")
}

/// (values, indices) of the max (or min) along `dim`: NaN counts as the
/// extreme, ties and repeated NaNs go to the first index (PyTorch's rule).
pub(crate) fn arg_reduce(ctx: &mut LowerCtx, v: Value, dim: usize, is_max: bool) -> Result<(Value, Value)> {
    let shape = ctx.shape(v);
    let elem = ctx.elem(v);
    let idx = ok(ctx.b.iota(TensorType::new(ElementType::I64, shape), dim))?;
    let init_v = ok(identity(ctx.b, elem, if is_max { Kind::Max } else { Kind::Min }))?;
    let init_i = ok(ctx.b.constant_i64(TensorType::scalar(ElementType::I64), i64::MAX))?;
    let is_float = elem.is_float();
    let out = ok(ctx.b.reduce(&[v, idx], &[init_v, init_i], &[dim as i64], move |b, a| {
        let (lv, li, rv, ri) = (a[0], a[1], a[2], a[3]);
        let mut better = b.compare(lv, rv, if is_max { CmpDir::Gt } else { CmpDir::Lt })?;
        let mut eq = b.compare(lv, rv, CmpDir::Eq)?;
        if is_float {
            let lnan = b.compare(lv, lv, CmpDir::Ne)?;
            let rnan = b.compare(rv, rv, CmpDir::Ne)?;
            let rnum = b.not(rnan)?;
            let lonly = b.and(lnan, rnum)?;
            better = b.or(better, lonly)?;
            let both = b.and(lnan, rnan)?;
            eq = b.or(eq, both)?;
        }
        let first = b.compare(li, ri, CmpDir::Lt)?;
        let tie = b.and(eq, first)?;
        let pick = b.or(better, tie)?;
        Ok(vec![b.select(pick, lv, rv)?, b.select(pick, li, ri)?])
    }))?;
    Ok((out[0], out[1]))
}

/// `max`/`min`: `.other` is the elementwise maximum, `.dim` returns
/// (values, indices), the plain overload reduces everything.
fn max_like(ctx: &mut LowerCtx, args: &Args, is_max: bool) -> Result<Vec<TensorArg>> {
    let name = if is_max { "max" } else { "min" };
    let x = args.tensor("self")?;
    if args.has("other") {
        let y = args.tensor("other")?;
        let dtype = ctx.result_type(&[x, y])?;
        let vs = ctx.unify(&[x, y], dtype)?;
        let v = ok(nan_extreme(ctx.b, is_max, vs[0], vs[1]))?;
        return Ok(vec![ctx.out(v, dtype)]);
    }
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let kind = if is_max { Kind::Max } else { Kind::Min };
    if !args.has("dim") {
        check_nonempty(ctx, name, &shape, &[], false)?;
        let all: Vec<usize> = (0..rank).collect();
        let r = reduce(ctx, x.v, &all, kind)?;
        return Ok(vec![ctx.out(r, x.dtype)]);
    }
    let dim = ctx.wrap_dim(args.int("dim")?, rank)?;
    let keep = args.bool_or("keepdim", false)?;
    if rank == 0 {
        let z = ctx.constant_int(ElementType::I64, &[], 0)?;
        return Ok(vec![ctx.out(x.v, x.dtype), ctx.out(z, DType::I64)]);
    }
    check_nonempty(ctx, name, &shape, &[dim], true)?;
    let (mut v, mut i) = arg_reduce(ctx, x.v, dim, is_max)?;
    if keep {
        let ks = kept_shape(&shape, &[dim]);
        v = ok(ctx.b.reshape(v, &ks))?;
        i = ok(ctx.b.reshape(i, &ks))?;
    }
    Ok(vec![ctx.out(v, x.dtype), ctx.out(i, DType::I64)])
}

pub fn max(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    max_like(ctx, args, true)
}

pub fn min(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    max_like(ctx, args, false)
}

fn argmax_like(ctx: &mut LowerCtx, args: &Args, is_max: bool) -> Result<Vec<TensorArg>> {
    let name = if is_max { "argmax" } else { "argmin" };
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let keep = args.bool_or("keepdim", false)?;
    let i = match args.opt_int("dim")? {
        None => {
            check_nonempty(ctx, name, &shape, &[], false)?;
            let n: i64 = shape.iter().product();
            let flat = ok(ctx.b.reshape(x.v, &[n]))?;
            let (_, i) = arg_reduce(ctx, flat, 0, is_max)?;
            if keep {
                ok(ctx.b.reshape(i, &vec![1; rank]))?
            } else {
                i
            }
        }
        Some(d) => {
            let dim = ctx.wrap_dim(d, rank)?;
            if rank == 0 {
                ctx.constant_int(ElementType::I64, &[], 0)?
            } else {
                check_nonempty(ctx, name, &shape, &[dim], true)?;
                let (_, i) = arg_reduce(ctx, x.v, dim, is_max)?;
                if keep {
                    ok(ctx.b.reshape(i, &kept_shape(&shape, &[dim])))?
                } else {
                    i
                }
            }
        }
    };
    Ok(vec![ctx.out(i, DType::I64)])
}

pub fn argmax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    argmax_like(ctx, args, true)
}

pub fn argmin(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    argmax_like(ctx, args, false)
}

/// `any`/`all`: bool results (uint8 inputs give uint8, like PyTorch).
fn any_like(ctx: &mut LowerCtx, args: &Args, kind: Kind) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, false)?;
    let keep = args.bool_or("keepdim", false)?;
    let b = cast_v(ctx, x.v, x.dtype, DType::Bool)?;
    let r = reduce_keep(ctx, b, &dims, kind, keep)?;
    let out = if x.dtype == DType::U8 { DType::U8 } else { DType::Bool };
    let r = cast_v(ctx, r, DType::Bool, out)?;
    Ok(vec![ctx.out(r, out)])
}

pub fn any(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    any_like(ctx, args, Kind::Or)
}

pub fn all(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    any_like(ctx, args, Kind::And)
}

/// The `correction` of var/std: `correction=` (var.correction), `unbiased=`, default 1.
fn correction(args: &Args) -> Result<f64> {
    if args.has("correction") {
        return args.float("correction");
    }
    if args.has("unbiased") {
        return Ok(if args.bool("unbiased")? { 1.0 } else { 0.0 });
    }
    Ok(1.0)
}

/// (variance, mean) in opmath, before rounding: `sum((x - mean)^2) / max(N - correction, 0)`.
fn var_mean_core(ctx: &mut LowerCtx, args: &Args) -> Result<(Value, Value, DType, DType)> {
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Err(ctx.invalid("std and var only support floating point and complex dtypes"));
    }
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let keep = args.bool_or("keepdim", false)?;
    let c = correction(args)?;
    let acc = x.dtype.opmath();
    let shape = ctx.shape(x.v);
    let n = count(&shape, &dims) as f64;
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    let s = reduce_keep(ctx, v, &dims, Kind::Sum, true)?;
    let m = div_c(ctx, s, n)?;
    let d = sub(ctx, v, m)?;
    let d2 = ok(ctx.b.mul(d, d))?;
    let ss = reduce_keep(ctx, d2, &dims, Kind::Sum, keep)?;
    let var = div_c(ctx, ss, (n - c).max(0.0))?;
    let m = if keep { m } else { ok(ctx.b.reshape(m, &ctx.shape(var)))? };
    Ok((var, m, acc, x.dtype))
}

pub fn var(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (v, _, acc, out) = var_mean_core(ctx, args)?;
    let v = cast_v(ctx, v, acc, out)?;
    Ok(vec![ctx.out(v, out)])
}

pub fn std(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (v, _, acc, out) = var_mean_core(ctx, args)?;
    let s = ok(ctx.b.sqrt(v))?;
    let s = cast_v(ctx, s, acc, out)?;
    Ok(vec![ctx.out(s, out)])
}

pub fn var_mean(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (v, m, acc, out) = var_mean_core(ctx, args)?;
    let v = cast_v(ctx, v, acc, out)?;
    let m = cast_v(ctx, m, acc, out)?;
    Ok(vec![ctx.out(v, out), ctx.out(m, out)])
}

pub fn std_mean(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (v, m, acc, out) = var_mean_core(ctx, args)?;
    let s = ok(ctx.b.sqrt(v))?;
    let s = cast_v(ctx, s, acc, out)?;
    let m = cast_v(ctx, m, acc, out)?;
    Ok(vec![ctx.out(s, out), ctx.out(m, out)])
}

/// `log(sum(exp(x)))` over `dims` of an opmath value, stabilised by the
/// (finite part of the) max; keeps the reduced dims as size 1 when `keep`.
pub(crate) fn logsumexp_v(ctx: &mut LowerCtx, v: Value, dims: &[usize], keep: bool) -> Result<Value> {
    let m = reduce_keep(ctx, v, dims, Kind::Max, true)?;
    let fin = ok(ctx.b.is_finite(m))?;
    let z = ctx.zeros_like(m)?;
    let m = ok(ctx.b.select(fin, m, z))?;
    let d = sub(ctx, v, m)?;
    let e = ok(ctx.b.exp(d))?;
    let s = reduce_keep(ctx, e, dims, Kind::Sum, keep)?;
    let l = ok(ctx.b.log(s))?;
    let m = if keep { m } else { ok(ctx.b.reshape(m, &ctx.shape(l)))? };
    ok(ctx.b.add(l, m))
}

pub fn logsumexp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let out = if x.dtype.is_float() { x.dtype } else { DType::F32 };
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let keep = args.bool_or("keepdim", false)?;
    let acc = out.opmath();
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    let r = logsumexp_v(ctx, v, &dims, keep)?;
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

fn fmt_ord(p: f64) -> String {
    if p.is_infinite() {
        if p > 0.0 { "inf".into() } else { "-inf".into() }
    } else if p.fract() == 0.0 {
        format!("{}", p as i64)
    } else {
        format!("{p}")
    }
}

/// The vector p-norm over `dims` (shared by `linalg_vector_norm` and `norm`).
fn vector_norm(ctx: &mut LowerCtx, x: TensorArg, p: f64, dims: &[usize], keep: bool, dtype: Option<DType>) -> Result<Vec<TensorArg>> {
    if !x.dtype.is_float() {
        return Err(ctx.invalid(format!(
            "linalg.vector_norm: Expected a floating point or complex tensor as input. Got {}",
            x.dtype.short_name()
        )));
    }
    let out = match dtype {
        Some(d) if !d.is_float() => {
            return Err(ctx.invalid(format!(
                "linalg.vector_norm: dtype should be floating point or complex. Got {}",
                d.short_name()
            )))
        }
        Some(d) => d,
        None => x.dtype,
    };
    let shape = ctx.shape(x.v);
    // Only a reduction over an empty dimension lacks the identity: [0, 3] over dim 1 is an
    // empty result, as on CPU.
    if dims.iter().any(|&d| shape.get(d) == Some(&0)) && (p < 0.0 || p == f64::INFINITY) {
        return Err(ctx.invalid(format!(
            "linalg.vector_norm cannot compute the {} norm on an empty tensor because the operation does not have an identity",
            fmt_ord(p)
        )));
    }
    let acc = out.opmath();
    let v = cast_v(ctx, x.v, x.dtype, out)?;
    let v = cast_v(ctx, v, out, acc)?;
    let a = ok(ctx.b.abs(v))?;
    let r = if p == f64::INFINITY {
        reduce_keep(ctx, a, dims, Kind::Max, keep)?
    } else if p == f64::NEG_INFINITY {
        reduce_keep(ctx, a, dims, Kind::Min, keep)?
    } else if p == 0.0 {
        let z = ctx.zeros_like(a)?;
        let nz = ok(ctx.b.compare(a, z, CmpDir::Ne))?;
        let nz = cast_v(ctx, nz, DType::Bool, acc)?;
        reduce_keep(ctx, nz, dims, Kind::Sum, keep)?
    } else if p == 1.0 {
        reduce_keep(ctx, a, dims, Kind::Sum, keep)?
    } else if p == 2.0 {
        let sq = ok(ctx.b.mul(a, a))?;
        let s = reduce_keep(ctx, sq, dims, Kind::Sum, keep)?;
        ok(ctx.b.sqrt(s))?
    } else {
        let pc = splat(ctx, a, p)?;
        let ap = ok(ctx.b.pow(a, pc))?;
        let s = reduce_keep(ctx, ap, dims, Kind::Sum, keep)?;
        let ip = splat(ctx, s, 1.0 / p)?;
        ok(ctx.b.pow(s, ip))?
    };
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

pub fn linalg_vector_norm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let p = if args.has("ord") { args.float("ord")? } else { 2.0 };
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let keep = args.bool_or("keepdim", false)?;
    vector_norm(ctx, x, p, &dims, keep, args.opt_dtype("dtype")?)
}

/// `norm.Scalar`, `norm.ScalarOpt_dim(_dtype)`, `norm.ScalarOpt_dtype`.
pub fn norm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let p = args.opt_float("p")?.unwrap_or(2.0);
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let keep = args.bool_or("keepdim", false)?;
    vector_norm(ctx, x, p, &dims, keep, args.opt_dtype("dtype")?)
}

/// `dist(self, other, p=2)`: the p-norm of `self - other`, broadcast and promoted.
pub fn dist(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b) = (args.tensor("self")?, args.tensor("other")?);
    let dtype = ctx.result_type(&[a, b])?;
    let vs = ctx.unify(&[a, b], dtype)?;
    let d = ok(ctx.b.sub(vs[0], vs[1]))?;
    let (x, all): (TensorArg, Vec<usize>) = (t(ctx, d, dtype), (0..ctx.rank(d)).collect());
    vector_norm(ctx, x, args.float("p")?, &all, false, None)
}

/// Inclusive scan along `dim` in log2(n) shift-and-combine steps.
pub(crate) fn scan(ctx: &mut LowerCtx, v: Value, dim: usize, kind: Kind) -> Result<Value> {
    let shape = ctx.shape(v);
    let n = shape[dim];
    let rank = shape.len();
    let elem = ctx.elem(v);
    let pad_v = ok(identity(ctx.b, elem, kind))?;
    let mut y = v;
    let mut k = 1i64;
    while k < n {
        let sh = shifted(ctx, y, dim, k, pad_v, rank, &shape)?;
        y = ok(combine(ctx.b, kind, sh, y))?;
        k *= 2;
    }
    Ok(y)
}

/// `y` moved `k` places up along `dim`, the first `k` places filled with `fill`.
fn shifted(ctx: &mut LowerCtx, y: Value, dim: usize, k: i64, fill: Value, rank: usize, shape: &[i64]) -> Result<Value> {
    let start = vec![0i64; rank];
    let mut limit = shape.to_vec();
    limit[dim] = shape[dim] - k;
    let s = ok(ctx.b.slice(y, &start, &limit, &vec![1; rank]))?;
    let mut lo = vec![0i64; rank];
    lo[dim] = k;
    ok(ctx.b.pad(s, fill, &lo, &vec![0; rank], &vec![0; rank]))
}

fn cum_like(ctx: &mut LowerCtx, args: &Args, kind: Kind) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let rank = ctx.rank(x.v);
    let dim = ctx.wrap_dim(args.int("dim")?, rank)?;
    let out = out_dtype_for_sum(x.dtype, args.opt_dtype("dtype")?);
    let acc = out.opmath();
    let v = cast_v(ctx, x.v, x.dtype, out)?;
    let v = cast_v(ctx, v, out, acc)?;
    let r = if rank == 0 { v } else { scan(ctx, v, dim, kind)? };
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

pub fn cumsum(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cum_like(ctx, args, Kind::Sum)
}

pub fn cumprod(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cum_like(ctx, args, Kind::Prod)
}

/// `cummax`/`cummin`: running extreme and the index it came from. Ties and
/// NaNs take the later index; a NaN sticks once seen (PyTorch's CPU rule).
fn cumext(ctx: &mut LowerCtx, args: &Args, is_max: bool) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let dim = ctx.wrap_dim(args.int("dim")?, rank)?;
    if rank == 0 {
        let z = ctx.constant_int(ElementType::I64, &[], 0)?;
        return Ok(vec![ctx.out(x.v, x.dtype), ctx.out(z, DType::I64)]);
    }
    let elem = ctx.elem(x.v);
    let is_float = elem.is_float();
    let n = shape[dim];
    let mut v = x.v;
    let mut i = ok(ctx.b.iota(TensorType::new(ElementType::I64, shape.clone()), dim))?;
    let fill_v = ok(identity(ctx.b, elem, if is_max { Kind::Max } else { Kind::Min }))?;
    let fill_i = ctx.constant_int(ElementType::I64, &[], 0)?;
    let mut k = 1i64;
    while k < n {
        // a: the earlier segment (shifted), b: the later one (current).
        let av = shifted(ctx, v, dim, k, fill_v, rank, &shape)?;
        let ai = shifted(ctx, i, dim, k, fill_i, rank, &shape)?;
        let ge = ok(ctx.b.compare(v, av, if is_max { CmpDir::Ge } else { CmpDir::Le }))?;
        let pick_b = if is_float {
            let bnan = ok(ctx.b.compare(v, v, CmpDir::Ne))?;
            let anan = ok(ctx.b.compare(av, av, CmpDir::Ne))?;
            let anum = ok(ctx.b.not(anan))?;
            let g = ok(ctx.b.and(anum, ge))?;
            ok(ctx.b.or(bnan, g))?
        } else {
            ge
        };
        v = ok(ctx.b.select(pick_b, v, av))?;
        i = ok(ctx.b.select(pick_b, i, ai))?;
        k *= 2;
    }
    Ok(vec![ctx.out(v, x.dtype), ctx.out(i, DType::I64)])
}

pub fn cummax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cumext(ctx, args, true)
}

pub fn cummin(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cumext(ctx, args, false)
}

/// `aminmax` -> (min, max) over `dim` (or everything).
pub fn aminmax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let keep = args.bool_or("keepdim", false)?;
    let dims = match args.opt_int("dim")? {
        Some(d) => {
            let d = ctx.wrap_dim(d, rank)?;
            if rank > 0 && shape[d] == 0 {
                return Err(ctx.index_error(format!("aminmax: Expected reduction dim {d} to have non-zero size.")));
            }
            if rank == 0 { vec![] } else { vec![d] }
        }
        None => {
            if shape.iter().product::<i64>() == 0 {
                return Err(ctx.invalid("aminmax(): cannot compute aminmax over an empty dimension as the operation has no identity."));
            }
            (0..rank).collect()
        }
    };
    let lo = reduce_keep(ctx, x.v, &dims, Kind::Min, keep)?;
    let hi = reduce_keep(ctx, x.v, &dims, Kind::Max, keep)?;
    Ok(vec![ctx.out(lo, x.dtype), ctx.out(hi, x.dtype)])
}

/// `count_nonzero` (int64) over `dim` (an int, a list, or everything).
pub fn count_nonzero(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let rank = ctx.rank(x.v);
    let dims = dims_arg(ctx, args, "dim", rank, true)?;
    let nz = cast_v(ctx, x.v, x.dtype, DType::Bool)?;
    let nz = cast_v(ctx, nz, DType::Bool, DType::I64)?;
    let r = reduce(ctx, nz, &dims, Kind::Sum)?;
    Ok(vec![ctx.out(r, DType::I64)])
}

/// `log(exp(a) + exp(b))`, exact for infinities.
fn logaddexp(ctx: &mut LowerCtx, a: Value, b: Value) -> Result<Value> {
    let m = ok(nan_extreme(ctx.b, true, a, b))?;
    let n = ok(nan_extreme(ctx.b, false, a, b))?;
    let d = ok(ctx.b.sub(n, m))?;
    let e = ok(ctx.b.exp(d))?;
    let l = ok(ctx.b.log1p(e))?;
    let r = ok(ctx.b.add(m, l))?;
    // m = +-inf: the sum is m (and n - m would be NaN).
    let fin = ok(ctx.b.is_finite(m))?;
    let mnan = ok(ctx.b.compare(m, m, CmpDir::Ne))?;
    let keep = ok(ctx.b.or(fin, mnan))?;
    ok(ctx.b.select(keep, r, m))
}

/// `_logcumsumexp`: an inclusive scan with `logaddexp`, in opmath.
pub fn logcumsumexp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let dim = ctx.wrap_dim(args.int("dim")?, rank)?;
    if !x.dtype.is_float() {
        // PyTorch raises NotImplementedError for integer inputs; the CPU kernel says so.
        return Err(ctx.unsupported(format!("logcumsumexp of {}", x.dtype)));
    }
    let out = x.dtype;
    let acc = out.opmath();
    let mut y = cast_v(ctx, x.v, x.dtype, acc)?;
    if rank > 0 {
        let n = shape[dim];
        let fill = ctx.constant(acc.elem(), &[], f64::NEG_INFINITY)?;
        let mut k = 1i64;
        while k < n {
            let sh = shifted(ctx, y, dim, k, fill, rank, &shape)?;
            y = logaddexp(ctx, sh, y)?;
            k *= 2;
        }
    }
    let y = cast_v(ctx, y, acc, out)?;
    Ok(vec![ctx.out(y, out)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_logcumsumexp() {
        check("logcumsumexp_f32", "logcumsumexp", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1))]);
    }

    #[test]
    fn golden_sum_mean() {
        check("sum_int_keepdim", "sum", vec![("self", T::Tensor(I32, vec![2, 3])), ("dim", T::Ints(vec![-1])), ("keepdim", T::Bool(true)), ("dtype", T::None)]);
        check("sum_bf16_all", "sum", vec![("self", T::Tensor(BF16, vec![2, 3])), ("dtype", T::None)]);
        check("mean_dims", "mean", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("dim", T::Ints(vec![0, 2])), ("keepdim", T::Bool(false)), ("dtype", T::None)]);
    }

    #[test]
    fn golden_max_dim_argmax() {
        check("max_dim_f32", "max", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(1)), ("keepdim", T::Bool(false))]);
        check("argmax_flat", "argmax", vec![("self", T::Tensor(I64, vec![3, 4])), ("dim", T::None), ("keepdim", T::Bool(false))]);
    }

    #[test]
    fn golden_var_norm_cumsum() {
        check("var_correction", "var", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Ints(vec![1])), ("correction", T::Const(1.0)), ("keepdim", T::Bool(false))]);
        check("linalg_vector_norm_p3", "linalg_vector_norm", vec![("self", T::Tensor(F32, vec![5])), ("ord", T::Const(3.0)), ("dim", T::None), ("keepdim", T::Bool(false)), ("dtype", T::None)]);
        check("cumsum_bool", "cumsum", vec![("self", T::Tensor(Bool, vec![5])), ("dim", T::Int(0)), ("dtype", T::None)]);
        check("logsumexp_dim", "logsumexp", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Ints(vec![1])), ("keepdim", T::Bool(false))]);
    }

    #[test]
    fn errors_match_pytorch() {
        let e = lower_text("mean", vec![("self", T::Tensor(I64, vec![3])), ("dtype", T::None)]).unwrap_err();
        assert!(e.contains("mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: Long"), "{e}");
        let e = lower_text("max", vec![("self", T::Tensor(F32, vec![2, 0])), ("dim", T::Int(1)), ("keepdim", T::Bool(false))]).unwrap_err();
        assert!(e.contains("max(): Expected reduction dim 1 to have non-zero size."), "{e}");
        let e = lower_text("var", vec![("self", T::Tensor(I64, vec![3])), ("dim", T::None), ("correction", T::None), ("keepdim", T::Bool(false))]).unwrap_err();
        assert!(e.contains("std and var only support floating point"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("nansum", "nansum", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::None), ("keepdim", T::Bool(false)), ("dtype", T::None)]);
        check("prod", "prod", vec![("self", T::Tensor(F32, vec![2, 3])), ("dtype", T::None)]);
        check("amax", "amax", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Ints(vec![])), ("keepdim", T::Bool(false))]);
        check("amin", "amin", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Ints(vec![])), ("keepdim", T::Bool(false))]);
        check("min", "min", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1)), ("keepdim", T::Bool(false))]);
        check("argmin", "argmin", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::None), ("keepdim", T::Bool(false))]);
        check("any", "any", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("all", "all", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("std", "std", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Ints(vec![1])), ("correction", T::Const(1.0)), ("keepdim", T::Bool(false))]);
        check("var_mean", "var_mean", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Ints(vec![1])), ("correction", T::Const(1.0)), ("keepdim", T::Bool(false))]);
        check("std_mean", "std_mean", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Ints(vec![1])), ("correction", T::Const(1.0)), ("keepdim", T::Bool(false))]);
        check("norm", "norm", vec![("self", T::Tensor(F32, vec![2, 3])), ("p", T::Const(2.0))]);
        check("dist", "dist", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![3])), ("p", T::Const(2.0))]);
        check("logcumsumexp", "logcumsumexp", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1))]);
        check("cumprod", "cumprod", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1)), ("dtype", T::None)]);
        check("cummax", "cummax", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1))]);
        check("cummin", "cummin", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1))]);
        check("aminmax", "aminmax", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::None), ("keepdim", T::Bool(false))]);
        check("count_nonzero", "count_nonzero", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::None)]);
        check("trace", "trace", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("_logcumsumexp", "_logcumsumexp", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1))]);
    }
}

/// `trace(self)`: sum of the main diagonal of a matrix (integers sum as int64).
pub fn trace(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    if shape.len() != 2 {
        return Err(ctx.invalid(format!("trace: expected a matrix, but got tensor with dim {}", shape.len())));
    }
    let out_dtype = if x.dtype.is_integral(true) { DType::I64 } else { x.dtype };
    let compute = out_dtype.opmath();
    let v = ctx.cast(x, compute)?.v;
    let ity = TensorType::new(ElementType::I64, shape.clone());
    let r = ok(ctx.b.iota(ity.clone(), 0))?;
    let c = ok(ctx.b.iota(ity, 1))?;
    let on = ok(ctx.b.compare(r, c, CmpDir::Eq))?;
    let zero = ctx.zeros_like(v)?;
    let d = ok(ctx.b.select(on, v, zero))?;
    let s = reduce(ctx, d, &[0, 1], Kind::Sum)?;
    let s = ctx.convert_value(s, out_dtype)?;
    Ok(vec![ctx.out(s, out_dtype)])
}
