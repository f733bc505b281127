from enum import StrEnum


class DaleGamePendingType0Kind(StrEnum):
    DRAW = "draw"
    TAKEBACK = "takeback"

    def __str__(self) -> str:
        return str(self.value)
