"""A Hugging Face Trainer fine-tune of a small Llama on the device under torchrun; the
global batch is the same for any world size (split_batches), so 2 ranks track 1.

Accelerate (which the Trainer runs on) has a closed table of devices it runs
data-parallel on; the recipe for a device outside it, with its public switches:
ACCELERATE_TORCH_DEVICE names the device, the process group is initialised first
(init_process_group() picks our backend), and use_cpu=True takes Accelerate's
generic multi-process path (DDP without device_ids) instead of refusing.
"""

import os
import sys

import torch
import torch.distributed as dist
from transformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainerCallback, TrainingArguments

import torch_pjrt
from _common import finish


local = int(os.environ["LOCAL_RANK"])
device = torch.device(torch_pjrt.device_name(), local % torch.tpu.device_count())
os.environ["ACCELERATE_TORCH_DEVICE"] = str(device)
dist.init_process_group(device_id=device)
torch_pjrt.set_strict(True)

cfg = LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, max_position_embeddings=64)
torch.manual_seed(0)
model = LlamaForCausalLM(cfg)
ids = torch.randint(0, 128, (64, 16), generator=torch.Generator().manual_seed(1))
data = [{"input_ids": x, "labels": x} for x in ids]
losses = []


class Record(TrainerCallback):
    def on_log(self, args, state, control, logs=None, **kw):
        if logs and "loss" in logs:
            losses.append(logs["loss"])


args = TrainingArguments(output_dir=sys.argv[1], use_cpu=True, per_device_train_batch_size=8, max_steps=6,
                         learning_rate=1e-3, logging_steps=1, save_strategy="no", report_to=[], seed=0, data_seed=0,
                         accelerator_config={"split_batches": True}, dataloader_num_workers=0, disable_tqdm=True)
trainer = Trainer(model=model, args=args, train_dataset=data, callbacks=[Record()])
trainer.train()
where = next(trainer.model.parameters()).device
# One write, ended by ';': the ranks share torchrun's stdout, and the other rank's Trainer log
# once landed between this line's text and its newline.
sys.stdout.write(f"rank {args.process_index}/{args.world_size}: {args.parallel_mode.name} on {where} "
                 f"{type(trainer.model_wrapped).__name__} losses {' '.join(map(repr, losses))};\n")
sys.stdout.flush()
dist.destroy_process_group()
finish(0)
