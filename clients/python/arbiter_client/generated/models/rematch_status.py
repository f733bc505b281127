from enum import StrEnum


class RematchStatus(StrEnum):
    DECLINED = "declined"
    NONE = "none"
    OFFERED = "offered"
    STARTED = "started"

    def __str__(self) -> str:
        return str(self.value)
