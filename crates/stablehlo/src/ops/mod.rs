//! Op families: each file adds builder methods in its own `impl Builder` block.

pub mod complex;
pub mod dot_conv;
pub mod elementwise;
pub mod gather_scatter;
pub mod misc;
pub mod reduce;
pub mod shape;

use crate::error::{invalid, Result};
use crate::types::{ElementType, TensorType};

/// Allowed element-type classes, as bit flags.
pub(crate) const BOOL: u8 = 1;
pub(crate) const SINT: u8 = 2;
pub(crate) const UINT: u8 = 4;
pub(crate) const FLOAT: u8 = 8;
pub(crate) const COMPLEX: u8 = 16;
pub(crate) const INT: u8 = SINT | UINT;
pub(crate) const ANY: u8 = BOOL | INT | FLOAT;

pub(crate) fn class_of(e: ElementType) -> u8 {
    if e.is_bool() {
        BOOL
    } else if e.is_complex() {
        COMPLEX
    } else if e.is_float() {
        FLOAT
    } else if e.is_unsigned() {
        UINT
    } else {
        SINT
    }
}

fn class_name(c: u8) -> String {
    let mut parts = Vec::new();
    if c & BOOL != 0 {
        parts.push("boolean");
    }
    match c & INT {
        INT => parts.push("integer"),
        SINT => parts.push("signed integer"),
        UINT => parts.push("unsigned integer"),
        _ => {}
    }
    if c & FLOAT != 0 {
        parts.push("float");
    }
    if c & COMPLEX != 0 {
        parts.push("complex");
    }
    parts.join(" or ")
}

/// Fails unless `ty`'s element type is in `allowed`.
pub(crate) fn check_elem(op: &'static str, what: &str, ty: &TensorType, allowed: u8) -> Result<()> {
    if ty.elem.is_complex() && allowed & COMPLEX == 0 {
        // Not a malformed program but a gap: XLA defines this op for real types only.
        return Err(crate::error::BuildError::Unimplemented {
            op,
            detail: format!("{what} {ty}: complex elements are not supported (it takes {} elements)", class_name(allowed)),
        });
    }
    if class_of(ty.elem) & allowed == 0 {
        return Err(invalid(op, format!("{what} {ty} must have {} elements", class_name(allowed))));
    }
    Ok(())
}

/// Checks that `dims` are distinct and in `0..rank`.
pub(crate) fn check_dims(op: &'static str, what: &str, dims: &[i64], rank: usize, ty: &TensorType) -> Result<()> {
    let mut seen = vec![false; rank];
    for &d in dims {
        if d < 0 || d as usize >= rank {
            return Err(invalid(op, format!("{what} {dims:?}: dimension {d} out of range for {ty}")));
        }
        if seen[d as usize] {
            return Err(invalid(op, format!("{what} {dims:?}: dimension {d} repeated (operand {ty})")));
        }
        seen[d as usize] = true;
    }
    Ok(())
}

/// Checks `len(list) == n`.
pub(crate) fn check_len(op: &'static str, what: &str, len: usize, n: usize, ty: &TensorType) -> Result<()> {
    if len != n {
        return Err(invalid(op, format!("{what} has {len} entries, expected {n} for operand {ty}")));
    }
    Ok(())
}
