from enum import StrEnum


class ChannelingMovePlayGlyphGlyph(StrEnum):
    COL0 = "col0"
    COL1 = "col1"
    COL2 = "col2"
    COL3 = "col3"
    ROW0 = "row0"
    ROW1 = "row1"
    ROW2 = "row2"
    ROW3 = "row3"

    def __str__(self) -> str:
        return str(self.value)
