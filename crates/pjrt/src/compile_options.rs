//! Hand-encoded `xla.CompileOptionsProto` bytes.
//!
//! `PJRT_Client_Compile` takes the compile options as a serialized protobuf. Plugins abort the
//! process when handed an empty one, so [`CompileOptions::encode`] always writes at least the
//! build options. We write only the fields we set, in protobuf wire format:
//!
//! ```text
//! CompileOptionsProto
//!   3: executable_build_options (message ExecutableBuildOptionsProto)
//!        4: num_replicas   (int64)
//!        5: num_partitions (int64)
//!   4: compile_portable_executable (bool)
//!   7: env_option_overrides (map<string, OptionOverrideProto>; a map entry is a message
//!        1: key (string), 2: value (OptionOverrideProto  3: int_field (int64)))
//! ```
//!
//! `backend_opt_level` is XLA's `xla_backend_optimization_level` as such an override: 0 asks
//! the backend (LLVM on the XLA CPU) for code at its cheapest to build, the first tier of an
//! eager program (crates/engine/src/program.rs).
//!
//! A *portable* executable is not bound to a device at compile time; it runs on whichever
//! addressable device `PJRT_LoadedExecutable_Execute` names in `execute_device`. That is what lets
//! one compiled program serve every device index without recompiling.

/// The options we compile with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    pub num_replicas: i64,
    pub num_partitions: i64,
    pub portable: bool,
    /// XLA's backend optimization level; `None`: the plugin's default.
    pub backend_opt_level: Option<i64>,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            num_replicas: 1,
            num_partitions: 1,
            portable: true,
            backend_opt_level: None,
        }
    }
}

const WIRE_VARINT: u32 = 0;
const WIRE_LEN: u32 = 2;

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8 & 0x7f) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn put_key(out: &mut Vec<u8>, field: u32, wire: u32) {
    put_varint(out, u64::from((field << 3) | wire));
}

fn put_int(out: &mut Vec<u8>, field: u32, v: i64) {
    put_key(out, field, WIRE_VARINT);
    // int64 negative values are sign-extended to ten bytes on the wire.
    put_varint(out, v as u64);
}

fn put_message(out: &mut Vec<u8>, field: u32, body: &[u8]) {
    put_key(out, field, WIRE_LEN);
    put_varint(out, body.len() as u64);
    out.extend_from_slice(body);
}

impl CompileOptions {
    /// Serialized `CompileOptionsProto`; never empty.
    pub fn encode(&self) -> Vec<u8> {
        let mut build = Vec::new();
        put_int(&mut build, 4, self.num_replicas);
        put_int(&mut build, 5, self.num_partitions);
        let mut out = Vec::new();
        put_message(&mut out, 3, &build);
        if self.portable {
            put_int(&mut out, 4, 1);
        }
        if let Some(level) = self.backend_opt_level {
            let mut value = Vec::new();
            put_int(&mut value, 3, level);
            let mut entry = Vec::new();
            put_message(&mut entry, 1, b"xla_backend_optimization_level");
            put_message(&mut entry, 2, &value);
            put_message(&mut out, 7, &entry);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_optimization_level_is_an_env_override() {
        let o = CompileOptions { backend_opt_level: Some(0), ..Default::default() };
        let bytes = o.encode();
        let mut want = CompileOptions::default().encode();
        // field 7, len 36: (field 1: the 30-byte key) (field 2, len 2: field 3 = 0)
        want.extend_from_slice(&[0x3a, 36, 0x0a, 30]);
        want.extend_from_slice(b"xla_backend_optimization_level");
        want.extend_from_slice(&[0x12, 0x02, 0x18, 0x00]);
        assert_eq!(bytes, want);
    }

    #[test]
    fn default_encoding() {
        // field 3 (len 4: field 4 = 1, field 5 = 1), field 4 = true
        assert_eq!(
            CompileOptions::default().encode(),
            vec![0x1a, 0x04, 0x20, 0x01, 0x28, 0x01, 0x20, 0x01]
        );
    }

    #[test]
    fn non_portable_and_large_values() {
        let o = CompileOptions {
            num_replicas: 300,
            num_partitions: 1,
            portable: false,
            backend_opt_level: None,
        };
        assert_eq!(o.encode(), vec![0x1a, 0x05, 0x20, 0xac, 0x02, 0x28, 0x01]);
    }
}
