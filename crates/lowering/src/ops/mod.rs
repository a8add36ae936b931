//! One file per op family; each exposes `register`, whose lines are the table.

use crate::registry::Registry;

pub mod pointwise;

pub fn register_all(r: &mut Registry) {
    pointwise::register(r);
}
