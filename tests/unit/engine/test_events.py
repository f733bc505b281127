"""Envelopes: the hash chain, salted digests of private parts, and redaction."""
from domain.engine import GENESIS, Draft, redact_envelope, seal, verify_chain, verify_private

SEED = b"\x07" * 32


def chain():
    drafts = [Draft("Dealt", {"n": 2}, {"0": {"hand": ["a", "b"]}, "server": {"deck": ["c"]}}),
              Draft("Played", {"card": "a"}, seat=0)]
    return seal(drafts, first_seq=1, prev_hash=GENESIS, at="2026-01-01T00:00:00Z", seed=SEED, cmd={"kind": "create"})


def test_a_sealed_chain_verifies_and_links_each_hash_to_the_previous():
    envs = chain()
    ok, head = verify_chain(envs)
    assert ok and head == envs[-1]["hash"]
    assert envs[0]["cmd"] == {"kind": "create"} and envs[1]["cmd"] is None


def test_changing_any_public_field_breaks_the_chain():
    for field, value in (("data", {"n": 3}), ("type", "X"), ("seat", 1), ("at", "2027"), ("cmd", None)):
        envs = chain()
        envs[0] = {**envs[0], field: value}
        ok, reason = verify_chain(envs)
        assert not ok and "event 1" in reason


def test_a_changed_private_part_fails_its_digest_but_not_the_chain():
    envs = chain()
    envs[0]["private"]["0"] = {"hand": ["a", "z"]}
    assert verify_chain(envs)[0]
    ok, reason = verify_private(envs, SEED)
    assert not ok and "'0'" in reason


def test_redaction_shows_a_seat_only_its_own_private_part():
    env = chain()[0]
    assert redact_envelope(env, 0)["private"] == {"0": {"hand": ["a", "b"]}}
    assert redact_envelope(env, 1)["private"] == {}
    assert redact_envelope(env, None)["private"] == {}
    assert set(redact_envelope(env, 1, reveal_all=True)["private"]) == {"0", "server"}
    assert "server" not in str(redact_envelope(env, 0)["private"])


def test_a_redacted_chain_still_verifies():
    envs = [redact_envelope(e, 1) for e in chain()]
    assert verify_chain(envs)[0]
