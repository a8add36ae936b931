//! Unary element-wise ops and activations (with the backward ops training
//! reaches): float math computed in opmath, integer-preserving ops, predicates.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::pointwise::{finish, float_result, is_nan, promote_compute, splat, trunc_value};
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, Value};

pub fn register(r: &mut Registry) {
    // Every op of the family is element-wise under padding; the rule ends with the block.
    r.family(PadRule::Elementwise, |r| {
        r.op("neg", neg);
        r.op("abs", abs).float8();
        r.op("exp", exp);
        r.op("exp2", exp2);
        r.op("expm1", expm1);
        r.op("log", log);
        r.op("log2", log2);
        r.op("log10", log10);
        r.op("log1p", log1p);
        r.op("sqrt", sqrt);
        r.op("rsqrt", rsqrt);
        r.op("reciprocal", reciprocal);
        r.op("sin", sin);
        r.op("cos", cos);
        r.op("tan", tan);
        r.op("asin", asin);
        r.op("acos", acos);
        r.op("atan", atan);
        r.op("sinh", sinh);
        r.op("cosh", cosh);
        r.op("tanh", tanh);
        r.op("asinh", asinh);
        r.op("acosh", acosh);
        r.op("atanh", atanh);
        r.op("sigmoid", sigmoid);
        r.op("erf", erf);
        r.op("erfc", erfc);
        r.op("erfinv", erfinv);
        r.op("lgamma", lgamma);
        r.op("digamma", digamma);
        r.op("deg2rad", deg2rad);
        r.op("rad2deg", rad2deg);
        r.op("floor", floor);
        r.op("ceil", ceil);
        r.op("trunc", trunc);
        r.op("round", round).overloads(&["", "decimals"]);
        r.op("frac", frac);
        r.op("sign", sign);
        r.op("sgn", sign);
        r.op("logical_not", logical_not);
        r.op("bitwise_not", bitwise_not);
        r.op("isnan", isnan).float8();
        r.op("isinf", isinf).float8();
        r.op("isposinf", isposinf);
        r.op("isneginf", isneginf);
        r.op("signbit", signbit);
        r.op("nan_to_num", nan_to_num);
        r.op("relu", relu);
        r.op("gelu", gelu);
        r.op("silu", silu);
        r.op("mish", mish);
        r.op("hardsigmoid", hardsigmoid);
        r.op("hardswish", hardswish);
        r.op("softplus", softplus);
        r.op("elu", elu);
        r.op("leaky_relu", leaky_relu);
        r.op("celu", celu);
        r.op("hardtanh", hardtanh);
        r.op("threshold", threshold);
        r.op("logit", logit);
        r.op("threshold_backward", threshold_backward);
        r.op("gelu_backward", gelu_backward);
        r.op("sigmoid_backward", sigmoid_backward);
        r.op("tanh_backward", tanh_backward);
        r.op("hardtanh_backward", hardtanh_backward);
        r.op("leaky_relu_backward", leaky_relu_backward);
        r.op("elu_backward", elu_backward);
        r.op("softplus_backward", softplus_backward);
        r.op("hardsigmoid_backward", hardsigmoid_backward);
        r.op("hardswish_backward", hardswish_backward);
        r.op("logit_backward", logit_backward);
        r.op("sinc", sinc);
        r.op("polygamma", polygamma);
        r.op("softshrink", softshrink);
        r.op("hardshrink", hardshrink);
        r.op("softshrink_backward", shrink_backward);
        r.op("hardshrink_backward", shrink_backward);
        r.op("log_sigmoid_forward", log_sigmoid_forward);
        r.op("log_sigmoid_backward", log_sigmoid_backward);
        r.op("_prelu_kernel", prelu_kernel);
        r.op("_prelu_kernel_backward", prelu_kernel_backward);
    });
}

type F1 = fn(&mut LowerCtx, Value) -> Result<Value>;

fn kernel_err(ctx: &LowerCtx, kernel: &str, d: DType) -> crate::error::LowerError {
    ctx.unsupported(format!("\"{kernel}\" not implemented for '{}'", d.short_name()))
}

/// Float math: integers and bools promote to float32; half types compute in float32.
fn float_unary(ctx: &mut LowerCtx, args: &Args, f: F1) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let out = float_result(x.dtype);
    let c = ctx.cast(x, out)?;
    let c = ctx.cast(c, out.opmath())?;
    let v = f(ctx, c.v)?;
    finish(ctx, v, out)
}

/// Float-only activations: integer inputs are rejected like PyTorch's CPU kernels.
fn act_unary(ctx: &mut LowerCtx, args: &Args, kernel: &str, f: F1) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Err(kernel_err(ctx, kernel, x.dtype));
    }
    float_unary(ctx, args, f)
}

macro_rules! float_ops {
    ($($name:ident => $f:expr;)*) => {
        $(pub fn $name(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
            float_unary(ctx, args, $f)
        })*
    };
}

fn mul_k(c: &mut LowerCtx, x: Value, k: f64) -> Result<Value> {
    let kk = splat(c, x, k)?;
    ok(c.b.mul(x, kk))
}

fn add_k(c: &mut LowerCtx, x: Value, k: f64) -> Result<Value> {
    let kk = splat(c, x, k)?;
    ok(c.b.add(x, kk))
}

float_ops! {
    exp => |c, x| ok(c.b.exp(x));
    exp2 => |c, x| { let two = splat(c, x, 2.0)?; ok(c.b.pow(two, x)) };
    expm1 => |c, x| ok(c.b.expm1(x));
    log => |c, x| ok(c.b.log(x));
    log2 => |c, x| { let l = ok(c.b.log(x))?; mul_k(c, l, std::f64::consts::LOG2_E) };
    log10 => |c, x| { let l = ok(c.b.log(x))?; mul_k(c, l, std::f64::consts::LOG10_E) };
    log1p => |c, x| ok(c.b.log1p(x));
    sqrt => |c, x| ok(c.b.sqrt(x));
    rsqrt => |c, x| ok(c.b.rsqrt(x));
    reciprocal => |c, x| { let one = splat(c, x, 1.0)?; ok(c.b.div(one, x)) };
    sin => |c, x| ok(c.b.sin(x));
    cos => |c, x| ok(c.b.cos(x));
    tan => |c, x| ok(c.b.tan(x));
    asin => |c, x| ok(c.b.asin(x));
    acos => |c, x| ok(c.b.acos(x));
    atan => atan_value;
    sinh => |c, x| ok(c.b.sinh(x));
    cosh => |c, x| ok(c.b.cosh(x));
    tanh => |c, x| ok(c.b.tanh(x));
    asinh => |c, x| ok(c.b.asinh(x));
    acosh => |c, x| ok(c.b.acosh(x));
    atanh => |c, x| ok(c.b.atanh(x));
    sigmoid => |c, x| ok(c.b.logistic(x));
    erf => |c, x| ok(c.b.erf(x));
    erfc => |c, x| ok(c.b.erfc(x));
    erfinv => |c, x| ok(c.b.erf_inv(x));
    lgamma => lgamma_value;
    digamma => digamma_value;
    deg2rad => |c, x| mul_k(c, x, std::f64::consts::PI / 180.0);
    rad2deg => |c, x| mul_k(c, x, 180.0 / std::f64::consts::PI);
}

/// atan(x) as atan2(x, 1) with the 1 behind an optimization barrier: the newer XLA CPU plugin
/// (lammps-jax-pjrt-cpu 0.11) computes `chlo.atan`, and atan2 over a constant, wrongly on its
/// vectorized path (64 elements and more: results off by up to 2); atan2 of two computed
/// operands is right. Found by tools/fuzz.py.
fn atan_value(c: &mut LowerCtx, x: Value) -> Result<Value> {
    let one = splat(c, x, 1.0)?;
    let one = ok(c.b.optimization_barrier(&[one]))?[0];
    ok(c.b.atan2(x, one))
}

/// lgamma(1) = lgamma(2) = 0 exactly, as on the CPU; XLA's approximation leaves a few ulps
/// there, which `sign` or a comparison then turns into a different answer (found by tools/fuzz.py).
fn lgamma_value(c: &mut LowerCtx, x: Value) -> Result<Value> {
    let l = ok(c.b.lgamma(x))?;
    let one = splat(c, x, 1.0)?;
    let two = splat(c, x, 2.0)?;
    let at_one = ok(c.b.compare(x, one, CmpDir::Eq))?;
    let at_two = ok(c.b.compare(x, two, CmpDir::Eq))?;
    let exact = ok(c.b.or(at_one, at_two))?;
    let zero = splat(c, x, 0.0)?;
    ok(c.b.select(exact, zero, l))
}

/// PyTorch's digamma has poles at ±0 with a sign, digamma(±0) = ∓inf (its kernel returns
/// `copysign(inf, -x)`); XLA's gives NaN there.
fn digamma_value(c: &mut LowerCtx, x: Value) -> Result<Value> {
    let d = ok(c.b.digamma(x))?;
    let zero = splat(c, x, 0.0)?;
    let at_pole = ok(c.b.compare(x, zero, CmpDir::Eq))?;
    let negative_zero = crate::ops::pointwise::signbit(c, x)?;
    let pinf = splat(c, x, f64::INFINITY)?;
    let ninf = splat(c, x, f64::NEG_INFINITY)?;
    let pole = ok(c.b.select(negative_zero, pinf, ninf))?;
    ok(c.b.select(at_pole, pole, d))
}

// ---------------------------------------------------------------- dtype-preserving

pub fn neg(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if x.dtype == DType::Bool {
        return Err(ctx.invalid(
            "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.",
        ));
    }
    let v = ok(ctx.b.neg(x.v))?;
    Ok(vec![ctx.out(v, x.dtype)])
}

pub fn abs(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if x.dtype == DType::Bool {
        return Err(kernel_err(ctx, "abs_cpu", x.dtype));
    }
    let v = if x.dtype.elem().is_unsigned() { x.v } else { ok(ctx.b.abs(x.v))? };
    // The modulus of a complex number is real.
    Ok(vec![ctx.out(v, x.dtype.real_part())])
}

/// Rounding ops: integers pass through unchanged.
fn rounding(ctx: &mut LowerCtx, args: &Args, f: F1) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Ok(vec![ctx.out(x.v, x.dtype)]);
    }
    let v = f(ctx, x.v)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

pub fn floor(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    rounding(ctx, args, |c, x| ok(c.b.floor(x)))
}

pub fn ceil(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    rounding(ctx, args, |c, x| ok(c.b.ceil(x)))
}

pub fn trunc(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    rounding(ctx, args, trunc_value)
}

/// `round` (half to even) and `round.decimals`.
pub fn round(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let decimals = args.int_or("decimals", 0)?;
    if !x.dtype.is_float() {
        if decimals != 0 || x.dtype == DType::Bool {
            return Err(kernel_err(ctx, "round_cpu", x.dtype));
        }
        return Ok(vec![ctx.out(x.v, x.dtype)]);
    }
    if decimals == 0 {
        let v = ok(ctx.b.round_nearest_even(x.v))?;
        return Ok(vec![ctx.out(v, x.dtype)]);
    }
    let c = ctx.cast(x, x.dtype.opmath())?;
    let p = 10f64.powi(decimals.unsigned_abs() as i32);
    let k = splat(ctx, c.v, p)?;
    let v = if decimals > 0 {
        let s = ok(ctx.b.mul(c.v, k))?;
        let r = ok(ctx.b.round_nearest_even(s))?;
        ok(ctx.b.div(r, k))?
    } else {
        let s = ok(ctx.b.div(c.v, k))?;
        let r = ok(ctx.b.round_nearest_even(s))?;
        ok(ctx.b.mul(r, k))?
    };
    finish(ctx, v, x.dtype)
}

pub fn frac(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Err(kernel_err(ctx, "frac_cpu", x.dtype));
    }
    let t = trunc_value(ctx, x.v)?;
    let v = ok(ctx.b.sub(x.v, t))?;
    Ok(vec![ctx.out(v, x.dtype)])
}

pub fn sign(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if x.dtype.is_complex() {
        if ctx.op.starts_with("aten::sign") && !ctx.op.starts_with("aten::sgn") {
            return Err(ctx.invalid("Unlike NumPy, torch.sign is not intended to support complex numbers. Please use torch.sgn instead."));
        }
        // sgn(z) = z / |z|, and 0 at 0 (stablehlo.sign's complex definition).
        let v = ok(ctx.b.sign(x.v))?;
        return Ok(vec![ctx.out(v, x.dtype)]);
    }
    let v = if x.dtype == DType::Bool {
        x.v
    } else if x.dtype.elem().is_unsigned() {
        let z = ctx.zeros_like(x.v)?;
        let gt = ok(ctx.b.compare(x.v, z, CmpDir::Gt))?;
        ctx.convert_value(gt, x.dtype)?
    } else {
        // (0 < x) - (x < 0): NaN and -0.0 give 0, as in PyTorch.
        let z = ctx.zeros_like(x.v)?;
        let gt = ok(ctx.b.compare(x.v, z, CmpDir::Gt))?;
        let lt = ok(ctx.b.compare(x.v, z, CmpDir::Lt))?;
        let gt = ctx.convert_value(gt, x.dtype)?;
        let lt = ctx.convert_value(lt, x.dtype)?;
        ok(ctx.b.sub(gt, lt))?
    };
    Ok(vec![ctx.out(v, x.dtype)])
}

pub fn logical_not(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let b = ctx.convert_value(x.v, DType::Bool)?;
    let v = ok(ctx.b.not(b))?;
    Ok(vec![ctx.out(v, DType::Bool)])
}

pub fn bitwise_not(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if x.dtype.is_float() {
        return Err(kernel_err(ctx, "bitwise_not_cpu", x.dtype));
    }
    let v = ok(ctx.b.not(x.v))?;
    Ok(vec![ctx.out(v, x.dtype)])
}

/// Float predicates; integers and bools answer `int_answer` everywhere.
fn predicate(ctx: &mut LowerCtx, args: &Args, int_answer: bool, f: F1) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let v = if x.dtype.is_float() {
        f(ctx, x.v)?
    } else if x.dtype.is_complex() {
        // A complex number is NaN or infinite when either part is.
        let re = ok(ctx.b.real(x.v))?;
        let im = ok(ctx.b.imag(x.v))?;
        let (a, b) = (f(ctx, re)?, f(ctx, im)?);
        ok(ctx.b.or(a, b))?
    } else {
        let shape = ctx.shape(x.v);
        ctx.constant(tpj_stablehlo::ElementType::I1, &shape, if int_answer { 1.0 } else { 0.0 })?
    };
    Ok(vec![ctx.out(v, DType::Bool)])
}

fn is_inf_dir(c: &mut LowerCtx, x: Value, pos: bool, neg: bool) -> Result<Value> {
    let p = splat(c, x, f64::INFINITY)?;
    let n = splat(c, x, f64::NEG_INFINITY)?;
    let ip = ok(c.b.compare(x, p, CmpDir::Eq))?;
    let ineg = ok(c.b.compare(x, n, CmpDir::Eq))?;
    match (pos, neg) {
        (true, true) => ok(c.b.or(ip, ineg)),
        (true, false) => Ok(ip),
        _ => Ok(ineg),
    }
}

pub fn isnan(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    predicate(ctx, args, false, is_nan)
}

pub fn isinf(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    predicate(ctx, args, false, |c, x| is_inf_dir(c, x, true, true))
}

pub fn isposinf(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    predicate(ctx, args, false, |c, x| is_inf_dir(c, x, true, false))
}

pub fn isneginf(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    predicate(ctx, args, false, |c, x| is_inf_dir(c, x, false, true))
}

pub fn signbit(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let v = if x.dtype.is_float() {
        crate::ops::pointwise::signbit(ctx, x.v)?
    } else if x.dtype.elem().is_unsigned() || x.dtype == DType::Bool {
        let shape = ctx.shape(x.v);
        ctx.constant(tpj_stablehlo::ElementType::I1, &shape, 0.0)?
    } else {
        let z = ctx.zeros_like(x.v)?;
        ok(ctx.b.compare(x.v, z, CmpDir::Lt))?
    };
    Ok(vec![ctx.out(v, DType::Bool)])
}

/// The largest finite value of float dtype `d` (`torch.finfo(d).max`).
pub(crate) fn finfo_max(d: DType) -> f64 {
    match d {
        DType::F16 => 65504.0,
        DType::BF16 => 3.3895313892515355e38,
        DType::F32 => f32::MAX as f64,
        _ => f64::MAX,
    }
}

pub fn nan_to_num(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Ok(vec![ctx.out(x.v, x.dtype)]);
    }
    let big = finfo_max(x.dtype);
    let nan = args.opt_float("nan")?.unwrap_or(0.0);
    let posinf = args.opt_float("posinf")?.unwrap_or(big).clamp(-big, big);
    let neginf = args.opt_float("neginf")?.unwrap_or(-big).clamp(-big, big);
    let isn = is_nan(ctx, x.v)?;
    let ip = is_inf_dir(ctx, x.v, true, false)?;
    let ineg = is_inf_dir(ctx, x.v, false, true)?;
    let (kn, kp, kneg) = (splat(ctx, x.v, nan)?, splat(ctx, x.v, posinf)?, splat(ctx, x.v, neginf)?);
    let mut v = ok(ctx.b.select(isn, kn, x.v))?;
    v = ok(ctx.b.select(ip, kp, v))?;
    v = ok(ctx.b.select(ineg, kneg, v))?;
    Ok(vec![ctx.out(v, x.dtype)])
}

// ---------------------------------------------------------------- activations

pub fn relu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if x.dtype == DType::Bool {
        return Err(ctx.invalid("Boolean inputs not supported for relu"));
    }
    let z = ctx.zeros_like(x.v)?;
    let v = ok(ctx.b.max(x.v, z))?;
    Ok(vec![ctx.out(v, x.dtype)])
}

const SQRT1_2: f64 = std::f64::consts::FRAC_1_SQRT_2;
/// sqrt(2 / pi)
const K_BETA: f64 = 0.797_884_560_802_865_4;
const K_KAPPA: f64 = 0.044715;

fn gelu_none(c: &mut LowerCtx, x: Value) -> Result<Value> {
    let s = mul_k(c, x, SQRT1_2)?;
    let e = ok(c.b.erf(s))?;
    let e1 = add_k(c, e, 1.0)?;
    let hx = mul_k(c, x, 0.5)?;
    ok(c.b.mul(hx, e1))
}

fn gelu_tanh(c: &mut LowerCtx, x: Value) -> Result<Value> {
    let x2 = ok(c.b.mul(x, x))?;
    let x3 = ok(c.b.mul(x2, x))?;
    let kx3 = mul_k(c, x3, K_KAPPA)?;
    let inner = ok(c.b.add(x, kx3))?;
    let inner = mul_k(c, inner, K_BETA)?;
    let t = ok(c.b.tanh(inner))?;
    let t1 = add_k(c, t, 1.0)?;
    let hx = mul_k(c, x, 0.5)?;
    ok(c.b.mul(hx, t1))
}

fn approximate(ctx: &LowerCtx, args: &Args) -> Result<bool> {
    match args.opt_str("approximate")?.as_deref() {
        None | Some("none") => Ok(false),
        Some("tanh") => Ok(true),
        Some(o) => Err(ctx.invalid(format!("approximate argument must be either none or tanh. (got {o})"))),
    }
}

pub fn gelu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let tanh = approximate(ctx, args)?;
    act_unary(ctx, args, "GeluKernelImpl", if tanh { gelu_tanh } else { gelu_none })
}

pub fn silu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    act_unary(ctx, args, "silu_cpu", |c, x| {
        let s = ok(c.b.logistic(x))?;
        ok(c.b.mul(x, s))
    })
}

/// log(1 + exp(x)) without overflow: max(x, 0) + log1p(exp(-|x|)).
fn softplus1(c: &mut LowerCtx, x: Value) -> Result<Value> {
    let a = ok(c.b.abs(x))?;
    let na = ok(c.b.neg(a))?;
    let e = ok(c.b.exp(na))?;
    let l = ok(c.b.log1p(e))?;
    let z = c.zeros_like(x)?;
    let m = ok(c.b.max(x, z))?;
    ok(c.b.add(m, l))
}

pub fn mish(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    act_unary(ctx, args, "mish_cpu", |c, x| {
        let sp = softplus1(c, x)?;
        let t = ok(c.b.tanh(sp))?;
        ok(c.b.mul(x, t))
    })
}

/// min(max(x + 3, 0), 6)
fn relu6_shift(c: &mut LowerCtx, x: Value) -> Result<Value> {
    let s = add_k(c, x, 3.0)?;
    let z = c.zeros_like(x)?;
    let six = splat(c, x, 6.0)?;
    ok(c.b.clamp(z, s, six))
}

pub fn hardsigmoid(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    act_unary(ctx, args, "hardsigmoid_cpu", |c, x| {
        let r = relu6_shift(c, x)?;
        let six = splat(c, x, 6.0)?;
        ok(c.b.div(r, six))
    })
}

pub fn hardswish(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    act_unary(ctx, args, "hardswish_cpu", |c, x| {
        let r = relu6_shift(c, x)?;
        let xr = ok(c.b.mul(x, r))?;
        let six = splat(c, x, 6.0)?;
        ok(c.b.div(xr, six))
    })
}

/// A runtime `Scalar` argument as a value like `like` (opmath).
fn scalar_like(ctx: &mut LowerCtx, args: &Args, name: &str, like: Value, default: f64) -> Result<Value> {
    match args.opt_operand(name)? {
        None => splat(ctx, like, default),
        Some(s) => {
            let d = DType::from_elem(ctx.elem(like));
            let c = ctx.cast(s, d)?;
            let shape = ctx.shape(like);
            ctx.broadcast_to(c.v, &shape)
        }
    }
}

/// Reads `self` (float-only) in opmath: returns (input, value, output dtype).
fn act_input(ctx: &mut LowerCtx, args: &Args, name: &str, kernel: &str) -> Result<(TensorArg, Value, DType)> {
    let x = args.tensor(name)?;
    if !x.dtype.is_float() {
        return Err(kernel_err(ctx, kernel, x.dtype));
    }
    let c = ctx.cast(x, x.dtype.opmath())?;
    Ok((x, c.v, x.dtype))
}

pub fn softplus(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, x, d) = act_input(ctx, args, "self", "softplus_cpu")?;
    let beta = scalar_like(ctx, args, "beta", x, 1.0)?;
    let th = scalar_like(ctx, args, "threshold", x, 20.0)?;
    let xb = ok(ctx.b.mul(x, beta))?;
    let big = ok(ctx.b.compare(xb, th, CmpDir::Gt))?;
    let e = ok(ctx.b.exp(xb))?;
    let l = ok(ctx.b.log1p(e))?;
    let l = ok(ctx.b.div(l, beta))?;
    let v = ok(ctx.b.select(big, x, l))?;
    finish(ctx, v, d)
}

pub fn elu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, x, d) = act_input(ctx, args, "self", "elu_cpu")?;
    let alpha = scalar_like(ctx, args, "alpha", x, 1.0)?;
    let scale = scalar_like(ctx, args, "scale", x, 1.0)?;
    let iscale = scalar_like(ctx, args, "input_scale", x, 1.0)?;
    let z = ctx.zeros_like(x)?;
    let pos = ok(ctx.b.compare(x, z, CmpDir::Gt))?;
    let xs = ok(ctx.b.mul(x, iscale))?;
    let em = ok(ctx.b.expm1(xs))?;
    let neg = ok(ctx.b.mul(em, alpha))?;
    let neg = ok(ctx.b.mul(neg, scale))?;
    let p = ok(ctx.b.mul(x, scale))?;
    let v = ok(ctx.b.select(pos, p, neg))?;
    finish(ctx, v, d)
}

/// `celu(x, alpha)` = max(0, x) + min(0, alpha * (exp(x / alpha) - 1)).
pub fn celu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, x, d) = act_input(ctx, args, "self", "elu_cpu")?;
    let alpha = scalar_like(ctx, args, "alpha", x, 1.0)?;
    let xs = ok(ctx.b.div(x, alpha))?;
    let em = ok(ctx.b.expm1(xs))?;
    let neg = ok(ctx.b.mul(em, alpha))?;
    let z = ctx.zeros_like(x)?;
    let pos = ok(ctx.b.compare(x, z, CmpDir::Gt))?;
    let v = ok(ctx.b.select(pos, x, neg))?;
    finish(ctx, v, d)
}

pub fn leaky_relu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, x, d) = act_input(ctx, args, "self", "leaky_relu_cpu")?;
    let slope = scalar_like(ctx, args, "negative_slope", x, 0.01)?;
    let z = ctx.zeros_like(x)?;
    let pos = ok(ctx.b.compare(x, z, CmpDir::Gt))?;
    let n = ok(ctx.b.mul(x, slope))?;
    let v = ok(ctx.b.select(pos, x, n))?;
    finish(ctx, v, d)
}

pub fn hardtanh(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if x.dtype == DType::Bool {
        return Err(kernel_err(ctx, "hardtanh_cpu", x.dtype));
    }
    let lo = scalar_like(ctx, args, "min_val", x.v, -1.0)?;
    let hi = scalar_like(ctx, args, "max_val", x.v, 1.0)?;
    let m = ok(ctx.b.max(x.v, lo))?;
    let mut v = ok(ctx.b.min(m, hi))?;
    if x.dtype.is_float() {
        let xn = is_nan(ctx, x.v)?;
        v = ok(ctx.b.select(xn, x.v, v))?;
    }
    Ok(vec![ctx.out(v, x.dtype)])
}

/// `threshold(x, threshold, value)`: value where x <= threshold, else x.
pub fn threshold(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let th = args.operand("threshold")?;
    let val = args.operand("value")?;
    let dtype = ctx.result_type(&[x, th, val])?;
    let vs = promote_compute(ctx, &[x, th, val], dtype, dtype.opmath())?;
    let le = ok(ctx.b.compare(vs[0], vs[1], CmpDir::Le))?;
    let v = ok(ctx.b.select(le, vs[2], vs[0]))?;
    finish(ctx, v, dtype)
}

pub fn logit(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let out = float_result(x.dtype);
    let c = ctx.cast(x, out)?;
    let c = ctx.cast(c, out.opmath())?;
    let mut v = c.v;
    // PyTorch's clamp, not min/max: below `eps` gives `eps` even when `eps` is
    // past 1/2 (where `1 - eps < eps` and a clamp would give `1 - eps`); a
    // negative `eps` clamps nothing.
    if let Some(eps) = args.opt_float("eps")?.filter(|&e| e >= 0.0) {
        let lo = splat(ctx, v, eps)?;
        let hi = splat(ctx, v, 1.0 - eps)?;
        let below = ok(ctx.b.compare(v, lo, CmpDir::Lt))?;
        let above = ok(ctx.b.compare(v, hi, CmpDir::Gt))?;
        let capped = ok(ctx.b.select(above, hi, v))?;
        v = ok(ctx.b.select(below, lo, capped))?;
    }
    let one = splat(ctx, v, 1.0)?;
    let om = ok(ctx.b.sub(one, v))?;
    let q = ok(ctx.b.div(v, om))?;
    let r = ok(ctx.b.log(q))?;
    finish(ctx, r, out)
}

// ---------------------------------------------------------------- backward ops

/// Reads `grad_output` and the named input in opmath, broadcast together.
fn grad_and(ctx: &mut LowerCtx, args: &Args, name: &str) -> Result<(Value, Value, DType)> {
    let g = if args.has("grad_out") { args.tensor("grad_out")? } else { args.tensor("grad_output")? };
    let x = args.tensor(name)?;
    let dtype = ctx.result_type(&[g, x])?;
    let vs = promote_compute(ctx, &[g, x], dtype, dtype.opmath())?;
    Ok((vs[0], vs[1], dtype))
}

pub fn threshold_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let th = scalar_like(ctx, args, "threshold", x, 0.0)?;
    let le = ok(ctx.b.compare(x, th, CmpDir::Le))?;
    let z = ctx.zeros_like(g)?;
    let v = ok(ctx.b.select(le, z, g))?;
    finish(ctx, v, d)
}

pub fn gelu_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let tanh = approximate(ctx, args)?;
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let dx = if tanh {
        let x2 = ok(ctx.b.mul(x, x))?;
        let x3 = ok(ctx.b.mul(x2, x))?;
        let kx3 = mul_k(ctx, x3, K_KAPPA)?;
        let inner = ok(ctx.b.add(x, kx3))?;
        let inner = mul_k(ctx, inner, K_BETA)?;
        let t = ok(ctx.b.tanh(inner))?;
        let right = add_k(ctx, t, 1.0)?;
        let left_d = mul_k(ctx, right, 0.5)?;
        let left = mul_k(ctx, x, 0.5)?;
        let t2 = ok(ctx.b.mul(t, t))?;
        let one = splat(ctx, t, 1.0)?;
        let sech2 = ok(ctx.b.sub(one, t2))?;
        let k3 = mul_k(ctx, x2, 3.0 * K_KAPPA)?;
        let inner_d = add_k(ctx, k3, 1.0)?;
        let inner_d = mul_k(ctx, inner_d, K_BETA)?;
        let rd = ok(ctx.b.mul(sech2, inner_d))?;
        let rd = ok(ctx.b.mul(left, rd))?;
        ok(ctx.b.add(left_d, rd))?
    } else {
        let s = mul_k(ctx, x, SQRT1_2)?;
        let e = ok(ctx.b.erf(s))?;
        let e1 = add_k(ctx, e, 1.0)?;
        let cdf = mul_k(ctx, e1, 0.5)?;
        let x2 = ok(ctx.b.mul(x, x))?;
        let m = mul_k(ctx, x2, -0.5)?;
        let ex = ok(ctx.b.exp(m))?;
        let pdf = mul_k(ctx, ex, 1.0 / (2.0 * std::f64::consts::PI).sqrt())?;
        let xp = ok(ctx.b.mul(x, pdf))?;
        ok(ctx.b.add(cdf, xp))?
    };
    let v = ok(ctx.b.mul(g, dx))?;
    finish(ctx, v, d)
}

pub fn sigmoid_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, y, d) = grad_and(ctx, args, "output")?;
    let one = splat(ctx, y, 1.0)?;
    let om = ok(ctx.b.sub(one, y))?;
    let t = ok(ctx.b.mul(om, y))?;
    let v = ok(ctx.b.mul(g, t))?;
    finish(ctx, v, d)
}

pub fn tanh_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, y, d) = grad_and(ctx, args, "output")?;
    let one = splat(ctx, y, 1.0)?;
    let y2 = ok(ctx.b.mul(y, y))?;
    let om = ok(ctx.b.sub(one, y2))?;
    let v = ok(ctx.b.mul(g, om))?;
    finish(ctx, v, d)
}

pub fn hardtanh_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let lo = scalar_like(ctx, args, "min_val", x, -1.0)?;
    let hi = scalar_like(ctx, args, "max_val", x, 1.0)?;
    let a = ok(ctx.b.compare(x, lo, CmpDir::Le))?;
    let b = ok(ctx.b.compare(x, hi, CmpDir::Ge))?;
    let out = ok(ctx.b.or(a, b))?;
    let z = ctx.zeros_like(g)?;
    let v = ok(ctx.b.select(out, z, g))?;
    finish(ctx, v, d)
}

pub fn leaky_relu_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let slope = scalar_like(ctx, args, "negative_slope", x, 0.01)?;
    let z = ctx.zeros_like(x)?;
    let pos = ok(ctx.b.compare(x, z, CmpDir::Gt))?;
    let n = ok(ctx.b.mul(g, slope))?;
    let v = ok(ctx.b.select(pos, g, n))?;
    finish(ctx, v, d)
}

pub fn elu_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let is_result = args.bool_or("is_result", false)?;
    let (g, x, d) = grad_and(ctx, args, "self_or_result")?;
    let alpha = scalar_like(ctx, args, "alpha", x, 1.0)?;
    let scale = scalar_like(ctx, args, "scale", x, 1.0)?;
    let iscale = scalar_like(ctx, args, "input_scale", x, 1.0)?;
    let z = ctx.zeros_like(x)?;
    let nonpos = ok(ctx.b.compare(x, z, CmpDir::Le))?;
    let gs = ok(ctx.b.mul(g, scale))?;
    let gi = ok(ctx.b.mul(g, iscale))?;
    let neg = if is_result {
        // grad * input_scale * (y + alpha * scale)
        let a = ok(ctx.b.mul(alpha, scale))?;
        let s = ok(ctx.b.add(x, a))?;
        ok(ctx.b.mul(gi, s))?
    } else {
        let xs = ok(ctx.b.mul(x, iscale))?;
        let e = ok(ctx.b.exp(xs))?;
        let a = ok(ctx.b.mul(alpha, scale))?;
        let ae = ok(ctx.b.mul(a, e))?;
        ok(ctx.b.mul(gi, ae))?
    };
    let v = ok(ctx.b.select(nonpos, neg, gs))?;
    finish(ctx, v, d)
}

pub fn softplus_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let beta = scalar_like(ctx, args, "beta", x, 1.0)?;
    let th = scalar_like(ctx, args, "threshold", x, 20.0)?;
    let xb = ok(ctx.b.mul(x, beta))?;
    let big = ok(ctx.b.compare(xb, th, CmpDir::Gt))?;
    let s = ok(ctx.b.logistic(xb))?;
    let gs = ok(ctx.b.mul(g, s))?;
    let v = ok(ctx.b.select(big, g, gs))?;
    finish(ctx, v, d)
}

pub fn hardsigmoid_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let lo = splat(ctx, x, -3.0)?;
    let hi = splat(ctx, x, 3.0)?;
    let a = ok(ctx.b.compare(x, lo, CmpDir::Gt))?;
    let b = ok(ctx.b.compare(x, hi, CmpDir::Lt))?;
    let inside = ok(ctx.b.and(a, b))?;
    let g6 = mul_k(ctx, g, 1.0 / 6.0)?;
    let z = ctx.zeros_like(g)?;
    let v = ok(ctx.b.select(inside, g6, z))?;
    finish(ctx, v, d)
}

pub fn hardswish_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let lo = splat(ctx, x, -3.0)?;
    let hi = splat(ctx, x, 3.0)?;
    let below = ok(ctx.b.compare(x, lo, CmpDir::Le))?;
    let mid = ok(ctx.b.compare(x, hi, CmpDir::Lt))?;
    let x3 = mul_k(ctx, x, 1.0 / 3.0)?;
    let k = add_k(ctx, x3, 0.5)?;
    let gm = ok(ctx.b.mul(g, k))?;
    let z = ctx.zeros_like(g)?;
    let v = ok(ctx.b.select(mid, gm, g))?;
    let v = ok(ctx.b.select(below, z, v))?;
    finish(ctx, v, d)
}

pub fn logit_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let one = splat(ctx, x, 1.0)?;
    let om = ok(ctx.b.sub(one, x))?;
    let den = ok(ctx.b.mul(x, om))?;
    let q = ok(ctx.b.div(g, den))?;
    let v = match args.opt_float("eps")? {
        None => q,
        Some(eps) => {
            let lo = splat(ctx, x, eps)?;
            let hi = splat(ctx, x, 1.0 - eps)?;
            let a = ok(ctx.b.compare(x, lo, CmpDir::Lt))?;
            let b = ok(ctx.b.compare(x, hi, CmpDir::Gt))?;
            let out = ok(ctx.b.or(a, b))?;
            let z = ctx.zeros_like(q)?;
            ok(ctx.b.select(out, z, q))?
        }
    };
    finish(ctx, v, d)
}

// ---------------------------------------------------------------- more activations

/// sin(pi x) / (pi x), 1 at 0.
pub fn sinc(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    float_unary(ctx, args, |c, x| {
        let px = mul_k(c, x, std::f64::consts::PI)?;
        let s = ok(c.b.sin(px))?;
        let q = ok(c.b.div(s, px))?;
        let z = c.zeros_like(x)?;
        let is0 = ok(c.b.compare(x, z, CmpDir::Eq))?;
        let one = splat(c, x, 1.0)?;
        ok(c.b.select(is0, one, q))
    })
}

/// `polygamma(n, x)` for n >= 1. XLA's is accurate for x >= 1 only (its Hurwitz
/// zeta is undefined for negative arguments), so every x below 1 is first
/// moved up by the recurrence psi_n(x) = psi_n(x + 1) + (-1)^(n+1) n! x^-(n+1),
/// the terms summed in a loop as PyTorch's zeta series does. A pole (x at 0 or
/// a negative integer) adds an infinite term, PyTorch's infinity.
fn polygamma_v(ctx: &mut LowerCtx, n: i64, x: Value) -> Result<Value> {
    let ty = ctx.b.ty(x).clone();
    let rank = ty.rank() as i64;
    let s = (n + 1) as f64;
    let terms0 = ctx.zeros_like(x)?;
    // Moves x up while below 1 and still moving (a huge negative x cannot).
    let low = |b: &mut tpj_stablehlo::Builder, x: Value| -> tpj_stablehlo::Result<Value> {
        let one = b.constant_f64(ty.clone(), 1.0)?;
        let below = b.compare(x, one, CmpDir::Lt)?;
        let up = b.add(x, one)?;
        let moves = b.compare(up, x, CmpDir::Ne)?;
        b.and(below, moves)
    };
    let low2 = low.clone();
    let ty2 = ty.clone();
    let out = ok(ctx.b.while_loop(
        &[x, terms0],
        move |b, a| {
            let l = low(b, a[0])?;
            let f = b.constant_bool(tpj_stablehlo::TensorType::scalar(tpj_stablehlo::ElementType::I1), false)?;
            let dims: Vec<i64> = (0..rank).collect();
            Ok(vec![b.reduce(&[l], &[f], &dims, |b, v| Ok(vec![b.or(v[0], v[1])?]))?[0]])
        },
        move |b, a| {
            let l = low2(b, a[0])?;
            let zero = b.constant_f64(ty2.clone(), 0.0)?;
            let one = b.constant_f64(ty2.clone(), 1.0)?;
            let ms = b.constant_f64(ty2.clone(), -s)?;
            let term = b.pow(a[0], ms)?;
            let term = b.select(l, term, zero)?;
            let step = b.select(l, one, zero)?;
            Ok(vec![b.add(a[0], step)?, b.add(a[1], term)?])
        },
    ))?;
    let nn = splat(ctx, x, n as f64)?;
    let shifted = ok(ctx.b.polygamma(nn, out[0]))?;
    let fact: f64 = (1..=n).map(|k| k as f64).product();
    let sign = if n % 2 == 1 { 1.0 } else { -1.0 };
    let k = splat(ctx, x, sign * fact)?;
    let corr = ok(ctx.b.mul(out[1], k))?;
    ok(ctx.b.add(shifted, corr))
}

pub fn polygamma(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let n = args.int("n")?;
    if n < 0 {
        return Err(ctx.invalid("polygamma(n, x) does not support negative n."));
    }
    let x = args.tensor("self")?;
    let out = float_result(x.dtype);
    let c = ctx.cast(x, out)?;
    let c = ctx.cast(c, out.opmath())?;
    let v = if n == 0 { digamma_value(ctx, c.v)? } else { polygamma_v(ctx, n, c.v)? };
    finish(ctx, v, out)
}

pub fn softshrink(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, x, d) = act_input(ctx, args, "self", "softshrink_cpu")?;
    let l = scalar_like(ctx, args, "lambd", x, 0.5)?;
    // Zero inside [-lambd, lambd], shifted toward zero outside; NaN is outside (it stays NaN, as
    // on the CPU).
    let inside = inside_lambd(ctx, x, l)?;
    let gt = ok(ctx.b.compare(x, l, CmpDir::Gt))?;
    let xm = ok(ctx.b.sub(x, l))?;
    let xp = ok(ctx.b.add(x, l))?;
    let z = ctx.zeros_like(x)?;
    let v = ok(ctx.b.select(gt, xm, xp))?;
    let v = ok(ctx.b.select(inside, z, v))?;
    finish(ctx, v, d)
}

pub fn hardshrink(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, x, d) = act_input(ctx, args, "self", "hardshrink_cpu")?;
    let l = scalar_like(ctx, args, "lambd", x, 0.5)?;
    let inside = inside_lambd(ctx, x, l)?;
    let z = ctx.zeros_like(x)?;
    let v = ok(ctx.b.select(inside, z, x))?;
    finish(ctx, v, d)
}

/// -lambd <= x <= lambd
fn inside_lambd(ctx: &mut LowerCtx, x: Value, l: Value) -> Result<Value> {
    let nl = ok(ctx.b.neg(l))?;
    let a = ok(ctx.b.compare(x, nl, CmpDir::Ge))?;
    let b = ok(ctx.b.compare(x, l, CmpDir::Le))?;
    ok(ctx.b.and(a, b))
}

/// softshrink/hardshrink backward: 0 inside [-lambd, lambd], else the gradient.
pub fn shrink_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let l = scalar_like(ctx, args, "lambd", x, 0.5)?;
    let inside = inside_lambd(ctx, x, l)?;
    let z = ctx.zeros_like(g)?;
    let v = ok(ctx.b.select(inside, z, g))?;
    finish(ctx, v, d)
}

/// `log_sigmoid_forward` -> (output, buffer); output = min(x, 0) - log1p(exp(-|x|)).
pub fn log_sigmoid_forward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, x, d) = act_input(ctx, args, "self", "log_sigmoid_forward")?;
    let a = ok(ctx.b.abs(x))?;
    let na = ok(ctx.b.neg(a))?;
    let e = ok(ctx.b.exp(na))?;
    let l = ok(ctx.b.log1p(e))?;
    let z = ctx.zeros_like(x)?;
    let m = ok(ctx.b.min(x, z))?;
    let v = ok(ctx.b.sub(m, l))?;
    let out = finish(ctx, v, d)?;
    let buf = finish(ctx, e, d)?;
    Ok(vec![out[0], buf[0]])
}

/// grad * (max_deriv - sign * z / (1 + z)), z = exp(-|x|) (the buffer is recomputed).
pub fn log_sigmoid_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, d) = grad_and(ctx, args, "self")?;
    let a = ok(ctx.b.abs(x))?;
    let na = ok(ctx.b.neg(a))?;
    let zexp = ok(ctx.b.exp(na))?;
    let one = splat(ctx, x, 1.0)?;
    let den = ok(ctx.b.add(one, zexp))?;
    let q = ok(ctx.b.div(zexp, den))?;
    let z = ctx.zeros_like(x)?;
    let neg = ok(ctx.b.compare(x, z, CmpDir::Lt))?;
    // x < 0: 1 - q; else: q
    let omq = ok(ctx.b.sub(one, q))?;
    let dx = ok(ctx.b.select(neg, omq, q))?;
    let v = ok(ctx.b.mul(g, dx))?;
    finish(ctx, v, d)
}

/// `_prelu_kernel(x, weight)`: x where x > 0, else weight * x (weight broadcasts).
pub fn prelu_kernel(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let w = args.tensor("weight")?;
    let dtype = ctx.result_type(&[x, w])?;
    let vs = promote_compute(ctx, &[x, w], dtype, dtype.opmath())?;
    let z = ctx.zeros_like(vs[0])?;
    let pos = ok(ctx.b.compare(vs[0], z, CmpDir::Gt))?;
    let wx = ok(ctx.b.mul(vs[0], vs[1]))?;
    let v = ok(ctx.b.select(pos, vs[0], wx))?;
    finish(ctx, v, dtype)
}

/// -> (grad_input, grad_weight), both of the broadcast shape (autograd reduces).
pub fn prelu_kernel_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let w = args.tensor("weight")?;
    let dtype = ctx.result_type(&[g, x, w])?;
    let vs = promote_compute(ctx, &[g, x, w], dtype, dtype.opmath())?;
    let (g, x, w) = (vs[0], vs[1], vs[2]);
    let z = ctx.zeros_like(x)?;
    let pos = ok(ctx.b.compare(x, z, CmpDir::Gt))?;
    let wg = ok(ctx.b.mul(w, g))?;
    let gi = ok(ctx.b.select(pos, g, wg))?;
    let xg = ok(ctx.b.mul(x, g))?;
    let gw = ok(ctx.b.select(pos, z, xg))?;
    let a = finish(ctx, gi, dtype)?;
    let b = finish(ctx, gw, dtype)?;
    Ok(vec![a[0], b[0]])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_unary() {
        check("exp_bf16", "exp", vec![("self", T::Tensor(BF16, vec![4]))]);
        check("sqrt_int", "sqrt", vec![("self", T::Tensor(I64, vec![4]))]);
        check("gelu_tanh_f32", "gelu", vec![("self", T::Tensor(F32, vec![4])), ("approximate", T::Str("tanh"))]);
        check("nan_to_num_f16", "nan_to_num", vec![("self", T::Tensor(F16, vec![3])), ("nan", T::None), ("posinf", T::None), ("neginf", T::None)]);
        check("threshold_backward_f32", "threshold_backward", vec![("grad_output", T::Tensor(F32, vec![4])), ("self", T::Tensor(F32, vec![4])), ("threshold", T::Scalar(I64))]);
        check("round_decimals_f32", "round", vec![("self", T::Tensor(F32, vec![4])), ("decimals", T::Int(2))]);
        check("digamma_f32", "digamma", vec![("self", T::Tensor(F32, vec![4]))]);
        check("softshrink_f32", "softshrink", vec![("self", T::Tensor(F32, vec![4])), ("lambd", T::Scalar(F64))]);
    }

    #[test]
    fn unary_errors() {
        let e = lower_text("neg", vec![("self", T::Tensor(Bool, vec![2]))]).unwrap_err();
        assert!(e.contains("Negation, the `-` operator, on a bool tensor is not supported"), "{e}");
        let e = lower_text("relu", vec![("self", T::Tensor(Bool, vec![2]))]).unwrap_err();
        assert!(e.contains("Boolean inputs not supported for relu"), "{e}");
        let e = lower_text("gelu", vec![("self", T::Tensor(I64, vec![2])), ("approximate", T::Str("none"))]).unwrap_err();
        assert!(e.contains("not implemented for 'Long'"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("neg", "neg", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("abs", "abs", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("exp2", "exp2", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("expm1", "expm1", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("log", "log", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("log2", "log2", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("log10", "log10", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("log1p", "log1p", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("rsqrt", "rsqrt", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("reciprocal", "reciprocal", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("sin", "sin", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("cos", "cos", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("tan", "tan", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("asin", "asin", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("acos", "acos", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("atan", "atan", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("sinh", "sinh", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("cosh", "cosh", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("tanh", "tanh", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("asinh", "asinh", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("acosh", "acosh", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("atanh", "atanh", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("sigmoid", "sigmoid", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("erf", "erf", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("erfc", "erfc", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("erfinv", "erfinv", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("lgamma", "lgamma", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("digamma", "digamma", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("deg2rad", "deg2rad", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("rad2deg", "rad2deg", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("floor", "floor", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("ceil", "ceil", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("trunc", "trunc", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("frac", "frac", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("sign", "sign", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("sgn", "sgn", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("logical_not", "logical_not", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("bitwise_not", "bitwise_not", vec![("self", T::Tensor(I32, vec![2, 3]))]);
        check("isnan", "isnan", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("isinf", "isinf", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("isposinf", "isposinf", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("isneginf", "isneginf", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("signbit", "signbit", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("relu", "relu", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("silu", "silu", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("mish", "mish", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("hardsigmoid", "hardsigmoid", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("hardswish", "hardswish", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("softplus", "softplus", vec![("self", T::Tensor(F32, vec![2, 3])), ("beta", T::Scalar(F64)), ("threshold", T::Scalar(F64))]);
        check("elu", "elu", vec![("self", T::Tensor(F32, vec![2, 3])), ("alpha", T::Scalar(F64)), ("scale", T::Scalar(F64)), ("input_scale", T::Scalar(F64))]);
        check("leaky_relu", "leaky_relu", vec![("self", T::Tensor(F32, vec![2, 3])), ("negative_slope", T::Scalar(F64))]);
        check("celu", "celu", vec![("self", T::Tensor(F32, vec![2, 3])), ("alpha", T::Scalar(F64))]);
        check("hardtanh", "hardtanh", vec![("self", T::Tensor(F32, vec![2, 3])), ("min_val", T::Scalar(F64)), ("max_val", T::Scalar(F64))]);
        check("threshold", "threshold", vec![("self", T::Tensor(F32, vec![2, 3])), ("threshold", T::Scalar(F64)), ("value", T::Scalar(F64))]);
        check("logit", "logit", vec![("self", T::Tensor(F32, vec![2, 3])), ("eps", T::None)]);
        check("logit_eps", "logit", vec![("self", T::Tensor(F32, vec![2, 3])), ("eps", T::Float(0.25))]);
        check("gelu_backward", "gelu_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("approximate", T::Str("none"))]);
        check("sigmoid_backward", "sigmoid_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("output", T::Tensor(F32, vec![2, 3]))]);
        check("tanh_backward", "tanh_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("output", T::Tensor(F32, vec![2, 3]))]);
        check("hardtanh_backward", "hardtanh_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("min_val", T::Scalar(F64)), ("max_val", T::Scalar(F64))]);
        check("leaky_relu_backward", "leaky_relu_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("negative_slope", T::Scalar(F64)), ("self_is_result", T::Bool(false))]);
        check("elu_backward", "elu_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("alpha", T::Scalar(F64)), ("scale", T::Scalar(F64)), ("input_scale", T::Scalar(F64)), ("is_result", T::Bool(false)), ("self_or_result", T::Tensor(F32, vec![2, 3]))]);
        check("softplus_backward", "softplus_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("beta", T::Scalar(F64)), ("threshold", T::Scalar(F64))]);
        check("hardsigmoid_backward", "hardsigmoid_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3]))]);
        check("hardswish_backward", "hardswish_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3]))]);
        check("logit_backward", "logit_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("eps", T::None)]);
        check("sinc", "sinc", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("polygamma", "polygamma", vec![("n", T::Int(1)), ("self", T::Tensor(F32, vec![2, 3]))]);
        check("softshrink", "softshrink", vec![("self", T::Tensor(F32, vec![2, 3])), ("lambd", T::Scalar(F64))]);
        check("hardshrink", "hardshrink", vec![("self", T::Tensor(F32, vec![2, 3])), ("lambd", T::Scalar(F64))]);
        check("softshrink_backward", "softshrink_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("lambd", T::Scalar(F64))]);
        check("hardshrink_backward", "hardshrink_backward", vec![("grad_out", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("lambd", T::Scalar(F64))]);
        check("log_sigmoid_forward", "log_sigmoid_forward", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("log_sigmoid_backward", "log_sigmoid_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("buffer", T::Tensor(F32, vec![2, 3]))]);
        check("_prelu_kernel", "_prelu_kernel", vec![("self", T::Tensor(F32, vec![2, 3])), ("weight", T::Tensor(F32, vec![2, 3]))]);
        check("_prelu_kernel_backward", "_prelu_kernel_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 3])), ("weight", T::Tensor(F32, vec![2, 3]))]);
    }
}
