use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// Device discovery and selection through `torch.cuda`: `is_available()`, `device_count()`,
    /// `current_device()`, `set_device()`, `torch.cuda.device(...)`, `get_device_name()`,
    /// `get_device_properties()`, `get_device_capability()`, `init()`, `is_initialized()`,
    /// `get_arch_list()`.
    ///
    /// ## Why it blocks portability
    /// On any other accelerator `torch.cuda.is_available()` is `False`, so code guarded by it
    /// silently falls back to the CPU; the selection calls raise.
    ///
    /// ## Portable replacement
    /// The device-generic `torch.accelerator` API (PyTorch ≥ 2.6):
    /// `torch.accelerator.is_available()`, `device_count()`, `current_device_index()`,
    /// `set_device_index(i)`, `current_accelerator()`; `torch.get_device_module(device)` for the
    /// rest.
    pub struct CudaAvailability {
        code: "TPJ101",
        name: "cuda-availability",
        severity: Warning,
        summary: "CUDA device discovery/selection",
        help: "use `torch.accelerator` (`is_available`, `device_count`, `current_device_index`, `set_device_index`)",
    }
}

impl Rule for CudaAvailability {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        if crate::torch_api::cuda_api(qname) == Some(CudaApi::Availability) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }
}
