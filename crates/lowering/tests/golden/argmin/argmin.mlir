module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<i64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %2 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %4:2 = "stablehlo.reduce"(%0, %1, %2, %3) ({
      ^bb0(%5: tensor<f32>, %6: tensor<i64>, %7: tensor<f32>, %8: tensor<i64>):
        %9 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %10 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %11 = "stablehlo.compare"(%5, %5) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %12 = "stablehlo.compare"(%7, %7) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %13 = "stablehlo.not"(%12) : (tensor<i1>) -> tensor<i1>
        %14 = "stablehlo.and"(%11, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %15 = "stablehlo.or"(%9, %14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %16 = "stablehlo.and"(%11, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %17 = "stablehlo.or"(%10, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %18 = "stablehlo.compare"(%6, %8) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %19 = "stablehlo.and"(%17, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %20 = "stablehlo.or"(%15, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %21 = "stablehlo.select"(%20, %5, %7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %22 = "stablehlo.select"(%20, %6, %8) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%21, %22) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>, tensor<6xi64>, tensor<f32>, tensor<i64>) -> (tensor<f32>, tensor<i64>)
    "func.return"(%4#1) : (tensor<i64>) -> ()
  }
}
