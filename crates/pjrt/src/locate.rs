//! Finding a plugin library from a setting such as `TORCH_PJRT_PLUGIN`.

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
            if let Some(path) = search(&TPU, search_paths, &mut searched) {
                return Ok((PluginKind::Tpu, path));
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
/// layout entry), TPU first, then GPU (only with an NVIDIA device present), then
/// CPU: what a benchmark of "every device this machine has" runs.
pub fn installed(search_paths: &[PathBuf]) -> Vec<(PluginKind, PathBuf)> {
    let mut out: Vec<(PluginKind, PathBuf)> = Vec::new();
    for layout in [&TPU, &CUDA, &CPU] {
        if layout.kind == PluginKind::Cuda && !gpu_present() {
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

#[cfg(test)]
mod tests {
    use super::*;

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
