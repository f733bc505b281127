from enum import StrEnum


class BattlegatesMoveSetupGateKind(StrEnum):
    GATE = "gate"
    LONG_GATE = "long_gate"

    def __str__(self) -> str:
        return str(self.value)
