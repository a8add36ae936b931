//! Histograms: `histc` (what mixture-of-experts routers count tokens per expert with)
//! and `bincount` (its length is the data's maximum: a `sized_by` pre-pass reads it).

use crate::args::{Args, TensorArg};
use crate::dtype::DType;
use crate::ctx::{ok, LowerCtx};
use crate::error::Result;
use crate::ops::index::{scatter_rows, Combine};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, TensorType, Value};

/// The least and greatest element of the 1-D `v`, from the reductions' initial values
/// `above` (at least any element) and `below` (at most any): those for no elements.
fn min_max(ctx: &mut LowerCtx, v: Value, above: Value, below: Value) -> Result<(Value, Value)> {
    let mn = ok(ctx.b.reduce(&[v], &[above], &[0], |b, a| Ok(vec![b.min(a[0], a[1])?])))?[0];
    let mx = ok(ctx.b.reduce(&[v], &[below], &[0], |b, a| Ok(vec![b.max(a[0], a[1])?])))?[0];
    Ok((mn, mx))
}

pub fn register(r: &mut Registry) {
    // The range decides the program (its checks are PyTorch's errors): constants.
    r.op("histc", histc).consts(&["min", "max"]);
    r.op("bincount", bincount).sized_by(bincount_length);
    r.op("histogram", histogram).overloads(&["bins_tensor", "bin_ct"]);
}

fn bincount_input(ctx: &LowerCtx, args: &Args) -> Result<(TensorArg, Option<TensorArg>, i64)> {
    let x = args.tensor("self")?;
    let weights = args.opt_tensor("weights")?;
    let minlength = args.int_or("minlength", 0)?;
    if minlength < 0 {
        return Err(ctx.invalid("minlength should be >= 0"));
    }
    if ctx.rank(x.v) != 1 || !x.dtype.is_integral(false) {
        if ctx.rank(x.v) == 1 && x.dtype.is_float() {
            // CPU's own message and type for a float input (NotImplementedError).
            return Err(ctx.unsupported(format!("\"bincount_cpu\" not implemented for '{}'", x.dtype.scalar_type_name())));
        }
        return Err(ctx.invalid("bincount only supports 1-d non-negative integral inputs."));
    }
    if let Some(w) = &weights {
        if ctx.rank(w.v) != 1 || ctx.shape(w.v) != ctx.shape(x.v) {
            return Err(ctx.invalid("weights should be 1-d and have the same length as input"));
        }
    }
    Ok((x, weights, minlength))
}

/// The pre-pass: `max(max(self) + 1, minlength)`, or -1 when an element is negative
/// (the main lowering turns that into PyTorch's error).
fn bincount_length(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, _, minlength) = bincount_input(ctx, args)?;
    let i = ElementType::I64;
    let v = ctx.convert_value(x.v, DType::I64)?;
    let (lowest, highest) = (ctx.constant_int(i, &[], i64::MAX)?, ctx.constant_int(i, &[], -1)?);
    let (mn, mx) = min_max(ctx, v, lowest, highest)?;
    let one = ctx.constant_int(i, &[], 1)?;
    let len = ok(ctx.b.add(mx, one))?;
    let floor = ctx.constant_int(i, &[], minlength)?;
    let len = ok(ctx.b.max(len, floor))?;
    let zero = ctx.constant_int(i, &[], 0)?;
    let negative = ok(ctx.b.compare(mn, zero, CmpDir::Lt))?;
    let bad = ctx.constant_int(i, &[], -1)?;
    let len = ok(ctx.b.select(negative, bad, len))?;
    Ok(vec![ctx.out(len, DType::I64)])
}

/// `bincount(self, weights=None, minlength=0)`: how often each value occurs (int64),
/// or the sum of its weights (float32 weights stay float32, any other become float64, as
/// on CPU).
pub fn bincount(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, weights, _) = bincount_input(ctx, args)?;
    let len = *ctx.dyn_sizes.first().ok_or_else(|| ctx.invalid("bincount lowered without its length"))?;
    if len < 0 {
        return Err(ctx.invalid("bincount only supports 1-d non-negative integral inputs."));
    }
    let out_dtype = match &weights {
        None => DType::I64,
        Some(w) if w.dtype == DType::F32 => DType::F32,
        Some(_) => DType::F64,
    };
    let n = ctx.shape(x.v)[0];
    let idx = ctx.convert_value(x.v, DType::I64)?;
    let upd = match weights {
        Some(w) => ctx.convert_value(w.v, out_dtype)?,
        None => ctx.constant_int(ElementType::I64, &[n], 1)?,
    };
    let base = ctx.constant(out_dtype.elem(), &[len], 0.0)?;
    let out = if n == 0 { base } else { scatter_rows(ctx, base, 0, idx, upd, Combine::Add)? };
    Ok(vec![ctx.out(out, out_dtype)])
}

/// `histc(self, bins=100, min=0, max=0)`: counts of `self`'s elements in `bins`
/// equal bins over [min, max] (over the data's own range when min == max, widened
/// by 1 each way when that is one value); elements outside the range, NaN among
/// them, are not counted. The bin of `x` is `(x - min) * bins / (max - min)`
/// rounded down, computed as PyTorch does (in the input's dtype, each step rounded);
/// `max` itself falls in the last bin.
pub fn histc(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    if t.dtype == DType::Bool || t.dtype.is_complex() {
        // Neither CPU nor CUDA has them: the CPU fallback raises PyTorch's own error.
        return Err(ctx.unsupported(format!("histc of {}", t.dtype.name())));
    }
    let bins = args.int("bins")?;
    if bins <= 0 {
        return Err(ctx.invalid(format!("torch.histogram(): bins must be > 0, but got {bins} for dimension 0")));
    }
    let (lo, hi) = (args.scalar("min")?.host_f64(), args.scalar("max")?.host_f64());
    if lo > hi {
        return Err(ctx.invalid("torch.histc: max must be larger than min"));
    }
    if !lo.is_finite() || !hi.is_finite() {
        return Err(ctx.invalid(format!("torch.histc: range of [{lo}, {hi}] is not finite")));
    }
    if t.dtype.is_integral(false) {
        return histc_integral(ctx, t, bins, lo, hi);
    }
    // In the input's dtype, rounding after each step, as PyTorch's kernel does (its
    // bfloat16/half arithmetic rounds every result): computed in float32 and rounded
    // back explicitly, since a plugin may keep 16-bit intermediates wider.
    let math = t.dtype.opmath();
    let e = math.elem();
    let round = |ctx: &mut LowerCtx, v| -> Result<_> {
        if math == t.dtype {
            return Ok(v);
        }
        let r = ok(ctx.b.convert(v, t.dtype.elem()))?;
        ok(ctx.b.convert(r, e))
    };
    let n: i64 = ctx.shape(t.v).iter().product();
    let x = ok(ctx.b.reshape(t.v, &[n]))?;
    let x = ctx.convert_value(x, math)?;
    let (lo_v, hi_v) = if lo == hi {
        // The data's own range (its reductions of an empty input give +-inf: nothing is counted).
        let big = ctx.constant(e, &[], f64::INFINITY)?;
        let small = ctx.constant(e, &[], f64::NEG_INFINITY)?;
        let (mn, mx) = min_max(ctx, x, big, small)?;
        let same = ok(ctx.b.compare(mn, mx, CmpDir::Eq))?;
        let one = ctx.constant(e, &[], 1.0)?;
        let (mn1, mx1) = (ok(ctx.b.sub(mn, one))?, ok(ctx.b.add(mx, one))?);
        let (mn1, mx1) = (round(ctx, mn1)?, round(ctx, mx1)?);
        (ok(ctx.b.select(same, mn1, mn))?, ok(ctx.b.select(same, mx1, mx))?)
    } else {
        let (l, h) = (ctx.constant(e, &[], lo)?, ctx.constant(e, &[], hi)?);
        (round(ctx, l)?, round(ctx, h)?)
    };
    let lo_b = ok(ctx.b.broadcast_in_dim(lo_v, &[n], &[]))?;
    let hi_b = ok(ctx.b.broadcast_in_dim(hi_v, &[n], &[]))?;
    let nb = ctx.constant(e, &[n], bins as f64)?;
    let nb = round(ctx, nb)?;
    let shifted = ok(ctx.b.sub(x, lo_b))?;
    let shifted = round(ctx, shifted)?;
    let scaled = ok(ctx.b.mul(shifted, nb))?;
    let scaled = round(ctx, scaled)?;
    let width = ok(ctx.b.sub(hi_b, lo_b))?;
    let width = round(ctx, width)?;
    let pos = ok(ctx.b.div(scaled, width))?;
    let pos = round(ctx, pos)?;
    let pos = ok(ctx.b.convert(pos, ElementType::I64))?;
    let last = ctx.constant_int(ElementType::I64, &[n], bins - 1)?;
    let pos = ok(ctx.b.min(pos, last))?;
    let above = ok(ctx.b.compare(x, lo_b, CmpDir::Ge))?;
    let below = ok(ctx.b.compare(x, hi_b, CmpDir::Le))?;
    let inside = ok(ctx.b.and(above, below))?;
    let zero_i = ctx.constant_int(ElementType::I64, &[n], 0)?;
    let idx = ok(ctx.b.select(inside, pos, zero_i))?;
    let one = ctx.constant(t.dtype.elem(), &[n], 1.0)?;
    let zero = ctx.constant(t.dtype.elem(), &[n], 0.0)?;
    let upd = ok(ctx.b.select(inside, one, zero))?;
    let base = ok(ctx.b.constant_f64(TensorType::new(t.dtype.elem(), vec![bins]), 0.0))?;
    let out = scatter_rows(ctx, base, 0, idx, upd, Combine::Add)?;
    Ok(vec![ctx.out(out, t.dtype)])
}

/// `histogram(self, bins: int | Tensor, range=None, weight=None, density=False)` ->
/// `(hist, bin_edges)`: with a bin count, `bins + 1` edges spaced as `linspace` spaces
/// them over `range` (or the data's range, widened by 0.5 each way when one value;
/// [0, 1] for no data); with a tensor, those edges. An element falls in the last bin
/// whose left edge it reaches (the rightmost edge belongs to the last bin); outside
/// the edges, or NaN, it is not counted.
pub fn histogram(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"histogramdd\" not implemented for '{}'", x.dtype.scalar_type_name())));
    }
    let weight = args.opt_tensor("weight")?;
    let density = args.bool_or("density", false)?;
    let comp = x.dtype.opmath();
    let e = comp.elem();
    let n: i64 = ctx.shape(x.v).iter().product();
    if let Some(w) = &weight {
        if ctx.shape(w.v) != ctx.shape(x.v) {
            return Err(ctx.invalid("torch.histogramdd: if weight tensor is provided it should have the same shape as the input tensor excluding its innermost dimension"));
        }
    }
    let flat = ok(ctx.b.reshape(x.v, &[n]))?;
    let xs = ctx.convert_value(flat, comp)?;
    let edges = match args.raw("bins") {
        Some(crate::args::Arg::Int(bins)) => {
            let bins = *bins;
            if bins <= 0 {
                return Err(ctx.invalid(format!("torch.histogramdd(): bins must be > 0, but got {bins} for dimension 0")));
            }
            let (lo, hi) = match args.opt_floats("range")? {
                Some(r) if r.len() == 2 => {
                    if r[0] > r[1] {
                        return Err(ctx.invalid(format!(
                            "torch.histogramdd: min should not exceed max, but got min {} max {} for dimension 0", r[0], r[1]
                        )));
                    }
                    if !r[0].is_finite() || !r[1].is_finite() {
                        return Err(ctx.invalid(format!("torch.histogramdd: range of [{}, {}] is not finite", r[0], r[1])));
                    }
                    let (l, h) = if r[0] == r[1] { (r[0] - 0.5, r[1] + 0.5) } else { (r[0], r[1]) };
                    (ctx.constant(e, &[], l)?, ctx.constant(e, &[], h)?)
                }
                Some(r) => return Err(ctx.invalid(format!("torch.histogramdd: range should have 2 elements, but got {}", r.len()))),
                None if n == 0 => (ctx.constant(e, &[], 0.0)?, ctx.constant(e, &[], 1.0)?),
                None => {
                    let big = ctx.constant(e, &[], f64::INFINITY)?;
                    let small = ctx.constant(e, &[], f64::NEG_INFINITY)?;
                    let (mn, mx) = min_max(ctx, xs, big, small)?;
                    let same = ok(ctx.b.compare(mn, mx, CmpDir::Eq))?;
                    let half = ctx.constant(e, &[], 0.5)?;
                    let (l, h) = (ok(ctx.b.sub(mn, half))?, ok(ctx.b.add(mx, half))?);
                    (ok(ctx.b.select(same, l, mn))?, ok(ctx.b.select(same, h, mx))?)
                }
            };
            // The range in the input's dtype first, as PyTorch holds it.
            let (lo, hi) = (ctx.convert_value(lo, x.dtype)?, ctx.convert_value(hi, x.dtype)?);
            let (lo, hi) = (ctx.convert_value(lo, comp)?, ctx.convert_value(hi, comp)?);
            crate::ops::factory::lin_values(ctx, lo, hi, bins + 1, comp)?
        }
        _ => {
            let b = args.tensor("bins")?;
            if ctx.rank(b.v) != 1 || b.dtype != x.dtype {
                return Err(ctx.invalid(format!(
                    "torch.histogramdd: bins must be a 1-d tensor of the input's dtype, got {}", ctx.tensor_desc(&b)
                )));
            }
            ctx.convert_value(b.v, comp)?
        }
    };
    let edge_count = ctx.shape(edges)[0];
    let bins = edge_count - 1;
    if bins <= 0 {
        return Err(ctx.invalid("torch.histogramdd: bins tensor should have at least 1 element"));
    }
    // The bin: how many edges the element reaches, less one, at most the last bin.
    let xb = ok(ctx.b.broadcast_in_dim(xs, &[n, edge_count], &[0]))?;
    let eb = ok(ctx.b.broadcast_in_dim(edges, &[n, edge_count], &[1]))?;
    let reached = ok(ctx.b.compare(eb, xb, CmpDir::Le))?;
    let reached = ctx.convert_value(reached, DType::I64)?;
    let zero_i = ctx.constant_int(ElementType::I64, &[], 0)?;
    let count = ok(ctx.b.reduce(&[reached], &[zero_i], &[1], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
    let one = ctx.constant_int(ElementType::I64, &[n], 1)?;
    let pos = ok(ctx.b.sub(count, one))?;
    let last = ctx.constant_int(ElementType::I64, &[n], bins - 1)?;
    let pos = ok(ctx.b.min(pos, last))?;
    let first_edge = ok(ctx.b.slice(edges, &[0], &[1], &[1]))?;
    let last_edge = ok(ctx.b.slice(edges, &[bins], &[edge_count], &[1]))?;
    let (first_edge, last_edge) = (ok(ctx.b.reshape(first_edge, &[]))?, ok(ctx.b.reshape(last_edge, &[]))?);
    let lo_b = ok(ctx.b.broadcast_in_dim(first_edge, &[n], &[]))?;
    let hi_b = ok(ctx.b.broadcast_in_dim(last_edge, &[n], &[]))?;
    let above = ok(ctx.b.compare(xs, lo_b, CmpDir::Ge))?;
    let below = ok(ctx.b.compare(xs, hi_b, CmpDir::Le))?;
    let inside = ok(ctx.b.and(above, below))?;
    let zeros_i = ctx.constant_int(ElementType::I64, &[n], 0)?;
    let idx = ok(ctx.b.select(inside, pos, zeros_i))?;
    let upd = match &weight {
        Some(w) => {
            let wf = ok(ctx.b.reshape(w.v, &[n]))?;
            ctx.convert_value(wf, comp)?
        }
        None => ctx.constant(e, &[n], 1.0)?,
    };
    let zero = ctx.constant(e, &[n], 0.0)?;
    let upd = ok(ctx.b.select(inside, upd, zero))?;
    let base = ctx.constant(e, &[bins], 0.0)?;
    let mut hist = scatter_rows(ctx, base, 0, idx, upd, Combine::Add)?;
    if density {
        // As PyTorch: divided by the total, then by each bin's width.
        let z = ctx.constant(e, &[], 0.0)?;
        let total = ok(ctx.b.reduce(&[hist], &[z], &[0], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
        let total = ok(ctx.b.broadcast_in_dim(total, &[bins], &[]))?;
        hist = ok(ctx.b.div(hist, total))?;
        let right = ok(ctx.b.slice(edges, &[1], &[edge_count], &[1]))?;
        let left = ok(ctx.b.slice(edges, &[0], &[bins], &[1]))?;
        let width = ok(ctx.b.sub(right, left))?;
        hist = ok(ctx.b.div(hist, width))?;
    }
    let hist = ctx.convert_value(hist, x.dtype)?;
    let edges = ctx.convert_value(edges, x.dtype)?;
    Ok(vec![ctx.out(hist, x.dtype), ctx.out(edges, x.dtype)])
}

/// Integer `histc`, as CUDA computes it (CPU has none; Hugging Face's MoE layers count
/// tokens per expert this way on every device but CPU and MPS): integer bounds, the
/// bin `(x - min) * bins / (max - min)` in integer arithmetic (64-bit here, so large
/// values do not wrap), counts in the input's dtype.
fn histc_integral(ctx: &mut LowerCtx, t: TensorArg, bins: i64, lo: f64, hi: f64) -> Result<Vec<TensorArg>> {
    let i = ElementType::I64;
    let n: i64 = ctx.shape(t.v).iter().product();
    let x = ok(ctx.b.reshape(t.v, &[n]))?;
    let x = ctx.convert_value(x, DType::I64)?;
    // PyTorch truncates float bounds toward zero for integer input.
    let (lo, hi) = (lo.trunc() as i64, hi.trunc() as i64);
    let (lo_v, hi_v) = if lo == hi {
        let big = ctx.constant_int(i, &[], i64::MAX)?;
        let small = ctx.constant_int(i, &[], i64::MIN)?;
        let (mn, mx) = min_max(ctx, x, big, small)?;
        let same = ok(ctx.b.compare(mn, mx, CmpDir::Eq))?;
        let one = ctx.constant_int(i, &[], 1)?;
        let (mn1, mx1) = (ok(ctx.b.sub(mn, one))?, ok(ctx.b.add(mx, one))?);
        (ok(ctx.b.select(same, mn1, mn))?, ok(ctx.b.select(same, mx1, mx))?)
    } else {
        (ctx.constant_int(i, &[], lo)?, ctx.constant_int(i, &[], hi)?)
    };
    let lo_b = ok(ctx.b.broadcast_in_dim(lo_v, &[n], &[]))?;
    let hi_b = ok(ctx.b.broadcast_in_dim(hi_v, &[n], &[]))?;
    let nb = ctx.constant_int(i, &[n], bins)?;
    let shifted = ok(ctx.b.sub(x, lo_b))?;
    let scaled = ok(ctx.b.mul(shifted, nb))?;
    let width = ok(ctx.b.sub(hi_b, lo_b))?;
    // An empty input's range is (MAX, MIN): nothing is inside; a zero width cannot occur
    // inside it, but the division must not trap on the lanes outside.
    let one = ctx.constant_int(i, &[n], 1)?;
    let width = ok(ctx.b.max(width, one))?;
    let pos = ok(ctx.b.div(scaled, width))?;
    let last = ctx.constant_int(i, &[n], bins - 1)?;
    let pos = ok(ctx.b.min(pos, last))?;
    let above = ok(ctx.b.compare(x, lo_b, CmpDir::Ge))?;
    let below = ok(ctx.b.compare(x, hi_b, CmpDir::Le))?;
    let inside = ok(ctx.b.and(above, below))?;
    let zero_i = ctx.constant_int(i, &[n], 0)?;
    let idx = ok(ctx.b.select(inside, pos, zero_i))?;
    let e = t.dtype.elem();
    let (one, zero) = (ctx.constant_int(e, &[n], 1)?, ctx.constant_int(e, &[n], 0)?);
    let upd = ok(ctx.b.select(inside, one, zero))?;
    let base = ctx.constant_int(e, &[bins], 0)?;
    let out = scatter_rows(ctx, base, 0, idx, upd, Combine::Add)?;
    Ok(vec![ctx.out(out, t.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::testing::{check, check_sized, lower_text, T};
    use crate::DType;

    #[test]
    fn histc_golden() {
        check("histc", "histc", vec![("self", T::Tensor(DType::F32, vec![2, 5])), ("bins", T::Int(4)), ("min", T::Const(0.0)), ("max", T::Const(2.0))]);
        check("histc_data_range", "histc", vec![("self", T::Tensor(DType::BF16, vec![6])), ("bins", T::Int(3)), ("min", T::Const(0.0)), ("max", T::Const(0.0))]);
        check("histogram_bins_range", "histogram", vec![("self", T::Tensor(DType::F32, vec![2, 5])), ("bins", T::Int(4)), ("range", T::Floats(vec![0.0, 2.0]))]);
        check("histc_int", "histc", vec![("self", T::Tensor(DType::I32, vec![6])), ("bins", T::Int(4)), ("min", T::Const(0.0)), ("max", T::Const(3.0))]);
    }

    #[test]
    fn histc_rejects_what_pytorch_rejects() {
        let e = |bins: i64, lo: f64, hi: f64| {
            lower_text("histc", vec![("self", T::Tensor(DType::F32, vec![3])), ("bins", T::Int(bins)), ("min", T::Const(lo)), ("max", T::Const(hi))])
                .unwrap_err()
        };
        assert!(e(0, 0.0, 1.0).contains("bins must be > 0, but got 0"));
        assert!(e(3, 2.0, 1.0).contains("max must be larger than min"));
        assert!(e(3, 0.0, f64::INFINITY).contains("is not finite"));
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check_sized("bincount", "bincount", vec![("self", T::Tensor(DType::I64, vec![5])), ("weights", T::None), ("minlength", T::Int(0))], &[4]);
    }
}
