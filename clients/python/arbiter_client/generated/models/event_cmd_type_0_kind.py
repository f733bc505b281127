from enum import StrEnum


class EventCmdType0Kind(StrEnum):
    ABORT = "abort"
    CREATE = "create"
    DRAW_ANSWER = "draw_answer"
    DRAW_OFFER = "draw_offer"
    MOVE = "move"
    RESIGN = "resign"
    TAKEBACK = "takeback"
    TAKEBACK_ANSWER = "takeback_answer"
    TIMEOUT = "timeout"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
