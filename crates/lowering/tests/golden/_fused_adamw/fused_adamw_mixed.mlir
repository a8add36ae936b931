module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reshape"(%arg8) : (tensor<f32>) -> tensor<1xf32>
    %3 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<1xf32>
    %4 = "stablehlo.concatenate"(%2, %3) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %6 = "stablehlo.power"(%5, %4) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %7 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %8 = "stablehlo.subtract"(%7, %6) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %10 = "stablehlo.power"(%9, %4) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %12 = "stablehlo.subtract"(%11, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %13 = "stablehlo.sqrt"(%12) : (tensor<2xf32>) -> tensor<2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %15 = "stablehlo.divide"(%14, %13) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %17 = "stablehlo.divide"(%16, %8) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
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
    %28 = "stablehlo.subtract"(%1, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %30 = "stablehlo.multiply"(%arg0, %29) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = "stablehlo.subtract"(%1, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.subtract"(%arg2, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.add"(%arg4, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.subtract"(%1, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %39 = "stablehlo.multiply"(%37, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %41 = "stablehlo.multiply"(%arg6, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42 = "stablehlo.add"(%41, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43:2 = "stablehlo.optimization_barrier"(%35, %42) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %44 = "stablehlo.sqrt"(%43#1) : (tensor<3xf32>) -> tensor<3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %46 = "stablehlo.multiply"(%44, %45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.divide"(%43#0, %48) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %51 = "stablehlo.multiply"(%49, %50) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %52 = "stablehlo.subtract"(%30, %51) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %54:3 = "stablehlo.optimization_barrier"(%52, %43#0, %43#1) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %55 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %56 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %57 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %58 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %59 = "stablehlo.convert"(%56) : (tensor<4xbf16>) -> tensor<4xf32>
    %60 = "stablehlo.convert"(%55) : (tensor<4xbf16>) -> tensor<4xf32>
    %61 = "stablehlo.constant"() {value = dense<0x3C23D70A> : tensor<f32>} : () -> tensor<f32>
    %62 = "stablehlo.multiply"(%arg10, %61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.subtract"(%1, %62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %65 = "stablehlo.multiply"(%60, %64) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.convert"(%57) : (tensor<4xbf16>) -> tensor<4xf32>
    %67 = "stablehlo.convert"(%58) : (tensor<4xbf16>) -> tensor<4xf32>
    %68 = "stablehlo.subtract"(%1, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.subtract"(%59, %66) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %71 = "stablehlo.multiply"(%69, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.add"(%66, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.subtract"(%1, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.multiply"(%59, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %76 = "stablehlo.multiply"(%74, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%67, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.add"(%78, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80:2 = "stablehlo.optimization_barrier"(%72, %79) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %81 = "stablehlo.sqrt"(%80#1) : (tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %83 = "stablehlo.multiply"(%81, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %85 = "stablehlo.add"(%83, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.divide"(%80#0, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %88 = "stablehlo.multiply"(%86, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.subtract"(%65, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.convert"(%89) : (tensor<4xf32>) -> tensor<4xbf16>
    %91 = "stablehlo.reshape"(%90) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %92 = "stablehlo.convert"(%59) : (tensor<4xf32>) -> tensor<4xbf16>
    %93 = "stablehlo.reshape"(%92) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %94 = "stablehlo.convert"(%80#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %95 = "stablehlo.reshape"(%94) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %96 = "stablehlo.convert"(%80#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %97 = "stablehlo.reshape"(%96) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%54#0, %91, %arg2, %93, %54#1, %95, %54#2, %97) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
