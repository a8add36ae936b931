module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %1 = "stablehlo.compare"(%arg1, %0) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %2 = "stablehlo.constant"() {value = dense<0x3E4CCCCD> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.multiply"(%arg0, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.select"(%1, %arg0, %3) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%4) : (tensor<4xf32>) -> ()
  }
}
