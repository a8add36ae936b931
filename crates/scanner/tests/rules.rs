//! One fixture + one snapshot per rule. Each fixture marks its lines `# flagged` or
//! `# not flagged`; the test checks those marks against the findings as well as the snapshot.

mod common;

use std::collections::BTreeSet;

use common::{assert_snapshot, crate_dir, run};
use tpj_scanner::rules::RULES;

fn fixtures_for(code: &str) -> Vec<String> {
    let dir = crate_dir().join("tests/fixtures");
    let mut v: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixtures dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.split('.').next() == Some(code))
        .map(|n| format!("tests/fixtures/{n}"))
        .collect();
    v.sort();
    v
}

/// Lines (1-based) whose trailing comment says `# flagged` / `# not flagged`.
fn marked_lines(path: &str) -> (BTreeSet<u32>, BTreeSet<u32>) {
    let text = std::fs::read_to_string(crate_dir().join(path)).expect("fixture");
    let mut flagged = BTreeSet::new();
    let mut clean = BTreeSet::new();
    for (i, line) in text.lines().enumerate() {
        if line.contains("# not flagged") {
            clean.insert(i as u32 + 1);
        } else if line.contains("# flagged") {
            flagged.insert(i as u32 + 1);
        }
    }
    (flagged, clean)
}

fn check_rule(code: &str) {
    let fixtures = fixtures_for(code);
    assert!(!fixtures.is_empty(), "rule {code} has no fixture in tests/fixtures");
    let mut args = vec!["scan", "--select", code];
    args.extend(fixtures.iter().map(String::as_str));
    let (exit, out, err) = run(&args);
    assert_eq!(exit, 1, "{code}: expected findings\n{out}{err}");
    assert_eq!(err, "", "{code}: unexpected diagnostics");
    assert_snapshot(&format!("{code}.snap"), &out);

    // The `# flagged` marks agree with the findings.
    let mut json_args = args.clone();
    json_args.extend(["--format", "json"]);
    let (_, json, _) = run(&json_args);
    let v: serde_json::Value = serde_json::from_str(&json).expect("json");
    for fixture in fixtures.iter().filter(|f| f.ends_with(".py")) {
        let found: BTreeSet<u32> = v["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .filter(|f| f["path"] == fixture.as_str())
            .map(|f| f["line"].as_u64().expect("line") as u32)
            .collect();
        let (flagged, clean) = marked_lines(fixture);
        let missed: Vec<_> = flagged.difference(&found).collect();
        let unmarked: Vec<_> = found.difference(&flagged).collect();
        let wrong: Vec<_> = clean.intersection(&found).collect();
        assert!(
            missed.is_empty() && unmarked.is_empty() && wrong.is_empty(),
            "{fixture}: lines marked flagged but not found {missed:?}; found but not marked {unmarked:?}; marked not flagged but found {wrong:?}"
        );
    }
}

macro_rules! rule_tests {
    ($($test:ident => $code:literal),* $(,)?) => {
        $(#[test] fn $test() { check_rule($code); })*

        #[test]
        fn every_rule_has_a_test() {
            let tested: Vec<&str> = vec![$($code),*];
            for r in RULES {
                assert!(tested.contains(&r.meta().code), "no test for {}", r.meta().code);
            }
        }
    };
}

rule_tests! {
    tpj001_hardcoded_cuda_device => "TPJ001",
    tpj002_torch_device_cuda => "TPJ002",
    tpj003_cuda_method => "TPJ003",
    tpj101_cuda_availability => "TPJ101",
    tpj102_cuda_memory => "TPJ102",
    tpj103_cuda_streams_events => "TPJ103",
    tpj104_cuda_synchronize => "TPJ104",
    tpj105_cuda_rng => "TPJ105",
    tpj106_cuda_amp => "TPJ106",
    tpj107_deprecated_cuda_amp => "TPJ107",
    tpj108_cuda_other_api => "TPJ108",
    tpj201_cuda_backend_flags => "TPJ201",
    tpj301_nccl_backend => "TPJ301",
    tpj401_cuda_only_package => "TPJ401",
    tpj501_cuda_extension => "TPJ501",
    tpj502_cuda_source_file => "TPJ502",
    tpj601_device_map => "TPJ601",
}

#[test]
fn every_rule_documents_the_three_sections() {
    for r in RULES {
        let m = r.meta();
        let doc = m.documentation();
        for section in ["## What it finds", "## Why it blocks portability", "## Portable replacement"] {
            assert!(doc.contains(section), "{} lacks `{section}`", m.code);
        }
    }
}

#[test]
fn codes_and_names_are_unique() {
    let mut codes = BTreeSet::new();
    let mut names = BTreeSet::new();
    for r in RULES {
        assert!(codes.insert(r.meta().code), "duplicate code {}", r.meta().code);
        assert!(names.insert(r.meta().name), "duplicate name {}", r.meta().name);
    }
}
