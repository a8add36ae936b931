//! Resampling at computed positions: `grid_sampler_2d` (what `F.grid_sample`
//! and spatial transformers call) and its backward.
//!
//! An output pixel is a weighted sum of input pixels ("taps": 1 for nearest, 4
//! for bilinear, 16 for bicubic). Each tap is gathered for every channel at
//! once from a channels-last copy of the input; the backward scatter-adds the
//! output gradient back through the same taps, and the grid's gradient is each
//! tap's value times the derivative of its weight, chained through the
//! coordinate mapping (unnormalisation, border clipping, reflection) the way
//! PyTorch's kernel defines it (zero where a coordinate is clipped).

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, GatherDims, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("grid_sampler_2d", grid_sampler_2d);
    r.op("grid_sampler_2d_backward", grid_sampler_2d_backward);
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Interp {
    Bilinear,
    Nearest,
    Bicubic,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Padding {
    Zeros,
    Border,
    Reflection,
}

/// The bicubic kernel's parameter (PyTorch's, as in OpenCV).
const CUBIC_A: f64 = -0.75;

/// Element-wise arithmetic on values of one shape, with host constants splatted.
struct Ew<'c, 'a> {
    ctx: &'c mut LowerCtx<'a>,
    shape: Vec<i64>,
    elem: ElementType,
}

impl Ew<'_, '_> {
    fn c(&mut self, x: f64) -> Result<Value> {
        self.ctx.constant(self.elem, &self.shape, x)
    }
    fn add(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.add(a, b))
    }
    fn sub(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.sub(a, b))
    }
    fn mul(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.mul(a, b))
    }
    fn addc(&mut self, a: Value, x: f64) -> Result<Value> {
        let c = self.c(x)?;
        self.add(a, c)
    }
    fn mulc(&mut self, a: Value, x: f64) -> Result<Value> {
        let c = self.c(x)?;
        self.mul(a, c)
    }
    fn sel(&mut self, p: Value, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.select(p, a, b))
    }
    fn cmpc(&mut self, a: Value, x: f64, dir: CmpDir) -> Result<Value> {
        let c = self.c(x)?;
        ok(self.ctx.b.compare(a, c, dir))
    }
}

/// `grid`'s coordinate `x` (-1..1) as a pixel position in `0..size`.
fn unnormalize(e: &mut Ew, x: Value, size: i64, align: bool) -> Result<(Value, f64)> {
    let (mult, shift) = if align { ((size - 1) as f64 / 2.0, (size - 1) as f64 / 2.0) } else { (size as f64 / 2.0, (size as f64 - 1.0) / 2.0) };
    let v = e.mulc(x, mult)?;
    Ok((e.addc(v, shift)?, mult))
}

/// Clips to `0..=size-1`; the derivative is 0 where clipped (also at 0 itself, as in PyTorch).
fn clip(e: &mut Ew, x: Value, size: i64) -> Result<(Value, Value)> {
    let hi = (size - 1) as f64;
    let lo_c = e.c(0.0)?;
    let hi_c = e.c(hi)?;
    let v = ok(e.ctx.b.max(x, lo_c))?;
    let v = ok(e.ctx.b.min(v, hi_c))?;
    let low = e.cmpc(x, 0.0, CmpDir::Le)?;
    let high = e.cmpc(x, hi, CmpDir::Ge)?;
    let clipped = ok(e.ctx.b.or(low, high))?;
    let (zero, one) = (e.c(0.0)?, e.c(1.0)?);
    Ok((v, e.sel(clipped, zero, one)?))
}

/// Reflects `x` into `[twice_low / 2, twice_high / 2]`, with the derivative (+-1).
fn reflect(e: &mut Ew, x: Value, twice_low: i64, twice_high: i64) -> Result<(Value, Value)> {
    if twice_low == twice_high {
        return Ok((e.c(0.0)?, e.c(0.0)?));
    }
    let min = twice_low as f64 / 2.0;
    let span = (twice_high - twice_low) as f64 / 2.0;
    let t = e.addc(x, -min)?;
    let neg = e.cmpc(t, 0.0, CmpDir::Lt)?;
    let t = ok(e.ctx.b.abs(t))?;
    let span_c = e.c(span)?;
    let extra = ok(e.ctx.b.rem(t, span_c))?;
    let q = ok(e.ctx.b.div(t, span_c))?;
    let flips = ok(e.ctx.b.floor(q))?;
    let two = e.c(2.0)?;
    let parity = ok(e.ctx.b.rem(flips, two))?;
    let even = e.cmpc(parity, 0.0, CmpDir::Eq)?;
    let up = e.addc(extra, min)?;
    let down = e.sub(span_c, extra)?;
    let down = e.addc(down, min)?;
    let v = e.sel(even, up, down)?;
    let (p1, m1) = (e.c(1.0)?, e.c(-1.0)?);
    let sign = e.sel(neg, m1, p1)?;
    let flip = e.sel(even, p1, m1)?;
    Ok((v, e.mul(sign, flip)?))
}

/// PyTorch's `compute_coordinates`: padding applied to an unnormalised position.
fn pad_coordinate(e: &mut Ew, x: Value, size: i64, padding: Padding, align: bool) -> Result<(Value, Value)> {
    match padding {
        Padding::Zeros => Ok((x, e.c(1.0)?)),
        Padding::Border => clip(e, x, size),
        Padding::Reflection => {
            let (r, dr) = if align { reflect(e, x, 0, 2 * (size - 1))? } else { reflect(e, x, -1, 2 * size - 1)? };
            let (v, dc) = clip(e, r, size)?;
            Ok((v, e.mul(dr, dc)?))
        }
    }
}

/// One input pixel read for every output position: row and column (i64),
/// weight, the weight's derivatives by the source x and y positions, and
/// whether the pixel exists (outside it reads 0).
struct Tap {
    y: Value,
    x: Value,
    w: Value,
    dwx: Value,
    dwy: Value,
    valid: Value,
}

/// The cubic convolution weights of the 4 taps at offsets -1..=2 from
/// `floor(x)`, for the fraction `t`, and their derivatives by `t`.
fn cubic_weights(e: &mut Ew, t: Value) -> Result<([Value; 4], [Value; 4])> {
    let a = CUBIC_A;
    // Near taps (|d| <= 1): (a+2)|d|^3 - (a+3)|d|^2 + 1; far ones (1 < |d| < 2):
    // a|d|^3 - 5a|d|^2 + 8a|d| - 4a. Distances: 1+t, t, 1-t, 2-t.
    let near = |e: &mut Ew, d: Value| -> Result<(Value, Value)> {
        let d2 = e.mul(d, d)?;
        let p = e.mulc(d, a + 2.0)?;
        let p = e.addc(p, -(a + 3.0))?;
        let w = e.mul(p, d2)?;
        let w = e.addc(w, 1.0)?;
        let q = e.mulc(d, 3.0 * (a + 2.0))?;
        let q = e.addc(q, -2.0 * (a + 3.0))?;
        Ok((w, e.mul(q, d)?))
    };
    let far = |e: &mut Ew, d: Value| -> Result<(Value, Value)> {
        let p = e.mulc(d, a)?;
        let p = e.addc(p, -5.0 * a)?;
        let p = e.mul(p, d)?;
        let p = e.addc(p, 8.0 * a)?;
        let p = e.mul(p, d)?;
        let w = e.addc(p, -4.0 * a)?;
        let q = e.mulc(d, 3.0 * a)?;
        let q = e.addc(q, -10.0 * a)?;
        let q = e.mul(q, d)?;
        Ok((w, e.addc(q, 8.0 * a)?))
    };
    let one_plus = e.addc(t, 1.0)?;
    let neg_t = e.mulc(t, -1.0)?;
    let one_minus = e.addc(neg_t, 1.0)?;
    let two_minus = e.addc(neg_t, 2.0)?;
    let (w0, d0) = far(e, one_plus)?;
    let (w1, d1) = near(e, t)?;
    let (w2, d2) = near(e, one_minus)?;
    let (w3, d3) = far(e, two_minus)?;
    // d/dt of the distances: +1, +1, -1, -1.
    let d2 = e.mulc(d2, -1.0)?;
    let d3 = e.mulc(d3, -1.0)?;
    Ok(([w0, w1, w2, w3], [d0, d1, d2, d3]))
}

/// Whether integer positions `y`, `x` (f) lie inside `h` x `w`.
fn inside(e: &mut Ew, y: Value, x: Value, h: i64, w: i64) -> Result<Value> {
    let a = e.cmpc(x, 0.0, CmpDir::Ge)?;
    let b = e.cmpc(x, (w - 1) as f64, CmpDir::Le)?;
    let c = e.cmpc(y, 0.0, CmpDir::Ge)?;
    let d = e.cmpc(y, (h - 1) as f64, CmpDir::Le)?;
    let ab = ok(e.ctx.b.and(a, b))?;
    let cd = ok(e.ctx.b.and(c, d))?;
    ok(e.ctx.b.and(ab, cd))
}

fn to_index(e: &mut Ew, v: Value) -> Result<Value> {
    ok(e.ctx.b.convert(v, ElementType::I64))
}

/// The taps of every output position, and d(source x)/d(grid x), d(source y)/d(grid y).
#[allow(clippy::too_many_arguments)]
fn taps(e: &mut Ew, gx: Value, gy: Value, h: i64, w: i64, interp: Interp, padding: Padding, align: bool) -> Result<(Vec<Tap>, Value, Value)> {
    let (ux, mx) = unnormalize(e, gx, w, align)?;
    let (uy, my) = unnormalize(e, gy, h, align)?;
    let mut out = Vec::new();
    if interp == Interp::Bicubic {
        // Positions unpadded; each tap's integer position is padded on its own.
        let fx = ok(e.ctx.b.floor(ux))?;
        let fy = ok(e.ctx.b.floor(uy))?;
        let tx = e.sub(ux, fx)?;
        let ty = e.sub(uy, fy)?;
        let (wx, dx) = cubic_weights(e, tx)?;
        let (wy, dy) = cubic_weights(e, ty)?;
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        for k in 0..4 {
            let xk = e.addc(fx, k as f64 - 1.0)?;
            xs.push(pad_coordinate(e, xk, w, padding, align)?.0);
            let yk = e.addc(fy, k as f64 - 1.0)?;
            ys.push(pad_coordinate(e, yk, h, padding, align)?.0);
        }
        for j in 0..4 {
            for i in 0..4 {
                let valid = inside(e, ys[j], xs[i], h, w)?;
                let (y, x) = (to_index(e, ys[j])?, to_index(e, xs[i])?);
                let wt = e.mul(wx[i], wy[j])?;
                let dwx = e.mul(dx[i], wy[j])?;
                let dwy = e.mul(wx[i], dy[j])?;
                out.push(Tap { y, x, w: wt, dwx, dwy, valid });
            }
        }
        let (mxv, myv) = (e.c(mx)?, e.c(my)?);
        return Ok((out, mxv, myv));
    }
    let (sx, dsx) = pad_coordinate(e, ux, w, padding, align)?;
    let (sy, dsy) = pad_coordinate(e, uy, h, padding, align)?;
    let dxg = e.mulc(dsx, mx)?;
    let dyg = e.mulc(dsy, my)?;
    if interp == Interp::Nearest {
        let x = ok(e.ctx.b.round_nearest_even(sx))?;
        let y = ok(e.ctx.b.round_nearest_even(sy))?;
        let valid = inside(e, y, x, h, w)?;
        let (yi, xi) = (to_index(e, y)?, to_index(e, x)?);
        let (one, zero) = (e.c(1.0)?, e.c(0.0)?);
        out.push(Tap { y: yi, x: xi, w: one, dwx: zero, dwy: zero, valid });
        return Ok((out, dxg, dyg));
    }
    let x0 = ok(e.ctx.b.floor(sx))?;
    let y0 = ok(e.ctx.b.floor(sy))?;
    let x1 = e.addc(x0, 1.0)?;
    let y1 = e.addc(y0, 1.0)?;
    // Distances to the far corner on each side: the near corner's weight factor.
    let east = e.sub(sx, x0)?;
    let west = e.sub(x1, sx)?;
    let south = e.sub(sy, y0)?;
    let north = e.sub(y1, sy)?;
    for (y, wy, dwy_sign) in [(y0, north, -1.0), (y1, south, 1.0)] {
        for (x, wx, dwx_sign) in [(x0, west, -1.0), (x1, east, 1.0)] {
            let valid = inside(e, y, x, h, w)?;
            let wt = e.mul(wx, wy)?;
            let dwx = e.mulc(wy, dwx_sign)?;
            let dwy = e.mulc(wx, dwy_sign)?;
            let (yi, xi) = (to_index(e, y)?, to_index(e, x)?);
            out.push(Tap { y: yi, x: xi, w: wt, dwx, dwy, valid });
        }
    }
    Ok((out, dxg, dyg))
}

/// `[n, ho, wo, 3]` (batch, row, column) coordinates of a tap, clamped into the
/// input (reads outside are masked by the caller; nothing is read out of range).
fn tap_coords(ctx: &mut LowerCtx, t: &Tap, h: i64, w: i64) -> Result<Value> {
    let s = ctx.shape(t.y);
    let clampi = |ctx: &mut LowerCtx, v: Value, hi: i64| -> Result<Value> {
        let lo = ctx.constant_int(ElementType::I64, &s, 0)?;
        let hi = ctx.constant_int(ElementType::I64, &s, hi.max(1) - 1)?;
        ok(ctx.b.clamp(lo, v, hi))
    };
    let n = ok(ctx.b.iota(TensorType::new(ElementType::I64, s.clone()), 0))?;
    let y = clampi(ctx, t.y, h)?;
    let x = clampi(ctx, t.x, w)?;
    let mut one = s.clone();
    one.push(1);
    let parts: Vec<Value> = [n, y, x].iter().map(|&v| ok(ctx.b.reshape(v, &one))).collect::<Result<_>>()?;
    ok(ctx.b.concatenate(&parts, 3))
}

/// The tap's pixels `[n, ho, wo, c]` from the channels-last input (0 where invalid).
fn read_tap(ctx: &mut LowerCtx, nhwc: Value, t: &Tap) -> Result<Value> {
    let s = ctx.shape(nhwc);
    let coords = tap_coords(ctx, t, s[1], s[2])?;
    let dims = GatherDims {
        offset_dims: vec![3],
        collapsed_slice_dims: vec![0, 1, 2],
        start_index_map: vec![0, 1, 2],
        index_vector_dim: 3,
        ..Default::default()
    };
    let g = ok(ctx.b.gather(nhwc, coords, &dims, &[1, 1, 1, s[3]], false))?;
    let gs = ctx.shape(g);
    let valid = ok(ctx.b.broadcast_in_dim(t.valid, &gs, &[0, 1, 2]))?;
    let z = ctx.zeros_like(g)?;
    ok(ctx.b.select(valid, g, z))
}

/// `v` `[n, ho, wo]` broadcast over channels `c`.
fn per_channel(ctx: &mut LowerCtx, v: Value, c: i64) -> Result<Value> {
    let mut s = ctx.shape(v);
    s.push(c);
    ok(ctx.b.broadcast_in_dim(v, &s, &[0, 1, 2]))
}

struct Sampler {
    interp: Interp,
    padding: Padding,
    align: bool,
}

fn sampler_args(ctx: &LowerCtx, args: &Args, input: &TensorArg, grid: &TensorArg) -> Result<Sampler> {
    let interp = match args.int("interpolation_mode")? {
        0 => Interp::Bilinear,
        1 => Interp::Nearest,
        2 => Interp::Bicubic,
        m => return Err(ctx.invalid(format!("grid_sampler(): expected interpolation_mode to be 0 (bilinear), 1 (nearest) or 2 (bicubic), but got: {m}"))),
    };
    let padding = match args.int("padding_mode")? {
        0 => Padding::Zeros,
        1 => Padding::Border,
        2 => Padding::Reflection,
        m => return Err(ctx.invalid(format!("grid_sampler(): expected padding_mode to be 0 (zeros), 1 (border) or 2 (reflection), but got: {m}"))),
    };
    let (is, gs) = (ctx.shape(input.v), ctx.shape(grid.v));
    if input.dtype != grid.dtype {
        return Err(ctx.invalid(format!(
            "grid_sampler(): expected input and grid to have same dtype, but input has {} and grid has {}",
            input.dtype, grid.dtype
        )));
    }
    if !input.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"grid_sampler_2d_cpu\" not implemented for '{}'", input.dtype.scalar_type_name())));
    }
    if is.len() != 4 || gs.len() != 4 {
        return Err(ctx.invalid(format!("grid_sampler(): expected 4D input and grid with same number of dimensions, but got input with sizes {is:?} and grid with sizes {gs:?}")));
    }
    if is[0] != gs[0] {
        return Err(ctx.invalid(format!("grid_sampler(): expected grid and input to have same batch size, but got input with sizes {is:?} and grid with sizes {gs:?}")));
    }
    if gs[3] != 2 {
        return Err(ctx.invalid(format!("grid_sampler(): expected grid to have size 2 in last dimension, but got grid with sizes {gs:?}")));
    }
    Ok(Sampler { interp, padding, align: args.bool("align_corners")? })
}

/// Grid x and y `[n, ho, wo]` in `compute`.
fn grid_xy(ctx: &mut LowerCtx, grid: TensorArg, compute: DType) -> Result<(Value, Value)> {
    let g = ctx.cast(grid, compute)?.v;
    let s = ctx.shape(g);
    let (n, ho, wo) = (s[0], s[1], s[2]);
    let x = ok(ctx.b.slice(g, &[0, 0, 0, 0], &[n, ho, wo, 1], &[1; 4]))?;
    let y = ok(ctx.b.slice(g, &[0, 0, 0, 1], &[n, ho, wo, 2], &[1; 4]))?;
    Ok((ok(ctx.b.reshape(x, &[n, ho, wo]))?, ok(ctx.b.reshape(y, &[n, ho, wo]))?))
}

/// `grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners)`.
pub fn grid_sampler_2d(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let input = args.tensor("input")?;
    let grid = args.tensor("grid")?;
    let sm = sampler_args(ctx, args, &input, &grid)?;
    let (is, gs) = (ctx.shape(input.v), ctx.shape(grid.v));
    let (n, c, h, w) = (is[0], is[1], is[2], is[3]);
    let (ho, wo) = (gs[1], gs[2]);
    let compute = input.dtype.opmath();
    if n * c * ho * wo == 0 || h * w == 0 {
        let v = ctx.constant(input.dtype.elem(), &[n, c, ho, wo], 0.0)?;
        return Ok(vec![ctx.out(v, input.dtype)]);
    }
    let x = ctx.cast(input, compute)?.v;
    let nhwc = ok(ctx.b.transpose(x, &[0, 2, 3, 1]))?;
    let (gx, gy) = grid_xy(ctx, grid, compute)?;
    let mut e = Ew { ctx, shape: vec![n, ho, wo], elem: compute.elem() };
    let (tps, _, _) = taps(&mut e, gx, gy, h, w, sm.interp, sm.padding, sm.align)?;
    let mut acc: Option<Value> = None;
    for t in &tps {
        let px = read_tap(ctx, nhwc, t)?;
        let wt = per_channel(ctx, t.w, c)?;
        let term = ok(ctx.b.mul(px, wt))?;
        acc = Some(match acc {
            None => term,
            Some(a) => ok(ctx.b.add(a, term))?,
        });
    }
    let out = ok(ctx.b.transpose(acc.expect("at least one tap"), &[0, 3, 1, 2]))?;
    let out = ctx.convert_value(out, input.dtype)?;
    Ok(vec![ctx.out(out, input.dtype)])
}

/// `grid_sampler_2d_backward(grad_output, input, grid, interpolation_mode,
/// padding_mode, align_corners, output_mask)` -> (grad_input, grad_grid); a
/// gradient the mask leaves out is an empty tensor.
pub fn grid_sampler_2d_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let go = args.tensor("grad_output")?;
    let input = args.tensor("input")?;
    let grid = args.tensor("grid")?;
    let sm = sampler_args(ctx, args, &input, &grid)?;
    let mask = match args.raw("output_mask") {
        Some(Arg::BoolList(v)) if v.len() == 2 => [v[0], v[1]],
        _ => [true, true],
    };
    let (is, gs) = (ctx.shape(input.v), ctx.shape(grid.v));
    let (n, c, h, w) = (is[0], is[1], is[2], is[3]);
    let (ho, wo) = (gs[1], gs[2]);
    let compute = input.dtype.opmath();
    let e_ = compute.elem();
    let dtype = input.dtype;
    if n * c * ho * wo == 0 || h * w == 0 {
        let gi = ctx.constant(dtype.elem(), &is, 0.0)?;
        let gg = ctx.constant(dtype.elem(), &gs, 0.0)?;
        return Ok(vec![ctx.out(gi, dtype), ctx.out(gg, dtype)]);
    }
    let x = ctx.cast(input, compute)?.v;
    let nhwc = ok(ctx.b.transpose(x, &[0, 2, 3, 1]))?;
    let g = ctx.cast(go, compute)?.v;
    let g = ok(ctx.b.transpose(g, &[0, 2, 3, 1]))?;
    let (gx, gy) = grid_xy(ctx, grid, compute)?;
    let mut e = Ew { ctx, shape: vec![n, ho, wo], elem: e_ };
    let (tps, dxg, dyg) = taps(&mut e, gx, gy, h, w, sm.interp, sm.padding, sm.align)?;
    let mut outs = Vec::with_capacity(2);
    if mask[0] {
        let mut gi = ctx.constant(e_, &[n, h, w, c], 0.0)?;
        let dims = ScatterDims {
            update_window_dims: vec![3],
            inserted_window_dims: vec![0, 1, 2],
            scatter_dims_to_operand_dims: vec![0, 1, 2],
            index_vector_dim: 3,
            ..Default::default()
        };
        for t in &tps {
            let z = ctx.zeros_like(t.w)?;
            let wt = ok(ctx.b.select(t.valid, t.w, z))?;
            let wt = per_channel(ctx, wt, c)?;
            let upd = ok(ctx.b.mul(g, wt))?;
            let coords = tap_coords(ctx, t, h, w)?;
            gi = ok(ctx.b.scatter(&[gi], coords, &[upd], &dims, false, false, |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
        }
        let gi = ok(ctx.b.transpose(gi, &[0, 3, 1, 2]))?;
        let gi = ctx.convert_value(gi, dtype)?;
        outs.push(ctx.out(gi, dtype));
    } else {
        let v = ctx.constant(dtype.elem(), &[0], 0.0)?;
        outs.push(ctx.out(v, dtype));
    }
    if mask[1] {
        let zero = ctx.constant(e_, &[n, ho, wo], 0.0)?;
        let (mut sx, mut sy) = (zero, zero);
        for t in &tps {
            let px = read_tap(ctx, nhwc, t)?;
            let pg = ok(ctx.b.mul(px, g))?;
            let z = ctx.constant(e_, &[], 0.0)?;
            let s = ok(ctx.b.reduce(&[pg], &[z], &[3], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
            let ax = ok(ctx.b.mul(s, t.dwx))?;
            sx = ok(ctx.b.add(sx, ax))?;
            let ay = ok(ctx.b.mul(s, t.dwy))?;
            sy = ok(ctx.b.add(sy, ay))?;
        }
        let sx = ok(ctx.b.mul(sx, dxg))?;
        let sy = ok(ctx.b.mul(sy, dyg))?;
        let sx = ok(ctx.b.reshape(sx, &[n, ho, wo, 1]))?;
        let sy = ok(ctx.b.reshape(sy, &[n, ho, wo, 1]))?;
        let gg = ok(ctx.b.concatenate(&[sx, sy], 3))?;
        let gg = ctx.convert_value(gg, dtype)?;
        outs.push(ctx.out(gg, dtype));
    } else {
        let v = ctx.constant(dtype.elem(), &[0], 0.0)?;
        outs.push(ctx.out(v, dtype));
    }
    Ok(outs)
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    fn args(interp: i64, padding: i64) -> Vec<(&'static str, T)> {
        vec![
            ("input", T::Tensor(F32, vec![1, 2, 3, 4])),
            ("grid", T::Tensor(F32, vec![1, 2, 2, 2])),
            ("interpolation_mode", T::Int(interp)),
            ("padding_mode", T::Int(padding)),
            ("align_corners", T::Bool(false)),
        ]
    }

    #[test]
    fn golden_each_op() {
        check("bilinear_zeros", "grid_sampler_2d", args(0, 0));
        check("nearest_reflection", "grid_sampler_2d", args(1, 2));
        let mut b = args(0, 1);
        b.insert(0, ("grad_output", T::Tensor(F32, vec![1, 2, 2, 2])));
        b.push(("output_mask", T::None));
        check("bilinear_border", "grid_sampler_2d_backward", b);
    }
}
