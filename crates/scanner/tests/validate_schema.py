"""Validates a JSON document against a JSON Schema: `python3 validate_schema.py SCHEMA DOC`.

Used by tests/schemas.rs; exits 0 when valid, 1 with the errors otherwise."""
import json
import sys

import jsonschema


def main() -> int:
    schema_path, doc_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(doc_path, encoding="utf-8") as f:
        doc = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    for e in errors[:20]:
        print(f"{'/'.join(map(str, e.path))}: {e.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
