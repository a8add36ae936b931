"""Writes the local assets TorchTitan's Llama 3 debug config expects from its own repo.

`llama3_debugmodel` reads `./tests/assets/tokenizer` (a Hugging Face `tokenizer.json` plus a
`tokenizer_config.json` naming the BOS/EOS tokens; the model's vocabulary is 2048) and the
dataset `c4_test` (`load_dataset("tests/assets/c4_test", split="train")`: JSON lines with a
"text" field). Neither ships in the wheel and there is no hub here, so this makes both: a
byte-level BPE of 2048 tokens trained on seeded synthetic sentences, and those sentences.

    python tests/titan/assets.py DIR      # DIR/tokenizer, DIR/c4_test
"""

import json
import random
import sys
from pathlib import Path

VOCAB = 2048
BOS, EOS = "<|begin_of_text|>", "<|end_of_text|>"
WORDS = ("the a one every some small large red green blue quick slow old new cat dog bird fish tree "
         "river stone cloud house road ship train city field garden window door table lamp book letter "
         "runs jumps reads writes sees finds takes makes builds carries paints opens closes follows "
         "under over near behind across through beside between after before and but while because").split()


def sentences(n, seed=0):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(40, 160))]
        out.append(" ".join(words).capitalize() + f". Number {rng.randint(0, 99999)}.")
    return out


def write(root, samples=400):
    """Writes root/tokenizer and root/c4_test; returns root."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    root = Path(root)
    text = sentences(samples)
    data = root / "c4_test"
    data.mkdir(parents=True, exist_ok=True)
    with open(data / "data.json", "w") as f:
        for t in text:
            f.write(json.dumps({"text": t}) + "\n")

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=VOCAB, special_tokens=[BOS, EOS], show_progress=False,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(text, trainer)
    assert tok.get_vocab_size() <= VOCAB, tok.get_vocab_size()
    tdir = root / "tokenizer"
    tdir.mkdir(parents=True, exist_ok=True)
    tok.save(str(tdir / "tokenizer.json"))
    (tdir / "tokenizer_config.json").write_text(json.dumps({"bos_token": BOS, "eos_token": EOS}))
    return root


if __name__ == "__main__":
    print(write(sys.argv[1] if len(sys.argv) > 1 else "tests/assets"))
