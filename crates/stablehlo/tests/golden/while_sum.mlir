module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<i32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %1:3 = "stablehlo.while"(%0, %0, %arg0) ({
      ^bb0(%2: tensor<i32>, %3: tensor<i32>, %4: tensor<i32>):
        %5 = "stablehlo.compare"(%2, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }, {
      ^bb0(%6: tensor<i32>, %7: tensor<i32>, %8: tensor<i32>):
        %9 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
        %10 = "stablehlo.add"(%6, %9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %11 = "stablehlo.add"(%7, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%10, %11, %8) : (tensor<i32>, tensor<i32>, tensor<i32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>)
    "func.return"(%1#1) : (tensor<i32>) -> ()
  }
}
