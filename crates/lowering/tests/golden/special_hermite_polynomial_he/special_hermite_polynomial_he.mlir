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
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %29:3 = "stablehlo.while"(%28, %27, %arg0) ({
      ^bb0(%30: tensor<i64>, %31: tensor<4xf32>, %32: tensor<4xf32>):
        %33 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %34 = "stablehlo.compare"(%33, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %35 = "stablehlo.compare"(%32, %32) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %36 = "stablehlo.and"(%34, %35) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
        %37 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %38 = "stablehlo.reduce"(%36, %37) ({
          ^bb0(%39: tensor<i1>, %40: tensor<i1>):
            %41 = "stablehlo.or"(%39, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%41) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %42 = "stablehlo.compare"(%30, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %43 = "stablehlo.and"(%42, %38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%43) : (tensor<i1>) -> ()
    }, {
      ^bb0(%44: tensor<i64>, %45: tensor<4xf32>, %46: tensor<4xf32>):
        %47 = "stablehlo.convert"(%44) : (tensor<i64>) -> tensor<f32>
        %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
        %49 = "stablehlo.multiply"(%arg0, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %50 = "stablehlo.multiply"(%48, %45) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %51 = "stablehlo.subtract"(%49, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %52 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %53 = "stablehlo.compare"(%52, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %54 = "stablehlo.select"(%53, %46, %45) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %55 = "stablehlo.select"(%53, %51, %46) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %56 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %57 = "stablehlo.add"(%44, %56) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%57, %54, %55) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %58 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %59 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %60 = "stablehlo.select"(%59, %58, %29#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.constant"() {value = dense<128> : tensor<4xi64>} : () -> tensor<4xi64>
    %62 = "stablehlo.compare"(%8, %61) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %63 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<4xf32>} : () -> tensor<4xf32>
    %64 = "stablehlo.select"(%62, %63, %60) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %66 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %67 = "stablehlo.select"(%66, %65, %64) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%67) : (tensor<4xf32>) -> ()
  }
}
