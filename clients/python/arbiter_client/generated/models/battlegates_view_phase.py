from enum import StrEnum


class BattlegatesViewPhase(StrEnum):
    CARD = "card"
    DICE = "dice"
    OVER = "over"
    PLACE_GATE = "place_gate"
    PLACE_WALL = "place_wall"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
