module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xi64>) -> (tensor<i64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xi64>) -> tensor<12xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<12xi64>
    %2 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %4:2 = "stablehlo.reduce"(%0, %1, %2, %3) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>, %7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %10 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %11 = "stablehlo.compare"(%6, %8) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %12 = "stablehlo.and"(%10, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %13 = "stablehlo.or"(%9, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %14 = "stablehlo.select"(%13, %5, %7) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        %15 = "stablehlo.select"(%13, %6, %8) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%14, %15) : (tensor<i64>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xi64>, tensor<12xi64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
    "func.return"(%4#1) : (tensor<i64>) -> ()
  }
}
