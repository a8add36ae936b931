//! Attention.
//!
//! `F.scaled_dot_product_attention` on our device asks the `_fused_sdp_choice`
//! stub the glue registers (csrc/glue.cpp), which asks [`fused_fits`]: when the
//! call fits, PyTorch calls `_scaled_dot_product_fused_attention_overrideable`
//! (the fused-attention op PyTorch leaves to out-of-tree devices) and, for
//! gradients, its `_backward`; both are lowered here as one program each, in
//! eager mode and under `torch.compile` alike. Its mask arrives additive (PyTorch
//! turns a boolean mask into 0/-inf first) and the causal mask is built here, a
//! `select` on the scores instead of a materialised mask added to them.
//!
//! Grouped-query heads (`enable_gqa`) run fused too, each key/value head's
//! query rows side by side in one product ([`group`]), no keys repeated.
//! PyTorch's CPU kernel, `_scaled_dot_product_flash_attention_for_cpu`, which
//! code may call directly, runs the same program ([`forward`], [`backward`]).
//!
//! A call that does not fit (dropout, broadcast batch dimensions, nested or
//! non-float tensors) takes PyTorch's math path
//! (`_scaled_dot_product_attention_math`): `bmm`, `mul`/`add`/`where`,
//! `native_dropout`, and `_safe_softmax` — the softmax that gives zeros instead
//! of NaN for rows that are entirely `-inf` (fully masked) — lowered here as one
//! program instead of its five-op decomposition. Its gradient is
//! `_softmax_backward_data` (softmax family).

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::reduce::{self, Kind};
use crate::ops::unary::finfo_max;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, DotDims, ElementType, TensorType, Value};

pub fn register(r: &mut Registry) {
    // Kept whole: torch decomposes it into `eq`/`all`/`_softmax`/`where`, a third, boolean
    // reduction per attention layer that XLA:CPU runs unfused; the lowering tells a fully
    // masked row by its sum instead. Its gradient is torch's `_softmax_backward_data`.
    r.op("_safe_softmax", safe_softmax).pad(PadRule::Softmax).kept_whole();
    r.op("_scaled_dot_product_fused_attention_overrideable", fused_attention)
        .pad(PadRule::Special(pad_rules::ATTENTION_PAD))
        .size_results(&[("query", -2), ("key", -2)]);
    r.op("_scaled_dot_product_fused_attention_overrideable_backward", fused_attention_backward)
        .pad(PadRule::Special(pad_rules::ATTENTION_BACKWARD_PAD));
    // Kept whole: torch decomposes it into the math path, which returns the attention
    // weights where its backward expects the logsumexp, so a compiled gradient fails.
    r.op("_scaled_dot_product_flash_attention_for_cpu", flash_attention_cpu)
        .pad(PadRule::Special(pad_rules::ATTENTION_PAD))
        .kept_whole();
    r.op("_scaled_dot_product_flash_attention_for_cpu_backward", flash_attention_cpu_backward)
        .pad(PadRule::Special(pad_rules::ATTENTION_BACKWARD_PAD));
}

/// Shape and dtype of one attention operand, as the `_fused_sdp_choice` stub sees it.
pub struct Operand<'a> {
    pub dims: &'a [i64],
    pub dtype: Option<DType>,
}

/// Whether `scaled_dot_product_attention` with these operands runs fused
/// (`_scaled_dot_product_fused_attention_overrideable`); Err names why not, for
/// the message a user sees when they forbid the math path. PyTorch has checked
/// the shapes against each other already (`validate_sdpa_input`).
pub fn fused_fits(q: &Operand, k: &Operand, v: &Operand, mask: Option<&Operand>, dropout_p: f64, enable_gqa: bool) -> std::result::Result<(), String> {
    if dropout_p > 0.0 {
        return Err(format!("dropout_p={dropout_p}: dropout is not fused"));
    }
    let rank = q.dims.len();
    if !(rank == 3 || rank == 4) || k.dims.len() != rank || v.dims.len() != rank {
        return Err(format!("query, key and value of {}, {} and {} dimensions (fused: all 3 or all 4)", rank, k.dims.len(), v.dims.len()));
    }
    let dtype = q.dtype.filter(|d| matches!(d, DType::F32 | DType::F64 | DType::F16 | DType::BF16));
    if dtype.is_none() || k.dtype != dtype || v.dtype != dtype {
        return Err("query, key and value must share one floating dtype".into());
    }
    let nb = rank - 2;
    // Heads (dimension nb - 1) may be grouped: each key/value head serves
    // query heads / key heads consecutive query heads (PyTorch's enable_gqa).
    let (hq, hk) = (q.dims[nb - 1], k.dims[nb - 1]);
    let grouped = hq != hk && enable_gqa && hq > 0 && hk > 0 && hq % hk == 0;
    let same_heads = hq == hk || grouped;
    if q.dims[..nb - 1] != k.dims[..nb - 1] || k.dims[..nb] != v.dims[..nb] || q.dims[..nb - 1] != v.dims[..nb - 1] || !same_heads {
        return Err(format!("broadcast batch dimensions or unmatched heads (query {:?}, key {:?}, value {:?})", q.dims, k.dims, v.dims));
    }
    if q.dims[rank - 1] != k.dims[rank - 1] || k.dims[nb] != v.dims[nb] {
        return Err(format!("query {:?}, key {:?} and value {:?} do not pair", q.dims, k.dims, v.dims));
    }
    if [q.dims, k.dims, v.dims].iter().any(|d| d.contains(&0)) {
        return Err("an empty query, key or value".into());
    }
    if let Some(m) = mask {
        if m.dtype != Some(DType::Bool) && m.dtype != dtype {
            return Err("a mask that is neither bool nor the query's dtype".into());
        }
        let want = [&q.dims[..rank - 1], &k.dims[nb..nb + 1]].concat();
        let fits = m.dims.len() <= rank && m.dims.iter().rev().zip(want.iter().rev()).all(|(&a, &b)| a == b || a == 1);
        if !fits {
            return Err(format!("a mask of shape {:?} for scores of shape {want:?}", m.dims));
        }
    }
    Ok(())
}

/// What the forward and backward share: the scaled, masked scores
/// `q·kᵀ·scale + bias` (causal: `-inf` above the diagonal), `[.., Hq, L, S]`.
struct Scores {
    dtype: DType,
    comp: DType,
    /// Batch dimensions (1 or 2) before the sequence and head dimensions; the
    /// last of them is the heads.
    nb: usize,
    /// Key/value heads: fewer than the query's under grouped-query attention.
    hk: i64,
    s: Value,
    scale: f64,
}

/// `[.., H, L, X]` as `[.., hk, (H / hk) * L, X]`: the query rows each key/value
/// head serves side by side, so grouped-query products need no repeated keys.
fn group(ctx: &mut LowerCtx, x: Value, hk: i64) -> Result<Value> {
    let mut d = ctx.shape(x);
    let r = d.len();
    if d[r - 3] == hk {
        return Ok(x);
    }
    d[r - 2] *= d[r - 3] / hk;
    d[r - 3] = hk;
    ok(ctx.b.reshape(x, &d))
}

/// The inverse of [`group`]: `[.., hk, G * L, X]` as `[.., hq, L, X]`.
fn ungroup(ctx: &mut LowerCtx, x: Value, hq: i64) -> Result<Value> {
    let mut d = ctx.shape(x);
    let r = d.len();
    if d[r - 3] == hq {
        return Ok(x);
    }
    d[r - 2] /= hq / d[r - 3];
    d[r - 3] = hq;
    ok(ctx.b.reshape(x, &d))
}

fn check_operands(ctx: &LowerCtx, q: &TensorArg, k: &TensorArg, v: &TensorArg, bias: Option<&TensorArg>, dropout_p: f64) -> Result<()> {
    let (qd, kd, vd) = (ctx.shape(q.v), ctx.shape(k.v), ctx.shape(v.v));
    let bd = bias.map(|b| ctx.shape(b.v));
    let op = |dims, t: &TensorArg| Operand { dims, dtype: Some(t.dtype) };
    let m = bias.zip(bd.as_deref()).map(|(b, d)| op(d, b));
    fused_fits(&op(&qd, q), &op(&kd, k), &op(&vd, v), m.as_ref(), dropout_p, true).map_err(|why| {
        ctx.unsupported(format!(
            "{why}; query {}, key {}, value {}{}",
            ctx.tensor_desc(q),
            ctx.tensor_desc(k),
            ctx.tensor_desc(v),
            bias.map(|b| format!(", attn_bias {}", ctx.tensor_desc(b))).unwrap_or_default()
        ))
    })
}

fn scores(ctx: &mut LowerCtx, q: TensorArg, k: TensorArg, bias: Option<TensorArg>, is_causal: bool, scale: Option<f64>) -> Result<Scores> {
    let dtype = q.dtype;
    let comp = dtype.opmath();
    let qd = ctx.shape(q.v);
    let rank = qd.len();
    let nb = rank - 2;
    let hk = ctx.shape(k.v)[nb - 1];
    let qg = group(ctx, q.v, hk)?;
    // Half types accumulate in f32, like PyTorch's CPU flash kernel.
    let s = batched(ctx, qg, k.v, nb, 1, 1, comp)?;
    let s = ungroup(ctx, s, qd[nb - 1])?;
    let shape = ctx.shape(s);
    // Scaled in f32 after the product (the CPU kernel's order); XLA fuses the
    // multiply into the loop that adds the mask.
    let scale = scale.unwrap_or(1.0 / (qd[rank - 1] as f64).sqrt());
    let mut s = reduce::mul_c(ctx, s, scale)?;
    // Masks select -inf rather than add it: a NaN score at a masked position
    // stays out of its row, as in PyTorch's CPU kernel, which skips masked blocks.
    if let Some(bias) = bias {
        if bias.dtype == DType::Bool {
            let keep = ctx.broadcast_to(bias.v, &shape)?;
            s = masked(ctx, keep, s)?;
        } else {
            let bv = ctx.cast(bias, comp)?;
            let bv = ctx.broadcast_to(bv.v, &shape)?;
            s = ok(ctx.b.add(s, bv))?;
        }
    }
    if is_causal {
        // Row i keeps columns j <= i (PyTorch's `ones(L, S).tril()`, aligned top-left).
        let ty = TensorType::new(ElementType::I64, vec![shape[nb], shape[nb + 1]]);
        let i = ok(ctx.b.iota(ty.clone(), 0))?;
        let j = ok(ctx.b.iota(ty, 1))?;
        let keep = ok(ctx.b.compare(j, i, CmpDir::Le))?;
        let keep = ctx.broadcast_to(keep, &shape)?;
        s = masked(ctx, keep, s)?;
    }
    Ok(Scores { dtype, comp, nb, hk, s, scale })
}

/// A softmax over the scores' last dimension, unnormalised: the shift `m` (the
/// plain maximum; the lowest finite value for a fully masked row), `e = exp(s - m)`
/// and the rows' sums `l`, which are 0 exactly for fully masked rows.
fn softmax_parts(ctx: &mut LowerCtx, s: Value, comp: DType) -> Result<(Value, Value, Value)> {
    let shape = ctx.shape(s);
    let last = shape.len() - 1;
    let m = reduce::reduce(ctx, s, &[last], Kind::ShiftMax)?;
    // A fully masked row's maximum is -inf: shifted by the lowest finite value
    // instead, its exponentials are exactly 0 (not NaN), and so is its sum.
    let lowest = ctx.full_like(m, -finfo_max(comp))?;
    let m = ok(ctx.b.max(m, lowest))?;
    let mb = along_rows(ctx, m, &shape)?;
    let shifted = ok(ctx.b.sub(s, mb))?;
    let e = ok(ctx.b.exp(shifted))?;
    let l = reduce::reduce(ctx, e, &[last], Kind::Sum)?;
    Ok((m, e, l))
}

/// `s` where `keep`, -inf elsewhere.
fn masked(ctx: &mut LowerCtx, keep: Value, s: Value) -> Result<Value> {
    let ninf = ctx.full_like(s, f64::NEG_INFINITY)?;
    ok(ctx.b.select(keep, s, ninf))
}

/// `v` of shape `shape` minus its last dimension, broadcast back along it.
fn along_rows(ctx: &mut LowerCtx, v: Value, shape: &[i64]) -> Result<Value> {
    let keep: Vec<i64> = (0..shape.len() as i64 - 1).collect();
    ok(ctx.b.broadcast_in_dim(v, shape, &keep))
}

/// `x @ y` over the attention's batch dimensions, contracting `x`'s dimension
/// `cx` with `y`'s `cy` (each 0 or 1 past the batch dimensions), accumulating in `comp`.
fn batched(ctx: &mut LowerCtx, x: Value, y: Value, nb: usize, cx: usize, cy: usize, comp: DType) -> Result<Value> {
    let batch: Vec<i64> = (0..nb as i64).collect();
    let dims = DotDims { lhs_batch: batch.clone(), rhs_batch: batch, lhs_contract: vec![(nb + cx) as i64], rhs_contract: vec![(nb + cy) as i64] };
    let out = (ctx.elem(x) != comp.elem()).then(|| comp.elem());
    ok(ctx.b.dot_general(x, y, &dims, out))
}

/// The logsumexp's shape: `[B, H, L]`, with `B = 1` for 3-D operands (PyTorch's meta function).
fn lse_shape(q: &[i64]) -> Vec<i64> {
    let r = q.len();
    if r == 3 {
        vec![1, q[0], q[1]]
    } else {
        q[..r - 1].to_vec()
    }
}

/// `_scaled_dot_product_fused_attention_overrideable(query, key, value, attn_bias=None,
/// dropout_p=0., is_causal=False, return_debug_mask=False, *, scale=None)`:
/// `softmax(q·kᵀ·scale + bias)·v` and the rows' logsumexp (f32) for the backward.
/// A row with every score `-inf` (fully masked) gives zeros, as PyTorch's math
/// path does, and a logsumexp of `-inf`. The other results are the flash
/// kernels' bookkeeping: empty sequence offsets, the sequence lengths, a zero
/// RNG seed and offset (no dropout) and an empty debug mask.
pub fn fused_attention(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (q, k, v) = (args.tensor("query")?, args.tensor("key")?, args.tensor("value")?);
    let qd = ctx.shape(q.v);
    let (o, lse) = forward(ctx, args, "attn_bias")?;
    let lse = ctx.convert_value(lse, DType::F32)?;
    let lse = ok(ctx.b.reshape(lse, &lse_shape(&qd)))?;
    let nb = qd.len() - 2;
    let kd = ctx.shape(k.v);
    let mut outs = vec![ctx.out(o, v.dtype), ctx.out(lse, DType::F32)];
    for _ in 0..2 {
        let v = ctx.constant_int(ElementType::I32, &[0], 0)?;
        outs.push(ctx.out(v, DType::I32));
    }
    for n in [qd[nb], kd[nb]] {
        let v = ctx.constant_int(ElementType::I64, &[], n)?;
        outs.push(ctx.out(v, DType::I64));
    }
    for _ in 0..2 {
        let v = ctx.constant_int(ElementType::I64, &[], 0)?;
        outs.push(ctx.out(v, DType::I64));
    }
    let debug = ctx.constant(v.dtype.elem(), &[0], 0.0)?;
    outs.push(ctx.out(debug, v.dtype));
    Ok(outs)
}

/// `_scaled_dot_product_flash_attention_for_cpu(query, key, value, dropout_p=0.,
/// is_causal=False, *, attn_mask=None, scale=None)`: PyTorch's CPU attention kernel,
/// which code (and the OpInfo suite) may call directly: the same program as the
/// fused op, its logsumexp in the compute type (f64 for f64).
pub fn flash_attention_cpu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let q = args.tensor("query")?;
    if ctx.rank(q.v) != 4 {
        return Err(ctx.invalid("scaled_dot_product_attention_flash_attention: Accept only 4 dims inputs shape of {B, H, T, K}"));
    }
    let (o, lse) = forward(ctx, args, "attn_mask")?;
    let comp = q.dtype.opmath();
    Ok(vec![ctx.out(o, q.dtype), ctx.out(lse, comp)])
}

/// The attention's output (the operands' dtype) and the rows' logsumexp (the compute
/// type, `[.., L]`) for the operands in `args`, the bias under `bias_name`.
fn forward(ctx: &mut LowerCtx, args: &Args, bias_name: &str) -> Result<(Value, Value)> {
    let (q, k, v) = (args.tensor("query")?, args.tensor("key")?, args.tensor("value")?);
    let bias = args.opt_tensor(bias_name)?;
    check_operands(ctx, &q, &k, &v, bias.as_ref(), args.float("dropout_p")?)?;
    let hq = ctx.shape(q.v)[ctx.rank(q.v) - 3];
    let sc = scores(ctx, q, k, bias, args.bool_or("is_causal", false)?, args.opt_float("scale")?)?;
    let (comp, nb) = (sc.comp, sc.nb);
    let (m, e, l) = softmax_parts(ctx, sc.s, comp)?;
    // Normalised after the product: a division per output element, not per score.
    let p = ctx.convert_value(e, sc.dtype)?;
    let p = group(ctx, p, sc.hk)?;
    let pv = batched(ctx, p, v.v, nb, 1, 0, comp)?;
    let pv = ungroup(ctx, pv, hq)?;
    let out_shape = ctx.shape(pv);
    let lb = along_rows(ctx, l, &out_shape)?;
    let o = ok(ctx.b.div(pv, lb))?;
    let zeros = ctx.zeros_like(o)?;
    let zero_l = ctx.zeros_like(lb)?;
    let empty = ok(ctx.b.compare(lb, zero_l, CmpDir::Eq))?;
    let o = ok(ctx.b.select(empty, zeros, o))?;
    let o = ctx.convert_value(o, sc.dtype)?;
    let log_l = ok(ctx.b.log(l))?;
    let lse = ok(ctx.b.add(m, log_l))?;
    Ok((o, lse))
}

/// `_scaled_dot_product_fused_attention_overrideable_backward(grad_out, query, key,
/// value, attn_bias, grad_input_mask, out, logsumexp, …, dropout_p, is_causal, …,
/// *, scale=None)`: the probabilities recomputed from the scores and the
/// logsumexp (zero on fully masked rows), then
/// `dv = pᵀ·do`, `ds = p ∘ (do·vᵀ − rowsum(do ∘ out))`, `dq = ds·k·scale`,
/// `dk = dsᵀ·q·scale`, and `d attn_bias = ds` summed to the bias's shape.
pub fn fused_attention_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let want_bias = match args.raw("grad_input_mask") {
        Some(Arg::BoolList(m)) if m.len() == 4 => m[3],
        _ => true,
    };
    let (mut outs, ds) = backward(ctx, args, "attn_bias")?;
    let dtype = outs[0].dtype;
    outs.push(match args.opt_tensor("attn_bias")? {
        Some(b) if want_bias && b.dtype.is_float() => {
            let bshape = ctx.shape(b.v);
            let g = sum_to(ctx, ds, &bshape)?;
            let g = ctx.convert_value(g, b.dtype)?;
            ctx.out(g, b.dtype)
        }
        _ => {
            let e = ctx.constant(dtype.elem(), &[0], 0.0)?;
            ctx.out(e, dtype)
        }
    });
    Ok(outs)
}

/// `_scaled_dot_product_flash_attention_for_cpu_backward(grad_out, query, key, value,
/// out, logsumexp, dropout_p, is_causal, *, attn_mask=None, scale=None)`: the query,
/// key and value gradients (the CPU kernel gives none for the mask).
pub fn flash_attention_cpu_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    Ok(backward(ctx, args, "attn_mask")?.0)
}

/// The query, key and value gradients for the operands in `args` (the bias under
/// `bias_name`), and the scores' gradient `ds` (the bias gradient before it is summed).
fn backward(ctx: &mut LowerCtx, args: &Args, bias_name: &str) -> Result<(Vec<TensorArg>, Value)> {
    let (q, k, v) = (args.tensor("query")?, args.tensor("key")?, args.tensor("value")?);
    let (dout, out, lse) = (args.tensor("grad_out")?, args.tensor("out")?, args.tensor("logsumexp")?);
    let bias = args.opt_tensor(bias_name)?;
    check_operands(ctx, &q, &k, &v, bias.as_ref(), args.float("dropout_p")?)?;
    let sc = scores(ctx, q, k, bias, args.bool_or("is_causal", false)?, args.opt_float("scale")?)?;
    let (dtype, comp, nb) = (sc.dtype, sc.comp, sc.nb);
    let shape = ctx.shape(sc.s);
    let rows = shape[..shape.len() - 1].to_vec();
    let lse = if comp == DType::F64 {
        // The fused op's saved logsumexp is f32 (PyTorch's meta function): too coarse
        // for f64 gradients, so f64 recomputes it.
        let (m, _, l) = softmax_parts(ctx, sc.s, comp)?;
        let log_l = ok(ctx.b.log(l))?;
        ok(ctx.b.add(m, log_l))?
    } else {
        let lse = ctx.cast(lse, comp)?;
        ok(ctx.b.reshape(lse.v, &rows))?
    };
    // A fully masked row's logsumexp is -inf: shifted by the lowest finite value
    // instead, its probabilities are exp(-inf) = 0, not exp(NaN).
    let lowest = ctx.full_like(lse, -finfo_max(comp))?;
    let lse = ok(ctx.b.max(lse, lowest))?;
    let lb = along_rows(ctx, lse, &shape)?;
    let shifted = ok(ctx.b.sub(sc.s, lb))?;
    let p = ok(ctx.b.exp(shifted))?;
    // Products take the operands' dtype (half types: p rounded, accumulation in f32).
    // Grouped-query heads: the key and value gradients sum over each group's query rows.
    let hq = ctx.shape(q.v)[nb - 1];
    let p_lo = ctx.convert_value(p, dtype)?;
    let p_g = group(ctx, p_lo, sc.hk)?;
    let do_g = group(ctx, dout.v, sc.hk)?;
    let dv = batched(ctx, p_g, do_g, nb, 0, 0, comp)?;
    let dp = batched(ctx, do_g, v.v, nb, 1, 1, comp)?;
    let dp = ungroup(ctx, dp, hq)?;
    let doc = ctx.cast(dout, comp)?;
    let oc = ctx.cast(out, comp)?;
    let d_o = ok(ctx.b.mul(doc.v, oc.v))?;
    let last = ctx.rank(d_o) - 1;
    let delta = reduce::reduce(ctx, d_o, &[last], Kind::Sum)?;
    let db = along_rows(ctx, delta, &shape)?;
    let diff = ok(ctx.b.sub(dp, db))?;
    let ds = ok(ctx.b.mul(p, diff))?;
    let ds_scaled = reduce::mul_c(ctx, ds, sc.scale)?;
    let ds_lo = ctx.convert_value(ds_scaled, dtype)?;
    let ds_g = group(ctx, ds_lo, sc.hk)?;
    let q_g = group(ctx, q.v, sc.hk)?;
    let dq = batched(ctx, ds_g, k.v, nb, 1, 0, comp)?;
    let dq = ungroup(ctx, dq, hq)?;
    let dk = batched(ctx, ds_g, q_g, nb, 0, 0, comp)?;
    let mut outs = Vec::with_capacity(4);
    for g in [dq, dk, dv] {
        let g = ctx.convert_value(g, dtype)?;
        outs.push(ctx.out(g, dtype));
    }
    Ok((outs, ds))
}

/// `g` summed over the dimensions a tensor of shape `to` was broadcast along to reach `g`'s shape.
fn sum_to(ctx: &mut LowerCtx, g: Value, to: &[i64]) -> Result<Value> {
    let shape = ctx.shape(g);
    let off = shape.len() - to.len();
    let dims: Vec<usize> = (0..shape.len()).filter(|&d| d < off || (to[d - off] == 1 && shape[d] != 1)).collect();
    let g = if dims.is_empty() { g } else { reduce::reduce(ctx, g, &dims, Kind::Sum)? };
    ok(ctx.b.reshape(g, to))
}

/// `_safe_softmax(self, dim, dtype=None)`: softmax along `dim` computed in the
/// opmath type of the result dtype; rows whose inputs are all `-inf` give 0.
pub fn safe_softmax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let out_dtype = args.opt_dtype("dtype")?.unwrap_or(x.dtype);
    if !out_dtype.is_float() {
        return Err(ctx.invalid(format!("\"softmax_lastdim_kernel_impl\" not implemented for '{}'", out_dtype)));
    }
    let shape = ctx.shape(x.v);
    let rank = shape.len();
    let dim = ctx.wrap_dim(args.int("dim")?, rank)?;
    let comp = out_dtype.opmath();
    let xc = ctx.cast(x, out_dtype)?;
    let xc = ctx.cast(xc, comp)?;
    if rank == 0 {
        // A scalar's softmax is 1 (0 when it is -inf).
        let ninf = ctx.constant(comp.elem(), &[], f64::NEG_INFINITY)?;
        let masked = ok(ctx.b.compare(xc.v, ninf, CmpDir::Eq))?;
        let one = ctx.constant(comp.elem(), &[], 1.0)?;
        let zero = ctx.constant(comp.elem(), &[], 0.0)?;
        let v = ok(ctx.b.select(masked, zero, one))?;
        let v = ctx.convert_value(v, out_dtype)?;
        return Ok(vec![ctx.out(v, out_dtype)]);
    }
    let keep: Vec<i64> = (0..rank as i64).filter(|&d| d != dim as i64).collect();
    let elem = comp.elem();
    // The shift is XLA's plain maximum (reduced fused and vectorised; see Kind::ShiftMax),
    // and 0 for a row whose maximum is -inf: a fully masked row then sums to exactly 0, and
    // no other row does (its maximum contributes exp(0) = 1, or a NaN makes the sum NaN).
    // So "the sum is 0" is "every entry is -inf" without a third reduction, and a row of
    // NaNs, whose plain maximum may be -inf, is not taken for masked (its sum is NaN).
    // Found by tools/fuzz.py (attention on a NaN query).
    let ninf = ctx.constant(elem, &[], f64::NEG_INFINITY)?;
    let m = ok(ctx.b.reduce(&[xc.v], &[ninf], &[dim as i64], |b, a| Ok(vec![b.max(a[0], a[1])?])))?[0];
    let ninf_m = ctx.full_like(m, f64::NEG_INFINITY)?;
    let m_masked = ok(ctx.b.compare(m, ninf_m, CmpDir::Eq))?;
    let zeros_m = ctx.zeros_like(m)?;
    let m = ok(ctx.b.select(m_masked, zeros_m, m))?;
    let mb = ok(ctx.b.broadcast_in_dim(m, &shape, &keep))?;
    let shifted = ok(ctx.b.sub(xc.v, mb))?;
    let e = ok(ctx.b.exp(shifted))?;
    let zero = ctx.constant(elem, &[], 0.0)?;
    let s = ok(ctx.b.reduce(&[e], &[zero], &[dim as i64], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
    let sb = ok(ctx.b.broadcast_in_dim(s, &shape, &keep))?;
    let y = ok(ctx.b.div(e, sb))?;
    let zeros = ctx.zeros_like(y)?;
    let masked = ok(ctx.b.compare(sb, zeros, CmpDir::Eq))?;
    let y = ok(ctx.b.select(masked, zeros, y))?;
    let y = ctx.convert_value(y, out_dtype)?;
    Ok(vec![ctx.out(y, out_dtype)])
}

// Padding rules of this family's ops (`PadRule::Special`): which arguments a padded graph
// masks, and how their results are laid out (crates/lowering/src/padding.rs).
mod pad_rules {
    use crate::args::{Arg, TensorArg};
    use crate::dtype::{DType, Priority};
    use crate::error::Result;
    use crate::padding::{extent, is_padded, refuse, static_layout, DimLayout, Layout, Neutral, PadNode, Padder, Plan, SpecialRule};
    use tpj_stablehlo::{Builder, TensorType};

    /// Fused attention: `key`, `value` and `attn_bias` zero-masked, and padded key positions masked out of the scores through the bias, so they take no share of a row's softmax; the output and logsumexp are laid out like the query's rows. A padded head dimension (zero-masked in the query too) needs an explicit `scale`: the default one would be of the padded size.
    pub const ATTENTION_PAD: SpecialRule = SpecialRule { name: "attention", plan: pad_attention, without_self: true };

    /// Its gradient: every operand zero-masked (the key and value gradients sum over query rows, the bias gradient over what it broadcasts along), the padded key positions masked out as in the forward.
    pub const ATTENTION_BACKWARD_PAD: SpecialRule = SpecialRule { name: "attention_backward", plan: pad_attention_backward, without_self: true };

    /// The query's, key's and value's layouts, after the checks both attention
    /// rules share: a padded head dimension only with an explicit scale, and under `is_causal` sequence
    /// positions that are plain indices (the causal mask compares them).
    fn attention_layouts(s: &mut dyn Padder, b: &mut Builder, n: &PadNode) -> Result<[Layout; 3]> {
        let [Some(q), Some(k), Some(v)] = ["query", "key", "value"].map(|x| n.layout(s, b, x)) else { return refuse(n.op, "no query, key or value") };
        let r = q.len();
        if r < 3 || k.len() != r || v.len() != r {
            return refuse(n.op, "operands of different ranks");
        }
        // The default scale is 1/sqrt(head dimension): of the padded one, which is wrong.
        // An explicit scale serves: zero-masked heads add nothing to q·kᵀ.
        if [&q, &k, &v].iter().any(|l| is_padded(&l[r - 1])) && !matches!(n.get("scale"), Some(Arg::Float(_))) {
            return refuse(n.op, "a padded head dimension and no explicit scale");
        }
        // Grouped-query heads regroup the query's heads into its rows: not over padding.
        if (is_padded(&q[r - 3]) || is_padded(&k[r - 3])) && extent(&q[r - 3]) != extent(&k[r - 3]) {
            return refuse(n.op, "grouped-query heads over a padded head count");
        }
        let causal = matches!(n.get("is_causal"), Some(Arg::Bool(true)));
        if causal && [&q[r - 2], &k[r - 2]].iter().any(|d| is_padded(d) && d.len() > 1) {
            return refuse(n.op, "causal attention over a merged padded sequence dimension");
        }
        Ok([q, k, v])
    }

    /// Masks the bias argument to zero where padded, then, when the key's sequence
    /// dimension `kseq` is padded, masks those key positions out of every row: a
    /// float bias becomes -inf there, a bool one false, and a missing one a bool
    /// mask of the key positions (which the lowering applies as it applies a bool bias).
    fn mask_key_positions(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], kseq: &DimLayout) -> Result<()> {
        // The fused op calls it attn_bias, PyTorch's CPU kernel attn_mask.
        let Some(i) = n.names.iter().position(|x| x == "attn_bias" || x == "attn_mask") else { return refuse(n.op, "no bias argument") };
        let name = n.names[i].clone();
        n.mask_arg(s, b, vals, &name, None, Neutral::Zero)?;
        let Some(real) = s.dim_mask(b, kseq)? else { return Ok(()) };
        let slen = extent(kseq);
        vals[i] = match &vals[i] {
            Arg::Tensor(t) => {
                let mut dims = b.ty(t.v).dims.clone();
                let Some(&cols) = dims.last() else { return refuse(n.op, "a rank-0 attn_bias") };
                let bias = if cols == slen {
                    t.v
                } else {
                    // A bias of one column broadcasts along the keys.
                    let kept: Vec<i64> = (0..dims.len() as i64 - 1).collect();
                    let rows = b.reshape(t.v, &dims[..dims.len() - 1])?;
                    *dims.last_mut().expect("rank checked") = slen;
                    b.broadcast_in_dim(rows, &dims, &kept)?
                };
                let keep = b.broadcast_in_dim(real, &dims, &[dims.len() as i64 - 1])?;
                let v = if t.dtype == DType::Bool {
                    b.and(bias, keep)?
                } else {
                    let ninf = b.constant_f64(TensorType::scalar(b.ty(bias).elem), f64::NEG_INFINITY)?;
                    let ninf = b.broadcast_in_dim(ninf, &dims, &[])?;
                    b.select(keep, bias, ninf)?
                };
                Arg::Tensor(TensorArg { v, ..*t })
            }
            _ => Arg::Tensor(TensorArg { v: real, dtype: DType::Bool, prio: Priority::Dim }),
        };
        Ok(())
    }

    /// The attention output (the query's rows, the value's head dimension) and the
    /// logsumexp (`[B, H, L]`, a static 1 for `B` of a 3-D query); the flash
    /// bookkeeping results are static.
    fn pad_attention(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], _sl: Layout) -> Result<Plan> {
        let [q, k, v] = attention_layouts(s, b, n)?;
        let r = q.len();
        n.mask_arg(s, b, vals, "query", Some(&[r - 1]), Neutral::Zero)?;
        for name in ["key", "value"] {
            n.mask_arg(s, b, vals, name, None, Neutral::Zero)?;
        }
        mask_key_positions(s, b, n, vals, &k[r - 2])?;
        let mut out = q.clone();
        out[r - 1] = v[r - 1].clone();
        let mut lse = if r == 3 { static_layout(&[1]) } else { Vec::new() };
        lse.extend(q[..r - 1].iter().cloned());
        let mut plan = vec![out, lse];
        plan.extend(std::iter::repeat_with(Layout::new).take(7));
        Ok(Plan::PerOutput(plan))
    }

    fn pad_attention_backward(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], _sl: Layout) -> Result<Plan> {
        let [q, k, v] = attention_layouts(s, b, n)?;
        // The bias gradient is empty unless asked for (grad_input_mask[3]) of a float bias.
        let wanted = !matches!(n.get("grad_input_mask"), Some(Arg::BoolList(m)) if m.get(3) == Some(&false));
        let bias = match n.get("attn_bias").or_else(|| n.get("attn_mask")) {
            Some(Arg::Tensor(t)) if wanted && t.dtype.is_float() => s.layout(b, t.v),
            _ => Layout::new(),
        };
        for name in ["grad_out", "query", "key", "value", "out", "logsumexp"] {
            n.mask_arg(s, b, vals, name, None, Neutral::Zero)?;
        }
        mask_key_positions(s, b, n, vals, &k[q.len() - 2])?;
        Ok(Plan::PerOutput(vec![q, k, v, bias]))
    }
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    fn sdpa(name: &str, q: Vec<i64>, k: Vec<i64>, bias: T, causal: bool, dtype: crate::dtype::DType) {
        let v = k.clone();
        check(name, "_scaled_dot_product_fused_attention_overrideable", vec![("query", T::Tensor(dtype, q)), ("key", T::Tensor(dtype, k)), ("value", T::Tensor(dtype, v)), ("attn_bias", bias), ("dropout_p", T::Float(0.0)), ("is_causal", T::Bool(causal)), ("return_debug_mask", T::Bool(false)), ("scale", T::None)]);
    }

    #[test]
    fn golden_fused_attention() {
        sdpa("sdpa_causal_f32", vec![1, 2, 4, 8], vec![1, 2, 4, 8], T::None, true, F32);
        sdpa("sdpa_bias_bf16", vec![2, 5, 8], vec![2, 6, 8], T::Tensor(BF16, vec![1, 5, 6]), false, BF16);
        sdpa("sdpa_gqa", vec![1, 4, 3, 8], vec![1, 2, 5, 8], T::None, true, F32);
    }

    #[test]
    fn golden_fused_attention_backward() {
        let t = |d: Vec<i64>| T::Tensor(F32, d);
        check("sdpa_backward_bias", "_scaled_dot_product_fused_attention_overrideable_backward", vec![("grad_out", t(vec![1, 2, 4, 8])), ("query", t(vec![1, 2, 4, 8])), ("key", t(vec![1, 2, 6, 8])), ("value", t(vec![1, 2, 6, 8])), ("attn_bias", t(vec![4, 6])), ("grad_input_mask", T::None), ("out", t(vec![1, 2, 4, 8])), ("logsumexp", t(vec![1, 2, 4])), ("cum_seq_q", T::None), ("cum_seq_k", T::None), ("max_q", T::Int(4)), ("max_k", T::Int(6)), ("dropout_p", T::Float(0.0)), ("is_causal", T::Bool(false)), ("philox_seed", T::None), ("philox_offset", T::None), ("scale", T::Float(0.5))]);
    }

    #[test]
    fn golden_fused_attention_backward_gqa() {
        let t = |d: Vec<i64>| T::Tensor(F32, d);
        check("sdpa_backward_gqa", "_scaled_dot_product_fused_attention_overrideable_backward", vec![("grad_out", t(vec![1, 4, 3, 8])), ("query", t(vec![1, 4, 3, 8])), ("key", t(vec![1, 2, 5, 8])), ("value", t(vec![1, 2, 5, 8])), ("attn_bias", T::None), ("grad_input_mask", T::None), ("out", t(vec![1, 4, 3, 8])), ("logsumexp", t(vec![1, 4, 3])), ("cum_seq_q", T::None), ("cum_seq_k", T::None), ("max_q", T::Int(3)), ("max_k", T::Int(5)), ("dropout_p", T::Float(0.0)), ("is_causal", T::Bool(true)), ("philox_seed", T::None), ("philox_offset", T::None), ("scale", T::None)]);
    }

    #[test]
    fn golden_flash_attention_cpu() {
        let t = |d: Vec<i64>| T::Tensor(F64, d);
        check("flash_cpu_causal_f64", "_scaled_dot_product_flash_attention_for_cpu", vec![("query", t(vec![1, 2, 3, 8])), ("key", t(vec![1, 2, 5, 8])), ("value", t(vec![1, 2, 5, 8])), ("dropout_p", T::Float(0.0)), ("is_causal", T::Bool(true)), ("attn_mask", T::None), ("scale", T::None)]);
        check("flash_cpu_backward_mask", "_scaled_dot_product_flash_attention_for_cpu_backward", vec![("grad_out", t(vec![1, 2, 3, 8])), ("query", t(vec![1, 2, 3, 8])), ("key", t(vec![1, 2, 5, 8])), ("value", t(vec![1, 2, 5, 8])), ("out", t(vec![1, 2, 3, 8])), ("logsumexp", t(vec![1, 2, 3])), ("dropout_p", T::Float(0.0)), ("is_causal", T::Bool(false)), ("attn_mask", t(vec![3, 5])), ("scale", T::Float(0.5))]);
    }

    #[test]
    fn fused_fits_refuses_what_the_math_path_serves() {
        use super::{fused_fits, Operand};
        let o = |d: &'static [i64]| Operand { dims: d, dtype: Some(F32) };
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[2, 4, 6, 8]), &o(&[2, 4, 6, 3]), None, 0.0, false).is_ok());
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[2, 4, 6, 8]), &o(&[2, 4, 6, 8]), None, 0.1, false).unwrap_err().contains("dropout"));
        // Grouped-query heads fit when asked for and when they divide; broadcast batches do not.
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[2, 2, 6, 8]), &o(&[2, 2, 6, 8]), None, 0.0, true).is_ok());
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[2, 2, 6, 8]), &o(&[2, 2, 6, 8]), None, 0.0, false).is_err());
        assert!(fused_fits(&o(&[2, 6, 5, 8]), &o(&[2, 4, 6, 8]), &o(&[2, 4, 6, 8]), None, 0.0, true).is_err());
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[1, 4, 6, 8]), &o(&[1, 4, 6, 8]), None, 0.0, false).is_err());
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[-1, 2, 6, 8]), &o(&[-1, 2, 6, 8]), None, 0.0, true).is_err());
        assert!(fused_fits(&o(&[5, 8]), &o(&[6, 8]), &o(&[6, 8]), None, 0.0, false).is_err());
        let long = Operand { dims: &[2, 4, 5, 8], dtype: Some(I64) };
        assert!(fused_fits(&long, &long, &long, None, 0.0, false).is_err());
        let bool_mask = Operand { dims: &[5, 6], dtype: Some(Bool) };
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[2, 4, 6, 8]), &o(&[2, 4, 6, 8]), Some(&bool_mask), 0.0, false).is_ok());
        let bad_mask = Operand { dims: &[5, 7], dtype: Some(Bool) };
        assert!(fused_fits(&o(&[2, 4, 5, 8]), &o(&[2, 4, 6, 8]), &o(&[2, 4, 6, 8]), Some(&bad_mask), 0.0, false).is_err());
    }

    #[test]
    fn golden_safe_softmax() {
        check("_safe_softmax_f32", "_safe_softmax", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("dim", T::Int(-1)), ("dtype", T::None)]);
        check("_safe_softmax_bf16", "_safe_softmax", vec![("self", T::Tensor(BF16, vec![2, 4])), ("dim", T::Int(1)), ("dtype", T::None)]);
    }
}
