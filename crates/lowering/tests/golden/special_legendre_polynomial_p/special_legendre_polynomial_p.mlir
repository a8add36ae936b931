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
    %17 = "stablehlo.compare"(%8, %10) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %18 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %19 = "stablehlo.or"(%17, %18) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %20 = "stablehlo.or"(%19, %16) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
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
        %49 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
        %50 = "stablehlo.add"(%48, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %51 = "stablehlo.add"(%50, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %52 = "stablehlo.multiply"(%51, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %53 = "stablehlo.multiply"(%52, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %54 = "stablehlo.multiply"(%48, %45) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %55 = "stablehlo.subtract"(%53, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %56 = "stablehlo.add"(%48, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %57 = "stablehlo.divide"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %58 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
        %59 = "stablehlo.compare"(%58, %21) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %60 = "stablehlo.select"(%59, %46, %45) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %61 = "stablehlo.select"(%59, %57, %46) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %62 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %63 = "stablehlo.add"(%44, %62) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%63, %60, %61) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<4xf32>)
    %64 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %65 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %66 = "stablehlo.select"(%65, %64, %29#2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.constant"() {value = dense<0xBF800000> : tensor<4xf32>} : () -> tensor<4xf32>
    %68 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %69 = "stablehlo.compare"(%arg0, %68) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %70 = "stablehlo.or"(%69, %13) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %71 = "stablehlo.select"(%70, %64, %67) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %72 = "stablehlo.select"(%16, %71, %66) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<4xf32>} : () -> tensor<4xf32>
    %74 = "stablehlo.compare"(%8, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %75 = "stablehlo.select"(%74, %73, %72) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%75) : (tensor<4xf32>) -> ()
  }
}
