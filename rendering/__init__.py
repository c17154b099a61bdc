"""Pictures of what one player may see: a game's board after each turn, a hand of cards, PNG bytes.

Everything here is a pure function of an engine *view* (the plain JSON dict a ruleset's `view()`
builds), never of the game state, so a picture can never leak what the seat may not know. Each
game's pictures live in `rendering/<id>/` and are found through `rendering.registry`; `grid` holds
what the square-grid games share, `theme` and `fonts` the palette and lettering, `encode` the PNG step.
"""
