module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<4x2xi64>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.compare"(%arg0, %0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x3xi1>) -> tensor<6xi1>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %4 = "stablehlo.constant"() {value = dense<6> : tensor<6xi64>} : () -> tensor<6xi64>
    %5 = "stablehlo.select"(%2, %3, %4) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %6 = "stablehlo.sort"(%5) ({
      ^bb0(%7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.compare"(%7, %8) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi64>) -> tensor<6xi64>
    %10 = "stablehlo.slice"(%6) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<6xi64>) -> tensor<4xi64>
    %11 = "stablehlo.constant"() {value = dense<3> : tensor<4xi64>} : () -> tensor<4xi64>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %13 = "stablehlo.constant"() {value = dense<2> : tensor<4xi64>} : () -> tensor<4xi64>
    %14 = "stablehlo.remainder"(%12, %13) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<4xi64>} : () -> tensor<4xi64>
    %16 = "stablehlo.divide"(%10, %15) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %17 = "stablehlo.constant"() {value = dense<3> : tensor<4xi64>} : () -> tensor<4xi64>
    %18 = "stablehlo.remainder"(%16, %17) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %19 = "stablehlo.reshape"(%14) : (tensor<4xi64>) -> tensor<4x1xi64>
    %20 = "stablehlo.reshape"(%18) : (tensor<4xi64>) -> tensor<4x1xi64>
    %21 = "stablehlo.concatenate"(%19, %20) {dimension = 1 : i64} : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x2xi64>
    "func.return"(%21) : (tensor<4x2xi64>) -> ()
  }
}
