use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// The CUDA caching allocator's API: `memory_allocated()`, `max_memory_allocated()`,
    /// `memory_reserved()`, `empty_cache()`, `reset_peak_memory_stats()`, `memory_stats()`,
    /// `mem_get_info()`, `set_per_process_memory_fraction()`, `torch.cuda.memory.*`, `MemPool`.
    ///
    /// ## Why it blocks portability
    /// These calls fail without CUDA, and their numbers describe one allocator; logging and
    /// OOM-avoidance code built on them breaks first when the program moves.
    ///
    /// ## Portable replacement
    /// `torch.accelerator.memory_allocated()`, `max_memory_allocated()`, `empty_cache()`,
    /// `reset_peak_memory_stats()` (PyTorch ≥ 2.8), or `torch.get_device_module(device).<same name>`.
    pub struct CudaMemory {
        code: "TPJ102",
        name: "cuda-memory",
        severity: Warning,
        summary: "CUDA allocator memory API",
        help: "use `torch.accelerator.memory_allocated()` and friends, or `torch.get_device_module(device)`",
    }
}

impl Rule for CudaMemory {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        if crate::torch_api::cuda_api(qname) == Some(CudaApi::Memory) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }
}
