"""HeroQuest's events as sentences. Combat dice show skulls (hits), white shields (heroes block) and
black shields (monsters block); the movement roll shows its red dice. Every roll is printed die by die."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.rulesets.heroquest import events as ev

from ...narration import Names, Narrator, tells

COMBAT_FACES = {"skull": "💀", "white": "⚪", "black": "⚫"}


def combat_dice(faces: Iterable[str]) -> str:
    return "".join(COMBAT_FACES.get(f, "?") for f in faces) or "—"


class HeroQuestNames(Names):
    """Heroes and monsters, and the items and furniture the heroes have seen."""

    def __init__(self) -> None:
        super().__init__()
        self.items: dict[str, tuple[str, str]] = {}
        self.furniture: dict[str, tuple[str, str]] = {}

    def add_view(self, view: dict[str, Any] | None) -> HeroQuestNames:
        super().add_view(view)
        view = view or {}
        for h in view.get("heroes", {}).values():
            for it in h.get("inventory", []):
                self.items[it["id"]] = (it.get("name", it["id"]), it.get("name_fr") or it.get("name", it["id"]))
        for feat in (view.get("board") or {}).get("features", []):
            if feat.get("kind") == "furniture" and feat.get("id"):
                en = feat.get("name", feat["id"])
                self.furniture[feat["id"]] = (en, feat.get("name_fr") or en)
        return self

    def add_events(self, events: Iterable[Any]) -> HeroQuestNames:
        for e in events:
            if isinstance(e, ev.MonsterRevealed | ev.MonsterKilled):
                # a monster seen and slain within one action is in no view
                self.figures.setdefault(e.monster, (f"{e.name} {e.monster}", f"{e.name_fr or e.name} {e.monster}"))
            item, name = getattr(e, "item", None), getattr(e, "name", None)
            if item and name:
                self.items.setdefault(item, (name, getattr(e, "name_fr", None) or name))
        return self


class HeroQuestNarrator(Narrator):
    names: HeroQuestNames

    # --- names ---

    def pick(self, pair: tuple[str, str]) -> str:
        return pair[1] if self.lang == "fr" else pair[0]

    def hero(self, hid: str | None) -> str:
        if not hid:
            return "?"
        pair = self.names.heroes.get(hid)
        return self.pick(pair) if pair else self.table.hero(hid)

    def monster(self, label: str | None, fallback: str | None = None) -> str:
        pair = self.names.figures.get(label or "")
        return self.pick(pair) if pair else (fallback or label or "?")

    def who(self, ref: str | None) -> str:
        """A hero id or a figure's label (events name either)."""
        return self.hero(ref) if ref in self.names.heroes else self.monster(ref)

    def item(self, item_id: str | None) -> str:
        pair = self.names.items.get(item_id or "")
        return self.pick(pair) if pair else str(item_id or "?").replace("_", " ")

    def room(self, room: Any) -> str:
        text = str(room or "?")
        if len(text) == 1 and text.isupper():
            return self.tr("room", n=text)  # rooms are letters
        return text

    def count(self, faces: list[str], face: str) -> str:
        return self.tr(f"hq-n_{face}", n=sum(1 for f in faces if f == face))

    def params(self, event: Any) -> dict[str, Any]:
        out = super().params(event)
        fields = event.__dict__
        if "name" in fields:
            out["name"] = out["card"] = self.local(event)
        if "room" in fields:
            out["room"] = self.room(event.room)
        if "monster" in fields:
            out["monster"] = self.monster(event.monster, fields.get("name"))
        if "by" in fields:
            out["by"] = self.who(event.by)
        if isinstance(fields.get("to"), str) and fields["to"] in self.names.heroes:
            out["to"] = self.hero(fields["to"])
        if "target" in fields and isinstance(fields["target"], str):
            out["target"] = self.who(event.target)
        if "hero" in fields:
            out["hero"] = self.hero(event.hero)
        return out

    # --- events whose sentence needs more than their message -------------------------------------

    @tells(ev.MoveRolled)
    def move_rolled(self, e: ev.MoveRolled) -> str:
        dice = " ".join(f"[{n}]" for n in e.dice)
        return self.tr("hq-move_rolled", hero=self.hero(e.hero), dice=dice or "—", total=e.total)

    @tells(ev.HeroMoved)
    def hero_moved(self, e: ev.HeroMoved) -> str:
        path = list(e.path)
        if len(path) < 2:
            return self.tr("hq-hero_steps", hero=self.hero(e.hero), square=path[-1] if path else "?")
        steps = len(path) - 1
        return self.tr("hq-hero_jumped" if e.jump else "hq-hero_moved", hero=self.hero(e.hero),
                       path=" → ".join(path),
                       squares=self.tr("ev-spaces_one" if steps == 1 else "ev-spaces", n=steps))

    @tells(ev.HeroAttacked)
    def hero_attacked(self, e: ev.HeroAttacked) -> str:
        monster = self.monster(e.monster)
        how = "" if e.reach in (None, "adjacent") else " " + self.tr(f"hq-reach_{e.reach}", _default="")
        head = self.tr("hq-hero_attacked", hero=self.hero(e.hero), monster=monster, weapon=self.item(e.weapon),
                       how=how, dice=combat_dice(e.attack), skulls=self.count(e.attack, "skull"))
        if "skull" not in e.attack:
            return head + " " + self.tr("hq-no_skull")
        return head + " " + self.tr("hq-defends", who=monster, dice=combat_dice(e.defence),
                                    shields=self.count(e.defence, "black"), damage=e.damage)

    @tells(ev.MonsterAttacked)
    def monster_attacked(self, e: ev.MonsterAttacked) -> str:
        monster, hero = self.monster(e.monster), self.hero(e.hero)
        head = self.tr("hq-monster_attacked", monster=monster, hero=hero, dice=combat_dice(e.attack),
                       skulls=self.count(e.attack, "skull"))
        if "skull" not in e.attack:
            return head + " " + self.tr("hq-no_skull")
        return head + " " + self.tr("hq-defends", who=hero, dice=combat_dice(e.defence),
                                    shields=self.count(e.defence, "white"), damage=e.damage)

    @tells(ev.MonsterMoved)
    def monster_moved(self, e: ev.MonsterMoved) -> str:
        return self.tr("hq-monster_moved", monster=self.monster(e.monster), path=" → ".join(e.path),
                       to=e.path[-1] if e.path else "?")

    @tells(ev.MonsterHurt, ev.MonsterKilled, ev.MonsterHealed, ev.MonsterSkips, ev.MonsterRevealed)
    def monster_event(self, e: Any) -> str:
        extra = {"gender": self.tr("monster-gender", kind=e.kind)} if isinstance(e, ev.MonsterKilled) else {}
        return self.tr(f"hq-{e.type}", **self.params(e), **extra)

    def roll(self, key: str, hero: str, roll: list[str], good: bool, good_key: str, bad_key: str, trap: str = "") -> str:
        outcome = self.tr(good_key if good else bad_key)
        return self.tr(key, hero=self.hero(hero), dice=combat_dice(roll), outcome=outcome, trap=trap)

    @tells(ev.SpearRoll)
    def spear_roll(self, e: ev.SpearRoll) -> str:
        return self.roll("hq-spear_roll", e.hero, e.roll, "skull" not in e.roll, "hq-spear_miss", "hq-spear_hit")

    @tells(ev.JumpRoll)
    def jump_roll(self, e: ev.JumpRoll) -> str:
        return self.roll("hq-jump_roll", e.hero, e.roll, "skull" not in e.roll, "hq-jump_safe", "hq-jump_fall",
                         e.trap)

    @tells(ev.DisarmRoll)
    def disarm_roll(self, e: ev.DisarmRoll) -> str:
        return self.roll("hq-disarm_roll", e.hero, e.roll, e.success, "hq-disarm_ok", "hq-disarm_fail", e.trap)

    @tells(ev.BlockRoll)
    def block_roll(self, e: ev.BlockRoll) -> str:
        return self.tr("hq-block_roll", hero=self.hero(e.hero), dice=combat_dice(e.roll),
                       skulls=self.count(e.roll, "skull"))

    @tells(ev.EffectDamage)
    def effect_damage(self, e: ev.EffectDamage) -> str:
        who = self.who(e.target)
        if e.defence:
            told = self.tr("hq-effect_defended", who=who, dice=combat_dice(e.defence), damage=e.damage)
        else:
            told = self.tr("hq-effect_damage", who=who, damage=e.damage)
        if e.attack:  # every roll is told die by die: the damage dice first
            told = self.tr("hq-effect_rolled", dice=combat_dice(e.attack), skulls=self.count(e.attack, "skull"),
                           who=who) + " " + told
        return told

    @tells(ev.TrapSprung)
    def trap_sprung(self, e: ev.TrapSprung) -> str:
        return self.tr(f"hq-trap_sprung-{e.kind}", _default=self.tr("ev-trap_sprung", hero=self.hero(e.hero),
                       square=e.square), hero=self.hero(e.hero), square=e.square)

    @tells(ev.SearchedTraps)
    def searched_traps(self, e: ev.SearchedTraps) -> str:
        if not e.found:
            return self.tr("hq-searched_traps_none", hero=self.hero(e.hero))
        parts = []
        for f in e.found:
            if f.square:
                parts.append(self.tr("hq-found_trap", kind=self.tr(f"hq-trap-{f.kind}"), square=f.square))
            else:
                pair = self.names.furniture.get(str(f.furniture))
                what = self.pick(pair) if pair else self.tr("hq-furniture")
                parts.append(self.tr("hq-found_trapped_furniture", what=what))
        return self.tr("hq-searched_traps", hero=self.hero(e.hero), found=", ".join(parts))

    @tells(ev.SearchedSecretDoors)
    def searched_doors(self, e: ev.SearchedSecretDoors) -> str:
        if not e.found:
            return self.tr("hq-searched_doors_none", hero=self.hero(e.hero))
        doors = ", ".join(self.tr("hq-found_door", door=self.names.door(f.door), a=f.a, b=f.b) for f in e.found)
        return self.tr("hq-searched_doors", hero=self.hero(e.hero), found=doors)

    @tells(ev.SpellCast)
    def spell_cast(self, e: ev.SpellCast) -> str:
        return self.tr("ev-spell_cast", hero=self.hero(e.hero), name=self.local(e), target=self.who(e.target))

    @tells(ev.ChaosSpell)
    def chaos_spell(self, e: ev.ChaosSpell) -> str:
        if not e.targets or e.targets == [e.monster]:  # on the caster itself: the next line says what it does
            return self.tr("ev-chaos_spell", monster=self.monster(e.monster), name=self.local(e))
        targets = ", ".join(self.who(x) for x in e.targets)
        return self.tr("hq-chaos_spell", monster=self.monster(e.monster), name=self.local(e), targets=targets)

    @tells(ev.ResistRoll)
    def resist_roll(self, e: ev.ResistRoll) -> str:
        outcome = self.tr("hq-resisted" if e.resisted else "hq-not_resisted")
        return self.tr("hq-resist_roll", hero=self.hero(e.hero), dice=combat_dice(e.roll), outcome=outcome)

    @tells(ev.Bonus)
    def bonus(self, e: ev.Bonus) -> str:
        return self.tr("hq-bonus", target=self.who(e.target), amount=e.amount,
                       kind=self.tr(f"hq-bonus-{e.kind}", _default=str(e.kind)))

    @tells(ev.TurnsLost)
    def turns_lost(self, e: ev.TurnsLost) -> str:
        return self.tr("ev-turns_lost", target=self.who(e.target), amount=e.amount)

    @tells(ev.Gave)
    def gave(self, e: ev.Gave) -> str:
        return self.tr("hq-gave", hero=self.hero(e.hero), name=self.local(e), to=self.hero(e.to))

    @tells(ev.WeaponThrown)
    def weapon_thrown(self, e: ev.WeaponThrown) -> str:
        return self.tr("hq-weapon_thrown", hero=self.hero(e.hero), name=self.item(e.item))

    @tells(ev.WanderingWaits)
    def wandering_waits(self, e: ev.WanderingWaits) -> str:
        return self.tr("hq-wandering_waits", monster=self.monster(e.monster), hero=self.hero(e.hero))

    @tells(ev.HeroLeft)
    def hero_left(self, e: ev.HeroLeft) -> str:
        return self.tr("hq-hero_left_early" if e.early else "ev-hero_left", hero=self.hero(e.hero))

    @tells(ev.GoalDone)
    def goal_done(self, e: ev.GoalDone) -> str:
        return self.tr("hq-goal_done_leave" if e.leave else "hq-goal_done", text=self.local(e, "text"))

    @tells(ev.QuestWon)
    def quest_won(self, e: ev.QuestWon) -> str | None:
        """The reward only: the summary under the turn says the quest is won (said once)."""
        text = self.local(e, "text") if e.text else ""
        return self.tr("ev-quest_won", text=text) if text else None

    @tells(ev.QuestLost)
    def quest_lost(self, e: ev.QuestLost) -> None:
        """The summary under the turn says the quest is lost and why: said once."""
        return None

    @tells(ev.MoveInterrupted)
    def move_interrupted(self, e: ev.MoveInterrupted) -> str:
        return self.tr("ev-move_interrupted", hero=self.hero(e.hero), square=e.square)

    @tells(ev.MoveShort)
    def move_short(self, e: ev.MoveShort) -> str:
        """The dice fell short: how far the square is, the roll kept, the squares to pick from."""
        params: dict[str, Any] = {"hero": self.hero(e.hero), "roll": e.roll, "square": e.square,
                                  "steps": e.steps, "left": e.left}
        if e.reach:
            params["reach"] = ", ".join(e.reach)
        if e.direct and e.blocker:
            params.update(direct=e.direct, blocker=e.blocker, at=e.blocker_at)
            if e.blocker == "monster":  # heroes never block a way: they are passed through
                params["monster"] = self.monster(e.blocker_name)
        return self.tr("ev-move_short", **params)

    @tells(ev.RoomRevealed)
    def room_revealed(self, e: ev.RoomRevealed) -> str:
        if e.span:  # named by where it lies: its letter is nowhere on the board
            return self.tr("ev-room_revealed_at", span=e.span)
        room = self.room(e.room)
        if self.lang != "fr":  # "Room B is revealed!" (the French sentence starts with its own article)
            room = room[:1].upper() + room[1:]
        return self.tr("ev-room_revealed", room=room)

    @tells(ev.Chose)
    def chose(self, e: ev.Chose) -> str:
        if e.option == "pass":
            return self.tr("ev-chose_pass", hero=self.hero(e.hero))
        return self.tr("ev-chose", hero=self.hero(e.hero), label=self.local(e, "label"))
