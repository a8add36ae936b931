//! What the builder can prove about an integer value's range from how it was built:
//! enough to see that an index made by the program itself (an `arange`: iota times a
//! constant plus a constant, converted) cannot leave a table, so a device-side check of it
//! would be a kernel that always passes.

use crate::builder::{Attr, Builder, DenseData, Literal, Op};
use crate::printer::names::*;
use crate::types::ElementType;
use crate::value::Value;

/// Every value an integer element type holds.
fn limits(e: ElementType) -> Option<(i128, i128)> {
    if !e.is_integer() {
        return None;
    }
    let bits = e.bits();
    Some(if e.is_unsigned() { (0, (1i128 << bits) - 1) } else { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) })
}

impl Builder {
    fn defining_op(&self, v: Value) -> Option<&Op> {
        let block = self.values.get(v.index())?.block;
        self.blocks[block].ops.iter().rev().find(|op| op.results.contains(&v))
    }

    /// `(min, max)` bounding every element of integer value `v`, when the ops that built it
    /// prove one (iota, constants, add, multiply, converts, and ops that only move
    /// elements); None when they do not, or when an intermediate could wrap around.
    pub fn int_range(&self, v: Value) -> Option<(i128, i128)> {
        self.int_range_at(v, 16)
    }

    fn int_range_at(&self, v: Value, depth: u32) -> Option<(i128, i128)> {
        let ty = self.ty(v);
        let (lo_t, hi_t) = limits(ty.elem)?;
        if depth == 0 || ty.numel() == 0 {
            return None;
        }
        let op = self.defining_op(v)?;
        let operand = |k: usize| op.operands.get(k).and_then(|&o| self.int_range_at(o, depth - 1));
        let (lo, hi) = match op.name {
            STABLEHLO_IOTA => {
                let dim = op.attrs.iter().find_map(|(n, a)| match (n, a) {
                    (&"iota_dimension", Attr::I64(d)) => Some(*d as usize),
                    _ => None,
                })?;
                (0, *ty.dims.get(dim)? as i128 - 1)
            }
            STABLEHLO_CONSTANT => {
                let ints = |l: &Literal| match l {
                    Literal::Int(i) => Some(*i),
                    _ => None,
                };
                match op.attrs.iter().find_map(|(n, a)| if *n == "value" { Some(a) } else { None })? {
                    Attr::Dense(DenseData::Splat(l), _) => (ints(l)?, ints(l)?),
                    Attr::Dense(DenseData::Elements(ls), _) => {
                        let vs = ls.iter().map(ints).collect::<Option<Vec<i128>>>()?;
                        (*vs.iter().min()?, *vs.iter().max()?)
                    }
                    _ => return None,
                }
            }
            STABLEHLO_ADD => {
                let ((a, b), (c, d)) = (operand(0)?, operand(1)?);
                (a + c, b + d)
            }
            STABLEHLO_MULTIPLY => {
                let ((a, b), (c, d)) = (operand(0)?, operand(1)?);
                // u64 bounds multiply past i128: such a product proves nothing either.
                let ps = [a.checked_mul(c)?, a.checked_mul(d)?, b.checked_mul(c)?, b.checked_mul(d)?];
                (*ps.iter().min()?, *ps.iter().max()?)
            }
            STABLEHLO_CONVERT | STABLEHLO_RESHAPE | STABLEHLO_BROADCAST_IN_DIM | STABLEHLO_SLICE | STABLEHLO_TRANSPOSE => operand(0)?,
            _ => return None,
        };
        // A result the element type cannot hold has wrapped: nothing is proven.
        (lo >= lo_t && hi <= hi_t && lo <= hi).then_some((lo, hi))
    }

    /// Marks the elements of integer value `v` where the `i1` mask `real` (of `v`'s shape) is
    /// false as filler: a padded graph's index entries past their real length, set where
    /// they write nowhere (an index past every dimension). A device-side range check of `v`
    /// judges only its real elements (`real_elements`).
    pub fn mark_filler(&mut self, v: Value, real: Value) {
        self.filler.push((v, real));
    }

    /// The mask of `v`'s real elements when `v` (or the value it was converted from) holds
    /// filler (`mark_filler`); None when every element is real.
    pub fn real_elements(&self, v: Value) -> Option<Value> {
        let mut v = v;
        for _ in 0..4 {
            if let Some(&(_, real)) = self.filler.iter().find(|(f, _)| *f == v) {
                return Some(real);
            }
            let op = self.defining_op(v)?;
            if op.name != STABLEHLO_CONVERT {
                return None;
            }
            v = *op.operands.first()?;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::types::{ElementType, TensorType};
    use crate::Builder;

    fn ty(e: ElementType, dims: &[i64]) -> TensorType {
        TensorType::new(e, dims.to_vec())
    }

    #[test]
    fn an_arange_is_bounded_and_a_parameter_is_not() {
        let mut b = Builder::new();
        let p = b.param(ty(ElementType::I64, &[5]));
        assert_eq!(b.int_range(p), None);
        // arange(3, 3 + 2 * 5, 2): iota * 2 + 3, converted to i32.
        let i = b.iota(ty(ElementType::I64, &[5]), 0).unwrap();
        let two = b.constant_i64(ty(ElementType::I64, &[5]), 2).unwrap();
        let three = b.constant_i64(ty(ElementType::I64, &[5]), 3).unwrap();
        let m = b.mul(i, two).unwrap();
        let a = b.add(m, three).unwrap();
        let c = b.convert(a, ElementType::I32).unwrap();
        let r = b.reshape(c, &[1, 5]).unwrap();
        assert_eq!(b.int_range(r), Some((3, 11)));
        // Anything with an unknown operand proves nothing.
        let q = b.add(p, i).unwrap();
        assert_eq!(b.int_range(q), None);
        let neg = b.constant_i64(ty(ElementType::I64, &[5]), -4).unwrap();
        let n = b.mul(i, neg).unwrap();
        assert_eq!(b.int_range(n), Some((-16, 0)));
    }

    #[test]
    fn a_range_that_wraps_proves_nothing() {
        let mut b = Builder::new();
        let i = b.iota(ty(ElementType::I64, &[300]), 0).unwrap();
        let u = b.convert(i, ElementType::U8).unwrap(); // 256..299 wrap in u8
        assert_eq!(b.int_range(u), None);
        let big = b.constant_i64(ty(ElementType::I64, &[300]), i64::MAX).unwrap();
        let s = b.add(i, big).unwrap();
        assert_eq!(b.int_range(s), None);
        let j = b.iota(ty(ElementType::I64, &[200]), 0).unwrap();
        let small = b.convert(j, ElementType::U8).unwrap();
        assert_eq!(b.int_range(small), Some((0, 199)));
        let w = b.convert(i, ElementType::U64).unwrap();
        let huge = b.constant_u64(ty(ElementType::U64, &[300]), u64::MAX).unwrap();
        let p = b.mul(w, huge).unwrap();
        assert_eq!(b.int_range(p), None);
    }

    #[test]
    fn filler_is_found_through_converts_only() {
        let mut b = Builder::new();
        let p = b.param(ty(ElementType::I32, &[4]));
        let real = b.param(ty(ElementType::I1, &[4]));
        assert_eq!(b.real_elements(p), None);
        b.mark_filler(p, real);
        let c = b.convert(p, ElementType::I64).unwrap();
        assert_eq!(b.real_elements(c), Some(real));
        let n = b.not(c).unwrap();
        assert_eq!(b.real_elements(n), None);
    }
}
