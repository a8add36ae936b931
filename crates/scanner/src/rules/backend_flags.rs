use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};

declare_rule! {
    /// ## What it finds
    /// Reads and writes of `torch.backends.cudnn.*` and `torch.backends.cuda.*`:
    /// `cudnn.benchmark = True`, `cudnn.deterministic`, `cudnn.allow_tf32`,
    /// `torch.backends.cuda.matmul.allow_tf32`, `torch.backends.cuda.sdp_kernel(...)`,
    /// `enable_flash_sdp(...)`, `preferred_linalg_library(...)`.
    ///
    /// ## Why it blocks portability
    /// These flags configure NVIDIA libraries. Elsewhere they are silently ignored, so the
    /// behaviour they were set for — determinism, TF32 matmul precision, a chosen attention
    /// kernel — quietly changes.
    ///
    /// ## Portable replacement
    /// `torch.use_deterministic_algorithms(True)` for determinism,
    /// `torch.set_float32_matmul_precision("high")` for TF32-style matmuls,
    /// `torch.nn.attention.sdpa_kernel(...)` for attention backends.
    pub struct CudaBackendFlags {
        code: "TPJ201",
        name: "cuda-backend-flags",
        severity: Info,
        summary: "cuDNN/CUDA backend flag",
        help: "use `torch.use_deterministic_algorithms`, `torch.set_float32_matmul_precision` or `torch.nn.attention.sdpa_kernel`",
    }
}

impl Rule for CudaBackendFlags {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(&["cuda", "cudnn"])
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        let Some(rest) = qname.strip_prefix("torch.backends.") else {
            return;
        };
        let library = rest.split('.').next().unwrap_or(rest);
        if library == "cudnn" || library == "cuda" {
            cx.report(
                &Self::META,
                expr.range(),
                format!("`{qname}` configures an NVIDIA library and is ignored on other devices"),
            );
        }
    }
}
