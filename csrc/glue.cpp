// The C++ glue: the parts of a PyTorch device backend that PyTorch only accepts
// in C++ (allocator, device guard, hooks, generator, metadata kernels and one
// boxed kernel). Every decision about ops, dtypes and shapes is made in Rust;
// this file only translates between PyTorch's objects and the C ABI.

#include "tpj_abi.h"

#include <ATen/ATen.h>
#include <ATen/autocast_mode.h>
// torch's header aligns a struct to std::hardware_destructive_interference_size, which GCC
// warns may vary between compilers; nothing of it crosses our ABI.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winterference-size"
#endif
#include <ATen/core/CachingHostAllocator.h>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#include <ATen/EmptyTensor.h>
#include <ATen/core/GeneratorForPrivateuseone.h>
#include <ATen/detail/PrivateUse1HooksInterface.h>
#include <ATen/native/CPUFallback.h>
#include <ATen/native/Resize.h>
#include <ATen/native/transformers/attention.h>
#include <ATen/SDPBackend.h>
#include <ATen/ops/_reshape_alias_native.h>
#include <ATen/ops/as_strided_native.h>
#include <ATen/ops/unfold_native.h>
#include <ATen/ops/view_as_complex_native.h>
#include <ATen/ops/view_as_real_native.h>
#include <ATen/ops/view_native.h>
#include <c10/core/Allocator.h>
#include <c10/core/impl/alloc_cpu.h>
#include <c10/core/CachingDeviceAllocator.h>
#include <c10/core/GeneratorImpl.h>
#include <c10/core/impl/DeviceGuardImplInterface.h>
#include <c10/util/Exception.h>
#include <torch/library.h>

#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace tpj {

constexpr auto kDev = c10::DeviceType::PrivateUse1;
constexpr auto kKey = c10::DispatchKey::PrivateUse1;

// Throws the c10 exception tpj_errors.def names for `code`; PyTorch turns it into
// the matching Python builtin.
[[noreturn]] void raise(int32_t code) {
  std::string msg = tpj_last_error();
  switch (code) {
#define TPJ_ERROR(c, name, c10_error, py_class) \
  case TPJ_ERR_##name:                          \
    TORCH_CHECK_WITH(c10_error, false, msg);
#include "tpj_errors.def"
#undef TPJ_ERROR
  }
  TORCH_CHECK(false, "torch_pjrt: unknown error code ", code, ": ", msg);
}

inline void check(int32_t rc) {
  if (rc != 0) raise(rc);
}

// ---- device index --------------------------------------------------------

thread_local c10::DeviceIndex current_device = 0;

c10::DeviceIndex device_count() {
  return static_cast<c10::DeviceIndex>(tpj_device_count());
}

void check_index(c10::DeviceIndex idx) {
  auto n = device_count();
  TORCH_CHECK(idx >= 0 && idx < n, "Invalid device index tpu:", static_cast<int>(idx), ": the PJRT plugin exposes ", static_cast<int>(n),
              " device(s)");
}

// ---- allocator -------------------------------------------------------------

void delete_slot(void* slot) { tpj_slot_free(slot); }

void fill(c10::CachingAllocator::StatArray& a, const int64_t* v) {
  auto& s = a[static_cast<size_t>(c10::CachingAllocator::StatType::AGGREGATE)];
  s.current = v[0];
  s.peak = v[1];
  s.allocated = v[2];
  s.freed = v[3];
}

// A DataPtr points at a Rust slot, not device memory: the slot holds the
// storage's current PJRT buffer and is swapped on in-place writes. A
// DeviceAllocator so that torch's generic memory API (torch.accelerator.memory_*)
// reads our accounting: nothing is cached (reserved == allocated) and there is
// one stream per device.
struct SlotAllocator final : c10::DeviceAllocator {
  c10::DataPtr allocate(size_t nbytes) override {
    auto dev = current_device;
    void* slot = nullptr;
    check(tpj_slot_new(dev, nbytes, &slot));
    return {slot, slot, &delete_slot, c10::Device(kDev, dev)};
  }
  c10::DeleterFnPtr raw_deleter() const override { return nullptr; }
  void copy_data(void* dest, const void* src, std::size_t count) const override {
    TORCH_CHECK(false, "torch_pjrt: raw byte copies between device slots are not supported");
  }
  bool initialized() override { return true; }
  void emptyCache(c10::MempoolId_t) override { tpj_empty_cache(); }
  void recordStream(const c10::DataPtr&, c10::Stream) override {}
  c10::CachingDeviceAllocator::DeviceStats getDeviceStats(c10::DeviceIndex d) override {
    check_index(d);
    int64_t v[8];
    tpj_memory_stats(d, v);
    c10::CachingDeviceAllocator::DeviceStats s;
    for (auto* a : {&s.allocated_bytes, &s.reserved_bytes, &s.active_bytes, &s.requested_bytes}) fill(*a, v);
    for (auto* a : {&s.allocation, &s.segment, &s.active}) fill(*a, v + 4);
    return s;
  }
  void resetAccumulatedStats(c10::DeviceIndex d) override {
    check_index(d);
    tpj_memory_reset(d, 1);
  }
  void resetPeakStats(c10::DeviceIndex d) override {
    check_index(d);
    tpj_memory_reset(d, 0);
  }
  std::pair<size_t, size_t> getMemoryInfo(c10::DeviceIndex d) override {
    check_index(d);
    uint64_t free_bytes = 0, total_bytes = 0;
    check(tpj_memory_info(d, &free_bytes, &total_bytes));
    return {free_bytes, total_bytes};
  }
};

SlotAllocator g_allocator;
REGISTER_ALLOCATOR(kDev, &g_allocator);

// ---- device guard ----------------------------------------------------------

struct GuardImpl final : c10::impl::DeviceGuardImplInterface {
  c10::DeviceType type() const override { return kDev; }
  c10::Device exchangeDevice(c10::Device d) const override {
    auto old = current_device;
    if (d.index() >= 0) current_device = d.index();
    return c10::Device(kDev, old);
  }
  c10::Device getDevice() const override { return c10::Device(kDev, current_device); }
  void setDevice(c10::Device d) const override {
    check_index(d.index());
    current_device = d.index();
  }
  void uncheckedSetDevice(c10::Device d) const noexcept override { current_device = d.index(); }
  c10::Stream getStream(c10::Device d) const noexcept override { return c10::Stream(c10::Stream::DEFAULT, d); }
  c10::Stream getDefaultStream(c10::Device d) const override {
    return c10::Stream(c10::Stream::DEFAULT, c10::Device(kDev, d.index() < 0 ? current_device : d.index()));
  }
  c10::Stream exchangeStream(c10::Stream s) const noexcept override { return c10::Stream(c10::Stream::DEFAULT, s.device()); }
  // One stream per device: a device runs our programs in the order they are queued.
  c10::Stream getNewStream(c10::Device d, int) const override { return getDefaultStream(d); }
  c10::Stream getStreamFromGlobalPool(c10::Device d, bool) const override { return getDefaultStream(d); }
  c10::DeviceIndex deviceCount() const noexcept override { return device_count(); }
  void record(void** event, const c10::Stream& stream, const c10::DeviceIndex index, const c10::EventFlag) const override {
    TORCH_CHECK(index == -1 || index == stream.device_index(), "Event device index ", static_cast<int>(index),
                " does not match the recording stream's device index ", static_cast<int>(stream.device_index()));
    void* fresh = nullptr;
    check(tpj_event_record(stream.device_index() < 0 ? current_device : stream.device_index(), &fresh));
    if (*event) tpj_event_destroy(*event);
    *event = fresh;
  }
  // The one stream already runs after everything recorded on it.
  void block(void*, const c10::Stream&) const override {}
  bool queryEvent(void* event) const override {
    if (!event) return true;
    int32_t done = 0;
    check(tpj_event_query(event, &done));
    return done != 0;
  }
  void synchronizeEvent(void* event) const override {
    if (event) check(tpj_event_synchronize(event));
  }
  double elapsedTime(void* start, void* end, const c10::DeviceIndex) const override {
    TORCH_CHECK(start && end, "Both events must be recorded before calculating elapsed time.");
    double ms = 0;
    check(tpj_event_elapsed_ms(start, end, &ms));
    return ms;
  }
  void destroyEvent(void* event, const c10::DeviceIndex) const noexcept override { tpj_event_destroy(event); }
  bool queryStream(const c10::Stream& s) const override {
    void* e = nullptr;
    check(tpj_event_record(s.device_index(), &e));
    int32_t done = 0;
    int32_t rc = tpj_event_query(e, &done);
    tpj_event_destroy(e);
    check(rc);
    return done != 0;
  }
  void synchronizeStream(const c10::Stream& s) const override { check(tpj_synchronize(s.device_index())); }
  void synchronizeDevice(const c10::DeviceIndex d) const override { check(tpj_synchronize(d)); }
};

C10_REGISTER_GUARD_IMPL(PrivateUse1, GuardImpl);

// ---- generator ---------------------------------------------------------------

// The RNG state lives in Rust (seed, offset); this object only names it.
struct Generator final : c10::GeneratorImpl {
  uint64_t id;
  Generator(c10::DeviceIndex idx, uint64_t id_)
      : c10::GeneratorImpl(c10::Device(kDev, idx), c10::DispatchKeySet(kKey)), id(id_) {}
  void set_current_seed(uint64_t seed) override { tpj_rng_set_seed(id, seed); }
  void set_offset(uint64_t offset) override {
    uint64_t s, o;
    tpj_rng_get(id, &s, &o);
    tpj_rng_set(id, s, offset);
  }
  uint64_t get_offset() const override {
    uint64_t s, o;
    tpj_rng_get(id, &s, &o);
    return o;
  }
  uint64_t current_seed() const override {
    uint64_t s, o;
    tpj_rng_get(id, &s, &o);
    return s;
  }
  uint64_t seed() override {
    auto s = c10::detail::getNonDeterministicRandom(false);
    set_current_seed(s);
    return s;
  }
  void set_state(const c10::TensorImpl& st) override {
    TORCH_CHECK(st.numel() == 16 && st.dtype() == at::kByte, "torch_pjrt: RNG state must be a uint8 tensor of 16 bytes");
    const uint64_t* p = static_cast<const uint64_t*>(st.data());
    tpj_rng_set(id, p[0], p[1]);
  }
  c10::intrusive_ptr<c10::TensorImpl> get_state() const override {
    auto t = at::empty({16}, at::TensorOptions().dtype(at::kByte));
    uint64_t* p = static_cast<uint64_t*>(t.data_ptr());
    tpj_rng_get(id, &p[0], &p[1]);
    return t.getIntrusivePtr();
  }
  Generator* clone_impl() const override {
    auto g = new Generator(device().index(), tpj_rng_create(device().index()));
    uint64_t s, o;
    tpj_rng_get(id, &s, &o);
    tpj_rng_set(g->id, s, o);
    return g;
  }
};

at::Generator make_generator(c10::DeviceIndex idx) {
  return at::make_generator<Generator>(idx, tpj_rng_create(idx));
}

const at::Generator& default_generator(c10::DeviceIndex idx) {
  static std::once_flag once;
  static std::vector<at::Generator> gens;
  std::call_once(once, [] {
    for (c10::DeviceIndex i = 0; i < device_count(); i++) gens.push_back(at::make_generator<Generator>(i, static_cast<uint64_t>(i)));
  });
  if (idx < 0) idx = current_device;
  check_index(idx);
  return gens[idx];
}

// ---- pinned host memory ------------------------------------------------------

// Host memory PyTorch asks to be pinned (Tensor.pin_memory(), DDP's map of used
// parameters, DataLoader(pin_memory=True)). The plugins copy from any host memory,
// so it is plain aligned memory, known by address so is_pinned() can say yes. It is also
// the device's host allocator (torch.accelerator.empty_host_cache() and the host memory
// stats read it; torch 2.14 dereferences the registered one unchecked, vLLM calls it at
// shutdown): nothing is cached, so emptying and the stream events have nothing to do.
class PinnedAllocator final : public at::HostAllocator {
 public:
  bool record_event(void*, void*, c10::Stream) override { return true; }
  void empty_cache() override {}
  at::HostStats get_stats() override { return {}; }
  void reset_accumulated_stats() override {}
  void reset_peak_stats() override {}
  c10::DataPtr allocate(size_t n) override {
    void* p = n ? c10::alloc_cpu(n) : nullptr;
    if (p) {
      std::lock_guard<std::mutex> g(mu());
      live()[p] = n;
    }
    return {p, p, &release, c10::Device(c10::DeviceType::CPU)};
  }
  c10::DeleterFnPtr raw_deleter() const override { return &release; }
  void copy_data(void* dest, const void* src, std::size_t count) const override { std::memcpy(dest, src, count); }

  static bool contains(const void* p) {
    std::lock_guard<std::mutex> g(mu());
    auto it = live().upper_bound(p);
    if (it == live().begin()) return false;
    --it;
    return static_cast<const char*>(p) < static_cast<const char*>(it->first) + it->second;
  }

 private:
  static void release(void* p) {
    if (p == nullptr) return;
    {
      std::lock_guard<std::mutex> g(mu());
      live().erase(p);
    }
    c10::free_cpu(p);
  }
  static std::mutex& mu() {
    static std::mutex m;
    return m;
  }
  static std::map<const void*, size_t>& live() {
    static auto* m = new std::map<const void*, size_t>();  // outlives static destruction: tensors may too
    return *m;
  }
};

PinnedAllocator g_pinned;

// ---- hooks -------------------------------------------------------------------

struct Hooks final : at::PrivateUse1HooksInterface {
  bool isBuilt() const override { return true; }
  bool isAvailable() const override { return device_count() > 0; }
  bool hasPrimaryContext(c10::DeviceIndex) const override { return true; }
  c10::DeviceIndex deviceCount() const override { return device_count(); }
  void setCurrentDevice(c10::DeviceIndex d) const override {
    check_index(d);
    current_device = d;
  }
  c10::DeviceIndex getCurrentDevice() const override { return current_device; }
  c10::DeviceIndex exchangeDevice(c10::DeviceIndex d) const override {
    auto old = current_device;
    current_device = d;
    return old;
  }
  c10::DeviceIndex maybeExchangeDevice(c10::DeviceIndex d) const override { return exchangeDevice(d); }
  const at::Generator& getDefaultGenerator(c10::DeviceIndex idx) const override { return default_generator(idx); }
  at::Generator getNewGenerator(c10::DeviceIndex idx) const override { return make_generator(idx < 0 ? current_device : idx); }
  at::Device getDeviceFromPtr(void* data) const override { return at::Device(kDev, tpj_slot_device(data)); }
  bool isPinnedPtr(const void* p) const override { return PinnedAllocator::contains(p); }
  c10::Allocator* getPinnedMemoryAllocator() const override { return &g_pinned; }
  void resizePrivateUse1Bytes(const c10::Storage& storage, size_t newsize) const override {
    tpj_slot_resize(storage.mutable_data(), newsize);
    storage.unsafeGetStorageImpl()->set_nbytes(newsize);
  }
};

// ---- tensors <-> the C ABI ----------------------------------------------------

tpj_tensor describe(const at::Tensor& t) {
  return tpj_tensor{t.storage().mutable_data(), static_cast<int32_t>(t.scalar_type()), static_cast<int32_t>(t.dim()),
                    t.sizes().data(), t.strides().data(), t.storage_offset(),
                    t.requires_grad() && t.is_leaf() ? TPJ_TENSOR_PARAMETER : 0};
}

at::Tensor wrap_slot(void* slot, int32_t dtype, at::IntArrayRef sizes) {
  auto st = static_cast<at::ScalarType>(dtype);
  int64_t numel = 1;
  for (auto s : sizes) numel *= s;
  auto dev = static_cast<c10::DeviceIndex>(tpj_slot_device(slot));
  c10::DataPtr dp(slot, slot, &delete_slot, c10::Device(kDev, dev));
  c10::Storage storage(c10::Storage::use_byte_size_t(), numel * c10::elementSize(st), std::move(dp), &g_allocator, true);
  auto t = at::detail::make_tensor<c10::TensorImpl>(std::move(storage), c10::DispatchKeySet(kKey), c10::scalarTypeToTypeMeta(st));
  t.unsafeGetTensorImpl()->set_sizes_contiguous(sizes);
  return t;
}

// ---- metadata kernels -----------------------------------------------------------

c10::DeviceIndex index_of(std::optional<c10::Device> d) {
  if (!d.has_value() || !d->has_index()) return current_device;
  check_index(d->index());
  return d->index();
}

at::Tensor empty_memory_format(c10::IntArrayRef size, std::optional<at::ScalarType> dtype, std::optional<at::Layout> layout,
                               std::optional<at::Device> device, std::optional<bool> pin, std::optional<at::MemoryFormat> mf) {
  c10::DeviceGuard g(c10::Device(kDev, index_of(device)));
  return at::detail::empty_generic(size, &g_allocator, c10::DispatchKeySet(kKey), dtype.value_or(at::get_default_dtype_as_scalartype()), mf);
}

at::Tensor empty_strided(c10::IntArrayRef size, c10::IntArrayRef stride, std::optional<at::ScalarType> dtype,
                         std::optional<at::Layout> layout, std::optional<at::Device> device, std::optional<bool> pin) {
  c10::DeviceGuard g(c10::Device(kDev, index_of(device)));
  return at::detail::empty_strided_generic(size, stride, &g_allocator, c10::DispatchKeySet(kKey),
                                           dtype.value_or(at::get_default_dtype_as_scalartype()));
}

const at::Tensor& resize_(const at::Tensor& self, c10::SymIntArrayRef size_sym, std::optional<at::MemoryFormat> mf) {
  auto size = C10_AS_INTARRAYREF_SLOW(size_sym);
  auto* impl = self.unsafeGetTensorImpl();
  auto format = mf.value_or(at::MemoryFormat::Contiguous);
  if (format == at::MemoryFormat::Preserve) format = at::MemoryFormat::Contiguous;
  impl->set_sizes_contiguous(size);
  if (format != at::MemoryFormat::Contiguous) impl->empty_tensor_restride(format);
  size_t needed = at::detail::computeStorageNbytes(size, impl->strides(), self.dtype().itemsize(), impl->storage_offset());
  if (needed > self.storage().nbytes()) {
    tpj_slot_resize(self.storage().mutable_data(), needed);
    self.storage().unsafeGetStorageImpl()->set_nbytes(needed);
  }
  return self;
}

at::Tensor& set_storage(at::Tensor& self, at::Storage src, int64_t offset, c10::IntArrayRef size, c10::IntArrayRef stride) {
  auto* impl = self.unsafeGetTensorImpl();
  impl->set_storage_keep_dtype(std::move(src));
  impl->set_sizes_and_strides(size, stride, offset);
  size_t needed = at::detail::computeStorageNbytes(size, stride, self.dtype().itemsize(), offset);
  if (needed > self.storage().nbytes()) {
    tpj_slot_resize(self.storage().mutable_data(), needed);
    self.storage().unsafeGetStorageImpl()->set_nbytes(needed);
  }
  return self;
}

at::Tensor& set_source_storage_offset(at::Tensor& self, at::Storage src, c10::SymInt offset, c10::SymIntArrayRef size,
                                      c10::SymIntArrayRef stride) {
  return set_storage(self, std::move(src), offset.guard_int(__FILE__, __LINE__), C10_AS_INTARRAYREF_SLOW(size),
                     C10_AS_INTARRAYREF_SLOW(stride));
}

at::Tensor& set_source_storage(at::Tensor& self, at::Storage src) {
  int64_t n = static_cast<int64_t>(src.nbytes() / self.dtype().itemsize());
  return set_storage(self, std::move(src), 0, {n}, {1});
}

at::Tensor& set_source_tensor(at::Tensor& self, const at::Tensor& src) {
  if (self.is_same(src)) return self;
  return set_storage(self, src.storage(), src.storage_offset(), src.sizes(), src.strides());
}

at::Tensor& set_empty(at::Tensor& self) {
  auto storage = c10::Storage(c10::Storage::use_byte_size_t(), 0, g_allocator.allocate(0), &g_allocator, true);
  return set_storage(self, std::move(storage), 0, {0}, {1});
}

// The logical values of a device tensor whose conjugate / negative bit is set,
// computed into a fresh tensor without the bits (its storage holds conj(x) / -x).
at::Tensor resolve_bits(at::Tensor t) {
  if (t.is_conj()) t = at::conj_physical(t.conj());  // conj() clears the bit: a view of the stored values
  if (t.is_neg()) t = at::neg(t._neg_view());
  return t;
}

at::Tensor copy_from(const at::Tensor& self, const at::Tensor& dst, bool non_blocking) {
  if (self.numel() == 0) return dst;
  if (self.device().type() == kDev && dst.device().type() == kDev) {
    // PyTorch's copy_ warns before its device kernels run but hands copies that
    // involve our device to _copy_from first; across devices the CPU copy warns.
    if (self.is_complex() && !dst.is_complex()) {
      TORCH_WARN_ONCE("Casting complex values to real discards the imaginary part");
    }
    // copy_ moves logical values; a destination with a bit set stores them conj'd / negated.
    auto src = resolve_bits(self);
    if (dst.is_conj()) src = at::conj_physical(src);
    if (dst.is_neg()) src = at::neg(src);
    auto d = describe(dst);
    auto s = describe(src);
    check(tpj_copy_d2d(&d, &s));
  } else if (dst.device().type() == kDev) {
    TORCH_CHECK(self.device().is_cpu(), "torch_pjrt: copies to the PJRT device come from the CPU, not ", self.device());
    auto src = self.to(dst.scalar_type()).expand(dst.sizes()).contiguous();
    if (src.is_conj()) src = src.resolve_conj();
    if (src.is_neg()) src = src.resolve_neg();
    auto d = describe(dst);
    check(tpj_copy_h2d(&d, src.const_data_ptr(), src.nbytes()));
  } else {
    TORCH_CHECK(dst.device().is_cpu(), "torch_pjrt: copies from the PJRT device go to the CPU, not ", dst.device());
    auto tmp = at::empty(self.sizes(), self.options().device(at::kCPU));
    auto s = describe(self);
    check(tpj_copy_d2h(&s, tmp.mutable_data_ptr(), tmp.nbytes()));
    // The stored values come back; the bits say what they mean (the CPU copy honours them).
    if (self.is_conj()) tmp = tmp.conj();
    if (self.is_neg()) tmp = tmp._neg_view();
    dst.copy_(tmp);
  }
  return dst;
}

at::Tensor copy_from_and_resize(const at::Tensor& self, const at::Tensor& dst) {
  at::native::resize_output(dst, self.sizes());
  return copy_from(self, dst, false);
}

at::Scalar local_scalar_dense(const at::Tensor& self) {
  TORCH_CHECK(self.numel() == 1, "a Tensor with ", self.numel(), " elements cannot be converted to Scalar");
  auto tmp = at::empty({}, self.options().device(at::kCPU));
  auto s = describe(self);
  check(tpj_copy_d2h(&s, tmp.mutable_data_ptr(), tmp.nbytes()));
  if (self.is_conj()) tmp = tmp.conj().resolve_conj();
  if (self.is_neg()) tmp = tmp._neg_view().resolve_neg();
  return tmp.item();
}

// PyTorch only lets `param.data = t` (and so Module.to(), which keeps tied
// weights tied) swap between "dense" backends it knows; PrivateUse1 is not
// among them, so we answer for pairs involving our device.
bool compatible_shallow_copy(const at::Tensor& self, const at::Tensor& from) {
  auto dense = [](const at::Tensor& t) {
    return t.layout() == at::kStrided && !t.is_quantized() && (t.device().type() == kDev || t.device().is_cpu() || t.device().is_cuda());
  };
  return dense(self) && dense(from);
}

// ---- the boxed kernel -------------------------------------------------------------

enum class Kind { Tensor, TensorList, OptTensorList, Int, Float, Bool, IntList, FloatList, BoolList, Scalar, ScalarList, Str, DType, Device, Generator, Other };

// How each argument is read off the stack and each number return pushed: decided by the
// engine's one schema parser (crates/engine/src/schema.rs), from the types' annotations.
struct OpEntry {
  int32_t id = -1;
  bool lowered = false;
  // Why not, when another overload of the op is lowered (decided in Rust); empty otherwise.
  std::string refusal;
  std::vector<Kind> kinds;
  std::vector<Kind> ret_kinds;
  std::string name;
};

// A schema's arguments as the engine reads them: names, type annotations, flags (1: written, 2: keyword-only).
struct ArgParts {
  std::vector<std::string> names, types;
  std::vector<const char*> cnames, ctypes;
  std::vector<uint32_t> flags;
  explicit ArgParts(const c10::FunctionSchema& schema) {
    for (const auto& a : schema.arguments()) {
      names.push_back(a.name());
      types.push_back(a.real_type()->annotation_str());
      uint32_t f = 0;
      if (a.alias_info() && a.alias_info()->isWrite()) f |= 1;
      if (a.kwarg_only()) f |= 2;
      flags.push_back(f);
    }
    for (size_t i = 0; i < names.size(); i++) {
      cnames.push_back(names[i].c_str());
      ctypes.push_back(types[i].c_str());
    }
  }
};

std::mutex g_ops_mu;
std::unordered_map<const c10::FunctionSchema*, OpEntry> g_ops;

const OpEntry& entry_for(const c10::OperatorHandle& op) {
  const auto& schema = op.schema();
  std::lock_guard<std::mutex> lock(g_ops_mu);
  auto it = g_ops.find(&schema);
  if (it != g_ops.end()) return it->second;
  OpEntry e;
  e.name = c10::toString(schema.operator_name());
  ArgParts parts(schema);
  std::vector<std::string> ret_types;
  std::vector<const char*> cret_types;
  const auto& args = schema.arguments();
  std::vector<int32_t> ra;
  for (const auto& r : schema.returns()) {
    ret_types.push_back(r.real_type()->annotation_str());
    int32_t alias = -1;
    if (r.alias_info() && r.alias_info()->isWrite()) {
      for (size_t i = 0; i < args.size(); i++) {
        if (args[i].alias_info() && args[i].alias_info()->beforeSets() == r.alias_info()->beforeSets()) {
          alias = static_cast<int32_t>(i);
          break;
        }
      }
    }
    ra.push_back(alias);
  }
  for (const auto& t : ret_types) cret_types.push_back(t.c_str());
  std::vector<int32_t> ak(parts.names.size()), rk(ret_types.size());
  e.id = tpj_op_register(e.name.c_str(), static_cast<int32_t>(parts.cnames.size()), parts.cnames.data(), parts.ctypes.data(),
                         parts.flags.data(), static_cast<int32_t>(cret_types.size()), cret_types.data(), ra.data(), ak.data(),
                         rk.data());
  for (auto k : ak) e.kinds.push_back(static_cast<Kind>(k));
  for (auto k : rk) e.ret_kinds.push_back(static_cast<Kind>(k));
  e.lowered = tpj_op_lowered(e.id) != 0;
  if (!e.lowered) e.refusal = tpj_last_error();
  return g_ops.emplace(&schema, std::move(e)).first->second;
}

void boxed(const c10::OperatorHandle& op, torch::jit::Stack* stack);

void fallback(const c10::OperatorHandle& op, torch::jit::Stack* stack, const std::string& why) {
  auto name = c10::toString(op.schema().operator_name());
  TORCH_CHECK_NOT_IMPLEMENTED(!tpj_strict(), "torch_pjrt: ", name, " is not lowered for the PJRT device",
                              why.empty() ? "" : " (", why, why.empty() ? "" : ")",
                              ", and TORCH_PJRT_STRICT=1 forbids the CPU fallback");
  if (tpj_note_fallback(name.c_str()) == 0) {
    TORCH_WARN("torch_pjrt: ", name, " is not lowered for the PJRT device", why.empty() ? "" : " (", why, why.empty() ? "" : ")",
               "; running it on the CPU. Fallbacks are counted in torch_pjrt.metrics(); set TORCH_PJRT_STRICT=1 to make this an error.");
  }
  at::native::cpu_fallback(op, stack);
}

void fallback_kernel(const c10::OperatorHandle& op, torch::jit::Stack* stack) {
  const auto& e = entry_for(op);
  if (!e.lowered) return fallback(op, stack, e.refusal);
  // A served overload the glue did not register by name (defined after import).
  boxed(op, stack);
}

struct Marshal {
  // Stable storage for everything the tpj_arg array points into.
  std::vector<std::vector<tpj_tensor>> tensor_lists;
  std::vector<std::vector<uint8_t>> presents;
  std::vector<std::vector<int64_t>> int_lists;
  std::vector<std::vector<double>> float_lists;
  std::vector<std::vector<int32_t>> dtype_lists;
  std::vector<std::string> strings;
  std::vector<at::Tensor> uploaded;
};

c10::DeviceIndex first_device(const std::vector<c10::IValue>& args) {
  for (const auto& a : args)
    if (a.isTensor() && a.toTensor().defined() && a.toTensor().device().type() == kDev) return a.toTensor().device().index();
  return current_device;
}

void scalar_into(const c10::Scalar& s, int32_t& dtype, int64_t& i, double& f) {
  if (s.isBoolean()) {
    dtype = static_cast<int32_t>(at::kBool);
    i = s.toBool();
    f = static_cast<double>(i);
  } else if (s.isIntegral(false)) {
    dtype = static_cast<int32_t>(at::kLong);
    i = s.toLong();
    f = static_cast<double>(i);
  } else if (s.isComplex()) {
    // The imaginary part travels as the bits of a double in the integer field (HostNum::imag).
    auto z = s.toComplexDouble();
    dtype = static_cast<int32_t>(at::kComplexDouble);
    f = z.real();
    double im = z.imag();
    std::memcpy(&i, &im, sizeof i);
  } else {
    dtype = static_cast<int32_t>(at::kDouble);
    f = s.toDouble();
    i = static_cast<int64_t>(f);
  }
}

void boxed(const c10::OperatorHandle& op, torch::jit::Stack* stack) {
  const auto& e = entry_for(op);
  if (!e.lowered) return fallback(op, stack, e.refusal);
  const auto& schema = op.schema();
  size_t n = schema.arguments().size();
  std::vector<c10::IValue> ins(stack->end() - n, stack->end());
  std::vector<tpj_arg> cargs(n);
  Marshal m;
  m.tensor_lists.reserve(n);
  m.presents.reserve(n);
  m.int_lists.reserve(n);
  m.float_lists.reserve(n);
  m.dtype_lists.reserve(n);
  m.strings.reserve(n);
  auto dev = first_device(ins);
  auto tensor_desc = [&](const at::Tensor& t, bool in_list, tpj_tensor& out) -> bool {
    if (t.device().type() == kDev && (t.is_conj() || t.is_neg())) {
      // The engine reads stored values. PyTorch resolves these bits before most
      // kernels, but not before the ones its bit fallbacks pass through (clone,
      // copy_, _to_copy …), which would otherwise read the unconjugated values.
      m.uploaded.push_back(resolve_bits(t));
      out = describe(m.uploaded.back());
      return true;
    }
    if (t.device().type() == kDev) {
      out = describe(t);
      return true;
    }
    TORCH_CHECK(in_list, e.name, ": Expected all tensors to be on the same device, but found at least two devices, tpu:",
                static_cast<int>(dev), " and ", t.device(), "!");
    // Index lists may live on the CPU (as with CUDA): move them over.
    m.uploaded.push_back(t.to(c10::Device(kDev, dev)));
    out = describe(m.uploaded.back());
    return true;
  };
  for (size_t i = 0; i < n; i++) {
    auto& a = cargs[i];
    a = tpj_arg{};
    const auto& v = ins[i];
    if (v.isNone()) {
      a.tag = TPJ_NONE;
      continue;
    }
    switch (e.kinds[i]) {
      case Kind::Tensor: {
        const auto& t = v.toTensor();
        if (!t.defined()) {
          a.tag = TPJ_NONE;
        } else if (t.device().type() != kDev && t.unsafeGetTensorImpl()->is_wrapped_number()) {
          // A Python number PyTorch wrapped in a tensor: it promotes like a number.
          a.tag = TPJ_SCALAR;
          scalar_into(t.item(), a.dtype, a.i, a.f);
        } else if (t.device().type() != kDev && t.dim() == 0) {
          a.tag = TPJ_HOST_SCALAR;
          scalar_into(t.item(), a.dtype, a.i, a.f);
          a.dtype = static_cast<int32_t>(t.scalar_type());
        } else {
          a.tag = TPJ_TENSOR;
          tensor_desc(t, false, a.t);
        }
        break;
      }
      case Kind::TensorList:
      case Kind::OptTensorList: {
        m.tensor_lists.emplace_back();
        m.presents.emplace_back();
        auto& tl = m.tensor_lists.back();
        auto& pr = m.presents.back();
        if (v.isTensorList()) {
          for (const auto& t : v.toTensorList()) {
            tl.emplace_back();
            pr.push_back(1);
            tensor_desc(t, true, tl.back());
          }
        } else {
          for (const auto& item : v.toListRef()) {
            tl.emplace_back();
            if (item.isNone() || !item.toTensor().defined()) {
              tl.back() = tpj_tensor{};
              pr.push_back(0);
            } else {
              pr.push_back(1);
              tensor_desc(item.toTensor(), true, tl.back());
            }
          }
        }
        a.tag = TPJ_TENSOR_LIST;
        a.len = static_cast<int64_t>(tl.size());
        a.tensors = tl.data();
        a.present = pr.data();
        break;
      }
      case Kind::Int:
        a.tag = TPJ_INT;
        a.i = v.isSymInt() ? v.toSymInt().guard_int(__FILE__, __LINE__) : v.toInt();
        break;
      case Kind::Float:
        a.tag = TPJ_FLOAT;
        a.f = v.toDouble();
        break;
      case Kind::Bool:
        a.tag = TPJ_BOOL;
        a.i = v.toBool();
        break;
      case Kind::IntList: {
        m.int_lists.emplace_back();
        auto& l = m.int_lists.back();
        if (v.isIntList()) {
          l = v.toIntVector();
        } else {
          for (const auto& x : v.toListRef()) l.push_back(x.isSymInt() ? x.toSymInt().guard_int(__FILE__, __LINE__) : x.toInt());
        }
        a.tag = TPJ_INT_LIST;
        a.len = static_cast<int64_t>(l.size());
        a.ints = l.data();
        break;
      }
      case Kind::FloatList: {
        m.float_lists.emplace_back(v.toDoubleVector());
        a.tag = TPJ_FLOAT_LIST;
        a.len = static_cast<int64_t>(m.float_lists.back().size());
        a.floats = m.float_lists.back().data();
        break;
      }
      case Kind::BoolList: {
        m.int_lists.emplace_back();
        for (bool b : v.toBoolList()) m.int_lists.back().push_back(b);
        a.tag = TPJ_BOOL_LIST;
        a.len = static_cast<int64_t>(m.int_lists.back().size());
        a.ints = m.int_lists.back().data();
        break;
      }
      case Kind::Scalar:
        a.tag = TPJ_SCALAR;
        scalar_into(v.toScalar(), a.dtype, a.i, a.f);
        break;
      case Kind::ScalarList: {
        m.int_lists.emplace_back();
        m.float_lists.emplace_back();
        m.dtype_lists.emplace_back();
        for (const auto& x : v.toListRef()) {
          int32_t d;
          int64_t iv;
          double fv;
          scalar_into(x.toScalar(), d, iv, fv);
          m.int_lists.back().push_back(iv);
          m.float_lists.back().push_back(fv);
          m.dtype_lists.back().push_back(d);
        }
        a.tag = TPJ_SCALAR_LIST;
        a.len = static_cast<int64_t>(m.dtype_lists.back().size());
        a.ints = m.int_lists.back().data();
        a.floats = m.float_lists.back().data();
        a.dtypes = m.dtype_lists.back().data();
        break;
      }
      case Kind::Str:
        m.strings.push_back(v.toStringRef());
        a.tag = TPJ_STR;
        a.str = m.strings.back().c_str();
        break;
      case Kind::DType:
        a.tag = TPJ_DTYPE;
        a.i = v.toInt();
        break;
      case Kind::Device: {
        auto d = v.toDevice();
        a.tag = TPJ_DEVICE;
        a.i = d.type() == kDev ? (d.has_index() ? d.index() : current_device) : -1;
        break;
      }
      case Kind::Generator: {
        a.tag = TPJ_GENERATOR;
        auto g = v.toGenerator();
        a.i = g.defined() && g.device().type() == kDev ? static_cast<int64_t>(g.get<Generator>()->id) : -1;
        break;
      }
      case Kind::Other:
        a.tag = TPJ_OTHER;
        break;
    }
  }
  const tpj_ret* rets = nullptr;
  int32_t nrets = 0;
  int32_t rc = tpj_call(e.id, cargs.data(), static_cast<int32_t>(n), &rets, &nrets);
  if (rc == TPJ_ERR_NOT_LOWERED) return fallback(op, stack, tpj_last_error());  // a refusal: the CPU may run it
  check(rc);
  // Copy the results out before anything else can call into Rust on this thread.
  std::vector<tpj_ret> rs(rets, rets + nrets);
  std::vector<std::vector<int64_t>> sizes;
  for (const auto& r : rs) sizes.emplace_back(r.sizes, r.sizes + (r.sizes ? (r.kind == TPJ_RET_PADDED ? 2 * r.ndim : r.ndim) : 0));
  torch::jit::drop(*stack, n);
  const auto& returns = schema.returns();
  size_t k = 0;
  for (size_t ri = 0; ri < returns.size() && k < rs.size(); ri++) {
    const auto& r = rs[k];
    switch (r.kind) {
      case TPJ_RET_ALIAS:
      case TPJ_RET_ALIAS_LIST:
        stack->push_back(ins[r.arg]);
        k++;
        break;
      case TPJ_RET_NEW: {
        auto t = wrap_slot(r.slot, r.dtype, sizes[k]);
        auto rk = e.ret_kinds[ri];
        if (rk == Kind::Bool || rk == Kind::Int || rk == Kind::Float) {
          auto s = local_scalar_dense(t);
          if (rk == Kind::Bool) stack->push_back(s.toBool());
          else if (rk == Kind::Int) stack->push_back(s.toLong());
          else stack->push_back(s.toDouble());
        } else {
          stack->push_back(std::move(t));
        }
        k++;
        break;
      }
      case TPJ_RET_PADDED: {
        // A result that stays padded on the device: its real sizes over the padded storage.
        const auto& d = sizes[k];
        std::vector<int64_t> real(d.begin(), d.begin() + r.ndim), strides(d.begin() + r.ndim, d.end());
        auto t = wrap_slot(r.slot, r.dtype, {tpj_slot_nbytes(r.slot) / static_cast<int64_t>(c10::elementSize(static_cast<at::ScalarType>(r.dtype)))});
        t.unsafeGetTensorImpl()->set_sizes_and_strides(real, strides);
        stack->push_back(std::move(t));
        k++;
        break;
      }
      case TPJ_RET_INT: {
        auto rk = e.ret_kinds[ri];
        if (rk == Kind::Float) stack->push_back(static_cast<double>(r.value));
        else if (rk == Kind::Bool) stack->push_back(r.value != 0);
        else stack->push_back(r.value);
        k++;
        break;
      }
      case TPJ_RET_LIST: {
        std::vector<at::Tensor> ts;
        size_t len = static_cast<size_t>(r.list_len);
        k++;
        for (size_t j = 0; j < len; j++, k++) ts.push_back(wrap_slot(rs[k].slot, rs[k].dtype, sizes[k]));
        stack->push_back(c10::IValue(ts));
        break;
      }
      case TPJ_RET_RESIZE_COPY: {
        auto t = wrap_slot(r.slot, r.dtype, sizes[k]);
        const auto& out = ins[r.arg].toTensor();
        at::native::resize_output(out, t.sizes());
        out.copy_(t);
        stack->push_back(ins[r.arg]);
        k++;
        break;
      }
      default:
        TORCH_CHECK(false, "torch_pjrt: bad return kind from the engine");
    }
  }
}

// Kernels for lowered overloads are registered by name, so that composite kernels
// (e.g. structured ops' generated functional wrappers) do not turn `add` into
// `add.out` on the way to us. Ops implemented by composition
// (CompositeImplicitAutograd) keep their decomposition, which keeps autograd.
// Which overloads are lowered is Rust's decision; it reads every schema first, since
// an in-place or out= overload follows the functional overload with its schema.
std::unique_ptr<torch::Library> g_lib;

int register_lowered_kernels() {
  static int count = -1;
  if (count >= 0) return count;
  count = 0;
  g_lib = std::make_unique<torch::Library>(torch::Library::IMPL, "aten", std::make_optional(kKey), __FILE__, __LINE__);
  const auto all = c10::Dispatcher::singleton().getAllOpNames();
  for (const auto& name : all) {
    if (name.name.rfind("aten::", 0) != 0 && name.name.rfind("prims::", 0) != 0) continue;
    auto h = c10::Dispatcher::singleton().findOp(name);
    if (!h || !h->hasSchema()) continue;
    ArgParts parts(h->schema());
    tpj_note_schema(c10::toString(name).c_str(), static_cast<int32_t>(parts.cnames.size()), parts.cnames.data(),
                    parts.ctypes.data(), parts.flags.data(),
                    h->hasKernelForDispatchKey(c10::DispatchKey::CompositeImplicitAutograd) ? 1 : 0);
  }
  for (const auto& name : all) {
    if (name.name.rfind("aten::", 0) != 0) continue;
    auto full = c10::toString(name);
    if (!tpj_should_register(full.c_str())) continue;
    auto h = c10::Dispatcher::singleton().findOp(name);
    if (!h) continue;
    if (h->hasKernelForDispatchKey(c10::DispatchKey::CompositeImplicitAutograd)) continue;
    if (h->hasKernelForDispatchKey(kKey)) continue;
    std::string op_name = name.name.substr(6);
    if (!name.overload_name.empty()) op_name += "." + name.overload_name;
    g_lib->impl(op_name.c_str(), torch::CppFunction::makeFromBoxedFunction<&boxed>());
    count++;
  }
  return count;
}

// scaled_dot_product_attention's backend choice for our device. PyTorch asks this
// stub (registered below) before it decomposes the call; "overrideable" sends it
// to _scaled_dot_product_fused_attention_overrideable, which Rust lowers as one
// program (crates/lowering/src/ops/attention.rs, which also decides whether a
// call fits). torch.nn.attention.sdpa_kernel is honoured: the flash, efficient,
// cuDNN and overrideable backends all mean the fused program here.
namespace sdpa {

// Sizes for Rust: concrete ones as they are, a symbolic one (torch.compile with
// dynamic shapes) as a negative code per distinct symbol. No guard is added.
struct Dims {
  std::vector<int64_t> v;
  tpj_tensor t{};
  Dims(const at::Tensor& x, std::map<std::string, int64_t>& syms) {
    for (const auto& s : x.sym_sizes()) {
      if (auto m = s.maybe_as_int()) {
        v.push_back(*m);
      } else {
        auto it = syms.emplace(s.toSymNode()->str(), -static_cast<int64_t>(syms.size()) - 1).first;
        v.push_back(it->second);
      }
    }
    t.dtype = static_cast<int32_t>(x.scalar_type());
    t.ndim = static_cast<int32_t>(v.size());
    t.sizes = v.data();
  }
};

int64_t choice(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v, const std::optional<at::Tensor>& mask,
               double dropout_p, bool /*is_causal*/, std::optional<double> /*scale*/, bool enable_gqa) {
  auto& ctx = at::globalContext();
  bool fused_on = ctx.userEnabledOverrideableSDP() || ctx.userEnabledFlashSDP() || ctx.userEnabledMemEfficientSDP() ||
                  ctx.userEnabledCuDNNSDP();
  std::string why = "the fused backends are disabled (torch.nn.attention.sdpa_kernel)";
  if (fused_on) {
    if (q.is_nested() || k.is_nested() || v.is_nested()) {
      why = "nested tensors";
    } else {
      std::map<std::string, int64_t> syms;
      Dims qd(q, syms), kd(k, syms), vd(v, syms);
      std::optional<Dims> md;
      if (mask && mask->defined()) md.emplace(*mask, syms);
      if (tpj_sdp_fused_fits(&qd.t, &kd.t, &vd.t, md ? &md->t : nullptr, dropout_p, enable_gqa) == 1)
        return static_cast<int64_t>(at::SDPBackend::overrideable);
      why = tpj_last_error();
    }
  }
  if (ctx.userEnabledMathSDP()) return static_cast<int64_t>(at::SDPBackend::math);
  TORCH_CHECK(false, "scaled_dot_product_attention: no available kernel on the PJRT device: the math backend is disabled "
              "and the fused one does not apply (", why, ")");
}

}  // namespace sdpa
}  // namespace tpj

namespace at::native {
REGISTER_PRIVATEUSE1_DISPATCH(_fused_sdp_choice_stub, &tpj::sdpa::choice)
}

TORCH_LIBRARY_IMPL(_, PrivateUse1, m) { m.fallback(torch::CppFunction::makeFromBoxedFunction<&tpj::fallback_kernel>()); }

TORCH_LIBRARY_IMPL(aten, PrivateUse1, m) {
  m.impl("empty.memory_format", TORCH_FN(tpj::empty_memory_format));
  m.impl("empty_strided", TORCH_FN(tpj::empty_strided));
  m.impl("as_strided", TORCH_FN(at::native::as_strided_tensorimpl));
  m.impl("view", TORCH_FN(at::native::view));
  // Reinterpreting views between complex and real: metadata only (the engine reads
  // a view of another element type by reinterpreting the storage's buffer).
  m.impl("view_as_real", TORCH_FN(at::native::view_as_real));
  m.impl("view_as_complex", TORCH_FN(at::native::view_as_complex));
  m.impl("_reshape_alias", TORCH_FN(at::native::_reshape_alias));
  m.impl("unfold", TORCH_FN(at::native::unfold));
  m.impl("resize_", TORCH_FN(tpj::resize_));
  m.impl("set_.source_Storage_storage_offset", TORCH_FN(tpj::set_source_storage_offset));
  m.impl("set_.source_Storage", TORCH_FN(tpj::set_source_storage));
  m.impl("set_.source_Tensor", TORCH_FN(tpj::set_source_tensor));
  m.impl("set_", TORCH_FN(tpj::set_empty));
  m.impl("_copy_from", TORCH_FN(tpj::copy_from));
  m.impl("_copy_from_and_resize", TORCH_FN(tpj::copy_from_and_resize));
  m.impl("_local_scalar_dense", TORCH_FN(tpj::local_scalar_dense));
  m.impl("_has_compatible_shallow_copy_type", TORCH_FN(tpj::compatible_shallow_copy));
}

TORCH_LIBRARY_IMPL(aten, AutogradPrivateUse1, m) {
  m.impl("_has_compatible_shallow_copy_type", TORCH_FN(tpj::compatible_shallow_copy));
}

// torch.autocast("tpu"): CUDA's op policy, from the op lists PyTorch's header keeps
// for backends to reuse (which ops run in the autocast dtype, which in float32,
// which promote). Every other op passes through.
namespace tpj {
at::Tensor binary_cross_entropy_banned(const at::Tensor&, const at::Tensor&, const std::optional<at::Tensor>&, int64_t) {
  TORCH_CHECK(false, "torch.nn.functional.binary_cross_entropy and torch.nn.BCELoss are unsafe to autocast: use "
                     "binary_cross_entropy_with_logits or BCEWithLogitsLoss, which are safe (as on CUDA).");
}
}  // namespace tpj

TORCH_LIBRARY_IMPL(_, AutocastPrivateUse1, m) { m.fallback(torch::CppFunction::makeFallthrough()); }

TORCH_LIBRARY_IMPL(aten, AutocastPrivateUse1, m) {
  using namespace at;
  using namespace at::autocast;
#define TPJ_LOW(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, lower_precision_fp)
#define TPJ_FP32(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, fp32)
#define TPJ_FP32_SET_OPT_DTYPE(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, fp32_set_opt_dtype)
#define TPJ_PROMOTE(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, promote)
  AT_FORALL_LOWER_PRECISION_FP(TPJ_LOW)
  AT_FORALL_FP32(TPJ_FP32)
  AT_FORALL_FP32_SET_OPT_DTYPE(TPJ_FP32_SET_OPT_DTYPE)
  AT_FORALL_DIFFERENT_REDISPATCH_SIGNATURE(KERNEL_DIFFERENT_REDISPATCH_SIGNATURE_PRIVATEUSEONE)
  AT_FORALL_PROMOTE(TPJ_PROMOTE)
#undef TPJ_LOW
#undef TPJ_FP32
#undef TPJ_FP32_SET_OPT_DTYPE
#undef TPJ_PROMOTE
  m.impl(TORCH_SELECTIVE_NAME("aten::binary_cross_entropy"), TORCH_FN(tpj::binary_cross_entropy_banned));
}

extern "C" {
// Called once from the Python package after the runtime is initialised.
int32_t tpj_glue_init(void) {
  static std::once_flag once;
  std::call_once(once, [] {
    at::RegisterPrivateUse1HooksInterface(new tpj::Hooks());
    at::setHostAllocator(c10::DeviceType::PrivateUse1, &tpj::g_pinned);
  });
  return tpj::register_lowered_kernels();
}
}
