//! `TORCH_PJRT_LOG=programs,recompiles,...`: opt-in diagnostics on stderr.

use std::sync::OnceLock;

fn topics() -> &'static Vec<String> {
    static T: OnceLock<Vec<String>> = OnceLock::new();
    T.get_or_init(|| {
        std::env::var("TORCH_PJRT_LOG")
            .unwrap_or_default()
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    })
}

pub fn enabled(topic: &str) -> bool {
    topics().iter().any(|t| t == topic || t == "all")
}

pub fn program(op: &str, text: &str) {
    if enabled("programs") {
        eprintln!("[torch_pjrt] compiled {op}:\n{text}");
    }
}
