//! dot_general and convolution.

use super::check_elem;
use super::{FLOAT, INT};
use crate::builder::{Attr, Builder};
use crate::error::{ensure, Result};
use crate::types::ElementType;
use crate::value::Value;
use crate::printer::names;

/// `#stablehlo.dot<...>` dimension numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DotDims {
    pub lhs_batch: Vec<i64>,
    pub rhs_batch: Vec<i64>,
    pub lhs_contract: Vec<i64>,
    pub rhs_contract: Vec<i64>,
}

impl DotDims {
    /// A plain matrix product `[m, k] x [k, n]`.
    pub fn matmul() -> Self {
        Self { lhs_batch: vec![], rhs_batch: vec![], lhs_contract: vec![1], rhs_contract: vec![0] }
    }
}

/// Which dimension of each convolution tensor is batch, feature or spatial
/// (printed as `#stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConvDimensionNumbers {
    pub input_batch_dimension: i64,
    pub input_feature_dimension: i64,
    pub input_spatial_dimensions: Vec<i64>,
    pub kernel_input_feature_dimension: i64,
    pub kernel_output_feature_dimension: i64,
    pub kernel_spatial_dimensions: Vec<i64>,
    pub output_batch_dimension: i64,
    pub output_feature_dimension: i64,
    pub output_spatial_dimensions: Vec<i64>,
}

impl ConvDimensionNumbers {
    /// PyTorch's layout with `n` spatial dimensions: input and output
    /// `[batch, feature, spatial..]`, kernel `[out, in, spatial..]`.
    pub fn torch(n: usize) -> Self {
        let sp: Vec<i64> = (2..n as i64 + 2).collect();
        Self {
            input_batch_dimension: 0,
            input_feature_dimension: 1,
            input_spatial_dimensions: sp.clone(),
            kernel_input_feature_dimension: 1,
            kernel_output_feature_dimension: 0,
            kernel_spatial_dimensions: sp.clone(),
            output_batch_dimension: 0,
            output_feature_dimension: 1,
            output_spatial_dimensions: sp,
        }
    }
}

/// Everything about a convolution except its operands. Empty `window_strides`,
/// `padding`, `lhs_dilation` or `rhs_dilation` mean ones / no padding.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConvConfig {
    pub window_strides: Vec<i64>,
    /// `(low, high)` per spatial dimension.
    pub padding: Vec<(i64, i64)>,
    /// Input (transposed-convolution) dilation.
    pub lhs_dilation: Vec<i64>,
    /// Kernel (atrous) dilation.
    pub rhs_dilation: Vec<i64>,
    pub feature_group_count: i64,
    pub batch_group_count: i64,
    pub dims: ConvDimensionNumbers,
    /// Result element type; defaults to the operands'.
    pub out_elem: Option<ElementType>,
}

impl ConvConfig {
    /// Unit strides and dilations, no padding, one group.
    pub fn new(dims: ConvDimensionNumbers) -> Self {
        Self {
            window_strides: vec![],
            padding: vec![],
            lhs_dilation: vec![],
            rhs_dilation: vec![],
            feature_group_count: 1,
            batch_group_count: 1,
            dims,
            out_elem: None,
        }
    }
}

fn is_perm(v: &[i64], n: usize) -> bool {
    let mut seen = vec![false; n];
    v.len() == n && v.iter().all(|&d| d >= 0 && (d as usize) < n && !std::mem::replace(&mut seen[d as usize], true))
}

impl Builder {
    /// `stablehlo.dot_general`. Result dimensions: batch, then lhs free, then rhs
    /// free. `out_elem` sets the result element type (e.g. f32 from bf16 operands).
    pub fn dot_general(&mut self, lhs: Value, rhs: Value, dims: &DotDims, out_elem: Option<ElementType>) -> Result<Value> {
        const OP: &str = names::STABLEHLO_DOT_GENERAL;
        self.check_visible(OP, &[lhs, rhs])?;
        let (tl, tr) = (self.ty(lhs).clone(), self.ty(rhs).clone());
        ensure!(tl.elem == tr.elem, OP, "lhs {tl} and rhs {tr} differ in element type");
        check_elem(OP, "lhs", &tl, INT | FLOAT | super::COMPLEX)?;
        ensure!(dims.lhs_batch.len() == dims.rhs_batch.len(), OP,
            "lhs batching dimensions {:?} and rhs {:?} differ in length (lhs {tl}, rhs {tr})", dims.lhs_batch, dims.rhs_batch);
        ensure!(dims.lhs_contract.len() == dims.rhs_contract.len(), OP,
            "lhs contracting dimensions {:?} and rhs {:?} differ in length (lhs {tl}, rhs {tr})", dims.lhs_contract, dims.rhs_contract);
        for (side, t, b, c) in [("lhs", &tl, &dims.lhs_batch, &dims.lhs_contract), ("rhs", &tr, &dims.rhs_batch, &dims.rhs_contract)] {
            let all = [b.as_slice(), c.as_slice()].concat();
            super::check_dims(OP, &format!("{side} batching+contracting dimensions"), &all, t.rank(), t)?;
        }
        for (what, l, r) in [("batching", &dims.lhs_batch, &dims.rhs_batch), ("contracting", &dims.lhs_contract, &dims.rhs_contract)] {
            for (&a, &b) in l.iter().zip(r) {
                let (x, y) = (tl.dims[a as usize], tr.dims[b as usize]);
                ensure!(x == y, OP, "{what} dimension {a} of lhs {tl} (size {x}) and {b} of rhs {tr} (size {y}) differ");
            }
        }
        let mut out: Vec<i64> = dims.lhs_batch.iter().map(|&d| tl.dims[d as usize]).collect();
        for (t, b, c) in [(&tl, &dims.lhs_batch, &dims.lhs_contract), (&tr, &dims.rhs_batch, &dims.rhs_contract)] {
            out.extend((0..t.rank() as i64).filter(|d| !b.contains(d) && !c.contains(d)).map(|d| t.dims[d as usize]));
        }
        let result = tl.with_elem(out_elem.unwrap_or(tl.elem)).with_dims(out);
        self.products.push(tl.elem);
        self.push1(OP, &[lhs, rhs], result, vec![("dot_dimension_numbers", Attr::Dot(dims.clone()))])
    }

    /// `stablehlo.convolution` of input `lhs` with kernel `rhs`.
    pub fn convolution(&mut self, lhs: Value, rhs: Value, c: &ConvConfig) -> Result<Value> {
        const OP: &str = names::STABLEHLO_CONVOLUTION;
        self.check_visible(OP, &[lhs, rhs])?;
        let (tl, tr) = (self.ty(lhs).clone(), self.ty(rhs).clone());
        let ctx = format!("lhs {tl}, rhs {tr}");
        ensure!(tl.elem == tr.elem, OP, "lhs {tl} and rhs {tr} differ in element type");
        check_elem(OP, "lhs", &tl, INT | FLOAT)?;
        let d = &c.dims;
        let n = d.input_spatial_dimensions.len();
        let rank = n + 2;
        ensure!(tl.rank() == rank && tr.rank() == rank, OP, "operands must have rank {rank} for {n} spatial dimensions ({ctx})");
        let input = [&[d.input_batch_dimension, d.input_feature_dimension][..], &d.input_spatial_dimensions].concat();
        let kernel = [&[d.kernel_input_feature_dimension, d.kernel_output_feature_dimension][..], &d.kernel_spatial_dimensions].concat();
        let output = [&[d.output_batch_dimension, d.output_feature_dimension][..], &d.output_spatial_dimensions].concat();
        for (what, v) in [("input", &input), ("kernel", &kernel), ("output", &output)] {
            ensure!(is_perm(v, rank), OP, "{what} dimension numbers {v:?} must be a permutation of 0..{rank} ({ctx})");
        }
        let ones = |v: &[i64]| if v.is_empty() { vec![1; n] } else { v.to_vec() };
        let (strides, lhs_dil, rhs_dil) = (ones(&c.window_strides), ones(&c.lhs_dilation), ones(&c.rhs_dilation));
        let padding = if c.padding.is_empty() { vec![(0, 0); n] } else { c.padding.clone() };
        for (what, len) in [("window_strides", strides.len()), ("padding", padding.len()), ("lhs_dilation", lhs_dil.len()), ("rhs_dilation", rhs_dil.len())] {
            ensure!(len == n, OP, "{what} has {len} entries, expected {n} ({ctx})");
        }
        ensure!(strides.iter().chain(&lhs_dil).chain(&rhs_dil).all(|&s| s > 0), OP, "strides and dilations must be positive ({ctx})");
        let (fgc, bgc) = (c.feature_group_count, c.batch_group_count);
        ensure!(fgc > 0 && bgc > 0 && (fgc == 1 || bgc == 1), OP, "feature_group_count {fgc} / batch_group_count {bgc} invalid ({ctx})");
        let in_batch = tl.dims[d.input_batch_dimension as usize];
        let in_feat = tl.dims[d.input_feature_dimension as usize];
        let k_in = tr.dims[d.kernel_input_feature_dimension as usize];
        let k_out = tr.dims[d.kernel_output_feature_dimension as usize];
        ensure!(in_feat % fgc == 0 && in_feat / fgc == k_in, OP,
            "input features {in_feat} / feature_group_count {fgc} must equal kernel input features {k_in} ({ctx})");
        ensure!(k_out % fgc == 0, OP, "kernel output features {k_out} not divisible by feature_group_count {fgc} ({ctx})");
        ensure!(in_batch % bgc == 0 && k_out % bgc == 0, OP,
            "input batch {in_batch} and kernel output features {k_out} must be divisible by batch_group_count {bgc} ({ctx})");
        let mut out = vec![0i64; rank];
        out[d.output_batch_dimension as usize] = in_batch / bgc;
        out[d.output_feature_dimension as usize] = k_out;
        for i in 0..n {
            let x = tl.dims[d.input_spatial_dimensions[i] as usize];
            let k = tr.dims[d.kernel_spatial_dimensions[i] as usize];
            let dilated_in = if x == 0 { 0 } else { (x - 1) * lhs_dil[i] + 1 };
            let padded = dilated_in + padding[i].0 + padding[i].1;
            let window = if k == 0 { 0 } else { (k - 1) * rhs_dil[i] + 1 };
            out[d.output_spatial_dimensions[i] as usize] =
                if padded < window || window == 0 { 0 } else { (padded - window) / strides[i] + 1 };
        }
        let result = tl.with_elem(c.out_elem.unwrap_or(tl.elem)).with_dims(out);
        let attrs = vec![
            ("window_strides", Attr::I64Array(strides)),
            ("padding", Attr::Padding(padding)),
            ("lhs_dilation", Attr::I64Array(lhs_dil)),
            ("rhs_dilation", Attr::I64Array(rhs_dil)),
            ("dimension_numbers", Attr::Conv(d.clone())),
            ("feature_group_count", Attr::I64(fgc)),
            ("batch_group_count", Attr::I64(bgc)),
        ];
        self.products.push(tl.elem);
        self.push1(OP, &[lhs, rhs], result, attrs)
    }
}
