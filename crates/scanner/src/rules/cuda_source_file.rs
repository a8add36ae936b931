use crate::rules::{declare_rule, Rule, RuleMeta};

declare_rule! {
    /// ## What it finds
    /// CUDA source files in the scanned tree: `.cu` and `.cuh`.
    ///
    /// ## Why it blocks portability
    /// Each is a kernel (or a header for one) that only `nvcc` compiles and only an NVIDIA GPU
    /// runs; whatever Python calls into it must be re-implemented for another device.
    ///
    /// ## Portable replacement
    /// Re-express the kernel in PyTorch ops (fused by `torch.compile`), or as a
    /// `torch.library.custom_op` with a device-generic implementation.
    pub struct CudaSourceFile {
        code: "TPJ502",
        name: "cuda-source-file",
        severity: Error,
        summary: "CUDA source file",
        help: "re-implement the kernel in PyTorch ops compiled by `torch.compile`",
    }
}

impl Rule for CudaSourceFile {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(&[]) // never fires on Python files
    }

    fn on_non_python_file(&self, extension: &str) -> Option<String> {
        match extension {
            "cu" => Some(String::from("CUDA kernel source (`.cu`), compiled only by nvcc")),
            "cuh" => Some(String::from("CUDA header (`.cuh`), compiled only by nvcc")),
            _ => None,
        }
    }
}
