//! gather and scatter.

use super::misc::fmt_types;
use super::{check_elem, INT};
use crate::builder::{Attr, Builder};
use crate::error::{ensure, Result};
use crate::types::TensorType;
use crate::value::Value;
use crate::printer::names;

/// `#stablehlo.gather<...>` dimension numbers (see the StableHLO spec of `gather`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GatherDims {
    /// Result dimensions that hold the slice (offset) dimensions.
    pub offset_dims: Vec<i64>,
    /// Operand dimensions of slice size 1 dropped from the result.
    pub collapsed_slice_dims: Vec<i64>,
    pub operand_batching_dims: Vec<i64>,
    pub start_indices_batching_dims: Vec<i64>,
    /// Operand dimension that each component of an index vector addresses.
    pub start_index_map: Vec<i64>,
    /// Dimension of `start_indices` holding the index vectors; equal to its
    /// rank for an implicit trailing dimension of size 1.
    pub index_vector_dim: i64,
}

/// `#stablehlo.scatter<...>` dimension numbers (see the StableHLO spec of `scatter`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ScatterDims {
    pub update_window_dims: Vec<i64>,
    pub inserted_window_dims: Vec<i64>,
    pub input_batching_dims: Vec<i64>,
    pub scatter_indices_batching_dims: Vec<i64>,
    pub scatter_dims_to_operand_dims: Vec<i64>,
    pub index_vector_dim: i64,
}

impl GatherDims {
    /// Single elements of a 1-D operand, addressed by `[n, 1]` indices: result `[n]`.
    pub fn flat_elements() -> Self {
        GatherDims { collapsed_slice_dims: vec![0], start_index_map: vec![0], index_vector_dim: 1, ..Default::default() }
    }
}

impl ScatterDims {
    /// Single elements of a 1-D operand, addressed by `[n, 1]` indices, updates `[n]`.
    pub fn flat_elements() -> Self {
        ScatterDims { inserted_window_dims: vec![0], scatter_dims_to_operand_dims: vec![0], index_vector_dim: 1, ..Default::default() }
    }
}

/// Sorted, unique and within `0..bound`.
fn sorted_in(op: &'static str, what: &str, v: &[i64], bound: usize, ctx: &str) -> Result<()> {
    ensure!(v.windows(2).all(|w| w[0] < w[1]), op, "{what} {v:?} must be sorted and unique ({ctx})");
    ensure!(v.iter().all(|&d| d >= 0 && (d as usize) < bound), op, "{what} {v:?} out of range 0..{bound} ({ctx})");
    Ok(())
}

fn unique_in(op: &'static str, what: &str, v: &[i64], bound: usize, ctx: &str) -> Result<()> {
    let mut s = v.to_vec();
    s.sort_unstable();
    ensure!(s.windows(2).all(|w| w[0] < w[1]), op, "{what} {v:?} has repeated entries ({ctx})");
    ensure!(v.iter().all(|&d| d >= 0 && (d as usize) < bound), op, "{what} {v:?} out of range 0..{bound} ({ctx})");
    Ok(())
}

/// Index-vector checks shared by gather and scatter; returns (batch dims of the
/// indices, index vector size).
fn index_batch(op: &'static str, ti: &TensorType, ivd: i64, ctx: &str) -> Result<(Vec<i64>, i64)> {
    ensure!(0 <= ivd && ivd as usize <= ti.rank(), op, "index_vector_dim {ivd} out of range 0..={} ({ctx})", ti.rank());
    let ivd = ivd as usize;
    let size = if ivd < ti.rank() { ti.dims[ivd] } else { 1 };
    let batch = ti.dims.iter().enumerate().filter(|&(i, _)| i != ivd).map(|(_, &d)| d).collect();
    Ok((batch, size))
}

impl Builder {
    /// `stablehlo.gather`: slices of `slice_sizes` at the positions in `indices`.
    pub fn gather(
        &mut self,
        operand: Value,
        indices: Value,
        dims: &GatherDims,
        slice_sizes: &[i64],
        indices_are_sorted: bool,
    ) -> Result<Value> {
        const OP: &str = names::STABLEHLO_GATHER;
        self.check_visible(OP, &[operand, indices])?;
        let (to, ti) = (self.ty(operand).clone(), self.ty(indices).clone());
        let ctx = format!("operand {to}, indices {ti}");
        check_elem(OP, "indices", &ti, INT)?;
        let r = to.rank();
        ensure!(slice_sizes.len() == r, OP, "slice_sizes {slice_sizes:?} must have {r} entries ({ctx})");
        for (i, (&s, &d)) in slice_sizes.iter().zip(&to.dims).enumerate() {
            ensure!(0 <= s && s <= d, OP, "slice_sizes[{i}] = {s} outside 0..={d} ({ctx})");
        }
        let (batch, ivsize) = index_batch(OP, &ti, dims.index_vector_dim, &ctx)?;
        sorted_in(OP, "collapsed_slice_dims", &dims.collapsed_slice_dims, r, &ctx)?;
        sorted_in(OP, "operand_batching_dims", &dims.operand_batching_dims, r, &ctx)?;
        for &d in dims.collapsed_slice_dims.iter().chain(&dims.operand_batching_dims) {
            ensure!(slice_sizes[d as usize] <= 1, OP, "slice size of collapsed/batching dimension {d} must be 0 or 1 ({ctx})");
            ensure!(!dims.start_index_map.contains(&d) || dims.collapsed_slice_dims.contains(&d), OP,
                "operand batching dimension {d} cannot be in start_index_map ({ctx})");
        }
        ensure!(!dims.collapsed_slice_dims.iter().any(|d| dims.operand_batching_dims.contains(d)), OP,
            "collapsed_slice_dims and operand_batching_dims overlap ({ctx})");
        ensure!(dims.operand_batching_dims.len() == dims.start_indices_batching_dims.len(), OP,
            "operand_batching_dims and start_indices_batching_dims differ in length ({ctx})");
        unique_in(OP, "start_indices_batching_dims", &dims.start_indices_batching_dims, ti.rank(), &ctx)?;
        for (&od, &id) in dims.operand_batching_dims.iter().zip(&dims.start_indices_batching_dims) {
            ensure!(id != dims.index_vector_dim, OP, "start_indices_batching_dims contains index_vector_dim ({ctx})");
            ensure!(to.dims[od as usize] == ti.dims[id as usize], OP,
                "operand batching dimension {od} and indices batching dimension {id} differ in size ({ctx})");
        }
        ensure!(dims.start_index_map.len() as i64 == ivsize, OP,
            "start_index_map {:?} must have {ivsize} entries, the index vector size ({ctx})", dims.start_index_map);
        unique_in(OP, "start_index_map", &dims.start_index_map, r, &ctx)?;
        let offsets: Vec<i64> = (0..r as i64)
            .filter(|d| !dims.collapsed_slice_dims.contains(d) && !dims.operand_batching_dims.contains(d))
            .map(|d| slice_sizes[d as usize])
            .collect();
        ensure!(dims.offset_dims.len() == offsets.len(), OP,
            "offset_dims {:?} must have {} entries ({ctx})", dims.offset_dims, offsets.len());
        let out_rank = batch.len() + offsets.len();
        sorted_in(OP, "offset_dims", &dims.offset_dims, out_rank, &ctx)?;
        let (mut bi, mut oi) = (batch.iter(), offsets.iter());
        let out_dims: Vec<i64> = (0..out_rank as i64)
            .map(|d| if dims.offset_dims.contains(&d) { *oi.next().unwrap() } else { *bi.next().unwrap() })
            .collect();
        let attrs = vec![
            ("dimension_numbers", Attr::Gather(dims.clone())),
            ("slice_sizes", Attr::I64Array(slice_sizes.to_vec())),
            ("indices_are_sorted", Attr::Bool(indices_are_sorted)),
        ];
        self.push1(OP, &[operand, indices], to.with_dims(out_dims), attrs)
    }

    /// `stablehlo.scatter`: combines `updates` into copies of `inputs` at the
    /// positions in `indices`. `update` receives rank-0 tensors
    /// `(current_0.., update_0..)` and returns the new values. Returns one result
    /// per input, of the input's type.
    #[allow(clippy::too_many_arguments)]
    pub fn scatter(
        &mut self,
        inputs: &[Value],
        indices: Value,
        updates: &[Value],
        dims: &ScatterDims,
        indices_are_sorted: bool,
        unique_indices: bool,
        update: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_SCATTER;
        let mut operands = inputs.to_vec();
        operands.push(indices);
        operands.extend_from_slice(updates);
        self.check_visible(OP, &operands)?;
        ensure!(!inputs.is_empty(), OP, "needs at least one input");
        ensure!(inputs.len() == updates.len(), OP, "{} inputs but {} updates", inputs.len(), updates.len());
        let tin: Vec<TensorType> = inputs.iter().map(|&v| self.ty(v).clone()).collect();
        let tup: Vec<TensorType> = updates.iter().map(|&v| self.ty(v).clone()).collect();
        let ti = self.ty(indices).clone();
        let (to, tu) = (&tin[0], &tup[0]);
        let ctx = format!("input {to}, indices {ti}, updates {tu}");
        check_elem(OP, "indices", &ti, INT)?;
        for (a, b) in tin.iter().zip(&tup) {
            ensure!(a.dims == to.dims, OP, "inputs {to} and {a} differ in shape");
            ensure!(b.dims == tu.dims, OP, "updates {tu} and {b} differ in shape");
            ensure!(a.elem == b.elem, OP, "input {a} and update {b} differ in element type");
        }
        let r = to.rank();
        let (batch, ivsize) = index_batch(OP, &ti, dims.index_vector_dim, &ctx)?;
        sorted_in(OP, "update_window_dims", &dims.update_window_dims, tu.rank(), &ctx)?;
        sorted_in(OP, "inserted_window_dims", &dims.inserted_window_dims, r, &ctx)?;
        sorted_in(OP, "input_batching_dims", &dims.input_batching_dims, r, &ctx)?;
        ensure!(!dims.inserted_window_dims.iter().any(|d| dims.input_batching_dims.contains(d)), OP,
            "inserted_window_dims and input_batching_dims overlap ({ctx})");
        ensure!(dims.input_batching_dims.len() == dims.scatter_indices_batching_dims.len(), OP,
            "input_batching_dims and scatter_indices_batching_dims differ in length ({ctx})");
        unique_in(OP, "scatter_indices_batching_dims", &dims.scatter_indices_batching_dims, ti.rank(), &ctx)?;
        for (&od, &id) in dims.input_batching_dims.iter().zip(&dims.scatter_indices_batching_dims) {
            ensure!(id != dims.index_vector_dim, OP, "scatter_indices_batching_dims contains index_vector_dim ({ctx})");
            ensure!(to.dims[od as usize] == ti.dims[id as usize], OP,
                "input batching dimension {od} and indices batching dimension {id} differ in size ({ctx})");
        }
        ensure!(dims.scatter_dims_to_operand_dims.len() as i64 == ivsize, OP,
            "scatter_dims_to_operand_dims {:?} must have {ivsize} entries, the index vector size ({ctx})",
            dims.scatter_dims_to_operand_dims);
        unique_in(OP, "scatter_dims_to_operand_dims", &dims.scatter_dims_to_operand_dims, r, &ctx)?;
        ensure!(!dims.scatter_dims_to_operand_dims.iter().any(|d| dims.input_batching_dims.contains(d)), OP,
            "scatter_dims_to_operand_dims and input_batching_dims overlap ({ctx})");
        // Update dimensions: the scatter dims follow the indices' batch dims, the
        // window dims are bounded by the operand's window dims.
        ensure!(tu.rank() == dims.update_window_dims.len() + batch.len(), OP,
            "updates must have rank {} ({ctx})", dims.update_window_dims.len() + batch.len());
        let scatter_sizes: Vec<i64> = (0..tu.rank() as i64)
            .filter(|d| !dims.update_window_dims.contains(d))
            .map(|d| tu.dims[d as usize])
            .collect();
        ensure!(scatter_sizes == batch, OP, "update scatter dimensions {scatter_sizes:?} must equal the indices' batch dimensions {batch:?} ({ctx})");
        let window: Vec<i64> = (0..r as i64)
            .filter(|d| !dims.inserted_window_dims.contains(d) && !dims.input_batching_dims.contains(d))
            .collect();
        ensure!(window.len() == dims.update_window_dims.len(), OP,
            "update_window_dims {:?} must have {} entries ({ctx})", dims.update_window_dims, window.len());
        for (&uw, &od) in dims.update_window_dims.iter().zip(&window) {
            let (u, o) = (tu.dims[uw as usize], to.dims[od as usize]);
            ensure!(u <= o, OP, "update window dimension {uw} (size {u}) exceeds input dimension {od} (size {o}) ({ctx})");
        }
        let scalars: Vec<TensorType> = tin.iter().map(|t| TensorType::scalar(t.elem)).collect();
        let (blk, ret) = self.build_region(OP, [scalars.clone(), scalars.clone()].concat(), true, update)?;
        ensure!(ret == scalars, OP, "update computation returns {} but must return {}", fmt_types(&ret), fmt_types(&scalars));
        let attrs = vec![
            ("scatter_dimension_numbers", Attr::Scatter(dims.clone())),
            ("indices_are_sorted", Attr::Bool(indices_are_sorted)),
            ("unique_indices", Attr::Bool(unique_indices)),
        ];
        self.push_op(OP, &operands, tin, attrs, vec![blk])
    }
}
