//! `torch-pjrt` as a plain cargo binary.

use std::io::Write;

// Parsing allocates many small nodes; mimalloc is markedly faster than glibc's malloc here.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
