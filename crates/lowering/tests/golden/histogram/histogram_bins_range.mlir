module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<4xf32>, tensor<5xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x5xf32>) -> tensor<10xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %5 = "stablehlo.subtract"(%2, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.divide"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %9 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xf32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %11 = "stablehlo.add"(%3, %10) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %12 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<5xf32>} : () -> tensor<5xf32>
    %13 = "stablehlo.subtract"(%12, %9) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %14 = "stablehlo.multiply"(%8, %13) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %15 = "stablehlo.subtract"(%4, %14) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %16 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<5xf32>} : () -> tensor<5xf32>
    %17 = "stablehlo.compare"(%9, %16) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %18 = "stablehlo.select"(%17, %11, %15) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %19 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0>} : (tensor<10xf32>) -> tensor<10x5xf32>
    %20 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<10x5xf32>
    %21 = "stablehlo.compare"(%20, %19) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<10x5xf32>, tensor<10x5xf32>) -> tensor<10x5xi1>
    %22 = "stablehlo.convert"(%21) : (tensor<10x5xi1>) -> tensor<10x5xi64>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %24 = "stablehlo.reduce"(%22, %23) ({
      ^bb0(%25: tensor<i64>, %26: tensor<i64>):
        %27 = "stablehlo.add"(%25, %26) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%27) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<10x5xi64>, tensor<i64>) -> tensor<10xi64>
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<10xi64>} : () -> tensor<10xi64>
    %29 = "stablehlo.subtract"(%24, %28) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %30 = "stablehlo.constant"() {value = dense<3> : tensor<10xi64>} : () -> tensor<10xi64>
    %31 = "stablehlo.minimum"(%29, %30) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %32 = "stablehlo.slice"(%18) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<1xf32>
    %33 = "stablehlo.slice"(%18) {start_indices = array<i64: 4>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<5xf32>) -> tensor<1xf32>
    %34 = "stablehlo.reshape"(%32) : (tensor<1xf32>) -> tensor<f32>
    %35 = "stablehlo.reshape"(%33) : (tensor<1xf32>) -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %37 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %38 = "stablehlo.compare"(%0, %36) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %39 = "stablehlo.compare"(%0, %37) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %40 = "stablehlo.and"(%38, %39) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %41 = "stablehlo.constant"() {value = dense<0> : tensor<10xi64>} : () -> tensor<10xi64>
    %42 = "stablehlo.select"(%40, %31, %41) : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %43 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<10xf32>} : () -> tensor<10xf32>
    %44 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<10xf32>} : () -> tensor<10xf32>
    %45 = "stablehlo.select"(%40, %43, %44) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %46 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %47 = "stablehlo.reshape"(%42) : (tensor<10xi64>) -> tensor<10x1xi64>
    %48 = "stablehlo.scatter"(%46, %47, %45) ({
      ^bb0(%49: tensor<f32>, %50: tensor<f32>):
        %51 = "stablehlo.add"(%49, %50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%51) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xf32>, tensor<10x1xi64>, tensor<10xf32>) -> tensor<4xf32>
    "func.return"(%48, %18) : (tensor<4xf32>, tensor<5xf32>) -> ()
  }
}
