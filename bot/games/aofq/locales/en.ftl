# Age of Fantasy: Quest — the bot's messages (English). Pictures' `pic-*` messages are listed last.

game-name = Age of Fantasy: Quest

## command options of this game (the shared verbs' own options are described in the shared messages)

cmd-move-how = How: advance (6", then shoot), rush (12"), hurry (skill action, D3"), ambush (Ambush heroes)
cmd-move-distance = Inches to go toward a figure or marker (default: as far as the move reaches)
cmd-move-target = Age of Fantasy: an enemy unit to shoot after advancing
cmd-attack-how = shoot (hold and shoot), charge (move into melee), push (a skill action, 3")
cmd-use-to = Age of Fantasy: where a moving skill goes, a grid cell like K12
cmd-cast-extra = Extra spell tokens for +1 to the roll each
choice-move-how-advance = advance
choice-move-how-rush = rush
choice-move-how-hurry = hurry
choice-attack-how-shoot = shoot
choice-attack-how-charge = charge
choice-attack-how-push = push

## what a player may use from other games

hint-act = Age of Fantasy: Quest has no cards: `/attack target how:shoot|charge`, `/use card:<skill>`.
hint-play = Age of Fantasy: Quest has no cards: `/use card:<skill or potion>`, `/cast spell target`.
hint-draw = Age of Fantasy: Quest has no cards to draw: `/interact with:<search token>` looks for loot.
hint-channel = Age of Fantasy: Quest has no altar dice: see `/rules`.
hint-supply = Age of Fantasy: Quest has no supply: power pays for extra actions and failed tests.
hint-open = Age of Fantasy: Quest has no doors: the table is open ground; `/move to:<cell>`.
hint-give = Heroes of Age of Fantasy: Quest keep what they find: `/drink potion` or `/use card`.
hint-search = Age of Fantasy: Quest searches a token with `/interact with:<S1>`.
hint-disarm = Age of Fantasy: Quest has no traps to disarm: watch for dangerous terrain.
hint-jump = Age of Fantasy: Quest has no jumping: `/move to how`.
hint-path = Age of Fantasy: Quest finds the way around terrain itself: leave `path` out.
hint-shop_buy = Age of Fantasy: Quest has no shop: loot is found under search tokens.
hint-shop_sell = Age of Fantasy: Quest has no shop: loot is found under search tokens.

## choices and /do

aofq-choice-cell = { $cell } · the edge of reach toward { $place }
aofq-choice-toward = toward { $place } ({ $inches }" away)
aofq-choice-extra = · extra action, 2 power{ $short ->
        [yes] {" "}(only { $power }, so 2 wounds from exhaustion)
       *[no] {""}
    }
aofq-choice-danger = · ⚠ crosses dangerous ground{ $terrain ->
        [none] {""}
       *[other] {" "}({ $terrain })
    }
aofq-choice-spell = { $spell } ({ $cost } { $cost ->
        [one] token
       *[other] tokens
    }, { $range ->
        [0] on the caster
       *[other] range { $range }"
    }) — { $text }
aofq-revive = Revive a fallen hero (2 power)
do-aofq-end = End the activation
do-aofq-rest = Rest (the whole activation: power back in full)
do-aofq-hold = Hold without shooting
do-aofq-shoot = Hold and shoot { $target }
do-aofq-advance = Advance toward { $place }
do-aofq-rush = Rush toward { $place }
do-aofq-hurry = Hurry toward { $place }
do-aofq-charge = Charge { $target }
do-aofq-push = Push { $target }
do-aofq-discover = Discover { $marker }
do-aofq-interact = Take or examine { $marker }
do-aofq-revive = Revive { $hero }
do-aofq-drink = Drink { $potion }
do-aofq-skill = Use { $skill }
do-aofq-skill-target = Use { $skill } on { $target }
do-aofq-cast = Cast { $spell }
do-aofq-cast-target = Cast { $spell } on { $target }

## a turn's texts

aofq-start = ⚔️ **{ $mission }**: { $text }
    Goal: { $goal }
aofq-start-help = Heroes activate in any order: `/move to:K12` or `to:toward E3`, `/attack target:E3 how:shoot|charge`, `/use`, `/cast`, `/interact`, `/rest`, `/end`; `/do` lists everything; `/rules topic:measuring` explains distances.
aofq-active = ▶ { $hero } ({ $player }) is activating: { $left } left.
aofq-next = Round { $round }/{ $rounds }: heroes still to activate, in any order: { $heroes }.
aofq-left-action = an action
aofq-left-skill = a skill action
aofq-left-extra = ▶ { $hero } ({ $player }) is activating: one extra action (of either kind) for 2 power, or `/end`. { $short ->
        [yes] { $hero } has only { $power } power: taking it costs 2 wounds from exhaustion instead.
       *[no] { $hero } has { $power } power.
    }
aofq-extra-cost = Another action now (other than a skill action) is the extra one and costs 2 power: { $short ->
        [yes] { $hero } has only { $power }, so it costs 2 wounds from exhaustion instead.
       *[no] { $hero } has { $power }.
    }
aofq-left-none = ▶ { $hero } ({ $player }) is activating: nothing left but `/end`.
aofq-flag-shaken = { $gender ->
       *[other] Shaken
    }
aofq-flag-fatigued = { $gender ->
       *[other] Fatigued
    }
aofq-flag-unconscious = { $gender ->
       *[other] unconscious
    }
aofq-flag-escaped = { $gender ->
       *[other] escaped
    }
aofq-flag-carrying = carries the relic
aofq-flag-standing = standing
aofq-condition-Afflicted = { $gender ->
       *[other] Afflicted
    }
aofq-condition-Crippled = { $gender ->
       *[other] Crippled
    }
aofq-condition-Sick = { $gender ->
       *[other] Sick
    }
aofq-condition-Hindered = { $gender ->
       *[other] Hindered
    }
aofq-difficulty-easy = easy
aofq-difficulty-normal = normal
aofq-difficulty-hard = hard
aofq-st-head = **{ $mission }** ({ $difficulty }, { $size }" table), round { $round }/{ $rounds }. Goal: { $goal }
aofq-st-acting = activating
aofq-st-done = { $gender ->
       *[other] activated
    }
aofq-st-waiting = to activate
aofq-st-hero = • { $hero } ({ $player }) { $cell ->
        [none] off the table
       *[other] at { $cell }
    }: { $wounds }/{ $tough } wounds, { $power }/{ $max_power } power, { $tokens } { $tokens ->
        [one] spell token
       *[other] spell tokens
    }{ $state } — { $turn }
aofq-st-units = Enemy units (models left): { $units }
aofq-st-no_units = No enemy unit on the table.
aofq-st-markers = Markers: { $markers }
aofq-hand-head = **{ $hero }**: { $wounds }/{ $tough } wounds, { $power }/{ $max_power } power, { $tokens } { $tokens ->
        [one] spell token
       *[other] spell tokens
    }.
ev-effect_laid = 📌 { $who }: { $effect }.
aofq-effect-pinned = Pinning Shot: no Rush or Charge in round { $until }
aofq-effect-snared = Bramble Snare: no move in round { $until }
aofq-effect-stunned = Headlock: loses its next activation
aofq-effect-stunned_model = Headlock on one model: it makes no attack in its next activation
aofq-effect-hexed = Hex Mark: −1 Defense this round
aofq-effect-guard = Guard: +1 Defense until the next activation
aofq-effect-ward = Ward: +1 Defense against shooting this round
aofq-effect-tempered = Tempered steel: AP(+1) in melee this round
aofq-effect-steady = Steadied: Fear does not count for morale this round
aofq-hand-stats = Quality { $quality }+, Defense { $defense }+, Strength { $strength }+, Dexterity { $dexterity }+, Will { $will }+{ $n ->
    [0] {""}
   *[other] ; special rules: { $rules }
}.
aofq-hand-skill = • Skill **{ $skill }**: { $text }
aofq-hand-spell = • Spell **{ $spell }** ({ $cost } { $cost ->
        [one] token
       *[other] tokens
    }, { $range ->
        [0] on the caster
       *[other] range { $range }"
    }): { $text }
aofq-weapon = { $range ->
        [0] melee
       *[other] range { $range }"
    }, { $attacks } { $attacks ->
        [one] attack
       *[other] attacks
    }{ $rules ->
        [none] {""}
       *[other] , { $rules }
    }
aofq-hand-weapon = • Weapon **{ $weapon }**{ $found ->
        [yes] {" "}(found)
       *[no] {""}
    }: { $profile }{ $used ->
        [yes] {" "}— used up (Limited: once per mission)
       *[no] {""}
    }
aofq-hand-item = • Item **{ $item }**: { $text }
aofq-hand-no_loot = • Nothing found yet.
aofq-sum-hero = • { $hero } ({ $player }): { $wounds }/{ $tough } wounds, { $state }
aofq-sum-units = Enemy units still on the table: { $n }.
reason-swept = every enemy unit is destroyed
reason-all_down = every hero is down
reason-escaped = the heroes got away
reason-investigated = every clue is examined
reason-retrieved = the relic is brought back
reason-seized = the enemy holds the objective
reason-held = the objective held to the end
reason-out_of_time = time ran out

## events

aofq-how-advance = { $gender ->
    [mp] advance
    [fp] advance
   *[other] advances
}
aofq-how-rush = { $gender ->
    [mp] rush
    [fp] rush
   *[other] rushes
}
aofq-how-charge = { $gender ->
    [mp] charge
    [fp] charge
   *[other] charges
}
aofq-how-hurry = { $gender ->
    [mp] hurry
    [fp] hurry
   *[other] hurries
}
aofq-how-push = { $gender ->
    [mp] are pushed
    [fp] are pushed
   *[other] is pushed
}
aofq-how-fall_back = { $gender ->
    [mp] fall back
    [fp] fall back
   *[other] falls back
}
aofq-how-pile_in = { $gender ->
    [mp] pile in
    [fp] pile in
   *[other] piles in
}
aofq-how-slip = { $gender ->
    [mp] slip away
    [fp] slip away
   *[other] slips away
}
aofq-how-arrive = { $gender ->
    [mp] come on
    [fp] come on
   *[other] comes on
}
aofq-how-fall = { $gender ->
    [mp] fall
    [fp] fall
   *[other] falls
}
aofq-stat-quality = Quality
aofq-stat-strength = Strength
aofq-stat-dexterity = Dexterity
aofq-stat-will = Will
aofq-stat-cast = casting
aofq-why-morale = morale
aofq-why-fearless = Fearless (a second chance after failing morale)
aofq-why-push = a push
aofq-why-hurry = hurrying
aofq-why-discover = discovering
aofq-why-afflicted = Afflicted
aofq-why-crippled = Crippled
aofq-why-sick = Sick
aofq-why-hindered = Hindered
aofq-why-clue = a clue
aofq-why-skill = a skill
aofq-why-spell = a spell
aofq-why-jump = a jump
aofq-why-jump_gap = a jump across a gap
aofq-why-dangerous = dangerous ground
aofq-why-trap = a trap
aofq-why-fall = a fall
aofq-why-exhausted = exhaustion
aofq-why-exhaustion = exhaustion
aofq-power-extra_action = an extra action
aofq-power-pass_test = passing the test
aofq-power-ignore_shaken = shrugging off Shaken
aofq-power-revive = reviving
aofq-power-skill_failed = a failed skill
aofq-power-spell = forcing the spell
aofq-power-hindered = Hindered
aofq-power-stop_at_edge = stopping at the edge
aofq-power-sick = Sick
ev-round_started = 🕯️ **Round { $round }.**
ev-hero_phase = The heroes' phase of round { $round }: activate in any order.
ev-activated = { $who } activates.
ev-activation_ended = { $idle ->
        [yes] { $who } { $gender ->
            [mp] stay idle and end their activation.
            [fp] stay idle and end their activation.
           *[other] stays idle and ends the activation.
        }
       *[no] { $who } ends the activation.
    }
ev-moved = { $who } { $how } { $inches }" to { $to }{ $around ->
        [dangerous] , going around dangerous ground
       *[none] {""}
    }{ $held ->
        [difficult] : the way crosses difficult ground, which caps this activation's moves at 6".
        [difficult_edge] , at the edge of difficult ground (entering it would cap this activation's moves at 6").
        [climb] : the { $climb }" climb counts in the move.
        [enemy] : going on, the way would pass within 1" of an enemy (only a charge may).
        [crowded] : the spots farther along are taken.
       *[none] .
    }
ev-fall_back_blocked = { $who } cannot fall back 1" from { $target }, as a charge that wipes out no unit must: friends, walls or the table edge leave no room, so { $gender ->
        [mp] they stay
        [fp] they stay
        [f] she stays
       *[other] he stays
    } in contact.
ev-rolled = 🎲 { $who } { $gender ->
        [mp] test
        [fp] test
       *[other] tests
    } { $stat } for { $why }: rolls { $roll }, needs { $need }+ — { $passed ->
        [yes] passed{ $power ->
            [0] {""}
           *[other] (with { $power } power)
        }.
       *[no] failed.
    }
ev-action_dropped = ↩️ After that choice { $who }'s action no longer works as asked (the table changed): nothing was spent on it; choose the action again.
ev-attacked = ⚔️ { $who } { $melee ->
        [yes] { $gender ->
            [mp] strike
            [fp] strike
           *[other] strikes
        }
       *[no] { $gender ->
            [mp] shoot
            [fp] shoot
           *[other] shoots
        }
    } { $target } with { $weapon }: { $attacks } { $attacks ->
        [one] attack
       *[other] attacks
    }, { $hits } { $hits ->
        [one] hit
       *[other] hits
    }, { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }{ $cover ->
        [yes] {" "}(in cover)
       *[no] {""}
    }{ $killed ->
        [0] .
        [one] , { $killed } model removed.
       *[other] , { $killed } models removed.
    }
ev-impact_rolled = 💥 { $who } { $gender ->
        [mp] crash
        [fp] crash
       *[other] crashes
    } into { $target } (Impact): { $dice } { $dice ->
        [one] die
       *[other] dice
    } { $faces } → { $hits } { $hits ->
        [one] hit
       *[other] hits
    } on 2+.
ev-knocked_out = 💀 { $who } is knocked out.
ev-unit_destroyed = ☠️ { $who } { $gender ->
        [mp] are
        [fp] are
       *[other] is
    } destroyed.
ev-shaken = { $recovered ->
        [yes] { $who } { $gender ->
            [mp] are
            [fp] are
           *[other] is
        } no longer Shaken.
       *[no] 😨 { $who } { $gender ->
            [mp] are
            [fp] are
           *[other] is
        } Shaken.
    }
ev-condition = { $gained ->
        [yes] { $who } { $gender ->
            [mp] are
            [fp] are
           *[other] is
        } now { $condition }.
       *[no] { $who } { $gender ->
            [mp] are
            [fp] are
           *[other] is
        } no longer { $condition }.
    }
ev-power_spent = 🔋 { $who } spends { $amount } power on { $why }{ HAS($had) ->
        [yes] { $wounds ->
            [0] : power { $had } → { $left }.
           *[other] {" "}with only { $had }: power { $had } → { $left }, and { $wounds } { $wounds ->
                [one] wound
               *[other] wounds
            } from exhaustion.
        }
       *[no] { $wounds ->
            [0] .
            [one] {" "}and takes { $wounds } wound from exhaustion.
           *[other] {" "}and takes { $wounds } wounds from exhaustion.
        }
    }
ev-rested = { $who } rests: power back to { $power }.
ev-wounded = 🩸 { $who } { $gender ->
        [mp] take
        [fp] take
       *[other] takes
    } { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    } ({ $why }).
ev-danger_rolled = ⚠️ { $who } { $standing ->
        [yes] { $gender ->
            [mp] activate
            [fp] activate
           *[other] activates
        } in dangerous ground
       *[no] { $gender ->
            [mp] cross
            [fp] cross
           *[other] crosses
        } dangerous ground
    }{ $terrain ->
        [none] {""}
       *[other] {" "}({ $terrain })
    }: { $dice } { $dice ->
        [one] die
       *[other] dice
    } rolled, a wound on each 1: { $faces } → { $wounds ->
        [0] no wound.
        [one] 1 wound.
       *[other] { $wounds } wounds.
    }
ev-healed = ✨ { $who } heals { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }{ $power ->
        [0] .
       *[other] {" "}and regains { $power } power.
    }
ev-revived = { $who } is back on { $gender ->
        [f] her
       *[other] their
    } feet, revived by { $by }.
ev-skill_used = { $who } uses { $skill }{ HAS($target) ->
        [yes] {" "}on { $target }.
       *[no] .
    }
ev-spell_cast = ✨ { $who } casts { $spell }{ HAS($target) ->
        [yes] {" "}on { $target }
       *[no] {""}
    }: rolls { $roll } with { $tokens } { $tokens ->
        [one] token
       *[other] tokens
    } — { $success ->
        [yes] { $forced ->
            [yes] it failed, and the power spent casts it anyway.
           *[no] it works.
        }
       *[no] it fizzles.
    }
ev-found = 🔎 { $who } turns over { $marker }: { $loot }{ $profile ->
        [none] {""}
       *[other] {" "}({ $profile })
    }{ $kept ->
        [yes] , kept.
       *[no] .
    }
ev-found_far = 🔎 { $who } turns over { $marker } from afar: { $loot }{ $profile ->
        [none] {""}
       *[other] {" "}({ $profile })
    }{ $kind ->
        [trap] , a trap seen in time: it harms no one.
        [nothing] .
       *[other] . It lies there until a hero picks it up from within 1" (Discover).
    }
ev-objective = 🎯 { $what ->
        [relic_taken] { $who } takes the relic.
        [relic_dropped] { $who } drops the relic.
        [clue] { $who } examines the clue { $marker }.
        [escaped] { $who } leaves the table through the exit.
        [held] { $who } holds the objective.
       *[seized] The enemy seizes { $who }.
    }
ev-objective_seized = 🎯 { $who } { $gender ->
        [mp] seize
        [fp] seize
       *[other] seizes
    } { $marker }: within { $reach }" of it, with no standing hero within { $reach }" { $hero ->
        [none] (no hero is standing).
       *[other] (the nearest, { $hero }, is { $hero_inches }" away).
    }
ev-arrived = { $ambush ->
        [yes] ⚠️ Ambush! { $who } { $gender ->
            [mp] appear
            [fp] appear
           *[other] appears
        } at { $to }.
       *[no] ⚠️ { $who } { $gender ->
            [mp] arrive
            [fp] arrive
           *[other] arrives
        } at { $to }.
    }
ev-ai_decision = 🤖 { $who }: { $decision ->
        [shaken] Shaken, { $gender ->
            [mp] they stay
            [fp] they stay
           *[other] it stays
        } idle to recover.
        [stunned_model] one of { $gender ->
            [mp] their
            [fp] their
           *[other] its
        } models, stunned, makes no attack this activation.
        [stunned] stunned, it does nothing.
        [idle_objective] { $gender ->
            [mp] they stay on their
            [fp] they stay on their
           *[other] it stays on its
        } objective { $target }.
        [rush_objective] no hero in sight, it rushes toward { $target }.
        [rush_nearest] no hero within reach, it rushes toward { $target }.
        [rush_blocked] no clear way to charge { $target }: it rushes closer.
        [pinned_objective] no hero in sight; pinned, it can only advance toward { $target }.
        [pinned_nearest] no hero within reach; pinned, it can only advance toward { $target }.
        [advance_shoot] advances and shoots { $target }{ HAS($shooting) ->
            [yes] : { $shooting } { $shooting ->
                [one] expected wound
               *[other] expected wounds
            } by shooting{ HAS($melee) ->
                [yes] {" "}against { $melee } by charging.
               *[no] .
            }
           *[no] .
        }
        [hold_shoot] holds and shoots { $target }{ HAS($shooting) ->
            [yes] : { $shooting } { $shooting ->
                [one] expected wound
               *[other] expected wounds
            } by shooting{ HAS($melee) ->
                [yes] {" "}against { $melee } by charging.
               *[no] .
            }
           *[no] .
        }
        [charge] charges { $target }{ HAS($melee) ->
            [yes] : { $melee } { $melee ->
                [one] expected wound
               *[other] expected wounds
            } against { $shooting } by shooting.
           *[no] .
        }
       *[hold] it may only hold.
    }
## refusals

rule-aofq_bad_how = Say how: { $how } is not one of the choices (`/move how:advance|rush|hurry`, `/attack how:shoot|charge|push`).
rule-aofq_bad_number = Give a number of inches, like 4 (not “{ $value }”).
rule-aofq_already_acted = Your hero has already activated this round: wait for the next round.
rule-aofq_bad_option = Answer with one of: { $options }.
rule-aofq_cannot_shoot = { $target } is out of range or out of sight of your ranged weapons: move closer (`/move to:toward { $target }`) or charge.
rule-aofq_cast_before = Spells come before attacking, and your hero has attacked already.
rule-aofq_cast_once = One attempt per spell each activation: try another spell, or `/end`.
rule-aofq_charge_blocked = No way reaches { $target } within a charge: advance toward { $gender ->
        [mp] them
        [fp] them
       *[other] it
    } instead.
rule-aofq_charge_far = { $target } is { $distance }" away; a charge reaches { $limit }": advance or rush toward { $gender ->
        [mp] them
        [fp] them
       *[other] it
    } first.
rule-aofq_decide_first = A decision is waiting: answer it with `/choose` first.
rule-aofq_other_decides = { $hero } must decide first: wait for their answer.
rule-aofq_escaped = Your hero has left the table.
rule-aofq_immobile = This hero cannot move: hold instead.
rule-aofq_marker_far = { $marker } is { $distance }" away: come within 1" first{ HAS($toward) ->
        [yes] {" "}(`/move to:toward { $marker }`).
       *[no] , by a cell next to it (`/move to:<cell>`): no move toward it gets anywhere from here.
    }
rule-aofq_no_actions = Your hero has no action left this activation: use `/end`.
rule-aofq_no_potion = Your hero carries no such potion: `/hand` lists what you carry.
rule-aofq_no_skill = Your hero has no skill “{ $name }”: `/hand` lists your skills.
rule-aofq_skill_not_spell = { $name } is a skill, not a spell: use it with `/use card:{ $name }`.
rule-aofq_no_spell = Your hero does not know “{ $name }”: `/hand` lists your spells.
rule-aofq_no_such_hero = There is no hero “{ $name }”.
rule-aofq_no_such_unit = There is no enemy unit “{ $name }” on the table: `/game status` lists them.
rule-aofq_no_target = Name the target: an enemy unit like E2, or a hero.
rule-aofq_no_token = There is no search token “{ $name }” left on the table.
rule-aofq_no_token_near = No search token within { $reach }" in sight.
rule-aofq_no_token_left = No search token is left on the table: nothing is spent on a skill that cannot do anything.
rule-aofq_no_token_within = No search token is within { $reach }": the nearest, { $marker }, is { $distance }" away. Come closer first (`/move to:toward { $marker }`); nothing is spent.
rule-aofq_no_tokens = That takes { $need } spell tokens and your hero holds { $have }.
rule-aofq_no_way = No way leads there: blocking terrain closes it. Pick another cell.
rule-aofq_not_caster = Your hero casts no spells.
rule-aofq_not_down = Only an unconscious hero can be revived.
rule-aofq_not_in_melee = { $target } is not in melee with your hero.
rule-aofq_nothing_there = There is nothing to take or examine at “{ $name }”.
rule-aofq_nothing_to_choose = Nothing is waiting for a choice.
rule-aofq_off_table = That place is off the table: cells run from A1 (top left) to X24.
rule-aofq_other_active = { $hero } is activating: wait until they `/end`.
rule-aofq_push_far = { $target } is more than 3" away: come closer to push { $gender ->
        [mp] them
        [fp] them
       *[other] it
    }.
rule-aofq_rest_alone = Resting takes the whole activation: rest before doing anything else.
rule-aofq_rested = Your hero rested: nothing more this activation. Use `/end`.
rule-aofq_revive_far = { $hero } is more than 3" away: come closer first.
rule-aofq_shaken = Your hero is Shaken: they stay idle this activation to recover. Use `/end`.
rule-aofq_skill_far = { $name } is more than { $reach }" away.
rule-aofq_spell_far = { $target } is beyond the spell's { $reach }".
rule-aofq_spot_taken = That spot is taken, or within 1" of an enemy (only a charge goes that close): pick another cell.
rule-aofq_table_size = The table is 48 or 24 inches across.
rule-aofq_through_blocking = The way is blocked by terrain: pick another cell.
rule-aofq_to_and_distance = Give a cell, or “toward” a figure with a distance, not both.
rule-aofq_token_revealed = { $marker } is turned over already: come within 1" to pick it up (`/interact with:{ $marker }`).
rule-aofq_token_far = { $marker } is { $distance }" away, more than { $reach }": come closer first (`/move to:toward { $marker }`).
rule-aofq_token_unseen = { $marker } is out of sight: move where you can see it.
rule-aofq_too_close = That way passes within 1" of an enemy: only a charge may. Go around, or charge.
aofq-chain-hero = { $hero } ({ $player }): { $xp } XP; upgrades: { $upgrades }; gear kept: { $loot }.
aofq-upgrade-power = +1 power
aofq-upgrade-tough = +1 Tough
aofq-upgrade-quality = Quality +1 (one less to hit)
aofq-upgrade-defense = Defense +1 (one less to block)
prompt-pass_test = Your { $stat ->
        [strength] Strength
        [dexterity] Dexterity
       *[will] Will
    } test for { $why ->
        [push] { aofq-why-push }
        [hurry] { aofq-why-hurry }
        [discover] { aofq-why-discover }
        [clue] { aofq-why-clue }
        [jump] { aofq-why-jump }
        [jump_gap] { aofq-why-jump_gap }
        [afflicted] { aofq-why-afflicted }
        [crippled] { aofq-why-crippled }
        [sick] { aofq-why-sick }
       *[other] { aofq-why-skill }
    } failed: rolled { $roll }, needed { $need }+. Spend { $cost } power to pass it anyway?
prompt-ignore_shaken = Your hero failed a morale test: rolled { $roll }, needed { $need }+ (at { $wounds }/{ $tough } wounds{ HAS($by) ->
        [yes] , wounded by { $by }
       *[no] {""}
    }{ HAS($fear) ->
        [yes] , Fear +{ $fear }
       *[no] {""}
    }). Spend { $cost } power to ignore being Shaken?
prompt-spell = { $spell } failed: rolled { $roll }{ HAS($extra) ->
        [yes] {" "}+{ $extra } from extra tokens
       *[no] {""}
    }, needed 4+. Spend { $cost } power to cast it anyway?
prompt-hindered = Your hero is Hindered: spend D3 power to shake it off?
prompt-stop_at_edge = Your hero missed the jump and is about to fall: spend 2 power to stop at the edge (the activation ends either way)?
rule-aofq_climb_far = That way climbs { $climb }", which counts in the move: { $distance }" in all, more than { $limit }". Go around the rise, or climb it with a longer move.
rule-aofq_drop_far = That way drops { $drop }": a hero jumps down 6" at most. Go down where the drop is lower.
rule-aofq_skill_idle_rally = { $name } is neither Shaken nor Hindered: { $skill } would do nothing for { $gender ->
        [f] her
       *[other] him
    }, and nothing is spent on an action that cannot do anything. Use it on a hero who is, or do something else.
rule-aofq_skill_idle_heal = { $name } has no wound to heal: { $skill } would do nothing, and nothing is spent on an action that cannot do anything. Use it on a wounded hero, or do something else.
rule-aofq_skill_idle_heal_self = { $name } has no wound to heal and all of their power: { $skill } would do nothing, and nothing is spent on an action that cannot do anything. Keep it for when { $gender ->
        [f] she is
       *[other] he is
    } hurt.
rule-aofq_which_one = “{ $typed }” names several things on the table: { $choices }. Say which by its label (for example `{ $first }`).
rule-aofq_skill_untargeted = { $skill } takes no target: use it without `target`.
rule-aofq_too_far = That is too far for this move{ HAS($distance) ->
        [yes] {" "}({ $distance }" by the open way, { HAS($difficult) ->
            [yes] through difficult ground, which caps this activation's moves at 6": { $limit }" left{ HAS($moved) ->
                [yes] {" "}after the { $moved }" already moved
               *[no] {""}
            }
           *[no] the move reaches { $limit }"
        })
       *[no] {""}
    }: pick a nearer cell, or `to:toward <label>` to go as far as you can.
rule-aofq_unconscious = Your hero is unconscious and cannot act until revived: another hero within 3" can revive them (a skill action and 2 power, `/use card:revive target`), which restores 3 wounds.
rule-aofq_unconscious_target = That hero is unconscious: revive them first.
rule-aofq_unknown_name = Nothing on the table is called “{ $name }”: use a cell like K12 or a label like E3.
rule-aofq_unseen = { $target } is out of sight.
rule-aofq_where = Say where: a grid cell like K12, or toward a figure or marker.
rule-aofq_wrong_target = { $spell } cannot go there: an attack spell goes to an enemy unit, a helping spell to a hero.
rule-game_over = The mission is over.
rule-not_a_hero = You do not command a hero in this game.
rule-not_your_decision = That decision belongs to another player.
rule-party_size = Choose one to four different heroes.
rule-unknown_hero = There is no hero “{ $hero }”.
rule-unknown_quest = There is no mission “{ $quest }”: `random`, `random-easy`, `random-hard` or a mission's id.

## rules

topic-goal = the mission and its end
topic-measuring = measuring distances
topic-grid = the grid: naming places
topic-move = moving
topic-shoot = shooting
topic-charge = charging and melee
topic-skills = skills and potions
topic-spells = spells
topic-search = search tokens, relic and clues
topic-ai = how the enemy plays
topic-morale = morale and Shaken
topic-terrain = terrain
topic-conditions = conditions
rules-goal = **The mission.** `/game status` shows its goal: destroy every enemy (those still to come included), hold an objective, bring the relic back to the deployment zone, examine every clue, or get every standing hero away through the exit. Every goal but holding is won the moment it is met; holding is won when the last round ends. The mission is lost at once when no hero is left standing on the table (unless, in an escape, at least one got away); when the last round ends short of the goal; and, holding an objective, at the end of any round when an enemy unit that is not Shaken is within 3" of the objective and no standing hero is.
rules-turn = **A round.** First the heroes, each activating once in any order the players like; then every enemy unit, played by the bot's AI in one message. An activation is one action (hold, advance, rush, charge or rest) and one skill action (discover, push, hurry, revive, a skill, a potion), in either order; for 2 power a hero takes one more (the extra action, of either kind: the bot says so before and when it is spent; a hero with less than 2 power takes 2 wounds from exhaustion instead). `/end` closes the activation.
rules-measuring = **Measuring.** Positions are in inches on a 48" table (`/game status` names cells). Every base is round: 1" across for heroes and infantry, larger for big creatures. Distances run from the edge of one base to the nearest edge of the other, and a limit is inclusive: a target exactly 12" away is within 12". On the small 24" table (`/game new small:true`) every distance of the rules is halved: the bot still tells every move, range and height in the rules' inches and draws that table at half scale, so a cell is 2" of the rules there too; bases and terrain keep their own size, so the small table is more crowded.
rules-grid = **The grid.** The table is cut into 24 × 24 cells named by a column letter and a row number, A1 at the top left, X24 at the bottom right; a cell is 2" on the 48" table. Name a place by its cell (`/move to:K12`) or by a figure or marker to go toward (`to:toward E3`, with `distance:4` to stop after 4"). Labels: heroes by first name, enemy units E1, E2…, objectives O1, AI objectives A1, search tokens S1, the relic R, clues C1, the exit X.
rules-actions = **Actions.** `/attack target how:shoot` holds and shoots; `how:charge` moves into melee and strikes; `/move to how:advance` (6", then you may shoot with `target`) or `how:rush` (12", no shooting); `/rest` takes the whole activation and brings power back. Skill actions: `/interact with:S2` (discover a token within 6", or take the relic, examine a clue within 1"), `/attack how:push`, `/move how:hurry`, `/use card:<skill or potion>`, `/drink potion`, revive a hero with `/use card:revive target`. `/do` lists every action you can take now.
rules-move = **Moving.** Advance goes up to 6" and still lets you shoot; rush and charge go up to 12". The bot finds the shortest way around blocking terrain. Only a charge may come within 1" of an enemy. Fast adds, Slow takes away; Crippled halves the move. A hero with Ambush may be set aside at the start of round 1 (`/move how:ambush to:aside`, before anyone acts) and comes on at the start of a later round anywhere more than 9" from every enemy (`/move how:ambush to:K12`, again before anyone acts).
rules-shoot = **Shooting.** Roll one die per attack: a hit on the shooter's Quality or more; the target blocks each hit on its Defense or more (cover adds 1), and each hit not blocked is a wound. A weapon's range is measured base to base; the target must be in sight. `/hand` lists each of your hero's weapons with its range, attacks and special rules, found ones included.
rules-charge = **Charging and melee.** A charge moves up to 12" into contact and strikes first; the enemy strikes back if it survives. Then, if no unit was wiped out, the chargers fall back 1". Charging, or striking back, leaves a unit Fatigued (it hits only on a 6 in melee) to the end of the round.
rules-skills = **Skills and potions.** Each hero has skills that test Strength, Dexterity or Will: on a failure the hero pays 1 power and the skill works anyway. Potions found under search tokens are drunk as a skill action (`/drink potion` or `/use card`).
rules-spells = **Spells.** A caster gains spell tokens each round, spends a spell's cost and rolls 4+, adding `extra` tokens for +1 each (`/cast spell target extra`). Each spell is tried once per activation, before attacking. A hero who fails may spend power to cast it anyway (the bot asks). When an enemy caster within 18" of your caster, and in its sight, casts, the bot asks how many spell tokens you spend against it: -1 to its roll each. `/hand` lists each of your spells with its cost and range.
rules-search = **Search tokens, relic and clues.** `/interact with:S1` discovers a search token within 6" in sight (a Will test; no test within 1"): a potion, a weapon, a trinket, a trap or nothing. The relic and clues are taken or examined within 1".
rules-ai = **The enemy.** Each unit asks three questions in turn. Shaken? It stays idle and recovers. A hero in reach? It compares the wounds it expects by charging and by shooting and does the better. Otherwise it rushes toward its objective or the nearest hero. The bot says each unit's choice and why.
rules-morale = **Morale.** At the end of an activation in which wounds bring a unit to half its models or less (half its Tough, for a single model), it tests its Quality: on a failure it is Shaken and spends its next activation idle to recover. A Shaken hero does the same (or spends 2 power to ignore it). Enemies with Tough 9 or more are never Shaken: they take D3 wounds instead.
rules-terrain = **Terrain.** Blocking terrain cannot be crossed; cover adds 1 to Defense against shooting; difficult ground caps the move at 6"; dangerous ground wounds on a roll of 1 when crossed or stood on.
rules-conditions = **Conditions.** At the start of each of its activations a hero tests to shake off each condition (a failed Strength, Dexterity or Will test may be passed for 2 power, as always). Afflicted: a Strength test; on a failure, 1 wound. Crippled: moves halved; a Dexterity test. Sick: every point of power spent also costs a wound; a Will test. Hindered: -1 to every test and to hit and defense rolls; no test: the hero may spend D3 power to shake it off (the bot asks, when the hero has 3 power or more). Enemy units test their Quality for every condition.
rules-prompts = **Decisions.** When a hero may spend power to pass a failed test, to ignore Shaken or to force a failed spell, the bot asks that player alone (buttons or `/choose option`). { $timeout ->
        [0] This table has no time limit: the game waits for the answer.
       *[other] Without an answer within { $timeout } seconds the default applies.
    }
rules-undo = **Undo.** The host may take back the last action with `/game undo` unless it rolled dice or revealed a token.
rules-controls = **Commands.** `/game new|join|start|status|board|log|undo|end`; play with `/move to how distance target`, `/attack target how`, `/use card target to`, `/cast spell target extra`, `/drink potion`, `/interact with`, `/rest`, `/end`, `/do action`; `/hand` shows your skills, spells and loot; `/choose option` answers a decision.


### Age of Fantasy: Quest's picture of the table (rendering/aofq): every word it writes.

pic-round = Round { $round }/{ $rounds }
pic-won = Victory!
pic-lost = Defeat
pic-heroes = Heroes
pic-enemies = Enemies
pic-markers = Markers
pic-key = Key
pic-hero-stats = Wounds { $wounds }/{ $tough } · Power { $power }/{ $max_power }
pic-unit-models = { $n ->
        [one] 1 model left
       *[other] { $n } models left
    }
pic-acting = acting
pic-acted = done
pic-shaken = { $gender ->
       *[other] Shaken
    }
pic-fatigued = { $gender ->
       *[other] Fatigued
    }
pic-unconscious = { $gender ->
       *[other] Unconscious
    }
pic-escaped = { $gender ->
       *[other] Escaped
    }
pic-carrying = Carries the relic
pic-villain = Villain
pic-height = { $h }"
pic-key-blocking = Blocking
pic-key-cover = Cover
pic-key-difficult = Difficult: moves 6" at most
pic-key-dangerous = Dangerous
pic-key-height = Height: climbing it costs that many inches
pic-key-raised = Raised ground: can be climbed
pic-key-deploy = Deployment zone
pic-key-exit-zone = Exit zone
pic-key-wounds = Toughness left
pic-key-condition = Condition
pic-key-effect = Under a skill or spell (/status)
pic-effect-pinned = { $gender ->
       *[other] Pinned
    }
pic-effect-snared = { $gender ->
       *[other] Snared
    }
pic-effect-stunned = { $gender ->
       *[other] Stunned
    }
pic-effect-stunned-model = One model stunned
pic-effect-hexed = { $gender ->
       *[other] Hexed
    }
pic-effect-guard = { $gender ->
       *[other] On guard
    }
pic-effect-ward = { $gender ->
       *[other] Warded
    }
pic-effect-tempered = { $gender ->
       *[other] Tempered steel
    }
pic-effect-steady = { $gender ->
       *[other] Steadied
    }
pic-key-active = Acting hero
pic-key-unit = Enemy unit
pic-ring-advance = Advance { $n }"
pic-ring-rush = Rush { $n }"
pic-ring-charge = Charge { $n }"
pic-ring-shoot = Shoot { $n }"
pic-mark-move = Moved
pic-mark-rush = Rushed
pic-mark-charge = Charged
pic-mark-shoot = Shot
pic-mark-push = Pushed
pic-mark-fall = Fell
pic-mark-spell = Spell
pic-marker-objective = Objective
pic-marker-ai-objective = Enemy objective
pic-marker-search = Search token
pic-marker-relic = Relic
pic-marker-clue = Clue
pic-marker-exit = Exit
pic-marker-done = Marker already used
pic-marker-search-revealed = Token turned over: its find lies there
pic-marker-searched = Token already discovered
pic-marker-examined = Clue already examined
pic-done = used
pic-done-searched = discovered
pic-done-examined = examined

## the same words as the shared ones (the French file says "round" as the rulebook does)
msg-board = **{ $quest }**, round { $round }.
sum-draw = 🤝 **Draw** in round { $round }: { $reason }.
sum-ended = The game stopped in round { $round }.
sum-lost = ☠ **Defeat** in round { $round }: { $reason }.
sum-over = The game is over in round { $round }: { $reason }.
sum-won = 🏆 **Victory** in round { $round }: { $reason }.
topic-turn = the round
cmd-game_new-small = The 24" table of the rulebook's variant: every distance halved
setup-small = {" "}(24" table)
choice-move-how-ambush = ambush
do-aofq-ambush-aside = Set aside in ambush (come on at a later round's start)
do-aofq-ambush = Come out of ambush at { $place }
ev-hero_ambush = { $what ->
        [aside] 🫥 { $who } { $gender ->
           *[other] is
        } set aside in ambush: off the table this round, coming on at the start of a later round more than 9" from every enemy.
        [waiting] 🫥 { $who } waits in ambush: before anyone acts, `/move how:ambush to:<cell>` brings them on (more than 9" from every enemy); `/end` waits on.
       *[on] ⚠️ { $who } comes out of ambush at { $to }.
    }
aofq-flag-ambushing = in ambush
pic-ambushing = In ambush
rule-aofq_in_ambush = Your hero waits in ambush, off the table: at the start of a round, before anyone acts, `/move how:ambush to:<cell>` brings them on; `/end` waits on.
rule-aofq_no_ambush = Your hero does not have Ambush.
rule-aofq_ambush_start = Ambush is played at the start of a round, before any hero activates: next round, bring your hero on first.
rule-aofq_ambush_where = Say where your hero comes on: a grid cell like K12 (`/move how:ambush to:K12`).
rule-aofq_aside_first = A hero is set aside before deployment: at the start of round 1 only.
rule-aofq_not_aside = Your hero is on the table: only a hero set aside in ambush comes on that way.
rule-aofq_ambush_later = A hero set aside comes on at the start of a round after the first.
rule-aofq_ambush_near = { $cell } is within 9" of { $target }: come on more than 9" from every enemy.
aofq-aside = aside
ev-spell_countered = ✨ { $who } spends { $tokens } spell { $tokens ->
        [one] token
       *[other] tokens
    } against { $caster }'s spell: -{ $tokens } to its roll.
prompt-counter = { $caster } is casting { $spell } (4+ on a die, +{ $bonus } from its extra tokens, -{ $against } from your friends so far). Spend spell tokens against it, -1 to its roll each?
rule-aofq_bad_distance = The distance must be more than 0" and at most the move's reach{ HAS($limit) ->
        [yes] {" "}({ $limit }")
       *[no] {""}
    }: leave `distance` out to go as far as the move reaches.
aofq-goal-sweep = Destroy every enemy unit, those still to come included, by the end of round { $rounds }.
aofq-goal-defend = Hold the objective to the end of round { $rounds }. At the end of every round, an enemy unit that is not Shaken within 3" of it, with no standing hero within 3", seizes it: the mission is lost at once.
aofq-goal-retrieve = Take the relic (R) and bring it back into the deployment zone by the end of round { $rounds }.
aofq-goal-investigate = Examine every clue (C) by the end of round { $rounds }.
aofq-goal-escape = Every standing hero leaves the table through the exit (X) by the end of round { $rounds }.
rule-aofq_bad_extra = `extra` is a whole number of spell tokens from 0 to 6 (a caster holds six at most), not “{ $value }”.
