from enum import StrEnum


class ChannelingViewColoursAdditionalProperty(StrEnum):
    DARK = "dark"
    LIGHT = "light"

    def __str__(self) -> str:
        return str(self.value)
