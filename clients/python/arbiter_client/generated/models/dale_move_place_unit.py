from enum import StrEnum


class DaleMovePlaceUnit(StrEnum):
    HERO = "hero"
    MOUNTED = "mounted"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
