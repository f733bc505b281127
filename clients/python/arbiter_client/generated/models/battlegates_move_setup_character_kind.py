from enum import StrEnum


class BattlegatesMoveSetupCharacterKind(StrEnum):
    ARCHER = "archer"
    CRUSADER = "crusader"
    GATEKEEPER = "gatekeeper"

    def __str__(self) -> str:
        return str(self.value)
