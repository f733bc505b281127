from enum import StrEnum


class WaitingGamePendingType0Kind(StrEnum):
    DRAW = "draw"
    TAKEBACK = "takeback"

    def __str__(self) -> str:
        return str(self.value)
