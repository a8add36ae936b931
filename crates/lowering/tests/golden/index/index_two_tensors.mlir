module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>) -> (tensor<2x5xf32>, tensor<3xi64>, tensor<3xi64>) {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2xi64>) -> tensor<1x2xi64>
    %1 = "stablehlo.not"(%0) : (tensor<1x2xi64>) -> tensor<1x2xi64>
    %2 = "stablehlo.concatenate"(%1, %0) {dimension = 0 : i64} : (tensor<1x2xi64>, tensor<1x2xi64>) -> tensor<2x2xi64>
    %3 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%7: tensor<i64>, %8: tensor<i64>):
        %9 = "stablehlo.maximum"(%7, %8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2xi64>
    %10 = "stablehlo.slice"(%6) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<1xi64>) -> tensor<i64>
    %12 = "stablehlo.not"(%11) : (tensor<i64>) -> tensor<i64>
    %13 = "stablehlo.slice"(%6) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xi64>) -> tensor<i64>
    %15 = "stablehlo.compare"(%12, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %16 = "stablehlo.compare"(%14, %5) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %17 = "stablehlo.or"(%15, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = "stablehlo.convert"(%17) : (tensor<i1>) -> tensor<i64>
    %19 = "stablehlo.reshape"(%18) : (tensor<i64>) -> tensor<1xi64>
    %20 = "stablehlo.reshape"(%12) : (tensor<i64>) -> tensor<1xi64>
    %21 = "stablehlo.reshape"(%14) : (tensor<i64>) -> tensor<1xi64>
    %22 = "stablehlo.concatenate"(%19, %20, %21) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %24 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %25 = "stablehlo.compare"(%arg1, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %26 = "stablehlo.add"(%arg1, %24) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %27 = "stablehlo.select"(%25, %26, %arg1) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %29 = "stablehlo.constant"() {value = dense<3> : tensor<2xi64>} : () -> tensor<2xi64>
    %30 = "stablehlo.compare"(%27, %28) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %31 = "stablehlo.compare"(%27, %29) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %32 = "stablehlo.and"(%30, %31) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %33 = "stablehlo.reshape"(%27) : (tensor<2xi64>) -> tensor<2x1xi64>
    %34 = "stablehlo.reshape"(%arg2) : (tensor<2xi64>) -> tensor<1x2xi64>
    %35 = "stablehlo.not"(%34) : (tensor<1x2xi64>) -> tensor<1x2xi64>
    %36 = "stablehlo.concatenate"(%35, %34) {dimension = 0 : i64} : (tensor<1x2xi64>, tensor<1x2xi64>) -> tensor<2x2xi64>
    %37 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.reduce"(%36, %37) ({
      ^bb0(%41: tensor<i64>, %42: tensor<i64>):
        %43 = "stablehlo.maximum"(%41, %42) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%43) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2xi64>
    %44 = "stablehlo.slice"(%40) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %45 = "stablehlo.reshape"(%44) : (tensor<1xi64>) -> tensor<i64>
    %46 = "stablehlo.not"(%45) : (tensor<i64>) -> tensor<i64>
    %47 = "stablehlo.slice"(%40) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    %48 = "stablehlo.reshape"(%47) : (tensor<1xi64>) -> tensor<i64>
    %49 = "stablehlo.compare"(%46, %38) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %50 = "stablehlo.compare"(%48, %39) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %51 = "stablehlo.or"(%49, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %52 = "stablehlo.convert"(%51) : (tensor<i1>) -> tensor<i64>
    %53 = "stablehlo.reshape"(%52) : (tensor<i64>) -> tensor<1xi64>
    %54 = "stablehlo.reshape"(%46) : (tensor<i64>) -> tensor<1xi64>
    %55 = "stablehlo.reshape"(%48) : (tensor<i64>) -> tensor<1xi64>
    %56 = "stablehlo.concatenate"(%53, %54, %55) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %57 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %58 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %59 = "stablehlo.compare"(%arg2, %57) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %60 = "stablehlo.add"(%arg2, %58) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %61 = "stablehlo.select"(%59, %60, %arg2) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %62 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %63 = "stablehlo.constant"() {value = dense<4> : tensor<2xi64>} : () -> tensor<2xi64>
    %64 = "stablehlo.compare"(%61, %62) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %65 = "stablehlo.compare"(%61, %63) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %66 = "stablehlo.and"(%64, %65) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %67 = "stablehlo.and"(%32, %66) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %68 = "stablehlo.reshape"(%61) : (tensor<2xi64>) -> tensor<2x1xi64>
    %69 = "stablehlo.concatenate"(%33, %68) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %70 = "stablehlo.gather"(%arg0, %69) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
    %71 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x5xi1>
    %72 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x5xf32>} : () -> tensor<2x5xf32>
    %73 = "stablehlo.select"(%71, %70, %72) : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%73, %22, %56) : (tensor<2x5xf32>, tensor<3xi64>, tensor<3xi64>) -> ()
  }
}
