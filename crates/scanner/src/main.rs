//! `torch-pjrt` as a plain cargo binary.

use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut err = stderr.lock();
    let code = tpj_scanner::run_cli(&args, &mut out, &mut err);
    let code = if out.flush().is_err() { 2 } else { code };
    std::process::exit(code);
}
