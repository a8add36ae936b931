//! Typed StableHLO builder and the single printer that produces program text.
//!
//! ```
//! use tpj_stablehlo::{Builder, ElementType, TensorType};
//! let mut b = Builder::new();
//! let t = TensorType::new(ElementType::F32, [2]);
//! let x = b.param(t.clone());
//! let one = b.constant_f64(t, 1.0).unwrap();
//! let y = b.add(x, one).unwrap();
//! let text = b.finish(&[y]).unwrap().to_text();
//! assert!(text.contains(".add\""));
//! ```
//!
//! Every op checks its operands and infers its result type when it is built
//! (StableHLO spec), so errors name the op and the operand types instead of
//! surfacing as plugin parse failures. Nothing broadcasts implicitly. Program
//! text is produced only by `printer.rs`, in MLIR's generic op form.

mod builder;
mod error;
mod gemm;
mod offer;
mod ops;
mod printer;
mod range;
mod state;
mod types;
mod value;

pub use builder::{Builder, Module};
pub use error::{BuildError, Result};
pub use gemm::Gemm;
pub use ops::complex::FftType;
pub use ops::dot_conv::{ConvConfig, ConvDimensionNumbers, DotDims};
pub use ops::elementwise::{CmpDir, CmpType};
pub use ops::gather_scatter::{GatherDims, ScatterDims};
pub use ops::misc::{f8_from_f64, f8_value, round_f64_to_bits, RngAlgorithm, TransposeA};
pub use types::{ElementType, TensorType};
pub use value::Value;
