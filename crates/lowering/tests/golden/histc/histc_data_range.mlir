module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xbf16>) -> (tensor<3xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<6xbf16>) -> tensor<6xbf16>
    %3 = "stablehlo.convert"(%2) : (tensor<6xbf16>) -> tensor<6xf32>
    %4 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%3, %4) ({
      ^bb0(%7: tensor<f32>, %8: tensor<f32>):
        %9 = "stablehlo.minimum"(%7, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.reduce"(%3, %5) ({
      ^bb0(%11: tensor<f32>, %12: tensor<f32>):
        %13 = "stablehlo.maximum"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.compare"(%6, %10) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %15 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.subtract"(%6, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.add"(%10, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.convert"(%16) : (tensor<f32>) -> tensor<bf16>
    %19 = "stablehlo.convert"(%18) : (tensor<bf16>) -> tensor<f32>
    %20 = "stablehlo.convert"(%17) : (tensor<f32>) -> tensor<bf16>
    %21 = "stablehlo.convert"(%20) : (tensor<bf16>) -> tensor<f32>
    %22 = "stablehlo.select"(%14, %19, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.select"(%14, %21, %10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %25 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %26 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<6xf32>} : () -> tensor<6xf32>
    %27 = "stablehlo.convert"(%26) : (tensor<6xf32>) -> tensor<6xbf16>
    %28 = "stablehlo.convert"(%27) : (tensor<6xbf16>) -> tensor<6xf32>
    %29 = "stablehlo.subtract"(%3, %24) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %30 = "stablehlo.convert"(%29) : (tensor<6xf32>) -> tensor<6xbf16>
    %31 = "stablehlo.convert"(%30) : (tensor<6xbf16>) -> tensor<6xf32>
    %32 = "stablehlo.multiply"(%31, %28) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %33 = "stablehlo.convert"(%32) : (tensor<6xf32>) -> tensor<6xbf16>
    %34 = "stablehlo.convert"(%33) : (tensor<6xbf16>) -> tensor<6xf32>
    %35 = "stablehlo.subtract"(%25, %24) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %36 = "stablehlo.convert"(%35) : (tensor<6xf32>) -> tensor<6xbf16>
    %37 = "stablehlo.convert"(%36) : (tensor<6xbf16>) -> tensor<6xf32>
    %38 = "stablehlo.divide"(%34, %37) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %39 = "stablehlo.convert"(%38) : (tensor<6xf32>) -> tensor<6xbf16>
    %40 = "stablehlo.convert"(%39) : (tensor<6xbf16>) -> tensor<6xf32>
    %41 = "stablehlo.convert"(%40) : (tensor<6xf32>) -> tensor<6xi64>
    %42 = "stablehlo.constant"() {value = dense<2> : tensor<6xi64>} : () -> tensor<6xi64>
    %43 = "stablehlo.minimum"(%41, %42) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %44 = "stablehlo.compare"(%3, %24) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %45 = "stablehlo.compare"(%3, %25) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %46 = "stablehlo.and"(%44, %45) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %47 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %48 = "stablehlo.select"(%46, %43, %47) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %49 = "stablehlo.constant"() {value = dense<0x3F80> : tensor<6xbf16>} : () -> tensor<6xbf16>
    %50 = "stablehlo.constant"() {value = dense<0x0000> : tensor<6xbf16>} : () -> tensor<6xbf16>
    %51 = "stablehlo.select"(%46, %49, %50) : (tensor<6xi1>, tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xbf16>
    %52 = "stablehlo.constant"() {value = dense<0x0000> : tensor<3xbf16>} : () -> tensor<3xbf16>
    %53 = "stablehlo.reshape"(%48) : (tensor<6xi64>) -> tensor<6x1xi64>
    %54 = "stablehlo.scatter"(%52, %53, %51) ({
      ^bb0(%55: tensor<bf16>, %56: tensor<bf16>):
        %57 = "stablehlo.add"(%55, %56) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%57) : (tensor<bf16>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xbf16>, tensor<6x1xi64>, tensor<6xbf16>) -> tensor<3xbf16>
    "func.return"(%54) : (tensor<3xbf16>) -> ()
  }
}
