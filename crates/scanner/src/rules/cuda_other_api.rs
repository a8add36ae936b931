use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// Every other use of `torch.cuda`: `torch.cuda.nvtx`, `torch.cuda.nccl`, `torch.cuda.comm`,
    /// `torch.cuda.jiterator`, `torch.cuda.tunable`, legacy tensor types such as
    /// `torch.cuda.FloatTensor`, `torch.cuda.get_device_module`, and `torch.cuda` itself passed
    /// around as a value.
    ///
    /// ## Why it blocks portability
    /// All of `torch.cuda` exists only for NVIDIA (and ROCm) builds; each of these is a call
    /// site that raises or silently does nothing on another accelerator.
    ///
    /// ## Portable replacement
    /// Prefer `torch.accelerator` and `torch.get_device_module(device)`; use
    /// `torch.profiler.record_function` instead of NVTX ranges; `torch.tensor(..., dtype=,
    /// device=)` instead of legacy tensor types.
    pub struct CudaOtherApi {
        code: "TPJ108",
        name: "cuda-other-api",
        severity: Warning,
        summary: "CUDA-only `torch.cuda` API",
        help: "find the device-generic equivalent under `torch.accelerator` or `torch.get_device_module(device)`",
    }
}

impl Rule for CudaOtherApi {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        if crate::torch_api::cuda_api(qname) == Some(CudaApi::Other) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }
}
