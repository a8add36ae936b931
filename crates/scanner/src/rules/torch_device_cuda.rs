use ruff_python_ast::ExprCall;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::is_cuda_device_str;

declare_rule! {
    /// ## What it finds
    /// `torch.device("cuda")`, `torch.device("cuda:1")`, `torch.device("cuda", rank)` and
    /// `torch.device(type="cuda")` — directly or with the string coming through a variable.
    ///
    /// ## Why it blocks portability
    /// The device object is usually built once and passed everywhere, so this one line decides
    /// where the whole program runs; on a machine without CUDA every tensor created on it fails.
    ///
    /// ## Portable replacement
    /// ```python
    /// device = torch.accelerator.current_accelerator() or torch.device("cpu")
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
        let arg = call.arguments.args.first().or_else(|| {
            call.arguments
                .keywords
                .iter()
                .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "type"))
                .map(|k| &k.value)
        });
        let Some(arg) = arg else { return };
        let Some(s) = cx.str_value(arg) else { return };
        if !is_cuda_device_str(&s.value) {
            return;
        }
        let message = match &s.via {
            None => format!("`torch.device(\"{}\")` pins this program to CUDA", s.value),
            Some((name, at, _)) => format!(
                "`torch.device({name})` builds a CUDA device (`{name} = \"{}\"` at line {})",
                s.value,
                cx.line_of(*at)
            ),
        };
        cx.report(&Self::META, call.range(), message);
    }
}
