module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>, %arg2: tensor<f32>) -> (tensor<4xf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xf16>) -> tensor<4xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<4xf16>) -> tensor<4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.subtract"(%1, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %5 = "stablehlo.abs"(%2) : (tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.compare"(%5, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %7 = "stablehlo.multiply"(%2, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.add"(%0, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %10 = "stablehlo.subtract"(%9, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%3, %10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.subtract"(%1, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.select"(%6, %8, %12) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.convert"(%13) : (tensor<4xf32>) -> tensor<4xf16>
    "func.return"(%14) : (tensor<4xf16>) -> ()
  }
}
