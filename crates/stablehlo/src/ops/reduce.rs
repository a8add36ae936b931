//! Ops with computation regions over windows or dimensions: reduce,
//! reduce_window, select_and_scatter and sort. Their regions are isolated:
//! values of the enclosing scope cannot be used inside (checked).

use super::check_dims;
use super::misc::fmt_types;
use crate::builder::{Attr, Builder};
use crate::error::{ensure, Result};
use crate::types::{ElementType, TensorType};
use crate::value::Value;
use crate::printer::names;

type Body<'a> = dyn FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>> + 'a;

impl Builder {
    /// Checks `inputs`/`inits` of a variadic reduction: inputs share one shape,
    /// inits are scalars of the inputs' element types. Returns the input types.
    fn reduction_operands(&self, op: &'static str, inputs: &[Value], inits: &[Value]) -> Result<Vec<TensorType>> {
        ensure!(!inputs.is_empty(), op, "needs at least one input");
        ensure!(inputs.len() == inits.len(), op, "{} inputs but {} init values", inputs.len(), inits.len());
        let tin: Vec<TensorType> = inputs.iter().map(|&v| self.ty(v).clone()).collect();
        for (t, &i) in tin.iter().zip(inits) {
            let ti = self.ty(i);
            ensure!(t.dims == tin[0].dims, op, "inputs {} and {t} differ in shape", tin[0]);
            ensure!(ti.is_scalar() && ti.elem == t.elem, op, "init value {ti} must be a scalar of input {t}'s element type");
        }
        Ok(tin)
    }

    /// Builds the (acc..., elem...) -> (acc...) body of a reduction over scalars.
    fn reduction_body(&mut self, op: &'static str, tin: &[TensorType], body: Box<Body<'_>>) -> Result<usize> {
        let scalars: Vec<TensorType> = tin.iter().map(|t| TensorType::scalar(t.elem)).collect();
        let args = [scalars.clone(), scalars.clone()].concat();
        let (blk, ret) = self.build_region(op, args, true, body)?;
        ensure!(ret == scalars, op, "body returns {} but must return {}", fmt_types(&ret), fmt_types(&scalars));
        Ok(blk)
    }

    /// `stablehlo.reduce` of `inputs` over `dims`. The body receives rank-0
    /// tensors `(acc_0.., elem_0..)` and returns the new accumulators.
    pub fn reduce(
        &mut self,
        inputs: &[Value],
        inits: &[Value],
        dims: &[i64],
        body: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_REDUCE;
        let operands = [inputs, inits].concat();
        self.check_visible(OP, &operands)?;
        let tin = self.reduction_operands(OP, inputs, inits)?;
        check_dims(OP, "dimensions", dims, tin[0].rank(), &tin[0])?;
        let blk = self.reduction_body(OP, &tin, Box::new(body))?;
        let kept: Vec<i64> =
            tin[0].dims.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &d)| d).collect();
        let outs = tin.iter().map(|t| t.with_dims(kept.clone())).collect();
        self.push_op(OP, &operands, outs, vec![("dimensions", Attr::I64Array(dims.to_vec()))], vec![blk])
    }

    /// `stablehlo.reduce_window`. Empty `window_strides`, `base_dilations`,
    /// `window_dilations` or `padding` mean all ones / no padding.
    #[allow(clippy::too_many_arguments)]
    pub fn reduce_window(
        &mut self,
        inputs: &[Value],
        inits: &[Value],
        window_dims: &[i64],
        window_strides: &[i64],
        base_dilations: &[i64],
        window_dilations: &[i64],
        padding: &[(i64, i64)],
        body: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_REDUCE_WINDOW;
        let operands = [inputs, inits].concat();
        self.check_visible(OP, &operands)?;
        let tin = self.reduction_operands(OP, inputs, inits)?;
        let w = Window::new(OP, &tin[0], window_dims, window_strides, base_dilations, window_dilations, padding)?;
        let blk = self.reduction_body(OP, &tin, Box::new(body))?;
        let outs = tin.iter().map(|t| t.with_dims(w.out_dims.clone())).collect();
        let attrs = vec![
            ("window_dimensions", Attr::I64Array(window_dims.to_vec())),
            ("window_strides", Attr::I64Array(w.strides)),
            ("base_dilations", Attr::I64Array(w.base_dil)),
            ("window_dilations", Attr::I64Array(w.win_dil)),
            ("padding", Attr::Padding(w.padding)),
        ];
        self.push_op(OP, &operands, outs, attrs, vec![blk])
    }

    /// `stablehlo.select_and_scatter`: for each window of `operand`, `select`
    /// (two rank-0 tensors -> `tensor<i1>`) picks an element, and `source`'s value for
    /// that window is combined into it with `scatter` (two rank-0 tensors -> one),
    /// starting from `init`. `source` has the shape of the window grid.
    #[allow(clippy::too_many_arguments)]
    pub fn select_and_scatter(
        &mut self,
        operand: Value,
        source: Value,
        init: Value,
        window_dims: &[i64],
        window_strides: &[i64],
        padding: &[(i64, i64)],
        select: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
        scatter: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<Value> {
        const OP: &str = names::STABLEHLO_SELECT_AND_SCATTER;
        self.check_visible(OP, &[operand, source, init])?;
        let (to, ts, ti) = (self.ty(operand).clone(), self.ty(source).clone(), self.ty(init).clone());
        ensure!(ti.is_scalar() && ti.elem == to.elem, OP, "init value {ti} must be a scalar of operand {to}'s element type");
        ensure!(ts.elem == to.elem, OP, "source {ts} and operand {to} differ in element type");
        let w = Window::new(OP, &to, window_dims, window_strides, &[], &[], padding)?;
        ensure!(ts.dims == w.out_dims, OP, "source {ts} must have the window grid shape {:?} of operand {to}", w.out_dims);
        let s = TensorType::scalar(to.elem);
        let (sb, sr) = self.build_region(OP, vec![s.clone(), s.clone()], true, select)?;
        let pred = TensorType::scalar(ElementType::I1);
        ensure!(sr == [pred], OP, "select must return one tensor<i1>, got {}", fmt_types(&sr));
        let (cb, cr) = self.build_region(OP, vec![s.clone(), s.clone()], true, scatter)?;
        ensure!(cr == [s.clone()], OP, "scatter must return one {s}, got {}", fmt_types(&cr));
        let attrs = vec![
            ("window_dimensions", Attr::I64Array(window_dims.to_vec())),
            ("window_strides", Attr::I64Array(w.strides)),
            ("padding", Attr::Padding(w.padding)),
        ];
        Ok(self.push_op(OP, &[operand, source, init], vec![to], attrs, vec![sb, cb])?[0])
    }

    /// `stablehlo.sort` of `inputs` (one shape) along `dim`. The comparator receives
    /// rank-0 tensors `(lhs_0, rhs_0, lhs_1, rhs_1, ..)` and returns one
    /// `tensor<i1>`: whether lhs sorts before rhs.
    pub fn sort(
        &mut self,
        inputs: &[Value],
        dim: i64,
        is_stable: bool,
        comparator: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_SORT;
        self.check_visible(OP, inputs)?;
        ensure!(!inputs.is_empty(), OP, "needs at least one input");
        let tin: Vec<TensorType> = inputs.iter().map(|&v| self.ty(v).clone()).collect();
        for t in &tin {
            ensure!(t.dims == tin[0].dims, OP, "inputs {} and {t} differ in shape", tin[0]);
        }
        let rank = tin[0].rank() as i64;
        ensure!(0 <= dim && dim < rank, OP, "dimension {dim} out of range for {}", tin[0]);
        let args = tin.iter().flat_map(|t| [TensorType::scalar(t.elem), TensorType::scalar(t.elem)]).collect();
        let (blk, ret) = self.build_region(OP, args, true, comparator)?;
        ensure!(ret == [TensorType::scalar(ElementType::I1)], OP, "comparator must return one tensor<i1>, got {}", fmt_types(&ret));
        let attrs = vec![("dimension", Attr::I64(dim)), ("is_stable", Attr::Bool(is_stable))];
        self.push_op(OP, inputs, tin, attrs, vec![blk])
    }
}

/// A checked window configuration and its output grid.
pub(crate) struct Window {
    pub strides: Vec<i64>,
    pub base_dil: Vec<i64>,
    pub win_dil: Vec<i64>,
    pub padding: Vec<(i64, i64)>,
    pub out_dims: Vec<i64>,
}

impl Window {
    pub(crate) fn new(
        op: &'static str,
        t: &TensorType,
        window: &[i64],
        strides: &[i64],
        base_dil: &[i64],
        win_dil: &[i64],
        padding: &[(i64, i64)],
    ) -> Result<Self> {
        let r = t.rank();
        let or_ones = |v: &[i64]| if v.is_empty() { vec![1; r] } else { v.to_vec() };
        let (strides, base_dil, win_dil) = (or_ones(strides), or_ones(base_dil), or_ones(win_dil));
        let padding = if padding.is_empty() { vec![(0, 0); r] } else { padding.to_vec() };
        for (what, n) in [
            ("window_dimensions", window.len()),
            ("window_strides", strides.len()),
            ("base_dilations", base_dil.len()),
            ("window_dilations", win_dil.len()),
            ("padding", padding.len()),
        ] {
            ensure!(n == r, op, "{what} has {n} entries, expected {r} for operand {t}");
        }
        let mut out_dims = Vec::with_capacity(r);
        for i in 0..r {
            ensure!(window[i] > 0 && strides[i] > 0 && base_dil[i] > 0 && win_dil[i] > 0, op,
                "dimension {i}: window size, stride and dilations must be positive (operand {t})");
            let padded = if t.dims[i] == 0 { 0 } else { (t.dims[i] - 1) * base_dil[i] + 1 } + padding[i].0 + padding[i].1;
            let dilated = (window[i] - 1) * win_dil[i] + 1;
            out_dims.push(if padded < dilated { 0 } else { (padded - dilated) / strides[i] + 1 });
        }
        Ok(Self { strides, base_dil, win_dil, padding, out_dims })
    }
}
