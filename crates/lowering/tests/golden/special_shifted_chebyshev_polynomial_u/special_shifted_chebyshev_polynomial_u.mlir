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
    %37 = "stablehlo.add"(%12, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %39:3 = "stablehlo.while"(%38, %36, %37) ({
      ^bb0(%40: tensor<i64>, %41: tensor<4xf32>, %42: tensor<4xf32>):
        %43 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %44 = "stablehlo.compare"(%43, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %45 = "stablehlo.compare"(%42, %42) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %46 = "stablehlo.and"(%44, %45) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %47 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %48 = "stablehlo.reduce"(%46, %47) ({
          ^bb0(%49: tensor<i1>, %50: tensor<i1>):
            %51 = "stablehlo.or"(%49, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%51) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %52 = "stablehlo.compare"(%40, %32) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %53 = "stablehlo.and"(%52, %48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }, {
      ^bb0(%54: tensor<i64>, %55: tensor<4xf32>, %56: tensor<4xf32>):
        %57 = "stablehlo.convert"(%54) : (tensor<i64>) -> tensor<f32>
        %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %59 = "stablehlo.add"(%12, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %60 = "stablehlo.multiply"(%59, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %61 = "stablehlo.subtract"(%60, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %62 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %63 = "stablehlo.compare"(%62, %30) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %64 = "stablehlo.select"(%63, %56, %55) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %65 = "stablehlo.select"(%63, %61, %56) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %66 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %67 = "stablehlo.add"(%54, %66) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%67, %64, %65) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %68 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.compare"(%8, %14) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %70 = "stablehlo.select"(%69, %68, %39#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %71 = "chlo.acos"(%12) : (tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %73 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %74 = "stablehlo.add"(%9, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.add"(%9, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "stablehlo.multiply"(%71, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %77 = "stablehlo.sine"(%71) : (tensor<4xf32>) -> tensor<4xf32>
    %78 = "stablehlo.multiply"(%74, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %79 = "stablehlo.sine"(%78) : (tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.divide"(%79, %77) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "stablehlo.cosine"(%78) : (tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.multiply"(%74, %81) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "stablehlo.divide"(%82, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %85 = "stablehlo.compare"(%77, %84) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %86 = "stablehlo.select"(%85, %80, %83) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "stablehlo.select"(%24, %86, %70) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %88 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %89 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %90 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %91 = "stablehlo.compare"(%12, %90) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %92 = "stablehlo.add"(%9, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.add"(%9, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.add"(%93, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.negate"(%92) : (tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.select"(%16, %92, %95) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.select"(%91, %92, %96) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.select"(%19, %97, %87) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %100 = "stablehlo.compare"(%8, %14) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %101 = "stablehlo.select"(%100, %99, %98) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%101) : (tensor<4xf32>) -> ()
  }
}
