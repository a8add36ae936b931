module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>, %4: tensor<i64>, %5: tensor<i64>):
        %6 = "stablehlo.compare"(%3, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %7 = "stablehlo.compare"(%3, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %8 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %9 = "stablehlo.not"(%7) : (tensor<i1>) -> tensor<i1>
        %10 = "stablehlo.and"(%8, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %11 = "stablehlo.or"(%6, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x5xf32>, tensor<2x5xi64>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
    "func.return"(%1#0, %1#1) : (tensor<2x5xf32>, tensor<2x5xi64>) -> ()
  }
}
