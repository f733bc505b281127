from enum import StrEnum


class ReportRequestAbout(StrEnum):
    ACCOUNT = "account"
    GAME = "game"
    MESSAGE = "message"

    def __str__(self) -> str:
        return str(self.value)
