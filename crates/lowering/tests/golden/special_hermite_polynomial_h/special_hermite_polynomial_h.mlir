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
    %15 = "stablehlo.compare"(%8, %10) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %16 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = "stablehlo.or"(%15, %16) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %18 = "stablehlo.constant"() {value = dense<128> : tensor<4xi64>} : () -> tensor<4xi64>
    %19 = "stablehlo.compare"(%8, %18) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %20 = "stablehlo.or"(%17, %19) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %21 = "stablehlo.select"(%20, %11, %8) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.reduce"(%21, %22) ({
      ^bb0(%24: tensor<i64>, %25: tensor<i64>):
        %26 = "stablehlo.maximum"(%24, %25) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%26) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %27 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %28 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %30:3 = "stablehlo.while"(%29, %27, %28) ({
      ^bb0(%31: tensor<i64>, %32: tensor<4xf32>, %33: tensor<4xf32>):
        %34 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %35 = "stablehlo.compare"(%34, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %36 = "stablehlo.compare"(%33, %33) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %37 = "stablehlo.and"(%35, %36) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %38 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %39 = "stablehlo.reduce"(%37, %38) ({
          ^bb0(%40: tensor<i1>, %41: tensor<i1>):
            %42 = "stablehlo.or"(%40, %41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%42) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %43 = "stablehlo.compare"(%31, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %44 = "stablehlo.and"(%43, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%44) : (tensor<i1>) -> ()
    }, {
      ^bb0(%45: tensor<i64>, %46: tensor<4xf32>, %47: tensor<4xf32>):
        %48 = "stablehlo.convert"(%45) : (tensor<i64>) -> tensor<f32>
        %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %50 = "stablehlo.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %51 = "stablehlo.multiply"(%50, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %52 = "stablehlo.add"(%49, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %53 = "stablehlo.multiply"(%52, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %54 = "stablehlo.subtract"(%51, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %55 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %56 = "stablehlo.compare"(%55, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %57 = "stablehlo.select"(%56, %47, %46) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %58 = "stablehlo.select"(%56, %54, %47) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %59 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %60 = "stablehlo.add"(%45, %59) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%60, %57, %58) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %61 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %62 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %63 = "stablehlo.select"(%62, %61, %30#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.constant"() {value = dense<128> : tensor<4xi64>} : () -> tensor<4xi64>
    %65 = "stablehlo.compare"(%8, %64) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %66 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %67 = "stablehlo.select"(%65, %66, %63) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %70 = "stablehlo.select"(%69, %68, %67) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%70) : (tensor<4xf32>) -> ()
  }
}
