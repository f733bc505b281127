from enum import StrEnum


class PlayerRatingResponse200Kind(StrEnum):
    ACCOUNT = "account"
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
