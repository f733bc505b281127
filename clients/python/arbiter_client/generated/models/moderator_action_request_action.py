from enum import StrEnum


class ModeratorActionRequestAction(StrEnum):
    CLOSE = "close"
    MUTE = "mute"
    SUSPEND = "suspend"
    UNMUTE = "unmute"
    UNSUSPEND = "unsuspend"
    WARN = "warn"

    def __str__(self) -> str:
        return str(self.value)
