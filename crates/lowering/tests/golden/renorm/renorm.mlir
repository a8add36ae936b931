module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> (tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %4 = "stablehlo.power"(%1, %3) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.reduce"(%4, %2) ({
      ^bb0(%6: tensor<f32>, %7: tensor<f32>):
        %8 = "stablehlo.add"(%6, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %9 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<3xf32>} : () -> tensor<3xf32>
    %10 = "stablehlo.power"(%5, %9) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.compare"(%10, %11) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %13 = "stablehlo.constant"() {value = dense<0x33D6BF95> : tensor<3xf32>} : () -> tensor<3xf32>
    %14 = "stablehlo.add"(%10, %13) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %15 = "stablehlo.divide"(%11, %14) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3xf32>} : () -> tensor<3xf32>
    %17 = "stablehlo.select"(%12, %15, %16) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
    %19 = "stablehlo.multiply"(%arg0, %18) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%19) : (tensor<2x3xf32>) -> ()
  }
}
