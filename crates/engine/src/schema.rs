//! The one schema parser: an op argument's type as both the C++ glue (eager calls) and the
//! FX graph encoder (compiled graphs) see it. The glue asks it, once per op schema, how to read
//! each argument off the dispatcher's stack (`glue_kind`); the graph encoder, how to encode a
//! node's argument. Two parsers would drift, as the glue's and the encoder's once could.

use crate::error::{EngineError, Result};

fn bad(why: impl std::fmt::Display) -> EngineError {
    EngineError::Unsupported(format!("torch.compile graph: {why}"))
}

/// A schema argument type: the annotation of a torch `FunctionSchema` argument as the C++
/// glue reads it (`real_type()->annotation_str()`: `SymInt`, `ScalarType`, `Layout`) or as an
/// FX graph's schema prints it (`str(arg.type)`, where those all print as `int`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgType {
    Tensor,
    Int,
    Float,
    Bool,
    /// `Scalar`.
    Number,
    Complex,
    Str,
    Device,
    Generator,
    /// `ScalarType` (the glue's real types; FX schemas print it as `int`).
    DType,
    Optional(Box<ArgType>),
    List(Box<ArgType>),
}

impl ArgType {
    pub fn parse(s: &str) -> Result<ArgType> {
        let s = s.trim();
        let inner = |p: &str| s.strip_prefix(p).and_then(|r| r.strip_suffix(']'));
        Ok(match s {
            "Tensor" => ArgType::Tensor,
            "int" | "SymInt" => ArgType::Int,
            "float" | "SymFloat" => ArgType::Float,
            "bool" | "SymBool" => ArgType::Bool,
            "ScalarType" => ArgType::DType,
            "number" | "Scalar" => ArgType::Number,
            "complex" => ArgType::Complex,
            "str" => ArgType::Str,
            "Device" => ArgType::Device,
            "Generator" => ArgType::Generator,
            _ => match (inner("Optional["), inner("List[")) {
                (Some(t), _) => ArgType::Optional(Box::new(ArgType::parse(t)?)),
                (_, Some(t)) => ArgType::List(Box::new(ArgType::parse(t)?)),
                _ => return Err(bad(format!("schema type {s} is not supported"))),
            },
        })
    }

    pub(crate) fn unopt(&self) -> &ArgType {
        match self {
            ArgType::Optional(t) => t.unopt(),
            t => t,
        }
    }

    /// `int`, `int[]`, `int?`: a value that shapes the program.
    pub(crate) fn is_size(&self) -> bool {
        match self.unopt() {
            ArgType::Int => true,
            ArgType::List(t) => t.unopt() == &ArgType::Int,
            _ => false,
        }
    }

    pub(crate) fn is_number(&self) -> bool {
        self.unopt() == &ArgType::Number
    }

    pub(crate) fn is_tensor(&self) -> bool {
        self.unopt() == &ArgType::Tensor
    }

    pub(crate) fn list_of(&self) -> Option<&ArgType> {
        match self.unopt() {
            ArgType::List(t) => Some(t.unopt()),
            _ => None,
        }
    }
}


/// How the glue reads an argument off the stack: the order of `Kind` in csrc/glue.cpp.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlueKind {
    Tensor,
    TensorList,
    OptTensorList,
    Int,
    Float,
    Bool,
    IntList,
    FloatList,
    BoolList,
    Scalar,
    ScalarList,
    Str,
    DType,
    Device,
    Generator,
    Other,
}

impl ArgType {
    /// The glue's reading of a type annotation; anything this parser does not know is read
    /// as "other" (a lowering never reads it).
    pub fn glue_kind_of(annotation: &str) -> GlueKind {
        ArgType::parse(annotation).map_or(GlueKind::Other, |t| t.glue_kind())
    }

    pub fn glue_kind(&self) -> GlueKind {
        match self.unopt() {
            ArgType::Tensor => GlueKind::Tensor,
            ArgType::Int => GlueKind::Int,
            ArgType::Float => GlueKind::Float,
            ArgType::Bool => GlueKind::Bool,
            ArgType::Number => GlueKind::Scalar,
            ArgType::Str => GlueKind::Str,
            ArgType::DType => GlueKind::DType,
            ArgType::Device => GlueKind::Device,
            ArgType::Generator => GlueKind::Generator,
            ArgType::List(t) => match &**t {
                ArgType::Optional(e) if **e == ArgType::Tensor => GlueKind::OptTensorList,
                t => match t {
                    ArgType::Tensor => GlueKind::TensorList,
                    ArgType::Int => GlueKind::IntList,
                    ArgType::Float => GlueKind::FloatList,
                    ArgType::Bool => GlueKind::BoolList,
                    ArgType::Number => GlueKind::ScalarList,
                    _ => GlueKind::Other,
                },
            },
            ArgType::Complex | ArgType::Optional(_) => GlueKind::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_glue_reads_each_schema_type_as_before() {
        for (ty, kind) in [
            ("Tensor", GlueKind::Tensor),
            ("Optional[Tensor]", GlueKind::Tensor),
            ("List[Tensor]", GlueKind::TensorList),
            ("List[Optional[Tensor]]", GlueKind::OptTensorList),
            ("SymInt", GlueKind::Int),
            ("int", GlueKind::Int),
            ("List[SymInt]", GlueKind::IntList),
            ("Optional[List[int]]", GlueKind::IntList),
            ("float", GlueKind::Float),
            ("List[float]", GlueKind::FloatList),
            ("bool", GlueKind::Bool),
            ("List[bool]", GlueKind::BoolList),
            ("number", GlueKind::Scalar),
            ("Optional[number]", GlueKind::Scalar),
            ("List[number]", GlueKind::ScalarList),
            ("str", GlueKind::Str),
            ("Optional[ScalarType]", GlueKind::DType),
            ("Optional[Device]", GlueKind::Device),
            ("Optional[Generator]", GlueKind::Generator),
            ("Optional[Layout]", GlueKind::Other),
            ("MemoryFormat", GlueKind::Other),
            ("complex", GlueKind::Other),
            ("Storage", GlueKind::Other),
            ("Dict[str, t]", GlueKind::Other),
        ] {
            assert_eq!(ArgType::glue_kind_of(ty), kind, "{ty}");
        }
    }
}
