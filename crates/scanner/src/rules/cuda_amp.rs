use ruff_python_ast::{Expr, ExprCall};
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// Automatic-mixed-precision code that is CUDA-only without saying so:
    /// `torch.amp.GradScaler()` with no device (it defaults to `"cuda"`),
    /// `torch.get_autocast_gpu_dtype()` / `set_autocast_gpu_dtype()` / `is_autocast_enabled()`
    /// with no device type, and `torch.cuda.is_bf16_supported()`.
    ///
    /// ## Why it blocks portability
    /// The implicit device is CUDA: the scaler and the autocast dtype queries act on the CUDA
    /// autocast state, which another backend never enters.
    ///
    /// ## Portable replacement
    /// Name the device type: `torch.amp.GradScaler(device.type)`,
    /// `torch.get_autocast_dtype(device.type)`, `torch.is_autocast_enabled(device.type)`; decide
    /// bf16 support from configuration (bf16 is native on TPUs).
    pub struct CudaAmp {
        code: "TPJ106",
        name: "cuda-amp",
        severity: Warning,
        summary: "mixed precision tied to CUDA",
        help: "pass the device type explicitly: `torch.amp.GradScaler(device.type)`, `torch.get_autocast_dtype(device.type)`",
    }
}

impl Rule for CudaAmp {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(&["cuda", "gradscaler", "autocast"])
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        let gpu_dtype = matches!(qname, "torch.get_autocast_gpu_dtype" | "torch.set_autocast_gpu_dtype");
        if gpu_dtype || crate::torch_api::cuda_api(qname) == Some(CudaApi::Amp) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, callee: Option<&str>) {
        let Some(q) = callee else { return };
        let no_device = call.arguments.args.is_empty()
            && !call
                .arguments
                .keywords
                .iter()
                .any(|k| k.arg.as_ref().is_some_and(|a| matches!(a.as_str(), "device" | "device_type")));
        let implicit_cuda = matches!(
            q,
            "torch.amp.GradScaler" | "torch.amp.grad_scaler.GradScaler" | "torch.GradScaler"
        ) || (q == "torch.is_autocast_enabled" && call.arguments.args.is_empty());
        if implicit_cuda && no_device {
            cx.report(
                &Self::META,
                call.range(),
                format!("`{q}()` without a device type means CUDA"),
            );
        }
    }
}
