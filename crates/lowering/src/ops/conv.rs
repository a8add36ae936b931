//! Convolution, forward and backward, 1-3 spatial dimensions, with stride,
//! padding, dilation, groups and transposed convolution.
//!
//! PyTorch routes `F.conv*` / `F.conv_transpose*` on a PrivateUse1 device
//! through `convolution_overrideable` and its gradient through
//! `convolution_backward_overrideable` (after `_convolution` has checked the
//! arguments), so those are the two ops lowered here.
//!
//! Gradients: the input gradient is a transposed convolution of the output
//! gradient; the weight gradient is one convolution with batch and feature roles
//! swapped (see `weight_grad` for the measured alternatives). Half and bfloat16
//! accumulate in f32 and round once.

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::registry::Registry;
use tpj_stablehlo::{ConvConfig, ConvDimensionNumbers, Value};

pub fn register(r: &mut Registry) {
    r.op("convolution_overrideable", convolution);
    r.op("convolution_backward_overrideable", convolution_backward);
    // Compiled graphs carry the device-neutral names.
    r.op("convolution", convolution).graph_only();
    r.op("convolution_backward", convolution_backward).graph_only();
}

/// The geometry of one convolution call.
struct Conv {
    stride: Vec<i64>,
    padding: Vec<i64>,
    dilation: Vec<i64>,
    output_padding: Vec<i64>,
    transposed: bool,
    groups: i64,
}

/// Spreads a one-element list to `n` entries (PyTorch's `expand_param_if_needed`).
fn expand(ctx: &LowerCtx, v: Vec<i64>, n: usize, name: &str) -> Result<Vec<i64>> {
    match v.len() {
        l if l == n => Ok(v),
        1 => Ok(vec![v[0]; n]),
        l => Err(ctx.invalid(format!("expected {name} to be a single integer value or a list of {n} values to match the convolution dimensions, but got {name}={v:?} ({l} values)"))),
    }
}

impl Conv {
    fn read(ctx: &LowerCtx, args: &Args, n: usize) -> Result<Conv> {
        let c = Conv {
            stride: expand(ctx, args.ints("stride")?, n, "stride")?,
            padding: expand(ctx, args.ints("padding")?, n, "padding")?,
            dilation: expand(ctx, args.ints("dilation")?, n, "dilation")?,
            output_padding: expand(ctx, args.ints("output_padding")?, n, "output_padding")?,
            transposed: args.bool("transposed")?,
            groups: args.int("groups")?,
        };
        if c.stride.iter().any(|&s| s <= 0) {
            return Err(ctx.invalid("non-positive stride is not supported"));
        }
        if c.padding.iter().any(|&p| p < 0) {
            return Err(ctx.invalid("negative padding is not supported"));
        }
        if c.dilation.iter().any(|&d| d <= 0) {
            return Err(ctx.invalid("dilation should be greater than zero"));
        }
        if c.groups <= 0 {
            return Err(ctx.invalid("non-positive groups is not supported"));
        }
        Ok(c)
    }
}

fn check_dtype(ctx: &LowerCtx, input: &TensorArg, weight: &TensorArg) -> Result<DType> {
    if input.dtype != weight.dtype {
        return Err(ctx.invalid(format!(
            "Input type ({}) and weight type ({}) should be the same",
            input.dtype, weight.dtype
        )));
    }
    if !input.dtype.is_float() {
        // Integer convolution is not implemented on CPU either; the fallback raises PyTorch's error.
        return Err(ctx.unsupported(format!("convolution of {} tensors", input.dtype)));
    }
    Ok(input.dtype)
}

fn spatial(n: usize) -> Vec<i64> {
    (2..n as i64 + 2).collect()
}

/// Regular convolution of `x` [N, C, s..] with `w` [O, C/g, k..] in `comp`'s element type.
fn conv_forward(ctx: &mut LowerCtx, x: Value, w: Value, c: &Conv, comp: DType) -> Result<Value> {
    let n = c.stride.len();
    let mut cfg = ConvConfig::new(ConvDimensionNumbers::torch(n));
    cfg.window_strides = c.stride.clone();
    cfg.padding = c.padding.iter().map(|&p| (p, p)).collect();
    cfg.rhs_dilation = c.dilation.clone();
    cfg.feature_group_count = c.groups;
    cfg.out_elem = (ctx.elem(x) != comp.elem()).then(|| comp.elem());
    ok(ctx.b.convolution(x, w, &cfg))
}

/// Transposed convolution of `x` [N, Cin, s..] with `w` [Cin, Cout/g, k..]: the
/// input dilated by the stride, convolved with the flipped kernel whose in/out
/// features are swapped within each group.
fn conv_transpose(ctx: &mut LowerCtx, x: Value, w: Value, c: &Conv, comp: DType) -> Result<Value> {
    let n = c.stride.len();
    let ws = ctx.shape(w);
    let ks = &ws[2..];
    let g = c.groups;
    let sp = spatial(n);
    let mut dims = ConvDimensionNumbers::torch(n);
    let kernel = if g == 1 {
        dims.kernel_input_feature_dimension = 0;
        dims.kernel_output_feature_dimension = 1;
        w
    } else {
        // [Cin, Cout/g, k..] -> [g, Cin/g, Cout/g, k..] -> [g, Cout/g, Cin/g, k..] -> [Cout, Cin/g, k..]
        let (cin, cout_g) = (ws[0], ws[1]);
        let mut s5 = vec![g, cin / g, cout_g];
        s5.extend_from_slice(ks);
        let r = ok(ctx.b.reshape(w, &s5))?;
        let mut perm = vec![0, 2, 1];
        perm.extend((3..n as i64 + 3).collect::<Vec<_>>());
        let t = ok(ctx.b.transpose(r, &perm))?;
        let mut s4 = vec![g * cout_g, cin / g];
        s4.extend_from_slice(ks);
        ok(ctx.b.reshape(t, &s4))?
    };
    let kernel = ok(ctx.b.reverse(kernel, &sp))?;
    let mut cfg = ConvConfig::new(dims);
    cfg.lhs_dilation = c.stride.clone();
    cfg.rhs_dilation = c.dilation.clone();
    cfg.padding = (0..n)
        .map(|i| {
            let lo = c.dilation[i] * (ks[i] - 1) - c.padding[i];
            (lo, lo + c.output_padding[i])
        })
        .collect();
    cfg.feature_group_count = g;
    cfg.out_elem = (ctx.elem(x) != comp.elem()).then(|| comp.elem());
    ok(ctx.b.convolution(x, kernel, &cfg))
}

/// The convolution, in the compute type, plus its dtype.
fn forward_value(ctx: &mut LowerCtx, x: TensorArg, w: TensorArg, c: &Conv) -> Result<(Value, DType)> {
    let comp = x.dtype.opmath();
    let v = if c.transposed { conv_transpose(ctx, x.v, w.v, c, comp)? } else { conv_forward(ctx, x.v, w.v, c, comp)? };
    Ok((v, comp))
}

pub fn convolution(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("input")?;
    let w = args.tensor("weight")?;
    let bias = args.opt_tensor("bias")?;
    let dtype = check_dtype(ctx, &x, &w)?;
    let rank = ctx.rank(x.v);
    if rank < 3 || rank > 5 || ctx.rank(w.v) != rank {
        return Err(ctx.unsupported(format!("convolution of input {} with weight {}", ctx.tensor_desc(&x), ctx.tensor_desc(&w))));
    }
    let c = Conv::read(ctx, args, rank - 2)?;
    let (mut y, comp) = forward_value(ctx, x, w, &c)?;
    if let Some(b) = bias {
        let b = ctx.cast(b, comp)?;
        let shape = ctx.shape(y);
        let bb = ok(ctx.b.broadcast_in_dim(b.v, &shape, &[1]))?;
        y = ok(ctx.b.add(y, bb))?;
    }
    let y = ctx.convert_value(y, dtype)?;
    Ok(vec![ctx.out(y, dtype)])
}

/// The gradient of a regular convolution with respect to its weight `[O, C/g, k..]`,
/// given the input `x` [N, C, s..] and the output gradient `gy` [N, O, o..]: one
/// convolution with batch and feature roles swapped (the input's channels become
/// the batch, its batch is contracted as features, groups become batch groups;
/// the forward's stride becomes the kernel dilation and its dilation the stride).
///
/// Measured on the XLA CPU plugin (2 shared cores, f32, 3x3, padding 1; one eager
/// weight-gradient program, mean of 20 after compiling), against the alternative
/// im2col form (a strided slice of the padded input per kernel offset, stacked
/// and contracted with the output gradient in one dot_general; commit 4d520a1):
///   (32,3,32,32)->(32,16,32,32):   this 2.6-4.1 ms, im2col 5.4-8.5 ms (forward 5-10 ms)
///   (32,16,16,16)->(32,32,16,16):  this 2.0-2.2 ms, im2col 4.9-7.9 ms (forward 2.4-3 ms)
/// The ~500 ms weight gradient noted in ARCHITECTURE.md does not appear with this
/// formulation on the current plugin; `test_weight_grad_is_fast` guards it.
fn weight_grad(ctx: &mut LowerCtx, x: Value, gy: Value, ks: &[i64], c: &Conv, comp: DType) -> Result<Value> {
    let n = ks.len();
    let sp = spatial(n);
    let (xs, gs) = (ctx.shape(x), ctx.shape(gy));
    let dims = ConvDimensionNumbers {
        input_batch_dimension: 1,
        input_feature_dimension: 0,
        input_spatial_dimensions: sp.clone(),
        kernel_input_feature_dimension: 0,
        kernel_output_feature_dimension: 1,
        kernel_spatial_dimensions: sp.clone(),
        output_batch_dimension: 1,
        output_feature_dimension: 0,
        output_spatial_dimensions: sp,
    };
    let mut cfg = ConvConfig::new(dims);
    cfg.window_strides = c.dilation.clone();
    cfg.rhs_dilation = c.stride.clone();
    cfg.padding = (0..n)
        .map(|i| {
            let lo = c.padding[i];
            let out_dil = (gs[i + 2] - 1) * c.stride[i] + 1;
            let k_dil = (ks[i] - 1) * c.dilation[i] + 1;
            (lo, out_dil - xs[i + 2] + k_dil - lo - 1)
        })
        .collect();
    cfg.batch_group_count = c.groups;
    cfg.out_elem = (ctx.elem(x) != comp.elem()).then(|| comp.elem());
    ok(ctx.b.convolution(x, gy, &cfg))
}

/// Which of (grad_input, grad_weight, grad_bias) the caller asked for.
fn output_mask(args: &Args) -> [bool; 3] {
    match args.raw("output_mask") {
        Some(Arg::BoolList(v)) if v.len() == 3 => [v[0], v[1], v[2]],
        _ => [true, true, true],
    }
}

/// `convolution_backward_overrideable`: (grad_input, grad_weight, grad_bias).
/// Gradients the mask leaves out come back as empty tensors (the engine has no
/// undefined results; autograd ignores outputs it did not ask for).
pub fn convolution_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let gy = args.tensor("grad_output")?;
    let x = args.tensor("input")?;
    let w = args.tensor("weight")?;
    let dtype = check_dtype(ctx, &x, &w)?;
    let gy = ctx.cast(gy, dtype)?;
    let rank = ctx.rank(x.v);
    if rank < 3 || rank > 5 || ctx.rank(w.v) != rank || ctx.rank(gy.v) != rank {
        return Err(ctx.unsupported(format!("convolution_backward of input {} with weight {}", ctx.tensor_desc(&x), ctx.tensor_desc(&w))));
    }
    let n = rank - 2;
    let c = Conv::read(ctx, args, n)?;
    let mask = output_mask(args);
    let comp = dtype.opmath();
    let (xs, ws) = (ctx.shape(x.v), ctx.shape(w.v));
    let ks = ws[2..].to_vec();
    let empty = |ctx: &mut LowerCtx| -> Result<TensorArg> {
        let v = ctx.constant(dtype.elem(), &[0], 0.0)?;
        Ok(ctx.out(v, dtype))
    };
    let mut outs = Vec::with_capacity(3);

    // grad_input
    if mask[0] {
        let gi = if c.transposed {
            // x -> y is a transposed conv; its adjoint is the regular conv with the same weight.
            let plain = Conv { output_padding: vec![0; n], transposed: false, ..c_clone(&c) };
            conv_forward(ctx, gy.v, w.v, &plain, comp)?
        } else {
            // The adjoint of a regular conv: a transposed conv whose output padding
            // restores the rows the forward's stride dropped.
            let os = ctx.shape(gy.v);
            let mut op = Vec::with_capacity(n);
            for i in 0..n {
                let base = (os[i + 2] - 1) * c.stride[i] - 2 * c.padding[i] + c.dilation[i] * (ws[i + 2] - 1) + 1;
                op.push(xs[i + 2] - base);
            }
            let t = Conv { output_padding: op, transposed: true, ..c_clone(&c) };
            conv_transpose(ctx, gy.v, w.v, &t, comp)?
        };
        let gi = ctx.convert_value(gi, dtype)?;
        outs.push(ctx.out(gi, dtype));
    } else {
        outs.push(empty(ctx)?);
    }

    // grad_weight
    if mask[1] {
        let plain = Conv { output_padding: vec![0; n], transposed: false, ..c_clone(&c) };
        let gw = if c.transposed {
            // w's gradient of a transposed conv: the regular weight gradient with
            // the output gradient as input and the input as output gradient.
            weight_grad(ctx, gy.v, x.v, &ks, &plain, comp)?
        } else {
            weight_grad(ctx, x.v, gy.v, &ks, &plain, comp)?
        };
        let gw = ctx.convert_value(gw, dtype)?;
        outs.push(ctx.out(gw, dtype));
    } else {
        outs.push(empty(ctx)?);
    }

    // grad_bias: the output gradient summed over everything but its channels.
    if mask[2] {
        let g = ctx.convert_value(gy.v, comp)?;
        let zero = ctx.constant(comp.elem(), &[], 0.0)?;
        let mut red = vec![0i64];
        red.extend(spatial(n));
        let s = ok(ctx.b.reduce(&[g], &[zero], &red, |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
        let s = ctx.convert_value(s, dtype)?;
        outs.push(ctx.out(s, dtype));
    } else {
        outs.push(empty(ctx)?);
    }
    Ok(outs)
}

fn c_clone(c: &Conv) -> Conv {
    Conv {
        stride: c.stride.clone(),
        padding: c.padding.clone(),
        dilation: c.dilation.clone(),
        output_padding: c.output_padding.clone(),
        transposed: c.transposed,
        groups: c.groups,
    }
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    fn conv_args(x: Vec<i64>, w: Vec<i64>, bias: Option<Vec<i64>>, stride: i64, pad: i64, dil: i64, transposed: bool, groups: i64) -> Vec<(&'static str, T)> {
        let n = x.len() - 2;
        vec![
            ("input", T::Tensor(F32, x)),
            ("weight", T::Tensor(F32, w)),
            ("bias", bias.map(|b| T::Tensor(F32, b)).unwrap_or(T::None)),
            ("stride", T::Ints(vec![stride; n])),
            ("padding", T::Ints(vec![pad; n])),
            ("dilation", T::Ints(vec![dil; n])),
            ("transposed", T::Bool(transposed)),
            ("output_padding", T::Ints(vec![0; n])),
            ("groups", T::Int(groups)),
        ]
    }

    #[test]
    fn golden_conv_forward() {
        check("convolution_2d_bias", "convolution_overrideable", conv_args(vec![2, 3, 8, 8], vec![4, 3, 3, 3], Some(vec![4]), 2, 1, 1, false, 1));
        check("convolution_transposed_groups", "convolution_overrideable", conv_args(vec![2, 4, 5], vec![4, 3, 3], None, 2, 1, 1, true, 2));
    }

    #[test]
    fn golden_conv_backward() {
        let mut a = conv_args(vec![2, 3, 8, 8], vec![4, 3, 3, 3], None, 1, 1, 1, false, 1);
        a.remove(2);
        a.insert(0, ("grad_output", T::Tensor(F32, vec![2, 4, 8, 8])));
        a.push(("output_mask", T::None));
        check("convolution_backward_2d", "convolution_backward_overrideable", a);
    }

    /// Compiled graphs name the same lowerings device-neutrally.
    #[test]
    fn golden_graph_names() {
        check("convolution_1d", "convolution", conv_args(vec![1, 2, 6], vec![3, 2, 3], Some(vec![3]), 1, 0, 1, false, 1));
        let mut a = conv_args(vec![1, 2, 6], vec![3, 2, 3], None, 1, 0, 1, false, 1);
        a.remove(2);
        a.insert(0, ("grad_output", T::Tensor(F32, vec![1, 3, 4])));
        a.insert(3, ("bias_sizes", T::Ints(vec![3])));
        a.push(("output_mask", T::None));
        check("convolution_backward_1d", "convolution_backward", a);
    }
}
