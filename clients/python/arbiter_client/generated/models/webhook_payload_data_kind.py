from enum import StrEnum


class WebhookPayloadDataKind(StrEnum):
    DRAW = "draw"
    TAKEBACK = "takeback"

    def __str__(self) -> str:
        return str(self.value)
