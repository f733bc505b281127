"""Options validation is idempotent: the options a game stores (defaults filled in) validate again."""
import pytest

from domain.engine import all_rulesets


@pytest.mark.parametrize("rs", all_rulesets(), ids=lambda rs: rs.id)
def test_filled_in_defaults_validate_again_to_the_same_options(rs):
    once = rs.check_options({})
    assert rs.check_options(once) == once
    assert rs.check_options(rs.check_options(once)) == once
