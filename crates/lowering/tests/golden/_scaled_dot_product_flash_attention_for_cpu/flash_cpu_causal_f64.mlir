module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x3x8xf64>, %arg1: tensor<1x2x5x8xf64>, %arg2: tensor<1x2x5x8xf64>) -> (tensor<1x2x3x8xf64>, tensor<1x2x3xf64>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x3x8xf64>, tensor<1x2x5x8xf64>) -> tensor<1x2x3x5xf64>
    %1 = "stablehlo.constant"() {value = dense<0x3FD6A09E667F3BCC> : tensor<1x2x3x5xf64>} : () -> tensor<1x2x3x5xf64>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x5xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %5 = "stablehlo.compare"(%4, %3) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 2, 3>} : (tensor<3x5xi1>) -> tensor<1x2x3x5xi1>
    %7 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<1x2x3x5xf64>} : () -> tensor<1x2x3x5xf64>
    %8 = "stablehlo.select"(%6, %2, %7) : (tensor<1x2x3x5xi1>, tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %9 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.reduce"(%8, %9) ({
      ^bb0(%11: tensor<f64>, %12: tensor<f64>):
        %13 = "stablehlo.maximum"(%11, %12) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%13) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x5xf64>, tensor<f64>) -> tensor<1x2x3xf64>
    %14 = "stablehlo.constant"() {value = dense<0xFFEFFFFFFFFFFFFF> : tensor<1x2x3xf64>} : () -> tensor<1x2x3xf64>
    %15 = "stablehlo.maximum"(%10, %14) : (tensor<1x2x3xf64>, tensor<1x2x3xf64>) -> tensor<1x2x3xf64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x3xf64>) -> tensor<1x2x3x5xf64>
    %17 = "stablehlo.subtract"(%8, %16) : (tensor<1x2x3x5xf64>, tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %18 = "stablehlo.exponential"(%17) : (tensor<1x2x3x5xf64>) -> tensor<1x2x3x5xf64>
    %19 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<f64>} : () -> tensor<f64>
    %20 = "stablehlo.reduce"(%18, %19) ({
      ^bb0(%21: tensor<f64>, %22: tensor<f64>):
        %23 = "stablehlo.add"(%21, %22) : (tensor<f64>, tensor<f64>) -> tensor<f64>
        "stablehlo.return"(%23) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x3x5xf64>, tensor<f64>) -> tensor<1x2x3xf64>
    %24 = "stablehlo.dot_general"(%18, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x3x5xf64>, tensor<1x2x5x8xf64>) -> tensor<1x2x3x8xf64>
    %25 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x3xf64>) -> tensor<1x2x3x8xf64>
    %26 = "stablehlo.divide"(%24, %25) : (tensor<1x2x3x8xf64>, tensor<1x2x3x8xf64>) -> tensor<1x2x3x8xf64>
    %27 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<1x2x3x8xf64>} : () -> tensor<1x2x3x8xf64>
    %28 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<1x2x3x8xf64>} : () -> tensor<1x2x3x8xf64>
    %29 = "stablehlo.compare"(%25, %28) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x3x8xf64>, tensor<1x2x3x8xf64>) -> tensor<1x2x3x8xi1>
    %30 = "stablehlo.select"(%29, %27, %26) : (tensor<1x2x3x8xi1>, tensor<1x2x3x8xf64>, tensor<1x2x3x8xf64>) -> tensor<1x2x3x8xf64>
    %31 = "stablehlo.log"(%20) : (tensor<1x2x3xf64>) -> tensor<1x2x3xf64>
    %32 = "stablehlo.add"(%15, %31) : (tensor<1x2x3xf64>, tensor<1x2x3xf64>) -> tensor<1x2x3xf64>
    "func.return"(%30, %32) : (tensor<1x2x3x8xf64>, tensor<1x2x3xf64>) -> ()
  }
}
