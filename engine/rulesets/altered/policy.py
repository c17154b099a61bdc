"""The bot opponent: a legal, sensible player that decides from what its own seat may know.

Set-up mana keeps the cheap cards in hand (the three dearest become orbs); each Morning its dearest card
becomes one more orb while the seat has fewer than eight and two cards in hand; at Night the clean-up
keeps what leaves the best position. While the opponent still plays, a play that costs a little is taken
rather than a pass (passing first gives the opponent the last word, and unspent mana is lost). In the Afternoon every legal play or quick action is tried on a copy and the position it leaves is
scored (`score`); the best one is taken when it beats the position as it stands, otherwise the seat passes.
The score reads only public things and the seat's own counts: the expeditions' totals in the terrain of the
region each marker stands in (revealed regions only: a marker always stands on one), the markers'
progress, the cards in hand and reserve and the mana left.
"""
from __future__ import annotations

from typing import Any

from .actions import Pass
from .game import Game
from .legal import legal_actions
from .state import GameState

WIN = 1000.0
STEP = 12.0  # a region of progress
AHEAD = 4.0  # an expedition that would advance at the next Dusk as things stand
BEHIND = 3.0  # an opposing expedition that would
MARGIN = 0.4  # each point of lead in the best terrain (capped)
HAND, RESERVE, MANA_LEFT = 0.5, 0.3, 0.15
BETTER = 0.05
KEEP_UP = 1.0


def score(g: Game, seat: str) -> float:
    """How good the position is for `seat`, from public things and the seat's own counts."""
    s = g.s
    if s.winner is not None:
        return WIN if s.winner == seat else -WIN
    other = g.opponent(seat)
    me, them = s.players[seat], s.players[other]
    total = 0.0
    for name in ("hero", "companion"):
        for who, sign, weight in ((seat, 1.0, AHEAD), (other, -1.0, BEHIND)):
            rival = other if who == seat else seat
            terrain = s.regions[s.players[who].positions[name]].terrain
            mine, theirs = g.totals(who, (name,)), g.totals(rival, (name,))
            lead = max((mine[t] - theirs[t] for t in terrain), default=0)
            wins = any(mine[t] > theirs[t] and mine[t] > 0 for t in terrain)
            total += sign * ((weight if wins else 0.0) + MARGIN * max(-5, min(5, lead)))
    progress = lambda p: p.positions["hero"] - p.positions["companion"]  # noqa: E731
    total += STEP * (progress(me) - progress(them))
    total += HAND * len(me.hand) + RESERVE * len(me.reserve) - HAND * len(them.hand) - RESERVE * len(them.reserve)
    total += MANA_LEFT * g.ready_orbs(seat)
    return total


def waiting_seat(state: GameState) -> str | None:
    """The seat the game waits on: the one owing a decision, else the one whose Afternoon turn it is."""
    if state.result is not None:
        return None
    if state.deciding:
        return str(state.deciding[0])
    if state.phase == "afternoon" and state.turn:
        return str(state.turn)
    return None


def choose(state: GameState, content: Any, seat: str) -> Any | None:
    """The bot's next action for `seat`, or None when it has nothing to do."""
    g = Game(state, content)
    acts = legal_actions(g, seat)
    if not acts:
        return None
    s = g.s
    if s.decision == "setup_mana":
        return _mana_at_setup(g, seat, acts)
    if s.decision == "morning_mana":
        return _morning_mana(g, seat, acts)
    if s.decision in ("trigger_order",):
        return acts[0]
    if s.decision is not None:  # the clean-up: the choice that leaves the best position
        return max(acts, key=lambda a: (_after(state, content, seat, a), -len(str(a))))
    here = score(g, seat)
    # passing first gives the opponent the last word: while it still plays, a play that costs little is
    # better than a pass (the mana is lost at the next Morning anyway)
    still = not s.players[g.opponent(seat)].passed
    best, best_score = None, here + (-KEEP_UP if still else BETTER)
    for act in acts:
        if isinstance(act, Pass):
            continue
        value, idle = _after_play(state, content, seat, act)
        if idle:  # a card whose effect would do nothing (a boost with no character to reach): never a play
            continue
        if value > best_score:
            best, best_score = act, value
    return best if best is not None else next(a for a in acts if isinstance(a, Pass))


def _after(state: GameState, content: Any, seat: str, act: Any) -> float:
    return _after_play(state, content, seat, act)[0]


def _after_play(state: GameState, content: Any, seat: str, act: Any) -> tuple[float, bool]:
    """The position's score once `act` is made, and whether the card it plays or uses did nothing at all
    (one of its effects found nothing to act on)."""
    from . import RULESET

    work = RULESET.clone(state)
    g = Game(work, content)
    g.handle(seat, act)
    uid = getattr(act, "card", None)
    idle = uid is not None and any(e.type == "no_effect" and e.uid == uid for e in g.events)
    return score(g, seat), idle


def _cost(g: Game, uid: str, seat: str) -> int:
    card = next(c for c in g.s.players[seat].hand if c.uid == uid)
    return g.card_def(card).hand_cost


def _mana_at_setup(g: Game, seat: str, acts: list[Any]) -> Any:
    return max(acts, key=lambda a: (sum(_cost(g, uid, seat) for uid in a.cards), sorted(a.cards)))


def _morning_mana(g: Game, seat: str, acts: list[Any]) -> Any:
    p = g.s.players[seat]
    if len(p.mana) >= 8 or len(p.hand) < 2:
        return next(a for a in acts if not a.cards)
    dearest = max((a for a in acts if a.cards), key=lambda a: (_cost(g, a.cards[0], seat), a.cards[0]))
    return dearest
