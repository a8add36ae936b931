module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>) -> (tensor<2x5xcomplex<f32>>) {
    %0 = "stablehlo.fft"(%arg0) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
    "func.return"(%0) : (tensor<2x5xcomplex<f32>>) -> ()
  }
}
