//! Shared helpers for the integration tests: running the CLI in-process and snapshots.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Runs `torch-pjrt <args>` in-process; returns (exit code, stdout, stderr).
pub fn run(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = tpj_scanner::run_cli(&args, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).expect("utf-8 stdout"),
        String::from_utf8(err).expect("utf-8 stderr"),
    )
}

pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Compares `actual` with `tests/snapshots/<name>`; `UPDATE_SNAPSHOTS=1` rewrites it.
pub fn assert_snapshot(name: &str, actual: &str) {
    let path = crate_dir().join("tests/snapshots").join(name);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, actual).expect("write snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!(
            "missing snapshot {}; run with UPDATE_SNAPSHOTS=1 to create it\n--- actual ---\n{actual}",
            path.display()
        )
    });
    if expected != actual {
        let mut diff = String::new();
        for (i, (e, a)) in expected.lines().zip(actual.lines()).enumerate() {
            if e != a {
                diff.push_str(&format!("line {}:\n  - {e}\n  + {a}\n", i + 1));
            }
        }
        panic!(
            "snapshot {} differs (UPDATE_SNAPSHOTS=1 to accept):\n{diff}\nexpected {} lines, got {}\n--- actual ---\n{actual}",
            path.display(),
            expected.lines().count(),
            actual.lines().count()
        );
    }
}

/// A fresh, empty scratch directory under the target directory.
pub fn scratch(name: &str) -> PathBuf {
    let dir = crate_dir()
        .join("../../target/tpj-scanner-tests")
        .join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    dir
}

pub fn path_str(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}
