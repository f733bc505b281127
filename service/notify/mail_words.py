"""The words of Arbiter's mails and pushes, in the recipient's language (service/table/i18n.py).

What is said here: a notice's title, a notice mail around the notice's sentence (the sentence
itself, the game's words, is rendered in the same language by service/notify/notifications.py),
the digest's subject and lines, the sign-in and address-check mails. The recipient's language is
the account's setting, else English: a mail has no browser to ask.
"""
from __future__ import annotations

import html

from service.table import i18n
from .mail import PICTURE


def language_of(raw) -> str:
    """An account's stored `language` (bytes or str, or None) as a language this server speaks."""
    lang = raw.decode() if isinstance(raw, bytes) else raw
    return lang if lang in i18n.LANGUAGES else i18n.DEFAULT


def title(lang: str, kind: str, game: str) -> str:
    """A notice's title: "Your turn: Battle for the Grove"."""
    return i18n.text(lang, f"notify.{kind}", game=game)


def notice_mail(lang: str, note: dict, link: str, origin: str) -> tuple[str, str]:
    """A notice by mail: its plain text and its HTML (with the board's place, PICTURE)."""
    text = f"{note['body']}\n\n{i18n.text(lang, 'mail.open_game_at', link=link)}\n"
    page = (f"<p>{_esc(note['body'])}</p><p>{PICTURE}</p><p><a href=\"{_esc(link)}\">"
            f"{_esc(i18n.text(lang, 'mail.open_game'))}</a></p><p style=\"color:#666\">"
            f"{_esc(i18n.text(lang, 'mail.settings', url=origin + '/me'))}</p>")
    return text, page


def digest_mail(lang: str, items: list, origin: str) -> tuple[str, str, str]:
    """The digest: its subject, plain text and HTML."""
    lines = [f"- {n['title']}: {n['body']} {origin}{n['url']}" for n in items]
    opened = _esc(i18n.text(lang, "mail.open"))
    page = "<ul>" + "".join(f"<li><b>{_esc(n['title'])}</b>: {_esc(n['body'])} "
                            f"<a href=\"{_esc(origin + n['url'])}\">{opened}</a></li>" for n in items) + "</ul>"
    return i18n.text(lang, "mail.digest_subject", n=len(items)), "\n".join(lines) + "\n", page


def link_mail(lang: str, purpose: str, link: str) -> tuple[str, str, str]:
    """A sign-in link or an address check: subject, plain text and HTML."""
    words = i18n.text(lang, f"mail.{purpose}_words")
    not_you = i18n.text(lang, "mail.not_you")
    return (i18n.text(lang, f"mail.{purpose}_subject"), f"{words}\n\n{link}\n\n{not_you}\n",
            f"<p>{_esc(words)}</p><p><a href=\"{_esc(link)}\">{_esc(link)}</a></p><p>{_esc(not_you)}</p>")


def _esc(text: str) -> str:
    return html.escape(str(text), quote=True)
