module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<4xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<2x5xf32>) -> tensor<10xf32>
    %3 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %6 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %7 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<10xf32>} : () -> tensor<10xf32>
    %8 = "stablehlo.subtract"(%2, %5) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %9 = "stablehlo.multiply"(%8, %7) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %10 = "stablehlo.subtract"(%6, %5) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %11 = "stablehlo.divide"(%9, %10) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %12 = "stablehlo.convert"(%11) : (tensor<10xf32>) -> tensor<10xi64>
    %13 = "stablehlo.constant"() {value = dense<3> : tensor<10xi64>} : () -> tensor<10xi64>
    %14 = "stablehlo.minimum"(%12, %13) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %15 = "stablehlo.compare"(%2, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %16 = "stablehlo.compare"(%2, %6) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %17 = "stablehlo.and"(%15, %16) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<10xi64>} : () -> tensor<10xi64>
    %19 = "stablehlo.select"(%17, %14, %18) : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %20 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<10xf32>} : () -> tensor<10xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<10xf32>} : () -> tensor<10xf32>
    %22 = "stablehlo.select"(%17, %20, %21) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %23 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %24 = "stablehlo.reshape"(%19) : (tensor<10xi64>) -> tensor<10x1xi64>
    %25 = "stablehlo.scatter"(%23, %24, %22) ({
      ^bb0(%26: tensor<f32>, %27: tensor<f32>):
        %28 = "stablehlo.add"(%26, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xf32>, tensor<10x1xi64>, tensor<10xf32>) -> tensor<4xf32>
    "func.return"(%25) : (tensor<4xf32>) -> ()
  }
}
