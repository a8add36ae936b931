module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>) -> (tensor<3xf32>, tensor<3xi32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x3xi32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) ({
      ^bb0(%4: tensor<f32>, %5: tensor<i32>, %6: tensor<f32>, %7: tensor<i32>):
        %8 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %9 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %10 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %11 = "stablehlo.and"(%9, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %12 = "stablehlo.or"(%8, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %13 = "stablehlo.select"(%12, %4, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %14 = "stablehlo.select"(%12, %5, %7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%13, %14) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4x3xf32>, tensor<4x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    "func.return"(%3#0, %3#1) : (tensor<3xf32>, tensor<3xi32>) -> ()
  }
}
