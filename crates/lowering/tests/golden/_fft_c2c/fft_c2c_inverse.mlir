module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xcomplex<f32>>) -> (tensor<3x5xcomplex<f32>>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<3x5xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %1 = "stablehlo.fft"(%0) {fft_type = #stablehlo<fft_type IFFT>, fft_length = array<i64: 3>} : (tensor<5x3xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0>} : (tensor<5x3xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    "func.return"(%2) : (tensor<3x5xcomplex<f32>>) -> ()
  }
}
