module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5xi64>, %arg2: tensor<5xf32>) -> (tensor<3x4xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<5xi64>) -> tensor<5xi64>
    %2 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.constant"() {value = dense<-12> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<12> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.reduce"(%1, %2) ({
      ^bb0(%7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.minimum"(%7, %8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<i64>
    %10 = "stablehlo.reduce"(%1, %3) ({
      ^bb0(%11: tensor<i64>, %12: tensor<i64>):
        %13 = "stablehlo.maximum"(%11, %12) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%13) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<i64>
    %14 = "stablehlo.compare"(%6, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %15 = "stablehlo.compare"(%10, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %16 = "stablehlo.or"(%14, %15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = "stablehlo.convert"(%16) : (tensor<i1>) -> tensor<i64>
    %18 = "stablehlo.reshape"(%17) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.reshape"(%6) : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.reshape"(%10) : (tensor<i64>) -> tensor<1xi64>
    %21 = "stablehlo.concatenate"(%18, %19, %20) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %23 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %24 = "stablehlo.compare"(%1, %22) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %25 = "stablehlo.add"(%1, %23) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %26 = "stablehlo.select"(%24, %25, %1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %27 = "stablehlo.reshape"(%arg2) : (tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.reshape"(%26) : (tensor<5xi64>) -> tensor<5x1xi64>
    %29 = "stablehlo.concatenate"(%28) {dimension = 1 : i64} : (tensor<5x1xi64>) -> tensor<5x1xi64>
    %30 = "stablehlo.scatter"(%0, %29, %27) ({
      ^bb0(%31: tensor<f32>, %32: tensor<f32>):
        "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<12xf32>, tensor<5x1xi64>, tensor<5xf32>) -> tensor<12xf32>
    %33 = "stablehlo.reshape"(%30) : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%33, %21) : (tensor<3x4xf32>, tensor<3xi64>) -> ()
  }
}
