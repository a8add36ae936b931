//! The padding rules of single op families (`PadRule::Special`): which of an
//! op's arguments to mask, and how its results are laid out, where no other op
//! shares the answer.

use super::{bo, extent, is_padded, refuse, static_layout, DimLayout, Fill, Layout, Node, PadState, Plan};
use crate::error::Result;
use tpj_lowering::{Arg, Neutral, SpecialRule};
use tpj_stablehlo::{Builder, ElementType, TensorType};

/// The plan of `rule` for node `n`; `sl` is `self`'s (or `input`'s) layout,
/// empty when the node has neither.
pub(super) fn plan(s: &mut PadState, b: &mut Builder, rule: SpecialRule, n: &Node, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
    match rule {
        SpecialRule::Embedding => embedding(s, b, n),
        SpecialRule::EmbeddingBackward => embedding_backward(s, b, n, vals),
        SpecialRule::NllLoss => nll_loss(s, b, n, vals),
        SpecialRule::NllLossBackward => nll_loss_backward(s, b, n, vals, sl),
        SpecialRule::LayerNorm => layer_norm(n, sl),
        SpecialRule::LayerNormBackward => layer_norm_backward(s, b, n, vals),
        SpecialRule::Gather => Ok(Plan::Same(n.layout(s, b, "index").unwrap_or_default())),
        SpecialRule::IndexPut => index_put(s, b, n, vals, sl),
        SpecialRule::Scatter => scatter(s, b, n, sl),
        SpecialRule::Attention => attention(s, b, n, vals),
        SpecialRule::AttentionBackward => attention_backward(s, b, n, vals),
    }
}

fn embedding(s: &PadState, b: &Builder, n: &Node) -> Result<Plan> {
    let mut out = n.layout(s, b, "indices").unwrap_or_default();
    let w = n.layout(s, b, "weight").unwrap_or_default();
    if w.iter().any(is_padded) {
        return refuse(n.op, "padded weight");
    }
    out.push(w.last().cloned().unwrap_or_default());
    Ok(Plan::Same(out))
}

fn embedding_backward(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg]) -> Result<Plan> {
    if matches!(n.get("scale_grad_by_freq"), Some(Arg::Bool(true))) {
        return refuse(n.op, "scale_grad_by_freq counts padded indices");
    }
    s.mask_arg(b, n, vals, "grad_output", None, Neutral::Zero)?;
    Ok(Plan::Static)
}

/// Padded targets become `ignore_index`: no loss, no weight, no gradient.
fn mask_targets(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg]) -> Result<()> {
    let Some(ignore) = n.int("ignore_index") else { return refuse(n.op, "no ignore_index") };
    s.mask_arg(b, n, vals, "target", None, Fill::Int(ignore))
}

fn nll_loss(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg]) -> Result<Plan> {
    let t = n.layout(s, b, "target").unwrap_or_default();
    mask_targets(s, b, n, vals)?;
    // reduction=none keeps one loss per target; the others reduce to scalars.
    let none = n.int("reduction") == Some(0);
    Ok(Plan::PerOutput(vec![if none { t } else { Vec::new() }, Vec::new()]))
}

fn nll_loss_backward(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
    mask_targets(s, b, n, vals)?;
    Ok(Plan::Same(sl))
}

/// The number of leading (batch) dimensions before the normalised ones.
fn batch_rank(n: &Node, rank: usize) -> Result<usize> {
    let Some(Arg::IntList(ns)) = n.get("normalized_shape") else { return refuse(n.op, "no normalized_shape") };
    match rank.checked_sub(ns.len()) {
        Some(k) => Ok(k),
        None => refuse(n.op, "normalized_shape longer than the input"),
    }
}

fn layer_norm(n: &Node, sl: Layout) -> Result<Plan> {
    let rank = sl.len();
    let k = batch_rank(n, rank)?;
    if sl[k..].iter().any(is_padded) {
        return refuse(n.op, "normalizes over a padded dimension");
    }
    let mut stat = sl[..k].to_vec();
    stat.extend(static_layout(&vec![1; rank - k]));
    Ok(Plan::PerOutput(vec![sl, stat.clone(), stat]))
}

fn layer_norm_backward(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg]) -> Result<Plan> {
    let inp = n.layout(s, b, "input").unwrap_or_default();
    let k = batch_rank(n, inp.len())?;
    if inp[k..].iter().any(is_padded) {
        return refuse(n.op, "normalizes over a padded dimension");
    }
    let batch: Vec<usize> = (0..k).collect();
    for name in ["grad_out", "input", "mean", "rstd"] {
        s.mask_arg(b, n, vals, name, Some(&batch), Neutral::Zero)?;
    }
    let w = n.layout(s, b, "weight").map(|l| static_layout(&l.iter().map(extent).collect::<Vec<_>>())).unwrap_or_default();
    Ok(Plan::PerOutput(vec![inp, w.clone(), w]))
}

/// `index_put`, accumulating or not. Padded index entries are set past every
/// dimension, so the rows of `values` they pair with write nowhere (XLA drops
/// out-of-bounds scatter updates) and a padded `self` keeps its real rows: a
/// compiled KV-cache update (`index_copy_` at `arange(len) + offset`) serves every
/// prompt length of a bucket. Accumulated `values` are zero-masked too, for
/// padded rows an unpadded index still points at.
fn index_put(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
    let Some(i) = n.names.iter().position(|x| x == "indices") else { return refuse(n.op, "no indices") };
    if let Arg::TensorList(ts) = &mut vals[i] {
        for t in ts.iter_mut().flatten() {
            let layout = s.layout(b, t.v);
            if !layout.iter().any(is_padded) {
                continue;
            }
            if matches!(b.ty(t.v).elem, ElementType::I1 | ElementType::U8) {
                return refuse(n.op, "a padded boolean index");
            }
            let all: Vec<usize> = (0..layout.len()).collect();
            t.v = s.mask(b, t.v, &all, Neutral::Highest.into())?;
        }
    }
    if matches!(n.get("accumulate"), Some(Arg::Bool(true))) {
        s.mask_arg(b, n, vals, "values", None, Neutral::Zero)?;
    }
    Ok(Plan::Same(sl))
}

fn scatter(s: &PadState, b: &Builder, n: &Node, sl: Layout) -> Result<Plan> {
    let Some(d) = n.int("dim") else { return refuse(n.op, "no dim") };
    let d = n.wrap(d, sl.len())?;
    let idx = n.layout(s, b, "index").unwrap_or_default();
    if is_padded(&sl[d]) || idx.get(d).is_some_and(is_padded) {
        return refuse(n.op, "scatters along a padded dimension");
    }
    for (j, l) in idx.iter().enumerate() {
        if j != d && is_padded(l) && sl.get(j) != Some(l) {
            return refuse(n.op, "index padded differently from self");
        }
    }
    Ok(Plan::Same(sl))
}

/// The query's, key's and value's layouts, after the checks both attention
/// rules share: a padded head dimension only with an explicit scale, and under `is_causal` sequence
/// positions that are plain indices (the causal mask compares them).
fn attention_layouts(s: &PadState, b: &Builder, n: &Node) -> Result<[Layout; 3]> {
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
fn mask_key_positions(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg], kseq: &DimLayout) -> Result<()> {
    // The fused op calls it attn_bias, PyTorch's CPU kernel attn_mask.
    let Some(i) = n.names.iter().position(|x| x == "attn_bias" || x == "attn_mask") else { return refuse(n.op, "no bias argument") };
    let name = n.names[i].clone();
    s.mask_arg(b, n, vals, &name, None, Neutral::Zero)?;
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
                let rows = bo(b.reshape(t.v, &dims[..dims.len() - 1]))?;
                *dims.last_mut().expect("rank checked") = slen;
                bo(b.broadcast_in_dim(rows, &dims, &kept))?
            };
            let keep = bo(b.broadcast_in_dim(real, &dims, &[dims.len() as i64 - 1]))?;
            let v = if t.dtype == tpj_lowering::DType::Bool {
                bo(b.and(bias, keep))?
            } else {
                let ninf = bo(b.constant_f64(TensorType::scalar(b.ty(bias).elem), f64::NEG_INFINITY))?;
                let ninf = bo(b.broadcast_in_dim(ninf, &dims, &[]))?;
                bo(b.select(keep, bias, ninf))?
            };
            Arg::Tensor(tpj_lowering::TensorArg { v, ..*t })
        }
        _ => Arg::Tensor(tpj_lowering::TensorArg { v: real, dtype: tpj_lowering::DType::Bool, prio: tpj_lowering::Priority::Dim }),
    };
    Ok(())
}

/// The attention output (the query's rows, the value's head dimension) and the
/// logsumexp (`[B, H, L]`, a static 1 for `B` of a 3-D query); the flash
/// bookkeeping results are static.
fn attention(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg]) -> Result<Plan> {
    let [q, k, v] = attention_layouts(s, b, n)?;
    let r = q.len();
    s.mask_arg(b, n, vals, "query", Some(&[r - 1]), Neutral::Zero)?;
    for name in ["key", "value"] {
        s.mask_arg(b, n, vals, name, None, Neutral::Zero)?;
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

fn attention_backward(s: &mut PadState, b: &mut Builder, n: &Node, vals: &mut [Arg]) -> Result<Plan> {
    let [q, k, v] = attention_layouts(s, b, n)?;
    // The bias gradient is empty unless asked for (grad_input_mask[3]) of a float bias.
    let wanted = !matches!(n.get("grad_input_mask"), Some(Arg::BoolList(m)) if m.get(3) == Some(&false));
    let bias = match n.get("attn_bias").or_else(|| n.get("attn_mask")) {
        Some(Arg::Tensor(t)) if wanted && t.dtype.is_float() => s.layout(b, t.v),
        _ => Layout::new(),
    };
    for name in ["grad_out", "query", "key", "value", "out", "logsumexp"] {
        s.mask_arg(b, n, vals, name, None, Neutral::Zero)?;
    }
    mask_key_positions(s, b, n, vals, &k[q.len() - 2])?;
    Ok(Plan::PerOutput(vec![q, k, v, bias]))
}
