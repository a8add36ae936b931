"""How common each op_db entry is in real models, most common first.

Hand-ranked from the ATen ops that dominate the forward and backward graphs of the model families
people train (decoder/encoder transformers such as GPT-2/Llama/BERT/ViT, CNNs such as ResNet/
ConvNeXt/U-Net, and their optimisers), i.e. the ops a user hits first. Entries not listed rank after
all listed ones, in op_db order. Used by tools/conformance.py to say which failures to fix first.
"""

USAGE = (
    # Transformer and MLP core
    "add", "mul", "nn.functional.linear", "matmul", "view", "reshape", "transpose", "permute",
    "softmax", "nn.functional.layer_norm", "nn.functional.gelu", "nn.functional.dropout",
    "nn.functional.embedding", "nn.functional.scaled_dot_product_attention", "cat", "sum", "mean",
    "div.no_rounding_mode", "sub", "nn.functional.cross_entropy", "nn.functional.relu", "mm", "bmm",
    "addmm", "expand", "unsqueeze", "squeeze", "contiguous", "split", "chunk", "slice", "select",
    "__getitem__", "to", "float", "nn.functional.silu", "rsqrt", "pow", "nn.functional.rms_norm",
    "sqrt", "exp", "tanh", "sigmoid", "where", "masked_fill", "neg", "clone", "zeros", "ones", "full",
    "zeros_like", "ones_like", "full_like", "arange", "triu", "tril", "log_softmax",
    "nn.functional.nll_loss", "flatten", "stack", "index_select", "gather", "amax", "argmax", "topk",
    "sort", "cumsum", "repeat", "expand_as", "view_as", "eq", "ne", "lt", "gt", "le", "ge", "abs",
    "clamp", "clamp_min", "clamp_max", "maximum", "minimum", "max.reduction_with_dim",
    "min.reduction_with_dim", "log", "sin", "cos", "einsum", "baddbmm", "nn.functional.mse_loss",
    "var_mean", "var", "std", "rsub", "addcmul", "addcdiv", "lerp", "norm", "linalg.vector_norm",
    "nn.functional.normalize", "logsumexp", "any", "all", "isinf", "isnan", "nan_to_num",
    "logical_not", "logical_and", "bitwise_and", "bool", "long", "int", "half", "bfloat16",
    "new_zeros", "new_ones", "new_full", "empty", "empty_like", "randn",
    "rand_like", "randn_like", "bernoulli", "multinomial", "argsort", "index_put", "scatter",
    "scatter_add", "index_add", "index_copy", "masked_select", "nonzero", "roll", "flip",
    "nn.functional.pad.constant", "constant_pad_nd",
    # CNN core
    "nn.functional.conv2d", "nn.functional.batch_norm", "native_batch_norm", "nn.functional.max_pool2d",
    "nn.functional.avg_pool2d", "nn.functional.adaptive_avg_pool2d", "nn.functional.conv1d",
    "nn.functional.conv_transpose2d", "nn.functional.group_norm", "nn.functional.interpolate.nearest",
    "nn.functional.interpolate.bilinear", "nn.functional.hardswish", "nn.functional.hardsigmoid",
    "nn.functional.leaky_relu", "nn.functional.relu6", "nn.functional.elu", "nn.functional.mish",
    "nn.functional.pixel_shuffle", "nn.functional.conv3d", "nn.functional.adaptive_max_pool2d",
    "nn.functional.unfold", "nn.functional.instance_norm", "nn.functional.pad.reflect",
    "nn.functional.pad.replicate",
    # Losses and training utilities
    "nn.functional.binary_cross_entropy_with_logits", "nn.functional.binary_cross_entropy",
    "nn.functional.l1_loss", "nn.functional.smooth_l1_loss", "nn.functional.huber_loss",
    "nn.functional.kl_div", "nn.functional.cosine_similarity", "nn.functional.softplus",
    "nn.functional.logsigmoid", "nn.functional.one_hot", "reciprocal", "sign", "floor", "ceil",
    "round", "trunc", "frac", "remainder", "fmod", "floor_divide", "erf", "erfinv", "expm1", "log1p",
    "log2", "exp2", "square", "atan2", "hypot", "sgn", "signbit", "mean", "nanmean", "prod",
    "amin", "argmin", "aminmax", "median", "mode", "kthvalue", "cummax", "cumprod", "unique",
    "bincount", "histc", "searchsorted", "bucketize", "repeat_interleave", "tile", "movedim",
    "narrow", "unbind", "tensor_split", "unflatten", "diagonal", "diag", "diag_embed", "outer",
    "inner", "dot", "mv", "addmv", "addbmm", "addr", "kron", "tensordot", "cross", "linalg.cross",
    "cdist", "nn.functional.pairwise_distance", "dist", "trace", "linalg.norm", "linalg.matrix_norm",
    "linalg.inv", "linalg.solve", "linalg.cholesky", "linalg.qr", "linalg.svd", "linalg.eigh",
    "linalg.det", "linalg.slogdet", "linalg.pinv", "linalg.lstsq", "linalg.solve_triangular",
    "triangular_solve", "cholesky_solve", "lu", "linalg.lu_factor", "linalg.matrix_power",
    "nn.functional.grid_sample", "nn.functional.embedding_bag", "nn.functional.ctc_loss",
    "nn.functional.multi_head_attention_forward", "nn.functional.glu", "nn.functional.prelu",
    "nn.functional.selu", "nn.functional.celu", "nn.functional.softsign", "nn.functional.hardtanh",
    "nn.functional.threshold", "nn.functional.softshrink", "nn.functional.hardshrink",
    "nn.functional.tanhshrink", "nn.functional.softmin", "nn.functional.local_response_norm",
    "nn.functional.max_pool1d", "nn.functional.avg_pool1d", "nn.functional.max_pool3d",
    "nn.functional.avg_pool3d", "nn.functional.adaptive_avg_pool1d", "nn.functional.conv_transpose1d",
    "nn.functional.interpolate.bicubic", "nn.functional.interpolate.linear",
    "nn.functional.upsample_nearest", "nn.functional.upsample_bilinear",
    "nn.functional.triplet_margin_loss", "nn.functional.margin_ranking_loss",
    "nn.functional.hinge_embedding_loss", "nn.functional.cosine_embedding_loss",
    "nn.functional.poisson_nll_loss", "nn.functional.gaussian_nll_loss",
    "nn.functional.multilabel_soft_margin_loss", "nn.functional.soft_margin_loss",
    "special.i0e", "special.i1e", "lgamma", "digamma", "polygamma.polygamma_n_0", "i0", "xlogy",
    "special.xlog1py", "special.entr", "logit", "logaddexp", "logcumsumexp", "erfc", "sinc",
    "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "tan", "deg2rad", "rad2deg",
    "copysign", "nextafter", "ldexp", "frexp", "heaviside", "gcd", "lcm", "isclose", "allclose",
    "equal", "isfinite", "isposinf", "isneginf", "isreal", "count_nonzero", "nansum", "std_mean",
    "quantile", "nanquantile", "nanmedian", "msort", "take_along_dim", "take", "put",
    "index_fill", "masked_scatter", "scatter_reduce.sum", "scatter_reduce.amax", "scatter_reduce.mean",
    "index_reduce.amax", "diagonal_scatter", "select_scatter", "slice_scatter", "as_strided",
    "unfold", "atleast_1d", "atleast_2d", "hstack", "vstack", "dstack", "column_stack", "block_diag",
    "broadcast_to", "broadcast_tensors", "meshgrid.list_of_tensors", "cartesian_prod", "combinations",
    "rot90", "fliplr", "flipud", "linspace", "logspace", "eye", "scalar_tensor", "trapezoid",
    "cumulative_trapezoid", "diff", "gradient", "renorm", "cov", "corrcoef", "histogram",
    "float_power", "true_divide", "div.trunc_rounding", "div.floor_rounding", "fmax", "fmin",
    "logical_or", "logical_xor", "bitwise_or", "bitwise_xor", "bitwise_not", "bitwise_left_shift",
    "bitwise_right_shift", "positive", "conj", "real", "angle", "resolve_conj", "resolve_neg",
)


def rank(name, _index={n: i for i, n in enumerate(dict.fromkeys(USAGE))}):
    """Position of an op_db entry in the usage ranking (lower = more common)."""
    return _index.get(name, len(_index))
