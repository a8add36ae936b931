//! Golden (snapshot) tests of the printed program text, one test per op family.
//! `UPDATE_GOLDEN=1 cargo test -p tpj-stablehlo --test golden` rewrites the snapshots.

mod programs;

use std::path::PathBuf;

fn check(cases: Vec<programs::Case>) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    for (name, module) in cases {
        let text = module.to_text();
        let path = dir.join(format!("{name}.mlir"));
        if update {
            std::fs::write(&path, &text).unwrap();
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(want) if want == text => {}
            Ok(want) => failures.push(format!("{name}: printed text differs from {}\n--- want\n{want}\n--- got\n{text}", path.display())),
            Err(e) => failures.push(format!("{name}: cannot read {} ({e}); run with UPDATE_GOLDEN=1", path.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn elementwise() {
    check(programs::elementwise());
}

#[test]
fn constants() {
    check(programs::constants());
}

#[test]
fn shape() {
    check(programs::shape());
}

#[test]
fn reduce() {
    check(programs::reduce());
}

#[test]
fn gather_scatter() {
    check(programs::gather_scatter());
}

#[test]
fn dot_conv() {
    check(programs::dot_conv());
}

#[test]
fn misc() {
    check(programs::misc());
}

#[test]
fn every_golden_file_has_a_program() {
    let names: Vec<&str> = programs::all().iter().map(|(n, _)| *n).collect();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        let stem = p.file_stem().unwrap().to_str().unwrap().to_string();
        assert!(names.contains(&stem.as_str()), "stale golden file {}", p.display());
    }
}
