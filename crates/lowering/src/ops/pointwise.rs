//! Element-wise arithmetic with PyTorch's broadcasting and type promotion:
//! add/sub/mul/div, remainder/fmod/pow, min/max, bitwise and logical ops,
//! clamp, where, lerp, addcmul/addcdiv, masked_fill, xlogy (fill/zero live in factory.rs).

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::{DType, Priority};
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, Value};

pub fn register(r: &mut Registry) {
    // Every op of the family is element-wise under padding; the rule ends with the block.
    r.family(PadRule::Elementwise, |r| {
        r.op("add", add).overloads(&["Tensor", "Scalar"]);
        r.op("sub", sub).overloads(&["Tensor", "Scalar"]);
        r.op("rsub", rsub).overloads(&["Tensor", "Scalar"]);
        r.op("mul", mul).overloads(&["Tensor", "Scalar"]);
        r.op("div", div).overloads(&["Tensor", "Scalar", "Tensor_mode", "Scalar_mode"]);
        // div's alias: eagerly a composite; graphs hold it whole (mse_loss's mean over symbolic sizes).
        r.op("true_divide", div).overloads(&["Tensor"]).graph_only();
        // copy_ stays with PyTorch's kernel eagerly: it reaches us through
        // _copy_from, and may carry a CPU source tensor.
        r.op("copy", copy).float8().no_eager_kernel();
        r.op("clone", clone).float8();
        // `prims::copy_strided` (decompositions that keep an input's strides): a copy, as values.
        r.op("copy_strided", copy_strided).graph_only();
        r.op("remainder", remainder).overloads(&["Tensor", "Scalar", "Scalar_Tensor"]);
        r.op("fmod", fmod).overloads(&["Tensor", "Scalar"]);
        r.op("pow", pow).overloads(&["Tensor_Tensor", "Tensor_Scalar", "Scalar"]);
        r.op("maximum", maximum);
        r.op("minimum", minimum);
        r.op("fmax", fmax);
        r.op("fmin", fmin);
        r.op("atan2", atan2);
        r.op("hypot", hypot);
        r.op("copysign", copysign).overloads(&["Tensor", "Scalar"]);
        r.op("bitwise_and", bitwise_and).overloads(&["Tensor", "Scalar", "Scalar_Tensor"]);
        r.op("bitwise_or", bitwise_or).overloads(&["Tensor", "Scalar", "Scalar_Tensor"]);
        r.op("bitwise_xor", bitwise_xor).overloads(&["Tensor", "Scalar", "Scalar_Tensor"]);
        r.op("bitwise_left_shift", bitwise_left_shift).overloads(&["Tensor", "Tensor_Scalar", "Scalar_Tensor"]);
        r.op("bitwise_right_shift", bitwise_right_shift).overloads(&["Tensor", "Tensor_Scalar", "Scalar_Tensor"]);
        r.op("__lshift__", bitwise_left_shift).overloads(&["Tensor", "Scalar"]);
        r.op("__rshift__", bitwise_right_shift).overloads(&["Tensor", "Scalar"]);
        r.op("logical_and", logical_and);
        r.op("logical_or", logical_or);
        r.op("logical_xor", logical_xor);
        r.op("clamp", clamp).overloads(&["", "Tensor"]);
        r.op("clamp_min", clamp_min).overloads(&["", "Tensor"]);
        r.op("clamp_max", clamp_max).overloads(&["", "Tensor"]);
        r.op("where", where_).overloads(&["self"]).float8();
        r.op("lerp", lerp).overloads(&["Scalar", "Tensor"]);
        r.op("addcmul", addcmul);
        r.op("addcdiv", addcdiv);
        // Dynamo rewrites `addcmul_`/`addcdiv_` with a `value` and `add_` with a tensor `alpha` into
        // inductor's `prims::fma`, so compiled graphs hold it.
        r.op("fma", fma).graph_only();
        r.op("masked_fill", masked_fill).overloads(&["Scalar", "Tensor"]);
        // fill / zero are registered by the factory family (ops/factory.rs).
        r.op("xlogy", xlogy).overloads(&["Tensor", "Scalar_Other", "Scalar_Self"]);
        r.op("floor_divide", floor_divide).overloads(&[""]);
        r.op("logaddexp", logaddexp);
        r.op("logaddexp2", logaddexp2);
        r.op("heaviside", heaviside);
        r.op("nextafter", nextafter);
        r.op("ldexp", ldexp).overloads(&["Tensor"]);
        r.op("special_zeta", special_zeta).overloads(&["", "other_scalar", "self_scalar"]);
    });
}

// ---------------------------------------------------------------- helpers

/// Casts every operand to `dtype` (the result type), then to `compute`, and
/// broadcasts them to their common shape. Python numbers go straight to
/// `compute`, as PyTorch's CPU kernels read them in opmath.
pub(crate) fn promote_compute(ctx: &mut LowerCtx, ts: &[TensorArg], dtype: DType, compute: DType) -> Result<Vec<Value>> {
    let shapes: Vec<Vec<i64>> = ts.iter().map(|t| ctx.shape(t.v)).collect();
    let out = ctx.broadcast_shapes(&shapes)?;
    let mut vs = Vec::with_capacity(ts.len());
    for t in ts {
        let c = if t.prio == Priority::Wrapped && compute.is_inexact() {
            ctx.cast(*t, compute)?
        } else {
            let r = ctx.cast(*t, dtype)?;
            ctx.cast(r, compute)?
        };
        vs.push(ctx.broadcast_to(c.v, &out)?);
    }
    Ok(vs)
}

/// A splat constant shaped and typed like `like`.
pub(crate) fn splat(ctx: &mut LowerCtx, like: Value, x: f64) -> Result<Value> {
    ctx.full_like(like, x)
}

/// `self` read as a tensor or a Python number.
fn lhs(args: &Args) -> Result<TensorArg> {
    args.operand("self")
}

/// The second operand of a binary op, whatever its schema calls it.
fn rhs(args: &Args) -> Result<TensorArg> {
    for n in ["other", "exponent"] {
        if args.has(n) {
            return args.operand(n);
        }
    }
    args.operand("other")
}

/// The result dtype for ops that always produce floats (ints promote to float32).
pub(crate) fn float_result(d: DType) -> DType {
    if d.is_inexact() {
        d
    } else {
        DType::F32
    }
}

/// Converts the computed `v` to `dtype` and wraps it as the op's result.
pub(crate) fn finish(ctx: &mut LowerCtx, v: Value, dtype: DType) -> Result<Vec<TensorArg>> {
    let r = ctx.convert_value(v, dtype)?;
    Ok(vec![ctx.out(r, dtype)])
}

fn not_for(ctx: &LowerCtx, kernel: &str, d: DType) -> crate::error::LowerError {
    ctx.unsupported(format!("\"{kernel}\" not implemented for '{}'", d.name().trim_start_matches("torch.")))
}

pub(crate) fn is_nan(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    ok(ctx.b.compare(v, v, CmpDir::Ne))
}

/// x < 0 including -0.0 and negative NaNs (the sign bit), for float values.
pub(crate) fn signbit(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    use tpj_stablehlo::{ElementType, TensorType};
    let ty = ctx.b.ty(v).clone();
    let ie = match ty.elem {
        ElementType::F64 => ElementType::I64,
        ElementType::F32 => ElementType::I32,
        ElementType::F16 | ElementType::BF16 => ElementType::I16,
        _ => {
            let z = ctx.zeros_like(v)?;
            return ok(ctx.b.compare(v, z, CmpDir::Lt));
        }
    };
    let bits = ok(ctx.b.bitcast_convert(v, TensorType::new(ie, ty.dims.clone())))?;
    let z = ctx.zeros_like(bits)?;
    ok(ctx.b.compare(bits, z, CmpDir::Lt))
}

/// Promotes `self` and `other`, broadcasts them and returns (lhs, rhs, dtype).
fn binary_operands(ctx: &mut LowerCtx, args: &Args) -> Result<(TensorArg, TensorArg, DType)> {
    let a = lhs(args)?;
    let b = rhs(args)?;
    let dtype = ctx.result_type(&[a, b])?;
    Ok((a, b, dtype))
}

// ---------------------------------------------------------------- add .. div

/// `a + alpha * b` (and `a - alpha * b`), computed in the promoted type.
fn add_like(ctx: &mut LowerCtx, args: &Args, negate: bool) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if negate && dtype == DType::Bool {
        return Err(ctx.invalid(
            "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.",
        ));
    }
    if negate && (a.dtype == DType::Bool || b.dtype == DType::Bool) {
        return Err(ctx.invalid(
            "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.",
        ));
    }
    let alpha = args.opt_operand("alpha")?;
    if let Some(al) = alpha {
        if dtype.is_integral(true) && al.dtype.is_float() {
            return Err(ctx.invalid("For integral input tensors, argument alpha must not be a floating point number."));
        }
        if !dtype.is_complex() && al.dtype.is_complex() {
            return Err(ctx.invalid("For non-complex input tensors, argument alpha must not be a complex number."));
        }
        if dtype != DType::Bool && al.dtype == DType::Bool {
            return Err(ctx.invalid("Boolean alpha only supported for Boolean results."));
        }
    }
    let compute = dtype.opmath();
    let vs = promote_compute(ctx, &[a, b], dtype, compute)?;
    let (x, mut y) = (vs[0], vs[1]);
    if let Some(alpha) = alpha {
        let al = ctx.cast(alpha, compute)?;
        let shape = ctx.shape(y);
        let al = ctx.broadcast_to(al.v, &shape)?;
        y = ok(ctx.b.mul(y, al))?;
    }
    let v = if dtype == DType::Bool {
        ok(ctx.b.or(x, y))?
    } else if negate {
        ok(ctx.b.sub(x, y))?
    } else {
        ok(ctx.b.add(x, y))?
    };
    finish(ctx, v, dtype)
}

pub fn add(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    add_like(ctx, args, false)
}

pub fn sub(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    add_like(ctx, args, true)
}

pub fn mul(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    let compute = dtype.opmath();
    let vs = promote_compute(ctx, &[a, b], dtype, compute)?;
    if dtype.is_inexact() && (a.dtype == DType::Bool) != (b.dtype == DType::Bool) {
        // x * mask: XLA rewrites a product with a converted boolean as a select of x and 0, which
        // loses IEEE's inf * 0 = NaN, NaN * 0 = NaN and -x * 0 = -0. Selecting between x and x * 0
        // ourselves keeps them (found by tools/fuzz.py).
        let (mask, x) = if a.dtype == DType::Bool { (a, vs[1]) } else { (b, vs[0]) };
        let shape = ctx.shape(x);
        let p = ctx.broadcast_to(mask.v, &shape)?;
        let zero = ctx.zeros_like(x)?;
        let x0 = ok(ctx.b.mul(x, zero))?;
        let v = ok(ctx.b.select(p, x, x0))?;
        return finish(ctx, v, dtype);
    }
    let v = if dtype == DType::Bool { ok(ctx.b.and(vs[0], vs[1]))? } else { ok(ctx.b.mul(vs[0], vs[1]))? };
    finish(ctx, v, dtype)
}

/// True division promotes integers to the default float; `rounding_mode`
/// "trunc"/"floor" keep the promoted type.
pub fn div(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let mode = args.opt_str("rounding_mode")?;
    div_impl(ctx, args, mode)
}

/// `floor_divide`: division rounded toward negative infinity.
pub fn floor_divide(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    div_impl(ctx, args, Some("floor".to_string()))
}

fn div_impl(ctx: &mut LowerCtx, args: &Args, mode: Option<String>) -> Result<Vec<TensorArg>> {
    let (a, b, mut dtype) = binary_operands(ctx, args)?;
    if mode.is_none() && !dtype.is_inexact() {
        dtype = DType::F32;
    }
    if mode.is_some() && dtype.is_complex() {
        return Err(not_for(ctx, "div_floor_cpu", dtype));
    }
    if mode.is_some() && dtype == DType::Bool {
        return Err(not_for(ctx, "div_floor_cpu", dtype));
    }
    let compute = dtype.opmath();
    let vs = promote_compute(ctx, &[a, b], dtype, compute)?;
    let q = ok(ctx.b.div(vs[0], vs[1]))?;
    let v = match mode.as_deref() {
        None => q,
        Some("trunc") => {
            if dtype.is_float() {
                trunc_value(ctx, q)?
            } else {
                q
            }
        }
        Some("floor") => {
            if dtype.is_float() {
                floor_divide_float(ctx, vs[0], vs[1], q)?
            } else {
                // Integer division truncates; step down when signs differ and it is inexact.
                let prod = ok(ctx.b.mul(q, vs[1]))?;
                let inexact = ok(ctx.b.compare(prod, vs[0], CmpDir::Ne))?;
                let zero = ctx.zeros_like(vs[0])?;
                let an = ok(ctx.b.compare(vs[0], zero, CmpDir::Lt))?;
                let bn = ok(ctx.b.compare(vs[1], zero, CmpDir::Lt))?;
                let differ = ok(ctx.b.xor(an, bn))?;
                let adjust = ok(ctx.b.and(inexact, differ))?;
                let one = ctx.full_like(q, 1.0)?;
                let qm1 = ok(ctx.b.sub(q, one))?;
                ok(ctx.b.select(adjust, qm1, q))?
            }
        }
        Some(other) => {
            return Err(ctx.invalid(format!(
                "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{other}'"
            )))
        }
    };
    finish(ctx, v, dtype)
}

/// Python's `a // b` for floats, as PyTorch's `div_floor_floating` computes it (from `fmod`, not
/// `floor(a / b)`, which differs where the quotient is not finite or rounds: `inf // 2` is NaN and
/// `-5 // inf` is -1). `q` is `a / b`, the result when `b` is zero.
fn floor_divide_float(ctx: &mut LowerCtx, a: Value, b: Value, q: Value) -> Result<Value> {
    let zero = ctx.zeros_like(a)?;
    let one = ctx.full_like(a, 1.0)?;
    let m = ok(ctx.b.rem(a, b))?;
    let am = ok(ctx.b.sub(a, m))?;
    let mut div = ok(ctx.b.div(am, b))?;
    // A remainder whose sign differs from the divisor's: the quotient was rounded toward zero.
    let m_nonzero = ok(ctx.b.compare(m, zero, CmpDir::Ne))?;
    let b_neg = ok(ctx.b.compare(b, zero, CmpDir::Lt))?;
    let m_neg = ok(ctx.b.compare(m, zero, CmpDir::Lt))?;
    let signs = ok(ctx.b.xor(b_neg, m_neg))?;
    let step = ok(ctx.b.and(m_nonzero, signs))?;
    let down = ok(ctx.b.sub(div, one))?;
    div = ok(ctx.b.select(step, down, div))?;
    // `div` is an integer up to rounding: floor, and round up what rounding pushed below it.
    let mut f = ok(ctx.b.floor(div))?;
    let frac = ok(ctx.b.sub(div, f))?;
    let half = ctx.full_like(a, 0.5)?;
    let up = ok(ctx.b.compare(frac, half, CmpDir::Gt))?;
    let f1 = ok(ctx.b.add(f, one))?;
    f = ok(ctx.b.select(up, f1, f))?;
    // A zero quotient keeps the sign of a / b.
    let div_zero = ok(ctx.b.compare(div, zero, CmpDir::Eq))?;
    let neg_q = signbit(ctx, q)?;
    let nzero = ctx.full_like(a, -0.0)?;
    let signed_zero = ok(ctx.b.select(neg_q, nzero, zero))?;
    f = ok(ctx.b.select(div_zero, signed_zero, f))?;
    let b_zero = ok(ctx.b.compare(b, zero, CmpDir::Eq))?;
    ok(ctx.b.select(b_zero, q, f))
}

/// Rounds floats toward zero.
pub(crate) fn trunc_value(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    let z = ctx.zeros_like(v)?;
    let neg = ok(ctx.b.compare(v, z, CmpDir::Lt))?;
    let c = ok(ctx.b.ceil(v))?;
    let f = ok(ctx.b.floor(v))?;
    ok(ctx.b.select(neg, c, f))
}

/// `copy_(self, src)`: src broadcast to self's shape, converted to self's dtype.
/// The engine writes the result back into `self`'s view.
pub fn copy(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let dst = args.tensor("self")?;
    let src = args.operand("src")?;
    let shape = ctx.shape(dst.v);
    let c = ctx.cast(src, dst.dtype)?;
    let v = ctx.broadcast_to(c.v, &shape)?;
    Ok(vec![ctx.out(v, dst.dtype)])
}

/// `clone`: the view, read out contiguously.
pub fn clone(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    Ok(vec![ctx.out(t.v, t.dtype)])
}

/// `prims::copy_strided(a, stride)`: the engine returns graph outputs dense, so only the values
/// matter, and they are `a`'s.
pub fn copy_strided(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("a")?;
    Ok(vec![ctx.out(t.v, t.dtype)])
}

// ---------------------------------------------------------------- remainder, pow, min/max

/// Python's modulo: the result takes the divisor's sign.
pub fn remainder(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if dtype == DType::Bool {
        return Err(not_for(ctx, "remainder_cpu", dtype));
    }
    let compute = dtype.opmath();
    let vs = promote_compute(ctx, &[a, b], dtype, compute)?;
    let (x, y) = (vs[0], vs[1]);
    let r = ok(ctx.b.rem(x, y))?;
    let z = ctx.zeros_like(r)?;
    let nz = ok(ctx.b.compare(r, z, CmpDir::Ne))?;
    let rn = ok(ctx.b.compare(r, z, CmpDir::Lt))?;
    let yn = ok(ctx.b.compare(y, z, CmpDir::Lt))?;
    let differ = ok(ctx.b.xor(rn, yn))?;
    let fix = ok(ctx.b.and(nz, differ))?;
    let ry = ok(ctx.b.add(r, y))?;
    let v = ok(ctx.b.select(fix, ry, r))?;
    finish(ctx, v, dtype)
}

/// C's fmod: the result takes the dividend's sign.
pub fn fmod(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if dtype == DType::Bool {
        return Err(not_for(ctx, "fmod_cpu", dtype));
    }
    let compute = dtype.opmath();
    let vs = promote_compute(ctx, &[a, b], dtype, compute)?;
    let v = ok(ctx.b.rem(vs[0], vs[1]))?;
    finish(ctx, v, dtype)
}

/// `pow` (Tensor_Tensor, Tensor_Scalar and Scalar overloads).
pub fn pow(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if dtype == DType::Bool {
        return Err(not_for(ctx, "pow", dtype));
    }
    let compute = dtype.opmath();
    let vs = promote_compute(ctx, &[a, b], dtype, compute)?;
    let mut v = ok(ctx.b.pow(vs[0], vs[1]))?;
    if dtype.is_float() {
        // A finite negative base to a finite non-integer power is NaN, said outright: XLA's
        // simplifier rewrites log(pow(x, y)) as y * log(|x|), finite there, once the two fuse
        // in a compiled graph (found by tools/fuzz.py); it does not see through the select.
        let (x, e) = (vs[0], vs[1]);
        let zero = splat(ctx, x, 0.0)?;
        let negative = ok(ctx.b.compare(x, zero, CmpDir::Lt))?;
        let finite = ok(ctx.b.is_finite(x))?;
        let negative = ok(ctx.b.and(negative, finite))?;
        let whole = ok(ctx.b.floor(e))?;
        let fraction = ok(ctx.b.compare(whole, e, CmpDir::Ne))?;
        let e_finite = ok(ctx.b.is_finite(e))?;
        let fraction = ok(ctx.b.and(fraction, e_finite))?;
        let nan_here = ok(ctx.b.and(negative, fraction))?;
        let nan = splat(ctx, v, f64::NAN)?;
        v = ok(ctx.b.select(nan_here, nan, v))?;
    }
    if b.prio == Priority::Wrapped && matches!(dtype, DType::F32 | DType::F64 | DType::BF16) {
        // PyTorch's CPU kernel computes x ** 0.5 and x ** -0.5 with a number exponent as sqrt and
        // rsqrt for these dtypes (not float16), which differ from pow at -inf and -0.0:
        // sqrt(-inf) is NaN where pow gives inf, rsqrt(-0.0) is -inf where pow gives inf.
        let (x, e) = (vs[0], vs[1]);
        for (k, root) in [(0.5, ok(ctx.b.sqrt(x))?), (-0.5, ok(ctx.b.rsqrt(x))?)] {
            let kk = splat(ctx, e, k)?;
            let is_k = ok(ctx.b.compare(e, kk, CmpDir::Eq))?;
            v = ok(ctx.b.select(is_k, root, v))?;
        }
    }
    finish(ctx, v, dtype)
}

fn minmax(ctx: &mut LowerCtx, args: &Args, is_max: bool, ignore_nan: bool) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    let vs = promote_compute(ctx, &[a, b], dtype, dtype)?;
    let (x, y) = (vs[0], vs[1]);
    let mut v = if is_max { ok(ctx.b.max(x, y))? } else { ok(ctx.b.min(x, y))? };
    if dtype.is_float() {
        // Explicit NaN handling: maximum/minimum propagate NaN, fmax/fmin ignore it.
        let xn = is_nan(ctx, x)?;
        let yn = is_nan(ctx, y)?;
        if ignore_nan {
            v = ok(ctx.b.select(yn, x, v))?;
            v = ok(ctx.b.select(xn, y, v))?;
        } else {
            v = ok(ctx.b.select(yn, y, v))?;
            v = ok(ctx.b.select(xn, x, v))?;
        }
    }
    finish(ctx, v, dtype)
}

pub fn maximum(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    minmax(ctx, args, true, false)
}

pub fn minimum(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    minmax(ctx, args, false, false)
}

pub fn fmax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    minmax(ctx, args, true, true)
}

pub fn fmin(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    minmax(ctx, args, false, true)
}

/// Binary ops whose result is always floating point, computed in opmath.
fn float_binary(
    ctx: &mut LowerCtx,
    args: &Args,
    int_ok: bool,
    kernel: &str,
    f: fn(&mut LowerCtx, Value, Value) -> Result<Value>,
) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if !int_ok && !dtype.is_float() {
        return Err(not_for(ctx, kernel, dtype));
    }
    let out = float_result(dtype);
    let vs = promote_compute(ctx, &[a, b], out, out.opmath())?;
    let v = f(ctx, vs[0], vs[1])?;
    finish(ctx, v, out)
}

pub fn atan2(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    float_binary(ctx, args, true, "atan2_cpu", |c, x, y| ok(c.b.atan2(x, y)))
}

/// `hypot` as C's: inf where either operand is infinite (even with a NaN beside it), and no
/// overflow or underflow in between: `m * sqrt(1 + (n / m)^2)` with `m = max(|x|, |y|)`,
/// `n = min(|x|, |y|)`, 0 where both are 0, NaN where either is NaN (and neither infinite).
/// Found by tools/fuzz.py (`hypot(inf, nan)`).
pub fn hypot(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    float_binary(ctx, args, false, "hypot_cpu", |c, x, y| {
        let ax = ok(c.b.abs(x))?;
        let ay = ok(c.b.abs(y))?;
        let m = ok(c.b.max(ax, ay))?;
        let n = ok(c.b.min(ax, ay))?;
        let q = ok(c.b.div(n, m))?;
        let qq = ok(c.b.mul(q, q))?;
        let one = splat(c, x, 1.0)?;
        let s = ok(c.b.add(one, qq))?;
        let r = ok(c.b.sqrt(s))?;
        let r = ok(c.b.mul(m, r))?;
        let zero = splat(c, x, 0.0)?;
        let both_zero = ok(c.b.compare(m, zero, CmpDir::Eq))?;
        let r = ok(c.b.select(both_zero, zero, r))?;
        // max/min may drop a NaN on the XLA CPU (its fast min/max): NaN in, NaN out.
        let x_nan = ok(c.b.compare(x, x, CmpDir::Ne))?;
        let r = ok(c.b.select(x_nan, x, r))?;
        let y_nan = ok(c.b.compare(y, y, CmpDir::Ne))?;
        let r = ok(c.b.select(y_nan, y, r))?;
        let inf = splat(c, x, f64::INFINITY)?;
        let x_inf = ok(c.b.compare(ax, inf, CmpDir::Eq))?;
        let y_inf = ok(c.b.compare(ay, inf, CmpDir::Eq))?;
        let any_inf = ok(c.b.or(x_inf, y_inf))?;
        ok(c.b.select(any_inf, inf, r))
    })
}

pub fn copysign(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    float_binary(ctx, args, true, "copysign_cpu", |c, x, y| {
        let ax = ok(c.b.abs(x))?;
        let nax = ok(c.b.neg(ax))?;
        let s = signbit(c, y)?;
        ok(c.b.select(s, nax, ax))
    })
}

/// `xlogy(x, y)`: 0 where x == 0 (unless y is NaN), else x * log(y).
pub fn xlogy(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    float_binary(ctx, args, true, "xlogy_cpu", |c, x, y| {
        let l = ok(c.b.log(y))?;
        let p = ok(c.b.mul(x, l))?;
        let z = c.zeros_like(x)?;
        let x0 = ok(c.b.compare(x, z, CmpDir::Eq))?;
        let r = ok(c.b.select(x0, z, p))?;
        let yn = is_nan(c, y)?;
        let nan = splat(c, x, f64::NAN)?;
        ok(c.b.select(yn, nan, r))
    })
}

/// log(exp(a) + exp(b)) = max + log1p(exp(-|a - b|)); equal infinities give themselves.
fn logaddexp_base(ctx: &mut LowerCtx, args: &Args, base2: bool) -> Result<Vec<TensorArg>> {
    let f: fn(&mut LowerCtx, Value, Value) -> Result<Value> = if base2 {
        |c, x, y| logaddexp_value(c, x, y, true)
    } else {
        |c, x, y| logaddexp_value(c, x, y, false)
    };
    float_binary(ctx, args, false, if base2 { "logaddexp2_cpu" } else { "logaddexp_cpu" }, f)
}

fn logaddexp_value(c: &mut LowerCtx, x: Value, y: Value, base2: bool) -> Result<Value> {
    let m = c.b.max(x, y).map_err(crate::error::LowerError::from)?;
    let d = ok(c.b.sub(x, y))?;
    let d = ok(c.b.abs(d))?;
    let nd = ok(c.b.neg(d))?;
    let t = if base2 {
        let two = splat(c, x, 2.0)?;
        let e = ok(c.b.pow(two, nd))?;
        let l = ok(c.b.log1p(e))?;
        let k = splat(c, x, std::f64::consts::LOG2_E)?;
        ok(c.b.mul(l, k))?
    } else {
        let e = ok(c.b.exp(nd))?;
        ok(c.b.log1p(e))?
    };
    let r = ok(c.b.add(m, t))?;
    let inf = splat(c, x, f64::INFINITY)?;
    let ax = ok(c.b.abs(x))?;
    let xinf = ok(c.b.compare(ax, inf, CmpDir::Eq))?;
    let same = ok(c.b.compare(x, y, CmpDir::Eq))?;
    let both = ok(c.b.and(xinf, same))?;
    ok(c.b.select(both, x, r))
}

pub fn logaddexp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    logaddexp_base(ctx, args, false)
}

pub fn logaddexp2(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    logaddexp_base(ctx, args, true)
}

/// `heaviside(x, values)`: values where x == 0, else (x > 0).
pub fn heaviside(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = args.tensor("self")?;
    let b = args.operand("values")?;
    if a.dtype != b.dtype {
        return Err(ctx.invalid("heaviside is not yet implemented for tensors with different dtypes"));
    }
    let dtype = a.dtype;
    let vs = promote_compute(ctx, &[a, b], dtype, dtype)?;
    let z = ctx.zeros_like(vs[0])?;
    let eq = ok(ctx.b.compare(vs[0], z, CmpDir::Eq))?;
    let gt = ok(ctx.b.compare(vs[0], z, CmpDir::Gt))?;
    let gt = ctx.convert_value(gt, dtype)?;
    let v = ok(ctx.b.select(eq, vs[1], gt))?;
    finish(ctx, v, dtype)
}

pub fn nextafter(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if !dtype.is_float() {
        return Err(not_for(ctx, "nextafter_cpu", dtype));
    }
    let vs = promote_compute(ctx, &[a, b], dtype, dtype)?;
    let v = ok(ctx.b.next_after(vs[0], vs[1]))?;
    finish(ctx, v, dtype)
}

/// `ldexp(x, e)` = x * 2^e, a float result.
pub fn ldexp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    float_binary(ctx, args, true, "ldexp", |c, x, e| {
        let two = splat(c, e, 2.0)?;
        let p = ok(c.b.pow(two, e))?;
        ok(c.b.mul(x, p))
    })
}

/// Hurwitz zeta `zeta(x, q)`.
pub fn special_zeta(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    float_binary(ctx, args, true, "zeta_cpu", |c, x, q| ok(c.b.zeta(x, q)))
}

// ---------------------------------------------------------------- bitwise / logical

fn bitwise(ctx: &mut LowerCtx, args: &Args, kernel: &str, which: u8) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if dtype.is_float() || (which >= 3 && dtype == DType::Bool) {
        return Err(not_for(ctx, kernel, dtype));
    }
    let vs = promote_compute(ctx, &[a, b], dtype, dtype)?;
    let (x, y) = (vs[0], vs[1]);
    let v = match which {
        0 => ok(ctx.b.and(x, y))?,
        1 => ok(ctx.b.or(x, y))?,
        2 => ok(ctx.b.xor(x, y))?,
        3 => ok(ctx.b.shift_left(x, y))?,
        _ => {
            if dtype.elem().is_unsigned() {
                ok(ctx.b.shift_right_logical(x, y))?
            } else {
                ok(ctx.b.shift_right_arithmetic(x, y))?
            }
        }
    };
    finish(ctx, v, dtype)
}

pub fn bitwise_and(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    bitwise(ctx, args, "bitwise_and_cpu", 0)
}

pub fn bitwise_or(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    bitwise(ctx, args, "bitwise_or_cpu", 1)
}

pub fn bitwise_xor(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    bitwise(ctx, args, "bitwise_xor_cpu", 2)
}

pub fn bitwise_left_shift(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    bitwise(ctx, args, "lshift_cpu", 3)
}

pub fn bitwise_right_shift(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    bitwise(ctx, args, "rshift_cpu", 4)
}

fn logical(ctx: &mut LowerCtx, args: &Args, which: u8) -> Result<Vec<TensorArg>> {
    let a = lhs(args)?;
    let b = rhs(args)?;
    let shapes = vec![ctx.shape(a.v), ctx.shape(b.v)];
    let out = ctx.broadcast_shapes(&shapes)?;
    let x = ctx.convert_value(a.v, DType::Bool)?;
    let y = ctx.convert_value(b.v, DType::Bool)?;
    let x = ctx.broadcast_to(x, &out)?;
    let y = ctx.broadcast_to(y, &out)?;
    let v = match which {
        0 => ok(ctx.b.and(x, y))?,
        1 => ok(ctx.b.or(x, y))?,
        _ => ok(ctx.b.xor(x, y))?,
    };
    Ok(vec![ctx.out(v, DType::Bool)])
}

pub fn logical_and(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    logical(ctx, args, 0)
}

pub fn logical_or(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    logical(ctx, args, 1)
}

pub fn logical_xor(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    logical(ctx, args, 2)
}

// ---------------------------------------------------------------- clamp, where

fn clamp_impl(ctx: &mut LowerCtx, args: &Args, lo: Option<TensorArg>, hi: Option<TensorArg>) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if lo.is_none() && hi.is_none() {
        return Err(ctx.invalid("torch.clamp: At least one of 'min' or 'max' must not be None"));
    }
    let mut ts = vec![x];
    ts.extend(lo);
    ts.extend(hi);
    let dtype = ctx.result_type(&ts)?;
    if dtype == DType::Bool {
        return Err(not_for(ctx, "clamp_cpu", dtype));
    }
    let vs = promote_compute(ctx, &ts, dtype, dtype)?;
    let mut v = vs[0];
    let mut k = 1;
    if lo.is_some() {
        v = ok(ctx.b.max(v, vs[k]))?;
        k += 1;
    }
    if hi.is_some() {
        v = ok(ctx.b.min(v, vs[k]))?;
    }
    if dtype.is_float() {
        // A NaN input or bound makes the result NaN, as PyTorch's CPU kernels compute it
        // (min(max(x, lo), hi) with NaN-propagating min and max); XLA's ignore NaN operands.
        for &t in vs.iter().rev() {
            let tn = is_nan(ctx, t)?;
            v = ok(ctx.b.select(tn, t, v))?;
        }
    }
    finish(ctx, v, dtype)
}

pub fn clamp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let lo = args.opt_operand("min")?;
    let hi = args.opt_operand("max")?;
    clamp_impl(ctx, args, lo, hi)
}

pub fn clamp_min(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let lo = args.operand("min")?;
    clamp_impl(ctx, args, Some(lo), None)
}

pub fn clamp_max(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let hi = args.operand("max")?;
    clamp_impl(ctx, args, None, Some(hi))
}

/// `where.self(condition, self, other)`.
pub fn where_(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let c = args.tensor("condition")?;
    if c.dtype != DType::Bool {
        return Err(ctx.invalid(format!(
            "where expected condition to be a boolean tensor, but got a tensor with dtype {}",
            c.dtype.short_name()
        )));
    }
    let a = lhs(args)?;
    let b = rhs(args)?;
    let dtype = ctx.result_type(&[a, b])?;
    let shapes = vec![ctx.shape(c.v), ctx.shape(a.v), ctx.shape(b.v)];
    let out = ctx.broadcast_shapes(&shapes)?;
    let vs = promote_compute(ctx, &[a, b], dtype, dtype)?;
    let x = ctx.broadcast_to(vs[0], &out)?;
    let y = ctx.broadcast_to(vs[1], &out)?;
    let p = ctx.broadcast_to(c.v, &out)?;
    let v = ok(ctx.b.select(p, x, y))?;
    finish(ctx, v, dtype)
}

/// The C++ type names PyTorch's lerp/masked_fill messages use.
fn cpp_name(d: DType) -> &'static str {
    match d {
        DType::U8 => "unsigned char",
        DType::I8 => "signed char",
        DType::I16 => "short int",
        DType::I32 => "int",
        DType::I64 => "long int",
        DType::F16 => "c10::Half",
        DType::F32 => "float",
        DType::F64 => "double",
        DType::Bool => "bool",
        DType::BF16 => "c10::BFloat16",
        _ => d.short_name(),
    }
}

// ---------------------------------------------------------------- lerp, addcmul, addcdiv

/// `lerp(self, end, weight)`: PyTorch's two-sided formula, exact at weight 0 and 1.
pub fn lerp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let s = args.tensor("self")?;
    let e = args.tensor("end")?;
    let w = args.operand("weight")?;
    if e.dtype != s.dtype {
        return Err(ctx.invalid(format!("expected dtype {} for `end` but got dtype {}", cpp_name(s.dtype), cpp_name(e.dtype))));
    }
    if w.prio != Priority::Wrapped && w.dtype != s.dtype {
        return Err(ctx.invalid(format!("expected dtype {} for `weight` but got dtype {}", cpp_name(s.dtype), cpp_name(w.dtype))));
    }
    if !s.dtype.is_float() {
        return Err(not_for(ctx, "lerp_kernel_scalar", s.dtype));
    }
    let dtype = s.dtype;
    let vs = promote_compute(ctx, &[s, e, w], dtype, dtype.opmath())?;
    let (x, y, wt) = (vs[0], vs[1], vs[2]);
    let diff = ok(ctx.b.sub(y, x))?;
    let half = splat(ctx, wt, 0.5)?;
    let small = {
        let a = ok(ctx.b.abs(wt))?;
        ok(ctx.b.compare(a, half, CmpDir::Lt))?
    };
    let lo = {
        let m = ok(ctx.b.mul(wt, diff))?;
        ok(ctx.b.add(x, m))?
    };
    let hi = {
        let one = splat(ctx, wt, 1.0)?;
        let omw = ok(ctx.b.sub(one, wt))?;
        let m = ok(ctx.b.mul(diff, omw))?;
        ok(ctx.b.sub(y, m))?
    };
    let v = ok(ctx.b.select(small, lo, hi))?;
    finish(ctx, v, dtype)
}

fn addc(ctx: &mut LowerCtx, args: &Args, divide: bool) -> Result<Vec<TensorArg>> {
    let s = args.tensor("self")?;
    let t1 = args.tensor("tensor1")?;
    let t2 = args.tensor("tensor2")?;
    let value = args.opt_operand("value")?;
    if divide && t1.dtype.is_integral(true) && t2.dtype.is_integral(true) {
        return Err(ctx.invalid(
            "Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), for all dtypes.",
        ));
    }
    let dtype = ctx.result_type(&[s, t1, t2])?;
    if let Some(v) = value {
        if dtype.is_integral(true) && v.dtype.is_float() {
            return Err(ctx.invalid("For integral input tensors, argument value must not be a floating point number."));
        }
        if !dtype.is_complex() && v.dtype.is_complex() {
            return Err(ctx.invalid("For non-complex input tensors, argument value must not be a complex number."));
        }
    }
    let compute = dtype.opmath();
    let vs = promote_compute(ctx, &[s, t1, t2], dtype, compute)?;
    let mut p = if divide { ok(ctx.b.div(vs[1], vs[2]))? } else { ok(ctx.b.mul(vs[1], vs[2]))? };
    if let Some(val) = value {
        let c = ctx.cast(val, compute)?;
        let shape = ctx.shape(p);
        let c = ctx.broadcast_to(c.v, &shape)?;
        p = ok(ctx.b.mul(c, p))?;
    }
    let v = if dtype == DType::Bool { ok(ctx.b.or(vs[0], p))? } else { ok(ctx.b.add(vs[0], p))? };
    finish(ctx, v, dtype)
}

/// `prims::fma(a, b, c)`: a * b + c, promoted like PyTorch's binary ops and computed in opmath
/// (float32 for half types: the product of two half values is exact there, so one rounding).
pub fn fma(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let ts = [args.operand("a")?, args.operand("b")?, args.operand("c")?];
    let dtype = ctx.result_type(&ts)?;
    let vs = promote_compute(ctx, &ts, dtype, dtype.opmath())?;
    let p = ok(ctx.b.mul(vs[0], vs[1]))?;
    let v = ok(ctx.b.add(p, vs[2]))?;
    finish(ctx, v, dtype)
}

pub fn addcmul(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    addc(ctx, args, false)
}

pub fn addcdiv(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    addc(ctx, args, true)
}

// ---------------------------------------------------------------- masked_fill

/// A fill value: a Python number, or a 0-dim tensor (`what` names the op in the error).
fn fill_value(ctx: &mut LowerCtx, args: &Args, what: &str) -> Result<TensorArg> {
    let v = args.operand("value")?;
    let r = ctx.rank(v.v);
    if r != 0 {
        return Err(ctx.invalid(format!("{what} only supports a 0-dimensional value tensor, but got tensor with {r} dimension(s).")));
    }
    Ok(v)
}

pub fn masked_fill(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let s = args.tensor("self")?;
    let m = args.tensor("mask")?;
    if m.dtype != DType::Bool {
        return Err(ctx.invalid(format!(
            "masked_fill_ only supports boolean masks, but got mask with dtype {}",
            cpp_name(m.dtype)
        )));
    }
    let val = fill_value(ctx, args, "masked_fill_")?;
    let shapes = vec![ctx.shape(s.v), ctx.shape(m.v)];
    let out = ctx.broadcast_shapes(&shapes)?;
    let x = ctx.broadcast_to(s.v, &out)?;
    let p = ctx.broadcast_to(m.v, &out)?;
    let c = ctx.cast(val, s.dtype)?;
    let f = ctx.broadcast_to(c.v, &out)?;
    let v = ok(ctx.b.select(p, f, x))?;
    Ok(vec![ctx.out(v, s.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_add() {
        check("add_f32_broadcast_alpha", "add", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![3])), ("alpha", T::Scalar(I64))]);
        check("add_int_scalar", "add", vec![("self", T::Tensor(I32, vec![4])), ("other", T::Scalar(F64)), ("alpha", T::None)]);
    }

    #[test]
    fn golden_mul_div() {
        check("mul_bool", "mul", vec![("self", T::Tensor(Bool, vec![4])), ("other", T::Tensor(Bool, vec![4]))]);
        check("mul_f32_by_mask", "mul", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(Bool, vec![3]))]);
        check("div_floor_f32", "div", vec![("self", T::Tensor(F32, vec![4])), ("other", T::Scalar(F64)), ("rounding_mode", T::Str("floor"))]);
        check("div_floor_int", "div", vec![("self", T::Tensor(I64, vec![4])), ("other", T::Tensor(I64, vec![4])), ("rounding_mode", T::Str("floor"))]);
        check("div_true_int", "div", vec![("self", T::Tensor(I64, vec![4])), ("other", T::Scalar(I64))]);
        check("true_divide", "true_divide", vec![("self", T::Tensor(F32, vec![4])), ("other", T::Tensor(I64, vec![]))]);
    }

    #[test]
    fn golden_binary_family() {
        check("remainder_f32", "remainder", vec![("self", T::Tensor(F32, vec![4])), ("other", T::Tensor(F32, vec![4]))]);
        check("pow_bf16_scalar", "pow", vec![("self", T::Tensor(BF16, vec![4])), ("exponent", T::Scalar(F64))]);
        check("fmax_f32", "fmax", vec![("self", T::Tensor(F32, vec![4])), ("other", T::Tensor(F32, vec![4]))]);
        check("clamp_f32_tensor_bounds", "clamp", vec![("self", T::Tensor(F32, vec![4])), ("min", T::Tensor(F32, vec![4])), ("max", T::Scalar(F64))]);
        check("clamp_int_scalars", "clamp", vec![("self", T::Tensor(I32, vec![4])), ("min", T::Scalar(I64)), ("max", T::Scalar(I64))]);
        check("where_self", "where", vec![("condition", T::Tensor(Bool, vec![2, 1])), ("self", T::Tensor(F32, vec![3])), ("other", T::Scalar(F64))]);
        check("lerp_f16_scalar", "lerp", vec![("self", T::Tensor(F16, vec![4])), ("end", T::Tensor(F16, vec![4])), ("weight", T::Scalar(F64))]);
        check("copy_strided_f32", "copy_strided", vec![("a", T::Tensor(F32, vec![2, 3])), ("stride", T::Ints(vec![1, 2]))]);
        check("fma_bf16_scalar", "fma", vec![("a", T::Tensor(BF16, vec![2, 3])), ("b", T::Scalar(F64)), ("c", T::Tensor(BF16, vec![3]))]);
        check("addcdiv_f32", "addcdiv", vec![("self", T::Tensor(F32, vec![4])), ("tensor1", T::Tensor(F32, vec![4])), ("tensor2", T::Tensor(F32, vec![4])), ("value", T::Scalar(F64))]);
        check("masked_fill_scalar", "masked_fill", vec![("self", T::Tensor(F32, vec![2, 3])), ("mask", T::Tensor(Bool, vec![3])), ("value", T::Scalar(F64))]);
    }

    #[test]
    fn sub_bool_is_rejected_like_pytorch() {
        let e = crate::testing::lower_text("sub", vec![("self", T::Tensor(Bool, vec![2])), ("other", T::Tensor(Bool, vec![2]))]).unwrap_err();
        assert!(e.contains("Subtraction, the `-` operator, with two bool tensors is not supported"), "{e}");
    }

    #[test]
    fn errors_match_pytorch() {
        let e = crate::testing::lower_text("clamp", vec![("self", T::Tensor(F32, vec![2])), ("min", T::None), ("max", T::None)]).unwrap_err();
        assert!(e.contains("At least one of 'min' or 'max' must not be None"), "{e}");
        let e = crate::testing::lower_text("masked_fill", vec![("self", T::Tensor(F32, vec![2])), ("mask", T::Tensor(I64, vec![2])), ("value", T::Scalar(F64))]).unwrap_err();
        assert!(e.contains("only supports boolean masks"), "{e}");
        let e = crate::testing::lower_text("where", vec![("condition", T::Tensor(I64, vec![2])), ("self", T::Tensor(F32, vec![2])), ("other", T::Tensor(F32, vec![2]))]).unwrap_err();
        assert!(e.contains("where expected condition to be a boolean tensor"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("sub", "sub", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3])), ("alpha", T::Scalar(F64))]);
        check("rsub", "rsub", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3])), ("alpha", T::Scalar(F64))]);
        check("copy", "copy", vec![("self", T::Tensor(F32, vec![2, 3])), ("src", T::Tensor(F32, vec![2, 3])), ("non_blocking", T::Bool(false))]);
        check("clone", "clone", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("fmod", "fmod", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("maximum", "maximum", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("minimum", "minimum", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("fmin", "fmin", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("atan2", "atan2", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("hypot", "hypot", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("copysign", "copysign", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("bitwise_and", "bitwise_and", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Tensor(I32, vec![2, 3]))]);
        check("bitwise_or", "bitwise_or", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Tensor(I32, vec![2, 3]))]);
        check("bitwise_xor", "bitwise_xor", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Tensor(I32, vec![2, 3]))]);
        check("bitwise_left_shift", "bitwise_left_shift", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Tensor(I32, vec![2, 3]))]);
        check("bitwise_right_shift", "bitwise_right_shift", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Tensor(I32, vec![2, 3]))]);
        check("__lshift__", "__lshift__", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Tensor(I32, vec![2, 3]))]);
        check("__rshift__", "__rshift__", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Tensor(I32, vec![2, 3]))]);
        check("logical_and", "logical_and", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("logical_or", "logical_or", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("logical_xor", "logical_xor", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("clamp_min", "clamp_min", vec![("self", T::Tensor(F32, vec![2, 3])), ("min", T::Scalar(F64))]);
        check("clamp_max", "clamp_max", vec![("self", T::Tensor(F32, vec![2, 3])), ("max", T::Scalar(F64))]);
        check("addcmul", "addcmul", vec![("self", T::Tensor(F32, vec![2, 3])), ("tensor1", T::Tensor(F32, vec![2, 3])), ("tensor2", T::Tensor(F32, vec![2, 3])), ("value", T::Scalar(F64))]);
        check("xlogy", "xlogy", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("floor_divide", "floor_divide", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("logaddexp", "logaddexp", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("logaddexp2", "logaddexp2", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("heaviside", "heaviside", vec![("self", T::Tensor(F32, vec![2, 3])), ("values", T::Tensor(F32, vec![2, 3]))]);
        check("nextafter", "nextafter", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("ldexp", "ldexp", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("special_zeta", "special_zeta", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
    }
}

/// `rsub(self, other, alpha)`: `other - alpha * self`.
pub fn rsub(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = args.operand("self")?;
    let b = args.operand("other")?;
    let dtype = ctx.result_type(&[a, b])?;
    if dtype == DType::Bool {
        return Err(ctx.invalid(
            "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.",
        ));
    }
    let vs = ctx.unify(&[a, b], dtype)?;
    let (x, y) = (vs[0], vs[1]);
    let x = match args.opt_operand("alpha")? {
        Some(al) => {
            let al = ctx.cast(al, dtype)?;
            let shape = ctx.shape(x);
            let al = ctx.broadcast_to(al.v, &shape)?;
            ok(ctx.b.mul(x, al))?
        }
        None => x,
    };
    let v = ok(ctx.b.sub(y, x))?;
    Ok(vec![ctx.out(v, dtype)])
}
