"""A stand-in for Altered's pictures (rendering/altered is built elsewhere): a small image naming the day,
so the shared code has something to draw while the bot layer is tested. Reads only the view it is given."""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw


def render_board(view: dict[str, Any], lang: str, tr: Any) -> Image.Image:
    image = Image.new("RGB", (160, 40), "white")
    ImageDraw.Draw(image).text((4, 12), f"Altered {view.get('day', 1)}", fill="black")
    return image
