//! PyTorch dtypes as the lowering sees them, their StableHLO element types and
//! PyTorch's type-promotion rules (`torch.result_type`).

use tpj_stablehlo::ElementType;

/// A PyTorch `ScalarType`; the discriminants are c10's codes, which is how the
/// C++ glue hands dtypes across the C ABI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i32)]
pub enum DType {
    U8 = 0,
    I8 = 1,
    I16 = 2,
    I32 = 3,
    I64 = 4,
    F16 = 5,
    F32 = 6,
    F64 = 7,
    C64 = 9,
    C128 = 10,
    Bool = 11,
    BF16 = 15,
    F8E5M2 = 23,
    F8E4M3FN = 24,
    F8E5M2FNUZ = 25,
    F8E4M3FNUZ = 26,
    U16 = 27,
    U32 = 28,
    U64 = 29,
}

/// Where a value sits in PyTorch's promotion lattice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    Bool,
    Integer,
    Float,
    Complex,
}

impl DType {
    pub fn from_code(code: i32) -> Option<DType> {
        Some(match code {
            0 => DType::U8,
            1 => DType::I8,
            2 => DType::I16,
            3 => DType::I32,
            4 => DType::I64,
            5 => DType::F16,
            6 => DType::F32,
            7 => DType::F64,
            9 => DType::C64,
            10 => DType::C128,
            11 => DType::Bool,
            15 => DType::BF16,
            23 => DType::F8E5M2,
            24 => DType::F8E4M3FN,
            25 => DType::F8E5M2FNUZ,
            26 => DType::F8E4M3FNUZ,
            27 => DType::U16,
            28 => DType::U32,
            29 => DType::U64,
            _ => return None,
        })
    }

    pub fn code(self) -> i32 {
        self as i32
    }

    /// Names as PyTorch prints them, so error messages read like PyTorch's.
    pub fn name(self) -> &'static str {
        match self {
            DType::U8 => "torch.uint8",
            DType::I8 => "torch.int8",
            DType::I16 => "torch.int16",
            DType::I32 => "torch.int32",
            DType::I64 => "torch.int64",
            DType::F16 => "torch.float16",
            DType::F32 => "torch.float32",
            DType::F64 => "torch.float64",
            DType::C64 => "torch.complex64",
            DType::C128 => "torch.complex128",
            DType::Bool => "torch.bool",
            DType::BF16 => "torch.bfloat16",
            DType::F8E5M2 => "torch.float8_e5m2",
            DType::F8E4M3FN => "torch.float8_e4m3fn",
            DType::F8E5M2FNUZ => "torch.float8_e5m2fnuz",
            DType::F8E4M3FNUZ => "torch.float8_e4m3fnuz",
            DType::U16 => "torch.uint16",
            DType::U32 => "torch.uint32",
            DType::U64 => "torch.uint64",
        }
    }

    pub fn elem(self) -> ElementType {
        match self {
            DType::U8 => ElementType::U8,
            DType::I8 => ElementType::I8,
            DType::I16 => ElementType::I16,
            DType::I32 => ElementType::I32,
            DType::I64 => ElementType::I64,
            DType::F16 => ElementType::F16,
            DType::F32 => ElementType::F32,
            DType::F64 => ElementType::F64,
            DType::C64 => ElementType::C64,
            DType::C128 => ElementType::C128,
            DType::Bool => ElementType::I1,
            DType::BF16 => ElementType::BF16,
            DType::F8E5M2 => ElementType::F8E5M2,
            DType::F8E4M3FN => ElementType::F8E4M3FN,
            DType::F8E5M2FNUZ => ElementType::F8E5M2FNUZ,
            DType::F8E4M3FNUZ => ElementType::F8E4M3FNUZ,
            DType::U16 => ElementType::U16,
            DType::U32 => ElementType::U32,
            DType::U64 => ElementType::U64,
        }
    }

    pub fn from_elem(e: ElementType) -> DType {
        match e {
            ElementType::U8 => DType::U8,
            ElementType::I8 => DType::I8,
            ElementType::I16 => DType::I16,
            ElementType::I32 => DType::I32,
            ElementType::I64 => DType::I64,
            ElementType::F16 => DType::F16,
            ElementType::F32 => DType::F32,
            ElementType::F64 => DType::F64,
            ElementType::C64 => DType::C64,
            ElementType::C128 => DType::C128,
            ElementType::I1 => DType::Bool,
            ElementType::BF16 => DType::BF16,
            ElementType::F8E5M2 => DType::F8E5M2,
            ElementType::F8E4M3FN => DType::F8E4M3FN,
            ElementType::F8E5M2FNUZ => DType::F8E5M2FNUZ,
            ElementType::F8E4M3FNUZ => DType::F8E4M3FNUZ,
            ElementType::U16 => DType::U16,
            ElementType::U32 => DType::U32,
            ElementType::U64 => DType::U64,
        }
    }

    /// c10's `toString(ScalarType)` (`Float`, `Long`), as PyTorch's messages print dtypes.
    /// c10's ScalarType name, as PyTorch's errors print it ("Float", "Long").
    pub fn scalar_type_name(self) -> &'static str {
        match self {
            DType::F32 => "Float",
            DType::F64 => "Double",
            DType::F16 => "Half",
            DType::BF16 => "BFloat16",
            DType::I64 => "Long",
            DType::I32 => "Int",
            DType::I16 => "Short",
            DType::I8 => "Char",
            DType::U8 => "Byte",
            DType::Bool => "Bool",
            _ => self.name(),
        }
    }

    /// The C++ type's name (`TypeMeta`), as PyTorch's matmul errors print it ("float", "long int").
    pub fn cpp_name(self) -> &'static str {
        match self {
            DType::F32 => "float",
            DType::F64 => "double",
            DType::F16 => "c10::Half",
            DType::BF16 => "c10::BFloat16",
            DType::I64 => "long int",
            DType::I32 => "int",
            DType::I16 => "short int",
            DType::I8 => "signed char",
            DType::U8 => "unsigned char",
            DType::Bool => "bool",
            _ => self.name(),
        }
    }

    pub fn short_name(self) -> &'static str {
        match self {
            DType::U8 => "Byte",
            DType::I8 => "Char",
            DType::I16 => "Short",
            DType::I32 => "Int",
            DType::I64 => "Long",
            DType::F16 => "Half",
            DType::F32 => "Float",
            DType::F64 => "Double",
            DType::C64 => "ComplexFloat",
            DType::C128 => "ComplexDouble",
            DType::Bool => "Bool",
            DType::BF16 => "BFloat16",
            DType::F8E5M2 => "Float8_e5m2",
            DType::F8E4M3FN => "Float8_e4m3fn",
            DType::F8E5M2FNUZ => "Float8_e5m2fnuz",
            DType::F8E4M3FNUZ => "Float8_e4m3fnuz",
            DType::U16 => "UInt16",
            DType::U32 => "UInt32",
            DType::U64 => "UInt64",
        }
    }

    pub fn itemsize(self) -> usize {
        match self {
            DType::Bool | DType::U8 | DType::I8 => 1,
            DType::F8E5M2 | DType::F8E4M3FN | DType::F8E5M2FNUZ | DType::F8E4M3FNUZ => 1,
            DType::I16 | DType::U16 | DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 8,
            DType::C128 => 16,
        }
    }

    pub fn category(self) -> Category {
        match self {
            DType::Bool => Category::Bool,
            DType::F16 | DType::F32 | DType::F64 | DType::BF16 => Category::Float,
            DType::F8E5M2 | DType::F8E4M3FN | DType::F8E5M2FNUZ | DType::F8E4M3FNUZ => Category::Float,
            DType::C64 | DType::C128 => Category::Complex,
            _ => Category::Integer,
        }
    }

    pub fn is_float(self) -> bool {
        self.category() == Category::Float
    }

    pub fn is_complex(self) -> bool {
        self.category() == Category::Complex
    }

    /// Floating point, real or complex (`at::isFloatingType || isComplexType`).
    pub fn is_inexact(self) -> bool {
        self.is_float() || self.is_complex()
    }

    /// The dtype of each part of a complex dtype (`float32` for `complex64`); others map to themselves.
    pub fn real_part(self) -> DType {
        match self {
            DType::C64 => DType::F32,
            DType::C128 => DType::F64,
            d => d,
        }
    }

    /// c10's `toComplexType`: the complex dtype whose parts hold this float
    /// (float16 and bfloat16 have no device complex type here: complex64).
    pub fn to_complex(self) -> DType {
        match self {
            DType::F64 | DType::C128 => DType::C128,
            _ => DType::C64,
        }
    }

    pub fn is_integral(self, include_bool: bool) -> bool {
        match self.category() {
            Category::Integer => true,
            Category::Bool => include_bool,
            Category::Float | Category::Complex => false,
        }
    }

    /// `float8_e4m3fn`, `float8_e5m2` and their FNUZ variants: storage types that
    /// PyTorch defines few ops on (casts, copies, indexing, comparisons, `_scaled_mm`).
    pub fn is_float8(self) -> bool {
        matches!(self, DType::F8E5M2 | DType::F8E4M3FN | DType::F8E5M2FNUZ | DType::F8E4M3FNUZ)
    }

    /// The type PyTorch computes in for reduced-precision floats ("opmath").
    pub fn opmath(self) -> DType {
        match self {
            DType::F16 | DType::BF16 => DType::F32,
            d if d.is_float8() => DType::F32,
            d => d,
        }
    }
}

impl std::fmt::Display for DType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Promotes two dtypes of the same priority, following c10's `promoteTypes` table.
pub fn promote_types(a: DType, b: DType) -> DType {
    use DType::*;
    if a == b {
        return a;
    }
    match (a.category(), b.category()) {
        (Category::Bool, _) => return b,
        (_, Category::Bool) => return a,
        // complex with anything: complex wide enough for both parts.
        (Category::Complex, _) | (_, Category::Complex) => {
            let wide = |d: DType| matches!(d, F64 | C128);
            return if wide(a) || wide(b) { C128 } else { C64 };
        }
        (Category::Float, Category::Integer) => return a,
        (Category::Integer, Category::Float) => return b,
        (Category::Float, Category::Float) => {
            return match (a, b) {
                (F64, _) | (_, F64) => F64,
                // float16 and bfloat16 have no common 16-bit type.
                (F16, BF16) | (BF16, F16) => F32,
                (F32, _) | (_, F32) => F32,
                // Pairs with a float8 type: PyTorch refuses them (`float8_promotion`),
                // which callers check first.
                _ => F32,
            };
        }
        (Category::Integer, Category::Integer) => {}
    }
    let signed = |d: DType| matches!(d, I8 | I16 | I32 | I64);
    let rank = |d: DType| match d {
        U8 | I8 => 1,
        U16 | I16 => 2,
        U32 | I32 => 3,
        _ => 4,
    };
    match (signed(a), signed(b)) {
        (true, true) | (false, false) => {
            if rank(a) >= rank(b) {
                a
            } else {
                b
            }
        }
        (sa, _) => {
            let (s, u) = if sa { (a, b) } else { (b, a) };
            // uint8 with a signed type: the smallest signed type that holds both.
            if u == U8 {
                if s == I8 {
                    I16
                } else {
                    s
                }
            } else if rank(s) > rank(u) {
                s
            } else {
                // Larger unsigned types promote to int64 (c10 keeps them as-is
                // only for matching widths, which we do not lower).
                I64
            }
        }
    }
}

/// The role an operand plays in promotion: dimensioned tensors outrank zero-dim
/// tensors, which outrank Python numbers (wrapped numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Priority {
    Dim,
    ZeroDim,
    Wrapped,
}

/// PyTorch refuses to promote a float8 type with any other dtype (operands of one
/// priority are promoted together; lower priorities only lend their category).
/// Returns the pair it would name, in promotion order.
pub fn float8_promotion(operands: &[(DType, Priority)]) -> Option<(DType, DType)> {
    for p in [Priority::Dim, Priority::ZeroDim] {
        let mut acc: Option<DType> = None;
        for &(d, _) in operands.iter().filter(|o| o.1 == p) {
            match acc {
                Some(a) if a != d && (a.is_float8() || d.is_float8()) => return Some((a, d)),
                Some(a) => acc = Some(promote_types(a, d)),
                None => acc = Some(d),
            }
        }
    }
    None
}

/// `torch.result_type` over operands given as (dtype, priority).
pub fn result_type(operands: &[(DType, Priority)]) -> DType {
    let mut best: [Option<DType>; 3] = [None, None, None];
    for &(d, p) in operands {
        let slot = match p {
            Priority::Dim => 0,
            Priority::ZeroDim => 1,
            Priority::Wrapped => 2,
        };
        // Wrapped numbers contribute only their category, at default width.
        let d = if p == Priority::Wrapped {
            match d.category() {
                Category::Bool => DType::Bool,
                Category::Integer => DType::I64,
                Category::Float => DType::F32,
                Category::Complex => DType::C64,
            }
        } else {
            d
        };
        best[slot] = Some(match best[slot] {
            None => d,
            Some(b) => promote_types(b, d),
        });
    }
    let mut out: Option<DType> = None;
    for cand in best.into_iter().flatten() {
        out = Some(match out {
            None => cand,
            // A lower-priority operand only matters when it is of a higher category;
            // a complex one keeps a float's width (c10's combine_categories).
            Some(o) if cand.category() == Category::Complex && o.category() == Category::Float => o.to_complex(),
            Some(o) if cand.category() > o.category() => cand,
            Some(o) => o,
        });
    }
    out.unwrap_or(DType::F32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use DType::*;

    #[test]
    fn promotion_table_samples() {
        assert_eq!(promote_types(U8, I8), I16);
        assert_eq!(promote_types(F16, BF16), F32);
        assert_eq!(promote_types(I32, F16), F16);
        assert_eq!(promote_types(Bool, I32), I32);
        assert_eq!(promote_types(I64, I32), I64);
        assert_eq!(promote_types(U8, I64), I64);
    }

    #[test]
    fn complex_promotion() {
        assert_eq!(promote_types(C64, F64), C128);
        assert_eq!(promote_types(F16, C64), C64);
        assert_eq!(promote_types(I64, C128), C128);
        assert_eq!(promote_types(C64, C128), C128);
        // float tensor * complex Python number -> complex of the tensor's width
        assert_eq!(result_type(&[(F64, Priority::Dim), (C128, Priority::Wrapped)]), C128);
        assert_eq!(result_type(&[(F32, Priority::Dim), (C128, Priority::ZeroDim)]), C64);
        assert_eq!(result_type(&[(I32, Priority::Dim), (C128, Priority::ZeroDim)]), C128);
        assert_eq!(result_type(&[(C64, Priority::Dim), (F64, Priority::ZeroDim)]), C64);
    }

    #[test]
    fn result_type_priorities() {
        // int tensor * 2.5 -> default float
        assert_eq!(result_type(&[(I64, Priority::Dim), (F64, Priority::Wrapped)]), F32);
        // half tensor * 2.5 -> half
        assert_eq!(result_type(&[(F16, Priority::Dim), (F64, Priority::Wrapped)]), F16);
        // float tensor + double zero-dim tensor -> float
        assert_eq!(result_type(&[(F32, Priority::Dim), (F64, Priority::ZeroDim)]), F32);
        // int tensor + float zero-dim tensor -> that float
        assert_eq!(result_type(&[(I32, Priority::Dim), (F64, Priority::ZeroDim)]), F64);
        // uint8 tensor + int wrapped -> uint8
        assert_eq!(result_type(&[(U8, Priority::Dim), (I64, Priority::Wrapped)]), U8);
        assert_eq!(result_type(&[(Bool, Priority::Dim), (Bool, Priority::Wrapped)]), Bool);
        assert_eq!(result_type(&[(Bool, Priority::Dim), (I64, Priority::Wrapped)]), I64);
    }
}

/// PyTorch's `canCast`: may a result of `from` be written into a tensor of `to`?
pub fn can_cast(from: DType, to: DType) -> bool {
    !(from.is_complex() && !to.is_complex())
        && !(from.is_float() && to.is_integral(true))
        && !(from != DType::Bool && to == DType::Bool)
}

impl DType {
    /// Parses PyTorch's spelling (`"torch.float32"`, also `"float32"`).
    pub fn from_name(name: &str) -> Option<DType> {
        let n = name.strip_prefix("torch.").unwrap_or(name);
        Some(match n {
            "uint8" => DType::U8,
            "int8" => DType::I8,
            "int16" | "short" => DType::I16,
            "int32" | "int" => DType::I32,
            "int64" | "long" => DType::I64,
            "float16" | "half" => DType::F16,
            "float32" | "float" => DType::F32,
            "float64" | "double" => DType::F64,
            "complex64" | "cfloat" => DType::C64,
            "complex128" | "cdouble" => DType::C128,
            "bool" => DType::Bool,
            "bfloat16" => DType::BF16,
            "float8_e5m2" => DType::F8E5M2,
            "float8_e4m3fn" => DType::F8E4M3FN,
            "float8_e5m2fnuz" => DType::F8E5M2FNUZ,
            "float8_e4m3fnuz" => DType::F8E4M3FNUZ,
            "uint16" => DType::U16,
            "uint32" => DType::U32,
            "uint64" => DType::U64,
            _ => return None,
        })
    }
}
