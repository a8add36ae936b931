//! Special functions and small composite ops: angle, glu, channel_shuffle,
//! xlog1py, entr, ndtri, log_ndtr, erfcx, isin, frexp, renorm, nearest
//! upsampling (and its backward).

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ConvConfig, ConvDimensionNumbers, ElementType, GatherDims, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("angle", angle);
    r.op("glu", glu);
    r.op("glu_backward", glu_backward);
    r.op("channel_shuffle", channel_shuffle);
    r.op("native_channel_shuffle", channel_shuffle);
    r.op("special_xlog1py", xlog1py).overloads(&[""]);
    r.op("special_entr", entr);
    r.op("special_ndtri", ndtri);
    r.op("special_log_ndtr", log_ndtr);
    r.op("special_erfcx", erfcx);
    r.op("isin", isin).overloads(&["Tensor_Tensor", "Tensor_Scalar", "Scalar_Tensor"]).pad(PadRule::Special(pad_rules::ISIN_PAD));
    r.op("frexp", frexp).overloads(&["Tensor"]);
    r.op("renorm", renorm).consts(&["p"]);
    r.op("upsample_nearest1d", upsample_nearest);
    r.op("upsample_nearest2d", upsample_nearest);
    r.op("upsample_nearest3d", upsample_nearest);
    r.op("_upsample_nearest_exact1d", upsample_nearest_exact);
    r.op("_upsample_nearest_exact2d", upsample_nearest_exact);
    r.op("_upsample_nearest_exact3d", upsample_nearest_exact);
    r.op("_efficientzerotensor", efficient_zero_tensor).pad(PadRule::Elementwise);
    r.op("im2col", im2col);
    r.op("upsample_linear1d", upsample_linear);
    r.op("upsample_bilinear2d", upsample_linear);
    r.op("upsample_trilinear3d", upsample_linear);
    r.op("upsample_linear1d_backward", upsample_linear_backward);
    r.op("upsample_bilinear2d_backward", upsample_linear_backward);
    r.op("upsample_trilinear3d_backward", upsample_linear_backward);
    r.op("upsample_bicubic2d", upsample_bicubic);
    r.op("upsample_bicubic2d_backward", upsample_bicubic_backward);
    r.op("_upsample_bilinear2d_aa", upsample_bilinear_aa);
    r.op("_upsample_bilinear2d_aa_backward", upsample_bilinear_aa_backward);
    r.op("_upsample_bicubic2d_aa", upsample_bicubic_aa);
    r.op("_upsample_bicubic2d_aa_backward", upsample_bicubic_aa_backward);
    r.op("upsample_nearest1d_backward", upsample_nearest_backward);
    r.op("upsample_nearest2d_backward", upsample_nearest_backward);
    r.op("upsample_nearest3d_backward", upsample_nearest_backward);
    r.op("_upsample_nearest_exact1d_backward", upsample_nearest_exact_backward);
    r.op("_upsample_nearest_exact2d_backward", upsample_nearest_exact_backward);
    r.op("_upsample_nearest_exact3d_backward", upsample_nearest_exact_backward);
}

/// Integers and bools compute as the default float, like PyTorch's unary float ops.
fn float_input(ctx: &mut LowerCtx, t: TensorArg) -> Result<(Value, DType)> {
    let d = if t.dtype.is_float() { t.dtype } else { DType::F32 };
    let c = ctx.cast(t, d.opmath())?;
    Ok((c.v, d))
}

fn finish(ctx: &mut LowerCtx, v: Value, d: DType) -> Result<Vec<TensorArg>> {
    let v = ctx.convert_value(v, d)?;
    Ok(vec![ctx.out(v, d)])
}

fn splat(ctx: &mut LowerCtx, like: Value, x: f64) -> Result<Value> {
    ctx.full_like(like, x)
}

/// `angle` of a real number: 0 for x >= 0, pi for x < 0, NaN stays NaN.
pub fn angle(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    if t.dtype.is_complex() {
        // The argument of a complex number: atan2(imag, real), a real result.
        let re = ok(ctx.b.real(t.v))?;
        let im = ok(ctx.b.imag(t.v))?;
        let v = ok(ctx.b.atan2(im, re))?;
        return finish(ctx, v, t.dtype.real_part());
    }
    let (x, d) = float_input(ctx, t)?;
    let zero = splat(ctx, x, 0.0)?;
    let pi = splat(ctx, x, std::f64::consts::PI)?;
    let neg = ok(ctx.b.compare(x, zero, CmpDir::Lt))?;
    let a = ok(ctx.b.select(neg, pi, zero))?;
    let nan = ok(ctx.b.compare(x, x, CmpDir::Ne))?;
    let v = ok(ctx.b.select(nan, x, a))?;
    finish(ctx, v, d)
}

/// `glu(x, dim)`: first half times the sigmoid of the second half.
pub fn glu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    if !t.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"glu\" not implemented for '{}'", t.dtype.short_name())));
    }
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int_or("dim", -1)?, shape.len())?;
    if shape.is_empty() || shape[dim] % 2 != 0 {
        return Err(ctx.invalid(format!("Halving dimension must be even, but dimension {dim} is size {}", shape.get(dim).copied().unwrap_or(0))));
    }
    let x = ctx.cast(t, t.dtype.opmath())?.v;
    let (a, b) = halves(ctx, x, &shape, dim)?;
    let s = ok(ctx.b.logistic(b))?;
    let v = ok(ctx.b.mul(a, s))?;
    finish(ctx, v, t.dtype)
}

/// The two halves of `x` along `dim` (glu's value and gate).
fn halves(ctx: &mut LowerCtx, x: Value, shape: &[i64], dim: usize) -> Result<(Value, Value)> {
    let h = shape[dim] / 2;
    let ones = vec![1; shape.len()];
    let mut lo = vec![0; shape.len()];
    let mut hi = shape.to_vec();
    hi[dim] = h;
    let a = ok(ctx.b.slice(x, &lo, &hi, &ones))?;
    lo[dim] = h;
    hi[dim] = shape[dim];
    let b = ok(ctx.b.slice(x, &lo, &hi, &ones))?;
    Ok((a, b))
}

/// Gradient of `glu`: [g * sig(b), g * a * sig(b) * (1 - sig(b))] along `dim`.
pub fn glu_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int_or("dim", -1)?, shape.len())?;
    let c = t.dtype.opmath();
    let x = ctx.cast(t, c)?.v;
    let gv = ctx.cast(g, c)?.v;
    let (a, b) = halves(ctx, x, &shape, dim)?;
    let s = ok(ctx.b.logistic(b))?;
    let ga = ok(ctx.b.mul(gv, s))?;
    let one = ctx.full_like(s, 1.0)?;
    let oms = ok(ctx.b.sub(one, s))?;
    let gb = ok(ctx.b.mul(ga, a))?;
    let gb = ok(ctx.b.mul(gb, oms))?;
    let v = ok(ctx.b.concatenate(&[ga, gb], dim as i64))?;
    finish(ctx, v, t.dtype)
}

/// `channel_shuffle(x, groups)`: [N, g*c, ...] -> view [N, g, c, ...] -> swap g,c.
pub fn channel_shuffle(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let g = args.int("groups")?;
    let shape = ctx.shape(t.v);
    if shape.len() < 3 {
        return Err(ctx.invalid(format!("channel_shuffle expects input to have at least 3 dimensions, but got input with sizes {shape:?}")));
    }
    if g <= 0 || shape[1] % g != 0 {
        return Err(ctx.invalid(format!("Number of channels must be divisible by groups. Got {} channels and {g} groups.", shape[1])));
    }
    let mut split = vec![shape[0], g, shape[1] / g];
    split.extend_from_slice(&shape[2..]);
    let v = ok(ctx.b.reshape(t.v, &split))?;
    let mut perm: Vec<i64> = vec![0, 2, 1];
    perm.extend(3..split.len() as i64);
    let v = ok(ctx.b.transpose(v, &perm))?;
    let v = ok(ctx.b.reshape(v, &shape))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `xlog1py(x, y)`: x * log1p(y), 0 where x == 0 (unless y is NaN).
pub fn xlog1py(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = args.operand("self")?;
    let b = args.operand("other")?;
    let mut d = ctx.result_type(&[a, b])?;
    if !d.is_float() {
        d = DType::F32;
    }
    let vs = ctx.unify(&[a, b], d.opmath())?;
    let (x, y) = (vs[0], vs[1]);
    let l = ok(ctx.b.log1p(y))?;
    let p = ok(ctx.b.mul(x, l))?;
    let zero = splat(ctx, x, 0.0)?;
    let xz = ok(ctx.b.compare(x, zero, CmpDir::Eq))?;
    let yn = ok(ctx.b.compare(y, y, CmpDir::Ne))?;
    let not_yn = ok(ctx.b.not(yn))?;
    let use_zero = ok(ctx.b.and(xz, not_yn))?;
    let v = ok(ctx.b.select(use_zero, zero, p))?;
    finish(ctx, v, d)
}

/// `entr(x)`: -x ln x for x > 0, 0 at 0, -inf for x < 0, NaN stays NaN.
pub fn entr(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, d) = float_input(ctx, args.tensor("self")?)?;
    let zero = splat(ctx, x, 0.0)?;
    let ninf = splat(ctx, x, f64::NEG_INFINITY)?;
    let l = ok(ctx.b.log(x))?;
    let p = ok(ctx.b.mul(x, l))?;
    let v = ok(ctx.b.neg(p))?;
    let is0 = ok(ctx.b.compare(x, zero, CmpDir::Eq))?;
    let v = ok(ctx.b.select(is0, zero, v))?;
    let neg = ok(ctx.b.compare(x, zero, CmpDir::Lt))?;
    let v = ok(ctx.b.select(neg, ninf, v))?;
    finish(ctx, v, d)
}

/// `ndtri(p)`: the standard normal quantile, sqrt(2) * erfinv(2p - 1).
pub fn ndtri(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, d) = float_input(ctx, args.tensor("self")?)?;
    let two = splat(ctx, x, 2.0)?;
    let one = splat(ctx, x, 1.0)?;
    let t = ok(ctx.b.mul(x, two))?;
    let t = ok(ctx.b.sub(t, one))?;
    let e = ok(ctx.b.erf_inv(t))?;
    let r2 = splat(ctx, x, std::f64::consts::SQRT_2)?;
    let v = ok(ctx.b.mul(e, r2))?;
    finish(ctx, v, d)
}

/// `log_ndtr(x)`: log of the standard normal CDF, log(erfc(-x/sqrt2)/2); for
/// very negative x the asymptotic series keeps it finite.
pub fn log_ndtr(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, d) = float_input(ctx, args.tensor("self")?)?;
    let inv_r2 = splat(ctx, x, std::f64::consts::FRAC_1_SQRT_2)?;
    let z = ok(ctx.b.mul(x, inv_r2))?;
    let nz = ok(ctx.b.neg(z))?;
    let c = ok(ctx.b.erfc(nz))?;
    let half = splat(ctx, x, 0.5)?;
    let c = ok(ctx.b.mul(c, half))?;
    let direct = ok(ctx.b.log(c))?;
    // x << 0: log Phi(x) ~ -x^2/2 - log(-x) - log(sqrt(2 pi)) + log(1 - 1/x^2 + 3/x^4).
    let x2 = ok(ctx.b.mul(x, x))?;
    let a = ok(ctx.b.mul(x2, half))?;
    let negx = ok(ctx.b.neg(x))?;
    let lnx = ok(ctx.b.log(negx))?;
    let k = splat(ctx, x, 0.5 * (2.0 * std::f64::consts::PI).ln())?;
    let s = ok(ctx.b.add(a, lnx))?;
    let s = ok(ctx.b.add(s, k))?;
    let one = splat(ctx, x, 1.0)?;
    let inv2 = ok(ctx.b.div(one, x2))?;
    let three = splat(ctx, x, 3.0)?;
    let inv4 = ok(ctx.b.mul(inv2, inv2))?;
    let t3 = ok(ctx.b.mul(three, inv4))?;
    let corr = ok(ctx.b.sub(one, inv2))?;
    let corr = ok(ctx.b.add(corr, t3))?;
    let fifteen = splat(ctx, x, 15.0)?;
    let inv6 = ok(ctx.b.mul(inv4, inv2))?;
    let t5 = ok(ctx.b.mul(fifteen, inv6))?;
    let corr = ok(ctx.b.sub(corr, t5))?;
    let lc = ok(ctx.b.log(corr))?;
    let asym = ok(ctx.b.sub(lc, s))?;
    // Below this the f32 erfc underflows; the series is accurate to ~1e-5 there.
    let cut = splat(ctx, x, -8.0)?;
    let far = ok(ctx.b.compare(x, cut, CmpDir::Lt))?;
    let v = ok(ctx.b.select(far, asym, direct))?;
    finish(ctx, v, d)
}

/// `erfcx(x) = exp(x^2) erfc(x)`; for large x the continued-fraction
/// asymptote 1/(x sqrt(pi)) (1 - 1/(2x^2) + 3/(4x^4)) avoids inf * 0.
pub fn erfcx(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, d) = float_input(ctx, args.tensor("self")?)?;
    let x2 = ok(ctx.b.mul(x, x))?;
    let e = ok(ctx.b.exp(x2))?;
    let c = ok(ctx.b.erfc(x))?;
    let direct = ok(ctx.b.mul(e, c))?;
    let one = splat(ctx, x, 1.0)?;
    let inv2 = ok(ctx.b.div(one, x2))?;
    let half = splat(ctx, x, 0.5)?;
    let t1 = ok(ctx.b.mul(inv2, half))?;
    let q = splat(ctx, x, 0.75)?;
    let inv4 = ok(ctx.b.mul(inv2, inv2))?;
    let t2 = ok(ctx.b.mul(inv4, q))?;
    let f = ok(ctx.b.sub(one, t1))?;
    let f = ok(ctx.b.add(f, t2))?;
    let sp = splat(ctx, x, std::f64::consts::PI.sqrt())?;
    let den = ok(ctx.b.mul(x, sp))?;
    let asym = ok(ctx.b.div(f, den))?;
    let cut = splat(ctx, x, 9.0)?;
    let big = ok(ctx.b.compare(x, cut, CmpDir::Gt))?;
    let v = ok(ctx.b.select(big, asym, direct))?;
    finish(ctx, v, d)
}

/// `isin(elements, test_elements, invert)`: compares every element with every test element.
pub fn isin(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let e = args.operand("elements").or_else(|_| args.operand("element"))?;
    let t = args.operand("test_elements").or_else(|_| args.operand("test_element"))?;
    let invert = args.bool_or("invert", false)?;
    let d = ctx.result_type(&[e, t])?;
    let es = ctx.shape(e.v);
    let ev = ctx.cast(e, d)?.v;
    let tv = ctx.cast(t, d)?.v;
    let n: i64 = es.iter().product();
    let m = ctx.b.ty(tv).numel();
    let ef = ok(ctx.b.reshape(ev, &[n]))?;
    let tf = ok(ctx.b.reshape(tv, &[m]))?;
    let eb = ok(ctx.b.broadcast_in_dim(ef, &[n, m], &[0]))?;
    let tb = ok(ctx.b.broadcast_in_dim(tf, &[n, m], &[1]))?;
    let eq = ok(ctx.b.compare(eb, tb, CmpDir::Eq))?;
    let f = ctx.constant(ElementType::I1, &[], 0.0)?;
    let any = ok(ctx.b.reduce(&[eq], &[f], &[1], |b, a| Ok(vec![b.or(a[0], a[1])?])))?[0];
    let any = if invert { ok(ctx.b.not(any))? } else { any };
    let v = ok(ctx.b.reshape(any, &es))?;
    Ok(vec![ctx.out(v, DType::Bool)])
}

/// `frexp(x)`: mantissa in [0.5, 1) (sign kept) and int32 exponent, from the bits.
pub fn frexp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    if !t.dtype.is_float() {
        return Err(ctx.invalid(format!("torch.frexp() only supports floating-point dtypes, but got {}", t.dtype)));
    }
    let x = ctx.cast(t, DType::F32)?.v;
    let shape = ctx.shape(x);
    let bits = ok(ctx.b.bitcast_convert(x, TensorType::new(ElementType::I32, shape.clone())))?;
    let c = |ctx: &mut LowerCtx, v: i64| ctx.constant_int(ElementType::I32, &shape, v);
    // All in integer arithmetic: XLA's CPU float ops treat subnormal inputs as
    // zero, so scaling one up by 2^23 in float gives 0.
    let field = |ctx: &mut LowerCtx, v: Value, mask: i64| -> Result<Value> {
        let m = ctx.constant_int(ElementType::I32, &shape, mask)?;
        ok(ctx.b.and(v, m))
    };
    let sign = field(ctx, bits, i32::MIN as i64)?;
    let magnitude = field(ctx, bits, 0x7fff_ffff)?;
    let m = field(ctx, bits, 0x007f_ffff)?;
    let eb = field(ctx, bits, 0x7f80_0000)?;
    let sh = c(ctx, 23)?;
    let e = ok(ctx.b.shift_right_logical(eb, sh))?;
    let zero_i = c(ctx, 0)?;
    let sub = ok(ctx.b.compare(e, zero_i, CmpDir::Eq))?;
    // A subnormal's leading one moves up to the implicit bit: by its leading
    // zeros less the 8 above the mantissa field.
    let lz = ok(ctx.b.count_leading_zeros(m))?;
    let eight = c(ctx, 8)?;
    let shift = ok(ctx.b.sub(lz, eight))?;
    let normal_m = ok(ctx.b.shift_left(m, shift))?;
    let normal_m = field(ctx, normal_m, 0x007f_ffff)?;
    let mfield = ok(ctx.b.select(sub, normal_m, m))?;
    let bias = c(ctx, 126)?;
    let exp_normal = ok(ctx.b.sub(e, bias))?;
    let base = c(ctx, -125)?;
    let exp_sub = ok(ctx.b.sub(base, shift))?;
    let exp = ok(ctx.b.select(sub, exp_sub, exp_normal))?;
    let half_exp = c(ctx, 126 << 23)?;
    let mbits = ok(ctx.b.or(sign, half_exp))?;
    let mbits = ok(ctx.b.or(mbits, mfield))?;
    // Zero, inf and NaN: mantissa is x itself, exponent 0. Selected on the
    // bits: LLVM turns a select of the float `x` under this integer test into a
    // float compare with 0, true for subnormals where the CPU flushes them.
    let is0 = ok(ctx.b.compare(magnitude, zero_i, CmpDir::Eq))?;
    let all_ones = c(ctx, 0xff)?;
    let nonfin = ok(ctx.b.compare(e, all_ones, CmpDir::Eq))?;
    let special = ok(ctx.b.or(is0, nonfin))?;
    let mbits = ok(ctx.b.select(special, bits, mbits))?;
    let mant = ok(ctx.b.bitcast_convert(mbits, TensorType::new(ElementType::F32, shape.clone())))?;
    let exp = ok(ctx.b.select(special, zero_i, exp))?;
    let mant = ctx.convert_value(mant, t.dtype)?;
    Ok(vec![ctx.out(mant, t.dtype), ctx.out(exp, DType::I32)])
}

/// `renorm(x, p, dim, maxnorm)`: each slice along `dim` whose p-norm exceeds
/// maxnorm is scaled to maxnorm / (norm + 1e-7).
pub fn renorm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    if !t.dtype.is_float() {
        return Err(ctx.invalid(format!("renorm: expected a floating point tensor, got {}", t.dtype)));
    }
    let p = args.float("p")?;
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let maxnorm = args.operand("maxnorm")?;
    let c = t.dtype.opmath();
    let x = ctx.cast(t, c)?.v;
    let other: Vec<i64> = (0..shape.len() as i64).filter(|&d| d != dim as i64).collect();
    let a = ok(ctx.b.abs(x))?;
    let z = ctx.constant(c.elem(), &[], 0.0)?;
    let norm = if p.is_infinite() {
        let ninf = ctx.constant(c.elem(), &[], f64::NEG_INFINITY)?;
        ok(ctx.b.reduce(&[a], &[ninf], &other, |b, v| Ok(vec![b.max(v[0], v[1])?])))?[0]
    } else if p == 1.0 {
        ok(ctx.b.reduce(&[a], &[z], &other, |b, v| Ok(vec![b.add(v[0], v[1])?])))?[0]
    } else {
        let pv = ctx.full_like(a, p)?;
        let ap = ok(ctx.b.pow(a, pv))?;
        let s = ok(ctx.b.reduce(&[ap], &[z], &other, |b, v| Ok(vec![b.add(v[0], v[1])?])))?[0];
        let inv = ctx.full_like(s, 1.0 / p)?;
        ok(ctx.b.pow(s, inv))?
    };
    let mn = ctx.cast(maxnorm, c)?.v;
    let n = ctx.shape(norm);
    let mn = ctx.broadcast_to(mn, &n)?;
    let over = ok(ctx.b.compare(norm, mn, CmpDir::Gt))?;
    let eps = ctx.full_like(norm, 1e-7)?;
    let den = ok(ctx.b.add(norm, eps))?;
    let f = ok(ctx.b.div(mn, den))?;
    let one = ctx.full_like(norm, 1.0)?;
    let f = ok(ctx.b.select(over, f, one))?;
    let f = ok(ctx.b.broadcast_in_dim(f, &shape, &[dim as i64]))?;
    let v = ok(ctx.b.mul(x, f))?;
    finish(ctx, v, t.dtype)
}

/// Source index of each output position of nearest(-exact) resampling, in
/// PyTorch's f32 arithmetic (`nearest_idx` / `nearest_exact_idx`).
fn nearest_indices(input: i64, output: i64, scale: Option<f64>, exact: bool) -> Vec<i64> {
    let s: f32 = match scale {
        Some(s) if s > 0.0 => (1.0 / s) as f32,
        _ => input as f32 / output as f32,
    };
    (0..output)
        .map(|o| {
            if !exact && output == input {
                o
            } else if !exact && output == 2 * input {
                o >> 1
            } else {
                let f = if exact { ((o as f32 + 0.5) * s).floor() } else { (o as f32 * s).floor() };
                (f as i64).min(input - 1)
            }
        })
        .collect()
}

/// Output sizes and per-dim scales of an upsample call (both overloads).
fn upsample_plan(ctx: &LowerCtx, args: &Args, input_spatial: &[i64]) -> Result<(Vec<i64>, Vec<Option<f64>>)> {
    let k = input_spatial.len();
    let factors = match args.raw("scale_factors") {
        Some(Arg::FloatList(f)) => Some(f.clone()),
        _ => None,
    };
    let out = match args.opt_ints("output_size")? {
        Some(o) if !o.is_empty() => o,
        _ => match &factors {
            Some(f) => input_spatial.iter().zip(f).map(|(&i, &s)| (i as f64 * s).floor() as i64).collect(),
            None => return Err(ctx.invalid("upsample: either output_size or scale_factors must be given")),
        },
    };
    let scales: Vec<Option<f64>> = match &factors {
        Some(f) => f.iter().map(|&s| Some(s)).collect(),
        None => {
            let names: &[&str] = match k {
                1 => &["scales"],
                2 => &["scales_h", "scales_w"],
                _ => &["scales_d", "scales_h", "scales_w"],
            };
            names.iter().map(|n| args.opt_float(n).ok().flatten()).collect()
        }
    };
    if out.len() != k || out.iter().any(|&o| o <= 0) {
        return Err(ctx.invalid(format!("upsample: output size {out:?} is invalid for input spatial size {input_spatial:?}")));
    }
    Ok((out, scales))
}

fn gather_dim(ctx: &mut LowerCtx, v: Value, dim: usize, idx: &[i64]) -> Result<Value> {
    let shape = ctx.shape(v);
    let n = idx.len() as i64;
    let iv = ok(ctx.b.constant_elements_i64(TensorType::new(ElementType::I64, vec![n, 1]), idx))?;
    let offset_dims: Vec<i64> = (0..shape.len() as i64).filter(|&d| d != dim as i64).collect();
    let mut slice = shape.clone();
    slice[dim] = 1;
    let dims = GatherDims { offset_dims, collapsed_slice_dims: vec![dim as i64], start_index_map: vec![dim as i64], index_vector_dim: 1, ..Default::default() };
    // The slice dims keep their positions, so the gathered (batch) dim lands at `dim`.
    ok(ctx.b.gather(v, iv, &dims, &slice, false))
}

fn upsample_impl(ctx: &mut LowerCtx, args: &Args, exact: bool) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self").or_else(|_| args.tensor("input"))?;
    let shape = ctx.shape(t.v);
    let k = shape.len().saturating_sub(2);
    if k == 0 {
        return Err(ctx.invalid(format!("upsample: expected a 3-D to 5-D input, got {shape:?}")));
    }
    let (out, scales) = upsample_plan(ctx, args, &shape[2..])?;
    let mut v = t.v;
    for j in 0..k {
        let idx = nearest_indices(shape[2 + j], out[j], scales[j], exact);
        v = gather_dim(ctx, v, 2 + j, &idx)?;
    }
    Ok(vec![ctx.out(v, t.dtype)])
}

pub fn upsample_nearest(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    upsample_impl(ctx, args, false)
}

pub fn upsample_nearest_exact(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    upsample_impl(ctx, args, true)
}

/// The gradient of nearest resampling: output gradients summed back onto the
/// input positions they were read from, one spatial dim at a time.
fn upsample_backward_impl(ctx: &mut LowerCtx, args: &Args, exact: bool) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let input_size = args.ints("input_size")?;
    let out = args.ints("output_size")?;
    let k = input_size.len() - 2;
    let names: &[&str] = match k {
        1 => &["scales"],
        2 => &["scales_h", "scales_w"],
        _ => &["scales_d", "scales_h", "scales_w"],
    };
    let scales: Vec<Option<f64>> = names.iter().map(|n| args.opt_float(n).ok().flatten()).collect();
    let c = g.dtype.opmath();
    let mut v = ctx.cast(g, c)?.v;
    for j in (0..k).rev() {
        let d = 2 + j;
        let idx = nearest_indices(input_size[d], out[j], scales[j], exact);
        let mut target = ctx.shape(v);
        target[d] = input_size[d];
        v = scatter_add_dim(ctx, v, d, &idx, &target)?;
    }
    let v = ctx.convert_value(v, g.dtype)?;
    Ok(vec![ctx.out(v, g.dtype)])
}

pub fn upsample_nearest_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    upsample_backward_impl(ctx, args, false)
}

pub fn upsample_nearest_exact_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    upsample_backward_impl(ctx, args, true)
}

/// `_efficientzerotensor(size, dtype)`: autograd's zero gradients. A plain
/// zeros tensor here (same values; the ZeroTensor key is a CPU/CUDA-side saving).
pub fn efficient_zero_tensor(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let size = args.ints("size")?;
    let d = args.opt_dtype("dtype")?.unwrap_or(DType::F32);
    let v = ctx.constant(d.elem(), &size, 0.0)?;
    Ok(vec![ctx.out(v, d)])
}

/// `im2col` (`F.unfold`): sliding blocks as columns, [N, C*kh*kw, L], as a
/// grouped convolution with one-hot kernels (channel c*kh*kw + i*kw + j).
pub fn im2col(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let k = args.ints("kernel_size")?;
    let dil = args.ints("dilation")?;
    let pad = args.ints("padding")?;
    let st = args.ints("stride")?;
    let shape = ctx.shape(t.v);
    let batched = shape.len() == 4;
    if !(shape.len() == 3 || batched) {
        return Err(ctx.invalid(format!("Expected 3D or 4D (batch mode) tensor for input with possibly 0 batch size, got {shape:?}")));
    }
    let x = if batched { t.v } else { ok(ctx.b.reshape(t.v, &[1, shape[0], shape[1], shape[2]]))? };
    let xs = ctx.shape(x);
    let (n, c, h, w) = (xs[0], xs[1], xs[2], xs[3]);
    let (kh, kw) = (k[0], k[1]);
    let oh = (h + 2 * pad[0] - dil[0] * (kh - 1) - 1) / st[0] + 1;
    let ow = (w + 2 * pad[1] - dil[1] * (kw - 1) - 1) / st[1] + 1;
    if oh <= 0 || ow <= 0 {
        return Err(ctx.invalid(format!(
            "Given input with spatial size ({h}, {w}), kernel_size=({kh}, {kw}), dilation=({}, {}), padding=({}, {}), calculated shape of the array of sliding blocks as ({oh}, {ow}), but its components must be at least one.",
            dil[0], dil[1], pad[0], pad[1]
        )));
    }
    let kk = kh * kw;
    let mut onehot = vec![0.0f64; (c * kk * kk) as usize];
    for ch in 0..c {
        for p in 0..kk {
            // Kernel [C*kk, 1, kh, kw]: output channel ch*kk + p picks tap p.
            let o = ch * kk + p;
            onehot[(o * kk + p) as usize] = 1.0;
        }
    }
    let elem = ctx.elem(x);
    let kern = ok(ctx.b.constant_elements_f64(TensorType::new(elem, vec![c * kk, 1, kh, kw]), &onehot))?;
    let mut cfg = ConvConfig::new(ConvDimensionNumbers::torch(2));
    cfg.window_strides = st.clone();
    cfg.padding = vec![(pad[0], pad[0]), (pad[1], pad[1])];
    cfg.rhs_dilation = dil.clone();
    cfg.feature_group_count = c;
    let y = ok(ctx.b.convolution(x, kern, &cfg))?;
    let y = ok(ctx.b.reshape(y, &[n, c * kk, oh * ow]))?;
    let y = if batched { y } else { ok(ctx.b.reshape(y, &[c * kk, oh * ow]))? };
    Ok(vec![ctx.out(y, t.dtype)])
}

/// PyTorch's linear-interpolation taps along one dim (f32 arithmetic, as its
/// CPU kernel): for each output position, (index0, index1, weight0, weight1).
fn linear_taps(input: i64, output: i64, scale: Option<f64>, align_corners: bool) -> Vec<(i64, i64, f32, f32)> {
    let s: f32 = if align_corners {
        if output > 1 { (input - 1) as f32 / (output - 1) as f32 } else { 0.0 }
    } else {
        match scale {
            Some(s) if s > 0.0 => (1.0 / s) as f32,
            _ => input as f32 / output as f32,
        }
    };
    (0..output)
        .map(|o| {
            let src = if align_corners {
                s * o as f32
            } else {
                let r = s * (o as f32 + 0.5) - 0.5;
                if r < 0.0 { 0.0 } else { r }
            };
            let i0 = (src as i64).min(input - 1);
            let i1 = if i0 < input - 1 { i0 + 1 } else { i0 };
            let l1 = src - i0 as f32;
            (i0, i1, 1.0 - l1, l1)
        })
        .collect()
}

fn weights_along(ctx: &mut LowerCtx, shape: &[i64], dim: usize, w: &[f64], elem: ElementType) -> Result<Value> {
    let n = w.len() as i64;
    let c = ok(ctx.b.constant_elements_f64(TensorType::new(elem, vec![n]), w))?;
    ok(ctx.b.broadcast_in_dim(c, shape, &[dim as i64]))
}

fn linear_scales(args: &Args, k: usize) -> Vec<Option<f64>> {
    if let Some(Arg::FloatList(f)) = args.raw("scale_factors") {
        return f.iter().map(|&s| Some(s)).collect();
    }
    let names: &[&str] = match k {
        1 => &["scales"],
        2 => &["scales_h", "scales_w"],
        _ => &["scales_d", "scales_h", "scales_w"],
    };
    names.iter().map(|n| args.opt_float(n).ok().flatten()).collect()
}

/// Linear / bilinear / trilinear upsampling: separable, one spatial dim at a time.
pub fn upsample_linear(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self").or_else(|_| args.tensor("input"))?;
    if !t.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"upsample_linear\" not implemented for '{}'", t.dtype.short_name())));
    }
    let shape = ctx.shape(t.v);
    let k = shape.len().saturating_sub(2);
    if k == 0 {
        return Err(ctx.invalid(format!("upsample: expected a 3-D to 5-D input, got {shape:?}")));
    }
    let (out, _) = upsample_plan(ctx, args, &shape[2..])?;
    let scales = linear_scales(args, k);
    let align = args.bool_or("align_corners", false)?;
    let c = t.dtype.opmath();
    let mut v = ctx.cast(t, c)?.v;
    for j in 0..k {
        let d = 2 + j;
        let taps = linear_taps(shape[d], out[j], scales[j], align);
        let i0: Vec<i64> = taps.iter().map(|t| t.0).collect();
        let i1: Vec<i64> = taps.iter().map(|t| t.1).collect();
        let g0 = gather_dim(ctx, v, d, &i0)?;
        let g1 = gather_dim(ctx, v, d, &i1)?;
        let gs = ctx.shape(g0);
        let w0 = weights_along(ctx, &gs, d, &taps.iter().map(|t| t.2 as f64).collect::<Vec<_>>(), c.elem())?;
        let w1 = weights_along(ctx, &gs, d, &taps.iter().map(|t| t.3 as f64).collect::<Vec<_>>(), c.elem())?;
        let a = ok(ctx.b.mul(g0, w0))?;
        let b = ok(ctx.b.mul(g1, w1))?;
        v = ok(ctx.b.add(a, b))?;
    }
    finish(ctx, v, t.dtype)
}

fn scatter_add_dim(ctx: &mut LowerCtx, v: Value, d: usize, idx: &[i64], target: &[i64]) -> Result<Value> {
    let elem = ctx.elem(v);
    let zeros = ctx.constant(elem, target, 0.0)?;
    let n = idx.len() as i64;
    let iv = ok(ctx.b.constant_elements_i64(TensorType::new(ElementType::I64, vec![n, 1]), idx))?;
    let window: Vec<i64> = (0..target.len() as i64).filter(|&x| x != d as i64).collect();
    let dims = ScatterDims {
        update_window_dims: window,
        inserted_window_dims: vec![d as i64],
        scatter_dims_to_operand_dims: vec![d as i64],
        index_vector_dim: 1,
        ..Default::default()
    };
    Ok(ok(ctx.b.scatter(&[zeros], iv, &[v], &dims, false, false, |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0])
}

/// Gradient of linear upsampling: each output gradient, weighted, back onto its two taps.
pub fn upsample_linear_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let input_size = args.ints("input_size")?;
    let out = args.ints("output_size")?;
    let k = input_size.len() - 2;
    let scales = linear_scales(args, k);
    let align = args.bool_or("align_corners", false)?;
    let c = g.dtype.opmath();
    let mut v = ctx.cast(g, c)?.v;
    for j in (0..k).rev() {
        let d = 2 + j;
        let taps = linear_taps(input_size[d], out[j], scales[j], align);
        let gs = ctx.shape(v);
        let w0 = weights_along(ctx, &gs, d, &taps.iter().map(|t| t.2 as f64).collect::<Vec<_>>(), c.elem())?;
        let w1 = weights_along(ctx, &gs, d, &taps.iter().map(|t| t.3 as f64).collect::<Vec<_>>(), c.elem())?;
        let a = ok(ctx.b.mul(v, w0))?;
        let b = ok(ctx.b.mul(v, w1))?;
        let mut target = gs.clone();
        target[d] = input_size[d];
        let i0: Vec<i64> = taps.iter().map(|t| t.0).collect();
        let i1: Vec<i64> = taps.iter().map(|t| t.1).collect();
        let s0 = scatter_add_dim(ctx, a, d, &i0, &target)?;
        let s1 = scatter_add_dim(ctx, b, d, &i1, &target)?;
        v = ok(ctx.b.add(s0, s1))?;
    }
    finish(ctx, v, g.dtype)
}

// ------------------------------------------------- bicubic and anti-aliased resampling

/// Resampling along one dimension: output `o` is `sum_k w[k][o] * x[idx[k][o]]`.
/// Weights are computed on the host in f32, in the order PyTorch's CPU kernels
/// compute them, so they round alike.
struct Kernel1d {
    idx: Vec<Vec<i64>>,
    w: Vec<Vec<f64>>,
}

/// PyTorch's `area_pixel_compute_scale` in f32.
fn pixel_scale(input: i64, output: i64, scale: Option<f64>, align_corners: bool) -> f32 {
    if align_corners {
        if output > 1 { (input - 1) as f32 / (output - 1) as f32 } else { 0.0 }
    } else {
        match scale {
            Some(s) if s > 0.0 => (1.0 / s) as f32,
            _ => input as f32 / output as f32,
        }
    }
}

/// The bicubic convolution kernel (a = -0.75) at distance `x`: `near` for |x| <= 1.
fn cubic_conv(x: f32, a: f32, near: bool) -> f32 {
    if near {
        ((a + 2.0) * x - (a + 3.0)) * x * x + 1.0
    } else {
        ((a * x - 5.0 * a) * x + 8.0 * a) * x - 4.0 * a
    }
}

/// Bicubic taps: the 4 pixels around the source position (clamped to the
/// edge), as `upsample_bicubic2d` reads them.
fn cubic_kernel(input: i64, output: i64, scale: Option<f64>, align_corners: bool) -> Kernel1d {
    let s = pixel_scale(input, output, scale, align_corners);
    let a = -0.75f32;
    let mut k = Kernel1d { idx: vec![Vec::new(); 4], w: vec![Vec::new(); 4] };
    for o in 0..output {
        let src = if align_corners { s * o as f32 } else { s * (o as f32 + 0.5) - 0.5 };
        let i0 = (src.floor() as i64).min(input - 1);
        let t = (src - i0 as f32).clamp(0.0, 1.0);
        let ws = [cubic_conv(t + 1.0, a, false), cubic_conv(t, a, true), cubic_conv(1.0 - t, a, true), cubic_conv(2.0 - t, a, false)];
        for j in 0..4 {
            k.idx[j].push((i0 - 1 + j as i64).clamp(0, input - 1));
            k.w[j].push(ws[j] as f64);
        }
    }
    k
}

/// Anti-aliased taps (`antialias=True`): the filter stretched by the scale when
/// downsampling, every pixel under it weighted and the weights normalised, as
/// PyTorch's (and PIL's) separable resampling does.
fn aa_kernel(input: i64, output: i64, scale: Option<f64>, align_corners: bool, cubic: bool) -> Kernel1d {
    let s = pixel_scale(input, output, scale, align_corners);
    let interp = if cubic { 4.0f32 } else { 2.0 };
    let support = if s >= 1.0 { interp * 0.5 * s } else { interp * 0.5 };
    let taps = support.ceil() as usize * 2 + 1;
    let inv = if s >= 1.0 { 1.0 / s } else { 1.0 };
    let filter = |x: f32| -> f32 {
        let x = x.abs();
        if cubic {
            // Keys' a = -0.5, as PIL.
            let a = -0.5f32;
            if x < 1.0 {
                ((a + 2.0) * x - (a + 3.0)) * x * x + 1.0
            } else if x < 2.0 {
                (((x - 5.0) * x + 8.0) * x - 4.0) * a
            } else {
                0.0
            }
        } else if x < 1.0 {
            1.0 - x
        } else {
            0.0
        }
    };
    let mut k = Kernel1d { idx: vec![Vec::new(); taps], w: vec![Vec::new(); taps] };
    for o in 0..output {
        let center = s * (o as f32 + 0.5);
        let xmin = ((center - support + 0.5) as i64).max(0);
        let xsize = (((center + support + 0.5) as i64).min(input) - xmin).clamp(0, taps as i64) as usize;
        let mut ws: Vec<f32> = (0..xsize).map(|j| filter(((j as i64 + xmin) as f32 - center + 0.5) * inv)).collect();
        let total: f32 = ws.iter().sum();
        if total != 0.0 {
            for w in &mut ws {
                *w /= total;
            }
        }
        for j in 0..taps {
            let (i, w) = if j < xsize { (xmin + j as i64, ws[j]) } else { (0, 0.0) };
            k.idx[j].push(i);
            k.w[j].push(w as f64);
        }
    }
    k
}

/// Applies `k` along `d` of `v`, its weights rounded to `store` first: PyTorch's
/// CPU kernels keep them in the input's dtype (half and bfloat16 too).
fn resample_dim(ctx: &mut LowerCtx, v: Value, d: usize, k: &Kernel1d, store: ElementType) -> Result<Value> {
    let elem = ctx.elem(v);
    let mut acc: Option<Value> = None;
    for (idx, w) in k.idx.iter().zip(&k.w) {
        let g = gather_dim(ctx, v, d, idx)?;
        let gs = ctx.shape(g);
        let wv = weights_along(ctx, &gs, d, w, store)?;
        let wv = ok(ctx.b.convert(wv, elem))?;
        let term = ok(ctx.b.mul(g, wv))?;
        acc = Some(match acc {
            None => term,
            Some(a) => ok(ctx.b.add(a, term))?,
        });
    }
    Ok(acc.expect("a kernel has taps"))
}

/// The adjoint of [`resample_dim`]: `g` along `d` back onto `input` positions.
fn resample_dim_backward(ctx: &mut LowerCtx, g: Value, d: usize, k: &Kernel1d, input: i64) -> Result<Value> {
    let elem = ctx.elem(g);
    let gs = ctx.shape(g);
    let mut target = gs.clone();
    target[d] = input;
    let mut acc = ctx.constant(elem, &target, 0.0)?;
    for (idx, w) in k.idx.iter().zip(&k.w) {
        let wv = weights_along(ctx, &gs, d, w, elem)?;
        let part = ok(ctx.b.mul(g, wv))?;
        let s = scatter_add_dim(ctx, part, d, idx, &target)?;
        acc = ok(ctx.b.add(acc, s))?;
    }
    Ok(acc)
}

#[derive(Clone, Copy)]
enum Resample {
    Bicubic,
    BilinearAa,
    BicubicAa,
}

impl Resample {
    fn kernel(self, input: i64, output: i64, scale: Option<f64>, align: bool) -> Kernel1d {
        match self {
            Resample::Bicubic => cubic_kernel(input, output, scale, align),
            Resample::BilinearAa => aa_kernel(input, output, scale, align, false),
            Resample::BicubicAa => aa_kernel(input, output, scale, align, true),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Resample::Bicubic => "upsample_bicubic2d",
            Resample::BilinearAa => "_upsample_bilinear2d_aa",
            Resample::BicubicAa => "_upsample_bicubic2d_aa",
        }
    }
}

/// 2-D resampling of `[n, c, h, w]`: the width first, then the height (the
/// order of PyTorch's separable kernels).
fn resample2d(ctx: &mut LowerCtx, args: &Args, how: Resample) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self").or_else(|_| args.tensor("input"))?;
    if !t.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"{}\" not implemented for '{}'", how.name(), t.dtype.short_name())));
    }
    if !matches!(how, Resample::Bicubic) && !matches!(t.dtype, DType::F32 | DType::F64) {
        // PyTorch's anti-aliased kernels take float, double and uint8 only.
        return Err(ctx.unsupported(format!("\"compute_index_ranges_weights\" not implemented for '{}'", t.dtype.scalar_type_name())));
    }
    let shape = ctx.shape(t.v);
    if shape.len() != 4 {
        return Err(ctx.invalid(format!("Non-empty 4D data tensor expected but got a tensor with sizes {shape:?}")));
    }
    let (out, _) = upsample_plan(ctx, args, &shape[2..])?;
    let scales = linear_scales(args, 2);
    let align = args.bool_or("align_corners", false)?;
    let c = t.dtype.opmath();
    let mut v = ctx.cast(t, c)?.v;
    if shape.iter().product::<i64>() == 0 {
        let z = ctx.constant(t.dtype.elem(), &[shape[0], shape[1], out[0], out[1]], 0.0)?;
        return Ok(vec![ctx.out(z, t.dtype)]);
    }
    for j in [1, 0] {
        let k = how.kernel(shape[2 + j], out[j], scales[j], align);
        v = resample_dim(ctx, v, 2 + j, &k, t.dtype.elem())?;
    }
    finish(ctx, v, t.dtype)
}

fn resample2d_backward(ctx: &mut LowerCtx, args: &Args, how: Resample) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let input_size = args.ints("input_size")?;
    let out = args.ints("output_size")?;
    if input_size.len() != 4 || out.len() != 2 {
        return Err(ctx.invalid(format!("{}_backward: expected a 4-D input_size and 2 output sizes, got {input_size:?} and {out:?}", how.name())));
    }
    let scales = linear_scales(args, 2);
    let align = args.bool_or("align_corners", false)?;
    let c = g.dtype.opmath();
    let mut v = ctx.cast(g, c)?.v;
    if ctx.b.ty(v).numel() == 0 || input_size.iter().product::<i64>() == 0 {
        let z = ctx.constant(g.dtype.elem(), &input_size, 0.0)?;
        return Ok(vec![ctx.out(z, g.dtype)]);
    }
    for j in [0, 1] {
        let k = how.kernel(input_size[2 + j], out[j], scales[j], align);
        v = resample_dim_backward(ctx, v, 2 + j, &k, input_size[2 + j])?;
    }
    finish(ctx, v, g.dtype)
}

/// `upsample_bicubic2d(self, output_size, align_corners, scales_h, scales_w)`.
pub fn upsample_bicubic(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    resample2d(ctx, args, Resample::Bicubic)
}

pub fn upsample_bicubic_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    resample2d_backward(ctx, args, Resample::Bicubic)
}

/// `_upsample_bilinear2d_aa`: bilinear with `antialias=True`.
pub fn upsample_bilinear_aa(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    resample2d(ctx, args, Resample::BilinearAa)
}

pub fn upsample_bilinear_aa_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    resample2d_backward(ctx, args, Resample::BilinearAa)
}

/// `_upsample_bicubic2d_aa`: bicubic with `antialias=True`.
pub fn upsample_bicubic_aa(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    resample2d(ctx, args, Resample::BicubicAa)
}

pub fn upsample_bicubic_aa_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    resample2d_backward(ctx, args, Resample::BicubicAa)
}

mod pad_rules {
    use crate::args::Arg;
    use crate::error::Result;
    use crate::padding::{is_padded, refuse, Layout, PadNode, Padder, Plan, SpecialRule};
    use tpj_stablehlo::Builder;

    /// `isin`: each element's answer stays in its place (laid out like `elements`); the
    /// test elements are all compared, so they may not be padded.
    pub const ISIN_PAD: SpecialRule = SpecialRule { name: "isin", plan: pad_isin, without_self: true };

    fn pad_isin(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, _vals: &mut [Arg], _sl: Layout) -> Result<Plan> {
        if n.layout(s, b, "test_elements").is_some_and(|l| l.iter().any(is_padded)) {
            return refuse(n.op, "padded test elements");
        }
        Ok(Plan::Same(n.layout(s, b, "elements").unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_resampling() {
        let fwd = || vec![("self", T::Tensor(F32, vec![1, 1, 2, 3])), ("output_size", T::Ints(vec![4, 5])), ("align_corners", T::Bool(false)), ("scales_h", T::None), ("scales_w", T::None)];
        let bwd = || vec![("grad_output", T::Tensor(F32, vec![1, 1, 4, 5])), ("output_size", T::Ints(vec![4, 5])), ("input_size", T::Ints(vec![1, 1, 2, 3])), ("align_corners", T::Bool(false)), ("scales_h", T::None), ("scales_w", T::None)];
        for op in ["upsample_bicubic2d", "_upsample_bilinear2d_aa", "_upsample_bicubic2d_aa"] {
            check(op, op, fwd());
            let b = format!("{op}_backward");
            check(&b, &b, bwd());
        }
    }

    #[test]
    fn bicubic_weights_sum_to_one() {
        let k = super::cubic_kernel(5, 9, None, false);
        for o in 0..9 {
            let s: f64 = k.w.iter().map(|w| w[o]).sum();
            assert!((s - 1.0).abs() < 1e-6, "{o}: {s}");
        }
        let k = super::aa_kernel(9, 4, None, false, false);
        for o in 0..4 {
            let s: f64 = k.w.iter().map(|w| w[o]).sum();
            assert!((s - 1.0).abs() < 1e-6, "{o}: {s}");
        }
    }

    #[test]
    fn golden_special() {
        check("special_angle", "angle", vec![("self", T::Tensor(F32, vec![4]))]);
        check("special_glu", "glu", vec![("self", T::Tensor(F32, vec![2, 6])), ("dim", T::Int(-1))]);
        check("special_isin", "isin", vec![("elements", T::Tensor(I64, vec![4])), ("test_elements", T::Tensor(I64, vec![2])), ("invert", T::Bool(false))]);
        check("special_upsample_bilinear2d", "upsample_bilinear2d", vec![("self", T::Tensor(F32, vec![1, 1, 2, 3])), ("output_size", T::Ints(vec![4, 5])), ("align_corners", T::Bool(false)), ("scales_h", T::None), ("scales_w", T::None)]);
        check("special_upsample_nearest2d", "upsample_nearest2d", vec![("self", T::Tensor(F32, vec![1, 1, 2, 3])), ("output_size", T::Ints(vec![4, 5])), ("scales_h", T::None), ("scales_w", T::None)]);
    }

    #[test]
    fn nearest_indices_follow_pytorch() {
        assert_eq!(super::nearest_indices(3, 6, None, false), vec![0, 0, 1, 1, 2, 2]);
        assert_eq!(super::nearest_indices(5, 3, None, false), vec![0, 1, 3]);
        assert_eq!(super::nearest_indices(5, 3, None, true), vec![0, 2, 4]);
        assert_eq!(super::nearest_indices(4, 6, Some(1.5), false), vec![0, 0, 1, 2, 2, 3]);
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("glu_backward", "glu_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("self", T::Tensor(F32, vec![2, 6])), ("dim", T::Int(1))]);
        check("channel_shuffle", "channel_shuffle", vec![("self", T::Tensor(F32, vec![1, 4, 2, 2])), ("groups", T::Int(2))]);
        check("native_channel_shuffle", "native_channel_shuffle", vec![("self", T::Tensor(F32, vec![1, 4, 2, 2])), ("groups", T::Int(2))]);
        check("special_xlog1py", "special_xlog1py", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("special_entr", "special_entr", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("special_ndtri", "special_ndtri", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("special_log_ndtr", "special_log_ndtr", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("special_erfcx", "special_erfcx", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("frexp", "frexp", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("renorm", "renorm", vec![("self", T::Tensor(F32, vec![2, 3])), ("p", T::Const(2.0)), ("dim", T::Int(1)), ("maxnorm", T::Scalar(F64))]);
        check("upsample_nearest1d", "upsample_nearest1d", vec![("self", T::Tensor(F32, vec![1, 1, 3])), ("output_size", T::Ints(vec![5])), ("scales", T::None)]);
        check("upsample_nearest3d", "upsample_nearest3d", vec![("self", T::Tensor(F32, vec![1, 1, 2, 2, 3])), ("output_size", T::Ints(vec![3, 4, 5])), ("scales_d", T::None), ("scales_h", T::None), ("scales_w", T::None)]);
        check("_upsample_nearest_exact1d", "_upsample_nearest_exact1d", vec![("self", T::Tensor(F32, vec![1, 1, 3])), ("output_size", T::Ints(vec![5])), ("scales", T::None)]);
        check("_upsample_nearest_exact2d", "_upsample_nearest_exact2d", vec![("self", T::Tensor(F32, vec![1, 1, 2, 3])), ("output_size", T::Ints(vec![4, 5])), ("scales_h", T::None), ("scales_w", T::None)]);
        check("_upsample_nearest_exact3d", "_upsample_nearest_exact3d", vec![("self", T::Tensor(F32, vec![1, 1, 2, 2, 3])), ("output_size", T::Ints(vec![3, 4, 5])), ("scales_d", T::None), ("scales_h", T::None), ("scales_w", T::None)]);
        check("_efficientzerotensor", "_efficientzerotensor", vec![("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
        check("im2col", "im2col", vec![("self", T::Tensor(F32, vec![1, 2, 4, 4])), ("kernel_size", T::Ints(vec![2, 2])), ("dilation", T::Ints(vec![1, 1])), ("padding", T::Ints(vec![0, 0])), ("stride", T::Ints(vec![1, 1]))]);
        check("upsample_linear1d", "upsample_linear1d", vec![("self", T::Tensor(F32, vec![1, 1, 3])), ("output_size", T::Ints(vec![5])), ("align_corners", T::Bool(false)), ("scales", T::None)]);
        check("upsample_trilinear3d", "upsample_trilinear3d", vec![("self", T::Tensor(F32, vec![1, 1, 2, 2, 3])), ("output_size", T::Ints(vec![3, 4, 5])), ("align_corners", T::Bool(false)), ("scales_d", T::None), ("scales_h", T::None), ("scales_w", T::None)]);
        check("upsample_linear1d_backward", "upsample_linear1d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 5])), ("output_size", T::Ints(vec![5])), ("input_size", T::Ints(vec![1, 1, 3])), ("align_corners", T::Bool(false)), ("scales", T::None)]);
        check("upsample_bilinear2d_backward", "upsample_bilinear2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 4, 5])), ("output_size", T::Ints(vec![4, 5])), ("input_size", T::Ints(vec![1, 1, 2, 3])), ("align_corners", T::Bool(false)), ("scales_h", T::None), ("scales_w", T::None)]);
        check("upsample_trilinear3d_backward", "upsample_trilinear3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 3, 4, 5])), ("output_size", T::Ints(vec![3, 4, 5])), ("input_size", T::Ints(vec![1, 1, 2, 2, 3])), ("align_corners", T::Bool(false)), ("scales_d", T::None), ("scales_h", T::None), ("scales_w", T::None)]);
        check("upsample_nearest1d_backward", "upsample_nearest1d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 5])), ("output_size", T::Ints(vec![5])), ("input_size", T::Ints(vec![1, 1, 3])), ("scales", T::None)]);
        check("upsample_nearest2d_backward", "upsample_nearest2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 4, 5])), ("output_size", T::Ints(vec![4, 5])), ("input_size", T::Ints(vec![1, 1, 2, 3])), ("scales_h", T::None), ("scales_w", T::None)]);
        check("upsample_nearest3d_backward", "upsample_nearest3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 3, 4, 5])), ("output_size", T::Ints(vec![3, 4, 5])), ("input_size", T::Ints(vec![1, 1, 2, 2, 3])), ("scales_d", T::None), ("scales_h", T::None), ("scales_w", T::None)]);
        check("_upsample_nearest_exact1d_backward", "_upsample_nearest_exact1d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 5])), ("output_size", T::Ints(vec![5])), ("input_size", T::Ints(vec![1, 1, 3])), ("scales", T::None)]);
        check("_upsample_nearest_exact2d_backward", "_upsample_nearest_exact2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 4, 5])), ("output_size", T::Ints(vec![4, 5])), ("input_size", T::Ints(vec![1, 1, 2, 3])), ("scales_h", T::None), ("scales_w", T::None)]);
        check("_upsample_nearest_exact3d_backward", "_upsample_nearest_exact3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 3, 4, 5])), ("output_size", T::Ints(vec![3, 4, 5])), ("input_size", T::Ints(vec![1, 1, 2, 2, 3])), ("scales_d", T::None), ("scales_h", T::None), ("scales_w", T::None)]);
    }
}
