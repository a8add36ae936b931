module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf64>, %arg1: tensor<i64>) -> (tensor<2x3xf64>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<f64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %2 = "stablehlo.convert"(%1) : (tensor<2x3xf64>) -> tensor<2x3xi64>
    %3 = "stablehlo.constant"() {value = dense<0xC3E0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %4 = "stablehlo.constant"() {value = dense<0x43E0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %5 = "stablehlo.compare"(%1, %3) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %6 = "stablehlo.compare"(%1, %4) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %7 = "stablehlo.and"(%5, %6) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %8 = "stablehlo.constant"() {value = dense<-1> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %9 = "stablehlo.select"(%7, %2, %8) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %10 = "stablehlo.convert"(%9) : (tensor<2x3xi64>) -> tensor<2x3xf64>
    %11 = "stablehlo.constant"() {value = dense<2> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %12 = "stablehlo.constant"() {value = dense<0> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %13 = "stablehlo.remainder"(%9, %11) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %14 = "stablehlo.compare"(%13, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %15 = "stablehlo.abs"(%arg0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %16 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %17 = "stablehlo.compare"(%15, %16) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %18 = "stablehlo.compare"(%9, %11) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %19 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %20 = "stablehlo.or"(%18, %19) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %21 = "stablehlo.or"(%20, %17) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %22 = "stablehlo.select"(%21, %12, %9) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %24 = "stablehlo.reduce"(%22, %23) ({
      ^bb0(%25: tensor<i64>, %26: tensor<i64>):
        %27 = "stablehlo.maximum"(%25, %26) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%27) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<i64>
    %28 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %29 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %30:3 = "stablehlo.while"(%29, %28, %arg0) ({
      ^bb0(%31: tensor<i64>, %32: tensor<2x3xf64>, %33: tensor<2x3xf64>):
        %34 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
        %35 = "stablehlo.compare"(%34, %22) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
        %36 = "stablehlo.compare"(%33, %33) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
        %37 = "stablehlo.and"(%35, %36) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
        %38 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %39 = "stablehlo.reduce"(%37, %38) ({
          ^bb0(%40: tensor<i1>, %41: tensor<i1>):
            %42 = "stablehlo.or"(%40, %41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%42) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
        %43 = "stablehlo.compare"(%31, %24) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %44 = "stablehlo.and"(%43, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%44) : (tensor<i1>) -> ()
    }, {
      ^bb0(%45: tensor<i64>, %46: tensor<2x3xf64>, %47: tensor<2x3xf64>):
        %48 = "stablehlo.convert"(%45) : (tensor<i64>) -> tensor<f64>
        %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
        %50 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
        %51 = "stablehlo.add"(%49, %49) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %52 = "stablehlo.add"(%51, %50) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %53 = "stablehlo.multiply"(%52, %arg0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %54 = "stablehlo.multiply"(%53, %47) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %55 = "stablehlo.multiply"(%49, %46) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %56 = "stablehlo.subtract"(%54, %55) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %57 = "stablehlo.add"(%49, %50) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %58 = "stablehlo.divide"(%56, %57) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %59 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
        %60 = "stablehlo.compare"(%59, %22) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
        %61 = "stablehlo.select"(%60, %47, %46) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %62 = "stablehlo.select"(%60, %58, %47) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %63 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %64 = "stablehlo.add"(%45, %63) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%64, %61, %62) : (tensor<i64>, tensor<2x3xf64>, tensor<2x3xf64>) -> ()
    }) : (tensor<i64>, tensor<2x3xf64>, tensor<2x3xf64>) -> (tensor<i64>, tensor<2x3xf64>, tensor<2x3xf64>)
    %65 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %66 = "stablehlo.compare"(%9, %12) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %67 = "stablehlo.select"(%66, %65, %30#2) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %68 = "stablehlo.constant"() {value = dense<0xBFF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %69 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %70 = "stablehlo.compare"(%arg0, %69) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %71 = "stablehlo.or"(%70, %14) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %72 = "stablehlo.select"(%71, %65, %68) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %73 = "stablehlo.select"(%17, %72, %67) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %74 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %75 = "stablehlo.compare"(%9, %12) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %76 = "stablehlo.select"(%75, %74, %73) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%76) : (tensor<2x3xf64>) -> ()
  }
}
