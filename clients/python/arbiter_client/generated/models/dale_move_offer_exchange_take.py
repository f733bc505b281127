from enum import StrEnum


class DaleMoveOfferExchangeTake(StrEnum):
    HERO = "hero"
    MOUNTED = "mounted"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
