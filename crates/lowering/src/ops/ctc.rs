//! Connectionist temporal classification: `_ctc_loss` (input and target
//! lengths as lists, or as tensors in the `.Tensor` overload) and its backward.
//!
//! The forward variables alpha of every batch element advance together, one
//! time step per iteration of a loop over time, over the extended target
//! (blanks around and between the labels); an element past its input length
//! keeps its last alpha. The backward runs the beta recursion the other way,
//! each element starting at its own last step, and forms the gradient at each
//! step from alpha (saved by the forward) and beta, as PyTorch's kernel does:
//! `exp(log_probs) - exp(logsumexp_{s: l'(s) = c}(alpha + beta) + nll - log_probs)`,
//! the gradient through the `log_softmax` that `log_probs` is expected to be.

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::{LowerError, Result};
use crate::ops::index::{select_rows, take_along};
use crate::registry::Registry;
use tpj_stablehlo::{BuildError, Builder, CmpDir, ElementType, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("_ctc_loss", ctc_loss).overloads(&[""]);
    r.op("_ctc_loss_backward", ctc_loss_backward).overloads(&[""]);
}

/// The shapes and per-element lengths of one call.
struct Ctc {
    t: i64,
    n: i64,
    c: i64,
    /// Extended target length `2 * max_target + 1`.
    l: i64,
    input_len: Value,
    target_len: Value,
    /// `[n, l]` label at each extended position (blank at even ones).
    lprime: Value,
    /// `[n, l]` position inside the element's extended target.
    inside: Value,
    /// `[n, l]` the transition from two positions back is allowed.
    skip: Value,
}

/// A length argument as `[n]` i64: a list (host constants) or a tensor.
fn lengths(ctx: &mut LowerCtx, args: &Args, name: &str, n: i64) -> Result<(Value, Option<Vec<i64>>)> {
    match args.raw(name) {
        Some(Arg::IntList(v)) => {
            if v.len() as i64 != n {
                return Err(ctx.invalid(format!("{name} must be of size batch_size")));
            }
            let c = ok(ctx.b.constant_elements_i64(TensorType::new(ElementType::I64, vec![n]), v))?;
            Ok((c, Some(v.clone())))
        }
        _ => {
            let t = args.tensor(name)?;
            if ctx.shape(t.v) != [n] {
                return Err(ctx.invalid(format!("{name} must be of size batch_size")));
            }
            Ok((ctx.convert_value(t.v, DType::I64)?, None))
        }
    }
}

fn plan(ctx: &mut LowerCtx, args: &Args, lp: &TensorArg) -> Result<Ctc> {
    let s = ctx.shape(lp.v);
    if s.len() != 3 {
        return Err(ctx.invalid(format!("ctc_loss: expected log_probs to be 3-D (time, batch, classes), got {s:?}")));
    }
    if !matches!(lp.dtype, DType::F32 | DType::F64) {
        return Err(ctx.unsupported(format!("\"ctc_loss_cpu\" not implemented for '{}'", lp.dtype.scalar_type_name())));
    }
    let (t, n, c) = (s[0], s[1], s[2]);
    let blank = args.int_or("blank", 0)?;
    if blank < 0 || blank >= c {
        return Err(ctx.invalid("blank must be in label range"));
    }
    let (input_len, il_host) = lengths(ctx, args, "input_lengths", n)?;
    let (target_len, tl_host) = lengths(ctx, args, "target_lengths", n)?;
    if let Some(il) = &il_host {
        if let Some(&bad) = il.iter().find(|&&v| v > t || v < 0) {
            return Err(ctx.invalid(format!("Expected input_lengths to have value at most {t}, but got value {bad} (while checking arguments for ctc_loss_cpu)")));
        }
    }
    let targets = args.tensor("targets")?;
    if !matches!(targets.dtype, DType::I64 | DType::I32) {
        return Err(ctx.invalid(format!("ctc_loss: expected targets of type int64 or int32, got {}", targets.dtype)));
    }
    let ts = ctx.shape(targets.v);
    let tv = ctx.convert_value(targets.v, DType::I64)?;
    // Padded `[n, smax]` targets: rows of a 2-D tensor, or slices of the concatenation.
    let (padded, smax) = match ts.len() {
        2 => {
            let smax = tl_host.as_ref().map_or(ts[1], |v| v.iter().copied().max().unwrap_or(0).min(ts[1]));
            (ok(ctx.b.slice(tv, &[0, 0], &[n, smax], &[1, 1]))?, smax)
        }
        1 => {
            let smax = tl_host.as_ref().map_or(ts[0], |v| v.iter().copied().max().unwrap_or(0));
            let total = ts[0];
            let ends = crate::ops::reduce::scan(ctx, target_len, 0, crate::ops::reduce::Kind::Sum)?;
            let starts = ok(ctx.b.sub(ends, target_len))?;
            let st = ok(ctx.b.broadcast_in_dim(starts, &[n, smax], &[0]))?;
            let k = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, smax]), 1))?;
            let at = ok(ctx.b.add(st, k))?;
            let hi = ctx.constant_int(ElementType::I64, &[n, smax], (total - 1).max(0))?;
            let lo = ctx.constant_int(ElementType::I64, &[n, smax], 0)?;
            let at = ok(ctx.b.clamp(lo, at, hi))?;
            let flat = ok(ctx.b.reshape(at, &[n * smax]))?;
            let g = if total == 0 { ctx.constant_int(ElementType::I64, &[n * smax], 0)? } else { select_rows(ctx, tv, 0, flat)? };
            (ok(ctx.b.reshape(g, &[n, smax]))?, smax)
        }
        _ => return Err(ctx.invalid(format!("ctc_loss: expected targets to be 1-D or 2-D, got {ts:?}"))),
    };
    let l = 2 * smax + 1;
    let pos = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, l]), 1))?;
    let blank_v = ctx.constant_int(ElementType::I64, &[n, l], blank)?;
    let lprime = if smax == 0 {
        blank_v
    } else {
        let cols: Vec<i64> = (0..l).map(|s| ((s - 1) / 2).max(0)).collect();
        let ci = ok(ctx.b.constant_elements_i64(TensorType::new(ElementType::I64, vec![l]), &cols))?;
        let labels = select_rows(ctx, padded, 1, ci)?;
        let two = ctx.constant_int(ElementType::I64, &[n, l], 2)?;
        let parity = ok(ctx.b.rem(pos, two))?;
        let one = ctx.constant_int(ElementType::I64, &[n, l], 1)?;
        let odd = ok(ctx.b.compare(parity, one, CmpDir::Eq))?;
        ok(ctx.b.select(odd, labels, blank_v))?
    };
    let tl2 = ok(ctx.b.broadcast_in_dim(target_len, &[n, l], &[0]))?;
    let two = ctx.constant_int(ElementType::I64, &[n, l], 2)?;
    let ext = ok(ctx.b.mul(tl2, two))?;
    let inside = ok(ctx.b.compare(pos, ext, CmpDir::Le))?;
    let skip = if l > 2 {
        let back = ok(ctx.b.slice(lprime, &[0, 0], &[n, l - 2], &[1, 1]))?;
        let fill = ctx.constant_int(ElementType::I64, &[], -1)?;
        let back = ok(ctx.b.pad(back, fill, &[0, 2], &[0, 0], &[0, 0]))?;
        let differs = ok(ctx.b.compare(lprime, back, CmpDir::Ne))?;
        let not_blank = ok(ctx.b.compare(lprime, blank_v, CmpDir::Ne))?;
        let from2 = ok(ctx.b.compare(pos, two, CmpDir::Ge))?;
        let a = ok(ctx.b.and(differs, not_blank))?;
        ok(ctx.b.and(a, from2))?
    } else {
        ctx.constant_int(ElementType::I1, &[n, l], 0)?
    };
    Ok(Ctc { t, n, c, l, input_len, target_len, lprime, inside, skip })
}

/// Runs a lowering helper inside a loop body (whose closures speak the builder's error type).
fn in_body<T>(b: &mut Builder, op: &str, f: impl FnOnce(&mut LowerCtx) -> Result<T>) -> tpj_stablehlo::Result<T> {
    let mut ctx = LowerCtx::new(b, op);
    f(&mut ctx).map_err(|e: LowerError| BuildError::Invalid { op: "ctc_loss", detail: e.to_string() })
}

/// `[n, c]` log-probabilities at time `t` (a rank-0 i64).
fn at_time(ctx: &mut LowerCtx, lp: Value, t: Value, n: i64, c: i64) -> Result<Value> {
    let z = ctx.constant_int(ElementType::I64, &[], 0)?;
    let s = ok(ctx.b.dynamic_slice(lp, &[t, z, z], &[1, n, c]))?;
    ok(ctx.b.reshape(s, &[n, c]))
}

/// `log(exp(a) + exp(b) + exp(c))`, PyTorch's way: around the largest, or 0 when all are -inf.
fn lse3(ctx: &mut LowerCtx, a: Value, b: Value, c: Value) -> Result<Value> {
    let m = ok(ctx.b.max(a, b))?;
    let m = ok(ctx.b.max(m, c))?;
    let ninf = ctx.full_like(a, f64::NEG_INFINITY)?;
    let none = ok(ctx.b.compare(m, ninf, CmpDir::Eq))?;
    let zero = ctx.zeros_like(a)?;
    let m = ok(ctx.b.select(none, zero, m))?;
    let mut sum = zero;
    for v in [a, b, c] {
        let d = ok(ctx.b.sub(v, m))?;
        let e = ok(ctx.b.exp(d))?;
        sum = ok(ctx.b.add(sum, e))?;
    }
    let l = ok(ctx.b.log(sum))?;
    ok(ctx.b.add(l, m))
}

/// `v` `[n, l]` moved `k` places along the extended target (right for k > 0), -inf filled.
fn shift(ctx: &mut LowerCtx, v: Value, k: i64) -> Result<Value> {
    let s = ctx.shape(v);
    let (n, l) = (s[0], s[1]);
    let ninf = ctx.constant(ctx.elem(v), &[], f64::NEG_INFINITY)?;
    if k.abs() >= l {
        return ctx.full_like(v, f64::NEG_INFINITY);
    }
    if k > 0 {
        let part = ok(ctx.b.slice(v, &[0, 0], &[n, l - k], &[1, 1]))?;
        ok(ctx.b.pad(part, ninf, &[0, k], &[0, 0], &[0, 0]))
    } else {
        let part = ok(ctx.b.slice(v, &[0, -k], &[n, l], &[1, 1]))?;
        ok(ctx.b.pad(part, ninf, &[0, 0], &[0, -k], &[0, 0]))
    }
}

/// Per element `[n]` broadcast over the extended target `[n, l]`.
fn per_row(ctx: &mut LowerCtx, v: Value, l: i64) -> Result<Value> {
    let n = ctx.shape(v)[0];
    ok(ctx.b.broadcast_in_dim(v, &[n, l], &[0]))
}

/// `_ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0,
/// zero_infinity=False)` -> (neg_log_likelihood `[n]`, log_alpha `[n, t, l]`).
pub fn ctc_loss(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let lp = args.tensor("log_probs")?;
    let p = plan(ctx, args, &lp)?;
    let (t, n, c, l) = (p.t, p.n, p.c, p.l);
    let e = lp.dtype.elem();
    if t == 0 || n == 0 {
        let nll = ctx.constant(e, &[n], if t == 0 { f64::INFINITY } else { 0.0 })?;
        let la = ctx.constant(e, &[n, t, l], f64::NEG_INFINITY)?;
        return Ok(vec![ctx.out(nll, lp.dtype), ctx.out(la, lp.dtype)]);
    }
    let op = ctx.op.to_string();
    let z = ctx.constant_int(ElementType::I64, &[], 0)?;
    let lp0 = at_time(ctx, lp.v, z, n, c)?;
    let g0 = take_along(ctx, lp0, 1, p.lprime)?;
    let pos = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, l]), 1))?;
    let one = ctx.constant_int(ElementType::I64, &[n, l], 1)?;
    let first = ok(ctx.b.compare(pos, one, CmpDir::Le))?;
    let first = ok(ctx.b.and(first, p.inside))?;
    let ninf = ctx.constant(e, &[n, l], f64::NEG_INFINITY)?;
    let alpha0 = ok(ctx.b.select(first, g0, ninf))?;
    let buf = ctx.constant(e, &[n, t, l], f64::NEG_INFINITY)?;
    let a3 = ok(ctx.b.reshape(alpha0, &[n, 1, l]))?;
    let buf = ok(ctx.b.dynamic_update_slice(buf, a3, &[z, z, z]))?;
    let t1 = ctx.constant_int(ElementType::I64, &[], 1)?;
    let (lpv, lprime, inside, skip, il) = (lp.v, p.lprime, p.inside, p.skip, p.input_len);
    let op_c = op.clone();
    let out = ok(ctx.b.while_loop(
        &[t1, alpha0, buf],
        move |b, a| {
            let end = b.constant_i64(TensorType::scalar(ElementType::I64), t)?;
            Ok(vec![b.compare(a[0], end, CmpDir::Lt)?])
        },
        move |b, a| {
            in_body(b, &op_c, |ctx| {
                let (ti, alpha, buf) = (a[0], a[1], a[2]);
                let lpt = at_time(ctx, lpv, ti, n, c)?;
                let g = take_along(ctx, lpt, 1, lprime)?;
                let s1 = shift(ctx, alpha, 1)?;
                let ninf = ctx.full_like(alpha, f64::NEG_INFINITY)?;
                let s2 = shift(ctx, alpha, 2)?;
                let s2 = ok(ctx.b.select(skip, s2, ninf))?;
                let sum = lse3(ctx, alpha, s1, s2)?;
                let new = ok(ctx.b.add(sum, g))?;
                let new = ok(ctx.b.select(inside, new, ninf))?;
                let tb = ok(ctx.b.broadcast_in_dim(ti, &[n], &[]))?;
                let active = ok(ctx.b.compare(tb, il, CmpDir::Lt))?;
                let active = per_row(ctx, active, l)?;
                let kept = ok(ctx.b.select(active, new, alpha))?;
                let written = ok(ctx.b.select(active, new, ninf))?;
                let w3 = ok(ctx.b.reshape(written, &[n, 1, l]))?;
                let z = ctx.constant_int(ElementType::I64, &[], 0)?;
                let buf = ok(ctx.b.dynamic_update_slice(buf, w3, &[z, ti, z]))?;
                let one = ctx.constant_int(ElementType::I64, &[], 1)?;
                Ok(vec![ok(ctx.b.add(ti, one))?, kept, buf])
            })
        },
    ))?;
    let alpha = out[1];
    // -log(alpha[2 S] + alpha[2 S - 1]) at each element's last step.
    let tl = ctx.convert_value(p.target_len, DType::I64)?;
    let two = ctx.constant_int(ElementType::I64, &[n], 2)?;
    let last = ok(ctx.b.mul(tl, two))?;
    let onev = ctx.constant_int(ElementType::I64, &[n], 1)?;
    let prev = ok(ctx.b.sub(last, onev))?;
    let pick = |ctx: &mut LowerCtx, at: Value| -> Result<Value> {
        let i = ok(ctx.b.reshape(at, &[n, 1]))?;
        let v = take_along(ctx, alpha, 1, i)?;
        ok(ctx.b.reshape(v, &[n]))
    };
    let a1 = pick(ctx, last)?;
    let a2 = pick(ctx, prev)?;
    // No label: only the all-blank path (position -1 does not exist).
    let zi = ctx.zeros_like(tl)?;
    let has = ok(ctx.b.compare(tl, zi, CmpDir::Gt))?;
    let ninf1 = ctx.constant(e, &[n], f64::NEG_INFINITY)?;
    let a2 = ok(ctx.b.select(has, a2, ninf1))?;
    let lse = lse3(ctx, a1, a2, ninf1)?;
    // An impossible alignment stays infinite even with `zero_infinity`: the
    // composite `ctc_loss` zeroes it, and the backward must still see it.
    let nll = ok(ctx.b.neg(lse))?;
    Ok(vec![ctx.out(nll, lp.dtype), ctx.out(out[2], lp.dtype)])
}

/// `_ctc_loss_backward(grad, log_probs, targets, input_lengths, target_lengths,
/// neg_log_likelihood, log_alpha, blank, zero_infinity=False)` -> the gradient
/// of `log_probs` `[t, n, c]`.
pub fn ctc_loss_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let grad = args.tensor("grad")?;
    let lp = args.tensor("log_probs")?;
    let nll = args.tensor("neg_log_likelihood")?;
    let la = args.tensor("log_alpha")?;
    let zero_inf = args.bool_or("zero_infinity", false)?;
    let p = plan(ctx, args, &lp)?;
    let (t, n, c, l) = (p.t, p.n, p.c, p.l);
    let e = lp.dtype.elem();
    let zeros = ctx.constant(e, &[t, n, c], 0.0)?;
    if t == 0 || n == 0 || c == 0 {
        return Ok(vec![ctx.out(zeros, lp.dtype)]);
    }
    if ctx.shape(la.v) != [n, t, l] {
        return Err(ctx.invalid(format!("ctc_loss_backward: log_alpha {:?} does not match [{n}, {t}, {l}]", ctx.shape(la.v))));
    }
    let g = ctx.cast(grad, lp.dtype)?.v;
    let g = ctx.broadcast_to(g, &[n])?;
    let nllv = ctx.cast(nll, lp.dtype)?.v;
    let scale = g;
    // With `zero_infinity` an impossible alignment has no gradient (not NaN).
    let counted = if zero_inf {
        let inf = ctx.constant(e, &[n], f64::INFINITY)?;
        ok(ctx.b.compare(nllv, inf, CmpDir::Ne))?
    } else {
        ctx.constant_int(ElementType::I1, &[n], 1)?
    };
    let op = ctx.op.to_string();
    let beta0 = ctx.constant(e, &[n, l], f64::NEG_INFINITY)?;
    let tstart = ctx.constant_int(ElementType::I64, &[], t - 1)?;
    let (lpv, lav, lprime, inside, skip, il, tlen) = (lp.v, la.v, p.lprime, p.inside, p.skip, p.input_len, p.target_len);
    let counted = counted;
    let out = ok(ctx.b.while_loop(
        &[tstart, beta0, zeros],
        move |b, a| {
            let zero = b.constant_i64(TensorType::scalar(ElementType::I64), 0)?;
            Ok(vec![b.compare(a[0], zero, CmpDir::Ge)?])
        },
        move |b, a| {
            in_body(b, &op, |ctx| {
                let (ti, beta, buf) = (a[0], a[1], a[2]);
                let lpt = at_time(ctx, lpv, ti, n, c)?;
                let gl = take_along(ctx, lpt, 1, lprime)?;
                let ninf = ctx.full_like(beta, f64::NEG_INFINITY)?;
                // The element's last step starts its beta at the last two positions.
                let pos = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, l]), 1))?;
                let two = ctx.constant_int(ElementType::I64, &[n], 2)?;
                let last = ok(ctx.b.mul(tlen, two))?;
                let last = per_row(ctx, last, l)?;
                let one_l = ctx.constant_int(ElementType::I64, &[n, l], 1)?;
                let prev = ok(ctx.b.sub(last, one_l))?;
                let at_last = ok(ctx.b.compare(pos, last, CmpDir::Eq))?;
                let at_prev = ok(ctx.b.compare(pos, prev, CmpDir::Eq))?;
                let ends = ok(ctx.b.or(at_last, at_prev))?;
                let init = ok(ctx.b.select(ends, gl, ninf))?;
                let s1 = shift(ctx, beta, -1)?;
                let from2 = ok(ctx.b.select(skip, beta, ninf))?;
                let s2 = shift(ctx, from2, -2)?;
                let sum = lse3(ctx, beta, s1, s2)?;
                let rec = ok(ctx.b.add(sum, gl))?;
                let rec = ok(ctx.b.select(inside, rec, ninf))?;
                let tb = ok(ctx.b.broadcast_in_dim(ti, &[n], &[]))?;
                let one_n = ctx.constant_int(ElementType::I64, &[n], 1)?;
                let lastt = ok(ctx.b.sub(il, one_n))?;
                let is_last = ok(ctx.b.compare(tb, lastt, CmpDir::Eq))?;
                let before = ok(ctx.b.compare(tb, lastt, CmpDir::Lt))?;
                let is_last = per_row(ctx, is_last, l)?;
                let before_l = per_row(ctx, before, l)?;
                let beta = ok(ctx.b.select(before_l, rec, ninf))?;
                let beta = ok(ctx.b.select(is_last, init, beta))?;
                // logsumexp of alpha + beta over the positions holding each label.
                let z = ctx.constant_int(ElementType::I64, &[], 0)?;
                let la_t = ok(ctx.b.dynamic_slice(lav, &[z, ti, z], &[n, 1, l]))?;
                let la_t = ok(ctx.b.reshape(la_t, &[n, l]))?;
                let ab = ok(ctx.b.add(la_t, beta))?;
                let rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, l, 1]), 0))?;
                let lab = ok(ctx.b.reshape(lprime, &[n, l, 1]))?;
                let pts = ok(ctx.b.concatenate(&[rows, lab], 2))?;
                let dims = ScatterDims { inserted_window_dims: vec![0, 1], scatter_dims_to_operand_dims: vec![0, 1], index_vector_dim: 2, ..Default::default() };
                let lowest = ctx.constant(e, &[n, c], f64::NEG_INFINITY)?;
                let m = ok(ctx.b.scatter(&[lowest], pts, &[ab], &dims, false, false, |b, v| Ok(vec![b.max(v[0], v[1])?])))?[0];
                let ninf_c = ctx.full_like(m, f64::NEG_INFINITY)?;
                let empty = ok(ctx.b.compare(m, ninf_c, CmpDir::Eq))?;
                let zc = ctx.zeros_like(m)?;
                let m0 = ok(ctx.b.select(empty, zc, m))?;
                let mg = take_along(ctx, m0, 1, lprime)?;
                let d = ok(ctx.b.sub(ab, mg))?;
                let ex = ok(ctx.b.exp(d))?;
                let s = ok(ctx.b.scatter(&[zc], pts, &[ex], &dims, false, false, |b, v| Ok(vec![b.add(v[0], v[1])?])))?[0];
                let ls = ok(ctx.b.log(s))?;
                let res = ok(ctx.b.add(ls, m0))?;
                let res = ok(ctx.b.select(empty, ninf_c, res))?;
                // exp(lp) - exp(res + nll - lp), scaled by the element's output gradient.
                let nllc = ok(ctx.b.broadcast_in_dim(nllv, &[n, c], &[0]))?;
                let r = ok(ctx.b.add(res, nllc))?;
                let r = ok(ctx.b.sub(r, lpt))?;
                let r = ok(ctx.b.exp(r))?;
                let el = ok(ctx.b.exp(lpt))?;
                let gr = ok(ctx.b.sub(el, r))?;
                let sc = ok(ctx.b.broadcast_in_dim(scale, &[n, c], &[0]))?;
                let gr = ok(ctx.b.mul(gr, sc))?;
                let live = ok(ctx.b.compare(tb, il, CmpDir::Lt))?;
                let live = ok(ctx.b.and(live, counted))?;
                let live = ok(ctx.b.broadcast_in_dim(live, &[n, c], &[0]))?;
                let gr = ok(ctx.b.select(live, gr, zc))?;
                let g3 = ok(ctx.b.reshape(gr, &[1, n, c]))?;
                let buf = ok(ctx.b.dynamic_update_slice(buf, g3, &[ti, z, z]))?;
                let one = ctx.constant_int(ElementType::I64, &[], 1)?;
                Ok(vec![ok(ctx.b.sub(ti, one))?, beta, buf])
            })
        },
    ))?;
    Ok(vec![ctx.out(out[2], lp.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_each_op() {
        check(
            "lists",
            "_ctc_loss",
            vec![
                ("log_probs", T::Tensor(F32, vec![6, 2, 4])),
                ("targets", T::Tensor(I64, vec![2, 3])),
                ("input_lengths", T::Ints(vec![6, 5])),
                ("target_lengths", T::Ints(vec![3, 2])),
                ("blank", T::Int(0)),
                ("zero_infinity", T::Bool(false)),
            ],
        );
        check(
            "lists",
            "_ctc_loss_backward",
            vec![
                ("grad", T::Tensor(F32, vec![2])),
                ("log_probs", T::Tensor(F32, vec![6, 2, 4])),
                ("targets", T::Tensor(I64, vec![5])),
                ("input_lengths", T::Ints(vec![6, 5])),
                ("target_lengths", T::Ints(vec![3, 2])),
                ("neg_log_likelihood", T::Tensor(F32, vec![2])),
                ("log_alpha", T::Tensor(F32, vec![2, 6, 7])),
                ("blank", T::Int(0)),
                ("zero_infinity", T::Bool(false)),
            ],
        );
    }
}
