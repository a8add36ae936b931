use ruff_python_ast::{Expr, ExprCall};
use ruff_text_size::{Ranged, TextRange};

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};

declare_rule! {
    /// ## What it finds
    /// Calls of the `.cuda()` method on tensors and modules: `model.cuda()`, `x.cuda(non_blocking=True)`,
    /// `batch.cuda(rank)`.
    ///
    /// ## Why it blocks portability
    /// `.cuda()` has no device argument that could name anything but an NVIDIA GPU; it raises
    /// on every machine without CUDA.
    ///
    /// ## Portable replacement
    /// `.to(device)` with a device taken from configuration or from
    /// `torch.accelerator.current_accelerator()`.
    pub struct CudaMethod {
        code: "TPJ003",
        name: "cuda-method",
        severity: Error,
        summary: "`.cuda()` moves data to an NVIDIA GPU",
        help: "replace `.cuda()` with `.to(device)`",
    }
}

impl Rule for CudaMethod {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, callee: Option<&str>) {
        let Expr::Attribute(a) = &*call.func else { return };
        // A resolved callee is a module function (`numba.cuda(...)` does not exist as a method).
        if a.attr.as_str() != "cuda" || callee.is_some() {
            return;
        }
        let range = TextRange::new(a.attr.range().start(), call.range().end());
        cx.report(
            &Self::META,
            range,
            String::from("`.cuda()` moves data to an NVIDIA GPU"),
        );
    }
}
