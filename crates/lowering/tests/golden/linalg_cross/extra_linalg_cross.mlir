module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<1x3xi64>) -> (tensor<4x3xf32>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<1x3xi64>) -> tensor<1x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x3xf32>) -> tensor<3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3xf32>
    %3 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 2>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %4 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %5 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %6 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 2>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %7 = "stablehlo.multiply"(%3, %4) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %8 = "stablehlo.multiply"(%5, %6) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %9 = "stablehlo.subtract"(%7, %8) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %10 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %11 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %12 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %13 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 4, 3>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %14 = "stablehlo.multiply"(%10, %11) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %15 = "stablehlo.multiply"(%12, %13) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %16 = "stablehlo.subtract"(%14, %15) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %17 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %18 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 2>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %19 = "stablehlo.slice"(%arg0) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 2>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %20 = "stablehlo.slice"(%2) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %21 = "stablehlo.multiply"(%17, %18) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %22 = "stablehlo.multiply"(%19, %20) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %23 = "stablehlo.subtract"(%21, %22) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %24 = "stablehlo.concatenate"(%9, %16, %23) {dimension = 1 : i64} : (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    "func.return"(%24) : (tensor<4x3xf32>) -> ()
  }
}
