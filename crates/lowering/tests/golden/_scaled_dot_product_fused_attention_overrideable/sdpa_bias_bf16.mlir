module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x8xbf16>, %arg1: tensor<2x6x8xbf16>, %arg2: tensor<2x6x8xbf16>, %arg3: tensor<1x5x6xbf16>) -> (tensor<2x5x8xbf16>, tensor<1x2x5xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xbf16>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x5x8xbf16>, tensor<2x6x8xbf16>) -> tensor<2x5x6xf32>
    %1 = "stablehlo.constant"() {value = dense<0x3EB504F3> : tensor<2x5x6xf32>} : () -> tensor<2x5x6xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<2x5x6xf32>, tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
    %3 = "stablehlo.convert"(%arg3) : (tensor<1x5x6xbf16>) -> tensor<1x5x6xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x5x6xf32>) -> tensor<5x6xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<5x6xf32>) -> tensor<2x5x6xf32>
    %6 = "stablehlo.add"(%2, %5) : (tensor<2x5x6xf32>, tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
    %7 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%6, %7) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.maximum"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x5x6xf32>, tensor<f32>) -> tensor<2x5xf32>
    %12 = "stablehlo.constant"() {value = dense<0xFF7FFFFF> : tensor<2x5xf32>} : () -> tensor<2x5xf32>
    %13 = "stablehlo.maximum"(%8, %12) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x5xf32>) -> tensor<2x5x6xf32>
    %15 = "stablehlo.subtract"(%6, %14) : (tensor<2x5x6xf32>, tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
    %16 = "stablehlo.exponential"(%15) : (tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%19: tensor<f32>, %20: tensor<f32>):
        %21 = "stablehlo.add"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x5x6xf32>, tensor<f32>) -> tensor<2x5xf32>
    %22 = "stablehlo.convert"(%16) : (tensor<2x5x6xf32>) -> tensor<2x5x6xbf16>
    %23 = "stablehlo.dot_general"(%22, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x5x6xbf16>, tensor<2x6x8xbf16>) -> tensor<2x5x8xf32>
    %24 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %25 = "stablehlo.divide"(%23, %24) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %26 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x8xf32>} : () -> tensor<2x5x8xf32>
    %27 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x8xf32>} : () -> tensor<2x5x8xf32>
    %28 = "stablehlo.compare"(%24, %27) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xi1>
    %29 = "stablehlo.select"(%28, %26, %25) : (tensor<2x5x8xi1>, tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %30 = "stablehlo.convert"(%29) : (tensor<2x5x8xf32>) -> tensor<2x5x8xbf16>
    %31 = "stablehlo.log"(%18) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %32 = "stablehlo.add"(%13, %31) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %36 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %37 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.constant"() {value = dense<0x0000> : tensor<0xbf16>} : () -> tensor<0xbf16>
    "func.return"(%30, %33, %34, %35, %36, %37, %38, %39, %40) : (tensor<2x5x8xbf16>, tensor<1x2x5xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xbf16>) -> ()
  }
}
