"""Compete: games between accounts that count. Challenges and open seeks, tournaments (stored like a
game, decided by domain/tournament), and the ratings per ruleset.

May import: storage, table, people, integrate, notify (and domain/).
"""
