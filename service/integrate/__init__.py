"""Integrate: programs outside the house. Webhooks in the Standard Webhooks format (registration,
SSRF checks, signing, delivery, the log) and their outbox drained by the webhook senders.

May import: storage, table (and domain/).
"""
