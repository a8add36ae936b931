use ruff_python_ast::{Expr, ExprCall};
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, ImportCandidate, Rule, RuleMeta};

declare_rule! {
    /// ## What it finds
    /// Imports of packages that only run on NVIDIA GPUs (`import apex`,
    /// `from flash_attn import flash_attn_func`, `import triton.language as tl`,
    /// `importlib.import_module("xformers")`): apex, flash_attn, xformers, bitsandbytes, triton,
    /// cupy, pycuda, transformer_engine, tensorrt / torch_tensorrt, pynvml, nvidia.dali,
    /// numba.cuda, cuda-python (`cuda`, `cuda.bindings`), deepspeed.ops, mamba_ssm,
    /// causal_conv1d, vllm's CUDA kernels, spconv, nvtx, cudf / cuml (RAPIDS), warp, liger_kernel.
    ///
    /// ## Why it blocks portability
    /// They ship CUDA kernels or call the CUDA driver; importing them fails (or every call does)
    /// on any other accelerator, and nothing in PyTorch can redirect them.
    ///
    /// ## Portable replacement
    /// Per package: `torch.nn.functional.scaled_dot_product_attention` for flash_attn and
    /// xformers attention; `torch.optim` (fused where available) and `torch.amp` for apex;
    /// `torch.compile` instead of hand-written Triton kernels; `torch.ao.quantization` /
    /// `torchao` for bitsandbytes; NumPy or torch for cupy.
    pub struct CudaOnlyPackage {
        code: "TPJ401",
        name: "cuda-only-package",
        severity: Error,
        summary: "CUDA-only package",
        help: "replace it with a PyTorch-native equivalent (SDPA, torch.compile, torch.optim, torchao)",
    }
}

/// `(module prefix, what it is)`; a candidate matches a prefix equal to it or below it.
const PACKAGES: &[(&str, &str)] = &[
    ("apex", "NVIDIA Apex (fused CUDA kernels, amp)"),
    ("flash_attn", "FlashAttention CUDA kernels"),
    ("flash_attn_interface", "FlashAttention-3 CUDA kernels"),
    ("xformers", "xFormers CUDA kernels"),
    ("bitsandbytes", "bitsandbytes CUDA quantization kernels"),
    ("triton", "Triton GPU kernels"),
    ("cupy", "CuPy (CUDA arrays)"),
    ("cupyx", "CuPy (CUDA arrays)"),
    ("pycuda", "PyCUDA (CUDA driver bindings)"),
    ("transformer_engine", "NVIDIA Transformer Engine"),
    ("tensorrt", "NVIDIA TensorRT"),
    ("torch_tensorrt", "Torch-TensorRT"),
    ("pynvml", "NVML bindings (NVIDIA driver)"),
    ("nvidia_smi", "NVML bindings (NVIDIA driver)"),
    ("nvidia.dali", "NVIDIA DALI"),
    ("nvtx", "NVTX (NVIDIA tools extension)"),
    ("numba.cuda", "Numba CUDA kernels"),
    ("cuda", "cuda-python (CUDA driver/runtime bindings)"),
    ("deepspeed.ops", "DeepSpeed CUDA ops"),
    ("mamba_ssm", "Mamba CUDA kernels"),
    ("causal_conv1d", "causal-conv1d CUDA kernels"),
    ("spconv", "spconv CUDA sparse convolution"),
    ("cudf", "RAPIDS cuDF"),
    ("cuml", "RAPIDS cuML"),
    ("cugraph", "RAPIDS cuGraph"),
    ("warp", "NVIDIA Warp"),
    ("liger_kernel", "Liger (Triton) kernels"),
    ("vllm._C", "vLLM CUDA kernels"),
    ("nvfuser", "nvFuser"),
    ("cutlass", "CUTLASS"),
];

/// The first segment of every package above: an import of one of them contains it.
const TRIGGERS: &[&str] = &[
    "apex", "flash_attn", "xformers", "bitsandbytes", "triton", "cupy", "pycuda",
    "transformer_engine", "tensorrt", "pynvml", "nvidia", "nvtx", "numba", "cuda", "deepspeed",
    "mamba_ssm", "causal_conv1d", "spconv", "cudf", "cuml", "cugraph", "warp", "liger_kernel",
    "vllm", "nvfuser", "cutlass",
];

fn package_of(module: &str) -> Option<(&'static str, &'static str)> {
    PACKAGES.iter().copied().find(|(p, _)| {
        module == *p || (module.starts_with(p) && module.as_bytes().get(p.len()) == Some(&b'.'))
    })
}

impl Rule for CudaOnlyPackage {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(TRIGGERS)
    }

    fn on_import(&self, cx: &mut Checker<'_>, candidates: &[ImportCandidate<'_>]) {
        for c in candidates {
            if let Some((pkg, what)) = package_of(c.module) {
                let message = if c.module == pkg {
                    format!("import of `{pkg}`: {what}, NVIDIA-only")
                } else {
                    format!("import of `{}` (part of `{pkg}`): {what}, NVIDIA-only", c.module)
                };
                cx.report(&Self::META, c.range, message);
                return;
            }
        }
    }

    fn on_call(&self, cx: &mut Checker<'_>, call: &ExprCall, callee: Option<&str>) {
        if !matches!(callee, Some("importlib.import_module" | "builtins.__import__")) {
            return;
        }
        let Some(Expr::StringLiteral(s)) = call.arguments.args.first() else {
            return;
        };
        let module = s.value.to_str();
        if let Some((pkg, what)) = package_of(module) {
            cx.report(
                &Self::META,
                call.range(),
                format!("dynamic import of `{module}` loads `{pkg}`: {what}, NVIDIA-only"),
            );
        }
    }
}
