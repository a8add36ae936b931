module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> (tensor<4xf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x3F400000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.convert"(%arg0) : (tensor<4xf16>) -> tensor<4xf32>
    %2 = "stablehlo.convert"(%arg1) : (tensor<4xf16>) -> tensor<4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4 = "stablehlo.subtract"(%2, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %6 = "stablehlo.abs"(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.compare"(%6, %5) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %8 = "stablehlo.multiply"(%3, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.add"(%1, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %11 = "stablehlo.subtract"(%10, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.multiply"(%4, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.subtract"(%2, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.select"(%7, %9, %13) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.convert"(%14) : (tensor<4xf32>) -> tensor<4xf16>
    "func.return"(%15) : (tensor<4xf16>) -> ()
  }
}
