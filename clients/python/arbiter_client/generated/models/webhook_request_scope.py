from enum import StrEnum


class WebhookRequestScope(StrEnum):
    GAME = "game"
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
