//! CUDA lock-in scanner: rules over a real Python parse tree (Ruff's parser), with names
//! resolved through imports and aliases.
//!
//! - [`discover`] finds files; [`source`] decodes them (PEP 263, notebooks);
//! - [`checker`] walks one syntax tree, tracking bindings, and calls the [`rules`];
//! - [`scan`] runs files in parallel into a [`report::Report`];
//! - [`render`] prints it as human text, JSON or SARIF; [`run_cli`] is the command line.
//!
//! The scanner never imports or executes the code it reads.

pub mod checker;
mod cli;
pub mod discover;
pub mod render;
pub mod report;
pub mod rules;
pub mod scan;
pub mod source;
pub mod torch_api;

pub use cli::run_cli;
