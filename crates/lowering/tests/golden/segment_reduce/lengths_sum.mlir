module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2xf32>, %arg1: tensor<3xi64>) -> (tensor<3x2xf32>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3xi64>) -> tensor<1x3xi64>
    %1 = "stablehlo.reshape"(%arg0) : (tensor<6x2xf32>) -> tensor<1x6x2xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.slice"(%0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x2xi64>
    %4 = "stablehlo.pad"(%3, %2) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x2xi64>, tensor<i64>) -> tensor<1x3xi64>
    %5 = "stablehlo.add"(%4, %0) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %6 = "stablehlo.slice"(%5) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %7 = "stablehlo.pad"(%6, %2) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x3xi64>
    %8 = "stablehlo.add"(%7, %5) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %9 = "stablehlo.subtract"(%8, %0) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %10 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x3xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %12 = "stablehlo.reshape"(%9) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %13 = "stablehlo.concatenate"(%11, %12) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<1x6xi64>} : () -> tensor<1x6xi64>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<1x3xi64>} : () -> tensor<1x3xi64>
    %16 = "stablehlo.scatter"(%14, %13, %15) ({
      ^bb0(%17: tensor<i64>, %18: tensor<i64>):
        %19 = "stablehlo.add"(%17, %18) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%19) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<1x6xi64>, tensor<1x3x2xi64>, tensor<1x3xi64>) -> tensor<1x6xi64>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.slice"(%16) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 5>, strides = array<i64: 1, 1>} : (tensor<1x6xi64>) -> tensor<1x5xi64>
    %22 = "stablehlo.pad"(%21, %20) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x5xi64>, tensor<i64>) -> tensor<1x6xi64>
    %23 = "stablehlo.add"(%22, %16) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %24 = "stablehlo.slice"(%23) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 4>, strides = array<i64: 1, 1>} : (tensor<1x6xi64>) -> tensor<1x4xi64>
    %25 = "stablehlo.pad"(%24, %20) {edge_padding_low = array<i64: 0, 2>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x4xi64>, tensor<i64>) -> tensor<1x6xi64>
    %26 = "stablehlo.add"(%25, %23) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %27 = "stablehlo.slice"(%26) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<1x6xi64>) -> tensor<1x2xi64>
    %28 = "stablehlo.pad"(%27, %20) {edge_padding_low = array<i64: 0, 4>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x2xi64>, tensor<i64>) -> tensor<1x6xi64>
    %29 = "stablehlo.add"(%28, %26) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %30 = "stablehlo.constant"() {value = dense<1> : tensor<1x6xi64>} : () -> tensor<1x6xi64>
    %31 = "stablehlo.subtract"(%29, %30) : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %32 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.reduce"(%0, %32) ({
      ^bb0(%34: tensor<i64>, %35: tensor<i64>):
        %36 = "stablehlo.add"(%34, %35) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%36) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xi64>, tensor<i64>) -> tensor<1xi64>
    %37 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x6xi64>
    %38 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x6xi64>
    %39 = "stablehlo.compare"(%38, %37) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %40 = "stablehlo.constant"() {value = dense<0> : tensor<1x6xi64>} : () -> tensor<1x6xi64>
    %41 = "stablehlo.compare"(%31, %40) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi1>
    %42 = "stablehlo.and"(%39, %41) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %43 = "stablehlo.select"(%42, %31, %40) : (tensor<1x6xi1>, tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<1x6xi64>
    %44 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x6xi64>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %46 = "stablehlo.reshape"(%43) : (tensor<1x6xi64>) -> tensor<1x6x1xi64>
    %47 = "stablehlo.concatenate"(%45, %46) {dimension = 2 : i64} : (tensor<1x6x1xi64>, tensor<1x6x1xi64>) -> tensor<1x6x2xi64>
    %48 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x6xi1>) -> tensor<1x6x2xi1>
    %49 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x6x2xf32>} : () -> tensor<1x6x2xf32>
    %50 = "stablehlo.select"(%48, %1, %49) : (tensor<1x6x2xi1>, tensor<1x6x2xf32>, tensor<1x6x2xf32>) -> tensor<1x6x2xf32>
    %51 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x3x2xf32>} : () -> tensor<1x3x2xf32>
    %52 = "stablehlo.scatter"(%51, %47, %50) ({
      ^bb0(%53: tensor<f32>, %54: tensor<f32>):
        %55 = "stablehlo.add"(%53, %54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<1x3x2xf32>, tensor<1x6x2xi64>, tensor<1x6x2xf32>) -> tensor<1x3x2xf32>
    %56 = "stablehlo.reshape"(%52) : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%56) : (tensor<3x2xf32>) -> ()
  }
}
