from enum import StrEnum


class BattlegatesGameStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
