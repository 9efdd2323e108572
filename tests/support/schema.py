"""The JSON Schema of the report contract (``docs/report.schema.json``) as a validator."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import jsonschema

from tests.support.places import ROOT


@cache
def validator() -> jsonschema.protocols.Validator:
    """The schema's validator, its schema checked first."""
    schema = json.loads((ROOT / "docs" / "report.schema.json").read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def valid(report: dict[str, Any]) -> None:
    """Fail with the first five errors unless ``report`` is valid."""
    errors = sorted(validator().iter_errors(report), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])
