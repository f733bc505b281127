from enum import StrEnum


class GroveGamePendingType0Kind(StrEnum):
    DRAW = "draw"
    TAKEBACK = "takeback"

    def __str__(self) -> str:
        return str(self.value)
