use ruff_python_ast::Expr;
use ruff_text_size::Ranged;

use crate::checker::Checker;
use crate::rules::{declare_rule, Rule, RuleMeta};
use crate::torch_api::CudaApi;

declare_rule! {
    /// ## What it finds
    /// CUDA streams, events and graphs: `torch.cuda.Stream`, `Event`, `current_stream()`,
    /// `default_stream()`, `torch.cuda.stream(...)`, `set_stream()`, `ExternalStream`,
    /// `CUDAGraph`, `torch.cuda.graph(...)`, `make_graphed_callables()`.
    ///
    /// ## Why it blocks portability
    /// The objects are CUDA handles; overlap and timing code written with them does not run on
    /// another backend, and CUDA graphs have no equivalent API elsewhere.
    ///
    /// ## Portable replacement
    /// The device-generic `torch.Stream(device)` and `torch.Event(device, enable_timing=True)`,
    /// `torch.accelerator.current_stream()`, `torch.accelerator.set_stream()`; for whole-step
    /// capture, `torch.compile` (which on torch-pjrt compiles to one XLA program).
    pub struct CudaStreamsEvents {
        code: "TPJ103",
        name: "cuda-streams-events",
        severity: Warning,
        summary: "CUDA stream/event/graph API",
        help: "use `torch.Stream`/`torch.Event` with `torch.accelerator.current_stream()`",
    }
}

impl Rule for CudaStreamsEvents {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn on_qualified(&self, cx: &mut Checker<'_>, qname: &str, expr: &Expr) {
        if crate::torch_api::cuda_api(qname) == Some(CudaApi::StreamsEvents) {
            cx.report(&Self::META, expr.range(), format!("`{qname}`: {}", Self::META.summary));
        }
    }
}
