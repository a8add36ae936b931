module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf64>) -> (tensor<2x3xf64>) {
    %0 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.convert"(%0) : (tensor<i64>) -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %3 = "stablehlo.convert"(%2) : (tensor<2x3xf64>) -> tensor<2x3xi64>
    %4 = "stablehlo.constant"() {value = dense<0xC3E0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %5 = "stablehlo.constant"() {value = dense<0x43E0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %6 = "stablehlo.compare"(%2, %4) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %7 = "stablehlo.compare"(%2, %5) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %8 = "stablehlo.and"(%6, %7) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %9 = "stablehlo.constant"() {value = dense<-1> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %10 = "stablehlo.select"(%8, %3, %9) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %11 = "stablehlo.convert"(%10) : (tensor<2x3xi64>) -> tensor<2x3xf64>
    %12 = "stablehlo.constant"() {value = dense<2> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
    %14 = "stablehlo.remainder"(%10, %12) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %15 = "stablehlo.compare"(%14, %13) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %16 = "stablehlo.abs"(%arg0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %17 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %18 = "stablehlo.compare"(%16, %17) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %19 = "stablehlo.compare"(%10, %12) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %20 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %21 = "stablehlo.or"(%19, %20) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %22 = "stablehlo.or"(%21, %18) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %23 = "stablehlo.select"(%22, %13, %10) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.reduce"(%23, %24) ({
      ^bb0(%26: tensor<i64>, %27: tensor<i64>):
        %28 = "stablehlo.maximum"(%26, %27) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%28) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<i64>
    %29 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %30 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %31:3 = "stablehlo.while"(%30, %29, %arg0) ({
      ^bb0(%32: tensor<i64>, %33: tensor<2x3xf64>, %34: tensor<2x3xf64>):
        %35 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
        %36 = "stablehlo.compare"(%35, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
        %37 = "stablehlo.compare"(%34, %34) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
        %38 = "stablehlo.and"(%36, %37) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
        %39 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
        %40 = "stablehlo.reduce"(%38, %39) ({
          ^bb0(%41: tensor<i1>, %42: tensor<i1>):
            %43 = "stablehlo.or"(%41, %42) : (tensor<i1>, tensor<i1>) -> tensor<i1>
            "stablehlo.return"(%43) : (tensor<i1>) -> ()
        }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
        %44 = "stablehlo.compare"(%32, %25) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %45 = "stablehlo.and"(%44, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }, {
      ^bb0(%46: tensor<i64>, %47: tensor<2x3xf64>, %48: tensor<2x3xf64>):
        %49 = "stablehlo.convert"(%46) : (tensor<i64>) -> tensor<f64>
        %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
        %51 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
        %52 = "stablehlo.add"(%50, %50) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %53 = "stablehlo.add"(%52, %51) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %54 = "stablehlo.multiply"(%53, %arg0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %55 = "stablehlo.multiply"(%54, %48) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %56 = "stablehlo.multiply"(%50, %47) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %57 = "stablehlo.subtract"(%55, %56) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %58 = "stablehlo.add"(%50, %51) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %59 = "stablehlo.divide"(%57, %58) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %60 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
        %61 = "stablehlo.compare"(%60, %23) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
        %62 = "stablehlo.select"(%61, %48, %47) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %63 = "stablehlo.select"(%61, %59, %48) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        %64 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %65 = "stablehlo.add"(%46, %64) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%65, %62, %63) : (tensor<i64>, tensor<2x3xf64>, tensor<2x3xf64>) -> ()
    }) : (tensor<i64>, tensor<2x3xf64>, tensor<2x3xf64>) -> (tensor<i64>, tensor<2x3xf64>, tensor<2x3xf64>)
    %66 = "stablehlo.constant"() {value = dense<0x3FF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %67 = "stablehlo.compare"(%10, %13) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %68 = "stablehlo.select"(%67, %66, %31#2) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %69 = "stablehlo.constant"() {value = dense<0xBFF0000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %70 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %71 = "stablehlo.compare"(%arg0, %70) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
    %72 = "stablehlo.or"(%71, %15) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %73 = "stablehlo.select"(%72, %66, %69) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %74 = "stablehlo.select"(%18, %73, %68) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %75 = "stablehlo.constant"() {value = dense<0x0000000000000000> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %76 = "stablehlo.compare"(%10, %13) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %77 = "stablehlo.select"(%76, %75, %74) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%77) : (tensor<2x3xf64>) -> ()
  }
}
