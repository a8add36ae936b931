//! Adam/AdamW parameter updates on the XLA CPU in one pass over memory.
//!
//! The fused optimizers' lowering (`tpj_lowering::ops::optim`) computes each parameter's new
//! value and moments in StableHLO and offers the computation to [`HOST_ADAM`]
//! (`Builder::offer`). XLA:CPU cannot fuse one loop with three outputs: it runs the update as
//! three loops (new first moment, new second moment, new parameter reading both), ten passes
//! over a parameter's size of memory where one loop needs seven (read parameter, gradient,
//! moments; write parameter, moments). The update is memory-bound, so this kernel, which is
//! that one loop, takes about two thirds of XLA's time (docs/performance.md). It computes the
//! same operations in the same order as the lowering, in float32 without fused multiply-adds,
//! vectorised for the CPU it runs on; blocks of the parameter run on XLA's compute threads
//! (`crate::host_kernels`).
//!
//! `TORCH_PJRT_CPU_OPTIM`: `host` (the default: the kernel) or `xla` (XLA's loops).

use crate::host_kernels::{self, Job};
use crate::metrics;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use tpj_lowering::ops::optim::HOST_ADAM;
use tpj_pjrt::xla_ffi::{self, CallFrame};
use tpj_stablehlo::Module;

pub const SETTING: &str = "TORCH_PJRT_CPU_OPTIM";

static ENABLED: AtomicBool = AtomicBool::new(false);

/// Whether [`route`] hands updates to the kernel (it is registered).
pub fn enabled() -> bool {
    ENABLED.load(Relaxed)
}

fn wanted() -> crate::Result<bool> {
    let v = std::env::var(SETTING).unwrap_or_default();
    match v.trim().to_ascii_lowercase().as_str() {
        "" | "host" => Ok(true),
        "xla" => Ok(false),
        _ => Err(tpj_pjrt::PjrtError::InvalidSetting { setting: SETTING, value: v, valid: "host (the default) or xla" }.into()),
    }
}

/// Registers the kernel with the CPU plugin unless the setting says `xla`. When it cannot be
/// registered (a plugin without the FFI extension), updates stay with XLA; the log
/// (`TORCH_PJRT_LOG=compiles`) says why.
pub fn install(plugin: &tpj_pjrt::Plugin) -> crate::Result<()> {
    if !wanted()? || enabled() {
        return Ok(());
    }
    // SAFETY: `handler` is a typed XLA FFI handler with static lifetime.
    match unsafe { plugin.register_ffi_handler(HOST_ADAM, "Host", handler as *mut c_void) } {
        Ok(()) => ENABLED.store(true, Relaxed),
        Err(e) => {
            if crate::log::enabled("compiles") {
                eprintln!("[torch_pjrt] Adam updates stay with XLA: registering {HOST_ADAM}: {e}");
            }
        }
    }
    Ok(())
}

/// Hands `module`'s offered Adam updates to the kernel, when installed. Returns how many.
pub fn route(module: &mut Module) -> usize {
    if !enabled() {
        return 0;
    }
    let n = module.take_offers(|target| target == HOST_ADAM);
    metrics::HOST_ADAMS.fetch_add(n as u64, Relaxed);
    n
}

/// The rank-0 operands, in the order the lowering passes them (`HOST_ADAM`'s docs).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Hyper {
    keep: f32,
    coupled: f32,
    one_m_b1: f32,
    beta2: f32,
    one_m_b2: f32,
    inv_bc2_sqrt: f32,
    eps: f32,
    step_size: f32,
}

/// One update in place: what the lowering computes, operation for operation.
#[inline(always)]
fn update_body(h: Hyper, p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32]) {
    for (((p, m), v), &g) in p.iter_mut().zip(m.iter_mut()).zip(v.iter_mut()).zip(g) {
        let p1 = *p * h.keep;
        let g1 = g + p1 * h.coupled;
        let m1 = *m + (g1 - *m) * h.one_m_b1;
        let v1 = *v * h.beta2 + (g1 * g1) * h.one_m_b2;
        let denom = v1.sqrt() * h.inv_bc2_sqrt + h.eps;
        *p = p1 - (m1 / denom) * h.step_size;
        *m = m1;
        *v = v1;
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn update_avx512(h: Hyper, p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32]) {
    update_body(h, p, g, m, v)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn update_avx2(h: Hyper, p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32]) {
    update_body(h, p, g, m, v)
}

/// The update, in the widest vectors this CPU has (the same results in every width: no fused
/// multiply-adds, IEEE division and square root).
fn update(h: Hyper, p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU has the feature.
            return unsafe { update_avx512(h, p, g, m, v) };
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has the feature.
            return unsafe { update_avx2(h, p, g, m, v) };
        }
    }
    update_body(h, p, g, m, v)
}

/// One call's buffers: the new state is written over `p`, `m`, `v` (the call's results, which
/// XLA gives the operands' buffers; when it does not, the operands are first copied into them).
#[derive(Clone, Copy)]
struct Update {
    p: *mut f32,
    g: *const f32,
    m: *mut f32,
    v: *mut f32,
    h: Hyper,
}

// SAFETY: XLA's buffers, valid until the call's future completes (after the last block); blocks
// touch disjoint ranges.
unsafe impl Send for Update {}
unsafe impl Sync for Update {}

impl Update {
    /// Elements `[a, b)`.
    ///
    /// # Safety
    /// The pointers hold at least `b` elements; `p`, `m`, `v` and `g` do not overlap; no other
    /// thread touches `[a, b)`.
    unsafe fn part(&self, a: usize, b: usize) {
        let n = b - a;
        // SAFETY: as the caller promises.
        unsafe {
            let p = std::slice::from_raw_parts_mut(self.p.add(a), n);
            let g = std::slice::from_raw_parts(self.g.add(a), n);
            let m = std::slice::from_raw_parts_mut(self.m.add(a), n);
            let v = std::slice::from_raw_parts_mut(self.v.add(a), n);
            update(self.h, p, g, m, v);
        }
    }
}

/// The update as a job of about `parts` blocks of whole cache lines.
fn job(u: Update, n: usize, parts: usize) -> Job {
    // SAFETY: `Update::part`'s contract holds for the blocks, which are disjoint and within `n`.
    Job::new(host_kernels::blocks(n, parts, 16), Box::new(move |a, b| unsafe { u.part(a, b) }))
}

type Buf<'a> = (std::ffi::c_int, *mut c_void, &'a [i64]);

/// The call's element count and rank-0 operands, or why it is not a call `route` makes.
fn check(args: &[Buf], rets: &[Buf]) -> Result<(usize, Hyper), String> {
    let shape = |x: &Buf| format!("{:?} (element type {})", x.2, x.0);
    let bad = || {
        let a: Vec<String> = args.iter().map(shape).collect();
        let r: Vec<String> = rets.iter().map(shape).collect();
        format!("{HOST_ADAM}: expected 4 float32 vectors of one length and 8 float32 scalars, 3 vector results; got operands [{}], results [{}]", a.join(", "), r.join(", "))
    };
    if args.len() != 12 || rets.len() != 3 || args.iter().chain(rets).any(|b| b.0 != xla_ffi::DTYPE_F32 || b.1.is_null()) {
        return Err(bad());
    }
    let &[n] = args[0].2 else { return Err(bad()) };
    if args[..4].iter().chain(rets).any(|b| b.2 != [n]) || args[4..].iter().any(|b| !b.2.is_empty()) {
        return Err(bad());
    }
    // SAFETY: checked above: rank-0 float32 buffers.
    let s = |i: usize| unsafe { *args[i].1.cast::<f32>() };
    let h = Hyper { keep: s(4), coupled: s(5), one_m_b1: s(6), beta2: s(7), one_m_b2: s(8), inv_bc2_sqrt: s(9), eps: s(10), step_size: s(11) };
    Ok((n as usize, h))
}

/// The handler of [`HOST_ADAM`]: checks the call against what `route` emits, then updates. A
/// mismatch is returned as an error for XLA to report, never acted on.
unsafe extern "C" fn handler(frame: *mut CallFrame) -> *mut xla_ffi::Error {
    // SAFETY: XLA passes a valid frame for the duration of the call.
    unsafe {
        if xla_ffi::answer_metadata(frame) || (*frame).stage != xla_ffi::STAGE_EXECUTE {
            return std::ptr::null_mut();
        }
        let f = &*frame;
        let args: Option<Vec<Buf>> = (0..f.args.size.max(0) as usize).map(|i| xla_ffi::buffer(&f.args, i)).collect();
        let rets: Option<Vec<Buf>> = (0..f.rets.size.max(0) as usize).map(|i| xla_ffi::buffer(&f.rets, i)).collect();
        let (Some(args), Some(rets)) = (args, rets) else {
            return xla_ffi::error(frame, xla_ffi::INVALID_ARGUMENT, &format!("{HOST_ADAM}: every operand and result must be a buffer"));
        };
        let (n, h) = match check(&args, &rets) {
            Ok(c) => c,
            Err(msg) => return xla_ffi::error(frame, xla_ffi::INVALID_ARGUMENT, &msg),
        };
        metrics::HOST_ADAM_CALLS.fetch_add(1, Relaxed);
        // Results not given their operands' buffers start as copies of them.
        for (r, a) in [(0, 0), (1, 2), (2, 3)] {
            if rets[r].1 != args[a].1 {
                std::ptr::copy_nonoverlapping(args[a].1.cast::<f32>(), rets[r].1.cast::<f32>(), n);
            }
        }
        let u = Update { p: rets[0].1.cast(), g: args[1].1.cast(), m: rets[1].1.cast(), v: rets[2].1.cast(), h };
        host_kernels::start(frame, 1, |parts| job(u, n, parts));
        std::ptr::null_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hyper() -> Hyper {
        // AdamW, lr 1e-3, betas (0.9, 0.999), weight decay 0.01, step 3.
        let (lr, b1, b2, wd, step) = (1e-3f32, 0.9f32, 0.999f32, 0.01f32, 3);
        Hyper {
            keep: 1.0 - lr * wd,
            coupled: 0.0,
            one_m_b1: 1.0 - b1,
            beta2: b2,
            one_m_b2: 1.0 - b2,
            inv_bc2_sqrt: 1.0 / (1.0 - b2.powi(step)).sqrt(),
            eps: 1e-8,
            step_size: lr / (1.0 - b1.powi(step)),
        }
    }

    fn state(n: usize) -> [Vec<f32>; 4] {
        let f = |k: usize| (0..n).map(|i| (((i * 7 + k * 3) % 23) as f32 - 11.0) / 17.0).collect::<Vec<f32>>();
        let v = f(3).iter().map(|x| x.abs()).collect();
        [f(0), f(1), f(2), v]
    }

    /// Adam's update as written in torch.optim (decoupled decay, then the moments, then the
    /// step), in float64: the kernel must agree to float32 rounding.
    fn reference(h: Hyper, p: f32, g: f32, m: f32, v: f32) -> (f64, f64, f64) {
        let (p, g, m, v) = (p as f64, g as f64, m as f64, v as f64);
        let p1 = p * h.keep as f64;
        let g1 = g + p1 * h.coupled as f64;
        let m1 = m * (1.0 - h.one_m_b1 as f64) + g1 * h.one_m_b1 as f64;
        let v1 = v * h.beta2 as f64 + g1 * g1 * h.one_m_b2 as f64;
        let denom = v1.sqrt() * h.inv_bc2_sqrt as f64 + h.eps as f64;
        (p1 - m1 / denom * h.step_size as f64, m1, v1)
    }

    #[test]
    fn update_matches_adam_in_every_vector_width_and_block() {
        let h = hyper();
        let n = 1000;
        let [p0, g, m0, v0] = state(n);
        let (mut p, mut m, mut v) = (p0.clone(), m0.clone(), v0.clone());
        update_body(h, &mut p, &g, &mut m, &mut v);
        for i in 0..n {
            let (pw, mw, vw) = reference(h, p0[i], g[i], m0[i], v0[i]);
            for (got, want) in [(p[i], pw), (m[i], mw), (v[i], vw)] {
                assert!((got as f64 - want).abs() <= 1e-6 * want.abs().max(1e-3), "{i}: {got} vs {want}");
            }
        }
        // The dispatched (vectorised) form and any blocking give the same bits.
        for parts in [1, 3, 7] {
            let (mut p2, mut m2, mut v2) = (p0.clone(), m0.clone(), v0.clone());
            let u = Update { p: p2.as_mut_ptr(), g: g.as_ptr(), m: m2.as_mut_ptr(), v: v2.as_mut_ptr(), h };
            host_kernels::run(job(u, n, parts), &|_| false);
            assert_eq!((&p2, &m2, &v2), (&p, &m, &v), "parts {parts}");
        }
    }

    #[test]
    fn a_call_that_is_not_the_offered_update_is_refused() {
        let x = [0.5f32; 8];
        let ptr = x.as_ptr() as *mut c_void;
        let f = xla_ffi::DTYPE_F32;
        let (vec, scalar): (&[i64], &[i64]) = (&[8], &[]);
        let mut args: Vec<Buf> = (0..4).map(|_| (f, ptr, vec)).chain((0..8).map(|_| (f, ptr, scalar))).collect();
        let rets: Vec<Buf> = (0..3).map(|_| (f, ptr, vec)).collect();
        assert_eq!(check(&args, &rets).map(|(n, h)| (n, h.keep)), Ok((8, 0.5)));
        args[1] = (f, ptr, &[4]);
        let err = check(&args, &rets).unwrap_err();
        assert!(err.contains("[4]") && err.contains(HOST_ADAM), "{err}");
        assert!(check(&args[..11], &rets).is_err());
        let mut bad_type = args.clone();
        bad_type[1] = (xla_ffi::DTYPE_F64, ptr, vec);
        assert!(check(&bad_type, &rets).is_err());
    }
}
