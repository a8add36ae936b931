//! Every registered op has a golden StableHLO program (`tests/golden/<op>/`,
//! written by a `check` in its family's tests), or a reason below why not.

use std::collections::BTreeSet;
use std::path::Path;
use tpj_lowering::registry;

/// Registered ops without a golden program, each with the reason. Empty while
/// every op has one; an entry is for an op whose program cannot be lowered
/// from argument types alone.
const NO_GOLDEN: &[(&str, &str)] = &[];

fn golden_root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"))
}

/// (op, case) for every golden file.
fn goldens() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in std::fs::read_dir(golden_root()).unwrap() {
        let dir = dir.unwrap();
        let op = dir.file_name().to_string_lossy().into_owned();
        assert!(dir.file_type().unwrap().is_dir(), "tests/golden/{op}: golden files live in a folder per op");
        for f in std::fs::read_dir(dir.path()).unwrap() {
            let name = f.unwrap().file_name().to_string_lossy().into_owned();
            let case = name.strip_suffix(".mlir").unwrap_or_else(|| panic!("tests/golden/{op}/{name}: not a .mlir file"));
            // `<case>.compiled.mlir`: the same case's program as a compiled graph compiles it.
            let case = case.strip_suffix(".compiled").unwrap_or(case);
            out.push((op.clone(), case.to_string()));
        }
    }
    out
}

#[test]
fn every_op_has_a_golden_program_or_a_reason() {
    let covered: BTreeSet<String> = goldens().into_iter().map(|(op, _)| op).collect();
    let mut missing: Vec<&str> = registry().names().filter(|op| !covered.contains(*op) && !NO_GOLDEN.iter().any(|(n, _)| n == op)).collect();
    missing.sort();
    assert!(
        missing.is_empty(),
        "registered ops without a golden StableHLO test: {missing:?}\n\
         add a `check(..)` to the family's tests (the file is written on the first run), \
         or list the op in NO_GOLDEN with the reason"
    );
    for (op, why) in NO_GOLDEN {
        assert!(registry().get(op).is_some(), "NO_GOLDEN lists {op}, which is not registered");
        assert!(!covered.contains(*op), "NO_GOLDEN lists {op} ({why}), which has a golden program now: drop the entry");
    }
}

#[test]
fn every_golden_program_belongs_to_a_registered_op_and_a_test() {
    // The family files' text, to find the test that writes each golden file.
    let mut sources = String::new();
    let ops_dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/ops"));
    for f in std::fs::read_dir(ops_dir).unwrap() {
        sources += &std::fs::read_to_string(f.unwrap().path()).unwrap();
    }
    for (op, case) in goldens() {
        assert!(registry().get(&op).is_some(), "tests/golden/{op}: no op {op} is registered");
        assert!(sources.contains(&format!("\"{case}\"")), "tests/golden/{op}/{case}.mlir: no test in src/ops names the case {case:?} (a stale file?)");
    }
}
