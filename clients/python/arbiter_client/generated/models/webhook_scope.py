from enum import StrEnum


class WebhookScope(StrEnum):
    GAME = "game"
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
