from enum import StrEnum


class EventCmdType0Kind(StrEnum):
    CREATE = "create"
    MOVE = "move"
    RESIGN = "resign"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
