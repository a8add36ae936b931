module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %2:2 = "stablehlo.while"(%0, %1) ({
      ^bb0(%3: tensor<i32>, %4: tensor<2xf32>):
        %5 = "stablehlo.compare"(%3, %arg0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }, {
      ^bb0(%6: tensor<i32>, %7: tensor<2xf32>):
        %8 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
        %9 = "stablehlo.add"(%6, %8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %10 = "stablehlo.add"(%7, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "stablehlo.return"(%9, %10) : (tensor<i32>, tensor<2xf32>) -> ()
    }) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
    "func.return"(%2#1) : (tensor<2xf32>) -> ()
  }
}
