"""Standard Webhooks signing: the reference test vector, verification, tampering, replay window."""
import base64

from service.integrate.webhooks import backoff, new_secret, retry_after, sign, verify

# the test vector of the Standard Webhooks reference libraries
SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
MSG_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek"
TIMESTAMP = 1614265330
PAYLOAD = '{"test": 2432232314}'
EXPECTED = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="


def headers(sig: str, ts: int = TIMESTAMP, msg_id: str = MSG_ID) -> dict:
    return {"webhook-id": msg_id, "webhook-timestamp": str(ts), "webhook-signature": sig}


def test_the_reference_vector():
    assert sign(SECRET, MSG_ID, TIMESTAMP, PAYLOAD) == EXPECTED


def test_verify_accepts_a_fresh_signature_and_refuses_tampering():
    assert verify(SECRET, headers(EXPECTED), PAYLOAD, now=TIMESTAMP + 10)
    assert not verify(SECRET, headers(EXPECTED), PAYLOAD + " ", now=TIMESTAMP + 10)
    assert not verify(SECRET, headers(EXPECTED, msg_id="msg_other"), PAYLOAD, now=TIMESTAMP + 10)
    assert not verify(SECRET, headers(EXPECTED, ts=TIMESTAMP + 1), PAYLOAD, now=TIMESTAMP + 10)
    assert not verify(new_secret(), headers(EXPECTED), PAYLOAD, now=TIMESTAMP + 10)


def test_verify_refuses_a_stale_timestamp_and_accepts_one_of_several_signatures():
    assert not verify(SECRET, headers(EXPECTED), PAYLOAD, now=TIMESTAMP + 301)
    assert verify(SECRET, headers("v1,bm9wZQ== " + EXPECTED), PAYLOAD, now=TIMESTAMP)


def test_secrets_are_24_random_bytes():
    s = new_secret()
    assert s.startswith("whsec_") and len(base64.b64decode(s[6:])) == 24 and s != new_secret()


def test_backoff_doubles_with_equal_jitter_and_retry_after_parses():
    for attempt in range(1, 8):
        d = 2.0 * 2 ** (attempt - 1)
        for _ in range(20):
            assert d / 2 <= backoff(attempt, 2.0) <= d
    assert backoff(40, 2.0) <= 6 * 3600
    assert retry_after("7") == 7.0
    assert retry_after(None) is None and retry_after("soon") is None
    assert retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0
