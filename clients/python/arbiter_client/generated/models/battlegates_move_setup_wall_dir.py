from enum import StrEnum


class BattlegatesMoveSetupWallDir(StrEnum):
    E = "E"
    N = "N"

    def __str__(self) -> str:
        return str(self.value)
