### Altar Quest's texts: its commands, events, rules, refusals, status, hand and pictures.

game-name = Altar Quest
attr-agility = Agility
attr-charisma = Charisma
attr-fortitude = Fortitude
attr-intellect = Intellect
attr-might = Might
attr-willpower = Willpower
choice-channel-rhune-aluna = Aluna
choice-move = { $square } — { $spaces ->
        [one] 1 space
       *[other] { $spaces } spaces
    }, { $cost ->
        [0] already paid
        [one] 1 action
       *[other] { $cost } actions
    }{ $left ->
        [0] {""}
        [one] ; 1 space left after
       *[other] ; { $left } spaces left after
    }
choice-channel-rhune-brase = Brase
choice-channel-rhune-lowek = Lowek
choice-channel-rhune-nethander = Nethander
choice-channel-rhune-volkris = Volkris
choice-channel-rhune-wathe = Wathe
cmd-act = Resolve the Action of a card you control, like a weapon attack
cmd-act-card = The card
cmd-act-supply = Spend 1 supply to roll one more die
cmd-act-target = The target (a figure or a square)
cmd-channel = Set an altar die to a rhune and gain 1 focus (one action)
cmd-channel-die = The altar die (1-5)
cmd-channel-rhune = The rhune to show
cmd-draw = Draw a card (one action)
cmd-interact-supply = Spend 1 supply to roll one more die
cmd-play-supply = Spend 1 supply to roll one more die
cmd-use-supply = Spend 1 supply to roll one more die
deed-attacks = { $n ->
        [one] { $n } attack
       *[other] { $n } attacks
    }
deed-cards_played = { $n ->
        [one] { $n } card played
       *[other] { $n } cards played
    }
deed-damage_dealt = { $n ->
        [one] { $n } damage dealt
       *[other] { $n } damage dealt
    }
deed-enemies_defeated = { $n ->
        [one] { $n } enemy defeated
       *[other] { $n } enemies defeated
    }
deed-searches = { $n ->
        [one] { $n } search
       *[other] { $n } searches
    }
deed-spaces_moved = { $n ->
        [one] { $n } space moved
       *[other] { $n } spaces moved
    }
deed-tasks_overcome = { $n ->
        [one] { $n } task overcome
       *[other] { $n } tasks overcome
    }
do-act = Act: { $card }
do-act-target = Act: { $card } → { $target }
do-channel = Channel altar die { $die } to { $rhune }
do-draw = Draw a card
do-end = End your act phase
do-give = Give { $card } to { $to }
do-interact = Interact with { $thing }
do-move = Move to { $to }
do-open = Open door { $door }
do-play = Play { $card }
do-play-target = Play { $card } → { $target }
do-rest = Rest (1 supply: heal 2)
do-use = Use { $card }
do-use-target = Use { $card } → { $target }
ev-act_end = { $hero } ends their act phase.
ev-act_phase = ▶ { $hero }'s act phase (round { $round }).
ev-activate = { $card } activates.
ev-altar_found = ✨ The altar is found in { $room }!
ev-altar_rolled = The altar dice roll: { $pool }.
ev-altar_rerolled = { $count ->
    [one] Altar die { $dice } is rolled again
   *[other] Altar dice { $dice } are rolled again
}. Altar pool: { $pool }.
ev-altar_usual_pick = (A card acting on its own asks nobody: the party's usual pick rolls, a die whose rhune another die shows, then the leftmost.)
ev-armor = 🛡 { $who } gains { $amount } armor ({ $armor }).
ev-armor_removed = ({ $n } armor broken)
ev-attached = { $card } { $gender ->
       *[other] is attached to the feature.
    }
ev-attack = ⚔ { $attacker } attacks { $target }: { $successes } success(es) against defense { $defense } → { $damage } damage.
ev-card_action = { $hero } uses { $card }.
ev-card_discarded =
    { HAS($trap) ->
        [yes] 🗑 Trap { $card } [{ $trap }] is discarded: its token leaves { $square }.
       *[no] 🗑 { $card } is discarded.
    }
ev-card_drawn = 🂠 You draw “{ $card }”.
ev-card_drawn_public = { $hero } draws a card ({ $hand } in hand).
ev-card_played = { $hero } plays { $card }.
ev-card_used = { $hero } uses { $card }.
ev-channel = { $hero } channels altar die { $die } to { $rhune }. Altar pool: { $pool }.
ev-chose = { $hero } chooses: { $label }.
ev-chose_pass = { $hero } passes.
ev-damage = { $who } takes { $amount } damage ({ $left }/{ $health } health left).
ev-defeated = 💀 { $who } { $gender ->
       *[other] is defeated!
    }
ev-defense_bonus = { $hero } gets +{ $amount } defense against this attack.
ev-door_opened = 🚪 { $hero } opens door { $door }.
ev-draw_action = { $hero } takes the Draw action.
ev-enemy_moved = { $who } moves to { $to }.
ev-exhausted = { $who } is exhausted.
ev-feature = Feature: { $card }.
ev-focus = { $hero } gains { $amount } focus ({ $focus }).
ev-game_started = The quest begins.
ev-gave = { $hero } gives { $card } to { $to }.
ev-hard_choice = Hard game: the worst happens — { $label }.
ev-heal = 💚 { $who } heals { $amount } ({ $left }/{ $health }).
ev-inflict = 🩸 { $enemy } strikes { $target } (difficulty { $difficulty }): { $successes } success(es), defense { $defense } → { $damage } damage.
ev-interact = { $hero } interacts with { $card }.
ev-lurker_drawn = 👁 A lurker comes for { $hero }: { $card }.
ev-moved = { $who } moves { $path } ({ $spaces }).
ev-mulligan = { $hero } sets aside { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } and draws again.
ev-mulligan_kept = { $hero } keeps their hand.
ev-new_round = — Round { $round } —
ev-no_feature = There is nothing to search in { $room }.
ev-no_room_to_spawn = { $card } finds no room to appear.
ev-no_target = { $who } finds no target.
ev-no_threats = No threats come this time.
ev-overcome = ✅ { $card } { $gender ->
       *[other] is overcome!
    }
ev-progress = { $card }: +{ $amount } progress ({ $progress }/{ $threshold }).
ev-progress_count = { $card }: +{ $amount } progress ({ $progress }).
ev-prompt_after_attack = ⏳ { $hero } may follow up the attack with a card.
ev-prompt_altar_dice = ⏳ { $hero } chooses which altar dice to roll (up to { $n } more).
ev-prompt_choose = ⏳ { $hero } must choose: { $options }
ev-prompt_move = ⏳ { $hero } chooses where { $who } moves (up to { $n ->
        [one] 1 space
       *[other] { $n } spaces
    }, or stays).
ev-prompt_reaction = ⏳ { $hero } may react before { $enemy } strikes.
ev-prompt_supply = ⏳ { $hero } may spend 1 supply for one more die.
ev-pushed = { $who } is pushed to { $to }.
ev-quest_card = 📜 Quest card: { $card } — { $text }
ev-quest_tokens = { $card }: +{ $amount ->
        [one] { $amount } quest token
       *[other] { $amount } quest tokens
    } ({ $total }).
ev-quest_turn = — Quest turn —
ev-react_phase = ▶ { $hero }'s threats act.
ev-refreshed = { $card } recovers instead of acting.
ev-resist = { $who } resists (difficulty { $difficulty }): { $successes } success(es) → { $damage } damage.
ev-rest = { $hero } rests (supply left: { $supply }).
ev-rhune = ᚱ The { $rhune } rhune of { $card } resolves.
ev-rhune_spent = { $rhune } is spent; the die is rolled again. Altar pool: { $pool }.
ev-room_revealed = 🚪 { $room } is revealed!
ev-search_card = { $hero } finds { $card }!
ev-searched = { $hero } searches { $room }.
ev-spaces = { $n } spaces
ev-spaces_one = 1 space
ev-spawned = 👹 { $card } [{ $label }] appears at { $square }.
ev-start_room_rolled = The d20 shows { $roll }: the heroes start in { $room }.
ev-supply_gain = +{ $amount } supply (party: { $supply }).
ev-supply_loss = -{ $amount } supply (party: { $supply }).
ev-supply_spent = { $hero } spends 1 supply for one more die (party: { $supply }).
ev-test = 🎲 { $who } rolls { $dice } { $attr } { $dice ->
        [one] die
       *[other] dice
    }{ $extra ->
        [0] {""}
        [one] {" "}(+1 for a critical)
       *[other] {" "}(+{ $extra } for criticals)
    }: { $rolled } → { $successes } { $successes ->
        [one] success
       *[other] successes
    }
ev-test-focus_gained = +{ $n } focus
ev-test-focus_used = { $n } focus spent
ev-test_failed = Failed (difficulty { $difficulty }).
ev-test_passed = Passed (difficulty { $difficulty }).
ev-threat_burn = 🔥 { $who } burns: 1 damage per threat token ({ $amount }), then one token is discarded.
ev-threat_deck_empty = The threat deck is empty: a lurker comes instead.
ev-threat_drawn = { $hero } draws a threat: { $card } ({ $kind }).
ev-threat_event = { $hero } draws an event: **{ $card }**, “{ $text }”
ev-threat_token = { $who } gets { $amount ->
        [one] { $amount } threat token
       *[other] { $amount } threat tokens
    } ({ $total }).
ev-threat_turn = — Threat turn —
ev-trap_placed = ⚠ Trap { $card } [{ $label }] is set at { $square }.
ev-trap_triggered = ⚠ { $who } sets off { $card }!
ev-villain_card = 😈 Villain card: { $card }{ HAS($text) ->
        [yes] {" "}— { $text }
       *[no] .
    }
ev-villain_spawned = 😈 The villain { $card } appears at { $square }!
ev-villain_turn = — Villain turn —
ev-waiting_for =
    { HAS($hero) ->
        [yes] ⏳ The game waits for { $hero } to decide.
       *[no] ⏳ The game waits for a decision.
    }
hand-empty = (no cards in hand)
hand-exhausted = (exhausted)
hand-head = 🂠 **{ $hero }** — { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in hand, { $deck } in deck, { $focus } focus:
hand-play_head = In play ({ $n }):
hint-amount = In Altar Quest you give cards, not gold: leave `amount` out.
hint-attack = Altar Quest attacks with a card's Action: `/act card:<weapon> target:<enemy>`.
hint-cast = In Altar Quest spells are cards: `/play card` or `/act card`.
hint-disarm = In Altar Quest, deal with a trap with `/interact with:<trap>`.
hint-drink = In Altar Quest potions are cards: `/use card`.
hint-jump = Altar Quest has no jumping: `/move to`.
hint-path = Altar Quest moves by the shortest way: leave `path` out.
hint-search = In Altar Quest, search a feature with `/interact with:<feature>`.
hint-shop_buy = Altar Quest has no armory: see `/rules`.
hint-shop_sell = Altar Quest has no armory: see `/rules`.
kind-ally = ally
kind-altar = altar
kind-equipment = equipment
kind-event = event
kind-feature = feature
kind-hero_action = action
kind-hero_feat = feat
kind-hero_reaction = reaction
kind-lurker = lurker
kind-minion = minion
kind-quest = quest
kind-quest_rules = quest rules
kind-rival = rival
kind-search = search
kind-trap = trap
kind-villain = villain
kind-villain_event = villain event
kind-villain_ongoing = villain ongoing
msg-active = ▶ { $hero } ({ $player }): { $n ->
        [one] { $n } action
       *[other] { $n } actions
    } left{ $moves ->
        [0] {""}
       *[other] {" "}and { $moves ->
        [one] { $moves } space
       *[other] { $moves } spaces
    } of movement already paid for
    }; `/end` when done.
msg-first_turn = Any hero may take the first act phase: `/move`, `/act`, `/draw`… then `/end`. Before your first act phase you may redraw your hand with `/choose option:all`. Help: `/rules`.
msg-next = Round { $round }: waiting for { $heroes } to take an act phase.
no_dice = no dice
opt-all = Redraw my whole hand
opt-keep = Keep my hand
opt-pass = Pass
opt-supply = Spend 1 supply: +1 die
pic-card-action = action
pic-fallen = { $gender ->
       *[other] fallen
    }
pic-card-ally = ally
pic-card-equipment = equipment
pic-card-event = event
pic-card-feat = feat
pic-card-in_play = { $kind } · in play{ $exhausted ->
        [yes] {" "}· exhausted
       *[no] {""}
    }
pic-card-ongoing = ongoing
pic-card-reaction = reaction
pic-card-search = search
pic-empty = (empty)
pic-exhausted = exhausted
pic-focus = focus { $n }
pic-tokens-burn = burning: { $n ->
        [one] { $n } threat token
       *[other] { $n } threat tokens
    }
pic-tokens-mark = marked: { $n ->
        [one] { $n } threat token
       *[other] { $n } threat tokens
    }
pic-tokens = { $n ->
        [one] { $n } threat token
       *[other] { $n } threat tokens
    }
pic-key-fog = room not yet revealed
pic-key-stairs = stairs: where the heroes came in
pic-no-cards = (no cards in hand)
pic-pool = Altar pool:
pic-round = Round { $n }
pic-supply = Supply: { $n }
pic-threat = threat: { $name }
pic-with = with { $name }
prompt-after_attack = Your attack is done: play or use a card that follows an attack, or pass.
prompt-altar_dice = Choose an altar die to roll, one at a time, or roll the ones chosen so far.
prompt-choose = { $named ->
    [yes] { $card } lets you choose.
   *[no] A card asks you to choose.
}
prompt-move = Choose the space to move to, or stay where you are.
prompt-reaction = An enemy is about to strike you: react with a card, or pass.
prompt-rhune = The altar pool shows { $rhune }: resolve the { $rhune } effect of { $card } (that altar die is then rolled again), or pass?
prompt-supply = You are about to roll a test: spend 1 supply for one more die? (`/supply` sets a standing answer: always, never or ask.)
reason-altar_task = the altar's task is done
reason-hero_defeated =
    { HAS($hero) ->
        [yes] { $hero } has fallen
       *[no] a hero has fallen
    }
reason-objectives = every objective is overcome
reason-quest_effect = the quest's rules card says so (its quest tokens ran out the time)
reason-villain_defeated = the villain is defeated
room = the room at { $span }
rule-ally_gone = That ally is no longer in play.
rule-after_attack_timing =
    { HAS($card) ->
        [yes] { $card } follows an attack: it is offered right after your attack has resolved.
       *[no] That card follows an attack: it is offered right after your attack has resolved.
    }
rule-already_acted = You have already had your act phase this round: wait for the next round. Free effects (`/use`) still work.
rule-bad_attribute = That is not an attribute.
rule-bad_die = Choose an altar die from 1 to 5.
rule-ambiguous_card = { $typed } could be several cards: { $cards }. Say which one (more of its name).
rule-ambiguous_interact = { $target } could be several things: { $things }. Say which one (more of its name).
rule-bad_door =
    { HAS($door) ->
        [yes] There is no door called { $door }.
       *[no] There is no such door.
    }
rule-bad_hero =
    { HAS($hero) ->
        [yes] { $hero } is not another hero in this game.
       *[no] That is not another hero in this game.
    }
rule-bad_option =
    { HAS($option) ->
        [yes] { $option } is not one of the options: see the buttons or `/choose`.
       *[no] That is not an option.
    }
rule-give_in_phase = Search cards are given during your act phase: start it with an action (`/move`, `/act`…), then `/give`.
rule-channel_nothing = Altar die { $die } shows { $rhune } already and your focus is full: channelling it would change nothing. Channel another die, or another rhune.
rule-bad_rhune = That is not a rhune (wathe, volkris, brase, lowek, aluna, nethander).
rule-bad_square =
    { HAS($square) ->
        [yes]
            { $square_form ->
                [outside] { $square } is outside the dungeon's squares: the dark blocks in the board's corners and anything past its edges are not squares.
               *[form] { $square } is not a square name (use a letter then a number, like C5).
            }
       *[no] That is not a space on the board.
    }
rule-bad_target =
    { $why ->
        [none] There is no figure called { $target } on the board: name one by its label on the board (M1, B…).
        [enemy] { $target } is not an enemy: this card is aimed at an enemy.
        [character] { $target } is an enemy: this card is aimed at a hero or an ally.
       *[other]
            { HAS($target) ->
                [yes] { $target } is not a valid target here.
               *[no] That is not a valid target.
            }
    }
rule-cannot_reach =
    { $why ->
        [taken] { $square } is taken by { $who }: a move must end on an empty space.
        [trap] A trap ({ $who }) stands on { $square }: characters never enter a trap's space.
        [closed] No open way leads to { $square }: a closed door stands between. Open it first (`/open`).
        [blocked] Enemies or traps block every way to { $square } within your { $limit ->
                [one] 1 space
               *[other] { $limit } spaces
            }: go around them, or clear them.
        [far] { $square } is { $distance ->
                [one] 1 space
               *[other] { $distance } spaces
            } away; you can walk { $limit } more this act phase (3 spaces per action left).
       *[other]
            { HAS($square) ->
                [yes] You cannot reach { $square } with the actions you have left.
               *[no] That space is out of reach.
            }
    }
rule-card_cannot_reach = { $square } is out of this card's reach (up to { $spaces ->
        [one] 1 space
       *[other] { $spaces } spaces
    }): choose a space within reach.
rule-door_open = That door is already open.
rule-doors_sealed =
    { HAS($card, $card_fr) ->
        [yes] { $card } keeps the doors shut: overcome it first (`/interact` with it).
       *[no] A card in play keeps the doors shut.
    }
rule-exhausted = That card is exhausted: it is refreshed at the start of the next round, when the heroes' turn begins.
rule-game_over = This game is over: start a new one with `/game new`.
rule-hero_count = A game needs 1 to 4 heroes.
rule-hero_twice = Each hero can only be taken once.
rule-need_target = Choose a square for this card (`target`).
rule-no_action_effect =
    { HAS($card, $command) ->
        [yes] { $card } has no Action effect: use it with `/use card:{ $card }`.
       *[no]
            { HAS($card) ->
                [yes] { $card } has no Action effect.
               *[no] That card has no Action effect.
            }
    }
rule-no_actions = You have no actions left: use `/end` to finish your act phase.
rule-no_interact =
    { HAS($target, $things) ->
        [yes] There is nothing called { $target } to interact with: there are { $things }.
       *[no]
            { HAS($target) ->
                [yes] There is nothing called { $target } to interact with.
               *[no] There is nothing to interact with.
            }
    }
rule-no_mulligan = You can redraw your hand only once, before your first act phase.
rule-no_reveal = No more rooms can be revealed (the quest or feature deck is empty).
rule-no_rhune =
    { HAS($rhune) ->
        [yes] The altar pool shows no { $rhune } to spend: `/channel` an altar die to { $rhune } first (one action).
       *[no] The altar pool lacks the rhune it needs.
    }
rule-no_supply = That costs 1 supply and the party has none.
rule-no_target =
    { $what ->
        [enemy] This card is aimed at an enemy: name one with `target` (by name or board label): { $targets }.
       *[character] This card is aimed at a character: name one with `target` (by name or board label): { $targets }.
    }
rule-no_target_in_range =
    { HAS($nearest) ->
        [yes]
            { $what ->
                [enemy] No enemy is within range { $range } and line of sight: this card has nothing to aim at. The nearest, { $nearest }, { why-reach }.
               *[character] No character is within range { $range } and line of sight: this card has nothing to aim at. The nearest, { $nearest }, { why-reach }.
            }
       *[no]
            { HAS($range) ->
                [yes]
                    { $what ->
                        [enemy] No enemy is within range { $range } and line of sight: this card has nothing to aim at.
                       *[character] No character is within range { $range } and line of sight: this card has nothing to aim at.
                    }
               *[no]
                    { $what ->
                        [enemy] No enemy is within reach: this card has nothing to aim at.
                       *[character] No character is within reach: this card has nothing to aim at.
                    }
            }
    }
rule-no_use_effect =
    { HAS($card, $command) ->
        [yes] { $card } has no Exhaust or Use effect: resolve its Action with `/act card:{ $card }`.
       *[no]
            { HAS($card) ->
                [yes] { $card } has no Exhaust or Use effect.
               *[no] That card has no Exhaust or Use effect.
            }
    }
rule-not_adjacent =
    { HAS($hero, $at, $mine) ->
        [yes] { $hero } must stand in a space next to you: they are on { $at }, you on { $mine }.
       *[no] That hero must stand in a space next to you.
    }
rule-not_at_door =
    { HAS($a, $b, $at) ->
        [yes] Stand on { $a } or { $b } (that door's two spaces) to open it; you are on { $at }.
       *[no] Stand in one of that door's spaces to open it.
    }
rule-not_controlled =
    { HAS($card) ->
        [yes] You do not control a card called { $card }: `/hand` shows your cards in play and in hand.
       *[no] You do not control that card.
    }
rule-not_in_game = That hero is not in this game.
rule-not_in_hand =
    { HAS($card) ->
        [yes] You do not hold a card called { $card }: see `/hand`.
       *[no] That card is not in your hand.
    }
rule-not_playable = That card cannot be played from your hand.
rule-not_search = Only search cards can be given.
rule-not_your_choice =
    { HAS($hero) ->
        [yes] This choice belongs to { $hero }: they answer it with the buttons or `/choose`.
       *[no] This choice is not yours.
    }
rule-not_your_phase =
    { HAS($hero) ->
        [yes] It is { $hero }'s act phase: wait until they `/end` it.
       *[no] You can only do that during your own act phase.
    }
rule-nothing_to_choose = There is nothing to choose right now: `/do` lists what you can do.
rule-focus_full = { $card } only gives focus, and you already have { $most }, the most a hero can hold: it would be spent for nothing. Spend focus on a test first.
rule-one_ongoing = You already control that Ongoing card; a hero controls one copy.
rule-one_answer_at_a_time = This decision takes one answer at a time: after { $first }, { $option } is no longer offered. Give one answer, then the next if you are asked again.
rule-one_reveal = Only one room can be revealed per act phase, and this door leads to a hidden one: open it in a later act phase.
rule-out_of_range =
    { HAS($card) ->
        [yes]
            { $why ->
                [other_room] { $card } is in the room at { $room } (at { $at }), not in yours: go there and move within { $range ->
        [one] { $range } space
       *[other] { $range } spaces
    } of it to interact with it.
                [too_far] { $card } (at { $at }) is { $distance ->
                        [one] 1 space
                       *[other] { $distance } spaces
                    } away: move within { $range ->
        [one] { $range } space
       *[other] { $range } spaces
    } of it to interact with it.
               *[other] Move within { $range ->
        [one] { $range } space
       *[other] { $range } spaces
    } of { $card } to interact with it.
            }
       *[no]
            { HAS($target, $why) ->
                [yes] { $target } { why-reach }.
               *[no]
                    { HAS($target, $range) ->
                        [yes] { $target } is not within range { $range } and line of sight.
                       *[no] That is out of range or sight.
                    }
            }
    }
rule-reaction_timing =
    { HAS($card) ->
        [yes] { $card } is played or used when an enemy is about to strike you: it is offered then.
       *[no] That reaction is played when an enemy is about to strike you: it is offered then.
    }
rule-unknown_deck = Unknown threat or villain deck.
rule-unknown_hero = There is no hero called { $hero }.
rule-unknown_quest = There is no quest called { $quest }.
rule-unknown_rival = There is no rival called { $rival }.
rule-unknown_room = There is no room called { $room }.
rule-answer_first = Answer your decision first (`/choose`, or the buttons): its options are what you may do now.
rule-waiting_choice =
    { HAS($hero) ->
        [yes] Waiting for { $hero } to choose first (they answer with the buttons or `/choose`); then you can act.
       *[no] Waiting for another player's choice.
    }
rules-actions = **Actions.** You have 3 per act phase. `/move` (1-3 spaces cost one action, 4-6 two, 7-9 three), `/act` (a card's Action, like a weapon attack), `/interact` (a feature, a trap, a quest card), `/draw` (one card), `/rest` (1 supply: heal 2), `/channel` (set an altar die to a rhune, +1 focus). Free: `/open` a door, `/play` a Feat, `/use` an Exhaust or Use effect, `/give` a search card to a hero next to you.
rules-controls = **Commands.** `/game new|join|leave|start|status|board|log|undo|end|kick`; play with `/move to`, `/open door`, `/act card`, `/interact with`, `/play card`, `/use card`, `/draw`, `/rest`, `/channel die rhune`, `/give card to`, `/end`; `/hand` shows your cards privately; `/choose option` answers a decision. Squares are named like a chess board: column letter then row, A1 top-left. If you play several heroes, add `hero:` (by default the one whose act phase is running). Buttons under each board: End turn, My hand, Status, Board.
rules-enemies = **Enemies.** Each threat card belongs to the hero who drew it and activates in that hero's react phase: it engages (moves to the best spot in range and sight of the nearest character) then strikes. Minions appear at a room's shadow space; traps sit by features and go off when a character comes near.
rules-threat_tokens = **Threat tokens.** Some enemies and events give a character threat tokens (shown under its name in the board's side panel: “burning: 1 threat token”). What they do depends on the game's threat deck: with some, a character **burns**: at the end of its hero's react phase it suffers 1 damage per token, then loses one token; with others, it is **marked**: each token adds 1 to the difficulty of every inflict test against it. In a game, `/rules topic:threat tokens` says which.
rules-threat_tokens_game = **Threat tokens.** Some enemies and events give a character threat tokens (shown under its name in the board's side panel: “burning: 1 threat token”). This game's threat deck, { $deck }, says what they do: { $rule }
rules-focus = **Focus.** A ◎ on a die can be turned into a success by spending a focus token; unused ◎ give you focus tokens (5 at most). `/channel` also gives 1 focus.
rules-prompts = **Decisions.** When an enemy is about to strike you and you hold a reaction, when your attack is done and a card of yours follows an attack, when a card moves a figure or rolls altar dice of your choice, or when a card asks you to choose, the bot asks you alone (buttons, or `/choose option`). Before a test you did not choose (an enemy's strike, a trap, an event) it offers, once per test, 1 supply for one more die, saying what the roll is for; with reaction cards, take the supply first if you want both. `/supply mode:always` spends it without asking on every test you roll while the party has some (said in the story), `/supply mode:never` stops the offer, `/supply mode:ask` brings it back. { $timeout ->
        [0] This table has no time limit: the game waits for your answer. Where a time limit is set and runs out, the default is applied:
       *[other] If you do not answer within { $timeout } seconds, the default is applied:
    } a reaction or the supply is passed, a move stays put (or heads for the enemy you chose), altar dice showing a rhune twice are rolled, a choice takes the least harmful option.
rules-reveal = **Opening doors.** Stand in a door space and `/open` it (free). A hidden room behind it is revealed: a feature, a quest card, and each hero draws a threat. Only one room per act phase.
rules-rhunes = **The altar pool.** Five altar dice show rhunes (Wathe, Volkris, Brase, Lowek, Aluna, Nethander). A card with a rhune effect resolves it too when the pool shows that rhune, then that die is rolled again. `/channel die rhune` sets a die.
rules-supply = **Supply.** The party's shared pool: won by defeating minions and overcoming traps. Spend 1 to `/rest` (heal 2), or add `supply:true` to an action for one more die on its test. Before a test you did not choose, the bot offers 1 supply for one more die (once per test); `/supply mode:always|never|ask` sets your standing answer (`/game status` shows each hero's).
rules-tests = **Tests.** Roll as many dice as the attribute: ✦ success, ◎ focus, ✧ critical (a success that rolls one more die), · blank. An attack deals the successes above the target's defense (armor goes first). An enemy's strike: you roll to dodge; difficulty minus successes minus your defense is the damage.
rules-goal = **Winning and losing.** Each quest says how the party wins (`/game status` shows it with its progress): overcome its objectives, defeat the villain, or finish the altar's task. The party loses when a hero is defeated, or when the quest's clock runs out: the rules card gains a quest token every quest turn, and at its limit (in `/game status`) the quest is lost.
rules-turn = **The round.** Each hero takes one act phase, in any order: start acting with any action, finish with `/end` (you then draw a card). When every hero has acted, the enemies take the threat turn (each hero's threat cards activate), then the villain turn and the quest turn; then a new round begins.
rules-undo = **Undo.** The host can `/game undo` the last action when it revealed nothing random: no die rolled, no card drawn, no room revealed. Otherwise the bot refuses and says why.
st-acting = acting, { $n ->
        [one] { $n } action
       *[other] { $n } actions
    } left{ $moves ->
        [0] {""}
       *[other] , { $moves ->
        [one] { $moves } space
       *[other] { $moves } spaces
    } of movement left
    }
st-done = done this round
st-enemies = Enemies: { $enemies }
st-head = **{ $quest }**{ $hard } — round { $round }
st-hero = { $label } **{ $hero }** ({ $player }): { $left }/{ $health } health, { $armor } armor, { $focus } focus, { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    }, { $threats ->
        [one] { $threats } threat card
       *[other] { $threats } threat cards
    }{ $tokens } — { $state }
st-objectives = Objectives overcome: { $n }/{ $of }
st-clock = Quest clock: { $n }/{ $limit } quest tokens on the rules card (one more each quest turn); at { $limit } the quest is lost.
st-supply = Supply: { $supply }. Altar pool: { $pool }.
st-villain = The villain { $name } is on the board.
st-quest_area = Quest area:
st-villain_area = Villain area ({ $villain }):
card-progress_of = progress { $n }/{ $of }
card-progress = progress { $n }
card-quest_tokens = { $n ->
        [one] { $n } quest token
       *[other] { $n } quest tokens
    }
card-attached = attached to its room's feature
# the French gender of a card's name (English needs none): see fr.ftl
card-gender =
    { $card ->
       *[other] m
    }

st-waiting = not acted yet
sum-hero = • { $hero } ({ $player }), { $health } health: { $deeds }
sum-no_deeds = no deeds
topic-goal = winning and losing
topic-card = card: { $card }
rules-unknown = No rules topic, hero, enemy on the board or card in sight is called “{ $topic }”.
rules-index = Rules topics: { $topics }. Ask with `/rules topic:<name>`; `/rules topic:<hero>` gives a hero's attributes, defense and health; `/rules topic:<enemy>` (or its label on the board, M2) an enemy's health, defense, speed and range; `/rules topic:<card>` reads out a face-up card (in play, in the quest or villain area, threats).
topic-enemies = enemies
topic-threat_tokens = threat tokens
topic-focus = focus
topic-reveal = opening doors
topic-rhunes = the altar pool
topic-supply = supply
topic-tests = dice tests
undo-room = a room was revealed
cmd-game_new-hard = Hard game: the enemies choose the worst for you
setup-hard = {" "}(hard)
msg-hard = {" "}(hard)
cmd-supply = Your standing answer to "spend 1 supply for one more die?": ask, always or never
cmd-supply-mode = Ask each time, always spend (every test you roll), or never
choice-supply-mode-ask = ask each time
choice-supply-mode-always = always spend 1 supply
choice-supply-mode-never = never spend it
do-set_supply = Supply before a roll: { $mode }
supply-mode-ask = ask
supply-mode-always = always
supply-mode-never = never
st-supply_modes = 1 supply for +1 die before a roll (`/supply`): { $modes }
ev-supply_mode-ask = { $hero } will be asked before each roll whether to spend 1 supply for one more die.
ev-supply_mode-always = { $hero } will spend 1 supply for one more die on every test they roll, while the party has some, without being asked.
ev-supply_mode-never = { $hero } will not be offered supply before a roll any more (`supply:true` on an action still spends it).
ev-supply_spent_always = { $hero } spends 1 supply for one more die, as set with `/supply` (party: { $supply }).
ev-prompt_supply_for =
    ⏳ { $hero } is about to roll { $dice } { $attr } { $dice ->
        [one] die
       *[other] dice
    } { $test ->
        [inflict] against { $cause }'s strike
       *[resist]
            { HAS($cause) ->
                [yes] to resist { $cause }
               *[no] to resist
            }
    } (difficulty { $difficulty }): spend 1 supply (the party has { $supply }) to roll { $more }?
ev-prompt_reaction_supply = They may also spend 1 supply (the party has { $supply }) to roll { $more } { $attr } dice instead of { $dice } (difficulty { $difficulty }).
opt-supply_for = Spend 1 supply: roll { $more } { $attr } dice, not { $dice }
ev-no_progress =
    { $card }: no progress{ HAS($threshold) ->
        [yes] {" "}({ $progress }/{ $threshold })
       *[no] {""}
    } — { $successes } { $successes ->
        [one] success
       *[other] successes
    } against difficulty { $difficulty }; it takes { $needed } successes to place 1 progress.
ev-searched_nothing = Nothing found: the { $tokens ->
        [one] { $tokens } search token
       *[other] { $tokens } search tokens
    } already on the feature cancel { $successes } success(es).
ev-overcome_objectives = Objectives overcome: { $n }/{ $of }.
why-reach =
    { $why ->
        [behind_door] is in the room at { $room }, behind the closed door between { $a } and { $b }: open that door first
        [past_door_space] is in the room at { $room }: through the open door ({ $a }–{ $b }) range and sight reach only its door space; step into that room
        [other_room] is in the room at { $room }, not next to yours: range and sight stay inside your room and the door spaces of its open doors
        [wall_way] is { $distance ->
                [one] 1 space
               *[other] { $distance } spaces
            } away around the walls: range { $range } counts the way around them
        [too_far] is { $distance ->
                [one] 1 space
               *[other] { $distance } spaces
            } away, beyond range { $range }: move closer
       *[wall_sight]
            is within range { $range }, but a wall blocks the line of sight{ HAS($square) ->
                [yes] {" "}({ $side ->
                    [north] north
                    [south] south
                    [east] east
                   *[west] west
                } of { $square })
               *[no] {""}
            }: move where you can see it
    }
rule-beyond_move = { $target } is beyond reach: even after this card's move of up to { $spaces ->
        [one] 1 space
       *[other] { $spaces } spaces
    }, it would not be within range { $range } and line of sight.
rule-nothing_to_heal = { $target } has no damage to heal: that would be spent for nothing.
rule-already_exhausted = { $target } is already exhausted: aim this card at a ready enemy.
rule-nothing_to_search = There is nothing to search in the room at { $room }: a search needs a feature (or the altar) in your room. Move to a room with one.
rule-deck_empty = Your deck and discard pile are empty: there is no card to draw.
rule-in_hand_not_play =
    { HAS($card_fr) ->
        [yes] { $card } is in your hand, not in play: play it with `/play card:{ $card }`.
       *[no] { $card } is in your hand, not in play: play it with `/play card:{ $card }`.
    }
rule-in_play_not_hand =
    { HAS($card_fr) ->
        [yes] { $card } is already in play, not in your hand: { $command ->
            [act] resolve its Action with `/act card:{ $card }`.
           *[use] use it with `/use card:{ $card }`.
        }
       *[no] { $card } is already in play, not in your hand: { $command ->
            [act] resolve its Action with `/act card:{ $card }`.
           *[use] use it with `/use card:{ $card }`.
        }
    }
rule-altar_not_found =
    { HAS($card_fr) ->
        [yes] { $card } is done at the altar, and the altar has not been found yet: open doors to reveal rooms until it is.
       *[no] { $card } is done at the altar, and the altar has not been found yet: open doors to reveal rooms until it is.
    }
rule-bad_supply_mode = { $mode } is not a supply setting: choose always, never or ask.
rule-same_supply_mode = Your supply setting is already “{ $mode }”.
st-quest_over = the quest is over
pic-key-rock = outside the dungeon: not squares

# /rules topic:<hero> and <enemy>, and the hero's numbers in /hand
topic-hero = hero: { $hero }
topic-enemy = enemy: { $enemy } ({ $labels })
topic-ambiguous = “{ $typed }” could be { $names }: say which one.
topic-hero_head = **{ $hero }** (hero) — health { $health }
hero-numbers = { $attributes } · Defense { $defense }
topic-enemy_head = **{ $enemy }** ({ $kind }) — health { $health }, defense { $defense }, speed { $speed }, range { $range }
topic-enemy_figures = On the board: { $figures }
topic-enemy_figure = { $label } at { $square }, { $left }/{ $health } health
