module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi64>, %arg1: tensor<2xi64>) -> (tensor<4xi1>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi64>) -> tensor<4x2xi64>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<4x2xi64>
    %2 = "stablehlo.compare"(%0, %1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi1>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%5: tensor<i1>, %6: tensor<i1>):
        %7 = "stablehlo.or"(%5, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x2xi1>, tensor<i1>) -> tensor<4xi1>
    "func.return"(%4) : (tensor<4xi1>) -> ()
  }
}
