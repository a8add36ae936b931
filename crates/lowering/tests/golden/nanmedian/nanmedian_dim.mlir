module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2xf32>, tensor<2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
      ^bb0(%2: tensor<f32>, %3: tensor<f32>, %4: tensor<i64>, %5: tensor<i64>):
        %6 = "stablehlo.compare"(%2, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %7 = "stablehlo.compare"(%2, %2) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %8 = "stablehlo.compare"(%3, %3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %9 = "stablehlo.not"(%7) : (tensor<i1>) -> tensor<i1>
        %10 = "stablehlo.and"(%8, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %11 = "stablehlo.or"(%6, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x5xf32>, tensor<2x5xi64>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
    %12 = "stablehlo.constant"() {value = dense<2> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %13 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %14 = "stablehlo.not"(%13) : (tensor<2x5xi1>) -> tensor<2x5xi1>
    %15 = "stablehlo.convert"(%14) : (tensor<2x5xi1>) -> tensor<2x5xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.reduce"(%15, %16) ({
      ^bb0(%18: tensor<i64>, %19: tensor<i64>):
        %20 = "stablehlo.add"(%18, %19) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%20) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xi64>, tensor<i64>) -> tensor<2xi64>
    %21 = "stablehlo.reshape"(%17) : (tensor<2xi64>) -> tensor<2x1xi64>
    %22 = "stablehlo.constant"() {value = dense<1> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %23 = "stablehlo.constant"() {value = dense<2> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %24 = "stablehlo.subtract"(%21, %22) : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %25 = "stablehlo.divide"(%24, %23) : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %26 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %28 = "stablehlo.reshape"(%25) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %29 = "stablehlo.concatenate"(%27, %28) {dimension = 2 : i64} : (tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x2xi64>
    %30 = "stablehlo.gather"(%1#0, %29) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x5xf32>, tensor<2x1x2xi64>) -> tensor<2x1xf32>
    %31 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %32 = "stablehlo.constant"() {value = dense<5> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %33 = "stablehlo.compare"(%25, %31) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %34 = "stablehlo.compare"(%25, %32) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %35 = "stablehlo.and"(%33, %34) : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x1xi1>
    %36 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
    %37 = "stablehlo.select"(%35, %30, %36) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %38 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %39 = "stablehlo.reshape"(%38) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %40 = "stablehlo.reshape"(%25) : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %41 = "stablehlo.concatenate"(%39, %40) {dimension = 2 : i64} : (tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x2xi64>
    %42 = "stablehlo.gather"(%1#1, %41) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x5xi64>, tensor<2x1x2xi64>) -> tensor<2x1xi64>
    %43 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %44 = "stablehlo.constant"() {value = dense<5> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %45 = "stablehlo.compare"(%25, %43) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %46 = "stablehlo.compare"(%25, %44) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi1>
    %47 = "stablehlo.and"(%45, %46) : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x1xi1>
    %48 = "stablehlo.constant"() {value = dense<0> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %49 = "stablehlo.select"(%47, %42, %48) : (tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %50 = "stablehlo.reshape"(%37) : (tensor<2x1xf32>) -> tensor<2xf32>
    %51 = "stablehlo.reshape"(%49) : (tensor<2x1xi64>) -> tensor<2xi64>
    "func.return"(%50, %51) : (tensor<2xf32>, tensor<2xi64>) -> ()
  }
}
