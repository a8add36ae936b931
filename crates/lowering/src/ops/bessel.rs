//! Bessel functions and their relatives, orders 0 and 1.
//!
//! Modified, first kind: `i0`, `special_i0e`, `special_i1`, `special_i1e` (the
//! `e` forms scaled by `exp(-|x|)`), and `special_modified_bessel_i0/i1`, the
//! same functions. Two expansions, switched at a threshold chosen per precision: the power
//! series `I_v(x) = (x/2)^v sum_k (x^2/4)^k / (k! (k+v)!)` below it, and above
//! it the large-argument expansion
//! `I_v(x) ~ e^x / sqrt(2 pi x) * sum_k (-1)^k a_k(v) / x^k`,
//! `a_k(v) = prod_{j=1..k} (4v^2 - (2j-1)^2) / (8j)`, cut where its terms are
//! smallest at the threshold. Both are evaluated in nested (Horner) form, each
//! coefficient derived from the term ratio above, in the input's opmath type.
//!
//! First and second kind (`special_bessel_j0/j1/y0/y1`), modified second kind
//! (`special_modified_bessel_k0/k1`, `special_scaled_modified_bessel_k0/k1`),
//! `special_spherical_bessel_j0` and `special_airy_ai`: the approximations
//! PyTorch's CPU kernels use (see the section below).

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::pointwise::{finish, float_result};
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, Value};

pub fn register(r: &mut Registry) {
    // Every op of the family is element-wise under padding; the rule ends with the block.
    r.family(PadRule::Elementwise, |r| {
        r.op("i0", i0);
        r.op("special_i0e", i0e);
        r.op("special_i1", i1);
        r.op("special_i1e", i1e);
        r.op("special_modified_bessel_i0", i0);
        r.op("special_modified_bessel_i1", i1);
        r.op("special_bessel_j0", bessel_j0);
        r.op("special_bessel_j1", bessel_j1);
        r.op("special_bessel_y0", bessel_y0);
        r.op("special_bessel_y1", bessel_y1);
        r.op("special_modified_bessel_k0", modified_bessel_k0);
        r.op("special_modified_bessel_k1", modified_bessel_k1);
        r.op("special_scaled_modified_bessel_k0", scaled_modified_bessel_k0);
        r.op("special_scaled_modified_bessel_k1", scaled_modified_bessel_k1);
        r.op("special_spherical_bessel_j0", spherical_bessel_j0);
        r.op("special_airy_ai", airy_ai);
    });
}

/// Where the series hands over to the large-argument expansion, and how many
/// terms each takes there, per compute precision.
struct Plan {
    threshold: f64,
    series_terms: usize,
    asymptotic_terms: usize,
}

fn plan(elem: tpj_stablehlo::ElementType) -> Plan {
    if elem == tpj_stablehlo::ElementType::F64 {
        Plan { threshold: 25.0, series_terms: 50, asymptotic_terms: 40 }
    } else {
        Plan { threshold: 12.0, series_terms: 22, asymptotic_terms: 14 }
    }
}

/// `1 + m[0] z (1 + m[1] z (1 + ...))`.
fn nested(ctx: &mut LowerCtx, z: Value, m: &[f64]) -> Result<Value> {
    let one = ctx.full_like(z, 1.0)?;
    let mut r = one;
    for &c in m.iter().rev() {
        let k = ctx.full_like(z, c)?;
        let t = ok(ctx.b.mul(z, k))?;
        let t = ok(ctx.b.mul(t, r))?;
        r = ok(ctx.b.add(one, t))?;
    }
    Ok(r)
}

/// `I_order(x)` (or `exp(-|x|) I_order(x)` when `scaled`) for order 0 or 1.
fn bessel_i(ctx: &mut LowerCtx, x: Value, order: u32, scaled: bool) -> Result<Value> {
    let p = plan(ctx.elem(x));
    let ax = ok(ctx.b.abs(x))?;
    let th = ctx.full_like(x, p.threshold)?;
    let small = ok(ctx.b.compare(ax, th, CmpDir::Le))?;
    // Each branch sees arguments in its own range, so the other cannot overflow.
    let xs = ok(ctx.b.min(ax, th))?;
    let xl = ok(ctx.b.max(ax, th))?;
    let v = order as f64;

    let half = ctx.full_like(x, 0.5)?;
    let h = ok(ctx.b.mul(xs, half))?;
    let q = ok(ctx.b.mul(h, h))?;
    let m: Vec<f64> = (1..=p.series_terms).map(|k| 1.0 / (k as f64 * (k as f64 + v))).collect();
    let mut series = nested(ctx, q, &m)?;
    if order == 1 {
        series = ok(ctx.b.mul(series, h))?;
    }
    if scaled {
        let n = ok(ctx.b.neg(xs))?;
        let e = ok(ctx.b.exp(n))?;
        series = ok(ctx.b.mul(series, e))?;
    }

    let one = ctx.full_like(x, 1.0)?;
    let t = ok(ctx.b.div(one, xl))?;
    let r: Vec<f64> = (1..=p.asymptotic_terms)
        .map(|k| {
            let j = (2 * k - 1) as f64;
            (j * j - 4.0 * v * v) / (8.0 * k as f64)
        })
        .collect();
    let sum = nested(ctx, t, &r)?;
    let two_pi = ctx.full_like(x, 2.0 * std::f64::consts::PI)?;
    let d = ok(ctx.b.mul(two_pi, xl))?;
    let d = ok(ctx.b.sqrt(d))?;
    let mut large = ok(ctx.b.div(sum, d))?;
    if !scaled {
        // At x = inf this is inf * 0 = NaN, PyTorch's value there too.
        let e = ok(ctx.b.exp(xl))?;
        large = ok(ctx.b.mul(e, large))?;
    }
    let mut out = ok(ctx.b.select(small, series, large))?;
    // Order 1 is odd; the expansions above are of |x|.
    if order == 1 {
        let zero = ctx.zeros_like(x)?;
        let neg = ok(ctx.b.compare(x, zero, CmpDir::Lt))?;
        let n = ok(ctx.b.neg(out))?;
        out = ok(ctx.b.select(neg, n, out))?;
    }
    // NaN in, NaN out (the comparisons above send it to the large branch, whose
    // clamp to the threshold would hide it).
    let nan = ok(ctx.b.compare(x, x, CmpDir::Ne))?;
    ok(ctx.b.select(nan, x, out))
}

/// Integers and bools compute as float32, like PyTorch's unary float ops.
/// `arg` is the schema's name for the input (`self`, or `x` for the newer
/// `special_*` functions).
fn unary(ctx: &mut LowerCtx, args: &Args, arg: &str, f: impl FnOnce(&mut LowerCtx, Value) -> Result<Value>) -> Result<Vec<TensorArg>> {
    let x: TensorArg = args.tensor(arg)?;
    if x.dtype.is_complex() {
        return Err(ctx.unsupported(format!("Bessel function of {} (complex arguments are not supported)", x.dtype.name())));
    }
    let out: DType = float_result(x.dtype);
    let c = ctx.cast(x, out)?;
    let c = ctx.cast(c, out.opmath())?;
    let v = f(ctx, c.v)?;
    finish(ctx, v, out)
}

fn with_ar(ctx: &mut LowerCtx, x: Value, f: impl FnOnce(&mut Ar, Value) -> Result<Value>) -> Result<Value> {
    f(&mut Ar { ctx, like: x }, x)
}

pub fn i0(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| bessel_i(c, x, 0, false))
}

pub fn i0e(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| bessel_i(c, x, 0, true))
}

pub fn i1(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| bessel_i(c, x, 1, false))
}

pub fn i1e(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| bessel_i(c, x, 1, true))
}

pub fn bessel_j0(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| with_ar(c, x, j0_of))
}

pub fn bessel_j1(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| with_ar(c, x, j1_of))
}

pub fn bessel_y0(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| with_ar(c, x, y0_of))
}

pub fn bessel_y1(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| with_ar(c, x, y1_of))
}

pub fn modified_bessel_k0(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| with_ar(c, x, |a, x| k_of(a, x, 0, false)))
}

pub fn modified_bessel_k1(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "self", |c, x| with_ar(c, x, |a, x| k_of(a, x, 1, false)))
}

pub fn scaled_modified_bessel_k0(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "x", |c, x| with_ar(c, x, |a, x| k_of(a, x, 0, true)))
}

pub fn scaled_modified_bessel_k1(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "x", |c, x| with_ar(c, x, |a, x| k_of(a, x, 1, true)))
}

pub fn spherical_bessel_j0(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "x", |c, x| with_ar(c, x, spherical_j0_of))
}

pub fn airy_ai(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unary(ctx, args, "x", |c, x| with_ar(c, x, airy_ai_of))
}

// --- Bessel functions of the first and second kind, modified of the second kind, spherical j0, Airy Ai ---
//
// PyTorch's CPU kernels evaluate these with Cephes' rational and Chebyshev
// approximations in the input's own precision; evaluating the same
// approximations in the same precision keeps float32 results within a few
// ulps of PyTorch's, which no independently derived expansion does near the
// zeros of the oscillating functions. Branches are computed over the whole
// tensor and chosen with `select`, so a branch's overflow outside its own
// range never reaches the result.

/// `sqrt(2/π)`, the amplitude of the large-argument forms.
const SQRT_2_OVER_PI: f64 = 0.797884560802865355879892119868763737;
const TWO_OVER_PI: f64 = std::f64::consts::FRAC_2_PI;
const FRAC_PI_4: f64 = std::f64::consts::FRAC_PI_4;
const THREE_PI_4: f64 = 2.356194490192344928846982537459627163;

// J0 and Y0 share the large-argument amplitude/phase pair (P, Q) in 25/x²;
// J1 and Y1 share theirs.
const J0_PP: [f64; 7] = [7.96936729297347051624e-04, 8.28352392107440799803e-02, 1.23953371646414299388e+00, 5.44725003058768775090e+00, 8.74716500199817011941e+00, 5.30324038235394892183e+00, 9.99999999999999997821e-01];
const J0_PQ: [f64; 7] = [9.24408810558863637013e-04, 8.56288474354474431428e-02, 1.25352743901058953537e+00, 5.47097740330417105182e+00, 8.76190883237069594232e+00, 5.30605288235394617618e+00, 1.00000000000000000218e+00];
const J0_QP: [f64; 8] = [-1.13663838898469149931e-02, -1.28252718670509318512e+00, -1.95539544257735972385e+01, -9.32060152123768231369e+01, -1.77681167980488050595e+02, -1.47077505154951170175e+02, -5.14105326766599330220e+01, -6.05014350600728481186e+00];
const J0_QQ: [f64; 7] = [6.43178256118178023184e+01, 8.56430025976980587198e+02, 3.88240183605401609683e+03, 7.24046774195652478189e+03, 5.93072701187316984827e+03, 2.06209331660327847417e+03, 2.42005740240291393179e+02];
const J0_RP: [f64; 4] = [-4.79443220978201773821e+09, 1.95617491946556577543e+12, -2.49248344360967716204e+14, 9.70862251047306323952e+15];
const J0_RQ: [f64; 8] = [4.99563147152651017219e+02, 1.73785401676374683123e+05, 4.84409658339962045305e+07, 1.11855537045356834862e+10, 2.11277520115489217587e+12, 3.10518229857422583814e+14, 3.18121955943204943306e+16, 1.71086294081043136091e+18];
const Y0_YP: [f64; 8] = [1.55924367855235737965e+04, -1.46639295903971606143e+07, 5.43526477051876500413e+09, -9.82136065717911466409e+11, 8.75906394395366999549e+13, -3.46628303384729719441e+15, 4.42733268572569800351e+16, -1.84950800436986690637e+16];
const Y0_YQ: [f64; 7] = [1.04128353664259848412e+03, 6.26107330137134956842e+05, 2.68919633393814121987e+08, 8.64002487103935000337e+10, 2.02979612750105546709e+13, 3.17157752842975028269e+15, 2.50596256172653059228e+17];
const J1_PP: [f64; 7] = [7.62125616208173112003e-04, 7.31397056940917570436e-02, 1.12719608129684925192e+00, 5.11207951146807644818e+00, 8.42404590141772420927e+00, 5.21451598682361504063e+00, 1.00000000000000000254e+00];
const J1_PQ: [f64; 7] = [5.71323128072548699714e-04, 6.88455908754495404082e-02, 1.10514232634061696926e+00, 5.07386386128601488557e+00, 8.39985554327604159757e+00, 5.20982848682361821619e+00, 9.99999999999999997461e-01];
const J1_QP: [f64; 8] = [5.10862594750176621635e-02, 4.98213872951233449420e+00, 7.58238284132545283818e+01, 3.66779609360150777800e+02, 7.10856304998926107277e+02, 5.97489612400613639965e+02, 2.11688757100572135698e+02, 2.52070205858023719784e+01];
const J1_QQ: [f64; 7] = [7.42373277035675149943e+01, 1.05644886038262816351e+03, 4.98641058337653607651e+03, 9.56231892404756170795e+03, 7.99704160447350683650e+03, 2.82619278517639096600e+03, 3.36093607810698293419e+02];
const J1_RP: [f64; 4] = [-8.99971225705559398224e+08, 4.52228297998194034323e+11, -7.27494245221818276015e+13, 3.68295732863852883286e+15];
const J1_RQ: [f64; 8] = [6.20836478118054335476e+02, 2.56987256757748830383e+05, 8.35146791431949253037e+07, 2.21511595479792499675e+10, 4.74914122079991414898e+12, 7.84369607876235854894e+14, 8.95222336184627338078e+16, 5.32278620332680085395e+18];
const Y1_YP: [f64; 6] = [1.26320474790178026440e+09, -6.47355876379160291031e+11, 1.14509511541823727583e+14, -8.12770255501325109621e+15, 2.02439475713594898196e+17, -7.78877196265950026825e+17];
const Y1_YQ: [f64; 8] = [5.94301592346128195359e+02, 2.35564092943068577943e+05, 7.34811944459721705660e+07, 1.87601316108706159478e+10, 3.88231277496238566008e+12, 6.20557727146953693363e+14, 6.87141087355300489866e+16, 3.97270608116560655612e+18];
// K0 and K1: Chebyshev series in x² - 2 on (0, 2] and in 8/x - 2 beyond.
const K0_A: [f64; 10] = [1.37446543561352307156e-16, 4.25981614279661018399e-14, 1.03496952576338420167e-11, 1.90451637722020886025e-09, 2.53479107902614945675e-07, 2.28621210311945178607e-05, 1.26461541144692592338e-03, 3.59799365153615016266e-02, 3.44289899924628486886e-01, -5.35327393233902768720e-01];
const K0_B: [f64; 25] = [5.30043377268626276149e-18, -1.64758043015242134646e-17, 5.21039150503902756861e-17, -1.67823109680541210385e-16, 5.51205597852431940784e-16, -1.84859337734377901440e-15, 6.34007647740507060557e-15, -2.22751332699166985548e-14, 8.03289077536357521100e-14, -2.98009692317273043925e-13, 1.14034058820847496303e-12, -4.51459788337394416547e-12, 1.85594911495471785253e-11, -7.95748924447710747776e-11, 3.57739728140030116597e-10, -1.69753450938905987466e-09, 8.57403401741422608519e-09, -4.66048989768794782956e-08, 2.76681363944501510342e-07, -1.83175552271911948767e-06, 1.39498137188764993662e-05, -1.28495495816278026384e-04, 1.56988388573005337491e-03, -3.14481013119645005427e-02, 2.44030308206595545468e+00];
const K1_A: [f64; 11] = [-7.02386347938628759343e-18, -2.42744985051936593393e-15, -6.66690169419932900609e-13, -1.41148839263352776110e-10, -2.21338763073472585583e-08, -2.43340614156596823496e-06, -1.73028895751305206302e-04, -6.97572385963986435018e-03, -1.22611180822657148235e-01, -3.53155960776544875667e-01, 1.52530022733894777053e+00];
const K1_B: [f64; 25] = [-5.75674448366501715755e-18, 1.79405087314755922667e-17, -5.68946255844285935196e-17, 1.83809354436663880070e-16, -6.05704724837331885336e-16, 2.03870316562433424052e-15, -7.01983709041831346144e-15, 2.47715442448130437068e-14, -8.97670518232499435011e-14, 3.34841966607842919884e-13, -1.28917396095102890680e-12, 5.13963967348173025100e-12, -2.12996783842756842877e-11, 9.21831518760500529508e-11, -4.19035475934189648750e-10, 2.01504975519703286596e-09, -1.03457624656780970260e-08, 5.74108412545004946722e-08, -3.50196060308781257119e-07, 2.40648494783721712015e-06, -1.93619797416608296024e-05, 1.95215518471351631108e-04, -2.85781685962277938680e-03, 1.03923736576817238437e-01, 2.72062619048444266945e+00];
// Airy Ai: rational approximations for x >= 2.09 (in 1/ζ) and x < -2.09 (in 1/ζ²).
const AI_AN: [f64; 8] = [3.46538101525629032477e-01, 1.20075952739645805542e+01, 7.62796053615234516538e+01, 1.68089224934630576269e+02, 1.59756391350164413639e+02, 7.05360906840444183113e+01, 1.40264691163389668864e+01, 9.99999999999999995305e-01];
const AI_AD: [f64; 8] = [5.67594532638770212846e-01, 1.47562562584847203173e+01, 8.45138970141474626562e+01, 1.77318088145400459522e+02, 1.64234692871529701831e+02, 7.14778400825575695274e+01, 1.40959135607834029598e+01, 1.00000000000000000470e+00];
const AI_AFN: [f64; 9] = [-1.31696323418331795333e-01, -6.26456544431912369773e-01, -6.93158036036933542233e-01, -2.79779981545119124951e-01, -4.91900132609500318020e-02, -4.06265923594885404393e-03, -1.59276496239262096340e-04, -2.77649108155232920844e-06, -1.67787698489114633780e-08];
const AI_AFD: [f64; 9] = [1.33560420706553243746e+01, 3.26825032795224613948e+01, 2.67367040941499554804e+01, 9.18707402907259625840e+00, 1.47529146771666414581e+00, 1.15687173795188044134e-01, 4.40291641615211203805e-03, 7.54720348287414296618e-05, 4.51850092970580378464e-07];
const AI_AGN: [f64; 11] = [1.97339932091685679179e-02, 3.91103029615688277255e-01, 1.06579897599595591108e+00, 9.39169229816650230044e-01, 3.51465656105547619242e-01, 6.33888919628925490927e-02, 5.85804113048388458567e-03, 2.82851600836737019778e-04, 6.98793669997260967291e-06, 8.11789239554389293311e-08, 3.41551784765923618484e-10];
const AI_AGD: [f64; 10] = [9.30892908077441974853e+00, 1.98352928718312140417e+01, 1.55646628932864612953e+01, 5.47686069422975497931e+00, 9.54293611618961883998e-01, 8.64580826352392193095e-02, 4.12656523824222607191e-03, 1.01259085116509135510e-04, 1.17166733214413521882e-06, 4.91834570062930015649e-09];

/// Small arithmetic on same-shaped values, to keep the formulas readable.
struct Ar<'a, 'b> {
    ctx: &'a mut LowerCtx<'b>,
    like: Value,
}

impl Ar<'_, '_> {
    fn c(&mut self, v: f64) -> Result<Value> {
        self.ctx.full_like(self.like, v)
    }
    fn add(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.add(a, b))
    }
    fn sub(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.sub(a, b))
    }
    fn mul(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.mul(a, b))
    }
    fn div(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.div(a, b))
    }
    fn addc(&mut self, a: Value, v: f64) -> Result<Value> {
        let k = self.c(v)?;
        self.add(a, k)
    }
    fn mulc(&mut self, a: Value, v: f64) -> Result<Value> {
        let k = self.c(v)?;
        self.mul(a, k)
    }
    fn divc(&mut self, a: Value, v: f64) -> Result<Value> {
        let k = self.c(v)?;
        self.div(a, k)
    }
    /// `v / a`.
    fn cdiv(&mut self, v: f64, a: Value) -> Result<Value> {
        let k = self.c(v)?;
        self.div(k, a)
    }
    fn cmp(&mut self, a: Value, v: f64, dir: CmpDir) -> Result<Value> {
        let k = self.c(v)?;
        ok(self.ctx.b.compare(a, k, dir))
    }
    fn sel(&mut self, p: Value, t: Value, f: Value) -> Result<Value> {
        ok(self.ctx.b.select(p, t, f))
    }
    /// Where `p`, the constant `v`; elsewhere `f`.
    fn selc(&mut self, p: Value, v: f64, f: Value) -> Result<Value> {
        let k = self.c(v)?;
        self.sel(p, k, f)
    }
    /// Polynomial with coefficients highest degree first.
    fn poly(&mut self, z: Value, coeffs: &[f64]) -> Result<Value> {
        let mut r = self.c(coeffs[0])?;
        for &k in &coeffs[1..] {
            r = self.mul(r, z)?;
            r = self.addc(r, k)?;
        }
        Ok(r)
    }
    /// Clenshaw's recurrence for a Chebyshev series at `y` (the interval
    /// already mapped to [-2, 2]), Cephes' `chbevl` convention: half the
    /// last coefficient.
    fn cheb(&mut self, y: Value, coeffs: &[f64]) -> Result<Value> {
        let mut b0 = self.c(coeffs[0])?;
        let mut b1 = self.c(0.0)?;
        let mut b2 = b1;
        for &k in &coeffs[1..] {
            b2 = b1;
            b1 = b0;
            let t = self.mul(y, b1)?;
            let t = self.sub(t, b2)?;
            b0 = self.addc(t, k)?;
        }
        let d = self.sub(b0, b2)?;
        self.mulc(d, 0.5)
    }
    fn sqrt(&mut self, a: Value) -> Result<Value> {
        ok(self.ctx.b.sqrt(a))
    }
}

/// The large-argument form shared by J and Y of one order:
/// `sqrt(2/(πx)) (P cos(x - φ) - (5/x) Q sin(x - φ))` for J, and
/// `sqrt(2/(πx)) (P sin(x - φ) + (5/x) Q cos(x - φ))` for Y, with P and Q
/// rational in `w`.
struct Hankel<'a> {
    pp: &'a [f64],
    pq: &'a [f64],
    qp: &'a [f64],
    qq: &'a [f64],
    phase: f64,
}

const HANKEL0: Hankel<'static> = Hankel { pp: &J0_PP, pq: &J0_PQ, qp: &J0_QP, qq: &J0_QQ, phase: FRAC_PI_4 };
const HANKEL1: Hankel<'static> = Hankel { pp: &J1_PP, pq: &J1_PQ, qp: &J1_QP, qq: &J1_QQ, phase: THREE_PI_4 };

fn hankel(a: &mut Ar, x: Value, w: Value, h: &Hankel, second_kind: bool) -> Result<Value> {
    let pp = a.poly(w, h.pp)?;
    let pq = a.poly(w, h.pq)?;
    let qp = a.poly(w, h.qp)?;
    let qq = a.poly(w, h.qq)?;
    let p = a.div(pp, pq)?;
    let q = a.div(qp, qq)?;
    let arg = a.addc(x, -h.phase)?;
    let s = ok(a.ctx.b.sin(arg))?;
    let c = ok(a.ctx.b.cos(arg))?;
    let f = a.cdiv(5.0, x)?;
    let fq = a.mul(f, q)?;
    let r = if second_kind {
        let l = a.mul(p, s)?;
        let rr = a.mul(fq, c)?;
        a.add(l, rr)?
    } else {
        let l = a.mul(p, c)?;
        let rr = a.mul(fq, s)?;
        a.sub(l, rr)?
    };
    let r = a.mulc(r, SQRT_2_OVER_PI)?;
    let sx = a.sqrt(x)?;
    a.div(r, sx)
}

/// `25/x²`, J0's and Y0's variable beyond 5.
fn w0(a: &mut Ar, x: Value) -> Result<Value> {
    let z = a.mul(x, x)?;
    a.cdiv(25.0, z)
}

/// `(5/x)²`, J1's and Y1's (Cephes rounds the two differently).
fn w1(a: &mut Ar, x: Value) -> Result<Value> {
    let f = a.cdiv(5.0, x)?;
    a.mul(f, f)
}

fn j0_of(a: &mut Ar, x: Value) -> Result<Value> {
    let ax = ok(a.ctx.b.abs(x))?;
    let z = a.mul(ax, ax)?;
    // Below 5: (z - r1²)(z - r2²) R(z), the first two zeros factored out so
    // the values near them keep their relative accuracy.
    let rp = a.poly(z, &J0_RP)?;
    let rq = a.poly(z, &J0_RQ)?;
    let f1 = a.addc(z, -5.78318596294678452118e+00)?;
    let f2 = a.addc(z, -3.04712623436620863991e+01)?;
    let small = a.mul(f1, f2)?;
    let small = a.mul(small, rp)?;
    let small = a.div(small, rq)?;
    let q = a.divc(z, 4.0)?;
    let one = a.c(1.0)?;
    let tiny_v = a.sub(one, q)?;
    let tiny = a.cmp(ax, 0.00001, CmpDir::Lt)?;
    let small = a.sel(tiny, tiny_v, small)?;
    let w = w0(a, ax)?;
    let large = hankel(a, ax, w, &HANKEL0, false)?;
    let le5 = a.cmp(ax, 5.0, CmpDir::Le)?;
    a.sel(le5, small, large)
}

fn j1_of(a: &mut Ar, x: Value) -> Result<Value> {
    let ax = ok(a.ctx.b.abs(x))?;
    let z = a.mul(x, x)?;
    // Odd in x, so the small form takes x itself.
    let rp = a.poly(z, &J1_RP)?;
    let rq = a.poly(z, &J1_RQ)?;
    let small = a.div(rp, rq)?;
    let small = a.mul(small, x)?;
    let f1 = a.addc(z, -1.46819706421238932572e+01)?;
    let small = a.mul(small, f1)?;
    let f2 = a.addc(z, -4.92184563216946036703e+01)?;
    let small = a.mul(small, f2)?;
    let w = w1(a, ax)?;
    let large = hankel(a, ax, w, &HANKEL1, false)?;
    let neg = a.cmp(x, 0.0, CmpDir::Lt)?;
    let nl = ok(a.ctx.b.neg(large))?;
    let large = a.sel(neg, nl, large)?;
    let le5 = a.cmp(ax, 5.0, CmpDir::Le)?;
    a.sel(le5, small, large)
}

/// Y0 is NaN below 0 and -inf at 0; both fall out of `log` here.
fn y0_of(a: &mut Ar, x: Value) -> Result<Value> {
    let z = a.mul(x, x)?;
    let yp = a.poly(z, &Y0_YP)?;
    let yq = a.poly(z, &Y0_YQ)?;
    let r = a.div(yp, yq)?;
    let l = ok(a.ctx.b.log(x))?;
    let l = a.mulc(l, TWO_OVER_PI)?;
    let j = j0_of(a, x)?;
    let lj = a.mul(l, j)?;
    let small = a.add(r, lj)?;
    let w = w0(a, x)?;
    let large = hankel(a, x, w, &HANKEL0, true)?;
    let le5 = a.cmp(x, 5.0, CmpDir::Le)?;
    a.sel(le5, small, large)
}

fn y1_of(a: &mut Ar, x: Value) -> Result<Value> {
    let z = a.mul(x, x)?;
    let yp = a.poly(z, &Y1_YP)?;
    let yq = a.poly(z, &Y1_YQ)?;
    let r = a.div(yp, yq)?;
    let r = a.mul(x, r)?;
    let j = j1_of(a, x)?;
    let l = ok(a.ctx.b.log(x))?;
    let jl = a.mul(j, l)?;
    let inv = a.cdiv(1.0, x)?;
    let t = a.sub(jl, inv)?;
    let t = a.mulc(t, TWO_OVER_PI)?;
    let small = a.add(r, t)?;
    // At 0, J1 log x is 0 · -inf; the limit is -inf.
    let zero = a.cmp(x, 0.0, CmpDir::Eq)?;
    let small = a.selc(zero, f64::NEG_INFINITY, small)?;
    let w = w1(a, x)?;
    let large = hankel(a, x, w, &HANKEL1, true)?;
    let le5 = a.cmp(x, 5.0, CmpDir::Le)?;
    a.sel(le5, small, large)
}

/// `K_order(x)`, or `e^x K_order(x)` when `scaled`: NaN below 0, inf at 0.
fn k_of(a: &mut Ar, x: Value, order: u32, scaled: bool) -> Result<Value> {
    let (ca, cb): (&[f64], &[f64]) = if order == 0 { (&K0_A, &K0_B) } else { (&K1_A, &K1_B) };
    let z = a.mul(x, x)?;
    let y = a.addc(z, -2.0)?;
    let ch = a.cheb(y, ca)?;
    let h = a.mulc(x, 0.5)?;
    let l = ok(a.ctx.b.log(h))?;
    let i = bessel_i(a.ctx, x, order, false)?;
    let li = a.mul(l, i)?;
    let mut small = if order == 0 {
        a.sub(ch, li)?
    } else {
        let t = a.div(ch, x)?;
        a.add(li, t)?
    };
    if scaled {
        let e = ok(a.ctx.b.exp(x))?;
        small = a.mul(small, e)?;
    }
    let y = a.cdiv(8.0, x)?;
    let y = a.addc(y, -2.0)?;
    let mut large = a.cheb(y, cb)?;
    if !scaled {
        let n = ok(a.ctx.b.neg(x))?;
        let e = ok(a.ctx.b.exp(n))?;
        large = a.mul(e, large)?;
    }
    let sx = a.sqrt(x)?;
    let large = a.div(large, sx)?;
    let le2 = a.cmp(x, 2.0, CmpDir::Le)?;
    let out = a.sel(le2, small, large)?;
    // K1's small form is 0 · -inf + inf at 0; the limit is inf.
    let zero = a.cmp(x, 0.0, CmpDir::Eq)?;
    a.selc(zero, f64::INFINITY, out)
}

/// `sin(x)/x`, by its Taylor series below 1/2 where the quotient loses bits.
fn spherical_j0_of(a: &mut Ar, x: Value) -> Result<Value> {
    let z = a.mul(x, x)?;
    let m = [1.0 / 6227020800.0, -1.0 / 39916800.0, 1.0 / 362880.0, -1.0 / 5040.0, 1.0 / 120.0, -1.0 / 6.0, 1.0];
    let series = a.poly(z, &m)?;
    let s = ok(a.ctx.b.sin(x))?;
    let q = a.div(s, x)?;
    let ax = ok(a.ctx.b.abs(x))?;
    let small = a.cmp(ax, 0.5, CmpDir::Lt)?;
    let out = a.sel(small, series, q)?;
    let inf = a.cmp(ax, f64::INFINITY, CmpDir::Eq)?;
    a.selc(inf, 0.0, out)
}

/// Airy Ai: oscillating asymptotic form below -2.09, the Maclaurin series
/// `c1 f(x) - c2 g(x)` in between, decaying asymptotic form from 2.09, 0
/// beyond 103.892 and NaN at ±inf (PyTorch's values there).
fn airy_ai_of(a: &mut Ar, x: Value) -> Result<Value> {
    const SQRT_1_PI: f64 = 5.64189583547756286948e-01;
    let f64_like = a.ctx.elem(x) == tpj_stablehlo::ElementType::F64;

    // x < -2.09, with ζ = -2x sqrt(-x)/3 and z = 1/ζ.
    let nx = ok(a.ctx.b.neg(x))?;
    let snx = a.sqrt(nx)?;
    let zeta = a.mulc(x, -2.0)?;
    let zeta = a.mul(zeta, snx)?;
    let zeta = a.divc(zeta, 3.0)?;
    let z = a.cdiv(1.0, zeta)?;
    let z2 = a.mul(z, z)?;
    let afn = a.poly(z2, &AI_AFN)?;
    let afd = a.poly(z2, &AI_AFD)?;
    let agn = a.poly(z2, &AI_AGN)?;
    let agd = a.poly(z2, &AI_AGD)?;
    let t = a.addc(zeta, 0.25 * std::f64::consts::PI)?;
    let st = ok(a.ctx.b.sin(t))?;
    let ct = ok(a.ctx.b.cos(t))?;
    let fr = a.mul(z2, afn)?;
    let fr = a.div(fr, afd)?;
    let fr = a.addc(fr, 1.0)?;
    let l = a.mul(st, fr)?;
    let gr = a.mul(z, agn)?;
    let gr = a.div(gr, agd)?;
    let r = a.mul(ct, gr)?;
    let osc = a.sub(l, r)?;
    let q = a.sqrt(snx)?;
    let k = a.cdiv(SQRT_1_PI, q)?;
    let negative = a.mul(k, osc)?;

    // x >= 2.09, with ζ = 2x sqrt(x)/3.
    let sx = a.sqrt(x)?;
    let zeta = a.mulc(x, 2.0)?;
    let zeta = a.mul(zeta, sx)?;
    let zeta = a.divc(zeta, 3.0)?;
    let iz = a.cdiv(1.0, zeta)?;
    let an = a.poly(iz, &AI_AN)?;
    let ad = a.poly(iz, &AI_AD)?;
    let ratio = a.div(an, ad)?;
    let num = a.mulc(ratio, SQRT_1_PI)?;
    let q = a.sqrt(sx)?;
    let q = a.mulc(q, 2.0)?;
    let e = ok(a.ctx.b.exp(zeta))?;
    let den = a.mul(q, e)?;
    let positive = a.div(num, den)?;

    // In between: f = sum x^3k / (2·3 · 5·6 ⋯ (3k-1)(3k)), g the same shifted
    // by one, run to where the terms fall below the precision's epsilon
    // (|x|³ <= 9.2 here, so a fixed count suffices).
    let cube = a.mul(x, x)?;
    let cube = a.mul(cube, x)?;
    let mut m = a.c(1.0)?;
    let mut n = x;
    let mut f = m;
    let mut g = x;
    let terms = if f64_like { 14 } else { 9 };
    for j in 1..=terms {
        let k = 3.0 * j as f64;
        m = a.mul(m, cube)?;
        m = a.divc(m, k - 1.0)?;
        n = a.mul(n, cube)?;
        n = a.divc(n, k)?;
        m = a.divc(m, k)?;
        f = a.add(f, m)?;
        n = a.divc(n, k + 1.0)?;
        g = a.add(g, n)?;
    }
    let f = a.mulc(f, 0.355028053887817239260)?;
    let g = a.mulc(g, 0.258819403792806798405)?;
    let middle = a.sub(f, g)?;

    let below = a.cmp(x, -2.09, CmpDir::Lt)?;
    let above = a.cmp(x, 2.09, CmpDir::Ge)?;
    let out = a.sel(above, positive, middle)?;
    let out = a.sel(below, negative, out)?;
    let far = a.cmp(x, 103.892, CmpDir::Gt)?;
    let out = a.selc(far, 0.0, out)?;
    let ax = ok(a.ctx.b.abs(x))?;
    let inf = a.cmp(ax, f64::INFINITY, CmpDir::Eq)?;
    a.selc(inf, f64::NAN, out)
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_each_op() {
        for op in [
            "i0",
            "special_i0e",
            "special_i1",
            "special_i1e",
            "special_modified_bessel_i0",
            "special_modified_bessel_i1",
            "special_bessel_j0",
            "special_bessel_j1",
            "special_bessel_y0",
            "special_bessel_y1",
            "special_modified_bessel_k0",
            "special_modified_bessel_k1",
            "special_scaled_modified_bessel_k0",
            "special_scaled_modified_bessel_k1",
            "special_spherical_bessel_j0",
            "special_airy_ai",
        ] {
            // The newer special functions name their input `x`.
            let arg = if ["special_scaled_modified_bessel_k0", "special_scaled_modified_bessel_k1", "special_spherical_bessel_j0", "special_airy_ai"].contains(&op) { "x" } else { "self" };
            check(op, op, vec![(arg, T::Tensor(F32, vec![4]))]);
        }
    }
}
