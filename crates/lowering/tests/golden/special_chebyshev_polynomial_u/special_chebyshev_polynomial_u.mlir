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
    %35 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %36:3 = "stablehlo.while"(%35, %33, %34) ({
      ^bb0(%37: tensor<i64>, %38: tensor<4xf32>, %39: tensor<4xf32>):
        %40 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %41 = "stablehlo.compare"(%40, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %42 = "stablehlo.compare"(%39, %39) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %43 = "stablehlo.and"(%41, %42) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %44 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %45 = "stablehlo.reduce"(%43, %44) ({
          ^bb0(%46: tensor<i1>, %47: tensor<i1>):
            %48 = "stablehlo.or"(%46, %47) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%48) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %49 = "stablehlo.compare"(%37, %29) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %50 = "stablehlo.and"(%49, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%50) : (tensor<i1>) -> ()
    }, {
      ^bb0(%51: tensor<i64>, %52: tensor<4xf32>, %53: tensor<4xf32>):
        %54 = "stablehlo.convert"(%51) : (tensor<i64>) -> tensor<f32>
        %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %56 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %57 = "stablehlo.multiply"(%56, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %58 = "stablehlo.subtract"(%57, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %59 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %60 = "stablehlo.compare"(%59, %27) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %61 = "stablehlo.select"(%60, %53, %52) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %62 = "stablehlo.select"(%60, %58, %53) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %63 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %64 = "stablehlo.add"(%51, %63) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%64, %61, %62) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %65 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %66 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %67 = "stablehlo.select"(%66, %65, %36#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "chlo.acos"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %69 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %70 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %71 = "stablehlo.add"(%9, %69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.add"(%9, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.multiply"(%68, %70) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "stablehlo.sine"(%68) : (tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.multiply"(%71, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.sine"(%75) : (tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.divide"(%76, %74) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.cosine"(%75) : (tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.multiply"(%71, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.divide"(%79, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %82 = "stablehlo.compare"(%74, %81) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %83 = "stablehlo.select"(%82, %77, %80) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.select"(%21, %83, %67) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %85 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %86 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %87 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %88 = "stablehlo.compare"(%arg0, %87) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %89 = "stablehlo.add"(%9, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %90 = "stablehlo.add"(%9, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "stablehlo.add"(%90, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "stablehlo.negate"(%89) : (tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.select"(%13, %89, %92) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.select"(%88, %89, %93) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.select"(%16, %94, %84) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %97 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %98 = "stablehlo.select"(%97, %96, %95) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%98) : (tensor<4xf32>) -> ()
  }
}
