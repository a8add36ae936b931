//! Matrix products on the XLA CPU through the host's BLAS.
//!
//! XLA:CPU runs a float matrix product through its own library kernels (YNNPACK, Eigen) or, for
//! a transposed left operand (every weight gradient), a loop it generates itself. PyTorch's x86-64
//! wheel carries MKL and exports its BLAS symbols, whose `sgemm` runs these products as fast as
//! XLA's library kernel and up to 1.5x faster than XLA's own loop on the Intel Xeon we measured. When the XLA CPU plugin runs in a process that
//! has loaded `libtorch_cpu`, the runtime registers typed XLA FFI handlers
//! (`tpj_gemm_{nn,nt,tn,tt}`) through the plugin's FFI extension, and [`route`] turns a program's
//! float32/float64 matrix products with every dimension at least [`MIN_DIM`] into custom calls of
//! them just before compiling (`tpj_stablehlo::Module::route_gemms`; transposed operands are
//! read as stored). The lowering, its goldens and program dumps for other plugins never see a
//! custom call.
//!
//! A call runs as every host kernel does (`crate::host_kernels`): cut into blocks of rows or
//! columns, two per XLA compute thread, each one single-threaded BLAS call.
//!
//! `TORCH_PJRT_CPU_GEMM`: `auto` (default: on Intel CPUs, where it was measured; XLA's products
//! elsewhere), `blas` (any CPU), `xla` (never).

use crate::metrics;
use std::ffi::{c_char, c_int, c_void, CStr};
use crate::host_kernels::{self, Job};
use std::sync::atomic::{AtomicBool, Ordering::*};
use std::sync::OnceLock;
use tpj_pjrt::xla_ffi::{self, CallFrame};
use tpj_stablehlo::{ElementType, Gemm, Module};

pub const SETTING: &str = "TORCH_PJRT_CPU_GEMM";

/// Products with a dimension under this stay with XLA: thin products (a 10-class output layer)
/// cost little to compute, and XLA fuses them with their neighbours; through the BLAS they made
/// the CNN's step 5-10 % slower.
pub const MIN_DIM: i64 = 64;

/// Fortran BLAS `?gemm_` (column-major, every argument by pointer, LP64 integers).
type GemmFn<T> = unsafe extern "C" fn(
    transa: *const c_char,
    transb: *const c_char,
    m: *const c_int,
    n: *const c_int,
    k: *const c_int,
    alpha: *const T,
    a: *const T,
    lda: *const c_int,
    b: *const T,
    ldb: *const c_int,
    beta: *const T,
    c: *mut T,
    ldc: *const c_int,
);
/// `MKL_Set_Num_Threads_Local` (the C entry; the lower-case one is Fortran's, by pointer): the calling thread's BLAS thread count (0 = the global one);
/// returns the previous value.
type LocalThreadsFn = unsafe extern "C" fn(c_int) -> c_int;

/// The BLAS entry points the handlers call.
#[derive(Clone, Copy)]
pub struct Blas {
    pub sgemm: GemmFn<f32>,
    pub dgemm: GemmFn<f64>,
    pub local_threads: Option<LocalThreadsFn>,
}

static BLAS: OnceLock<Blas> = OnceLock::new();
static ENABLED: AtomicBool = AtomicBool::new(false);

/// Whether [`route`] rewrites products (the handlers are registered).
pub fn enabled() -> bool {
    ENABLED.load(Relaxed)
}

/// `TORCH_PJRT_CPU_GEMM`: `auto` (the default) uses the host BLAS on Intel CPUs, where it was
/// measured faster, and XLA's products elsewhere; `blas` uses it on any CPU; `xla` never.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    Auto,
    Blas,
    Xla,
}

fn choice() -> crate::Result<Choice> {
    let v = std::env::var(SETTING).unwrap_or_default();
    match v.trim().to_ascii_lowercase().as_str() {
        "" | "auto" => Ok(Choice::Auto),
        "blas" => Ok(Choice::Blas),
        "xla" => Ok(Choice::Xla),
        _ => Err(tpj_pjrt::PjrtError::InvalidSetting { setting: SETTING, value: v, valid: "auto (the default), blas or xla" }.into()),
    }
}

/// Registers the handlers with the CPU plugin when the setting (and, for `auto`, the CPU) asks
/// for them, before any program is compiled. When they were asked for and cannot be registered,
/// says why: a warning for `blas`, a log line (`TORCH_PJRT_LOG=compiles`) for `auto`.
pub fn install(plugin: &tpj_pjrt::Plugin) -> crate::Result<()> {
    let c = choice()?;
    if c == Choice::Xla || (c == Choice::Auto && !intel()) || enabled() {
        return Ok(());
    }
    if let Some(why) = register(plugin) {
        if c == Choice::Blas {
            eprintln!("[torch_pjrt] warning: {SETTING}=blas, but matrix products stay with XLA: {why}");
        } else if crate::log::enabled("compiles") {
            eprintln!("[torch_pjrt] matrix products stay with XLA: {why}");
        }
    }
    Ok(())
}

/// Finds the BLAS and registers the handlers; why not, when it cannot.
fn register(plugin: &tpj_pjrt::Plugin) -> Option<String> {
    let Some(blas) = find_blas() else {
        return Some("no BLAS (sgemm_, dgemm_) in a libtorch_cpu loaded in this process".into());
    };
    let _ = BLAS.set(blas);
    let handlers: [(&str, Handler); 4] = [
        ("tpj_gemm_nn", handler::<false, false>),
        ("tpj_gemm_nt", handler::<false, true>),
        ("tpj_gemm_tn", handler::<true, false>),
        ("tpj_gemm_tt", handler::<true, true>),
    ];
    for (name, h) in handlers {
        // SAFETY: `h` is a typed XLA FFI handler with static lifetime.
        if let Err(e) = unsafe { plugin.register_ffi_handler(name, "Host", h as *mut c_void) } {
            return Some(format!("registering {name}: {e}"));
        }
    }
    ENABLED.store(true, Relaxed);
    None
}

fn intel() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        // Leaf 0 (the vendor string) exists on every x86_64 CPU.
        let r = std::arch::x86_64::__cpuid(0);
        let mut v = [0u8; 12];
        v[..4].copy_from_slice(&r.ebx.to_le_bytes());
        v[4..8].copy_from_slice(&r.edx.to_le_bytes());
        v[8..].copy_from_slice(&r.ecx.to_le_bytes());
        &v == b"GenuineIntel"
    }
    #[cfg(not(target_arch = "x86_64"))]
    false
}

type Handler = unsafe extern "C" fn(*mut CallFrame) -> *mut xla_ffi::Error;

extern "C" {
    fn dlopen(filename: *const c_char, flags: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
}
const RTLD_LAZY: c_int = 1;
const RTLD_NOLOAD: c_int = 4;

/// MKL's entry points in PyTorch's CPU library, if this process has loaded it. Nothing is
/// loaded here: only a library already in the process is looked at.
fn find_blas() -> Option<Blas> {
    // SAFETY: RTLD_NOLOAD only returns a handle to a library already loaded; dlsym reads it.
    unsafe {
        let lib = dlopen(c"libtorch_cpu.so".as_ptr(), RTLD_LAZY | RTLD_NOLOAD);
        if lib.is_null() {
            return None;
        }
        let sym = |name: &CStr| dlsym(lib, name.as_ptr());
        let (s, d, t) = (sym(c"sgemm_"), sym(c"dgemm_"), sym(c"MKL_Set_Num_Threads_Local"));
        if s.is_null() || d.is_null() {
            return None;
        }
        Some(Blas {
            sgemm: std::mem::transmute::<*mut c_void, GemmFn<f32>>(s),
            dgemm: std::mem::transmute::<*mut c_void, GemmFn<f64>>(d),
            local_threads: (!t.is_null()).then(|| std::mem::transmute::<*mut c_void, LocalThreadsFn>(t)),
        })
    }
}

/// Rewrites `module`'s large float products into calls of the handlers, when installed.
/// Returns how many it rewrote.
pub fn route(module: &mut Module) -> usize {
    if !enabled() {
        return 0;
    }
    let n = module.route_gemms(|g: &Gemm| {
        let fits = [g.m, g.n, g.k].iter().all(|&d| (MIN_DIM..=c_int::MAX as i64).contains(&d));
        (fits && matches!(g.elem, ElementType::F32 | ElementType::F64)).then_some(match (g.trans_a, g.trans_b) {
            (false, false) => "tpj_gemm_nn",
            (false, true) => "tpj_gemm_nt",
            (true, false) => "tpj_gemm_tn",
            (true, true) => "tpj_gemm_tt",
        })
    });
    metrics::HOST_GEMMS.fetch_add(n as u64, Relaxed);
    n
}

// ---- the product ----

/// One product `C[m, n] = op(A) · op(B)`, row-major, `batch` times over consecutive
/// matrices, as `tpj_stablehlo::Gemm` describes it.
#[derive(Clone, Copy)]
struct Product<T> {
    a: *const T,
    b: *const T,
    c: *mut T,
    batch: usize,
    m: usize,
    n: usize,
    k: usize,
    trans_a: bool,
    trans_b: bool,
}

// SAFETY: the pointers are XLA's buffers, valid until the call is over (the handler returns, or,
// for an asynchronous call, its future completes, which happens after the last block); blocks
// write disjoint parts of `c`.
unsafe impl<T> Send for Product<T> {}
unsafe impl<T> Sync for Product<T> {}

trait Elem: Copy + Send + Sync + 'static {
    const ONE: Self;
    const ZERO: Self;
    fn gemm(blas: &Blas) -> GemmFn<Self>;
}
impl Elem for f32 {
    const ONE: f32 = 1.0;
    const ZERO: f32 = 0.0;
    fn gemm(blas: &Blas) -> GemmFn<f32> {
        blas.sgemm
    }
}
impl Elem for f64 {
    const ONE: f64 = 1.0;
    const ZERO: f64 = 0.0;
    fn gemm(blas: &Blas) -> GemmFn<f64> {
        blas.dgemm
    }
}

impl<T: Elem> Product<T> {
    /// Rows `[r0, r1)` of `C` (`split_rows`) or its columns `[r0, r1)`, through one BLAS call.
    /// Row-major `C = op(A) op(B)` is column-major `Cᵀ = op(B)ᵀ op(A)ᵀ`: `B` is BLAS's first
    /// operand.
    ///
    /// # Safety
    /// The product's pointers are valid for its shape; no other thread writes the same block.
    unsafe fn part(&self, blas: &Blas, split_rows: bool, r0: usize, r1: usize) {
        if self.batch > 1 {
            // Whole products `[r0, r1)` of the batch, one after the other.
            let (sa, sb, sc) = (self.m * self.k, self.k * self.n, self.m * self.n);
            for i in r0..r1 {
                // SAFETY: matrix `i < batch` of each buffer.
                let one = unsafe { Product { a: self.a.add(i * sa), b: self.b.add(i * sb), c: self.c.add(i * sc), batch: 1, ..*self } };
                unsafe { one.part(blas, true, 0, self.m) };
            }
            return;
        }
        let (m, n, k) = (self.m, self.n, self.k);
        let (ta, tb) = (if self.trans_b { b"T" } else { b"N" }, if self.trans_a { b"T" } else { b"N" });
        let (ld_b, ld_a, ldc) = (if self.trans_b { k } else { n } as c_int, if self.trans_a { m } else { k } as c_int, n as c_int);
        let (mut a, mut b, mut c) = (self.a, self.b, self.c);
        let (mf, nf) = if split_rows {
            // Rows of op(A): stored rows (r0 * k) or stored columns (r0).
            // SAFETY (all offsets): within the buffers, as `r0 < m` / `r0 < n`.
            unsafe {
                a = a.add(if self.trans_a { r0 } else { r0 * k });
                c = c.add(r0 * n);
            }
            (n, r1 - r0)
        } else {
            // Columns of op(B): stored columns (r0) or stored rows (r0 * k).
            unsafe {
                b = b.add(if self.trans_b { r0 * k } else { r0 });
                c = c.add(r0);
            }
            (r1 - r0, m)
        };
        let (mf, nf, kf) = (mf as c_int, nf as c_int, k as c_int);
        // SAFETY: the Fortran BLAS contract; dimensions and leading dimensions describe the blocks.
        unsafe {
            (T::gemm(blas))(ta.as_ptr().cast(), tb.as_ptr().cast(), &mf, &nf, &kf, &T::ONE, b, &ld_b, a, &ld_a, &T::ZERO, c, &ldc);
        }
    }
}

/// The product as a job of about `parts` blocks of whole 16 rows (of `C`, when it is at least
/// as tall as wide) or columns, each one single-threaded BLAS call; a batch of products, of
/// whole products (attention's are small: cut further, each block's call would be tiny).
fn job<T: Elem>(p: Product<T>, blas: Blas, parts: usize) -> Job {
    let split_rows = p.m >= p.n;
    let blocks = match p.batch {
        1 => host_kernels::blocks(if split_rows { p.m } else { p.n }, parts, 16),
        n => host_kernels::blocks(n, parts, 1),
    };
    Job::new(blocks, Box::new(move |r0, r1| {
        // SAFETY: this thread's own BLAS thread count, restored after; block `[r0, r1)` is this
        // call's alone and the buffers live until the job is done.
        unsafe {
            let prev = blas.local_threads.map(|f| f(1));
            p.part(&blas, split_rows, r0, r1);
            if let (Some(f), Some(prev)) = (blas.local_threads, prev) {
                f(prev);
            }
        }
    }))
}

/// The handler of `tpj_gemm_{n,t}{n,t}`: checks the call against what `route` emits, then runs
/// the product. A mismatch is returned as an error for XLA to report, never acted on.
unsafe extern "C" fn handler<const TA: bool, const TB: bool>(frame: *mut CallFrame) -> *mut xla_ffi::Error {
    // SAFETY: XLA passes a valid frame for the duration of the call.
    unsafe {
        if xla_ffi::answer_metadata(frame) || (*frame).stage != xla_ffi::STAGE_EXECUTE {
            return std::ptr::null_mut();
        }
        let f = &*frame;
        let (Some(a), Some(b), Some(c)) = (xla_ffi::buffer(&f.args, 0), xla_ffi::buffer(&f.args, 1), xla_ffi::buffer(&f.rets, 0)) else {
            return xla_ffi::error(frame, xla_ffi::INVALID_ARGUMENT, "tpj_gemm: expected two buffer operands and one buffer result");
        };
        match check(TA, TB, &a, &b, &c) {
            Err(msg) => xla_ffi::error(frame, xla_ffi::INVALID_ARGUMENT, &msg),
            Ok((batch, m, n, k)) => {
                let Some(&blas) = BLAS.get() else {
                    return xla_ffi::error(frame, xla_ffi::INVALID_ARGUMENT, "tpj_gemm: no BLAS was installed");
                };
                metrics::HOST_GEMM_CALLS.fetch_add(1, Relaxed);
                // Two blocks per compute thread: a thread that starts late still finds one.
                if a.0 == xla_ffi::DTYPE_F32 {
                    let p = Product { a: a.1 as *const f32, b: b.1 as *const f32, c: c.1 as *mut f32, batch, m, n, k, trans_a: TA, trans_b: TB };
                    host_kernels::start(frame, 2, |parts| job(p, blas, parts));
                } else {
                    let p = Product { a: a.1 as *const f64, b: b.1 as *const f64, c: c.1 as *mut f64, batch, m, n, k, trans_a: TA, trans_b: TB };
                    host_kernels::start(frame, 2, |parts| job(p, blas, parts));
                }
                std::ptr::null_mut()
            }
        }
    }
}

type Buf<'a> = (c_int, *mut c_void, &'a [i64]);

/// (batch, m, n, k) of a call, or why it is not one the handler computes: its operands and
/// result share their leading (batch) dimensions, before one matrix each.
fn check(ta: bool, tb: bool, a: &Buf, b: &Buf, c: &Buf) -> Result<(usize, usize, usize, usize), String> {
    let shape = |x: &Buf| format!("{:?} (element type {})", x.2, x.0);
    let bad = || format!("tpj_gemm (transposed a: {ta}, b: {tb}): operands {} and {}, result {}", shape(a), shape(b), shape(c));
    if a.0 != b.0 || a.0 != c.0 || !(a.0 == xla_ffi::DTYPE_F32 || a.0 == xla_ffi::DTYPE_F64) {
        return Err(bad());
    }
    let r = a.2.len();
    if r < 2 || b.2.len() != r || c.2.len() != r || a.2[..r - 2] != b.2[..r - 2] || a.2[..r - 2] != c.2[..r - 2] || a.2[..r - 2].iter().any(|&d| d <= 0) {
        return Err(bad());
    }
    let batch: i64 = a.2[..r - 2].iter().product();
    let (&[a0, a1], &[b0, b1], &[c0, c1]) = (&a.2[r - 2..], &b.2[r - 2..], &c.2[r - 2..]) else { return Err(bad()) };
    let (m, k) = if ta { (a1, a0) } else { (a0, a1) };
    let (kb, n) = if tb { (b1, b0) } else { (b0, b1) };
    let dims_ok = k == kb && c0 == m && c1 == n && [m, n, k].iter().all(|&d| d > 0 && d <= c_int::MAX as i64);
    if !dims_ok || a.1.is_null() || b.1.is_null() || c.1.is_null() {
        return Err(bad());
    }
    Ok((batch as usize, m as usize, n as usize, k as usize))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plain column-major `?gemm_` with alpha 1 and beta 0, for checking the blocking.
    unsafe extern "C" fn naive(
        ta: *const c_char, tb: *const c_char, m: *const c_int, n: *const c_int, k: *const c_int,
        _alpha: *const f32, a: *const f32, lda: *const c_int, b: *const f32, ldb: *const c_int,
        _beta: *const f32, c: *mut f32, ldc: *const c_int,
    ) {
        unsafe {
            let (m, n, k) = (*m as usize, *n as usize, *k as usize);
            let (lda, ldb, ldc) = (*lda as usize, *ldb as usize, *ldc as usize);
            let (ta, tb) = (*ta == b'T' as c_char, *tb == b'T' as c_char);
            for j in 0..n {
                for i in 0..m {
                    let mut s = 0.0f32;
                    for l in 0..k {
                        let x = if ta { *a.add(l + i * lda) } else { *a.add(i + l * lda) };
                        let y = if tb { *b.add(j + l * ldb) } else { *b.add(l + j * ldb) };
                        s += x * y;
                    }
                    *c.add(i + j * ldc) = s;
                }
            }
        }
    }
    unsafe extern "C" fn no_dgemm(
        _: *const c_char, _: *const c_char, _: *const c_int, _: *const c_int, _: *const c_int, _: *const f64,
        _: *const f64, _: *const c_int, _: *const f64, _: *const c_int, _: *const f64, _: *mut f64, _: *const c_int,
    ) {
        unreachable!()
    }

    /// Runs the job synchronously, with a helper thread for every block it hands off.
    fn run_with_helpers(job: Job) {
        let spawned = std::sync::Mutex::new(Vec::new());
        host_kernels::run(job, &|j| {
            spawned.lock().unwrap().push(std::thread::spawn(move || j.work()));
            true
        });
        for t in spawned.into_inner().unwrap() {
            t.join().unwrap();
        }
    }

    #[test]
    fn every_transposition_and_split_matches_a_plain_product() {
        let blas = Blas { sgemm: naive, dgemm: no_dgemm, local_threads: None };
        for (m, n, k) in [(37, 70, 5), (70, 37, 9), (16, 16, 1), (1, 40, 3), (40, 1, 3)] {
            for (ta, tb) in [(false, false), (false, true), (true, false), (true, true)] {
                let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
                let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
                let at = |i: usize, l: usize| if ta { a[l * m + i] } else { a[i * k + l] };
                let bt = |l: usize, j: usize| if tb { b[j * k + l] } else { b[l * n + j] };
                let want: Vec<f32> = (0..m * n).map(|x| (0..k).map(|l| at(x / n, l) * bt(l, x % n)).sum()).collect();
                let mut c = vec![f32::NAN; m * n];
                for parts in [1, 2, 3] {
                    // Blocks on other threads, on the caller alone, and asynchronously.
                    c.fill(f32::NAN);
                    let p = Product { a: a.as_ptr(), b: b.as_ptr(), c: c.as_mut_ptr(), batch: 1, m, n, k, trans_a: ta, trans_b: tb };
                    run_with_helpers(job(p, blas, parts));
                    assert_eq!(c, want, "m {m} n {n} k {k} ta {ta} tb {tb} parts {parts}");
                    c.fill(f32::NAN);
                    let p = Product { a: a.as_ptr(), b: b.as_ptr(), c: c.as_mut_ptr(), batch: 1, m, n, k, trans_a: ta, trans_b: tb };
                    host_kernels::run(job(p, blas, parts), &|_| false);
                    assert_eq!(c, want);
                    c.fill(f32::NAN);
                    let p = Product { a: a.as_ptr(), b: b.as_ptr(), c: c.as_mut_ptr(), batch: 1, m, n, k, trans_a: ta, trans_b: tb };
                    let spawned = std::sync::Mutex::new(Vec::new());
                    host_kernels::launch(job(p, blas, parts), parts, &|j| {
                        spawned.lock().unwrap().push(std::thread::spawn(move || j.work()));
                        true
                    }, Box::new(|| {}));
                    for t in spawned.into_inner().unwrap() {
                        t.join().unwrap();
                    }
                    assert_eq!(c, want);
                }
            }
        }
    }

    #[test]
    fn a_batch_of_products_matches_each_product() {
        let blas = Blas { sgemm: naive, dgemm: no_dgemm, local_threads: None };
        let (batch, m, n, k) = (5, 7, 9, 4);
        for (ta, tb) in [(false, false), (false, true), (true, false), (true, true)] {
            let a: Vec<f32> = (0..batch * m * k).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
            let b: Vec<f32> = (0..batch * k * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
            let mut want = vec![0.0f32; batch * m * n];
            for p in 0..batch {
                let (a, b) = (&a[p * m * k..], &b[p * k * n..]);
                let at = |i: usize, l: usize| if ta { a[l * m + i] } else { a[i * k + l] };
                let bt = |l: usize, j: usize| if tb { b[j * k + l] } else { b[l * n + j] };
                for x in 0..m * n {
                    want[p * m * n + x] = (0..k).map(|l| at(x / n, l) * bt(l, x % n)).sum();
                }
            }
            for parts in [1, 2, 3, 8] {
                let mut c = vec![f32::NAN; batch * m * n];
                let p = Product { a: a.as_ptr(), b: b.as_ptr(), c: c.as_mut_ptr(), batch, m, n, k, trans_a: ta, trans_b: tb };
                run_with_helpers(job(p, blas, parts));
                assert_eq!(c, want, "ta {ta} tb {tb} parts {parts}");
            }
        }
    }

    #[test]
    fn a_call_that_is_not_the_routed_product_is_refused() {
        let (a, b, c) = ([4i64, 3], [3i64, 5], [4i64, 5]);
        let p = std::ptr::NonNull::<f32>::dangling().as_ptr().cast::<c_void>();
        let f = xla_ffi::DTYPE_F32;
        assert_eq!(check(false, false, &(f, p, &a), &(f, p, &b), &(f, p, &c)), Ok((1, 4, 5, 3)));
        let (a3, b3, c3) = ([2i64, 4, 3], [2i64, 3, 5], [2i64, 4, 5]);
        assert_eq!(check(false, false, &(f, p, &a3), &(f, p, &b3), &(f, p, &c3)), Ok((2, 4, 5, 3)));
        assert!(check(false, false, &(f, p, &a3), &(f, p, &[3, 3, 5]), &(f, p, &c3)).is_err(), "batches differ");
        assert!(check(false, false, &(f, p, &a3), &(f, p, &b), &(f, p, &c3)).is_err(), "ranks differ");
        assert!(check(true, false, &(f, p, &a), &(f, p, &b), &(f, p, &c)).is_err());
        assert!(check(false, false, &(f, p, &a), &(xla_ffi::DTYPE_F64, p, &b), &(f, p, &c)).is_err());
        let err = check(false, false, &(f, p, &a), &(f, p, &b), &(f, p, &[5, 4])).unwrap_err();
        assert!(err.contains("[4, 3]") && err.contains("[5, 4]"), "{err}");
    }
}
