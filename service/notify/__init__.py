"""Notify: telling people, and people talking. Notifications (a consumer of appended events) with
their inbox, each account's event stream (`GET /v1/me/stream`), Web Push, mail and its words, who is
watching live (presence), and table talk (chat).

May import: storage, table, people, integrate (and domain/).
"""
