use ruff_python_ast::ExprCall;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::{index_text, is_cuda_device_str, torch_device_args};

declare_rule! {
    /// ## What it finds
    /// `torch.device("cuda")`, `torch.device("cuda:1")`, `torch.device("cuda", rank)`,
    /// `torch.device("cuda", index=rank)` and `torch.device(type="cuda", index=rank)` — directly
    /// or with the string coming through a variable, whatever expression the index is.
    ///
    /// ## Why it blocks portability
    /// The device object is usually built once and passed everywhere, so this one line decides
    /// where the whole program runs; on a machine without CUDA every tensor created on it fails.
    ///
    /// ## Portable replacement
    /// ```python
    /// device = torch.accelerator.current_accelerator(check_available=True) or torch.device("cpu")
    /// # or: torch.device(cfg.device)
    /// ```
    pub struct TorchDeviceCuda {
        code: "TPJ002",
        name: "torch-device-cuda",
        severity: Error,
        summary: "`torch.device` built for CUDA",
        help: "use `torch.accelerator.current_accelerator()` or a device from configuration",
    }
}

impl Rule for TorchDeviceCuda {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, callee: Option<&str>) {
        if callee != Some("torch.device") {
            return;
        }
        let (ty, index) = torch_device_args(call);
        let Some(ty) = ty else { return };
        let Some(s) = cx.str_value(ty) else { return };
        if !is_cuda_device_str(&s.value) {
            return;
        }
        // Quote the call as written, index included, so the finding reads like the line.
        let index = index.map(|i| format!(", {}", index_text(i))).unwrap_or_default();
        let message = match &s.via {
            None => format!("`torch.device(\"{}\"{index})` pins this program to CUDA", s.value),
            Some((name, at, _)) => format!(
                "`torch.device({name}{index})` builds a CUDA device (`{name} = \"{}\"` at line {})",
                s.value,
                cx.line_of(*at)
            ),
        };
        cx.report(&Self::META, call.range(), message);
    }
}
