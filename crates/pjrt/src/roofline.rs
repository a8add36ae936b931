//! Time and memory estimates from XLA's cost and memory analysis: a roofline per program.
//!
//! A program compiled for a target (a TPU topology through [`crate::Topology`], or the XLA CPU
//! through a client) reports how many flops, transcendentals and bytes of memory traffic the
//! target's cost model counts, and how many bytes it holds in device memory. Against a chip's
//! peak rates, one launch of the program takes at least
//!
//! ```text
//! max(flops / peak_flops[compute dtype] + transcendentals / transcendentals_per_s,
//!     bytes_accessed / memory_bytes_per_s)  +  launch_seconds
//! ```
//!
//! (compute and memory traffic overlap; the launch's fixed cost does not). A step is the sum
//! over its programs of launches x that time. Device memory is checked per program: the peak is
//! the largest program's arguments + outputs - aliased + temporaries + code, which holds every
//! parameter and optimizer state the step's biggest program touches.
//!
//! A program's compute dtype is the widest element type among its matrix products and
//! convolutions (`dot_general`, `dot`, `convolution`): a chip's peak is quoted per dtype and the
//! products dominate the flops. A program without products runs on the vector units, priced
//! here at the f32 peak (an optimistic bound: TPUs publish no vector-unit rate).

use std::fmt;

/// A chip's peak rates and memory.
#[derive(Debug, Clone, PartialEq)]
pub struct Chip {
    pub name: String,
    /// Peak flops per second by compute dtype (`"bf16"`, `"f32"`, ...), as published.
    pub peak_flops: Vec<(String, f64)>,
    /// Transcendental functions per second; `None` where not known (then they are free: on a
    /// TPU they run on a unit beside the matrix units).
    pub transcendentals_per_s: Option<f64>,
    /// Device memory (HBM) bandwidth, bytes per second.
    pub memory_bytes_per_s: f64,
    /// Device memory (HBM) capacity, bytes.
    pub memory_bytes: f64,
    /// Fixed cost of one program launch, seconds.
    pub launch_seconds: f64,
}

/// What one program costs once, as the target's compiler reports it, and how often a step
/// launches it.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramCost {
    pub flops: f64,
    pub transcendentals: f64,
    pub bytes_accessed: f64,
    /// Device bytes live while it runs ([`crate::MemoryAnalysis::device_total_bytes`]).
    pub device_bytes: f64,
    /// The compute dtype ([`compute_dtype`]).
    pub dtype: String,
    /// Launches per step (a mean: a program launched on every other step counts 0.5).
    pub launches: f64,
}

/// What limits a program's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Compute,
    Memory,
    /// The launch's fixed cost is more than the compute and memory time together.
    Launch,
}

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Bound::Compute => "compute",
            Bound::Memory => "memory",
            Bound::Launch => "launch",
        })
    }
}

/// One launch of one program.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramEstimate {
    pub compute_seconds: f64,
    pub memory_seconds: f64,
    pub launch_seconds: f64,
    /// `max(compute, memory) + launch`.
    pub seconds: f64,
    pub bound: Bound,
    /// The peak the compute time used, flops per second.
    pub peak_flops: f64,
}

/// A step: its programs' estimates, summed.
#[derive(Debug, Clone, PartialEq)]
pub struct StepEstimate {
    pub programs: Vec<ProgramEstimate>,
    /// Sum of launches x seconds.
    pub seconds: f64,
    /// Of `seconds`, the part in programs bound by compute, by memory, and launch costs.
    pub compute_bound_seconds: f64,
    pub memory_bound_seconds: f64,
    pub launch_total_seconds: f64,
    pub launches: f64,
    /// The largest program's device bytes.
    pub peak_device_bytes: f64,
    /// Whether `peak_device_bytes` fits the chip's memory.
    pub fits: bool,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RooflineError {
    #[error("chip {chip}: no peak flops for compute dtype {dtype} (it has: {have})")]
    NoPeak { chip: String, dtype: String, have: String },
    #[error("chip {chip}: {what} must be a positive number, got {value}")]
    BadFigure { chip: String, what: &'static str, value: f64 },
    #[error("program {index}: {what} must be a finite number at least 0, got {value}")]
    BadCost { index: usize, what: &'static str, value: f64 },
}

impl Chip {
    fn check(&self) -> Result<(), RooflineError> {
        let bad = |what, value: f64| RooflineError::BadFigure { chip: self.name.clone(), what, value };
        if !(self.memory_bytes_per_s.is_finite() && self.memory_bytes_per_s > 0.0) {
            return Err(bad("memory bandwidth", self.memory_bytes_per_s));
        }
        if !(self.memory_bytes.is_finite() && self.memory_bytes > 0.0) {
            return Err(bad("memory capacity", self.memory_bytes));
        }
        if !(self.launch_seconds.is_finite() && self.launch_seconds >= 0.0) {
            return Err(bad("launch cost", self.launch_seconds));
        }
        if let Some(t) = self.transcendentals_per_s {
            if !(t.is_finite() && t > 0.0) {
                return Err(bad("transcendental rate", t));
            }
        }
        for (_, p) in &self.peak_flops {
            if !(p.is_finite() && *p > 0.0) {
                return Err(bad("peak flops", *p));
            }
        }
        Ok(())
    }

    /// The peak for `dtype`. Narrower floats without a figure of their own take the bf16 peak
    /// (f16 runs on the same units), f64 takes f32's (an upper bound: no chip here is faster
    /// in f64) and integers take the f32 peak.
    pub fn peak(&self, dtype: &str) -> Result<f64, RooflineError> {
        let find = |d: &str| self.peak_flops.iter().find(|(n, _)| n == d).map(|(_, p)| *p);
        let fallback = match dtype {
            "f16" => "bf16",
            _ => "f32",
        };
        find(dtype).or_else(|| find(fallback)).ok_or_else(|| RooflineError::NoPeak {
            chip: self.name.clone(),
            dtype: dtype.to_string(),
            have: self.peak_flops.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", "),
        })
    }
}

/// One launch of a program with these costs on `chip`.
pub fn estimate_program(chip: &Chip, cost: &ProgramCost) -> Result<ProgramEstimate, RooflineError> {
    chip.check()?;
    estimate_checked(chip, cost, 0)
}

fn estimate_checked(chip: &Chip, cost: &ProgramCost, index: usize) -> Result<ProgramEstimate, RooflineError> {
    for (what, value) in [
        ("flops", cost.flops),
        ("transcendentals", cost.transcendentals),
        ("bytes accessed", cost.bytes_accessed),
        ("device bytes", cost.device_bytes),
        ("launches", cost.launches),
    ] {
        if !(value.is_finite() && value >= 0.0) {
            return Err(RooflineError::BadCost { index, what, value });
        }
    }
    let peak = chip.peak(&cost.dtype)?;
    let transcendental = chip.transcendentals_per_s.map_or(0.0, |r| cost.transcendentals / r);
    let compute = cost.flops / peak + transcendental;
    let memory = cost.bytes_accessed / chip.memory_bytes_per_s;
    let launch = chip.launch_seconds;
    let bound = if launch > compute.max(memory) {
        Bound::Launch
    } else if compute >= memory {
        Bound::Compute
    } else {
        Bound::Memory
    };
    Ok(ProgramEstimate {
        compute_seconds: compute,
        memory_seconds: memory,
        launch_seconds: launch,
        seconds: compute.max(memory) + launch,
        bound,
        peak_flops: peak,
    })
}

/// A step of `programs` on `chip`.
pub fn estimate_step(chip: &Chip, programs: &[ProgramCost]) -> Result<StepEstimate, RooflineError> {
    chip.check()?;
    let mut out = StepEstimate {
        programs: Vec::with_capacity(programs.len()),
        seconds: 0.0,
        compute_bound_seconds: 0.0,
        memory_bound_seconds: 0.0,
        launch_total_seconds: 0.0,
        launches: 0.0,
        peak_device_bytes: 0.0,
        fits: true,
    };
    for (i, p) in programs.iter().enumerate() {
        let e = estimate_checked(chip, p, i)?;
        let n = p.launches;
        out.seconds += n * e.seconds;
        out.launches += n;
        out.launch_total_seconds += n * e.launch_seconds;
        let busy = n * (e.seconds - e.launch_seconds);
        if e.compute_seconds >= e.memory_seconds {
            out.compute_bound_seconds += busy;
        } else {
            out.memory_bound_seconds += busy;
        }
        out.peak_device_bytes = out.peak_device_bytes.max(p.device_bytes);
        out.programs.push(e);
    }
    out.fits = out.peak_device_bytes <= chip.memory_bytes;
    Ok(out)
}

/// The compute dtype of a program from the operand element type of each of its matrix
/// products and convolutions, as the builder recorded them (`tpj_stablehlo::Module::
/// product_elements`, MLIR names): the widest floating type (`"bf16"`, `"f16"`, `"f32"`,
/// `"f64"`; a bf16 product accumulating into f32 is bf16), an integer type where only integer
/// products exist (`"i32"`, ...), or `"f32"` when it has none.
pub fn compute_dtype<S: AsRef<str>>(product_elements: &[S]) -> String {
    // Widest first: the lowest rank found wins.
    const RANKS: [&str; 8] = ["f64", "f32", "bf16", "f16", "i64", "i32", "i16", "i8"];
    let best = product_elements
        .iter()
        // Unsigned and signless integers (`ui8`, `i8`) rank the same.
        .filter_map(|e| RANKS.iter().position(|r| *r == e.as_ref().trim_start_matches('u')))
        .min();
    best.map_or("f32", |r| RANKS[r]).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chip() -> Chip {
        Chip {
            name: "test".into(),
            peak_flops: vec![("bf16".into(), 100e12), ("f32".into(), 50e12)],
            transcendentals_per_s: None,
            memory_bytes_per_s: 1e12,
            memory_bytes: 16e9,
            launch_seconds: 5e-6,
        }
    }

    fn cost(flops: f64, bytes: f64, dtype: &str) -> ProgramCost {
        ProgramCost { flops, transcendentals: 0.0, bytes_accessed: bytes, device_bytes: 1e6, dtype: dtype.into(), launches: 1.0 }
    }

    #[test]
    fn compute_bound_program_takes_flops_over_the_dtype_peak() {
        // 1e12 flops at 100 TF/s = 10 ms; 1e9 bytes at 1 TB/s = 1 ms.
        let e = estimate_program(&chip(), &cost(1e12, 1e9, "bf16")).unwrap();
        assert!((e.compute_seconds - 0.01).abs() < 1e-12, "{e:?}");
        assert!((e.memory_seconds - 0.001).abs() < 1e-12);
        assert!((e.seconds - (0.01 + 5e-6)).abs() < 1e-12);
        assert_eq!(e.bound, Bound::Compute);
        // The same flops in f32: half the peak, twice the time.
        let f = estimate_program(&chip(), &cost(1e12, 1e9, "f32")).unwrap();
        assert!((f.compute_seconds - 0.02).abs() < 1e-12);
        // f16 takes the bf16 peak, f64 and integers the f32 one.
        assert_eq!(estimate_program(&chip(), &cost(1.0, 0.0, "f16")).unwrap().peak_flops, 100e12);
        assert_eq!(estimate_program(&chip(), &cost(1.0, 0.0, "f64")).unwrap().peak_flops, 50e12);
    }

    #[test]
    fn memory_and_launch_bound_programs() {
        let e = estimate_program(&chip(), &cost(1e9, 1e10, "f32")).unwrap();
        assert_eq!(e.bound, Bound::Memory);
        assert!((e.seconds - (0.01 + 5e-6)).abs() < 1e-12);
        let tiny = estimate_program(&chip(), &cost(10.0, 100.0, "f32")).unwrap();
        assert_eq!(tiny.bound, Bound::Launch);
        assert!((tiny.seconds - 5e-6).abs() < 1e-9);
    }

    #[test]
    fn transcendentals_add_to_compute_where_the_chip_has_a_rate() {
        let mut c = chip();
        let mut p = cost(0.0, 0.0, "f32");
        p.transcendentals = 1e9;
        assert_eq!(estimate_program(&c, &p).unwrap().compute_seconds, 0.0);
        c.transcendentals_per_s = Some(1e10);
        assert!((estimate_program(&c, &p).unwrap().compute_seconds - 0.1).abs() < 1e-12);
    }

    #[test]
    fn a_step_sums_launches_and_checks_memory() {
        let mut a = cost(1e12, 1e9, "bf16"); // 10 ms + 5 us, twice
        a.launches = 2.0;
        let mut b = cost(0.0, 1e9, "f32"); // 1 ms + 5 us
        b.device_bytes = 20e9;
        let s = estimate_step(&chip(), &[a, b]).unwrap();
        assert!((s.seconds - (2.0 * 0.010005 + 0.001005)).abs() < 1e-12, "{s:?}");
        assert!((s.compute_bound_seconds - 0.02).abs() < 1e-12);
        assert!((s.memory_bound_seconds - 0.001).abs() < 1e-12);
        assert!((s.launch_total_seconds - 15e-6).abs() < 1e-12);
        assert_eq!(s.launches, 3.0);
        assert_eq!(s.peak_device_bytes, 20e9);
        assert!(!s.fits, "20 GB does not fit 16 GB");
    }

    #[test]
    fn bad_figures_are_errors_naming_them() {
        let mut c = chip();
        c.memory_bytes_per_s = 0.0;
        let e = estimate_program(&c, &cost(1.0, 1.0, "f32")).unwrap_err().to_string();
        assert!(e.contains("memory bandwidth"), "{e}");
        let mut p = cost(1.0, 1.0, "f32");
        p.flops = f64::NAN;
        let e = estimate_step(&chip(), &[cost(1.0, 1.0, "f32"), p]).unwrap_err().to_string();
        assert!(e.contains("program 1") && e.contains("flops"), "{e}");
        let c = Chip { peak_flops: vec![("bf16".into(), 1e12)], ..chip() };
        let e = estimate_program(&c, &cost(1.0, 1.0, "f32")).unwrap_err().to_string();
        assert!(e.contains("no peak flops for compute dtype f32") && e.contains("bf16"), "{e}");
    }

    #[test]
    fn compute_dtype_is_the_widest_product_operand() {
        assert_eq!(compute_dtype(&["bf16"]), "bf16", "a bf16 product accumulating in f32 is bf16");
        assert_eq!(compute_dtype(&["bf16", "f32"]), "f32");
        assert_eq!(compute_dtype(&["f16"]), "f16");
        assert_eq!(compute_dtype(&["i32", "ui8"]), "i32");
        assert_eq!(compute_dtype(&["f8E4M3FN", "bf16"]), "bf16");
        assert_eq!(compute_dtype::<&str>(&[]), "f32");
    }
}
