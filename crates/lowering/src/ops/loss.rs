//! Losses and their backward ops: nll_loss (1-D, 2-D and the 2d/spatial
//! variant), mse, binary cross entropy (probabilities and logits), smooth L1
//! and Huber. `reduction` is ATen's enum: 0 none, 1 mean, 2 sum. Half and
//! bfloat16 compute in f32. `cross_entropy` decomposes into `_log_softmax` +
//! `nll_loss*` before reaching us, `l1_loss` into `abs` + `mean`.

use super::reduce::{cast_v, count, div_c, mul, mul_c, reduce, scan, Kind};
use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("nll_loss_forward", nll_loss_forward).pad(PadRule::Special(pad_rules::NLL_LOSS_PAD));
    r.op("nll_loss2d_forward", nll_loss_forward).pad(PadRule::Special(pad_rules::NLL_LOSS_PAD));
    r.op("nll_loss_backward", nll_loss_backward).pad(PadRule::Special(pad_rules::NLL_LOSS_BACKWARD_PAD));
    r.op("nll_loss2d_backward", nll_loss_backward).pad(PadRule::Special(pad_rules::NLL_LOSS_BACKWARD_PAD));
    r.op("mse_loss", mse_loss);
    r.op("mse_loss_backward", mse_loss_backward);
    r.op("binary_cross_entropy", binary_cross_entropy);
    r.op("binary_cross_entropy_backward", binary_cross_entropy_backward);
    r.op("binary_cross_entropy_with_logits", binary_cross_entropy_with_logits);
    r.op("smooth_l1_loss", smooth_l1_loss);
    r.op("smooth_l1_loss_backward", smooth_l1_loss_backward);
    r.op("huber_loss", huber_loss);
    r.op("huber_loss_backward", huber_loss_backward);
    r.op("multi_margin_loss", multi_margin_loss).consts(&["p", "margin"]);
    r.op("multi_margin_loss_backward", multi_margin_loss_backward).consts(&["p", "margin"]);
    r.op("multilabel_margin_loss_forward", multilabel_margin_loss_forward);
    r.op("multilabel_margin_loss_backward", multilabel_margin_loss_backward);
}

fn reduction(ctx: &LowerCtx, args: &Args) -> Result<i64> {
    let r = args.int_or("reduction", 1)?;
    if !(0..=2).contains(&r) {
        return Err(ctx.value_error(format!("{r} is not a valid value for reduction")));
    }
    Ok(r)
}

/// Applies `reduction` to an elementwise loss in opmath.
fn reduce_loss(ctx: &mut LowerCtx, v: Value, red: i64) -> Result<Value> {
    if red == 0 {
        return Ok(v);
    }
    let shape = ctx.shape(v);
    let all: Vec<usize> = (0..shape.len()).collect();
    let s = reduce(ctx, v, &all, Kind::Sum)?;
    if red == 1 {
        div_c(ctx, s, count(&shape, &all) as f64)
    } else {
        Ok(s)
    }
}

/// The incoming gradient broadcast to `shape`, scaled by 1/N for a mean.
fn grad_scale(ctx: &mut LowerCtx, g: TensorArg, shape: &[i64], red: i64, acc: DType) -> Result<Value> {
    let gv = cast_v(ctx, g.v, g.dtype, acc)?;
    let gv = ctx.broadcast_to(gv, shape)?;
    if red == 1 {
        div_c(ctx, gv, shape.iter().product::<i64>() as f64)
    } else {
        Ok(gv)
    }
}

/// `self` and `target` promoted and broadcast, in opmath: (x, y, out dtype, acc).
fn pair(ctx: &mut LowerCtx, args: &Args) -> Result<(Value, Value, DType, DType)> {
    let x = args.tensor("self")?;
    let y = args.tensor("target")?;
    let dtype = ctx.result_type(&[x, y])?;
    let acc = dtype.opmath();
    let vs = ctx.unify(&[x, y], acc)?;
    Ok((vs[0], vs[1], dtype, acc))
}

// ---------------------------------------------------------------- nll_loss

/// What nll_loss forward and backward share: the one-hot of the target along
/// the class dim, each sample's weight (0 where ignored) and the class dim.
struct Nll {
    onehot: Value,
    w: Value,
    valid: Value,
    cls: usize,
    acc: DType,
}

fn nll_common(ctx: &mut LowerCtx, args: &Args, x: TensorArg) -> Result<Nll> {
    let t = args.tensor("target")?;
    let weight = args.opt_tensor("weight")?;
    let ignore = args.int("ignore_index")?;
    let xs = ctx.shape(x.v);
    let ts = ctx.shape(t.v);
    if xs.is_empty() {
        return Err(ctx.invalid("input tensor should be 1D or 2D"));
    }
    let cls = if xs.len() == 1 { 0 } else { 1 };
    let mut want = xs.clone();
    want.remove(cls);
    if ts != want {
        return Err(if xs.len() >= 2 && ts.first() != Some(&xs[0]) {
            ctx.value_error(format!(
                "Expected input batch_size ({}) to match target batch_size ({}).",
                xs[0],
                ts.first().copied().unwrap_or(0)
            ))
        } else {
            ctx.invalid(format!("only batches of spatial targets supported (non-empty 3D tensors) but got targets of size: : {ts:?}"))
        });
    }
    if !t.dtype.is_integral(false) {
        return Err(ctx.invalid(format!("expected scalar type Long but found {}", t.dtype.short_name())));
    }
    let c = xs[cls];
    if let Some(w) = weight {
        if ctx.shape(w.v) != [c] {
            return Err(ctx.invalid(format!(
                "weight tensor should be defined either for all {c} classes or no classes but got weight tensor of shape: {:?}",
                ctx.shape(w.v)
            )));
        }
    }
    let acc = x.dtype.opmath();
    let tv = cast_v(ctx, t.v, t.dtype, DType::I64)?;
    // target with the class dim inserted, broadcast against the class iota
    let mut tk = ts.clone();
    tk.insert(cls, 1);
    let tb = ok(ctx.b.reshape(tv, &tk))?;
    let tb = ctx.broadcast_to(tb, &xs)?;
    let iota = ok(ctx.b.iota(TensorType::new(ElementType::I64, xs.clone()), cls))?;
    let onehot = ok(ctx.b.compare(iota, tb, CmpDir::Eq))?;
    let ig = ctx.full_like(tv, ignore as f64)?;
    let valid = ok(ctx.b.compare(tv, ig, CmpDir::Ne))?;
    // A target outside [0, C) (other than ignore_index) is the CPU's "Target k is out of
    // bounds": checked on the device, where it would otherwise pick nothing.
    let zero = ctx.zeros_like(tv)?;
    let checked = ok(ctx.b.select(valid, tv, zero))?;
    ctx.check_index_range(checked, 0, c, format!("for the target of {}: class indices must be in [0, {c}) or be ignore_index ({ignore})", ctx.tensor_desc(&x)))?;
    let w = match weight {
        Some(w) => {
            let wv = cast_v(ctx, w.v, w.dtype, acc)?;
            let mut s = vec![1i64; xs.len()];
            s[cls] = c;
            let wv = ok(ctx.b.reshape(wv, &s))?;
            let wb = ctx.broadcast_to(wv, &xs)?;
            let z = ctx.zeros_like(wb)?;
            let sel = ok(ctx.b.select(onehot, wb, z))?;
            reduce(ctx, sel, &[cls], Kind::Sum)?
        }
        None => ctx.constant(acc.elem(), &ts, 1.0)?,
    };
    let z = ctx.zeros_like(w)?;
    let w = ok(ctx.b.select(valid, w, z))?;
    Ok(Nll { onehot, w, valid, cls, acc })
}

/// `nll_loss_forward` / `nll_loss2d_forward` -> (output, total_weight).
pub fn nll_loss_forward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let red = reduction(ctx, args)?;
    let n = nll_common(ctx, args, x)?;
    let xv = cast_v(ctx, x.v, x.dtype, n.acc)?;
    let z = ctx.zeros_like(xv)?;
    let sel = ok(ctx.b.select(n.onehot, xv, z))?;
    let picked = reduce(ctx, sel, &[n.cls], Kind::Sum)?;
    let l = ok(ctx.b.mul(picked, n.w))?;
    let l = ok(ctx.b.neg(l))?;
    let zl = ctx.zeros_like(l)?;
    // Ignored samples contribute exactly 0 (even where the input is -inf).
    let l = ok(ctx.b.select(n.valid, l, zl))?;
    let ts = ctx.shape(l);
    let all: Vec<usize> = (0..ts.len()).collect();
    let total = reduce(ctx, n.w, &all, Kind::Sum)?;
    let out = match red {
        0 => l,
        1 => {
            let s = reduce(ctx, l, &all, Kind::Sum)?;
            ok(ctx.b.div(s, total))?
        }
        _ => reduce(ctx, l, &all, Kind::Sum)?,
    };
    let total = if red == 0 { ctx.constant(n.acc.elem(), &[], 0.0)? } else { total };
    let out = cast_v(ctx, out, n.acc, x.dtype)?;
    let total = cast_v(ctx, total, n.acc, x.dtype)?;
    Ok(vec![ctx.out(out, x.dtype), ctx.out(total, x.dtype)])
}

/// `d loss / d self`: `-weight[target] * grad` at the target class, 0 elsewhere.
pub fn nll_loss_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let total = args.tensor("total_weight")?;
    let red = reduction(ctx, args)?;
    let n = nll_common(ctx, args, x)?;
    let ts = ctx.shape(n.w);
    let gv = cast_v(ctx, g.v, g.dtype, n.acc)?;
    let mut gv = ctx.broadcast_to(gv, &ts)?;
    if red == 1 {
        let tw = cast_v(ctx, total.v, total.dtype, n.acc)?;
        let tw = ctx.broadcast_to(tw, &ts)?;
        gv = ok(ctx.b.div(gv, tw))?;
    }
    let c = ok(ctx.b.mul(gv, n.w))?;
    let c = ok(ctx.b.neg(c))?;
    let zc = ctx.zeros_like(c)?;
    let c = ok(ctx.b.select(n.valid, c, zc))?;
    let xs = ctx.shape(x.v);
    let mut tk = ts.clone();
    tk.insert(n.cls, 1);
    let c = ok(ctx.b.reshape(c, &tk))?;
    let c = ctx.broadcast_to(c, &xs)?;
    let z = ctx.zeros_like(c)?;
    let gi = ok(ctx.b.select(n.onehot, c, z))?;
    let gi = cast_v(ctx, gi, n.acc, x.dtype)?;
    Ok(vec![ctx.out(gi, x.dtype)])
}

// ---------------------------------------------------------------- mse

pub fn mse_loss(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, y, dtype, acc) = pair(ctx, args)?;
    let red = reduction(ctx, args)?;
    let d = ok(ctx.b.sub(x, y))?;
    let l = ok(ctx.b.mul(d, d))?;
    let r = reduce_loss(ctx, l, red)?;
    let r = cast_v(ctx, r, acc, dtype)?;
    Ok(vec![ctx.out(r, dtype)])
}

/// `2 * (self - target) * grad` (/ N for a mean), in self's shape and dtype.
pub fn mse_loss_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let xt = args.tensor("self")?;
    let g = args.tensor("grad_output")?;
    let (x, y, _, acc) = pair(ctx, args)?;
    let red = reduction(ctx, args)?;
    let shape = ctx.shape(x);
    let gv = grad_scale(ctx, g, &shape, red, acc)?;
    let d = ok(ctx.b.sub(x, y))?;
    let d = mul_c(ctx, d, 2.0)?;
    let r = ok(ctx.b.mul(d, gv))?;
    let r = cast_v(ctx, r, acc, xt.dtype)?;
    Ok(vec![ctx.out(r, xt.dtype)])
}

// ---------------------------------------------------------------- binary cross entropy

fn opt_weight(ctx: &mut LowerCtx, args: &Args, name: &str, shape: &[i64], acc: DType) -> Result<Option<Value>> {
    match args.opt_tensor(name)? {
        Some(w) => {
            let v = cast_v(ctx, w.v, w.dtype, acc)?;
            Ok(Some(ctx.broadcast_to(v, shape)?))
        }
        None => Ok(None),
    }
}

fn check_same_size(ctx: &LowerCtx, x: Value, y: Value) -> Result<()> {
    let (xs, ys) = (ctx.shape(x), ctx.shape(y));
    if xs != ys {
        return Err(ctx.value_error(format!(
            "Using a target size ({ys:?}) that is different to the input size ({xs:?}) is deprecated. Please ensure they have the same size."
        )));
    }
    Ok(())
}

/// `-w * (y * max(log(x), -100) + (1 - y) * max(log(1 - x), -100))`
pub fn binary_cross_entropy(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let xt = args.tensor("self")?;
    let yt = args.tensor("target")?;
    check_same_size(ctx, xt.v, yt.v)?;
    let red = reduction(ctx, args)?;
    let acc = xt.dtype.opmath();
    let x = cast_v(ctx, xt.v, xt.dtype, acc)?;
    let y = cast_v(ctx, yt.v, yt.dtype, acc)?;
    let shape = ctx.shape(x);
    let floor = ctx.full_like(x, -100.0)?;
    let lx = ok(ctx.b.log(x))?;
    let lx = ok(ctx.b.max(lx, floor))?;
    let nx = ok(ctx.b.neg(x))?;
    let l1x = ok(ctx.b.log1p(nx))?;
    let l1x = ok(ctx.b.max(l1x, floor))?;
    // (y - 1) * log(1 - x) - y * log(x)
    let one = ctx.full_like(y, 1.0)?;
    let ym1 = ok(ctx.b.sub(y, one))?;
    let a = ok(ctx.b.mul(ym1, l1x))?;
    let c = ok(ctx.b.mul(y, lx))?;
    let mut l = ok(ctx.b.sub(a, c))?;
    if let Some(w) = opt_weight(ctx, args, "weight", &shape, acc)? {
        l = ok(ctx.b.mul(l, w))?;
    }
    let r = reduce_loss(ctx, l, red)?;
    let r = cast_v(ctx, r, acc, xt.dtype)?;
    Ok(vec![ctx.out(r, xt.dtype)])
}

/// `grad * w * (x - y) / max((1 - x) * x, 1e-12)` (/ N for a mean).
pub fn binary_cross_entropy_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let xt = args.tensor("self")?;
    let yt = args.tensor("target")?;
    let red = reduction(ctx, args)?;
    let acc = xt.dtype.opmath();
    let x = cast_v(ctx, xt.v, xt.dtype, acc)?;
    let y = cast_v(ctx, yt.v, yt.dtype, acc)?;
    let shape = ctx.shape(x);
    let gv = grad_scale(ctx, g, &shape, red, acc)?;
    let one = ctx.full_like(x, 1.0)?;
    let omx = ok(ctx.b.sub(one, x))?;
    let den = ok(ctx.b.mul(omx, x))?;
    let eps = ctx.full_like(x, 1e-12)?;
    let den = ok(ctx.b.max(den, eps))?;
    let num = ok(ctx.b.sub(x, y))?;
    let r = ok(ctx.b.div(num, den))?;
    let mut r = ok(ctx.b.mul(r, gv))?;
    if let Some(w) = opt_weight(ctx, args, "weight", &shape, acc)? {
        r = ok(ctx.b.mul(r, w))?;
    }
    let r = cast_v(ctx, r, acc, xt.dtype)?;
    Ok(vec![ctx.out(r, xt.dtype)])
}

/// `(1 - y) * x + lw * (log1p(exp(-|x|)) + max(-x, 0))`, `lw = 1 + (pos_weight - 1) * y`.
pub fn binary_cross_entropy_with_logits(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let xt = args.tensor("self")?;
    let yt = args.tensor("target")?;
    check_same_size(ctx, xt.v, yt.v)?;
    let red = reduction(ctx, args)?;
    let acc = xt.dtype.opmath();
    let x = cast_v(ctx, xt.v, xt.dtype, acc)?;
    let y = cast_v(ctx, yt.v, yt.dtype, acc)?;
    let shape = ctx.shape(x);
    let one = ctx.full_like(x, 1.0)?;
    let zero = ctx.zeros_like(x)?;
    let omy = ok(ctx.b.sub(one, y))?;
    let a = ok(ctx.b.mul(omy, x))?;
    let ax = ok(ctx.b.abs(x))?;
    let nax = ok(ctx.b.neg(ax))?;
    let e = ok(ctx.b.exp(nax))?;
    let sp = ok(ctx.b.log1p(e))?;
    let nx = ok(ctx.b.neg(x))?;
    let mx = ok(ctx.b.max(nx, zero))?;
    let mut s = ok(ctx.b.add(sp, mx))?;
    if let Some(pw) = opt_weight(ctx, args, "pos_weight", &shape, acc)? {
        let pm1 = ok(ctx.b.sub(pw, one))?;
        let lw = ok(ctx.b.mul(pm1, y))?;
        let lw = ok(ctx.b.add(lw, one))?;
        s = ok(ctx.b.mul(s, lw))?;
    }
    let mut l = ok(ctx.b.add(a, s))?;
    if let Some(w) = opt_weight(ctx, args, "weight", &shape, acc)? {
        l = ok(ctx.b.mul(l, w))?;
    }
    let r = reduce_loss(ctx, l, red)?;
    let r = cast_v(ctx, r, acc, xt.dtype)?;
    Ok(vec![ctx.out(r, xt.dtype)])
}

// ---------------------------------------------------------------- smooth L1 / Huber

/// Elementwise smooth-L1 (`huber == false`, parameter beta) or Huber (delta) loss.
fn smooth(ctx: &mut LowerCtx, args: &Args, huber: bool) -> Result<Vec<TensorArg>> {
    let (x, y, dtype, acc) = pair(ctx, args)?;
    let red = reduction(ctx, args)?;
    let p = args.float(if huber { "delta" } else { "beta" })?;
    if p < 0.0 {
        return Err(ctx.invalid(if huber {
            "huber_loss does not support negative values for delta."
        } else {
            "smooth_l1_loss does not support negative values for beta."
        }));
    }
    let d = ok(ctx.b.sub(x, y))?;
    let ad = ok(ctx.b.abs(d))?;
    let l = if !huber && p == 0.0 {
        ad
    } else {
        let pc = ctx.full_like(ad, p)?;
        let small = ok(ctx.b.compare(ad, pc, CmpDir::Lt))?;
        let sq = ok(ctx.b.mul(d, d))?;
        let sq = mul_c(ctx, sq, 0.5)?;
        let hp = ctx.full_like(ad, 0.5 * p)?;
        let lin = ok(ctx.b.sub(ad, hp))?;
        let (sq, lin) = if huber { (sq, mul_c(ctx, lin, p)?) } else { (div_c(ctx, sq, p)?, lin) };
        ok(ctx.b.select(small, sq, lin))?
    };
    let r = reduce_loss(ctx, l, red)?;
    let r = cast_v(ctx, r, acc, dtype)?;
    Ok(vec![ctx.out(r, dtype)])
}

fn smooth_backward(ctx: &mut LowerCtx, args: &Args, huber: bool) -> Result<Vec<TensorArg>> {
    let xt = args.tensor("self")?;
    let g = args.tensor("grad_output")?;
    let (x, y, _, acc) = pair(ctx, args)?;
    let red = reduction(ctx, args)?;
    let p = args.float(if huber { "delta" } else { "beta" })?;
    let shape = ctx.shape(x);
    let gv = grad_scale(ctx, g, &shape, red, acc)?;
    let d = ok(ctx.b.sub(x, y))?;
    // outside [-p, p]: sign(d) (times delta for Huber); inside: d / beta (d for Huber)
    let outer = if huber { p } else { 1.0 };
    let hi = ctx.full_like(d, outer)?;
    let lo = ctx.full_like(d, -outer)?;
    let pc = ctx.full_like(d, p)?;
    let npc = ctx.full_like(d, -p)?;
    let inner = if huber { d } else { div_c(ctx, d, p)? };
    let above = ok(ctx.b.compare(d, pc, CmpDir::Gt))?;
    let below = ok(ctx.b.compare(d, npc, CmpDir::Lt))?;
    let r = ok(ctx.b.select(above, hi, inner))?;
    let r = ok(ctx.b.select(below, lo, r))?;
    let r = mul(ctx, r, gv)?;
    let r = cast_v(ctx, r, acc, xt.dtype)?;
    Ok(vec![ctx.out(r, xt.dtype)])
}

pub fn smooth_l1_loss(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    smooth(ctx, args, false)
}

pub fn smooth_l1_loss_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    smooth_backward(ctx, args, false)
}

pub fn huber_loss(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    smooth(ctx, args, true)
}

pub fn huber_loss_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    smooth_backward(ctx, args, true)
}

/// The per-class hinge terms of `multi_margin_loss` for `x` `[n, c]` and
/// targets `[n]`: `z = margin - x[target] + x[j]` where positive and `j` is
/// not the target, else 0; and `weight[target]` per row (1 without weights).
struct Margins {
    z: Value,
    active: Value,
    w: Value,
}

fn margins(ctx: &mut LowerCtx, x: Value, t: Value, weight: Option<TensorArg>, margin: f64, acc: DType) -> Result<Margins> {
    let s = ctx.shape(x);
    let (n, c) = (s[0], s[1]);
    let cls = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, c]), 1))?;
    let tb = ok(ctx.b.broadcast_in_dim(t, &[n, c], &[0]))?;
    let is_t = ok(ctx.b.compare(cls, tb, CmpDir::Eq))?;
    let zero = ctx.zeros_like(x)?;
    let xt = ok(ctx.b.select(is_t, x, zero))?;
    let xt = reduce(ctx, xt, &[1], Kind::Sum)?;
    let xt = ok(ctx.b.broadcast_in_dim(xt, &[n, c], &[0]))?;
    let m = ctx.full_like(x, margin)?;
    let z = ok(ctx.b.sub(m, xt))?;
    let z = ok(ctx.b.add(z, x))?;
    let pos = ok(ctx.b.compare(z, zero, CmpDir::Gt))?;
    let not_t = ok(ctx.b.not(is_t))?;
    let active = ok(ctx.b.and(pos, not_t))?;
    let w = match weight {
        Some(w) => {
            let wv = cast_v(ctx, w.v, w.dtype, acc)?;
            let wt = crate::ops::index::select_rows(ctx, wv, 0, t)?;
            ok(ctx.b.broadcast_in_dim(wt, &[n, c], &[0]))?
        }
        None => ctx.full_like(x, 1.0)?,
    };
    Ok(Margins { z, active, w })
}

/// `self` as `[n, c]`, the targets `[n]` (i64), checked as PyTorch does.
fn margin_inputs(ctx: &mut LowerCtx, args: &Args, acc: DType) -> Result<(Value, Value, Vec<i64>)> {
    let x = args.tensor("self")?;
    let t = args.tensor("target")?;
    let xs = ctx.shape(x.v);
    let (n, c) = match xs.len() {
        0 => (1, 1),
        1 => (1, xs[0]),
        2 => (xs[0], xs[1]),
        _ => return Err(ctx.invalid(format!("Expected non-empty vector or matrix with optional 0-dim batch size, but got: {xs:?}"))),
    };
    let ts = ctx.shape(t.v);
    if ts.iter().product::<i64>() != n || ts.len() > 1 {
        return Err(ctx.invalid(format!("inconsistent target size, expected {n} but got {ts:?}")));
    }
    let p = args.scalar("p")?.host_f64();
    if p != 1.0 && p != 2.0 {
        return Err(ctx.invalid("only p == 1 and p == 2 supported"));
    }
    if let Some(w) = args.opt_tensor("weight")? {
        if ctx.shape(w.v).iter().product::<i64>() != c || ctx.rank(w.v) != 1 {
            return Err(ctx.invalid(format!("inconsistent weight size, expected {c} but got {:?}", ctx.shape(w.v))));
        }
    }
    let xv = cast_v(ctx, x.v, x.dtype, acc)?;
    let xv = ok(ctx.b.reshape(xv, &[n, c]))?;
    let tv = ctx.convert_value(t.v, DType::I64)?;
    let tv = ok(ctx.b.reshape(tv, &[n]))?;
    Ok((xv, tv, xs))
}

/// `multi_margin_loss(self, target, p=1, margin=1, weight=None, reduction=Mean)`:
/// per sample `sum_{j != y} (weight[y] * max(0, margin - x[y] + x[j]))^p / C`
/// (the weight applied after the power, as PyTorch's kernel does).
pub fn multi_margin_loss(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let acc = x.dtype.opmath();
    let red = reduction(ctx, args)?;
    let (xv, tv, _) = margin_inputs(ctx, args, acc)?;
    let (p, margin) = (args.scalar("p")?.host_f64(), args.scalar("margin")?.host_f64());
    let m = margins(ctx, xv, tv, args.opt_tensor("weight")?, margin, acc)?;
    let c = ctx.shape(xv)[1];
    let h = if p == 2.0 { ok(ctx.b.mul(m.z, m.z))? } else { m.z };
    let h = ok(ctx.b.mul(h, m.w))?;
    let zero = ctx.zeros_like(h)?;
    let h = ok(ctx.b.select(m.active, h, zero))?;
    let per = reduce(ctx, h, &[1], Kind::Sum)?;
    let per = div_c(ctx, per, c as f64)?;
    let out = if red == 0 {
        // PyTorch's shape: per sample unless the target is a scalar.
        let t_rank = ctx.rank(args.tensor("target")?.v);
        let shape: Vec<i64> = if t_rank == 0 { vec![] } else { vec![ctx.shape(per)[0]] };
        ok(ctx.b.reshape(per, &shape))?
    } else {
        reduce_loss(ctx, per, red)?
    };
    let out = cast_v(ctx, out, acc, x.dtype)?;
    Ok(vec![ctx.out(out, x.dtype)])
}

/// `multi_margin_loss_backward(grad_output, self, target, p, margin, weight, reduction)`.
pub fn multi_margin_loss_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let acc = x.dtype.opmath();
    let red = reduction(ctx, args)?;
    let (xv, tv, xs) = margin_inputs(ctx, args, acc)?;
    let (p, margin) = (args.scalar("p")?.host_f64(), args.scalar("margin")?.host_f64());
    let m = margins(ctx, xv, tv, args.opt_tensor("weight")?, margin, acc)?;
    let s = ctx.shape(xv);
    let (n, c) = (s[0], s[1]);
    // d/dx[j] of each active term; the target column gets minus their sum.
    let d = if p == 2.0 { mul_c(ctx, m.z, 2.0)? } else { ctx.full_like(m.z, 1.0)? };
    let d = ok(ctx.b.mul(d, m.w))?;
    let zero = ctx.zeros_like(d)?;
    let d = ok(ctx.b.select(m.active, d, zero))?;
    let tot = reduce(ctx, d, &[1], Kind::Sum)?;
    let tot = ok(ctx.b.broadcast_in_dim(tot, &[n, c], &[0]))?;
    let cls = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, c]), 1))?;
    let tb = ok(ctx.b.broadcast_in_dim(tv, &[n, c], &[0]))?;
    let is_t = ok(ctx.b.compare(cls, tb, CmpDir::Eq))?;
    let neg = ok(ctx.b.neg(tot))?;
    let d = ok(ctx.b.select(is_t, neg, d))?;
    let d = div_c(ctx, d, c as f64)?;
    let gv = cast_v(ctx, g.v, g.dtype, acc)?;
    let gv = if red == 0 && ctx.b.ty(gv).numel() == n {
        let gv = ok(ctx.b.reshape(gv, &[n]))?;
        ok(ctx.b.broadcast_in_dim(gv, &[n, c], &[0]))?
    } else {
        let gv = ok(ctx.b.reshape(gv, &[]))?;
        let gv = ok(ctx.b.broadcast_in_dim(gv, &[n, c], &[]))?;
        if red == 1 { div_c(ctx, gv, n as f64)? } else { gv }
    };
    let r = mul(ctx, d, gv)?;
    let r = ok(ctx.b.reshape(r, &xs))?;
    let r = cast_v(ctx, r, acc, x.dtype)?;
    Ok(vec![ctx.out(r, x.dtype)])
}

/// What the multilabel margin loss and its backward share, per sample `n` over
/// target slots `t` and classes `d` (`[n, c, c]` tensors: the loss compares
/// every target with every non-target).
struct Multilabel {
    n: i64,
    c: i64,
    /// The input's shape.
    shape: Vec<i64>,
    /// `[n, c, c]`: target slot `t` names class `d` (slots after the first -1 name none).
    names: Value,
    /// `[n, c]`: class `d` is a target.
    is_target: Value,
    /// `[n, c, c]`: `1 - x[target t] + x[d]` where that term counts (t a valid
    /// slot, d not a target, the hinge active); 0 elsewhere.
    hinge: Value,
    active: Value,
}

fn multilabel(ctx: &mut LowerCtx, args: &Args, acc: DType) -> Result<Multilabel> {
    let x = args.tensor("self")?;
    let t = args.tensor("target")?;
    let shape = ctx.shape(x.v);
    let (n, c) = match shape.len() {
        0 => (1, 1),
        1 => (1, shape[0]),
        2 => (shape[0], shape[1]),
        _ => return Err(ctx.invalid(format!("Expected non-empty vector or matrix with optional 0-dim batch size, but got: {shape:?}"))),
    };
    if ctx.shape(t.v) != shape {
        return Err(ctx.invalid(format!("inconsistent target size: {:?} for input of size: {shape:?}", ctx.shape(t.v))));
    }
    if t.dtype != DType::I64 {
        return Err(ctx.invalid(format!("multilabel_margin_loss: expected target of dtype Long, got {}", t.dtype.scalar_type_name())));
    }
    let xv = cast_v(ctx, x.v, x.dtype, acc)?;
    let xv = ok(ctx.b.reshape(xv, &[n, c]))?;
    let tv = ok(ctx.b.reshape(t.v, &[n, c]))?;
    let cube = [n, c, c];
    // A slot is valid until the first negative target.
    let zero = ctx.constant_int(ElementType::I64, &[n, c], 0)?;
    let neg = ok(ctx.b.compare(tv, zero, CmpDir::Lt))?;
    let neg = ok(ctx.b.convert(neg, ElementType::I64))?;
    let seen = scan(ctx, neg, 1, Kind::Sum)?;
    let valid = ok(ctx.b.compare(seen, zero, CmpDir::Eq))?;
    let checked = ok(ctx.b.select(valid, tv, zero))?;
    ctx.check_index_range_runtime(checked, 0, c, format!("for the target of {}: class indices must be in [0, {c}) (a -1 ends a sample's targets)", ctx.tensor_desc(&x)))?;
    let tb = ok(ctx.b.broadcast_in_dim(tv, &cube, &[0, 1]))?;
    let cls = ok(ctx.b.iota(TensorType::new(ElementType::I64, cube.to_vec()), 2))?;
    let names = ok(ctx.b.compare(tb, cls, CmpDir::Eq))?;
    let vb = ok(ctx.b.broadcast_in_dim(valid, &cube, &[0, 1]))?;
    let names = ok(ctx.b.and(names, vb))?;
    let is_target = reduce(ctx, names, &[1], Kind::Or)?;
    // x at each slot's target class.
    let xd = ok(ctx.b.broadcast_in_dim(xv, &cube, &[0, 2]))?;
    let zeros = ctx.zeros_like(xd)?;
    let picked = ok(ctx.b.select(names, xd, zeros))?;
    let xt = reduce(ctx, picked, &[2], Kind::Sum)?;
    let xt = ok(ctx.b.broadcast_in_dim(xt, &cube, &[0, 1]))?;
    let one = ctx.full_like(xd, 1.0)?;
    let z = ok(ctx.b.sub(one, xt))?;
    let z = ok(ctx.b.add(z, xd))?;
    let other = ok(ctx.b.not(is_target))?;
    let other = ok(ctx.b.broadcast_in_dim(other, &cube, &[0, 2]))?;
    let pos = ok(ctx.b.compare(z, zeros, CmpDir::Gt))?;
    let active = ok(ctx.b.and(vb, other))?;
    let active = ok(ctx.b.and(active, pos))?;
    let hinge = ok(ctx.b.select(active, z, zeros))?;
    Ok(Multilabel { n, c, shape, names, is_target, hinge, active })
}

/// `multilabel_margin_loss_forward(self, target, reduction)` -> (loss, is_target):
/// per sample, `sum over targets j and non-targets i of max(0, 1 - x[j] + x[i]) / C`,
/// the targets being `target`'s entries before its first -1 (a repeated target
/// counts each time, as on CPU). A target outside [0, C) is a device-side check.
pub fn multilabel_margin_loss_forward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let acc = x.dtype.opmath();
    let red = reduction(ctx, args)?;
    let m = multilabel(ctx, args, acc)?;
    let per = reduce(ctx, m.hinge, &[1, 2], Kind::Sum)?;
    let per = div_c(ctx, per, m.c as f64)?;
    let out = if red == 0 {
        let shape: Vec<i64> = if m.shape.len() == 2 { vec![m.n] } else { vec![] };
        ok(ctx.b.reshape(per, &shape))?
    } else {
        reduce_loss(ctx, per, red)?
    };
    let out = cast_v(ctx, out, acc, x.dtype)?;
    let it = ctx.convert_value(m.is_target, x.dtype)?;
    let it = ok(ctx.b.reshape(it, &m.shape))?;
    Ok(vec![ctx.out(out, x.dtype), ctx.out(it, x.dtype)])
}

/// `multilabel_margin_loss_backward(grad_output, self, target, reduction, is_target)`:
/// each active term adds 1/C to its non-target class and takes 1/C from its
/// target's class.
pub fn multilabel_margin_loss_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let acc = x.dtype.opmath();
    let red = reduction(ctx, args)?;
    let m = multilabel(ctx, args, acc)?;
    let (n, c) = (m.n, m.c);
    let ones = ctx.full_like(m.hinge, 1.0)?;
    let zeros = ctx.zeros_like(m.hinge)?;
    let terms = ok(ctx.b.select(m.active, ones, zeros))?;
    let up = reduce(ctx, terms, &[1], Kind::Sum)?;
    let per_slot = reduce(ctx, terms, &[2], Kind::Sum)?;
    let per_slot = ok(ctx.b.broadcast_in_dim(per_slot, &[n, c, c], &[0, 1]))?;
    let down = ok(ctx.b.select(m.names, per_slot, zeros))?;
    let down = reduce(ctx, down, &[1], Kind::Sum)?;
    let d = ok(ctx.b.sub(up, down))?;
    let d = div_c(ctx, d, c as f64)?;
    let gv = cast_v(ctx, g.v, g.dtype, acc)?;
    let gv = if red == 0 && ctx.b.ty(gv).numel() == n && m.shape.len() == 2 {
        let gv = ok(ctx.b.reshape(gv, &[n]))?;
        ok(ctx.b.broadcast_in_dim(gv, &[n, c], &[0]))?
    } else {
        let gv = ok(ctx.b.reshape(gv, &[]))?;
        let gv = ok(ctx.b.broadcast_in_dim(gv, &[n, c], &[]))?;
        if red == 1 { div_c(ctx, gv, n as f64)? } else { gv }
    };
    let r = mul(ctx, d, gv)?;
    let r = ok(ctx.b.reshape(r, &m.shape))?;
    let r = cast_v(ctx, r, acc, x.dtype)?;
    Ok(vec![ctx.out(r, x.dtype)])
}

// Padding rules of this family's ops (`PadRule::Special`): which arguments a padded graph
// masks, and how their results are laid out (crates/lowering/src/padding.rs).
mod pad_rules {
    use crate::args::Arg;
    
    use crate::error::Result;
    use crate::padding::{refuse, Fill, Layout, PadNode, Padder, Plan, SpecialRule};
    use tpj_stablehlo::Builder;

    /// `nll_loss`: padded targets masked to `ignore_index`, so they neither add to the loss nor to the weight it is divided by.
    pub const NLL_LOSS_PAD: SpecialRule = SpecialRule { name: "nll_loss", plan: pad_nll_loss, without_self: true };

    pub const NLL_LOSS_BACKWARD_PAD: SpecialRule = SpecialRule { name: "nll_loss_backward", plan: pad_nll_loss_backward, without_self: true };

    /// Padded targets become `ignore_index`: no loss, no weight, no gradient.
    fn mask_targets(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg]) -> Result<()> {
        let Some(ignore) = n.int("ignore_index") else { return refuse(n.op, "no ignore_index") };
        n.mask_arg(s, b, vals, "target", None, Fill::Int(ignore))
    }

    fn pad_nll_loss(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], _sl: Layout) -> Result<Plan> {
        let t = n.layout(s, b, "target").unwrap_or_default();
        mask_targets(s, b, n, vals)?;
        // reduction=none keeps one loss per target; the others reduce to scalars.
        let none = n.int("reduction") == Some(0);
        Ok(Plan::PerOutput(vec![if none { t } else { Vec::new() }, Vec::new()]))
    }

    fn pad_nll_loss_backward(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
        mask_targets(s, b, n, vals)?;
        Ok(Plan::Same(sl))
    }
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_nll() {
        check("nll_loss_forward_weight_mean", "nll_loss_forward", vec![("self", T::Tensor(F32, vec![3, 5])), ("target", T::Tensor(I64, vec![3])), ("weight", T::Tensor(F32, vec![5])), ("reduction", T::Int(1)), ("ignore_index", T::Int(-100))]);
        check("nll_loss_backward_mean", "nll_loss_backward", vec![("grad_output", T::Tensor(F32, vec![])), ("self", T::Tensor(F32, vec![3, 5])), ("target", T::Tensor(I64, vec![3])), ("weight", T::None), ("reduction", T::Int(1)), ("ignore_index", T::Int(-100)), ("total_weight", T::Tensor(F32, vec![]))]);
    }

    #[test]
    fn golden_pointwise_losses() {
        check("multi_margin_loss", "multi_margin_loss", vec![("self", T::Tensor(F32, vec![3, 5])), ("target", T::Tensor(I64, vec![3])), ("p", T::Const(1.0)), ("margin", T::Const(1.0)), ("weight", T::None), ("reduction", T::Int(1))]);
        check("multilabel_margin_loss_forward", "multilabel_margin_loss_forward", vec![("self", T::Tensor(F32, vec![2, 4])), ("target", T::Tensor(I64, vec![2, 4])), ("reduction", T::Int(1))]);
        check("multilabel_margin_loss_backward", "multilabel_margin_loss_backward", vec![("grad_output", T::Tensor(F32, vec![2])), ("self", T::Tensor(F32, vec![2, 4])), ("target", T::Tensor(I64, vec![2, 4])), ("reduction", T::Int(0)), ("is_target", T::Tensor(F32, vec![2, 4]))]);
        check("multi_margin_loss_backward", "multi_margin_loss_backward", vec![("grad_output", T::Tensor(F32, vec![])), ("self", T::Tensor(F32, vec![3, 5])), ("target", T::Tensor(I64, vec![3])), ("p", T::Const(2.0)), ("margin", T::Const(1.0)), ("weight", T::Tensor(F32, vec![5])), ("reduction", T::Int(1))]);
        check("mse_loss_mean", "mse_loss", vec![("self", T::Tensor(F32, vec![4])), ("target", T::Tensor(F32, vec![4])), ("reduction", T::Int(1))]);
        check("binary_cross_entropy_sum", "binary_cross_entropy", vec![("self", T::Tensor(F32, vec![4])), ("target", T::Tensor(F32, vec![4])), ("weight", T::None), ("reduction", T::Int(2))]);
        check("smooth_l1_loss_none", "smooth_l1_loss", vec![("self", T::Tensor(F32, vec![4])), ("target", T::Tensor(F32, vec![4])), ("reduction", T::Int(0)), ("beta", T::Float(0.5))]);
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("nll_loss2d_forward", "nll_loss2d_forward", vec![("self", T::Tensor(F32, vec![2, 5, 3, 3])), ("target", T::Tensor(I64, vec![2, 3, 3])), ("weight", T::None), ("reduction", T::Int(1)), ("ignore_index", T::Int(-100))]);
        check("nll_loss2d_backward", "nll_loss2d_backward", vec![("grad_output", T::Tensor(F32, vec![])), ("self", T::Tensor(F32, vec![2, 5, 3, 3])), ("target", T::Tensor(I64, vec![2, 3, 3])), ("weight", T::None), ("reduction", T::Int(1)), ("ignore_index", T::Int(-100)), ("total_weight", T::Tensor(F32, vec![]))]);
        check("mse_loss_backward", "mse_loss_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("target", T::Tensor(F32, vec![2, 3])), ("reduction", T::Int(1))]);
        check("binary_cross_entropy_backward", "binary_cross_entropy_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("target", T::Tensor(F32, vec![2, 3])), ("weight", T::None), ("reduction", T::Int(1))]);
        check("binary_cross_entropy_with_logits", "binary_cross_entropy_with_logits", vec![("self", T::Tensor(F32, vec![2, 3])), ("target", T::Tensor(F32, vec![2, 3])), ("weight", T::None), ("pos_weight", T::None), ("reduction", T::Int(1))]);
        check("smooth_l1_loss_backward", "smooth_l1_loss_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("target", T::Tensor(F32, vec![2, 3])), ("reduction", T::Int(1)), ("beta", T::Float(0.5))]);
        check("huber_loss", "huber_loss", vec![("self", T::Tensor(F32, vec![2, 3])), ("target", T::Tensor(F32, vec![2, 3])), ("reduction", T::Int(1)), ("delta", T::Float(1.0))]);
        check("huber_loss_backward", "huber_loss_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("target", T::Tensor(F32, vec![2, 3])), ("reduction", T::Int(1)), ("delta", T::Float(0.5))]);
    }
}

