module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3xi64>, %arg3: tensor<5xf32>) -> (tensor<3x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %3 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %4 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %5 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %6 = "stablehlo.select"(%4, %arg1, %5) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%6, %7) ({
      ^bb0(%9: tensor<f32>, %10: tensor<f32>):
        %11 = "stablehlo.add"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %13 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = "stablehlo.add"(%14, %arg1) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %16 = "stablehlo.compare"(%15, %5) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %17 = "stablehlo.not"(%4) : (tensor<3x5xi1>) -> tensor<3x5xi1>
    %18 = "stablehlo.and"(%16, %17) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %19 = "stablehlo.reshape"(%arg2) : (tensor<3xi64>) -> tensor<3x1xi64>
    %20 = "stablehlo.gather"(%arg3, %19) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xf32>, tensor<3x1xi64>) -> tensor<3xf32>
    %21 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %22 = "stablehlo.constant"() {value = dense<5> : tensor<3xi64>} : () -> tensor<3xi64>
    %23 = "stablehlo.compare"(%arg2, %21) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %24 = "stablehlo.compare"(%arg2, %22) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %25 = "stablehlo.and"(%23, %24) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %26 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3xf32>} : () -> tensor<3xf32>
    %27 = "stablehlo.select"(%25, %20, %26) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %29 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %30 = "stablehlo.multiply"(%15, %29) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %31 = "stablehlo.multiply"(%30, %28) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %32 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %33 = "stablehlo.select"(%18, %31, %32) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %34 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) ({
      ^bb0(%36: tensor<f32>, %37: tensor<f32>):
        %38 = "stablehlo.add"(%36, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %40 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %41 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %42 = "stablehlo.compare"(%40, %41) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %43 = "stablehlo.negate"(%39) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %44 = "stablehlo.select"(%42, %43, %33) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %45 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %46 = "stablehlo.divide"(%44, %45) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %47 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %48 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %49 = "stablehlo.divide"(%47, %48) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %50 = "stablehlo.multiply"(%46, %49) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%50) : (tensor<3x5xf32>) -> ()
  }
}
