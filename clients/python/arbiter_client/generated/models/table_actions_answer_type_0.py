from enum import StrEnum


class TableActionsAnswerType0(StrEnum):
    DRAW = "draw"
    TAKEBACK = "takeback"

    def __str__(self) -> str:
        return str(self.value)
