"""Shared builders for the Altar Quest rules tests.

Scenarios start from a real game made by `new_game()` on the small hand-made content in
tests/data/altar (four 4x4 rooms on an 8x8 board), then put figures, tokens and cards exactly where a
rule needs them, force the dice by choosing the PRNG state (`rig()`), and drive `RS.apply()`.

Board (rooms ra/rb/rc/rd, doors ab = D2|E2, ac = B4|B5, bd = G4|G5, cd = D7|E7):

      A B C D | E F G H
    1 a a a a | b b b b        feature spaces: ra B2 C2 B3 C3   shadow A1
    2 a a a a = b b b b                        rb F2 G2 F3 G3   shadow H1
    3 a a a a | b b b b                        rc B6 C6 B7 C7   shadow A8
    4 a a a a | b b b b                        rd F6 G6 F7 G7   shadow H8
      ---=---   ---=---
    5 c c c c | d d d d
    6 c c c c | d d d d
    7 c c c c = d d d d
    8 c c c c | d d d d
"""
from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import RuleError
from engine.core.protocol import Outcome
from engine.core.rng import MASK64, next_u64
from engine.rulesets.altar import AltarRuleset, GameState
from engine.rulesets.altar.content import RHUNES, Content, load_content
from engine.rulesets.altar.game import Game
from engine.rulesets.altar.state import Figure, Inst, TrapToken

DATA = Path(__file__).resolve().parent / "data"
C: Content = load_content(DATA)
RS = AltarRuleset(lambda: C)

# hero die faces (tests/data/altar/dice.toml): blank, blank, success, focus, success+focus, critical
BLANK, SUCCESS, FOCUS, SF, CRIT = 0, 2, 3, 4, 5
# altar die faces: one per rhune, in RHUNES order
RHUNE = {r: i for i, r in enumerate(RHUNES)}
GAMMA = 0x9E3779B97F4A7C15


# --- content ------------------------------------------------------------------------------------


_KEEP_ALIVE: list[Content] = []


def content_variant(tmp_path: Path, files: dict[str, str]) -> Content:
    """A copy of tests/data/altar with some files replaced or added (relative path -> TOML text).

    Every variant is kept alive for the whole session: the engine caches range maps and walking
    distances under id(board), and a freed board's id could be handed to the next variant.
    """
    root = tmp_path / "variant"
    shutil.copytree(DATA / "altar", root / "altar")
    for rel, text in files.items():
        target = root / "altar" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    content = load_content(root)
    _KEEP_ALIVE.append(content)
    return content


# --- games --------------------------------------------------------------------------------------


def new_game(quest: str = "hunt", heroes: tuple[str, ...] = ("tester", "helper"), seed: int | str = 1,
             start: str | None = "ra", rs: AltarRuleset = RS, mulligan_done: bool = True, **opts: Any) -> GameState:
    """A game on the test board, starting in room `start`, with every mulligan already declined."""
    options = dict(opts)
    if start is not None:
        options["start_room"] = start
    s = rs.new_game(quest, list(heroes), seed, options)
    if mulligan_done:
        for h in s.heroes.values():
            h.mulligan_done = True
    return s


def game(s: GameState, content: Content = C) -> Game:
    return Game(s, content)


def place(s: GameState, fig_id: str, square: str) -> None:
    s.figures[fig_id].pos = square


def hero(s: GameState, hero_id: str) -> Figure:
    return s.figures[f"h_{hero_id}"]


def take_from_decks(s: GameState, card_id: str) -> None:
    """Remove one copy of a card from whichever deck or discard holds it (keeps every card in one place)."""
    for deck in s.decks.values():
        for pile in (deck.cards, deck.discard):
            if card_id in pile:
                pile.remove(card_id)
                return


def add_enemy(s: GameState, card_id: str, square: str, owner: str = "tester", kind: str | None = None,
              content: Content = C, from_deck: bool = True) -> str:
    """Put an enemy card into `owner`'s threat area (rightmost) and its figure at `square`."""
    card = content.cards[card_id]
    if from_deck:
        take_from_decks(s, card_id)
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card=card_id, zone=f"threat:{owner}")
    s.heroes[owner].threat.append(iid)
    fid = f"e{s.next_id}"
    s.next_id += 1
    k = kind or (card.kind if card.kind in ("minion", "lurker", "rival") else "minion")
    s.figures[fid] = Figure(id=fid, kind=k, card=card_id, inst=iid, pos=square, size=card.size,
                            label=f"M{len(s.figures) + 1}", owner=owner)
    s.insts[iid] = s.insts[iid].model_copy(update={"figure": fid})
    return fid


def add_villain(s: GameState, square: str, content: Content = C) -> str:
    """Spawn the villain by hand at `square` (anchor): the scheme leaves, the villain card enters."""
    vdef = content.villains[s.villain_deck]
    for iid in list(s.villain_area):
        if s.insts[iid].card == vdef.scheme.id:
            s.villain_area.remove(iid)
            del s.insts[iid]
            s.removed.append(vdef.scheme.id)
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card=vdef.villain.id, zone="villain", figure="villain")
    s.villain_area.insert(0, iid)
    s.figures["villain"] = Figure(id="villain", kind="villain", card=vdef.villain.id, inst=iid, pos=square,
                                  size=vdef.villain.size, label="V")
    s.villain_spawned = True
    return "villain"


def add_trap(s: GameState, card_id: str, square: str, owner: str = "tester") -> str:
    take_from_decks(s, card_id)
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card=card_id, zone=f"threat:{owner}")
    s.heroes[owner].threat.append(iid)
    tid = f"t{s.next_id}"
    s.next_id += 1
    s.traps[tid] = TrapToken(id=tid, inst=iid, pos=square, label=f"T{len(s.traps) + 1}")
    s.insts[iid] = s.insts[iid].model_copy(update={"figure": tid})
    return tid


def reveal(s: GameState, room: str, feature: str | None = None) -> str | None:
    """Mark a room revealed, with a feature card (taken from the feature deck) when given."""
    if room not in s.revealed:
        s.revealed.append(room)
    if feature is None:
        return None
    take_from_decks(s, feature)
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card=feature, zone="quest", room=room)
    s.features[room] = iid
    s.quest_area.append(iid)
    return iid


def add_quest_card(s: GameState, card_id: str, room: str, attach: bool = False) -> str:
    take_from_decks(s, card_id)
    iid = f"c{s.next_id}"
    s.next_id += 1
    s.insts[iid] = Inst(card=card_id, zone="quest", room=room)
    if attach:
        s.insts[iid] = s.insts[iid].model_copy(update={"attached_to": s.features[room]})
    else:
        s.quest_area.append(iid)
    return iid


def open_doors(s: GameState, *doors: str) -> None:
    for d in doors:
        if d not in s.open_doors:
            s.open_doors.append(d)


def set_hand(s: GameState, hero_id: str, cards: list[str]) -> None:
    """Give a hero exactly these cards in hand, moving the old hand back into the deck."""
    h = s.heroes[hero_id]
    pool = h.deck.cards + h.deck.discard + h.hand
    for c in cards:
        pool.remove(c)
    h.hand = list(cards)
    h.deck.cards = pool
    h.deck.discard = []


def clear_threats(s: GameState) -> None:
    """Empty every threat area (cards back to their decks), remove enemies and traps."""
    for h in s.heroes.values():
        for iid in list(h.threat):
            card = s.insts.pop(iid).card
            kind = C.cards[card].kind if card in C.cards else ""
            s.decks["lurker" if kind in ("lurker", "rival") else "threat"].cards.insert(0, card)
        h.threat = []
    for fid in [f for f, x in s.figures.items() if x.kind not in ("hero", "ally")]:
        del s.figures[fid]
    s.traps = {}


# --- dice ---------------------------------------------------------------------------------------


class _Holder:
    def __init__(self, rng: int) -> None:
        self.rng = rng


@cache
def rng_for(rolls: tuple[tuple[int, int | None], ...], start: int = 0x5EED) -> int:
    """A PRNG state whose next draws give `rolls`: (n, wanted value or None) for randbelow(n).

    The generator's state only moves by a constant, so state r + k*GAMMA yields the stream shifted
    by k: one pass over a single stream tries every candidate k.
    """
    need = len(rolls)
    h = _Holder(start)
    window: list[int] = []
    k = 0
    while True:
        window.append(next_u64(h))
        if len(window) < need:
            continue
        if len(window) > need:
            window.pop(0)
            k += 1
        if all(v is None or window[i] % n == v for i, (n, v) in enumerate(rolls)):
            return (start + k * GAMMA) & MASK64
        if k > 50_000_000:  # pragma: no cover - a guard
            raise RuntimeError("no rng found")


def rig(s: GameState, *faces: int | str | None, tail: tuple[tuple[int, int | None], ...] = ()) -> None:
    """Make the next six-sided rolls come out as `faces` (hero faces as ints, altar faces as rhune
    names, None for "any"), followed by the raw `tail` constraints."""
    rolls = tuple((6, RHUNE[f] if isinstance(f, str) else f) for f in faces) + tuple(tail)
    s.rng = rng_for(rolls)


# --- driving the engine -------------------------------------------------------------------------


def act(s: GameState, seat: str, action: dict[str, Any], rs: AltarRuleset = RS) -> Outcome:
    """Apply one action; checks the input state was left as it was."""
    before = rs.dump_state(s)
    out = rs.apply(s, seat, action)
    assert rs.dump_state(s) == before, "apply() modified its input state"
    return out


def illegal(s: GameState, seat: str, action: dict[str, Any], key: str | None = None,
            rs: AltarRuleset = RS) -> RuleError:
    """The action must raise RuleError with a readable reason and leave the state byte-identical."""
    before = rs.dump_state(s)
    with pytest.raises(RuleError) as info:
        rs.apply(s, seat, action)
    err = info.value
    assert rs.dump_state(s) == before
    assert isinstance(err.reason, str) and len(err.reason) > 10 and err.reason.rstrip().endswith((".", ")")), err.reason
    assert " " in err.reason and "Traceback" not in err.reason
    assert str(err) == err.reason
    if key is not None:
        assert err.key == key, (err.key, err.reason)
    return err


def events(out: Outcome, type_: str) -> list[dict[str, Any]]:
    return [e.model_dump(exclude={"type", "audience"}) for e in out.events if e.type == type_]


def types(out: Outcome) -> list[str]:
    return [e.type for e in out.events]


def end_phase(s: GameState, seat: str) -> Outcome:
    return act(s, seat, {"type": "end"})


def play_round_to_threat_turn(s: GameState, order: tuple[str, ...] | None = None) -> tuple[GameState, Outcome]:
    """Every hero ends its act phase in `order`; the last End runs the threat, villain and quest turns.
    Returns the state after that last End and its Outcome."""
    order = order or tuple(s.order)
    out = None
    for h in order:
        out = end_phase(s, h)
        s = out.state
    assert out is not None
    return pass_supply_windows(s, out)


def pass_supply_windows(s: GameState, out: Outcome, rs: AltarRuleset = RS) -> tuple[GameState, Outcome]:
    """Decline every window that only offers supply for +1 die (the prompt's default), so a scene
    about something else plays on as if the party kept its supply."""
    events_so_far = list(out.events)
    while out.prompt is not None and {o.id for o in out.prompt.options} <= {"supply", "pass"}:
        out = rs.apply(s, out.prompt.seat, {"type": "choose", "option": "pass"})
        s = out.state
        events_so_far += out.events
    return s, out.model_copy(update={"events": events_so_far})


def quiet_villain(s: GameState) -> None:
    """No villain card this round: the villain deck's only card is Rally (lose 1 supply, no dice)."""
    s.decks["villain"].cards = ["boss_ev2"] if s.villain_deck == "boss" else s.decks["villain"].cards
    s.supply = max(s.supply, 5)


def strip_reactions(s: GameState) -> None:
    """Move every Reaction card from the heroes' hands to the bottom of their decks (no prompts)."""
    for h in s.heroes.values():
        keep = [c for c in h.hand if C.cards[c].kind != "hero_reaction"]
        h.deck.cards[0:0] = [c for c in h.hand if C.cards[c].kind == "hero_reaction"]
        h.deck.cards.sort(key=lambda c: C.cards[c].kind != "hero_reaction")  # reactions at the bottom
        h.hand = keep


def board_problems(s: GameState, content: Content = C) -> list[str]:
    """The invariant problems about positions only: overlapping figures, figures on traps, off-board."""
    from engine.rulesets.altar.invariants import check

    words = ("share", "stands on a trap", "off the board", "two traps")
    return [p for p in check(Game(s, content)) if any(w in p for w in words)]


def tell(events: list[Any], lang: str = "en", state: GameState | None = None, viewer: set[str] | None = None,
         ) -> list[str]:
    """Altar Quest's sentences for events, as the bot tells them (public, or to the holder of `viewer`)."""
    from bot import games
    from bot.gamekit import Table

    game = games.get("altar")
    return game.narrate(events, Table(game, lang, state, {}, 0, ruleset=RS if state is not None else None),
                        viewer=viewer)
