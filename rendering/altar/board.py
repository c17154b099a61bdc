"""Altar Quest's board: the grid dungeon (rooms not yet revealed show neither walls nor doors) with
the round, supply and altar pool in the legend, each figure's health bar with its focus (heroes) or
the hero whose threat it is (enemies), threat tokens (burning or marked) on characters, and a star
on the quest's objectives (the altar, the villain, objective cards on features or figures)."""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.core.board import span_name

from .. import theme as t
from ..fonts import fit, font, put_text, wrap
from ..grid import (
    INNER,
    Box,
    GridBoard,
    Key,
    Line,
    Objectives,
    Translate,
    feature_label,
    health_left,
    is_enemy,
    local,
    pool_text,
    square_of,
)


class AltarBoard(GridBoard):
    fog_hides_walls = True  # a room's walls and doors are unknown until it is revealed

    def draw_feature(self, canvas: Image.Image, draw: ImageDraw.ImageDraw, feat: dict[str, Any], box: Box) -> None:
        """The altar is a violet slab with a gold edge; other features as every grid game draws them."""
        if feat.get("kind") != "altar":
            super().draw_feature(canvas, draw, feat, box)
            return
        draw.rounded_rectangle(box, radius=6, fill=t.ALTAR_FILL, outline=t.ALTAR_EDGE, width=2)
        inner = (box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3)
        draw.rounded_rectangle(inner, radius=4, outline=t.mix(t.ALTAR_EDGE, t.ALTAR_FILL, 0.5), width=1)
        feature_label(canvas, box, local(feat, "name", self.lang))

    def legend_header(self) -> list[Line]:
        view, tr = self.view, self.tr
        lines = []
        if view.get("round") is not None:
            lines.append(Line(tr("pic-round", n=view["round"]), 20, t.TEXT_HEAD, bold=True, advance=28))
        if view.get("result"):
            won = view["result"] == "won"
            lines.append(Line(tr("pic-won" if won else "pic-lost"), 15, t.BAR_GOOD if won else t.BAR_LOW, bold=True))
        if view.get("active") and not view.get("result"):  # once the game is over nobody is acting
            active = tr("pic-active", name=self.hero_name(view["active"]))
            lines.append(Line(fit(active, font(14), INNER), 14, t.ACTIVE_RING))
        if view.get("supply") is not None:
            lines.append(Line(tr("pic-supply", n=view["supply"]), 14, t.TEXT))
        pool = view.get("altar_pool")
        if pool is not None:
            lines.append(Line(tr("pic-pool"), 14, t.TEXT))
            text = pool_text(pool) if pool else tr("pic-empty")
            for line in wrap(text, font(13), INNER - 8, max_lines=3):
                lines.append(Line(line, 13, t.TEXT_DIM, indent=8, advance=17))
        return lines

    def gone_row(self, hero_id: str, hero: dict[str, Any]) -> dict[str, Any] | None:
        """A fallen hero keeps its row, greyed and saying so: the party is read whole, and the picture of
        a lost quest says who fell."""
        if not hero:
            return None
        return {"id": f"h_{hero_id}", "label": hero.get("label", ""), "kind": "hero", "owner": hero_id,
                "name": hero.get("name", hero_id), "name_fr": hero.get("name_fr"), "health": hero.get("health", 0),
                "damage": hero.get("health", 0), "exhausted": True, "gone": True}

    def legend_stats(self, canvas: Image.Image, fig: dict[str, Any], x: int, x1: int, y: int) -> None:
        if fig.get("gone"):
            put_text(canvas, (x, y + 3), self.tr("pic-fallen", gender=self.tr("card-gender", card=fig["owner"])), 12,
                     t.TEXT_DIM, anchor="lm")
            return
        super().legend_stats(canvas, fig, x, x1, y)
        remaining, total = health_left(fig)
        hp = f"{remaining}/{total}"
        extra = []
        if is_enemy(fig) and fig.get("owner"):
            extra.append(self.tr("pic-threat", name=self.hero_name(fig["owner"], short=True)))
        elif fig.get("kind") == "ally" and fig.get("owner"):
            extra.append(self.tr("pic-with", name=self.hero_name(fig["owner"], short=True)))
        elif fig.get("kind") == "hero":
            hero = self.view.get("heroes", {}).get(fig.get("owner") or "", {})
            if hero.get("focus") is not None:
                extra.append(self.tr("pic-focus", n=hero["focus"]))
        if extra:
            small = font(12)
            extra_x = x + 50 + small.getlength(hp) + 8
            put_text(canvas, (extra_x, y + 3), fit(" · ".join(extra), small, x1 - extra_x), 12, t.TEXT_DIM,
                     anchor="lm")

    def game_keys(self) -> list[Key]:
        """The dark blocks where the grid has no square (the board's corners): named in the legend, as
        they are not rooms still hidden."""
        width, height = int(self.board.get("width") or 0), int(self.board.get("height") or 0)
        floor = {square_of(n) for names in (self.board.get("areas") or {}).values() for n in names}
        if any((x, y) not in floor for x in range(width) for y in range(height)):
            return [Key("rock", self.tr("pic-key-rock"))]
        return []

    def figure_effects(self, fig: dict[str, Any]) -> list[str]:
        """Exhausted, and the threat tokens on a character: burning or marked, as the threat deck says."""
        out: list[str] = []
        if fig.get("gone"):
            return out
        if fig.get("exhausted"):
            out.append(self.tr("pic-exhausted"))
        tokens = int(fig.get("threat_tokens") or 0)
        if tokens:
            rule = self.view.get("threat_tokens_rule")
            key = {"burn": "pic-tokens-burn", "mark": "pic-tokens-mark"}.get(str(rule), "pic-tokens")
            out.append(self.tr(key, n=tokens))
        return out

    def objectives(self) -> Objectives:
        """The quest's objectives on the board: the altar for an altar task, the villain to defeat,
        and each objective card in play on a feature or a figure."""
        quest = self.view.get("quest") or {}
        if self.view.get("result"):
            return Objectives()
        win = (quest.get("win") or {}).get("kind")
        features = self.board.get("features", ())
        goal_features = [f for f in features if win == "altar_task" and f.get("kind") == "altar"]
        figures = {str(f["id"]) for f in self.figures if win == "defeat_villain" and f.get("kind") == "villain"}
        for card in list(quest.get("area", ())) + list(quest.get("attached", ())):
            if not card.get("objective"):
                continue
            if card.get("figure"):
                figures.add(str(card["figure"]))
            host = card.get("attached_to")
            goal_features += [f for f in features if host and f.get("iid") == host and f not in goal_features]
        return Objectives(frozenset(figures), tuple(goal_features))

    def legend_board_lines(self) -> list[str]:
        lines = []
        for feat in self.board.get("features", ()):
            # named by its corners, as HeroQuest's furniture: "Tide-Worn Altar · H12–I12"
            where = f" · {span_name(feat['squares'])}" if feat.get("squares") else ""
            lines.append(self.board_line(f"{local(feat, 'name', self.lang)}{where}"))
        for trap in self.board.get("traps", ()):
            lines.append(self.board_line(f"{trap.get('label', '')} {local(trap, 'name', self.lang)} · {trap['square']}"))
        return lines


def render_board(view: dict[str, Any], lang: str, tr: Translate) -> Image.Image:
    """The board as one player sees it, with the last turn's arrows and a legend on the right."""
    return AltarBoard(view, lang, tr).render()


def legend_box(view: dict[str, Any], lang: str, tr: Translate) -> tuple[int, int, int, int]:
    """Pixel box of the legend panel in `render_board(view, lang, tr)`."""
    return AltarBoard(view, lang, tr).legend_box()
