use ruff_python_ast::{Expr, ExprCall};
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};

declare_rule! {
    /// ## What it finds
    /// Custom CUDA extensions built through `torch.utils.cpp_extension`: `CUDAExtension(...)`,
    /// `load_inline(..., cuda_sources=...)`, `load(sources=[..., "kernel.cu"])`, and
    /// `CUDA_HOME` lookups in build scripts.
    ///
    /// ## Why it blocks portability
    /// The extension is CUDA C++ compiled by `nvcc`: it does not build without the CUDA toolkit
    /// and its kernels cannot run on another accelerator. Every op it provides needs a portable
    /// implementation.
    ///
    /// ## Portable replacement
    /// Express the op in PyTorch and let `torch.compile` fuse it, or register it with
    /// `torch.library.custom_op` with a composite (device-generic) implementation; keep a
    /// `CppExtension` only for CPU code.
    pub struct CudaExtension {
        code: "TPJ501",
        name: "cuda-extension",
        severity: Error,
        summary: "custom CUDA extension",
        help: "re-express the op in PyTorch (`torch.library.custom_op` + `torch.compile`)",
    }
}

const CPP_EXT: &str = "torch.utils.cpp_extension";

fn mentions_cu_file(expr: &Expr) -> bool {
    let is_cu = |e: &Expr| {
        matches!(e, Expr::StringLiteral(s) if {
            let v = s.value.to_str();
            v.ends_with(".cu") || v.ends_with(".cuh")
        })
    };
    match expr {
        Expr::List(l) => l.elts.iter().any(is_cu),
        Expr::Tuple(t) => t.elts.iter().any(is_cu),
        other => is_cu(other),
    }
}

impl Rule for CudaExtension {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(&["cuda", ".cu\"", ".cu'", ".cuh\"", ".cuh'"])
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        let Some(member) = qname.strip_prefix(CPP_EXT).and_then(|r| r.strip_prefix('.')) else {
            return;
        };
        let message = match member {
            "CUDAExtension" => "`CUDAExtension` builds CUDA C++ with nvcc",
            "CUDA_HOME" => "`CUDA_HOME` locates the CUDA toolkit for an extension build",
            _ => return,
        };
        cx.report(&Self::META, expr.range(), String::from(message));
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, callee: Option<&str>) {
        let Some(member) = callee
            .and_then(|q| q.strip_prefix(CPP_EXT))
            .and_then(|r| r.strip_prefix('.'))
        else {
            return;
        };
        let kw = |name: &str| {
            call.arguments
                .keywords
                .iter()
                .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == name))
                .map(|k| &k.value)
        };
        let hit = match member {
            "load_inline" => kw("cuda_sources").is_some_and(|v| !matches!(v, Expr::NoneLiteral(_))),
            "load" => kw("sources")
                .or_else(|| call.arguments.args.get(1))
                .is_some_and(mentions_cu_file),
            _ => false,
        };
        if hit {
            cx.report(
                &Self::META,
                call.range(),
                format!("`{member}()` compiles CUDA sources with nvcc at run time"),
            );
        }
    }
}
