"""Conduct: the house's care for people's conduct and their exit. Reports and moderators (with the
operator's command, `python -m service.conduct.moderators`), and leaving for good: an account's
export and its deletion, which reaches into every capability that keeps something of a person.

May import: storage, table, people, notify, play, proof, compete (and domain/).
"""
