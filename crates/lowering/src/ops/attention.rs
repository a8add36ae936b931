//! Attention.
//!
//! `F.scaled_dot_product_attention` on a PrivateUse1 device takes PyTorch's math
//! path (`_scaled_dot_product_attention_math`, CompositeImplicitAutograd): no
//! `_fused_sdp_choice` stub is registered for the device, so the choice is
//! "math". That path reaches us as `bmm` (matmul.rs), `mul`/`add`/`where`,
//! `native_dropout` in training, and `_safe_softmax` — the softmax that gives
//! zeros instead of NaN for rows that are entirely `-inf` (fully masked) — which
//! is lowered here as one program instead of its five-op decomposition. Its
//! gradient is `_softmax_backward_data` (softmax family).

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::CmpDir;

pub fn register(r: &mut Registry) {
    r.op("_safe_softmax", safe_softmax).pad(PadRule::Softmax);
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

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_safe_softmax() {
        check("_safe_softmax_f32", "_safe_softmax", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("dim", T::Int(-1)), ("dtype", T::None)]);
        check("_safe_softmax_bf16", "_safe_softmax", vec![("self", T::Tensor(BF16, vec![2, 4])), ("dim", T::Int(1)), ("dtype", T::None)]);
    }
}
