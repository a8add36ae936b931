module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5xi64>) -> (tensor<5xf32>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<12xf32>
    %1 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<-12> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.constant"() {value = dense<12> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.reduce"(%arg1, %1) ({
      ^bb0(%6: tensor<i64>, %7: tensor<i64>):
        %8 = "stablehlo.minimum"(%6, %7) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%8) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<i64>
    %9 = "stablehlo.reduce"(%arg1, %2) ({
      ^bb0(%10: tensor<i64>, %11: tensor<i64>):
        %12 = "stablehlo.maximum"(%10, %11) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%12) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi64>, tensor<i64>) -> tensor<i64>
    %13 = "stablehlo.compare"(%5, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.compare"(%9, %4) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %15 = "stablehlo.or"(%13, %14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = "stablehlo.convert"(%15) : (tensor<i1>) -> tensor<i64>
    %17 = "stablehlo.reshape"(%16) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.reshape"(%5) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.reshape"(%9) : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.concatenate"(%17, %18, %19) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %21 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %22 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %23 = "stablehlo.compare"(%arg1, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %24 = "stablehlo.add"(%arg1, %22) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %25 = "stablehlo.select"(%23, %24, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %26 = "stablehlo.reshape"(%25) : (tensor<5xi64>) -> tensor<5xi64>
    %27 = "stablehlo.reshape"(%26) : (tensor<5xi64>) -> tensor<5x1xi64>
    %28 = "stablehlo.concatenate"(%27) {dimension = 1 : i64} : (tensor<5x1xi64>) -> tensor<5x1xi64>
    %29 = "stablehlo.gather"(%0, %28) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<12xf32>, tensor<5x1xi64>) -> tensor<5xf32>
    %30 = "stablehlo.constant"() {value = dense<0> : tensor<5xi64>} : () -> tensor<5xi64>
    %31 = "stablehlo.constant"() {value = dense<12> : tensor<5xi64>} : () -> tensor<5xi64>
    %32 = "stablehlo.compare"(%26, %30) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %33 = "stablehlo.compare"(%26, %31) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %34 = "stablehlo.and"(%32, %33) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %35 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<5xf32>} : () -> tensor<5xf32>
    %36 = "stablehlo.select"(%34, %29, %35) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%37, %20) : (tensor<5xf32>, tensor<3xi64>) -> ()
  }
}
