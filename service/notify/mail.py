"""Mail through any SMTP server named by configuration; off until one is named.

Settings (environment): SMTP_HOST (unset: mail is off), SMTP_PORT (default 587 with STARTTLS,
465 with SMTP_SSL=1, else 25), SMTP_USER and SMTP_PASSWORD (optional), SMTP_FROM (default
arbiter@<ARBITER_ORIGIN's host>), SMTP_STARTTLS (default 1 when the port is 587).
"""
from __future__ import annotations

import os
import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import make_msgid
from urllib.parse import urlsplit

TIMEOUT_SECONDS = 20
# where the board picture goes in a mail's HTML: a comment, which escaped text (names, moves) can
# never hold, so a name such as "{picture}" stays a name; replaced once
PICTURE = "<!--arbiter:picture-->"


@dataclass(frozen=True)
class MailConfig:
    """Where and how to send."""

    host: str
    port: int
    sender: str
    user: str = ""
    password: str = ""
    starttls: bool = False
    tls: bool = False


def _truthy(value: str | None) -> bool:
    return (value or "").lower() in ("1", "true", "yes", "on")


def mail_config(env=None) -> MailConfig | None:
    """The SMTP settings from the environment, or None when mail is off (no SMTP_HOST)."""
    env = os.environ if env is None else env
    host = (env.get("SMTP_HOST") or "").strip()
    if not host:
        return None
    tls = _truthy(env.get("SMTP_SSL"))
    port = int(env.get("SMTP_PORT") or (465 if tls else 587))
    starttls = _truthy(env.get("SMTP_STARTTLS")) if env.get("SMTP_STARTTLS") is not None else port == 587
    domain = urlsplit(env.get("ARBITER_ORIGIN") or "http://localhost").hostname or "localhost"
    return MailConfig(host, port, env.get("SMTP_FROM") or f"arbiter@{domain}", env.get("SMTP_USER", ""),
                      env.get("SMTP_PASSWORD", ""), starttls, tls)


def send(config: MailConfig, msg: EmailMessage) -> None:
    """Send one message to the one address of its To header (raises smtplib/OSError errors: the job
    retries; a To of several addresses is a ValueError, never sent)."""
    to = getattr(msg["To"], "addresses", None)
    if to is None or len(to) != 1:
        raise ValueError(f"a mail goes to exactly one address, not {msg['To']!r}")
    if "From" not in msg:
        msg["From"] = config.sender
    if config.tls:
        smtp = smtplib.SMTP_SSL(config.host, config.port, timeout=TIMEOUT_SECONDS, context=ssl.create_default_context())
    else:
        smtp = smtplib.SMTP(config.host, config.port, timeout=TIMEOUT_SECONDS)
    with smtp:
        if config.starttls:
            smtp.starttls(context=ssl.create_default_context())
        if config.user:
            smtp.login(config.user, config.password)
        smtp.send_message(msg, to_addrs=[to[0].addr_spec])


def message(to: str, subject: str, text: str, html: str | None = None,
            picture: bytes | None = None) -> EmailMessage:
    """A mail with a plain-text part and, optionally, an HTML part showing `picture` (a PNG) inline
    where the HTML holds PICTURE (filled once: nothing a person wrote is read as a template)."""
    msg = EmailMessage()
    msg["To"] = to
    msg["Subject"] = subject
    msg["Message-ID"] = make_msgid(domain="arbiter")
    msg.set_content(text)
    if html is not None:
        if picture is not None:
            cid = make_msgid(domain="arbiter")
            msg.add_alternative(html.replace(PICTURE, f'<img src="cid:{cid[1:-1]}" alt="the board" width="480">', 1),
                                subtype="html")
            msg.get_payload()[1].add_related(picture, "image", "png", cid=cid, filename="board.png")
        else:
            msg.add_alternative(html.replace(PICTURE, "", 1), subtype="html")
    return msg
