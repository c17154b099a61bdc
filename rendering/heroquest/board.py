"""HeroQuest's board: only what the heroes have seen (the rest fog), rubble, open and known pits (a
figure in a pit shows its rim), trapped furniture, secret doors once found, door names on tags, body
pips on monsters, a star on the goal (the goal monster, the room of the goal treasure, then the
stairway), and a legend with the round (out of the group's round limit, if it chose one), the active
hero's roll and action, the goal, each hero's body (red) and mind (blue) pips, gold and lasting
bonuses, fallen heroes included, and the symbols on the picture."""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.core.board import span_name

from .. import theme as t
from ..fonts import fit, font, put_text, shown, wrap
from ..grid import (
    INNER,
    LEGEND_PIP,
    MAX_PIPS,
    Box,
    GridBoard,
    Key,
    Line,
    Objectives,
    Translate,
    _label_layout,
    box_of,
    draw_health_bar,
    draw_pip_row,
    draw_pit,
    draw_rubble,
    draw_warning_frame,
    feature_box,
    health_left,
    is_enemy,
    is_open_pit,
    local,
    pips_width,
    room_middle,
    square_of,
)
from .arrows import draw_floor_arrows, marks_on_board


class HeroQuestBoard(GridBoard):
    def __init__(self, view: dict[str, Any], lang: str, tr: Translate) -> None:
        # only the marks of figures still on the board: the legend's symbols and the arrows agree
        super().__init__(view | {"marks": marks_on_board(view)}, lang, tr)

    # Zargon's arrows lie on the floor, under doors, door tags and figures: they never hide one
    arrows_on_floor = True

    def draw_turn_arrows(self, canvas: Image.Image) -> None:
        draw_floor_arrows(canvas, self.view)

    def draw_on_figures(self, canvas: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        self.draw_pit_badges(draw)

    # --- the floor: pits are holes, drawn under whoever stands in them ---

    def draw_floor_items(self, canvas: Image.Image, draw: ImageDraw.ImageDraw) -> None:
        super().draw_floor_items(canvas, draw)
        for trap in self.board.get("traps", ()):
            if is_open_pit(trap) and square_of(trap["square"]) in self.occupied:
                sq = square_of(trap["square"])
                draw_pit(draw, box_of(sq), trap["status"] == "sprung", under_figure=True)

    def draw_pit_badges(self, draw: ImageDraw.ImageDraw) -> None:
        """A figure standing in a pit covers the hole: a small pit, as the legend's symbol draws it,
        in the square's top-left corner says the pit is still there."""
        for trap in self.board.get("traps", ()):
            if is_open_pit(trap) and square_of(trap["square"]) in self.occupied:
                x0, y0, _x1, _y1 = box_of(square_of(trap["square"]))
                draw_pit_badge(draw, (x0 + 1, y0 + 1), trap["status"] == "sprung")

    def draw_feature(self, canvas: Image.Image, draw: ImageDraw.ImageDraw, feat: dict[str, Any], box: Box) -> None:
        """Rubble is a heap of stones on each square it blocks (the legend counts them); furniture known
        to be trapped gets a warning frame."""
        if feat.get("kind") == "blocked":
            for name in feat.get("squares", ()):
                draw_rubble(draw, box_of(square_of(name)))
            return
        super().draw_feature(canvas, draw, feat, box)
        if feat.get("trapped"):
            draw_warning_frame(draw, box)

    def draw_traps(self, canvas: Image.Image, draw: ImageDraw.ImageDraw, traps: list[dict[str, Any]]) -> None:
        for trap in traps:
            if is_open_pit(trap) and square_of(trap["square"]) not in self.occupied:
                draw_pit(draw, box_of(square_of(trap["square"])), trap["status"] == "sprung")
        super().draw_traps(canvas, draw, [tr for tr in traps if not is_open_pit(tr)])

    def trap_label(self, trap: dict[str, Any]) -> str:
        """A known trap's letter in the picture's language (P, S, F / O, L, É)."""
        if trap.get("status") is not None and trap.get("kind"):
            return self.tr(f"pic-trap-{trap['kind']}", _default=str(trap.get("label", "")))
        return str(trap.get("label", ""))

    def figure_pips(self, fig: dict[str, Any]) -> bool:
        return fig.get("kind") == "monster"

    def trap_is_diamond(self, trap: dict[str, Any]) -> bool:
        return not is_open_pit(trap)

    def game_keys(self) -> list[Key]:
        tr, board = self.tr, self.board
        keys = []
        if any(f.get("kind") == "blocked" for f in board.get("features", ())):
            keys.append(Key("rubble", tr("pic-key-rubble")))
        pits = [trap for trap in board.get("traps", ()) if is_open_pit(trap)]
        if any(trap["status"] == "known" for trap in pits):
            keys.append(Key("pit", tr("pic-key-pit")))
        if any(trap["status"] == "sprung" for trap in pits):
            keys.append(Key("pit-open", tr("pic-key-pit-open")))
        if any(f.get("trapped") for f in board.get("features", ())):
            keys.append(Key("trapped", tr("pic-key-trapped")))
        if self.party():
            keys.append(Key("body-mind", tr("pic-key-body-mind")))
        return keys

    def objectives(self) -> Objectives:
        """The goal monsters in sight; the room holding the goal treasure; once the goal is done and the
        quest says to leave by the stairway, the stairway."""
        quest = self.view.get("quest") or {}
        if self.view.get("result"):
            return Objectives()
        features: tuple[dict[str, Any], ...] = ()
        if quest.get("goal_done") and quest.get("leave"):
            features = tuple(f for f in self.board.get("features", ()) if f.get("kind") == "stairs")
        squares = tuple(room_middle(self.board["areas"][room]) for room in quest.get("goal_rooms", ())
                        if room in self.board.get("areas", {}))
        return Objectives(frozenset(str(x) for x in quest.get("goal_figures", ())), features, squares)

    def figure_effects(self, fig: dict[str, Any]) -> list[str]:
        """A hero's lasting bonuses, lost turns and pit; a monster's sleep."""
        tr = self.tr
        if fig.get("kind") == "monster":
            return [tr("pic-asleep")] if fig.get("asleep") else []
        if fig.get("kind") != "hero" or fig.get("gone"):
            return []
        hero = self.view.get("heroes", {}).get(fig.get("owner") or "", {})
        out = []
        bonuses = hero.get("bonuses") or {}
        for kind in ("attack", "defend", "move_dice"):
            if bonuses.get(kind):
                out.append(tr(f"pic-bonus-{kind}", n=bonuses[kind]))
        if hero.get("skip_turns"):
            out.append(tr("pic-skip-turns", n=hero["skip_turns"]))
        if hero.get("in_pit"):
            out.append(tr("pic-in-pit"))
        return out

    def draw_legend_row(self, canvas: Image.Image, fig: dict[str, Any], x0: int, x1: int, y: int) -> None:
        """Each hero's gold, right of the name."""
        super().draw_legend_row(canvas, fig, x0, x1, y)
        hero = self.view.get("heroes", {}).get(fig.get("owner") or "", {}) if fig.get("kind") == "hero" else {}
        if "gold" in hero:
            put_text(canvas, (x1, y + 9), self.tr("pic-gold", n=hero["gold"]), 12, t.GOLD_TEXT, bold=True,
                     anchor="rm")

    def name_reserve(self, fig: dict[str, Any]) -> int:
        hero = self.view.get("heroes", {}).get(fig.get("owner") or "", {}) if fig.get("kind") == "hero" else {}
        if "gold" not in hero:
            return 0
        return round(font(12, bold=True).getlength(self.tr("pic-gold", n=hero["gold"]))) + 6

    # --- the legend ---

    def legend_header(self) -> list[Line]:
        view, tr = self.view, self.tr
        quest = view.get("quest") or {}
        lines = []
        if view.get("phase") == "shop":
            lines.append(Line(tr("pic-shop"), 20, t.TEXT_HEAD, bold=True, advance=28))
        else:
            if quest.get("max_rounds") is None:  # no round limit unless the group asked for one
                head = tr("pic-round", n=view.get("round", "?"))
            else:
                head = tr("pic-round-of", n=view.get("round", "?"), max=quest["max_rounds"])
            lines.append(Line(head, 20, t.TEXT_HEAD, bold=True, advance=28))
        if view.get("result"):
            won = view["result"] == "won"
            lines.append(Line(tr("pic-won" if won else "pic-lost"), 15, t.BAR_GOOD if won else t.BAR_LOW, bold=True))
        active = view.get("active") if not view.get("result") else None
        if active:
            lines.append(Line(fit(tr("pic-active", name=self.hero_name(active)), font(14), INNER), 14, t.ACTIVE_RING))
            hero = view.get("heroes", {}).get(active, {})
            if hero.get("move_roll") is not None:
                move = tr("pic-moves", roll=hero["move_roll"], left=hero.get("move_left") or 0)
            else:
                move = tr("pic-not-moved")
            state = f"{move} · {tr('pic-acted' if hero.get('acted') else 'pic-action')}"
            lines.append(Line(fit(state, font(13), INNER - 8), 13, t.TEXT_DIM, indent=8, advance=18))
        goal = local(quest, "goal", self.lang)
        if goal:
            text = tr("pic-goal", text=goal) + (" ✓" if quest.get("goal_done") else "")
            for line in wrap(text, font(12), INNER, max_lines=3):
                lines.append(Line(line, 12, t.TEXT, advance=16))
        return lines

    def legend_groups(self) -> list[tuple[str, list[dict[str, Any]]]]:
        groups = [
            (self.tr("pic-heroes"), self.party()),
            (self.tr("pic-monsters"), [f for f in self.figures if is_enemy(f)]),
            (self.tr("pic-allies"), [f for f in self.figures if f.get("kind") == "ally"]),
        ]
        return [(title, figs) for title, figs in groups if figs]

    def gone_row(self, hero_id: str, hero: dict[str, Any]) -> dict[str, Any] | None:
        """A hero off the board keeps its row, marked with what became of it: dead, or out up the stairway."""
        return {"id": hero_id, "label": hero.get("label", ""), "kind": "hero", "owner": hero_id,
                "name": hero.get("name", hero_id), "name_fr": hero.get("name_fr"), "health": hero.get("max_body", 0),
                "damage": 0, "exhausted": True, "gone": "dead" if hero.get("dead") else "out"}

    def legend_stats(self, canvas: Image.Image, fig: dict[str, Any], x: int, x1: int, y: int) -> None:
        """Body pips (red) and, for heroes, mind pips (blue), each with its numbers."""
        remaining, total = health_left(fig)
        y -= 1
        if fig.get("gone"):
            put_text(canvas, (x, y + 4), self.tr(f"pic-{fig['gone']}"), 12, t.TEXT_DIM, anchor="lm")
            return
        if total <= MAX_PIPS:
            draw_pip_row(canvas, x, y, remaining, total, t.BODY_PIP, LEGEND_PIP)
            x_text = x + pips_width(total, LEGEND_PIP) + 4
        else:
            draw_health_bar(ImageDraw.Draw(canvas), (x, y, x + 44, y + 7), remaining, total)
            x_text = x + 48
        put_text(canvas, (x_text, y + 4), f"{remaining}/{total}", 12, t.TEXT, anchor="lm")
        x_text += font(12).getlength(f"{remaining}/{total}") + 8
        if fig.get("kind") == "hero":
            mind, max_mind = int(fig.get("mind") or 0), int(fig.get("max_mind") or 0)
            if 0 < max_mind <= MAX_PIPS and x_text + pips_width(max_mind, LEGEND_PIP) + 26 <= x1:
                draw_pip_row(canvas, x_text, y, mind, max_mind, t.MIND_PIP, LEGEND_PIP)
                x_text += pips_width(max_mind, LEGEND_PIP) + 4
                put_text(canvas, (x_text, y + 4), f"{mind}/{max_mind}", 12, t.TEXT, anchor="lm")

    def legend_board_lines(self) -> list[str]:
        lines = []
        rubble = 0
        for feat in self.board.get("features", ()):
            if feat.get("kind") == "blocked":
                rubble += len(feat.get("squares", ()))
                continue
            # a piece of furniture by its corners, as it lies on the board ("O11–P11")
            where = f" · {span_name(feat['squares'])}" if feat.get("squares") else ""
            trapped = f" ({self.tr('pic-trapped')})" if feat.get("trapped") else ""
            name = local(feat, "name", self.lang)
            initials = block_initials(feat, name)
            shown_as = f"{initials} — " if initials else ""
            lines.append(self.board_line(f"{shown_as}{name}{trapped}{where}"))
        if rubble:
            lines.append(self.tr("pic-rubble", n=rubble))
        for trap in self.board.get("traps", ()):
            # a diamond carries the trap's letter, which the line repeats; a pit is drawn as a hole
            letter = f"{self.trap_label(trap)} " if self.trap_is_diamond(trap) else ""
            lines.append(self.board_line(f"{letter}{local(trap, 'name', self.lang)} · {trap['square']}"))
        return lines


PIT_BADGE = 12  # pixels: the corner badge of a pit under a figure
PIT_BADGE_EDGE = t.hex_color("#e8dcc8")


def pit_badge_box(corner: tuple[int, int]) -> Box:
    x, y = corner
    return (x, y, x + PIT_BADGE, y + PIT_BADGE)


def draw_pit_badge(draw: ImageDraw.ImageDraw, corner: tuple[int, int], open_pit: bool) -> None:
    """A pit in small: a black hole in a brown rim when open, an orange dashed rim while only known."""
    box = pit_badge_box(corner)
    # a pale edge first: the badge lies on the dark pit that fills the square around the figure
    draw.rounded_rectangle(box, radius=4, fill=PIT_BADGE_EDGE)
    inner = (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2)
    if open_pit:
        draw.rounded_rectangle(inner, radius=2, fill=(0, 0, 0), outline=t.PIT_RIM, width=1)
    else:
        draw.rounded_rectangle(inner, radius=2, fill=t.mix(t.PIT_HOLE, t.PIT_RIM, 0.4), outline=t.TRAP_FILL, width=1)


def block_initials(feat: dict[str, Any], name: str) -> str:
    """The initials a feature's block shows when its whole name does not fit in it (the Hearth's
    one square shows "H"), else "": the legend's line then says which feature the letters stand for."""
    box = feature_box(feat)
    if box is None or feat.get("kind") in ("stairs", "blocked"):
        return ""
    x0, y0, x1, y1 = box
    _size, lines = _label_layout(name, x1 - x0 - 4, y1 - y0 - 2)
    return lines[0] if len(lines) == 1 and lines[0] != " ".join(shown(name).split()) else ""


def in_language(view: dict[str, Any], lang: str) -> dict[str, Any]:
    """The view with each hero's letter as the language writes it (N for the Nain, M for the Magicien)."""
    if lang != "fr":
        return view
    out = dict(view)
    out["figures"] = [f | {"label": f["label_fr"]} if f.get("label_fr") else f for f in view.get("figures", [])]
    out["heroes"] = {hid: h | {"label": h["label_fr"]} if h.get("label_fr") else h
                     for hid, h in view.get("heroes", {}).items()}
    return out


def render_board(view: dict[str, Any], lang: str, tr: Translate) -> Image.Image:
    """The board as the heroes see it, with Zargon's last moves and attacks and a legend on the right."""
    return HeroQuestBoard(in_language(view, lang), lang, tr).render()


def legend_box(view: dict[str, Any], lang: str, tr: Translate) -> tuple[int, int, int, int]:
    """Pixel box of the legend panel in `render_board(view, lang, tr)`."""
    return HeroQuestBoard(in_language(view, lang), lang, tr).legend_box()
