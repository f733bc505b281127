from enum import StrEnum


class WebhookRequestEventsType0Item(StrEnum):
    GAME_ENDED = "game.ended"
    GAME_OFFER = "game.offer"
    TURN_DEADLINE_REMINDER = "turn.deadline_reminder"
    TURN_YOUR_TURN = "turn.your_turn"

    def __str__(self) -> str:
        return str(self.value)
