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
use crate::registry::Registry;
use tpj_stablehlo::{Builder, CmpDir, DotDims, ElementType, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("max_pool2d_with_indices", |c, a| max_pool(c, a, 2));
    r.op("max_pool3d_with_indices", |c, a| max_pool(c, a, 3));
    r.op("max_pool2d_with_indices_backward", |c, a| max_pool_backward(c, a, 2));
    r.op("max_pool3d_with_indices_backward", |c, a| max_pool_backward(c, a, 3));
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
    let s = contract_spatial(ctx, xc, lead, &mats, None)?;
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
    let gi = contract_spatial(ctx, scaled, lead, &mats, None)?;
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

#[cfg(test)]
mod tests {
    use super::{adaptive_ranges, out_size};
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

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
