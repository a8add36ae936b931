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
    %10 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %12 = "stablehlo.subtract"(%10, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.constant"() {value = dense<2> : tensor<4xi64>} : () -> tensor<4xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<4xi64>} : () -> tensor<4xi64>
    %15 = "stablehlo.remainder"(%8, %13) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %16 = "stablehlo.compare"(%15, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %17 = "stablehlo.abs"(%12) : (tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %20 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %21 = "stablehlo.compare"(%17, %20) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %22 = "stablehlo.constant"() {value = dense<6> : tensor<4xi64>} : () -> tensor<4xi64>
    %23 = "stablehlo.compare"(%8, %22) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %24 = "stablehlo.and"(%21, %23) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %25 = "stablehlo.compare"(%8, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %26 = "stablehlo.compare"(%12, %12) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %27 = "stablehlo.or"(%25, %26) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %28 = "stablehlo.or"(%27, %19) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %29 = "stablehlo.or"(%28, %24) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %30 = "stablehlo.select"(%29, %14, %8) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %31 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %32 = "stablehlo.reduce"(%30, %31) ({
      ^bb0(%33: tensor<i64>, %34: tensor<i64>):
        %35 = "stablehlo.maximum"(%33, %34) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%35) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %36 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %37 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %38:3 = "stablehlo.while"(%37, %36, %12) ({
      ^bb0(%39: tensor<i64>, %40: tensor<4xf32>, %41: tensor<4xf32>):
        %42 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %43 = "stablehlo.compare"(%42, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %44 = "stablehlo.compare"(%41, %41) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %45 = "stablehlo.and"(%43, %44) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %46 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %47 = "stablehlo.reduce"(%45, %46) ({
          ^bb0(%48: tensor<i1>, %49: tensor<i1>):
            %50 = "stablehlo.or"(%48, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%50) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %51 = "stablehlo.compare"(%39, %32) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %52 = "stablehlo.and"(%51, %47) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }, {
      ^bb0(%53: tensor<i64>, %54: tensor<4xf32>, %55: tensor<4xf32>):
        %56 = "stablehlo.convert"(%53) : (tensor<i64>) -> tensor<f32>
        %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %58 = "stablehlo.add"(%12, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %59 = "stablehlo.multiply"(%58, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %60 = "stablehlo.subtract"(%59, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %61 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %62 = "stablehlo.compare"(%61, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %63 = "stablehlo.select"(%62, %55, %54) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %64 = "stablehlo.select"(%62, %60, %55) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %65 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %66 = "stablehlo.add"(%53, %65) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%66, %63, %64) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %67 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %68 = "stablehlo.compare"(%8, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %69 = "stablehlo.select"(%68, %67, %38#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "chlo.acos"(%12) : (tensor<4xf32>) -> tensor<4xf32>
    %71 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.add"(%9, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.add"(%9, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.multiply"(%70, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.multiply"(%9, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.cosine"(%76) : (tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.select"(%24, %77, %69) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %80 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %81 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %82 = "stablehlo.compare"(%12, %81) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %83 = "stablehlo.add"(%9, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.add"(%9, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.add"(%84, %79) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.select"(%16, %79, %80) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.select"(%82, %79, %86) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.select"(%19, %87, %78) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %90 = "stablehlo.compare"(%8, %14) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %91 = "stablehlo.select"(%90, %89, %88) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%91) : (tensor<4xf32>) -> ()
  }
}
