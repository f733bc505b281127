from enum import StrEnum


class BattallaViewCombatType0Step(StrEnum):
    DAMAGED = "damaged"
    DECLARED = "declared"

    def __str__(self) -> str:
        return str(self.value)
