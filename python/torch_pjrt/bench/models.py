"""Small Hugging Face models built locally (random weights), for benchmarks and tests
on machines without hub access.

Example::

    from torch_pjrt.bench.models import tiny_llama
    path = tiny_llama("/tmp/tiny-llama")        # a directory transformers loads
"""

import os

#: Built-in model names `--model` accepts besides a path or hub id.
BUILTIN = ("tiny", "small")

_SIZES = {
    # name: (hidden, intermediate, layers, heads, kv heads)
    "tiny": (128, 256, 2, 4, 2),
    "small": (512, 1408, 8, 8, 4),
}

_SPECIALS = ["<s>", "</s>", "<pad>", "<unk>"]


def _vocab():
    # Whole words decode to themselves, so every generated token is printable text
    # and greedy outputs compare as strings.
    words = _SPECIALS + [f"w{i}" for i in range(1000)] + [":", "\n", "user", "assistant", "system"]
    return {w: i for i, w in enumerate(words)}


def build(name, path, *, seed=0, max_positions=4096):
    """Writes the built-in model ``name`` (a Llama-style decoder with a word-level
    tokenizer and a chat template) to ``path`` unless it is already there; returns
    ``path``."""
    if name not in _SIZES:
        raise ValueError(f"unknown built-in model {name!r}; built-in models: {', '.join(_SIZES)}")
    done = os.path.join(path, ".complete")
    if os.path.exists(done):
        return path
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    vocab = _vocab()
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.WhitespaceSplit(), pre_tokenizers.Punctuation()])
    tok.decoder = decoders.WordPiece(prefix="##")
    tok.add_special_tokens(_SPECIALS)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", pad_token="<pad>",
                                   unk_token="<unk>")
    fast.chat_template = ("{% for m in messages %}{{ m['role'] }}: {{ m['content'] }}\n{% endfor %}"
                          "{% if add_generation_prompt %}assistant: {% endif %}")
    hidden, inter, layers, heads, kv = _SIZES[name]
    cfg = LlamaConfig(vocab_size=len(vocab), hidden_size=hidden, intermediate_size=inter, num_hidden_layers=layers,
                      num_attention_heads=heads, num_key_value_heads=kv, max_position_embeddings=max_positions,
                      bos_token_id=vocab["<s>"], eos_token_id=vocab["</s>"], pad_token_id=vocab["<pad>"])
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = LlamaForCausalLM(cfg)
    os.makedirs(path, exist_ok=True)
    fast.save_pretrained(path)
    model.save_pretrained(path)
    open(done, "w").close()
    return path


def resolve(model, cache_dir):
    """A model argument as transformers loads it: a built-in name becomes a directory
    under ``cache_dir`` (built on first use); anything else is passed through."""
    if model in BUILTIN:
        return build(model, os.path.join(cache_dir, f"{model}-llama"))
    return model


def prompt_words(n, offset=0):
    """A prompt of exactly ``n`` tokens for the built-in tokenizer (words w0..w999)."""
    return " ".join(f"w{(offset + 7 * i) % 1000}" for i in range(n))
