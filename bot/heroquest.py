"""What the bot shows and accepts for HeroQuest: autocomplete choices, whose turn it is, status,
the inventory (`/hand`), the end-of-quest summary with the quest chain, and turning a command's
options into an engine action.

Everything here reads the player's `view()` and `legal_actions()` (which use only what the heroes
know), never Zargon's secrets: no hidden trap, secret door or unrevealed monster can appear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.errors import RuleError

from .i18n import t
from .narrate import card_name

RULESET_ID = "heroquest"
ITEM_KINDS = ("weapon", "armor", "potion", "artifact", "tool", "valuable")
SEARCH_KINDS = ("treasure", "secret_doors", "traps")

HeroName = Callable[[str], str]  # hero id -> display name in the reply's language
PlayerName = Callable[[str], str]  # hero id -> the name of the player controlling it


def is_heroquest(rs: Any) -> bool:
    return getattr(rs, "id", None) == RULESET_ID


def local(d: dict[str, Any], lang: str, key: str = "name") -> str:
    return card_name(d, lang, key)


# --- commands -> actions ------------------------------------------------------------------------------


def adapt_action(view: dict[str, Any], seat: str, action: dict[str, Any]) -> dict[str, Any]:
    """The engine action for a command's options: names typed by a player become ids (`Broadsword`
    -> `broadsword`, `Dwarf` -> `dwarf`), a path becomes a list of squares, /give's `card` is the
    item. Unknown names are left as typed: the engine refuses them with a reason."""
    a = {k: v for k, v in action.items() if v is not None}
    kind = a.get("type")
    me = view.get("heroes", {}).get(seat, {})
    if kind == "move":
        a["to"] = str(a.get("to", "")).strip().upper()
        if isinstance(a.get("path"), str):
            squares = [p.upper() for p in re.split(r"[\s,;>→-]+", a["path"]) if p]
            if squares:
                a["path"] = squares
            else:
                a.pop("path")
    elif kind == "jump":
        a["to"] = str(a.get("to", "")).strip().upper()
        if a.get("over"):
            a["over"] = str(a["over"]).strip().upper()
    elif kind == "give":
        item = a.pop("card", None) if "item" not in a else a.get("item")
        a["item"] = _item_id(me, str(item or ""), extra=("gold",))
        a["to"] = _hero_id(view, str(a.get("to", "")))
    elif kind == "attack" and a.get("weapon"):
        a["weapon"] = _item_id(me, str(a["weapon"]))
    elif kind == "drink":
        a["potion"] = _item_id(me, str(a.get("potion", "")))
    elif kind in ("shop_buy", "shop_sell"):
        a["item"] = str(a.get("item", "")).strip()
    elif kind == "cast":
        a["spell"] = _spell_id(me, str(a.get("spell", "")))
        if a.get("target"):
            a["target"] = _figure_ref(view, str(a["target"]))
    elif kind == "disarm":
        trap = str(a.get("trap", "")).strip()
        a["trap"] = trap.upper() if re.fullmatch(r"[A-Za-z]{1,2}\d{1,2}", trap) else trap
    return a


def _same(a: str, b: str | None) -> bool:
    return bool(b) and a.strip().lower() == str(b).strip().lower()


def _item_id(me: dict[str, Any], typed: str, extra: tuple[str, ...] = ()) -> str:
    typed = typed.strip()
    for word in extra:
        if _same(typed, word) or _same(typed, "or") and word == "gold":
            return word
    for it in me.get("inventory", []):
        if _same(typed, it["id"]) or _same(typed, it.get("name")) or _same(typed, it.get("name_fr")):
            return it["id"]
    return typed


def _spell_id(me: dict[str, Any], typed: str) -> str:
    for sp in me.get("spells", []):
        if _same(typed, sp["id"]) or _same(typed, sp.get("name")) or _same(typed, sp.get("name_fr")):
            return sp["id"]
    return typed.strip()


def _hero_id(view: dict[str, Any], typed: str) -> str:
    for hid, h in view.get("heroes", {}).items():
        if _same(typed, hid) or _same(typed, h.get("name")) or _same(typed, h.get("name_fr")) or _same(
                typed, h.get("label")):
            return hid
    return typed.strip()


def _figure_ref(view: dict[str, Any], typed: str) -> str:
    """A spell's target: a monster's label, or a hero (id, name or label) as the hero's label."""
    for f in view.get("figures", []):
        if _same(typed, f.get("label")):
            return f["label"]
    hid = _hero_id(view, typed)
    hero = view.get("heroes", {}).get(hid)
    return hero["label"] if hero else typed.strip()


# --- autocomplete -------------------------------------------------------------------------------------


def choices(rs: Any, state: Any, view: dict[str, Any], seat: str, field: str, command: str | None,
            opts: dict[str, Any], lang: str, hero_name: HeroName, legal: list[Any] | None = None,
            ) -> list[tuple[str, Any]]:
    """(label, value) pairs for one option of one command, for the hero `seat` (`legal`: the seat's
    legal actions, when the caller has them already)."""
    if legal is None:
        legal = rs.legal_actions(state, seat)
    me = view["heroes"].get(seat, {})
    figures = {f["label"]: f for f in view.get("figures", [])}
    if field == "to" and command == "move":
        return _move_choices(rs, state, seat, legal, lang)
    if field == "path":
        return _path_choices(rs, state, seat, opts.get("to"))
    if field == "to" and command == "jump":
        out = {}
        for a in legal:
            if a.type == "jump":
                out.setdefault(a.to, t(lang, "hq-jump_over", to=a.to, over=a.over))
        return [(label, value) for value, label in out.items()]
    if field == "over":
        to = str(opts.get("to") or "").upper()
        return [(a.over, a.over) for a in legal if a.type == "jump" and (not to or a.to == to)]
    if field == "target" and command == "attack":
        weapon = opts.get("weapon")
        targets = dict.fromkeys(a.target for a in legal if a.type == "attack" and (
            not weapon or _same(a.weapon, _item_id(me, str(weapon)))))
        return [(_figure_label(figures, x, lang, hero_name), x) for x in targets]
    if field == "weapon":
        target = opts.get("target")
        weapons = dict.fromkeys(a.weapon for a in legal if a.type == "attack" and (
            not target or _same(a.target, target)))
        inv = {it["id"]: it for it in me.get("inventory", [])}
        return [(_weapon_label(inv.get(w, {"id": w, "name": w}), lang), w) for w in weapons]
    if field == "spell":
        spells = {sp["id"]: sp for sp in me.get("spells", [])}
        usable = dict.fromkeys(a.spell for a in legal if a.type == "cast")
        return [(_spell_label(spells[s], lang), s) for s in usable if s in spells]
    if field == "target" and command == "cast":
        spell = _spell_id(me, str(opts.get("spell") or ""))
        targets = dict.fromkeys(a.target for a in legal if a.type == "cast" and (not opts.get("spell") or a.spell == spell))
        return [(_figure_label(figures, x, lang, hero_name), x) for x in targets if x]
    if field == "trap":
        return _trap_choices(view, legal, lang)
    if field == "potion":
        inv = {it["id"]: it for it in me.get("inventory", [])}
        potions = dict.fromkeys(a.potion for a in legal if a.type == "drink")
        return [(_count_label(inv[p], lang), p) for p in potions if p in inv]
    if field == "card" and command == "give":
        out = [(_count_label(it, lang), it["id"]) for it in me.get("inventory", [])]
        if me.get("gold"):
            out.append((f"{t(lang, 'hq-gold_word')} ({me['gold']})", "gold"))
        return out
    if field == "to" and command == "give":
        return [(hero_name(hid), hid) for hid, h in view["heroes"].items()
                if hid != seat and not h.get("dead") and (h.get("square") or view.get("phase") == "shop")]
    if field == "item":
        return _shop_choices(rs, legal, command, lang)
    return []


def _move_choices(rs: Any, state: Any, seat: str, legal: list[Any], lang: str) -> list[tuple[str, str]]:
    from engine.rulesets.heroquest.game import Game
    from engine.rulesets.heroquest.legal import move_budget

    g = Game(state, rs.content)
    hero = state.heroes[seat]
    steps = {}
    budget = move_budget(g, hero)
    if budget > 0 and hero.pos is not None:
        from engine.rulesets.heroquest.base import nm

        steps = {nm(s): d for s, d in g.reachable(hero, budget).items()}
    out = []
    for a in legal:
        if a.type != "move":
            continue
        d = steps.get(a.to)
        far = "" if d is None else " · " + t(lang, "hq-square_one" if d == 1 else "hq-squares", n=d)
        out.append((f"{a.to}{far}", a.to))
    return out


def _path_choices(rs: Any, state: Any, seat: str, to: Any) -> list[tuple[str, str]]:
    """The shortest way the hero knows to `to` (over squares they know are free), as a path value."""
    from engine.rulesets.heroquest.base import nm, sq
    from engine.rulesets.heroquest.game import Game

    if not to or state.turn is None or state.turn.hero != seat:
        return []
    hero = state.heroes[seat]
    if hero.pos is None:
        return []
    try:
        steps = Game(state, rs.content).plan_path(hero, sq(str(to).strip().upper()), None, 99)
    except RuleError:
        return []
    path = " ".join(nm(s) for s in steps)
    return [(path, path)]


def _figure_label(figures: dict[str, dict[str, Any]], label: str, lang: str, hero_name: HeroName) -> str:
    f = figures.get(label)
    if f is None:
        return label
    name = hero_name(f["id"]) if f.get("kind") == "hero" else local(f, lang)
    body = t(lang, "hq-body_left", body=f.get("body", 0), max=f.get("health", 0))
    return f"{label} — {name} ({body})"


def _weapon_label(it: dict[str, Any], lang: str) -> str:
    reach = ", ".join(t(lang, f"hq-reach-{r}", _default=r) for r in it.get("reach", []))
    dice = t(lang, "hq-dice", n=it.get("attack", 0))
    return f"{local(it, lang)} ({dice}" + (f"{_semicolon(lang)}{reach})" if reach else ")")


def _spell_label(sp: dict[str, Any], lang: str) -> str:
    element = t(lang, f"hq-element-{sp.get('element')}", _default=str(sp.get("element", "")))
    text = local(sp, lang, "text")
    return f"{local(sp, lang)} ({element}) — {text}"


def _count_label(it: dict[str, Any], lang: str) -> str:
    n = int(it.get("count", 1))
    return local(it, lang) + (f" ×{n}" if n > 1 else "")


def _trap_choices(view: dict[str, Any], legal: list[Any], lang: str) -> list[tuple[str, str]]:
    traps = {tr["square"]: tr for tr in view["board"].get("traps", [])}
    furniture = {f.get("id"): f for f in view["board"].get("features", []) if f.get("kind") == "furniture"}
    out = []
    for a in legal:
        if a.type != "disarm":
            continue
        if a.trap in traps:
            out.append((t(lang, "hq-trap_at", name=local(traps[a.trap], lang), square=a.trap), a.trap))
        elif a.trap in furniture:
            f = furniture[a.trap]
            out.append((t(lang, "hq-found_trapped_furniture", what=local(f, lang)) + f" · {f['squares'][0]}", a.trap))
    return out


def _shop_choices(rs: Any, legal: list[Any], command: str | None, lang: str) -> list[tuple[str, str]]:
    items = {i["id"]: i for i in rs.shop_items()}
    kind = "shop_sell" if command == "sell" else "shop_buy"
    out = []
    for a in legal:
        if a.type != kind or a.item not in items:
            continue
        it = items[a.item]
        if kind == "shop_buy":
            price = t(lang, "hq-price", price=it["price"])
        else:
            price = t(lang, "hq-sell_price", price=it["price"] // 2)
        out.append((f"{local(it, lang)} — {price}", a.item))
    return out


# --- whose turn, status, inventory ---------------------------------------------------------------------


def turn_state(h: dict[str, Any], lang: str) -> str:
    if h.get("move_roll") is None:
        move = t(lang, "hq-st_not_moved") if h.get("can_move") else t(lang, "hq-st_move_over")
    elif h.get("can_move") and (h.get("move_left") or 0) > 0:
        move = t(lang, "hq-st_moving", left=h["move_left"], roll=h["move_roll"])
    else:
        move = t(lang, "hq-st_move_over")
    action = t(lang, "hq-st_acted") if h.get("acted") else t(lang, "hq-st_action_left")
    return f"{move}{_semicolon(lang)}{action}"


def _semicolon(lang: str) -> str:
    return " ; " if lang == "fr" else "; "


def shopping(view: dict[str, Any]) -> list[str]:
    """Heroes still at the armory (shop phase)."""
    if view.get("phase") != "shop":
        return []
    return [hid for hid in view.get("order", []) if not view["heroes"][hid].get("ready")]


def next_text(view: dict[str, Any], lang: str, hero_name: HeroName, player: PlayerName) -> str:
    if view.get("result"):
        return ""
    if view.get("phase") == "shop":
        heroes = ", ".join(f"{hero_name(h)} ({player(h)})" for h in shopping(view))
        return t(lang, "hq-next_shop", quest=local(view["quest"], lang), heroes=heroes or "-")
    active = view.get("active")
    if not active:
        return ""
    h = view["heroes"][active]
    return t(lang, "hq-next_active", hero=hero_name(active), player=player(active), state=turn_state(h, lang))


def status_lines(view: dict[str, Any], lang: str, hero_name: HeroName, player: PlayerName) -> list[str]:
    q = view["quest"]
    goal = local(q, lang, "goal")
    if view.get("phase") == "shop":
        lines = [t(lang, "hq-st_head_shop", quest=local(q, lang), goal=goal)]
    else:
        lines = [t(lang, "hq-st_head", quest=local(q, lang), round=view.get("round", "?"), max=q.get("max_rounds", "?"),
                   left=q.get("rounds_left", "?"), goal=goal, done=t(lang, "hq-st_done") if q.get("goal_done") else "")]
    active = view.get("active")
    for hid in view.get("order", []):
        h = view["heroes"][hid]
        if h.get("dead"):
            state = t(lang, "hq-st_dead")
        elif h.get("escaped"):
            state = t(lang, "hq-st_escaped")
        elif view.get("phase") == "shop":
            state = t(lang, "hq-st_ready" if h.get("ready") else "hq-st_shopping")
        elif hid == active:
            state = turn_state(h, lang)
        else:
            state = t(lang, "hq-st_waiting")
        if h.get("in_pit"):
            state += f" ({t(lang, 'hq-st_in_pit')})"
        lines.append(t(lang, "hq-st_hero", label=h.get("label", ""), hero=hero_name(hid), player=player(hid),
                       body=h.get("body", 0), max_body=h.get("max_body", 0), mind=h.get("mind", 0),
                       max_mind=h.get("max_mind", 0), gold=h.get("gold", 0), state=state))
    monsters = [f for f in view.get("figures", []) if f.get("kind") == "monster"]
    if monsters:
        lines.append(t(lang, "hq-st_monsters", monsters=", ".join(
            f"{f['label']} {local(f, lang)} {f.get('body', 0)}/{f.get('health', 0)} ({f['squares'][0]})"
            for f in monsters)))
    elif view.get("phase") != "shop":
        lines.append(t(lang, "hq-st_no_monsters"))
    traps = view["board"].get("traps", [])
    if traps:
        lines.append(t(lang, "hq-st_traps", traps=", ".join(
            t(lang, "hq-trap_at", name=local(tr, lang), square=tr["square"]) for tr in traps)))
    return lines


def hand_lines(view: dict[str, Any], seat: str, lang: str, hero_name: HeroName) -> list[str]:
    h = view["heroes"][seat]
    lines = [t(lang, "hq-hand_head", hero=hero_name(seat), body=h.get("body", 0), max_body=h.get("max_body", 0),
               mind=h.get("mind", 0), max_mind=h.get("max_mind", 0), gold=h.get("gold", 0),
               attack=h.get("attack", 0), defend=h.get("defend", 0))]
    worn = set(h.get("armor_worn") or [])
    by_kind: dict[str, list[str]] = {}
    for it in h.get("inventory", []):
        kind = it.get("kind", "valuable")
        if kind == "weapon":
            text = _weapon_label(it, lang)
            if it["id"] == h.get("wielding"):
                text += f" — {t(lang, 'hq-in_hand')}"
        elif kind == "armor":
            text = f"{local(it, lang)} (+{it.get('defend', 0)})"
            if it["id"] in worn:
                text += f" — {t(lang, 'hq-worn')}"
        else:
            text = _count_label(it, lang)
            desc = local(it, lang, "text")
            if desc and kind in ("potion", "artifact", "tool"):
                text += f": {desc}"
        by_kind.setdefault(kind if kind in ITEM_KINDS else "valuable", []).append(text)
    for kind in ITEM_KINDS:
        if by_kind.get(kind):
            sep = _semicolon(lang) if kind in ("potion", "artifact", "tool") else ", "
            lines.append(t(lang, f"hq-hand_{kind}", items=sep.join(by_kind[kind])))
    if not h.get("inventory"):
        lines.append(t(lang, "hq-hand_nothing"))
    if h.get("elements"):
        spells = h.get("spells", [])
        if spells:
            lines.append(t(lang, "hq-hand_spells", spells=_semicolon(lang).join(_spell_label(sp, lang) for sp in spells)))
        else:
            lines.append(t(lang, "hq-hand_no_spells"))
    return lines


# --- the end of a quest and the chain -----------------------------------------------------------------


def summary_lines(rs: Any, state: Any, view: dict[str, Any], lang: str, hero_name: HeroName,
                  player: PlayerName) -> list[str]:
    lines = []
    for hid in view.get("order", []):
        h = view["heroes"][hid]
        state_word = t(lang, "hq-sum_dead" if h.get("dead") else "hq-sum_escaped" if h.get("escaped")
                       else "hq-sum_alive")
        lines.append(t(lang, "hq-sum_hero", hero=hero_name(hid), player=player(hid), state=state_word,
                       body=h.get("body", 0), max_body=h.get("max_body", 0), gold=h.get("gold", 0)))
    if view.get("result"):
        lines.append(chain_hint(rs, state, lang))
    return lines


def chain_hint(rs: Any, state: Any, lang: str) -> str:
    from .service import content_name

    if state.result == "won":
        nxt = rs.next_quest(state)
        if nxt is None:
            return t(lang, "hq-sum_last")
        return t(lang, "hq-sum_next", quest=content_name(rs, "quests", nxt, lang))
    return t(lang, "hq-sum_retry", quest=content_name(rs, "quests", state.quest, lang))


def default_next_quest(rs: Any, state: Any) -> str | None:
    """The quest `/game next` opens by default: the next one after a win, the same one after a loss."""
    if state.result == "won":
        return rs.next_quest(state)
    return state.quest
