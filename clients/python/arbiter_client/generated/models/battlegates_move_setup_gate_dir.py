from enum import StrEnum


class BattlegatesMoveSetupGateDir(StrEnum):
    E = "E"
    N = "N"
    S = "S"
    W = "W"

    def __str__(self) -> str:
        return str(self.value)
