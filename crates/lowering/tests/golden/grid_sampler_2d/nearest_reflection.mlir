module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x3x4xf32>, %arg1: tensor<1x2x2x2xf32>) -> (tensor<1x2x2x2xf32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32>
    %1 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x1xf32>
    %2 = "stablehlo.slice"(%arg1) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 1, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x1xf32>
    %3 = "stablehlo.reshape"(%1) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %4 = "stablehlo.reshape"(%2) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %5 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %7 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %9 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %10 = "stablehlo.multiply"(%4, %9) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %11 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %13 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %14 = "stablehlo.add"(%8, %13) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %15 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %16 = "stablehlo.compare"(%14, %15) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %17 = "stablehlo.abs"(%14) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %18 = "stablehlo.constant"() {value = dense<0x40800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %19 = "stablehlo.remainder"(%17, %18) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %20 = "stablehlo.divide"(%17, %18) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %21 = "stablehlo.floor"(%20) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %22 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %23 = "stablehlo.remainder"(%21, %22) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %24 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %25 = "stablehlo.compare"(%23, %24) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %26 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %27 = "stablehlo.add"(%19, %26) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %28 = "stablehlo.subtract"(%18, %19) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %29 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %31 = "stablehlo.select"(%25, %27, %30) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %32 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %33 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %34 = "stablehlo.select"(%16, %33, %32) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %35 = "stablehlo.select"(%25, %32, %33) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %36 = "stablehlo.multiply"(%34, %35) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %37 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %38 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %39 = "stablehlo.maximum"(%31, %37) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %40 = "stablehlo.minimum"(%39, %38) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %41 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %42 = "stablehlo.compare"(%31, %41) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %43 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %44 = "stablehlo.compare"(%31, %43) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %45 = "stablehlo.or"(%42, %44) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %46 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %47 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %48 = "stablehlo.select"(%45, %46, %47) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %49 = "stablehlo.multiply"(%36, %48) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %50 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %51 = "stablehlo.add"(%12, %50) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %52 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %53 = "stablehlo.compare"(%51, %52) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %54 = "stablehlo.abs"(%51) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %55 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %56 = "stablehlo.remainder"(%54, %55) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %57 = "stablehlo.divide"(%54, %55) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %58 = "stablehlo.floor"(%57) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %59 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %60 = "stablehlo.remainder"(%58, %59) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %61 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %62 = "stablehlo.compare"(%60, %61) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %63 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %64 = "stablehlo.add"(%56, %63) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %65 = "stablehlo.subtract"(%55, %56) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %66 = "stablehlo.constant"() {value = dense<0xBF000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %68 = "stablehlo.select"(%62, %64, %67) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %69 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %70 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %71 = "stablehlo.select"(%53, %70, %69) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %72 = "stablehlo.select"(%62, %69, %70) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %73 = "stablehlo.multiply"(%71, %72) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %74 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %75 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %76 = "stablehlo.maximum"(%68, %74) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %77 = "stablehlo.minimum"(%76, %75) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %78 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %79 = "stablehlo.compare"(%68, %78) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %80 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %81 = "stablehlo.compare"(%68, %80) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %82 = "stablehlo.or"(%79, %81) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %83 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %84 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %85 = "stablehlo.select"(%82, %83, %84) : (tensor<1x2x2xi1>, tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %86 = "stablehlo.multiply"(%73, %85) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %87 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %88 = "stablehlo.multiply"(%49, %87) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %89 = "stablehlo.constant"() {value = dense<0x3FC00000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %90 = "stablehlo.multiply"(%86, %89) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %91 = "stablehlo.round_nearest_even"(%40) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %92 = "stablehlo.round_nearest_even"(%77) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %93 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %94 = "stablehlo.compare"(%91, %93) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %95 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %96 = "stablehlo.compare"(%91, %95) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %97 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %98 = "stablehlo.compare"(%92, %97) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %99 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %100 = "stablehlo.compare"(%92, %99) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xi1>
    %101 = "stablehlo.and"(%94, %96) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %102 = "stablehlo.and"(%98, %100) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %103 = "stablehlo.and"(%101, %102) : (tensor<1x2x2xi1>, tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
    %104 = "stablehlo.convert"(%92) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %105 = "stablehlo.convert"(%91) : (tensor<1x2x2xf32>) -> tensor<1x2x2xi64>
    %106 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %107 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2xf32>} : () -> tensor<1x2x2xf32>
    %108 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x2x2xi64>
    %109 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %110 = "stablehlo.constant"() {value = dense<2> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %111 = "stablehlo.clamp"(%109, %104, %110) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %112 = "stablehlo.constant"() {value = dense<0> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %113 = "stablehlo.constant"() {value = dense<3> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
    %114 = "stablehlo.clamp"(%112, %105, %113) : (tensor<1x2x2xi64>, tensor<1x2x2xi64>, tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %115 = "stablehlo.reshape"(%108) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %116 = "stablehlo.reshape"(%111) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %117 = "stablehlo.reshape"(%114) : (tensor<1x2x2xi64>) -> tensor<1x2x2x1xi64>
    %118 = "stablehlo.concatenate"(%115, %116, %117) {dimension = 3 : i64} : (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) -> tensor<1x2x2x3xi64>
    %119 = "stablehlo.gather"(%0, %118) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>, indices_are_sorted = false} : (tensor<1x3x4x2xf32>, tensor<1x2x2x3xi64>) -> tensor<1x2x2x2xf32>
    %120 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xi1>) -> tensor<1x2x2x2xi1>
    %121 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<1x2x2x2xf32>} : () -> tensor<1x2x2x2xf32>
    %122 = "stablehlo.select"(%120, %119, %121) : (tensor<1x2x2x2xi1>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %123 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x2xf32>
    %124 = "stablehlo.multiply"(%122, %123) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    "func.return"(%125) : (tensor<1x2x2x2xf32>) -> ()
  }
}
