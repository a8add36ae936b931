//! CUDA lock-in scanner: rules over a real Python parse tree.
