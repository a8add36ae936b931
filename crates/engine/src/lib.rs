//! Storage slots, the eager executor, the compile cache front and metrics.
