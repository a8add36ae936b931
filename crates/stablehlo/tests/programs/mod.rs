//! The golden programs: one small module per case, grouped by op family.
//! Shared by `golden.rs` (text snapshots) and `plugin_accepts.rs` (the real plugin).
#![allow(dead_code)]

use tpj_stablehlo::*;
use ElementType::*;

pub type Case = (&'static str, Module);
type Bin = fn(&mut Builder, Value, Value) -> Result<Value>;
type Un = fn(&mut Builder, Value) -> Result<Value>;

pub fn t(e: ElementType, dims: &[i64]) -> TensorType {
    TensorType::new(e, dims)
}

pub fn s(e: ElementType) -> TensorType {
    TensorType::scalar(e)
}

/// A region body combining two scalars with `f`.
pub fn sum(b: &mut Builder, a: &[Value]) -> Result<Vec<Value>> {
    Ok(vec![b.add(a[0], a[1])?])
}

pub fn all() -> Vec<Case> {
    [elementwise(), constants(), shape(), reduce(), gather_scatter(), dot_conv(), misc()].concat()
}

pub fn elementwise() -> Vec<Case> {
    let mut out = Vec::new();

    let mut b = Builder::new();
    let ty = t(F32, &[2, 3]);
    let (x, y) = (b.param(ty.clone()), b.param(ty.clone()));
    let fs: [Bin; 9] =
        [Builder::add, Builder::sub, Builder::mul, Builder::div, Builder::rem, Builder::max, Builder::min, Builder::pow, Builder::atan2];
    let rs: Vec<Value> = fs.iter().map(|f| f(&mut b, x, y).unwrap()).collect();
    out.push(("binary_f32", b.finish(&rs).unwrap()));

    let mut b = Builder::new();
    let ty = t(I32, &[4]);
    let (x, y) = (b.param(ty.clone()), b.param(ty.clone()));
    let fs: [Bin; 14] = [
        Builder::add,
        Builder::sub,
        Builder::mul,
        Builder::div,
        Builder::rem,
        Builder::max,
        Builder::min,
        Builder::pow,
        Builder::and,
        Builder::or,
        Builder::xor,
        Builder::shift_left,
        Builder::shift_right_arithmetic,
        Builder::shift_right_logical,
    ];
    let rs: Vec<Value> = fs.iter().map(|f| f(&mut b, x, y).unwrap()).collect();
    out.push(("binary_i32", b.finish(&rs).unwrap()));

    let mut b = Builder::new();
    let ty = t(U8, &[4]);
    let (x, y) = (b.param(ty.clone()), b.param(ty.clone()));
    let r = vec![b.div(x, y).unwrap(), b.shift_right_logical(x, y).unwrap(), b.max(x, y).unwrap()];
    out.push(("binary_u8", b.finish(&r).unwrap()));

    let mut b = Builder::new();
    let ty = t(I1, &[4]);
    let (x, y) = (b.param(ty.clone()), b.param(ty.clone()));
    let r = vec![b.and(x, y).unwrap(), b.or(x, y).unwrap(), b.xor(x, y).unwrap(), b.not(x).unwrap()];
    out.push(("binary_bool", b.finish(&r).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[3]));
    let fs: [Un; 19] = [
        Builder::neg,
        Builder::abs,
        Builder::exp,
        Builder::expm1,
        Builder::log,
        Builder::log1p,
        Builder::sqrt,
        Builder::rsqrt,
        Builder::cbrt,
        Builder::tanh,
        Builder::logistic,
        Builder::sin,
        Builder::cos,
        Builder::tan,
        Builder::floor,
        Builder::ceil,
        Builder::round_nearest_even,
        Builder::round_nearest_afz,
        Builder::sign,
    ];
    let mut rs: Vec<Value> = fs.iter().map(|f| f(&mut b, x).unwrap()).collect();
    rs.push(b.is_finite(x).unwrap());
    out.push(("unary_f32", b.finish(&rs).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(I64, &[3]));
    let fs: [Un; 6] =
        [Builder::neg, Builder::abs, Builder::sign, Builder::not, Builder::popcnt, Builder::count_leading_zeros];
    let rs: Vec<Value> = fs.iter().map(|f| f(&mut b, x).unwrap()).collect();
    out.push(("unary_i64", b.finish(&rs).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[3]));
    let y = b.param(t(F32, &[3]));
    let fs: [Un; 13] = [
        Builder::erf,
        Builder::erfc,
        Builder::erf_inv,
        Builder::lgamma,
        Builder::digamma,
        Builder::asin,
        Builder::acos,
        Builder::atan,
        Builder::sinh,
        Builder::cosh,
        Builder::asinh,
        Builder::acosh,
        Builder::atanh,
    ];
    let mut rs: Vec<Value> = fs.iter().map(|f| f(&mut b, x).unwrap()).collect();
    rs.push(b.next_after(x, y).unwrap());
    rs.push(b.polygamma(x, y).unwrap());
    rs.push(b.zeta(x, y).unwrap());
    out.push(("chlo_f32", b.finish(&rs).unwrap()));

    let mut b = Builder::new();
    let (fx, fy) = (b.param(t(F32, &[4])), b.param(t(F32, &[4])));
    let (ix, iy) = (b.param(t(I32, &[4])), b.param(t(I32, &[4])));
    let (ux, uy) = (b.param(t(U32, &[4])), b.param(t(U32, &[4])));
    let (bx, by) = (b.param(t(I1, &[4])), b.param(t(I1, &[4])));
    let mut rs = Vec::new();
    for (d, (x, y)) in [CmpDir::Eq, CmpDir::Ne, CmpDir::Lt, CmpDir::Le, CmpDir::Gt, CmpDir::Ge]
        .into_iter()
        .zip([(fx, fy), (ix, iy), (ux, uy), (bx, by), (fx, fy), (ix, iy)])
    {
        rs.push(b.compare(x, y, d).unwrap());
    }
    rs.push(b.compare_with_type(fx, fy, CmpDir::Lt, Some(CmpType::TotalOrder)).unwrap());
    let p = b.compare(fx, fy, CmpDir::Lt).unwrap();
    rs.push(b.select(p, fx, fy).unwrap());
    let sp = b.constant_bool(s(I1), true).unwrap();
    rs.push(b.select(sp, ix, iy).unwrap());
    let lo = b.constant_f64(s(F32), -1.0).unwrap();
    let hi = b.constant_f64(s(F32), 1.0).unwrap();
    rs.push(b.clamp(lo, fx, hi).unwrap());
    rs.push(b.clamp(ix, iy, ix).unwrap());
    out.push(("compare_select_clamp", b.finish(&rs).unwrap()));

    let mut b = Builder::new();
    let f = b.param(t(F32, &[4]));
    let i = b.param(t(I32, &[4]));
    let bf = b.param(t(BF16, &[4]));
    let pr = b.param(t(I1, &[4]));
    let by = b.param(t(U8, &[4, 4]));
    let rs = vec![
        b.convert(f, I32).unwrap(),
        b.convert(i, F16).unwrap(),
        b.convert(bf, F32).unwrap(),
        b.convert(pr, F32).unwrap(),
        b.convert(f, I1).unwrap(),
        b.convert(f, F64).unwrap(),
        b.bitcast_convert(f, t(I32, &[4])).unwrap(),
        b.bitcast_convert(f, t(U16, &[4, 2])).unwrap(),
        b.bitcast_convert(by, t(F32, &[4])).unwrap(),
    ];
    out.push(("convert_bitcast", b.finish(&rs).unwrap()));
    out
}

pub fn constants() -> Vec<Case> {
    let mut b = Builder::new();
    let mut rs = Vec::new();
    for e in ElementType::ALL {
        rs.push(b.constant_f64(t(e, &[2]), 1.0).unwrap());
        if !e.is_bool() {
            rs.push(b.constant_i64(s(e), 100).unwrap());
        }
    }
    for v in [0.1, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 65520.0, 1e-8, 3.0e38] {
        for e in [F16, BF16, F32, F64] {
            rs.push(b.constant_f64(s(e), v).unwrap());
        }
    }
    rs.push(b.constant_elements_f64(t(F32, &[2, 3]), &[1.0, 2.0, 3.0, 4.0, 5.0, -0.5]).unwrap());
    rs.push(b.constant_elements_f64(t(BF16, &[3]), &[1.0, 2.0, 3.0]).unwrap());
    rs.push(b.constant_elements_i64(t(I64, &[2, 2]), &[i64::MIN, -1, 0, i64::MAX]).unwrap());
    rs.push(b.constant_elements_u64(t(U64, &[2]), &[u64::MAX, 7]).unwrap());
    rs.push(b.constant_elements_i64(t(U8, &[3]), &[0, 128, 255]).unwrap());
    rs.push(b.constant_elements_bool(t(I1, &[2, 2]), &[true, false, false, true]).unwrap());
    rs.push(b.constant_elements_f64(t(F32, &[0, 3]), &[]).unwrap());
    rs.push(b.constant_f64(t(F32, &[0]), 0.0).unwrap());
    rs.push(b.iota(t(I32, &[2, 3]), 1).unwrap());
    rs.push(b.iota(t(F32, &[4]), 0).unwrap());
    vec![("constants", b.finish(&rs).unwrap())]
}

pub fn shape() -> Vec<Case> {
    let mut out = Vec::new();
    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 3, 4]));
    let i = b.param(s(I32));
    let j = b.param(s(I32));
    let u = b.param(t(F32, &[1, 2, 2]));
    let y = b.param(t(F32, &[2, 1, 4]));
    let pv = b.constant_f64(s(F32), 0.0).unwrap();
    let v1 = b.param(t(F32, &[3]));
    let rs = vec![
        b.reshape(x, &[6, 4]).unwrap(),
        b.reshape(x, &[24]).unwrap(),
        b.broadcast_in_dim(v1, &[2, 3, 4], &[1]).unwrap(),
        b.broadcast_in_dim(y, &[2, 3, 4], &[0, 1, 2]).unwrap(),
        b.transpose(x, &[2, 0, 1]).unwrap(),
        b.slice(x, &[0, 1, 0], &[2, 3, 4], &[1, 1, 2]).unwrap(),
        b.dynamic_slice(x, &[i, j, j], &[1, 2, 2]).unwrap(),
        b.dynamic_update_slice(x, u, &[i, j, j]).unwrap(),
        b.concatenate(&[x, y, x], 1).unwrap(),
        b.pad(x, pv, &[1, -1, 0], &[0, 2, 1], &[0, 1, 0]).unwrap(),
        b.reverse(x, &[0, 2]).unwrap(),
    ];
    out.push(("shape", b.finish(&rs).unwrap()));
    out
}

pub fn reduce() -> Vec<Case> {
    let mut out = Vec::new();

    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 3]));
    let z = b.constant_f64(s(F32), 0.0).unwrap();
    let r = b.reduce(&[x], &[z], &[1], sum).unwrap();
    out.push(("reduce_sum", b.finish(&r).unwrap()));

    // Variadic: max value and its index along dimension 0.
    let mut b = Builder::new();
    let x = b.param(t(F32, &[4, 3]));
    let idx = b.iota(t(I32, &[4, 3]), 0).unwrap();
    let ninf = b.constant_f64(s(F32), f64::NEG_INFINITY).unwrap();
    let zi = b.constant_i64(s(I32), 0).unwrap();
    let r = b
        .reduce(&[x, idx], &[ninf, zi], &[0], |b, a| {
            let (av, ai, bv, bi) = (a[0], a[1], a[2], a[3]);
            let gt = b.compare(av, bv, CmpDir::Gt)?;
            let eq = b.compare(av, bv, CmpDir::Eq)?;
            let lti = b.compare(ai, bi, CmpDir::Lt)?;
            let tie = b.and(eq, lti)?;
            let take_a = b.or(gt, tie)?;
            Ok(vec![b.select(take_a, av, bv)?, b.select(take_a, ai, bi)?])
        })
        .unwrap();
    out.push(("reduce_argmax", b.finish(&r).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[1, 1, 4, 4]));
    let ninf = b.constant_f64(s(F32), f64::NEG_INFINITY).unwrap();
    let r = b
        .reduce_window(&[x], &[ninf], &[1, 1, 3, 3], &[1, 1, 2, 2], &[], &[], &[(0, 0), (0, 0), (1, 1), (1, 1)], |b, a| {
            Ok(vec![b.max(a[0], a[1])?])
        })
        .unwrap();
    out.push(("reduce_window_maxpool", b.finish(&r).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[4, 4]));
    let src = b.param(t(F32, &[2, 2]));
    let z = b.constant_f64(s(F32), 0.0).unwrap();
    let r = b
        .select_and_scatter(x, src, z, &[2, 2], &[2, 2], &[], |b, a| Ok(vec![b.compare(a[0], a[1], CmpDir::Ge)?]), sum)
        .unwrap();
    out.push(("select_and_scatter", b.finish(&[r]).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 5]));
    let idx = b.iota(t(I32, &[2, 5]), 1).unwrap();
    let r = b
        .sort(&[x, idx], 1, true, |b, a| Ok(vec![b.compare_with_type(a[0], a[1], CmpDir::Lt, Some(CmpType::TotalOrder))?]))
        .unwrap();
    out.push(("sort", b.finish(&r).unwrap()));
    out
}

pub fn gather_scatter() -> Vec<Case> {
    let mut out = Vec::new();

    // Embedding lookup: rows of a [5, 3] table at [4] indices.
    let mut b = Builder::new();
    let table = b.param(t(F32, &[5, 3]));
    let ids = b.param(t(I32, &[4]));
    let dims = GatherDims {
        offset_dims: vec![1],
        collapsed_slice_dims: vec![0],
        start_index_map: vec![0],
        index_vector_dim: 1,
        ..Default::default()
    };
    let r = b.gather(table, ids, &dims, &[1, 3], false).unwrap();
    out.push(("gather_rows", b.finish(&[r]).unwrap()));

    // Point gather with explicit index vectors, batched on dimension 0.
    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 4, 3]));
    let ids = b.param(t(I64, &[2, 5, 1]));
    let dims = GatherDims {
        offset_dims: vec![2],
        collapsed_slice_dims: vec![1],
        operand_batching_dims: vec![0],
        start_indices_batching_dims: vec![0],
        start_index_map: vec![1],
        index_vector_dim: 2,
    };
    let r = b.gather(x, ids, &dims, &[1, 1, 3], true).unwrap();
    out.push(("gather_batched", b.finish(&[r]).unwrap()));

    // index_add: add [4, 3] updates into rows of a [5, 3] tensor.
    let mut b = Builder::new();
    let x = b.param(t(F32, &[5, 3]));
    let ids = b.param(t(I32, &[4, 1]));
    let upd = b.param(t(F32, &[4, 3]));
    let dims = ScatterDims {
        update_window_dims: vec![1],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 1,
        ..Default::default()
    };
    let r = b.scatter(&[x], ids, &[upd], &dims, false, false, sum).unwrap();
    out.push(("scatter_add_rows", b.finish(&r).unwrap()));

    // Overwrite scatter of scalars into a vector (two inputs at once).
    let mut b = Builder::new();
    let x = b.param(t(F32, &[6]));
    let y = b.param(t(I32, &[6]));
    let ids = b.param(t(I32, &[2]));
    let ux = b.param(t(F32, &[2]));
    let uy = b.param(t(I32, &[2]));
    let dims = ScatterDims {
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 1,
        ..Default::default()
    };
    let r = b.scatter(&[x, y], ids, &[ux, uy], &dims, true, true, |_, a| Ok(vec![a[2], a[3]])).unwrap();
    out.push(("scatter_set_variadic", b.finish(&r).unwrap()));
    out
}

pub fn dot_conv() -> Vec<Case> {
    let mut out = Vec::new();

    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 3]));
    let w = b.param(t(F32, &[3, 4]));
    let r = b.dot_general(x, w, &DotDims::matmul(), None).unwrap();
    out.push(("dot_matmul", b.finish(&[r]).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(BF16, &[8, 2, 3]));
    let w = b.param(t(BF16, &[8, 4, 3]));
    let dims = DotDims { lhs_batch: vec![0], rhs_batch: vec![0], lhs_contract: vec![2], rhs_contract: vec![2] };
    let r = b.dot_general(x, w, &dims, Some(F32)).unwrap();
    out.push(("dot_batched_bf16_f32", b.finish(&[r]).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[3]));
    let y = b.param(t(F32, &[2]));
    let r = b.dot_general(x, y, &DotDims::default(), None).unwrap();
    out.push(("dot_outer", b.finish(&[r]).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 3, 8, 8]));
    let w = b.param(t(F32, &[4, 3, 3, 3]));
    let mut c = ConvConfig::new(ConvDimensionNumbers::torch(2));
    c.window_strides = vec![2, 2];
    c.padding = vec![(1, 1), (1, 1)];
    let r = b.convolution(x, w, &c).unwrap();
    out.push(("conv2d_nchw", b.finish(&[r]).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[1, 4, 10]));
    let w = b.param(t(F32, &[4, 2, 3]));
    let mut c = ConvConfig::new(ConvDimensionNumbers::torch(1));
    c.feature_group_count = 2;
    c.rhs_dilation = vec![2];
    c.lhs_dilation = vec![2];
    let r = b.convolution(x, w, &c).unwrap();
    out.push(("conv1d_grouped_dilated", b.finish(&[r]).unwrap()));

    // Weight-gradient style: batch_group_count, NHWC-like layouts.
    let mut b = Builder::new();
    let x = b.param(t(F32, &[5, 5, 2, 4]));
    let w = b.param(t(F32, &[3, 3, 2, 4]));
    let dims = ConvDimensionNumbers {
        input_batch_dimension: 3,
        input_feature_dimension: 2,
        input_spatial_dimensions: vec![0, 1],
        kernel_input_feature_dimension: 2,
        kernel_output_feature_dimension: 3,
        kernel_spatial_dimensions: vec![0, 1],
        output_batch_dimension: 2,
        output_feature_dimension: 3,
        output_spatial_dimensions: vec![0, 1],
    };
    let mut c = ConvConfig::new(dims);
    c.batch_group_count = 2;
    let r = b.convolution(x, w, &c).unwrap();
    out.push(("conv2d_batch_group", b.finish(&[r]).unwrap()));
    out
}

pub fn misc() -> Vec<Case> {
    let mut out = Vec::new();

    let mut b = Builder::new();
    let st = b.param(t(U64, &[2]));
    let (ns, bits) = b.rng_bit_generator(st, t(U32, &[2, 3])).unwrap();
    let (ns2, bits2) = b.rng_bit_generator_with(RngAlgorithm::ThreeFry, ns, t(U64, &[4])).unwrap();
    b.set_param_alias(st, 0);
    out.push(("rng_bit_generator", b.finish(&[ns2, bits, bits2]).unwrap()));

    // Sum of 0..n with a while loop.
    let mut b = Builder::new();
    let n = b.param(s(I32));
    let z = b.constant_i64(s(I32), 0).unwrap();
    let r = b
        .while_loop(
            &[z, z, n],
            |b, a| Ok(vec![b.compare(a[0], a[2], CmpDir::Lt)?]),
            |b, a| {
                let one = b.constant_i64(s(I32), 1)?;
                let i = b.add(a[0], one)?;
                let acc = b.add(a[1], a[0])?;
                Ok(vec![i, acc, a[2]])
            },
        )
        .unwrap();
    out.push(("while_sum", b.finish(&[r[1]]).unwrap()));

    // The loop regions use `n` and `step` from the enclosing scope.
    let mut b = Builder::new();
    let n = b.param(s(I32));
    let step = b.param(t(F32, &[2]));
    let z = b.constant_i64(s(I32), 0).unwrap();
    let acc0 = b.constant_f64(t(F32, &[2]), 0.0).unwrap();
    let r = b
        .while_loop(
            &[z, acc0],
            |b, a| Ok(vec![b.compare(a[0], n, CmpDir::Lt)?]),
            |b, a| {
                let one = b.constant_i64(s(I32), 1)?;
                Ok(vec![b.add(a[0], one)?, b.add(a[1], step)?])
            },
        )
        .unwrap();
    out.push(("while_capture", b.finish(&[r[1]]).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[2]));
    let y = b.param(t(I32, &[]));
    let r = b.optimization_barrier(&[x, y]).unwrap();
    let z = b.add(r[0], r[0]).unwrap();
    b.set_param_alias(x, 0);
    out.push(("barrier_alias", b.finish(&[z, r[1]]).unwrap()));

    let b = Builder::new();
    out.push(("empty", b.finish(&[]).unwrap()));

    // `if` branches use values of the enclosing scope.
    let mut b = Builder::new();
    let p = b.param(s(I1));
    let x = b.param(t(F32, &[3]));
    let y = b.param(t(F32, &[3]));
    let r = b.if_else(p, |b| Ok(vec![b.add(x, y)?, x]), |b| Ok(vec![b.sub(x, y)?, y])).unwrap();
    out.push(("if_else", b.finish(&r).unwrap()));

    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 5]));
    let (v, i) = b.top_k(x, 3).unwrap();
    let rp = b.reduce_precision(x, 8, 7).unwrap();
    out.push(("top_k_reduce_precision", b.finish(&[v, i, rp]).unwrap()));

    let mut b = Builder::new();
    let a = b.param(t(F32, &[2, 3, 3]));
    let rhs = b.param(t(F32, &[2, 3, 4]));
    let l = b.cholesky(a, true).unwrap();
    let sol = b.triangular_solve(l, rhs, true, true, false, TransposeA::No).unwrap();
    let rhs2 = b.param(t(F32, &[2, 4, 3]));
    let sol2 = b.triangular_solve(l, rhs2, false, true, true, TransposeA::Transpose).unwrap();
    out.push(("linalg", b.finish(&[l, sol, sol2]).unwrap()));
    out
}
