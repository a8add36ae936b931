//! unary ops. See CONTRIBUTING.md: one function per op + one registry line + tests.

use crate::registry::Registry;

pub fn register(_r: &mut Registry) {}
