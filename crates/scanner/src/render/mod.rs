//! One renderer per output format; each writes a whole [`Report`](crate::report::Report).

pub mod human;
pub mod json;
pub mod sarif;

/// The output formats `--format` accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Human,
    Json,
    Sarif,
}

impl Format {
    pub fn parse(s: &str) -> Option<Format> {
        match s {
            "human" | "text" | "full" => Some(Format::Human),
            "json" => Some(Format::Json),
            "sarif" => Some(Format::Sarif),
            _ => None,
        }
    }
}

/// The tool's version, as reported in JSON and SARIF.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
