//! What the rules know about PyTorch's CUDA surface: `torch.cuda.*` categories and the
//! argument positions that carry a device. Lists, not logic spread over the rules.

use ruff_python_ast::Expr;

/// The category of a `torch.cuda.*` qualified name; each is owned by one rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CudaApi {
    Availability,
    Memory,
    StreamsEvents,
    Synchronize,
    Rng,
    Amp,
    DeprecatedAmp,
    Other,
}

const AVAILABILITY: &[&str] = &[
    "is_available",
    "device_count",
    "current_device",
    "set_device",
    "device",
    "device_of",
    "get_device_name",
    "get_device_properties",
    "get_device_capability",
    "is_initialized",
    "init",
    "get_arch_list",
    "get_gencode_flags",
    "can_device_access_peer",
    "_DeviceGuard",
    "_is_compiled",
    "_lazy_init",
];

const MEMORY: &[&str] = &[
    "memory",
    "memory_allocated",
    "max_memory_allocated",
    "memory_reserved",
    "max_memory_reserved",
    "memory_cached",
    "max_memory_cached",
    "empty_cache",
    "reset_peak_memory_stats",
    "reset_max_memory_allocated",
    "reset_max_memory_cached",
    "reset_accumulated_memory_stats",
    "memory_stats",
    "memory_stats_as_nested_dict",
    "memory_summary",
    "memory_snapshot",
    "mem_get_info",
    "set_per_process_memory_fraction",
    "get_per_process_memory_fraction",
    "caching_allocator_alloc",
    "caching_allocator_delete",
    "caching_allocator_enable",
    "list_gpu_processes",
    "MemPool",
    "use_mem_pool",
    "CUDAPluggableAllocator",
    "change_current_allocator",
    "get_allocator_backend",
    "host_memory_stats",
];

const STREAMS_EVENTS: &[&str] = &[
    "streams",
    "Stream",
    "Event",
    "ExternalStream",
    "StreamContext",
    "current_stream",
    "default_stream",
    "stream",
    "set_stream",
    "graphs",
    "graph",
    "CUDAGraph",
    "graph_pool_handle",
    "make_graphed_callables",
    "is_current_stream_capturing",
    "get_stream_from_external",
];

const RNG: &[&str] = &[
    "random",
    "manual_seed",
    "manual_seed_all",
    "seed",
    "seed_all",
    "initial_seed",
    "get_rng_state",
    "set_rng_state",
    "get_rng_state_all",
    "set_rng_state_all",
    "default_generators",
];

const AMP: &[&str] = &["is_bf16_supported", "is_tf32_supported", "get_amp_supported_dtype"];

/// Categorises a qualified name under `torch.cuda`; `None` for anything else.
pub fn cuda_api(qname: &str) -> Option<CudaApi> {
    let rest = qname.strip_prefix("torch.cuda")?;
    if rest.is_empty() {
        return Some(CudaApi::Other);
    }
    let rest = rest.strip_prefix('.')?;
    let first = rest.split('.').next().unwrap_or(rest);
    let api = if first == "amp" {
        CudaApi::DeprecatedAmp
    } else if first == "synchronize" {
        CudaApi::Synchronize
    } else if AVAILABILITY.contains(&first) {
        CudaApi::Availability
    } else if MEMORY.contains(&first) {
        CudaApi::Memory
    } else if STREAMS_EVENTS.contains(&first) {
        CudaApi::StreamsEvents
    } else if RNG.contains(&first) {
        CudaApi::Rng
    } else if AMP.contains(&first) {
        CudaApi::Amp
    } else {
        CudaApi::Other
    };
    Some(api)
}

/// True for a device string that names CUDA: `cuda`, `cuda:0`, `cuda:{rank}` (case and
/// surrounding blanks ignored).
pub fn is_cuda_device_str(s: &str) -> bool {
    let s = s.trim();
    s.len() >= 4
        && s[..4].eq_ignore_ascii_case("cuda")
        && (s.len() == 4 || s.as_bytes()[4] == b':')
}

/// Keyword arguments whose value is a device (or device type) in PyTorch and the libraries
/// built on it.
pub const DEVICE_KEYWORDS: &[&str] = &["device", "device_type", "map_location", "output_device"];

/// Calls whose first positional argument is a device, by callee qualified name.
pub const DEVICE_FIRST_ARG_CALLS: &[&str] = &[
    "torch.set_default_device",
    "torch.get_device_module",
    "torch.autocast",
    "torch.amp.autocast",
    "torch.amp.GradScaler",
    "torch.Generator",
];

/// Methods whose first positional argument is a device, on any receiver.
pub const DEVICE_FIRST_ARG_METHODS: &[&str] = &["to", "to_empty"];

/// Names that read as "this variable holds a device".
pub fn is_device_like_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    lower == "dev" || lower.contains("device") && !lower.contains("count") && !lower.contains("map")
}

/// The arguments of a `torch.device(...)` call: the type (or full device string) and the
/// index. `torch.device` takes both positionally or by keyword (`type=`, `index=`), and a
/// rule that looked only at the first positional argument missed `torch.device(type="cuda",
/// index=i)`; both the rule and the binding tracker read the call through this one place.
pub fn torch_device_args(call: &ruff_python_ast::ExprCall) -> (Option<&Expr>, Option<&Expr>) {
    let a = &call.arguments;
    let keyword = |name: &str| {
        a.keywords
            .iter()
            .find(|k| k.arg.as_ref().is_some_and(|n| n.as_str() == name))
            .map(|k| &k.value)
    };
    let ty = a.args.first().or_else(|| keyword("type"));
    let index = a.args.get(1).or_else(|| keyword("index"));
    (ty, index)
}

/// A short rendering of a device index for messages: `0`, `rank`, `args.local_rank`, or
/// `…` for anything longer (the finding's source line shows it in full).
pub fn index_text(expr: &Expr) -> String {
    match expr {
        Expr::NumberLiteral(n) => match &n.value {
            ruff_python_ast::Number::Int(i) => i.to_string(),
            _ => String::from("…"),
        },
        Expr::Name(n) => n.id.to_string(),
        Expr::Attribute(a) => match index_text(&a.value) {
            base if base == "…" => base,
            base => format!("{base}.{}", a.attr.as_str()),
        },
        _ => String::from("…"),
    }
}
