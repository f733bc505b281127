"""Proof: the public log (C2SP tiles, signed checkpoints, proofs), which game heads go into it and
when, and the compaction of finished games into their archive records.

May import: storage (and domain/).
"""
