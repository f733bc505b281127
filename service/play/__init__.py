"""Play: moves, from request to stored event: load -> decide -> append -> schedule (games), a
process's held copy of a game, AI turns and turn deadlines (automation, scheduling), declared leave
(clocks that stand still), the rematch, what a finished game calls for (its tournament, the ratings:
game_over), and the coach's analyses of finished games.

May import: storage, table, people, integrate, notify, compete (and domain/).
"""
