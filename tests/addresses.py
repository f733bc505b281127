"""Client addresses for rate-limit tests that never collide within a run.

The tests of one run share a Redis, and a quota spent by one test stays spent for its window:
two tests that drew the same address out of 250 (203.0.113.x) made the second start at 429.
Addresses here come from the IPv6 documentation prefix (RFC 3849) with 96 random bits.
"""
from __future__ import annotations

import ipaddress
import uuid

_DOC = int(ipaddress.IPv6Address("2001:db8::"))


def client_addr() -> str:
    return str(ipaddress.IPv6Address(_DOC | (uuid.uuid4().int >> 32)))
