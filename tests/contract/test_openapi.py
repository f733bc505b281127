"""The committed openapi.yaml is a valid OpenAPI 3.1 document and is what the generator makes now."""
import importlib.util
import os
import re

import pytest
from openapi_spec_validator import validate

from .conftest import ROOT, SPEC_PATH

REGENERATE = ".venv/bin/python scripts/gen_openapi.py"


def generator():
    spec = importlib.util.spec_from_file_location("gen_openapi", os.path.join(ROOT, "scripts", "gen_openapi.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow  # about 8 s of CPU (openapi-spec-validator): left to `make test`, out of `make test-fast`
def test_spec_is_valid_openapi_3_1(spec):
    assert spec["openapi"].startswith("3.1")
    validate(spec)


def test_committed_spec_matches_the_generator():
    with open(SPEC_PATH, encoding="utf-8") as f:
        committed = f.read()
    assert committed == generator().render(), (
        f"openapi.yaml is out of date with api/ or the registered rulesets; run `{REGENERATE}` and commit it"
    )


def test_generator_check_mode_agrees(tmp_path, capsys):
    gen = generator()  # (the committed file itself is checked by the test above)
    stale = tmp_path / "openapi.yaml"
    stale.write_text("openapi: 3.1.0\n")
    assert gen.main(["--check", "--out", str(stale)]) == 1
    assert REGENERATE in capsys.readouterr().err
    assert gen.main(["--out", str(stale)]) == 0 and stale.read_text() != "openapi: 3.1.0\n"


def test_every_registered_ruleset_has_its_move_union_and_options(spec):
    from domain.engine import all_rulesets

    gen = generator()
    schemas = spec["components"]["schemas"]
    unions = {u.rsplit("/", 1)[1] for u in schemas["Move"]["x-rulesets"].values()}
    assert schemas["RulesetId"]["examples"] == [rs.id for rs in all_rulesets()]
    assert "enum" not in schemas["RulesetId"]  # open: a sixth game must not break old clients
    for rs in all_rulesets():
        name = gen.pascal(rs.id)
        union = schemas[f"{name}Move"]
        assert f"{name}Move" in unions
        assert schemas[f"{name}LegalMoves"]["properties"]["moves"]["items"] == {"$ref": f"#/components/schemas/{name}Move"}
        assert set(union["discriminator"]["mapping"]) == set(rs.move_types)
        assert len(union["oneOf"]) == len(rs.move_types)
        for mt, target in union["discriminator"]["mapping"].items():
            comp = schemas[target.rsplit("/", 1)[1]]
            assert comp["properties"]["type"]["const"] == mt
            assert "type" in comp["required"]
        assert schemas[f"{name}Options"]["properties"].keys() == rs.options.keys()


def _shape(path: str) -> str:
    return re.sub(r"\{[^}]*\}", "{}", path)


def test_every_route_of_the_app_is_documented(app, spec):
    documented = set()
    for path, item in spec["paths"].items():
        for method in item:
            documented.add((method.upper(), _shape(path)))
    missing = []
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static" or rule.endpoint.startswith("web."):
            continue  # the web table's HTML pages (docs/web.md) are not part of the JSON API
        path = _shape(rule.rule.replace("<", "{").replace(">", "}"))
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            if (method, path) not in documented:
                missing.append(f"{method} {path}")
    assert not missing, f"routes not in openapi.yaml: {missing}"
    routes = {(m, _shape(r.rule.replace("<", "{").replace(">", "}"))) for r in app.url_map.iter_rules()
              for m in r.methods - {"HEAD", "OPTIONS"} if not r.endpoint.startswith("web.")}
    extra = sorted(f"{m} {p}" for m, p in documented - routes)
    assert not extra, f"openapi.yaml documents routes the app does not have: {extra}"


def test_every_route_declares_its_operation_on_itself(app):
    """The route is the contract (issue 38): each route of the JSON API carries its operation."""
    from api.openapi_parts import OPENAPI_ATTR

    bare = [rule.rule for rule in app.url_map.iter_rules()
            if rule.endpoint != "static" and not rule.endpoint.startswith("web.")
            and not hasattr(app.view_functions[rule.endpoint], OPENAPI_ATTR)]
    assert not bare, f"routes without @operation(...) (api/openapi_parts.py): {bare}"


def test_a_routes_variables_take_the_names_of_its_path_parameters():
    from api.openapi_parts import IDEM, openapi_path

    op = {"operationId": "x", "parameters": [{"name": "tournament_id", "in": "path"}, IDEM,
                                             {"name": "entrant_id", "in": "path"}]}
    assert openapi_path("/v1/t/<tid>/e/<int:eid>", op) == "/v1/t/{tournament_id}/e/{entrant_id}"
    assert openapi_path("/v1/log/tile/<path:rest>", {"parameters": [{"name": "rest", "in": "path"}]}) == \
        "/v1/log/tile/{rest}"
    with pytest.raises(ValueError, match="declares path parameters"):
        openapi_path("/v1/t/<tid>/e/<eid>", {"operationId": "x", "parameters": [{"name": "tid", "in": "path"}]})
