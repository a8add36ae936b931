module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4x5xf32>) -> (tensor<1x1x2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %1 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F400000, 0x3E800000, 0x3F800000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %3 = "stablehlo.multiply"(%arg0, %2) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %5 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %6 = "stablehlo.scatter"(%4, %5, %3) ({
      ^bb0(%7: tensor<f32>, %8: tensor<f32>):
        %9 = "stablehlo.add"(%7, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x2x5xf32>
    %10 = "stablehlo.add"(%0, %6) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %11 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3E800000, 0x3F400000, 0x00000000]> : tensor<4xf32>} : () -> tensor<4xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %13 = "stablehlo.multiply"(%arg0, %12) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %15 = "stablehlo.constant"() {value = dense<[[0], [1], [1], [0]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %16 = "stablehlo.scatter"(%14, %15, %13) ({
      ^bb0(%17: tensor<f32>, %18: tensor<f32>):
        %19 = "stablehlo.add"(%17, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x2x5xf32>
    %20 = "stablehlo.add"(%10, %16) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %21 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %23 = "stablehlo.multiply"(%arg0, %22) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %24 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %26 = "stablehlo.scatter"(%24, %25, %23) ({
      ^bb0(%27: tensor<f32>, %28: tensor<f32>):
        %29 = "stablehlo.add"(%27, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x2x5xf32>
    %30 = "stablehlo.add"(%20, %26) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %31 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %32 = "stablehlo.constant"() {value = dense<[0x3F800000, 0x3F199999, 0x3F800000, 0x3ECCCCC8, 0x3F800000]> : tensor<5xf32>} : () -> tensor<5xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %34 = "stablehlo.multiply"(%30, %33) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %35 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %36 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %37 = "stablehlo.scatter"(%35, %36, %34) ({
      ^bb0(%38: tensor<f32>, %39: tensor<f32>):
        %40 = "stablehlo.add"(%38, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %41 = "stablehlo.add"(%31, %37) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    %42 = "stablehlo.constant"() {value = dense<[0x00000000, 0x3ECCCCCE, 0x00000000, 0x3F19999C, 0x00000000]> : tensor<5xf32>} : () -> tensor<5xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %44 = "stablehlo.multiply"(%30, %43) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %45 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %46 = "stablehlo.constant"() {value = dense<[[0], [1], [2], [2], [0]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %47 = "stablehlo.scatter"(%45, %46, %44) ({
      ^bb0(%48: tensor<f32>, %49: tensor<f32>):
        %50 = "stablehlo.add"(%48, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%50) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %51 = "stablehlo.add"(%41, %47) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    %52 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<5xf32>} : () -> tensor<5xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %54 = "stablehlo.multiply"(%30, %53) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %55 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %57 = "stablehlo.scatter"(%55, %56, %54) ({
      ^bb0(%58: tensor<f32>, %59: tensor<f32>):
        %60 = "stablehlo.add"(%58, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %61 = "stablehlo.add"(%51, %57) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    "func.return"(%61) : (tensor<1x1x2x3xf32>) -> ()
  }
}
