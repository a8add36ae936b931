module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x4xi64>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) ({
      ^bb0(%4: tensor<f32>, %5: tensor<i64>, %6: tensor<f32>, %7: tensor<i64>):
        %8 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %9 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %10 = "stablehlo.compare"(%4, %4) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %11 = "stablehlo.compare"(%6, %6) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %12 = "stablehlo.not"(%11) : (tensor<i1>) -> tensor<i1>
        %13 = "stablehlo.and"(%10, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %14 = "stablehlo.or"(%8, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %15 = "stablehlo.and"(%10, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %16 = "stablehlo.or"(%9, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %17 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %18 = "stablehlo.and"(%16, %17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %19 = "stablehlo.or"(%14, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %20 = "stablehlo.select"(%19, %4, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %21 = "stablehlo.select"(%19, %5, %7) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%20, %21) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<3x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
    "func.return"(%3#0, %3#1) : (tensor<3xf32>, tensor<3xi64>) -> ()
  }
}
