"""PyTorch's OpInfo suite run on the PJRT device in strict mode (see docs/conformance.md)."""
