//! The one error type of the builder.

/// Why an op could not be built. Messages name the op and the operand types.
#[derive(thiserror::Error, Debug, Clone, PartialEq, Eq)]
pub enum BuildError {
    /// The operands, attributes or region of an op break a StableHLO constraint.
    #[error("{op}: {detail}")]
    Invalid { op: &'static str, detail: String },
    /// A value was used where it is not visible (another region, or outside an
    /// isolated region such as the body of `reduce`, `sort` or `scatter`).
    #[error("{op}: {detail}")]
    Scope { op: &'static str, detail: String },
    /// The builder does not implement this op (yet).
    #[error("{op}: not implemented: {detail}")]
    Unimplemented { op: &'static str, detail: String },
}

/// Result alias used by every builder method.
pub type Result<T> = std::result::Result<T, BuildError>;

pub(crate) fn invalid(op: &'static str, detail: impl Into<String>) -> BuildError {
    BuildError::Invalid { op, detail: detail.into() }
}

/// Early-return `BuildError::Invalid` unless `cond` holds.
macro_rules! ensure {
    ($cond:expr, $op:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err($crate::error::invalid($op, format!($($fmt)+)));
        }
    };
}
pub(crate) use ensure;
