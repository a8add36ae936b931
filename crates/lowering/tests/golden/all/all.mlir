module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<i1>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.compare"(%arg0, %0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %2 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %3 = "stablehlo.reduce"(%1, %2) ({
      ^bb0(%4: tensor<i1>, %5: tensor<i1>):
        %6 = "stablehlo.and"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    "func.return"(%3) : (tensor<i1>) -> ()
  }
}
