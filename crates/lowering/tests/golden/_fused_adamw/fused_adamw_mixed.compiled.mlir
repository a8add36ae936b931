module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<f32>, %arg9: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.reshape"(%arg8) : (tensor<f32>) -> tensor<1xf32>
    %9 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<1xf32>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %12 = "stablehlo.power"(%11, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %16 = "stablehlo.power"(%15, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %18 = "stablehlo.subtract"(%17, %16) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %19 = "stablehlo.sqrt"(%18) : (tensor<2xf32>) -> tensor<2xf32>
    %20 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %21 = "stablehlo.divide"(%20, %19) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %23 = "stablehlo.divide"(%22, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %24 = "stablehlo.slice"(%23) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xf32>) -> tensor<f32>
    %26 = "stablehlo.slice"(%21) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<f32>
    %28 = "stablehlo.slice"(%23) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1xf32>) -> tensor<f32>
    %30 = "stablehlo.slice"(%21) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1xf32>) -> tensor<f32>
    %32 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %33 = "stablehlo.multiply"(%3, %32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %34 = "stablehlo.subtract"(%7, %33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %36 = "stablehlo.multiply"(%arg0, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.subtract"(%7, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.subtract"(%arg2, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %40 = "stablehlo.multiply"(%38, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %41 = "stablehlo.add"(%arg4, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %46 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %47 = "stablehlo.multiply"(%arg6, %46) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %48 = "stablehlo.add"(%47, %45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49:2 = "stablehlo.optimization_barrier"(%41, %48) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %50 = "stablehlo.sqrt"(%49#1) : (tensor<3xf32>) -> tensor<3xf32>
    %51 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %52 = "stablehlo.multiply"(%50, %51) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %55 = "stablehlo.divide"(%49#0, %54) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %56 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %57 = "stablehlo.multiply"(%55, %56) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %58 = "stablehlo.subtract"(%36, %57) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %59 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %60:3 = "stablehlo.optimization_barrier"(%58, %49#0, %49#1) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %61 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %62 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %63 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %64 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %65 = "stablehlo.convert"(%62) : (tensor<4xbf16>) -> tensor<4xf32>
    %66 = "stablehlo.convert"(%61) : (tensor<4xbf16>) -> tensor<4xf32>
    %67 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %68 = "stablehlo.multiply"(%3, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.subtract"(%7, %68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %71 = "stablehlo.multiply"(%66, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.convert"(%63) : (tensor<4xbf16>) -> tensor<4xf32>
    %73 = "stablehlo.convert"(%64) : (tensor<4xbf16>) -> tensor<4xf32>
    %74 = "stablehlo.subtract"(%7, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.subtract"(%65, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %77 = "stablehlo.multiply"(%75, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.add"(%72, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.subtract"(%7, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.multiply"(%65, %65) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%80, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %84 = "stablehlo.multiply"(%73, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.add"(%84, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86:2 = "stablehlo.optimization_barrier"(%78, %85) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %87 = "stablehlo.sqrt"(%86#1) : (tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %89 = "stablehlo.multiply"(%87, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "stablehlo.divide"(%86#0, %91) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %94 = "stablehlo.multiply"(%92, %93) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.subtract"(%71, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.convert"(%95) : (tensor<4xf32>) -> tensor<4xbf16>
    %97 = "stablehlo.reshape"(%96) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %98 = "stablehlo.convert"(%65) : (tensor<4xf32>) -> tensor<4xbf16>
    %99 = "stablehlo.reshape"(%98) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %100 = "stablehlo.convert"(%86#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %101 = "stablehlo.reshape"(%100) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %102 = "stablehlo.convert"(%86#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %103 = "stablehlo.reshape"(%102) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%60#0, %97, %arg2, %99, %60#1, %101, %60#2, %103) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
