//! The command line: exit codes, selection, formats, notebooks, help and docs.

mod common;

use common::{assert_snapshot, crate_dir, path_str, run, scratch};
use tpj_scanner::rules::RULES;

#[test]
fn exit_codes() {
    let dir = scratch("exit-codes");
    std::fs::write(dir.join("clean.py"), "import torch\nx = torch.ones(1)\n").unwrap();
    std::fs::write(dir.join("dirty.py"), "import torch\nx = torch.ones(1).cuda()\n").unwrap();
    assert_eq!(run(&["scan", path_str(&dir.join("clean.py"))]).0, 0);
    assert_eq!(run(&["scan", path_str(&dir.join("dirty.py"))]).0, 1);
    assert_eq!(run(&["scan", path_str(&dir.join("dirty.py")), "--exit-zero"]).0, 0);
    assert_eq!(run(&["scan", path_str(&dir.join("nope.py"))]).0, 2);
    assert_eq!(run(&["scan"]).0, 2, "no path");
    assert_eq!(run(&["scan", "--bogus", "x"]).0, 2);
    assert_eq!(run(&["scan", "x", "--format", "xml"]).0, 2);
    assert_eq!(run(&["scan", "x", "--select", "TPJ999"]).0, 2);
    assert_eq!(run(&["frobnicate"]).0, 2);
    assert_eq!(run(&[]).0, 2);
}

#[test]
fn usage_errors_name_the_problem() {
    let (_, _, err) = run(&["scan", "x", "--select", "NOPE"]);
    assert_eq!(err, "torch-pjrt: error: unknown rule selector `NOPE` (see `torch-pjrt scan --list-rules`)\n");
    let (_, _, err) = run(&["scan", "x", "--jobs", "many"]);
    assert_eq!(err, "torch-pjrt: error: `--jobs` expects a number, got `many`\n");
    let (_, _, err) = run(&["scan", "x", "--format"]);
    assert_eq!(err, "torch-pjrt: error: `--format` needs a value\n");
}

#[test]
fn select_and_ignore() {
    let f = "tests/fixtures/TPJ401.py";
    let count = |args: &[&str]| {
        let mut a = vec!["scan", f, "--format", "json"];
        a.extend(args);
        let (_, out, _) = run(&a);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        v["summary"]["findings"].as_u64().unwrap()
    };
    let all = count(&[]);
    assert!(all > 0);
    assert_eq!(count(&["--select", "TPJ401"]), all);
    assert_eq!(count(&["--select", "TPJ4"]), all, "code prefix");
    assert_eq!(count(&["--select", "cuda-only-package"]), all, "rule name");
    assert_eq!(count(&["--ignore", "TPJ401"]), 0);
    assert_eq!(count(&["--select", "ALL", "--ignore", "TPJ4"]), 0);
    assert_eq!(count(&["--select", "TPJ001,TPJ003"]), 0);
}

#[test]
fn notebook_snapshot() {
    let (code, out, err) = run(&["scan", "tests/fixtures/notebook"]);
    assert_eq!(code, 1);
    assert_snapshot("notebook.snap", &format!("{out}--- stderr ---\n{err}"));
}

#[test]
fn summary_only_and_output_file() {
    let dir = scratch("output-file");
    let target = dir.join("report.sarif");
    let (code, out, _) = run(&["scan", "tests/fixtures", "--format", "sarif", "-o", path_str(&target)]);
    assert_eq!((code, out.as_str()), (1, ""));
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&target).unwrap()).unwrap();
    assert_eq!(v["version"], "2.1.0");
    let (_, out, _) = run(&["scan", "tests/fixtures", "--summary-only"]);
    assert!(out.starts_with("Found "), "{out}");
    assert!(out.contains("By rule:") && out.contains("By file:"));
    assert!(!out.contains(" | "), "no source lines in --summary-only");
}

#[test]
fn summary_of_all_fixtures() {
    let (_, out, _) = run(&["scan", "tests/fixtures", "--summary-only", "-j", "1"]);
    assert_snapshot("fixtures-summary.snap", &out);
}

#[test]
fn list_rules_and_explain() {
    let (code, out, _) = run(&["scan", "--list-rules"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), RULES.len());
    let (code, out, _) = run(&["scan", "--explain", "TPJ003"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("# TPJ003 cuda-method (error)\n\n## What it finds\n"), "{out}");
    assert_eq!(run(&["scan", "--explain", "cuda-method"]).1, out);
    assert_eq!(run(&["scan", "--help"]).0, 0);
    assert_eq!(run(&["--help"]).0, 0);
    assert!(run(&["--version"]).1.starts_with("torch-pjrt "));
}

/// docs/scanner.md carries every rule's documentation verbatim, between markers;
/// `UPDATE_SNAPSHOTS=1` regenerates that part.
#[test]
fn docs_list_every_rule() {
    let path = crate_dir().join("../../docs/scanner.md");
    let doc = std::fs::read_to_string(&path).expect("docs/scanner.md");
    let (begin, end) = ("<!-- rules:begin (generated from the rule doc comments) -->\n", "<!-- rules:end -->");
    let start = doc.find(begin).expect("rules:begin marker") + begin.len();
    let stop = doc.find(end).expect("rules:end marker");
    let mut generated = String::new();
    generated.push_str("| code | name | severity | finds |\n|---|---|---|---|\n");
    for r in RULES {
        let m = r.meta();
        generated.push_str(&format!("| [{}](#{}) | `{}` | {} | {} |\n", m.code, m.code.to_lowercase(), m.name, m.severity.as_str(), m.summary.replace('|', "\\|")));
    }
    for r in RULES {
        let m = r.meta();
        generated.push_str(&format!("\n### {}\n\n`{}` · severity **{}**\n\n", m.code, m.name, m.severity.as_str()));
        generated.push_str(&m.documentation().replace("## ", "#### "));
    }
    generated.push('\n');
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        let new = format!("{}{}{}", &doc[..start], generated, &doc[stop..]);
        std::fs::write(&path, new).unwrap();
        return;
    }
    assert!(doc[start..stop] == generated, "docs/scanner.md rule section is stale: run `UPDATE_SNAPSHOTS=1 cargo test -p tpj-scanner --test cli docs_list_every_rule`");
}

/// The trigger-word prefilter only skips files on which no rule can fire.
#[test]
fn prefilter_changes_nothing_on_the_fixtures() {
    let with = run(&["scan", "tests/fixtures", "--format", "json"]);
    let without = run(&["scan", "tests/fixtures", "--format", "json", "--no-prefilter"]);
    assert_eq!(with, without);
    let dir = scratch("prefilter");
    std::fs::write(dir.join("plain.py"), "import os\nprint(os.getcwd())\n").unwrap();
    std::fs::write(dir.join("upper.py"), "import torch\nx = torch.ones(1).to('CUDA')\n").unwrap();
    let (code, out, _) = run(&["scan", path_str(&dir), "--format", "json"]);
    assert_eq!(code, 1, "{out}");
}
