module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3xi64>, %arg3: tensor<5xf32>) -> (tensor<3x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %3 = "stablehlo.reshape"(%arg2) : (tensor<3xi64>) -> tensor<3xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %5 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %6 = "stablehlo.compare"(%4, %5) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %7 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %8 = "stablehlo.select"(%6, %2, %7) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %9 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) ({
      ^bb0(%11: tensor<f32>, %12: tensor<f32>):
        %13 = "stablehlo.add"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %15 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %16 = "stablehlo.subtract"(%15, %14) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %17 = "stablehlo.add"(%16, %2) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %18 = "stablehlo.compare"(%17, %7) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %19 = "stablehlo.not"(%6) : (tensor<3x5xi1>) -> tensor<3x5xi1>
    %20 = "stablehlo.and"(%18, %19) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %21 = "stablehlo.reshape"(%3) : (tensor<3xi64>) -> tensor<3x1xi64>
    %22 = "stablehlo.gather"(%arg3, %21) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<5xf32>, tensor<3x1xi64>) -> tensor<3xf32>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<3xi64>} : () -> tensor<3xi64>
    %24 = "stablehlo.constant"() {value = dense<5> : tensor<3xi64>} : () -> tensor<3xi64>
    %25 = "stablehlo.compare"(%3, %23) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %26 = "stablehlo.compare"(%3, %24) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %27 = "stablehlo.and"(%25, %26) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi1>) -> tensor<3xi1>
    %29 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<3xf32>} : () -> tensor<3xf32>
    %30 = "stablehlo.select"(%28, %22, %29) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %32 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %33 = "stablehlo.multiply"(%17, %32) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %34 = "stablehlo.multiply"(%33, %31) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %35 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %36 = "stablehlo.select"(%20, %34, %35) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %37 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.reduce"(%36, %37) ({
      ^bb0(%39: tensor<f32>, %40: tensor<f32>):
        %41 = "stablehlo.add"(%39, %40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    %43 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %44 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x5xi64>
    %45 = "stablehlo.compare"(%43, %44) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %46 = "stablehlo.negate"(%42) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %47 = "stablehlo.select"(%45, %46, %36) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %48 = "stablehlo.constant"() {value = dense<0x40A00000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %49 = "stablehlo.divide"(%47, %48) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %50 = "stablehlo.reshape"(%arg0) : (tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %52 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
    %53 = "stablehlo.divide"(%51, %52) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %54 = "stablehlo.multiply"(%49, %53) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%55) : (tensor<3x5xf32>) -> ()
  }
}
