//! Factories and fills: fill/zero, full, arange, linspace, logspace, eye,
//! tril_indices/triu_indices.
//!
//! Functional factories see their `dtype` argument; their `out=` variants do
//! not (the engine hides the out tensor), so there we pick the dtype PyTorch
//! would infer and the engine converts into the out tensor's dtype.

use crate::args::{Args, ScalarArg, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{ElementType, TensorType};

pub fn register(r: &mut Registry) {
    r.op("fill", fill).overloads(&["Scalar", "Tensor"]).float8().pad(PadRule::Elementwise);
    r.op("scalar_tensor", scalar_tensor).float8();
    r.op("zero", zero).float8().pad(PadRule::Elementwise);
    r.op("full", full).float8().pad(PadRule::Factory);
    r.op("arange", arange).overloads(&["", "start", "start_step", "start_out"]).consts(&["start", "end", "step"]).pad(PadRule::Factory);
    r.op("linspace", linspace).overloads(&[""]);
    r.op("logspace", logspace).overloads(&[""]);
    r.op("eye", eye).overloads(&["", "m"]).pad(PadRule::Factory);
    r.op("tril_indices", tril_indices);
    r.op("triu_indices", triu_indices);
}

/// The default floating dtype (`torch.get_default_dtype()`; float32 unless changed).
const DEFAULT_FLOAT: DType = DType::F32;

fn sizes_of(ctx: &LowerCtx, args: &Args, name: &str) -> Result<Vec<i64>> {
    let s = args.ints(name)?;
    if let Some(&d) = s.iter().find(|&&d| d < 0) {
        return Err(ctx.invalid(format!("Trying to create tensor with negative dimension {d}: {s:?}")));
    }
    Ok(s)
}

/// `fill(self, value)` (Scalar or zero-dim Tensor): `value` everywhere, in self's dtype.
pub fn fill(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let v = args.operand("value")?;
    let r = ctx.rank(v.v);
    if r != 0 {
        return Err(ctx.invalid(format!("fill_ only supports 0-dimension value tensor but got tensor with {r} dimensions.")));
    }
    let shape = ctx.shape(t.v);
    let c = ctx.cast(v, t.dtype)?;
    let out = ctx.broadcast_to(c.v, &shape)?;
    Ok(vec![ctx.out(out, t.dtype)])
}

/// `zero(self)`: zeros of self's shape and dtype.
pub fn zero(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let z = ctx.zeros_like(t.v)?;
    Ok(vec![ctx.out(z, t.dtype)])
}

/// The dtype `torch.full` infers from its fill value.
fn scalar_default_dtype(s: &ScalarArg) -> DType {
    match s.dtype {
        DType::Bool => DType::Bool,
        d if d.is_float() => DEFAULT_FLOAT,
        _ => DType::I64,
    }
}

/// `full(size, fill_value, dtype)`.
pub fn full(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let size = sizes_of(ctx, args, "size")?;
    let s = args.scalar("fill_value")?;
    let dtype = args.opt_dtype("dtype")?.unwrap_or_else(|| scalar_default_dtype(&s));
    let v = args.operand("fill_value")?;
    let c = ctx.cast(v, dtype)?;
    let out = ctx.broadcast_to(c.v, &size)?;
    Ok(vec![ctx.out(out, dtype)])
}

/// `arange(start=0, end, step=1, dtype)`; the three numbers are program constants.
pub fn arange(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let end = args.scalar("end")?;
    let start = args.opt_scalar("start")?;
    let step = args.opt_scalar("step")?;
    let all_int = [Some(end), start, step].iter().flatten().all(|s| !s.dtype.is_float());
    let dtype = args.opt_dtype("dtype")?.unwrap_or(if all_int { DType::I64 } else { DEFAULT_FLOAT });
    let (fs, fe, fst) = (start.map_or(0.0, |s| s.host_f64()), end.host_f64(), step.map_or(1.0, |s| s.host_f64()));
    if fst == 0.0 {
        return Err(ctx.invalid("step must be nonzero"));
    }
    if !fs.is_finite() || !fe.is_finite() {
        return Err(ctx.invalid(format!("unsupported range: {fs} -> {fe}")));
    }
    if !((fst > 0.0 && fe >= fs) || (fst < 0.0 && fe <= fs)) {
        return Err(ctx.invalid("upper bound and larger bound inconsistent with step sign"));
    }
    // Integer results: PyTorch converts the bounds and step to int64 first.
    let int_path = !dtype.is_float();
    let n = if int_path {
        let (is, ie, ist) = (start.map_or(0, |s| s_int(&s)), s_int(&end), step.map_or(1, |s| s_int(&s)));
        // PyTorch (2.14+) counts in double unless every argument is an integer, and then fills
        // with the truncated start and step, even a step truncated to 0 (`arange(0, 3, 0.5,
        // dtype=int64)` is six zeros).
        if all_int {
            let sgn = ist.signum();
            ((ie - is + ist - sgn) as f64 / ist as f64).floor().max(0.0) as i64
        } else {
            ((fe - fs) / fst).ceil().max(0.0) as i64
        }
    } else {
        ((fe - fs) / fst).ceil() as i64
    };
    if int_path {
        let (is, ist) = (start.map_or(0, |s| s_int(&s)), step.map_or(1, |s| s_int(&s)));
        let i = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n]), 0))?;
        let st = ctx.constant_int(ElementType::I64, &[n], ist)?;
        let s0 = ctx.constant_int(ElementType::I64, &[n], is)?;
        let m = ok(ctx.b.mul(i, st))?;
        let v = ok(ctx.b.add(m, s0))?;
        let v = ctx.convert_value(v, dtype)?;
        return Ok(vec![ctx.out(v, dtype)]);
    }
    // Floats: start + i * step in double (CPU's accumulate type), then rounded.
    let i = ok(ctx.b.iota(TensorType::new(ElementType::F64, vec![n]), 0))?;
    let st = ctx.constant(ElementType::F64, &[n], fst)?;
    let s0 = ctx.constant(ElementType::F64, &[n], fs)?;
    let m = ok(ctx.b.mul(i, st))?;
    let v = ok(ctx.b.add(m, s0))?;
    let v = ctx.convert_value(v, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

fn s_int(s: &ScalarArg) -> i64 {
    if s.dtype.is_float() {
        s.host as i64
    } else {
        s.host_int
    }
}

/// `start + step * i` for the first half and `end - step * (steps - 1 - i)` for
/// the rest, as PyTorch's CPU kernel does (so the end point is exact).
fn lin_points(ctx: &mut LowerCtx, args: &Args, compute: DType) -> Result<(tpj_stablehlo::Value, i64)> {
    let steps = args.int("steps")?;
    if steps < 0 {
        return Err(ctx.invalid("number of steps must be non-negative"));
    }
    let start = args.operand("start")?;
    let end = args.operand("end")?;
    for (nm, t) in [("start", start), ("end", end)] {
        if ctx.rank(t.v) != 0 {
            return Err(ctx.invalid(format!(
                "linspace only supports 0-dimensional start and end tensors, but got {nm} with {} dimension(s).",
                ctx.rank(t.v)
            )));
        }
    }
    let s = ctx.cast(start, compute)?.v;
    let en = ctx.cast(end, compute)?.v;
    Ok((lin_values(ctx, s, en, steps, compute)?, steps))
}

/// `steps` points from scalar `s` to scalar `en` (both `compute`), as PyTorch's
/// linspace computes them: the first half counted up from `s`, the rest down from `en`.
pub(crate) fn lin_values(ctx: &mut LowerCtx, s: tpj_stablehlo::Value, en: tpj_stablehlo::Value, steps: i64, compute: DType) -> Result<tpj_stablehlo::Value> {
    let e = compute.elem();
    let dims = [steps];
    let s_b = ctx.broadcast_to(s, &dims)?;
    if steps <= 1 {
        return Ok(s_b);
    }
    let e_b = ctx.broadcast_to(en, &dims)?;
    let diff = ok(ctx.b.sub(en, s))?;
    let denom = ctx.constant(e, &[], (steps - 1) as f64)?;
    let step = ok(ctx.b.div(diff, denom))?;
    let step_b = ctx.broadcast_to(step, &dims)?;
    let i = ok(ctx.b.iota(TensorType::new(e, dims.to_vec()), 0))?;
    let lo = ok(ctx.b.mul(step_b, i))?;
    let lo = ok(ctx.b.add(s_b, lo))?;
    let last = ctx.constant(e, &dims, (steps - 1) as f64)?;
    let rev = ok(ctx.b.sub(last, i))?;
    let hi = ok(ctx.b.mul(step_b, rev))?;
    let hi = ok(ctx.b.sub(e_b, hi))?;
    let half = ctx.constant(e, &dims, (steps / 2) as f64)?;
    let first = ok(ctx.b.compare(i, half, tpj_stablehlo::CmpDir::Lt))?;
    ok(ctx.b.select(first, lo, hi))
}

/// `linspace(start, end, steps, dtype)`.
pub fn linspace(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let dtype = args.opt_dtype("dtype")?.unwrap_or(DEFAULT_FLOAT);
    let compute = if dtype.is_float() { dtype.opmath() } else { DType::F64 };
    let (v, _) = lin_points(ctx, args, compute)?;
    let v = ctx.convert_value(v, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// `logspace(start, end, steps, base, dtype)`: `base ** linspace(start, end, steps)`.
pub fn logspace(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let dtype = args.opt_dtype("dtype")?.unwrap_or(DEFAULT_FLOAT);
    let base = args.opt_float("base")?.unwrap_or(10.0);
    let compute = if dtype.is_float() { dtype.opmath() } else { DType::F64 };
    let (x, steps) = lin_points(ctx, args, compute)?;
    let x = ctx.convert_value(x, DType::F64)?;
    let bv = ctx.constant(ElementType::F64, &[steps], base)?;
    let v = ok(ctx.b.pow(bv, x))?;
    let v = ctx.convert_value(v, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// `eye(n, m=n, dtype)`.
pub fn eye(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let n = args.int("n")?;
    let m = args.opt_int("m")?.unwrap_or(n);
    if n < 0 {
        return Err(ctx.invalid(format!("n must be greater or equal to 0, got {n}")));
    }
    if m < 0 {
        return Err(ctx.invalid(format!("m must be greater or equal to 0, got {m}")));
    }
    let dtype = args.opt_dtype("dtype")?.unwrap_or(DEFAULT_FLOAT);
    let ty = TensorType::new(ElementType::I64, vec![n, m]);
    let r = ok(ctx.b.iota(ty.clone(), 0))?;
    let c = ok(ctx.b.iota(ty, 1))?;
    let d = ok(ctx.b.compare(r, c, tpj_stablehlo::CmpDir::Eq))?;
    let v = if dtype == DType::Bool { d } else { ok(ctx.b.convert(d, dtype.elem()))? };
    Ok(vec![ctx.out(v, dtype)])
}

/// Coordinates of the lower (or upper) triangle, row-major, computed on the host.
fn tri_indices(ctx: &mut LowerCtx, args: &Args, lower: bool) -> Result<Vec<TensorArg>> {
    let (row, col, off) = (args.int("row")?, args.int("col")?, args.int_or("offset", 0)?);
    if row < 0 {
        return Err(ctx.invalid(format!("row must be non-negative, got{row}")));
    }
    if col < 0 {
        return Err(ctx.invalid(format!("col must be non-negative, got{col}")));
    }
    let dtype = args.opt_dtype("dtype")?.unwrap_or(DType::I64);
    if dtype != DType::I64 && dtype != DType::I32 {
        return Err(ctx.invalid(format!("\"{}_indices\" not implemented for '{}'", if lower { "tril" } else { "triu" }, dtype)));
    }
    let (mut rs, mut cs) = (Vec::new(), Vec::new());
    for i in 0..row {
        for j in 0..col {
            if (lower && j - i <= off) || (!lower && j - i >= off) {
                rs.push(i);
                cs.push(j);
            }
        }
    }
    let n = rs.len() as i64;
    rs.extend(cs);
    let v = ok(ctx.b.constant_elements_i64(TensorType::new(dtype.elem(), vec![2, n]), &rs))?;
    Ok(vec![ctx.out(v, dtype)])
}

pub fn tril_indices(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    tri_indices(ctx, args, true)
}

pub fn triu_indices(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    tri_indices(ctx, args, false)
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_factories() {
        check("arange_int", "arange", vec![("start", T::Const(1.0)), ("end", T::Const(7.0)), ("step", T::Const(2.0)), ("dtype", T::None)]);
        check("fill_f32", "fill", vec![("self", T::Tensor(F32, vec![2, 3])), ("value", T::Scalar(F64))]);
        check("eye_f32", "eye", vec![("n", T::Int(2)), ("m", T::Int(3)), ("dtype", T::None)]);
        check("linspace_f32", "linspace", vec![("start", T::Scalar(F64)), ("end", T::Scalar(F64)), ("steps", T::Int(5)), ("dtype", T::None)]);
    }

    #[test]
    fn arange_rejects_bad_step() {
        let e = lower_text("arange", vec![("start", T::Const(0.0)), ("end", T::Const(5.0)), ("step", T::Const(-1.0))]).unwrap_err();
        assert!(e.contains("upper bound and larger bound inconsistent with step sign"), "{e}");
        let e = lower_text("arange", vec![("start", T::Const(0.0)), ("end", T::Const(5.0)), ("step", T::Const(0.0))]).unwrap_err();
        assert!(e.contains("step must be nonzero"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("scalar_tensor", "scalar_tensor", vec![("s", T::Scalar(F64)), ("dtype", T::None)]);
        check("zero", "zero", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("full", "full", vec![("size", T::Ints(vec![2, 3])), ("fill_value", T::Scalar(F64)), ("dtype", T::None)]);
        check("logspace", "logspace", vec![("start", T::Scalar(F64)), ("end", T::Scalar(F64)), ("steps", T::Int(5)), ("base", T::Float(10.0)), ("dtype", T::None)]);
        check("tril_indices", "tril_indices", vec![("row", T::Int(3)), ("col", T::Int(4)), ("offset", T::Int(0)), ("dtype", T::None)]);
        check("triu_indices", "triu_indices", vec![("row", T::Int(3)), ("col", T::Int(4)), ("offset", T::Int(1)), ("dtype", T::None)]);
    }
}

/// `scalar_tensor(s, dtype=None)`: a rank-0 tensor holding a Python number.
pub fn scalar_tensor(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let s = args.operand("s")?;
    let dtype = args.opt_dtype("dtype")?.unwrap_or(crate::dtype::DType::F32);
    let c = ctx.cast(s, dtype)?;
    Ok(vec![ctx.out(c.v, dtype)])
}
