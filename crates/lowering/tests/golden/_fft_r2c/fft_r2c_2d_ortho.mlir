module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x3xf64>) -> (tensor<4x4x3xcomplex<f64>>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 2, 0, 1>} : (tensor<4x6x3xf64>) -> tensor<3x4x6xf64>
    %1 = "stablehlo.fft"(%0) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 6>} : (tensor<3x4x6xf64>) -> tensor<3x4x4xcomplex<f64>>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 1>} : (tensor<3x4x4xcomplex<f64>>) -> tensor<3x4x4xcomplex<f64>>
    %3 = "stablehlo.fft"(%2) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<3x4x4xcomplex<f64>>) -> tensor<3x4x4xcomplex<f64>>
    %4 = "stablehlo.transpose"(%3) {permutation = array<i64: 0, 2, 1>} : (tensor<3x4x4xcomplex<f64>>) -> tensor<3x4x4xcomplex<f64>>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 1, 2, 0>} : (tensor<3x4x4xcomplex<f64>>) -> tensor<4x4x3xcomplex<f64>>
    %6 = "stablehlo.constant"() {value = dense<(0x3FCA20BD700C2C3F, 0x0000000000000000)> : tensor<4x4x3xcomplex<f64>>} : () -> tensor<4x4x3xcomplex<f64>>
    %7 = "stablehlo.multiply"(%5, %6) : (tensor<4x4x3xcomplex<f64>>, tensor<4x4x3xcomplex<f64>>) -> tensor<4x4x3xcomplex<f64>>
    "func.return"(%7) : (tensor<4x4x3xcomplex<f64>>) -> ()
  }
}
