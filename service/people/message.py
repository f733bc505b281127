"""A message kept as a key and its parameters, rendered in a reader's language (docs/i18n.md).

A text that is stored or generated once and read by many (a tutorial's steps, a line for one
account) keeps {"key": ..., "params": {...}}: the reader's language is chosen when it is read. A
parameter may itself be such a message (a list, a place), rendered first in the same language.
"""
from __future__ import annotations

from service.table import i18n
from .accounts import akey


def message(key: str, **params) -> dict:
    """A message: its catalogue key and its named parameters (plain values or messages)."""
    return {"key": key, "params": params}


def is_message(value) -> bool:
    """Whether a parameter is itself a message (rendered before it is put in)."""
    return isinstance(value, dict) and isinstance(value.get("key"), str)


def render(lang: str, msg: dict) -> str:
    """The message in `lang` (parameters that are messages rendered in it first)."""
    params = {k: render(lang, v) if is_message(v) else v for k, v in (msg.get("params") or {}).items()}
    return i18n.text(lang, msg["key"], **params)


def account_language(r, account_id: str | None) -> str:
    """The language an account reads (its `language` setting), else English: a line written for one
    account when no request of theirs is there to ask (as service/notify/mail_words.py does for mails)."""
    if not account_id:
        return i18n.DEFAULT
    raw = r.hget(akey(account_id, "profile"), "language")
    lang = raw.decode() if isinstance(raw, bytes) else raw
    return lang if lang in i18n.LANGUAGES else i18n.DEFAULT
