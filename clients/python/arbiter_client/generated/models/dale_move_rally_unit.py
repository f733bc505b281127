from enum import StrEnum


class DaleMoveRallyUnit(StrEnum):
    HERO = "hero"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
