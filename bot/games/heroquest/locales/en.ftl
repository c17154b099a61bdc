### HeroQuest's texts: its commands, events, rules, refusals, status, inventory, the quest chain and pictures.

game-name = HeroQuest
choice-search-for-secret_doors = Secret doors
choice-search-for-traps = Traps
choice-search-for-treasure = Treasure
cmd-attack-throw = HeroQuest: throw your dagger at a monster not next to you (it is lost for the quest)
cmd-end-leave = HeroQuest: from the stairway, leave the dungeon (safe, and out of this quest)
cmd-attack-weapon = The weapon (default: the best that reaches)
cmd-disarm = Disarm a known trap next to you (HeroQuest, your action)
cmd-disarm-trap = The trap (its square, or the trapped furniture)
cmd-give-amount = HeroQuest: gold to give (with card:gold)
cmd-jump = Leap over a known trap or open pit (HeroQuest, 2 squares)
cmd-jump-over = The trap's square, when two could be meant
cmd-jump-to = The square to land on
cmd-move-path = HeroQuest: the squares to walk, like C5 C6 D6 (default: a shortest way)
cmd-search = Search your room or corridor (HeroQuest, your action)
cmd-search-for = What to search for
cmd-shop = The armory between quests (HeroQuest)
cmd-shop_buy = Buy an item
cmd-shop_buy-item = The item
cmd-shop_sell = Sell an item for half its price
cmd-shop_sell-item = The item
do-attack =
    Attack { $target }{ HAS($weapon) ->
        [yes] { " " }with the { $weapon }
       *[no] { "" }
    }
do-attack-throw = Throw the { $weapon } at { $target } (lost for the quest)
do-cast = Cast { $spell } on { $target }
do-disarm = Disarm { $trap }
do-drink = Drink { $potion }
do-end = End your turn
do-leave = Leave the dungeon by the stairway (out of this quest)
do-give = Give { $card } to { $to }
do-give-gold = Give { $amount } gold to { $to }
do-jump = Jump to { $to } over { $over }
do-move = Move to { $to }
do-open = Open door { $door }
do-search-secret_doors = Search for secret doors
do-search-traps = Search for traps
do-search-treasure = Search for treasure
do-shop_buy = Buy { $item }
do-shop_sell = Sell { $item }
ev-block_roll = 🪨 The ceiling comes down on { $hero }!
ev-bonus = ✨ { $target }: +{ $amount } { $kind } { $amount ->
        [one] die
       *[other] dice
    }.
ev-bought = 🛒 { $hero } buys the { $name } for { $price } gold.
ev-chaos_spell = 🌀 { $monster } casts { $name }!
ev-chose_pass = { $hero } passes.
ev-chose = { $hero } chooses: { $label }.
ev-disarm_roll = 🔧 { $hero } tries to disarm the trap.
ev-door_opened = 🚪 { $hero } opens door { $door }.
ev-door_seen = Door { $door } shows between { $a } and { $b }.
ev-effect_damage = { $target } takes { $damage } damage.
ev-entered_pit = { $hero } climbs down into the pit at { $square }.
ev-found_nothing = { $hero } searches but finds nothing.
ev-furniture_trap = ⚠ { $hero } sets off a trap: { $name }. { $text }
ev-gave = { $hero } gives { $card } to { $to }.
ev-gave_gold = { $hero } gives { $amount } gold to { $to }.
ev-goal_done = 🎯 { $text }
ev-gold = 💰 { $hero } gains { $amount } gold ({ $total } in all).
ev-hero_attacked = ⚔ { $hero } attacks { $monster }: { $damage } damage.
ev-hero_died = ☠ { $hero } dies.
ev-hero_healed = ❤ { $hero } gets back { $amount } body ({ $body } now).
ev-hero_hurt = 🩸 { $hero } loses { $amount } body ({ $body } left).
ev-hero_left = 🪜 { $hero } climbs the stairway out of the dungeon.
hq-hero_left_early = 🪜 { $hero } climbs the stairway out of the dungeon before the goal is done: safe, but out of this quest, with no share of its reward.
ev-hero_moved = { $hero } moves.
ev-item_found = 🎁 { $hero } finds the { $name }.
ev-jump_roll = { $hero } leaps over the trap at { $trap }.
ev-jump_short = { $hero } rolls too low to jump.
ev-mind_lost = { $hero } loses { $amount } mind ({ $mind } left).
ev-monster_attacked = 👹 { $monster } attacks { $hero }: { $damage } damage.
ev-monster_healed = { $monster } heals ({ $body } body).
ev-monster_hurt = { $monster } loses { $amount } body ({ $body } left).
ev-monster_killed = 💀 { $monster } ({ $name }) { $gender ->
       *[other] is
    } slain.
ev-monster_moved = { $monster } moves.
ev-monster_revealed = 👹 { $name } [{ $monster }] at { $square }.
ev-monster_skips = { $monster } loses its turn.
ev-move_interrupted = { $hero } stops: { $square } is in the way.
ev-move_rolled = 🎲 { $hero } rolls { $total } to move.
ev-move_short = { $hero } rolled { $roll }: not enough for { $square }, { $steps } squares away by the open way. { $hero } stays put and keeps the { $left } squares.{ HAS($direct) ->
        [yes] { " " }The direct way ({ $direct } squares) is blocked by { hq-blocker }.
       *[no] { "" }
    }{ HAS($reach) ->
        [yes] { " " }Closest squares within reach: { $reach } — `/move` to one of them.
       *[no] { " " }No square within reach brings { $hero } closer.
    }
ev-note = 📜 { $text }
ev-potion_drunk = 🧪 { $hero } drinks the { $name }.
ev-quest_lost = ☠ The quest is lost in round { $round }.
ev-quest_started = 📜 { $name }: { $intro } Goal: { $goal }
ev-quest_won = 💰 { $text }
ev-resist_roll = { $hero } fights the spell off with their mind.
ev-room_revealed = 🚪 { $room } is revealed!
ev-room_revealed_at = 🚪 The room at { $span } is revealed!
ev-searched_secret_doors = { $hero } searches for secret doors.
ev-searched_traps = { $hero } searches for traps.
ev-shop_done = { $hero } is done shopping.
ev-sold = 🛒 { $hero } sells the { $name } for { $price } gold.
ev-spaces = { $n } spaces
ev-spaces_one = 1 space
ev-spear_roll = A spear shoots out at { $hero }!
ev-special_treasure = 💎 { $hero }: { $text }
ev-spell_cast = ✨ { $hero } casts { $name } on { $target }.
ev-trap_disarmed = 🔧 { $hero } disarms the trap.
ev-trap_sprung = ⚠ { $hero } sets off a trap at { $square }!
ev-treasure_card = { $hero } draws a treasure card: { $name }. { $text }
ev-turn_ended = { $hero } ends their turn.
ev-turn_lost = { $hero } loses this turn.
ev-turn_started = ▶ { $hero }'s turn (round { $round }).
ev-turns_lost = { $target } will lose { $amount ->
        [one] { $amount } turn
       *[other] { $amount } turns
    }.
ev-weapon_thrown = { $hero } throws their weapon.
ev-zargon_turn = 😈 Zargon's turn (round { $round }).
hint-act = HeroQuest has no cards: attack with `/attack target`, cast a spell with `/cast spell target`.
hint-channel = HeroQuest has no altar dice: see `/rules`.
hint-draw = HeroQuest has no cards to draw: `/search for:treasure` looks for treasure.
hint-interact = In HeroQuest, use `/search for`, `/disarm trap` or `/open door`.
hint-play = HeroQuest has no cards: cast a spell with `/cast spell target`.
hint-rest = HeroQuest has no resting: drink a healing potion with `/drink potion`.
hint-use = HeroQuest has no cards: drink a potion with `/drink potion`, fight with `/attack`.
hq-block_roll = 🪨 The ceiling comes down on { $hero }: { $dice } ({ $skulls }), no defence.
hq-body_left = { $body }/{ $max } body
hq-bonus = ✨ { $target }: +{ $amount } { $kind } { $amount ->
        [one] die
       *[other] dice
    }.
hq-bonus-attack = attack
hq-bonus-defend = defend
hq-bonus-move = movement
hq-chaos_spell = 🌀 { $monster } casts { $name } on { $targets }!
hq-defends = { $who } defends { $dice } ({ $shields }) → { $damage } damage.
hq-dice = { $n } { $n ->
        [one] die
       *[other] dice
    }
hq-disarm_fail = it goes off
hq-disarm_ok = disarmed
hq-disarm_roll = 🔧 { $hero } tries to disarm the trap: { $dice } → { $outcome }.
hq-effect_rolled = 🎲 Damage dice against { $who }: { $dice } ({ $skulls }).
hq-effect_damage = { $who } takes { $damage } damage.
hq-effect_defended = { $who } defends { $dice } → { $damage } damage.
hq-element-air = air
hq-element-earth = earth
hq-element-fire = fire
hq-element-water = water
hq-found_door = a secret door between { $a } and { $b } (door { $door })
hq-found_trap = a { $kind } at { $square }
hq-found_trapped_furniture = a trapped { $what }
hq-furniture = piece of furniture
hq-gave = { $hero } gives the { $name } to { $to }.
hq-goal_done = 🎯 Goal reached: { $text }
hq-goal_done_leave = 🎯 Goal reached! Now every hero leaves by the stairway. ({ $text })
hq-gold_word = gold
hq-hand_armor = Armour: { $items }
hq-hand_artifact = Artifacts: { $items }
hq-hand_head = 🎒 **{ $hero }** — body { $body }/{ $max_body }, mind { $mind }/{ $max_mind }, { $gold } gold; attack { $attack } { $attack ->
        [one] die
       *[other] dice
    }, defend { $defend } { $defend ->
        [one] die
       *[other] dice
    }
hq-hand_no_spells = Spells left: none
hq-hand_nothing = (carries nothing)
hq-hand_potion = Potions: { $items }
hq-hand_spells = Spells left: { $spells }
hq-hand_tool = Tools: { $items }
hq-hand_valuable = Valuables: { $items }
hq-hand_weapon = Weapons: { $items }
hq-hero_attacked = ⚔ { $hero } attacks { $monster } with the { $weapon }{ $how }: { $dice } ({ $skulls }).
hq-hero_jumped = { $hero } leaps { $path }.
hq-hero_moved = { $hero } moves { $path } ({ $squares }).
hq-hero_steps = { $hero } steps to { $square }.
hq-in_hand = in hand
hq-jump_fall = falls in
hq-jump_over = { $to } over { $over }
hq-jump_roll = { $hero } leaps over the trap at { $trap }: { $dice } → { $outcome }.
hq-jump_safe = safely across
hq-monster_attacked = 👹 { $monster } attacks { $hero }: { $dice } ({ $skulls }).
hq-monster_healed = { $monster } heals ({ $body } body).
hq-monster_hurt = { $monster } loses { $amount } body ({ $body } left).
hq-monster_killed = 💀 { $monster } { $gender ->
       *[other] is
    } slain.
hq-monster_moved = { $monster } moves { $path }.
hq-monster_revealed = 👹 { $monster } at { $square }.
hq-monster_skips = { $monster } loses its turn.
hq-move_rolled = 🎲 { $hero } rolls { $dice } = { $total } squares to move.
hq-n_black = { $n ->
        [one] { $n } black shield
       *[other] { $n } black shields
    }
hq-n_skull = { $n ->
        [one] { $n } skull
       *[other] { $n } skulls
    }
hq-n_white = { $n ->
        [one] { $n } white shield
       *[other] { $n } white shields
    }
hq-next_active = ▶ { $hero } ({ $player }): { $state }. `/end` when done.
hq-price_list = Prices, in gold: { $items }.
hq-wizard_items = The Wizard may use, of these: { $items ->
    [none] nothing
   *[other] { $items }
}.
hq-next_lobby = A player without a hero (theirs fell, or they are new) takes one with `/game join hero:<name>`. The host starts with `/game start`: the armory opens first.
hq-next_lobby_new = Every hero has fallen: each player takes a new one with `/game join hero:<name>`. The host starts with `/game start` (new heroes have no gold: the quest starts at once).
hq-next_shop = 🛒 The armory is open before **{ $quest }**: `/shop buy item`, `/shop sell item`, `/give`, then `/end` when ready. Waiting for: { $heroes }.
hq-no_skull = No skull: no harm done.
hq-not_resisted = not enough
hq-party = Carried over: { $party }.
hq-party_hero = { $hero } ({ $player }: { $gold } gold, { $items ->
        [one] { $items } item
       *[other] { $items } items
    })
hq-party_none = Nobody came back: a new party starts afresh.
hq-price = { $price } gold
hq-reach-adjacent = next to you
hq-reach-diagonal = diagonal
hq-reach-ranged = ranged
hq-reach-thrown = thrown
hq-reach_diagonal = diagonally
hq-reach_ranged = at range
hq-reach_thrown = thrown
hq-resist_roll = { $hero } fights the spell off with their mind: { $dice } → { $outcome }.
hq-resisted = resisted
hq-searched_doors = 🔍 { $hero } searches for secret doors and finds { $found }!
hq-searched_doors_none = 🔍 { $hero } searches for secret doors and finds none.
hq-searched_traps = 🔍 { $hero } searches for traps and finds { $found }.
hq-searched_traps_none = 🔍 { $hero } searches for traps and finds none.
hq-sell_price = sells for { $price } gold
hq-spear_hit = hit
hq-spear_miss = it misses
hq-spear_roll = 🗡 A spear shoots out at { $hero }: { $dice } → { $outcome }.
hq-square_one = 1 square
hq-squares = { $n } squares
hq-st_acted = action taken
hq-st_action_left = action left (`/attack`, `/cast`, `/search`, `/disarm`)
hq-st_dead = dead
hq-st_done = { " " }✅
hq-st_escaped = left the dungeon
hq-st_on_stairs = on the stairway: `/end leave:yes` leaves the dungeon
hq-st_head = **{ $quest }** — round { $round } of { $max } ({ $left } left: after round { $max } the torches burn out and the quest is lost). Goal: { $goal }{ $done }
hq-st_head_free = **{ $quest }** — round { $round }. Goal: { $goal }{ $done }
hq-st_head_shop = **{ $quest }** — the armory is open before the quest. Goal: { $goal }
hq-st_hero = { $label } **{ $hero }** ({ $player }): body { $body }/{ $max_body }, mind { $mind }/{ $max_mind }, { $gold } gold — { $state }
hq-st_in_pit = in a pit
hq-st_monsters = Monsters in sight: { $monsters }
hq-st_move_over = movement over
hq-st_moving = { $left } of { $roll } squares left
hq-st_no_monsters = No monster in sight.
hq-st_not_moved = move with `/move` (the dice are rolled then)
hq-st_ready = ready
hq-st_shopping = shopping
hq-st_traps = Known traps: { $traps }
hq-st_waiting = waiting
hq-sum_alive = alive
hq-sum_dead = fallen
hq-sum_escaped = out
hq-sum_hero = • { $hero } ({ $player }): { $state }, body { $body }/{ $max_body }, { $gold } gold
hq-sum_last = That was the last quest: `/game next quest:<name>` plays one again with the party.
hq-sum_next = The party carries over: `/game next` continues with **{ $quest }** (the armory opens first{ $fallen ->
        [yes] ; fallen heroes may be replaced
       *[no] {""}
    }).
hq-sum_retry = `/game next` tries **{ $quest }** again with the survivors (the armory opens first).
hq-sum_retry_new = `/game next` tries **{ $quest }** again with new heroes: every hero of this party has fallen.
hq-trap-block = falling block
hq-trap-pit = pit trap
hq-trap-spear = spear trap
hq-trap_at = { $name } at { $square }
hq-trap_sprung-block = ⚠ { $hero } sets off a falling block at { $square }!
hq-trap_sprung-pit = ⚠ { $hero } falls into a pit trap at { $square }!
hq-trap_sprung-spear = ⚠ { $hero } sets off a spear trap at { $square }!
hq-weapon_thrown = { $hero } throws the { $name }: it is gone for this quest.
hq-wandering_waits = Every square next to { $hero } is taken: { $monster } does not attack now; it acts in Zargon's turn.
hq-worn = worn
pic-acted = action taken
pic-asleep = asleep
pic-action = action left
pic-bonus-attack = +{ $n } attack
pic-bonus-defend = +{ $n } defend
pic-bonus-move_dice = +{ $n } movement die
pic-dead = dead
pic-goal = Goal: { $text }
pic-gold = { $n } gold
pic-in-pit = in a pit
pic-key-body-mind = body (red) and mind (blue) points
pic-key-pit = pit trap, found
pic-key-pit-open = open pit
pic-key-rubble = rubble: blocked for good
pic-key-stairs = stairway: the way out
pic-key-trapped = trapped furniture
pic-monsters = Monsters
pic-moves = Move { $roll }, { $left } left
pic-not-moved = Not moved yet
pic-out = out
pic-round = Round { $n }
pic-round-of = Round { $n }/{ $max }
pic-rubble = Rubble ×{ $n }
pic-shop = At the armory
pic-skip-turns = loses { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }
pic-trap-block = F
pic-trap-pit = P
pic-trap-spear = S
pic-trapped = trapped
prompt-block = The ceiling comes down! Step forward or back: this square is blocked for good.
prompt-potion = You are at 0 body points: drink a healing potion now, or die.
reason-all_dead = every hero has fallen
reason-escaped = the heroes are back up the stairway
reason-goal = the goal is done
reason-left = the heroes went back up the stairway before the goal was done
reason-time = the torches burned out
room = room { $n }
rule-action_taken = You have already taken your action this turn (one a turn): move if you still can, or `/end` your turn.
rule-already_there = You are already there.
rule-bad_amount = { $gold ->
        [0] You have no gold to give.
        [1] You have 1 gold piece: you can give only that one.
       *[other] You can give between 1 and { $gold } gold.
    }
rule-bad_option =
    { HAS($option) ->
        [yes] { $option } is not one of the options: see the buttons or `/choose`.
       *[no] That is not an option.
    }
rule-bad_rounds = A round limit is a whole number of rounds, at least 1 (or none at all).
rule-bad_path = Your path breaks between { $a } and { $b }: { $why ->
        [not_next] they are not side by side (one orthogonal step at a time, no diagonals)
        [wall] a wall stands between them
        [door] a closed door stands between them (`/open` it first)
        [unseen] nobody has seen { $b } yet (walk to the edge of what you know, look, then go on)
        [monster] { $monster } stands on { $b }
        [furniture] furniture fills { $b }
        [rubble] rubble fills { $b }
        [trap] a known trap lies on { $b } (a path may end on one, never cross it: `/jump` over it)
       *[other] { $b } cannot be entered
    }.
rule-bad_receiver = You cannot give anything to { $hero }: give to another hero in the game, named by the hero or by their player (`/give` lists them).
rule-bad_square =
    { HAS($square) ->
        [yes] { $square } is not a space on the board (use a letter then a number, like C5).
       *[no] That is not a space on the board.
    }
rule-cannot_give = During a quest a hero may hand over only potions, artifacts and gold: that stays with you, as do the weapon and armour you fight with. Other things change hands between quests, at the armory.
rule-cannot_sell = The armory does not buy that.
rule-disarm_after_move = You announce a disarm before you move, and the step onto the trap is part of your move: you have already moved this turn. Try it at the start of your next turn, next to the trap (or `/jump` over it).
rule-door_open = That door is already open.
rule-element_taken = The Wizard already took the { $element } spells: choose another element for the Elf.
rule-game_over = This game is over: start a new one with `/game new`.
rule-hero_count = A game needs 1 to 4 heroes.
rule-hero_dead = That hero is dead.
rule-hero_gone = That hero has left the dungeon.
rule-not_on_stairs = Only a hero standing on the stairway ({ $stairs }) can leave the dungeon.
rule-hero_twice = Each hero can only be taken once.
rule-jump_monster = { $target } stands in the way: you cannot leap over a monster.
rule-jump_too_far = Jumping a trap takes 2 squares of movement{ HAS($left) ->
        [yes] ; you have { $left } left
       *[no] { "" }
    }.
rule-monster_in_sight = You cannot search while a monster is in sight{ HAS($monsters) ->
        [yes] { " " }({ $monsters })
       *[no] { "" }
    }: fight it, or step out of its sight first.
rule-monsters_here = You cannot search for treasure while monsters are in the room{ HAS($monsters) ->
        [yes] { " " }({ $monsters })
       *[no] { "" }
    }: defeat them first.
rule-move_over = { $why ->
        [acted] You moved, then took your action: your move is over for this turn (you may act then move, never move on after acting). `/end` your turn.
        [pit] Climbing down into a pit ends your move: you may still act from it, then `/end` your turn.
        [used] You have walked all { $roll } squares of your roll: act if you have not, then `/end` your turn.
       *[other] You cannot move any more this turn.
    }
rule-no_jump = There is no known trap between you and { $square } to jump: a jump goes over a known trap or an open pit right next to you, onto the square just beyond it (`/jump` lists them).
rule-pit_open = The pit at { $square } is open: an open pit cannot be disarmed. `/jump` over it (2 squares of your move), or go around it; climbing down into it costs 1 body.
hq-move_trap = ⚠ { $name }: stepping there hurts
rule-no_known_trap = You know of no trap at { $trap }. { HAS($known) ->
        [yes] Known traps: { $known }.
       *[no] No trap is known yet: `/search for:traps` finds them.
    }
rule-no_landing = There is no free square to land on at { $square }.
rule-no_such_door = There is no door called { $door } that you know of.
rule-no_such_item = You carry nothing called “{ $item }”: `/hand` shows what you carry.
rule-receiver_left = { $hero } has left the dungeon by the stairway: give to a hero still in it.
rule-no_such_hero = No hero on the board is called { $target }: { $need ->
        [self] this spell is cast on yourself only
       *[other] this spell is cast on a hero; name the hero or the player who plays them
    } (`/cast` lists the targets).
rule-monster_dead = { $target } has already been slain: `/status` lists the monsters still in play.
# the French gender of a monster's name, by its kind (English has none)
monster-gender = { $kind ->
       *[other] m
    }
rule-which_monster = Which one do you mean: { $monsters }? Name it by its letter and number (`target:O1`).
rule-no_such_monster = There is no monster { $target } in sight. { HAS($monsters) ->
        [yes] Monsters you know of: { $monsters }.
       *[no] No monster has been seen yet.
    }
rule-spell_unknown = There is no spell called { $spell }. { hq-your_spells }
rule-spell_used = You have cast { $spell } already: each spell is cast once a quest. { hq-your_spells }
rule-spell_not_known = You do not know the spell { $spell }{ HAS($hero) ->
        [yes] { " " }({ $hero } knows it)
       *[no] { "" }
    }. { hq-your_spells }
hq-your_spells = { $caster ->
        [no] You cast no spells at all: `/attack` instead.
       *[yes] { HAS($spells) ->
            [yes] Your spells left: { $spells }.
           *[no] You have no spell left this quest.
        }
    }
rule-no_toolkit = You need a tool kit to disarm traps (the Dwarf alone needs none); the armory sells one between quests. Meanwhile `/jump` over the trap, or leave it to the Dwarf.
rule-not_a_potion = That is not a potion.
rule-not_a_weapon = You cannot fight with that: `/hand` lists your weapons.
rule-not_enough_gold = That costs { $price } gold; you have { $gold }.
rule-not_for_sale = The armory does not sell { $item }.
rule-not_in_game = That hero is not in this game.
rule-not_in_room = Treasure lies only in rooms, never in corridors: step into a room first.
rule-not_in_sight = { $target } is not in sight: { hq-blocker } cuts the line between you. Cast at a figure you can see (`/cast` lists them), or move until the line is clear.
rule-not_your_choice =
    { HAS($hero) ->
        [yes] This choice belongs to { $hero }.
       *[no] This choice is not yours.
    }
rule-not_your_turn =
    { HAS($hero) ->
        [yes] It is { $hero }'s turn: wait until they `/end` it.
       *[no] It is not your turn.
    }
rule-nothing_to_choose = There is nothing to choose right now.
rule-off_board = { $square } is not a square of the board.
rule-throw_needed = { $target } is { $steps ->
        [one] { $steps } square
       *[other] { $steps } squares
    } away: only a throw of your { $weapon } reaches it, and a thrown weapon is lost for the rest of the quest. To throw it anyway: `/attack target:{ $target } throw:true`.{ HAS($reach) ->
        [yes] { " " }Or step next to it first: { $reach }.
       *[no] { "" }
    }
rule-cannot_throw = { HAS($weapon) ->
        [yes] The { $weapon } cannot be thrown
       *[no] None of your weapons can be thrown
    }: leave out `throw` and strike a monster next to you.
rule-out_of_reach = { $why ->
        [wall] { $blocker ->
            [door] A closed door
           *[wall] A wall
        } stands between you and { $target } ({ $at }–{ $beyond }): you strike a neighbour only with no wall or closed door between you.
        [sight] { $target } is out of sight: { hq-blocker } cuts the line.
        [diagonal] { $target } is diagonal to you: only a few weapons (the staff, the longsword) strike diagonally. Step beside it.
       *[far] { $target } is { $steps } squares away: your weapon strikes only a monster next to you.
    }{ HAS($reach) ->
        [yes] { " " }Squares next to it you can reach: { $reach }.
       *[no] { "" }
    }
rule-searched = You have already searched this { $place ->
        [pit] pit
       *[room] room
    } for treasure: each hero searches a room once. Search another room, or for traps or secret doors.
rule-shop_closed = The armory is open only between quests.
rule-shop_phase = The quest has not started: shop, then end to be ready.
rule-spell_target = { $need ->
        [monster] That spell is cast on a monster
        [hero] That spell is cast on a hero
        [self] That spell is cast on yourself only
       *[other] That spell cannot be cast on that target
    }: `/cast` lists the targets it may take.
rule-square_blocked = You cannot stand on { $square }: { $blocker ->
        [monster] { $monster } stands there
        [furniture] a piece of furniture fills it
        [rubble] rubble fills it
       *[other] it is blocked
    }.
rule-square_taken = { HAS($hero) ->
        [yes] { $hero } already stands on { $square }
       *[no] Someone already stands on { $square }
    }: heroes pass through each other, but share only the stairway or an open pit.
rule-too_far = { HAS($most) ->
        [yes] { $square } is { $steps } squares away by the open way: more than your dice can ever give ({ $most }).
       *[no] { $square } is { $steps } squares away by the open way; you have { $left } left.
    }{ HAS($direct) ->
        [yes] { " " }The direct way ({ $direct } squares) is blocked by { hq-blocker }.
       *[no] { "" }
    }{ HAS($reach) ->
        [yes] { " " }Closest squares within reach: { $reach } — `/move` to one of them.
       *[no] { " " }No square within reach brings you closer.
    }
rule-trap_far = A disarm is declared before you move, so you must already stand next to the trap: { HAS($squares) ->
        [yes] end your move on { $squares } and try at the start of your next turn.
       *[no] every square next to it is taken for now.
    }
rule-trap_occupied = { hq-blocker } is on that trap: it can be disarmed only once the square is free.
rule-unknown_element = There is no element called { $element }.
rule-unknown_hero = There is no hero called { $hero }.
rule-unknown_item = There is no item called { $item }.
rule-unknown_quest = There is no quest called { $quest }.
rule-unreachable = No way you know leads to { $square }: { $blocker ->
        [none] the ways there pass closed doors or places nobody has seen yet.
       *[other] { hq-blocker } blocks it.{ hq-blocker_hint }
    } Pick a square you can reach (`/move` lists them).
rule-waiting_choice =
    { HAS($hero) ->
        [yes] Waiting for { $hero } to choose first.
       *[no] Waiting for another player's choice.
    }
rule-which_trap = Two traps could be meant: say which one with `over`.
rule-wizard_cannot = The { $hero } cannot use that item (`/rules topic:armory` says what the Wizard may use).
rules-goal = **Winning and losing.** Each quest has a goal, shown in `/game status` (defeat a monster, find a treasure…); when it says so, the heroes must then leave by the stairway. A hero standing on the stairway may leave the dungeon at any time in their turn with `/end leave:yes`: safe, but out of the quest for good; one who leaves before the goal is done has no share of the reward. The heroes win when the goal is done; they lose when every hero has fallen or gone up the stairway before the goal is done, or when the round limit the group asked for at `/game new` (option `rounds`) runs out. There is no limit otherwise.
rules-actions = **Actions.** One per turn: `/attack target`, `/cast spell target`, `/search for`, `/disarm trap`. Free: `/open door`, `/drink potion`, `/give` (a potion, an artifact or gold). Moving: `/move to [path]`, `/jump to`.
rules-combat = **Combat.** `/attack target [weapon]` rolls the weapon's combat dice: each 💀 hits, and the monster blocks one hit per ⚫ black shield. Monsters strike on Zargon's turn and you block with ⚪ white shields. Weapons strike orthogonally; some reach diagonally, at range or can be thrown. At 0 body a hero dies unless they drink a healing potion at once (the bot asks).
rules-controls = **Commands.** `/game new|join|leave|start|next|status|board|log|undo|end|kick`; play with `/move to [path]`, `/jump to`, `/open door`, `/attack target [weapon]`, `/cast spell target`, `/search for`, `/disarm trap`, `/drink potion`, `/give card to [amount]` (`card:gold` with an amount gives gold), `/end`; between quests `/shop buy|sell item`; `/hand` shows your inventory privately; `/choose option` answers a decision. Squares: column letter then row, A1 top-left.
rules-movement = **Movement.** `/move to` rolls two red dice the first time you move in a turn; you may then walk that many squares, orthogonally, through other heroes but never through monsters, walls, closed doors, furniture or rubble. You walk only over squares the heroes have seen: walk to the edge of what you know, look, and go on with what is left of your roll. A square farther than your roll is not walked at all: you stay, keep the roll, and the bot says how far the square is and which squares toward it you can reach. `path` chooses the way (`path:C5 C6 D6`); it is followed exactly, or refused where it breaks. You stop only where nobody stands (the stairway and open pits excepted). `/jump to` leaps a known trap or open pit: 2 squares of movement and 1 combat die, a skull means you fall in.
rules-prompts = **Decisions.** When a hero drops to 0 body holding a healing potion, or a falling block makes them step forward or back, the bot asks that player alone (buttons, or `/choose option`). { $timeout ->
        [0] This table has no time limit: the game waits for the answer. Where a time limit is set and runs out, the default applies:
       *[other] Without an answer within { $timeout } seconds the default applies:
    } drink the potion; step forward.
rules-quests = **A campaign.** When a quest ends, `/game next` opens the next quest in the same channel with the party: gold, weapons, armour, artifacts and potions left carry over; body, mind and spells come back in full. A fallen hero's player joins again with a new hero (`/game join`). The armory opens before the quest starts.
rules-search = **Searching** is your action. `/search for:treasure`: in a room with no monster in it, once per hero per room (a treasure card, sometimes a wandering monster or a hazard); a room whose own treasure was found has nothing more. `for:secret doors` and `for:traps`: no monster in sight; they cover your whole room, or in a corridor the part of your stretch of corridor you can see (not past rubble, a corner or another figure). A search shows everything where it looks, so a search over squares already searched is refused before it costs your action. Traps and secret doors are never seen by just looking.
rules-shop = **The armory.** Between quests the party shops first: `/shop buy item`, `/shop sell item` (half price), `/give` gold or items to each other, then `/end` when ready; the quest starts when every hero is ready. The Wizard can use only a few items.
rules-spells = **Spells.** The Wizard picks an element of spells, then the Elf one, and the Wizard takes the other two (3 spells each): the host picks for them with `/game new wizard_element elf_element`. `/cast spell target` on a figure in sight is your action; each spell works once per quest. `/hand` lists the spells you have left.
rules-traps = **Traps.** Pit: 1 body point, your turn ends, you fight from inside with one die fewer. Falling block: 3 combat dice of damage, no defence; you step forward or back (the bot asks) and the square is blocked for good. Spear: 1 die, a skull costs 1 body point. Trapped chests go off when searched for treasure before traps. `/disarm trap`, before you move, next to a known trap: you step onto it (the first square of your move) and roll one die; with a tool kit a skull sets it off, the Dwarf without one only on a black shield. A trap that goes off hurts you at once (pit or spear: 1 body point; falling block: 3 dice) and your turn ends; a disarmed trap is gone and you may walk on with the rest of your roll.
rules-turn = **The round.** The heroes play in a fixed order (the order they joined), then Zargon plays every monster the heroes have revealed. On your turn you move then act, or act then move; once you act in the middle of a move, the move is over. Opening a door, drinking a potion and giving a potion, an artifact or gold are free. End with `/end`.
rules-undo = **Undo.** The host can `/game undo` the last action when it rolled no die and showed nothing new (no square, door, room, monster or trap). Otherwise the bot refuses and says why.
rules-zargon =
    How Zargon plays his monsters (after every hero has had a turn):
    1. Only monsters the heroes have revealed act. Casters (monsters with Chaos spells left) act first, then the others, nearest to a hero first.
    2. A monster that lost its turn (a spell put it to sleep) does nothing and wakes a turn closer.
    3. A caster with a hero in sight casts before moving: healing itself when wounded, else the first of its spells that can do harm, at the most wounded hero it can see. Having cast, it stays where it is. With no hero in sight it moves like a fighter and casts if it then can.
    4. A monster next to a hero attacks without moving: the most wounded hero next to it (fewest body points left, then the weakest defence).
    5. Otherwise it moves up to its move value to a square next to a hero and attacks: the most wounded hero it can reach this turn, by the shortest way.
    6. If it can reach no hero, it closes in on the nearest hero as far as it can.
    7. Monsters walk orthogonally, never through heroes, walls, closed doors, furniture or blocked squares; they may pass other monsters. They never open doors and never set off traps; they step over open pits when they have the movement, and stop in one (unhurt, fighting with one die fewer) only when no other square serves as well.
    8. A monster that survived a hero's attack strikes back only now, on Zargon's turn.
    9. Wandering monsters from the treasure deck appear next to the searcher and attack at once. Until that round is over they may attack no one but the hero who drew them (in Zargon's turn they move to that hero and strike again if they can); from the next round they act like any other monster. One that found no square next to the searcher waits for Zargon's turn and acts like the others.
topic-goal = winning and losing
topic-combat = combat dice
topic-movement = moving and jumping
topic-quests = a campaign of quests
topic-search = searching
topic-shop = the armory
topic-spells = spells
topic-traps = traps
topic-zargon = how Zargon plays (HeroQuest)
undo-seen = something new was seen
undo-trap = a trap was set off
cmd-game_new-rounds = A round limit: the quest is lost when it runs out (default: none)
setup-rounds = {" "}({ $value } rounds at most)
hq-blocker = { $blocker ->
        [wall] the wall between { $at } and { $beyond }
        [door] the closed door between { $at } and { $beyond }
        [hero] { $hero } at { $at }
        [monster] { $monster } at { $at }
        [furniture] the furniture at { $at }
        [rubble] the rubble at { $at }
        [trap] the known trap at { $at }
        [pit] the open pit at { $at }
       *[other] something at { $at }
    }
hq-blocker_hint = { $blocker ->
        [trap] { " " }`/jump` over it, or `/disarm` it.
        [monster] { " " }Defeat it, or go another way.
        [rubble] { " " }Rubble stays for good: go another way.
        [pit] { " " }`/jump` over it (an open pit cannot be disarmed).
       *[other] { "" }
    }
rule-unseen = Nobody has seen { $square } yet: a hero walks only where the heroes have looked. { $why ->
        [closed] Every way there passes a closed door: stand on one of a door's two squares and `/open` it first.
       *[unseen] { HAS($reach) ->
            [yes] Walk toward it first — closest known squares: { $reach } — and look from there.
           *[no] No square within reach brings you closer: look for another way.
        }
    }
rule-door_not_here = To open door { $door }, stand on one of the two squares it joins: { $a } or { $b }.
rule-spell_wasted = { HAS($hero) ->
        [yes] { $hero }
       *[no] { $target }
    } has every body point: the spell would heal nothing and be lost. Keep it for someone hurt.
rule-treasure_taken = This room's treasure has been found already: a search here would find nothing. Search another room.
rule-already_searched = { $place ->
        [room] This room
       *[corridor] Every square of this corridor you can see from here
    } has been searched for { $kind ->
        [traps] traps
       *[secret_doors] secret doors
    } already: a search shows all there is where it looks, so another would find nothing. Search somewhere new, or do something else.

## the spell elements (rulebook: the Wizard picks one, then the Elf one; the Wizard takes the other two)
hq-element_of-air = air
hq-element_of-earth = earth
hq-element_of-fire = fire
hq-element_of-water = water
hq-and = { $first } and { $last }
hq-knows_elements = ✨ { $hero } knows the spells of { $elements }.
cmd-game_new-wizard_element = HeroQuest: the Wizard's pick of spell element (they also take the 2 the Elf leaves)
cmd-game_new-elf_element = HeroQuest: the Elf's element of spells (not the Wizard's pick)
choice-game_new-wizard_element-air = Air
choice-game_new-wizard_element-fire = Fire
choice-game_new-wizard_element-water = Water
choice-game_new-wizard_element-earth = Earth
choice-game_new-elf_element-air = Air
choice-game_new-elf_element-fire = Fire
choice-game_new-elf_element-water = Water
choice-game_new-elf_element-earth = Earth
setup-wizard_element = {" "}(Wizard: { $value })
setup-elf_element = {" "}(Elf: { $value })
