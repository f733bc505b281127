"""The webhook outbox on a real Redis (a private one: the outbox's keys are global to its queue
Redis): one message in flight per endpoint and in creation order, the shares of a host and of a
game, retries that do not hold later messages up, and leases that give a dead sender's message
to the next one."""
from __future__ import annotations

import itertools
import time

import pytest
import redis

from service.integrate.webhook_outbox import Outbox
from tests.webhooks_helpers import wait_for

LEASE = 30.0


@pytest.fixture
def outbox(queue_server):
    client = redis.Redis.from_url(queue_server.url)
    client.flushall()
    yield Outbox(client)
    client.close()


_claims = itertools.count()


def claim(outbox, host_share=4, game_share=4, lease=LEASE):
    """The next claim, with an id of its own as each claim of a sender has."""
    return outbox.claim(f"test-{next(_claims)}", lease, host_share, game_share)


def test_one_endpoints_messages_go_one_at_a_time_in_the_order_they_were_created(outbox):
    for i in range(3):
        outbox.push("g1", "wh_a", "a.example:443", f"m{i}")
    first = claim(outbox)
    assert (first.endpoint, first.kind, first.msg_id) == ("g1|wh_a", "q", "m0")
    assert claim(outbox) is None  # the endpoint is in flight: its next message waits
    assert outbox.release(first, None)
    assert claim(outbox).msg_id == "m1"


def test_other_endpoints_go_while_one_is_in_flight(outbox):
    outbox.push("g1", "wh_a", "a.example:443", "a0")
    outbox.push("g1", "wh_a", "a.example:443", "a1")
    outbox.push("g2", "wh_b", "b.example:443", "b0")
    got = {claim(outbox).msg_id, claim(outbox).msg_id}
    assert got == {"a0", "b0"} and claim(outbox) is None


def test_a_host_gets_its_share_of_deliveries_in_flight_and_no_more(outbox):
    for i in range(4):
        outbox.push(f"g{i}", "wh_slow", "slow.example:443", f"s{i}")
    outbox.push("g9", "wh_fast", "fast.example:443", "f0")
    held = [claim(outbox, host_share=2) for _ in range(2)]
    assert all(c and c.msg_id.startswith("s") for c in held)
    other = claim(outbox, host_share=2)
    assert other is not None and other.msg_id == "f0"  # behind the full host, another host goes
    assert claim(outbox, host_share=2) is None
    outbox.release(held[0], None)
    # the skipped endpoints are looked at again within a quarter of a second
    again = wait_for(lambda: claim(outbox, host_share=2), timeout=5, what="a slot of the slow host")
    assert again.msg_id.startswith("s") and again.msg_id not in {c.msg_id for c in held}


def test_a_game_gets_its_share_of_deliveries_in_flight_and_no_more(outbox):
    for i in range(3):
        outbox.push("busy", f"wh_{i}", f"h{i}.example:443", f"m{i}")
    outbox.push("calm", "wh_x", "x.example:443", "x0")
    held = [claim(outbox, game_share=2) for _ in range(2)]
    assert all(c.game_id == "busy" for c in held)
    assert claim(outbox, game_share=2).game_id == "calm"
    assert claim(outbox, game_share=2) is None


def test_a_message_waiting_for_its_retry_does_not_hold_later_ones_and_goes_before_the_rest_once_due(outbox):
    for i in range(3):
        outbox.push("g1", "wh_a", "a.example:443", f"m{i}")
    outbox.release(claim(outbox), 0.3)  # m0 failed: its retry is due in 0.3 s
    second = claim(outbox)
    assert (second.msg_id, second.kind) == ("m1", "q")  # m1 does not wait for m0's retry

    def m0_is_due():
        seconds, micros = outbox.r.time()
        return outbox.r.zrangebyscore("webhooks:r:g1|wh_a", "-inf", seconds + micros / 1e6)

    wait_for(m0_is_due, timeout=5, what="m0's retry to be due")
    outbox.release(second, None)
    third = claim(outbox)
    assert (third.msg_id, third.kind) == ("m0", "r")  # once due, the older message goes first


def test_a_retry_does_not_go_before_it_is_due(outbox):
    outbox.push("g1", "wh_a", "a.example:443", "m0")
    outbox.release(claim(outbox), 2.0)
    assert claim(outbox) is None
    assert 0 < outbox.next_due_in() <= 2.0


def test_a_dead_senders_message_is_sent_again_first_once_its_lease_runs_out(outbox):
    outbox.push("g1", "wh_a", "a.example:443", "m0")
    outbox.push("g1", "wh_a", "a.example:443", "m1")
    lost = claim(outbox, lease=0.3)  # its sender dies without releasing
    assert outbox.reap() == 0 and claim(outbox) is None
    wait_for(lambda: outbox.reap(), timeout=5, what="the lease to run out")
    again = claim(outbox)
    assert again.msg_id == "m0"  # still first: order kept across the crash
    assert not outbox.release(lost, None)  # the dead claim no longer counts
    assert outbox.release(again, None)
    assert claim(outbox).msg_id == "m1"


def test_a_renewed_lease_is_not_reaped(outbox):
    outbox.push("g1", "wh_a", "a.example:443", "m0")
    held = claim(outbox, lease=0.5)
    for _ in range(4):
        time.sleep(0.2)
        assert outbox.renew([held], 0.5) == 1
        assert outbox.reap() == 0
    assert outbox.release(held, None)


def test_a_redelivery_is_not_queued_twice_and_takes_a_retrying_message_out_of_its_wait(outbox):
    outbox.push("g1", "wh_a", "a.example:443", "m0")
    outbox.push("g1", "wh_a", "a.example:443", "m0", redeliver=True)
    outbox.release(claim(outbox), 60)
    assert claim(outbox) is None  # m0 waits a minute for its retry
    outbox.push("g1", "wh_a", "a.example:443", "m0", redeliver=True)
    got = claim(outbox)
    assert (got.msg_id, got.kind) == ("m0", "q")
    outbox.release(got, None)
    assert claim(outbox) is None


def test_nothing_is_left_behind_once_every_message_is_done(outbox):
    for i in range(3):
        outbox.push(f"g{i}", "wh_a", f"h{i}.example:443", f"m{i}")
    while (c := claim(outbox)) is not None:
        outbox.release(c, None)
    outbox.r.delete("webhooks:wake")
    assert outbox.r.keys("webhooks:*") == []
