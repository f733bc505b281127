from enum import StrEnum


class DaleViewArmiesItem(StrEnum):
    DWARF = "dwarf"
    ELF = "elf"
    FALCON = "falcon"
    GOBLIN = "goblin"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
