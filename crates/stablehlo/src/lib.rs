//! Typed StableHLO builder and the single printer that produces program text.
