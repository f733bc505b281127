from enum import StrEnum


class TokenRequestScopesItem(StrEnum):
    PLAY = "play"
    READ = "read"
    WEBHOOKS = "webhooks"

    def __str__(self) -> str:
        return str(self.value)
