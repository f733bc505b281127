from enum import StrEnum


class DaleMoveOfferExchangeGive(StrEnum):
    HERO = "hero"
    MOUNTED = "mounted"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
