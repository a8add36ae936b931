//! The device memory budget of a plugin that computes in host memory.
//!
//! GPU and TPU plugins report a memory limit and refuse an allocation past it
//! (a `torch.OutOfMemoryError`). The XLA CPU plugin reports none: its devices
//! use host memory, and without a budget a program that sizes itself from
//! "free device memory" (a serving engine's KV cache) takes the whole host and
//! the kernel's OOM killer ends the process. So host-memory devices get a
//! budget, shared by all of them: `TORCH_PJRT_MEMORY_LIMIT` (bytes, `8GB`,
//! `8GiB`, `512MB`, `40%` of host memory, or `off`), by default half of the
//! host's memory (its cgroup limit where lower). `mem_get_info` reports it, and
//! new storages and program outputs past it raise `torch.OutOfMemoryError`.

use crate::error::{EngineError, Result};
use crate::metrics;
use std::sync::OnceLock;
use tpj_pjrt::PjrtError;

pub const SETTING: &str = "TORCH_PJRT_MEMORY_LIMIT";
const DEFAULT_PERCENT: f64 = 50.0;

#[derive(Clone, Debug, PartialEq)]
pub struct Budget {
    pub limit: u64,
    /// How the limit was chosen, for messages ("50% of host memory (default)").
    pub origin: String,
}

/// Parses a `TORCH_PJRT_MEMORY_LIMIT` value against `host_total` bytes;
/// `Ok(None)` for `off`.
pub fn parse(value: &str, host_total: u64) -> Result<Option<Budget>> {
    let v = value.trim();
    let bad = || {
        EngineError::Pjrt(PjrtError::InvalidSetting {
            setting: SETTING,
            value: value.to_string(),
            valid: "a byte count (8589934592, 8GB, 8GiB, 512MB), a percentage of host memory (40%), or off",
        })
    };
    if v.eq_ignore_ascii_case("off") {
        return Ok(None);
    }
    if let Some(p) = v.strip_suffix('%') {
        let p: f64 = p.trim().parse().map_err(|_| bad())?;
        if !(p > 0.0 && p <= 100.0) {
            return Err(bad());
        }
        let limit = (host_total as f64 * p / 100.0) as u64;
        return Ok(Some(Budget { limit, origin: format!("{SETTING}={v}: {p}% of host memory") }));
    }
    let limit = parse_size(v).ok_or_else(bad)?;
    if limit == 0 {
        return Err(bad());
    }
    Ok(Some(Budget { limit, origin: format!("{SETTING}={v}") }))
}

/// A byte count as settings write it: `8589934592`, `8GB`, `8GiB`, `512MB`, `1.5 GB`.
pub fn parse_size(value: &str) -> Option<u64> {
    let v = value.trim();
    let split = v.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(v.len());
    let (num, unit) = v.split_at(split);
    let n: f64 = num.parse().ok()?;
    let scale: f64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "kb" => 1e3,
        "mb" => 1e6,
        "gb" => 1e9,
        "tb" => 1e12,
        "kib" => 1024.0,
        "mib" => 1024f64.powi(2),
        "gib" => 1024f64.powi(3),
        "tib" => 1024f64.powi(4),
        _ => return None,
    };
    Some((n * scale) as u64)
}

/// The budget of this process's host-memory devices; `None` when the plugin
/// has limits of its own or the budget is off. Read once.
pub fn get() -> Result<Option<&'static Budget>> {
    static BUDGET: OnceLock<std::result::Result<Option<Budget>, String>> = OnceLock::new();
    let b = BUDGET.get_or_init(|| {
        let rt = crate::runtime::get().map_err(|e| e.to_string())?;
        if rt.reports_memory_limit() {
            return Ok(None);
        }
        let Some((_, total)) = host_memory() else { return Ok(None) };
        match std::env::var(SETTING) {
            Ok(v) if !v.trim().is_empty() => parse(&v, total).map_err(|e| e.to_string()),
            _ => Ok(Some(Budget {
                limit: (total as f64 * DEFAULT_PERCENT / 100.0) as u64,
                origin: format!("{DEFAULT_PERCENT}% of host memory, the default; set {SETTING} to change it"),
            })),
        }
    });
    match b {
        Ok(b) => Ok(b.as_ref()),
        Err(e) => Err(EngineError::Invalid(e.clone())),
    }
}

/// Bytes held by the storages of every device (host-memory devices share one pool).
pub fn in_use() -> u64 {
    (0..metrics::MAX_DEVICES).map(|d| metrics::memory_stats(d).bytes[0].max(0) as u64).sum()
}

/// (free, total) under the budget: the room left, never more than the host has.
pub fn memory_info(b: &Budget) -> (u64, u64) {
    let room = b.limit.saturating_sub(in_use());
    let avail = host_memory().map_or(room, |(a, _)| a);
    (room.min(avail), b.limit)
}

/// Refuses `nbytes` more on `device` past the budget, as an out-of-memory error
/// worded like PyTorch's own.
pub fn reserve(device: usize, nbytes: u64, what: &str) -> Result<()> {
    let Some(b) = get()? else { return Ok(()) };
    let used = in_use();
    if used.saturating_add(nbytes) <= b.limit {
        return Ok(());
    }
    Err(EngineError::OutOfMemory(format!(
        "tpu:{device} out of memory{}: tried to allocate {}; {} of the device memory limit of {} is in use ({})",
        if what.is_empty() { String::new() } else { format!(" in {what}") },
        human(nbytes),
        human(used),
        human(b.limit),
        b.origin
    )))
}

pub fn human(n: u64) -> String {
    let n = n as f64;
    if n >= 1024f64.powi(3) {
        format!("{:.2} GiB", n / 1024f64.powi(3))
    } else if n >= 1024f64.powi(2) {
        format!("{:.2} MiB", n / 1024f64.powi(2))
    } else if n >= 1024.0 {
        format!("{:.2} KiB", n / 1024.0)
    } else {
        format!("{n} bytes")
    }
}

/// (available, total) bytes of host memory: /proc/meminfo, capped by the
/// process's cgroup limit (a container's memory.max).
pub fn host_memory() -> Option<(u64, u64)> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = text.lines().find(|l| l.starts_with(name))?;
        Some(line.split_whitespace().nth(1)?.parse::<u64>().ok()? * 1024)
    };
    let (mut avail, mut total) = (field("MemAvailable:")?, field("MemTotal:")?);
    let cg = |f: &str| std::fs::read_to_string(format!("/sys/fs/cgroup/{f}")).ok().and_then(|s| s.trim().parse::<u64>().ok());
    if let Some(max) = cg("memory.max") {
        total = total.min(max);
        avail = avail.min(max.saturating_sub(cg("memory.current").unwrap_or(0)));
    }
    Some((avail, total))
}

/// The bytes a serving engine's KV cache may take on a device with `free` of `total` bytes
/// free (`mem_get_info`'s figures): `explicit` when the user set a size and it fits in `free`,
/// else the `utilization` share of `total` less what is already in use (the model's weights,
/// the runtime). The error names the figures and the settings that change them.
pub fn kv_cache_bytes(free: u64, total: u64, utilization: f64, explicit: Option<u64>) -> std::result::Result<u64, String> {
    if !(utilization > 0.0 && utilization <= 1.0) {
        return Err(format!("the memory utilization must be in (0, 1], not {utilization}"));
    }
    if let Some(want) = explicit {
        if want > free {
            return Err(format!(
                "the KV cache asked for {} (kv_cache_memory_bytes), more than the {} free of the device's {} \
                 ({SETTING} sets the budget on a host-memory plugin)",
                human(want),
                human(free),
                human(total)
            ));
        }
        return Ok(want);
    }
    let used = total.saturating_sub(free);
    let share = (total as f64 * utilization) as u64;
    match share.checked_sub(used) {
        Some(n) if n > 0 => Ok(n),
        _ => Err(format!(
            "no memory is left for the KV cache: the model and runtime hold {} of the device's {}, and a \
             utilization of {utilization} allows {}; raise the utilization or {SETTING}, or set kv_cache_memory_bytes",
            human(used),
            human(total),
            human(share)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOST: u64 = 16 << 30;

    #[test]
    fn parses_sizes_percentages_and_off() {
        let lim = |v: &str| parse(v, HOST).unwrap().map(|b| b.limit);
        assert_eq!(lim("off"), None);
        assert_eq!(lim("OFF"), None);
        assert_eq!(lim("1024"), Some(1024));
        assert_eq!(lim("8GB"), Some(8_000_000_000));
        assert_eq!(lim("8 GiB"), Some(8 << 30));
        assert_eq!(lim("512mb"), Some(512_000_000));
        assert_eq!(lim("1.5GiB"), Some(3 << 29));
        assert_eq!(lim("25%"), Some(4 << 30));
        assert!(parse("25%", HOST).unwrap().unwrap().origin.contains("25% of host memory"));
    }

    #[test]
    fn refuses_nonsense_naming_the_setting() {
        for v in ["", "lots", "8XB", "0", "0%", "150%", "-1GB", "%"] {
            let e = parse(v, HOST).unwrap_err().to_string();
            assert!(e.contains(SETTING) && e.contains("percentage"), "{v}: {e}");
        }
    }

    #[test]
    fn sizes_read_like_pytorchs() {
        assert_eq!(human(512), "512 bytes");
        assert_eq!(human(3 << 29), "1.50 GiB");
        assert_eq!(human(20 << 20), "20.00 MiB");
    }

    #[test]
    fn the_kv_cache_gets_its_share_less_what_is_in_use() {
        const G: u64 = 1 << 30;
        assert_eq!(kv_cache_bytes(6 * G, 8 * G, 0.5, None), Ok(2 * G));
        assert_eq!(kv_cache_bytes(6 * G, 8 * G, 0.9, Some(G)), Ok(G));
        let e = kv_cache_bytes(6 * G, 8 * G, 0.9, Some(7 * G)).unwrap_err();
        assert!(e.contains("7.00 GiB") && e.contains("6.00 GiB free") && e.contains(SETTING), "{e}");
        let e = kv_cache_bytes(3 * G, 8 * G, 0.5, None).unwrap_err();
        assert!(e.contains("hold 5.00 GiB") && e.contains("allows 4.00 GiB"), "{e}");
        assert!(kv_cache_bytes(G, G, 0.0, None).is_err() && kv_cache_bytes(G, G, 1.5, None).is_err());
    }
}
