"""The webhook address filter: every spelling of loopback, private, link-local, metadata and
reserved space is refused, including IPv6 forms that embed or tunnel an IPv4 address."""
import ipaddress

import pytest

from service.integrate.webhooks import RefusedURL, _public, resolve

REFUSED = [
    # plain IPv4 and IPv6
    "127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "100.64.0.1",
    "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1",
    # the six forms the campaign found
    "::127.0.0.1", "64:ff9b::7f00:1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::", "::ffff:0:7f00:1", "fec0::1",
    # the same families with other embedded addresses
    "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::10.0.0.1", "::169.254.169.254",
    "::ffff:0:a00:1", "::ffff:0:a9fe:a9fe", "64:ff9b::a00:1", "64:ff9b::c0a8:101", "64:ff9b:1::8.8.8.8",
    "2002:a00:1::1", "2002:c0a8:101::", "2002:a9fe:a9fe::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "fec0:1::1", "feff::1", "fe80::5efe:a00:1", "2001:db8::1", "2001:db8::5efe:7f00:1",
    "2606:4700::5efe:7f00:1", "2606:4700::200:5efe:a00:1",
]
ALLOWED = ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2001:4860:4860::8888", "64:ff9b::808:808",
           "2002:808:808::1", "::ffff:8.8.8.8"]


@pytest.mark.parametrize("address", REFUSED)
def test_refused(address):
    assert not _public(ipaddress.ip_address(address)), address


@pytest.mark.parametrize("address", ALLOWED)
def test_allowed(address):
    assert _public(ipaddress.ip_address(address)), address


@pytest.mark.parametrize("address", ["::127.0.0.1", "64:ff9b::7f00:1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::",
                                     "::ffff:0:7f00:1", "fec0::1"])
def test_a_url_with_such_an_address_is_refused_with_a_reason(address):
    with pytest.raises(RefusedURL) as err:
        resolve(f"http://[{address}]:8080/hook")
    assert err.value.extra["errors"]["url"] == "private address"
