from enum import StrEnum


class ChannelingViewPhase(StrEnum):
    GLYPH = "glyph"
    MOVE = "move"
    OVER = "over"
    PATH = "path"
    REFILL = "refill"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
