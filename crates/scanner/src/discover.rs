//! Finding the files to scan: directory walks that survive symlink loops, broken links,
//! unreadable directories and special files.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use crate::report::{Diagnostic, DiagnosticKind};

/// What a file is scanned as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Python,
    Notebook,
    /// `.cu` / `.cuh`: reported, not parsed.
    CudaSource,
}

#[derive(Clone, Debug)]
pub struct Candidate {
    pub path: PathBuf,
    /// The path as printed: as reached from the command-line argument.
    pub display: String,
    pub kind: FileKind,
    /// Size in bytes when discovered.
    pub size: u64,
    /// Identity of the file (device, inode), so a file reached twice is scanned once.
    id: (u64, u64),
}

/// Directory names never descended into.
pub const DEFAULT_EXCLUDES: &[&str] = &[
    ".git",
    ".hg",
    ".svn",
    ".bzr",
    "__pycache__",
    ".venv",
    ".tox",
    ".nox",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    ".ipynb_checkpoints",
    "node_modules",
];

fn kind_of(path: &Path) -> Option<FileKind> {
    match path.extension()?.to_str()? {
        "py" | "pyi" | "pyw" => Some(FileKind::Python),
        "ipynb" => Some(FileKind::Notebook),
        "cu" | "cuh" => Some(FileKind::CudaSource),
        _ => None,
    }
}

/// `*` matches any run of characters; everything else is literal.
fn glob_match(pattern: &str, name: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == name;
    }
    let mut rest = name;
    for (i, part) in parts.iter().enumerate() {
        if i == 0 {
            let Some(r) = rest.strip_prefix(part) else { return false };
            rest = r;
        } else if i == parts.len() - 1 {
            return rest.ends_with(part);
        } else {
            let Some(pos) = rest.find(part) else { return false };
            rest = &rest[pos + part.len()..];
        }
    }
    true
}

struct Walker<'e> {
    excludes: &'e [String],
    out: Vec<Candidate>,
    diags: Vec<Diagnostic>,
    /// Canonical directories already walked (a directory reached twice is walked once).
    visited: HashSet<PathBuf>,
}

impl Walker<'_> {
    fn excluded(&self, name: &str) -> bool {
        DEFAULT_EXCLUDES.contains(&name) || self.excludes.iter().any(|p| glob_match(p, name))
    }

    fn diag(&mut self, kind: DiagnosticKind, display: &str, message: String) {
        self.diags.push(Diagnostic {
            kind,
            path: display.to_owned(),
            line: None,
            message,
        });
    }

    fn walk_dir(&mut self, dir: &Path, display: &str, ancestors: &mut Vec<PathBuf>) {
        let canonical = match fs::canonicalize(dir) {
            Ok(c) => c,
            Err(e) => {
                self.diag(DiagnosticKind::IoError, display, format!("cannot resolve directory: {e}"));
                return;
            }
        };
        if ancestors.contains(&canonical) {
            self.diag(
                DiagnosticKind::SymlinkLoop,
                display,
                format!("symlink loop back to `{}`; not followed", canonical.display()),
            );
            return;
        }
        if !self.visited.insert(canonical.clone()) {
            return;
        }
        let entries = match fs::read_dir(dir) {
            Ok(rd) => rd,
            Err(e) => {
                self.diag(DiagnosticKind::IoError, display, format!("cannot read directory: {e}"));
                return;
            }
        };
        let mut names: Vec<(String, PathBuf)> = Vec::new();
        for entry in entries {
            match entry {
                Ok(e) => names.push((e.file_name().to_string_lossy().into_owned(), e.path())),
                Err(e) => self.diag(DiagnosticKind::IoError, display, format!("cannot read directory entry: {e}")),
            }
        }
        names.sort();
        ancestors.push(canonical);
        for (name, path) in names {
            if self.excluded(&name) {
                continue;
            }
            let child_display = if display.ends_with('/') {
                format!("{display}{name}")
            } else {
                format!("{display}/{name}")
            };
            self.visit(&path, &child_display, false, ancestors);
        }
        ancestors.pop();
    }

    /// `explicit`: named on the command line (scanned whatever its extension).
    fn visit(&mut self, path: &Path, display: &str, explicit: bool, ancestors: &mut Vec<PathBuf>) {
        let lmeta = match fs::symlink_metadata(path) {
            Ok(m) => m,
            Err(e) => {
                let kind = if explicit && e.kind() == std::io::ErrorKind::NotFound {
                    DiagnosticKind::PathNotFound
                } else {
                    DiagnosticKind::IoError
                };
                self.diag(kind, display, e.to_string());
                return;
            }
        };
        let meta = if lmeta.file_type().is_symlink() {
            match fs::metadata(path) {
                Ok(m) => m,
                Err(e) if e.raw_os_error() == Some(40) => {
                    // ELOOP: a symlink chain that never ends.
                    self.diag(DiagnosticKind::SymlinkLoop, display, e.to_string());
                    return;
                }
                Err(e) => {
                    if kind_of(path).is_some() || explicit {
                        self.diag(DiagnosticKind::BrokenSymlink, display, format!("broken symlink: {e}"));
                    }
                    return;
                }
            }
        } else {
            lmeta
        };
        if meta.is_dir() {
            self.walk_dir(path, display, ancestors);
            return;
        }
        let kind = match kind_of(path) {
            Some(k) => k,
            None if explicit => FileKind::Python,
            None => return,
        };
        if !meta.is_file() {
            self.diag(DiagnosticKind::NotAFile, display, String::from("not a regular file; not read"));
            return;
        }
        self.out.push(Candidate {
            path: path.to_owned(),
            display: display.to_owned(),
            kind,
            size: meta.len(),
            id: file_id(&meta),
        });
    }
}

#[cfg(unix)]
fn file_id(meta: &fs::Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    (meta.dev(), meta.ino())
}

#[cfg(not(unix))]
fn file_id(_meta: &fs::Metadata) -> (u64, u64) {
    (0, 0)
}

/// Every file to scan under `paths`, in a stable order, and what went wrong finding them.
pub fn discover(paths: &[PathBuf], excludes: &[String]) -> (Vec<Candidate>, Vec<Diagnostic>) {
    let mut w = Walker {
        excludes,
        out: Vec::new(),
        diags: Vec::new(),
        visited: HashSet::new(),
    };
    for p in paths {
        let display = p.to_string_lossy().into_owned();
        w.visit(p, &display, true, &mut Vec::new());
    }
    // A file named twice (or reached through two links) is scanned once.
    let mut seen = HashSet::new();
    w.out.retain(|c| c.id == (0, 0) || seen.insert(c.id));
    (w.out, w.diags)
}

#[cfg(test)]
mod tests {
    use super::glob_match;

    #[test]
    fn globs() {
        assert!(glob_match("*_test.py", "a_test.py"));
        assert!(glob_match("build*", "build-x"));
        assert!(glob_match("a*b*c", "aXbYc"));
        assert!(!glob_match("a*b", "ac"));
        assert!(glob_match("tests", "tests"));
    }
}
