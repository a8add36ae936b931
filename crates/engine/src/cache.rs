//! The compile cache. In memory: executables by program text. On disk
//! (`TORCH_PJRT_CACHE_DIR`, default `~/.cache/torch_pjrt`, created 0700):
//! serialized executables keyed by the program, our compile options, the
//! plugin's identity (file hash, platform version), the host CPU, because
//! serialized executables only load into the same plugin build on the same
//! kind of CPU, and `XLA_FLAGS`, which the plugin's compiler reads (a flag that
//! changes what XLA emits, or asks it to dump what it compiles, must compile).
//! A corrupt or foreign entry is ignored and rebuilt.

use crate::error::{EngineError, Result};
use crate::{log, metrics, runtime, trace};
use parking_lot::Mutex;
use rustc_hash::FxHashMap;
use sha2::{Digest, Sha256};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{LazyLock, OnceLock};
use std::time::{Instant, SystemTime};
use tpj_pjrt::{Client, CompileOptions, Executable, Signature};

/// Bumped whenever what we compile with changes meaning (compile options, program conventions).
const FORMAT: &str = "torch-pjrt-cache-v1";
const MAGIC: &[u8; 8] = b"TPJEXEC1";

static MEMORY: LazyLock<Mutex<FxHashMap<[u8; 32], Vec<u8>>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));
static MEMORY_BYTES: AtomicU64 = AtomicU64::new(0);
/// Serialized executables kept in the process (they reload what the eager LRU dropped without
/// reading the disk). A server meeting new shapes for hours would otherwise grow by every
/// program it ever compiled: past this the copies are dropped, the disk still has them.
const MEMORY_MAX: u64 = 256 << 20;

/// The disk cache's default bound: past it the least recently used entries go. Each new
/// shape an eager program meets adds an entry, so a long-lived development machine grew
/// its cache to 16 GB (81,000 entries) without one.
const DEFAULT_DISK_MAX: u64 = 10 << 30;
/// Bytes of entries on disk as this process believes (scanned once, then counted).
static DISK_BYTES: AtomicU64 = AtomicU64::new(0);
static DISK_SCANNED: AtomicBool = AtomicBool::new(false);

/// `TORCH_PJRT_CACHE_MAX`: the disk cache's bound in bytes (`10GB`, `512MiB`), `off` for none.
fn disk_max() -> Option<u64> {
    static MAX: OnceLock<Option<u64>> = OnceLock::new();
    *MAX.get_or_init(|| match std::env::var("TORCH_PJRT_CACHE_MAX") {
        Err(_) => Some(DEFAULT_DISK_MAX),
        Ok(v) if matches!(v.trim().to_ascii_lowercase().as_str(), "off" | "none" | "unlimited") => None,
        Ok(v) => match crate::budget::parse_size(&v) {
            Some(n) if n > 0 => Some(n),
            _ => {
                eprintln!(
                    "[torch_pjrt] TORCH_PJRT_CACHE_MAX={v} is not a size (10GB, 512MiB) or off: keeping the default, 10 GiB"
                );
                Some(DEFAULT_DISK_MAX)
            }
        },
    })
}

/// The cache's executables (`*.exe`) under `root`: (modified, bytes, path).
fn entries(root: &Path) -> Vec<(SystemTime, u64, PathBuf)> {
    let Ok(rd) = std::fs::read_dir(root) else { return Vec::new() };
    rd.flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "exe"))
        .filter_map(|e| {
            let m = e.metadata().ok()?;
            m.is_file().then(|| (m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len(), e.path()))
        })
        .collect()
}

/// Removes the least recently used entries under `root` (by modification time: a hit
/// touches its entry) until at most `target` bytes remain; returns the bytes left.
/// Other files (the plugin identity memos, the AOTAutograd folder) are left alone.
pub fn prune(root: &Path, target: u64) -> u64 {
    let mut all = entries(root);
    all.sort();
    let mut total: u64 = all.iter().map(|e| e.1).sum();
    for (_, size, path) in all {
        if total <= target {
            break;
        }
        if std::fs::remove_file(&path).is_ok() {
            total -= size;
        }
    }
    total
}

/// Counts a new entry against the bound and prunes to 90 % of it when past it.
fn note_written(root: &Path, bytes: u64) {
    let Some(max) = disk_max() else { return };
    if !DISK_SCANNED.swap(true, Relaxed) {
        DISK_BYTES.fetch_add(entries(root).iter().map(|e| e.1).sum(), Relaxed);
    } else {
        DISK_BYTES.fetch_add(bytes, Relaxed);
    }
    if DISK_BYTES.load(Relaxed) > max {
        let left = prune(root, max / 10 * 9);
        if log::enabled("cache") {
            eprintln!("[torch_pjrt] cache past TORCH_PJRT_CACHE_MAX ({max} bytes): pruned to {left} bytes");
        }
        DISK_BYTES.store(left, Relaxed);
    }
}

/// A hit marks its entry recently used, so pruning takes the entries nobody reads.
fn touch(path: &Path) {
    if let Ok(f) = std::fs::File::options().write(true).open(path) {
        let _ = f.set_modified(SystemTime::now());
    }
}

/// The cache directory, or None when disabled (`TORCH_PJRT_CACHE_DIR=off`).
pub fn dir() -> Option<PathBuf> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        let configured = std::env::var("TORCH_PJRT_CACHE_DIR").ok();
        let path = match configured.as_deref() {
            Some(p) if matches!(p.trim().to_ascii_lowercase().as_str(), "" | "0" | "off" | "none") => return None,
            Some(p) => PathBuf::from(p),
            None => {
                let base = std::env::var_os("XDG_CACHE_HOME")
                    .map(PathBuf::from)
                    .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
                base.join("torch_pjrt")
            }
        };
        create_private_dir(&path).ok()?;
        Some(path)
    })
    .clone()
}

/// A folder of the cache directory (`aot` holds AOTAutograd's entries), created user-only;
/// None when the cache is off or the folder cannot be made.
pub fn subdir(name: &str) -> Option<PathBuf> {
    let p = dir()?.join(name);
    create_private_dir(&p).ok()?;
    Some(p)
}

/// (files, bytes) under the cache directory, for `torch-pjrt doctor`: a bug report about
/// stale or foreign entries starts from how much is there. Unreadable entries are skipped;
/// symlinks are not followed (the folder is ours, a link out of it is not).
pub fn usage(root: &Path) -> (u64, u64) {
    let (mut files, mut bytes) = (0, 0);
    let mut stack = vec![root.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let Ok(meta) = e.metadata() else { continue };
            if meta.is_dir() {
                stack.push(e.path());
            } else if meta.is_file() {
                files += 1;
                bytes += meta.len();
            }
        }
    }
    (files, bytes)
}

#[cfg(test)]
mod usage_tests {
    #[test]
    fn prune_removes_the_least_recently_used_entries_only() {
        use std::time::{Duration, SystemTime};
        let root = std::env::temp_dir().join(format!("tpj-cache-prune-{}", std::process::id()));
        std::fs::create_dir_all(root.join("aot")).unwrap();
        let t0 = SystemTime::now() - Duration::from_secs(3600);
        for (i, name) in ["a", "b", "c", "d"].iter().enumerate() {
            let p = root.join(format!("{name}.exe"));
            std::fs::write(&p, [0u8; 100]).unwrap();
            // a is the oldest, d the newest; b was read (touched) last of all.
            let age = if *name == "b" { 10 } else { i as u64 };
            std::fs::File::options().write(true).open(&p).unwrap().set_modified(t0 + Duration::from_secs(age * 60)).unwrap();
        }
        std::fs::write(root.join("plugin-x.id"), [0u8; 64]).unwrap();
        std::fs::write(root.join("aot").join("g.bin"), [0u8; 500]).unwrap();
        assert_eq!(super::prune(&root, 250), 200);
        let left: Vec<bool> = ["a", "b", "c", "d"].iter().map(|n| root.join(format!("{n}.exe")).exists()).collect();
        assert_eq!(left, vec![false, true, false, true]);
        assert!(root.join("plugin-x.id").exists() && root.join("aot").join("g.bin").exists());
        assert_eq!(super::prune(&root, 1000), 200);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn counts_files_in_subfolders_and_skips_a_missing_root() {
        let root = std::env::temp_dir().join(format!("tpj-cache-usage-{}", std::process::id()));
        std::fs::create_dir_all(root.join("aot")).unwrap();
        std::fs::write(root.join("a.bin"), [0u8; 10]).unwrap();
        std::fs::write(root.join("aot").join("b.bin"), [0u8; 5]).unwrap();
        assert_eq!(super::usage(&root), (2, 15));
        std::fs::remove_dir_all(&root).unwrap();
        assert_eq!(super::usage(&root), (0, 0));
    }
}

fn create_private_dir(p: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    if !p.exists() {
        std::fs::DirBuilder::new().recursive(true).mode(0o700).create(p)?;
    }
    let mut perm = std::fs::metadata(p)?.permissions();
    if perm.mode() & 0o077 != 0 {
        perm.set_mode(0o700);
        std::fs::set_permissions(p, perm)?;
    }
    Ok(())
}

/// What identifies the plugin build: a hash of the library file (remembered
/// next to the cache by path, size and mtime, since the file is large) and
/// the platform version it reports.
fn plugin_identity() -> String {
    static ID: OnceLock<String> = OnceLock::new();
    ID.get_or_init(|| {
        let Ok(rt) = runtime::get() else { return "uninitialised".into() };
        let path = &rt.plugin_path;
        let meta = std::fs::metadata(path).ok();
        let stamp = meta
            .map(|m| format!("{}:{}:{:?}", path.display(), m.len(), m.modified().ok()))
            .unwrap_or_else(|| path.display().to_string());
        let memo = dir().map(|d| d.join(format!("plugin-{}.id", hex(&Sha256::digest(stamp.as_bytes()))[..16].to_string())));
        let file_hash = match memo.as_ref().and_then(|m| std::fs::read_to_string(m).ok()) {
            Some(h) if h.len() == 64 => h,
            _ => {
                let h = std::fs::read(path).map(|b| hex(&Sha256::digest(&b))).unwrap_or_else(|_| "unreadable".into());
                if let Some(m) = &memo {
                    let _ = std::fs::write(m, &h);
                }
                h
            }
        };
        format!("{file_hash}|{}|{}", rt.client.platform_name(), rt.client.platform_version())
    })
    .clone()
}

fn cpu_identity() -> String {
    static CPU: OnceLock<String> = OnceLock::new();
    CPU.get_or_init(|| {
        let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let pick = |k: &str| info.lines().find(|l| l.starts_with(k)).unwrap_or("").to_string();
        format!("{}|{}|{}", std::env::consts::ARCH, pick("model name"), pick("flags"))
    })
    .clone()
}

/// `XLA_FLAGS` as the plugin read them: XLA parses the variable once, when the plugin first
/// compiles, so a later change in the process changes nothing it builds.
fn xla_flags() -> &'static str {
    static FLAGS: OnceLock<String> = OnceLock::new();
    FLAGS.get_or_init(|| std::env::var("XLA_FLAGS").unwrap_or_default())
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// `fast`: the first-tier build of `text` (its own entry: a warm start loads it, not
/// compiles it again).
fn key(text: &str, fast: bool) -> [u8; 32] {
    let mut h = Sha256::new();
    let tier = if fast { "backend-opt-0" } else { "" };
    for part in [FORMAT, &plugin_identity(), &cpu_identity(), xla_flags(), tier, text].into_iter().filter(|p| !(p.is_empty() && !fast)) {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.finalize().into()
}

fn entry_path(k: &[u8; 32]) -> Option<PathBuf> {
    dir().map(|d| d.join(format!("{}.exe", hex(k))))
}

fn read_entry(path: &Path, k: &[u8; 32]) -> Option<Vec<u8>> {
    let data = std::fs::read(path).ok()?;
    if data.len() < 8 + 32 + 32 || &data[..8] != MAGIC || &data[8..40] != k {
        return None;
    }
    let payload = &data[72..];
    if Sha256::digest(payload).as_slice() != &data[40..72] {
        return None;
    }
    Some(payload.to_vec())
}

fn write_entry(path: &Path, k: &[u8; 32], payload: &[u8]) {
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    let ok = (|| -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(MAGIC)?;
        f.write_all(k)?;
        f.write_all(&Sha256::digest(payload))?;
        f.write_all(payload)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if ok.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}

/// How a program is built: XLA's default, or its backend's cheapest (the first tier of an
/// eager program, `program.rs`), or the default built again for a program that ran at the
/// first tier (counted apart from `compiles`: it runs in the background).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Build {
    Full,
    Fast,
    Upgrade,
}

/// Compiles `text`, or loads it from the disk cache. `what` names the program in errors.
pub fn compile(client: &Client, what: &str, text: &str, sig: Signature) -> Result<Executable> {
    compile_as(client, what, text, sig, Build::Full).map(|(exe, _)| exe)
}

/// [`compile`] as `build` says; returns the executable and whether it is a first-tier
/// build. A `Fast` request takes the fully built program when the cache has it.
pub fn compile_as(client: &Client, what: &str, text: &str, sig: Signature, build: Build) -> Result<(Executable, bool)> {
    let t0 = Instant::now();
    let full = key(text, false);
    if let Some(exe) = load(client, what, &full, &sig, t0) {
        return Ok((exe, false));
    }
    let fast = build == Build::Fast;
    let k = if fast { key(text, true) } else { full };
    if fast {
        if let Some(exe) = load(client, what, &k, &sig, t0) {
            return Ok((exe, true));
        }
    }
    if dir().is_some() && build != Build::Upgrade {
        metrics::DISK_MISSES.fetch_add(1, Relaxed);
    }
    let traced = trace::begin();
    let options = CompileOptions { backend_opt_level: fast.then_some(0), ..CompileOptions::default() };
    let exe = client.compile_with_options(text, sig, &options).map_err(|source| EngineError::Compile {
        op: what.to_string(),
        platform: client.platform_name(),
        program: text.to_string(),
        source,
    })?;
    let nanos = t0.elapsed().as_nanos() as u64;
    if build == Build::Upgrade {
        metrics::UPGRADES.fetch_add(1, Relaxed);
        metrics::UPGRADE_NANOS.fetch_add(nanos, Relaxed);
    } else {
        metrics::COMPILES.fetch_add(1, Relaxed);
        metrics::COMPILE_NANOS.fetch_add(nanos, Relaxed);
    }
    let label = match build {
        Build::Full => "compile",
        Build::Fast => "compile (first tier)",
        Build::Upgrade => "compile (full, in the background)",
    };
    trace::record(traced, trace::Kind::Compile, || format!("{label} {what}"), -1, 0);
    if log::enabled("cache") || log::enabled("compiles") {
        eprintln!("[torch_pjrt] {label} {what} ({:.1} ms)", t0.elapsed().as_secs_f64() * 1e3);
    }
    log::program(what, text);
    if let Some(path) = entry_path(&k) {
        if let Ok(bytes) = exe.serialize() {
            write_entry(&path, &k, &bytes);
            if let Some(root) = path.parent() {
                note_written(root, bytes.len() as u64 + 72);
            }
            let n = bytes.len() as u64;
            let mut mem = MEMORY.lock();
            if MEMORY_BYTES.load(Relaxed) + n > MEMORY_MAX {
                mem.clear();
                MEMORY_BYTES.store(0, Relaxed);
            }
            mem.insert(k, bytes);
            MEMORY_BYTES.fetch_add(n, Relaxed);
        }
    }
    Ok((exe, fast))
}

/// The executable under `k`, from memory or disk, if it loads.
fn load(client: &Client, what: &str, k: &[u8; 32], sig: &Signature, t0: Instant) -> Option<Executable> {
    let traced = trace::begin();
    let in_memory = MEMORY.lock().get(k).cloned();
    let from_disk = in_memory.is_none();
    let bytes = in_memory.or_else(|| entry_path(k).and_then(|p| read_entry(&p, k)))?;
    match client.deserialize_executable(&bytes, sig.clone()) {
        Ok(exe) => {
            metrics::DISK_HITS.fetch_add(1, Relaxed);
            trace::record(traced, trace::Kind::CacheLoad, || format!("load {what}"), -1, bytes.len() as u64);
            if from_disk {
                if let Some(p) = entry_path(k) {
                    touch(&p);
                }
            }
            if log::enabled("cache") {
                eprintln!("[torch_pjrt] cache hit for {what} ({:.1} ms)", t0.elapsed().as_secs_f64() * 1e3);
            }
            Some(exe)
        }
        Err(e) => {
            if log::enabled("cache") {
                eprintln!("[torch_pjrt] ignoring unusable cache entry for {what}: {e}");
            }
            None
        }
    }
}
