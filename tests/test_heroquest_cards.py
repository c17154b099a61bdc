"""Issue 9, item 19: every HeroQuest card says what it does, in English and in French.

For each spell, Chaos spell, treasure card, potion, armory item, artifact, trapped piece of furniture
and special treasure, the facts its effect steps and numbers stand for (dice, body and mind points,
gold, bonuses and when they are spent, turns lost, who may be aimed at, resisting, reach, hands,
who may use it) are derived from the data the engine plays by, and each must be in the card's text
in both languages; a fact the data does not have must not be claimed, and every number in a text
must be one the data gives. A card whose text and effect drift apart fails here, by its name.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from engine.rulesets.heroquest import RULESET
from engine.rulesets.heroquest.content import ChaosSpellDef, Effect, ItemDef, SpellDef, TreasureCard

C = RULESET.content
NUMBER_WORDS = {"en": {1: "a", 2: "two", 3: "three"}, "fr": {1: "un", 2: "deux", 3: "trois"}}


@dataclass
class Facts:
    """What a card's texts must say (`must`: pairs of patterns, English then French), must not say
    (`never`), and the numbers its texts may show."""

    must: list[tuple[str, str, str]] = field(default_factory=list)  # (what, English, French)
    never: list[tuple[str, str, str]] = field(default_factory=list)
    numbers: set[int] = field(default_factory=set)

    def say(self, what: str, en: str, fr: str, n: int | None = None) -> None:
        self.must.append((what, en, fr))
        if n is not None:
            self.numbers.add(n)

    def either(self, present: bool, what: str, en: str, fr: str) -> None:
        (self.must if present else self.never).append((what, en, fr))


def dice(n: int) -> str:
    return "die" if n == 1 else "dice"


def des(n: int) -> str:
    return "dé" if n == 1 else "dés"


def points(n: int) -> str:
    return "point" if n == 1 else "points"


def effect_facts(f: Facts, effects: list[Effect], spell: bool) -> None:
    """The facts of a list of effect steps."""
    for e in effects:
        n = e.amount
        if e.op == "damage":
            if e.dice:
                f.say(f"{e.dice} combat dice of damage", rf"\b{e.dice} combat {dice(e.dice)}\b",
                      rf"\b{e.dice} {des(e.dice)} de combat\b", e.dice)
            else:
                f.say(f"{n} body point(s) lost", rf"\b{n} body {points(n)}\b", rf"\b{n} {points(n)} de vie\b", n)
            f.either(e.defend, "the target defends", r"defends? as usual|defence as usual|black shield",
                     r"défend(?:ez-vous)? normalement|défense normale|bouclier noir")
            if spell and not e.defend:
                f.say("no defence", r"cannot defend|no defence", r"ne peut pas se défendre|aucune défense")
        elif e.op == "heal":
            f.say(f"{n} body points back", rf"(?:back up to|heals) {n} body {points(n)}\b",
                  rf"(?:récupère jusqu'à|rend) {n} {points(n)} de vie\b", n)
        elif e.op == "attack_bonus":
            f.say(f"{n} more attack dice", rf"\b{n} more attack {dice(n)}\b", rf"\b{n} {des(n)} d'attaque de plus\b", n)
            f.say("spent on the next attack", r"next attack", r"prochaine attaque")
        elif e.op == "defend_bonus":
            f.say(f"{n} more defend dice", rf"\b{n} more defend {dice(n)}\b", rf"\b{n} {des(n)} de défense de plus\b", n)
            f.say("spent the next time it defends", r"next time \w+ defends?",
                  r"prochaine fois qu(?:'il se défend|e vous vous défendez)|prochaine défense")
        elif e.op == "move_bonus":
            f.say(f"{n} more red dice", rf"\b{n} more red {dice(n)}\b", rf"\b{n} {des(n)} rouges? de plus\b", n)
            f.say("on the next move", r"next move", r"prochain déplacement")
        elif e.op == "skip_turn":
            if n == 1:
                f.say("the next turn lost", r"\bnext turn\b", r"\bprochain tour\b")
            else:
                f.say(f"the next {n} turns lost", rf"\bnext {n} turns\b", rf"\b{n} prochains tours\b", n)
        elif e.op == "summon":
            m = C.monsters[e.monster]  # type: ignore[index]
            f.say(f"{e.count} {m.name}", rf"\b{NUMBER_WORDS['en'][e.count]} {m.name.lower()}",
                  rf"\b{NUMBER_WORDS['fr'][e.count]} {m.name_fr.lower()}")
            f.say("next to the caster", r"next to the caster", r"à côté du lanceur")
        elif e.op == "gold":
            f.say(f"{n} gold", rf"\b{n} gold\b", rf"\b{n} pièces d'or\b", n)
        elif e.op == "item":
            it = C.items[e.item]  # type: ignore[index]
            f.say(it.name, re.escape(it.name.lower()), re.escape(it.name_fr.lower()))
            item_facts(f, it)  # the card tells what the find does
        elif e.op == "mind_damage":
            f.say(f"{n} mind point(s) lost", rf"\b{n} mind {points(n)}\b", rf"\b{n} {points(n)} d'esprit\b", n)
        else:  # pragma: no cover - a new op needs its facts here
            raise AssertionError(f"no facts for effect {e.op!r}")


TARGETS = {
    "monster": (r"\ba monster in sight\b", r"\bun monstre en vue\b"),
    "hero": (r"\ba hero in sight\b", r"\bun héros en vue\b"),
    "heroes": (r"\bevery hero in sight\b", r"\bchaque héros en vue\b"),
    "self": (r"\bthe caster\b", r"\b(?:le|du) lanceur\b"),
}


def spell_facts(sp: SpellDef | ChaosSpellDef) -> Facts:
    f = Facts()
    en, fr = TARGETS[sp.target]
    f.say(f"aimed at {sp.target}", en, fr)
    resists = getattr(sp, "resist", None) == "mind"
    f.either(resists, "the mind resists", r"unless their mind resists \(one combat die per mind point: a white shield",
             r"sauf si son esprit résiste \(un dé de combat par point d'esprit : un bouclier blanc")
    effect_facts(f, sp.effects, spell=True)
    return f


def treasure_facts(card: TreasureCard) -> Facts:
    f = Facts()
    effect_facts(f, card.effects, spell=False)
    f.either(card.ends_turn, "the turn ends", r"your turn ends", r"votre tour se termine")
    if card.kind == "wander":
        monster = "wandering monster"
        f.say("a wandering monster next to you", rf"a {monster} appears next to you",
              r"un monstre errant apparaît à côté de vous")
        f.say("it attacks the searcher at once", r"attacks you at once", r"vous attaque aussitôt")
        f.say("only the searcher until the round is over", r"until the round is over it attacks no one else",
              r"jusqu'à la fin de la manche, il n'attaque personne d'autre")
        f.say("it waits when no square is free", r"waits for zargon's turn", r"attend le tour de zargon")
    return f


def item_facts(f: Facts, it: ItemDef) -> None:
    fights = it.attack > 0
    if fights:
        f.say(f"{it.attack} attack dice", rf"\b{it.attack} attack {dice(it.attack)}\b",
              rf"\b{it.attack} {des(it.attack)} d'attaque\b", it.attack)
        f.either("diagonal" in it.reach, "strikes diagonally", r"diagonally", r"en diagonale")
        f.either("thrown" in it.reach, "can be thrown, and is lost when thrown",
                 r"can be thrown at a monster in sight, and is then lost for the rest of the quest",
                 r"peut être lancée? sur un monstre en vue, et (?:il|elle) est alors perdue? pour le reste de la quête")
        f.either("ranged" in it.reach, "only at a monster in sight not next to you",
                 r"in sight that is not next to you", r"en vue qui n'est pas à côté de vous")
        f.either(it.hands == 2, "two-handed", r"two-handed", r"à deux mains")
    if it.slot == "shield":
        f.say("not with a two-handed weapon", r"not while fighting with a two-handed weapon",
              r"sauf en combattant avec une arme à deux mains")
    if it.defend:
        f.say(f"{it.defend} more defend dice", rf"\b{it.defend} more defend {dice(it.defend)}\b",
              rf"\b{it.defend} {des(it.defend)} de défense de plus\b", it.defend)
    f.either(it.move_dice == 1, "one red die to move", r"only one red die to move", r"qu'un dé rouge pour vous déplacer")
    if it.move_bonus:
        f.say(f"{it.move_bonus} more squares on every move", rf"\b{it.move_bonus} more squares on every move\b",
              rf"\b{it.move_bonus} cases de plus à chaque déplacement\b", it.move_bonus)
    if it.mind_bonus:
        f.say(f"{it.mind_bonus} more mind points", rf"\b{it.mind_bonus} more mind {points(it.mind_bonus)}\b",
              rf"\b{it.mind_bonus} {points(it.mind_bonus)} d'esprit de plus\b", it.mind_bonus)
    if it.body_bonus:
        f.say(f"{it.body_bonus} more body points", rf"\b{it.body_bonus} more body {points(it.body_bonus)}\b",
              rf"\b{it.body_bonus} {points(it.body_bonus)} de vie de plus\b", it.body_bonus)
    f.either(it.undead_bonus > 0, f"{it.undead_bonus} more against the undead",
             rf"\b{it.undead_bonus} more against the undead\b", rf"\b{it.undead_bonus} de plus contre les morts-vivants\b")
    if it.undead_bonus:
        f.numbers.add(it.undead_bonus)
    if it.kind == "tool":
        f.say("any hero disarms a known trap before moving, a skull sets it off",
              r"any hero try to disarm a known trap, before moving \(a skull sets it off\)",
              r"tout héros de tenter de désarmer un piège connu, avant de se déplacer \(un crâne le déclenche\)")
    elif it.kind in ("weapon", "armor", "artifact"):
        f.either(it.wizard_ok, "the Wizard may use it", r"the wizard may (?:use|wear)", r"le magicien peut")
    effect_facts(f, it.effects, spell=False)
    f.either(it.heals_at_zero, "may be drunk at 0 body", r"at 0 body", r"à 0 point de vie")
    if it.heals_at_zero:
        f.numbers.add(0)


def own_item_facts(it: ItemDef) -> Facts:
    f = Facts()
    item_facts(f, it)
    return f


def quest_cards() -> list[tuple[str, str, str, Facts]]:
    """Trapped furniture and special treasures of every quest: (name, English, French, facts)."""
    out = []
    for q in C.quests.values():
        for furniture in q.furniture:
            if furniture.trap is not None:
                f = Facts()
                effect_facts(f, furniture.trap.effects, spell=False)
                out.append((f"{q.name}: {furniture.trap.name}", furniture.trap.text, furniture.trap.text_fr, f))
        for tr in q.treasures:
            f = Facts()
            if tr.gold:
                f.say(f"{tr.gold} gold", rf"\b{tr.gold} gold\b", rf"\b{tr.gold} pièces d'or\b", tr.gold)
            for item_id in dict.fromkeys(tr.items):
                it, n = C.items[item_id], tr.items.count(item_id)
                count = "" if n == 1 else NUMBER_WORDS["en"][n] + r"\b.*"
                count_fr = "" if n == 1 else NUMBER_WORDS["fr"][n] + r"\b.*"
                f.say(f"{n} {it.name}", count + re.escape(it.name.lower()), count_fr + re.escape(it.name_fr.lower()))
            effect_facts(f, tr.effects, spell=False)
            out.append((f"{q.name}: special treasure in room {tr.room}", tr.text, tr.text_fr, f))
    return out


CARDS: list[tuple[str, str, str, Facts]] = (
    [(f"spell {sp.name}", sp.text, sp.text_fr, spell_facts(sp)) for sp in C.spells.values()]
    + [(f"Chaos spell {sp.name}", sp.text, sp.text_fr, spell_facts(sp)) for sp in C.chaos_spells.values()]
    + [(f"treasure {card.name}", card.text, card.text_fr, treasure_facts(card)) for card in C.treasure]
    + [(f"{it.kind} {it.name}", it.text, it.text_fr, own_item_facts(it)) for it in C.items.values()]
    + quest_cards()
)


def numbers_in(text: str) -> set[int]:
    return {int(x) for x in re.findall(r"\d+", text)}


def test_every_card_of_the_game_is_read_here():
    assert len(C.spells) == 12 and len(C.chaos_spells) == 12 and len(C.treasure) == 15
    assert len(CARDS) == len(C.spells) + len(C.chaos_spells) + len(C.treasure) + len(C.items) + len(quest_cards())
    assert len({name for name, *_ in CARDS}) == len(CARDS)


def problems(text: str, text_fr: str, facts: Facts) -> list[str]:
    """Where a card's two texts and its facts disagree."""
    out = []
    for lang, said in (("en", text.lower()), ("fr", text_fr.lower())):
        for what, en, fr in facts.must:
            if not re.search(en if lang == "en" else fr, said):
                out.append(f"{lang}: does not say {what}")
        for what, en, fr in facts.never:
            if re.search(en if lang == "en" else fr, said):
                out.append(f"{lang}: says {what}, which the card does not do")
        stray = numbers_in(said) - facts.numbers
        if stray:
            out.append(f"{lang}: numbers {sorted(stray)} are not the card's ({sorted(facts.numbers)})")
    return out


@pytest.mark.parametrize(("name", "text", "text_fr", "facts"), CARDS, ids=[c[0] for c in CARDS])
def test_card_text_says_what_its_effect_does_in_english_and_french(name, text, text_fr, facts):
    assert problems(text, text_fr, facts) == [], f"{name}: {text!r} / {text_fr!r}"


def test_a_card_whose_effect_drifts_from_its_text_is_caught():
    # Thunderclap rolling 3 dice instead of the 4 its text promises, with no defence and aimed at a
    # hero; Bull's Brew giving 1 more die; a tool kit that lets any hero disarm with no word of when
    thunder = C.spells["thunderclap"]
    drifted = thunder.model_copy(update={"target": "hero", "effects": [Effect(op="damage", dice=3)]})
    found = problems(thunder.text, thunder.text_fr, spell_facts(drifted))
    assert "en: does not say 3 combat dice of damage" in found and "fr: does not say 3 combat dice of damage" in found
    assert "en: says the target defends, which the card does not do" in found
    assert "en: does not say aimed at hero" in found and any("numbers [4]" in p for p in found)
    brew = C.items["bulls_brew"]
    weaker = brew.model_copy(update={"effects": [Effect(op="attack_bonus", amount=1)]})
    assert "fr: does not say 1 more attack dice" in problems(brew.text, brew.text_fr, own_item_facts(weaker))
    kit = C.items["toolkit"]
    vague = kit.model_copy(update={"text": "Lets any hero try to disarm a known trap.",
                                   "text_fr": "Permet à tout héros de tenter de désarmer un piège connu."})
    assert problems(vague.text, vague.text_fr, own_item_facts(vague)) == [
        "en: does not say any hero disarms a known trap before moving, a skull sets it off",
        "fr: does not say any hero disarms a known trap before moving, a skull sets it off"]


# --- and the engine does what the steps say ---------------------------------------------------------


def _scene():
    """The test board: the Wizard (knowing every spell) at B4, the Barbarian at C5, a tough orc at D3,
    all in room A and in sight of each other, no other monster."""
    from tests.test_heroquest_support import clear_monsters, give_turn, new, place, put_monster

    s = new(heroes=("barbarian", "wizard"))
    clear_monsters(s)
    place(s, "wizard", "B4")
    place(s, "barbarian", "C5")
    s.heroes["wizard"].spells = list(C.spells)
    m = put_monster(s, "x", "orc", "D3")
    m.body = m.max_body = 20
    give_turn(s, "wizard")
    return s


def _measure(before, after, who: str) -> dict[str, int]:
    """What changed for a figure: body, mind, bonuses, turns lost, monsters on the board."""
    def get(s):
        f = s.heroes.get(who) or next(m for m in s.monsters.values() if m.label == who or m.id == who)
        return {"body": f.body, "mind": getattr(f, "mind", 0), "attack_bonus": f.attack_bonus,
                "defend_bonus": f.defend_bonus, "move_bonus": getattr(f, "move_bonus_dice", 0),
                "skip_turns": f.skip_turns, "monsters": len(s.monsters)}
    a, b = get(before), get(after)
    return {k: b[k] - a[k] for k in a}


def _expected(effects: list[Effect], body_before: int, max_body: int, mind_before: int = 99) -> dict[str, int]:
    out = {"body": 0, "mind": 0, "attack_bonus": 0, "defend_bonus": 0, "move_bonus": 0, "skip_turns": 0,
           "monsters": 0}
    for e in effects:
        if e.op == "damage":
            out["body"] -= e.dice or e.amount
        elif e.op == "heal":
            out["body"] += min(e.amount, max_body - body_before)
        elif e.op == "mind_damage":
            out["mind"] -= min(e.amount, mind_before - 1)  # never below 1 (see data/heroquest/README.md)
        elif e.op in ("attack_bonus", "defend_bonus", "move_bonus"):
            out[e.op] += e.amount
        elif e.op == "skip_turn":
            out["skip_turns"] += e.amount
        elif e.op == "summon":
            out["monsters"] += e.count
    return out


def _no_block_rolls(effects: list[Effect], defend_dice: int) -> list[int]:
    """Dice for the steps: every damage die a skull, and every defence die a skull too (a skull blocks
    nothing, for a hero or a monster), so each die of damage lands."""
    from tests.test_heroquest_support import SKULL

    rolls: list[int] = []
    for e in effects:
        if e.op == "damage":
            rolls += [SKULL] * e.dice
            if e.defend:
                rolls += [SKULL] * defend_dice  # a skull blocks nothing, for heroes and monsters alike
    return rolls


@pytest.mark.parametrize("spell", list(C.spells.values()), ids=[sp.name for sp in C.spells.values()])
def test_hero_spell_does_what_its_steps_say_when_cast(spell):
    from tests.test_heroquest_support import act, rig

    s = _scene()
    target = {"monster": "x", "hero": "barbarian", "self": "wizard"}[spell.target]
    if target == "barbarian":
        s.heroes["barbarian"].body = 1
    label = s.monsters["x"].label if target == "x" else s.heroes[target].label
    fig = s.monsters["x"] if target == "x" else s.heroes[target]
    rig(s, _no_block_rolls(spell.effects, getattr(fig, "defend", 0) or 2))
    expected = _expected(spell.effects, fig.body, fig.max_body if target == "x" else 8)
    after = act(s, "wizard", type="cast", spell=spell.id, target=label).state
    assert _measure(s, after, target) == expected


@pytest.mark.parametrize("spell", list(C.chaos_spells.values()), ids=[sp.name for sp in C.chaos_spells.values()])
def test_chaos_spell_does_what_its_steps_say_when_cast(spell):
    from tests.test_heroquest_support import SKULL, game, rig

    s = _scene()
    hero, caster = s.heroes["barbarian"], s.monsters["x"]
    hero.body, caster.body = 5, 10
    before = s.model_copy(deep=True)
    g = game(s)
    resist = [SKULL] * hero.mind if spell.resist == "mind" else []  # the mind fails to resist
    rig(s, resist + _no_block_rolls(spell.effects, g.hero_defend(hero)))
    g.cast_chaos(caster, spell.id, [hero])  # the Barbarian, the one hero in the caster's sight
    if spell.target == "self":
        expected = _expected(spell.effects, 10, caster.max_body)
    else:
        expected = _expected(spell.effects, 5, 8, before.heroes["barbarian"].mind)
    assert _measure(before, s, "x" if spell.target == "self" else "barbarian") == expected


@pytest.mark.parametrize("potion", [i for i in C.items.values() if i.kind == "potion"],
                         ids=[i.name for i in C.items.values() if i.kind == "potion"])
def test_potion_does_what_its_steps_say_when_drunk(potion):
    from tests.test_heroquest_support import act

    s = _scene()
    s.heroes["barbarian"].body = 1
    s.heroes["barbarian"].items.append(potion.id)
    after = act(s, "barbarian", type="drink", potion=potion.id).state
    assert _measure(s, after, "barbarian") == _expected(potion.effects, 1, 8, s.heroes["barbarian"].mind)
    assert potion.id not in after.heroes["barbarian"].items
