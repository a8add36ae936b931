module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>) -> (tensor<2x5xf32>, tensor<3xi64>, tensor<3xi64>) {
    %0 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.reduce"(%arg1, %0) ({
      ^bb0(%5: tensor<i64>, %6: tensor<i64>):
        %7 = "stablehlo.minimum"(%5, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%7) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.reduce"(%arg1, %1) ({
      ^bb0(%9: tensor<i64>, %10: tensor<i64>):
        %11 = "stablehlo.maximum"(%9, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%11) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %12 = "stablehlo.compare"(%4, %2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %13 = "stablehlo.compare"(%8, %3) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.or"(%12, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.convert"(%14) : (tensor<i1>) -> tensor<i64>
    %16 = "stablehlo.reshape"(%15) : (tensor<i64>) -> tensor<1xi64>
    %17 = "stablehlo.reshape"(%4) : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.reshape"(%8) : (tensor<i64>) -> tensor<1xi64>
    %19 = "stablehlo.concatenate"(%16, %17, %18) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %21 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %22 = "stablehlo.compare"(%arg1, %20) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %23 = "stablehlo.add"(%arg1, %21) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %24 = "stablehlo.select"(%22, %23, %arg1) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %26 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %27 = "stablehlo.compare"(%24, %25) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %28 = "stablehlo.compare"(%24, %26) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %29 = "stablehlo.and"(%27, %28) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %30 = "stablehlo.reshape"(%24) : (tensor<2xi64>) -> tensor<2x1xi64>
    %31 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %32 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %34 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %35 = "stablehlo.reduce"(%arg2, %31) ({
      ^bb0(%36: tensor<i64>, %37: tensor<i64>):
        %38 = "stablehlo.minimum"(%36, %37) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%38) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %39 = "stablehlo.reduce"(%arg2, %32) ({
      ^bb0(%40: tensor<i64>, %41: tensor<i64>):
        %42 = "stablehlo.maximum"(%40, %41) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%42) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %43 = "stablehlo.compare"(%35, %33) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %44 = "stablehlo.compare"(%39, %34) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %45 = "stablehlo.or"(%43, %44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %46 = "stablehlo.convert"(%45) : (tensor<i1>) -> tensor<i64>
    %47 = "stablehlo.reshape"(%46) : (tensor<i64>) -> tensor<1xi64>
    %48 = "stablehlo.reshape"(%35) : (tensor<i64>) -> tensor<1xi64>
    %49 = "stablehlo.reshape"(%39) : (tensor<i64>) -> tensor<1xi64>
    %50 = "stablehlo.concatenate"(%47, %48, %49) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %51 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %52 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %53 = "stablehlo.compare"(%arg2, %51) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %54 = "stablehlo.add"(%arg2, %52) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %55 = "stablehlo.select"(%53, %54, %arg2) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %56 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %57 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %58 = "stablehlo.compare"(%55, %56) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %59 = "stablehlo.compare"(%55, %57) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %60 = "stablehlo.and"(%58, %59) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %61 = "stablehlo.and"(%29, %60) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %62 = "stablehlo.reshape"(%55) : (tensor<2xi64>) -> tensor<2x1xi64>
    %63 = "stablehlo.concatenate"(%30, %62) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %64 = "stablehlo.gather"(%arg0, %63) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
    %65 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x5xi1>
    %66 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x5xf32>} : () -> tensor<2x5xf32>
    %67 = "stablehlo.select"(%65, %64, %66) : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%67, %19, %50) : (tensor<2x5xf32>, tensor<3xi64>, tensor<3xi64>) -> ()
  }
}
