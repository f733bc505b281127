"""Contract-test helpers: the spec, and a checker that validates every response against it."""
from __future__ import annotations

import json
import os

import pytest
import yaml
from jsonschema import Draft202012Validator, FormatChecker

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC_PATH = os.path.join(ROOT, "openapi.yaml")
PROBLEM = "application/problem+json"
BINARY = ("image/png", "application/octet-stream")  # bytes: their type and status are what is checked


def load_spec() -> dict:
    with open(SPEC_PATH, encoding="utf-8") as f:
        return yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


class Contract:
    """Validates bodies against schemas of the spec (with its components for $ref)."""

    def __init__(self, spec: dict):
        self.spec = spec
        self.seen: set[tuple[str, str, str]] = set()
        self._validators: dict[str, Draft202012Validator] = {}

    def validator(self, schema: dict) -> Draft202012Validator:
        key = json.dumps(schema, sort_keys=True)
        v = self._validators.get(key)
        if v is None:
            root = dict(schema)
            root["components"] = self.spec["components"]
            v = self._validators[key] = Draft202012Validator(root, format_checker=FormatChecker())
        return v

    def validate(self, instance, schema: dict, what: str) -> None:
        errors = sorted(self.validator(schema).iter_errors(instance), key=lambda e: list(e.absolute_path))
        if errors:
            lines = [f"- at {'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:300]}" for e in errors[:10]]
            raise AssertionError(f"{what} does not match openapi.yaml (if api/ or a ruleset changed on purpose, "
                                 f"run .venv/bin/python scripts/gen_openapi.py):\n" + "\n".join(lines))

    def validate_moves(self, moves: list, ruleset_union: str, what: str) -> None:
        """Each move against the documented Move schema, resolved the way an OpenAPI client does.

        `Move` is open (any object with a `type`); its `x-rulesets` names each ruleset's union. The
        game's union (`ruleset_union`) is a oneOf whose variants differ in their `type` enum, with a
        discriminator mapping type -> variant. A move valid against the variant its discriminator
        names is therefore valid against the union, and validating only that variant is much faster
        than the oneOf search.
        """
        schemas = self.spec["components"]["schemas"]
        assert f"#/components/schemas/{ruleset_union}" in schemas["Move"]["x-rulesets"].values()
        union = schemas[ruleset_union]
        mapping = union["discriminator"]["mapping"]
        assert sorted(mapping.values()) == sorted(v["$ref"] for v in union["oneOf"])
        for move in moves:
            assert isinstance(move, dict) and move.get("type") in mapping, (
                f"{what}: {move!r} has no documented type of {ruleset_union} ({sorted(mapping)})")
            self.validate(move, {"$ref": mapping[move["type"]]}, f"{what}: {move!r}")

    def component(self, name: str) -> dict:
        return {"$ref": f"#/components/schemas/{name}"}

    def operation(self, method: str, path: str) -> dict:
        paths = self.spec["paths"]
        assert path in paths, f"{path} is not documented in openapi.yaml"
        op = paths[path].get(method.lower())
        assert op is not None, f"{method} {path} is not documented in openapi.yaml"
        return op

    def check(self, resp, method: str, path: str, status: int | None = None, request_body=None,
              moves_union: str | None = None):
        """Assert `resp` (Flask test or requests response) is documented; return its JSON body.

        With `moves_union`, the body's `moves` are checked by `validate_moves` (fast) and the rest
        of the body against the response schema.
        """
        op = self.operation(method, path)
        code = resp.status_code
        if status is not None:
            assert code == status, f"{method} {path}: expected {status}, got {code}: {_text(resp)[:500]}"
        responses = op["responses"]
        assert str(code) in responses, f"{method} {path} answered {code}, which openapi.yaml does not document"
        self.seen.add((method.upper(), path, str(code)))
        doc = responses[str(code)]
        if "content" not in doc:  # 204, 304: nothing to validate but that nothing came
            assert not resp.data if hasattr(resp, "data") else not resp.content, f"{method} {path} {code} has a body"
            return None
        ctype = resp.headers.get("Content-Type", "").split(";")[0].strip()
        assert ctype in doc["content"], f"{method} {path} {code}: content type {ctype!r}, documented {list(doc['content'])}"
        if code >= 400 and path.startswith("/v1/"):
            assert ctype == PROBLEM, f"{method} {path} {code}: errors must be {PROBLEM}, got {ctype!r}"
        if ctype in BINARY:
            assert resp.data if hasattr(resp, "data") else resp.content, f"{method} {path} {code}: empty {ctype}"
            return None
        if ctype.endswith("yaml"):  # a YAML document is read as its client reads it (so does schemathesis)
            import yaml

            doc_body = yaml.safe_load(_text(resp))
            self.validate(doc_body, doc["content"][ctype]["schema"], f"{method} {path} {code} body")
            return doc_body
        if not ctype.endswith("json"):
            text = _text(resp)
            self.validate(text, doc["content"][ctype]["schema"], f"{method} {path} {code} body")
            return text
        body = resp.get_json() if hasattr(resp, "get_json") else resp.json()
        if moves_union is not None and isinstance(body, dict) and isinstance(body.get("moves"), list):
            self.validate_moves(body["moves"], moves_union, f"{method} {path} {code} moves")
            self.validate({**body, "moves": []}, doc["content"][ctype]["schema"], f"{method} {path} {code} body")
        else:
            self.validate(body, doc["content"][ctype]["schema"], f"{method} {path} {code} body")
        for header, hdoc in (doc.get("headers") or {}).items():
            value = resp.headers.get(header)
            if "$ref" in hdoc:
                hdoc = self.spec["components"]["headers"][hdoc["$ref"].rsplit("/", 1)[1]]
            if value is None and hdoc.get("required") is False:
                continue  # documented as sent only sometimes (Link: only when there is a next page)
            assert value is not None, f"{method} {path} {code}: documented header {header} is missing"
            if hdoc["schema"].get("type") == "integer" and value.isdigit():
                value = int(value)  # a header is text: an integer header is its digits
            self.validate(value, hdoc["schema"], f"{method} {path} {code} header {header}")
        if request_body is not None and "requestBody" in op and code < 400:
            schema = op["requestBody"]["content"]["application/json"]["schema"]
            self.validate(request_body, schema, f"{method} {path} request body")
        if ctype == PROBLEM:
            assert body["status"] == code, f"problem status {body['status']} != HTTP {code}"
        return body


def _text(resp) -> str:
    return resp.get_data(as_text=True) if hasattr(resp, "get_data") else resp.text


@pytest.fixture(scope="session")
def spec() -> dict:
    return load_spec()


@pytest.fixture(scope="session")
def contract(spec) -> Contract:
    return Contract(spec)
