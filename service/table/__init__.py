"""The table: a game as it is kept and shown, and the words people read. Its record (`Loaded`, the
metadata an append writes, the JSON a seat or spectator sees), the versions of the rules a stored
game is decided under, every seat's name as answers show it, the games' words (`text` sentences),
the message catalogue in each language (i18n; the catalogue itself stays in service/locales/), the
lobby of open seats (invites, claims, start, listings), and what one game may ask of the AI workers
(limits, quotas).

May import: storage (and domain/).
"""
