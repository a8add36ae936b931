module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4x5xf32>) -> (tensor<1x1x2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %1 = "stablehlo.constant"() {value = dense<[0x3F8B4B4B, 0x3F4AF8B0, 0x3E541D42, 0xBDB4B4B5]> : tensor<4xf32>} : () -> tensor<4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %3 = "stablehlo.multiply"(%arg0, %2) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %4 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %6 = "stablehlo.scatter"(%4, %5, %3) ({
      ^bb0(%7: tensor<f32>, %8: tensor<f32>):
        %9 = "stablehlo.add"(%7, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x2x5xf32>
    %10 = "stablehlo.add"(%0, %6) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %11 = "stablehlo.constant"() {value = dense<[0xBDB4B4B5, 0x3E541D42, 0x3F4AF8B0, 0x3F8B4B4B]> : tensor<4xf32>} : () -> tensor<4xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %13 = "stablehlo.multiply"(%arg0, %12) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %14 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
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
    %31 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %33 = "stablehlo.multiply"(%arg0, %32) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %34 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %35 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %36 = "stablehlo.scatter"(%34, %35, %33) ({
      ^bb0(%37: tensor<f32>, %38: tensor<f32>):
        %39 = "stablehlo.add"(%37, %38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x2x5xf32>
    %40 = "stablehlo.add"(%30, %36) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %41 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<1x1x4x5xf32>
    %43 = "stablehlo.multiply"(%arg0, %42) : (tensor<1x1x4x5xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
    %44 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x5xf32>} : () -> tensor<1x1x2x5xf32>
    %45 = "stablehlo.constant"() {value = dense<0> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %46 = "stablehlo.scatter"(%44, %45, %43) ({
      ^bb0(%47: tensor<f32>, %48: tensor<f32>):
        %49 = "stablehlo.add"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%49) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x5xf32>, tensor<4x1xi64>, tensor<1x1x4x5xf32>) -> tensor<1x1x2x5xf32>
    %50 = "stablehlo.add"(%40, %46) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %51 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %52 = "stablehlo.constant"() {value = dense<[0x3F89A910, 0x3F26357C, 0x80000000, 0xBD376743, 0xBD9A90FF]> : tensor<5xf32>} : () -> tensor<5xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %54 = "stablehlo.multiply"(%50, %53) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %55 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %56 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [0], [1]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %57 = "stablehlo.scatter"(%55, %56, %54) ({
      ^bb0(%58: tensor<f32>, %59: tensor<f32>):
        %60 = "stablehlo.add"(%58, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %61 = "stablehlo.add"(%51, %57) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    %62 = "stablehlo.constant"() {value = dense<[0xBD9A90FE, 0x3ECA81E8, 0x3F800000, 0x3ECA81E4, 0x3F89A910]> : tensor<5xf32>} : () -> tensor<5xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %64 = "stablehlo.multiply"(%50, %63) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %65 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %66 = "stablehlo.constant"() {value = dense<[[1], [1], [1], [1], [2]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %67 = "stablehlo.scatter"(%65, %66, %64) ({
      ^bb0(%68: tensor<f32>, %69: tensor<f32>):
        %70 = "stablehlo.add"(%68, %69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%70) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %71 = "stablehlo.add"(%61, %67) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    %72 = "stablehlo.constant"() {value = dense<[0x00000000, 0xBD376705, 0x80000000, 0x3F263582, 0x00000000]> : tensor<5xf32>} : () -> tensor<5xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %74 = "stablehlo.multiply"(%50, %73) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %75 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %76 = "stablehlo.constant"() {value = dense<[[0], [2], [2], [2], [0]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %77 = "stablehlo.scatter"(%75, %76, %74) ({
      ^bb0(%78: tensor<f32>, %79: tensor<f32>):
        %80 = "stablehlo.add"(%78, %79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%80) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %81 = "stablehlo.add"(%71, %77) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    %82 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<5xf32>} : () -> tensor<5xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %84 = "stablehlo.multiply"(%50, %83) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %85 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %86 = "stablehlo.constant"() {value = dense<0> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %87 = "stablehlo.scatter"(%85, %86, %84) ({
      ^bb0(%88: tensor<f32>, %89: tensor<f32>):
        %90 = "stablehlo.add"(%88, %89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%90) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %91 = "stablehlo.add"(%81, %87) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    %92 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<5xf32>} : () -> tensor<5xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 3>} : (tensor<5xf32>) -> tensor<1x1x2x5xf32>
    %94 = "stablehlo.multiply"(%50, %93) : (tensor<1x1x2x5xf32>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x5xf32>
    %95 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x1x2x3xf32>} : () -> tensor<1x1x2x3xf32>
    %96 = "stablehlo.constant"() {value = dense<0> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
    %97 = "stablehlo.scatter"(%95, %96, %94) ({
      ^bb0(%98: tensor<f32>, %99: tensor<f32>):
        %100 = "stablehlo.add"(%98, %99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%100) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1x1x2x3xf32>, tensor<5x1xi64>, tensor<1x1x2x5xf32>) -> tensor<1x1x2x3xf32>
    %101 = "stablehlo.add"(%91, %97) : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
    "func.return"(%101) : (tensor<1x1x2x3xf32>) -> ()
  }
}
