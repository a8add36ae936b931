module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>) {
    %0 = "stablehlo.abs"(%arg0) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
      ^bb0(%3: tensor<f32>, %4: tensor<f32>):
        %5 = "stablehlo.add"(%3, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%2, %6) ({
      ^bb0(%8: tensor<f32>, %9: tensor<f32>):
        %10 = "stablehlo.maximum"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = "stablehlo.constant"() {value = dense<0x40536BA5> : tensor<2xf32>} : () -> tensor<2xf32>
    %12 = "stablehlo.divide"(%7, %11) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %13 = "stablehlo.log"(%12) : (tensor<2xf32>) -> tensor<2xf32>
    %14 = "stablehlo.constant"() {value = dense<0x3F317218> : tensor<2xf32>} : () -> tensor<2xf32>
    %15 = "stablehlo.divide"(%13, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %16 = "stablehlo.ceil"(%15) : (tensor<2xf32>) -> tensor<2xf32>
    %17 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %18 = "stablehlo.maximum"(%16, %17) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %19 = "stablehlo.constant"() {value = dense<0x7149F2CA> : tensor<2xf32>} : () -> tensor<2xf32>
    %20 = "stablehlo.compare"(%7, %19) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %21 = "stablehlo.select"(%20, %18, %17) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %22 = "stablehlo.convert"(%21) : (tensor<2xf32>) -> tensor<2xi64>
    %23 = "stablehlo.constant"() {value = dense<0x40000000> : tensor<2xf32>} : () -> tensor<2xf32>
    %24 = "stablehlo.negate"(%21) : (tensor<2xf32>) -> tensor<2xf32>
    %25 = "stablehlo.power"(%23, %24) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3x3xf32>
    %27 = "stablehlo.multiply"(%arg0, %26) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %28 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %29 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %30 = "stablehlo.compare"(%28, %29) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %31 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %32 = "stablehlo.constant"() {value = dense<0x00000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %33 = "stablehlo.select"(%30, %31, %32) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %34 = "stablehlo.constant"() {value = dense<0x3D638E39> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %35 = "stablehlo.multiply"(%27, %34) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %36 = "stablehlo.add"(%33, %35) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %37 = "stablehlo.dot_general"(%27, %36) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %38 = "stablehlo.constant"() {value = dense<0x3D70F0F1> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %39 = "stablehlo.multiply"(%37, %38) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %40 = "stablehlo.add"(%33, %39) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %41 = "stablehlo.dot_general"(%27, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %42 = "stablehlo.constant"() {value = dense<0x3D800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %43 = "stablehlo.multiply"(%41, %42) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %44 = "stablehlo.add"(%33, %43) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %45 = "stablehlo.dot_general"(%27, %44) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %46 = "stablehlo.constant"() {value = dense<0x3D888889> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %48 = "stablehlo.add"(%33, %47) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %49 = "stablehlo.dot_general"(%27, %48) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %50 = "stablehlo.constant"() {value = dense<0x3D924925> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %51 = "stablehlo.multiply"(%49, %50) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %52 = "stablehlo.add"(%33, %51) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %53 = "stablehlo.dot_general"(%27, %52) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %54 = "stablehlo.constant"() {value = dense<0x3D9D89D9> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %55 = "stablehlo.multiply"(%53, %54) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %56 = "stablehlo.add"(%33, %55) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %57 = "stablehlo.dot_general"(%27, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %58 = "stablehlo.constant"() {value = dense<0x3DAAAAAB> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %59 = "stablehlo.multiply"(%57, %58) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %60 = "stablehlo.add"(%33, %59) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %61 = "stablehlo.dot_general"(%27, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %62 = "stablehlo.constant"() {value = dense<0x3DBA2E8C> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %63 = "stablehlo.multiply"(%61, %62) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %64 = "stablehlo.add"(%33, %63) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %65 = "stablehlo.dot_general"(%27, %64) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %66 = "stablehlo.constant"() {value = dense<0x3DCCCCCD> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %67 = "stablehlo.multiply"(%65, %66) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %68 = "stablehlo.add"(%33, %67) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %69 = "stablehlo.dot_general"(%27, %68) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %70 = "stablehlo.constant"() {value = dense<0x3DE38E39> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %71 = "stablehlo.multiply"(%69, %70) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %72 = "stablehlo.add"(%33, %71) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %73 = "stablehlo.dot_general"(%27, %72) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %74 = "stablehlo.constant"() {value = dense<0x3E000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %75 = "stablehlo.multiply"(%73, %74) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %76 = "stablehlo.add"(%33, %75) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %77 = "stablehlo.dot_general"(%27, %76) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %78 = "stablehlo.constant"() {value = dense<0x3E124925> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %79 = "stablehlo.multiply"(%77, %78) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %80 = "stablehlo.add"(%33, %79) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %81 = "stablehlo.dot_general"(%27, %80) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %82 = "stablehlo.constant"() {value = dense<0x3E2AAAAB> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %83 = "stablehlo.multiply"(%81, %82) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %84 = "stablehlo.add"(%33, %83) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %85 = "stablehlo.dot_general"(%27, %84) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %86 = "stablehlo.constant"() {value = dense<0x3E4CCCCD> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %87 = "stablehlo.multiply"(%85, %86) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %88 = "stablehlo.add"(%33, %87) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %89 = "stablehlo.dot_general"(%27, %88) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %90 = "stablehlo.constant"() {value = dense<0x3E800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %91 = "stablehlo.multiply"(%89, %90) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %92 = "stablehlo.add"(%33, %91) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %93 = "stablehlo.dot_general"(%27, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %94 = "stablehlo.constant"() {value = dense<0x3EAAAAAB> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %95 = "stablehlo.multiply"(%93, %94) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %96 = "stablehlo.add"(%33, %95) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %97 = "stablehlo.dot_general"(%27, %96) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %98 = "stablehlo.constant"() {value = dense<0x3F000000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %99 = "stablehlo.multiply"(%97, %98) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %100 = "stablehlo.add"(%33, %99) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %101 = "stablehlo.dot_general"(%27, %100) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %102 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<2x3x3xf32>} : () -> tensor<2x3x3xf32>
    %103 = "stablehlo.multiply"(%101, %102) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %104 = "stablehlo.add"(%33, %103) : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %105 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %106 = "stablehlo.reduce"(%22, %105) ({
      ^bb0(%107: tensor<i64>, %108: tensor<i64>):
        %109 = "stablehlo.maximum"(%107, %108) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%109) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %110:2 = "stablehlo.while"(%105, %104) ({
      ^bb0(%111: tensor<i64>, %112: tensor<2x3x3xf32>):
        %113 = "stablehlo.compare"(%111, %106) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%113) : (tensor<i1>) -> ()
    }, {
      ^bb0(%114: tensor<i64>, %115: tensor<2x3x3xf32>):
        %116 = "stablehlo.dot_general"(%115, %115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %117 = "stablehlo.broadcast_in_dim"(%114) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
        %118 = "stablehlo.compare"(%117, %22) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
        %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x3x3xi1>
        %120 = "stablehlo.select"(%119, %116, %115) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %121 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
        %122 = "stablehlo.add"(%114, %121) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%122, %120) : (tensor<i64>, tensor<2x3x3xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3x3xf32>) -> (tensor<i64>, tensor<2x3x3xf32>)
    "func.return"(%110#1) : (tensor<2x3x3xf32>) -> ()
  }
}
