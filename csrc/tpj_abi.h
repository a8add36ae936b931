// The C ABI between the C++ glue and the Rust engine. Our own declarations;
// both sides must agree field for field (the Rust mirror is crates/python/src/abi.rs).
#pragma once
#include <stdint.h>

extern "C" {

typedef struct {
  void* slot;
  int32_t dtype;  // c10::ScalarType code
  int32_t ndim;
  const int64_t* sizes;
  const int64_t* strides;
  int64_t offset;
  int32_t flags;  // TPJ_TENSOR_PARAMETER
} tpj_tensor;

// A leaf that requires grad: its sizes are a parameter's, never bucketed in eager calls.
#define TPJ_TENSOR_PARAMETER 1

enum tpj_tag {
  TPJ_NONE = 0,
  TPJ_TENSOR = 1,
  TPJ_HOST_SCALAR = 2,  // zero-dim CPU tensor: dtype + i/f (complex: f = real, i = bits of the imaginary double)
  TPJ_TENSOR_LIST = 3,  // len, tensors, present
  TPJ_INT = 4,
  TPJ_FLOAT = 5,
  TPJ_BOOL = 6,
  TPJ_INT_LIST = 7,
  TPJ_FLOAT_LIST = 8,
  TPJ_BOOL_LIST = 9,    // ints
  TPJ_SCALAR = 10,      // dtype (Bool/Long/Double/ComplexDouble) + i/f, complex as for TPJ_HOST_SCALAR
  TPJ_SCALAR_LIST = 11, // len, dtypes, ints, floats
  TPJ_STR = 12,
  TPJ_DTYPE = 13,       // i = ScalarType code
  TPJ_DEVICE = 14,      // i = index (-1: current)
  TPJ_GENERATOR = 15,   // i = generator id (-1: default)
  TPJ_OTHER = 16,
};

typedef struct {
  int32_t tag;
  int32_t dtype;
  int64_t i;
  double f;
  int64_t len;
  const int64_t* ints;
  const double* floats;
  const int32_t* dtypes;
  const tpj_tensor* tensors;
  const uint8_t* present;
  const char* str;
  tpj_tensor t;
} tpj_arg;

enum tpj_ret_kind {
  TPJ_RET_ALIAS = 1,       // arg
  TPJ_RET_NEW = 2,         // slot, dtype, ndim, sizes
  TPJ_RET_LIST = 3,        // list_len entries of TPJ_RET_NEW follow
  TPJ_RET_RESIZE_COPY = 4, // arg + new tensor to copy into it after resizing
  TPJ_RET_ALIAS_LIST = 5,  // arg (a list)
  TPJ_RET_INT = 6,         // value: a number the program proved constant (no device read)
  TPJ_RET_PADDED = 7,      // as TPJ_RET_NEW, over a larger storage: sizes holds ndim sizes, then ndim strides
};

typedef struct {
  int32_t kind;
  int32_t arg;
  void* slot;
  int32_t dtype;
  int32_t ndim;
  const int64_t* sizes;
  int32_t list_len;
  int64_t value;
} tpj_ret;

// What the int32_t-returning functions below return: 0 ok, else an error code
// (TPJ_ERR_*, one per row of tpj_errors.def) with the message in tpj_last_error().
enum tpj_error {
  TPJ_OK = 0,
#define TPJ_ERROR(c, name, c10_error, py_class) TPJ_ERR_##name = c,
#include "tpj_errors.def"
#undef TPJ_ERROR
};

const char* tpj_last_error(void);
int32_t tpj_strict(void);
int32_t tpj_device_count(void);
// Notes an overload's schema (as tpj_op_register reads it; composite: it has a
// CompositeImplicitAutograd kernel), before any tpj_should_register: an in-place or out=
// overload is lowered when the functional overload with its schema is (crates/engine/src/overloads.rs).
void tpj_note_schema(const char* full_name, int32_t nargs, const char* const* arg_names, const char* const* arg_types,
                     const uint32_t* flags, int32_t composite);
// 1 when the glue registers the boxed kernel for this overload by name (its lowering serves it).
int32_t tpj_should_register(const char* full_name);
// Registers an op schema; fills how the glue reads each argument (arg_kinds) and pushes each
// number return (ret_kinds), in the order of glue.cpp's Kind, from the types' annotations.
int32_t tpj_op_register(const char* full_name, int32_t nargs, const char* const* arg_names, const char* const* arg_types,
                        const uint32_t* flags, int32_t nrets, const char* const* ret_types, const int32_t* ret_alias,
                        int32_t* arg_kinds, int32_t* ret_kinds);
// 1 when the op runs through tpj_call; else 0, with tpj_last_error() saying why when another
// overload of the op is lowered ("no lowering for aten::x.overload: ..."), empty otherwise.
int32_t tpj_op_lowered(int32_t id);
// 1 when scaled_dot_product_attention runs fused, else 0 with the reason in tpj_last_error().
// Reads dims and dtype only (slot and strides unused); mask may be null.
int32_t tpj_sdp_fused_fits(const tpj_tensor* q, const tpj_tensor* k, const tpj_tensor* v, const tpj_tensor* mask,
                           double dropout_p, int32_t enable_gqa);
int32_t tpj_call(int32_t id, const tpj_arg* args, int32_t nargs, const tpj_ret** rets, int32_t* nrets);
int32_t tpj_slot_new(int32_t device, uint64_t nbytes, void** slot_out);
void tpj_slot_free(void* slot);
void tpj_slot_resize(void* slot, uint64_t nbytes);
int32_t tpj_slot_device(void* slot);
int64_t tpj_slot_nbytes(void* slot);
int32_t tpj_copy_h2d(const tpj_tensor* dst, const void* data, uint64_t nbytes);
int32_t tpj_copy_d2h(const tpj_tensor* src, void* data, uint64_t nbytes);
int32_t tpj_copy_d2d(const tpj_tensor* dst, const tpj_tensor* src);
uint64_t tpj_note_fallback(const char* op);
uint64_t tpj_rng_create(int32_t device);
void tpj_rng_set_seed(uint64_t id, uint64_t seed);
void tpj_rng_get(uint64_t id, uint64_t* seed, uint64_t* offset);
void tpj_rng_set(uint64_t id, uint64_t seed, uint64_t offset);
int32_t tpj_synchronize(int32_t device);
// Events: a point in a device's queue (one stream per device).
int32_t tpj_event_record(int32_t device, void** event);
void tpj_event_destroy(void* event);
int32_t tpj_event_query(void* event, int32_t* done);
int32_t tpj_event_synchronize(void* event);
int32_t tpj_event_elapsed_ms(void* start, void* end, double* ms);
// Storage accounting: out[0..8] = (current, peak, allocated, freed) of bytes, then of storages.
void tpj_memory_stats(int32_t device, int64_t* out);
void tpj_memory_reset(int32_t device, int32_t accumulated);
void tpj_empty_cache(void);
int32_t tpj_memory_info(int32_t device, uint64_t* free_bytes, uint64_t* total_bytes);
// Device traces for torch.profiler (crates/engine/src/trace.rs, csrc/profiler.cpp).
typedef struct {
  int32_t kind;  // TPJ_TRACE_*
  int32_t device;  // -1: no one device (a compile)
  uint64_t correlation;  // the CPU op's Kineto correlation id, 0 if none
  int64_t start_ns;  // host clock, ns since the epoch: the call, for an execution its enqueue
  int64_t end_ns;
  int64_t device_start_ns;  // an execution's estimated start on the device
  int64_t done_ns;  // an execution's completion, as its callback saw it
  uint64_t bytes;
  const char* name;  // valid until tpj_trace_clear
  uint64_t name_len;
} tpj_trace_record;
enum tpj_trace_kind {
  TPJ_TRACE_EXECUTE = 0,
  TPJ_TRACE_COMPILE = 1,
  TPJ_TRACE_CACHE_LOAD = 2,
  TPJ_TRACE_H2D = 3,
  TPJ_TRACE_D2H = 4,
};
void tpj_trace_start(void);
// Stops recording and keeps the session's records for tpj_trace_record_at; returns their number.
uint64_t tpj_trace_stop(void);
int32_t tpj_trace_record_at(uint64_t i, tpj_trace_record* out);
void tpj_trace_clear(void);
void tpj_trace_push_correlation(uint64_t id);
void tpj_trace_pop_correlation(void);
}
