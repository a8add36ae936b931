//! Random numbers on the device. Every random op's program receives the
//! generator's `[seed, offset]` (tensor<2xui64>; the engine advances the offset
//! once per call). We hash that pair (splitmix64) into the key of
//! `rng_bit_generator`, so successive calls draw from unrelated streams rather
//! than from overlapping counter ranges, then turn the bits into the
//! distribution.

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("uniform", uniform).random().pad(PadRule::Elementwise);
    r.op("normal", normal).overloads(&["Tensor_float", "float_Tensor", "Tensor_Tensor", "float_float", "normal_"]).random().pad(PadRule::Elementwise);
    r.op("normal_functional", normal).random();
    r.op("bernoulli", bernoulli).overloads(&["", "p", "Tensor"]).random().pad(PadRule::Elementwise);
    r.op("random", random).overloads(&["", "from", "to"]).random();
    r.op("exponential", exponential).random();
    r.op("geometric", geometric).random();
    r.op("log_normal", log_normal).random();
    r.op("cauchy", cauchy).random();
    r.op("native_dropout", native_dropout).random().pad(PadRule::Elementwise);
    r.op("native_dropout_backward", native_dropout_backward).pad(PadRule::Elementwise);
    r.op("rrelu_with_noise", rrelu_with_noise).random();
    r.op("rrelu_with_noise_functional", rrelu_with_noise_functional).random();
    // The bounds decide between the two gradients (as on CPU), so they are constants.
    r.op("rrelu_with_noise_backward", rrelu_with_noise_backward).consts(&["lower", "upper"]);
    r.op("randperm", randperm).overloads(&["", "generator"]).random();
    r.op("multinomial", multinomial).random();
    // Factories: eager mode runs PyTorch's composites (`empty` then `uniform_`,
    // `normal_`, `random_`), graphs hold them whole.
    r.op("rand", rand).overloads(&["", "generator"]).random().no_eager_kernel();
    r.op("rand_like", rand).overloads(&["", "generator"]).random().no_eager_kernel();
    r.op("randn", randn).overloads(&["", "generator"]).random().no_eager_kernel();
    r.op("randn_like", randn).overloads(&["", "generator"]).random().no_eager_kernel();
    r.op("randint", randint).overloads(&["", "generator", "low", "low_generator"]).random().no_eager_kernel();
    r.op("randint_like", randint).overloads(&["", "low_dtype", "generator", "low_generator_dtype"]).random().no_eager_kernel();
}

/// A stream of random bits threaded through one program.
struct Stream {
    state: Value,
}

fn u64c(ctx: &mut LowerCtx, x: u64) -> Result<Value> {
    ok(ctx.b.constant_u64(TensorType::new(ElementType::U64, vec![1]), x))
}

/// splitmix64's finaliser on a tensor<1xui64>.
fn splitmix(ctx: &mut LowerCtx, z: Value) -> Result<Value> {
    let g = u64c(ctx, 0x9E37_79B9_7F4A_7C15)?;
    let z = ok(ctx.b.add(z, g))?;
    let mut z = z;
    for (shift, mult) in [(30u64, 0xBF58_476D_1CE4_E5B9u64), (27, 0x94D0_49BB_1331_11EB)] {
        let s = u64c(ctx, shift)?;
        let sh = ok(ctx.b.shift_right_logical(z, s))?;
        let x = ok(ctx.b.xor(z, sh))?;
        let m = u64c(ctx, mult)?;
        z = ok(ctx.b.mul(x, m))?;
    }
    let s = u64c(ctx, 31)?;
    let sh = ok(ctx.b.shift_right_logical(z, s))?;
    ok(ctx.b.xor(z, sh))
}

impl Stream {
    fn new(ctx: &mut LowerCtx) -> Result<Stream> {
        let st = ctx.rng_state()?;
        let seed = ok(ctx.b.slice(st, &[0], &[1], &[1]))?;
        let off = ok(ctx.b.slice(st, &[1], &[2], &[1]))?;
        let mo = splitmix(ctx, off)?;
        let x = ok(ctx.b.xor(seed, mo))?;
        let k0 = splitmix(ctx, x)?;
        let c = u64c(ctx, 0xD1B5_4A32_D192_ED03)?;
        let y = ok(ctx.b.add(k0, off))?;
        let y = ok(ctx.b.xor(y, c))?;
        let k1 = splitmix(ctx, y)?;
        let state = ok(ctx.b.concatenate(&[k0, k1], 0))?;
        Ok(Stream { state })
    }

    /// Uniform random bits of element type `elem` (ui32 or ui64).
    fn bits(&mut self, ctx: &mut LowerCtx, dims: &[i64], elem: ElementType) -> Result<Value> {
        if dims.iter().product::<i64>() == 0 {
            return ctx.constant(elem, dims, 0.0);
        }
        let (s, v) = ok(ctx.b.rng_bit_generator(self.state, TensorType::new(elem, dims.to_vec())))?;
        self.state = s;
        Ok(v)
    }

    /// Uniform in [0, 1) (or (0, 1) with `open`), in f32 (24 random bits) or f64 (53).
    fn uniform(&mut self, ctx: &mut LowerCtx, dims: &[i64], wide: bool, open: bool) -> Result<Value> {
        self.uniform_bits(ctx, dims, if wide { 53 } else { 24 }, open)
    }

    /// Uniform multiples of 2^-digits in [0, 1) (f64 when digits > 24, else f32),
    /// so that reduced-precision results stay below 1 as on CPU.
    fn uniform_bits(&mut self, ctx: &mut LowerCtx, dims: &[i64], digits: u32, open: bool) -> Result<Value> {
        let (ue, fe, width) = if digits > 24 {
            (ElementType::U64, ElementType::F64, 64u32)
        } else {
            (ElementType::U32, ElementType::F32, 32u32)
        };
        let b = self.bits(ctx, dims, ue)?;
        let sh = ok(ctx.b.constant_u64(TensorType::new(ue, dims.to_vec()), (width - digits) as u64))?;
        let k = ok(ctx.b.shift_right_logical(b, sh))?;
        let mut f = ok(ctx.b.convert(k, fe))?;
        if open {
            let h = ctx.constant(fe, dims, 0.5)?;
            f = ok(ctx.b.add(f, h))?;
        }
        let s = ctx.constant(fe, dims, (-(digits as f64)).exp2())?;
        ok(ctx.b.mul(f, s))
    }

    /// Standard normal samples (Box–Muller).
    fn normal(&mut self, ctx: &mut LowerCtx, dims: &[i64], wide: bool) -> Result<Value> {
        let u1 = self.uniform(ctx, dims, wide, true)?;
        let u2 = self.uniform(ctx, dims, wide, false)?;
        let e = ctx.elem(u1);
        let l = ok(ctx.b.log(u1))?;
        let m2 = ctx.constant(e, dims, -2.0)?;
        let r = ok(ctx.b.mul(l, m2))?;
        let r = ok(ctx.b.sqrt(r))?;
        let tp = ctx.constant(e, dims, std::f64::consts::TAU)?;
        let th = ok(ctx.b.mul(u2, tp))?;
        let c = ok(ctx.b.cos(th))?;
        ok(ctx.b.mul(r, c))
    }
}

fn float_self(ctx: &LowerCtx, args: &Args, what: &str) -> Result<TensorArg> {
    let t = args.tensor("self")?;
    if !t.dtype.is_float() {
        return Err(ctx.invalid(format!("\"{what}\" not implemented for '{}'", t.dtype.short_name())));
    }
    Ok(t)
}

fn compute_of(dtype: DType) -> (DType, bool) {
    let c = if dtype == DType::F64 { DType::F64 } else { DType::F32 };
    (c, c == DType::F64)
}

fn scalar_like(ctx: &mut LowerCtx, like: Value, x: f64) -> Result<Value> {
    ctx.full_like(like, x)
}

/// `uniform(self, from=0, to=1)`.
pub fn uniform(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = float_self(ctx, args, "check_uniform_bounds")?;
    let from = args.opt_float("from")?.unwrap_or(0.0);
    let to = args.opt_float("to")?.unwrap_or(1.0);
    if from > to {
        return Err(ctx.invalid(format!("uniform_ expects to return a [from, to) range, but found from={from} > to={to}")));
    }
    let shape = ctx.shape(t.v);
    let mut s = Stream::new(ctx)?;
    let u = s.uniform_bits(ctx, &shape, float_digits(t.dtype), false)?;
    let w = scalar_like(ctx, u, to - from)?;
    let f = scalar_like(ctx, u, from)?;
    let x = ok(ctx.b.mul(u, w))?;
    let x = ok(ctx.b.add(x, f))?;
    let v = ctx.convert_value(x, t.dtype)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// A runtime `Scalar` argument as a tensor like `like`.
fn scalar_arg(ctx: &mut LowerCtx, args: &Args, name: &str, like: Value) -> Result<Value> {
    let s = args.operand(name)?;
    let d = DType::from_elem(ctx.elem(like));
    let c = ctx.cast(s, d)?;
    let shape = ctx.shape(like);
    ctx.broadcast_to(c.v, &shape)
}

/// `rrelu_with_noise(self, noise!, lower, upper, training, generator)`: in
/// training each element at or below 0 is scaled by a slope drawn uniformly
/// from [lower, upper), recorded in `noise` (1 elsewhere) for the backward;
/// in evaluation, leaky ReLU with the mean slope and `noise` left alone.
/// Returns the new `noise` (the written argument) before the result.
pub fn rrelu_with_noise(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let noise = args.tensor("noise")?;
    let training = args.bool_or("training", false)?;
    if !t.dtype.is_float() {
        let kernel = if training { "rrelu_with_noise_out_cpu" } else { "leaky_relu_cpu" };
        return Err(ctx.unsupported(format!("\"{kernel}\" not implemented for '{}'", t.dtype.short_name())));
    }
    let x = ctx.cast(t, t.dtype.opmath())?.v;
    let lower = scalar_arg(ctx, args, "lower", x)?;
    let upper = scalar_arg(ctx, args, "upper", x)?;
    let zero = ctx.zeros_like(x)?;
    if !training {
        let sum = ok(ctx.b.add(lower, upper))?;
        let half = ctx.full_like(x, 0.5)?;
        let slope = ok(ctx.b.mul(sum, half))?;
        let pos = ok(ctx.b.compare(x, zero, CmpDir::Gt))?;
        let n = ok(ctx.b.mul(x, slope))?;
        let v = ok(ctx.b.select(pos, x, n))?;
        let v = ctx.convert_value(v, t.dtype)?;
        return Ok(vec![noise, ctx.out(v, t.dtype)]);
    }
    if ctx.shape(noise.v) != ctx.shape(x) {
        return Err(ctx.invalid(format!("rrelu_with_noise: noise {} and input {} differ in shape", ctx.tensor_desc(&noise), ctx.tensor_desc(&t))));
    }
    let shape = ctx.shape(x);
    let mut s = Stream::new(ctx)?;
    let u = s.uniform_bits(ctx, &shape, float_digits(t.dtype), false)?;
    let u = ctx.convert_value(u, DType::from_elem(ctx.elem(x)))?;
    let width = ok(ctx.b.sub(upper, lower))?;
    let r = ok(ctx.b.mul(u, width))?;
    let r = ok(ctx.b.add(r, lower))?;
    let neg = ok(ctx.b.compare(x, zero, CmpDir::Le))?;
    let scaled = ok(ctx.b.mul(x, r))?;
    let v = ok(ctx.b.select(neg, scaled, x))?;
    let one = ctx.full_like(x, 1.0)?;
    let slopes = ok(ctx.b.select(neg, r, one))?;
    let slopes = ctx.convert_value(slopes, noise.dtype)?;
    let v = ctx.convert_value(v, t.dtype)?;
    Ok(vec![ctx.out(slopes, noise.dtype), ctx.out(v, t.dtype)])
}

/// `rrelu_with_noise_functional`, what compiled graphs hold: the same, with the
/// new noise returned after the result instead of written.
pub fn rrelu_with_noise_functional(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let mut r = rrelu_with_noise(ctx, args)?;
    r.swap(0, 1);
    Ok(r)
}

/// `rrelu_with_noise_backward`: the recorded slopes times the gradient after a
/// training step with a real range; otherwise leaky ReLU's gradient at the
/// mean slope (PyTorch's rule).
pub fn rrelu_with_noise_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, x, noise) = (args.tensor("grad_output")?, args.tensor("self")?, args.tensor("noise")?);
    let (lower, upper) = (args.float("lower")?, args.float("upper")?);
    let dtype = ctx.result_type(&[g, x])?;
    let vs = ctx.unify(&[g, x], dtype.opmath())?;
    let (gv, xv) = (vs[0], vs[1]);
    let v = if args.bool_or("training", false)? && upper - lower > 1e-6 {
        let n = ctx.cast(noise, dtype.opmath())?.v;
        let shape = ctx.shape(gv);
        let n = ctx.broadcast_to(n, &shape)?;
        ok(ctx.b.mul(gv, n))?
    } else {
        // With `self_is_result` the sign of the result is the sign of the input.
        let zero = ctx.zeros_like(xv)?;
        let pos = ok(ctx.b.compare(xv, zero, CmpDir::Gt))?;
        let slope = ctx.full_like(gv, (lower + upper) / 2.0)?;
        let n = ok(ctx.b.mul(gv, slope))?;
        ok(ctx.b.select(pos, gv, n))?
    };
    let v = ctx.convert_value(v, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// A `float` or `Tensor` argument of normal's overloads.
enum FloatOrTensor {
    F(f64),
    T(TensorArg),
}

fn float_or_tensor(args: &Args, name: &str, default: f64) -> Result<FloatOrTensor> {
    Ok(match args.raw(name) {
        Some(Arg::Tensor(t)) => FloatOrTensor::T(*t),
        None | Some(Arg::None) => FloatOrTensor::F(default),
        _ => FloatOrTensor::F(args.float(name)?),
    })
}

/// `normal` in all its overloads: `normal_(self, mean, std)`, `normal(mean, std)`
/// with tensors or floats, and `normal(mean, std, size)`.
pub fn normal(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let mean = float_or_tensor(args, "mean", 0.0)?;
    let std = float_or_tensor(args, "std", 1.0)?;
    if let FloatOrTensor::F(s) = std {
        if s < 0.0 {
            return Err(ctx.invalid(format!("normal expects std >= 0.0, but found std {s}")));
        }
    }
    let (shape, dtype) = if args.has("self") {
        let t = float_self(ctx, args, "normal_kernel_cpu")?;
        (ctx.shape(t.v), t.dtype)
    } else if args.has("size") {
        let size = args.ints("size")?;
        (size, args.opt_dtype("dtype")?.unwrap_or(DType::F32))
    } else {
        let ts: Vec<TensorArg> = [&mean, &std]
            .iter()
            .filter_map(|x| if let FloatOrTensor::T(t) = x { Some(*t) } else { None })
            .collect();
        let shapes: Vec<Vec<i64>> = ts.iter().map(|t| ctx.shape(t.v)).collect();
        let shape = ctx.broadcast_shapes(&shapes)?;
        let dtype = ts.iter().map(|t| t.dtype).find(|d| d.is_float()).unwrap_or(DType::F32);
        (shape, dtype)
    };
    let (c, wide) = compute_of(dtype);
    let mut s = Stream::new(ctx)?;
    let z = s.normal(ctx, &shape, wide)?;
    let operand = |ctx: &mut LowerCtx, x: &FloatOrTensor| -> Result<Value> {
        match x {
            FloatOrTensor::F(f) => ctx.constant(c.elem(), &shape, *f),
            FloatOrTensor::T(t) => {
                let v = ctx.cast(*t, c)?;
                ctx.broadcast_to(v.v, &shape)
            }
        }
    };
    let m = operand(ctx, &mean)?;
    let sd = operand(ctx, &std)?;
    let x = ok(ctx.b.mul(z, sd))?;
    let x = ok(ctx.b.add(x, m))?;
    let v = ctx.convert_value(x, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// `bernoulli(self)` (p = self), `bernoulli_(self, p: float | Tensor)`, `bernoulli(self, p)`.
pub fn bernoulli(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let p = match args.raw("p") {
        Some(Arg::Tensor(p)) => FloatOrTensor::T(*p),
        None | Some(Arg::None) => FloatOrTensor::T(t),
        _ => FloatOrTensor::F(args.float("p")?),
    };
    let wide = match &p {
        FloatOrTensor::T(p) => {
            if !p.dtype.is_float() {
                return Err(ctx.invalid(format!(
                    "\"bernoulli_tensor_cpu_p_\" not implemented for '{}'",
                    p.dtype.short_name()
                )));
            }
            p.dtype == DType::F64
        }
        FloatOrTensor::F(x) => {
            if !(0.0..=1.0).contains(x) {
                return Err(ctx.invalid(format!("bernoulli_ expects p to be in [0, 1], but got p={x}")));
            }
            true
        }
    };
    let mut s = Stream::new(ctx)?;
    let u = s.uniform(ctx, &shape, wide, false)?;
    let e = ctx.elem(u);
    let pv = match p {
        FloatOrTensor::F(x) => ctx.constant(e, &shape, x)?,
        FloatOrTensor::T(p) => {
            let v = ctx.convert_value(p.v, DType::from_elem(e))?;
            ctx.broadcast_to(v, &shape)?
        }
    };
    let hit = ok(ctx.b.compare(u, pv, CmpDir::Lt))?;
    let v = ctx.convert_value(hit, t.dtype)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// Digits of a float's significand (PyTorch's default `random_` upper bound is 2^digits).
fn float_digits(d: DType) -> u32 {
    match d {
        DType::F16 => 11,
        DType::BF16 => 8,
        DType::F32 => 24,
        _ => 53,
    }
}

fn int_max(d: DType) -> i128 {
    d.elem().int_range().map(|(_, hi)| hi).unwrap_or(1)
}

/// `random_(self)`, `random_(self, to)`, `random_(self, from, to=None)`.
pub fn random(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let dtype = t.dtype;
    let default_hi: i128 = if dtype == DType::Bool {
        1
    } else if dtype.is_float() {
        1i128 << float_digits(dtype)
    } else {
        int_max(dtype)
    };
    let (lo, hi_inc): (i128, i128) = if args.has("from") {
        let from = args.int("from")? as i128;
        match args.opt_int("to")? {
            Some(to) => {
                let to = to as i128;
                if from >= to {
                    return Err(ctx.invalid(format!(
                        "random_ expects 'from' to be less than 'to', but got from={from} >= to={to}"
                    )));
                }
                (from, to - 1)
            }
            None => (from, default_hi),
        }
    } else if args.has("to") {
        let to = args.int("to")? as i128;
        if to <= 0 {
            return Err(ctx.invalid(format!("random_ expects 'from' to be less than 'to', but got from=0 >= to={to}")));
        }
        (0, to - 1)
    } else {
        (0, default_hi)
    };
    let shape = ctx.shape(t.v);
    ints_between(ctx, &shape, lo, hi_inc, dtype)
}

/// Uniform integers in `lo..=hi_inc` as `dtype`.
fn ints_between(ctx: &mut LowerCtx, shape: &[i64], lo: i128, hi_inc: i128, dtype: DType) -> Result<Vec<TensorArg>> {
    let shape = shape.to_vec();
    let range = (hi_inc - lo + 1) as u128;
    let mut s = Stream::new(ctx)?;
    let b = s.bits(ctx, &shape, ElementType::U64)?;
    let r = if range >= 1u128 << 64 {
        b
    } else {
        let m = ok(ctx.b.constant_u64(TensorType::new(ElementType::U64, shape.clone()), range as u64))?;
        ok(ctx.b.rem(b, m))?
    };
    let r = ok(ctx.b.convert(r, ElementType::I64))?;
    let lo_c = ok(ctx.b.constant_i64(TensorType::new(ElementType::I64, shape.clone()), lo as i64))?;
    let x = ok(ctx.b.add(r, lo_c))?;
    let v = ctx.convert_value(x, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// The shape and dtype of a random factory: `size` and `dtype` (default
/// `default`), or `self`'s for the `_like` forms.
fn factory_of(ctx: &LowerCtx, args: &Args, default: DType) -> Result<(Vec<i64>, DType)> {
    if args.has("self") {
        let t = args.tensor("self")?;
        return Ok((ctx.shape(t.v), args.opt_dtype("dtype")?.unwrap_or(t.dtype)));
    }
    Ok((args.ints("size")?, args.opt_dtype("dtype")?.unwrap_or(default)))
}

/// `rand(size)`, `rand_like(self)`: uniform in [0, 1).
pub fn rand(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (shape, dtype) = factory_of(ctx, args, DType::F32)?;
    if !dtype.is_float() {
        return Err(ctx.invalid(format!("\"check_uniform_bounds\" not implemented for '{}'", dtype.short_name())));
    }
    let mut s = Stream::new(ctx)?;
    let u = s.uniform_bits(ctx, &shape, float_digits(dtype), false)?;
    let v = ctx.convert_value(u, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// `randn(size)`, `randn_like(self)`: standard normal.
pub fn randn(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (shape, dtype) = factory_of(ctx, args, DType::F32)?;
    if !dtype.is_float() {
        return Err(ctx.invalid(format!("\"normal_kernel_cpu\" not implemented for '{}'", dtype.short_name())));
    }
    let mut s = Stream::new(ctx)?;
    let z = s.normal(ctx, &shape, compute_of(dtype).1)?;
    let v = ctx.convert_value(z, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// `randint(low=0, high, size)`, `randint_like(self, low=0, high)`: uniform in `low..high`.
pub fn randint(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (shape, dtype) = factory_of(ctx, args, DType::I64)?;
    let lo = args.opt_int("low")?.unwrap_or(0) as i128;
    let hi = args.int("high")? as i128;
    if lo >= hi {
        return Err(ctx.invalid(format!("random_ expects 'from' to be less than 'to', but got from={lo} >= to={hi}")));
    }
    ints_between(ctx, &shape, lo, hi - 1, dtype)
}

/// A one-parameter distribution from an open uniform `u` in (0, 1).
fn from_uniform(
    ctx: &mut LowerCtx,
    args: &Args,
    what: &str,
    f: impl FnOnce(&mut LowerCtx, Value) -> Result<Value>,
) -> Result<Vec<TensorArg>> {
    let t = float_self(ctx, args, what)?;
    let shape = ctx.shape(t.v);
    let (_, wide) = compute_of(t.dtype);
    let mut s = Stream::new(ctx)?;
    let u = s.uniform(ctx, &shape, wide, true)?;
    let x = f(ctx, u)?;
    let v = ctx.convert_value(x, t.dtype)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `exponential_(self, lambd=1)`: `-log(u) / lambd`.
pub fn exponential(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let l = args.opt_float("lambd")?.unwrap_or(1.0);
    if l <= 0.0 {
        return Err(ctx.invalid(format!("exponential_ expects lambda > 0.0, but found lambda={l}")));
    }
    from_uniform(ctx, args, "exponential", |ctx, u| {
        let lg = ok(ctx.b.log(u))?;
        let k = ctx.full_like(u, -1.0 / l)?;
        ok(ctx.b.mul(lg, k))
    })
}

/// `geometric_(self, p)`: `ceil(log(u) / log(1 - p))`, at least 1.
pub fn geometric(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let p = args.float("p")?;
    if !(p > 0.0 && p < 1.0) {
        return Err(ctx.invalid(format!("geometric_ expects p to be in (0, 1), but got p={p}")));
    }
    from_uniform(ctx, args, "geometric", |ctx, u| {
        let lg = ok(ctx.b.log(u))?;
        let k = ctx.full_like(u, 1.0 / (-p).ln_1p())?;
        let x = ok(ctx.b.mul(lg, k))?;
        let x = ok(ctx.b.ceil(x))?;
        let one = ctx.full_like(x, 1.0)?;
        ok(ctx.b.max(x, one))
    })
}

/// `log_normal_(self, mean=1, std=2)`: `exp(mean + std * z)`.
pub fn log_normal(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = float_self(ctx, args, "log_normal")?;
    let mean = args.opt_float("mean")?.unwrap_or(1.0);
    let std = args.opt_float("std")?.unwrap_or(2.0);
    if std <= 0.0 {
        return Err(ctx.invalid(format!("log_normal_ expects std > 0.0, but found std={std}")));
    }
    let shape = ctx.shape(t.v);
    let (_, wide) = compute_of(t.dtype);
    let mut s = Stream::new(ctx)?;
    let z = s.normal(ctx, &shape, wide)?;
    let sd = ctx.full_like(z, std)?;
    let m = ctx.full_like(z, mean)?;
    let x = ok(ctx.b.mul(z, sd))?;
    let x = ok(ctx.b.add(x, m))?;
    let x = ok(ctx.b.exp(x))?;
    let v = ctx.convert_value(x, t.dtype)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `cauchy_(self, median=0, sigma=1)`: `median + sigma * tan(pi * (u - 1/2))`.
pub fn cauchy(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let median = args.opt_float("median")?.unwrap_or(0.0);
    let sigma = args.opt_float("sigma")?.unwrap_or(1.0);
    if sigma <= 0.0 {
        return Err(ctx.invalid(format!("cauchy_ expects sigma > 0.0, but found sigma={sigma}")));
    }
    from_uniform(ctx, args, "cauchy", |ctx, u| {
        let h = ctx.full_like(u, 0.5)?;
        let x = ok(ctx.b.sub(u, h))?;
        let pi = ctx.full_like(u, std::f64::consts::PI)?;
        let x = ok(ctx.b.mul(x, pi))?;
        let x = ok(ctx.b.tan(x))?;
        let sg = ctx.full_like(u, sigma)?;
        let m = ctx.full_like(u, median)?;
        let x = ok(ctx.b.mul(x, sg))?;
        ok(ctx.b.add(x, m))
    })
}

/// `native_dropout(input, p, train)` -> (output, bool mask); kept values are scaled by 1/(1-p).
pub fn native_dropout(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("input")?;
    let p = args.float("p")?;
    let train = match args.raw("train") {
        None | Some(Arg::None) => true,
        _ => args.bool("train")?,
    };
    if !(0.0..=1.0).contains(&p) {
        return Err(ctx.invalid(format!("dropout probability has to be between 0 and 1, but got {p}")));
    }
    let shape = ctx.shape(t.v);
    if !train {
        let m = ctx.constant(ElementType::I1, &shape, 1.0)?;
        return Ok(vec![ctx.out(t.v, t.dtype), ctx.out(m, DType::Bool)]);
    }
    let keep_p = 1.0 - p;
    let scale = if keep_p == 0.0 { 0.0 } else { 1.0 / keep_p };
    let mut s = Stream::new(ctx)?;
    let u = s.uniform(ctx, &shape, t.dtype == DType::F64, false)?;
    let kp = ctx.full_like(u, keep_p)?;
    let keep = ok(ctx.b.compare(u, kp, CmpDir::Lt))?;
    let c = t.dtype.opmath();
    let x = ctx.cast(t, c)?.v;
    let sc = ctx.full_like(x, scale)?;
    let xs = ok(ctx.b.mul(x, sc))?;
    let z = ctx.zeros_like(x)?;
    let out = ok(ctx.b.select(keep, xs, z))?;
    let out = ctx.convert_value(out, t.dtype)?;
    Ok(vec![ctx.out(out, t.dtype), ctx.out(keep, DType::Bool)])
}

/// `native_dropout_backward(grad_output, mask, scale)`: `grad * mask * scale`.
pub fn native_dropout_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let mask = args.tensor("mask")?;
    let scale = args.float("scale")?;
    let c = g.dtype.opmath();
    let gv = ctx.cast(g, c)?.v;
    let shape = ctx.shape(gv);
    let m = ctx.convert_value(mask.v, c)?;
    let m = ctx.broadcast_to(m, &shape)?;
    let x = ok(ctx.b.mul(gv, m))?;
    let sc = ctx.full_like(x, scale)?;
    let x = ok(ctx.b.mul(x, sc))?;
    let v = ctx.convert_value(x, g.dtype)?;
    Ok(vec![ctx.out(v, g.dtype)])
}

/// `randperm(n, dtype)`: positions sorted by random 64-bit keys.
pub fn randperm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let n = args.int("n")?;
    if n < 0 {
        return Err(ctx.invalid(format!("n must be non-negative, got{n}")));
    }
    let dtype = args.opt_dtype("dtype")?.unwrap_or(DType::I64);
    let mut s = Stream::new(ctx)?;
    let keys = s.bits(ctx, &[n], ElementType::U64)?;
    let iota = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n]), 0))?;
    let perm = if n > 1 {
        ok(ctx.b.sort(&[keys, iota], 0, true, |b, a| Ok(vec![b.compare(a[0], a[1], CmpDir::Lt)?])))?[1]
    } else {
        iota
    };
    let v = ctx.convert_value(perm, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// `multinomial(self, num_samples, replacement=False)`, by the Gumbel-max trick:
/// argmax of `log p + Gumbel noise` per draw with replacement, the top
/// `num_samples` of one noisy key per category without.
pub fn multinomial(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let ns = args.int("num_samples")?;
    let repl = args.bool_or("replacement", false)?;
    let shape = ctx.shape(t.v);
    if shape.is_empty() || shape.len() > 2 {
        return Err(ctx.invalid(format!("prob_dist must be 1 or 2 dim, but got {}", shape.len())));
    }
    if !t.dtype.is_float() {
        return Err(ctx.invalid(format!(
            "multinomial only supports floating-point dtypes for input, got: {}",
            t.dtype.short_name()
        )));
    }
    if ns <= 0 {
        return Err(ctx.invalid("cannot sample n_sample <= 0 samples"));
    }
    let c = *shape.last().unwrap();
    if !repl && ns > c {
        return Err(ctx.invalid("cannot sample n_sample > prob_dist.size(-1) samples without replacement"));
    }
    let rows = if shape.len() == 2 { shape[0] } else { 1 };
    let (cd, wide) = compute_of(t.dtype);
    let p = ctx.cast(t, cd)?.v;
    let p = ok(ctx.b.reshape(p, &[rows, c]))?;
    let logp = ok(ctx.b.log(p))?;
    let mut s = Stream::new(ctx)?;
    let out = if repl {
        let dims = [rows, ns, c];
        let u = s.uniform(ctx, &dims, wide, true)?;
        let g = gumbel(ctx, u)?;
        let lp = ok(ctx.b.broadcast_in_dim(logp, &dims, &[0, 2]))?;
        let keys = ok(ctx.b.add(lp, g))?;
        argmax_last(ctx, keys)?
    } else {
        let dims = [rows, c];
        let u = s.uniform(ctx, &dims, wide, true)?;
        let g = gumbel(ctx, u)?;
        let keys = ok(ctx.b.add(logp, g))?;
        let iota = ok(ctx.b.iota(TensorType::new(ElementType::I64, dims.to_vec()), 1))?;
        let r = ok(ctx.b.sort(&[keys, iota], 1, true, |b, a| Ok(vec![b.compare(a[0], a[1], CmpDir::Gt)?])))?;
        ok(ctx.b.slice(r[1], &[0, 0], &[rows, ns], &[1, 1]))?
    };
    let out = if shape.len() == 1 { ok(ctx.b.reshape(out, &[ns]))? } else { out };
    Ok(vec![ctx.out(out, DType::I64)])
}

/// Gumbel noise `-log(-log(u))` from an open uniform.
fn gumbel(ctx: &mut LowerCtx, u: Value) -> Result<Value> {
    let l = ok(ctx.b.log(u))?;
    let l = ok(ctx.b.neg(l))?;
    let l = ok(ctx.b.log(l))?;
    ok(ctx.b.neg(l))
}

/// Index of the maximum along the last dimension (first one on ties).
fn argmax_last(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    let shape = ctx.shape(v);
    let r = shape.len();
    let e = ctx.elem(v);
    let iota = ok(ctx.b.iota(TensorType::new(ElementType::I64, shape.clone()), r - 1))?;
    let ninf = ctx.constant(e, &[], f64::NEG_INFINITY)?;
    let z = ctx.constant(ElementType::I64, &[], 0.0)?;
    let out = ok(ctx.b.reduce(&[v, iota], &[ninf, z], &[(r - 1) as i64], |b, a| {
        let (av, ai, bv, bi) = (a[0], a[1], a[2], a[3]);
        let gt = b.compare(bv, av, CmpDir::Gt)?;
        let eq = b.compare(bv, av, CmpDir::Eq)?;
        let lt = b.compare(bi, ai, CmpDir::Lt)?;
        let tie = b.and(eq, lt)?;
        let take = b.or(gt, tie)?;
        Ok(vec![b.select(take, bv, av)?, b.select(take, bi, ai)?])
    }))?;
    Ok(out[1])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_random_ops() {
        check("uniform_f32", "uniform", vec![("self", T::Tensor(F32, vec![4])), ("from", T::Float(-1.0)), ("to", T::Float(1.0))]);
        check("native_dropout_f32", "native_dropout", vec![("input", T::Tensor(F32, vec![4])), ("p", T::Float(0.25)), ("train", T::Bool(true))]);
        let rrelu = |training| vec![("self", T::Tensor(F32, vec![4])), ("noise", T::Tensor(F32, vec![4])), ("lower", T::Scalar(F64)), ("upper", T::Scalar(F64)), ("training", T::Bool(training))];
        check("rrelu_with_noise_training", "rrelu_with_noise", rrelu(true));
        check("rrelu_with_noise_eval", "rrelu_with_noise", rrelu(false));
        check("rrelu_with_noise_functional", "rrelu_with_noise_functional", rrelu(true));
        let back = |training| {
            vec![("grad_output", T::Tensor(F32, vec![4])), ("self", T::Tensor(F32, vec![4])), ("noise", T::Tensor(F32, vec![4])), ("lower", T::Float(0.1)), ("upper", T::Float(0.3)), ("training", T::Bool(training)), ("self_is_result", T::Bool(false))]
        };
        check("rrelu_with_noise_backward_training", "rrelu_with_noise_backward", back(true));
        check("rrelu_with_noise_backward_eval", "rrelu_with_noise_backward", back(false));
    }

    #[test]
    fn random_bounds_are_checked() {
        let e = lower_text("uniform", vec![("self", T::Tensor(F32, vec![4])), ("from", T::Float(1.0)), ("to", T::Float(0.0))]).unwrap_err();
        assert!(e.contains("uniform_ expects to return a [from, to) range"), "{e}");
        let e = lower_text("normal", vec![("self", T::Tensor(F32, vec![4])), ("mean", T::Float(0.0)), ("std", T::Float(-1.0))]).unwrap_err();
        assert!(e.contains("normal expects std >= 0.0"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("normal", "normal", vec![("mean", T::Tensor(F32, vec![2, 3])), ("std", T::Float(1.0))]);
        check("normal_functional", "normal_functional", vec![("self", T::Tensor(F32, vec![2, 3])), ("mean", T::Float(0.0)), ("std", T::Float(1.0))]);
        check("bernoulli", "bernoulli", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("random", "random", vec![("self", T::Tensor(F32, vec![2, 3])), ("from", T::Int(1)), ("to", T::None)]);
        check("exponential", "exponential", vec![("self", T::Tensor(F32, vec![2, 3])), ("lambd", T::Float(1.0))]);
        check("geometric", "geometric", vec![("self", T::Tensor(F32, vec![2, 3])), ("p", T::Float(0.5))]);
        check("log_normal", "log_normal", vec![("self", T::Tensor(F32, vec![2, 3])), ("mean", T::Float(1.0)), ("std", T::Float(2.0))]);
        check("cauchy", "cauchy", vec![("self", T::Tensor(F32, vec![2, 3])), ("median", T::Float(0.0)), ("sigma", T::Float(1.0))]);
        check("native_dropout_backward", "native_dropout_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("mask", T::Tensor(F32, vec![2, 3])), ("scale", T::Float(0.5))]);
        check("randperm", "randperm", vec![("n", T::Int(5)), ("dtype", T::None)]);
        check("rand", "rand", vec![("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
        check("rand_like", "rand_like", vec![("self", T::Tensor(BF16, vec![4])), ("dtype", T::None)]);
        check("randn", "randn", vec![("size", T::Ints(vec![2, 3])), ("dtype", T::DType(F64))]);
        check("randn_like", "randn_like", vec![("self", T::Tensor(F32, vec![4])), ("dtype", T::None)]);
        check("randint", "randint", vec![("low", T::Int(-3)), ("high", T::Int(7)), ("size", T::Ints(vec![5])), ("dtype", T::None)]);
        check("randint_like", "randint_like", vec![("self", T::Tensor(I32, vec![2, 2])), ("high", T::Int(10)), ("dtype", T::None)]);
        // In graphs a schema's default dtype (`dtype=long`) arrives as its c10 code.
        let text = lower_text("randint", vec![("high", T::Int(7)), ("size", T::Ints(vec![5])), ("dtype", T::Int(6))]).unwrap();
        assert!(text.contains("-> (tensor<5xf32>)"), "{text}");
        check("multinomial", "multinomial", vec![("self", T::Tensor(F32, vec![2, 3])), ("num_samples", T::Int(2)), ("replacement", T::Bool(false))]);
    }
}
