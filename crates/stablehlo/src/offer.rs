//! Computations a runtime may hand to a host kernel: the lowering builds the computation in
//! StableHLO as always and *offers* it (`Builder::offer`), naming a typed-FFI target, its
//! operands and the values it computes. The offer prints nothing: the program stays the same
//! for every plugin (goldens, dumps replayed elsewhere). A runtime that registered the target
//! calls [`Module::take_offers`] just before compiling, which adds a custom call of the target
//! after the computation and makes every later use read the call's results; the computation
//! itself is then dead and XLA drops it.

use crate::builder::{Builder, Module, Op};
use crate::error::{invalid, Result};
use crate::printer::names;
use crate::value::Value;

/// One offered computation (see the module docs).
#[derive(Clone, Debug)]
pub(crate) struct Offer {
    target: &'static str,
    operands: Vec<Value>,
    results: Vec<Value>,
    in_place: Vec<(usize, usize)>,
}

impl Builder {
    /// Offers the computation of `results` from `operands` to a host kernel `target` (a
    /// typed-FFI custom call with these operands and results, `in_place` as in
    /// [`Builder::custom_call_in_place`]). The results must be the results of one op of
    /// `@main`'s body (an `optimization_barrier` of them, say), computed after every operand.
    pub fn offer(&mut self, target: &'static str, operands: &[Value], results: &[Value], in_place: &[(usize, usize)]) -> Result<()> {
        const OP: &str = names::STABLEHLO_CUSTOM_CALL;
        self.check_visible(OP, operands)?;
        self.check_visible(OP, results)?;
        for &(r, o) in in_place {
            let (Some(&rv), Some(&ov)) = (results.get(r), operands.get(o)) else {
                return Err(invalid(OP, format!("offer of {target}: in-place pair (result {r}, operand {o}) out of range")));
            };
            if self.ty(rv) != self.ty(ov) {
                return Err(invalid(OP, format!("offer of {target}: result {r} of type {} cannot be written into operand {o} of type {}", self.ty(rv), self.ty(ov))));
            }
        }
        // One op computes every result (an optimization barrier, typically): the call then
        // replaces them all from there, and nothing in between can read an old one.
        let defs: Vec<Option<usize>> = results.iter().map(|&v| self.body_position(v)).collect();
        let Some(at) = defs.first().copied().flatten().filter(|_| defs.windows(2).all(|w| w[0] == w[1])) else {
            return Err(invalid(OP, format!("offer of {target}: the results must be computed by one op of @main's body")));
        };
        if operands.iter().any(|&v| self.body_position(v).is_some_and(|i| i >= at)) {
            return Err(invalid(OP, format!("offer of {target}: an operand is computed after the results")));
        }
        self.offers.push(Offer { target, operands: operands.to_vec(), results: results.to_vec(), in_place: in_place.to_vec() });
        Ok(())
    }
}

impl Module {
    /// Replaces every offered computation whose target `accept`s by a call of that target
    /// (module docs). Returns how many were replaced. An offer whose values are not where
    /// [`Builder::offer`] requires is left as computed.
    pub fn take_offers(&mut self, accept: impl Fn(&str) -> bool) -> usize {
        let offers = std::mem::take(&mut self.builder.offers);
        let mut taken = 0;
        for o in offers.iter().filter(|o| accept(o.target)) {
            let b = &mut self.builder;
            // One op computes the results (checked by `offer`); ops are only ever inserted since.
            let Some(at) = o.results.first().and_then(|&v| b.body_position(v)) else { continue };
            let types = o.results.iter().map(|&v| b.ty(v).clone()).collect();
            let first_new = b.blocks[0].ops.len();
            let Ok(calls) = b.custom_call_in_place(o.target, &o.operands, types, &o.in_place) else { continue };
            let call: Vec<Op> = b.blocks[0].ops.drain(first_new..).collect();
            for (&from, &to) in o.results.iter().zip(&calls) {
                b.replace_uses_after(at, from, to);
                for r in &mut self.results {
                    if *r == from {
                        *r = to;
                    }
                }
            }
            self.builder.blocks[0].ops.splice(at + 1..at + 1, call);
            taken += 1;
        }
        taken
    }
}

#[cfg(test)]
mod tests {
    use crate::{Builder, ElementType, TensorType};

    fn f32(dims: &[i64]) -> TensorType {
        TensorType::new(ElementType::F32, dims.to_vec())
    }

    /// s' = s * k offered to "scale", read by t = s' + x; returns the module.
    fn offered() -> crate::Module {
        let mut b = Builder::new();
        let (s, x, k) = (b.param(f32(&[4])), b.param(f32(&[4])), b.param(f32(&[])));
        let kk = b.broadcast_in_dim(k, &[4], &[]).unwrap();
        let new = b.mul(s, kk).unwrap();
        b.offer("scale", &[s, k], &[new], &[(0, 0)]).unwrap();
        let t = b.add(new, x).unwrap();
        b.finish(&[new, t]).unwrap()
    }

    #[test]
    fn an_offer_prints_nothing_until_taken() {
        let mut m = offered();
        let before = m.to_text();
        assert_eq!(m.take_offers(|t| t == "other"), 0);
        assert_eq!(m.to_text(), before);
    }

    #[test]
    fn a_taken_offer_is_a_call_that_later_uses_read() {
        let mut m = offered();
        assert_eq!(m.take_offers(|t| t == "scale"), 1);
        // The same program with the call written where the computation ends.
        let mut b = Builder::new();
        let (s, x, k) = (b.param(f32(&[4])), b.param(f32(&[4])), b.param(f32(&[])));
        let kk = b.broadcast_in_dim(k, &[4], &[]).unwrap();
        b.mul(s, kk).unwrap();
        let call = b.custom_call_in_place("scale", &[s, k], vec![f32(&[4])], &[(0, 0)]).unwrap()[0];
        let t = b.add(call, x).unwrap();
        assert_eq!(m.to_text(), b.finish(&[call, t]).unwrap().to_text());
        // Taken once.
        assert_eq!(m.take_offers(|_| true), 0);
    }

    #[test]
    fn bad_offers_and_in_place_pairs_are_refused() {
        let mut b = Builder::new();
        let (s, k) = (b.param(f32(&[4])), b.param(f32(&[])));
        let kk = b.broadcast_in_dim(k, &[4], &[]).unwrap();
        let new = b.mul(s, kk).unwrap();
        let err = |r: crate::Result<()>| r.unwrap_err().to_string();
        assert!(err(b.offer("scale", &[s, k], &[new], &[(0, 1)])).contains("cannot be written into operand 1"));
        let later = b.add(new, new).unwrap();
        assert!(err(b.offer("scale", &[s, k], &[new, later], &[])).contains("computed by one op"));
        assert!(err(b.offer("scale", &[s, k], &[new], &[(1, 0)])).contains("out of range"));
        assert!(err(b.offer("scale", &[new], &[kk], &[])).contains("operand is computed after"));
        assert!(err(b.offer("scale", &[s], &[k], &[])).contains("computed by one op"));
        let e = b.custom_call_in_place("scale", &[s, k], vec![f32(&[4])], &[(0, 1)]).unwrap_err().to_string();
        assert!(e.contains("cannot be written into operand 1"), "{e}");
    }
}
