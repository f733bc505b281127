from enum import StrEnum


class ListInvitesResponse200InvitesItemState(StrEnum):
    CLAIMED = "claimed"
    CLOSED = "closed"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
