"""Age of Fantasy: Quest events: one model per kind, what narration and the action log read.

Figures are named by their label (what the picture writes and players type: a hero's first name, `E3`
for an enemy unit) and by their names in both languages, so a narrator needs nothing else."""
from __future__ import annotations

from typing import Literal

from ...core.events import EventCodec, GameEvent, event_union


class RoundStarted(GameEvent):
    type: Literal["round_started"] = "round_started"
    round: int


class HeroPhase(GameEvent):
    """The heroes' phase begins: every hero may activate, in the order the players choose."""
    type: Literal["hero_phase"] = "hero_phase"
    round: int


class Activated(GameEvent):
    type: Literal["activated"] = "activated"
    who: str
    name: str
    name_fr: str


class ActivationEnded(GameEvent):
    type: Literal["activation_ended"] = "activation_ended"
    who: str
    name: str
    name_fr: str
    idle: bool = False  # nothing done: a Shaken figure recovers this way


class Moved(GameEvent):
    type: Literal["moved"] = "moved"
    who: str
    name: str
    name_fr: str
    how: Literal["advance", "rush", "charge", "hurry", "push", "fall_back", "pile_in", "slip", "arrive", "fall"]
    inches: float
    to: str  # the grid cell it ended in
    # why a move toward somewhere stopped short of its goal and its allowance: difficult ground capped the
    # activation at 6" (difficult) or lay ahead (difficult_edge), the climb counted in the move (climb, its
    # inches), or going on would pass within 1" of an enemy (enemy) or end on a taken spot (crowded)
    held: Literal["difficult", "difficult_edge", "climb", "enemy", "crowded"] | None = None
    climb: float | None = None
    around: Literal["dangerous"] | None = None  # the way went around dangerous ground that lay on the shortest


class Rolled(GameEvent):
    """A test: a D6 against a stat (6 always passes, 1 always fails)."""
    type: Literal["rolled"] = "rolled"
    reveals = "dice"
    who: str
    name: str
    name_fr: str
    stat: Literal["quality", "strength", "dexterity", "will", "cast"]
    why: str  # morale, fearless (its second chance), push, hurry, discover, afflicted, crippled, sick, hindered, clue, skill, spell, jump
    roll: int
    need: int
    passed: bool
    power: int = 0  # power spent to pass it anyway


class _Pair(GameEvent):
    """One fighter and another it acts on (its name and its target's, in both languages)."""
    who: str
    name: str
    name_fr: str
    target: str
    target_name: str
    target_name_fr: str


class FallBackBlocked(_Pair):
    """Line 57: chargers that wiped out no unit fall back 1" « (si possible) »: here no step away was free."""
    type: Literal["fall_back_blocked"] = "fall_back_blocked"


class _Blow(_Pair):
    """Dice one fighter rolls at another."""
    reveals = "dice"


class Attacked(_Blow):
    """One weapon's attacks from one fighter on one target: hits, blocks, wounds."""
    type: Literal["attacked"] = "attacked"
    weapon: str
    weapon_fr: str
    melee: bool
    attacks: int
    hits: int
    wounds: int
    killed: int = 0  # models removed
    cover: bool = False


class ImpactRolled(_Blow):
    """A charger's Impact(X): X dice for each model that strikes, each a hit on 2+ (line 57)."""
    type: Literal["impact_rolled"] = "impact_rolled"
    faces: list[int]
    hits: int


class KnockedOut(GameEvent):
    type: Literal["knocked_out"] = "knocked_out"
    who: str
    name: str
    name_fr: str


class UnitDestroyed(GameEvent):
    type: Literal["unit_destroyed"] = "unit_destroyed"
    who: str
    name: str
    name_fr: str


class Shaken(GameEvent):
    type: Literal["shaken"] = "shaken"
    who: str
    name: str
    name_fr: str
    recovered: bool = False  # True: it spent an idle activation and is no longer Shaken


class EffectLaid(GameEvent):
    """A hero's skill or spell left an effect on an enemy unit, lasting to the end of round `until`
    (pinned, snared, stunned, one model stunned, hexed)."""
    type: Literal["effect_laid"] = "effect_laid"
    who: str
    name: str
    name_fr: str
    effect: Literal["pinned", "snared", "stunned", "stunned_model", "hexed"]
    until: int


class ConditionChanged(GameEvent):
    type: Literal["condition"] = "condition"
    who: str
    name: str
    name_fr: str
    condition: str
    gained: bool


class PowerSpent(GameEvent):
    type: Literal["power_spent"] = "power_spent"
    who: str
    name: str
    name_fr: str
    amount: int
    why: str  # extra_action, pass_test, ignore_shaken, revive, skill_failed, spell, hindered, sick
    wounds: int = 0  # exhaustion: wounds taken for power the hero did not have
    had: int | None = None  # the power the hero had before spending it


class Rested(GameEvent):
    type: Literal["rested"] = "rested"
    who: str
    name: str
    name_fr: str
    power: int


class Wounded(GameEvent):
    """Wounds that come from no attack: dangerous ground, Afflicted, a trap, a fall, exhaustion."""
    type: Literal["wounded"] = "wounded"
    reveals = "dice"
    who: str
    name: str
    name_fr: str
    wounds: int
    why: str


class DangerRolled(GameEvent):
    """Line 85: a figure that moved through dangerous ground (`standing`: that activated in it) rolls one die
    per model (a single model as many as its Tough); each 1 is a wound. `terrain` names the piece (empty when
    the table gives it no name); every face is told, a roll without a 1 as well."""
    type: Literal["danger_rolled"] = "danger_rolled"
    reveals = "dice"
    who: str
    name: str
    name_fr: str
    terrain: str = ""
    terrain_fr: str = ""
    standing: bool = False
    faces: list[int]
    wounds: int


class Healed(GameEvent):
    type: Literal["healed"] = "healed"
    who: str
    name: str
    name_fr: str
    wounds: int = 0
    power: int = 0


class Revived(GameEvent):
    type: Literal["revived"] = "revived"
    who: str
    name: str
    name_fr: str
    by: str


class SkillUsed(GameEvent):
    type: Literal["skill_used"] = "skill_used"
    who: str
    name: str
    name_fr: str
    skill: str
    skill_name: str
    skill_name_fr: str
    target: str | None = None


class SpellCountered(GameEvent):
    """A hero caster spends spell tokens against an enemy caster's roll (line 115: -1 each)."""
    type: Literal["spell_countered"] = "spell_countered"
    who: str
    name: str
    name_fr: str
    caster: str
    tokens: int


class SpellCast(GameEvent):
    type: Literal["spell_cast"] = "spell_cast"
    reveals = "dice"
    who: str
    name: str
    name_fr: str
    spell: str
    spell_name: str
    spell_name_fr: str
    target: str | None
    roll: int
    tokens: int
    success: bool
    forced: bool = False  # the roll failed and the hero spent power to cast it anyway


class Found(GameEvent):
    """A search token revealed: what was under it."""
    type: Literal["found"] = "found"
    reveals = "reveal"
    who: str
    name: str
    name_fr: str
    marker: str
    loot: str
    loot_name: str
    loot_name_fr: str
    kept: bool
    far: bool = False  # turned over from afar: an item stays on the table, a trap harms no one
    item_kind: str = ""  # the find's kind (potion, trap, nothing...), for the story of a find from afar


class ObjectiveProgress(GameEvent):
    type: Literal["objective"] = "objective"
    who: str
    name: str
    name_fr: str
    what: Literal["relic_taken", "relic_dropped", "clue", "escaped", "held", "seized"]
    marker: str | None = None


class ObjectiveSeized(GameEvent):
    """The enemy takes the defended objective at the end of a round: the unit that stands within reach
    of it (`who`, its nearest), the objective (`marker`), and the standing hero nearest it, with how far
    that hero stands (none when no hero is standing)."""

    type: Literal["objective_seized"] = "objective_seized"
    who: str
    name: str
    name_fr: str
    marker: str
    marker_name: str
    marker_name_fr: str
    reach: float  # the distance that counts, in inches (3")
    hero: str | None = None
    hero_name: str = ""
    hero_name_fr: str = ""
    hero_inches: float | None = None


class Arrived(GameEvent):
    type: Literal["arrived"] = "arrived"
    who: str
    name: str
    name_fr: str
    to: str
    ambush: bool = False


class HeroAmbush(GameEvent):
    """A hero with Ambush set aside (`to` None), waiting at a round's start (`waiting`), or coming on at `to`."""
    type: Literal["hero_ambush"] = "hero_ambush"
    who: str
    name: str
    name_fr: str
    to: str | None = None
    waiting: bool = False


class AIDecision(GameEvent):
    """What an enemy unit chose and why, in the rulebook's three questions."""
    type: Literal["ai_decision"] = "ai_decision"
    who: str
    name: str
    name_fr: str
    decision: Literal["shaken", "stunned", "stunned_model", "idle_objective", "rush_objective", "rush_nearest", "rush_blocked",
                      "pinned_objective",
                      "pinned_nearest", "advance_shoot", "hold_shoot", "charge", "hold"]
    target: str | None = None
    target_name: str | None = None
    target_name_fr: str | None = None
    melee: float | None = None  # expected wounds by charging
    shooting: float | None = None  # expected wounds by shooting


class ActionDropped(GameEvent):
    """A decision taken in the middle of an action changed what the action meets, and it no longer holds:
    the decision stands, the action is not taken and nothing is spent on it."""
    type: Literal["action_dropped"] = "action_dropped"
    who: str
    name: str
    name_fr: str
    key: str


class MissionEnded(GameEvent):
    type: Literal["mission_ended"] = "mission_ended"
    result: Literal["won", "lost"]
    reason: str


EVENT_TYPES = (RoundStarted, HeroPhase, Activated, ActivationEnded, Moved, FallBackBlocked, Rolled, Attacked, ImpactRolled, KnockedOut,
               UnitDestroyed, Shaken, EffectLaid, ConditionChanged, PowerSpent, Rested, Wounded, DangerRolled, Healed, Revived, SkillUsed,
               SpellCountered, SpellCast, Found, ObjectiveProgress, ObjectiveSeized, Arrived, HeroAmbush, AIDecision, ActionDropped, MissionEnded)
AofqEvent = event_union(*EVENT_TYPES)
CODEC = EventCodec(AofqEvent)
