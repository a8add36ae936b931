module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x3x4x5xf32>) -> (tensor<1x1x2x2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F199999, 0x3F800000, 0x3ECCCCC8, 0x3F4CCCCC]> : tensor<5xf32>} : () -> tensor<5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 4>} : (tensor<5xf32>) -> tensor<1x1x3x4x5xf32>
    %2 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3ECCCCCE, 0x00000000, 0x3F19999C, 0x3E4CCCD0]> : tensor<5xf32>} : () -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 4>} : (tensor<5xf32>) -> tensor<1x1x3x4x5xf32>
    %4 = "stablehlo.multiply"(%arg0, %1) : (tensor<1x1x3x4x5xf32>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x5xf32>
    %5 = "stablehlo.multiply"(%arg0, %3) : (tensor<1x1x3x4x5xf32>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x5xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3x4x3xf32>} : () -> tensor<1x1x3x4x3xf32>
    %7 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %8 = "stablehlo.scatter"(%6, %7, %4) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [4], scatter_dims_to_operand_dims = [4], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3x4x3xf32>, tensor<5x1xi64>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x3xf32>
    %12 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3x4x3xf32>} : () -> tensor<1x1x3x4x3xf32>
    %13 = "stablehlo.constant"() {value = dense<[[1], [1], [2], [2], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %14 = "stablehlo.scatter"(%12, %13, %5) ({
      ^bb0(%15: tensor<f32>, %16: tensor<f32>):
        %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [4], scatter_dims_to_operand_dims = [4], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3x4x3xf32>, tensor<5x1xi64>, tensor<1x1x3x4x5xf32>) -> tensor<1x1x3x4x3xf32>
    %18 = "stablehlo.add"(%8, %14) : (tensor<1x1x3x4x3xf32>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x4x3xf32>
    %19 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F400000, 0x3E800000, 0x3F400000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<1x1x3x4x3xf32>
    %21 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3E800000, 0x3F400000, 0x3E800000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 3>} : (tensor<4xf32>) -> tensor<1x1x3x4x3xf32>
    %23 = "stablehlo.multiply"(%18, %20) : (tensor<1x1x3x4x3xf32>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x4x3xf32>
    %24 = "stablehlo.multiply"(%18, %22) : (tensor<1x1x3x4x3xf32>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x4x3xf32>
    %25 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3x2x3xf32>} : () -> tensor<1x1x3x2x3xf32>
    %26 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %27 = "stablehlo.scatter"(%25, %26, %23) ({
      ^bb0(%28: tensor<f32>, %29: tensor<f32>):
        %30 = "stablehlo.add"(%28, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 4], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3x2x3xf32>, tensor<4x1xi64>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x2x3xf32>
    %31 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x3x2x3xf32>} : () -> tensor<1x1x3x2x3xf32>
    %32 = "stablehlo.constant"() {value = dense<1> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %33 = "stablehlo.scatter"(%31, %32, %24) ({
      ^bb0(%34: tensor<f32>, %35: tensor<f32>):
        %36 = "stablehlo.add"(%34, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 4], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x3x2x3xf32>, tensor<4x1xi64>, tensor<1x1x3x4x3xf32>) -> tensor<1x1x3x2x3xf32>
    %37 = "stablehlo.add"(%27, %33) : (tensor<1x1x3x2x3xf32>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x3x2x3xf32>
    %38 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F000000, 0x3F555554]> : tensor<3xf32>} : () -> tensor<3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 2>} : (tensor<3xf32>) -> tensor<1x1x3x2x3xf32>
    %40 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3F000000, 0x3E2AAAB0]> : tensor<3xf32>} : () -> tensor<3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 2>} : (tensor<3xf32>) -> tensor<1x1x3x2x3xf32>
    %42 = "stablehlo.multiply"(%37, %39) : (tensor<1x1x3x2x3xf32>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x3x2x3xf32>
    %43 = "stablehlo.multiply"(%37, %41) : (tensor<1x1x3x2x3xf32>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x3x2x3xf32>
    %44 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x2x3xf32>} : () -> tensor<1x1x2x2x3xf32>
    %45 = "stablehlo.constant"() {value = dense<[[0], [0], [1]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %46 = "stablehlo.scatter"(%44, %45, %42) ({
      ^bb0(%47: tensor<f32>, %48: tensor<f32>):
        %49 = "stablehlo.add"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%49) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3, 4], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x2x3xf32>, tensor<3x1xi64>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x2x2x3xf32>
    %50 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x2x3xf32>} : () -> tensor<1x1x2x2x3xf32>
    %51 = "stablehlo.constant"() {value = dense<1> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %52 = "stablehlo.scatter"(%50, %51, %43) ({
      ^bb0(%53: tensor<f32>, %54: tensor<f32>):
        %55 = "stablehlo.add"(%53, %54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3, 4], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x2x3xf32>, tensor<3x1xi64>, tensor<1x1x3x2x3xf32>) -> tensor<1x1x2x2x3xf32>
    %56 = "stablehlo.add"(%46, %52) : (tensor<1x1x2x2x3xf32>, tensor<1x1x2x2x3xf32>) -> tensor<1x1x2x2x3xf32>
    "func.return"(%56) : (tensor<1x1x2x2x3xf32>) -> ()
  }
}
