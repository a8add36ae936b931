//! Whether `tpu` is torch's current accelerator (`TORCH_PJRT_ACCELERATOR`,
//! `torch_pjrt.use_as_accelerator`).
//!
//! Registering the name `tpu` makes torch's C++ `getAccelerator()` answer PrivateUse1 on every
//! machine, and portable code (`torch.accelerator.current_accelerator()`, FSDP2's default mesh,
//! `init_process_group()` with no backend) then moves from native CPU to the device. On a machine
//! whose only plugin is the XLA CPU, that changes a CPU program that never asked for the device:
//! there the device is offered by name (`.to("tpu")`) and becomes the accelerator only when asked
//! for. A real accelerator's plugin (TPU, GPU, any platform that is not the host) makes it the
//! accelerator, as torch_xla's device is where a TPU exists.
//!
//! This file decides; `python/torch_pjrt/_torch_compat.py` carries the answer out (torch's
//! accelerator queries answer as without us when the device is not the accelerator).

use crate::error::Result;
use tpj_pjrt::PjrtError;

/// The environment variable that chooses, read at registration.
pub const SETTING: &str = "TORCH_PJRT_ACCELERATOR";
const VALID: &str = "auto (the default: only a plugin that is not the host's), 1 or 0";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The device is the accelerator when its plugin computes somewhere other than the host.
    Auto,
    On,
    Off,
}

impl Choice {
    /// Reads a setting (any case, surrounding blanks ignored; blank is `auto`); `setting`
    /// names where the value came from in the error.
    pub fn parse(value: &str, setting: &'static str) -> Result<Choice> {
        match value.trim().to_ascii_lowercase().as_str() {
            "" | "auto" => Ok(Choice::Auto),
            "1" | "on" | "true" | "yes" => Ok(Choice::On),
            "0" | "off" | "false" | "no" => Ok(Choice::Off),
            _ => Err(PjrtError::InvalidSetting { setting, value: value.to_string(), valid: VALID }.into()),
        }
    }
}

/// Whether a PJRT platform computes in the host's own memory and cores (the XLA CPU plugin's
/// `cpu`; `host` and `interpreter` are other names host-only plugins report). Anything else,
/// including a platform we do not know (a vendor's plugin someone loaded on purpose), is an
/// accelerator.
pub fn host_platform(platform: &str) -> bool {
    matches!(platform.trim().to_ascii_lowercase().as_str(), "cpu" | "host" | "interpreter")
}

/// The decision: `platform` is the loaded plugin's (`None`: no usable plugin, the device is
/// registered but unavailable, so it is never the accelerator unless asked for).
pub fn decide(choice: Choice, platform: Option<&str>) -> bool {
    match choice {
        Choice::On => true,
        Choice::Off => false,
        Choice::Auto => platform.is_some_and(|p| !host_platform(p)),
    }
}

/// [`decide`] with the choice read from `value`, or from [`SETTING`] when `value` is `None`.
pub fn decide_from(value: Option<&str>, platform: Option<&str>) -> Result<bool> {
    let choice = match value {
        Some(v) => Choice::parse(v, SETTING)?,
        None => match std::env::var(SETTING) {
            Ok(v) => Choice::parse(&v, SETTING)?,
            Err(_) => Choice::Auto,
        },
    };
    Ok(decide(choice, platform))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_makes_a_real_accelerator_plugin_the_accelerator() {
        for p in ["tpu", "TPU", "cuda", "rocm", "gpu", "METAL", "some_vendor"] {
            assert!(decide(Choice::Auto, Some(p)), "{p}");
        }
    }

    #[test]
    fn auto_leaves_the_host_plugin_and_no_plugin_off() {
        for p in ["cpu", "CPU", " cpu\n", "host", "interpreter"] {
            assert!(!decide(Choice::Auto, Some(p)), "{p}");
        }
        assert!(!decide(Choice::Auto, None));
    }

    #[test]
    fn asking_wins_over_the_platform() {
        assert!(decide(Choice::On, Some("cpu")));
        assert!(decide(Choice::On, None));
        assert!(!decide(Choice::Off, Some("tpu")));
    }

    #[test]
    fn settings_parse() {
        for (v, c) in [("", Choice::Auto), (" Auto ", Choice::Auto), ("1", Choice::On), ("on", Choice::On),
                       ("TRUE", Choice::On), ("0", Choice::Off), ("off", Choice::Off), ("no", Choice::Off)] {
            assert_eq!(Choice::parse(v, SETTING).unwrap(), c, "{v:?}");
        }
        assert!(decide_from(Some("1"), Some("cpu")).unwrap());
        assert!(!decide_from(Some("auto"), Some("cpu")).unwrap());
    }

    #[test]
    fn an_unknown_setting_names_the_setting_and_the_valid_ones() {
        let e = Choice::parse("tpu", SETTING).unwrap_err();
        assert_eq!(e.py_class(), "InvalidSettingError");
        assert_eq!(
            e.to_string(),
            "invalid value \"tpu\" for TORCH_PJRT_ACCELERATOR; valid values: auto (the default: only a plugin \
             that is not the host's), 1 or 0"
        );
    }
}
