"""HeroQuest as the bot plays it: its commands, what they become in the engine, autocomplete choices,
whose turn it is, status, the inventory (`/hand`), the end-of-quest summary and the quest chain.

Everything here reads the player's `view()` and `legal_actions()` (which use only what the heroes
know), never Zargon's secrets: no hidden trap, secret door or unrevealed monster can appear.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from engine.core.board import span_name
from engine.core.errors import RuleError
from engine.rulesets.heroquest import events as ev
from engine.rulesets.heroquest.content import ELEMENTS
from engine.rulesets.heroquest.game import GIVEN_DURING_A_QUEST, Game
from engine.rulesets.heroquest.policy import choose_action, next_seat

from ...commands import HERO, Option, Verb, shared
from ...gamekit import BotGame, Campaign, Table, fold, resolve_name
from .narrate import HeroQuestNames, HeroQuestNarrator

ITEM_KINDS = ("weapon", "armor", "potion", "artifact", "tool", "valuable")
SEARCH_KINDS = ("treasure", "secret_doors", "traps")


def _same(a: str, b: str | None) -> bool:
    """The same name as players type it: case, accents, apostrophes and hyphens aside."""
    return bool(b) and fold(a) == fold(b)


def _local(d: dict[str, Any], lang: str, key: str = "name") -> str:
    if lang == "fr" and d.get(f"{key}_fr"):
        return str(d[f"{key}_fr"])
    return str(d.get(key) or d.get("card") or "?")


def _semicolon(lang: str) -> str:
    return " ; " if lang == "fr" else "; "


def _next_quest(state: Any) -> str | None:
    """The quest `/game next` opens by default: the next one after a win, the same one after a loss."""
    from engine.rulesets.heroquest import RULESET

    return RULESET.next_quest(state) if state.result == "won" else state.quest


def _carry_over(state: Any) -> dict[str, Any]:
    from engine.rulesets.heroquest import RULESET

    return RULESET.carry_over(state)


class HeroQuestGame(BotGame):
    id = "heroquest"
    locales = Path(__file__).resolve().parent / "locales"
    verbs = (
        shared("move", Option("path", autocomplete=True, free_text=True)),
        shared("open"),
        shared("attack", Option("weapon", autocomplete=True), Option("throw", "boolean")),
        shared("give", Option("amount", "integer", min_value=1, max_value=100000)),
        shared("end", Option("leave", "boolean")),
        shared("cast"),
        Verb("search", (Option("for", required=True, choices=SEARCH_KINDS), HERO)),
        Verb("disarm", (Option("trap", required=True, autocomplete=True), HERO)),
        Verb("jump", (Option("to", required=True, autocomplete=True), Option("over", autocomplete=True), HERO)),
        shared("drink"),
        Verb("buy", (Option("item", required=True, autocomplete=True), HERO), group="shop"),
        Verb("sell", (Option("item", required=True, autocomplete=True), HERO), group="shop"),
    )
    # the Wizard picks one element of spells, then the Elf one; the Wizard takes the other two
    setup_options = (Option("rounds", "integer", min_value=1, max_value=99),
                     Option("wizard_element", choices=ELEMENTS), Option("elf_element", choices=ELEMENTS))
    # a hero's turn ends (Zargon's turn is told in the same message), a room or a monster comes into
    # view, the quest starts after the armory or ends
    picture_after = frozenset({ev.TurnEnded, ev.TurnStarted, ev.ZargonTurn, ev.RoomRevealed, ev.MonsterRevealed,
                               ev.QuestWon, ev.QuestLost})
    rules_topics = ("goal", "turn", "actions", "movement", "combat", "search", "traps", "spells", "zargon", "shop", "quests",
                    "prompts", "undo", "controls")
    campaign = Campaign(next_quest=_next_quest, carry_over=_carry_over)
    default_party = 4
    narrator_cls = HeroQuestNarrator
    names_cls = HeroQuestNames

    def waiting(self, table: Table) -> list[str]:
        """A decision's hero, the active hero, then at the armory the heroes still shopping."""
        view = table.view()
        out = []
        prompt = table.rs.current_prompt(table.state)
        if prompt is not None:
            out.append(prompt.seat)
        if view.get("active"):
            out.append(view["active"])
        out += self.shopping(view)
        return list(dict.fromkeys(out))

    # --- commands -> actions -------------------------------------------------------------------------

    def action(self, verb: Verb, options: dict[str, Any], table: Table, seat: str) -> dict[str, Any]:
        """Names typed by a player become ids (`Broadsword` -> `broadsword`, `Dwarf` -> `dwarf`), a path a
        list of squares, /give's `card` the item. Unknown names are left as typed: the engine refuses
        them with a reason."""
        view = table.view(seat)
        a = {k: v for k, v in options.items() if v not in (None, "")}
        kind = verb.key
        me = view.get("heroes", {}).get(seat, {})
        if kind == "move":
            a["to"] = str(a.get("to", "")).strip().upper()
            if isinstance(a.get("path"), str):
                squares = [p.upper() for p in re.split(r"[\s,;>→-]+", a["path"]) if p]
                if squares:
                    a["path"] = squares
                else:
                    a.pop("path")
        elif kind == "open":
            a = {"door": self.door_ref(table, seat, str(a.get("door", "")))}
            kind = "open_door"
        elif kind == "jump":
            a["to"] = str(a.get("to", "")).strip().upper()
            if a.get("over"):
                a["over"] = str(a["over"]).strip().upper()
        elif kind == "give":
            item = a.pop("card", None) if "item" not in a else a.get("item")
            a["item"] = _item_id(me, str(item or ""), extra=("gold",))
            a["to"] = _hero_id(view, str(a.get("to", "")), _players(table))
            if "amount" in a:
                a["amount"] = _whole(a["amount"])
        elif kind == "attack":
            a["target"] = str(a.get("target", "")).strip()
            if a.get("weapon"):
                a["weapon"] = _item_id(me, str(a["weapon"]))
            if "throw" in a:
                a["throw"] = a["throw"] is True or str(a["throw"]).strip().lower() in ("true", "yes", "oui")
        elif kind == "drink":
            a["potion"] = _item_id(me, str(a.get("potion", "")))
        elif kind == "shop_buy":
            a["item"] = _named_id(table.rs.shop_items(), str(a.get("item", "")))  # as the price list names it
        elif kind == "shop_sell":
            a["item"] = _item_id(me, str(a.get("item", "")))
        elif kind == "cast":
            a["spell"] = _spell_id(me, str(a.get("spell", "")))
            if a.get("target"):
                a["target"] = _figure_ref(view, str(a["target"]), _players(table))
        elif kind == "end":
            # `/end leave:yes`: from the stairway, climb out of the dungeon
            leave = a.pop("leave", False)
            if leave is True or str(leave).strip().lower() in ("true", "yes", "oui"):
                kind = "leave"
        elif kind == "search":
            a["for"] = str(a.get("for", "")).strip().lower().replace(" ", "_")
        elif kind == "disarm":
            trap = str(a.get("trap", "")).strip()
            a["trap"] = trap.upper() if re.fullmatch(r"[A-Za-z]{1,2}\d{1,2}", trap) else trap
        a["type"] = kind
        return a

    def check_setup(self, setup: dict[str, Any]) -> None:
        wizard, elf = setup.get("wizard_element"), setup.get("elf_element")
        if wizard and wizard == elf:
            raise RuleError("element_taken", "The Wizard already took that element.", element=elf)

    def refusal_params(self, table: Table, params: dict[str, Any]) -> dict[str, Any]:
        """A hero a refusal speaks of as its target (`target_hero`, an id) is named by name, never by
        the board's letter."""
        out = dict(params)
        target_hero = out.pop("target_hero", None)
        out = super().refusal_params(table, out)
        if target_hero and table.state is not None:
            out["target"] = table.hero(str(target_hero))
        return out

    # --- autocomplete and /do ---------------------------------------------------------------------------

    def choices(self, field: str, verb: Verb | None, table: Table, seat: str,
                options: dict[str, Any]) -> list[tuple[str, Any]]:
        """(label, value) pairs for one option of one command, for the hero `seat`."""
        rs, state, lang, tr = table.rs, table.state, table.lang, table.tr
        command = verb.key if verb else None
        view = table.view(seat)
        legal = rs.legal_actions(state, seat)
        me = view["heroes"].get(seat, {})
        figures = {f["label"]: f for f in view.get("figures", [])}
        if field == "door":
            return self.door_choices(table, seat, legal)
        if field == "to" and command == "move":
            return self.move_choices(table, seat, legal)
        if field == "path":
            return self.path_choices(table, seat, options.get("to"))
        if field == "to" and command == "jump":
            jumps: dict[str, str] = {}
            for a in legal:
                if a.type == "jump":
                    jumps.setdefault(a.to, tr("hq-jump_over", to=a.to, over=a.over))
            return [(label, value) for value, label in jumps.items()]
        if field == "over":
            to = str(options.get("to") or "").upper()
            return [(a.over, a.over) for a in legal if a.type == "jump" and (not to or a.to == to)]
        if field == "target" and command == "attack":
            weapon = options.get("weapon")
            targets = dict.fromkeys(a.target for a in legal if a.type == "attack" and (
                not weapon or _same(a.weapon, _item_id(me, str(weapon)))))
            return [(self.figure_label(figures, x, table), x) for x in targets]
        if field == "weapon":
            target = options.get("target")
            weapons = dict.fromkeys(a.weapon for a in legal if a.type == "attack" and (
                not target or _same(a.target, target)))
            inv = {it["id"]: it for it in me.get("inventory", [])}
            return [(self.weapon_label(inv.get(w, {"id": w, "name": w}), table), w) for w in weapons]
        if field == "spell":
            spells = {sp["id"]: sp for sp in me.get("spells", [])}
            usable = dict.fromkeys(a.spell for a in legal if a.type == "cast")
            return [(self.spell_label(spells[s], table), s) for s in usable if s in spells]
        if field == "target" and command == "cast":
            spell = _spell_id(me, str(options.get("spell") or ""))
            targets = dict.fromkeys(a.target for a in legal if a.type == "cast" and (
                not options.get("spell") or a.spell == spell))
            return [(self.figure_label(figures, x, table), x) for x in targets if x]
        if field == "trap":
            return self.trap_choices(view, legal, table)
        if field == "potion":
            inv = {it["id"]: it for it in me.get("inventory", [])}
            potions = dict.fromkeys(a.potion for a in legal if a.type == "drink")
            return [(_count_label(inv[p], lang), p) for p in potions if p in inv]
        if field == "card" and command == "give":
            # during a quest only potions and artifacts change hands (and gold); between quests, anything
            shop = view.get("phase") == "shop"
            out = [(_count_label(it, lang), it["id"]) for it in me.get("inventory", [])
                   if shop or it.get("kind") in GIVEN_DURING_A_QUEST]
            if me.get("gold"):
                out.append((f"{tr('hq-gold_word')} ({me['gold']})", "gold"))
            return out
        if field == "to" and command == "give":
            return [(table.hero(hid), hid) for hid, h in view["heroes"].items()
                    if hid != seat and not h.get("dead") and (h.get("square") or view.get("phase") == "shop")]
        if field == "item":
            return self.shop_choices(legal, command, table)
        return []

    def move_choices(self, table: Table, seat: str, legal: list[Any]) -> list[tuple[str, str]]:
        from engine.rulesets.heroquest.base import nm
        from engine.rulesets.heroquest.game import Game
        from engine.rulesets.heroquest.legal import move_budget

        state = table.state
        g = Game(state, table.rs.content)
        hero = state.heroes[seat]
        steps = {}
        budget = move_budget(g, hero)
        if budget > 0 and hero.pos is not None:
            steps = {nm(s): d for s, d in g.reachable(hero, budget).items()}
        # a known trap or open pit may be walked onto, but the list says what waits there
        traps = {t["square"]: t for t in table.view(seat).get("board", {}).get("traps", []) if t.get("square")}
        out = []
        for a in legal:
            if a.type != "move":
                continue
            d = steps.get(a.to)
            far = "" if d is None else " · " + table.tr("hq-square_one" if d == 1 else "hq-squares", n=d)
            if a.to in traps:
                far += " · " + table.tr("hq-move_trap", name=_local(traps[a.to], table.lang))
            out.append((f"{a.to}{far}", a.to))
        return out

    def path_choices(self, table: Table, seat: str, to: Any) -> list[tuple[str, str]]:
        """The shortest way the hero knows to `to` (over squares they know are free), as a path value."""
        from engine.rulesets.heroquest.base import nm, sq
        from engine.rulesets.heroquest.game import Game

        state = table.state
        if not to or state.turn is None or state.turn.hero != seat:
            return []
        hero = state.heroes[seat]
        if hero.pos is None:
            return []
        try:
            steps = Game(state, table.rs.content).plan_path(hero, sq(str(to).strip().upper()), None, 99)
        except RuleError:
            return []
        path = " ".join(nm(s) for s in steps)
        return [(path, path)]

    def figure_label(self, figures: dict[str, dict[str, Any]], label: str, table: Table) -> str:
        f = figures.get(label)
        if f is None:
            return label
        name = table.hero(f["id"]) if f.get("kind") == "hero" else _local(f, table.lang)
        body = table.tr("hq-body_left", body=f.get("body", 0), max=f.get("health", 0))
        return f"{label} — {name} ({body})"

    def weapon_label(self, it: dict[str, Any], table: Table) -> str:
        reach = ", ".join(table.tr(f"hq-reach-{r}", _default=r) for r in it.get("reach", []))
        dice = table.tr("hq-dice", n=it.get("attack", 0))
        return f"{_local(it, table.lang)} ({dice}" + (f"{_semicolon(table.lang)}{reach})" if reach else ")")

    def spell_label(self, sp: dict[str, Any], table: Table) -> str:
        element = table.tr(f"hq-element-{sp.get('element')}", _default=str(sp.get("element", "")))
        return f"{_local(sp, table.lang)} ({element}) — {_local(sp, table.lang, 'text')}"

    def trap_choices(self, view: dict[str, Any], legal: list[Any], table: Table) -> list[tuple[str, str]]:
        traps = {tr["square"]: tr for tr in view["board"].get("traps", [])}
        furniture = {f.get("id"): f for f in view["board"].get("features", []) if f.get("kind") == "furniture"}
        out = []
        for a in legal:
            if a.type != "disarm":
                continue
            if a.trap in traps:
                out.append((table.tr("hq-trap_at", name=_local(traps[a.trap], table.lang), square=a.trap), a.trap))
            elif a.trap in furniture:
                f = furniture[a.trap]
                out.append((table.tr("hq-found_trapped_furniture", what=_local(f, table.lang)) + f" · {span_name(f['squares'])}",
                            a.trap))
        return out

    def shop_choices(self, legal: list[Any], command: str | None, table: Table) -> list[tuple[str, str]]:
        items = {i["id"]: i for i in table.rs.shop_items()}
        kind = "shop_sell" if command == "shop_sell" else "shop_buy"
        out = []
        for a in legal:
            if a.type != kind or a.item not in items:
                continue
            it = items[a.item]
            if kind == "shop_buy":
                price = table.tr("hq-price", price=it["price"])
            else:
                price = table.tr("hq-sell_price", price=it["price"] // 2)
            out.append((f"{_local(it, table.lang)} — {price}", a.item))
        return out

    def describe(self, action: Any, table: Table, seat: str) -> str:
        view, tr, lang = table.view(seat), table.tr, table.lang
        me = view["heroes"].get(seat, {})
        figures = {f["label"]: f for f in view.get("figures", [])}
        inv = {it["id"]: it for it in me.get("inventory", [])}
        kind = action.type
        if kind == "move":
            return tr("do-move", to=action.to)
        if kind == "open_door":
            return tr("do-open", door=self.door_name(table, seat, action.door))
        if kind == "jump":
            return tr("do-jump", to=action.to, over=action.over)
        if kind == "attack":
            weapon = _local(inv.get(action.weapon, {"name": action.weapon}), lang) if action.weapon else ""
            if getattr(action, "throw", False):
                return tr("do-attack-throw", target=self.figure_label(figures, action.target, table), weapon=weapon)
            return tr("do-attack", target=self.figure_label(figures, action.target, table), weapon=weapon)
        if kind == "cast":
            spells = {sp["id"]: sp for sp in me.get("spells", [])}
            name = _local(spells.get(action.spell, {"name": action.spell}), lang)
            return tr("do-cast", spell=name, target=self.figure_label(figures, action.target, table))
        if kind == "search":
            return tr(f"do-search-{action.for_}")
        if kind == "disarm":
            labels = dict((v, k) for k, v in self.trap_choices(view, [action], table))
            return tr("do-disarm", trap=labels.get(action.trap, action.trap))
        if kind == "drink":
            return tr("do-drink", potion=_local(inv.get(action.potion, {"name": action.potion}), lang))
        if kind in ("shop_buy", "shop_sell"):
            items = {i["id"]: i for i in table.rs.shop_items()}
            return tr(f"do-{kind}", item=_local(items.get(action.item, {"name": action.item}), lang))
        if kind == "give":
            if action.item == "gold":
                return tr("do-give-gold", to=table.hero(action.to), amount=action.amount or 0)
            return tr("do-give", card=_local(inv.get(action.item, {"name": action.item}), lang), to=table.hero(action.to))
        if kind == "choose":
            return tr("do-choose", option=self.choice_label(table, seat, action.option))
        return tr(f"do-{kind}", _default=kind)

    # --- texts ---------------------------------------------------------------------------------------

    def start_lines(self, table: Table) -> list[str]:
        """The parchment read to the players, then whose turn it is (or the armory)."""
        quest = table.view().get("quest", {})
        lang = table.lang
        lines = [table.tr("ev-quest_started", name=_local(quest, lang), intro=_local(quest, lang, "intro"),
                          goal=_local(quest, lang, "goal"))]
        for note in quest.get("notes", []):
            lines.append(table.tr("ev-note", text=_local(note, lang, "text")))
        # which elements of spells each caster knows (`wizard_element` and `elf_element` at /game new)
        for hid, h in table.view().get("heroes", {}).items():
            elements = [table.tr(f"hq-element_of-{x}", _default=x) for x in h.get("elements") or []]
            if elements:
                listed = elements[0] if len(elements) == 1 else table.tr(
                    "hq-and", first=", ".join(elements[:-1]), last=elements[-1])
                lines.append(table.tr("hq-knows_elements", hero=table.hero(hid), elements=listed))
        lines.append(self.whose_turn(table))
        return lines

    def turn_state(self, h: dict[str, Any], table: Table) -> str:
        tr = table.tr
        if h.get("move_roll") is None:
            move = tr("hq-st_not_moved") if h.get("can_move") else tr("hq-st_move_over")
        elif h.get("can_move") and (h.get("move_left") or 0) > 0:
            move = tr("hq-st_moving", left=h["move_left"], roll=h["move_roll"])
        else:
            move = tr("hq-st_move_over")
        action = tr("hq-st_acted") if h.get("acted") else tr("hq-st_action_left")
        return f"{move}{_semicolon(table.lang)}{action}"

    def shopping(self, view: dict[str, Any]) -> list[str]:
        if view.get("phase") != "shop":
            return []
        return [hid for hid in view.get("order", []) if not view["heroes"][hid].get("ready")]

    def whose_turn(self, table: Table) -> str:
        view = table.view()
        if view.get("result"):
            return ""
        if view.get("phase") == "shop":
            heroes = ", ".join(f"{table.hero(h)} ({table.player(h)})" for h in self.shopping(view))
            return table.tr("hq-next_shop", quest=_local(view["quest"], table.lang), heroes=heroes or "-")
        active = view.get("active")
        if not active:
            return ""
        h = view["heroes"][active]
        state = self.turn_state(h, table)
        # the way out is open to them, goal done or not; not said in the first round, when every
        # hero starts on the stairway and has only come down it
        if h.get("on_stairs") and int(view.get("round") or 1) > 1:
            state += _semicolon(table.lang) + table.tr("hq-st_on_stairs")
        return table.tr("hq-next_active", hero=table.hero(active), player=table.player(active), state=state)

    def rules_text(self, topic: str, table: Table, timeout: int) -> str:
        text = super().rules_text(topic, table, timeout)
        if topic == "shop":
            # the armory's price list: its autocomplete offers only what a hero can afford
            items = sorted(table.rs.shop_items(), key=lambda i: (i["price"], _local(i, table.lang)))
            text += " " + table.tr("hq-price_list", items=", ".join(
                f"{_local(i, table.lang)} {i['price']}" for i in items))
            # what the Wizard may take of it: refusals send players here to read it
            text += " " + table.tr("hq-wizard_items", items=", ".join(
                _local(i, table.lang) for i in items if i.get("wizard_ok")) or "none")
        return text

    def status_lines(self, table: Table) -> list[str]:
        view, tr, lang = table.view(), table.tr, table.lang
        q = view["quest"]
        goal = _local(q, lang, "goal")
        if view.get("phase") == "shop":
            lines = [tr("hq-st_head_shop", quest=_local(q, lang), goal=goal)]
        else:
            done = tr("hq-st_done") if q.get("goal_done") else ""
            if q.get("max_rounds") is None:  # no round limit unless the group asked for one
                lines = [tr("hq-st_head_free", quest=_local(q, lang), round=view.get("round", "?"), goal=goal, done=done)]
            else:
                lines = [tr("hq-st_head", quest=_local(q, lang), round=view.get("round", "?"), max=q["max_rounds"],
                            left=q.get("rounds_left", "?"), goal=goal, done=done)]
        active = view.get("active")
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            if h.get("dead"):
                state = tr("hq-st_dead")
            elif h.get("escaped"):
                state = tr("hq-st_escaped")
            elif view.get("phase") == "shop":
                state = tr("hq-st_ready" if h.get("ready") else "hq-st_shopping")
            elif hid == active:
                state = self.turn_state(h, table)
            else:
                state = tr("hq-st_waiting")
            if h.get("in_pit"):
                state += f" ({tr('hq-st_in_pit')})"
            lines.append(tr("hq-st_hero", label=h.get("label_fr" if lang == "fr" else "label") or h.get("label", ""), hero=table.hero(hid), player=table.player(hid),
                            body=h.get("body", 0), max_body=h.get("max_body", 0), mind=h.get("mind", 0),
                            max_mind=h.get("max_mind", 0), gold=h.get("gold", 0), state=state))
        monsters = [f for f in view.get("figures", []) if f.get("kind") == "monster"]
        if monsters:
            lines.append(tr("hq-st_monsters", monsters=", ".join(
                f"{f['label']} {_local(f, lang)} {f.get('body', 0)}/{f.get('health', 0)} ({f['squares'][0]})"
                for f in monsters)))
        elif view.get("phase") != "shop":
            lines.append(tr("hq-st_no_monsters"))
        traps = view["board"].get("traps", [])
        if traps:
            lines.append(tr("hq-st_traps", traps=", ".join(
                tr("hq-trap_at", name=_local(t, lang), square=t["square"]) for t in traps)))
        return lines

    def hand_lines(self, table: Table, seat: str) -> list[str]:
        tr, lang = table.tr, table.lang
        h = table.view(seat)["heroes"][seat]
        lines = [tr("hq-hand_head", hero=table.hero(seat), body=h.get("body", 0), max_body=h.get("max_body", 0),
                    mind=h.get("mind", 0), max_mind=h.get("max_mind", 0), gold=h.get("gold", 0),
                    attack=h.get("attack", 0), defend=h.get("defend", 0))]
        worn = set(h.get("armor_worn") or [])
        by_kind: dict[str, list[str]] = {}
        for it in h.get("inventory", []):
            kind = it.get("kind", "valuable")
            if kind == "weapon":
                text = self.weapon_label(it, table)
                if it["id"] == h.get("wielding"):
                    text += f" — {tr('hq-in_hand')}"
            elif kind == "armor":
                text = f"{_local(it, lang)} (+{it.get('defend', 0)})"
                if it["id"] in worn:
                    text += f" — {tr('hq-worn')}"
            else:
                text = _count_label(it, lang)
                desc = _local(it, lang, "text") if it.get("text") else ""
                if desc and kind in ("potion", "artifact", "tool"):
                    text += f"{' :' if lang == 'fr' else ':'} {desc}"  # French sets a space before a colon
            by_kind.setdefault(kind if kind in ITEM_KINDS else "valuable", []).append(text)
        for kind in ITEM_KINDS:
            if by_kind.get(kind):
                sep = _semicolon(lang) if kind in ("potion", "artifact", "tool") else ", "
                lines.append(tr(f"hq-hand_{kind}", items=sep.join(by_kind[kind])))
        if not h.get("inventory"):
            lines.append(tr("hq-hand_nothing"))
        if h.get("elements"):
            spells = h.get("spells", [])
            if spells:
                lines.append(tr("hq-hand_spells", spells=_semicolon(lang).join(self.spell_label(sp, table)
                                                                                 for sp in spells)))
            else:
                lines.append(tr("hq-hand_no_spells"))
        return lines

    def summary_lines(self, table: Table) -> list[str]:
        view, tr = table.view(), table.tr
        lines = []
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            state_word = tr("hq-sum_dead" if h.get("dead") else "hq-sum_escaped" if h.get("escaped")
                            else "hq-sum_alive")
            lines.append(tr("hq-sum_hero", hero=table.hero(hid), player=table.player(hid), state=state_word,
                            body=h.get("body", 0), max_body=h.get("max_body", 0), gold=h.get("gold", 0)))
        state = table.state
        if view.get("result") and state is not None:
            if state.result == "won":
                nxt = table.rs.next_quest(state)
                lines.append(tr("hq-sum_last") if nxt is None else
                             tr("hq-sum_next", quest=self.content_name("quests", nxt, table.lang),
                                fallen="yes" if any(h.get("dead") for h in view["heroes"].values()) else "no"))
            else:
                survivors = any(not h.get("dead") for h in view["heroes"].values())
                lines.append(tr("hq-sum_retry" if survivors else "hq-sum_retry_new",
                                quest=self.content_name("quests", state.quest, table.lang)))
        return lines

    def chain_lines(self, table: Table, party: dict[str, Any], player_of: dict[str, str],
                    ) -> tuple[list[str], list[str]]:
        """What the party carries into the next quest (`/game next`), and how to fill its ranks."""
        tr = table.tr
        if not party:
            return [tr("hq-party_none")], [tr("hq-next_lobby_new")]  # no party: no armory (nothing to spend)
        heroes = ", ".join(tr("hq-party_hero", hero=self.content_name("heroes", h, table.lang),
                              player=player_of.get(h, "?"), gold=p.get("gold", 0), items=len(p.get("items", [])))
                           for h, p in party.items())
        return [tr("hq-party", party=heroes)], [tr("hq-next_lobby")]

    # --- tools ----------------------------------------------------------------------------------------

    def simulate(self, quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
        from engine.rulesets.heroquest.simulate import simulate

        return simulate(quest, heroes, games, seed)

    def validate(self) -> dict[str, Any]:
        from engine.rulesets.heroquest.content import load_content

        return load_content().counts()

    def policy_action(self, state: Any) -> tuple[str, Any] | None:
        g = Game(state, self.ruleset.content)
        seat = next_seat(g)
        if seat is None:
            return None
        return seat, choose_action(g, seat)

    def bench_game(self, index: int, seed: str) -> Any:
        rs = self.ruleset
        quests = rs.content.quest_order()
        return rs.new_game(quests[index % len(quests)], list(rs.content.heroes), f"{seed}-{index}")


# --- names typed by players -> ids -------------------------------------------------------------------


def _whole(value: Any) -> int:
    text = str(value).strip()
    if not text.isdigit():
        raise RuleError("bad_amount", "Give a whole number of gold.", gold="?")
    return int(text)


def _named_id(things: list[dict[str, Any]], typed: str) -> str:
    """The id of the thing `typed` names among `things` (an inventory, the armory's list, spells): its id
    or its name in either language, any case, no accents, or a clear beginning or word ("potion",
    "casque"); else what was typed, for the engine to refuse."""
    found = resolve_name([(n, it["id"]) for it in things for n in (it.get("name"), it.get("name_fr")) if n], typed)
    return found if found is not None else typed.strip()


def _item_id(me: dict[str, Any], typed: str, extra: tuple[str, ...] = ()) -> str:
    typed = typed.strip()
    for word in extra:
        if _same(typed, word) or _same(typed, "or") and word == "gold":
            return word
    return _named_id(me.get("inventory", []), typed)


def _spell_id(me: dict[str, Any], typed: str) -> str:
    return _named_id(me.get("spells", []), typed)


def _players(table: Table) -> dict[str, str]:
    """Each player's name (as the table knows it) -> the hero they play: a player may name a hero by
    who plays it (`to:cid`, `target:bob`)."""
    out: dict[str, str] = {}
    for hid, user in table.seats:
        name = table.user_name(user)
        if name and name != "?" and not name.startswith("<@"):
            out.setdefault(name, hid)
    return out


def _hero_id(view: dict[str, Any], typed: str, players: dict[str, str] | None = None) -> str:
    for hid, h in view.get("heroes", {}).items():
        if _same(typed, hid) or _same(typed, h.get("name")) or _same(typed, h.get("name_fr")) or _same(
                typed, h.get("label")) or _same(typed, h.get("label_fr")):
            return hid
    # a player's name, when it is no hero's: the hero they play
    found = {hid for name, hid in (players or {}).items() if _same(typed, name) and hid in view.get("heroes", {})}
    if len(found) == 1:
        return found.pop()
    return typed.strip()


def _figure_ref(view: dict[str, Any], typed: str, players: dict[str, str] | None = None) -> str:
    """A spell's target: a monster's label, or a hero (id, name, label or their player's name) as the
    hero's label."""
    for f in view.get("figures", []):
        if _same(typed, f.get("label")):
            return f["label"]
    hid = _hero_id(view, typed, players)
    hero = view.get("heroes", {}).get(hid)
    return hero["label"] if hero else typed.strip()


def _count_label(it: dict[str, Any], lang: str) -> str:
    n = int(it.get("count", 1))
    return _local(it, lang) + (f" ×{n}" if n > 1 else "")
