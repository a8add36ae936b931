//! SARIF 2.1.0: one run, the rules as `tool.driver.rules`, findings as `results`, diagnostics
//! as tool execution notifications.

use std::io::{self, Write};

use serde_json::{json, Value};

use crate::report::Report;
use crate::rules::RULES;

/// A relative path as a URI reference: forward slashes, reserved bytes percent-encoded.
fn uri(path: &str) -> String {
    let path = path.replace('\\', "/");
    let path = path.strip_prefix("./").unwrap_or(&path);
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub fn to_value(report: &Report) -> Value {
    let rules: Vec<Value> = RULES
        .iter()
        .map(|r| {
            let m = r.meta();
            json!({
                "id": m.code,
                "name": m.name,
                "shortDescription": { "text": m.summary },
                "fullDescription": { "text": m.documentation() },
                "help": { "text": m.help, "markdown": m.documentation() },
                "defaultConfiguration": { "level": m.severity.sarif_level() },
                "properties": { "severity": m.severity.as_str() },
            })
        })
        .collect();
    let results: Vec<Value> = report
        .findings
        .iter()
        .map(|f| {
            let index = RULES.iter().position(|r| r.meta().code == f.rule.code).unwrap_or(0);
            let mut region = json!({
                "startLine": f.line,
                "startColumn": f.column,
                "endLine": f.end_line,
                "endColumn": f.end_column.max(f.column),
            });
            if !f.source_line.is_empty() {
                region["snippet"] = json!({ "text": f.source_line });
            }
            let mut result = json!({
                "ruleId": f.rule.code,
                "ruleIndex": index,
                "level": f.rule.severity.sarif_level(),
                "message": { "text": f.message },
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": { "uri": uri(&f.path) },
                        "region": region,
                    }
                }],
            });
            if let Some(cell) = f.cell {
                result["properties"] = json!({ "notebookCell": cell });
            }
            result
        })
        .collect();
    let notifications: Vec<Value> = report
        .diagnostics
        .iter()
        .map(|d| {
            let mut location = json!({ "physicalLocation": { "artifactLocation": { "uri": uri(&d.path) } } });
            if let Some(line) = d.line {
                location["physicalLocation"]["region"] = json!({ "startLine": line });
            }
            json!({
                "level": if d.kind.is_failure() { "error" } else { "warning" },
                "message": { "text": format!("{}: {}", d.kind.as_str(), d.message) },
                "descriptor": { "id": d.kind.as_str() },
                "locations": [location],
            })
        })
        .collect();
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "torch-pjrt scan",
                    "version": super::VERSION,
                    "rules": rules,
                }
            },
            "invocations": [{
                "executionSuccessful": !report.has_failure(),
                "exitCode": report.exit_code(),
                "toolExecutionNotifications": notifications,
            }],
            "results": results,
        }]
    })
}

pub fn render(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &to_value(report))?;
    writeln!(out)
}
