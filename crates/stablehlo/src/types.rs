//! Element and tensor types. Their textual forms live in `printer.rs`.

/// The element types the builder supports. `I1` is the boolean type (`i1`);
/// the unsigned types print as `ui8` … `ui64`; `C64`/`C128` are `complex<f32>` /
/// `complex<f64>` (a real and an imaginary part, in that order in memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementType {
    I1,
    I8,
    I16,
    I32,
    I64,
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
    /// The 8-bit floats PyTorch stores (`torch.float8_*`): `E4M3FN` has no
    /// infinities, the `FNUZ` types have neither infinities nor a negative zero
    /// and one NaN (`0x80`).
    F8E4M3FN,
    F8E5M2,
    F8E4M3FNUZ,
    F8E5M2FNUZ,
}

impl ElementType {
    /// Every element type, in declaration order.
    pub const ALL: [ElementType; 19] = [
        Self::I1,
        Self::I8,
        Self::I16,
        Self::I32,
        Self::I64,
        Self::U8,
        Self::U16,
        Self::U32,
        Self::U64,
        Self::F16,
        Self::BF16,
        Self::F32,
        Self::F64,
        Self::C64,
        Self::C128,
        Self::F8E4M3FN,
        Self::F8E5M2,
        Self::F8E4M3FNUZ,
        Self::F8E5M2FNUZ,
    ];

    /// `f16`, `bf16`, `f32`, `f64` and the 8-bit floats.
    pub fn is_float(self) -> bool {
        matches!(self, Self::F16 | Self::BF16 | Self::F32 | Self::F64) || self.is_float8()
    }

    /// The 8-bit float types. XLA computes little on them directly: the builder
    /// converts through `f32` (see `convert`).
    pub fn is_float8(self) -> bool {
        matches!(self, Self::F8E4M3FN | Self::F8E5M2 | Self::F8E4M3FNUZ | Self::F8E5M2FNUZ)
    }

    /// `complex<f32>`, `complex<f64>`. Not `is_float`: most float-only ops
    /// (ordering, rounding, is_finite) are undefined on them.
    pub fn is_complex(self) -> bool {
        matches!(self, Self::C64 | Self::C128)
    }

    /// The type of each part of a complex type (`f32` for `complex<f32>`); other types map to themselves.
    pub fn complex_part(self) -> ElementType {
        match self {
            Self::C64 => Self::F32,
            Self::C128 => Self::F64,
            e => e,
        }
    }

    /// The complex type whose parts are `self` (`f32`/`f64`), if there is one.
    pub fn complex_of(self) -> Option<ElementType> {
        match self {
            Self::F32 => Some(Self::C64),
            Self::F64 => Some(Self::C128),
            _ => None,
        }
    }

    /// Signed or unsigned integers; excludes the boolean `I1`.
    pub fn is_integer(self) -> bool {
        matches!(
            self,
            Self::I8 | Self::I16 | Self::I32 | Self::I64 | Self::U8 | Self::U16 | Self::U32 | Self::U64
        )
    }

    /// Signed integers and floats.
    pub fn is_signed(self) -> bool {
        matches!(self, Self::I8 | Self::I16 | Self::I32 | Self::I64) || self.is_float()
    }

    /// Unsigned integers (not `I1`).
    pub fn is_unsigned(self) -> bool {
        matches!(self, Self::U8 | Self::U16 | Self::U32 | Self::U64)
    }

    /// The boolean type `I1`.
    pub fn is_bool(self) -> bool {
        self == Self::I1
    }

    /// Bit width (1 for `I1`).
    pub fn bits(self) -> u32 {
        match self {
            Self::I1 => 1,
            Self::I8 | Self::U8 | Self::F8E4M3FN | Self::F8E5M2 | Self::F8E4M3FNUZ | Self::F8E5M2FNUZ => 8,
            Self::I16 | Self::U16 | Self::F16 | Self::BF16 => 16,
            Self::I32 | Self::U32 | Self::F32 => 32,
            Self::I64 | Self::U64 | Self::F64 | Self::C64 => 64,
            Self::C128 => 128,
        }
    }

    /// Bytes per element in a PJRT buffer (`I1` takes one byte).
    pub fn byte_size(self) -> usize {
        (self.bits() as usize).div_ceil(8)
    }

    /// Inclusive range of an integer type, as i128 (bool: 0..=1). `None` for floats.
    pub fn int_range(self) -> Option<(i128, i128)> {
        if self.is_bool() {
            return Some((0, 1));
        }
        if !self.is_integer() {
            return None;
        }
        let b = self.bits();
        if self.is_unsigned() {
            Some((0, (1i128 << b) - 1))
        } else {
            Some((-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1))
        }
    }
}

/// A statically shaped tensor type, `tensor<2x3xf32>`; rank 0 is a scalar.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    pub elem: ElementType,
    pub dims: Vec<i64>,
}

impl TensorType {
    pub fn new(elem: ElementType, dims: impl Into<Vec<i64>>) -> Self {
        Self { elem, dims: dims.into() }
    }

    /// A rank-0 tensor.
    pub fn scalar(elem: ElementType) -> Self {
        Self { elem, dims: Vec::new() }
    }

    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// Number of elements (1 for a scalar).
    pub fn numel(&self) -> i64 {
        self.dims.iter().product()
    }

    pub fn with_elem(&self, elem: ElementType) -> Self {
        Self { elem, dims: self.dims.clone() }
    }

    pub fn with_dims(&self, dims: impl Into<Vec<i64>>) -> Self {
        Self { elem: self.elem, dims: dims.into() }
    }

    pub fn is_scalar(&self) -> bool {
        self.dims.is_empty()
    }

    /// Size in bytes of a dense buffer of this type.
    pub fn byte_size(&self) -> usize {
        self.numel().max(0) as usize * self.elem.byte_size()
    }
}
