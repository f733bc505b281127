from enum import StrEnum


class RatingKind(StrEnum):
    ACCOUNT = "account"
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
