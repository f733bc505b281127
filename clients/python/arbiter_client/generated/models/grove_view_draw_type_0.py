from enum import StrEnum


class GroveViewDrawType0(StrEnum):
    DEAD_POSITION = "dead-position"
    TURN_LIMIT = "turn-limit"

    def __str__(self) -> str:
        return str(self.value)
