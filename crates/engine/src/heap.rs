//! The XLA CPU plugin's device memory is this process's heap: every buffer a program
//! writes (a gradient, a saved activation, a new parameter) is a `malloc` of glibc's.
//! glibc serves blocks above its mmap threshold (128 KiB at start, raised as such blocks
//! are freed) with fresh `mmap`s and hands freed memory at the top of a heap back to the
//! kernel above its trim threshold, so a training step that frees and reallocates the same
//! megabytes every step page-faults them in again each time: measured on the MLP of
//! bench/peers (1.9 M parameters, AdamW), 60 to 800 minor faults and 0.3 to 1.5 ms of
//! kernel time per 5.5 ms step; torchax, whose one program per step reuses its arena, 1 to
//! 15. What a GPU backend's caching allocator does (PyTorch's CUDA allocator keeps freed
//! blocks for the next request) is done here by telling glibc to keep blocks up to 32 MiB
//! on its heaps and not to trim them, and to use one arena: the plugin's compute threads
//! allocate too, and a per-thread arena's extra heap is unmapped whenever it empties,
//! however high the trim threshold (GPT training step of bench/peers: 1,000-2,000 faults
//! per step with 2 arenas, none after the first 20 steps with 1). `torch.tpu.empty_cache()`
//! hands the free memory back (`malloc_trim`). A user's own malloc settings (`MALLOC_*_`
//! variables, `GLIBC_TUNABLES`) win, and `TORCH_PJRT_CPU_HEAP=default` leaves glibc as it is.

use std::sync::OnceLock;
use tpj_pjrt::PjrtError;

/// `TORCH_PJRT_CPU_HEAP`: `cache` (the default) or `default`.
pub const CPU_HEAP: &str = "TORCH_PJRT_CPU_HEAP";

/// Blocks up to this size come from glibc's heaps, which keep them when freed; larger ones
/// (rare: a step's buffers are per parameter or activation) keep their own mmap.
const KEEP_BLOCKS_UP_TO: i32 = 32 << 20;
/// Free memory at the top of a heap that glibc keeps rather than returns.
const KEEP_FREE_UP_TO: i32 = 1 << 30;

/// What [`keep_freed_buffers`] did: why, in words, for `torch_pjrt.info()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapPolicy {
    /// Not decided yet (no CPU plugin loaded).
    Untouched,
    /// Freed blocks up to 32 MiB stay in the process for the next buffer.
    Cached,
    /// The user's malloc settings, or `TORCH_PJRT_CPU_HEAP=default`, are in force.
    UserSettings,
    /// Not glibc (another C library, or an allocator preloaded in its place).
    NotGlibc,
}

impl HeapPolicy {
    pub fn describe(self) -> &'static str {
        match self {
            HeapPolicy::Untouched => "untouched",
            HeapPolicy::Cached => "cached",
            HeapPolicy::UserSettings => "user settings",
            HeapPolicy::NotGlibc => "not glibc",
        }
    }
}

static POLICY: OnceLock<HeapPolicy> = OnceLock::new();

pub fn policy() -> HeapPolicy {
    POLICY.get().copied().unwrap_or(HeapPolicy::Untouched)
}

/// Whether the environment asks us to leave malloc alone: our own switch, glibc's
/// variables, or an allocator preloaded in glibc's place (its settings are its own).
/// An unknown value of our switch is an error, not a guess.
fn user_decides(get: impl Fn(&str) -> Option<String>) -> Result<bool, PjrtError> {
    if let Some(value) = get(CPU_HEAP) {
        match value.trim().to_ascii_lowercase().as_str() {
            "" | "cache" => {}
            "default" => return Ok(true),
            _ => return Err(PjrtError::InvalidSetting { setting: CPU_HEAP, value, valid: "cache or default" }),
        }
    }
    let glibc = ["MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_MAX_"];
    Ok(glibc.iter().any(|k| get(k).is_some())
        || get("GLIBC_TUNABLES").is_some_and(|v| v.contains("glibc.malloc."))
        || get("LD_PRELOAD").is_some_and(|v| ["jemalloc", "tcmalloc", "mimalloc"].iter().any(|a| v.contains(a))))
}

/// Called once when the XLA CPU plugin is loaded; returns what it did.
pub fn keep_freed_buffers() -> Result<HeapPolicy, PjrtError> {
    let get = |k: &str| std::env::var(k).ok();
    let p = if user_decides(get)? {
        HeapPolicy::UserSettings
    } else if glibc::set(KEEP_BLOCKS_UP_TO, KEEP_FREE_UP_TO, get("MALLOC_ARENA_MAX").is_none()) {
        HeapPolicy::Cached
    } else {
        HeapPolicy::NotGlibc
    };
    // A retried init (another plugin setting after a failed load) decides the same.
    let _ = POLICY.set(p);
    Ok(p)
}

/// Returns the heaps' free memory to the system (`torch.tpu.empty_cache()`,
/// `torch.accelerator.empty_cache()`) when the XLA CPU plugin is loaded: other plugins'
/// memory is not the heap. True if glibc released any.
pub fn release() -> bool {
    crate::runtime::get().is_ok_and(|rt| rt.kind == tpj_pjrt::PluginKind::Cpu) && glibc::trim()
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    use std::os::raw::c_int;

    // glibc's mallopt parameters (malloc.h).
    const M_TRIM_THRESHOLD: c_int = -1;
    const M_MMAP_THRESHOLD: c_int = -3;
    const M_ARENA_MAX: c_int = -8;

    extern "C" {
        fn mallopt(param: c_int, value: c_int) -> c_int;
        fn malloc_trim(pad: usize) -> c_int;
    }

    pub fn set(mmap_threshold: i32, trim_threshold: i32, one_arena: bool) -> bool {
        // SAFETY: mallopt only changes glibc's thresholds; it returns 0 for a refused value.
        unsafe {
            mallopt(M_MMAP_THRESHOLD, mmap_threshold) == 1
                && mallopt(M_TRIM_THRESHOLD, trim_threshold) == 1
                // Threads already attached to another arena keep it; the plugin's start later.
                && (!one_arena || mallopt(M_ARENA_MAX, 1) == 1)
        }
    }

    pub fn trim() -> bool {
        // SAFETY: malloc_trim walks glibc's own arenas under their locks.
        unsafe { malloc_trim(0) == 1 }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
mod glibc {
    pub fn set(_: i32, _: i32, _: bool) -> bool {
        false
    }

    pub fn trim() -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn the_users_malloc_settings_win() {
        let decides = |pairs: &[(&str, &str)]| user_decides(env(pairs)).unwrap();
        assert!(!decides(&[]));
        assert!(!decides(&[(CPU_HEAP, "cache"), ("LD_PRELOAD", "libfoo.so")]));
        assert!(decides(&[(CPU_HEAP, "Default")]));
        assert!(decides(&[("MALLOC_TRIM_THRESHOLD_", "0")]));
        assert!(decides(&[("GLIBC_TUNABLES", "glibc.malloc.mmap_threshold=65536")]));
        assert!(!decides(&[("GLIBC_TUNABLES", "glibc.rtld.optional_static_tls=4096")]));
        assert!(decides(&[("LD_PRELOAD", "/usr/lib/libjemalloc.so.2")]));
        let e = user_decides(env(&[(CPU_HEAP, "cached")])).unwrap_err().to_string();
        assert!(e.contains("TORCH_PJRT_CPU_HEAP") && e.contains("cached") && e.contains("cache or default"), "{e}");
    }

    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[test]
    fn glibc_serves_large_blocks_from_its_heap() {
        #[repr(C)]
        struct Info([usize; 10]); // mallinfo2: hblkhd (bytes in blocks of their own mmap) is [4]
        extern "C" {
            fn mallinfo2() -> Info;
            fn malloc(n: usize) -> *mut u8;
            fn free(p: *mut u8);
        }
        assert!(glibc::set(KEEP_BLOCKS_UP_TO, KEEP_FREE_UP_TO, false));
        // SAFETY: a plain allocation, written and freed here.
        unsafe {
            let before = mallinfo2().0[4];
            let p = malloc(24 << 20);
            assert!(!p.is_null());
            p.write_bytes(1, 24 << 20);
            assert_eq!(mallinfo2().0[4], before, "a 24 MiB block got an mmap of its own");
            free(p);
        }
        glibc::trim();
    }
}
