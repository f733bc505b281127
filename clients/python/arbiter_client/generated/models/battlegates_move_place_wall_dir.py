from enum import StrEnum


class BattlegatesMovePlaceWallDir(StrEnum):
    E = "E"
    N = "N"

    def __str__(self) -> str:
        return str(self.value)
