from enum import StrEnum


class TournamentEntrantStatus(StrEnum):
    ENTERED = "entered"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
