//! The checks made when an op is built: error messages name the op and the
//! operand types.

use tpj_stablehlo::*;
use ElementType::*;

fn t(e: ElementType, dims: &[i64]) -> TensorType {
    TensorType::new(e, dims)
}

fn err<T: std::fmt::Debug>(r: Result<T>) -> String {
    r.unwrap_err().to_string()
}

#[test]
fn element_types() {
    assert!(F16.is_float() && BF16.is_float() && !I32.is_float());
    assert!(I8.is_integer() && U64.is_integer() && !I1.is_integer() && !F32.is_integer());
    assert!(I32.is_signed() && F32.is_signed() && !U32.is_signed() && !I1.is_signed());
    assert!(I1.is_bool() && !U8.is_bool());
    assert_eq!((I1.bits(), I1.byte_size()), (1, 1));
    assert_eq!((BF16.bits(), BF16.byte_size(), F64.byte_size()), (16, 2, 8));
    let ty = t(F32, &[2, 3]);
    assert_eq!((ty.rank(), ty.numel(), ty.to_string()), (2, 6, "tensor<2x3xf32>".to_string()));
    assert_eq!(TensorType::scalar(U8).to_string(), "tensor<ui8>");
    assert_eq!(ty.with_elem(I1).to_string(), "tensor<2x3xi1>");
    assert_eq!(ty.with_dims([6]).numel(), 6);
}

#[test]
fn binary_needs_identical_types() {
    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 3]));
    let y = b.param(t(F32, &[3]));
    let z = b.param(t(I32, &[2, 3]));
    assert_eq!(err(b.add(x, y)), "stablehlo.add: lhs tensor<2x3xf32> and rhs tensor<3xf32> differ");
    assert_eq!(err(b.mul(x, z)), "stablehlo.multiply: lhs tensor<2x3xf32> and rhs tensor<2x3xi32> differ");
    assert_eq!(err(b.and(x, x)), "stablehlo.and: operand tensor<2x3xf32> must have boolean or integer elements");
    assert_eq!(err(b.shift_left(x, x)), "stablehlo.shift_left: operand tensor<2x3xf32> must have integer elements");
    assert_eq!(err(b.atan2(z, z)), "stablehlo.atan2: operand tensor<2x3xi32> must have float elements");
    assert!(b.add(x, x).is_ok());
}

#[test]
fn unary_element_classes() {
    let mut b = Builder::new();
    let i = b.param(t(I32, &[2]));
    let u = b.param(t(U32, &[2]));
    let f = b.param(t(F32, &[2]));
    assert_eq!(err(b.exp(i)), "stablehlo.exponential: operand tensor<2xi32> must have float or complex elements");
    assert_eq!(err(b.abs(u)), "stablehlo.abs: operand tensor<2xui32> must have signed integer or float or complex elements");
    assert_eq!(err(b.erf(i)), "chlo.erf: operand tensor<2xi32> must have float elements");
    assert_eq!(err(b.popcnt(f)), "stablehlo.popcnt: operand tensor<2xf32> must have integer elements");
    let fin = b.is_finite(f).unwrap();
    assert_eq!(b.ty(fin), &t(I1, &[2]));
}

#[test]
fn complex_elements() {
    let mut b = Builder::new();
    let z = b.param(t(C64, &[2]));
    let f = b.param(t(F32, &[2]));
    // The modulus and the parts are real; parts of one type make a complex.
    let m = b.abs(z).unwrap();
    assert_eq!(b.ty(m), &t(F32, &[2]));
    let (re, im) = (b.real(z).unwrap(), b.imag(z).unwrap());
    let back = b.complex(re, im).unwrap();
    assert_eq!(b.ty(back), &t(C64, &[2]));
    assert!(b.exp(z).is_ok() && b.mul(z, z).is_ok());
    // A real-only op is a gap (Unimplemented), not a malformed program; complex has no order.
    assert!(matches!(b.max(z, z), Err(tpj_stablehlo::BuildError::Unimplemented { .. })));
    assert!(b.compare(z, z, tpj_stablehlo::CmpDir::Lt).is_err());
    assert!(b.compare(z, z, tpj_stablehlo::CmpDir::Ne).is_ok());
    // complex -> real keeps the real part; real -> complex goes through the part type.
    let r = b.convert(z, F64).unwrap();
    assert_eq!(b.ty(r), &t(F64, &[2]));
    let i = b.param(t(I32, &[2]));
    let c = b.convert(i, C128).unwrap();
    assert_eq!(b.ty(c), &t(C128, &[2]));
    let _ = f;
}

#[test]
fn compare_select_clamp() {
    let mut b = Builder::new();
    let x = b.param(t(F32, &[4]));
    let y = b.param(t(F32, &[2]));
    let p = b.param(t(I1, &[2]));
    let sp = b.param(t(I1, &[]));
    let c = b.compare(x, x, CmpDir::Lt).unwrap();
    assert_eq!(b.ty(c), &t(I1, &[4]));
    assert_eq!(err(b.compare(x, y, CmpDir::Eq)), "stablehlo.compare: lhs tensor<4xf32> and rhs tensor<2xf32> differ");
    assert_eq!(
        err(b.select(p, x, x)),
        "stablehlo.select: pred tensor<2xi1> must be a scalar or have the shape of on_true tensor<4xf32>"
    );
    assert_eq!(err(b.select(c, x, y)), "stablehlo.select: on_true tensor<4xf32> and on_false tensor<2xf32> differ");
    assert!(b.select(sp, x, x).is_ok());
    assert_eq!(
        err(b.clamp(y, x, y)),
        "stablehlo.clamp: min tensor<2xf32> must be a scalar or match operand tensor<4xf32>"
    );
}

#[test]
fn convert_and_bitcast() {
    let mut b = Builder::new();
    let x = b.param(t(F32, &[3]));
    assert_eq!(b.convert(x, F32).unwrap(), x);
    let y = b.convert(x, BF16).unwrap();
    assert_eq!(b.ty(y), &t(BF16, &[3]));
    let z = b.bitcast_convert(x, t(U8, &[3, 4])).unwrap();
    assert_eq!(b.bitcast_convert(z, t(F32, &[3])).map(|v| b.ty(v).clone()).unwrap(), t(F32, &[3]));
    assert_eq!(
        err(b.bitcast_convert(x, t(U8, &[3]))),
        "stablehlo.bitcast_convert: operand tensor<3xf32> bitcasts to shape [3, 4], not tensor<3xui8>"
    );
    let w = b.param(t(U8, &[2]));
    assert_eq!(
        err(b.bitcast_convert(w, t(F32, &[]))),
        "stablehlo.bitcast_convert: operand tensor<2xui8> must end in a dimension of 4 to bitcast to tensor<f32>"
    );
}

#[test]
fn shape_inference() {
    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 3, 4]));
    let v = |b: &Builder, r: Result<Value>| b.ty(r.unwrap()).dims.clone();
    let r = b.reshape(x, &[4, 6]);
    assert_eq!(v(&b, r), [4, 6]);
    assert_eq!(err(b.reshape(x, &[5, 5])), "stablehlo.reshape: operand tensor<2x3x4xf32> has 24 elements, tensor<5x5xf32> has 25");
    let r = b.transpose(x, &[2, 0, 1]);
    assert_eq!(v(&b, r), [4, 2, 3]);
    assert!(err(b.transpose(x, &[0, 0, 1])).starts_with("stablehlo.transpose: permutation [0, 0, 1]: dimension 0 repeated"));
    let r = b.slice(x, &[0, 0, 1], &[2, 3, 4], &[1, 2, 2]);
    assert_eq!(v(&b, r), [2, 2, 2]);
    assert!(err(b.slice(x, &[0, 0, 0], &[3, 3, 4], &[1, 1, 1])).contains("limit 3 <= size 2"));
    let r = b.broadcast_in_dim(x, &[5, 2, 3, 4], &[1, 2, 3]);
    assert_eq!(v(&b, r), [5, 2, 3, 4]);
    assert_eq!(
        err(b.broadcast_in_dim(x, &[2, 5, 4], &[0, 1, 2])),
        "stablehlo.broadcast_in_dim: operand tensor<2x3x4xf32> dimension 1 (size 3) cannot broadcast to result tensor<2x5x4xf32> dimension 1 (size 5)"
    );
    let y = b.param(t(F32, &[2, 1, 4]));
    let r = b.concatenate(&[x, y], 1);
    assert_eq!(v(&b, r), [2, 4, 4]);
    assert_eq!(
        err(b.concatenate(&[x, y], 0)),
        "stablehlo.concatenate: operands tensor<2x3x4xf32> and tensor<2x1x4xf32> differ outside dimension 0"
    );
    let p = b.constant_f64(TensorType::scalar(F32), 0.0).unwrap();
    let r = b.pad(x, p, &[1, 0, -1], &[0, 1, 0], &[1, 0, 2]);
    assert_eq!(v(&b, r), [4, 4, 9]);
    let i = b.param(TensorType::scalar(I32));
    let j = b.param(TensorType::scalar(I64));
    let r = b.dynamic_slice(x, &[i, i, i], &[1, 2, 3]);
    assert_eq!(v(&b, r), [1, 2, 3]);
    assert_eq!(err(b.dynamic_slice(x, &[i, i, j], &[1, 2, 3])), "stablehlo.dynamic_slice: start indices tensor<i64> and tensor<i32> differ");
    assert_eq!(err(b.dynamic_slice(x, &[i, i], &[1, 2])), "stablehlo.dynamic_slice: 2 start indices for a rank-3 operand");
}

#[test]
fn dot_and_conv_inference() {
    let mut b = Builder::new();
    let x = b.param(t(F32, &[8, 2, 3]));
    let w = b.param(t(F32, &[8, 3, 5]));
    let dims = DotDims { lhs_batch: vec![0], rhs_batch: vec![0], lhs_contract: vec![2], rhs_contract: vec![1] };
    let r = b.dot_general(x, w, &dims, None).unwrap();
    assert_eq!(b.ty(r), &t(F32, &[8, 2, 5]));
    let bad = DotDims { lhs_contract: vec![1], rhs_contract: vec![1], ..dims.clone() };
    assert_eq!(
        err(b.dot_general(x, w, &bad, None)),
        "stablehlo.dot_general: contracting dimension 1 of lhs tensor<8x2x3xf32> (size 2) and 1 of rhs tensor<8x3x5xf32> (size 3) differ"
    );
    let img = b.param(t(F32, &[1, 4, 7, 7]));
    let k = b.param(t(F32, &[6, 2, 3, 3]));
    let mut c = ConvConfig::new(ConvDimensionNumbers::torch(2));
    c.feature_group_count = 2;
    c.window_strides = vec![2, 1];
    c.padding = vec![(1, 1), (0, 0)];
    let r = b.convolution(img, k, &c).unwrap();
    assert_eq!(b.ty(r), &t(F32, &[1, 6, 4, 5]));
    c.feature_group_count = 1;
    assert!(err(b.convolution(img, k, &c)).starts_with(
        "stablehlo.convolution: input features 4 / feature_group_count 1 must equal kernel input features 2"
    ));
}

#[test]
fn reduce_and_regions() {
    let mut b = Builder::new();
    let x = b.param(t(F32, &[2, 3]));
    let outer = b.param(TensorType::scalar(F32));
    let z = b.constant_f64(TensorType::scalar(F32), 0.0).unwrap();
    let r = b.reduce(&[x], &[z], &[0], |b, a| Ok(vec![b.add(a[0], a[1])?])).unwrap();
    assert_eq!(b.ty(r[0]), &t(F32, &[3]));
    // Outer values are not visible in an isolated region.
    let e = err(b.reduce(&[x], &[z], &[0], |b, a| Ok(vec![b.add(a[0], outer)?])));
    assert!(e.starts_with("stablehlo.add: operand"), "{e}");
    assert!(e.contains("outside this isolated region"), "{e}");
    // Region values are not visible after the region.
    let mut leaked = None;
    b.reduce(&[x], &[z], &[0], |b, a| {
        let s = b.add(a[0], a[1])?;
        leaked = Some(s);
        Ok(vec![s])
    })
    .unwrap();
    assert!(err(b.neg(leaked.unwrap())).contains("not visible"));
    // Wrong body result type.
    let e = err(b.reduce(&[x], &[z], &[0], |b, a| Ok(vec![b.compare(a[0], a[1], CmpDir::Lt)?])));
    assert_eq!(e, "stablehlo.reduce: body returns (tensor<i1>) but must return (tensor<f32>)");
    // After errors the builder is back in the function body.
    let y = b.add(x, x).unwrap();
    assert!(b.finish(&[y]).is_ok());
}

#[test]
fn gather_scatter_inference() {
    let mut b = Builder::new();
    let table = b.param(t(F32, &[10, 4]));
    let ids = b.param(t(I32, &[2, 3]));
    let dims = GatherDims {
        offset_dims: vec![2],
        collapsed_slice_dims: vec![0],
        start_index_map: vec![0],
        index_vector_dim: 2,
        ..Default::default()
    };
    let g = b.gather(table, ids, &dims, &[1, 4], false).unwrap();
    assert_eq!(b.ty(g), &t(F32, &[2, 3, 4]));
    assert!(err(b.gather(table, ids, &dims, &[2, 4], false)).contains("slice size of collapsed/batching dimension 0 must be 0 or 1"));
    let fids = b.param(t(F32, &[2, 3]));
    assert_eq!(err(b.gather(table, fids, &dims, &[1, 4], false)), "stablehlo.gather: indices tensor<2x3xf32> must have integer elements");
    let sdims = ScatterDims {
        update_window_dims: vec![2],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 2,
        ..Default::default()
    };
    let upd = b.param(t(F32, &[2, 3, 4]));
    let r = b.scatter(&[table], ids, &[upd], &sdims, false, false, |b, a| Ok(vec![b.add(a[0], a[1])?])).unwrap();
    assert_eq!(b.ty(r[0]), &t(F32, &[10, 4]));
    let bad = b.param(t(F32, &[3, 2, 4]));
    assert!(err(b.scatter(&[table], ids, &[bad], &sdims, false, false, |_, a| Ok(vec![a[1]])))
        .contains("update scatter dimensions [3, 2] must equal the indices' batch dimensions [2, 3]"));
}

#[test]
fn constants_are_checked() {
    let mut b = Builder::new();
    assert_eq!(err(b.constant_i64(t(U8, &[]), 256)), "stablehlo.constant: value 256 does not fit ui8");
    assert_eq!(err(b.constant_f64(t(I32, &[]), f64::NAN)), "stablehlo.constant: value NaN does not fit i32");
    assert_eq!(
        err(b.constant_elements_f64(t(F32, &[2, 2]), &[1.0, 2.0])),
        "stablehlo.constant: 2 values for tensor<2x2xf32> (4 elements)"
    );
    assert_eq!(err(b.iota(t(F32, &[3]), 1)), "stablehlo.iota: iota_dimension 1 out of range for tensor<3xf32>");
}

#[test]
fn finish_checks_aliases() {
    let mut b = Builder::new();
    let x = b.param(t(F32, &[2]));
    let y = b.param(t(F32, &[3]));
    b.set_param_alias(y, 0);
    assert_eq!(
        err(b.clone().finish(&[x])),
        "func.return: parameter 1 of type tensor<3xf32> aliases result 0 of type tensor<2xf32>"
    );
    b.set_param_alias(y, 1);
    let m = b.finish(&[x, y]).unwrap();
    assert_eq!(m.param_aliases(), &[(1, 1)]);
    assert!(m.to_text().contains("%arg1: tensor<3xf32> {tf.aliasing_output = 1 : i32}"));
    let mut b = Builder::new();
    let x = b.param(t(F32, &[2]));
    let y = b.neg(x).unwrap();
    b.set_param_alias(y, 0);
    assert_eq!(err(b.finish(&[y])), "set_param_alias: value 1 is not a parameter of @main");
}

#[test]
fn float_rounding_matches_hardware() {
    // The generic rounding, instantiated for f32, agrees with `as f32`.
    let mut state = 0x1234_5678_9abc_def0u64;
    for _ in 0..200_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let x = f64::from_bits(state);
        let want = (x as f32).to_bits() as u64;
        let got = round_f64_to_bits(x, 8, 23);
        if x.is_nan() {
            assert_eq!(got & 0x7FC0_0000, 0x7FC0_0000);
        } else {
            assert_eq!(got, want, "{x:e}");
        }
        // Also values near the f32 range, where subnormals and overflow live.
        let y = x.abs().fract() * 2f64.powi((state % 300) as i32 - 160);
        if y.is_nan() {
            continue;
        }
        assert_eq!(round_f64_to_bits(y, 8, 23), (y as f32).to_bits() as u64, "{y:e}");
    }
    // f16 landmarks.
    let f16 = |x: f64| round_f64_to_bits(x, 5, 10);
    assert_eq!(f16(1.0), 0x3C00);
    assert_eq!(f16(65504.0), 0x7BFF);
    assert_eq!(f16(65519.99), 0x7BFF);
    assert_eq!(f16(65520.0), 0x7C00);
    assert_eq!(f16(2f64.powi(-24)), 0x0001);
    assert_eq!(f16(2f64.powi(-25)), 0x0000); // tie to even
    assert_eq!(f16(3.0 * 2f64.powi(-25)), 0x0002); // tie to even, upward
    assert_eq!(f16(-0.0), 0x8000);
    assert_eq!(f16(f64::NEG_INFINITY), 0xFC00);
    // bf16 landmarks.
    let bf16 = |x: f64| round_f64_to_bits(x, 8, 7);
    assert_eq!(bf16(1.0), 0x3F80);
    assert_eq!(bf16(1.0 + 2f64.powi(-8)), 0x3F80); // tie to even
    assert_eq!(bf16(1.0 + 3.0 * 2f64.powi(-8)), 0x3F82);
    assert_eq!(bf16(f64::NAN), 0x7FC0);
}

#[test]
fn constants_from_bytes_print_as_hex_and_check_their_length() {
    let mut b = Builder::new();
    let w = b.constant_bytes(t(F32, &[2]), [1.0f32, -2.5].iter().flat_map(|x| x.to_le_bytes()).collect()).unwrap();
    let m = b.constant_bytes(t(I1, &[3]), vec![1, 0, 1]).unwrap();
    let e = b.constant_bytes(t(F32, &[0]), vec![]).unwrap();
    let text = b.finish(&[w, m, e]).unwrap().to_text();
    assert!(text.contains(r#"dense<"0x0000803F000020C0"> : tensor<2xf32>"#), "{text}");
    assert!(text.contains("dense<[true, false, true]> : tensor<3xi1>"), "{text}");
    assert!(text.contains("dense<> : tensor<0xf32>"), "{text}");
    let mut b = Builder::new();
    assert_eq!(err(b.constant_bytes(t(F32, &[2]), vec![0; 4])), "stablehlo.constant: 4 bytes for tensor<2xf32> (8 bytes)");
}
