//! PJRT runtime: our own FFI over the PJRT C API, plugin discovery, client, buffers, executables.
