//! The JSON format; its schema is `crates/scanner/schema/scan-report.schema.json`.

use std::io::{self, Write};

use serde_json::{json, Map, Value};

use crate::report::Report;
use crate::rules::RULES;

pub fn to_value(report: &Report) -> Value {
    let findings: Vec<Value> = report
        .findings
        .iter()
        .map(|f| {
            json!({
                "code": f.rule.code,
                "rule": f.rule.name,
                "severity": f.rule.severity.as_str(),
                "message": f.message,
                "help": f.rule.help,
                "path": f.path,
                "cell": f.cell,
                "line": f.line,
                "column": f.column,
                "end_line": f.end_line,
                "end_column": f.end_column,
                "source_line": f.source_line,
            })
        })
        .collect();
    let diagnostics: Vec<Value> = report
        .diagnostics
        .iter()
        .map(|d| {
            json!({
                "kind": d.kind.as_str(),
                "path": d.path,
                "line": d.line,
                "message": d.message,
                "failure": d.kind.is_failure(),
            })
        })
        .collect();
    let mut by_rule = Map::new();
    let counts = report.by_rule();
    for r in RULES {
        if let Some(c) = counts.get(r.meta().code) {
            by_rule.insert(r.meta().code.to_owned(), json!(c));
        }
    }
    let by_file: Map<String, Value> = report
        .by_file()
        .into_iter()
        .map(|(p, c)| (p.to_owned(), json!(c)))
        .collect();
    let mut by_severity = Map::new();
    for sev in ["error", "warning", "info"] {
        let c = report.findings.iter().filter(|f| f.rule.severity.as_str() == sev).count();
        by_severity.insert(sev.to_owned(), json!(c));
    }
    json!({
        "tool": "torch-pjrt scan",
        "version": super::VERSION,
        "exit_code": report.exit_code(),
        "summary": {
            "files_scanned": report.files_scanned,
            "files_with_findings": report.by_file().len(),
            "findings": report.findings.len(),
            "diagnostics": report.diagnostics.len(),
            "by_severity": by_severity,
            "by_rule": by_rule,
            "by_file": by_file,
        },
        "findings": findings,
        "diagnostics": diagnostics,
    })
}

pub fn render(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &to_value(report))?;
    writeln!(out)
}
