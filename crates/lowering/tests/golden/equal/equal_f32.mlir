module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<i1>) {
    %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %1 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<i1>, %4: tensor<i1>):
        %5 = "stablehlo.and"(%3, %4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    "func.return"(%2) : (tensor<i1>) -> ()
  }
}
