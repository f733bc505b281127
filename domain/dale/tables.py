"""Battle of the Dale tables: the 19-hex map round the Riverport of Chip, its named spaces, and the
five armies with their rosters."""
from domain.engine.hexgrid import HexGrid

# --- the map ----------------------------------------------------------------------------------
GRID = HexGrid(2)
SPACES = GRID.size  # 19
NEIGH = GRID.neighbours
EDGE = GRID.edge
CHIP = GRID.center  # 9
FOGGY, LOOKOUT, HANGMAN = GRID.index[(0, -1)], GRID.index[(1, 0)], GRID.index[(-1, 1)]
NAMED = {CHIP: "Riverport of Chip", FOGGY: "Foggy Mountain", HANGMAN: "Hangman's Tree", LOOKOUT: "Lookout Post"}
NAMED_SET = frozenset(NAMED)
WITHIN2 = tuple(GRID.within(i, 2) for i in range(SPACES))
# Charge!: for each space, {destination two steps away: the possible middle spaces}
TWO_STEPS = tuple(
    {d: GRID.between(i, d) for d in WITHIN2[i] if GRID.distance(i, d) == 2} for i in range(SPACES)
)

# --- the armies -------------------------------------------------------------------------------
ARMIES = ("human", "elf", "dwarf", "goblin", "falcon")
DEFAULT_ARMIES = {
    2: ["human", "elf"], 3: ["human", "elf", "dwarf"], 4: ["human", "elf", "dwarf", "goblin"],
    5: ["human", "elf", "dwarf", "goblin", "falcon"],
}
ROSTER = {a: {"R": 4, "M": 1, "H": 1} for a in ARMIES}
ROSTER["falcon"] = {"R": 5, "M": 0, "H": 1}
KIND_NAME = {"R": "regular", "M": "mounted", "H": "hero"}
NAME_KIND = {v: k for k, v in KIND_NAME.items()}
DEFAULT_TURN_LIMIT = 300
