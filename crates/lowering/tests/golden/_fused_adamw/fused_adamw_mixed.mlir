module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F666666> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F7FBE77> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reshape"(%arg8) : (tensor<f32>) -> tensor<1xf32>
    %5 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<1xf32>
    %6 = "stablehlo.concatenate"(%4, %5) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %7 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %8 = "stablehlo.power"(%7, %6) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %9 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %10 = "stablehlo.subtract"(%9, %8) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %12 = "stablehlo.power"(%11, %6) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %15 = "stablehlo.sqrt"(%14) : (tensor<2xf32>) -> tensor<2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %17 = "stablehlo.divide"(%16, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.slice"(%17) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1xf32>) -> tensor<f32>
    %20 = "stablehlo.slice"(%15) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1xf32>) -> tensor<f32>
    %22 = "stablehlo.slice"(%17) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1xf32>) -> tensor<f32>
    %24 = "stablehlo.slice"(%15) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xf32>) -> tensor<f32>
    %26 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.multiply"(%arg10, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.subtract"(%3, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %30 = "stablehlo.multiply"(%arg0, %29) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.subtract"(%arg2, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.add"(%arg4, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %39 = "stablehlo.multiply"(%37, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %41 = "stablehlo.multiply"(%arg6, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42 = "stablehlo.add"(%41, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43:2 = "stablehlo.optimization_barrier"(%35, %42) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %44 = "stablehlo.sqrt"(%43#1) : (tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %46 = "stablehlo.divide"(%44, %45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.divide"(%43#0, %48) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %51 = "stablehlo.multiply"(%49, %50) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %52 = "stablehlo.subtract"(%30, %51) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %54 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %55 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %56 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %57 = "stablehlo.convert"(%54) : (tensor<4xbf16>) -> tensor<4xf32>
    %58 = "stablehlo.convert"(%53) : (tensor<4xbf16>) -> tensor<4xf32>
    %59 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.multiply"(%arg10, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.subtract"(%3, %60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %63 = "stablehlo.multiply"(%58, %62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.convert"(%55) : (tensor<4xbf16>) -> tensor<4xf32>
    %65 = "stablehlo.convert"(%56) : (tensor<4xbf16>) -> tensor<4xf32>
    %66 = "stablehlo.subtract"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.subtract"(%57, %64) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %69 = "stablehlo.multiply"(%67, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.add"(%64, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.subtract"(%3, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %72 = "stablehlo.multiply"(%57, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %74 = "stablehlo.multiply"(%72, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %76 = "stablehlo.multiply"(%65, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.add"(%76, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78:2 = "stablehlo.optimization_barrier"(%70, %77) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %79 = "stablehlo.sqrt"(%78#1) : (tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %81 = "stablehlo.divide"(%79, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %83 = "stablehlo.add"(%81, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.divide"(%78#0, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %86 = "stablehlo.multiply"(%84, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.subtract"(%63, %86) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.convert"(%87) : (tensor<4xf32>) -> tensor<4xbf16>
    %89 = "stablehlo.reshape"(%88) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %90 = "stablehlo.convert"(%57) : (tensor<4xf32>) -> tensor<4xbf16>
    %91 = "stablehlo.reshape"(%90) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %92 = "stablehlo.convert"(%78#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %93 = "stablehlo.reshape"(%92) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %94 = "stablehlo.convert"(%78#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %95 = "stablehlo.reshape"(%94) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%52, %89, %arg2, %91, %43#0, %93, %43#1, %95) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
