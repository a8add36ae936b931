module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x4xi64>, %arg3: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<2x4xi64>) -> tensor<2x4xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<2x4xi64>} : () -> tensor<2x4xi64>
    %3 = "stablehlo.compare"(%1, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %4 = "stablehlo.convert"(%3) : (tensor<2x4xi1>) -> tensor<2x4xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.slice"(%4) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x3xi64>
    %7 = "stablehlo.pad"(%6, %5) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2x4xi64>
    %8 = "stablehlo.add"(%7, %4) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %9 = "stablehlo.slice"(%8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
    %10 = "stablehlo.pad"(%9, %5) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2x4xi64>
    %11 = "stablehlo.add"(%10, %8) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %12 = "stablehlo.compare"(%11, %2) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %13 = "stablehlo.select"(%12, %1, %2) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x4xi64>) -> tensor<1x8xi64>
    %15 = "stablehlo.not"(%14) : (tensor<1x8xi64>) -> tensor<1x8xi64>
    %16 = "stablehlo.concatenate"(%15, %14) {dimension = 0 : i64} : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<2x8xi64>
    %17 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%21: tensor<i64>, %22: tensor<i64>):
        %23 = "stablehlo.maximum"(%21, %22) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%23) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x8xi64>, tensor<i64>) -> tensor<2xi64>
    %24 = "stablehlo.slice"(%20) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xi64>) -> tensor<i64>
    %26 = "stablehlo.not"(%25) : (tensor<i64>) -> tensor<i64>
    %27 = "stablehlo.slice"(%20) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xi64>) -> tensor<i64>
    %29 = "stablehlo.compare"(%26, %18) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %30 = "stablehlo.compare"(%28, %19) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %31 = "stablehlo.or"(%29, %30) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = "stablehlo.convert"(%31) : (tensor<i1>) -> tensor<i64>
    %33 = "stablehlo.reshape"(%32) : (tensor<i64>) -> tensor<1xi64>
    %34 = "stablehlo.reshape"(%26) : (tensor<i64>) -> tensor<1xi64>
    %35 = "stablehlo.reshape"(%28) : (tensor<i64>) -> tensor<1xi64>
    %36 = "stablehlo.concatenate"(%33, %34, %35) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %37 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi64>) -> tensor<2x4x4xi64>
    %38 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %39 = "stablehlo.compare"(%37, %38) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %40 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %41 = "stablehlo.and"(%39, %40) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %42 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %43 = "stablehlo.reduce"(%41, %42) ({
      ^bb0(%44: tensor<i1>, %45: tensor<i1>):
        %46 = "stablehlo.or"(%44, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%46) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xi1>, tensor<i1>) -> tensor<2x4xi1>
    %47 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %48 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %49 = "stablehlo.select"(%41, %47, %48) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %50 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %51 = "stablehlo.reduce"(%49, %50) ({
      ^bb0(%52: tensor<f32>, %53: tensor<f32>):
        %54 = "stablehlo.add"(%52, %53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %55 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %56 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %57 = "stablehlo.subtract"(%56, %55) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %58 = "stablehlo.add"(%57, %47) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %59 = "stablehlo.not"(%43) : (tensor<2x4xi1>) -> tensor<2x4xi1>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %61 = "stablehlo.compare"(%58, %48) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %62 = "stablehlo.and"(%40, %60) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %63 = "stablehlo.and"(%62, %61) : (tensor<2x4x4xi1>, tensor<2x4x4xi1>) -> tensor<2x4x4xi1>
    %64 = "stablehlo.select"(%63, %58, %48) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %65 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %66 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x4x4xf32>} : () -> tensor<2x4x4xf32>
    %67 = "stablehlo.select"(%63, %65, %66) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) ({
      ^bb0(%70: tensor<f32>, %71: tensor<f32>):
        %72 = "stablehlo.add"(%70, %71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%72) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %73 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%67, %73) ({
      ^bb0(%75: tensor<f32>, %76: tensor<f32>):
        %77 = "stablehlo.add"(%75, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%77) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %78 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %79 = "stablehlo.select"(%41, %78, %66) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %80 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %81 = "stablehlo.reduce"(%79, %80) ({
      ^bb0(%82: tensor<f32>, %83: tensor<f32>):
        %84 = "stablehlo.add"(%82, %83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%84) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %85 = "stablehlo.subtract"(%69, %81) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %86 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
    %87 = "stablehlo.divide"(%85, %86) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %88 = "stablehlo.reshape"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %90 = "stablehlo.multiply"(%87, %89) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%91, %36) : (tensor<2x4xf32>, tensor<3xi64>) -> ()
  }
}
