from enum import StrEnum


class TournamentWebhookRequestEventsType0Item(StrEnum):
    TOURNAMENT_FINISHED = "tournament.finished"
    TOURNAMENT_ROUND_READY = "tournament.round_ready"

    def __str__(self) -> str:
        return str(self.value)
