//! The platform programs are lowered for. A lowering may choose a form per platform, and
//! an op may be refused on one ([`crate::OpDef::refuse_on`]) where that platform's compiler
//! rejects or crashes on every form we have: a refusal is `NotLowered`, so eagerly a counted
//! CPU fallback (an error under `TORCH_PJRT_STRICT=1`) and in a compiled graph a split, never
//! a program the plugin dies of.
//!
//! One process drives one plugin, so the platform is a process-wide fact, set by the engine
//! when it creates its client; [`crate::LowerCtx::platform`] carries it into each lowering,
//! where tests may set another.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Platform {
    /// The XLA CPU plugin (also the default before any plugin is loaded).
    Cpu,
    Cuda,
    Tpu,
    /// A plugin of another platform: lowered as for the CPU.
    Other,
}

impl Platform {
    /// From a PJRT client's platform name (`"cpu"`, `"cuda"`, `"tpu"`, ...).
    pub fn from_platform_name(name: &str) -> Platform {
        match name.to_ascii_lowercase().as_str() {
            "cpu" | "host" => Platform::Cpu,
            "cuda" | "gpu" => Platform::Cuda,
            "tpu" => Platform::Tpu,
            _ => Platform::Other,
        }
    }
}

impl std::fmt::Display for Platform {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Platform::Cpu => "the XLA CPU",
            Platform::Cuda => "CUDA",
            Platform::Tpu => "TPU",
            Platform::Other => "this plugin's platform",
        })
    }
}

static PLATFORM: AtomicU8 = AtomicU8::new(0);
const ALL: [Platform; 4] = [Platform::Cpu, Platform::Cuda, Platform::Tpu, Platform::Other];

/// Sets the platform every later lowering is for (the engine, once, at start-up).
pub fn set_platform(p: Platform) {
    PLATFORM.store(ALL.iter().position(|&q| q == p).unwrap_or(0) as u8, Ordering::Relaxed);
}

thread_local! {
    static ON_THIS_THREAD: Cell<Option<Platform>> = const { Cell::new(None) };
}

/// The platform lowerings are for: this thread's [`lowering_for`], else the process's.
pub fn platform() -> Platform {
    ON_THIS_THREAD
        .with(Cell::get)
        .unwrap_or_else(|| ALL[usize::from(PLATFORM.load(Ordering::Relaxed)).min(ALL.len() - 1)])
}

/// Runs `f` with this thread's lowerings for `p`: the goldens of a platform's forms, and
/// `tpu-check` style tools, without changing what the rest of the process lowers for.
pub fn lowering_for<R>(p: Platform, f: impl FnOnce() -> R) -> R {
    let before = ON_THIS_THREAD.with(|c| c.replace(Some(p)));
    struct Restore(Option<Platform>);
    impl Drop for Restore {
        fn drop(&mut self) {
            ON_THIS_THREAD.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(before);
    f()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn platform_names() {
        assert_eq!(Platform::from_platform_name("TPU"), Platform::Tpu);
        assert_eq!(Platform::from_platform_name("cpu"), Platform::Cpu);
        assert_eq!(Platform::from_platform_name("cuda"), Platform::Cuda);
        assert_eq!(Platform::from_platform_name("rocm"), Platform::Other);
    }
}
