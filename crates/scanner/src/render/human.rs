//! The ruff-like human format: one block per finding with the source line and carets, then a
//! summary by rule and by file. Diagnostics go to the error stream.

use std::io::{self, Write};

use crate::report::{Finding, Report};
use crate::rules::RULES;

const MAX_SHOWN: usize = 200;

fn location(f: &Finding) -> String {
    match f.cell {
        Some(cell) => format!("{}:cell {cell}:{}:{}", f.path, f.line, f.column),
        None => format!("{}:{}:{}", f.path, f.line, f.column),
    }
}

fn write_finding(out: &mut dyn Write, f: &Finding) -> io::Result<()> {
    writeln!(
        out,
        "{}: {} [{}] {}",
        location(f),
        f.rule.code,
        f.rule.severity.as_str(),
        f.message
    )?;
    if !f.source_line.is_empty() {
        let gutter = f.line.to_string();
        let pad = " ".repeat(gutter.len());
        let chars: Vec<char> = f.source_line.chars().map(|c| if c == '\t' { ' ' } else { c }).collect();
        let start = (f.column as usize).saturating_sub(1).min(chars.len());
        // Long (minified) lines: show a window around the finding.
        let window_start = start.saturating_sub(60).min(start);
        let window_start = if chars.len() > MAX_SHOWN { window_start } else { 0 };
        let window_end = (window_start + MAX_SHOWN).min(chars.len());
        let shown: String = chars[window_start..window_end].iter().collect();
        let end = if f.end_line == f.line {
            (f.end_column as usize).saturating_sub(1)
        } else {
            chars.len()
        }
        .clamp(start + 1, window_end.max(start + 1));
        writeln!(out, "{pad} |")?;
        writeln!(
            out,
            "{gutter} | {}{shown}{}",
            if window_start > 0 { "…" } else { "" },
            if window_end < chars.len() { "…" } else { "" }
        )?;
        writeln!(
            out,
            "{pad} | {}{}{} {}",
            if window_start > 0 { " " } else { "" },
            " ".repeat(start - window_start),
            "^".repeat(end - start),
            f.rule.code
        )?;
        writeln!(out, "{pad} = help: {}", f.rule.help)?;
    } else {
        writeln!(out, "  = help: {}", f.rule.help)?;
    }
    writeln!(out)
}

/// Writes the summary block (also printed alone by `--summary-only`).
pub fn write_summary(out: &mut dyn Write, report: &Report) -> io::Result<()> {
    let n = report.findings.len();
    let files = report.by_file();
    let count = |sev: &str| {
        report
            .findings
            .iter()
            .filter(|f| f.rule.severity.as_str() == sev)
            .count()
    };
    if n == 0 {
        writeln!(out, "No CUDA lock-in found in {} files scanned.", report.files_scanned)?;
    } else {
        writeln!(
            out,
            "Found {n} finding{} ({} error, {} warning, {} info) in {} of {} files scanned.",
            if n == 1 { "" } else { "s" },
            count("error"),
            count("warning"),
            count("info"),
            files.len(),
            report.files_scanned
        )?;
        writeln!(out)?;
        writeln!(out, "By rule:")?;
        let by_rule = report.by_rule();
        for r in RULES {
            let m = r.meta();
            if let Some(c) = by_rule.get(m.code) {
                writeln!(out, "  {:<7} {:>7}  {:<8} {}", m.code, c, m.severity.as_str(), m.name)?;
            }
        }
        writeln!(out)?;
        writeln!(out, "By file:")?;
        for (path, c) in &files {
            writeln!(out, "  {c:>7}  {path}")?;
        }
    }
    if !report.diagnostics.is_empty() {
        let mut kinds: Vec<(&str, usize)> = Vec::new();
        for d in &report.diagnostics {
            match kinds.iter_mut().find(|(k, _)| *k == d.kind.as_str()) {
                Some((_, c)) => *c += 1,
                None => kinds.push((d.kind.as_str(), 1)),
            }
        }
        let list: Vec<String> = kinds.iter().map(|(k, c)| format!("{c} {k}")).collect();
        writeln!(out)?;
        writeln!(
            out,
            "{} diagnostic{} (on stderr): {}",
            report.diagnostics.len(),
            if report.diagnostics.len() == 1 { "" } else { "s" },
            list.join(", ")
        )?;
    }
    Ok(())
}

/// Findings then summary on `out`; diagnostics on `err`.
pub fn render(report: &Report, summary_only: bool, out: &mut dyn Write, err: &mut dyn Write) -> io::Result<()> {
    for d in &report.diagnostics {
        match d.line {
            Some(l) => writeln!(err, "{}:{l}: {}: {}", d.path, d.kind.as_str(), d.message)?,
            None => writeln!(err, "{}: {}: {}", d.path, d.kind.as_str(), d.message)?,
        }
    }
    if !summary_only {
        for f in &report.findings {
            write_finding(out, f)?;
        }
    }
    write_summary(out, report)
}
