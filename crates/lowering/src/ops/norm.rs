//! Normalization: layer norm, batch norm (every ATen entry point eager and
//! `torch.compile` reach) and group norm, forward and backward. Statistics are
//! computed in f32 for half/bfloat16 inputs, like PyTorch's CPU kernels.
//!
//! Batch norm's running statistics: `native_batch_norm` updates `running_mean`
//! and `running_var` in place although its schema does not say so; the engine
//! marks them written (`hidden_writes` on its registry line), so its lowering returns the new
//! running stats of the arguments present first, then the schema's three
//! results. `_native_batch_norm_legit` declares them `(a!)` and is lowered the
//! same way; `_native_batch_norm_legit_functional` returns them as results 3, 4.

use super::reduce::{cast_v, count, div_c, kept_shape, mul, mul_c, reduce_keep, sub, Kind};
use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::Value;

pub fn register(r: &mut Registry) {
    r.op("native_layer_norm", native_layer_norm).pad(PadRule::Special(pad_rules::LAYER_NORM_PAD));
    r.op("native_layer_norm_backward", native_layer_norm_backward).pad(PadRule::Special(pad_rules::LAYER_NORM_BACKWARD_PAD));
    r.op("native_batch_norm", native_batch_norm).hidden_writes(&["running_mean", "running_var"]);
    r.op("_native_batch_norm_legit", native_batch_norm).overloads(&["", "no_stats"]);
    r.op("_native_batch_norm_legit_no_training", native_batch_norm_legit_no_training);
    r.op("_native_batch_norm_legit_functional", native_batch_norm_legit_functional);
    r.op("native_batch_norm_backward", native_batch_norm_backward);
    r.op("_batch_norm_with_update", batch_norm_with_update);
    r.op("_batch_norm_with_update_functional", batch_norm_with_update_functional);
    r.op("batch_norm_backward", batch_norm_backward);
    r.op("native_group_norm", native_group_norm);
    r.op("native_group_norm_backward", native_group_norm_backward);
}

fn mask(args: &Args) -> [bool; 3] {
    match args.raw("output_mask") {
        Some(Arg::BoolList(v)) if v.len() == 3 => [v[0], v[1], v[2]],
        _ => [true; 3],
    }
}

/// The dtype statistics and the arithmetic use: opmath of the input, or f32
/// when a reduced-precision input meets f32 parameters (PyTorch's "mixed type").
fn stat_dtype(x: DType, params: &[Option<TensorArg>]) -> DType {
    let mut d = x.opmath();
    for p in params.iter().flatten() {
        if p.dtype.opmath() != d && p.dtype.is_float() {
            d = crate::dtype::promote_types(d, p.dtype.opmath());
        }
    }
    d
}

/// `v` (of `shape` `[C]`) reshaped to broadcast along `axis` of a rank-`rank` tensor.
fn along(ctx: &mut LowerCtx, v: Value, axis: usize, rank: usize) -> Result<Value> {
    let c = ctx.shape(v);
    let mut s = vec![1i64; rank];
    s[axis] = c[0];
    ok(ctx.b.reshape(v, &s))
}

fn opt_cast(ctx: &mut LowerCtx, t: Option<TensorArg>, to: DType) -> Result<Option<Value>> {
    match t {
        Some(t) => Ok(Some(cast_v(ctx, t.v, t.dtype, to)?)),
        None => Ok(None),
    }
}

// ---------------------------------------------------------------- layer norm

pub fn native_layer_norm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("input")?;
    let ns = args.ints("normalized_shape")?;
    let w = args.opt_tensor("weight")?;
    let bias = args.opt_tensor("bias")?;
    let eps = args.float("eps")?;
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    if ns.is_empty() || ns.len() > rank || shape[rank - ns.len()..] != ns[..] {
        return Err(ctx.invalid(format!(
            "Given normalized_shape={ns:?}, expected input with shape [*, {}], but got input of size{shape:?}",
            ns.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
        )));
    }
    for (p, name) in [(w, "weight"), (bias, "bias")] {
        if let Some(p) = p {
            if ctx.shape(p.v) != ns {
                return Err(ctx.invalid(format!(
                    "Expected {name} to be of same shape as normalized_shape, but got {name} of shape {:?} and normalized_shape = {ns:?}",
                    ctx.shape(p.v)
                )));
            }
        }
    }
    let acc = stat_dtype(x.dtype, &[w, bias]);
    let axis = rank - ns.len();
    let dims: Vec<usize> = (axis..rank).collect();
    let n = count(&shape, &dims) as f64;
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    let s = reduce_keep(ctx, v, &dims, Kind::Sum, true)?;
    let mean = div_c(ctx, s, n)?;
    let d = sub(ctx, v, mean)?;
    let d2 = ok(ctx.b.mul(d, d))?;
    let ss = reduce_keep(ctx, d2, &dims, Kind::Sum, true)?;
    let var = div_c(ctx, ss, n)?;
    let e = ctx.full_like(var, eps)?;
    let ve = ok(ctx.b.add(var, e))?;
    let rstd = ok(ctx.b.rsqrt(ve))?;
    let mut y = mul(ctx, d, rstd)?;
    if let Some(w) = opt_cast(ctx, w, acc)? {
        y = mul(ctx, y, w)?;
    }
    if let Some(b) = opt_cast(ctx, bias, acc)? {
        y = super::reduce::add(ctx, y, b)?;
    }
    let y = cast_v(ctx, y, acc, x.dtype)?;
    // Statistics in the input's computation dtype (float32 for bf16/f16), as PyTorch gives
    // them on every device but the CPU (whose kernel casts them back): a compiled graph is
    // traced with the fake kernel for our device, so eager must agree with it.
    let sd = x.dtype.opmath();
    let mean = cast_v(ctx, mean, acc, sd)?;
    let rstd = cast_v(ctx, rstd, acc, sd)?;
    Ok(vec![ctx.out(y, x.dtype), ctx.out(mean, sd), ctx.out(rstd, sd)])
}

pub fn native_layer_norm_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_out")?;
    let x = args.tensor("input")?;
    let ns = args.ints("normalized_shape")?;
    let mean = args.tensor("mean")?;
    let rstd = args.tensor("rstd")?;
    let w = args.opt_tensor("weight")?;
    let bias = args.opt_tensor("bias")?;
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let axis = rank - ns.len();
    let dims: Vec<usize> = (axis..rank).collect();
    let outer: Vec<usize> = (0..axis).collect();
    let n = count(&shape, &dims) as f64;
    let acc = stat_dtype(x.dtype, &[w, bias]);
    let gv = cast_v(ctx, g.v, g.dtype, acc)?;
    let xv = cast_v(ctx, x.v, x.dtype, acc)?;
    let mv = cast_v(ctx, mean.v, mean.dtype, acc)?;
    let rv = cast_v(ctx, rstd.v, rstd.dtype, acc)?;
    let ks = kept_shape(&shape, &dims);
    let mv = ok(ctx.b.reshape(mv, &ks))?;
    let rv = ok(ctx.b.reshape(rv, &ks))?;
    let xc = sub(ctx, xv, mv)?;
    let xhat = mul(ctx, xc, rv)?;
    let gw = match opt_cast(ctx, w, acc)? {
        Some(wv) => mul(ctx, gv, wv)?,
        None => gv,
    };
    // dx = rstd / N * (N * gw - sum(gw) - xhat * sum(gw * xhat))
    let s1 = reduce_keep(ctx, gw, &dims, Kind::Sum, true)?;
    let gx = ok(ctx.b.mul(gw, xhat))?;
    let s2 = reduce_keep(ctx, gx, &dims, Kind::Sum, true)?;
    let a = mul_c(ctx, gw, n)?;
    let a = sub(ctx, a, s1)?;
    let c = mul(ctx, xhat, s2)?;
    let a = ok(ctx.b.sub(a, c))?;
    let r = div_c(ctx, rv, n)?;
    let dx = mul(ctx, a, r)?;
    let dx = cast_v(ctx, dx, acc, x.dtype)?;
    let gxh = ok(ctx.b.mul(gv, xhat))?;
    let dw = reduce_keep(ctx, gxh, &outer, Kind::Sum, false)?;
    let db = reduce_keep(ctx, gv, &outer, Kind::Sum, false)?;
    let wd = w.map(|w| w.dtype).unwrap_or(x.dtype);
    let bd = bias.map(|b| b.dtype).unwrap_or(x.dtype);
    let dw = cast_v(ctx, dw, acc, wd)?;
    let db = cast_v(ctx, db, acc, bd)?;
    let _ = mask(args);
    Ok(vec![ctx.out(dx, x.dtype), ctx.out(dw, wd), ctx.out(db, bd)])
}

// ---------------------------------------------------------------- batch norm

struct BnOut {
    y: TensorArg,
    save_mean: TensorArg,
    save_invstd: TensorArg,
    running_mean: Option<TensorArg>,
    running_var: Option<TensorArg>,
}

/// Batch norm over every dim but 1. Training normalizes with the batch
/// statistics and blends them into the running stats (`momentum`, unbiased
/// variance); evaluation normalizes with the running stats.
#[allow(clippy::too_many_arguments)]
fn batch_norm(
    ctx: &mut LowerCtx,
    x: TensorArg,
    w: Option<TensorArg>,
    b: Option<TensorArg>,
    rm: Option<TensorArg>,
    rv: Option<TensorArg>,
    training: bool,
    momentum: f64,
    eps: f64,
) -> Result<BnOut> {
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    if rank < 2 {
        return Err(ctx.invalid(format!("batch_norm: expected 2D or more input (got {rank}D input)")));
    }
    let c = shape[1];
    for (p, name) in [(w, "weight"), (b, "bias"), (rm, "running_mean"), (rv, "running_var")] {
        if let Some(p) = p {
            if ctx.shape(p.v) != [c] {
                return Err(ctx.invalid(format!("{name} should contain {c} elements not {}", ctx.shape(p.v).iter().product::<i64>())));
            }
        }
    }
    check_bn_dtypes(ctx, x, &[w, b, rm, rv])?;
    let acc = stat_dtype(x.dtype, &[w, b, rm, rv]);
    let dims: Vec<usize> = (0..rank).filter(|&d| d != 1).collect();
    let n = count(&shape, &dims) as f64;
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    let (mean, invstd, var) = if training {
        let s = reduce_keep(ctx, v, &dims, Kind::Sum, false)?;
        let mean = div_c(ctx, s, n)?;
        let mb = along(ctx, mean, 1, rank)?;
        let d = sub(ctx, v, mb)?;
        let d2 = ok(ctx.b.mul(d, d))?;
        let ss = reduce_keep(ctx, d2, &dims, Kind::Sum, false)?;
        let var = div_c(ctx, ss, n)?;
        let e = ctx.full_like(var, eps)?;
        let ve = ok(ctx.b.add(var, e))?;
        (mean, ok(ctx.b.rsqrt(ve))?, Some(var))
    } else {
        let (Some(rm), Some(rv)) = (rm, rv) else {
            return Err(ctx.invalid("running_mean and running_var must be defined in evaluation mode"));
        };
        let mean = cast_v(ctx, rm.v, rm.dtype, acc)?;
        let var = cast_v(ctx, rv.v, rv.dtype, acc)?;
        let e = ctx.full_like(var, eps)?;
        let ve = ok(ctx.b.add(var, e))?;
        (mean, ok(ctx.b.rsqrt(ve))?, None)
    };
    let mb = along(ctx, mean, 1, rank)?;
    let ib = along(ctx, invstd, 1, rank)?;
    let d = sub(ctx, v, mb)?;
    let mut y = mul(ctx, d, ib)?;
    if let Some(wv) = opt_cast(ctx, w, acc)? {
        let wb = along(ctx, wv, 1, rank)?;
        y = mul(ctx, y, wb)?;
    }
    if let Some(bv) = opt_cast(ctx, b, acc)? {
        let bb = along(ctx, bv, 1, rank)?;
        y = super::reduce::add(ctx, y, bb)?;
    }
    let y = cast_v(ctx, y, acc, x.dtype)?;
    let blend = |ctx: &mut LowerCtx, old: TensorArg, new: Value| -> Result<TensorArg> {
        let o = cast_v(ctx, old.v, old.dtype, acc)?;
        let o = mul_c(ctx, o, 1.0 - momentum)?;
        let nw = mul_c(ctx, new, momentum)?;
        let r = ok(ctx.b.add(o, nw))?;
        let r = cast_v(ctx, r, acc, old.dtype)?;
        Ok(ctx.out(r, old.dtype))
    };
    let (running_mean, running_var, save_mean, save_invstd) = match var {
        Some(var) => {
            let rmo = match rm {
                Some(rm) => Some(blend(ctx, rm, mean)?),
                None => None,
            };
            let rvo = match rv {
                Some(rv) => {
                    let unbiased = mul_c(ctx, var, if n > 1.0 { n / (n - 1.0) } else { f64::INFINITY })?;
                    Some(blend(ctx, rv, unbiased)?)
                }
                None => None,
            };
            (rmo, rvo, mean, invstd)
        }
        None => {
            // Evaluation: the running stats are unchanged and the saved stats are empty.
            let e = ctx.constant(acc.elem(), &[0], 0.0)?;
            (rm, rv, e, e)
        }
    };
    // Saved statistics in the input's computation dtype, as on every device but the CPU
    // (see `native_layer_norm`).
    let save = x.dtype.opmath();
    let save_mean = cast_v(ctx, save_mean, acc, save)?;
    let save_invstd = cast_v(ctx, save_invstd, acc, save)?;
    Ok(BnOut {
        y: ctx.out(y, x.dtype),
        save_mean: ctx.out(save_mean, save),
        save_invstd: ctx.out(save_invstd, save),
        running_mean,
        running_var,
    })
}

/// PyTorch's CPU batch norm takes parameters (weight, bias, running stats, those present) of the
/// input's dtype, or, when the first of them differs from the input (its "mixed type"), all
/// float32 with a reduced-precision input; anything else it rejects with these words.
fn check_bn_dtypes(ctx: &LowerCtx, x: TensorArg, params: &[Option<TensorArg>]) -> Result<()> {
    let params: Vec<TensorArg> = params.iter().flatten().copied().collect();
    let Some(first) = params.first() else { return Ok(()) };
    if first.dtype == x.dtype {
        if let Some(p) = params.iter().find(|p| p.dtype != x.dtype) {
            return Err(ctx.invalid(format!("expected scalar type {} but found {}", x.dtype.short_name(), p.dtype.short_name())));
        }
    } else if params.iter().any(|p| p.dtype != DType::F32) {
        return Err(ctx.invalid("mixed dtype (CPU): expect parameter to have scalar type of Float"));
    } else if !matches!(x.dtype, DType::BF16 | DType::F16) {
        return Err(ctx.invalid("mixed dtype (CPU): all inputs must share same datatype."));
    }
    Ok(())
}

type BnArgs = (TensorArg, Option<TensorArg>, Option<TensorArg>, Option<TensorArg>, Option<TensorArg>);

fn bn_args(args: &Args) -> Result<BnArgs> {
    Ok((
        args.tensor("input")?,
        args.opt_tensor("weight")?,
        args.opt_tensor("bias")?,
        args.opt_tensor("running_mean")?,
        args.opt_tensor("running_var")?,
    ))
}

/// `native_batch_norm` and `_native_batch_norm_legit` (and its `.no_stats`
/// overload): the updated running stats of the arguments present (written
/// back in place by the engine), then (output, save_mean, save_invstd).
pub fn native_batch_norm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, w, b, rm, rv) = bn_args(args)?;
    let training = args.bool_or("training", true)?;
    let r = batch_norm(ctx, x, w, b, rm, rv, training, args.float("momentum")?, args.float("eps")?)?;
    let mut out = Vec::new();
    out.extend(r.running_mean);
    out.extend(r.running_var);
    out.extend([r.y, r.save_mean, r.save_invstd]);
    Ok(out)
}

pub fn native_batch_norm_legit_no_training(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, w, b, rm, rv) = bn_args(args)?;
    let r = batch_norm(ctx, x, w, b, rm, rv, false, args.float("momentum")?, args.float("eps")?)?;
    Ok(vec![r.y, r.save_mean, r.save_invstd])
}

pub fn native_batch_norm_legit_functional(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, w, b, rm, rv) = bn_args(args)?;
    let training = args.bool("training")?;
    let r = batch_norm(ctx, x, w, b, rm, rv, training, args.float("momentum")?, args.float("eps")?)?;
    let (Some(rmo), Some(rvo)) = (r.running_mean, r.running_var) else {
        return Err(ctx.invalid("running_mean and running_var are required"));
    };
    Ok(vec![r.y, r.save_mean, r.save_invstd, rmo, rvo])
}

/// `_batch_norm_with_update(input, weight, bias, running_mean!, running_var!,
/// momentum, eps)`: training batch norm (what `nn.BatchNorm*` calls in train
/// mode since PyTorch 2.3). The running stats come first, written back in
/// place, then (output, save_mean, save_invstd, reserve); the reserve is empty,
/// as on CPU.
pub fn batch_norm_with_update(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, w, b, rm, rv) = bn_args(args)?;
    let r = batch_norm(ctx, x, w, b, rm, rv, true, args.float("momentum")?, args.float("eps")?)?;
    let reserve = ctx.constant(DType::U8.elem(), &[0], 0.0)?;
    let mut out = Vec::new();
    out.extend(r.running_mean);
    out.extend(r.running_var);
    out.extend([r.y, r.save_mean, r.save_invstd, ctx.out(reserve, DType::U8)]);
    Ok(out)
}

/// `_batch_norm_with_update_functional`: the same, the new running stats as results 4 and 5.
pub fn batch_norm_with_update_functional(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, w, b, rm, rv) = bn_args(args)?;
    let r = batch_norm(ctx, x, w, b, rm, rv, true, args.float("momentum")?, args.float("eps")?)?;
    let (Some(rmo), Some(rvo)) = (r.running_mean, r.running_var) else {
        return Err(ctx.invalid("running_mean and running_var are required"));
    };
    let reserve = ctx.constant(DType::U8.elem(), &[0], 0.0)?;
    Ok(vec![r.y, r.save_mean, r.save_invstd, ctx.out(reserve, DType::U8), rmo, rvo])
}

/// `batch_norm_backward(grad_out, input, weight, running_mean, running_var,
/// save_mean, save_var, update, eps, output_mask, reserve)`: the backward of
/// `_batch_norm_with_update` (`update`: training statistics; `save_var` holds
/// the saved inverse standard deviation).
pub fn batch_norm_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    bn_backward(
        ctx,
        args.tensor("grad_out")?,
        args.tensor("input")?,
        args.opt_tensor("weight")?,
        args.opt_tensor("running_mean")?,
        args.opt_tensor("running_var")?,
        args.opt_tensor("save_mean")?,
        args.opt_tensor("save_var")?,
        args.bool("update")?,
        args.float("eps")?,
    )
}

pub fn native_batch_norm_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    bn_backward(
        ctx,
        args.tensor("grad_out")?,
        args.tensor("input")?,
        args.opt_tensor("weight")?,
        args.opt_tensor("running_mean")?,
        args.opt_tensor("running_var")?,
        args.opt_tensor("save_mean")?,
        args.opt_tensor("save_invstd")?,
        args.bool("train")?,
        args.float("eps")?,
    )
}

#[allow(clippy::too_many_arguments)]
fn bn_backward(
    ctx: &mut LowerCtx,
    g: TensorArg,
    x: TensorArg,
    w: Option<TensorArg>,
    rm: Option<TensorArg>,
    rv: Option<TensorArg>,
    sm: Option<TensorArg>,
    si: Option<TensorArg>,
    train: bool,
    eps: f64,
) -> Result<Vec<TensorArg>> {
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let dims: Vec<usize> = (0..rank).filter(|&d| d != 1).collect();
    let n = count(&shape, &dims) as f64;
    let acc = stat_dtype(x.dtype, &[w, rm, rv]);
    let gv = cast_v(ctx, g.v, g.dtype, acc)?;
    let xv = cast_v(ctx, x.v, x.dtype, acc)?;
    let (mean, invstd) = if train {
        let (Some(sm), Some(si)) = (sm, si) else {
            return Err(ctx.invalid("save_mean and save_invstd must be defined in training mode"));
        };
        (cast_v(ctx, sm.v, sm.dtype, acc)?, cast_v(ctx, si.v, si.dtype, acc)?)
    } else {
        let (Some(rm), Some(rv)) = (rm, rv) else {
            return Err(ctx.invalid("running_mean and running_var must be defined in evaluation mode"));
        };
        let m = cast_v(ctx, rm.v, rm.dtype, acc)?;
        let v = cast_v(ctx, rv.v, rv.dtype, acc)?;
        let e = ctx.full_like(v, eps)?;
        let ve = ok(ctx.b.add(v, e))?;
        (m, ok(ctx.b.rsqrt(ve))?)
    };
    let mb = along(ctx, mean, 1, rank)?;
    let ib = along(ctx, invstd, 1, rank)?;
    let xc = sub(ctx, xv, mb)?;
    let xhat = mul(ctx, xc, ib)?;
    let sum_g = reduce_keep(ctx, gv, &dims, Kind::Sum, false)?;
    let gx = ok(ctx.b.mul(gv, xhat))?;
    let sum_gx = reduce_keep(ctx, gx, &dims, Kind::Sum, false)?;
    let wv = opt_cast(ctx, w, acc)?;
    // scale = weight * invstd per channel
    let scale = match wv {
        Some(wv) => ok(ctx.b.mul(wv, invstd))?,
        None => invstd,
    };
    let sb = along(ctx, scale, 1, rank)?;
    let dx = if train {
        // dx = scale * (g - mean(g) - xhat * mean(g * xhat))
        let mg = div_c(ctx, sum_g, n)?;
        let mgx = div_c(ctx, sum_gx, n)?;
        let mgb = along(ctx, mg, 1, rank)?;
        let mgxb = along(ctx, mgx, 1, rank)?;
        let a = sub(ctx, gv, mgb)?;
        let c = mul(ctx, xhat, mgxb)?;
        let a = ok(ctx.b.sub(a, c))?;
        mul(ctx, a, sb)?
    } else {
        mul(ctx, gv, sb)?
    };
    let dx = cast_v(ctx, dx, acc, x.dtype)?;
    let pd = w.map(|w| w.dtype).unwrap_or(x.dtype);
    let dw = cast_v(ctx, sum_gx, acc, pd)?;
    let db = cast_v(ctx, sum_g, acc, pd)?;
    Ok(vec![ctx.out(dx, x.dtype), ctx.out(dw, pd), ctx.out(db, pd)])
}

// ---------------------------------------------------------------- group norm

/// `input` as `[N, G, C/G * HxW]` in `acc`.
fn grouped(ctx: &mut LowerCtx, x: TensorArg, n: i64, c: i64, hw: i64, g: i64, acc: DType) -> Result<Value> {
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    ok(ctx.b.reshape(v, &[n, g, (c / g) * hw]))
}

/// A per-channel parameter as `[1, C, 1]` in `acc`.
fn per_channel(ctx: &mut LowerCtx, p: TensorArg, c: i64, acc: DType) -> Result<Value> {
    let v = cast_v(ctx, p.v, p.dtype, acc)?;
    ok(ctx.b.reshape(v, &[1, c, 1]))
}

pub fn native_group_norm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("input")?;
    let w = args.opt_tensor("weight")?;
    let b = args.opt_tensor("bias")?;
    let (n, c, hw, g) = (args.int("N")?, args.int("C")?, args.int("HxW")?, args.int("group")?);
    let eps = args.float("eps")?;
    if g <= 0 || c % g != 0 {
        return Err(ctx.invalid(format!("Expected number of channels in input to be divisible by num_groups, but got input of shape {:?} and num_groups={g}", ctx.shape(x.v))));
    }
    let shape = ctx.shape(x.v);
    let acc = stat_dtype(x.dtype, &[w, b]);
    let v = grouped(ctx, x, n, c, hw, g, acc)?;
    let k = ((c / g) * hw) as f64;
    let s = reduce_keep(ctx, v, &[2], Kind::Sum, true)?;
    let mean = div_c(ctx, s, k)?;
    let d = sub(ctx, v, mean)?;
    let d2 = ok(ctx.b.mul(d, d))?;
    let ss = reduce_keep(ctx, d2, &[2], Kind::Sum, true)?;
    let var = div_c(ctx, ss, k)?;
    let e = ctx.full_like(var, eps)?;
    let ve = ok(ctx.b.add(var, e))?;
    let rstd = ok(ctx.b.rsqrt(ve))?;
    let y = mul(ctx, d, rstd)?;
    let mut y = ok(ctx.b.reshape(y, &[n, c, hw]))?;
    if let Some(w) = w {
        let wv = per_channel(ctx, w, c, acc)?;
        y = mul(ctx, y, wv)?;
    }
    if let Some(b) = b {
        let bv = per_channel(ctx, b, c, acc)?;
        y = super::reduce::add(ctx, y, bv)?;
    }
    let y = ok(ctx.b.reshape(y, &shape))?;
    let y = cast_v(ctx, y, acc, x.dtype)?;
    let sd = if acc != x.dtype.opmath() { acc } else { x.dtype };
    let mean = ok(ctx.b.reshape(mean, &[n, g]))?;
    let rstd = ok(ctx.b.reshape(rstd, &[n, g]))?;
    let mean = cast_v(ctx, mean, acc, sd)?;
    let rstd = cast_v(ctx, rstd, acc, sd)?;
    Ok(vec![ctx.out(y, x.dtype), ctx.out(mean, sd), ctx.out(rstd, sd)])
}

pub fn native_group_norm_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let gy = args.tensor("grad_out")?;
    let x = args.tensor("input")?;
    let mean = args.tensor("mean")?;
    let rstd = args.tensor("rstd")?;
    let w = args.opt_tensor("weight")?;
    let (n, c, hw, g) = (args.int("N")?, args.int("C")?, args.int("HxW")?, args.int("group")?);
    let shape = ctx.shape(x.v);
    let acc = stat_dtype(x.dtype, &[w]);
    let cg = c / g;
    let k = (cg * hw) as f64;
    // Work in [N, G, C/G, HxW] so per-channel and per-group sums are plain reductions.
    let x4 = cast_v(ctx, x.v, x.dtype, acc)?;
    let x4 = ok(ctx.b.reshape(x4, &[n, g, cg, hw]))?;
    let g4 = cast_v(ctx, gy.v, gy.dtype, acc)?;
    let g4 = ok(ctx.b.reshape(g4, &[n, g, cg, hw]))?;
    let m = cast_v(ctx, mean.v, mean.dtype, acc)?;
    let m = ok(ctx.b.reshape(m, &[n, g, 1, 1]))?;
    let r = cast_v(ctx, rstd.v, rstd.dtype, acc)?;
    let r = ok(ctx.b.reshape(r, &[n, g, 1, 1]))?;
    let xc = sub(ctx, x4, m)?;
    let xhat = mul(ctx, xc, r)?;
    let wv = match w {
        Some(w) => {
            let v = cast_v(ctx, w.v, w.dtype, acc)?;
            Some(ok(ctx.b.reshape(v, &[1, g, cg, 1]))?)
        }
        None => None,
    };
    let gw = match wv {
        Some(wv) => mul(ctx, g4, wv)?,
        None => g4,
    };
    // dx = rstd * (gw - mean(gw) - xhat * mean(gw * xhat)) over each group
    let s1 = reduce_keep(ctx, gw, &[2, 3], Kind::Sum, true)?;
    let gwx = ok(ctx.b.mul(gw, xhat))?;
    let s2 = reduce_keep(ctx, gwx, &[2, 3], Kind::Sum, true)?;
    let m1 = div_c(ctx, s1, k)?;
    let m2 = div_c(ctx, s2, k)?;
    let a = sub(ctx, gw, m1)?;
    let cc = mul(ctx, xhat, m2)?;
    let a = ok(ctx.b.sub(a, cc))?;
    let dx = mul(ctx, a, r)?;
    let dx = ok(ctx.b.reshape(dx, &shape))?;
    let dx = cast_v(ctx, dx, acc, x.dtype)?;
    let gxh = ok(ctx.b.mul(g4, xhat))?;
    let dw = reduce_keep(ctx, gxh, &[0, 3], Kind::Sum, false)?;
    let dw = ok(ctx.b.reshape(dw, &[c]))?;
    let db = reduce_keep(ctx, g4, &[0, 3], Kind::Sum, false)?;
    let db = ok(ctx.b.reshape(db, &[c]))?;
    let pd = w.map(|w| w.dtype).unwrap_or(x.dtype);
    let dw = cast_v(ctx, dw, acc, pd)?;
    let db = cast_v(ctx, db, acc, pd)?;
    let _ = mask(args);
    Ok(vec![ctx.out(dx, x.dtype), ctx.out(dw, pd), ctx.out(db, pd)])
}

// Padding rules of this family's ops (`PadRule::Special`): which arguments a padded graph
// masks, and how their results are laid out (crates/lowering/src/padding.rs).
mod pad_rules {
    use crate::args::Arg;
    
    use crate::error::Result;
    use crate::padding::{extent, is_padded, refuse, static_layout, Layout, Neutral, PadNode, Padder, Plan, SpecialRule};
    use tpj_stablehlo::Builder;

    /// Normalises over the trailing `normalized_shape` dimensions, which must not be padded; mean and rstd are laid out like the batch dimensions.
    pub const LAYER_NORM_PAD: SpecialRule = SpecialRule { name: "layer_norm", plan: pad_layer_norm, without_self: false };

    /// Weight and bias gradients sum over the batch dimensions: masked to zero.
    pub const LAYER_NORM_BACKWARD_PAD: SpecialRule = SpecialRule { name: "layer_norm_backward", plan: pad_layer_norm_backward, without_self: true };

    /// The number of leading (batch) dimensions before the normalised ones.
    fn batch_rank(n: &PadNode, rank: usize) -> Result<usize> {
        let Some(Arg::IntList(ns)) = n.get("normalized_shape") else { return refuse(n.op, "no normalized_shape") };
        match rank.checked_sub(ns.len()) {
            Some(k) => Ok(k),
            None => refuse(n.op, "normalized_shape longer than the input"),
        }
    }

    fn pad_layer_norm(_s: &mut dyn Padder, _b: &mut Builder, n: &PadNode, _vals: &mut [Arg], sl: Layout) -> Result<Plan> {
        let rank = sl.len();
        let k = batch_rank(n, rank)?;
        if sl[k..].iter().any(is_padded) {
            return refuse(n.op, "normalizes over a padded dimension");
        }
        let mut stat = sl[..k].to_vec();
        stat.extend(static_layout(&vec![1; rank - k]));
        Ok(Plan::PerOutput(vec![sl, stat.clone(), stat]))
    }

    fn pad_layer_norm_backward(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], _sl: Layout) -> Result<Plan> {
        let inp = n.layout(s, b, "input").unwrap_or_default();
        let k = batch_rank(n, inp.len())?;
        if inp[k..].iter().any(is_padded) {
            return refuse(n.op, "normalizes over a padded dimension");
        }
        let batch: Vec<usize> = (0..k).collect();
        for name in ["grad_out", "input", "mean", "rstd"] {
            n.mask_arg(s, b, vals, name, Some(&batch), Neutral::Zero)?;
        }
        let w = n.layout(s, b, "weight").map(|l| static_layout(&l.iter().map(extent).collect::<Vec<_>>())).unwrap_or_default();
        Ok(Plan::PerOutput(vec![inp, w.clone(), w]))
    }
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_layer_norm() {
        check("native_layer_norm_affine", "native_layer_norm", vec![("input", T::Tensor(F32, vec![2, 3, 4])), ("normalized_shape", T::Ints(vec![4])), ("weight", T::Tensor(F32, vec![4])), ("bias", T::Tensor(F32, vec![4])), ("eps", T::Float(1e-5))]);
        check("native_layer_norm_backward_f32", "native_layer_norm_backward", vec![("grad_out", T::Tensor(F32, vec![2, 4])), ("input", T::Tensor(F32, vec![2, 4])), ("normalized_shape", T::Ints(vec![4])), ("mean", T::Tensor(F32, vec![2, 1])), ("rstd", T::Tensor(F32, vec![2, 1])), ("weight", T::Tensor(F32, vec![4])), ("bias", T::None)]);
    }

    #[test]
    fn golden_batch_norm() {
        check("native_batch_norm_train_stats", "native_batch_norm", vec![("input", T::Tensor(F32, vec![2, 3, 4])), ("weight", T::Tensor(F32, vec![3])), ("bias", T::Tensor(F32, vec![3])), ("running_mean", T::Tensor(F32, vec![3])), ("running_var", T::Tensor(F32, vec![3])), ("training", T::Bool(true)), ("momentum", T::Float(0.1)), ("eps", T::Float(1e-5))]);
        check("native_batch_norm_backward_train", "native_batch_norm_backward", vec![("grad_out", T::Tensor(F32, vec![2, 3])), ("input", T::Tensor(F32, vec![2, 3])), ("weight", T::None), ("running_mean", T::None), ("running_var", T::None), ("save_mean", T::Tensor(F32, vec![3])), ("save_invstd", T::Tensor(F32, vec![3])), ("train", T::Bool(true)), ("eps", T::Float(1e-5))]);
        let bn = || vec![("input", T::Tensor(F32, vec![2, 3, 4])), ("weight", T::Tensor(F32, vec![3])), ("bias", T::Tensor(F32, vec![3])), ("running_mean", T::Tensor(F32, vec![3])), ("running_var", T::Tensor(F32, vec![3])), ("momentum", T::Float(0.1)), ("eps", T::Float(1e-5))];
        check("_batch_norm_with_update", "_batch_norm_with_update", bn());
        check("_batch_norm_with_update_functional", "_batch_norm_with_update_functional", bn());
        check("batch_norm_backward", "batch_norm_backward", vec![("grad_out", T::Tensor(F32, vec![2, 3, 4])), ("input", T::Tensor(F32, vec![2, 3, 4])), ("weight", T::Tensor(F32, vec![3])), ("running_mean", T::Tensor(F32, vec![3])), ("running_var", T::Tensor(F32, vec![3])), ("save_mean", T::Tensor(F32, vec![3])), ("save_var", T::Tensor(F32, vec![3])), ("update", T::Bool(true)), ("eps", T::Float(1e-5)), ("output_mask", T::None), ("reserve", T::Tensor(U8, vec![0]))]);
    }

    #[test]
    fn golden_group_norm() {
        check("native_group_norm_f32", "native_group_norm", vec![("input", T::Tensor(F32, vec![2, 4, 3])), ("weight", T::Tensor(F32, vec![4])), ("bias", T::None), ("N", T::Int(2)), ("C", T::Int(4)), ("HxW", T::Int(3)), ("group", T::Int(2)), ("eps", T::Float(1e-5))]);
    }

    #[test]
    fn batch_norm_dtype_errors_are_the_cpus() {
        let bn = |x, w, rm| {
            lower_text("native_batch_norm", vec![("input", T::Tensor(x, vec![2, 3])), ("weight", T::Tensor(w, vec![3])), ("bias", T::None), ("running_mean", T::Tensor(rm, vec![3])), ("running_var", T::Tensor(rm, vec![3])), ("training", T::Bool(true)), ("momentum", T::Float(0.1)), ("eps", T::Float(1e-5))])
        };
        let e = bn(BF16, BF16, F32).unwrap_err();
        assert!(e.contains("expected scalar type BFloat16 but found Float"), "{e}");
        let e = bn(F32, BF16, BF16).unwrap_err();
        assert!(e.contains("mixed dtype (CPU): expect parameter to have scalar type of Float"), "{e}");
        assert!(bn(BF16, F32, F32).is_ok() && bn(F16, F16, F16).is_ok());
    }

    #[test]
    fn layer_norm_shape_error() {
        let e = lower_text("native_layer_norm", vec![("input", T::Tensor(F32, vec![2, 3])), ("normalized_shape", T::Ints(vec![4])), ("weight", T::None), ("bias", T::None), ("eps", T::Float(1e-5))]).unwrap_err();
        assert!(e.contains("Given normalized_shape=[4], expected input with shape [*, 4], but got input of size[2, 3]"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("_native_batch_norm_legit", "_native_batch_norm_legit", vec![("input", T::Tensor(F32, vec![2, 3, 4])), ("weight", T::Tensor(F32, vec![3])), ("bias", T::Tensor(F32, vec![3])), ("running_mean", T::Tensor(F32, vec![3])), ("running_var", T::Tensor(F32, vec![3])), ("training", T::Bool(true)), ("momentum", T::Float(0.1)), ("eps", T::Float(1e-05))]);
        check("_native_batch_norm_legit_no_training", "_native_batch_norm_legit_no_training", vec![("input", T::Tensor(F32, vec![2, 3, 4])), ("weight", T::Tensor(F32, vec![3])), ("bias", T::Tensor(F32, vec![3])), ("running_mean", T::Tensor(F32, vec![3])), ("running_var", T::Tensor(F32, vec![3])), ("momentum", T::Float(0.1)), ("eps", T::Float(1e-05))]);
        check("_native_batch_norm_legit_functional", "_native_batch_norm_legit_functional", vec![("input", T::Tensor(F32, vec![2, 3, 4])), ("weight", T::Tensor(F32, vec![3])), ("bias", T::Tensor(F32, vec![3])), ("running_mean", T::Tensor(F32, vec![3])), ("running_var", T::Tensor(F32, vec![3])), ("training", T::Bool(true)), ("momentum", T::Float(0.1)), ("eps", T::Float(1e-05))]);
        check("native_group_norm_backward", "native_group_norm_backward", vec![("grad_out", T::Tensor(F32, vec![2, 4, 3])), ("input", T::Tensor(F32, vec![2, 4, 3])), ("mean", T::Tensor(F32, vec![2, 2])), ("rstd", T::Tensor(F32, vec![2, 2])), ("weight", T::Tensor(F32, vec![4])), ("N", T::Int(2)), ("C", T::Int(4)), ("HxW", T::Int(3)), ("group", T::Int(2)), ("output_mask", T::None)]);
    }
}
