//! SSA values handed out by the [`Builder`](crate::Builder).

/// A handle to one SSA value of a [`Builder`](crate::Builder): a function
/// parameter, a block argument of a region, or a result of an op. Its type is
/// `builder.ty(v)`. Handles are only meaningful for the builder that made them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(pub(crate) u32);

impl Value {
    /// The index of the value in its builder (stable, dense, in creation order).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
