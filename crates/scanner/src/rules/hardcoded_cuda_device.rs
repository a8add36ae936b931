use ruff_python_ast::{Expr, ExprCall, ExprDict, Parameter};
use ruff_text_size::Ranged;

use crate::checker::{Checker, StrValue};
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::{
    is_cuda_device_str, is_device_like_name, DEVICE_FIRST_ARG_CALLS, DEVICE_FIRST_ARG_METHODS,
    DEVICE_KEYWORDS,
};

declare_rule! {
    /// ## What it finds
    /// A hard-coded CUDA device string — `"cuda"`, `"cuda:0"`, `f"cuda:{rank}"` — where PyTorch
    /// expects a device: `.to("cuda")`, `device="cuda"`, `map_location="cuda:0"`,
    /// `torch.autocast("cuda")`, `torch.set_default_device("cuda")`, a parameter default
    /// `def f(device="cuda")`, a module constant or config field `DEVICE = "cuda"`, and a variable
    /// assigned such a string in a function and then used as a device (`device = "cuda"` …
    /// `x.to(device)`), reported at the use.
    ///
    /// ## Why it blocks portability
    /// The string pins every tensor it touches to an NVIDIA GPU. On a TPU, a CPU-only CI machine
    /// or any other accelerator the first such line raises
    /// `AssertionError: Torch not compiled with CUDA enabled` or
    /// `RuntimeError: Found no NVIDIA driver`.
    ///
    /// ## Portable replacement
    /// Take the device from configuration or from the runtime, once, and pass it down:
    /// ```python
    /// device = torch.accelerator.current_accelerator(check_available=True) or torch.device("cpu")
    /// model.to(device)
    /// ```
    /// (`check_available=True`: a CUDA build of torch names `cuda` on a machine without a GPU.)
    /// With torch-pjrt, `"tpu"` (or whatever `TORCH_PJRT_DEVICE_NAME` says) is that device on a
    /// TPU or GPU; with the XLA CPU plugin alone, only under `TORCH_PJRT_ACCELERATOR=1` (otherwise
    /// the CPU, as without torch-pjrt).
    pub struct HardcodedCudaDevice {
        code: "TPJ001",
        name: "hardcoded-cuda-device",
        severity: Error,
        summary: "hard-coded CUDA device string",
        help: "take the device from configuration or `torch.accelerator.current_accelerator()`",
    }
}

impl HardcodedCudaDevice {
    fn check_value(cx: &mut Checker<'_>, value: &Expr, context: &str) {
        if cx.is_cuda_device_value(value) {
            return; // reported where `torch.device("cuda")` was built (TPJ002)
        }
        let Some(StrValue { value: s, via }) = cx.str_value(value) else {
            return;
        };
        if !is_cuda_device_str(&s) {
            return;
        }
        let message = match via {
            None => format!("hard-coded device `\"{s}\"` {context}"),
            Some((_, _, true)) => return, // its definition is already a finding
            Some((name, at, false)) => format!(
                "`{name}` holds the hard-coded device `\"{s}\"` (assigned at line {}) {context}",
                cx.line_of(at)
            ),
        };
        cx.report(&Self::META, value.range(), message);
    }
}

impl Rule for HardcodedCudaDevice {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, callee: Option<&str>) {
        if callee == Some("torch.device") {
            return; // TPJ002
        }
        for kw in call.arguments.keywords.iter() {
            if let Some(arg) = &kw.arg {
                if DEVICE_KEYWORDS.contains(&arg.as_str()) {
                    Self::check_value(cx, &kw.value, &format!("passed as `{}=`", arg.as_str()));
                }
            }
        }
        let Some(first) = call.arguments.args.first() else {
            return;
        };
        let first_is_device = match (&*call.func, callee) {
            (_, Some(q)) if DEVICE_FIRST_ARG_CALLS.contains(&q) => true,
            (Expr::Attribute(a), None) => DEVICE_FIRST_ARG_METHODS.contains(&a.attr.as_str()),
            _ => false,
        };
        if first_is_device {
            let what = match (&*call.func, callee) {
                (_, Some(q)) => format!("passed to `{q}()`"),
                (Expr::Attribute(a), _) => format!("passed to `.{}()`", a.attr.as_str()),
                _ => String::from("passed as a device"),
            };
            Self::check_value(cx, first, &what);
        }
    }

    fn on_param_default(&self, cx: &mut Checker<'_>, param: &Parameter, default: &Expr) {
        let name = param.name.as_str();
        if is_device_like_name(name) || DEVICE_KEYWORDS.contains(&name) {
            Self::check_value(cx, default, &format!("as the default of parameter `{name}`"));
        }
    }

    fn on_global_assign(&self, cx: &mut Checker<'_>, name: &str, value: &Expr) {
        if is_device_like_name(name) {
            if let Expr::StringLiteral(_) | Expr::FString(_) = value {
                Self::check_value(cx, value, &format!("assigned to `{name}`"));
            }
        }
    }

    fn on_dict(&self, cx: &mut Checker<'_>, d: &ExprDict) {
        // `{"device": "cuda"}` in a config dict.
        for item in &d.items {
            if let Some(Expr::StringLiteral(k)) = &item.key {
                let key = k.value.to_str();
                if DEVICE_KEYWORDS.contains(&key) {
                    Self::check_value(cx, &item.value, &format!("under the key `\"{key}\"`"));
                }
            }
        }
    }
}
