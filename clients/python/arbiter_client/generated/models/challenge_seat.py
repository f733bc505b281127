from enum import StrEnum


class ChallengeSeat(StrEnum):
    FIRST = "first"
    RANDOM = "random"
    SECOND = "second"

    def __str__(self) -> str:
        return str(self.value)
