//! State a program updates in place (parameters, optimizer moments, running statistics),
//! shaped so that XLA updates it in place: each new value computed once, in the shape of
//! the flat buffer it lives in.
//!
//! A program reads its state from flat (one-dimensional) buffers and reshapes it to the
//! tensors' shapes; the new state is reshaped back to flat and returned in the donated
//! input's buffer. Two things XLA's CPU compiler does with such a program cost whole
//! passes over the state (measured on the MLP's AdamW step, docs/performance.md):
//! - it fuses a new moment into each consumer (the parameter update) and recomputes it
//!   there from the old moment, which by then the in-place update may have overwritten,
//!   so it copies every old moment first;
//! - it gives a fused loop's result its operand's buffer only when the loop reads and
//!   writes the same shape, so a moment updated in its tensor's shape between two
//!   reshapes is written to a new buffer and copied into the donated one.
//!
//! [`Builder::materialize`] answers both: the elementwise computation of each new value
//! runs on flat operands, and the value passes through an `optimization_barrier` right
//! after it is defined, which its later consumers read.

use crate::builder::{Attr, Builder, Def, Op};
use crate::error::Result;
use crate::printer::names;
use crate::types::TensorType;
use crate::value::Value;
use std::collections::{HashMap, HashSet};

/// Ops computing each result element from the same element of each operand (operands of
/// the result's shape, or rank-0 where the op allows it), with no attribute that depends
/// on the shape: they compute the same in any shape of the same elements.
const ELEMENTWISE: &[&str] = &[
    names::STABLEHLO_ABS,
    names::STABLEHLO_ADD,
    names::STABLEHLO_AND,
    names::STABLEHLO_ATAN2,
    names::STABLEHLO_CBRT,
    names::STABLEHLO_CEIL,
    names::STABLEHLO_CLAMP,
    names::STABLEHLO_COMPARE,
    names::STABLEHLO_CONVERT,
    names::STABLEHLO_COSINE,
    names::STABLEHLO_DIVIDE,
    names::STABLEHLO_EXPONENTIAL,
    names::STABLEHLO_EXPONENTIAL_MINUS_ONE,
    names::STABLEHLO_FLOOR,
    names::STABLEHLO_IS_FINITE,
    names::STABLEHLO_LOG,
    names::STABLEHLO_LOG_PLUS_ONE,
    names::STABLEHLO_LOGISTIC,
    names::STABLEHLO_MAXIMUM,
    names::STABLEHLO_MINIMUM,
    names::STABLEHLO_MULTIPLY,
    names::STABLEHLO_NEGATE,
    names::STABLEHLO_NOT,
    names::STABLEHLO_OR,
    names::STABLEHLO_POWER,
    names::STABLEHLO_REMAINDER,
    names::STABLEHLO_ROUND_NEAREST_AFZ,
    names::STABLEHLO_ROUND_NEAREST_EVEN,
    names::STABLEHLO_RSQRT,
    names::STABLEHLO_SELECT,
    names::STABLEHLO_SIGN,
    names::STABLEHLO_SINE,
    names::STABLEHLO_SQRT,
    names::STABLEHLO_SUBTRACT,
    names::STABLEHLO_TAN,
    names::STABLEHLO_TANH,
    names::STABLEHLO_XOR,
];

impl Builder {
    /// Makes each of `vs` (new state, results of ops of `@main`'s body) computed once and
    /// read by its later consumers, its elementwise computation in flat shape (module
    /// docs). Returns the values later code must use instead, in order; a value that is a
    /// parameter or defined inside a region is returned unchanged. What the program
    /// computes does not change.
    pub fn materialize(&mut self, vs: &[Value]) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_OPTIMIZATION_BARRIER;
        if self.cur != 0 {
            return Err(crate::error::invalid(OP, "materialize called inside a region"));
        }
        self.check_visible(OP, vs)?;
        self.flatten_elementwise(vs);
        let mut out = Vec::with_capacity(vs.len());
        for &v in vs {
            let Some(pos) = self.body_position(v) else {
                out.push(v);
                continue;
            };
            let dims = self.ty(v).dims.clone();
            // Built at the end of the body, then moved to just after the definition.
            let first_new = self.blocks[0].ops.len();
            let flat = self.reshape(v, &[dims.iter().product()])?;
            let held = self.optimization_barrier(&[flat])?[0];
            let m = self.reshape(held, &dims)?;
            let new_ops: Vec<Op> = self.blocks[0].ops.drain(first_new..).collect();
            self.replace_uses_after(pos, v, m);
            self.blocks[0].ops.splice(pos + 1..pos + 1, new_ops);
            out.push(m);
        }
        Ok(out)
    }

    /// Rewrites the elementwise ops that `roots` depend on to compute on flat operands:
    /// an op of rank >= 2 whose every operand is rank-0, a reshape of a flat value, a
    /// broadcast of a rank-0 value, or the result of an op already rewritten, computes
    /// its flat result instead, and a reshape after it defines its original result.
    fn flatten_elementwise(&mut self, roots: &[Value]) {
        // The ops of the body that the roots depend on.
        let def: HashMap<Value, usize> =
            self.blocks[0].ops.iter().enumerate().flat_map(|(i, op)| op.results.iter().map(move |&r| (r, i))).collect();
        let mut cone: HashSet<usize> = HashSet::new();
        let mut todo: Vec<Value> = roots.to_vec();
        while let Some(v) = todo.pop() {
            if let Some(&i) = def.get(&v) {
                if cone.insert(i) {
                    todo.extend(&self.blocks[0].ops[i].operands);
                }
            }
        }
        if cone.is_empty() {
            return;
        }
        let old = std::mem::take(&mut self.blocks[0].ops);
        // A value of rank >= 2 and the flat value holding the same elements.
        let mut flat_of: HashMap<Value, Value> = HashMap::new();
        let mut scalar_of: HashMap<Value, Value> = HashMap::new();
        for (i, op) in old.into_iter().enumerate() {
            let rank = |b: &Builder, v: Value| b.ty(v).rank();
            if op.name == names::STABLEHLO_RESHAPE && rank(self, op.operands[0]) == 1 && rank(self, op.results[0]) >= 2 {
                flat_of.insert(op.results[0], op.operands[0]);
            }
            let splat = op.name == names::STABLEHLO_BROADCAST_IN_DIM && rank(self, op.operands[0]) == 0;
            if splat && rank(self, op.results[0]) >= 2 {
                scalar_of.insert(op.results[0], op.operands[0]);
            }
            let out = op.results.first().copied();
            let flattenable = cone.contains(&i)
                && ELEMENTWISE.contains(&op.name)
                && op.results.len() == 1
                && out.is_some_and(|r| rank(self, r) >= 2)
                && op.operands.iter().all(|o| rank(self, *o) == 0 || flat_of.contains_key(o) || scalar_of.contains_key(o));
            let Some(out) = out.filter(|_| flattenable) else {
                self.blocks[0].ops.push(op);
                continue;
            };
            let n: i64 = self.ty(out).dims.iter().product();
            let mut operands = Vec::with_capacity(op.operands.len());
            for &o in &op.operands {
                operands.push(match (flat_of.get(&o), scalar_of.get(&o)) {
                    (Some(&f), _) => f,
                    // Cannot fail (a rank-0 value of this body, to a 1-D shape), and must not:
                    // the body's ops are being rebuilt.
                    (None, Some(&s)) => self.broadcast_in_dim(s, &[n], &[]).expect("a rank-0 value broadcasts to any shape"),
                    (None, None) => o,
                });
            }
            let ty = TensorType::new(self.ty(out).elem, vec![n]);
            let flat = self.new_value(ty, Def::OpResult { index: 0, count: 1 }, 0);
            self.blocks[0].ops.push(Op { operands, results: vec![flat], ..op });
            // The original result, now defined by a reshape of the flat one.
            let attrs: Vec<(&'static str, Attr)> = Vec::new();
            self.blocks[0].ops.push(Op { name: names::STABLEHLO_RESHAPE, operands: vec![flat], results: vec![out], attrs, regions: Vec::new() });
            flat_of.insert(out, flat);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Builder, ElementType, TensorType};

    fn f32(dims: &[i64]) -> TensorType {
        TensorType::new(ElementType::F32, dims.to_vec())
    }

    #[test]
    fn new_state_is_computed_flat_once_and_read_by_later_uses() {
        // State s (flat [6], a [2, 3] tensor) updated to s * 0.5, which x + s' then reads.
        let mut b = Builder::new();
        let (s, x) = (b.param(f32(&[6])), b.param(f32(&[6])));
        let s2 = b.reshape(s, &[2, 3]).unwrap();
        let x2 = b.reshape(x, &[2, 3]).unwrap();
        let half = b.constant_f64(f32(&[]), 0.5).unwrap();
        let half2 = b.broadcast_in_dim(half, &[2, 3], &[]).unwrap();
        let new = b.mul(s2, half2).unwrap();
        let used = b.add(x2, new).unwrap();
        let held = b.materialize(&[new]).unwrap();
        assert_ne!(held, vec![new]);
        let out = b.reshape(held[0], &[6]).unwrap();
        let got = b.finish(&[used, out]).unwrap().to_text();

        // The same program written out: the product of the flat operands, reshaped back to
        // define the old value, held flat behind the barrier, which the later sum reads.
        let mut w = Builder::new();
        let (s, x) = (w.param(f32(&[6])), w.param(f32(&[6])));
        w.reshape(s, &[2, 3]).unwrap();
        let x2 = w.reshape(x, &[2, 3]).unwrap();
        let half = w.constant_f64(f32(&[]), 0.5).unwrap();
        w.broadcast_in_dim(half, &[2, 3], &[]).unwrap();
        let half6 = w.broadcast_in_dim(half, &[6], &[]).unwrap();
        let flat = w.mul(s, half6).unwrap();
        let new = w.reshape(flat, &[2, 3]).unwrap();
        let flat_again = w.reshape(new, &[6]).unwrap();
        let held = w.optimization_barrier(&[flat_again]).unwrap()[0];
        let new_held = w.reshape(held, &[2, 3]).unwrap();
        let used = w.add(x2, new_held).unwrap();
        let out = w.reshape(new_held, &[6]).unwrap();
        let want = w.finish(&[used, out]).unwrap().to_text();
        assert_eq!(got, want);
    }

    #[test]
    fn only_what_the_state_depends_on_is_flattened() {
        // y = x * x is not state: it keeps its shape; a parameter as state is left alone.
        let mut b = Builder::new();
        let x = b.param(f32(&[4]));
        let x2 = b.reshape(x, &[2, 2]).unwrap();
        let y = b.mul(x2, x2).unwrap();
        let before = b.clone().finish(&[y]).unwrap().to_text();
        assert_eq!(b.materialize(&[x]).unwrap(), vec![x]);
        assert_eq!(b.finish(&[y]).unwrap().to_text(), before);
    }

    #[test]
    fn a_reduction_in_the_state_stops_the_flattening_below_it() {
        // s' = s * sum(x, rows) broadcast: the reduction keeps its shape, and so does the
        // product that reads its broadcast (not a broadcast of a rank-0 value).
        let mut b = Builder::new();
        let (s, x) = (b.param(f32(&[6])), b.param(f32(&[6])));
        let s2 = b.reshape(s, &[2, 3]).unwrap();
        let x2 = b.reshape(x, &[2, 3]).unwrap();
        let zero = b.constant_f64(f32(&[]), 0.0).unwrap();
        let rows = b.reduce(&[x2], &[zero], &[0], |b, a| Ok(vec![b.add(a[0], a[1])?])).unwrap()[0];
        let wide = b.broadcast_in_dim(rows, &[2, 3], &[1]).unwrap();
        let new = b.mul(s2, wide).unwrap();
        let held = b.materialize(&[new]).unwrap()[0];
        let m = b.finish(&[held]).unwrap();
        let product = m.builder.blocks[0].ops.iter().find(|op| op.name == crate::printer::names::STABLEHLO_MULTIPLY).unwrap();
        assert_eq!(m.builder.ty(product.results[0]).dims, vec![2, 3]);
    }
}
