module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1>, tensor<2xi8>, tensor<i8>, tensor<2xi16>, tensor<i16>, tensor<2xi32>, tensor<i32>, tensor<2xi64>, tensor<i64>, tensor<2xui8>, tensor<ui8>, tensor<2xui16>, tensor<ui16>, tensor<2xui32>, tensor<ui32>, tensor<2xui64>, tensor<ui64>, tensor<2xf16>, tensor<f16>, tensor<2xbf16>, tensor<bf16>, tensor<2xf32>, tensor<f32>, tensor<2xf64>, tensor<f64>, tensor<2xcomplex<f32>>, tensor<complex<f32>>, tensor<2xcomplex<f64>>, tensor<complex<f64>>, tensor<2xf8E4M3FN>, tensor<f8E4M3FN>, tensor<2xf8E5M2>, tensor<f8E5M2>, tensor<2xf8E4M3FNUZ>, tensor<f8E4M3FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<f8E5M2FNUZ>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<2x3xf32>, tensor<3xbf16>, tensor<2x2xi64>, tensor<2xui64>, tensor<3xui8>, tensor<2x2xi1>, tensor<0x3xf32>, tensor<0xf32>, tensor<2x3xi32>, tensor<4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<2xi1>} : () -> tensor<2xi1>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<2xi8>} : () -> tensor<2xi8>
    %2 = "stablehlo.constant"() {value = dense<100> : tensor<i8>} : () -> tensor<i8>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<2xi16>} : () -> tensor<2xi16>
    %4 = "stablehlo.constant"() {value = dense<100> : tensor<i16>} : () -> tensor<i16>
    %5 = "stablehlo.constant"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
    %6 = "stablehlo.constant"() {value = dense<100> : tensor<i32>} : () -> tensor<i32>
    %7 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
    %8 = "stablehlo.constant"() {value = dense<100> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<2xui8>} : () -> tensor<2xui8>
    %10 = "stablehlo.constant"() {value = dense<100> : tensor<ui8>} : () -> tensor<ui8>
    %11 = "stablehlo.constant"() {value = dense<1> : tensor<2xui16>} : () -> tensor<2xui16>
    %12 = "stablehlo.constant"() {value = dense<100> : tensor<ui16>} : () -> tensor<ui16>
    %13 = "stablehlo.constant"() {value = dense<1> : tensor<2xui32>} : () -> tensor<2xui32>
    %14 = "stablehlo.constant"() {value = dense<100> : tensor<ui32>} : () -> tensor<ui32>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<2xui64>} : () -> tensor<2xui64>
    %16 = "stablehlo.constant"() {value = dense<100> : tensor<ui64>} : () -> tensor<ui64>
    %17 = "stablehlo.constant"() {value = dense<0x3C00> : tensor<2xf16>} : () -> tensor<2xf16>
    %18 = "stablehlo.constant"() {value = dense<0x5640> : tensor<f16>} : () -> tensor<f16>
    %19 = "stablehlo.constant"() {value = dense<0x3F80> : tensor<2xbf16>} : () -> tensor<2xbf16>
    %20 = "stablehlo.constant"() {value = dense<0x42C8> : tensor<bf16>} : () -> tensor<bf16>
    %21 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2xf32>} : () -> tensor<2xf32>
    %22 = "stablehlo.constant"() {value = dense<0x42C80000> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2xf64>} : () -> tensor<2xf64>
    %24 = "stablehlo.constant"() {value = dense<0x4059000000000000> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.constant"() {value = dense<(0x3F800000, 0x00000000)> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
    %26 = "stablehlo.constant"() {value = dense<(0x42C80000, 0x00000000)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %27 = "stablehlo.constant"() {value = dense<(0x3FF0000000000000, 0x0000000000000000)> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
    %28 = "stablehlo.constant"() {value = dense<(0x4059000000000000, 0x0000000000000000)> : tensor<complex<f64>>} : () -> tensor<complex<f64>>
    %29 = "stablehlo.constant"() {value = dense<0x38> : tensor<2xf8E4M3FN>} : () -> tensor<2xf8E4M3FN>
    %30 = "stablehlo.constant"() {value = dense<0x6C> : tensor<f8E4M3FN>} : () -> tensor<f8E4M3FN>
    %31 = "stablehlo.constant"() {value = dense<0x3C> : tensor<2xf8E5M2>} : () -> tensor<2xf8E5M2>
    %32 = "stablehlo.constant"() {value = dense<0x56> : tensor<f8E5M2>} : () -> tensor<f8E5M2>
    %33 = "stablehlo.constant"() {value = dense<0x40> : tensor<2xf8E4M3FNUZ>} : () -> tensor<2xf8E4M3FNUZ>
    %34 = "stablehlo.constant"() {value = dense<0x74> : tensor<f8E4M3FNUZ>} : () -> tensor<f8E4M3FNUZ>
    %35 = "stablehlo.constant"() {value = dense<0x40> : tensor<2xf8E5M2FNUZ>} : () -> tensor<2xf8E5M2FNUZ>
    %36 = "stablehlo.constant"() {value = dense<0x5A> : tensor<f8E5M2FNUZ>} : () -> tensor<f8E5M2FNUZ>
    %37 = "stablehlo.constant"() {value = dense<0x2E66> : tensor<f16>} : () -> tensor<f16>
    %38 = "stablehlo.constant"() {value = dense<0x3DCD> : tensor<bf16>} : () -> tensor<bf16>
    %39 = "stablehlo.constant"() {value = dense<0x3DCCCCCD> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.constant"() {value = dense<0x3FB999999999999A> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.constant"() {value = dense<0x8000> : tensor<f16>} : () -> tensor<f16>
    %42 = "stablehlo.constant"() {value = dense<0x8000> : tensor<bf16>} : () -> tensor<bf16>
    %43 = "stablehlo.constant"() {value = dense<0x80000000> : tensor<f32>} : () -> tensor<f32>
    %44 = "stablehlo.constant"() {value = dense<0x8000000000000000> : tensor<f64>} : () -> tensor<f64>
    %45 = "stablehlo.constant"() {value = dense<0x7E00> : tensor<f16>} : () -> tensor<f16>
    %46 = "stablehlo.constant"() {value = dense<0x7FC0> : tensor<bf16>} : () -> tensor<bf16>
    %47 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %48 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %49 = "stablehlo.constant"() {value = dense<0x7C00> : tensor<f16>} : () -> tensor<f16>
    %50 = "stablehlo.constant"() {value = dense<0x7F80> : tensor<bf16>} : () -> tensor<bf16>
    %51 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %52 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %53 = "stablehlo.constant"() {value = dense<0xFC00> : tensor<f16>} : () -> tensor<f16>
    %54 = "stablehlo.constant"() {value = dense<0xFF80> : tensor<bf16>} : () -> tensor<bf16>
    %55 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %56 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.constant"() {value = dense<0x7C00> : tensor<f16>} : () -> tensor<f16>
    %58 = "stablehlo.constant"() {value = dense<0x4780> : tensor<bf16>} : () -> tensor<bf16>
    %59 = "stablehlo.constant"() {value = dense<0x477FF000> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.constant"() {value = dense<0x40EFFE0000000000> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.constant"() {value = dense<0x0000> : tensor<f16>} : () -> tensor<f16>
    %62 = "stablehlo.constant"() {value = dense<0x322C> : tensor<bf16>} : () -> tensor<bf16>
    %63 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %64 = "stablehlo.constant"() {value = dense<0x3E45798EE2308C3A> : tensor<f64>} : () -> tensor<f64>
    %65 = "stablehlo.constant"() {value = dense<0x7C00> : tensor<f16>} : () -> tensor<f16>
    %66 = "stablehlo.constant"() {value = dense<0x7F62> : tensor<bf16>} : () -> tensor<bf16>
    %67 = "stablehlo.constant"() {value = dense<0x7F61B1E6> : tensor<f32>} : () -> tensor<f32>
    %68 = "stablehlo.constant"() {value = dense<0x47EC363CBF21F28A> : tensor<f64>} : () -> tensor<f64>
    %69 = "stablehlo.constant"() {value = dense<[[0x3F800000, 0x40000000, 0x40400000], [0x40800000, 0x40A00000, 0xBF000000]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %70 = "stablehlo.constant"() {value = dense<[0x3F80, 0x4000, 0x4040]> : tensor<3xbf16>} : () -> tensor<3xbf16>
    %71 = "stablehlo.constant"() {value = dense<[[-9223372036854775808, -1], [0, 9223372036854775807]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %72 = "stablehlo.constant"() {value = dense<[18446744073709551615, 7]> : tensor<2xui64>} : () -> tensor<2xui64>
    %73 = "stablehlo.constant"() {value = dense<[0, 128, 255]> : tensor<3xui8>} : () -> tensor<3xui8>
    %74 = "stablehlo.constant"() {value = dense<[[true, false], [false, true]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
    %75 = "stablehlo.constant"() {value = dense<> : tensor<0x3xf32>} : () -> tensor<0x3xf32>
    %76 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<0xf32>} : () -> tensor<0xf32>
    %77 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>
    %78 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78) : (tensor<2xi1>, tensor<2xi8>, tensor<i8>, tensor<2xi16>, tensor<i16>, tensor<2xi32>, tensor<i32>, tensor<2xi64>, tensor<i64>, tensor<2xui8>, tensor<ui8>, tensor<2xui16>, tensor<ui16>, tensor<2xui32>, tensor<ui32>, tensor<2xui64>, tensor<ui64>, tensor<2xf16>, tensor<f16>, tensor<2xbf16>, tensor<bf16>, tensor<2xf32>, tensor<f32>, tensor<2xf64>, tensor<f64>, tensor<2xcomplex<f32>>, tensor<complex<f32>>, tensor<2xcomplex<f64>>, tensor<complex<f64>>, tensor<2xf8E4M3FN>, tensor<f8E4M3FN>, tensor<2xf8E5M2>, tensor<f8E5M2>, tensor<2xf8E4M3FNUZ>, tensor<f8E4M3FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<f8E5M2FNUZ>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<f16>, tensor<bf16>, tensor<f32>, tensor<f64>, tensor<2x3xf32>, tensor<3xbf16>, tensor<2x2xi64>, tensor<2xui64>, tensor<3xui8>, tensor<2x2xi1>, tensor<0x3xf32>, tensor<0xf32>, tensor<2x3xi32>, tensor<4xf32>) -> ()
  }
}
