//! Real-world smoke test: scan torch's own installed Python sources (thousands of files, CUDA
//! everywhere) and compare per-rule counts with a committed snapshot. Stable as long as the
//! installed torch version is the one named in the snapshot.
//!
//! The torch directory is `$TORCH_PJRT_SMOKE_DIR`, or found with Python's `importlib` (which
//! locates the package without importing it). Skipped, with a message, when neither exists.

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::assert_snapshot;
use tpj_scanner::report::Report;
use tpj_scanner::rules::RULES;
use tpj_scanner::scan::{scan, ScanOptions, DEFAULT_MAX_FILE_SIZE};

fn torch_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("TORCH_PJRT_SMOKE_DIR") {
        return Some(PathBuf::from(d));
    }
    let out = Command::new("python3")
        .args(["-c", "import importlib.util as u; print(u.find_spec('torch').submodule_search_locations[0])"])
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

fn torch_version(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("version.py"))
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("__version__"))
                .map(|l| l.split('=').nth(1).unwrap_or("").trim().trim_matches(['\'', '"']).to_owned())
        })
        .unwrap_or_else(|| String::from("unknown"))
}

fn render_counts(report: &Report, version: &str) -> String {
    let mut s = format!("torch {version}\n");
    s.push_str(&format!("files scanned: {}\n", report.files_scanned));
    s.push_str(&format!("files with findings: {}\n", report.by_file().len()));
    s.push_str(&format!("findings: {}\n", report.findings.len()));
    s.push_str(&format!("diagnostics: {}\n", report.diagnostics.len()));
    for d in &report.diagnostics {
        s.push_str(&format!("  {} {}\n", d.kind.as_str(), d.path.rsplit("/torch/").next().unwrap_or(&d.path)));
    }
    s.push_str("by rule:\n");
    let counts = report.by_rule();
    for r in RULES {
        let m = r.meta();
        s.push_str(&format!("  {} {:<22} {}\n", m.code, m.name, counts.get(m.code).copied().unwrap_or(0)));
    }
    s
}

#[test]
fn scan_of_installed_torch_matches_snapshot() {
    let Some(dir) = torch_dir().filter(|d| d.is_dir()) else {
        eprintln!("torch is not installed: smoke test skipped");
        return;
    };
    let report = scan(&ScanOptions {
        paths: vec![dir.clone()],
        rules: RULES.to_vec(),
        excludes: Vec::new(),
        max_file_size: DEFAULT_MAX_FILE_SIZE,
        jobs: 0,
        prefilter: true,
    });
    assert!(report.files_scanned > 1000, "expected thousands of files in {}", dir.display());
    assert!(!report.has_failure(), "{:?}", report.diagnostics);
    assert_snapshot("torch_smoke.snap", &render_counts(&report, &torch_version(&dir)));
}
