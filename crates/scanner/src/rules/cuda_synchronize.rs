use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// `torch.cuda.synchronize()` (also through aliases such as `from torch.cuda import synchronize`).
    ///
    /// ## Why it blocks portability
    /// Benchmarks and timers call it to wait for queued GPU work; without CUDA it raises, and
    /// replacing it with nothing makes asynchronous backends report wrong times.
    ///
    /// ## Portable replacement
    /// `torch.accelerator.synchronize()` (or `torch.get_device_module(device).synchronize()`).
    pub struct CudaSynchronize {
        code: "TPJ104",
        name: "cuda-synchronize",
        severity: Warning,
        summary: "CUDA-only device synchronization",
        help: "use `torch.accelerator.synchronize()`",
    }
}

impl Rule for CudaSynchronize {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        if crate::torch_api::cuda_api(qname) == Some(CudaApi::Synchronize) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }
}
