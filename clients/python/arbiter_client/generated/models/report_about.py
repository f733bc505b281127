from enum import StrEnum


class ReportAbout(StrEnum):
    ACCOUNT = "account"
    GAME = "game"
    MESSAGE = "message"

    def __str__(self) -> str:
        return str(self.value)
