module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %5 = "stablehlo.power"(%2, %4) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.reduce"(%5, %3) ({
      ^bb0(%7: tensor<f32>, %8: tensor<f32>):
        %9 = "stablehlo.add"(%7, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %11 = "stablehlo.power"(%6, %10) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.compare"(%11, %12) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %14 = "stablehlo.constant"() {value = dense<0x33D6BF95> : tensor<3xf32>} : () -> tensor<3xf32>
    %15 = "stablehlo.add"(%11, %14) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.divide"(%12, %15) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %17 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3xf32>} : () -> tensor<3xf32>
    %18 = "stablehlo.select"(%13, %16, %17) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %20 = "stablehlo.multiply"(%arg0, %19) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%20) : (tensor<2x3xf32>) -> ()
  }
}
