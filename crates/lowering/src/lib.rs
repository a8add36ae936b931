//! ATen op -> StableHLO lowerings: a registry plus one file per op family.
//!
//! Eager execution and `torch.compile` both lower through this table: eager
//! lowers one op into a program, the graph compiler a whole FX graph.

pub mod args;
pub mod ctx;
pub mod dtype;
pub mod error;
pub mod ops;
pub mod normalise;
pub mod padding;
pub mod platform;
pub mod registry;
pub mod testing;

pub use args::{Arg, Args, ScalarArg, TensorArg};
pub use ctx::LowerCtx;
pub use dtype::{can_cast, promote_types, result_type, DType, Priority};
pub use error::{LowerError, Result};
pub use normalise::{normalise, NodeArg, Number, NumberParam, Numbers};
pub use padding::{Neutral, PadRule, SpecialRule, ViewRule};
pub use platform::{lowering_for, platform, set_platform, Platform};
pub use registry::{registry, LowerFn, OpDef, Registry};
