module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<3x4x5xf32>, %arg2: tensor<3xi32>) -> (tensor<6x5xf32>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<6x4xf32>, tensor<3x4x5xf32>) -> tensor<6x3x5xf32>
    %1 = "stablehlo.convert"(%arg2) : (tensor<3xi32>) -> tensor<3xi64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<6x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6x3xi64>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6x3xi64>, tensor<6x3xi64>) -> tensor<6x3xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<6x3xi1>) -> tensor<6x3xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%5, %6) ({
      ^bb0(%8: tensor<i64>, %9: tensor<i64>):
        %10 = "stablehlo.add"(%8, %9) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%10) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<6x3xi64>, tensor<i64>) -> tensor<6xi64>
    %11 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<6xi64>) -> tensor<6x3xi64>
    %12 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<6x3xi64>
    %13 = "stablehlo.compare"(%11, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<6x3xi64>, tensor<6x3xi64>) -> tensor<6x3xi1>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<6x3xi1>) -> tensor<6x3x5xi1>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<6x3x5xf32>} : () -> tensor<6x3x5xf32>
    %16 = "stablehlo.select"(%14, %0, %15) : (tensor<6x3x5xi1>, tensor<6x3x5xf32>, tensor<6x3x5xf32>) -> tensor<6x3x5xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%19: tensor<f32>, %20: tensor<f32>):
        %21 = "stablehlo.add"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<6x3x5xf32>, tensor<f32>) -> tensor<6x5xf32>
    "func.return"(%18) : (tensor<6x5xf32>) -> ()
  }
}
