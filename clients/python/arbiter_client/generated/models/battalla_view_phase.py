from enum import StrEnum


class BattallaViewPhase(StrEnum):
    MULLIGAN = "mulligan"
    ORDER = "order"
    OVER = "over"
    PLAY = "play"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
