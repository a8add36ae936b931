//! The one error type of this crate.
//!
//! Every failure leaves the runtime as a [`PjrtError`]. Errors raised by the plugin keep the
//! plugin's own message text and status code; errors we detect before calling the plugin (the
//! validation that keeps plugins from aborting the process) are [`PjrtError::InvalidArgument`].

use std::fmt;
use std::path::PathBuf;

/// Status codes a plugin attaches to its errors (the absl/gRPC status codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PluginErrorCode {
    Cancelled,
    Unknown,
    InvalidArgument,
    DeadlineExceeded,
    NotFound,
    AlreadyExists,
    PermissionDenied,
    ResourceExhausted,
    FailedPrecondition,
    Aborted,
    OutOfRange,
    Unimplemented,
    Internal,
    Unavailable,
    DataLoss,
    Unauthenticated,
    /// A code this crate does not know (a newer plugin); the raw number is kept.
    Other(i32),
}

impl PluginErrorCode {
    pub(crate) fn from_raw(code: i32) -> Self {
        use PluginErrorCode::*;
        match code {
            1 => Cancelled,
            2 => Unknown,
            3 => InvalidArgument,
            4 => DeadlineExceeded,
            5 => NotFound,
            6 => AlreadyExists,
            7 => PermissionDenied,
            8 => ResourceExhausted,
            9 => FailedPrecondition,
            10 => Aborted,
            11 => OutOfRange,
            12 => Unimplemented,
            13 => Internal,
            14 => Unavailable,
            15 => DataLoss,
            16 => Unauthenticated,
            other => Other(other),
        }
    }
}

impl fmt::Display for PluginErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PluginErrorCode::Other(n) => write!(f, "status code {n}"),
            named => write!(f, "{named:?}"),
        }
    }
}

/// Everything that can go wrong in the PJRT runtime.
#[derive(Debug, thiserror::Error)]
pub enum PjrtError {
    /// A setting (e.g. `TORCH_PJRT_PLUGIN`) had a value we do not understand.
    #[error("invalid value {value:?} for {setting}; valid values: {valid}")]
    InvalidSetting {
        setting: &'static str,
        value: String,
        valid: &'static str,
    },

    /// No plugin library was found where we looked.
    #[error("no {what} PJRT plugin found; searched: {searched}. {hint}")]
    PluginNotFound {
        what: String,
        searched: String,
        hint: String,
    },

    /// The library exists but could not be loaded or is not a usable PJRT plugin.
    #[error("cannot load PJRT plugin {path}: {reason}")]
    PluginLoad { path: PathBuf, reason: String },

    /// The plugin's API table is too old (or has a null slot) for this entry point.
    #[error("{what} is not supported by this plugin (PJRT API {}.{})", api_version.0, api_version.1)]
    Unsupported {
        what: &'static str,
        api_version: (i32, i32),
    },

    /// The plugin returned an error; `message` is the plugin's own text.
    #[error("{call} failed ({code}): {message}")]
    Plugin {
        call: &'static str,
        code: PluginErrorCode,
        message: String,
    },

    /// We refused an argument before handing it to the plugin.
    #[error("invalid argument: {0}")]
    InvalidArgument(String),

    /// The device ran out of memory (the plugin's message is included).
    #[error("out of device memory: {0}")]
    ResourceExhausted(String),

    /// A device index that does not exist, or no device at all.
    #[error("no such device: {0}")]
    NoDevice(String),
}

impl PjrtError {
    /// The plugin's status code, when the plugin raised this error.
    pub fn plugin_code(&self) -> Option<PluginErrorCode> {
        match self {
            PjrtError::Plugin { code, .. } => Some(*code),
            PjrtError::ResourceExhausted(_) => Some(PluginErrorCode::ResourceExhausted),
            _ => None,
        }
    }
}

pub(crate) fn invalid(msg: impl Into<String>) -> PjrtError {
    PjrtError::InvalidArgument(msg.into())
}
