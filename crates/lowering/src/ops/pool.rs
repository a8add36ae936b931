//! Pooling over the trailing 1-3 spatial dimensions: max (with indices), average
//! and adaptive average/max, each with its backward.
//!
//! - max pooling is one variadic `reduce_window` over (value, flat index) pairs:
//!   NaN wins, ties go to the smaller index (PyTorch's first maximum);
//!   its backward scatter-adds the output gradient at the saved indices.
//! - average pooling is a windowed sum divided by a host-computed constant grid of
//!   divisors (count_include_pad, ceil_mode and divisor_override only change that
//!   grid); its backward spreads `grad / divisor` back over each window with a
//!   stride-dilated pad and a unit-stride window sum.
//! - adaptive average pooling is one `dot_general` per spatial dimension with a 0/1
//!   window matrix, then a divide by window sizes; the backward uses the transposes.
//! - adaptive max pooling reduces one spatial dimension at a time (a window per
//!   output position), carrying the flat index.
//!
//! Half and bfloat16 sums run in f32 and round once.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::index::{scatter_rows, take_along, Combine};
use crate::ops::reduce::{reduce, Kind};
use crate::platform::Platform;
use crate::registry::Registry;
use tpj_stablehlo::{Builder, CmpDir, DotDims, ElementType, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    // libtpu 0.0.52's compiler dies (SIGSEGV) on these programs for TPU v6e (v5e compiles
    // them; the lowering cannot tell the chips apart): `torch-pjrt tpu-check`, docs/tpu.md.
    const TPU_CRASH: &str = "libtpu's compiler crashes (SIGSEGV) on its program for TPU v6e";
    r.op("fractional_max_pool2d", |c, a| fractional_max_pool(c, a, 2)).refuse_on(Platform::Tpu, TPU_CRASH);
    r.op("fractional_max_pool3d", |c, a| fractional_max_pool(c, a, 3)).refuse_on(Platform::Tpu, TPU_CRASH);
    r.op("fractional_max_pool2d_backward", |c, a| fractional_max_pool_backward(c, a, 2));
    r.op("fractional_max_pool3d_backward", |c, a| fractional_max_pool_backward(c, a, 3));
    r.op("max_pool2d_with_indices", |c, a| max_pool(c, a, 2));
    r.op("max_pool3d_with_indices", |c, a| max_pool(c, a, 3));
    r.op("max_pool2d_with_indices_backward", |c, a| max_pool_backward(c, a, 2));
    r.op("max_pool3d_with_indices_backward", |c, a| max_pool_backward(c, a, 3));
    r.op("max_unpool2d", |c, a| max_unpool(c, a, 2));
    r.op("max_unpool3d", |c, a| max_unpool(c, a, 3));
    r.op("avg_pool2d", |c, a| avg_pool(c, a, 2));
    r.op("avg_pool3d", |c, a| avg_pool(c, a, 3));
    r.op("avg_pool2d_backward", |c, a| avg_pool_backward(c, a, 2));
    r.op("avg_pool3d_backward", |c, a| avg_pool_backward(c, a, 3));
    r.op("_adaptive_avg_pool2d", |c, a| adaptive_avg_pool(c, a, 2));
    r.op("_adaptive_avg_pool3d", |c, a| adaptive_avg_pool(c, a, 3));
    r.op("_adaptive_avg_pool2d_backward", |c, a| adaptive_avg_pool_backward(c, a, 2));
    r.op("_adaptive_avg_pool3d_backward", |c, a| adaptive_avg_pool_backward(c, a, 3));
    r.op("adaptive_max_pool2d", |c, a| adaptive_max_pool(c, a, 2));
    r.op("adaptive_max_pool3d", |c, a| adaptive_max_pool(c, a, 3));
    r.op("adaptive_max_pool2d_backward", |c, a| max_pool_backward(c, a, 2));
    r.op("adaptive_max_pool3d_backward", |c, a| max_pool_backward(c, a, 3));
}

/// A pooling window along each spatial dimension.
struct Window {
    k: Vec<i64>,
    s: Vec<i64>,
    p: Vec<i64>,
    d: Vec<i64>,
    /// Output size per spatial dimension.
    o: Vec<i64>,
}

fn name(n: usize, what: &str) -> String {
    format!("{what}{n}d")
}

/// An int list of 1 or `n` entries spread to `n` (PyTorch's pooling argument rule);
/// `empty_as` stands in for an empty list (stride defaults to the kernel size).
fn spread(ctx: &LowerCtx, v: Vec<i64>, n: usize, what: &str, arg: &str, empty_as: Option<&[i64]>) -> Result<Vec<i64>> {
    if v.is_empty() {
        if let Some(e) = empty_as {
            return Ok(e.to_vec());
        }
    }
    match v.len() {
        1 => Ok(vec![v[0]; n]),
        l if l == n => Ok(v),
        _ => Err(ctx.invalid(format!(
            "{what}: {arg} must either be a single int, or a tuple of {} ints",
            if n == 2 { "two" } else { "three" }
        ))),
    }
}

/// Checks the input's rank and returns the number of leading (batch/channel) dims.
fn lead_dims(ctx: &LowerCtx, x: &TensorArg, n: usize, what: &str) -> Result<usize> {
    let r = ctx.rank(x.v);
    if r != n + 1 && r != n + 2 {
        return Err(ctx.invalid(format!(
            "{what}: Expected {}D or {}D input tensor, but got {:?}",
            n + 1,
            n + 2,
            ctx.shape(x.v)
        )));
    }
    let shape = ctx.shape(x.v);
    if shape[r - n..].iter().any(|&d| d == 0) {
        return Err(ctx.invalid(format!("{what}: Expected input's non-batch dimensions to have positive length, but input has a shape of {shape:?}")));
    }
    Ok(r - n)
}

/// PyTorch's `pooling_output_shape`.
fn out_size(i: i64, k: i64, p: i64, s: i64, d: i64, ceil: bool) -> i64 {
    let num = i + 2 * p - d * (k - 1) - 1 + if ceil { s - 1 } else { 0 };
    let mut o = num.div_euclid(s) + 1;
    if ceil && (o - 1) * s >= i + p {
        o -= 1;
    }
    o
}

#[allow(clippy::too_many_arguments)]
fn window(ctx: &LowerCtx, args: &Args, x: &TensorArg, n: usize, what: &str, has_dilation: bool) -> Result<Window> {
    let k = spread(ctx, args.ints("kernel_size")?, n, what, "kernel_size", None)?;
    let s = spread(ctx, args.ints("stride")?, n, what, "stride", Some(&k))?;
    let p = spread(ctx, args.ints("padding")?, n, what, "padding", None)?;
    let d = if has_dilation { spread(ctx, args.ints("dilation")?, n, what, "dilation", None)? } else { vec![1; n] };
    let ceil = args.bool_or("ceil_mode", false)?;
    if k.iter().any(|&v| v <= 0) {
        return Err(ctx.invalid(format!("kernel size should be greater than zero, but got kernel size {k:?}")));
    }
    if s.iter().any(|&v| v <= 0) {
        return Err(ctx.invalid(format!("stride should be greater than zero, but got stride {s:?}")));
    }
    if d.iter().any(|&v| v <= 0) {
        return Err(ctx.invalid(format!("dilation should be greater than zero, but got dilation {d:?}")));
    }
    for i in 0..n {
        if p[i] < 0 || p[i] > (d[i] * (k[i] - 1) + 1) / 2 {
            return Err(ctx.invalid(format!(
                "pad should be at most half of effective kernel size, but got pad={}, kernel_size={} and dilation={}",
                p[i], k[i], d[i]
            )));
        }
    }
    let shape = ctx.shape(x.v);
    let sp = &shape[shape.len() - n..];
    let o: Vec<i64> = (0..n).map(|i| out_size(sp[i], k[i], p[i], s[i], d[i], ceil)).collect();
    if o.iter().any(|&v| v < 1) {
        let lead = &shape[..shape.len() - n];
        let c = lead.last().copied().unwrap_or(1);
        let fmt = |v: &[i64]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("x");
        return Err(ctx.invalid(format!(
            "Given input size: ({}x{}). Calculated output size: ({}x{}). Output size is too small",
            c,
            fmt(sp),
            c,
            fmt(&o)
        )));
    }
    Ok(Window { k, s, p, d, o })
}

/// reduce_window padding per dimension: low = p, high so exactly `o` windows fit.
fn window_padding(w: &Window, sp: &[i64], lead: usize) -> Vec<(i64, i64)> {
    let mut pad = vec![(0, 0); lead];
    for i in 0..sp.len() {
        let hi = (w.o[i] - 1) * w.s[i] + w.d[i] * (w.k[i] - 1) + 1 - sp[i] - w.p[i];
        pad.push((w.p[i], hi.max(0)));
    }
    pad
}

fn float_only(ctx: &LowerCtx, x: &TensorArg, what: &str) -> Result<()> {
    if !x.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"{what}\" of {} tensors", x.dtype)));
    }
    Ok(())
}

/// The flat (row-major over the spatial dims) position of every element, as i64.
fn flat_index(ctx: &mut LowerCtx, shape: &[i64], n: usize) -> Result<Value> {
    let r = shape.len();
    let ty = TensorType::new(ElementType::I64, shape.to_vec());
    let mut acc: Option<Value> = None;
    let mut mult = 1i64;
    for dim in (r - n..r).rev() {
        let io = ok(ctx.b.iota(ty.clone(), dim))?;
        let term = if mult == 1 {
            io
        } else {
            let m = ctx.constant_int(ElementType::I64, shape, mult)?;
            ok(ctx.b.mul(io, m))?
        };
        acc = Some(match acc {
            None => term,
            Some(a) => ok(ctx.b.add(a, term))?,
        });
        mult *= shape[dim];
    }
    Ok(acc.expect("at least one spatial dimension"))
}

/// The (value, index) combiner of max pooling: NaN beats everything, larger
/// beats smaller, and equal values keep the smaller index. Symmetric, so the
/// order in which windows are combined does not matter.
fn max_body(b: &mut Builder, a: &[Value]) -> tpj_stablehlo::Result<Vec<Value>> {
    let (lv, li, rv, ri) = (a[0], a[1], a[2], a[3]);
    let gt = b.compare(lv, rv, CmpDir::Gt)?;
    let eq = b.compare(lv, rv, CmpDir::Eq)?;
    let l_nan = b.compare(lv, lv, CmpDir::Ne)?;
    let r_nan = b.compare(rv, rv, CmpDir::Ne)?;
    let r_num = b.not(r_nan)?;
    let nan_win = b.and(l_nan, r_num)?;
    let both_nan = b.and(l_nan, r_nan)?;
    let same = b.or(eq, both_nan)?;
    let l_first = b.compare(li, ri, CmpDir::Lt)?;
    let tie = b.and(same, l_first)?;
    let pick = b.or(gt, nan_win)?;
    let pick = b.or(pick, tie)?;
    Ok(vec![b.select(pick, lv, rv)?, b.select(pick, li, ri)?])
}

fn neg_inf_and_max_index(ctx: &mut LowerCtx, elem: ElementType) -> Result<(Value, Value)> {
    let lo = ctx.constant(elem, &[], f64::NEG_INFINITY)?;
    let idx = ctx.constant_int(ElementType::I64, &[], i64::MAX)?;
    Ok((lo, idx))
}

pub fn max_pool(ctx: &mut LowerCtx, args: &Args, n: usize) -> Result<Vec<TensorArg>> {
    let what = name(n, "max_pool");
    let x = args.tensor("self")?;
    let lead = lead_dims(ctx, &x, n, &what)?;
    float_only(ctx, &x, &what)?;
    let w = window(ctx, args, &x, n, &what, true)?;
    let shape = ctx.shape(x.v);
    let idx = flat_index(ctx, &shape, n)?;
    let (init_v, init_i) = neg_inf_and_max_index(ctx, ctx.elem(x.v))?;
    let wd = [vec![1; lead], w.k.clone()].concat();
    let ws = [vec![1; lead], w.s.clone()].concat();
    let wdil = [vec![1; lead], w.d.clone()].concat();
    let pad = window_padding(&w, &shape[lead..], lead);
    let r = ok(ctx.b.reduce_window(&[x.v, idx], &[init_v, init_i], &wd, &ws, &[], &wdil, &pad, max_body))?;
    Ok(vec![ctx.out(r[0], x.dtype), ctx.out(r[1], DType::I64)])
}

/// Scatter-adds `grad_output` into a zero gradient of `self`'s shape at the saved
/// flat `indices` (shared by max_pool*_backward and adaptive_max_pool*_backward).
pub fn max_pool_backward(ctx: &mut LowerCtx, args: &Args, n: usize) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let idx = args.tensor("indices")?;
    let shape = ctx.shape(x.v);
    let r = shape.len();
    if r < n + 1 {
        return Err(ctx.invalid(format!("{}: Expected {}D or {}D input tensor", name(n, "max_pool"), n + 1, n + 2)));
    }
    let gshape = ctx.shape(g.v);
    if ctx.shape(idx.v) != gshape {
        return Err(ctx.invalid(format!(
            "Expected indices to have the same shape as grad_output, but got {:?} and {:?}",
            ctx.shape(idx.v),
            gshape
        )));
    }
    let planes: i64 = shape[..r - n].iter().product();
    let plane: i64 = shape[r - n..].iter().product();
    let per: i64 = gshape[r - n..].iter().product();
    let m = planes * per;
    let comp = x.dtype.opmath();
    let gc = ctx.convert_value(g.v, comp)?;
    let upd = ok(ctx.b.reshape(gc, &[m]))?;
    let idx = ctx.convert_value(idx.v, DType::I64)?;
    let flat_i = ok(ctx.b.reshape(idx, &[planes, per]))?;
    let plane_base = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![planes, per]), 0))?;
    let pl = ctx.constant_int(ElementType::I64, &[planes, per], plane)?;
    let plane_base = ok(ctx.b.mul(plane_base, pl))?;
    let global = ok(ctx.b.add(plane_base, flat_i))?;
    let global = ok(ctx.b.reshape(global, &[m, 1]))?;
    let zeros = ctx.constant(comp.elem(), &[planes * plane], 0.0)?;
    let dims = ScatterDims::flat_elements();
    let s = ok(ctx.b.scatter(&[zeros], global, &[upd], &dims, false, false, |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
    let s = ok(ctx.b.reshape(s, &shape))?;
    let s = ctx.convert_value(s, x.dtype)?;
    Ok(vec![ctx.out(s, x.dtype)])
}

/// The divisor of each output position (row-major over the output grid).
fn avg_divisors(w: &Window, sp: &[i64], include_pad: bool) -> Vec<f64> {
    let n = sp.len();
    let per_dim: Vec<Vec<i64>> = (0..n)
        .map(|i| {
            (0..w.o[i])
                .map(|o| {
                    let start = o * w.s[i] - w.p[i];
                    let end = (start + w.k[i]).min(sp[i] + w.p[i]);
                    if include_pad {
                        end - start
                    } else {
                        end.min(sp[i]) - start.max(0)
                    }
                })
                .collect()
        })
        .collect();
    let total: i64 = w.o.iter().product();
    let mut out = Vec::with_capacity(total as usize);
    for flat in 0..total {
        let mut r = flat;
        let mut prod = 1i64;
        for i in (0..n).rev() {
            prod *= per_dim[i][(r % w.o[i]) as usize];
            r /= w.o[i];
        }
        out.push(prod as f64);
    }
    out
}

/// The divisor grid broadcast to the output shape, in `elem`.
fn divisor(ctx: &mut LowerCtx, args: &Args, w: &Window, sp: &[i64], out_shape: &[i64], elem: ElementType) -> Result<Value> {
    let n = sp.len();
    let lead = out_shape.len() - n;
    if let Some(d) = args.opt_int("divisor_override")? {
        if d == 0 {
            return Err(ctx.invalid("divisor must be not zero"));
        }
        return ctx.constant(elem, out_shape, d as f64);
    }
    let include_pad = args.bool_or("count_include_pad", true)?;
    let vals = avg_divisors(w, sp, include_pad);
    let c = ok(ctx.b.constant_elements_f64(TensorType::new(elem, w.o.clone()), &vals))?;
    let bd: Vec<i64> = (lead as i64..out_shape.len() as i64).collect();
    ok(ctx.b.broadcast_in_dim(c, out_shape, &bd))
}

fn sum_body(b: &mut Builder, a: &[Value]) -> tpj_stablehlo::Result<Vec<Value>> {
    Ok(vec![b.add(a[0], a[1])?])
}

pub fn avg_pool(ctx: &mut LowerCtx, args: &Args, n: usize) -> Result<Vec<TensorArg>> {
    let what = name(n, "avg_pool");
    let x = args.tensor("self")?;
    let lead = lead_dims(ctx, &x, n, &what)?;
    float_only(ctx, &x, &what)?;
    let w = window(ctx, args, &x, n, &what, false)?;
    let shape = ctx.shape(x.v);
    let comp = x.dtype.opmath();
    let xc = ctx.convert_value(x.v, comp)?;
    let zero = ctx.constant(comp.elem(), &[], 0.0)?;
    let wd = [vec![1; lead], w.k.clone()].concat();
    let ws = [vec![1; lead], w.s.clone()].concat();
    let pad = window_padding(&w, &shape[lead..], lead);
    let s = ok(ctx.b.reduce_window(&[xc], &[zero], &wd, &ws, &[], &[], &pad, sum_body))?[0];
    let out_shape = ctx.shape(s);
    let div = divisor(ctx, args, &w, &shape[lead..], &out_shape, comp.elem())?;
    let y = ok(ctx.b.div(s, div))?;
    let y = ctx.convert_value(y, x.dtype)?;
    Ok(vec![ctx.out(y, x.dtype)])
}

pub fn avg_pool_backward(ctx: &mut LowerCtx, args: &Args, n: usize) -> Result<Vec<TensorArg>> {
    let what = name(n, "avg_pool");
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let lead = lead_dims(ctx, &x, n, &what)?;
    float_only(ctx, &x, &what)?;
    let w = window(ctx, args, &x, n, &what, false)?;
    let shape = ctx.shape(x.v);
    let gshape = ctx.shape(g.v);
    let want: Vec<i64> = [shape[..lead].to_vec(), w.o.clone()].concat();
    if gshape != want {
        return Err(ctx.invalid(format!("{what}_backward: grad_output of shape {gshape:?}, expected {want:?}")));
    }
    let comp = x.dtype.opmath();
    let gc = ctx.convert_value(g.v, comp)?;
    let div = divisor(ctx, args, &w, &shape[lead..], &gshape, comp.elem())?;
    let scaled = ok(ctx.b.div(gc, div))?;
    // grad_in[i] = sum of scaled[o] over windows o covering i: dilate by the stride,
    // pad by k-1-p below, and take unit-stride window sums of size k.
    let zero = ctx.constant(comp.elem(), &[], 0.0)?;
    let mut lo = vec![0; lead];
    let mut hi = vec![0; lead];
    let mut interior = vec![0; lead];
    for i in 0..n {
        let l = w.k[i] - 1 - w.p[i];
        let dil_len = (w.o[i] - 1) * w.s[i] + 1;
        lo.push(l);
        hi.push(shape[lead + i] + w.k[i] - 1 - l - dil_len);
        interior.push(w.s[i] - 1);
    }
    let padded = ok(ctx.b.pad(scaled, zero, &lo, &hi, &interior))?;
    let wd = [vec![1; lead], w.k.clone()].concat();
    let gi = ok(ctx.b.reduce_window(&[padded], &[zero], &wd, &[], &[], &[], &[], sum_body))?[0];
    let gi = ctx.convert_value(gi, x.dtype)?;
    Ok(vec![ctx.out(gi, x.dtype)])
}

/// Adaptive windows: output `o` of `i` covers [floor(o*i/out), ceil((o+1)*i/out)).
fn adaptive_ranges(i: i64, out: i64) -> Vec<(i64, i64)> {
    (0..out).map(|o| ((o * i) / out, ((o + 1) * i + out - 1) / out)).collect()
}

fn adaptive_output_size(ctx: &LowerCtx, args: &Args, x: &TensorArg, n: usize, what: &str) -> Result<(usize, Vec<i64>)> {
    let lead = lead_dims(ctx, x, n, what)?;
    let o = args.ints("output_size")?;
    if o.len() != n {
        return Err(ctx.invalid(format!("{what}: output_size must be {n}")));
    }
    if o.iter().any(|&v| v < 0) {
        return Err(ctx.invalid(format!("{what}: elements of output_size must be greater than or equal to 0 but received {o:?}")));
    }
    Ok((lead, o))
}

/// The 0/1 matrix [out, in] of adaptive windows along one dimension.
fn window_matrix(ctx: &mut LowerCtx, i: i64, out: i64, elem: ElementType) -> Result<Value> {
    let mut m = vec![0.0; (i * out) as usize];
    for (o, (s, e)) in adaptive_ranges(i, out).into_iter().enumerate() {
        for j in s..e {
            m[o * i as usize + j as usize] = 1.0;
        }
    }
    ok(ctx.b.constant_elements_f64(TensorType::new(elem, vec![out, i]), &m))
}

/// Window sizes of the adaptive output grid, row-major, broadcast to `out_shape`.
fn adaptive_counts(ctx: &mut LowerCtx, sp: &[i64], o: &[i64], out_shape: &[i64], elem: ElementType) -> Result<Value> {
    let n = sp.len();
    let per: Vec<Vec<i64>> = (0..n).map(|i| adaptive_ranges(sp[i], o[i]).into_iter().map(|(s, e)| e - s).collect()).collect();
    let total: i64 = o.iter().product();
    let mut vals = Vec::with_capacity(total as usize);
    for flat in 0..total {
        let (mut r, mut prod) = (flat, 1i64);
        for i in (0..n).rev() {
            prod *= per[i][(r % o[i]) as usize];
            r /= o[i];
        }
        vals.push(prod as f64);
    }
    let c = ok(ctx.b.constant_elements_f64(TensorType::new(elem, o.to_vec()), &vals))?;
    let lead = out_shape.len() - n;
    let bd: Vec<i64> = (lead as i64..out_shape.len() as i64).collect();
    ok(ctx.b.broadcast_in_dim(c, out_shape, &bd))
}

/// Contracts each spatial dimension in turn with a window matrix (each contraction
/// appends the new dimension at the end, so the order comes out right).
fn contract_spatial(ctx: &mut LowerCtx, mut v: Value, lead: usize, mats: &[(Value, i64)], out_elem: Option<ElementType>) -> Result<Value> {
    for &(m, contract) in mats {
        let dims = DotDims { lhs_batch: vec![], rhs_batch: vec![], lhs_contract: vec![lead as i64], rhs_contract: vec![contract] };
        let e = if ctx.elem(v) == ctx.elem(m) { None } else { out_elem };
        let vv = if ctx.elem(v) != ctx.elem(m) { ok(ctx.b.convert(v, ctx.elem(m)))? } else { v };
        v = ok(ctx.b.dot_general(vv, m, &dims, e))?;
    }
    Ok(v)
}

/// [`contract_spatial`] as window sums where a NaN or an infinity stays in its windows: the
/// 0/1 matrices would spread it (0 * NaN and 0 * inf are NaN) to every output. Finite values
/// are summed by the contraction; NaN, +inf and -inf are counted per window by three more
/// and put back: NaN where a window holds a NaN or both infinities, else the infinity.
fn window_sums(ctx: &mut LowerCtx, v: Value, lead: usize, mats: &[(Value, i64)]) -> Result<Value> {
    let elem = ctx.elem(v);
    let finite = ok(ctx.b.is_finite(v))?;
    let zero = ctx.zeros_like(v)?;
    let clean = ok(ctx.b.select(finite, v, zero))?;
    let sums = contract_spatial(ctx, clean, lead, mats, None)?;
    let count = |ctx: &mut LowerCtx, mask: Value| -> Result<Value> {
        let m = ok(ctx.b.convert(mask, elem))?;
        let c = contract_spatial(ctx, m, lead, mats, None)?;
        let z = ctx.zeros_like(c)?;
        ok(ctx.b.compare(c, z, CmpDir::Gt))
    };
    let nan = ok(ctx.b.compare(v, v, CmpDir::Ne))?;
    let pinf_v = ctx.full_like(v, f64::INFINITY)?;
    let ninf_v = ctx.full_like(v, f64::NEG_INFINITY)?;
    let pinf = ok(ctx.b.compare(v, pinf_v, CmpDir::Eq))?;
    let ninf = ok(ctx.b.compare(v, ninf_v, CmpDir::Eq))?;
    let (any_nan, any_pinf, any_ninf) = (count(ctx, nan)?, count(ctx, pinf)?, count(ctx, ninf)?);
    let out_p = ctx.full_like(sums, f64::INFINITY)?;
    let out_n = ctx.full_like(sums, f64::NEG_INFINITY)?;
    let out_nan = ctx.full_like(sums, f64::NAN)?;
    let r = ok(ctx.b.select(any_pinf, out_p, sums))?;
    let r = ok(ctx.b.select(any_ninf, out_n, r))?;
    let both = ok(ctx.b.and(any_pinf, any_ninf))?;
    let bad = ok(ctx.b.or(both, any_nan))?;
    ok(ctx.b.select(bad, out_nan, r))
}

pub fn adaptive_avg_pool(ctx: &mut LowerCtx, args: &Args, n: usize) -> Result<Vec<TensorArg>> {
    let what = name(n, "adaptive_avg_pool");
    let x = args.tensor("self")?;
    let (lead, o) = adaptive_output_size(ctx, args, &x, n, &what)?;
    float_only(ctx, &x, &what)?;
    let shape = ctx.shape(x.v);
    let sp = shape[lead..].to_vec();
    let comp = x.dtype.opmath();
    let xc = ctx.convert_value(x.v, comp)?;
    let mut mats = Vec::with_capacity(n);
    for i in 0..n {
        mats.push((window_matrix(ctx, sp[i], o[i], comp.elem())?, 1));
    }
    let s = window_sums(ctx, xc, lead, &mats)?;
    let out_shape = ctx.shape(s);
    let cnt = adaptive_counts(ctx, &sp, &o, &out_shape, comp.elem())?;
    let y = ok(ctx.b.div(s, cnt))?;
    let y = ctx.convert_value(y, x.dtype)?;
    Ok(vec![ctx.out(y, x.dtype)])
}

pub fn adaptive_avg_pool_backward(ctx: &mut LowerCtx, args: &Args, n: usize) -> Result<Vec<TensorArg>> {
    let what = name(n, "adaptive_avg_pool");
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let lead = lead_dims(ctx, &x, n, &what)?;
    float_only(ctx, &x, &what)?;
    let shape = ctx.shape(x.v);
    let gshape = ctx.shape(g.v);
    if gshape.len() != shape.len() || gshape[..lead] != shape[..lead] {
        return Err(ctx.invalid(format!("{what}_backward: grad_output {gshape:?} does not match input {shape:?}")));
    }
    let sp = shape[lead..].to_vec();
    let o = gshape[lead..].to_vec();
    let comp = x.dtype.opmath();
    let gc = ctx.convert_value(g.v, comp)?;
    let cnt = adaptive_counts(ctx, &sp, &o, &gshape, comp.elem())?;
    let scaled = ok(ctx.b.div(gc, cnt))?;
    let mut mats = Vec::with_capacity(n);
    for i in 0..n {
        mats.push((window_matrix(ctx, sp[i], o[i], comp.elem())?, 0));
    }
    let gi = window_sums(ctx, scaled, lead, &mats)?;
    let gi = ctx.convert_value(gi, x.dtype)?;
    Ok(vec![ctx.out(gi, x.dtype)])
}

pub fn adaptive_max_pool(ctx: &mut LowerCtx, args: &Args, n: usize) -> Result<Vec<TensorArg>> {
    let what = name(n, "adaptive_max_pool");
    let x = args.tensor("self")?;
    let (lead, o) = adaptive_output_size(ctx, args, &x, n, &what)?;
    float_only(ctx, &x, &what)?;
    if o.iter().any(|&v| v == 0) {
        return Err(ctx.unsupported(format!("{what} with an empty output size")));
    }
    let shape = ctx.shape(x.v);
    let sp = shape[lead..].to_vec();
    let mut vals = x.v;
    let mut idx = flat_index(ctx, &shape, n)?;
    let (init_v, init_i) = neg_inf_and_max_index(ctx, ctx.elem(x.v))?;
    if (0..n).all(|i| sp[i] % o[i] == 0) {
        // Uniform windows: one reduce_window.
        let k: Vec<i64> = (0..n).map(|i| sp[i] / o[i]).collect();
        let wd = [vec![1; lead], k.clone()].concat();
        let r = ok(ctx.b.reduce_window(&[vals, idx], &[init_v, init_i], &wd, &wd, &[], &[], &[], max_body))?;
        return Ok(vec![ctx.out(r[0], x.dtype), ctx.out(r[1], DType::I64)]);
    }
    // One spatial dimension at a time: reduce each output's window, then stack.
    for i in 0..n {
        let dim = lead + i;
        let cur = ctx.shape(vals);
        let mut pv = Vec::with_capacity(o[i] as usize);
        let mut pi = Vec::with_capacity(o[i] as usize);
        for (s, e) in adaptive_ranges(sp[i], o[i]) {
            let mut start = vec![0; cur.len()];
            let mut limit = cur.clone();
            start[dim] = s;
            limit[dim] = e;
            let strides = vec![1; cur.len()];
            let sv = ok(ctx.b.slice(vals, &start, &limit, &strides))?;
            let si = ok(ctx.b.slice(idx, &start, &limit, &strides))?;
            let r = ok(ctx.b.reduce(&[sv, si], &[init_v, init_i], &[dim as i64], max_body))?;
            let mut kept = cur.clone();
            kept[dim] = 1;
            pv.push(ok(ctx.b.reshape(r[0], &kept))?);
            pi.push(ok(ctx.b.reshape(r[1], &kept))?);
        }
        vals = if pv.len() == 1 { pv[0] } else { ok(ctx.b.concatenate(&pv, dim as i64))? };
        idx = if pi.len() == 1 { pi[0] } else { ok(ctx.b.concatenate(&pi, dim as i64))? };
    }
    Ok(vec![ctx.out(vals, x.dtype), ctx.out(idx, DType::I64)])
}

/// `max_unpool2d(self, indices, output_size)` / `max_unpool3d(.., stride,
/// padding)`: each value written at its flat index into a zero plane of
/// `output_size` per (batch, channel). An out-of-range index writes nothing
/// (PyTorch raises; a program cannot without a host sync).
fn max_unpool(ctx: &mut LowerCtx, args: &Args, k: usize) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let idx = args.tensor("indices")?;
    let out = args.ints("output_size")?;
    let name = format!("max_unpooling{k}d");
    let xs = ctx.shape(x.v);
    if idx.dtype != DType::I64 {
        return Err(ctx.invalid(format!("elements in indices should be type int64 but got: {}", idx.dtype.scalar_type_name())));
    }
    if out.len() != k {
        return Err(ctx.invalid(format!("There should be exactly {k} elements (depth, height, width) in output_size, but got {} elements.", out.len()).replace("(depth, height, width)", if k == 2 { "(height, width)" } else { "(depth, height, width)" })));
    }
    if xs.len() != k + 1 && xs.len() != k + 2 {
        return Err(ctx.invalid(format!("Input to {name} should be a {}d or {}d Tensor, but got a tensor with {} dimensions.", k + 1, k + 2, xs.len())));
    }
    if ctx.shape(idx.v) != xs {
        return Err(ctx.invalid(format!("Expected shape of indices to be same as that of the input tensor ({xs:?}) but got indices tensor with shape: {:?}", ctx.shape(idx.v))));
    }
    if k == 3 {
        let stride = args.ints("stride")?;
        if stride.iter().any(|&s| s <= 0) {
            return Err(ctx.invalid(format!("strides should be greater than zero, but got stride: {stride:?}")));
        }
    }
    let lead = &xs[..xs.len() - k];
    let planes: i64 = lead.iter().product();
    let per_in: i64 = xs[xs.len() - k..].iter().product();
    let per_out: i64 = out.iter().product();
    let mut out_shape = lead.to_vec();
    out_shape.extend(&out);
    let base = ctx.constant(x.dtype.elem(), &[planes, per_out], 0.0)?;
    if planes * per_in == 0 {
        let v = ok(ctx.b.reshape(base, &out_shape))?;
        return Ok(vec![ctx.out(v, x.dtype)]);
    }
    let v = ok(ctx.b.reshape(x.v, &[planes, per_in]))?;
    let i = ok(ctx.b.reshape(idx.v, &[planes, per_in, 1]))?;
    let rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![planes, per_in, 1]), 0))?;
    let points = ok(ctx.b.concatenate(&[rows, i], 2))?;
    let dims = ScatterDims { inserted_window_dims: vec![0, 1], scatter_dims_to_operand_dims: vec![0, 1], index_vector_dim: 2, ..Default::default() };
    // Repeated indices (overlapping pooling windows) carry the same maximum: any write wins alike.
    let r = ok(ctx.b.scatter(&[base], points, &[v], &dims, false, false, |_, a| Ok(vec![a[1]])))?[0];
    let r = ok(ctx.b.reshape(r, &out_shape))?;
    Ok(vec![ctx.out(r, x.dtype)])
}

// ---------------------------------------------------------------- fractional max pooling

/// The input as `[N, C, spatial...]` (an unbatched input gets N = 1).
fn planes(ctx: &LowerCtx, x: TensorArg, d: usize, fname: &str) -> Result<(i64, i64, Vec<i64>)> {
    let s = ctx.shape(x.v);
    if s.len() != d + 1 && s.len() != d + 2 {
        return Err(ctx.invalid(format!("{fname}(): Expected {}D or {}D tensor, but got: {}", d + 1, d + 2, ctx.tensor_desc(&x))));
    }
    let (n, rest) = if s.len() == d + 2 { (s[0], &s[1..]) } else { (1, &s[..]) };
    Ok((n, rest[0], rest[1..].to_vec()))
}

/// `fractional_max_pool{2,3}d(self, kernel_size, output_size, random_samples)` ->
/// (output, indices). Window starts along each dimension come from the plane's
/// sample `u` as PyTorch's CPU kernel draws them: `trunc((i + u) a) - trunc(u a)`,
/// `a = (input - kernel) / (output - 1)`, the last window flush with the end;
/// the samples' components are (W, H) for 2-d and (T, H, W) for 3-d. Each
/// window's maximum is its first largest value, or its last NaN; the index is
/// flat within the plane.
fn fractional_max_pool(ctx: &mut LowerCtx, args: &Args, d: usize) -> Result<Vec<TensorArg>> {
    let fname = if d == 2 { "fractional_max_pool2d" } else { "fractional_max_pool3d" };
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"{fname}_out_frame\" not implemented for '{}'", x.dtype.short_name())));
    }
    let (n, c, sizes) = planes(ctx, x, d, fname)?;
    let kernel = args.ints("kernel_size")?;
    let outs = args.ints("output_size")?;
    if kernel.len() != d || outs.len() != d {
        return Err(ctx.invalid(format!("{fname}: kernel_size and output_size must have {d} elements")));
    }
    // PyTorch's checks differ: the 2-d kernel lets the last window end at the
    // input's end, the 3-d one does not.
    let (names, strict, prefix): (&[&str], bool, String) =
        if d == 2 { (&["height", "width"], false, format!("{fname}()")) } else { (&["time", "height", "width"], true, format!("{fname}_out()")) };
    for i in 0..d {
        let reach = outs[i] + kernel[i] - 1;
        if reach > sizes[i] || (strict && reach == sizes[i]) {
            return Err(ctx.invalid(format!("{prefix}: pool {} {} too large relative to input {} {}", names[i], kernel[i], names[i], sizes[i])));
        }
    }
    let samples = args.tensor("random_samples")?;
    if ctx.shape(samples.v) != [n, c, d as i64] {
        return Err(ctx.invalid(format!("{fname}: expected random_samples of shape [{n}, {c}, {d}], got {}", ctx.tensor_desc(&samples))));
    }
    let acc = if x.dtype == DType::F64 { DType::F64 } else { DType::F32 };
    let fe = acc.elem();
    let sv = ctx.cast(samples, acc)?.v;
    let m: i64 = outs.iter().product();
    let kk: i64 = kernel.iter().product();
    let plane: i64 = sizes.iter().product();
    let mut full = vec![n, c];
    full.extend(&outs);
    full.push(kk);
    let last = full.len() - 1;
    let mut flat: Option<Value> = None;
    let mut stride = plane;
    for i in 0..d {
        stride /= sizes[i];
        // The sample component for spatial dimension i.
        let j = if d == 2 { 1 - i as i64 } else { i as i64 };
        let u = ok(ctx.b.slice(sv, &[0, 0, j], &[n, c, j + 1], &[1, 1, 1]))?;
        let u = ok(ctx.b.reshape(u, &[n, c]))?;
        let (o, k, size) = (outs[i], kernel[i], sizes[i]);
        let start = if o > 1 {
            let alpha = if acc == DType::F64 { (size - k) as f64 / (o - 1) as f64 } else { ((size - k) as f32 / (o - 1) as f32) as f64 };
            let ub = ok(ctx.b.broadcast_in_dim(u, &[n, c, o], &[0, 1]))?;
            let pos = ok(ctx.b.iota(TensorType::new(fe, vec![n, c, o]), 2))?;
            let a = ctx.constant(fe, &[n, c, o], alpha)?;
            let t = ok(ctx.b.add(pos, ub))?;
            let t = ok(ctx.b.mul(t, a))?;
            let t = ok(ctx.b.convert(t, ElementType::I64))?;
            let base = ok(ctx.b.mul(ub, a))?;
            let base = ok(ctx.b.convert(base, ElementType::I64))?;
            let st = ok(ctx.b.sub(t, base))?;
            let idx = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, c, o]), 2))?;
            let lastc = ctx.constant_int(ElementType::I64, &[n, c, o], o - 1)?;
            let is_last = ok(ctx.b.compare(idx, lastc, CmpDir::Eq))?;
            let end = ctx.constant_int(ElementType::I64, &[n, c, o], size - k)?;
            ok(ctx.b.select(is_last, end, st))?
        } else {
            ctx.constant_int(ElementType::I64, &[n, c, o], size - k)?
        };
        let sb = ok(ctx.b.broadcast_in_dim(start, &full, &[0, 1, 2 + i as i64]))?;
        // The kernel offset along dimension i of each of the window's kk cells.
        let inner: i64 = kernel[i + 1..].iter().product();
        let offs: Vec<i64> = (0..kk).map(|q| (q / inner) % k).collect();
        let off = ok(ctx.b.constant_elements_i64(TensorType::new(ElementType::I64, vec![kk]), &offs))?;
        let ob = ok(ctx.b.broadcast_in_dim(off, &full, &[last as i64]))?;
        let coord = ok(ctx.b.add(sb, ob))?;
        let sc = ctx.constant_int(ElementType::I64, &full, stride)?;
        let term = ok(ctx.b.mul(coord, sc))?;
        flat = Some(match flat {
            None => term,
            Some(f) => ok(ctx.b.add(f, term))?,
        });
    }
    let flat = flat.expect("d >= 2");
    let flat = ok(ctx.b.reshape(flat, &[n, c, m * kk]))?;
    let xv = ok(ctx.b.reshape(x.v, &[n, c, plane]))?;
    let vals = take_along(ctx, xv, 2, flat)?;
    let vals = ok(ctx.b.reshape(vals, &[n, c, m, kk]))?;
    let flat = ok(ctx.b.reshape(flat, &[n, c, m, kk]))?;
    // The CPU kernel's scan: `val > max || isnan(val)` replaces the maximum.
    let cube = [n, c, m, kk];
    let kio = ok(ctx.b.iota(TensorType::new(ElementType::I64, cube.to_vec()), 3))?;
    let nan = ok(ctx.b.compare(vals, vals, CmpDir::Ne))?;
    let none = ctx.constant_int(ElementType::I64, &cube, -1)?;
    let nan_k = ok(ctx.b.select(nan, kio, none))?;
    let nan_k = reduce(ctx, nan_k, &[3], Kind::Max)?;
    let ninf = ctx.full_like(vals, f64::NEG_INFINITY)?;
    let finite = ok(ctx.b.select(nan, ninf, vals))?;
    let top = reduce(ctx, finite, &[3], Kind::Max)?;
    let topb = ok(ctx.b.broadcast_in_dim(top, &cube, &[0, 1, 2]))?;
    let at_top = ok(ctx.b.compare(finite, topb, CmpDir::Eq))?;
    let past = ctx.constant_int(ElementType::I64, &cube, kk)?;
    let first = ok(ctx.b.select(at_top, kio, past))?;
    let first = reduce(ctx, first, &[3], Kind::Min)?;
    let zero = ctx.constant_int(ElementType::I64, &[n, c, m], 0)?;
    let has_nan = ok(ctx.b.compare(nan_k, zero, CmpDir::Ge))?;
    let chosen = ok(ctx.b.select(has_nan, nan_k, first))?;
    let chosen = ok(ctx.b.reshape(chosen, &[n, c, m, 1]))?;
    let out = take_along(ctx, vals, 3, chosen)?;
    let idx = take_along(ctx, flat, 3, chosen)?;
    let mut shape = if ctx.rank(x.v) == d + 2 { vec![n, c] } else { vec![c] };
    shape.extend(&outs);
    let out = ok(ctx.b.reshape(out, &shape))?;
    let idx = ok(ctx.b.reshape(idx, &shape))?;
    Ok(vec![ctx.out(out, x.dtype), ctx.out(idx, DType::I64)])
}

/// `fractional_max_pool{2,3}d_backward(grad_output, self, kernel_size, output_size,
/// indices)`: each output's gradient added at the input position it came from.
fn fractional_max_pool_backward(ctx: &mut LowerCtx, args: &Args, d: usize) -> Result<Vec<TensorArg>> {
    let fname = if d == 2 { "fractional_max_pool2d_backward" } else { "fractional_max_pool3d_backward" };
    let g = args.tensor("grad_output")?;
    let x = args.tensor("self")?;
    let ind = args.tensor("indices")?;
    let (n, c, sizes) = planes(ctx, x, d, fname)?;
    if ctx.shape(g.v) != ctx.shape(ind.v) {
        return Err(ctx.invalid(format!("{fname}: grad_output {} and indices {} differ in shape", ctx.tensor_desc(&g), ctx.tensor_desc(&ind))));
    }
    let plane: i64 = sizes.iter().product();
    let total = ctx.b.ty(g.v).numel();
    let per_plane = if n * c == 0 { 0 } else { total / (n * c) };
    let acc = x.dtype.opmath();
    let gv = ctx.cast(g, acc)?.v;
    let gv = ok(ctx.b.reshape(gv, &[total]))?;
    let iv = ctx.convert_value(ind.v, DType::I64)?;
    let iv = ok(ctx.b.reshape(iv, &[n * c, per_plane]))?;
    let base = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n * c, per_plane]), 0))?;
    let ps = ctx.constant_int(ElementType::I64, &[n * c, per_plane], plane)?;
    let base = ok(ctx.b.mul(base, ps))?;
    let gi = ok(ctx.b.add(base, iv))?;
    let gi = ok(ctx.b.reshape(gi, &[total]))?;
    let zeros = ctx.constant(acc.elem(), &[n * c * plane], 0.0)?;
    let r = scatter_rows(ctx, zeros, 0, gi, gv, Combine::Add)?;
    let r = ok(ctx.b.reshape(r, &ctx.shape(x.v)))?;
    let r = ctx.convert_value(r, x.dtype)?;
    Ok(vec![ctx.out(r, x.dtype)])
}

#[cfg(test)]
mod tests {
    use super::{adaptive_ranges, out_size};
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_fractional_max_pool() {
        check("fractional_max_pool2d", "fractional_max_pool2d", vec![("self", T::Tensor(F32, vec![1, 2, 5, 6])), ("kernel_size", T::Ints(vec![2, 2])), ("output_size", T::Ints(vec![3, 4])), ("random_samples", T::Tensor(F32, vec![1, 2, 2]))]);
        check("fractional_max_pool3d", "fractional_max_pool3d", vec![("self", T::Tensor(F32, vec![2, 4, 4, 5])), ("kernel_size", T::Ints(vec![2, 2, 2])), ("output_size", T::Ints(vec![2, 2, 1])), ("random_samples", T::Tensor(F32, vec![1, 2, 3]))]);
        check("fractional_max_pool2d_backward", "fractional_max_pool2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 2, 3, 4])), ("self", T::Tensor(F32, vec![1, 2, 5, 6])), ("kernel_size", T::Ints(vec![2, 2])), ("output_size", T::Ints(vec![3, 4])), ("indices", T::Tensor(I64, vec![1, 2, 3, 4]))]);
        check("fractional_max_pool3d_backward", "fractional_max_pool3d_backward", vec![("grad_output", T::Tensor(F32, vec![2, 2, 2, 1])), ("self", T::Tensor(F32, vec![2, 4, 4, 5])), ("kernel_size", T::Ints(vec![2, 2, 2])), ("output_size", T::Ints(vec![2, 2, 1])), ("indices", T::Tensor(I64, vec![2, 2, 2, 1]))]);
    }

    #[test]
    fn golden_max_unpool() {
        check("max_unpool2d", "max_unpool2d", vec![("self", T::Tensor(F32, vec![1, 2, 2, 2])), ("indices", T::Tensor(I64, vec![1, 2, 2, 2])), ("output_size", T::Ints(vec![4, 4]))]);
        check("max_unpool3d", "max_unpool3d", vec![("self", T::Tensor(F32, vec![2, 1, 2, 2])), ("indices", T::Tensor(I64, vec![2, 1, 2, 2])), ("output_size", T::Ints(vec![2, 4, 4])), ("stride", T::Ints(vec![2, 2, 2])), ("padding", T::Ints(vec![0, 0, 0]))]);
    }

    #[test]
    fn output_sizes_match_pytorch() {
        assert_eq!(out_size(5, 2, 0, 2, 1, false), 2);
        assert_eq!(out_size(5, 2, 0, 2, 1, true), 3);
        // ceil_mode never starts a window in the right padding.
        assert_eq!(out_size(4, 2, 1, 2, 1, true), 3);
        assert_eq!(adaptive_ranges(5, 3), vec![(0, 2), (1, 4), (3, 5)]);
    }

    #[test]
    fn golden_pools() {
        check(
            "max_pool2d_with_indices_pad",
            "max_pool2d_with_indices",
            vec![
                ("self", T::Tensor(F32, vec![1, 2, 5, 5])),
                ("kernel_size", T::Ints(vec![3])),
                ("stride", T::Ints(vec![2])),
                ("padding", T::Ints(vec![1])),
                ("dilation", T::Ints(vec![1])),
                ("ceil_mode", T::Bool(false)),
            ],
        );
        check(
            "avg_pool2d_ceil_exclude_pad",
            "avg_pool2d",
            vec![
                ("self", T::Tensor(F32, vec![2, 5, 5])),
                ("kernel_size", T::Ints(vec![2, 2])),
                ("stride", T::Ints(vec![2, 2])),
                ("padding", T::Ints(vec![1, 1])),
                ("ceil_mode", T::Bool(true)),
                ("count_include_pad", T::Bool(false)),
                ("divisor_override", T::None),
            ],
        );
        check("adaptive_avg_pool2d_5to3", "_adaptive_avg_pool2d", vec![("self", T::Tensor(F32, vec![1, 2, 5, 5])), ("output_size", T::Ints(vec![3, 3]))]);
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("max_pool3d_with_indices", "max_pool3d_with_indices", vec![("self", T::Tensor(F32, vec![1, 1, 4, 4, 4])), ("kernel_size", T::Ints(vec![2, 2, 2])), ("stride", T::Ints(vec![2, 2, 2])), ("padding", T::Ints(vec![0, 0, 0])), ("dilation", T::Ints(vec![1, 1, 1])), ("ceil_mode", T::Bool(false))]);
        check("max_pool2d_with_indices_backward", "max_pool2d_with_indices_backward", vec![("grad_output", T::Tensor(F32, vec![1, 2, 2, 2])), ("self", T::Tensor(F32, vec![1, 2, 4, 4])), ("kernel_size", T::Ints(vec![2, 2])), ("stride", T::Ints(vec![2, 2])), ("padding", T::Ints(vec![0, 0])), ("dilation", T::Ints(vec![1, 1])), ("ceil_mode", T::Bool(false)), ("indices", T::Tensor(I64, vec![1, 2, 2, 2]))]);
        check("max_pool3d_with_indices_backward", "max_pool3d_with_indices_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 2, 2, 2])), ("self", T::Tensor(F32, vec![1, 1, 4, 4, 4])), ("kernel_size", T::Ints(vec![2, 2, 2])), ("stride", T::Ints(vec![2, 2, 2])), ("padding", T::Ints(vec![0, 0, 0])), ("dilation", T::Ints(vec![1, 1, 1])), ("ceil_mode", T::Bool(false)), ("indices", T::Tensor(I64, vec![1, 1, 2, 2, 2]))]);
        check("avg_pool3d", "avg_pool3d", vec![("self", T::Tensor(F32, vec![1, 1, 4, 4, 4])), ("kernel_size", T::Ints(vec![2, 2, 2])), ("stride", T::Ints(vec![2, 2, 2])), ("padding", T::Ints(vec![0, 0, 0])), ("ceil_mode", T::Bool(false)), ("count_include_pad", T::Bool(true)), ("divisor_override", T::None)]);
        check("avg_pool2d_backward", "avg_pool2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 2, 2, 2])), ("self", T::Tensor(F32, vec![1, 2, 4, 4])), ("kernel_size", T::Ints(vec![2, 2])), ("stride", T::Ints(vec![2, 2])), ("padding", T::Ints(vec![0, 0])), ("ceil_mode", T::Bool(false)), ("count_include_pad", T::Bool(true)), ("divisor_override", T::None)]);
        check("avg_pool3d_backward", "avg_pool3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 2, 2, 2])), ("self", T::Tensor(F32, vec![1, 1, 4, 4, 4])), ("kernel_size", T::Ints(vec![2, 2, 2])), ("stride", T::Ints(vec![2, 2, 2])), ("padding", T::Ints(vec![0, 0, 0])), ("ceil_mode", T::Bool(false)), ("count_include_pad", T::Bool(true)), ("divisor_override", T::None)]);
        check("_adaptive_avg_pool3d", "_adaptive_avg_pool3d", vec![("self", T::Tensor(F32, vec![1, 1, 4, 4, 4])), ("output_size", T::Ints(vec![2, 2, 2]))]);
        check("_adaptive_avg_pool2d_backward", "_adaptive_avg_pool2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 2, 3, 3])), ("self", T::Tensor(F32, vec![1, 2, 5, 5]))]);
        check("_adaptive_avg_pool3d_backward", "_adaptive_avg_pool3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 2, 2, 2])), ("self", T::Tensor(F32, vec![1, 1, 4, 4, 4]))]);
        check("adaptive_max_pool2d", "adaptive_max_pool2d", vec![("self", T::Tensor(F32, vec![1, 2, 5, 5])), ("output_size", T::Ints(vec![3, 3]))]);
        check("adaptive_max_pool3d", "adaptive_max_pool3d", vec![("self", T::Tensor(F32, vec![1, 1, 4, 4, 4])), ("output_size", T::Ints(vec![2, 2, 2]))]);
        check("adaptive_max_pool2d_backward", "adaptive_max_pool2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 2, 3, 3])), ("self", T::Tensor(F32, vec![1, 2, 5, 5])), ("indices", T::Tensor(I64, vec![1, 2, 3, 3]))]);
        check("adaptive_max_pool3d_backward", "adaptive_max_pool3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 1, 2, 2, 2])), ("self", T::Tensor(F32, vec![1, 1, 4, 4, 4])), ("indices", T::Tensor(I64, vec![1, 1, 2, 2, 2]))]);
    }
}
