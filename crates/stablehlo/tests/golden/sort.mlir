module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xi32>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>, %4: tensor<i32>, %5: tensor<i32>):
        %6 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x5xf32>, tensor<2x5xi32>) -> (tensor<2x5xf32>, tensor<2x5xi32>)
    "func.return"(%1#0, %1#1) : (tensor<2x5xf32>, tensor<2x5xi32>) -> ()
  }
}
