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
    %12 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<2x5xf32>} : () -> tensor<2x5xf32>
    %13 = "stablehlo.compare"(%8, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5xf32>} : () -> tensor<2x5xf32>
    %15 = "stablehlo.select"(%13, %14, %8) : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x5xf32>) -> tensor<2x5x6xf32>
    %17 = "stablehlo.subtract"(%6, %16) : (tensor<2x5x6xf32>, tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
    %18 = "stablehlo.exponential"(%17) : (tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
    %19 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.reduce"(%18, %19) ({
      ^bb0(%21: tensor<f32>, %22: tensor<f32>):
        %23 = "stablehlo.add"(%21, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x5x6xf32>, tensor<f32>) -> tensor<2x5xf32>
    %24 = "stablehlo.convert"(%18) : (tensor<2x5x6xf32>) -> tensor<2x5x6xbf16>
    %25 = "stablehlo.dot_general"(%24, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x5x6xbf16>, tensor<2x6x8xbf16>) -> tensor<2x5x8xf32>
    %26 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %27 = "stablehlo.divide"(%25, %26) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %28 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x8xf32>} : () -> tensor<2x5x8xf32>
    %29 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x5x8xf32>} : () -> tensor<2x5x8xf32>
    %30 = "stablehlo.compare"(%26, %29) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xi1>
    %31 = "stablehlo.select"(%30, %28, %27) : (tensor<2x5x8xi1>, tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %32 = "stablehlo.convert"(%31) : (tensor<2x5x8xf32>) -> tensor<2x5x8xbf16>
    %33 = "stablehlo.log"(%20) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %34 = "stablehlo.add"(%15, %33) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %36 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<0xi32>} : () -> tensor<0xi32>
    %38 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %41 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %42 = "stablehlo.constant"() {value = dense<0x0000> : tensor<0xbf16>} : () -> tensor<0xbf16>
    "func.return"(%32, %35, %36, %37, %38, %39, %40, %41, %42) : (tensor<2x5x8xbf16>, tensor<1x2x5xf32>, tensor<0xi32>, tensor<0xi32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<0xbf16>) -> ()
  }
}
