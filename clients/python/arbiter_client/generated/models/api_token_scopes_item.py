from enum import StrEnum


class ApiTokenScopesItem(StrEnum):
    PLAY = "play"
    READ = "read"
    WEBHOOKS = "webhooks"

    def __str__(self) -> str:
        return str(self.value)
