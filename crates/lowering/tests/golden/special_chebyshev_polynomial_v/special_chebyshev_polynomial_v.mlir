module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi64>) -> (tensor<4xf32>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<4xi64>) -> tensor<4xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<4xf32>) -> tensor<4xi64>
    %2 = "stablehlo.constant"() {value = dense<0xDF000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<0x5F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %4 = "stablehlo.compare"(%0, %2) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %5 = "stablehlo.compare"(%0, %3) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %6 = "stablehlo.and"(%4, %5) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %7 = "stablehlo.constant"() {value = dense<-1> : tensor<4xi64>} : () -> tensor<4xi64>
    %8 = "stablehlo.select"(%6, %1, %7) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %9 = "stablehlo.convert"(%8) : (tensor<4xi64>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<2> : tensor<4xi64>} : () -> tensor<4xi64>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %12 = "stablehlo.remainder"(%8, %10) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %13 = "stablehlo.compare"(%12, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %14 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %16 = "stablehlo.compare"(%14, %15) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %18 = "stablehlo.compare"(%14, %17) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %19 = "stablehlo.constant"() {value = dense<8> : tensor<4xi64>} : () -> tensor<4xi64>
    %20 = "stablehlo.compare"(%8, %19) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %21 = "stablehlo.and"(%18, %20) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %22 = "stablehlo.compare"(%8, %10) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %23 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %24 = "stablehlo.or"(%22, %23) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %25 = "stablehlo.or"(%24, %16) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %26 = "stablehlo.or"(%25, %21) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %27 = "stablehlo.select"(%26, %11, %8) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.reduce"(%27, %28) ({
      ^bb0(%30: tensor<i64>, %31: tensor<i64>):
        %32 = "stablehlo.maximum"(%30, %31) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%32) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %33 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %34 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %35 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %36 = "stablehlo.subtract"(%34, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %38:3 = "stablehlo.while"(%37, %33, %36) ({
      ^bb0(%39: tensor<i64>, %40: tensor<4xf32>, %41: tensor<4xf32>):
        %42 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %43 = "stablehlo.compare"(%42, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %44 = "stablehlo.compare"(%41, %41) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %45 = "stablehlo.and"(%43, %44) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %46 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %47 = "stablehlo.reduce"(%45, %46) ({
          ^bb0(%48: tensor<i1>, %49: tensor<i1>):
            %50 = "stablehlo.or"(%48, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%50) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %51 = "stablehlo.compare"(%39, %29) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %52 = "stablehlo.and"(%51, %47) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }, {
      ^bb0(%53: tensor<i64>, %54: tensor<4xf32>, %55: tensor<4xf32>):
        %56 = "stablehlo.convert"(%53) : (tensor<i64>) -> tensor<f32>
        %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %58 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %59 = "stablehlo.multiply"(%58, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %60 = "stablehlo.subtract"(%59, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %61 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %62 = "stablehlo.compare"(%61, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %63 = "stablehlo.select"(%62, %55, %54) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %64 = "stablehlo.select"(%62, %60, %55) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %65 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %66 = "stablehlo.add"(%53, %65) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%66, %63, %64) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %67 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %68 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %69 = "stablehlo.select"(%68, %67, %38#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "chlo.acos"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.add"(%9, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.add"(%9, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.multiply"(%70, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.sine"(%75) : (tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.cosine"(%75) : (tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%74, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.cosine"(%78) : (tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.divide"(%79, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %82 = "stablehlo.add"(%9, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.add"(%82, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.negate"(%83) : (tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.select"(%13, %83, %84) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %87 = "stablehlo.compare"(%76, %86) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %88 = "stablehlo.select"(%87, %80, %85) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.select"(%21, %88, %69) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %91 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %92 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %93 = "stablehlo.compare"(%arg0, %92) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %94 = "stablehlo.add"(%9, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.add"(%9, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.add"(%95, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.negate"(%96) : (tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.select"(%13, %96, %97) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.select"(%93, %90, %98) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.select"(%16, %99, %89) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %102 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %103 = "stablehlo.select"(%102, %101, %100) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%103) : (tensor<4xf32>) -> ()
  }
}
