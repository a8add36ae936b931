use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// CUDA RNG seeding and state: `torch.cuda.manual_seed()`, `manual_seed_all()`, `seed()`,
    /// `initial_seed()`, `get_rng_state()`, `set_rng_state()`, `get_rng_state_all()`,
    /// `torch.cuda.random.*`.
    ///
    /// ## Why it blocks portability
    /// Reproducibility code that seeds only the CUDA generator leaves another backend's
    /// generator unseeded — runs silently stop being reproducible — or raises without CUDA.
    ///
    /// ## Portable replacement
    /// `torch.manual_seed(seed)` seeds the CPU and every accelerator; checkpoint RNG state with
    /// `torch.get_device_module(device).get_rng_state()` or an explicit
    /// `torch.Generator(device=device)`.
    pub struct CudaRng {
        code: "TPJ105",
        name: "cuda-rng",
        severity: Warning,
        summary: "CUDA-only RNG seeding/state",
        help: "use `torch.manual_seed()` (seeds every device) or a `torch.Generator(device=...)`",
    }
}

impl Rule for CudaRng {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        if crate::torch_api::cuda_api(qname) == Some(CudaApi::Rng) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }
}
