//! PyO3 module `torch_pjrt._native`: the only place Python meets Rust.
