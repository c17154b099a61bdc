"""Altar Quest as the bot plays it: its commands, what they become in the engine, autocomplete from
the hero's own view and legal actions, and the texts of a turn (whose act phase, status, hand,
summary). The narration of its events is in `narrate.py`."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from engine.core.errors import RuleError
from engine.rulesets.altar import events as ev
from engine.rulesets.altar.content import ATTRIBUTES, RHUNES
from engine.rulesets.altar.game import Game
from engine.rulesets.altar.policy import choose_action, next_seat

from ...commands import HERO, Option, Verb, shared
from ...gamekit import BotGame, Table, fold, named_by, resolve_name
from .narrate import AltarNames, AltarNarrator, french_names, rhune_name

SUPPLY = Option("supply", "boolean")
SQUARE_NAME = re.compile(r"[A-Za-z]{1,2}[0-9]{1,3}")  # a square as the board names them: C5, U19
SUPPLY_MODES = ("ask", "always", "never")
# /supply's modes as players may type them, in either language
SUPPLY_WORDS = {"ask": "ask", "always": "always", "never": "never", "demander": "ask", "toujours": "always",
                "jamais": "never", "demande": "ask"}


def _same(a: str | None, b: str | None) -> bool:
    return bool(a) and bool(b) and a.strip().lower() == b.strip().lower()  # type: ignore[union-attr]


def _tokens_text(view: dict[str, Any], n: int, tr: Any) -> str:
    """", burning: 1 threat token" for a hero's status line (as the picture's side panel says it),
    or nothing without tokens."""
    if not n:
        return ""
    key = {"burn": "pic-tokens-burn", "mark": "pic-tokens-mark"}.get(str(view.get("threat_tokens_rule")), "pic-tokens")
    return ", " + tr(key, n=n)


class AltarGame(BotGame):
    id = "altar"
    locales = Path(__file__).resolve().parent / "locales"
    verbs = (
        shared("move"),
        shared("open"),
        shared("play", SUPPLY),
        shared("use", SUPPLY),
        shared("give"),
        shared("end"),
        Verb("act", (Option("card", required=True, autocomplete=True), Option("target", autocomplete=True), HERO,
                     SUPPLY)),
        shared("interact", SUPPLY),
        Verb("draw", (HERO,)),
        shared("rest"),
        Verb("channel", (Option("die", "integer", required=True, autocomplete=True, min_value=1, max_value=5),
                         Option("rhune", required=True, choices=RHUNES), HERO)),
        Verb("supply", (Option("mode", required=True, choices=SUPPLY_MODES), HERO)),
    )
    setup_options = (Option("hard", "boolean"),)
    picture_after = frozenset({ev.ActEnd, ev.RoomRevealed, ev.ThreatTurn, ev.VillainTurn, ev.NewRound,
                               ev.VillainSpawned, ev.GameOver})
    rules_topics = ("goal", "turn", "actions", "tests", "enemies", "threat_tokens", "reveal", "focus", "supply",
                    "rhunes", "prompts", "undo", "controls")
    default_party = 2
    narrator_cls = AltarNarrator
    names_cls = AltarNames

    def refusal_params(self, table: Table, params: dict[str, Any]) -> dict[str, Any]:
        """In French, the cards and figures a refusal names by their English name ("M5 Ash Thrall")
        get their French one."""
        out = super().refusal_params(table, params)
        if isinstance(out.get("square"), str):
            # a well-formed name off the dungeon's squares (the dark corners, past the edge) is not a typo
            out["square_form"] = "outside" if SQUARE_NAME.fullmatch(out["square"].strip()) else "form"
        if isinstance(out.get("targets"), str) and table.state is not None:
            # the targets a card may take, by name and board label ("Pyre Cantor (M2)"), not the label alone
            out["targets"] = ", ".join(self.figure_name(table, label.strip())
                                       for label in out["targets"].split(",") if label.strip())
        if table.lang != "fr":
            return out
        names = french_names(table.rs.content)
        for key, value in out.items():
            if not isinstance(value, str) or key.endswith("_fr"):
                continue
            label, _, rest = value.partition(" ")
            if value in names:
                out[key] = names[value]
            elif rest in names:
                out[key] = f"{label} {names[rest]}"
        return out

    def figure_name(self, table: Table, label: str) -> str:
        """A figure by its name and board label, "Pyre Cantor (M2)" (the label alone when unknown)."""
        f = next((f for f in table.view().get("figures", []) if f.get("label") == label), None)
        return f"{_local(f, table.lang)} ({label})" if f is not None else label

    def own_card(self, table: Table, seat: str, typed: str) -> str:
        """A card of the hero's own (in hand or in play) named by a clear part of its name in either
        language ("tenir" for "Tenir la ligne"), as its English name; else what was typed (the engine
        then says where that card is, or that there is none)."""
        me = table.view(seat).get("heroes", {}).get(seat, {})
        hand = list(me.get("hand") or [])
        if typed.strip().isdigit() and 1 <= int(typed) <= len(hand):
            return str(hand[int(typed) - 1]["name"])  # the number the hand picture gives the card
        cards = hand + list(me.get("play") or [])
        offered = [(c[key], c["name"]) for c in cards for key in ("name", "name_fr") if c.get(key)]
        picked = resolve_name(offered, typed)
        if picked is None:
            several = named_by(offered, typed)
            if len(several) > 1:
                # two cards hold that name ("lame": Lame de jet, Lame empoisonnée): ask which
                french = {c["name"]: c.get("name_fr") or c["name"] for c in cards}
                raise RuleError("ambiguous_card", f"{typed.strip()} could be {', '.join(several)}: say which one.",
                                typed=typed.strip(), cards=several, cards_fr=[french.get(n, n) for n in several])
        return str(picked or typed.strip())

    # --- commands -> actions -------------------------------------------------------------------------

    def action(self, verb: Verb, options: dict[str, Any], table: Table, seat: str) -> dict[str, Any]:
        o = {k: v for k, v in options.items() if v not in (None, "")}
        given = o.pop("supply", False)
        # Discord and the console send a real boolean; a caller passing text may say it in either language
        supply = given if isinstance(given, bool) else str(given).strip().casefold() in (
            "1", "true", "yes", "y", "oui", "o")
        kind = verb.key
        if kind == "move":
            action: dict[str, Any] = {"type": "move", "to": str(o.get("to", "")).strip().upper()}
        elif kind == "open":
            action = {"type": "open_door", "door": self.door_ref(table, seat, str(o.get("door", "")))}
        elif kind in ("act", "play", "use"):
            action = {"type": kind, "card": self.own_card(table, seat, str(o.get("card", ""))),
                      "target": o.get("target") or None}
        elif kind == "interact":
            action = {"type": "interact", "with": str(o.get("with", "")).strip()}
        elif kind == "channel":
            die = str(o.get("die", "")).strip()
            if not die.isdigit():
                raise RuleError("bad_die", "Choose an altar die from 1 to 5.")
            action = {"type": "channel", "die": int(die), "rhune": str(o.get("rhune", "")).strip().lower()}
        elif kind == "give":
            action = {"type": "give", "card": self.own_card(table, seat, str(o.get("card", ""))),
                      "to": str(o.get("to", "")).strip()}
        elif kind == "supply":
            typed = str(o.get("mode", "")).strip()
            return {"type": "set_supply", "mode": SUPPLY_WORDS.get(fold(typed), typed)}
        else:
            action = {"type": kind}
        if supply:
            action["supply"] = True
        return action

    # --- autocomplete and /do ---------------------------------------------------------------------------

    def choices(self, field: str, verb: Verb | None, table: Table, seat: str,
                options: dict[str, Any]) -> list[tuple[str, Any]]:
        view = table.view(seat)
        legal = table.rs.legal_actions(table.state, seat)
        command = verb.key if verb else None
        card = options.get("card")
        if card:
            # the card as the command itself will read it: a clear part of its name, or its number
            try:
                card = self.own_card(table, seat, str(card))
            except RuleError:  # a part fitting two cards: matched as typed
                pass
        if field == "to" and command == "move":
            costs = table.rs.move_costs(table.state, seat)
            return [(table.tr("choice-move", square=a.to, spaces=costs[a.to][0], cost=costs[a.to][1],
                              left=costs[a.to][2]) if a.to in costs else a.to, a.to)
                    for a in legal if a.type == "move"]
        if field == "door":
            return self.door_choices(table, seat, legal)
        if field == "card":
            kind = command if command in ("act", "play", "use", "give") else "act"
            refs = dict.fromkeys(a.card for a in legal if a.type == kind)
            return [(self.card_label(view, seat, ref, table.lang), ref) for ref in refs]
        if field == "target":
            return self.target_choices(legal, view, seat, command, card, table.lang)
        if field == "with":
            return self.interact_choices(legal, view, table.lang)
        if field == "die":
            return [(f"{i + 1} — {rhune_name(r)}", i + 1) for i, r in enumerate(view.get("altar_pool", []))]
        if field == "to" and command == "give":
            heroes = dict.fromkeys(a.to for a in legal if a.type == "give" and (
                not card or self.card_fits(view, seat, a.card, card)))
            return [(table.hero(h), h) for h in heroes]
        return []

    def card_label(self, view: dict[str, Any], seat: str, ref: str, lang: str) -> str:
        h = view["heroes"].get(seat, {})
        for c in h.get("play", []) + h.get("hand", []):
            if c.get("iid") == ref or c.get("card") == ref:
                return _local(c, lang)
        return ref

    def card_fits(self, view: dict[str, Any], seat: str, ref: str, card: str) -> bool:
        """Whether the card an action names (`ref`) is the one a command's `card` option gives: its
        reference, or its name in either language."""
        return any(_same(name, card) for name in (
            ref, self.card_label(view, seat, ref, "en"), self.card_label(view, seat, ref, "fr")))

    def figure_label(self, view: dict[str, Any], label: str, lang: str) -> str:
        f = next((f for f in view.get("figures", []) if f.get("label") == label), None)
        if f is None:
            return label
        return f"{label} — {_local(f, lang)} ({max(0, f.get('health', 0) - f.get('damage', 0))}/{f.get('health', 0)})"

    def target_choices(self, legal: list[Any], view: dict[str, Any], seat: str, command: str | None,
                       card: str | None, lang: str) -> list[tuple[str, str]]:
        kind = command if command in ("act", "play", "use") else "act"
        out: dict[str, str] = {}
        for a in legal:
            if a.type != kind or a.target is None:
                continue
            if card and not self.card_fits(view, seat, a.card, card):
                continue
            out.setdefault(a.target, self.figure_label(view, a.target, lang))
        return [(label, value) for value, label in out.items()]

    def known_things(self, view: dict[str, Any], lang: str) -> dict[str, str]:
        """Quest cards and traps a hero may interact with, by instance id -> name."""
        known: dict[str, str] = {}
        for c in view.get("quest", {}).get("area", []) + view.get("quest", {}).get("attached", []):
            known[c["iid"]] = _local(c, lang)
        for tr in view.get("board", {}).get("traps", []):
            known[tr["iid"]] = f"{tr.get('label', '')} {_local(tr, lang)}".strip()
        return known

    def interact_choices(self, legal: list[Any], view: dict[str, Any], lang: str) -> list[tuple[str, str]]:
        known = self.known_things(view, lang)
        return [(known.get(a.with_, a.with_), a.with_) for a in legal if a.type == "interact"]

    def describe(self, action: Any, table: Table, seat: str) -> str:
        view, lang, tr = table.view(seat), table.lang, table.tr
        kind = action.type
        if kind == "move":
            return tr("do-move", to=action.to)
        if kind == "open_door":
            return tr("do-open", door=self.door_name(table, seat, action.door))
        if kind in ("act", "play", "use"):
            card = self.card_label(view, seat, action.card, lang)
            if action.target:
                return tr(f"do-{kind}-target", card=card, target=self.figure_label(view, action.target, lang))
            return tr(f"do-{kind}", card=card)
        if kind == "interact":
            return tr("do-interact", thing=self.known_things(view, lang).get(action.with_, action.with_))
        if kind == "channel":
            return tr("do-channel", die=action.die, rhune=rhune_name(action.rhune))
        if kind == "give":
            return tr("do-give", card=self.card_label(view, seat, action.card, lang), to=table.hero(action.to))
        if kind == "choose":
            return tr("do-choose", option=self.choice_label(table, seat, action.option))
        if kind == "set_supply":
            return tr("do-set_supply", mode=tr(f"supply-mode-{action.mode}", _default=action.mode))
        return tr(f"do-{kind}", _default=kind)

    # --- texts ---------------------------------------------------------------------------------------

    def start_lines(self, table: Table) -> list[str]:
        return [table.tr("msg-first_turn")]

    def whose_turn(self, table: Table) -> str:
        view = table.view()
        active = view.get("active")
        if active:
            hero = view.get("heroes", {}).get(active, {})
            return table.tr("msg-active", hero=table.hero(active), n=hero.get("actions_left", 0),
                            moves=hero.get("move_left", 0), player=table.player(active))
        waiting = [h for h in view.get("order", []) if h not in set(view.get("acted") or [])]
        if waiting:
            who = ", ".join(f"{table.hero(h)} ({table.player(h)})" for h in waiting)
            return table.tr("msg-next", heroes=who, round=view.get("round", "?"))
        return ""

    def status_lines(self, table: Table) -> list[str]:
        view, tr = table.view(), table.tr
        quest = view.get("quest", {})
        lines = [tr("st-head", quest=_local(quest, table.lang), round=view.get("round", "?"),
                    hard=tr("msg-hard") if view.get("hard") else "")]
        win = quest.get("win") or {}
        if win.get("kind") == "overcome_objectives":
            lines.append(tr("st-objectives", n=quest.get("objectives_overcome", 0), of=win.get("count", "?")))
        clock = quest.get("clock") or {}
        if clock.get("limit"):
            lines.append(tr("st-clock", n=clock.get("tokens", 0), limit=clock["limit"]))
        active = view.get("active")
        acted = set(view.get("acted") or [])
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            if view.get("result"):
                state = tr("st-quest_over")
            elif hid == active:
                state = tr("st-acting", n=h.get("actions_left", 0), moves=h.get("move_left", 0))
            elif hid in acted:
                state = tr("st-done")
            else:
                state = tr("st-waiting")
            lines.append(tr("st-hero", hero=table.hero(hid), label=h.get("label", ""), player=table.player(hid),
                            left=max(0, h.get("health", 0) - h.get("damage", 0)), health=h.get("health", 0),
                            armor=h.get("armor", 0), focus=h.get("focus", 0), hand=h.get("hand_count", 0),
                            state=state, threats=len(h.get("threat") or []),
                            tokens=_tokens_text(view, h.get("threat_tokens") or 0, tr)))
        enemies = [f for f in view.get("figures", []) if f.get("kind") not in ("hero", "ally")]
        if enemies:
            lines.append(tr("st-enemies", enemies=", ".join(
                f"{f.get('label')} {_local(f, table.lang)} {max(0, f.get('health', 0) - f.get('damage', 0))}/"
                f"{f.get('health', 0)}" for f in enemies)))
        pool = " ".join(f"{i + 1}:{rhune_name(r)}" for i, r in enumerate(view.get("altar_pool") or []))
        lines.append(tr("st-supply", supply=view.get("supply", 0), pool=pool))
        modes = (" ; " if table.lang == "fr" else "; ").join(f"{table.hero(hid)} — {tr('supply-mode-' + view['heroes'][hid].get('supply_mode', 'ask'))}"
                          for hid in view.get("order", []))
        lines.append(tr("st-supply_modes", modes=modes))
        villain = view.get("villain") or {}
        if villain.get("spawned") and not villain.get("defeated"):
            lines.append(tr("st-villain", name=_local(villain, table.lang)))
        # the quest's and the villain's cards face up, with what they do
        in_quest = list(quest.get("area") or []) + list(quest.get("attached") or [])
        if in_quest:
            lines.append(tr("st-quest_area"))
            lines += [self.card_line(table, c) for c in in_quest]
        in_villain = list(villain.get("area") or [])
        if in_villain:
            lines.append(tr("st-villain_area", villain=_local(villain, table.lang)))
            lines += [self.card_line(table, c) for c in in_villain]
        return lines

    def hand_lines(self, table: Table, seat: str) -> list[str]:
        tr, lang = table.tr, table.lang
        h = table.view(seat)["heroes"][seat]
        lines = [tr("hand-head", hero=table.hero(seat), n=len(h.get("hand", [])), deck=h.get("deck_count", 0),
                    focus=h.get("focus", 0)), self.hero_numbers(table, seat)]
        for c in h.get("hand", []):
            kind = tr(f"kind-{c.get('kind')}", _default=str(c.get("kind", "")))
            lines.append(f"• **{_local(c, lang)}** ({kind}) — {_local(c, lang, 'text')}")
        if not h.get("hand"):
            lines.append(tr("hand-empty"))
        play = list(h.get("play", []))
        if play:
            # the cards in play are public, and what they do is what a player decides by: their texts too
            lines.append(tr("hand-play_head", n=len(play)))
            lines += [self.card_line(table, c) for c in play]
        return lines

    def card_line(self, table: Table, card: dict[str, Any]) -> str:
        """A public card as a list line: its name, kind, state (progress, exhausted) and text."""
        tr, lang = table.tr, table.lang
        notes = [tr(f"kind-{card.get('kind')}", _default=str(card.get("kind", "")))]
        if card.get("threshold") is not None:
            notes.append(tr("card-progress_of", n=card.get("progress") or 0, of=card["threshold"]))
        elif card.get("progress"):
            notes.append(tr("card-progress", n=card["progress"]))
        if card.get("quest_tokens"):
            notes.append(tr("card-quest_tokens", n=card["quest_tokens"]))
        if card.get("attached_to"):
            notes.append(tr("card-attached"))
        if card.get("exhausted"):
            notes.append(tr("hand-exhausted").strip("()"))
        text = _local(card, lang, "text")
        return f"• **{_local(card, lang)}** ({', '.join(n for n in notes if n)})" + (f" — {text}" if text else "")

    def public_cards(self, table: Table) -> list[dict[str, Any]]:
        """Every card face up for all to read: the quest's and the villain's areas, cards attached to
        features, each hero's cards in play and threats, traps (by their cards)."""
        view = table.view()
        quest = view.get("quest") or {}
        cards = list(quest.get("area") or []) + list(quest.get("attached") or [])
        cards += list((view.get("villain") or {}).get("area") or [])
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            cards += list(h.get("play") or []) + list(h.get("threat") or [])
        return cards

    def rules_text(self, topic: str, table: Table, timeout: int) -> str:
        """Threat tokens do what the game's threat deck says: in a game, that deck's rule is read out."""
        if topic == "threat_tokens" and table.state is not None:
            deck = table.view().get("threat_deck") or {}
            return table.tr("rules-threat_tokens_game", deck=_local(deck, table.lang),
                            rule=_local(deck, table.lang, "tokens"))
        return super().rules_text(topic, table, timeout)

    def topic_choices(self, table: Table) -> list[tuple[str, str]]:
        if table.state is None:
            return []
        view, lang = table.view(), table.lang
        out = [(table.tr("topic-hero", hero=_local(view["heroes"][hid], lang)), _local(view["heroes"][hid], lang))
               for hid in view.get("order", [])]
        enemies = self.known_enemies(table)
        for figs in enemies:
            name = _local(figs[0], lang)
            out.append((table.tr("topic-enemy", enemy=name, labels=", ".join(f.get("label", "") for f in figs)), name))
        seen = {f.get("card") for figs in enemies for f in figs}
        names = dict.fromkeys(_local(c, lang) for c in self.public_cards(table) if c.get("card") not in seen)
        return out + [(table.tr("topic-card", card=name), name) for name in names]

    def known_enemies(self, table: Table) -> list[list[dict[str, Any]]]:
        """The enemies on the board (what players may know of them), their figures grouped by what they
        are: a name and its numbers (the red, green and blue Ash Thralls are one enemy to read)."""
        out: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
        for f in table.view().get("figures", []):
            if f.get("kind") not in ("hero", "ally"):
                key = tuple(f.get(k) for k in ("name", "health", "defense", "speed", "range", "text"))
                out.setdefault(key, []).append(f)
        return list(out.values())

    def card_lookup(self, table: Table, typed: str) -> str | None:
        """`/rules topic:<name>`: a hero's numbers (any hero of the game's roster), an enemy on the board
        (by name or board label) with its numbers and text, or the text of a card face up on the table,
        each named in either language (a clear part of its name is enough); several things of that name
        are listed to choose from; None when nothing of that name is in sight."""
        if table.state is None:
            return None
        view, lang = table.view(), table.lang
        offered: list[tuple[str, str]] = []
        shown: dict[str, str] = {}  # what each value is called, to ask which
        for hid, hero in table.rs.content.heroes.items():
            offered += [(hero.name, f"hero:{hid}"), (hero.name_fr, f"hero:{hid}")]
            label = (view.get("heroes", {}).get(hid) or {}).get("label")
            if label:
                offered.append((label, f"hero:{hid}"))
            shown[f"hero:{hid}"] = hero.name_fr if lang == "fr" and hero.name_fr else hero.name
        enemies = self.known_enemies(table)
        figures = {f["id"]: f for figs in enemies for f in figs}
        for i, figs in enumerate(enemies):
            offered += [(figs[0][key], f"enemy:{i}") for key in ("name", "name_fr") if figs[0].get(key)]
            shown[f"enemy:{i}"] = f"{_local(figs[0], lang)} ({', '.join(f.get('label', '') for f in figs)})"
            for f in figs:
                offered.append((f["label"], f"figure:{f['id']}"))
                shown[f"figure:{f['id']}"] = f"{_local(f, lang)} ({f['label']})"
        seen = {f.get("card") for f in figures.values()}
        cards: dict[str, dict[str, Any]] = {}
        for c in self.public_cards(table):
            if c.get("card") not in seen:  # an enemy's card is read with its figures' numbers
                cards.setdefault(str(c.get("card")), c)
        for ref, c in cards.items():
            offered += [(c[key], f"card:{ref}") for key in ("name", "name_fr") if c.get(key)]
            shown[f"card:{ref}"] = _local(c, lang)
        # a trap token by the label the board and the story give it ("T3"): its card's text
        card_of = {c.get("iid"): str(c.get("card")) for c in self.public_cards(table)}
        for trap in (view.get("board") or {}).get("traps") or ():
            ref = card_of.get(trap.get("iid"))
            if ref in cards and trap.get("label"):
                offered.append((str(trap["label"]), f"card:{ref}"))
        found = named_by(offered, typed)
        if len(found) > 1:
            return table.tr("topic-ambiguous", typed=typed.strip(), names=", ".join(shown[v] for v in found))
        if not found:
            return None
        kind, _, ref = found[0].partition(":")
        if kind == "hero":
            return self.hero_topic(table, ref)
        if kind == "enemy":
            return self.enemy_topic(table, enemies[int(ref)])
        if kind == "figure":
            return self.enemy_topic(table, [figures[ref]])
        return self.card_line(table, cards[ref])

    def hero_numbers(self, table: Table, hid: str) -> str:
        """A hero's six attributes and defence, one short line, by the names the cards give them."""
        hero = table.rs.content.heroes[hid]
        attributes = " · ".join(f"{table.tr(f'attr-{a}')} {hero.attributes[a]}" for a in ATTRIBUTES)
        return table.tr("hero-numbers", attributes=attributes, defense=hero.defense)

    def hero_topic(self, table: Table, hid: str) -> str:
        """A hero as `/rules` reads it out: name and health, the six attributes and defence, its text."""
        hero = table.rs.content.heroes[hid]
        fr = table.lang == "fr"
        lines = [table.tr("topic-hero_head", hero=hero.name_fr if fr and hero.name_fr else hero.name,
                          health=hero.health), self.hero_numbers(table, hid)]
        text = hero.text_fr if fr and hero.text_fr else hero.text
        if text:
            lines.append(text)
        return "\n".join(lines)

    def enemy_topic(self, table: Table, figs: list[dict[str, Any]]) -> str:
        """An enemy on the board as `/rules` reads it out: health, defence, speed and range, where its
        figures stand and how hurt they are, and its card's text."""
        tr, lang, first = table.tr, table.lang, figs[0]
        kind = tr(f"kind-{first.get('kind')}", _default=str(first.get("kind", "")))
        lines = [tr("topic-enemy_head", enemy=_local(first, lang), kind=kind, health=first.get("health", 0),
                    defense=first.get("defense", 0), speed=first.get("speed", 0),
                    range=first["range"] if first.get("range") is not None else "—")]
        lines.append(tr("topic-enemy_figures", figures=", ".join(
            tr("topic-enemy_figure", label=f.get("label", ""), square=(f.get("squares") or ["?"])[0],
               left=max(0, f.get("health", 0) - f.get("damage", 0)), health=f.get("health", 0))
            for f in figs)))
        text = first.get("text_fr") if lang == "fr" and first.get("text_fr") else first.get("text")
        if text:
            lines.append(str(text))
        return "\n".join(lines)

    def hand_cards(self, table: Table, seat: str) -> list[dict[str, Any]] | None:
        """The hand, then the cards in play (marked so: the picture gives them no number)."""
        h = table.view(seat)["heroes"][seat]
        return list(h.get("hand", [])) + [dict(c, in_play=True) for c in h.get("play", [])]

    def summary_lines(self, table: Table) -> list[str]:
        view, tr = table.view(), table.tr
        lines = []
        for hid in view.get("order", []):
            h = view["heroes"][hid]
            deeds = h.get("deeds") or {}
            parts = [tr(f"deed-{k}", _default=k.replace("_", " "), n=v) for k, v in sorted(deeds.items()) if v]
            health = f"{max(0, h.get('health', 0) - h.get('damage', 0))}/{h.get('health', 0)}"
            lines.append(tr("sum-hero", hero=table.hero(hid), player=table.player(hid), health=health,
                            deeds=", ".join(parts) or tr("sum-no_deeds")))
        return lines

    def option_numbers(self, table: Table, seat: str, options: list[str]) -> list[str]:
        """Altar dice to re-roll are numbered by the die ("4. Die 4: Lowek" whatever was picked before),
        the other options after the last die: `/choose option:4` always means die 4."""
        dice = [o.partition(":")[2] for o in options if o.startswith("die:")]
        if not dice or not all(d.isdigit() for d in dice):
            return super().option_numbers(table, seat, options)
        after = max(len(table.view(seat).get("altar_pool") or []), *(int(d) for d in dice))
        out = []
        for option in options:
            if option.startswith("die:"):
                out.append(str(int(option.partition(":")[2])))
            else:
                after += 1
                out.append(str(after))
        return out

    def option_label(self, table: Table, seat: str, option: str, label: str, label_fr: str = "") -> str:
        """Pass, supply, keep and redraw have their own words (the supply offer says what the roll is
        for); a card's option is the card's name."""
        if option == "supply":
            test = (table.view(seat).get("prompt") or {}).get("test")
            if test:
                return table.tr("opt-supply_for", attr=table.tr(f"attr-{test['attr']}"), dice=test["dice"],
                                more=test["dice"] + 1)
        if table.lang == "fr" and label_fr:
            return label_fr
        if option in ("pass", "supply", "keep", "all"):
            return table.tr(f"opt-{option}")
        if table.lang != "fr":
            return label
        kind, _, ref = option.partition(":")
        hero = table.view(seat).get("heroes", {}).get(seat, {})
        if kind == "play":
            for c in hero.get("hand", []):
                if c.get("card") == ref:
                    return _local(c, "fr")
        if kind == "use":
            for c in hero.get("play", []):
                if c.get("iid") == ref:
                    return _local(c, "fr")
        return label

    # --- tools ----------------------------------------------------------------------------------------

    def simulate(self, quest: str | None, heroes: int, games: int, seed: str, hard: bool = False) -> dict[str, Any]:
        from .tools import simulate

        return simulate(quest, heroes, games, seed, hard)

    def validate(self) -> dict[str, Any]:
        from engine.rulesets.altar.content import load_content

        return load_content().counts()

    def policy_action(self, state: Any) -> tuple[str, Any] | None:
        g = Game(state, self.ruleset.content)
        seat = next_seat(g)
        if seat is None:
            return None
        return seat, choose_action(g, seat)

    def bench_game(self, index: int, seed: str) -> Any:
        from .tools import bench_game

        return bench_game(index, seed)


def _local(d: dict[str, Any], lang: str, key: str = "name") -> str:
    if lang == "fr" and d.get(f"{key}_fr"):
        return str(d[f"{key}_fr"])
    return str(d.get(key) or d.get("card") or "?")

