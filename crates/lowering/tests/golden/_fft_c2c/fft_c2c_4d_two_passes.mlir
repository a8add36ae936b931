module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4x5xcomplex<f32>>) -> (tensor<2x3x4x5xcomplex<f32>>) {
    %0 = "stablehlo.fft"(%arg0) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 3, 4, 5>} : (tensor<2x3x4x5xcomplex<f32>>) -> tensor<2x3x4x5xcomplex<f32>>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 1, 2, 3, 0>} : (tensor<2x3x4x5xcomplex<f32>>) -> tensor<3x4x5x2xcomplex<f32>>
    %2 = "stablehlo.fft"(%1) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2>} : (tensor<3x4x5x2xcomplex<f32>>) -> tensor<3x4x5x2xcomplex<f32>>
    %3 = "stablehlo.transpose"(%2) {permutation = array<i64: 3, 0, 1, 2>} : (tensor<3x4x5x2xcomplex<f32>>) -> tensor<2x3x4x5xcomplex<f32>>
    "func.return"(%3) : (tensor<2x3x4x5xcomplex<f32>>) -> ()
  }
}
