use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// Any use of `torch.cuda.amp`: `torch.cuda.amp.autocast()`, `torch.cuda.amp.GradScaler()`,
    /// `custom_fwd`/`custom_bwd`, and names imported from it.
    ///
    /// ## Why it blocks portability
    /// `torch.cuda.amp` is deprecated (it warns since PyTorch 2.4) and hard-wires the CUDA
    /// autocast state; on another device the autocast context does nothing and the model runs
    /// in full precision, or the scaler raises.
    ///
    /// ## Portable replacement
    /// `torch.amp.autocast(device_type=device.type, dtype=torch.bfloat16)`,
    /// `torch.amp.GradScaler(device.type)`, `torch.amp.custom_fwd(device_type=device.type)`.
    pub struct DeprecatedCudaAmp {
        code: "TPJ107",
        name: "deprecated-cuda-amp",
        severity: Warning,
        summary: "deprecated `torch.cuda.amp`",
        help: "use `torch.amp.autocast(device.type)` and `torch.amp.GradScaler(device.type)`",
    }
}

impl Rule for DeprecatedCudaAmp {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        if crate::torch_api::cuda_api(qname) == Some(CudaApi::DeprecatedAmp) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }
}
