module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<3xf32>, %arg9: tensor<2x2xbf16>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reshape"(%arg12) : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.divide"(%1, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.reshape"(%arg13) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.compare"(%4, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<1xf32>
    %7 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<1xf32>
    %8 = "stablehlo.concatenate"(%6, %7) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %10 = "stablehlo.power"(%9, %8) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %12 = "stablehlo.subtract"(%11, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.power"(%13, %8) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %16 = "stablehlo.subtract"(%15, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %17 = "stablehlo.sqrt"(%16) : (tensor<2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %19 = "stablehlo.divide"(%18, %17) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %20 = "stablehlo.broadcast_in_dim"(%arg14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %21 = "stablehlo.divide"(%20, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %22 = "stablehlo.slice"(%21) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1xf32>) -> tensor<f32>
    %24 = "stablehlo.slice"(%19) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xf32>) -> tensor<f32>
    %26 = "stablehlo.slice"(%21) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<f32>
    %28 = "stablehlo.slice"(%19) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1xf32>) -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %31 = "stablehlo.multiply"(%arg2, %30) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.subtract"(%1, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.subtract"(%31, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %35 = "stablehlo.multiply"(%33, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.add"(%arg4, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.subtract"(%1, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.multiply"(%31, %31) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %40 = "stablehlo.multiply"(%38, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %42 = "stablehlo.multiply"(%arg6, %41) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %43 = "stablehlo.add"(%42, %40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %44:2 = "stablehlo.optimization_barrier"(%36, %43) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %45 = "stablehlo.maximum"(%arg8, %44#1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %46 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %47 = "stablehlo.select"(%46, %arg8, %45) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %48 = "stablehlo.sqrt"(%45) : (tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %50 = "stablehlo.multiply"(%48, %49) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %51 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %52 = "stablehlo.add"(%50, %51) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.divide"(%44#0, %52) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %54 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %55 = "stablehlo.multiply"(%53, %54) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %56 = "stablehlo.subtract"(%arg0, %55) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %57 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %58 = "stablehlo.select"(%57, %arg0, %56) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %59 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %60 = "stablehlo.select"(%59, %arg2, %31) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %61 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %62 = "stablehlo.select"(%61, %arg4, %44#0) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %63 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %64 = "stablehlo.select"(%63, %arg6, %44#1) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %65 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %66 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %67 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %68 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %69 = "stablehlo.convert"(%66) : (tensor<4xbf16>) -> tensor<4xf32>
    %70 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %71 = "stablehlo.multiply"(%69, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.convert"(%65) : (tensor<4xbf16>) -> tensor<4xf32>
    %73 = "stablehlo.convert"(%67) : (tensor<4xbf16>) -> tensor<4xf32>
    %74 = "stablehlo.convert"(%68) : (tensor<4xbf16>) -> tensor<4xf32>
    %75 = "stablehlo.subtract"(%1, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.subtract"(%71, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%76, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.add"(%73, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.subtract"(%1, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %81 = "stablehlo.multiply"(%71, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %83 = "stablehlo.multiply"(%81, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %85 = "stablehlo.multiply"(%74, %84) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.add"(%85, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87:2 = "stablehlo.optimization_barrier"(%79, %86) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %88 = "stablehlo.reshape"(%arg9) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %89 = "stablehlo.convert"(%88) : (tensor<4xbf16>) -> tensor<4xf32>
    %90 = "stablehlo.maximum"(%89, %87#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.convert"(%90) : (tensor<4xf32>) -> tensor<4xbf16>
    %92 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %93 = "stablehlo.select"(%92, %88, %91) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %94 = "stablehlo.reshape"(%93) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %95 = "stablehlo.sqrt"(%90) : (tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %97 = "stablehlo.multiply"(%95, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %99 = "stablehlo.add"(%97, %98) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.divide"(%87#0, %99) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %102 = "stablehlo.multiply"(%100, %101) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %103 = "stablehlo.subtract"(%72, %102) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %104 = "stablehlo.convert"(%103) : (tensor<4xf32>) -> tensor<4xbf16>
    %105 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %106 = "stablehlo.select"(%105, %65, %104) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %107 = "stablehlo.reshape"(%106) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %108 = "stablehlo.convert"(%71) : (tensor<4xf32>) -> tensor<4xbf16>
    %109 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %110 = "stablehlo.select"(%109, %66, %108) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %111 = "stablehlo.reshape"(%110) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %112 = "stablehlo.convert"(%87#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %113 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %114 = "stablehlo.select"(%113, %67, %112) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %115 = "stablehlo.reshape"(%114) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %116 = "stablehlo.convert"(%87#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %117 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %118 = "stablehlo.select"(%117, %68, %116) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %119 = "stablehlo.reshape"(%118) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%58, %107, %60, %111, %62, %115, %64, %119, %47, %94) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
