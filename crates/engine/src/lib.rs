//! Storage slots, the eager executor, host transfers, RNG state and metrics.
//!
//! The C ABI in the bindings crate is a thin translation onto this API.

pub mod accelerator;
pub mod bucket;
pub mod budget;
pub mod cache;
pub mod census;
pub mod call;
pub mod checks;
pub mod defer;
pub mod dump;
pub mod error;
pub mod event;
pub mod export;
pub mod fused;
pub mod fx;
pub mod graph;
pub mod half;
pub mod heap;
pub mod host_adam;
pub mod host_gemm;
pub mod host_kernels;
pub mod log;
pub mod metrics;
pub mod mode;
pub mod opinfo;
pub mod overloads;
pub mod pad;
pub mod program;
pub mod rng;
pub mod runtime;
pub mod scalars;
pub mod serving;
pub mod schema;
pub mod slot;
pub mod trace;
pub mod transfer;
pub mod vary;
pub mod view;

pub use call::{call, CallArg, HostNum, NewTensor, RetItem, TRef};
pub use error::{EngineError, ErrorKind, Result};
pub use slot::Slot;
pub use view::View;

use tpj_pjrt::BufferType;
use tpj_stablehlo::ElementType;

pub fn buffer_type(e: ElementType) -> BufferType {
    match e {
        ElementType::I1 => BufferType::Pred,
        ElementType::I8 => BufferType::S8,
        ElementType::I16 => BufferType::S16,
        ElementType::I32 => BufferType::S32,
        ElementType::I64 => BufferType::S64,
        ElementType::U8 => BufferType::U8,
        ElementType::U16 => BufferType::U16,
        ElementType::U32 => BufferType::U32,
        ElementType::U64 => BufferType::U64,
        ElementType::F16 => BufferType::F16,
        ElementType::BF16 => BufferType::BF16,
        ElementType::F32 => BufferType::F32,
        ElementType::F64 => BufferType::F64,
        ElementType::C64 => BufferType::C64,
        ElementType::C128 => BufferType::C128,
        ElementType::F8E4M3FN => BufferType::F8E4M3FN,
        ElementType::F8E5M2 => BufferType::F8E5M2,
        ElementType::F8E4M3FNUZ => BufferType::F8E4M3FNUZ,
        ElementType::F8E5M2FNUZ => BufferType::F8E5M2FNUZ,
    }
}
