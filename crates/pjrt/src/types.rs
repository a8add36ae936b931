//! Element types and program signatures.

use std::fmt;

use crate::error::{invalid, PjrtError};
use crate::ffi::CEnum;

/// Element type of a buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BufferType {
    Pred,
    S8,
    S16,
    S32,
    S64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
    C64,
    C128,
    F8E5M2,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
}

impl BufferType {
    pub const ALL: [BufferType; 19] = [
        BufferType::Pred,
        BufferType::S8,
        BufferType::S16,
        BufferType::S32,
        BufferType::S64,
        BufferType::U8,
        BufferType::U16,
        BufferType::U32,
        BufferType::U64,
        BufferType::F16,
        BufferType::BF16,
        BufferType::F32,
        BufferType::F64,
        BufferType::C64,
        BufferType::C128,
        BufferType::F8E5M2,
        BufferType::F8E4M3FN,
        BufferType::F8E5M2FNUZ,
        BufferType::F8E4M3FNUZ,
    ];

    /// Bytes per element on the host (`Pred` is one byte, 0 or 1).
    pub const fn byte_size(self) -> usize {
        match self {
            BufferType::Pred
            | BufferType::S8
            | BufferType::U8
            | BufferType::F8E5M2
            | BufferType::F8E4M3FN
            | BufferType::F8E5M2FNUZ
            | BufferType::F8E4M3FNUZ => 1,
            BufferType::S16 | BufferType::U16 | BufferType::F16 | BufferType::BF16 => 2,
            BufferType::S32 | BufferType::U32 | BufferType::F32 => 4,
            BufferType::S64 | BufferType::U64 | BufferType::F64 | BufferType::C64 => 8,
            BufferType::C128 => 16,
        }
    }

    /// The element type as StableHLO spells it (`i1`, `si`-less `i32`, `ui8`, `bf16`, ...).
    pub const fn mlir_name(self) -> &'static str {
        match self {
            BufferType::Pred => "i1",
            BufferType::S8 => "i8",
            BufferType::S16 => "i16",
            BufferType::S32 => "i32",
            BufferType::S64 => "i64",
            BufferType::U8 => "ui8",
            BufferType::U16 => "ui16",
            BufferType::U32 => "ui32",
            BufferType::U64 => "ui64",
            BufferType::F16 => "f16",
            BufferType::BF16 => "bf16",
            BufferType::F32 => "f32",
            BufferType::F64 => "f64",
            BufferType::C64 => "complex<f32>",
            BufferType::C128 => "complex<f64>",
            BufferType::F8E5M2 => "f8E5M2",
            BufferType::F8E4M3FN => "f8E4M3FN",
            BufferType::F8E5M2FNUZ => "f8E5M2FNUZ",
            BufferType::F8E4M3FNUZ => "f8E4M3FNUZ",
        }
    }

    /// `PJRT_Buffer_Type` value.
    pub(crate) const fn to_raw(self) -> CEnum {
        match self {
            BufferType::Pred => 1,
            BufferType::S8 => 2,
            BufferType::S16 => 3,
            BufferType::S32 => 4,
            BufferType::S64 => 5,
            BufferType::U8 => 6,
            BufferType::U16 => 7,
            BufferType::U32 => 8,
            BufferType::U64 => 9,
            BufferType::F16 => 10,
            BufferType::F32 => 11,
            BufferType::F64 => 12,
            BufferType::BF16 => 13,
            BufferType::C64 => 14,
            BufferType::C128 => 15,
            // 18 is F8E4M3B11FNUZ, which PyTorch has no dtype for.
            BufferType::F8E5M2 => 16,
            BufferType::F8E4M3FN => 17,
            BufferType::F8E5M2FNUZ => 19,
            BufferType::F8E4M3FNUZ => 20,
        }
    }

    pub(crate) fn from_raw(raw: CEnum) -> Option<BufferType> {
        BufferType::ALL.into_iter().find(|t| t.to_raw() == raw)
    }
}

impl fmt::Display for BufferType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}

/// Formats a shape as `f32[2,3]`.
pub(crate) fn describe(ty: BufferType, dims: &[i64]) -> String {
    let dims: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    format!("{ty}[{}]", dims.join(","))
}

/// Number of bytes a dense array of this type and shape occupies, checking every dimension.
pub(crate) fn dense_byte_size(ty: BufferType, dims: &[i64]) -> Result<usize, PjrtError> {
    let mut n: usize = ty.byte_size();
    for &d in dims {
        let d = usize::try_from(d).map_err(|_| {
            invalid(format!(
                "negative dimension in shape {}",
                describe(ty, dims)
            ))
        })?;
        n = n
            .checked_mul(d)
            .ok_or_else(|| invalid(format!("shape {} is too large", describe(ty, dims))))?;
    }
    Ok(n)
}

/// The types and shapes a program takes and returns, in order. The plugin does not check buffer
/// shapes when executing, so this is what every execution is validated against.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Signature {
    pub params: Vec<(BufferType, Vec<i64>)>,
    pub results: Vec<(BufferType, Vec<i64>)>,
}

impl Signature {
    pub(crate) fn validate(&self) -> Result<(), PjrtError> {
        for (ty, dims) in self.params.iter().chain(&self.results) {
            dense_byte_size(*ty, dims)?;
        }
        Ok(())
    }
}
