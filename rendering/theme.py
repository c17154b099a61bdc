"""Colours and sizes shared by the board and the hand pictures (one dark, warm dungeon palette)."""
from __future__ import annotations

Color = tuple[int, int, int]


def hex_color(code: str) -> Color:
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


def mix(a: Color, b: Color, t: float) -> Color:
    """`t` of the way from `a` to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


# picture frame
BACKGROUND = hex_color("#221f1c")
COORD_TEXT = hex_color("#cfc6b8")
PANEL = hex_color("#2e2a26")
PANEL_EDGE = hex_color("#4d453c")
TEXT = hex_color("#efe9df")
TEXT_DIM = hex_color("#a89e90")
TEXT_HEAD = hex_color("#e8c77a")

# floor, rock, walls, fog
FLOOR_TONES = [hex_color(c) for c in ("#cdbd9f", "#c4b391", "#d2c3a6", "#c8b69a", "#c0b096")]
ROCK = hex_color("#3a322b")
ROCK_SPECK = hex_color("#443b33")
WALL = hex_color("#1b1714")
FOG = hex_color("#2b2723")
FOG_HATCH = hex_color("#3a342e")
SHADOW_FILL = hex_color("#a89783")
SHADOW_EDGE = hex_color("#6f5f74")

# doors
DOOR_WOOD = hex_color("#8a5526")
DOOR_EDGE = hex_color("#2a180a")
DOOR_KNOB = hex_color("#e9c45a")
DOOR_OPEN_WOOD = hex_color("#a46a36")
DOOR_TAG = hex_color("#efe2c4")

# features
FEATURE_FILL = hex_color("#5f6d7b")
FEATURE_EDGE = hex_color("#252c33")
ALTAR_FILL = hex_color("#5a2470")
ALTAR_EDGE = hex_color("#e8b83e")
STAIRS_FILL = hex_color("#8e8a84")
STAIRS_STEP = hex_color("#4d4a46")
FEATURE_TEXT = hex_color("#ffffff")

# traps
# the Okabe-Ito vermilion: no hero's hue, no enemy's dark red, no ally's pale bone
TRAP_FILL = hex_color("#d55e00")
TRAP_TEXT = hex_color("#ffffff")
TRAP_EDGE = hex_color("#2a1606")
PIT_HOLE = hex_color("#120e0b")
PIT_RIM = hex_color("#5a4636")

# rubble, secret doors, body and mind pips
RUBBLE_FILL = hex_color("#4a443e")
RUBBLE_STONE = hex_color("#7b736a")
RUBBLE_EDGE = hex_color("#1d1a17")
SECRET_DOOR = hex_color("#8f8a84")
SECRET_EDGE = hex_color("#6a2c8a")
BODY_PIP = hex_color("#e8443a")
MIND_PIP = hex_color("#4aa3ff")
PIP_EMPTY = hex_color("#3a3430")
PIP_EDGE = hex_color("#0c0a09")

# figures
# one hue per hero, told apart also with colour-blind eyes (the Okabe-Ito palette): blue, orange,
# reddish purple, bluish green for a party of four, then sky blue and yellow (last: it is the active
# hero's ring's colour, so a party of four never wears it); labels on the light ones are dark (LABEL_DARK)
HERO_FILLS = [hex_color(c) for c in ("#0072b2", "#e69f00", "#cc79a7", "#009e73", "#56b4e9", "#f0e442")]
# allies are pale bone discs with a green ring and dark labels: lighter than every hero and enemy
ALLY_FILL = hex_color("#e4e9ee")
ALLY_RING = hex_color("#1f7a45")
ENEMY_FILLS = {
    "minion": hex_color("#6e2020"),
    "lurker": hex_color("#5b1f45"),
    "rival": hex_color("#7d3914"),
    "villain": hex_color("#3f0b0b"),
}
ENEMY_FILL = hex_color("#6e2020")
VILLAIN_RING = hex_color("#f0c23a")
NEUTRAL_RING = hex_color("#d9cdb4")
DISC_EDGE = hex_color("#0e0c0b")
LABEL_TEXT = hex_color("#ffffff")
LABEL_DARK = hex_color("#14110e")
LABEL_DARK_DIM = hex_color("#4a443d")
ACTIVE_RING = hex_color("#ffe83d")
EXHAUSTED_GREY = hex_color("#777777")
MINION_COLORS = {
    "red": hex_color("#ff4747"),
    "green": hex_color("#3ed65c"),
    "blue": hex_color("#47a6ff"),
    "yellow": hex_color("#ffd83d"),
    "purple": hex_color("#c46bff"),
    "orange": hex_color("#ff9a2e"),
    "white": hex_color("#f2f2f2"),
    "black": hex_color("#202020"),
    "grey": hex_color("#a0a0a0"),
    "gray": hex_color("#a0a0a0"),
}

# health bars and badges
BAR_BACK = hex_color("#3b1010")
BAR_EDGE = hex_color("#0c0a09")
BAR_GOOD = hex_color("#4fd35b")
BAR_HURT = hex_color("#f0c030")
BAR_LOW = hex_color("#f04a3a")
EFFECT_TEXT = hex_color("#f2b880")
GOLD_TEXT = hex_color("#ffd21f")  # lasting effects in a figure's legend row
ARMOR_FILL = hex_color("#cdd3dc")
ARMOR_EDGE = hex_color("#262a31")
ARMOR_TEXT = hex_color("#15181d")

# marks: last turn's arrows say whose they are, by lightness as much as by hue (read by every eye):
# the heroes' white, the enemies' red; neither is a hero's hue
HERO_ARROW = hex_color("#ffffff")
HERO_ARROW_EDGE = hex_color("#14110e")
ENEMY_ARROW = hex_color("#e3262f")
ENEMY_ARROW_EDGE = hex_color("#240405")
FALLEN_FILL = hex_color("#14110e")
FALLEN_CROSS = hex_color("#f4efe6")
SPAWN = hex_color("#c46bff")
OBJECTIVE = hex_color("#ffd21f")
OBJECTIVE_EDGE = hex_color("#2a1e00")


def minion_color(name: str | None) -> Color | None:
    if not name:
        return None
    if name.startswith("#") and len(name) == 7:
        return hex_color(name)
    return MINION_COLORS.get(name.lower())


def health_color(remaining: int, total: int) -> Color:
    if total <= 0 or remaining * 2 > total:
        return BAR_GOOD
    if remaining * 4 > total:
        return BAR_HURT
    return BAR_LOW
