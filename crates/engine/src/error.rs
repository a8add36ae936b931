//! Engine errors: everything that can go wrong below the C ABI. Which exception each
//! becomes is decided here, once: `kind()` picks its row of csrc/tpj_errors.def (the
//! code the C++ glue raises as a c10 exception) and `py_class()` the `torch_pjrt.errors`
//! class a Python call raises. The bindings crate only applies them.

use tpj_lowering::LowerError;
use tpj_pjrt::PjrtError;

// `ErrorKind`: one variant per row of csrc/tpj_errors.def, with its code and exceptions.
include!(concat!(env!("OUT_DIR"), "/error_kinds.rs"));

#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Lower(LowerError),
    #[error("{0}")]
    Pjrt(#[from] PjrtError),
    /// No lowering for this op: the caller may fall back to CPU (never silently).
    #[error("no lowering for {op} on the PJRT device")]
    NoLowering { op: String },
    #[error("{0}")]
    Invalid(String),
    /// A device index outside the plugin's devices.
    #[error("{0}")]
    DeviceIndex(String),
    #[error("{0}")]
    Unsupported(String),
    /// Past the device's memory: the plugin's own limit or, for host-memory
    /// devices, the budget (`budget.rs`).
    #[error("{0}")]
    OutOfMemory(String),
    /// A graph with symbolic sizes the lowering cannot pad to a bucket: the caller
    /// compiles it per exact size instead.
    #[error("bucketing: {0}")]
    NotBucketable(String),
    #[error("torch_pjrt is not initialised: {0}")]
    NotInitialised(String),
    /// Used in a process forked after the device's client was made (as CUDA refuses to
    /// re-initialise in a forked subprocess).
    #[error("{0}")]
    BadFork(String),
    /// A check the device ran on values only it saw (an index out of range), reported at
    /// the next synchronisation, as CUDA reports its device-side asserts.
    #[error("{message}")]
    DeviceCheck { message: String, index_error: bool },
    #[error("{op} failed to compile on {platform}: {source}\n--- program ---\n{program}")]
    Compile {
        op: String,
        platform: String,
        program: String,
        #[source]
        source: PjrtError,
    },
}

impl From<LowerError> for EngineError {
    /// A padding rule's refusal is the engine's: the caller compiles per exact size.
    fn from(e: LowerError) -> Self {
        match e {
            LowerError::NotBucketable { op, detail } if op.is_empty() => EngineError::NotBucketable(detail),
            LowerError::NotBucketable { op, detail } => EngineError::NotBucketable(format!("{op}: {detail}")),
            e => EngineError::Lower(e),
        }
    }
}

impl EngineError {
    /// The error's row in csrc/tpj_errors.def: its code across the C ABI and the
    /// builtin exception users catch, the same on the eager and the Python path.
    pub fn kind(&self) -> ErrorKind {
        match self {
            EngineError::Lower(e) => match e {
                // A lowering's refusal: the glue may run the op on the CPU instead.
                LowerError::Unsupported { .. } | LowerError::NotBucketable { .. } => ErrorKind::NotLowered,
                LowerError::Build { source: tpj_stablehlo::BuildError::Unimplemented { .. }, .. } => ErrorKind::NotLowered,
                LowerError::Invalid { .. } | LowerError::Build { .. } => ErrorKind::Runtime,
                LowerError::Index { .. } => ErrorKind::Index,
                LowerError::Value { .. } => ErrorKind::Value,
                LowerError::Type { .. } => ErrorKind::Type,
            },
            EngineError::Pjrt(PjrtError::ResourceExhausted(_)) | EngineError::OutOfMemory(_) => ErrorKind::OutOfMemory,
            EngineError::Pjrt(PjrtError::InvalidSetting { .. }) => ErrorKind::Value,
            EngineError::Pjrt(_) => ErrorKind::Runtime,
            EngineError::NoLowering { .. } | EngineError::Unsupported(_) | EngineError::NotBucketable(_) => ErrorKind::NotLowered,
            EngineError::Invalid(_) | EngineError::NotInitialised(_) | EngineError::BadFork(_) | EngineError::Compile { .. } => {
                ErrorKind::Runtime
            }
            EngineError::DeviceIndex(_) | EngineError::DeviceCheck { index_error: true, .. } => ErrorKind::Index,
            EngineError::DeviceCheck { .. } => ErrorKind::Runtime,
        }
    }

    /// The `torch_pjrt.errors` class a Python call raises: the kind's, except for the
    /// setting, plugin and device errors that have their own (each a subclass of the
    /// same builtin as its kind's class).
    pub fn py_class(&self) -> &'static str {
        match self {
            EngineError::Pjrt(PjrtError::InvalidSetting { .. }) => "InvalidSettingError",
            EngineError::Pjrt(PjrtError::PluginNotFound { .. }) => "PluginNotFoundError",
            EngineError::Pjrt(PjrtError::PluginLoad { .. }) => "PluginLoadError",
            EngineError::Pjrt(PjrtError::NoDevice(_)) => "NoDeviceError",
            EngineError::DeviceIndex(_) => "DeviceIndexError",
            EngineError::DeviceCheck { .. } => "DeviceCheckError",
            EngineError::NotBucketable(_) => "NotBucketableError",
            _ => self.kind().py_class(),
        }
    }
}

pub type Result<T> = std::result::Result<T, EngineError>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn csrc() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../csrc")
    }

    fn lower(f: impl Fn(String, String) -> LowerError) -> EngineError {
        EngineError::Lower(f("aten::x".into(), "detail".into()))
    }

    #[test]
    fn every_kind_has_exactly_one_row() {
        // One row per kind (the build script rejects anything else in the file), and
        // codes and names distinct: the enum would not compile with a repeated code.
        let text = std::fs::read_to_string(csrc().join("tpj_errors.def")).unwrap();
        let rows = text.lines().filter(|l| l.trim_start().starts_with("TPJ_ERROR(")).count();
        assert_eq!(rows, ErrorKind::ALL.len());
        let mut names: Vec<_> = ErrorKind::ALL.iter().map(|k| k.c_name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ErrorKind::ALL.len(), "a name appears twice");
        for k in ErrorKind::ALL {
            assert_ne!(k.code(), 0, "0 is success");
        }
    }

    #[test]
    fn each_error_has_one_kind_and_class() {
        let cases = [
            (lower(|op, detail| LowerError::Value { op, detail }), ErrorKind::Value, "OpValueError"),
            (lower(|op, detail| LowerError::Index { op, detail }), ErrorKind::Index, "OpIndexError"),
            (lower(|op, detail| LowerError::Type { op, detail }), ErrorKind::Type, "OpTypeError"),
            (lower(|op, detail| LowerError::Invalid { op, detail }), ErrorKind::Runtime, "TorchPjrtError"),
            (lower(|op, detail| LowerError::Unsupported { op, detail }), ErrorKind::NotLowered, "NotLoweredError"),
            (EngineError::NoLowering { op: "aten::x".into() }, ErrorKind::NotLowered, "NotLoweredError"),
            (EngineError::Unsupported("x".into()), ErrorKind::NotLowered, "NotLoweredError"),
            (EngineError::DeviceIndex("x".into()), ErrorKind::Index, "DeviceIndexError"),
            (EngineError::Pjrt(PjrtError::ResourceExhausted("x".into())), ErrorKind::OutOfMemory, "DeviceOutOfMemoryError"),
            (
                EngineError::Pjrt(PjrtError::InvalidSetting { setting: "S", value: "v".into(), valid: "a" }),
                ErrorKind::Value,
                "InvalidSettingError",
            ),
            (EngineError::Pjrt(PjrtError::NoDevice("x".into())), ErrorKind::Runtime, "NoDeviceError"),
            (EngineError::Invalid("x".into()), ErrorKind::Runtime, "TorchPjrtError"),
        ];
        for (e, kind, class) in cases {
            assert_eq!((e.kind(), e.py_class()), (kind, class), "{e:?}");
        }
    }

    /// The C++ side reads the same list: tpj_abi.h's TPJ_ERR_* constants, built
    /// from tpj_errors.def by the preprocessor, equal the codes Rust returns, and
    /// the glue's raise() expands the list instead of spelling codes.
    #[test]
    fn cpp_compiles_the_same_codes() {
        let mut src = String::from("#include \"tpj_abi.h\"\n");
        for k in ErrorKind::ALL {
            src += &format!("static_assert(TPJ_ERR_{} == {}, \"{:?}\");\n", k.c_name(), k.code(), k);
        }
        let dir = std::env::temp_dir().join(format!("tpj-errors-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("codes.cpp");
        std::fs::write(&file, src).unwrap();
        let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
        let out = std::process::Command::new(&cxx)
            .args(["-std=c++17", "-fsyntax-only", "-I"])
            .arg(csrc())
            .arg(&file)
            .output()
            .unwrap_or_else(|e| panic!("running {cxx} (a C++ compiler builds the glue too): {e}"));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));

        let glue = std::fs::read_to_string(csrc().join("glue.cpp")).unwrap();
        let raise = &glue[glue.find("void raise(").unwrap()..];
        let raise = &raise[..raise.find("\n}\n").unwrap()];
        assert!(raise.contains("#include \"tpj_errors.def\""), "raise() must expand tpj_errors.def");
        assert!(!raise.contains("case 1") && !raise.contains("case 2"), "raise() spells a code: {raise}");
    }
}
