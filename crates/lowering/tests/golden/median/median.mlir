module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<f32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %2:2 = "stablehlo.sort"(%0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>, %5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.compare"(%3, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %8 = "stablehlo.compare"(%3, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %9 = "stablehlo.compare"(%4, %4) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %10 = "stablehlo.not"(%8) : (tensor<i1>) -> tensor<i1>
        %11 = "stablehlo.and"(%9, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %12 = "stablehlo.or"(%7, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%12) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<6xf32>, tensor<6xi64>) -> (tensor<6xf32>, tensor<6xi64>)
    %13 = "stablehlo.constant"() {value = dense<2> : tensor<1xi64>} : () -> tensor<1xi64>
    %14 = "stablehlo.compare"(%0, %0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %15 = "stablehlo.not"(%14) : (tensor<6xi1>) -> tensor<6xi1>
    %16 = "stablehlo.convert"(%15) : (tensor<6xi1>) -> tensor<6xi64>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.reduce"(%16, %17) ({
      ^bb0(%19: tensor<i64>, %20: tensor<i64>):
        %21 = "stablehlo.add"(%19, %20) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%21) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xi64>, tensor<i64>) -> tensor<i64>
    %22 = "stablehlo.reshape"(%18) : (tensor<i64>) -> tensor<1xi64>
    %23 = "stablehlo.constant"() {value = dense<6> : tensor<1xi64>} : () -> tensor<1xi64>
    %24 = "stablehlo.compare"(%22, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %25 = "stablehlo.select"(%24, %22, %13) : (tensor<1xi1>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %26 = "stablehlo.reshape"(%25) : (tensor<1xi64>) -> tensor<1x1xi64>
    %27 = "stablehlo.concatenate"(%26) {dimension = 1 : i64} : (tensor<1x1xi64>) -> tensor<1x1xi64>
    %28 = "stablehlo.gather"(%2#0, %27) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<6xf32>, tensor<1x1xi64>) -> tensor<1xf32>
    %29 = "stablehlo.constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
    %30 = "stablehlo.constant"() {value = dense<6> : tensor<1xi64>} : () -> tensor<1xi64>
    %31 = "stablehlo.compare"(%25, %29) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %32 = "stablehlo.compare"(%25, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %33 = "stablehlo.and"(%31, %32) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %34 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<1xf32>} : () -> tensor<1xf32>
    %35 = "stablehlo.select"(%33, %28, %34) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %36 = "stablehlo.reshape"(%25) : (tensor<1xi64>) -> tensor<1x1xi64>
    %37 = "stablehlo.concatenate"(%36) {dimension = 1 : i64} : (tensor<1x1xi64>) -> tensor<1x1xi64>
    %38 = "stablehlo.gather"(%2#1, %37) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<6xi64>, tensor<1x1xi64>) -> tensor<1xi64>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
    %40 = "stablehlo.constant"() {value = dense<6> : tensor<1xi64>} : () -> tensor<1xi64>
    %41 = "stablehlo.compare"(%25, %39) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %42 = "stablehlo.compare"(%25, %40) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %43 = "stablehlo.and"(%41, %42) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %44 = "stablehlo.constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
    %45 = "stablehlo.select"(%43, %38, %44) : (tensor<1xi1>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %46 = "stablehlo.reshape"(%35) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%46) : (tensor<f32>) -> ()
  }
}
