//! Lowering errors. Each variant maps to the Python exception PyTorch raises
//! for the same mistake on CPU; the engine translates them once at its boundary.

use tpj_stablehlo::BuildError;

#[derive(Debug, thiserror::Error)]
pub enum LowerError {
    /// No lowering exists (yet) for this op or this combination of arguments.
    #[error("{op}: {detail}")]
    Unsupported { op: String, detail: String },
    /// Shapes, dtypes or arguments PyTorch would reject (RuntimeError).
    #[error("{op}: {detail}")]
    Invalid { op: String, detail: String },
    /// An index or dimension out of range (IndexError).
    #[error("{op}: {detail}")]
    Index { op: String, detail: String },
    /// A bad argument value (ValueError).
    #[error("{op}: {detail}")]
    Value { op: String, detail: String },
    /// The wrong kind of argument (TypeError).
    #[error("{op}: {detail}")]
    Type { op: String, detail: String },
    /// A padding rule refused padded operands: the graph compiles per exact size instead.
    #[error("{op}: {detail}")]
    NotBucketable { op: String, detail: String },
    /// The builder refused an op; `BuildError::Unimplemented` is a gap (e.g. a
    /// real-only StableHLO op reached with complex operands), anything else a bug.
    #[error("{op}: {}{source}", if matches!(source, BuildError::Unimplemented { .. }) { "" } else { "internal lowering error: " })]
    Build {
        op: String,
        #[source]
        source: BuildError,
    },
}

pub type Result<T> = std::result::Result<T, LowerError>;

impl From<BuildError> for LowerError {
    fn from(source: BuildError) -> Self {
        LowerError::Build { op: String::new(), source }
    }
}
