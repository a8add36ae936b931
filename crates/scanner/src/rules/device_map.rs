use ruff_python_ast::{Expr, ExprCall};
use ruff_text_size::Ranged;

use crate::checker::{is_int_literal, Checker};
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::is_cuda_device_str;

declare_rule! {
    /// ## What it finds
    /// `device_map=` arguments (Hugging Face `from_pretrained`, Accelerate
    /// `dispatch_model`/`load_checkpoint_and_dispatch`) that place the model on CUDA:
    /// `"auto"`, `"balanced"`, `"balanced_low_0"`, `"sequential"`, `"cuda"`, `"cuda:0"`, a bare
    /// GPU ordinal such as `0`, or a dict whose values are GPU ordinals or CUDA strings.
    ///
    /// ## Why it blocks portability
    /// Accelerate resolves `"auto"`-style maps by enumerating CUDA devices (and integers mean CUDA
    /// ordinals); on another accelerator the model silently lands on the CPU, or loading fails.
    ///
    /// ## Portable replacement
    /// Load on the CPU (or with `device_map={"": device}` where `device` comes from
    /// configuration) and move the model with `model.to(device)`.
    pub struct DeviceMap {
        code: "TPJ601",
        name: "device-map",
        severity: Warning,
        summary: "CUDA-placing `device_map`",
        help: "load without a CUDA device map and call `model.to(device)`",
    }
}

const AUTO_MAPS: &[&str] = &["auto", "balanced", "balanced_low_0", "sequential"];

fn describe(cx: &Checker<'_>, value: &Expr) -> Option<String> {
    if is_int_literal(value) {
        return Some(String::from("a CUDA ordinal"));
    }
    if let Expr::Dict(d) = value {
        let cuda = d.items.iter().any(|i| {
            is_int_literal(&i.value)
                || cx.str_value(&i.value).is_some_and(|s| is_cuda_device_str(&s.value))
        });
        return cuda.then(|| String::from("a map onto CUDA devices"));
    }
    let s = cx.str_value(value)?;
    if AUTO_MAPS.contains(&s.value.as_ref()) {
        Some(format!("`\"{}\"`, which Accelerate resolves over CUDA devices", s.value))
    } else if is_cuda_device_str(&s.value) {
        Some(format!("`\"{}\"`", s.value))
    } else {
        None
    }
}

impl Rule for DeviceMap {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(&["device_map"])
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, _callee: Option<&str>) {
        for kw in call.arguments.keywords.iter() {
            if kw.arg.as_ref().is_some_and(|a| a.as_str() == "device_map") {
                if let Some(what) = describe(cx, &kw.value) {
                    cx.report(&Self::META, kw.range(), format!("`device_map=` is {what}"));
                }
            }
        }
    }
}
