module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xbf16>) -> (tensor<3xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.convert"(%arg0) : (tensor<6xbf16>) -> tensor<6xf32>
    %3 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%2, %3) ({
      ^bb0(%6: tensor<f32>, %7: tensor<f32>):
        %8 = "stablehlo.minimum"(%6, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce"(%2, %4) ({
      ^bb0(%10: tensor<f32>, %11: tensor<f32>):
        %12 = "stablehlo.maximum"(%10, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.compare"(%5, %9) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = "stablehlo.constant"() {value = dense<0x3F800000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.subtract"(%5, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.add"(%9, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.convert"(%15) : (tensor<f32>) -> tensor<bf16>
    %18 = "stablehlo.convert"(%17) : (tensor<bf16>) -> tensor<f32>
    %19 = "stablehlo.convert"(%16) : (tensor<f32>) -> tensor<bf16>
    %20 = "stablehlo.convert"(%19) : (tensor<bf16>) -> tensor<f32>
    %21 = "stablehlo.select"(%13, %18, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.select"(%13, %20, %9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %24 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %25 = "stablehlo.constant"() {value = dense<0x40400000> : tensor<6xf32>} : () -> tensor<6xf32>
    %26 = "stablehlo.convert"(%25) : (tensor<6xf32>) -> tensor<6xbf16>
    %27 = "stablehlo.convert"(%26) : (tensor<6xbf16>) -> tensor<6xf32>
    %28 = "stablehlo.subtract"(%2, %23) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %29 = "stablehlo.convert"(%28) : (tensor<6xf32>) -> tensor<6xbf16>
    %30 = "stablehlo.convert"(%29) : (tensor<6xbf16>) -> tensor<6xf32>
    %31 = "stablehlo.multiply"(%30, %27) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %32 = "stablehlo.convert"(%31) : (tensor<6xf32>) -> tensor<6xbf16>
    %33 = "stablehlo.convert"(%32) : (tensor<6xbf16>) -> tensor<6xf32>
    %34 = "stablehlo.subtract"(%24, %23) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %35 = "stablehlo.convert"(%34) : (tensor<6xf32>) -> tensor<6xbf16>
    %36 = "stablehlo.convert"(%35) : (tensor<6xbf16>) -> tensor<6xf32>
    %37 = "stablehlo.divide"(%33, %36) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %38 = "stablehlo.convert"(%37) : (tensor<6xf32>) -> tensor<6xbf16>
    %39 = "stablehlo.convert"(%38) : (tensor<6xbf16>) -> tensor<6xf32>
    %40 = "stablehlo.convert"(%39) : (tensor<6xf32>) -> tensor<6xi64>
    %41 = "stablehlo.constant"() {value = dense<2> : tensor<6xi64>} : () -> tensor<6xi64>
    %42 = "stablehlo.minimum"(%40, %41) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %43 = "stablehlo.compare"(%2, %23) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %44 = "stablehlo.compare"(%2, %24) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %45 = "stablehlo.and"(%43, %44) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %46 = "stablehlo.constant"() {value = dense<0> : tensor<6xi64>} : () -> tensor<6xi64>
    %47 = "stablehlo.select"(%45, %42, %46) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %48 = "stablehlo.constant"() {value = dense<0x3F80> : tensor<6xbf16>} : () -> tensor<6xbf16>
    %49 = "stablehlo.constant"() {value = dense<0x0000> : tensor<6xbf16>} : () -> tensor<6xbf16>
    %50 = "stablehlo.select"(%45, %48, %49) : (tensor<6xi1>, tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xbf16>
    %51 = "stablehlo.constant"() {value = dense<0x0000> : tensor<3xbf16>} : () -> tensor<3xbf16>
    %52 = "stablehlo.reshape"(%47) : (tensor<6xi64>) -> tensor<6x1xi64>
    %53 = "stablehlo.scatter"(%51, %52, %50) ({
      ^bb0(%54: tensor<bf16>, %55: tensor<bf16>):
        %56 = "stablehlo.add"(%54, %55) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%56) : (tensor<bf16>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3xbf16>, tensor<6x1xi64>, tensor<6xbf16>) -> tensor<3xbf16>
    "func.return"(%53) : (tensor<3xbf16>) -> ()
  }
}
