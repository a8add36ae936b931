//! Finding a plugin library from a setting such as `TORCH_PJRT_PLUGIN`, and the one finder of
//! the plugin that tests and examples run ([`test_plugin`]).

use std::path::{Path, PathBuf};

use crate::error::PjrtError;
use crate::plugin::PluginKind;

/// What the user asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PluginChoice {
    /// TPU if present, then a GPU (only with an NVIDIA device on the machine), then CPU.
    Auto,
    Cpu,
    Cuda,
    Tpu,
    /// An explicit plugin library.
    Path(PathBuf),
}

const VALID_SETTINGS: &str =
    "\"\" or \"auto\", \"cpu\", \"cuda\" (or \"gpu\"), \"tpu\", or a path to a plugin .so";

impl PluginChoice {
    /// Parses a setting value. Matching is case-insensitive and ignores surrounding blanks; a
    /// value containing `/` or ending in `.so` is a path.
    pub fn parse(setting: &str) -> Result<Self, PjrtError> {
        let trimmed = setting.trim();
        match trimmed.to_ascii_lowercase().as_str() {
            "" | "auto" => Ok(PluginChoice::Auto),
            "cpu" => Ok(PluginChoice::Cpu),
            "cuda" | "gpu" => Ok(PluginChoice::Cuda),
            "tpu" => Ok(PluginChoice::Tpu),
            lower if trimmed.contains('/') || lower.ends_with(".so") || lower.contains(".so.") => {
                Ok(PluginChoice::Path(PathBuf::from(trimmed)))
            }
            _ => Err(PjrtError::InvalidSetting {
                setting: "TORCH_PJRT_PLUGIN",
                value: setting.to_string(),
                valid: VALID_SETTINGS,
            }),
        }
    }
}

/// Where each kind of plugin lives inside a site-packages directory, and the pip package that
/// puts it there.
struct Layout {
    kind: PluginKind,
    relative: &'static [&'static str],
    package: &'static str,
}

// The newer XLA first: `lammps-jax-pjrt-cpu` (PJRT API 0.115) runs the compiled MLP and
// GPT-inference steps in 35% less CPU time than `xla-cpu-pjrt` (API 0.81), GPT training in
// 13% less, a small CNN in 20% more (docs/performance.md), and needs no change of ours
// (append-only ABI, the same compile options). The older plugin stays the dependency pip
// installs: it ships the header our layout test reads.
const CPU: Layout = Layout {
    kind: PluginKind::Cpu,
    relative: &[
        "lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so",
        "xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so",
    ],
    package: "xla-cpu-pjrt",
};
const CUDA: Layout = Layout {
    kind: PluginKind::Cuda,
    relative: &[
        "jax_plugins/xla_cuda13/xla_cuda_plugin.so",
        "jax_plugins/xla_cuda12/xla_cuda_plugin.so",
    ],
    package: "jax-cuda13-pjrt",
};
const TPU: Layout = Layout {
    kind: PluginKind::Tpu,
    relative: &["libtpu/libtpu.so"],
    package: "libtpu",
};

fn search(
    layout: &Layout,
    search_paths: &[PathBuf],
    searched: &mut Vec<String>,
) -> Option<PathBuf> {
    for rel in layout.relative {
        for dir in search_paths {
            let candidate = dir.join(rel);
            if candidate.is_file() {
                return Some(candidate);
            }
            searched.push(candidate.display().to_string());
        }
    }
    None
}

/// True when this machine has an NVIDIA GPU driver loaded.
pub fn gpu_present() -> bool {
    Path::new("/dev/nvidia0").exists() || Path::new("/proc/driver/nvidia").exists()
}

/// PCI device ids of Google's TPU chips (vendor 0x1ae0, which also makes the gVNIC network
/// card, so the vendor alone does not say TPU): v2/v3, v4, v5p, v5e, v6e, 7x.
const TPU_PCI_DEVICES: &[&str] = &["0x0027", "0x005e", "0x0062", "0x0063", "0x006f", "0x0076"];

/// True when a TPU chip is attached to this machine. libtpu is installed on CPU-only machines
/// too (to compile for a TPU target, see target.rs), so being installed is not enough for
/// auto-detection to pick it: creating a client there fails after minutes of metadata probes.
pub fn tpu_present() -> bool {
    tpu_present_in(Path::new("/sys/bus/pci/devices"))
}

fn tpu_present_in(pci_devices: &Path) -> bool {
    let Ok(entries) = std::fs::read_dir(pci_devices) else { return false };
    entries.flatten().any(|e| {
        let read = |f: &str| std::fs::read_to_string(e.path().join(f)).unwrap_or_default();
        read("vendor").trim() == "0x1ae0" && TPU_PCI_DEVICES.contains(&read("device").trim())
    })
}

/// Resolves a choice to a plugin file. `search_paths` are the directories Python imports from
/// (its `sys.path`), where pip puts the plugin wheels.
pub fn locate(
    choice: &PluginChoice,
    search_paths: &[PathBuf],
) -> Result<(PluginKind, PathBuf), PjrtError> {
    let mut searched = Vec::new();
    let not_found = |what: &str, searched: Vec<String>, hint: String| PjrtError::PluginNotFound {
        what: what.to_string(),
        searched: if searched.is_empty() {
            "(no search paths)".into()
        } else {
            searched.join(", ")
        },
        hint,
    };
    let one = |layout: &Layout, what: &str| {
        let mut searched = Vec::new();
        match search(layout, search_paths, &mut searched) {
            Some(path) => Ok((layout.kind, path)),
            None => Err(not_found(
                what,
                searched,
                format!("Install it with `pip install {}`.", layout.package),
            )),
        }
    };
    match choice {
        PluginChoice::Cpu => one(&CPU, "CPU"),
        PluginChoice::Cuda => one(&CUDA, "CUDA"),
        PluginChoice::Tpu => one(&TPU, "TPU"),
        PluginChoice::Path(path) => {
            if path.is_file() {
                Ok((kind_of_path(path), path.clone()))
            } else {
                Err(not_found(
                    "explicit",
                    vec![path.display().to_string()],
                    "The path given in TORCH_PJRT_PLUGIN does not name an existing file.".into(),
                ))
            }
        }
        PluginChoice::Auto => {
            if tpu_present() {
                if let Some(path) = search(&TPU, search_paths, &mut searched) {
                    return Ok((PluginKind::Tpu, path));
                }
            }
            if gpu_present() {
                if let Some(path) = search(&CUDA, search_paths, &mut searched) {
                    return Ok((PluginKind::Cuda, path));
                }
            }
            if let Some(path) = search(&CPU, search_paths, &mut searched) {
                return Ok((PluginKind::Cpu, path));
            }
            Err(not_found(
                "usable",
                searched,
                format!(
                    "Install one with `pip install {}` (CPU), `pip install {}` (NVIDIA GPU) or `pip install {}` (TPU).",
                    CPU.package, CUDA.package, TPU.package
                ),
            ))
        }
    }
}

/// Every known plugin installed under `search_paths` (the first copy of each
/// layout entry), TPU first (only with a TPU chip present), then GPU (only with an NVIDIA
/// device present), then CPU: what a benchmark of "every device this machine has" runs.
pub fn installed(search_paths: &[PathBuf]) -> Vec<(PluginKind, PathBuf)> {
    let mut out: Vec<(PluginKind, PathBuf)> = Vec::new();
    for layout in [&TPU, &CUDA, &CPU] {
        if (layout.kind == PluginKind::Cuda && !gpu_present()) || (layout.kind == PluginKind::Tpu && !tpu_present()) {
            continue;
        }
        for rel in layout.relative {
            if let Some(p) = search_paths.iter().map(|d| d.join(rel)).find(|c| c.is_file()) {
                out.push((layout.kind, p));
            }
        }
    }
    out
}

/// Guesses the kind of an explicitly given plugin file from the known wheel layouts.
pub fn kind_of_path(path: &Path) -> PluginKind {
    let s = path.to_string_lossy();
    let matches = |layout: &Layout| {
        layout.relative.iter().any(|rel| {
            let name = rel.rsplit('/').next().unwrap_or(rel);
            s.ends_with(rel) || path.file_name().is_some_and(|f| f == name)
        })
    };
    if matches(&CUDA) {
        PluginKind::Cuda
    } else if matches(&TPU) {
        PluginKind::Tpu
    } else if matches(&CPU) {
        PluginKind::Cpu
    } else {
        PluginKind::Custom
    }
}

// --- the plugin tests and examples run --------------------------------------------------------

/// A CPU plugin library for tests and examples (`TPJ_CPU_PLUGIN` first; `TORCH_PJRT_CPU_PLUGIN`
/// is its older spelling). scripts/test.sh sets both.
pub const CPU_PLUGIN_VARS: [&str; 2] = ["TPJ_CPU_PLUGIN", "TORCH_PJRT_CPU_PLUGIN"];
/// Any plugin library for the plugin-agnostic tests (a GPU's, say), with its kind in
/// [`TEST_PLUGIN_KIND_VAR`] (cpu, cuda, tpu, custom; default: guessed from the file name).
pub const TEST_PLUGIN_VAR: &str = "TORCH_PJRT_TEST_PLUGIN";
pub const TEST_PLUGIN_KIND_VAR: &str = "TORCH_PJRT_TEST_PLUGIN_KIND";
/// Set to 1, tests that need a plugin report themselves skipped instead of failing when none
/// is found: an explicit choice, never the default, so a missing plugin cannot pass unseen.
pub const SKIP_PLUGIN_TESTS_VAR: &str = "TPJ_SKIP_PLUGIN_TESTS";

fn nonempty_var(name: &str) -> Option<PathBuf> {
    std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from)
}

/// The directories `python3` imports from: where pip put the plugin wheels.
fn python_sys_path() -> Result<Vec<PathBuf>, String> {
    let out = std::process::Command::new("python3")
        .args(["-c", "import sys; print('\\n'.join(sys.path))"])
        .output()
        .map_err(|e| format!("running python3 to read its sys.path: {e}"))?;
    Ok(String::from_utf8_lossy(&out.stdout).lines().map(PathBuf::from).collect())
}

fn existing(var: &str, path: PathBuf) -> Result<PathBuf, String> {
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!("{var}={} is not a file", path.display()))
    }
}

/// The CPU plugin for tests and examples: [`CPU_PLUGIN_VARS`], else the product's own search
/// ([`locate`]) over `python3`'s `sys.path`. The error says what was tried and how to provide one.
pub fn find_cpu_test_plugin() -> Result<PathBuf, String> {
    for var in CPU_PLUGIN_VARS {
        if let Some(p) = nonempty_var(var) {
            return existing(var, p);
        }
    }
    let found = python_sys_path()
        .and_then(|paths| locate(&PluginChoice::Cpu, &paths).map_err(|e| e.to_string()));
    found.map(|(_, path)| path).map_err(|e| {
        format!(
            "no XLA CPU PJRT plugin found: {e}\nSet {}=/path/to/xla_cpu_pjrt.so (scripts/test.sh sets it \
             from the virtualenv's `xla-cpu-pjrt` wheel) or {TEST_PLUGIN_VAR}=/path/to/plugin.so.",
            CPU_PLUGIN_VARS[0]
        )
    })
}

/// The plugin for plugin-agnostic tests: [`TEST_PLUGIN_VAR`] with its kind, else the CPU plugin
/// of [`find_cpu_test_plugin`].
pub fn find_test_plugin() -> Result<(PluginKind, PathBuf), String> {
    let Some(path) = nonempty_var(TEST_PLUGIN_VAR) else {
        return find_cpu_test_plugin().map(|p| (PluginKind::Cpu, p));
    };
    let path = existing(TEST_PLUGIN_VAR, path)?;
    let kind = match std::env::var(TEST_PLUGIN_KIND_VAR).unwrap_or_default().trim() {
        "" => kind_of_path(&path),
        "cpu" => PluginKind::Cpu,
        "cuda" | "gpu" => PluginKind::Cuda,
        "tpu" => PluginKind::Tpu,
        "custom" => PluginKind::Custom,
        k => return Err(format!("{TEST_PLUGIN_KIND_VAR}={k}: expected cpu, cuda, tpu or custom")),
    };
    Ok((kind, path))
}

/// What a test without its plugin does: fail with `reason`, or, under [`SKIP_PLUGIN_TESTS_VAR`]
/// when no setting names a plugin, say on the terminal that the running test is skipped and why, and return `None`.
fn missing(reason: &str) -> Option<(PluginKind, PathBuf)> {
    let reason = format!("{reason}\n(Or {SKIP_PLUGIN_TESTS_VAR}=1: the tests that need a plugin report themselves skipped.)");
    // A plugin named in a setting that is not there is a mistake to fix, never a skip.
    let named = CPU_PLUGIN_VARS.iter().chain([&TEST_PLUGIN_VAR]).any(|v| nonempty_var(v).is_some());
    if !named && std::env::var(SKIP_PLUGIN_TESTS_VAR).is_ok_and(|v| v.trim() == "1") {
        // Straight to the process's stderr: the test harness captures `eprintln!` of passing tests.
        use std::io::Write;
        let thread = std::thread::current();
        let test = thread.name().unwrap_or("a test");
        static WHY: std::sync::Once = std::sync::Once::new();
        WHY.call_once(|| {
            let _ = writeln!(std::io::stderr(), "{SKIP_PLUGIN_TESTS_VAR}=1: skipping the tests that need a plugin: {reason}");
        });
        let _ = writeln!(std::io::stderr(), "SKIPPED {test}: no plugin ({SKIP_PLUGIN_TESTS_VAR}=1)");
        return None;
    }
    panic!("{reason}");
}

/// What a test needing a plugin writes first: `let plugin = tpj_pjrt::plugin_or_skip!();` (the
/// CPU plugin's path, [`cpu_test_plugin`]) or `plugin_or_skip!(client())` for a test's own
/// `Option` built on the finders ([`test_plugin`], a client of it). Without a plugin the test
/// fails saying how to provide one; under [`SKIP_PLUGIN_TESTS_VAR`]`=1` (the one opt-out) the
/// finder has printed "SKIPPED <test>: <reason>" past the harness's capture, and the test
/// returns there: a skip that reads as one where it happens, never a silent pass.
#[macro_export]
macro_rules! plugin_or_skip {
    () => {
        $crate::plugin_or_skip!($crate::cpu_test_plugin())
    };
    ($found:expr) => {
        match $found {
            Some(found) => found,
            None => return,
        }
    };
}

/// The CPU plugin for a test that needs one: its path, `None` when none is found and
/// [`SKIP_PLUGIN_TESTS_VAR`] is set (the test then returns, reported as skipped on stderr).
///
/// # Panics
///
/// When no CPU plugin is found and the skip is not asked for: the test fails saying how to
/// provide one.
pub fn cpu_test_plugin() -> Option<PathBuf> {
    static FOUND: std::sync::OnceLock<Result<PathBuf, String>> = std::sync::OnceLock::new();
    match FOUND.get_or_init(find_cpu_test_plugin) {
        Ok(p) => Some(p.clone()),
        Err(reason) => missing(reason).map(|(_, p)| p),
    }
}

/// [`cpu_test_plugin`] for plugin-agnostic tests: the plugin of [`find_test_plugin`] and its kind.
///
/// # Panics
///
/// As [`cpu_test_plugin`], and when [`TEST_PLUGIN_VAR`] names no file.
pub fn test_plugin() -> Option<(PluginKind, PathBuf)> {
    static FOUND: std::sync::OnceLock<Result<(PluginKind, PathBuf), String>> = std::sync::OnceLock::new();
    match FOUND.get_or_init(find_test_plugin) {
        Ok(found) => Some(found.clone()),
        Err(reason) => missing(reason),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tpu_is_a_google_pci_device_with_a_tpu_id() {
        let dir = std::env::temp_dir().join(format!("tpj_pci_{}", std::process::id()));
        let dev = |name: &str, vendor: &str, device: &str| {
            let d = dir.join(name);
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join("vendor"), format!("{vendor}\n")).unwrap();
            std::fs::write(d.join("device"), format!("{device}\n")).unwrap();
        };
        // A gVNIC network card: Google's vendor id, not a TPU.
        dev("0000:00:04.0", "0x1ae0", "0x0042");
        dev("0000:00:05.0", "0x10de", "0x2330");
        assert!(!tpu_present_in(&dir));
        dev("0000:00:06.0", "0x1ae0", "0x006f");
        assert!(tpu_present_in(&dir));
        assert!(!tpu_present_in(&dir.join("missing")));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn parse_settings() {
        assert_eq!(PluginChoice::parse("").unwrap(), PluginChoice::Auto);
        assert_eq!(PluginChoice::parse(" AUTO ").unwrap(), PluginChoice::Auto);
        assert_eq!(PluginChoice::parse("cpu").unwrap(), PluginChoice::Cpu);
        assert_eq!(PluginChoice::parse("gpu").unwrap(), PluginChoice::Cuda);
        assert_eq!(PluginChoice::parse("Cuda").unwrap(), PluginChoice::Cuda);
        assert_eq!(PluginChoice::parse("tpu").unwrap(), PluginChoice::Tpu);
        assert_eq!(
            PluginChoice::parse("/opt/x/libfoo.so").unwrap(),
            PluginChoice::Path(PathBuf::from("/opt/x/libfoo.so"))
        );
        assert_eq!(
            PluginChoice::parse("pjrt.so").unwrap(),
            PluginChoice::Path(PathBuf::from("pjrt.so"))
        );
        let err = PluginChoice::parse("rocm").unwrap_err();
        let text = err.to_string();
        assert!(matches!(err, PjrtError::InvalidSetting { .. }));
        assert!(
            text.contains("\"rocm\"") && text.contains("cuda") && text.contains("tpu"),
            "{text}"
        );
    }

    #[test]
    fn missing_plugins_name_the_package_and_the_places_searched() {
        let dirs = vec![PathBuf::from("/nonexistent/site-packages")];
        let err = locate(&PluginChoice::Tpu, &dirs).unwrap_err().to_string();
        assert!(err.contains("pip install libtpu"), "{err}");
        assert!(
            err.contains("/nonexistent/site-packages/libtpu/libtpu.so"),
            "{err}"
        );
        let err = locate(&PluginChoice::Cuda, &dirs).unwrap_err().to_string();
        assert!(err.contains("jax-cuda13-pjrt"), "{err}");
        let err = locate(&PluginChoice::Auto, &dirs).unwrap_err().to_string();
        assert!(
            err.contains("xla-cpu-pjrt") && err.contains("xla_cpu_pjrt.so"),
            "{err}"
        );
        let err = locate(&PluginChoice::Path("/nonexistent/p.so".into()), &dirs).unwrap_err();
        assert!(matches!(err, PjrtError::PluginNotFound { .. }), "{err}");
    }

    #[test]
    fn kinds_of_known_layouts() {
        assert_eq!(
            kind_of_path(Path::new("/sp/jax_plugins/xla_cuda13/xla_cuda_plugin.so")),
            PluginKind::Cuda
        );
        assert_eq!(
            kind_of_path(Path::new("/sp/libtpu/libtpu.so")),
            PluginKind::Tpu
        );
        assert_eq!(
            kind_of_path(Path::new("/x/xla_cpu_pjrt.so")),
            PluginKind::Cpu
        );
        assert_eq!(
            kind_of_path(Path::new("/x/my_plugin.so")),
            PluginKind::Custom
        );
    }
}
