module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xbf16>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xbf16>, %arg4: tensor<3xf32>, %arg5: tensor<2x2xbf16>, %arg6: tensor<3xf32>, %arg7: tensor<2x2xbf16>, %arg8: tensor<3xf32>, %arg9: tensor<2x2xbf16>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<f32>) -> (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x322BCC77> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.divide"(%1, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.compare"(%arg13, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<1xf32>
    %5 = "stablehlo.reshape"(%arg11) : (tensor<f32>) -> tensor<1xf32>
    %6 = "stablehlo.concatenate"(%4, %5) {dimension = 0 : i64} : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %8 = "stablehlo.power"(%7, %6) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %9 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %10 = "stablehlo.subtract"(%9, %8) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %12 = "stablehlo.power"(%11, %6) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %15 = "stablehlo.sqrt"(%14) : (tensor<2xf32>) -> tensor<2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %17 = "stablehlo.divide"(%16, %15) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%arg14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %19 = "stablehlo.divide"(%18, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %20 = "stablehlo.slice"(%19) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1xf32>) -> tensor<f32>
    %22 = "stablehlo.slice"(%17) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1xf32>) -> tensor<f32>
    %24 = "stablehlo.slice"(%19) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xf32>) -> tensor<f32>
    %26 = "stablehlo.slice"(%17) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %29 = "stablehlo.multiply"(%arg2, %28) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.subtract"(%1, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.subtract"(%29, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %33 = "stablehlo.multiply"(%31, %32) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.add"(%arg4, %33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.subtract"(%1, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %36 = "stablehlo.multiply"(%29, %29) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %38 = "stablehlo.multiply"(%36, %37) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %40 = "stablehlo.multiply"(%arg6, %39) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %41 = "stablehlo.add"(%40, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %42:2 = "stablehlo.optimization_barrier"(%34, %41) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %43 = "stablehlo.maximum"(%arg8, %42#1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %45 = "stablehlo.select"(%44, %arg8, %43) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %46 = "stablehlo.sqrt"(%43) : (tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %48 = "stablehlo.multiply"(%46, %47) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %49 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %51 = "stablehlo.divide"(%42#0, %50) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %52 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %53 = "stablehlo.multiply"(%51, %52) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %54 = "stablehlo.subtract"(%arg0, %53) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %55 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %56 = "stablehlo.select"(%55, %arg0, %54) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %57 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %58 = "stablehlo.select"(%57, %arg2, %29) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %59 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %60 = "stablehlo.select"(%59, %arg4, %42#0) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %61 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3xi1>
    %62 = "stablehlo.select"(%61, %arg6, %42#1) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %63 = "stablehlo.reshape"(%arg1) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %64 = "stablehlo.reshape"(%arg3) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %65 = "stablehlo.reshape"(%arg5) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %66 = "stablehlo.reshape"(%arg7) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %67 = "stablehlo.convert"(%64) : (tensor<4xbf16>) -> tensor<4xf32>
    %68 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %69 = "stablehlo.multiply"(%67, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.convert"(%63) : (tensor<4xbf16>) -> tensor<4xf32>
    %71 = "stablehlo.convert"(%65) : (tensor<4xbf16>) -> tensor<4xf32>
    %72 = "stablehlo.convert"(%66) : (tensor<4xbf16>) -> tensor<4xf32>
    %73 = "stablehlo.subtract"(%1, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.subtract"(%69, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %76 = "stablehlo.multiply"(%74, %75) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.add"(%71, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.subtract"(%1, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %79 = "stablehlo.multiply"(%69, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %81 = "stablehlo.multiply"(%79, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %83 = "stablehlo.multiply"(%72, %82) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.add"(%83, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85:2 = "stablehlo.optimization_barrier"(%77, %84) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %86 = "stablehlo.reshape"(%arg9) : (tensor<2x2xbf16>) -> tensor<4xbf16>
    %87 = "stablehlo.convert"(%86) : (tensor<4xbf16>) -> tensor<4xf32>
    %88 = "stablehlo.maximum"(%87, %85#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.convert"(%88) : (tensor<4xf32>) -> tensor<4xbf16>
    %90 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %91 = "stablehlo.select"(%90, %86, %89) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %92 = "stablehlo.reshape"(%91) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %93 = "stablehlo.sqrt"(%88) : (tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %95 = "stablehlo.multiply"(%93, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %97 = "stablehlo.add"(%95, %96) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.divide"(%85#0, %97) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %100 = "stablehlo.multiply"(%98, %99) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.subtract"(%70, %100) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.convert"(%101) : (tensor<4xf32>) -> tensor<4xbf16>
    %103 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %104 = "stablehlo.select"(%103, %63, %102) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %105 = "stablehlo.reshape"(%104) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %106 = "stablehlo.convert"(%69) : (tensor<4xf32>) -> tensor<4xbf16>
    %107 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %108 = "stablehlo.select"(%107, %64, %106) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %109 = "stablehlo.reshape"(%108) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %110 = "stablehlo.convert"(%85#0) : (tensor<4xf32>) -> tensor<4xbf16>
    %111 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %112 = "stablehlo.select"(%111, %65, %110) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %113 = "stablehlo.reshape"(%112) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    %114 = "stablehlo.convert"(%85#1) : (tensor<4xf32>) -> tensor<4xbf16>
    %115 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<4xi1>
    %116 = "stablehlo.select"(%115, %66, %114) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %117 = "stablehlo.reshape"(%116) : (tensor<4xbf16>) -> tensor<2x2xbf16>
    "func.return"(%56, %105, %58, %109, %60, %113, %62, %117, %45, %92) : (tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>, tensor<3xf32>, tensor<2x2xbf16>) -> ()
  }
}
