from enum import StrEnum


class LogLeafKind(StrEnum):
    CREATED = "created"
    FINISHED = "finished"
    HEAD = "head"

    def __str__(self) -> str:
        return str(self.value)
