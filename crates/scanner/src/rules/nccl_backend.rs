use ruff_python_ast::{Expr, ExprCall};
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};

declare_rule! {
    /// ## What it finds
    /// The NCCL collective backend: `init_process_group("nccl")`, `backend="nccl"` (also
    /// `"cpu:gloo,cuda:nccl"` and through a variable), `new_group(backend="nccl")`,
    /// `dist.Backend.NCCL`, `ProcessGroupNCCL`, `dist.is_nccl_available()`.
    ///
    /// ## Why it blocks portability
    /// NCCL runs only on NVIDIA GPUs; the process group fails to initialise on every other
    /// accelerator, so distributed training does not start.
    ///
    /// ## Portable replacement
    /// Let PyTorch choose the backend for the device:
    /// `dist.init_process_group(device_id=device)` with no `backend=`, or
    /// `dist.get_default_backend_for_device(device)`; on torch-pjrt use its collective backend.
    pub struct NcclBackend {
        code: "TPJ301",
        name: "nccl-backend",
        severity: Error,
        summary: "NCCL process-group backend",
        help: "omit `backend=` and pass `device_id=`, or use `dist.get_default_backend_for_device(device)`",
    }
}

const GROUP_CALLS: &[&str] = &["init_process_group", "new_group", "new_subgroups", "Backend"];

fn is_nccl(s: &str) -> bool {
    s.to_ascii_lowercase().contains("nccl")
}

impl Rule for NcclBackend {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(&["nccl"])
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, callee: Option<&str>) {
        let mut backend: Option<&Expr> = call
            .arguments
            .keywords
            .iter()
            .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "backend"))
            .map(|k| &k.value);
        if backend.is_none() {
            let name = match (&*call.func, callee) {
                (_, Some(q)) => q.rsplit('.').next().unwrap_or(q),
                (Expr::Attribute(a), None) => a.attr.as_str(),
                (Expr::Name(n), None) => n.id.as_str(),
                _ => "",
            };
            if GROUP_CALLS.contains(&name) {
                backend = call.arguments.args.first();
            }
        }
        let Some(value) = backend else { return };
        let Some(s) = cx.str_value(value) else { return };
        if !is_nccl(&s.value) {
            return;
        }
        let message = match &s.via {
            None => format!("process-group backend `\"{}\"` requires NVIDIA GPUs", s.value),
            Some((name, at, _)) => format!(
                "`{name}` holds the NCCL backend `\"{}\"` (assigned at line {}) and requires NVIDIA GPUs",
                s.value,
                cx.line_of(*at)
            ),
        };
        cx.report(&Self::META, value.range(), message);
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        let hit = qname.starts_with("torch.distributed")
            && (qname.ends_with(".NCCL")
                || qname.ends_with("ProcessGroupNCCL")
                || qname.ends_with(".is_nccl_available"));
        if hit {
            cx.report(
                &Self::META,
                expr.range(),
                format!("`{qname}` is the NCCL backend, which requires NVIDIA GPUs"),
            );
        }
    }
}
