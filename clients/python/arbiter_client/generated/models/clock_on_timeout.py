from enum import StrEnum


class ClockOnTimeout(StrEnum):
    AI = "ai"
    FORFEIT = "forfeit"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
