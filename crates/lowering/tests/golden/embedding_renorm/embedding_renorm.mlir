module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<4xi64>) -> (tensor<10x3xf32>) {
    %0 = "stablehlo.abs"(%arg0) : (tensor<10x3xf32>) -> tensor<10x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<10x3xf32>} : () -> tensor<10x3xf32>
    %2 = "stablehlo.power"(%0, %1) : (tensor<10x3xf32>, tensor<10x3xf32>) -> tensor<10x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%5: tensor<f32>, %6: tensor<f32>):
        %7 = "stablehlo.add"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<10x3xf32>, tensor<f32>) -> tensor<10xf32>
    %8 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<10xf32>} : () -> tensor<10xf32>
    %9 = "stablehlo.power"(%4, %8) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %10 = "stablehlo.reshape"(%arg1) : (tensor<4xi64>) -> tensor<4x1xi64>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<10xi32>} : () -> tensor<10xi32>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
    %13 = "stablehlo.scatter"(%11, %10, %12) ({
      ^bb0(%14: tensor<i32>, %15: tensor<i32>):
        %16 = "stablehlo.maximum"(%14, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%16) : (tensor<i32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<10xi32>, tensor<4x1xi64>, tensor<4xi32>) -> tensor<10xi32>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<10xi32>} : () -> tensor<10xi32>
    %18 = "stablehlo.compare"(%13, %17) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %19 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<10xf32>} : () -> tensor<10xf32>
    %20 = "stablehlo.compare"(%9, %19) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %21 = "stablehlo.and"(%18, %20) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %22 = "stablehlo.constant"() {value = dense<0x33D6BF95> : tensor<10xf32>} : () -> tensor<10xf32>
    %23 = "stablehlo.add"(%9, %22) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %24 = "stablehlo.divide"(%19, %23) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %25 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<10xf32>} : () -> tensor<10xf32>
    %26 = "stablehlo.select"(%21, %24, %25) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0>} : (tensor<10xf32>) -> tensor<10x3xf32>
    %28 = "stablehlo.multiply"(%arg0, %27) : (tensor<10x3xf32>, tensor<10x3xf32>) -> tensor<10x3xf32>
    "func.return"(%28) : (tensor<10x3xf32>) -> ()
  }
}
