//! Matrix products handed to a host library: a finished module's plain matrix products
//! (rank 2, or batches of them over leading dimensions: attention's) rewritten as custom
//! calls (`Builder::custom_call`) of a typed-FFI target that the runtime registered with
//! the plugin (see `tpj_engine::host_gemm`).
//!
//! The rewrite is a separate pass over a finished [`Module`], not a builder op:
//! what a program computes stays plugin-agnostic (the lowering, its golden tests and
//! the dumps replayed on other plugins never see a custom call), and only the
//! runtime that registered the target asks for it, just before compiling.

use crate::builder::{Attr, Module};
use crate::ops::dot_conv::DotDims;
use crate::printer::names;
use crate::types::ElementType;
use crate::value::Value;
use std::collections::HashMap;

/// One product `C[m, n] = op(A) · op(B)` of row-major operands, where `op(X)` is `X`
/// or its transpose, `batch` times over leading dimensions (1: a plain product).
/// `trans_a`: `A` is stored `[k, m]`; `trans_b`: `B` is stored `[n, k]`. The result is
/// always stored `[m, n]` (after the batch dimensions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gemm {
    pub elem: ElementType,
    pub batch: i64,
    pub m: i64,
    pub n: i64,
    pub k: i64,
    pub trans_a: bool,
    pub trans_b: bool,
}

impl Module {
    /// Rewrites every `dot_general` that is a plain matrix product (rank-2 operands, or
    /// operands whose leading dimensions are the batch dimensions, in order, before one
    /// matrix each; one contracting dimension each, the operands' element type for the
    /// result) and for which `target` names a call target into a custom call of that
    /// target with operands `(A, B)` as [`Gemm`] describes them. An operand that is a
    /// transpose of its last two dimensions is replaced by the transpose's own operand with
    /// its flag flipped, so the library reads the stored matrix instead of a copy XLA would make for the
    /// call (for a `dot_general` XLA folds those transposes itself). Returns how many
    /// products were rewritten. Call targets use the typed FFI (`api_version = 4`).
    pub fn route_gemms(&mut self, target: impl Fn(&Gemm) -> Option<&'static str>) -> usize {
        let b = &mut self.builder;
        // The operand of every transpose of the last two dimensions, by its result. (A reshape
        // or broadcast to the operand's own shape is no op at all: the builder returns the operand.)
        let mut transposed: HashMap<Value, Value> = HashMap::new();
        for block in &b.blocks {
            for op in &block.ops {
                let swap = op.attrs.iter().any(|(k, a)| *k == "permutation" && matches!(a, Attr::I64Array(p) if swaps_last_two(p)));
                if op.name == names::STABLEHLO_TRANSPOSE && swap {
                    transposed.insert(op.results[0], op.operands[0]);
                }
            }
        }
        // Through transposes, to the matrix as stored.
        let stored = |mut v: Value, trans: &mut bool| loop {
            if let Some(&src) = transposed.get(&v) {
                v = src;
                *trans = !*trans;
            } else {
                return v;
            }
        };
        let mut routed = 0;
        for bi in 0..b.blocks.len() {
            for oi in 0..b.blocks[bi].ops.len() {
                let op = &b.blocks[bi].ops[oi];
                if op.name != names::STABLEHLO_DOT_GENERAL {
                    continue;
                }
                let Some(dims) = op.attrs.iter().find_map(|(_, a)| match a {
                    Attr::Dot(d) => Some(d.clone()),
                    _ => None,
                }) else {
                    continue;
                };
                let (lhs, rhs, out) = (op.operands[0], op.operands[1], op.results[0]);
                let Some(mut g) = plain_product(&dims, b.values[lhs.index()].ty.dims.as_slice(), b.values[rhs.index()].ty.dims.as_slice()) else {
                    continue;
                };
                let (lt, ot) = (&b.values[lhs.index()].ty, &b.values[out.index()].ty);
                if lt.elem != ot.elem {
                    continue;
                }
                g.elem = lt.elem;
                let a = stored(lhs, &mut g.trans_a);
                let bb = stored(rhs, &mut g.trans_b);
                let Some(name) = target(&g) else { continue };
                let op = &mut b.blocks[bi].ops[oi];
                op.name = names::STABLEHLO_CUSTOM_CALL;
                op.operands = vec![a, bb];
                op.attrs = crate::ops::misc::custom_call_attrs(name);
                routed += 1;
            }
        }
        routed
    }
}

/// Whether a permutation swaps the last two dimensions and keeps the others in place.
fn swaps_last_two(p: &[i64]) -> bool {
    let n = p.len();
    n >= 2 && p[n - 2] == n as i64 - 1 && p[n - 1] == n as i64 - 2 && p[..n - 2].iter().enumerate().all(|(i, &d)| d == i as i64)
}

/// The product a `dot_general` of `[b.., r0, r1]` by `[b.., s0, s1]` computes, when it is
/// one: its batch dimensions are both operands' leading ones, in order, of equal sizes
/// (flags as the dot's own contracting dimensions give them; element type unset).
fn plain_product(d: &DotDims, l: &[i64], r: &[i64]) -> Option<Gemm> {
    let nb = d.lhs_batch.len();
    let leading: Vec<i64> = (0..nb as i64).collect();
    if d.lhs_batch != leading || d.rhs_batch != leading || l.len() != nb + 2 || r.len() != nb + 2 || l[..nb] != r[..nb] {
        return None;
    }
    let (&[cl], &[cr]) = (d.lhs_contract.as_slice(), d.rhs_contract.as_slice()) else { return None };
    let matrix = nb as i64..nb as i64 + 2;
    if !matrix.contains(&cl) || !matrix.contains(&cr) {
        return None;
    }
    let batch = l[..nb].iter().product();
    let (cl, cr) = (cl - nb as i64, cr - nb as i64);
    let (l, r) = (&l[nb..], &r[nb..]);
    let (trans_a, trans_b) = (cl == 0, cr == 1);
    let (m, k) = if trans_a { (l[1], l[0]) } else { (l[0], l[1]) };
    let n = if trans_b { r[0] } else { r[1] };
    Some(Gemm { elem: ElementType::F32, batch, m, n, k, trans_a, trans_b })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Builder, TensorType};
    use crate::printer::names;

    fn t(d: [i64; 2]) -> TensorType {
        TensorType::new(ElementType::F32, d)
    }

    #[test]
    fn looks_through_transposes_and_names_the_product() {
        // x [4, 3] · wᵀ (w [5, 3]), then gᵀ [3, 4] · y [4, 5]: the weight-gradient form.
        let mut b = Builder::new();
        let (x, w, y) = (b.param(t([4, 3])), b.param(t([5, 3])), b.param(t([4, 5])));
        let wt = b.transpose(w, &[1, 0]).unwrap();
        let fwd = b.dot_general(x, wt, &DotDims::matmul(), None).unwrap();
        let xt = b.transpose(x, &[1, 0]).unwrap();
        let grad = b.dot_general(xt, y, &DotDims::matmul(), None).unwrap();
        let small = b.dot_general(x, wt, &DotDims::matmul(), None).unwrap();
        let mut m = b.finish(&[fwd, grad, small]).unwrap();
        let seen = std::cell::RefCell::new(Vec::new());
        let n = m.route_gemms(|g| {
            seen.borrow_mut().push(*g);
            (seen.borrow().len() < 3).then_some(if g.trans_b { "gemm_nt" } else { "gemm_tn" })
        });
        assert_eq!(n, 2);
        let seen = seen.into_inner();
        assert_eq!(seen[0], Gemm { elem: ElementType::F32, batch: 1, m: 4, n: 5, k: 3, trans_a: false, trans_b: true });
        assert_eq!(seen[1], Gemm { elem: ElementType::F32, batch: 1, m: 3, n: 5, k: 4, trans_a: true, trans_b: false });
        // The rewritten products print as the builder's own custom calls would.
        let mut want = Builder::new();
        let (x, w, y) = (want.param(t([4, 3])), want.param(t([5, 3])), want.param(t([4, 5])));
        want.custom_call("gemm_nt", &[x, w], t([4, 5])).unwrap();
        want.custom_call("gemm_tn", &[x, y], t([3, 5])).unwrap();
        let want = want.finish(&[]).unwrap().to_text();
        let text = m.to_text();
        let calls = |s: &str| s.lines().filter(|l| l.contains(names::STABLEHLO_CUSTOM_CALL)).map(|l| l.split_once(" = ").unwrap().1.to_string()).collect::<Vec<_>>();
        assert_eq!(calls(&text), calls(&want), "{text}");
        assert_eq!(text.matches(names::STABLEHLO_DOT_GENERAL).count(), 1, "{text}");
    }

    #[test]
    fn a_transpose_reshaped_or_broadcast_to_its_own_shape_is_read_as_stored() {
        // A fused eager cluster reads `w.t()` as a view: transpose, then the product's
        // shape normalisation broadcasts it to its own shape, which the builder leaves out.
        let mut b = Builder::new();
        let (x, w) = (b.param(t([4, 3])), b.param(t([5, 3])));
        let wt = b.transpose(w, &[1, 0]).unwrap();
        let same = b.broadcast_in_dim(wt, &[3, 5], &[0, 1]).unwrap();
        let same = b.reshape(same, &[3, 5]).unwrap();
        let fwd = b.dot_general(x, same, &DotDims::matmul(), None).unwrap();
        // A broadcast that does change its operand (a row to a matrix) is an op of its own.
        let r = b.param(t([1, 5]));
        let rows = b.broadcast_in_dim(r, &[3, 5], &[0, 1]).unwrap();
        let other = b.dot_general(x, rows, &DotDims::matmul(), None).unwrap();
        let mut m = b.finish(&[fwd, other]).unwrap();
        let seen = std::cell::RefCell::new(Vec::new());
        assert_eq!(m.route_gemms(|g| {
            seen.borrow_mut().push(*g);
            Some("gemm")
        }), 2);
        let seen = seen.into_inner();
        assert_eq!(seen[0], Gemm { elem: ElementType::F32, batch: 1, m: 4, n: 5, k: 3, trans_a: false, trans_b: true });
        assert_eq!(seen[1], Gemm { elem: ElementType::F32, batch: 1, m: 4, n: 5, k: 3, trans_a: false, trans_b: false });
        let text = m.to_text();
        let call = text.lines().find(|l| l.contains(names::STABLEHLO_CUSTOM_CALL)).unwrap();
        assert!(call.contains("(%arg0, %arg1)"), "the stored weight, not its transpose: {text}");
    }

    #[test]
    fn routes_batches_over_leading_dimensions_and_leaves_mixed_precision_products() {
        // Attention's products: q · kᵀ and, in its backward, pᵀ · g (a transpose of the
        // last two dimensions, read as stored).
        let mut b = Builder::new();
        let ty = |d: &[i64]| TensorType::new(ElementType::F32, d.to_vec());
        let (q, k, g) = (b.param(ty(&[2, 3, 8, 4])), b.param(ty(&[2, 3, 8, 4])), b.param(ty(&[2, 3, 8, 4])));
        let batch = |c0, c1| DotDims { lhs_batch: vec![0, 1], rhs_batch: vec![0, 1], lhs_contract: vec![c0], rhs_contract: vec![c1] };
        let scores = b.dot_general(q, k, &batch(3, 3), None).unwrap();
        let pt = b.transpose(scores, &[0, 1, 3, 2]).unwrap();
        let dv = b.dot_general(pt, g, &batch(3, 2), None).unwrap();
        // Batch dimensions that are not the leading ones, and a transpose that moves one.
        let x = b.param(ty(&[8, 2, 4]));
        let y = b.param(ty(&[2, 4, 5]));
        let inner = DotDims { lhs_batch: vec![1], rhs_batch: vec![0], lhs_contract: vec![2], rhs_contract: vec![1] };
        let odd = b.dot_general(x, y, &inner, None).unwrap();
        let moved = b.transpose(q, &[1, 0, 2, 3]).unwrap();
        let kt = b.transpose(k, &[1, 0, 2, 3]).unwrap();
        let other = b.dot_general(moved, kt, &batch(3, 3), None).unwrap();
        let h = b.param(TensorType::new(ElementType::BF16, [4, 3]));
        let w = b.param(TensorType::new(ElementType::BF16, [3, 5]));
        let wide = b.dot_general(h, w, &DotDims::matmul(), Some(ElementType::F32)).unwrap();
        let mut m = b.finish(&[dv, odd, other, wide]).unwrap();
        let seen = std::cell::RefCell::new(Vec::new());
        assert_eq!(m.route_gemms(|g| {
            seen.borrow_mut().push(*g);
            Some("gemm")
        }), 3);
        let seen = seen.into_inner();
        assert_eq!(seen[0], Gemm { elem: ElementType::F32, batch: 6, m: 8, n: 8, k: 4, trans_a: false, trans_b: true });
        // pᵀ · g: the scores as stored, transposed.
        assert_eq!(seen[1], Gemm { elem: ElementType::F32, batch: 6, m: 8, n: 4, k: 8, trans_a: true, trans_b: false });
        // Across a transpose of batch dimensions: a product of its own, read as XLA wrote it.
        assert_eq!(seen[2], Gemm { elem: ElementType::F32, batch: 6, m: 8, n: 8, k: 4, trans_a: false, trans_b: true });
        let text = m.to_text();
        assert_eq!(text.matches(names::STABLEHLO_DOT_GENERAL).count(), 2, "{text}");
        let calls: Vec<&str> = text.lines().filter(|l| l.contains(names::STABLEHLO_CUSTOM_CALL)).collect();
        assert!(calls[1].contains(&format!("({}, %arg2)", calls[0].trim().split(' ').next().unwrap())), "dv reads the scores, not their transpose: {text}");
    }
}
