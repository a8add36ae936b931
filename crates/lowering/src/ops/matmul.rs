//! Matrix products: mm, bmm, dot, mv and their `add*` forms (`beta * self + alpha * product`).
//!
//! Every product is one `dot_general`. Half and bfloat16 operands accumulate in
//! f32 (the dot's result type) and round once at the end, like PyTorch's CPU
//! kernels; the `add*` epilogue runs in that f32 too. `matmul`, `linear`,
//! `outer` and `einsum` are composite in PyTorch and arrive here as these ops.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::platform::Platform;
use crate::ops::reduce;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, DotDims, ElementType, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("mm", mm).overloads(&[""]).pad(PadRule::Contract { lhs: "self", rhs: "mat2", bias: None });
    r.op("bmm", bmm).overloads(&[""]).pad(PadRule::Contract { lhs: "self", rhs: "mat2", bias: None });
    r.op("addmm", addmm).overloads(&[""]).pad(PadRule::Contract { lhs: "mat1", rhs: "mat2", bias: Some("self") });
    r.op("baddbmm", baddbmm).overloads(&[""]).pad(PadRule::Contract { lhs: "batch1", rhs: "batch2", bias: Some("self") });
    r.op("addbmm", addbmm);
    r.op("dot", dot);
    r.op("vdot", vdot);
    r.op("mv", mv).pad(PadRule::Contract { lhs: "self", rhs: "vec", bias: None });
    r.op("addmv", addmv).pad(PadRule::Contract { lhs: "mat", rhs: "vec", bias: Some("self") });
    r.op("addr", addr);
    r.op("_grouped_mm", grouped_mm);
    r.op("_trilinear", trilinear).no_eager_kernel();
}

/// `_trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim)` (what
/// `bilinear` calls): each input with size-1 dims inserted at its `expand`
/// positions, the three multiplied (broadcast) and summed over `sumdim`, which
/// leave the result. `unroll_dim` only orders the CPU kernel's loops.
pub fn trilinear(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let ins = [args.tensor("i1")?, args.tensor("i2")?, args.tensor("i3")?];
    let expands = [args.ints("expand1")?, args.ints("expand2")?, args.ints("expand3")?];
    let total = ctx.rank(ins[0].v) + expands[0].len();
    let mut spread = Vec::with_capacity(3);
    for (t, e) in ins.iter().zip(&expands) {
        let mut at = ctx.wrap_dims(e, total)?;
        at.sort_unstable();
        let mut shape = ctx.shape(t.v);
        if shape.len() + at.len() != total {
            return Err(ctx.invalid(format!(
                "number of dimensions must match: {} input dimensions and {} expanded ones, {total} in all",
                shape.len(),
                at.len()
            )));
        }
        for &d in &at {
            shape.insert(d, 1);
        }
        let v = ok(ctx.b.reshape(t.v, &shape))?;
        spread.push(TensorArg { v, ..*t });
    }
    let dtype = ctx.result_type(&spread)?;
    let vs = ctx.unify(&spread, dtype)?;
    let p = ok(ctx.b.mul(vs[0], vs[1]))?;
    let p = ok(ctx.b.mul(p, vs[2]))?;
    let mut sum = ctx.wrap_dims(&args.ints("sumdim")?, total)?;
    sum.sort_unstable();
    sum.dedup();
    // Half types sum in f32, like the CPU kernel's accumulation.
    let p = reduce::cast_v(ctx, p, dtype, dtype.opmath())?;
    let v = reduce::reduce(ctx, p, &sum, reduce::Kind::Sum)?;
    let v = reduce::cast_v(ctx, v, dtype.opmath(), dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

fn dims_str(d: &[i64]) -> String {
    d.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("x")
}

/// Bool products are not implemented on CPU either (NotImplementedError there):
/// leave them to the fallback, which raises PyTorch's own error.
fn reject_bool(ctx: &LowerCtx, d: DType, what: &str) -> Result<()> {
    if d == DType::Bool {
        return Err(ctx.unsupported(format!("\"{what}\" not implemented for 'Bool'")));
    }
    Ok(())
}

fn expect_rank(ctx: &LowerCtx, t: &TensorArg, rank: usize, msg: &str) -> Result<()> {
    if ctx.rank(t.v) != rank {
        return Err(ctx.invalid(msg.to_string()));
    }
    Ok(())
}

/// One `dot_general` in the compute type: half/bfloat16 accumulate and return f32.
/// Returns the product and the compute dtype.
pub fn product(ctx: &mut LowerCtx, a: TensorArg, b: TensorArg, dims: &DotDims) -> Result<(Value, DType)> {
    let dtype = a.dtype;
    let comp = dtype.opmath();
    if ctx.platform == Platform::Tpu && matches!(ctx.elem(a.v), ElementType::I64 | ElementType::U64) {
        // XLA's TPU backend emulates 64-bit integers, element-wise ops and reductions but not
        // dots ("not implemented: s64 dot"): the same sums as products and a reduction.
        return Ok((product_by_reduce(ctx, a.v, b.v, dims)?, comp));
    }
    let out_elem = (comp != dtype).then(|| comp.elem());
    let v = ok(ctx.b.dot_general(a.v, b.v, dims, out_elem))?;
    Ok((v, comp))
}

/// `dot_general` as a broadcast product summed over the contracting dimensions, results in
/// dot_general's order (batch, lhs free, rhs free). Materialises the full product: for the
/// 64-bit integer dots a TPU cannot run as dots, which are small in practice.
fn product_by_reduce(ctx: &mut LowerCtx, a: Value, b: Value, d: &DotDims) -> Result<Value> {
    let (sa, sb) = (ctx.shape(a), ctx.shape(b));
    let free = |rank: usize, batch: &[i64], contract: &[i64]| -> Vec<i64> {
        (0..rank as i64).filter(|i| !batch.contains(i) && !contract.contains(i)).collect()
    };
    let (lf, rf) = (free(sa.len(), &d.lhs_batch, &d.lhs_contract), free(sb.len(), &d.rhs_batch, &d.rhs_contract));
    let (nb, nl, nr, nc) = (d.lhs_batch.len(), lf.len(), rf.len(), d.lhs_contract.len());
    let perm_a: Vec<i64> = [&d.lhs_batch[..], &lf, &d.lhs_contract].concat();
    let perm_b: Vec<i64> = [&d.rhs_batch[..], &rf, &d.rhs_contract].concat();
    let at = ok(ctx.b.transpose(a, &perm_a))?;
    let bt = ok(ctx.b.transpose(b, &perm_b))?;
    let pick = |s: &[i64], idx: &[i64]| -> Vec<i64> { idx.iter().map(|&i| s[i as usize]).collect() };
    let full: Vec<i64> = [pick(&sa, &d.lhs_batch), pick(&sa, &lf), pick(&sb, &rf), pick(&sa, &d.lhs_contract)].concat();
    let seq = |lo: usize, n: usize| (lo as i64..(lo + n) as i64).collect::<Vec<i64>>();
    let into_a: Vec<i64> = [seq(0, nb), seq(nb, nl), seq(nb + nl + nr, nc)].concat();
    let into_b: Vec<i64> = [seq(0, nb), seq(nb + nl, nr), seq(nb + nl + nr, nc)].concat();
    let ab = ok(ctx.b.broadcast_in_dim(at, &full, &into_a))?;
    let bb = ok(ctx.b.broadcast_in_dim(bt, &full, &into_b))?;
    let p = ok(ctx.b.mul(ab, bb))?;
    let summed: Vec<usize> = (nb + nl + nr..nb + nl + nr + nc).collect();
    reduce::reduce(ctx, p, &summed, reduce::Kind::Sum)
}

/// Rounds a compute-type result back to the op's dtype.
fn finish(ctx: &mut LowerCtx, v: Value, dtype: DType) -> Result<Vec<TensorArg>> {
    let v = ctx.convert_value(v, dtype)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// `beta * self + alpha * prod` in the compute type `comp`, with `self` broadcast
/// to the product's shape. `beta == 0` ignores `self` (NaN and inf included),
/// as PyTorch does.
fn epilogue(ctx: &mut LowerCtx, args: &Args, prod: Value, comp: DType, input: TensorArg) -> Result<Value> {
    let shape = ctx.shape(prod);
    let inp = ctx.cast(input, comp)?;
    let mut c = ctx.broadcast_to(inp.v, &shape)?;
    let mut p = prod;
    if let Some(alpha) = args.opt_operand("alpha")? {
        let a = ctx.cast(alpha, comp)?;
        let a = ctx.broadcast_to(a.v, &shape)?;
        p = ok(ctx.b.mul(p, a))?;
    }
    if let Some(beta) = args.opt_operand("beta")? {
        let beta = ctx.cast(beta, comp)?;
        let zero = ctx.zeros_like(beta.v)?;
        let is0 = ok(ctx.b.compare(beta.v, zero, CmpDir::Eq))?;
        let is0 = ctx.broadcast_to(is0, &shape)?;
        let bv = ctx.broadcast_to(beta.v, &shape)?;
        let scaled = ok(ctx.b.mul(c, bv))?;
        let zeros = ctx.zeros_like(c)?;
        c = ok(ctx.b.select(is0, zeros, scaled))?;
    }
    ok(ctx.b.add(c, p))
}

/// Checks mm's operands and returns the dot dimensions of `[n, k] x [k, m]`.
fn check_mm(ctx: &LowerCtx, a: &TensorArg, b: &TensorArg) -> Result<()> {
    expect_rank(ctx, a, 2, "self must be a matrix")?;
    expect_rank(ctx, b, 2, "mat2 must be a matrix")?;
    let (sa, sb) = (ctx.shape(a.v), ctx.shape(b.v));
    if sa[1] != sb[0] {
        return Err(ctx.invalid(format!("mat1 and mat2 shapes cannot be multiplied ({} and {})", dims_str(&sa), dims_str(&sb))));
    }
    if a.dtype != b.dtype {
        return Err(ctx.invalid(format!(
            "expected m1 and m2 to have the same dtype, but got: {} != {}",
            a.dtype.cpp_name(),
            b.dtype.cpp_name()
        )));
    }
    reject_bool(ctx, a.dtype, "addmm_impl_cpu_")
}

pub fn mm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b) = (args.tensor("self")?, args.tensor("mat2")?);
    check_mm(ctx, &a, &b)?;
    let (p, _) = product(ctx, a, b, &DotDims::matmul())?;
    finish(ctx, p, a.dtype)
}

fn check_same_dtype_as_self(ctx: &LowerCtx, input: &TensorArg, other: &TensorArg, other_name: &str) -> Result<()> {
    if input.dtype != other.dtype {
        return Err(ctx.invalid(format!(
            "self and {other_name} must have the same dtype, but got {} and {}",
            input.dtype.short_name(),
            other.dtype.short_name()
        )));
    }
    Ok(())
}

pub fn addmm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let input = args.tensor("self")?;
    let (a, b) = (args.tensor("mat1")?, args.tensor("mat2")?);
    for (t, name) in [(&a, "mat1"), (&b, "mat2")] {
        let r = ctx.rank(t.v);
        if r != 2 {
            return Err(ctx.invalid(format!("{name} must be a matrix, got {r}-D tensor")));
        }
    }
    check_mm(ctx, &a, &b)?;
    check_same_dtype_as_self(ctx, &input, &b, "mat2")?;
    let (p, comp) = product(ctx, a, b, &DotDims::matmul())?;
    let v = epilogue(ctx, args, p, comp, input)?;
    finish(ctx, v, a.dtype)
}

/// Checks `[b, n, k] x [b, k, m]` operands with PyTorch's messages.
fn check_bmm(ctx: &LowerCtx, a: &TensorArg, b: &TensorArg) -> Result<()> {
    expect_rank(ctx, a, 3, "batch1 must be a 3D tensor")?;
    expect_rank(ctx, b, 3, "batch2 must be a 3D tensor")?;
    let (sa, sb) = (ctx.shape(a.v), ctx.shape(b.v));
    if sb[0] != sa[0] || sb[1] != sa[2] {
        return Err(ctx.invalid(format!(
            "Expected size for first two dimensions of batch2 tensor to be: [{}, {}] but got: [{}, {}].",
            sa[0], sa[2], sb[0], sb[1]
        )));
    }
    if a.dtype != b.dtype {
        return Err(ctx.invalid(format!("expected scalar type {} but found {}", a.dtype.short_name(), b.dtype.short_name())));
    }
    reject_bool(ctx, a.dtype, "bmm")
}

fn bmm_dims() -> DotDims {
    DotDims { lhs_batch: vec![0], rhs_batch: vec![0], lhs_contract: vec![2], rhs_contract: vec![1] }
}

pub fn bmm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b) = (args.tensor("self")?, args.tensor("mat2")?);
    check_bmm(ctx, &a, &b)?;
    let (p, _) = product(ctx, a, b, &bmm_dims())?;
    finish(ctx, p, a.dtype)
}

pub fn baddbmm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let input = args.tensor("self")?;
    let (a, b) = (args.tensor("batch1")?, args.tensor("batch2")?);
    check_bmm(ctx, &a, &b)?;
    check_same_dtype_as_self(ctx, &input, &a, "batch1")?;
    let (p, comp) = product(ctx, a, b, &bmm_dims())?;
    let v = epilogue(ctx, args, p, comp, input)?;
    finish(ctx, v, a.dtype)
}

/// `beta * self + alpha * sum_b batch1[b] @ batch2[b]`: one dot contracting batch and k.
pub fn addbmm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let input = args.tensor("self")?;
    let (a, b) = (args.tensor("batch1")?, args.tensor("batch2")?);
    check_bmm(ctx, &a, &b)?;
    check_same_dtype_as_self(ctx, &input, &a, "batch1")?;
    let dims = DotDims { lhs_batch: vec![], rhs_batch: vec![], lhs_contract: vec![0, 2], rhs_contract: vec![0, 1] };
    let (p, comp) = product(ctx, a, b, &dims)?;
    let v = epilogue(ctx, args, p, comp, input)?;
    finish(ctx, v, a.dtype)
}

fn dot_like(ctx: &mut LowerCtx, args: &Args, what: &str) -> Result<Vec<TensorArg>> {
    let (a, b) = (args.tensor("self")?, args.tensor("other").or_else(|_| args.tensor("tensor"))?);
    let (ra, rb) = (ctx.rank(a.v), ctx.rank(b.v));
    if ra != 1 || rb != 1 {
        return Err(ctx.invalid(format!("1D tensors expected, but got {ra}D and {rb}D tensors")));
    }
    let (na, nb) = (ctx.shape(a.v)[0], ctx.shape(b.v)[0]);
    if na != nb {
        return Err(ctx.invalid(format!(
            "inconsistent tensor size, expected tensor [{na}] and src [{nb}] to have the same number of elements, but got {na} and {nb} elements respectively"
        )));
    }
    if a.dtype != b.dtype {
        return Err(ctx.invalid(format!(
            "{what} : expected both vectors to have same dtype, but found {} and {}",
            a.dtype.short_name(),
            b.dtype.short_name()
        )));
    }
    reject_bool(ctx, a.dtype, what)?;
    let dims = DotDims { lhs_batch: vec![], rhs_batch: vec![], lhs_contract: vec![0], rhs_contract: vec![0] };
    let (p, _) = product(ctx, a, b, &dims)?;
    finish(ctx, p, a.dtype)
}

pub fn dot(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    dot_like(ctx, args, "dot")
}

/// `vdot` conjugates its first argument; real dtypes only, so it is `dot`.
pub fn vdot(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    dot_like(ctx, args, "vdot")
}

fn check_mv(ctx: &LowerCtx, input: Option<&TensorArg>, m: &TensorArg, v: &TensorArg) -> Result<()> {
    let (rm, rv) = (ctx.rank(m.v), ctx.rank(v.v));
    let ri = input.map(|t| ctx.rank(t.v)).unwrap_or(1);
    if rm != 2 || rv != 1 || ri > 1 {
        return Err(ctx.invalid(format!("vector + matrix @ vector expected, got {ri}, {rm}, {rv}")));
    }
    let (sm, sv) = (ctx.shape(m.v), ctx.shape(v.v));
    let si = input.map(|t| ctx.shape(t.v)).unwrap_or_else(|| vec![sm[0]]);
    let n_in = si.first().copied().unwrap_or(1);
    if sm[1] != sv[0] || (n_in != sm[0] && n_in != 1) {
        return Err(ctx.invalid(format!(
            "size mismatch, got input ({}), mat ({}), vec ({})",
            if si.is_empty() { "1".to_string() } else { n_in.to_string() },
            dims_str(&sm),
            sv[0]
        )));
    }
    if m.dtype != v.dtype {
        return Err(ctx.invalid(format!("expected scalar type {} but found {}", m.dtype.short_name(), v.dtype.short_name())));
    }
    reject_bool(ctx, m.dtype, "addmv_impl_cpu")
}

fn mv_dims() -> DotDims {
    DotDims { lhs_batch: vec![], rhs_batch: vec![], lhs_contract: vec![1], rhs_contract: vec![0] }
}

pub fn mv(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (m, v) = (args.tensor("self")?, args.tensor("vec")?);
    check_mv(ctx, None, &m, &v)?;
    let (p, _) = product(ctx, m, v, &mv_dims())?;
    finish(ctx, p, m.dtype)
}

pub fn addmv(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let input = args.tensor("self")?;
    let (m, v) = (args.tensor("mat")?, args.tensor("vec")?);
    check_mv(ctx, Some(&input), &m, &v)?;
    check_same_dtype_as_self(ctx, &input, &m, "mat")?;
    let (p, comp) = product(ctx, m, v, &mv_dims())?;
    let out = epilogue(ctx, args, p, comp, input)?;
    finish(ctx, out, m.dtype)
}

/// `beta * self + alpha * outer(vec1, vec2)`, in the promoted type of the three.
pub fn addr(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let input = args.tensor("self")?;
    let (a, b) = (args.tensor("vec1")?, args.tensor("vec2")?);
    let (ra, rb) = (ctx.rank(a.v), ctx.rank(b.v));
    if ra != 1 {
        return Err(ctx.invalid(format!("addr: Expected 1-D argument vec1, but got {ra}-D")));
    }
    if rb != 1 {
        return Err(ctx.invalid(format!("addr: Expected 1-D argument vec2, but got {rb}-D")));
    }
    let dtype = ctx.result_type(&[input, a, b])?;
    reject_bool(ctx, dtype, "addr")?;
    let a = ctx.cast(a, dtype)?;
    let b = ctx.cast(b, dtype)?;
    let dims = DotDims::default();
    let (p, comp) = product(ctx, a, b, &dims)?;
    let out = epilogue(ctx, args, p, comp, input)?;
    finish(ctx, out, dtype)
}

/// `mask[l, g]`: whether position `l` of a jagged dimension of length `len` lies in
/// group `g`, group `g` ending (exclusive) at `offs[g]`; positions past the last end
/// are in no group. A `[len, groups]` predicate.
fn group_mask(ctx: &mut LowerCtx, offs: &TensorArg, len: i64) -> Result<Value> {
    let groups = ctx.shape(offs.v)[0];
    let i = ElementType::I64;
    let ends = ctx.convert_value(offs.v, DType::I64)?;
    let ends = ok(ctx.b.broadcast_in_dim(ends, &[len, groups], &[1]))?;
    let pos = ok(ctx.b.iota(TensorType::new(i, vec![len, groups]), 0))?;
    // The group of `l` is how many groups end at or before it.
    let ended = ok(ctx.b.compare(ends, pos, CmpDir::Le))?;
    let ended = ctx.convert_value(ended, DType::I64)?;
    let zero = ctx.constant_int(i, &[], 0)?;
    let group = ok(ctx.b.reduce(&[ended], &[zero], &[1], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
    let group = ok(ctx.b.broadcast_in_dim(group, &[len, groups], &[0]))?;
    let g = ok(ctx.b.iota(TensorType::new(i, vec![len, groups]), 1))?;
    ok(ctx.b.compare(group, g, CmpDir::Eq))
}

/// `v` where `mask` holds, zero elsewhere (a select, so another group's inf or NaN stays out).
fn keep(ctx: &mut LowerCtx, v: Value, mask: Value) -> Result<Value> {
    let zero = ctx.zeros_like(v)?;
    ok(ctx.b.select(mask, v, zero))
}

/// `_grouped_mm(mat_a, mat_b, offs, bias, out_dtype)`: the mixture-of-experts product.
/// 2D x 3D: `mat_a`'s rows split by `offs`, group g times `mat_b[g]`; 3D x 2D:
/// `mat_b`'s columns split; 2D x 2D: the contracted dimension split, one product
/// per group; 3D x 3D: a batched product. Each jagged form is computed for every
/// group and masked (one dot, no data-dependent shapes): the work is `groups` times
/// a ragged kernel's, which XLA's dense ops cannot express.
pub fn grouped_mm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b) = (args.tensor("self")?, args.tensor("mat2")?);
    let offs = args.opt_tensor("offs")?;
    for (name, t) in [("mat_a", &a), ("mat_b", &b)] {
        if !matches!(t.dtype, DType::F32 | DType::BF16 | DType::F16) {
            return Err(ctx.invalid(format!(
                "Expected {name} to be Float32, BFloat16 or Float16 matrix, got {}.",
                t.dtype.scalar_type_name()
            )));
        }
    }
    if a.dtype != b.dtype {
        return Err(ctx.invalid(format!("_grouped_mm: mat_a ({}) and mat_b ({}) must have the same dtype", a.dtype, b.dtype)));
    }
    if args.opt_tensor("bias")?.is_some() {
        return Err(ctx.unsupported("_grouped_mm with bias"));
    }
    let out_dtype = args.opt_dtype("out_dtype")?.unwrap_or(a.dtype);
    let (ra, rb) = (ctx.rank(a.v), ctx.rank(b.v));
    let (sa, sb) = (ctx.shape(a.v), ctx.shape(b.v));
    if !(2..=3).contains(&ra) || !(2..=3).contains(&rb) {
        return Err(ctx.invalid(format!("Multiplicands must be 2D or 3D but got mat_a.dim()={ra} and mat_b.dim()={rb}")));
    }
    if (ra == 3 || rb == 3) && sa[ra - 1] != sb[rb - 2] {
        return Err(ctx.invalid("contraction dimension of mat_a and mat_b must match"));
    }
    let jagged = ra == 2 || rb == 2;
    let offs = match (jagged, offs) {
        (true, Some(o)) => {
            if ctx.rank(o.v) != 1 || o.dtype != DType::I32 {
                return Err(ctx.invalid(format!("offsets must be a 1D int32 tensor, got {}", ctx.tensor_desc(&o))));
            }
            Some(o)
        }
        (true, None) => return Err(ctx.invalid("Offsets tensor should be defined when either of inputs is 2D")),
        (false, Some(_)) => return Err(ctx.invalid("Offsets tensor should not be defined for 3D x 3D grouped_mm")),
        (false, None) => None,
    };
    let comp = a.dtype.opmath();
    let out_elem = (comp != a.dtype).then(|| comp.elem());
    let dims = |lb: Vec<i64>, rb: Vec<i64>, lc: Vec<i64>, rc: Vec<i64>| DotDims { lhs_batch: lb, rhs_batch: rb, lhs_contract: lc, rhs_contract: rc };
    let v = match (ra, rb, offs) {
        (3, 3, None) => {
            if sa[0] != sb[0] {
                return Err(ctx.invalid("batched dimension has to match"));
            }
            ok(ctx.b.dot_general(a.v, b.v, &dims(vec![0], vec![0], vec![2], vec![1]), out_elem))?
        }
        (2, 3, Some(o)) => {
            // [M, K] x [G, K, N] -> [M, G, N], then each row keeps its group's.
            let groups = ctx.shape(o.v)[0];
            if groups != sb[0] {
                return Err(ctx.invalid("matrix batch sizes have to match"));
            }
            let all = ok(ctx.b.dot_general(a.v, b.v, &dims(vec![], vec![], vec![1], vec![1]), out_elem))?;
            let mask = group_mask(ctx, &o, sa[0])?;
            let mask = ok(ctx.b.broadcast_in_dim(mask, &[sa[0], groups, sb[2]], &[0, 1]))?;
            let kept = keep(ctx, all, mask)?;
            let zero = ctx.constant(comp.elem(), &[], 0.0)?;
            ok(ctx.b.reduce(&[kept], &[zero], &[1], |b, x| Ok(vec![b.add(x[0], x[1])?])))?[0]
        }
        (3, 2, Some(o)) => {
            // [G, M, K] x [K, N] -> [G, M, N], then each column keeps its group's.
            let groups = ctx.shape(o.v)[0];
            if groups != sa[0] {
                return Err(ctx.invalid("matrix batch sizes have to match"));
            }
            let all = ok(ctx.b.dot_general(a.v, b.v, &dims(vec![], vec![], vec![2], vec![0]), out_elem))?;
            let mask = group_mask(ctx, &o, sb[1])?;
            let mask = ok(ctx.b.broadcast_in_dim(mask, &[groups, sa[1], sb[1]], &[2, 0]))?;
            let kept = keep(ctx, all, mask)?;
            let zero = ctx.constant(comp.elem(), &[], 0.0)?;
            ok(ctx.b.reduce(&[kept], &[zero], &[0], |b, x| Ok(vec![b.add(x[0], x[1])?])))?[0]
        }
        (2, 2, Some(o)) => {
            // [M, K] x [K, N], K split: mat_a masked per group, one batched product -> [G, M, N].
            if sa[1] != sb[0] {
                return Err(ctx.invalid("contraction dimension of mat_a and mat_b must match"));
            }
            let groups = ctx.shape(o.v)[0];
            let mask = group_mask(ctx, &o, sa[1])?;
            let mask = ok(ctx.b.broadcast_in_dim(mask, &[groups, sa[0], sa[1]], &[2, 0]))?;
            let a3 = ok(ctx.b.broadcast_in_dim(a.v, &[groups, sa[0], sa[1]], &[1, 2]))?;
            let masked = keep(ctx, a3, mask)?;
            ok(ctx.b.dot_general(masked, b.v, &dims(vec![], vec![], vec![2], vec![0]), out_elem))?
        }
        _ => unreachable!("ranks checked above"),
    };
    finish(ctx, v, out_dtype)
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_mm() {
        check("mm_f32", "mm", vec![("self", T::Tensor(F32, vec![2, 3])), ("mat2", T::Tensor(F32, vec![3, 4]))]);
        check("mm_bf16_f32_accumulate", "mm", vec![("self", T::Tensor(BF16, vec![2, 3])), ("mat2", T::Tensor(BF16, vec![3, 4]))]);
        check("bmm_f32", "bmm", vec![("self", T::Tensor(F32, vec![5, 2, 3])), ("mat2", T::Tensor(F32, vec![5, 3, 4]))]);
    }

    #[test]
    fn golden_grouped_mm() {
        let offs = || ("offs", T::Tensor(I32, vec![3]));
        check("grouped_mm_2d_3d", "_grouped_mm", vec![("self", T::Tensor(F32, vec![6, 4])), ("mat2", T::Tensor(F32, vec![3, 4, 5])), offs()]);
        check("grouped_mm_2d_2d", "_grouped_mm", vec![("self", T::Tensor(BF16, vec![4, 6])), ("mat2", T::Tensor(BF16, vec![6, 5])), offs()]);
    }

    #[test]
    fn golden_addmm() {
        check(
            "addmm_f32_bias",
            "addmm",
            vec![
                ("self", T::Tensor(F32, vec![4])),
                ("mat1", T::Tensor(F32, vec![2, 3])),
                ("mat2", T::Tensor(F32, vec![3, 4])),
                ("beta", T::Scalar(I64)),
                ("alpha", T::Scalar(I64)),
            ],
        );
        check(
            "addbmm_f32",
            "addbmm",
            vec![
                ("self", T::Tensor(F32, vec![2, 4])),
                ("batch1", T::Tensor(F32, vec![5, 2, 3])),
                ("batch2", T::Tensor(F32, vec![5, 3, 4])),
                ("beta", T::Scalar(F64)),
                ("alpha", T::Scalar(F64)),
            ],
        );
    }

    #[test]
    fn golden_dot_mv() {
        check("dot_i64", "dot", vec![("self", T::Tensor(I64, vec![3])), ("tensor", T::Tensor(I64, vec![3]))]);
        // The TPU's form of 64-bit integer products (`product`): no dot_general.
        crate::lowering_for(crate::Platform::Tpu, || {
            check("dot_i64_tpu", "dot", vec![("self", T::Tensor(I64, vec![3])), ("tensor", T::Tensor(I64, vec![3]))]);
            check("bmm_i64_tpu", "bmm", vec![("self", T::Tensor(I64, vec![2, 3, 4])), ("mat2", T::Tensor(I64, vec![2, 4, 5]))]);
        });
        check("mv_f16", "mv", vec![("self", T::Tensor(F16, vec![2, 3])), ("vec", T::Tensor(F16, vec![3]))]);
    }

    #[test]
    fn errors_read_like_pytorch() {
        let e = lower_text("mm", vec![("self", T::Tensor(F32, vec![2, 3])), ("mat2", T::Tensor(F32, vec![4, 5]))]).unwrap_err();
        assert!(e.contains("mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)"), "{e}");
        let e = lower_text("bmm", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("mat2", T::Tensor(F32, vec![3, 4, 5]))]).unwrap_err();
        assert!(e.contains("Expected size for first two dimensions of batch2 tensor to be: [2, 4] but got: [3, 4]."), "{e}");
        let e = lower_text("dot", vec![("self", T::Tensor(F32, vec![3])), ("tensor", T::Tensor(F32, vec![4]))]).unwrap_err();
        assert!(e.contains("inconsistent tensor size"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("baddbmm", "baddbmm", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("batch1", T::Tensor(F32, vec![2, 3, 5])), ("batch2", T::Tensor(F32, vec![2, 5, 4])), ("beta", T::Scalar(F64)), ("alpha", T::Scalar(F64))]);
        check("vdot", "vdot", vec![("self", T::Tensor(F32, vec![3])), ("other", T::Tensor(F32, vec![3]))]);
        check("addmv", "addmv", vec![("self", T::Tensor(F32, vec![2])), ("mat", T::Tensor(F32, vec![2, 3])), ("vec", T::Tensor(F32, vec![3])), ("beta", T::Scalar(F64)), ("alpha", T::Scalar(F64))]);
        check("_trilinear_bilinear", "_trilinear", vec![
            ("i1", T::Tensor(F32, vec![4, 3])),
            ("i2", T::Tensor(F32, vec![5, 3, 6])),
            ("i3", T::Tensor(F32, vec![4, 6])),
            ("expand1", T::Ints(vec![1, 3])),
            ("expand2", T::Ints(vec![0])),
            ("expand3", T::Ints(vec![1, 2])),
            ("sumdim", T::Ints(vec![2, 3])),
            ("unroll_dim", T::Int(1)),
        ]);
        check("addr", "addr", vec![("self", T::Tensor(F32, vec![2, 3])), ("vec1", T::Tensor(F32, vec![2])), ("vec2", T::Tensor(F32, vec![3])), ("beta", T::Scalar(F64)), ("alpha", T::Scalar(F64))]);
    }
}
