from enum import StrEnum


class BattlegatesViewCharsItemItemType1(StrEnum):
    ARCHER = "archer"
    CRUSADER = "crusader"
    GATEKEEPER = "gatekeeper"

    def __str__(self) -> str:
        return str(self.value)
