from enum import StrEnum


class BattlegatesMoveDiscardCard(StrEnum):
    CLIMB_GATE = "climb_gate"
    MOVE_GATE = "move_gate"
    MOVE_WALL = "move_wall"
    ROTATE_180 = "rotate_180"
    ROTATE_90 = "rotate_90"
    SCALE_WALL = "scale_wall"

    def __str__(self) -> str:
        return str(self.value)
