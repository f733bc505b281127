from enum import StrEnum


class BattlegatesMoveRotateGateCard(StrEnum):
    ROTATE_180 = "rotate_180"
    ROTATE_90 = "rotate_90"

    def __str__(self) -> str:
        return str(self.value)
