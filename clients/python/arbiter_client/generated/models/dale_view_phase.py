from enum import StrEnum


class DaleViewPhase(StrEnum):
    ACTION = "action"
    ADVANCE = "advance"
    BERSERK = "berserk"
    DECIDE = "decide"
    EXCHANGE = "exchange"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
