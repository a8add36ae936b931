//! Fused optimizer steps (`torch.optim.Adam/AdamW/SGD(fused=True)`): one call
//! updates every parameter, so the whole step is one program. Results come in
//! the order of the written lists (params, grads, then the state lists), which
//! is how the engine writes the in-place forms back and how a compiled graph
//! indexes the functional forms' outputs.
//!
//! As in PyTorch's kernels: `grad_scale` divides the gradients (written back
//! unscaled), `found_inf == 1` leaves everything untouched, arithmetic runs in
//! the parameters' opmath type, and the step counters are read, not advanced
//! (`torch.optim` advances them before the call).

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::reduce::{add, bin, div, mul, sub};
use crate::registry::Registry;
use tpj_stablehlo::{Builder, CmpDir, ElementType, Value};

pub fn register(r: &mut Registry) {
    r.op("_fused_adam", _fused_adam).overloads(&["", "tensor_lr"]).runtime_floats(&["lr", "beta1", "beta2"]);
    r.op("_fused_adamw", _fused_adamw).overloads(&["", "tensor_lr"]).runtime_floats(&["lr", "beta1", "beta2"]);
    r.op("_fused_sgd", _fused_sgd).overloads(&["", "tensor_lr"]).runtime_floats(&["lr", "momentum"]);
    r.op("_amp_foreach_non_finite_check_and_unscale", _amp_foreach_non_finite_check_and_unscale);
    r.op("_amp_update_scale", _amp_update_scale);
}
// The runtime floats are what schedulers change between steps (one-cycle
// schedules move the betas and momentum too), so a new learning rate does not
// compile a new program. Weight decay and dampening stay constants: zero decay
// means "no decay term" (an infinite parameter times zero would be NaN).

fn require_one_element(ctx: &LowerCtx, t: TensorArg, what: &str) -> Result<()> {
    let dims = ctx.shape(t.v);
    if dims.iter().product::<i64>() != 1 {
        return Err(ctx.invalid(format!("{what} must be a one-element tensor, got shape {dims:?}")));
    }
    Ok(())
}

/// `GradScaler`'s bookkeeping tensors: one element of one dtype.
fn require_one_element_of(ctx: &LowerCtx, t: TensorArg, dtype: DType, what: &str) -> Result<()> {
    if t.dtype != dtype {
        return Err(ctx.invalid(format!("{what} must be a one-element {} tensor, got {}", dtype.name(), ctx.tensor_desc(&t))));
    }
    require_one_element(ctx, t, what)
}

/// A one-element tensor as a rank-0 value.
fn one_element(ctx: &mut LowerCtx, t: TensorArg, what: &str) -> Result<Value> {
    require_one_element(ctx, t, what)?;
    ok(ctx.b.reshape(t.v, &[]))
}

/// A float hyper-parameter as a rank-0 value of `elem`: a program input
/// (eager), a constant (compiled graphs) or a tensor (`lr` in `.tensor_lr`).
fn hyper(ctx: &mut LowerCtx, args: &Args, name: &str, elem: ElementType) -> Result<Value> {
    let v = match args.raw(name) {
        Some(Arg::Float(f)) => return ctx.constant(elem, &[], *f),
        Some(Arg::Scalar(s)) if s.is_const => return ctx.constant(elem, &[], s.host),
        Some(Arg::Scalar(s)) => s.v.ok_or_else(|| ctx.invalid(format!("argument '{name}' has no value")))?,
        Some(Arg::Tensor(t)) => one_element(ctx, *t, name)?,
        other => return Err(ctx.invalid(format!("argument '{name}' must be a float, got {other:?}"))),
    };
    ctx.convert_value(v, DType::from_elem(elem))
}

/// What every parameter's update reads, built once per opmath type (a step
/// over many parameters shares them): 1, the named hyper-parameters, then
/// `1 / grad_scale` and `found_inf == 1` when given.
struct Shared {
    elem: ElementType,
    one: Value,
    hyper: Vec<Value>,
    inv_scale: Option<Value>,
    skip: Option<Value>,
}

fn shared<'s>(cache: &'s mut Vec<Shared>, ctx: &mut LowerCtx, args: &Args, names: &[&str], elem: ElementType) -> Result<&'s Shared> {
    if let Some(i) = cache.iter().position(|s| s.elem == elem) {
        return Ok(&cache[i]);
    }
    let hyper = names.iter().map(|n| hyper(ctx, args, n, elem)).collect::<Result<Vec<_>>>()?;
    let one = ctx.constant(elem, &[], 1.0)?;
    let inv_scale = match args.opt_tensor("grad_scale")? {
        Some(t) => {
            let s = one_element(ctx, t, "grad_scale")?;
            let s = ctx.convert_value(s, DType::from_elem(elem))?;
            Some(div(ctx, one, s)?)
        }
        None => None,
    };
    let skip = match args.opt_tensor("found_inf")? {
        Some(t) => {
            let f = one_element(ctx, t, "found_inf")?;
            let f = ctx.convert_value(f, DType::from_elem(elem))?;
            Some(ok(ctx.b.compare(f, one, CmpDir::Eq))?)
        }
        None => None,
    };
    cache.push(Shared { elem, one, hyper, inv_scale, skip });
    Ok(cache.last().expect("just pushed"))
}

/// Checks that every list has one tensor per parameter, of its shape, that the
/// parameters are floating point and that each step counter (Adam's; SGD has none)
/// holds one number; lists marked optional may also be empty.
fn check_lists(ctx: &LowerCtx, params: &[TensorArg], lists: &[(&str, &[TensorArg], bool)], steps: Option<&[TensorArg]>) -> Result<()> {
    if params.is_empty() {
        return Err(ctx.invalid("Tensor list must have at least one tensor."));
    }
    if let Some(p) = params.iter().find(|p| !p.dtype.is_float()) {
        return Err(ctx.invalid(format!("params must be floating point tensors, got {}", ctx.tensor_desc(p))));
    }
    let counted = lists.iter().map(|(name, ts, optional)| (*name, *ts, *optional)).chain(steps.map(|s| ("state_steps", s, false)));
    for (name, ts, optional) in counted {
        if !(optional && ts.is_empty()) && ts.len() != params.len() {
            return Err(ctx.invalid(format!(
                "Tensor lists must have the same number of tensors, got {} params and {} {name}",
                params.len(),
                ts.len()
            )));
        }
    }
    for (name, ts, _) in lists {
        for (i, (t, p)) in ts.iter().zip(params).enumerate() {
            if ctx.shape(t.v) != ctx.shape(p.v) {
                return Err(ctx.invalid(format!("{name}[{i}] has shape {:?}, but params[{i}] has shape {:?}", ctx.shape(t.v), ctx.shape(p.v))));
            }
        }
    }
    for (i, t) in steps.unwrap_or_default().iter().enumerate() {
        if ctx.shape(t.v).iter().product::<i64>() != 1 {
            return Err(ctx.invalid(format!("state_steps[{i}] must hold one number, got shape {:?}", ctx.shape(t.v))));
        }
    }
    Ok(())
}

/// The unscaled (and, under `maximize`, negated) gradient in opmath, and the
/// unscaled gradient as written back.
fn prepare_grad(ctx: &mut LowerCtx, g: TensorArg, sh: &Shared, maximize: bool) -> Result<(Value, Value)> {
    let gv = ctx.convert_value(g.v, DType::from_elem(sh.elem))?;
    let unscaled = match sh.inv_scale {
        Some(inv) => mul(ctx, gv, inv)?,
        None => gv,
    };
    let used = if maximize { ok(ctx.b.neg(unscaled))? } else { unscaled };
    Ok((used, unscaled))
}

/// Old value where `found_inf` says to skip the step, else the new one, in `old`'s dtype.
fn commit(ctx: &mut LowerCtx, sh: &Shared, old: TensorArg, new: Value) -> Result<TensorArg> {
    let new = ctx.convert_value(new, old.dtype)?;
    let v = match sh.skip {
        Some(skip) => {
            let dims = ctx.shape(new);
            let pred = ctx.broadcast_to(skip, &dims)?;
            ok(ctx.b.select(pred, old.v, new))?
        }
        None => new,
    };
    Ok(ctx.out(v, old.dtype))
}

fn _fused_adam(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    adam(ctx, args, false)
}

fn _fused_adamw(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    adam(ctx, args, true)
}

fn adam(ctx: &mut LowerCtx, args: &Args, decoupled: bool) -> Result<Vec<TensorArg>> {
    let params = args.tensors("self")?;
    let grads = args.tensors("grads")?;
    let exp_avgs = args.tensors("exp_avgs")?;
    let exp_avg_sqs = args.tensors("exp_avg_sqs")?;
    let max_sqs = args.tensors("max_exp_avg_sqs")?;
    let steps = args.tensors("state_steps")?;
    let amsgrad = args.bool_or("amsgrad", false)?;
    let maximize = args.bool_or("maximize", false)?;
    let weight_decay = args.opt_float("weight_decay")?.unwrap_or(0.0);
    check_lists(
        ctx,
        &params,
        &[("grads", &grads, false), ("exp_avgs", &exp_avgs, false), ("exp_avg_sqs", &exp_avg_sqs, false), ("max_exp_avg_sqs", &max_sqs, !amsgrad)],
        Some(&steps),
    )?;
    let n = params.len();
    let (mut out_params, mut out_grads, mut out_avgs, mut out_sqs, mut out_max) = (vec![], vec![], vec![], vec![], vec![]);
    let mut cache = Vec::new();
    let corrections = bias_corrections(ctx, args, &params, &steps, &mut cache)?;
    for i in 0..n {
        let (p0, g0, m0, v0) = (params[i], grads[i], exp_avgs[i], exp_avg_sqs[i]);
        let (p, g, mt, vt) = (flat(ctx, p0)?, flat(ctx, g0)?, flat(ctx, m0)?, flat(ctx, v0)?);
        let elem = p.dtype.opmath().elem();
        let sh = shared(&mut cache, ctx, args, &["lr", "beta1", "beta2", "eps"], elem)?;
        let [one, lr, beta1, beta2, eps] = [sh.one, sh.hyper[0], sh.hyper[1], sh.hyper[2], sh.hyper[3]];

        let (mut grad, unscaled) = prepare_grad(ctx, g, sh, maximize)?;
        let mut param = ctx.convert_value(p.v, DType::from_elem(elem))?;
        // Decoupled decay shrinks the parameter; Adam's adds to the gradient.
        let mut keep = one;
        if weight_decay != 0.0 {
            let wd = ctx.constant(elem, &[], weight_decay)?;
            if decoupled {
                let lr_wd = mul(ctx, lr, wd)?;
                keep = sub(ctx, one, lr_wd)?;
                param = mul(ctx, param, keep)?;
            } else {
                let decay = mul(ctx, param, wd)?;
                grad = add(ctx, grad, decay)?;
            }
        }
        let m_old = ctx.convert_value(mt.v, DType::from_elem(elem))?;
        let v_old = ctx.convert_value(vt.v, DType::from_elem(elem))?;
        // m += (1 - beta1) (g - m);  v = beta2 v + (1 - beta2) g².
        let one_m_b1 = sub(ctx, one, beta1)?;
        let diff = sub(ctx, grad, m_old)?;
        let step_m = mul(ctx, diff, one_m_b1)?;
        let m = add(ctx, m_old, step_m)?;
        let one_m_b2 = sub(ctx, one, beta2)?;
        let g2 = mul(ctx, grad, grad)?;
        let g2 = mul(ctx, g2, one_m_b2)?;
        let v_decayed = mul(ctx, v_old, beta2)?;
        let v = add(ctx, v_decayed, g2)?;
        let [m, v] = materialized(ctx, [m, v])?;

        let (step_size, inv_bc2_sqrt) = corrections[i];

        let second = if amsgrad {
            let mxt = flat(ctx, max_sqs[i])?;
            let mx_old = ctx.convert_value(mxt.v, DType::from_elem(elem))?;
            let mx = ok(ctx.b.max(mx_old, v))?;
            let done = commit(ctx, sh, mxt, mx)?;
            out_max.push(unflat(ctx, max_sqs[i], mxt, done)?);
            mx
        } else {
            v
        };
        let root = ok(ctx.b.sqrt(second))?;
        let denom = mul(ctx, root, inv_bc2_sqrt)?;
        let denom = add(ctx, denom, eps)?;
        let ratio = div(ctx, m, denom)?;
        let upd = mul(ctx, ratio, step_size)?;
        let new_param = sub(ctx, param, upd)?;
        // The common case, float32 state with nothing to unscale or skip, is offered to a
        // host kernel that updates the three in one pass (`HOST_ADAM`).
        let plain = elem == ElementType::F32
            && [p, g, mt, vt].iter().all(|t| t.dtype == DType::F32)
            && !(amsgrad || maximize || sh.inv_scale.is_some() || sh.skip.is_some());
        let [new_param, m, v] = if plain {
            // Every operand is defined before the results (what an offer requires), and the
            // results by one op, so nothing between them reads one.
            let coupled = ctx.constant(elem, &[], if decoupled { 0.0 } else { weight_decay })?;
            let held = materialized(ctx, [new_param, m, v])?;
            let scalars = [keep, coupled, one_m_b1, beta2, one_m_b2, inv_bc2_sqrt, eps, step_size];
            let operands: Vec<Value> = [p.v, g.v, mt.v, vt.v].into_iter().chain(scalars).collect();
            ok(ctx.b.offer(HOST_ADAM, &operands, &held, &[(0, 0), (1, 2), (2, 3)]))?;
            held
        } else {
            [new_param, m, v]
        };

        let done = commit(ctx, sh, p, new_param)?;
        out_params.push(unflat(ctx, p0, p, done)?);
        let done = commit(ctx, sh, g, unscaled)?;
        out_grads.push(unflat(ctx, g0, g, done)?);
        let done = commit(ctx, sh, mt, m)?;
        out_avgs.push(unflat(ctx, m0, mt, done)?);
        let done = commit(ctx, sh, vt, v)?;
        out_sqs.push(unflat(ctx, v0, vt, done)?);
    }
    Ok([out_params, out_grads, out_avgs, out_sqs, out_max].concat())
}

/// Every parameter's `(lr / (1 - beta1^step), 1 / sqrt(1 - beta2^step))` from its own step
/// counter, as rank-0 values. Computed as one vector per opmath type and sliced: per
/// parameter, the chain is a handful of one-element kernels, and XLA's CPU runtime runs
/// each as its own task (the MLP's AdamW program, six parameters: 12 of its 42 kernels were
/// these chains; 0.69-0.72 -> 0.57-0.62 ms per step in replays, docs/performance.md). The
/// reciprocal is taken here, in the vector, because XLA turns the update's division by the
/// correction into a product with its reciprocal anyway, in one more kernel per parameter.
fn bias_corrections(ctx: &mut LowerCtx, args: &Args, params: &[TensorArg], steps: &[TensorArg], cache: &mut Vec<Shared>) -> Result<Vec<(Value, Value)>> {
    let elems: Vec<ElementType> = params.iter().map(|p| p.dtype.opmath().elem()).collect();
    let mut out = vec![None; params.len()];
    for (first, &elem) in elems.iter().enumerate() {
        if out[first].is_some() {
            continue;
        }
        let sh = shared(cache, ctx, args, &["lr", "beta1", "beta2", "eps"], elem)?;
        let [one, lr, beta1, beta2] = [sh.one, sh.hyper[0], sh.hyper[1], sh.hyper[2]];
        let members: Vec<usize> = (first..params.len()).filter(|&i| elems[i] == elem).collect();
        let mut parts = Vec::with_capacity(members.len());
        for &i in &members {
            let c = ok(ctx.b.reshape(steps[i].v, &[1]))?;
            parts.push(ctx.convert_value(c, DType::from_elem(elem))?);
        }
        let step = ok(ctx.b.concatenate(&parts, 0))?;
        let b1t = bin(ctx, beta1, step, Builder::pow)?;
        let bc1 = sub(ctx, one, b1t)?;
        let b2t = bin(ctx, beta2, step, Builder::pow)?;
        let bc2 = sub(ctx, one, b2t)?;
        let bc2_sqrt = ok(ctx.b.sqrt(bc2))?;
        let inv_bc2_sqrt = div(ctx, one, bc2_sqrt)?;
        let step_size = div(ctx, lr, bc1)?;
        for (j, &i) in members.iter().enumerate() {
            let j = j as i64;
            let mut pick = |v: Value| -> Result<Value> {
                let s = ok(ctx.b.slice(v, &[j], &[j + 1], &[1]))?;
                ok(ctx.b.reshape(s, &[]))
            };
            out[i] = Some((pick(step_size)?, pick(inv_bc2_sqrt)?));
        }
    }
    Ok(out.into_iter().map(|c| c.expect("every parameter has an opmath type")).collect())
}

/// The typed-FFI target offered one parameter's Adam/AdamW update (`Builder::offer`). Operands:
/// the parameter, gradient, first and second moments (float32, flat, one shape), then rank-0
/// float32 `keep` (the decoupled decay's `1 - lr * weight_decay`, else 1), `coupled` (Adam's
/// weight decay added to the gradient, else 0), `1 - beta1`, `beta2`, `1 - beta2`,
/// `1 / sqrt(1 - beta2^step)`, `eps` and `lr / (1 - beta1^step)`; results: the new parameter
/// and moments, each in its operand's buffer. The kernel computes what this lowering does,
/// in the same order:
/// `p = p * keep; g = g + p * coupled; m = m + (g - m)(1 - beta1); v = v beta2 + g² (1 - beta2);
/// p = p - m / (sqrt(v) / sqrt(1 - beta2^step) + eps) * lr / (1 - beta1^step)`.
pub const HOST_ADAM: &str = "tpj_adam_f32";

/// The new optimizer state, computed once. Without the barrier XLA's CPU fusion recomputes
/// the moments inside the parameter update from their old values; as the moments are
/// updated in place (donated), it then copies every old moment first, and the parameter
/// too: ~5 extra passes over the model's memory per step (the MLP's AdamW step: 15 copies
/// of up to 4 MB each; docs/performance.md).
fn materialized<const N: usize>(ctx: &mut LowerCtx, vs: [Value; N]) -> Result<[Value; N]> {
    let out = ok(ctx.b.optimization_barrier(&vs))?;
    Ok(out.try_into().expect("the barrier returns its operands"))
}

/// A tensor as one dimension. The update is elementwise, so its shape does not matter,
/// and in the shape of the flat buffers the graph reads and writes, XLA updates the
/// state in place; in the tensor's own shape each aliased output is a reshape of its
/// input, which XLA's CPU buffer assignment does not share and copies instead.
fn flat(ctx: &mut LowerCtx, t: TensorArg) -> Result<TensorArg> {
    let dims = ctx.shape(t.v);
    if dims.len() == 1 {
        return Ok(t);
    }
    let n = dims.iter().product::<i64>();
    Ok(TensorArg { v: ok(ctx.b.reshape(t.v, &[n]))?, ..t })
}

/// `new` (a committed flat value) in `orig`'s shape; `orig` itself when nothing changed it,
/// so a compiled graph sees an untouched input (and returns no copy of it).
fn unflat(ctx: &mut LowerCtx, orig: TensorArg, flat: TensorArg, new: TensorArg) -> Result<TensorArg> {
    if new.v == flat.v {
        return Ok(orig);
    }
    let dims = ctx.shape(orig.v);
    if ctx.shape(new.v) == dims {
        return Ok(new);
    }
    Ok(TensorArg { v: ok(ctx.b.reshape(new.v, &dims))?, ..new })
}

fn _fused_sgd(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let params = args.tensors("self")?;
    let grads = args.tensors("grads")?;
    let bufs = args.tensors("momentum_buffer_list")?;
    let maximize = args.bool_or("maximize", false)?;
    let nesterov = args.bool_or("nesterov", false)?;
    let first = args.bool_or("is_first_step", false)?;
    let weight_decay = args.opt_float("weight_decay")?.unwrap_or(0.0);
    let dampening = args.opt_float("dampening")?.unwrap_or(0.0);
    check_lists(ctx, &params, &[("grads", &grads, false), ("momentum_buffer_list", &bufs, true)], None)?;
    let with_momentum = !bufs.is_empty();
    let (mut out_params, mut out_grads, mut out_bufs) = (vec![], vec![], vec![]);
    let mut cache = Vec::new();
    for i in 0..params.len() {
        let (p0, g0) = (params[i], grads[i]);
        let (p, g) = (flat(ctx, p0)?, flat(ctx, g0)?);
        let elem = p.dtype.opmath().elem();
        let names: &[&str] = if with_momentum { &["lr", "momentum"] } else { &["lr"] };
        let sh = shared(&mut cache, ctx, args, names, elem)?;
        let lr = sh.hyper[0];
        let (mut grad, unscaled) = prepare_grad(ctx, g, sh, maximize)?;
        let param = ctx.convert_value(p.v, DType::from_elem(elem))?;
        if weight_decay != 0.0 {
            let wd = ctx.constant(elem, &[], weight_decay)?;
            let decay = mul(ctx, param, wd)?;
            grad = add(ctx, grad, decay)?;
        }
        if with_momentum {
            let momentum = sh.hyper[1];
            let bt = flat(ctx, bufs[i])?;
            let buf = if first {
                grad
            } else {
                let keep = ctx.constant(elem, &[], 1.0 - dampening)?;
                let old = ctx.convert_value(bt.v, DType::from_elem(elem))?;
                let old = mul(ctx, old, momentum)?;
                let new = mul(ctx, grad, keep)?;
                add(ctx, old, new)?
            };
            let [buf] = materialized(ctx, [buf])?;
            let done = commit(ctx, sh, bt, buf)?;
            out_bufs.push(unflat(ctx, bufs[i], bt, done)?);
            grad = if nesterov {
                let mb = mul(ctx, buf, momentum)?;
                add(ctx, grad, mb)?
            } else {
                buf
            };
        }
        let upd = mul(ctx, grad, lr)?;
        let new_param = sub(ctx, param, upd)?;
        let done = commit(ctx, sh, p, new_param)?;
        out_params.push(unflat(ctx, p0, p, done)?);
        let done = commit(ctx, sh, g, unscaled)?;
        out_grads.push(unflat(ctx, g0, g, done)?);
    }
    Ok([out_params, out_grads, out_bufs].concat())
}

/// `GradScaler`'s unscale: every gradient times `inv_scale`, and `found_inf`
/// set to 1 when any gradient holds an inf or NaN (never reset here).
fn _amp_foreach_non_finite_check_and_unscale(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let grads = args.tensors("self")?;
    let found = args.tensor("found_inf")?;
    let inv = args.tensor("inv_scale")?;
    require_one_element_of(ctx, found, DType::F32, "found_inf")?;
    require_one_element_of(ctx, inv, DType::F32, "inv_scale")?;
    let inv_v = one_element(ctx, inv, "inv_scale")?;
    let mut any_bad: Option<Value> = None;
    let mut outs = Vec::with_capacity(grads.len() + 1);
    for g in &grads {
        if !g.dtype.is_float() {
            return Err(ctx.invalid(format!("gradients must be floating point, got {}", ctx.tensor_desc(g))));
        }
        let x = ctx.convert_value(g.v, DType::F32)?;
        let fin = ok(ctx.b.is_finite(x))?;
        let t = ctx.constant(ElementType::I1, &[], 1.0)?;
        let all = {
            let dims: Vec<i64> = (0..ctx.rank(fin) as i64).collect();
            ok(ctx.b.reduce(&[fin], &[t], &dims, |b, x| Ok(vec![b.and(x[0], x[1])?])))?[0]
        };
        let bad = ok(ctx.b.not(all))?;
        any_bad = Some(match any_bad {
            Some(a) => ok(ctx.b.or(a, bad))?,
            None => bad,
        });
        let y = mul(ctx, x, inv_v)?;
        let y = ctx.convert_value(y, g.dtype)?;
        outs.push(ctx.out(y, g.dtype));
    }
    let f = match any_bad {
        Some(bad) => {
            let dims = ctx.shape(found.v);
            let one = ctx.constant(ElementType::F32, &dims, 1.0)?;
            let bad = ctx.broadcast_to(bad, &dims)?;
            ok(ctx.b.select(bad, one, found.v))?
        }
        None => found.v,
    };
    outs.push(ctx.out(f, DType::F32));
    Ok(outs)
}

/// `GradScaler.update`: back off after an overflow, grow after
/// `growth_interval` clean steps (when the grown scale is finite).
fn _amp_update_scale(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let scale_t = args.tensor("self")?;
    let tracker = args.tensor("growth_tracker")?;
    let found = args.tensor("found_inf")?;
    let growth = args.float("scale_growth_factor")?;
    let backoff = args.float("scale_backoff_factor")?;
    let interval = args.int("growth_interval")?;
    require_one_element_of(ctx, scale_t, DType::F32, "current_scale")?;
    require_one_element_of(ctx, tracker, DType::I32, "growth_tracker")?;
    require_one_element_of(ctx, found, DType::F32, "found_inf")?;
    let dims = ctx.shape(scale_t.v);
    let f = ctx.convert_value(found.v, DType::F32)?;
    let f = ok(ctx.b.reshape(f, &dims))?;
    let zero_f = ctx.constant(ElementType::F32, &dims, 0.0)?;
    let overflow = ok(ctx.b.compare(f, zero_f, CmpDir::Ne))?;
    let tracker_v = ok(ctx.b.reshape(tracker.v, &dims))?;
    let one_i = ctx.constant_int(ElementType::I32, &dims, 1)?;
    let zero_i = ctx.constant_int(ElementType::I32, &dims, 0)?;
    let successful = ok(ctx.b.add(tracker_v, one_i))?;
    let interval_c = ctx.constant_int(ElementType::I32, &dims, interval)?;
    let grow_now = ok(ctx.b.compare(successful, interval_c, CmpDir::Eq))?;
    let g = ctx.constant(ElementType::F32, &dims, growth)?;
    let grown = ok(ctx.b.mul(scale_t.v, g))?;
    let grown_ok = ok(ctx.b.is_finite(grown))?;
    let grown = ok(ctx.b.select(grown_ok, grown, scale_t.v))?;
    let clean_scale = ok(ctx.b.select(grow_now, grown, scale_t.v))?;
    let clean_tracker = ok(ctx.b.select(grow_now, zero_i, successful))?;
    let bo = ctx.constant(ElementType::F32, &dims, backoff)?;
    let backed = ok(ctx.b.mul(scale_t.v, bo))?;
    let new_scale = ok(ctx.b.select(overflow, backed, clean_scale))?;
    let new_tracker = ok(ctx.b.select(overflow, zero_i, clean_tracker))?;
    Ok(vec![ctx.out(new_scale, DType::F32), ctx.out(new_tracker, DType::I32)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    fn adam_args(amsgrad: bool, scaled: bool) -> Vec<(&'static str, T)> {
        let two = || T::Tensors(vec![(F32, vec![3]), (BF16, vec![2, 2])]);
        vec![
            ("self", two()),
            ("grads", two()),
            ("exp_avgs", two()),
            ("exp_avg_sqs", two()),
            ("max_exp_avg_sqs", if amsgrad { two() } else { T::Tensors(vec![]) }),
            ("state_steps", T::Tensors(vec![(F32, vec![]), (F32, vec![])])),
            ("lr", T::Scalar(F64)),
            ("beta1", T::Float(0.9)),
            ("beta2", T::Float(0.999)),
            ("weight_decay", T::Float(if amsgrad { 0.0 } else { 0.01 })),
            ("eps", T::Float(1e-8)),
            ("amsgrad", T::Bool(amsgrad)),
            ("maximize", T::Bool(false)),
            ("grad_scale", if scaled { T::Tensor(F32, vec![]) } else { T::None }),
            ("found_inf", if scaled { T::Tensor(F32, vec![]) } else { T::None }),
        ]
    }

    #[test]
    fn golden_fused_optimizers() {
        check("fused_adamw_mixed", "_fused_adamw", adam_args(false, false));
        check("fused_adam_amsgrad_scaled", "_fused_adam", adam_args(true, true));
        check(
            "fused_sgd_nesterov",
            "_fused_sgd",
            vec![
                ("self", T::Tensors(vec![(F32, vec![3])])),
                ("grads", T::Tensors(vec![(F32, vec![3])])),
                ("momentum_buffer_list", T::Tensors(vec![(F32, vec![3])])),
                ("weight_decay", T::Float(0.0)),
                ("momentum", T::Float(0.9)),
                ("lr", T::Scalar(F64)),
                ("dampening", T::Float(0.0)),
                ("nesterov", T::Bool(true)),
                ("maximize", T::Bool(false)),
                ("is_first_step", T::Bool(false)),
                ("grad_scale", T::None),
                ("found_inf", T::None),
            ],
        );
    }

    #[test]
    fn golden_grad_scaling() {
        check(
            "amp_unscale_two",
            "_amp_foreach_non_finite_check_and_unscale",
            vec![("self", T::Tensors(vec![(F32, vec![3]), (F16, vec![2])])), ("found_inf", T::Tensor(F32, vec![1])), ("inv_scale", T::Tensor(F32, vec![1]))],
        );
        check(
            "amp_update_scale",
            "_amp_update_scale",
            vec![
                ("self", T::Tensor(F32, vec![1])),
                ("growth_tracker", T::Tensor(I32, vec![1])),
                ("found_inf", T::Tensor(F32, vec![1])),
                ("scale_growth_factor", T::Float(2.0)),
                ("scale_backoff_factor", T::Float(0.5)),
                ("growth_interval", T::Int(2000)),
            ],
        );
    }

    #[test]
    fn grad_scaler_bookkeeping_must_be_one_element_of_its_dtype() {
        let update = |tracker: T, found: T| {
            lower_text("_amp_update_scale", vec![
                ("self", T::Tensor(F32, vec![1])),
                ("growth_tracker", tracker),
                ("found_inf", found),
                ("scale_growth_factor", T::Float(2.0)),
                ("scale_backoff_factor", T::Float(0.5)),
                ("growth_interval", T::Int(2000)),
            ])
            .unwrap_err()
        };
        let e = update(T::Tensor(I32, vec![1]), T::Tensor(F32, vec![2]));
        assert!(e.contains("found_inf must be a one-element tensor, got shape [2]"), "{e}");
        let e = update(T::Tensor(F32, vec![1]), T::Tensor(F32, vec![1]));
        assert!(e.contains("growth_tracker must be a one-element torch.int32 tensor"), "{e}");
        let e = lower_text("_amp_foreach_non_finite_check_and_unscale", vec![
            ("self", T::Tensors(vec![(F32, vec![3])])),
            ("found_inf", T::Tensor(F32, vec![1])),
            ("inv_scale", T::Tensor(F16, vec![1])),
        ])
        .unwrap_err();
        assert!(e.contains("inv_scale must be a one-element torch.float32 tensor"), "{e}");
    }

    #[test]
    fn fused_adam_list_mismatch_is_an_error() {
        let mut a = adam_args(false, false);
        a[2] = ("exp_avgs", T::Tensors(vec![(F32, vec![3])]));
        let e = lower_text("_fused_adam", a).unwrap_err();
        assert!(e.contains("got 2 params and 1 exp_avgs"), "{e}");
        let mut a = adam_args(false, false);
        a[3] = ("exp_avg_sqs", T::Tensors(vec![(F32, vec![4]), (BF16, vec![2, 2])]));
        let e = lower_text("_fused_adamw", a).unwrap_err();
        assert!(e.contains("exp_avg_sqs[0] has shape [4], but params[0] has shape [3]"), "{e}");
        let mut a = adam_args(false, false);
        a[5] = ("state_steps", T::Tensors(vec![]));
        let e = lower_text("_fused_adamw", a).unwrap_err();
        assert!(e.contains("got 2 params and 0 state_steps"), "{e}");
    }
}
