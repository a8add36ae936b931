//! Engine errors: everything that can go wrong below the C ABI, with the kind of
//! Python exception each becomes (translated once, in the bindings crate).

use tpj_lowering::LowerError;
use tpj_pjrt::PjrtError;

/// The Python exception type an error surfaces as; PyTorch users already catch these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum ErrorKind {
    Runtime = 1,
    NotImplemented = 2,
    Value = 3,
    Index = 4,
    Type = 5,
    OutOfMemory = 6,
}

#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Lower(#[from] LowerError),
    #[error("{0}")]
    Pjrt(#[from] PjrtError),
    /// No lowering for this op: the caller may fall back to CPU (never silently).
    #[error("no lowering for {op} on the PJRT device")]
    NoLowering { op: String },
    #[error("{0}")]
    Invalid(String),
    #[error("{0}")]
    Index(String),
    #[error("{0}")]
    Unsupported(String),
    #[error("torch_pjrt is not initialised: {0}")]
    NotInitialised(String),
    #[error("{op} failed to compile on {platform}: {source}\n--- program ---\n{program}")]
    Compile {
        op: String,
        platform: String,
        program: String,
        #[source]
        source: PjrtError,
    },
}

impl EngineError {
    pub fn kind(&self) -> ErrorKind {
        match self {
            EngineError::Lower(e) => match e {
                LowerError::Unsupported { .. } => ErrorKind::NotImplemented,
                LowerError::Invalid { .. } | LowerError::Build { .. } => ErrorKind::Runtime,
                LowerError::Index { .. } => ErrorKind::Index,
                LowerError::Value { .. } => ErrorKind::Value,
                LowerError::Type { .. } => ErrorKind::Type,
            },
            EngineError::Pjrt(PjrtError::ResourceExhausted(_)) => ErrorKind::OutOfMemory,
            EngineError::Pjrt(PjrtError::InvalidSetting { .. }) => ErrorKind::Value,
            EngineError::Pjrt(_) => ErrorKind::Runtime,
            EngineError::NoLowering { .. } | EngineError::Unsupported(_) => ErrorKind::NotImplemented,
            EngineError::Invalid(_) | EngineError::NotInitialised(_) | EngineError::Compile { .. } => {
                ErrorKind::Runtime
            }
            EngineError::Index(_) => ErrorKind::Index,
        }
    }
}

pub type Result<T> = std::result::Result<T, EngineError>;
