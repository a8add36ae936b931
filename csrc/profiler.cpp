// The device's activity profiler for torch.profiler: the Kineto classes PyTorch takes a
// PrivateUse1 backend's device trace through (REGISTER_PRIVATEUSE1_PROFILER, torch 2.14 and
// 2.15 built with Kineto). What is recorded, and when, is decided in Rust
// (crates/engine/src/trace.rs); this file starts and stops that recording with the profiler
// session, forwards the CPU ops' correlation ids, and turns the records into Kineto
// activities linked to the CPU op that launched them (docs/profiling.md).
//
// Built only where torch ships the registry (build.rs defines TPJ_DEVICE_PROFILER);
// elsewhere this file is empty and `torch_pjrt.device_trace_available()` says why.

#ifdef TPJ_DEVICE_PROFILER

#include "tpj_abi.h"

#include <c10/core/DeviceType.h>
#include <torch/csrc/profiler/standalone/privateuse1_profiler.h>

#include <GenericTraceActivity.h>
#include <IActivityProfiler.h>
#include <libkineto.h>
#include <output_base.h>

#include <limits>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace tpj {
namespace {

// Rows of a device's track in the trace viewer (Kineto resource ids).
constexpr int64_t kProgramsRow = 1;
constexpr int64_t kTransfersRow = 2;
constexpr int64_t kCompilesRow = 3;
// Below the host's rows, as GPU tracks are.
constexpr int64_t kSortAfterHost = 0x1000000;
// Our activities' own ids, apart from the CPU ops' correlation ids.
constexpr int32_t kFirstId = 1 << 30;

const std::set<libkineto::ActivityType>& kinds() {
  static const std::set<libkineto::ActivityType> k{
      libkineto::ActivityType::CONCURRENT_KERNEL,  // program executions
      libkineto::ActivityType::GPU_MEMCPY,  // host <-> device copies
      libkineto::ActivityType::PRIVATEUSE1_RUNTIME,  // compiles and cache loads (host work)
  };
  return k;
}

class DeviceSession : public libkineto::IActivityProfilerSession {
 public:
  ~DeviceSession() override {
    if (status_ == libkineto::TraceStatus::RECORDING) {
      tpj_trace_stop();
      tpj_trace_clear();
    }
  }

  void start() override {
    tpj_trace_start();
    status_ = libkineto::TraceStatus::RECORDING;
  }

  void stop() override {
    count_ = tpj_trace_stop();
    status_ = libkineto::TraceStatus::PROCESSING;
  }

  std::vector<std::string> errors() override {
    return {};
  }

  void processTrace(libkineto::ActivityLogger& logger) override {
    processTrace(logger, nullptr, 0, std::numeric_limits<int64_t>::max());
  }

  void processTrace(
      libkineto::ActivityLogger& logger,
      libkineto::getLinkedActivityCallback linked,
      int64_t window_start,
      int64_t window_end) override {
    buffer_ = std::make_unique<libkineto::CpuTraceBuffer>();
    // The recording window, as a span of the trace (Kineto's "Spans" row).
    bool known = window_end != std::numeric_limits<int64_t>::max();
    buffer_->span = libkineto::TraceSpan(known ? window_start : 0, known ? window_end : 0, "torch_pjrt");
    buffer_->gpuOpCount = 0;
    for (uint64_t i = 0; i < count_; ++i) {
      tpj_trace_record r{};
      if (tpj_trace_record_at(i, &r) != 0) {
        break;
      }
      add(r, linked);
    }
    tpj_trace_clear();
    count_ = 0;
    for (const auto& a : buffer_->activities) {
      logger.handleActivity(*a);
    }
    status_ = libkineto::TraceStatus::READY;
  }

  std::unique_ptr<libkineto::DeviceInfo> getDeviceInfo() override {
    // Nothing of ours in the trace (a CUDA profile also asks for kernels): Kineto labels its
    // processes as it would without us.
    if (devices_.empty() && !compiled_) {
      return nullptr;
    }
    int32_t d = devices_.empty() ? 0 : devices_.front();
    const std::string dev = c10::get_privateuse1_backend();
    return std::make_unique<libkineto::DeviceInfo>(
        libkineto::DeviceInfo{d, kSortAfterHost + d, dev, "torch_pjrt " + dev + ":" + std::to_string(d)});
  }

  std::vector<libkineto::ResourceInfo> getResourceInfos() override {
    std::vector<libkineto::ResourceInfo> rows;
    const std::string dev = c10::get_privateuse1_backend();
    for (int32_t d : devices_) {
      rows.push_back(libkineto::ResourceInfo{kProgramsRow, kProgramsRow, d, "programs (" + dev + ":" + std::to_string(d) + ")"});
      rows.push_back(libkineto::ResourceInfo{kTransfersRow, kTransfersRow, d, "host <-> device"});
    }
    if (compiled_) {
      rows.push_back(libkineto::ResourceInfo{kCompilesRow, kCompilesRow, 0, "compiles (host)"});
    }
    return rows;
  }

  std::unique_ptr<libkineto::CpuTraceBuffer> getTraceBuffer() override {
    return std::move(buffer_);
  }

  void pushCorrelationId(uint64_t id) override {
    tpj_trace_push_correlation(id);
  }

  void popCorrelationId() override {
    tpj_trace_pop_correlation();
  }

 private:
  void add(const tpj_trace_record& r, const libkineto::getLinkedActivityCallback& linked) {
    std::string name(r.name, r.name_len);
    libkineto::ActivityType type = libkineto::ActivityType::CONCURRENT_KERNEL;
    int64_t row = kProgramsRow;
    int32_t device = r.device < 0 ? 0 : r.device;
    int64_t start = r.start_ns, end = r.end_ns;
    switch (r.kind) {
      case TPJ_TRACE_EXECUTE:
        start = r.device_start_ns;
        end = r.done_ns;
        break;
      case TPJ_TRACE_H2D:
      case TPJ_TRACE_D2H:
        type = libkineto::ActivityType::GPU_MEMCPY;
        row = kTransfersRow;
        break;
      default:
        type = libkineto::ActivityType::PRIVATEUSE1_RUNTIME;
        row = kCompilesRow;
        compiled_ = true;
        break;
    }
    buffer_->emplace_activity(buffer_->span, type, name);
    auto& a = libkineto::CpuTraceBuffer::toRef(buffer_->activities.back());
    a.startTime = start;
    a.endTime = end < start ? start : end;
    a.id = kFirstId + static_cast<int32_t>(buffer_->activities.size());
    a.device = device;
    a.resource = row;
    a.threadId = static_cast<int32_t>(row);
    if (r.correlation != 0 && linked) {
      a.linked = linked(static_cast<int32_t>(r.correlation));
    }
    switch (r.kind) {
      case TPJ_TRACE_EXECUTE:
        a.addMetadata("device", device);
        a.addMetadata("enqueue start (host ns)", r.start_ns);
        a.addMetadata("enqueue end (host ns)", r.end_ns);
        a.addMetadata("completion callback (host ns)", r.done_ns);
        a.addMetadataQuoted("timing", "start estimated: max(enqueue, previous completion on the device)");
        break;
      case TPJ_TRACE_H2D:
      case TPJ_TRACE_D2H:
        a.addMetadata("device", device);
        a.addMetadata("bytes", r.bytes);
        a.addMetadataQuoted("direction", r.kind == TPJ_TRACE_H2D ? "host to device" : "device to host");
        break;
      default:
        a.addMetadataQuoted("source", r.kind == TPJ_TRACE_COMPILE ? "compiled by the plugin" : "loaded from the cache");
        if (r.bytes != 0) {
          a.addMetadata("executable bytes", r.bytes);
        }
        break;
    }
    if (r.kind != TPJ_TRACE_COMPILE && r.kind != TPJ_TRACE_CACHE_LOAD) {
      bool seen = false;
      for (int32_t d : devices_) {
        seen = seen || d == device;
      }
      if (!seen) {
        devices_.push_back(device);
      }
    }
  }

  uint64_t count_ = 0;
  bool compiled_ = false;
  std::vector<int32_t> devices_;
  std::unique_ptr<libkineto::CpuTraceBuffer> buffer_;
};

class DeviceProfiler : public libkineto::IActivityProfiler {
 public:
  const std::string& name() const override {
    return name_;
  }

  const std::set<libkineto::ActivityType>& availableActivities() const override {
    return kinds();
  }

  std::unique_ptr<libkineto::IActivityProfilerSession> configure(
      const std::set<libkineto::ActivityType>& requested,
      const libkineto::Config& /*config*/) override {
    // Only when the device's activity was asked for (ProfilerActivity.PrivateUse1).
    if (requested.count(libkineto::ActivityType::CONCURRENT_KERNEL) == 0) {
      return nullptr;
    }
    return std::make_unique<DeviceSession>();
  }

  std::unique_ptr<libkineto::IActivityProfilerSession> configure(
      int64_t /*ts_ms*/,
      int64_t /*duration_ms*/,
      const std::set<libkineto::ActivityType>& requested,
      const libkineto::Config& config) override {
    return configure(requested, config);
  }

 private:
  std::string name_{"torch_pjrt"};
};

REGISTER_PRIVATEUSE1_PROFILER(DeviceProfiler);

}  // namespace
}  // namespace tpj

#endif  // TPJ_DEVICE_PROFILER
