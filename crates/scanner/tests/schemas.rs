//! JSON and SARIF output validated against their schemas with Python's `jsonschema`.

mod common;

use std::process::Command;

use common::{crate_dir, path_str, run, scratch};

fn validate(schema: &str, doc: &str, name: &str) {
    let dir = scratch(name);
    let doc_path = dir.join("doc.json");
    std::fs::write(&doc_path, doc).expect("write doc");
    let out = Command::new("python3")
        .arg(crate_dir().join("tests/validate_schema.py"))
        .arg(crate_dir().join("schema").join(schema))
        .arg(&doc_path)
        .output()
        .expect("python3 with the jsonschema package is needed for the schema tests");
    assert!(
        out.status.success(),
        "{name} does not validate against {schema}:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Every rule's fixture, a notebook, a syntax error and a missing path: all fields exercised.
fn scan_everything(format: &str) -> (i32, String) {
    let dir = scratch(&format!("schema-input-{format}"));
    std::fs::write(dir.join("broken.py"), "import torch\ndef f(:\n    torch.cuda.synchronize()\n").unwrap();
    let missing = dir.join("does-not-exist.py");
    let (code, out, _) = run(&[
        "scan",
        "tests/fixtures",
        path_str(&dir),
        path_str(&missing),
        "--format",
        format,
    ]);
    (code, out)
}

#[test]
fn json_output_matches_its_schema() {
    let (code, out) = scan_everything("json");
    assert_eq!(code, 2, "a missing path is a tool failure");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(v["findings"].as_array().unwrap().len() > 50);
    assert!(v["findings"].as_array().unwrap().iter().any(|f| f["cell"].is_u64()));
    validate("scan-report.schema.json", &out, "json");
}

#[test]
fn sarif_output_matches_the_sarif_schema() {
    let (_, out) = scan_everything("sarif");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["version"], "2.1.0");
    assert_eq!(v["runs"][0]["invocations"][0]["executionSuccessful"], false);
    let rules = v["runs"][0]["tool"]["driver"]["rules"].as_array().unwrap();
    for r in v["runs"][0]["results"].as_array().unwrap() {
        let i = r["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[i]["id"], r["ruleId"], "ruleIndex points at the rule");
    }
    validate("sarif-2.1.0-subset.schema.json", &out, "sarif");
}

#[test]
fn clean_outputs_validate_too() {
    let dir = scratch("schema-clean");
    std::fs::write(dir.join("ok.py"), "import torch\nx = torch.ones(2)\n").unwrap();
    for (format, schema) in [("json", "scan-report.schema.json"), ("sarif", "sarif-2.1.0-subset.schema.json")] {
        let (code, out, _) = run(&["scan", path_str(&dir), "--format", format]);
        assert_eq!(code, 0);
        validate(schema, &out, &format!("clean-{format}"));
    }
}
