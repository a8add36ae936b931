module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi64>, %arg1: tensor<2xi64>) -> (tensor<4xi1>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi64>) -> tensor<4x2xi64>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<4x2xi64>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) ({
      ^bb0(%7: tensor<i1>, %8: tensor<i1>):
        %9 = "stablehlo.or"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x2xi1>, tensor<i1>) -> tensor<4xi1>
    %10 = "stablehlo.reshape"(%6) : (tensor<4xi1>) -> tensor<4xi1>
    "func.return"(%10) : (tensor<4xi1>) -> ()
  }
}
