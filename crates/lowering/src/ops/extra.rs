//! Long-tail ops nobody else's family owns, picked from the OpInfo conformance sweep
//! (docs/conformance.md) and the fuzzer (tools/fuzz.py): `_assert_async` in graphs.

use crate::args::{Args, TensorArg};
use crate::ctx::LowerCtx;
use crate::error::Result;
use crate::registry::Registry;

pub fn register(r: &mut Registry) {
    r.op("_assert_async", assert_async).overloads(&["msg"]).graph_only();
}

/// `_assert_async(cond, msg)` in a compiled graph (decompositions such as `one_hot`'s check
/// their inputs with it): a program cannot raise, and reading the condition back would cost a host
/// sync per call, so the graph does not check. Eagerly the op is not lowered: it runs on the CPU
/// and raises as PyTorch does (an error under strict mode).
pub fn assert_async(_ctx: &mut LowerCtx, _args: &Args) -> Result<Vec<TensorArg>> {
    Ok(vec![])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_assert_async() {
        check("extra_assert_async_msg", "_assert_async", vec![("self", T::Tensor(Bool, vec![])), ("assert_msg", T::Str("one_hot: Class values must be non-negative."))]);
    }
}
