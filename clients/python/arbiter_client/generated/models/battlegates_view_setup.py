from enum import StrEnum


class BattlegatesViewSetup(StrEnum):
    ALLIES = "allies"
    FOUR_CASTLES = "four_castles"
    INDIVIDUAL = "individual"
    MISERY_RUN = "misery_run"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
