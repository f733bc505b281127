"""A real SMTP server in the test process (aiosmtpd) that keeps every message it receives."""
from __future__ import annotations

import email
import re
import threading
import time
from email import policy

from aiosmtpd.controller import Controller


class _Keep:
    def __init__(self, box: "Mailbox"):
        self.box = box

    async def handle_MAIL(self, server, session, envelope, address, mail_options):  # noqa: N802
        """Accept the sender, after a stall while the box is told to stall (a slow server: the
        mail is not delivered until the client has sent it whole)."""
        import asyncio

        self.box.mail_started.set()
        while self.box.stalled:
            await asyncio.sleep(0.05)
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        msg = email.message_from_bytes(envelope.content, policy=policy.default)
        with self.box.cond:
            self.box.messages.append(msg)
            self.box.cond.notify_all()
        return "250 OK"


class Mailbox:
    """start() on a free port; `messages` are the parsed mails."""

    def __init__(self):
        from service.ops.redis_server import free_port

        self.messages: list = []
        self.cond = threading.Condition()
        self.stalled = False                  # True: every MAIL FROM waits until it is False again
        self.mail_started = threading.Event()  # set when a client begins a mail
        self.port = free_port()
        self.controller = Controller(_Keep(self), hostname="127.0.0.1", port=self.port)

    def start(self) -> "Mailbox":
        self.controller.start()
        return self

    def stop(self) -> None:
        self.controller.stop()

    def env(self) -> dict:
        """The settings that point the service at this server."""
        return {"SMTP_HOST": "127.0.0.1", "SMTP_PORT": str(self.port), "SMTP_STARTTLS": "0"}

    def wait(self, to: str, subject_has: str, timeout: float = 20.0):
        """The newest mail to `to` whose subject holds `subject_has` (waiting for it)."""
        deadline = time.time() + timeout
        with self.cond:
            while True:
                found = [m for m in self.messages if to in m["To"] and subject_has in m["Subject"]]
                if found or time.time() > deadline:
                    return found[-1] if found else None
                self.cond.wait(max(0.01, deadline - time.time()))


def link_in(msg, path: str) -> str:
    """The secret after `path#` in a mail's text."""
    text = msg.get_body(preferencelist=("plain",)).get_content()
    return re.search(re.escape(path) + r"#([A-Za-z0-9._-]+)", text).group(1)
