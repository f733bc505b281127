from enum import StrEnum


class BattlegatesOptionsSetup(StrEnum):
    ALLIES = "allies"
    FOUR_CASTLES = "four_castles"
    INDIVIDUAL = "individual"
    MISERY_RUN = "misery_run"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
