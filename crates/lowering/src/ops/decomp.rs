//! Matrix decompositions and what is built on them: Householder QR (`geqrf`,
//! `householder_product`, `linalg_qr`), `eigh` (Jacobi), SVD, `matrix_exp`, `lstsq` and `pinv`.
//! Conventions and operand checks are `linalg.rs`'s.

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::linalg::{bmm, broadcast_batches, diagonal, eye_like, keep_triangle, lu_input, mt, numel, reduce_keep, tri_mask, tri_solve, LU_MAX};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, TensorType, TransposeA, Value};

pub fn register(r: &mut Registry) {
    r.op("geqrf", geqrf);
    r.op("linalg_householder_product", linalg_householder_product);
    r.op("linalg_qr", linalg_qr);
    r.op("_linalg_eigh", linalg_eigh);
    r.op("_linalg_svd", linalg_svd);
    r.op("linalg_matrix_exp", linalg_matrix_exp);
    r.op("linalg_lstsq", linalg_lstsq);
    r.op("linalg_pinv", linalg_pinv).overloads(&["atol_rtol_tensor"]).no_eager_kernel();
}

// --- QR by Householder reflections (LAPACK geqrf / orgqr conventions) ---------------------

/// Columns `[k, k+1)` of (batches of) matrices.
fn column(ctx: &mut LowerCtx, v: Value, k: i64) -> Result<Value> {
    let dims = ctx.shape(v);
    let r = dims.len();
    let mut s = vec![0i64; r];
    let mut l = dims.clone();
    s[r - 1] = k;
    l[r - 1] = k + 1;
    ok(ctx.b.slice(v, &s, &l, &vec![1; r]))
}

/// A `batch x m x 1` row-index iota compared with `k`.
fn rows_cmp(ctx: &mut LowerCtx, col_dims: &[i64], k: i64, dir: CmpDir) -> Result<Value> {
    let r = col_dims.len();
    let rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, col_dims.to_vec()), r - 2))?;
    let kk = ctx.constant(ElementType::I64, col_dims, k as f64)?;
    ok(ctx.b.compare(rows, kk, dir))
}

/// The Householder vector of step `k` stored in column `k` of `fact` (unit at row k, zero above).
fn reflector(ctx: &mut LowerCtx, fact: Value, k: i64) -> Result<Value> {
    let col = column(ctx, fact, k)?;
    let cd = ctx.shape(col);
    let below = rows_cmp(ctx, &cd, k, CmpDir::Gt)?;
    let at = rows_cmp(ctx, &cd, k, CmpDir::Eq)?;
    let one = ctx.full_like(col, 1.0)?;
    let zero = ctx.zeros_like(col)?;
    let t = ok(ctx.b.select(at, one, zero))?;
    ok(ctx.b.select(below, col, t))
}

/// `x - tau v (v^T x)` for `x` batch x m x c, `v` batch x m x 1, `tau` batch x 1 x 1.
fn apply_reflector(ctx: &mut LowerCtx, x: Value, v: Value, tau: Value) -> Result<Value> {
    let dims = ctx.shape(x);
    let r = dims.len();
    let vb = ctx.broadcast_to(v, &dims)?;
    let p = ok(ctx.b.mul(vb, x))?;
    let w = reduce_keep(ctx, p, r - 2, 0.0, |b, x, y| b.add(x, y))?; // batch x 1 x c
    let wb = ctx.broadcast_to(w, &dims)?;
    let tb = ctx.broadcast_to(tau, &dims)?;
    let vw = ok(ctx.b.mul(vb, wb))?;
    let tvw = ok(ctx.b.mul(tb, vw))?;
    ok(ctx.b.sub(x, tvw))
}

/// geqrf: returns the packed factor (R on and above the diagonal, reflectors below) and the
/// reflectors' scales as `batch x 1 x k` pieces (one per step).
fn geqrf_core(ctx: &mut LowerCtx, a: Value) -> Result<(Value, Vec<Value>)> {
    let dims = ctx.shape(a);
    let r = dims.len();
    let (m, n) = (dims[r - 2], dims[r - 1]);
    let kmax = m.min(n);
    if kmax > LU_MAX {
        return Err(ctx.unsupported(format!("QR of {m}x{n} matrices (unrolled up to {LU_MAX})")));
    }
    let elem = ctx.elem(a);
    let b1 = [dims[..r - 2].to_vec(), vec![1, 1]].concat();
    let full_cols = ok(ctx.b.iota(TensorType::new(ElementType::I64, dims.clone()), r - 1))?;
    let mut f = a;
    let mut taus = Vec::new();
    for k in 0..kmax {
        let col = column(ctx, f, k)?;
        let cd = ctx.shape(col);
        let below = rows_cmp(ctx, &cd, k, CmpDir::Gt)?;
        let at = rows_cmp(ctx, &cd, k, CmpDir::Eq)?;
        let zc = ctx.zeros_like(col)?;
        let alpha_only = ok(ctx.b.select(at, col, zc))?;
        let alpha = reduce_keep(ctx, alpha_only, r - 2, 0.0, |b, x, y| b.add(x, y))?; // batch x 1 x 1
        let sq = ok(ctx.b.mul(col, col))?;
        let sq_below = ok(ctx.b.select(below, sq, zc))?;
        let x2 = reduce_keep(ctx, sq_below, r - 2, 0.0, |b, x, y| b.add(x, y))?;
        let a2 = ok(ctx.b.mul(alpha, alpha))?;
        let n2 = ok(ctx.b.add(a2, x2))?;
        let nrm = ok(ctx.b.sqrt(n2))?;
        let z1 = ctx.constant(elem, &b1, 0.0)?;
        let nonneg = ok(ctx.b.compare(alpha, z1, CmpDir::Ge))?;
        let negn = ok(ctx.b.neg(nrm))?;
        let beta0 = ok(ctx.b.select(nonneg, negn, nrm))?; // -sign(alpha) * norm
        let trivial = ok(ctx.b.compare(x2, z1, CmpDir::Eq))?;
        let beta = ok(ctx.b.select(trivial, alpha, beta0))?;
        let bma = ok(ctx.b.sub(beta0, alpha))?;
        let tau0 = ok(ctx.b.div(bma, beta0))?;
        let tau = ok(ctx.b.select(trivial, z1, tau0))?;
        let amb = ok(ctx.b.sub(alpha, beta0))?;
        let one1 = ctx.constant(elem, &b1, 1.0)?;
        let inv0 = ok(ctx.b.div(one1, amb))?;
        let inv = ok(ctx.b.select(trivial, z1, inv0))?;
        let invb = ctx.broadcast_to(inv, &cd)?;
        let scaled = ok(ctx.b.mul(col, invb))?;
        let onec = ctx.full_like(col, 1.0)?;
        let t = ok(ctx.b.select(at, onec, zc))?;
        let v = ok(ctx.b.select(below, scaled, t))?;
        // Apply H = I - tau v v^T to the trailing columns, then store beta and v in column k.
        let applied = apply_reflector(ctx, f, v, tau)?;
        let kf = ctx.constant(ElementType::I64, &dims, k as f64)?;
        let trailing = ok(ctx.b.compare(full_cols, kf, CmpDir::Gt))?;
        f = ok(ctx.b.select(trailing, applied, f))?;
        let betab = ctx.broadcast_to(beta, &cd)?;
        let t = ok(ctx.b.select(at, betab, col))?;
        let newcol = ok(ctx.b.select(below, scaled, t))?;
        let is_k = ok(ctx.b.compare(full_cols, kf, CmpDir::Eq))?;
        let nb = ctx.broadcast_to(newcol, &dims)?;
        f = ok(ctx.b.select(is_k, nb, f))?;
        taus.push(tau);
    }
    Ok((f, taus))
}

/// `Q` (`m x q`, the first q columns of `H_0 ... H_{k-1}`) from packed reflectors and scales.
fn householder_q(ctx: &mut LowerCtx, fact: Value, taus: &[Value], q: i64) -> Result<Value> {
    let dims = ctx.shape(fact);
    let r = dims.len();
    let m = dims[r - 2];
    let qd = [dims[..r - 2].to_vec(), vec![m, q]].concat();
    let elem = ctx.elem(fact);
    let ty = TensorType::new(ElementType::I64, qd.clone());
    let row = ok(ctx.b.iota(ty.clone(), r - 2))?;
    let col = ok(ctx.b.iota(ty, r - 1))?;
    let eq = ok(ctx.b.compare(row, col, CmpDir::Eq))?;
    let one = ctx.constant(elem, &qd, 1.0)?;
    let zero = ctx.constant(elem, &qd, 0.0)?;
    let mut qm = ok(ctx.b.select(eq, one, zero))?;
    for k in (0..taus.len() as i64).rev() {
        let v = reflector(ctx, fact, k)?;
        qm = apply_reflector(ctx, qm, v, taus[k as usize])?;
    }
    Ok(qm)
}

fn taus_vector(ctx: &mut LowerCtx, taus: &[Value], batch: &[i64], elem: ElementType) -> Result<Value> {
    let td = [batch.to_vec(), vec![taus.len() as i64]].concat();
    if taus.is_empty() {
        return ctx.constant(elem, &td, 0.0);
    }
    let r = batch.len() + 2;
    let cat = ok(ctx.b.concatenate(taus, (r - 1) as i64))?;
    ok(ctx.b.reshape(cat, &td))
}

/// `geqrf(self) -> (a, tau)`.
pub fn geqrf(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "self", "geqrf", false)?;
    let dims = ctx.shape(a.v);
    let (f, taus) = geqrf_core(ctx, a.v)?;
    let elem = ctx.elem(a.v);
    let t = taus_vector(ctx, &taus, &dims[..dims.len() - 2], elem)?;
    Ok(vec![ctx.out(f, a.dtype), ctx.out(t, a.dtype)])
}

/// `linalg_householder_product(input, tau)`: the first n columns of `H_0 ... H_{k-1}`.
pub fn linalg_householder_product(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "input", "torch.linalg.householder_product", false)?;
    let tau = args.tensor("tau")?;
    let dims = ctx.shape(a.v);
    let r = dims.len();
    let td = ctx.shape(tau.v);
    let k = *td.last().unwrap_or(&0);
    if dims[r - 1] > dims[r - 2] || k > dims[r - 1] {
        return Err(ctx.invalid(
            "torch.linalg.householder_product: input.shape[-2] must be greater than or equal to input.shape[-1]",
        ));
    }
    if k > LU_MAX {
        return Err(ctx.unsupported(format!("householder_product with {k} reflectors (unrolled up to {LU_MAX})")));
    }
    let tb = [dims[..r - 2].to_vec(), vec![1, k]].concat();
    let tv = ctx.cast(tau, a.dtype)?;
    let tv = ok(ctx.b.reshape(tv.v, &tb))?;
    let mut taus = Vec::new();
    for i in 0..k {
        taus.push(column(ctx, tv, i)?);
    }
    let q = householder_q(ctx, a.v, &taus, dims[r - 1])?;
    Ok(vec![ctx.out(q, a.dtype)])
}

/// `linalg_qr(A, mode='reduced') -> (Q, R)`; `mode='r'` returns an empty `Q`.
pub fn linalg_qr(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.qr", false)?;
    let mode = args.opt_str("mode")?.unwrap_or_else(|| "reduced".to_string());
    let dims = ctx.shape(a.v);
    let r = dims.len();
    let (m, n) = (dims[r - 2], dims[r - 1]);
    let k = m.min(n);
    let (f, taus) = geqrf_core(ctx, a.v)?;
    let elem = ctx.elem(a.v);
    let (qcols, rrows) = match mode.as_str() {
        "reduced" => (k, k),
        "complete" => (m, m),
        "r" => (0, k),
        other => {
            return Err(ctx.invalid(format!(
                "qr received unrecognized mode '{other}' but expected one of 'reduced' (default), 'r', or 'complete'"
            )))
        }
    };
    let mut lim = dims.clone();
    lim[r - 2] = rrows.min(m);
    let rpart = ok(ctx.b.slice(f, &vec![0; r], &lim, &vec![1; r]))?;
    let rm = keep_triangle(ctx, rpart, false)?;
    let q = if mode == "r" {
        ctx.constant(elem, &[0], 0.0)?
    } else {
        householder_q(ctx, f, &taus, qcols)?
    };
    Ok(vec![ctx.out(q, a.dtype), ctx.out(rm, a.dtype)])
}

// --- Symmetric eigendecomposition by cyclic Jacobi rotations ---------------------------------

/// Jacobi is unrolled (sweeps x pairs rotations): only small matrices are lowered.
const EIGH_MAX: i64 = 16;

/// The `[i, j]` entry of (batches of) matrices, as batch x 1 x 1.
fn entry(ctx: &mut LowerCtx, v: Value, i: i64, j: i64) -> Result<Value> {
    let dims = ctx.shape(v);
    let r = dims.len();
    let mut s = vec![0i64; r];
    let mut l = dims.clone();
    s[r - 2] = i;
    l[r - 2] = i + 1;
    s[r - 1] = j;
    l[r - 1] = j + 1;
    ok(ctx.b.slice(v, &s, &l, &vec![1; r]))
}

/// `_linalg_eigh(A, UPLO='L', compute_v=True) -> (eigenvalues, eigenvectors)`: eigenvalues in
/// ascending order; eigenvector signs are arbitrary (as in LAPACK). Reads one triangle of `A`.
pub fn linalg_eigh(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.eigh", true)?;
    let uplo = args.opt_str("UPLO")?.unwrap_or_else(|| "L".to_string());
    let lower = match uplo.as_str() {
        "L" | "l" => true,
        "U" | "u" => false,
        _ => return Err(ctx.invalid(format!("Expected UPLO argument to be 'L' or 'U', but got {uplo}"))),
    };
    let compute_v = args.bool_or("compute_v", true)?;
    let dims = ctx.shape(a.v);
    let r = dims.len();
    let n = dims[r - 1];
    if n > EIGH_MAX {
        return Err(ctx.unsupported(format!("eigh of {n}x{n} matrices (Jacobi unrolled up to {EIGH_MAX})")));
    }
    let elem = ctx.elem(a.v);
    let batch = dims[..r - 2].to_vec();
    // The symmetric matrix from the chosen triangle.
    let tri = keep_triangle(ctx, a.v, lower)?;
    let diag_mask = tri_mask(ctx, &dims, true, true)?;
    let zero = ctx.zeros_like(a.v)?;
    let strict = ok(ctx.b.select(diag_mask, zero, tri))?;
    let strict_t = mt(ctx, strict)?;
    let mut m = ok(ctx.b.add(tri, strict_t))?;
    let mut v = eye_like(ctx, &dims, elem)?;
    let ity = TensorType::new(ElementType::I64, dims.clone());
    let rows = ok(ctx.b.iota(ity.clone(), r - 2))?;
    let cols = ok(ctx.b.iota(ity, r - 1))?;
    let b1 = [batch.clone(), vec![1, 1]].concat();
    let sweeps = if n <= 1 { 0 } else if n <= 8 { 8 } else { 10 };
    for _ in 0..sweeps {
        for p in 0..n {
            for q in (p + 1)..n {
                let app = entry(ctx, m, p, p)?;
                let aqq = entry(ctx, m, q, q)?;
                let apq = entry(ctx, m, p, q)?;
                let (c, s) = jacobi_cs(ctx, app, aqq, apq, elem, &b1)?;
                let j = rotation(ctx, (rows, cols), &dims, elem, (p, q), (c, s))?;
                let jt = mt(ctx, j)?;
                let tmp = bmm(ctx, jt, m)?;
                m = bmm(ctx, tmp, j)?;
                v = bmm(ctx, v, j)?;
            }
        }
    }
    // Eigenvalues (the diagonal) in ascending order, eigenvectors' columns to match.
    let w = diagonal(ctx, m)?;
    let wd = ctx.shape(w);
    let idx = ok(ctx.b.iota(TensorType::new(ElementType::I64, wd.clone()), r - 2))?;
    let sorted = ok(ctx.b.sort(&[w, idx], (r - 2) as i64, true, |b, x| Ok(vec![b.compare(x[0], x[1], CmpDir::Lt)?])))?;
    let (w, perm) = (sorted[0], sorted[1]);
    let outs = if compute_v {
        // V[:, j] <- V[:, perm[j]]: V @ P with P[i, j] = (perm[j] == i).
        let pr = ok(ctx.b.reshape(perm, &[batch.clone(), vec![1, n]].concat()))?;
        let pb = ctx.broadcast_to(pr, &dims)?;
        let eq = ok(ctx.b.compare(pb, rows, CmpDir::Eq))?;
        let one = ctx.constant(elem, &dims, 1.0)?;
        let zero = ctx.constant(elem, &dims, 0.0)?;
        let pm = ok(ctx.b.select(eq, one, zero))?;
        bmm(ctx, v, pm)?
    } else {
        ctx.constant(elem, &[0], 0.0)?
    };
    Ok(vec![ctx.out(w, a.dtype), ctx.out(outs, a.dtype)])
}

// --- SVD by one-sided (Hestenes) Jacobi rotations --------------------------------------------

/// Sums `v * w` over the rows: batch x 1 x c.
fn col_dots(ctx: &mut LowerCtx, v: Value, w: Value) -> Result<Value> {
    let r = ctx.rank(v);
    let p = ok(ctx.b.mul(v, w))?;
    reduce_keep(ctx, p, r - 2, 0.0, |b, x, y| b.add(x, y))
}

/// Reorders the columns of `x` (batch x m x n) by `perm` (batch x n): column j <- column perm[j].
fn permute_columns(ctx: &mut LowerCtx, x: Value, perm: Value) -> Result<Value> {
    let pd = ctx.shape(perm);
    let n = *pd.last().unwrap_or(&0);
    let batch = pd[..pd.len() - 1].to_vec();
    let dims = [batch.clone(), vec![n, n]].concat();
    let r = dims.len();
    let rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, dims.clone()), r - 2))?;
    let pr = ok(ctx.b.reshape(perm, &[batch, vec![1, n]].concat()))?;
    let pb = ctx.broadcast_to(pr, &dims)?;
    let eq = ok(ctx.b.compare(pb, rows, CmpDir::Eq))?;
    let elem = ctx.elem(x);
    let one = ctx.constant(elem, &dims, 1.0)?;
    let zero = ctx.constant(elem, &dims, 0.0)?;
    let pm = ok(ctx.b.select(eq, one, zero))?;
    bmm(ctx, x, pm)
}

/// `[q | an orthonormal basis of q's complement]` (m x m) for `q` (m x k) with orthonormal columns.
fn complete_basis(ctx: &mut LowerCtx, q: Value) -> Result<Value> {
    let dims = ctx.shape(q);
    let r = dims.len();
    let (m, k) = (dims[r - 2], dims[r - 1]);
    if k == m {
        return Ok(q);
    }
    let (f, taus) = geqrf_core(ctx, q)?;
    let full = householder_q(ctx, f, &taus, m)?;
    let mut s0 = vec![0i64; r];
    s0[r - 1] = k;
    let rest = ok(ctx.b.slice(full, &s0, &[dims[..r - 2].to_vec(), vec![m, m]].concat(), &vec![1; r]))?;
    ok(ctx.b.concatenate(&[q, rest], (r - 1) as i64))
}

/// The Jacobi rotation (c, s) that zeroes the off-diagonal entry of the symmetric 2x2
/// `[[app, apq], [apq, aqq]]`, the smaller of the two angles that do; (1, 0) where `apq` is 0.
/// Every value has the batch shape `b1` (trailing 1x1). Shared by eigh (two-sided) and SVD
/// (one-sided, on the Gram entries of two columns).
fn jacobi_cs(ctx: &mut LowerCtx, app: Value, aqq: Value, apq: Value, elem: ElementType, b1: &[i64]) -> Result<(Value, Value)> {
    let z = ctx.constant(elem, b1, 0.0)?;
    let one = ctx.constant(elem, b1, 1.0)?;
    let two = ctx.constant(elem, b1, 2.0)?;
    let is0 = ok(ctx.b.compare(apq, z, CmpDir::Eq))?;
    let safe = ok(ctx.b.select(is0, one, apq))?;
    let diff = ok(ctx.b.sub(aqq, app))?;
    let den = ok(ctx.b.mul(two, safe))?;
    let theta = ok(ctx.b.div(diff, den))?;
    let th2 = ok(ctx.b.mul(theta, theta))?;
    let th21 = ok(ctx.b.add(th2, one))?;
    let root = ok(ctx.b.sqrt(th21))?;
    let ath = ok(ctx.b.abs(theta))?;
    let den2 = ok(ctx.b.add(ath, root))?;
    let nonneg = ok(ctx.b.compare(theta, z, CmpDir::Ge))?;
    let neg1 = ctx.constant(elem, b1, -1.0)?;
    let sg = ok(ctx.b.select(nonneg, one, neg1))?;
    let t0 = ok(ctx.b.div(sg, den2))?;
    let t = ok(ctx.b.select(is0, z, t0))?;
    let t2 = ok(ctx.b.mul(t, t))?;
    let t21 = ok(ctx.b.add(t2, one))?;
    let c = ok(ctx.b.rsqrt(t21))?;
    let s = ok(ctx.b.mul(t, c))?;
    Ok((c, s))
}

/// The rotation matrix of `dims` (batch x n x n): the identity but J[p,p] = J[q,q] = c,
/// J[p,q] = s, J[q,p] = -s. `rows`/`cols`: iotas of `dims` along its last two dimensions.
fn rotation(ctx: &mut LowerCtx, (rows, cols): (Value, Value), dims: &[i64], elem: ElementType, (p, q): (i64, i64),
            (c, s): (Value, Value)) -> Result<Value> {
    let at = |ctx: &mut LowerCtx, i: i64, j: i64| -> Result<Value> {
        let ci = ctx.constant(ElementType::I64, dims, i as f64)?;
        let cj = ctx.constant(ElementType::I64, dims, j as f64)?;
        let ri = ok(ctx.b.compare(rows, ci, CmpDir::Eq))?;
        let rj = ok(ctx.b.compare(cols, cj, CmpDir::Eq))?;
        ok(ctx.b.and(ri, rj))
    };
    let cb = ctx.broadcast_to(c, dims)?;
    let sb = ctx.broadcast_to(s, dims)?;
    let nsb = ok(ctx.b.neg(sb))?;
    let mut j = eye_like(ctx, dims, elem)?;
    let mpp = at(ctx, p, p)?;
    j = ok(ctx.b.select(mpp, cb, j))?;
    let mqq = at(ctx, q, q)?;
    j = ok(ctx.b.select(mqq, cb, j))?;
    let mpq = at(ctx, p, q)?;
    j = ok(ctx.b.select(mpq, sb, j))?;
    let mqp = at(ctx, q, p)?;
    ok(ctx.b.select(mqp, nsb, j))
}

/// `_linalg_svd(A, full_matrices=False, compute_uv=True, *, driver=None) -> (U, S, Vh)`, singular
/// values descending. Signs of singular vectors are arbitrary (as in LAPACK).
pub fn linalg_svd(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "A", "linalg.svd", false)?;
    let full = args.bool_or("full_matrices", false)?;
    let compute_uv = args.bool_or("compute_uv", true)?;
    let dims = ctx.shape(a.v);
    let r = dims.len();
    let (m, n) = (dims[r - 2], dims[r - 1]);
    let wide = m < n;
    let x0 = if wide { mt(ctx, a.v)? } else { a.v }; // rows >= cols
    let xd = ctx.shape(x0);
    let nn = xd[r - 1];
    if nn > EIGH_MAX {
        return Err(ctx.unsupported(format!("SVD with {nn} columns (Jacobi unrolled up to {EIGH_MAX})")));
    }
    let elem = ctx.elem(a.v);
    let batch = dims[..r - 2].to_vec();
    let vd = [batch.clone(), vec![nn, nn]].concat();
    let b1 = [batch.clone(), vec![1, 1]].concat();
    let mut x = x0;
    let mut v = eye_like(ctx, &vd, elem)?;
    let rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, vd.clone()), r - 2))?;
    let cols = ok(ctx.b.iota(TensorType::new(ElementType::I64, vd.clone()), r - 1))?;
    let sweeps = if nn <= 1 { 0 } else if nn <= 8 { 8 } else { 10 };
    for _ in 0..sweeps {
        for p in 0..nn {
            for q in (p + 1)..nn {
                let xp = column(ctx, x, p)?;
                let xq = column(ctx, x, q)?;
                let alpha = col_dots(ctx, xp, xp)?;
                let beta = col_dots(ctx, xq, xq)?;
                let gamma = col_dots(ctx, xp, xq)?;
                let (c, s) = jacobi_cs(ctx, alpha, beta, gamma, elem, &b1)?;
                let j = rotation(ctx, (rows, cols), &vd, elem, (p, q), (c, s))?;
                x = bmm(ctx, x, j)?;
                v = bmm(ctx, v, j)?;
            }
        }
    }
    // Singular values: column norms, descending; U's columns: X's normalised.
    let norms2 = col_dots(ctx, x, x)?; // batch x 1 x nn
    let sig = ok(ctx.b.sqrt(norms2))?;
    let sd = [batch.clone(), vec![nn]].concat();
    let sig = ok(ctx.b.reshape(sig, &sd))?;
    let (sig, perm) = if nn > 0 {
        let idx = ok(ctx.b.iota(TensorType::new(ElementType::I64, sd.clone()), r - 2))?;
        let sorted = ok(ctx.b.sort(&[sig, idx], (r - 2) as i64, true, |b, x| Ok(vec![b.compare(x[0], x[1], CmpDir::Gt)?])))?;
        (sorted[0], Some(sorted[1]))
    } else {
        (sig, None)
    };
    if !compute_uv {
        let e1 = ctx.constant(elem, &[0], 0.0)?;
        let e2 = ctx.constant(elem, &[0], 0.0)?;
        return Ok(vec![ctx.out(e1, a.dtype), ctx.out(sig, a.dtype), ctx.out(e2, a.dtype)]);
    }
    let (mut ux, mut vv) = (x, v);
    if let Some(perm) = perm {
        ux = permute_columns(ctx, ux, perm)?;
        vv = permute_columns(ctx, vv, perm)?;
    }
    let sr = ok(ctx.b.reshape(sig, &[batch.clone(), vec![1, nn]].concat()))?;
    let uxd = ctx.shape(ux);
    let sb = ctx.broadcast_to(sr, &uxd)?;
    let zero = ctx.zeros_like(ux)?;
    let pos = ok(ctx.b.compare(sb, zero, CmpDir::Gt))?;
    let one = ctx.full_like(ux, 1.0)?;
    let safe = ok(ctx.b.select(pos, sb, one))?;
    let u_red = ok(ctx.b.div(ux, safe))?; // rows x nn
    let (u, vh) = if !wide {
        let u = if full { complete_basis(ctx, u_red)? } else { u_red };
        (u, mt(ctx, vv)?)
    } else {
        // A^T = U' S V'^T  =>  A = V' S U'^T.
        let left = if full { complete_basis(ctx, u_red)? } else { u_red };
        (vv, mt(ctx, left)?)
    };
    Ok(vec![ctx.out(u, a.dtype), ctx.out(sig, a.dtype), ctx.out(vh, a.dtype)])
}

/// `linalg_matrix_exp(self)`: scaling and squaring. Each matrix is divided by
/// `2^s` until its 1-norm is at most `theta`, where the degree-18 Taylor
/// polynomial (evaluated in nested form) is accurate to the unit roundoff:
/// `theta^19 / 19! = eps`. The result is then squared `s` times; `s` is per
/// matrix, so the squaring loop runs to the batch's largest and leaves the
/// others done.
pub fn linalg_matrix_exp(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = args.tensor("self")?;
    if !(a.dtype.is_float() || a.dtype.is_complex()) {
        return Err(ctx.invalid(format!("linalg.matrix_exp: Expected a floating point or complex tensor as input. Got {}", a.dtype.scalar_type_name())));
    }
    let dims = ctx.shape(a.v);
    let r = dims.len();
    if r < 2 {
        return Err(ctx.invalid("linalg.matrix_exp: The input tensor A must have at least 2 dimensions."));
    }
    let n = dims[r - 1];
    if dims[r - 2] != n {
        return Err(ctx.invalid(format!("linalg.matrix_exp: A must be batches of square matrices, but they are {} by {n} matrices", dims[r - 2])));
    }
    if numel(&dims) == 0 {
        return Ok(vec![ctx.out(a.v, a.dtype)]);
    }
    let comp = a.dtype.opmath();
    let x = ctx.cast(a, comp)?.v;
    let elem = comp.elem();
    let real = comp.real_part().elem();
    let batch = dims[..r - 2].to_vec();
    // The 1-norm: the largest column sum of magnitudes.
    let mag = ok(ctx.b.abs(x))?;
    let zr = ctx.constant(real, &[], 0.0)?;
    let cols = ok(ctx.b.reduce(&[mag], &[zr], &[(r - 2) as i64], |b, v| Ok(vec![b.add(v[0], v[1])?])))?[0];
    let lowest = ctx.constant(real, &[], 0.0)?;
    let norm = ok(ctx.b.reduce(&[cols], &[lowest], &[(r - 2) as i64], |b, v| Ok(vec![b.max(v[0], v[1])?])))?[0];
    let eps = if real == ElementType::F64 { f64::EPSILON / 2.0 } else { f32::EPSILON as f64 / 2.0 };
    let fact19: f64 = (1..=19).map(|k| k as f64).product();
    let theta = (eps * fact19).powf(1.0 / 19.0);
    let th = ctx.constant(real, &batch, theta)?;
    let q = ok(ctx.b.div(norm, th))?;
    let l2 = ok(ctx.b.log(q))?;
    let ln2 = ctx.constant(real, &batch, std::f64::consts::LN_2)?;
    let l2 = ok(ctx.b.div(l2, ln2))?;
    let sf = ok(ctx.b.ceil(l2))?;
    let zero_b = ctx.constant(real, &batch, 0.0)?;
    let sf = ok(ctx.b.max(sf, zero_b))?;
    // A zero or non-finite norm needs no scaling (the result is I, or NaN regardless).
    let big = ctx.constant(real, &batch, 1e30)?;
    let finite = ok(ctx.b.compare(norm, big, CmpDir::Lt))?;
    let sf = ok(ctx.b.select(finite, sf, zero_b))?;
    let s = ok(ctx.b.convert(sf, ElementType::I64))?;
    let two = ctx.constant(real, &batch, 2.0)?;
    let neg = ok(ctx.b.neg(sf))?;
    let scale = ok(ctx.b.pow(two, neg))?;
    let scale = ok(ctx.b.convert(scale, elem))?;
    let bdims: Vec<i64> = (0..r as i64 - 2).collect();
    let scale = ok(ctx.b.broadcast_in_dim(scale, &dims, &bdims))?;
    let xs = ok(ctx.b.mul(x, scale))?;
    let eye = eye_like(ctx, &dims, elem)?;
    let mut p = eye;
    for k in (1..=18).rev() {
        let xp = if k == 18 { xs } else { bmm(ctx, xs, p)? };
        let inv = ctx.constant(elem, &dims, 1.0 / k as f64)?;
        let t = ok(ctx.b.mul(xp, inv))?;
        p = ok(ctx.b.add(eye, t))?;
    }
    let zero_i = ctx.constant_int(ElementType::I64, &[], 0)?;
    let all: Vec<i64> = (0..batch.len() as i64).collect();
    let most = ok(ctx.b.reduce(&[s], &[zero_i], &all, |b, v| Ok(vec![b.max(v[0], v[1])?])))?[0];
    let op = ctx.op.to_string();
    let out = ok(ctx.b.while_loop(
        &[zero_i, p],
        move |b, v| Ok(vec![b.compare(v[0], most, CmpDir::Lt)?]),
        move |b, v| {
            let mut c = LowerCtx::new(b, &op);
            let step = (|| -> Result<Vec<Value>> {
                let sq = bmm(&mut c, v[1], v[1])?;
                let ib = ok(c.b.broadcast_in_dim(v[0], &batch, &[]))?;
                let more = ok(c.b.compare(ib, s, CmpDir::Lt))?;
                let more = ok(c.b.broadcast_in_dim(more, &dims, &bdims))?;
                let next = ok(c.b.select(more, sq, v[1]))?;
                let one = c.constant_int(ElementType::I64, &[], 1)?;
                Ok(vec![ok(c.b.add(v[0], one))?, next])
            })();
            step.map_err(|e| tpj_stablehlo::BuildError::Invalid { op: "linalg_matrix_exp", detail: e.to_string() })
        },
    ))?;
    let v = ctx.convert_value(out[1], a.dtype)?;
    Ok(vec![ctx.out(v, a.dtype)])
}

/// `linalg_lstsq(self, b, rcond=None, *, driver=None) -> (solution, residuals,
/// rank, singular_values)`, for matrices of full rank, by Householder QR: for
/// `m >= n`, `x = R^-1 (Q^T b)[:n]` with the residuals the squares of
/// `(Q^T b)[n:]` (as LAPACK forms them); for `m < n`, the least-norm solution
/// `x = Q R^-T b` from the QR of `A^T`. Which results are empty follows the
/// driver, as on CPU: residuals for gels/gelsd/gelss when `m > n`, the rank
/// unless gels, the singular values for gelsd/gelss. A rank-deficient matrix
/// gets the full-rank answer (LAPACK's drivers each handle it their own way).
pub fn linalg_lstsq(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "self", "torch.linalg.lstsq", false)?;
    let b = args.tensor("b")?;
    let driver = args.opt_str("driver")?.unwrap_or_else(|| "gelsy".to_string());
    if !["gels", "gelsy", "gelsd", "gelss"].contains(&driver.as_str()) {
        return Err(ctx.invalid(format!("torch.linalg.lstsq: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)")));
    }
    if b.dtype != a.dtype {
        return Err(ctx.invalid(format!("torch.linalg.lstsq: Expected input and other to have the same dtype, but got input's dtype {} and other's dtype {}", a.dtype, b.dtype)));
    }
    let ad = ctx.shape(a.v);
    let r = ad.len();
    let (m, n) = (ad[r - 2], ad[r - 1]);
    let bd0 = ctx.shape(b.v);
    let vector = bd0.len() == r - 1;
    let bv = if vector {
        let mut s = bd0.clone();
        s.push(1);
        ok(ctx.b.reshape(b.v, &s))?
    } else {
        b.v
    };
    let bd = ctx.shape(bv);
    if bd[bd.len() - 2] != m {
        return Err(ctx.invalid(format!(
            "torch.linalg.lstsq: input.size(-2) should match other.size(-2)"
        )));
    }
    let (av, bv) = broadcast_batches(ctx, a.v, bv)?;
    let batch = ctx.shape(av)[..r - 2].to_vec();
    let k = *ctx.shape(bv).last().unwrap();
    let elem = ctx.elem(av);
    let with_residuals = driver != "gelsy" && m > n;
    let dims_x = [batch.clone(), vec![n, k]].concat();
    let (x, res) = if m == 0 || n == 0 {
        let x = ctx.constant(elem, &dims_x, 0.0)?;
        // LAPACK's gels leaves them zero when there are no columns; the others report |b|^2.
        let res = if with_residuals && driver != "gels" {
            let sq = ok(ctx.b.mul(bv, bv))?;
            Some(reduce_keep(ctx, sq, r - 2, 0.0, |b, x, y| b.add(x, y))?)
        } else if with_residuals {
            Some(ctx.constant(elem, &[batch.clone(), vec![1, k]].concat(), 0.0)?)
        } else {
            None
        };
        (x, res)
    } else if m >= n {
        let (f, taus) = geqrf_core(ctx, av)?;
        let q = householder_q(ctx, f, &taus, m)?;
        let qt = mt(ctx, q)?;
        let y = bmm(ctx, qt, bv)?;
        let mut lim = [batch.clone(), vec![n, n]].concat();
        let rpart = ok(ctx.b.slice(f, &vec![0; r], &lim, &vec![1; r]))?;
        let rm = keep_triangle(ctx, rpart, false)?;
        lim[r - 1] = k;
        let top = ok(ctx.b.slice(y, &vec![0; r], &lim, &vec![1; r]))?;
        let x = tri_solve(ctx, rm, top, true, false, false, TransposeA::No)?;
        let res = if with_residuals {
            let mut st = vec![0; r];
            st[r - 2] = n;
            let rest = ok(ctx.b.slice(y, &st, &ctx.shape(y), &vec![1; r]))?;
            let sq = ok(ctx.b.mul(rest, rest))?;
            Some(reduce_keep(ctx, sq, r - 2, 0.0, |b, x, y| b.add(x, y))?)
        } else {
            None
        };
        (x, res)
    } else {
        let at = mt(ctx, av)?;
        let (f, taus) = geqrf_core(ctx, at)?;
        let q = householder_q(ctx, f, &taus, m)?;
        let lim = [batch.clone(), vec![m, m]].concat();
        let rpart = ok(ctx.b.slice(f, &vec![0; r], &lim, &vec![1; r]))?;
        let rm = keep_triangle(ctx, rpart, false)?;
        let y = tri_solve(ctx, rm, bv, true, false, false, TransposeA::Transpose)?;
        (bmm(ctx, q, y)?, None)
    };
    let x = if vector { ok(ctx.b.reshape(x, &[batch.clone(), vec![n]].concat()))? } else { x };
    let res = match res {
        Some(v) => ok(ctx.b.reshape(v, &[batch.clone(), vec![k]].concat()))?,
        None => ctx.constant(elem, &[0], 0.0)?,
    };
    let full = m.min(n);
    let (rank, sv) = match driver.as_str() {
        "gels" => (ctx.constant_int(ElementType::I64, &[0], 0)?, ctx.constant(elem, &[0], 0.0)?),
        "gelsy" => (ctx.constant_int(ElementType::I64, &batch, full)?, ctx.constant(elem, &[0], 0.0)?),
        _ => {
            let svd_dims = [batch.clone(), vec![full]].concat();
            let s = if full == 0 {
                ctx.constant(elem, &svd_dims, 0.0)?
            } else {
                let names = ["A".to_string(), "full_matrices".to_string(), "compute_uv".to_string()];
                let vals = vec![crate::args::Arg::Tensor(ctx.out(av, a.dtype)), crate::args::Arg::Bool(false), crate::args::Arg::Bool(false)];
                let op = ctx.op.to_string();
                linalg_svd(ctx, &Args { op: &op, names: &names, vals })?[1].v
            };
            // The effective rank: singular values above rcond times the largest.
            let eps = if elem == ElementType::F64 { f64::EPSILON } else { f32::EPSILON as f64 };
            let rcond = args.opt_float("rcond")?.filter(|&c| c > 0.0).unwrap_or(eps * m.max(n) as f64);
            let rank = if full == 0 {
                ctx.constant_int(ElementType::I64, &batch, 0)?
            } else {
                let lo = ctx.constant(elem, &[], f64::NEG_INFINITY)?;
                let last = svd_dims.len() as i64 - 1;
                let top = ok(ctx.b.reduce(&[s], &[lo], &[last], |b, v| Ok(vec![b.max(v[0], v[1])?])))?[0];
                let rc = ctx.constant(elem, &batch, rcond)?;
                let cut = ok(ctx.b.mul(top, rc))?;
                let bd: Vec<i64> = (0..batch.len() as i64).collect();
                let cut = ok(ctx.b.broadcast_in_dim(cut, &svd_dims, &bd))?;
                let above = ok(ctx.b.compare(s, cut, CmpDir::Gt))?;
                let ones = ok(ctx.b.convert(above, ElementType::I64))?;
                let z = ctx.constant_int(ElementType::I64, &[], 0)?;
                ok(ctx.b.reduce(&[ones], &[z], &[last], |b, v| Ok(vec![b.add(v[0], v[1])?])))?[0]
            };
            (rank, s)
        }
    };
    Ok(vec![ctx.out(x, a.dtype), ctx.out(res, a.dtype), ctx.out(rank, DType::I64), ctx.out(sv, a.dtype)])
}

/// `linalg_pinv(self, atol=None, rtol=None, hermitian=False)`, the tensor-tolerance
/// overload graphs hold (eager mode runs PyTorch's composite of the same steps):
/// `V diag(1/s) U^T` from the SVD (`Q diag(1/w) Q^T` from the eigendecomposition of
/// a hermitian input), keeping the values above `max(atol, rtol * largest)`. `rtol`
/// defaults to `eps * max(m, n)`, or to 0 where a positive `atol` is given.
pub fn linalg_pinv(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = lu_input(ctx, args, "self", "linalg.pinv", false)?;
    let hermitian = args.bool_or("hermitian", false)?;
    let dims = ctx.shape(a.v);
    let r = dims.len();
    let (m, n) = (dims[r - 2], dims[r - 1]);
    let batch = dims[..r - 2].to_vec();
    let elem = ctx.elem(a.v);
    if numel(&dims) == 0 {
        let v = ctx.constant(elem, &[batch, vec![n, m]].concat(), 0.0)?;
        return Ok(vec![ctx.out(v, a.dtype)]);
    }
    // Tolerances per matrix, shaped batch x 1 (against batch x k values).
    let b1 = [batch.clone(), vec![1]].concat();
    let eps = if a.dtype == DType::F64 { f64::EPSILON } else { f32::EPSILON as f64 };
    let tol_arg = |ctx: &mut LowerCtx, name: &str| -> Result<Option<Value>> {
        match args.opt_tensor(name)? {
            Some(t) => {
                let v = ctx.cast(t, a.dtype)?.v;
                let v = ctx.broadcast_to(v, &batch)?;
                Ok(Some(ok(ctx.b.reshape(v, &b1))?))
            }
            None => Ok(None),
        }
    };
    let atol = tol_arg(ctx, "atol")?;
    let rtol = tol_arg(ctx, "rtol")?;
    let default_rtol = ctx.constant(elem, &b1, eps * m.max(n) as f64)?;
    let zero = ctx.constant(elem, &b1, 0.0)?;
    let rtol = match (rtol, atol) {
        (Some(r), _) => r,
        (None, Some(at)) => {
            let pos = ok(ctx.b.compare(at, zero, CmpDir::Gt))?;
            ok(ctx.b.select(pos, zero, default_rtol))?
        }
        (None, None) => default_rtol,
    };
    let atol = atol.unwrap_or(zero);
    let names = |ns: &[&str]| ns.iter().map(|s| s.to_string()).collect::<Vec<String>>();
    let (left, vals, right) = if hermitian {
        let ns = names(&["A", "UPLO", "compute_v"]);
        let e = linalg_eigh(ctx, &Args { op: args.op, names: &ns, vals: vec![Arg::Tensor(a), Arg::Str("L".into()), Arg::Bool(true)] })?;
        let q = e[1].v;
        let qt = mt(ctx, q)?;
        (q, e[0].v, qt)
    } else {
        let ns = names(&["A", "full_matrices", "compute_uv", "driver"]);
        let svd = linalg_svd(ctx, &Args { op: args.op, names: &ns, vals: vec![Arg::Tensor(a), Arg::Bool(false), Arg::Bool(true), Arg::None] })?;
        let v = mt(ctx, svd[2].v)?;
        let ut = mt(ctx, svd[0].v)?;
        (v, svd[1].v, ut)
    };
    let k = *ctx.shape(vals).last().unwrap();
    let mags = ok(ctx.b.abs(vals))?;
    let largest = reduce_keep(ctx, mags, r - 2, 0.0, |b, x, y| b.max(x, y))?;
    let scaled = ok(ctx.b.mul(rtol, largest))?;
    let tol = ok(ctx.b.max(atol, scaled))?;
    let bk = [batch.clone(), vec![k]].concat();
    let tol = ctx.broadcast_to(tol, &bk)?;
    let keep = ok(ctx.b.compare(mags, tol, CmpDir::Gt))?;
    let one = ctx.constant(elem, &bk, 1.0)?;
    let inv = ok(ctx.b.div(one, vals))?;
    let zeros = ctx.constant(elem, &bk, 0.0)?;
    let inv = ok(ctx.b.select(keep, inv, zeros))?;
    let ld = ctx.shape(left);
    let inv = ok(ctx.b.reshape(inv, &[batch, vec![1, k]].concat()))?;
    let inv = ctx.broadcast_to(inv, &ld)?;
    let scaled_left = ok(ctx.b.mul(left, inv))?;
    let v = bmm(ctx, scaled_left, right)?;
    Ok(vec![ctx.out(v, a.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_decompositions() {
        check("linalg_lstsq_tall", "linalg_lstsq", vec![("self", T::Tensor(F32, vec![2, 4, 3])), ("b", T::Tensor(F32, vec![2, 4, 2])), ("rcond", T::None), ("driver", T::Str("gelsd"))]);
        check("linalg_matrix_exp", "linalg_matrix_exp", vec![("self", T::Tensor(F32, vec![2, 3, 3]))]);
        check("linalg_pinv_2x3", "linalg_pinv", vec![("self", T::Tensor(F32, vec![2, 3])), ("atol", T::None), ("rtol", T::None), ("hermitian", T::Bool(false))]);
        check("linalg_pinv_hermitian_atol", "linalg_pinv", vec![("self", T::Tensor(F32, vec![2, 2])), ("atol", T::Tensor(F32, vec![])), ("rtol", T::None), ("hermitian", T::Bool(true))]);
        check("extra_linalg_qr_reduced", "linalg_qr", vec![("A", T::Tensor(F32, vec![3, 2])), ("mode", T::Str("reduced"))]);
        check("extra_linalg_eigh_2x2", "_linalg_eigh", vec![("A", T::Tensor(F32, vec![2, 2])), ("UPLO", T::Str("L")), ("compute_v", T::Bool(true))]);
        check("extra_linalg_svd_3x2", "_linalg_svd", vec![("A", T::Tensor(F32, vec![3, 2])), ("full_matrices", T::Bool(false)), ("compute_uv", T::Bool(true)), ("driver", T::None)]);
        check("geqrf", "geqrf", vec![("self", T::Tensor(F32, vec![3, 2]))]);
        check("linalg_householder_product", "linalg_householder_product", vec![("input", T::Tensor(F32, vec![3, 2])), ("tau", T::Tensor(F32, vec![2]))]);
    }
}
