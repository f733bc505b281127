from enum import StrEnum


class GroveMoveStandPlace(StrEnum):
    CIRCLE_1 = "circle-1"
    CIRCLE_2 = "circle-2"
    CIRCLE_3 = "circle-3"
    GROVE = "grove"

    def __str__(self) -> str:
        return str(self.value)
