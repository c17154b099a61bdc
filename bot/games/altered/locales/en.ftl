# Altered — the bot's messages (English). A two-seat card duel: seats are decks, cards are named by name.

game-name = Altered

## command options of this game (the shared verbs' own options are described in the shared messages)

cmd-play-expedition = Altered: the expedition a character or permanent joins (hero or companion)
cmd-play-from = Altered: play it from your hand or your reserve (default: where the card is)
choice-play-expedition-hero = hero expedition
choice-play-expedition-companion = companion expedition
choice-play-from-hand = hand
choice-play-from-reserve = reserve

## what a player may use from other games

hint-move = Altered has no board to walk: your expeditions advance at Dusk. `/play card expedition` sends characters.
hint-attack = Altered has no attacks: compare your expeditions' forest, mountain and water at Dusk. See `/rules topic:dusk`.
hint-open = Altered has no doors: `/play card`, `/use card`, `/end`.
hint-act = Altered plays cards with `/play card`; quick actions with `/use card`.
hint-draw = Altered draws 2 cards each Morning by itself.
hint-give = Altered has no giving: `/play card`, `/use card`, `/end`.
hint-choose = In Altered a decision is answered with `/play card:<names>` (mana, clean-up), `/use card:<name>` (which ability first) or `/end` (no mana this Morning); `/do` lists every answer.

## words

altered-exp-hero = hero
altered-exp-companion = companion
altered-exp-none = none
altered-from-hand = hand
altered-from-reserve = reserve
altered-card-where = { $card } ({ $where })
altered-where-hero_expedition = { $hero } · hero
altered-where-companion_expedition = { $hero } · companion
altered-mine-hero_expedition = your hero
altered-mine-companion_expedition = your companion
altered-mine-landmarks = your landmark
altered-mine-reserve = your reserve
altered-mine-discard = your discard
altered-theirs-hero_expedition = their hero
altered-theirs-companion_expedition = their companion
altered-theirs-landmarks = their landmark
altered-theirs-reserve = their reserve
altered-theirs-discard = their discard
altered-where-landmarks = { $hero } · landmark
altered-where-reserve = { $hero } · reserve
altered-where-discard = { $hero } · discard pile
altered-kind-hero = hero
altered-kind-character = character
altered-kind-spell = spell
altered-kind-landmark = landmark
altered-kind-expedition_permanent = expedition permanent
altered-kind-token = token
altered-terrain-forest = forest
altered-terrain-mountain = mountain
altered-terrain-water = water
altered-terrain-hidden = face down
altered-region-hidden = region { $n } (face down)
altered-none = none
altered-none-landmarks = none
altered-arena = the Arena
altered-at-region = at { $region }{ $article ->
   *[other] {""}
}
altered-from-region = from { $region }{ $article ->
   *[other] {""}
}
altered-to-region = to { $region }{ $article ->
   *[other] {""}
}
altered-at-arena = in the Arena
altered-an-effect = An effect
altered-flag-boosts = boosted
altered-flag-fleeting = fleeting
altered-flag-anchored = anchored
altered-flag-asleep = asleep
altered-flag-exhausted = exhausted
altered-phase-setup = Set-up
altered-phase-morning = Morning
altered-phase-noon = Noon
altered-phase-afternoon = Afternoon
altered-phase-dusk = Dusk
altered-phase-night = Night
altered-phase-over = Over
altered-op-draw = drawing
altered-op-boost = the boost
altered-op-create_token = the token
altered-op-anchor = anchoring
altered-op-sleep = sleep
altered-op-send_to_reserve = sending to the reserve
altered-op-discard = discarding
altered-op-ready_orbs = readying orbs
altered-op-add_mana = adding mana
altered-op-move_expedition = moving an expedition
altered-op-ready_hero = readying the hero
altered-op-clear_status = losing a status

## autocomplete and /do

altered-choice-mana = Mana: { $cards }
altered-choice-cleanup = Discard: { $cards }
altered-choice-trigger = Resolve next: { $card }
altered-choice-play = { $play } · { $cost } mana · { $stats }
altered-choice-exhaust = { $card } · exhaust{ $cost ->
    [0] {""}
   *[other] {" "}and pay { $cost }
}
altered-choice-support = { $card } · support: discard it from your reserve
altered-told-mana = Put { $n ->
    [one] a card
   *[other] { $n } cards
} of the hand into the mana
altered-do-mana-none = Keep every card in hand (no mana this Morning)
altered-do-mana = Put { $n ->
    [one] hand card { $places }
   *[other] hand cards { $places }
} into your mana (numbers as in /hand)
altered-do-play = Play { $card }{ $source ->
    [reserve] {" "}(reserve)
   *[hand] {""}
}{ $expedition ->
    [hero] {" "}→ hero
    [companion] {" "}→ companion
   *[none] {""}
} · { $cost } mana
altered-do-targets = { $text } · target: { $targets }
altered-do-exhaust = Exhaust { $card }{ $cost ->
    [0] {""}
   *[other] {" "}(pay { $cost })
}
altered-do-support = Support: discard { $card } from your reserve
altered-do-effect = { $text }: { $effect }
altered-do-pass = Pass (play no more this Afternoon)
altered-do-cleanup = Clean-up: discard { $cards }
altered-do-trigger = Resolve { $card }'s ability next

## decisions

prompt-setup_mana = choose { $count } cards of your hand for your mana: `/choose option:1, 2, 3` (their numbers in `/hand` or their names, separated by commas), or `/play card:<name>, <name>, <name>`, or `/do`.
prompt-morning_mana = you may put { $count } card of your hand into your mana: `/choose option:<its number in /hand or its name>` or `/play card:<name>`, or `/end` to keep them all (`/hand` shows the cards you drew).
prompt-cleanup = at most 2 cards stay in your reserve and 2 landmarks: discard { $reserve } from your reserve and { $landmarks } from your landmarks, with `/choose option:<numbers or names, separated by commas>` or `/play card:<name>, <name>`.
prompt-trigger_order = several of your { $trigger ->
    [at_noon] “at Noon”
    [at_dusk] “at Dusk”
   *[at_night] “at Night”
} abilities start together: which resolves next? `/use card:<name>`.
msg-waiting_prompt = ⏳ { $player }, { $hero } must decide: { $text }{ $default ->
   *[other] {""}
}
st-prompt = Waiting for { $hero } to decide (`/play card`, `/end` or `/do`).

## the turn

altered-start = The Adventure lies between the two heroes: { $row }. { $first } holds the first-player marker.
altered-start-help = Each seat first chooses 3 cards of its hand for its mana (`/hand` shows yours, only to you). `/rules` explains the day; `/do` lists everything you can do now.
altered-wait-setup_mana = Waiting for { $heroes }: 3 cards of the hand into mana (`/play card:<three names>`).
altered-wait-morning_mana = Waiting for { $heroes }: one card into mana (`/play card:<name>`) or none (`/end`).
altered-wait-cleanup = Waiting for { $heroes }: discard down to 2 in the reserve and 2 landmarks (`/play card:<names>`).
altered-wait-trigger_order = Waiting for { $heroes }: which ability resolves next (`/use card:<name>`).
altered-turn = ▶ { $hero } ({ $player }) to play — { $ready }/{ $orbs } mana ready: `/play card`, quick actions with `/use card`, or `/end` to pass.
altered-idle-turn = It is not your turn: { $hero } ({ $player }) is playing; wait until they play a card or pass. Your turn comes next; meanwhile `/hand` shows your cards and `/game status` the duel.
altered-idle-passed = You have passed this Afternoon: { $hero } ({ $player }) plays on until passing too, then Dusk comes. Nothing to do but wait.
altered-idle-decision = Play waits for { $hero } ({ $player }), who { $decision ->
    [setup_mana] puts 3 cards of their hand into mana
    [morning_mana] may put a card of their hand into mana
    [cleanup] discards down to 2 cards in the reserve and 2 landmarks
   *[trigger_order] chooses which of their abilities resolves next
}: wait. { $after ->
    [yes] Your own choice comes right after theirs.
   *[no] Play goes on once they have chosen.
}

## status

altered-st-head = **{ $quest }** — day { $day }, { $phase }; first player: { $first }.
altered-st-arena = The tie is settled in the Arena ({ $region }): each terrain type is compared over both expeditions.
altered-st-row = The Adventure: { $row }
altered-st-over = the duel is over
altered-st-deciding = deciding
altered-st-to_play = to play
altered-st-passed = has passed
altered-st-waiting = waiting
altered-st-seat = **{ $hero }** ({ $player }, { $state }){ $leader }: hand { $hand }, deck { $deck }, mana { $ready }/{ $orbs } ready, discard { $discard }.
altered-st-expedition = · { $expedition } expedition { $where } — forest { $forest }, mountain { $mountain }, water { $water }: { $cards }
altered-st-hero = · hero's ability: { $text }
altered-st-zones = · reserve: { $reserve } · landmarks: { $landmarks }

## hand (only its owner sees it)

altered-hand-head = **{ $hero }** — { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand, { $deck } in the deck, mana { $ready }/{ $orbs } ready.
altered-hand-hero = Your hero **{ $hero }**{ $flags }: { $text }
altered-hand-card = { $n }. **{ $card }** — { $hand } from hand / { $reserve } from reserve · { $stats } — { $text }
altered-hand-empty = Your hand is empty.
altered-hand-mana = Your mana (face down): { $cards }
altered-hand-reserve = Your reserve: { $cards }

## the end

altered-reason-met = both of their expeditions met
altered-reason-further = both seats met at the same Dusk and their expeditions went further
altered-reason-arena = they won more terrain types in the Arena
altered-sum-won = 🏆 **{ $hero }** ({ $player }) wins on day { $day }: { $reason }.
altered-sum-stopped = The duel stopped on day { $day } without a winner.
altered-sum-seat = { $hero } ({ $player }): hero expedition { $hero_at }, companion expedition { $companion_at }.
altered-board = { $quest } — day { $day }, { $phase }

## narration

altered-ev-game_started = ⚔ { $a } against { $b }. { $first } draws the first-player marker. The Adventure has { $regions } regions; the Tumult cards lie face down until an expedition enters them.
altered-ev-day_started = — **Day { $day }**{ $arena ->
    [yes] {" "}(in the Arena)
   *[no] {""}
} — first player: { $first }
altered-ev-phase_started = — { $phase } —
altered-ev-first_player_passed = The first-player marker passes to { $hero }.
altered-ev-readied = { $hero } readies { $orbs ->
    [one] { $orbs } mana orb
   *[other] { $orbs } mana orbs
} and { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}.
altered-ev-turn_started = Turn: { $hero }.
altered-ev-passed = { $hero } passes for the rest of the Afternoon.
altered-ev-cards_drawn = { $hero } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $hand } in hand).
altered-ev-card_drawn = You draw { $card }.
altered-ev-deck_reshuffled = { $hero }'s deck is empty: the discard pile ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}) is shuffled into a new deck.
altered-ev-mana_added = { $hero } puts { $count ->
    [one] { $count } card
   *[other] { $count } cards
} face down into mana{ $source ->
    [deck] {" "}from the top of the deck
   *[hand] {""}
} ({ $orbs ->
    [one] { $orbs } orb
   *[other] { $orbs } orbs
}).
altered-ev-mana_card = { $card } goes face down into your mana.
altered-ev-orbs_readied = { $hero } readies { $n ->
    [one] { $n } mana orb
   *[other] { $n } mana orbs
}.
altered-ev-card_played = { $hero } plays { $card } ({ $kind }) from the { $source ->
    [reserve] reserve
   *[hand] hand
} for { $cost } mana{ $expedition ->
    [none] {""}
   *[other] {" "}into the { $where } expedition
}{ $fleeting ->
    [yes] , fleeting
   *[no] {""}
}.
altered-ev-ability_used = { $trigger ->
    [hero] { $hero } uses the hero's ability (exhausts{ $cost ->
        [0] {""}
       *[other] {" "}and pays { $cost }
    }).
    [exhaust] { $hero } exhausts { $card }{ $cost ->
        [0] {""}
       *[other] {" "}and pays { $cost }
    } to use its ability.
    [support] { $hero } discards { $card } from the reserve for its support ability.
    [at_noon] { $card }'s “at Noon” ability ({ $hero }).
    [at_dusk] { $card }'s “at Dusk” ability ({ $hero }).
    [at_night] { $card }'s “at Night” ability ({ $hero }).
    [on_to_reserve] { $card }'s “when I go to your reserve” ability ({ $hero }).
   *[other] { $card }'s ability ({ $hero }).
}
altered-ev-boosted = { $card } gains { $n ->
    [one] { $n } boost
   *[other] { $n } boosts
} ({ $boosts } in all).
altered-ev-status_gained = { $status ->
    [asleep] { $card } falls asleep.
   *[anchored] { $card } is anchored.
}
altered-ev-status_lost = { $status ->
    [asleep] { $card } wakes up.
   *[anchored] { $card } is no longer anchored.
}
altered-ev-token_created = { $hero } creates the token { $card } in the { $expedition } expedition.
altered-ev-card_moved = { $hero }'s { $card } { $to ->
    [reserve] goes to the reserve
    [discard] is discarded
    [removed] leaves the game
    [landmarks] becomes a landmark
   *[expedition] joins an expedition
}{ $why ->
    [rest] {" "}at Night
    [resolved] {" "}once resolved
    [cleanup] {" "}at the clean-up
    [support] {" "}for its support ability
    [token] {" "}(a token)
   *[effect] {" "}by an effect
}.
altered-ev-no_effect = { $card }: { $op } does nothing ({ $why ->
    [no_target] nothing to reach
    [arena] expeditions do not move in the Arena
    [edge] the expedition is at the end of the row
    [empty_deck] the deck is empty
    [already_ready] the hero is ready already
   *[other] no expedition
}).
altered-total = { $terrain } { $mine } against { $theirs }
altered-ev-expedition_compared = 🌄 { $hero }'s { $expedition } expedition { $region }: { $totals } → { $advances ->
    [yes] advances (more { $won })
   *[no] stays
}.
altered-ev-expedition_moved = { $hero }'s { $expedition } expedition moves { $origin } { $to }{ $why ->
    [dusk] {" "}at Dusk
   *[effect] {" "}by an ability
}.
altered-ev-tumult_revealed = A Tumult card turns face up: { $regions }.
altered-ev-went_to_arena = Both seats' expeditions met at the same Dusk of day { $day }, neither further than the other: the next day is played in the Arena.
altered-ev-arena_scored = Arena: { $totals } → { $winner ->
    [none] no one wins more terrain types; another Arena day
   *[other] { $winner } wins { $won }
}.

## refusals

rule-altered_ability_idle = { $card }'s ability would do nothing now ({ $why ->
    [no_own_character] you have no character in play
    [no_opponent_character] your opponent has no character in play
    [no_opponent_reserve] your opponent's reserve is empty
    [orbs_ready] every mana orb of yours is ready already
    [hero_ready] your hero is ready already
    [empty_deck] your deck is empty
    [empty_deck_discard] your deck and your discard pile are empty
    [no_asleep] no character is Asleep
    [no_anchored] no character is Anchored
    [arena] expeditions do not move in the Arena
    [edge] the expedition is at the end of the row
   *[other] it is in no expedition
}): nothing was spent.
rule-altered_bad_target = That card cannot be targeted by this effect. { $n ->
    [one] Its only possible target: { $options }.
   *[other] Its possible targets: { $options }.
}
rule-altered_unknown_target = No card is called “{ $typed }” here. { $n ->
    [one] This effect's only possible target: { $options }.
   *[other] This effect's possible targets: { $options } (`/do` lists every play with its targets).
}
rule-altered_target_ambiguous = “{ $typed }” names { $n } cards: say which, { $options }.
rule-altered_cleanup_cards = Discard only cards of your reserve and your landmarks.
rule-altered_cleanup_count = Discard { $reserve ->
    [one] { $reserve } card
   *[other] { $reserve } cards
} of your reserve and { $landmarks ->
    [one] { $landmarks } landmark
   *[other] { $landmarks } landmarks
}: 2 of each stay. Name them all at once: `/play card:<names>` (joined with commas).
rule-altered_exhausted = { $card } is exhausted until the next Morning.
rule-altered_extra_target = More targets were given than the card's effects ask for.
rule-altered_mana_one = At most one card goes into your mana each Morning.
rule-altered_mana_three = Choose exactly 3 cards of your hand for your mana, in one answer: `/choose option:1, 2, 3` (numbers in `/hand` or names).
rule-altered_no_decision = Nothing of the kind is asked of you now.
rule-altered_no_exhaust = You control no hero or permanent “{ $card }” with an exhaust ability.
rule-altered_no_expedition = { $card } does not go into an expedition: leave `expedition` out.
rule-altered_no_mana = { $card } costs { $cost } mana, more than your ready mana ({ $ready }).
rule-altered_no_mana_ability = { $card }'s ability costs { $cost } mana, more than your ready mana ({ $ready }).
rule-altered_no_support = { $card } has no support ability.
rule-altered_not_afternoon = Cards are played and quick actions taken in the Afternoon only.
rule-altered_play_not_mana = Cards are played in the Afternoon: nothing was spent. { $decision ->
    [setup_mana] Now choose 3 cards of your hand for your mana: `/choose option:<three names or numbers>`.
    [cleanup] Now is the Night's clean-up: discard down to 2 cards in your reserve and 2 landmarks with `/choose option:<names or numbers>`.
   *[other] To put { $card } into your mana now: `/choose option:{ $card }`; to keep every card in hand: `/end`.
}
err-bad_choice = “{ $typed }” is not an answer to this question; its cards are { $options }. Name every card the question asks for, by number or by name, separated by commas (`/choose option:1, 2, 3`); `/choose` alone shows the question again.
rule-altered_which_copy = { $card } is in your hand (for { $hand } mana) and in your reserve (for { $reserve } mana): add `from:hand` or `from:reserve`.
rule-altered_not_there = { $card } is in your { $where ->
    [hand] hand: `from:hand`
   *[reserve] reserve: `from:reserve`
}, or leave `from:` out.
rule-altered_same_card_twice = One card is named twice: name { $count ->
    [one] one card
   *[other] { $count } different cards
} of your hand (`/hand` numbers them).
rule-altered_not_in_hand = Those cards are not all in your hand (`/hand` lists it).
rule-altered_not_playable = You have no card “{ $card }” in your hand or your reserve (`/hand` lists them).
rule-altered_not_triggered = { $card } has no ability waiting to resolve now.
rule-altered_support_reserve = A support ability is used by discarding the card from your reserve: “{ $card }” is not there.
rule-altered_target_needed = This effect needs a target (`target`): { $n ->
    [one] its only possible one is { $options }.
   *[other] one of { $options }.
}
rule-altered_two_seats = Altered is played by exactly two seats.
rule-altered_which_expedition = Say which expedition { $card } joins: `expedition:hero` or `expedition:companion`.
rule-deck_unknown_name = No card is called “{ $name }”.
rule-deck_ambiguous_name = “{ $name }” could be several cards ({ $close }): say which.
rule-deck_bad_count = “{ $copies }” copies of { $name }: a count is a whole number, 1 or more.
rule-deck_malformed = A deck brought for a seat could not be read: bring it again with `/game deck list:`.
rule-deck_unknown_seat = A deck was brought for a seat nobody holds any more: bring it again with `/game deck list:`.
rule-deck_invalid = This deck breaks the deck-building rules ({ $problems }).
rule-game_over = This duel is over.
rule-hero_twice = Each deck can only be taken once.
rule-not_in_game = { $hero } does not play in this duel.
rule-not_your_turn = It is not your turn: { $hero } is playing.
rule-unknown_hero = There is no deck “{ $hero }”.
rule-unknown_quest = There is no adventure “{ $quest }”.

## rules

topic-goal = the goal
topic-day = a day and its phases
topic-afternoon = the Afternoon: turns, quick actions, passing
topic-playing = playing cards, costs and targets
topic-reserve = the reserve
topic-dusk = Dusk: which expedition advances
topic-night = Night: rest and clean-up
topic-end = the end and the Arena
topic-deckbuilding = deck building
topic-controls = commands
rules-goal = **The goal.** Each seat plays a deck led by a hero and sends two expeditions, the hero expedition and the companion expedition, toward each other along the Adventure: a row of eight regions (hero region, three face-down Tumult cards of two regions each, companion region). The first seat whose two expeditions meet wins.
rules-day = **A day.** Morning: the first-player marker passes, everything readies, each draws 2 cards, then each (first player first) may put one card of the hand face down into mana. Noon: “at Noon” abilities. Afternoon: the seats take turns. Dusk: expeditions advance. Night: characters rest. Day 1 has no Morning: each seat draws 6 and keeps 3 as mana.
rules-afternoon = **The Afternoon.** On your turn take any number of quick actions (`/use card`), then play one card (`/play card`) or pass (`/end`). A seat that passed plays no more this Afternoon; the other plays on alone. When both have passed, Dusk comes.
rules-playing = **Playing a card.** Pay its cost from your ready mana orbs (the hand cost from the hand, the reserve cost from the reserve). Characters and expedition permanents join an expedition (`expedition:hero` or `expedition:companion`); landmarks stand beside them; spells resolve, then go to the reserve. Targets are chosen when the card is played (`target`, several joined by +). Autocomplete lists only what you can pay now.
rules-reserve = **The reserve.** Characters rest there at Night, and spells go there once resolved. A card played from the reserve becomes fleeting (unless it is a permanent): discarded instead of going back. A card in the reserve is not in play; its support ability is used by discarding it (`/use card:<name> (reserve)`).
rules-dusk = **Dusk.** Hero expeditions are compared with each other, companion expeditions with each other, in the terrain types of the region each stands in: forest, mountain, water. An expedition strictly greater than the other in one of those types (and above 0) advances one region. Asleep characters do not count. The bot tells each comparison with its totals.
rules-night = **Night.** Characters go to the reserve (fleeting ones to the discard pile, tokens leave the game); anchored or asleep ones stay and lose that status. Then each seat keeps at most 2 cards in its reserve and 2 landmarks, discarding the rest of its choice (`/play card:<names>`).
rules-end = **The end.** A seat whose expeditions meet wins. If both meet at the same Dusk, the one whose expeditions went further wins; otherwise the next day is played in the Arena: abilities no longer move expeditions, each terrain type is compared over both expeditions, and the seat winning more types wins.
rules-deckbuilding = **Deck building.** Exactly one hero, at least 39 other cards of its faction, at most 3 copies of a name, at most 15 rares and 3 uniques; tokens are not counted. Take a seat with a starter deck (`/game join hero:<deck>`), or bring a deck of your own before the start: `/game deck` shows your deck's list to copy and change, `/game deck list:<1 Hero; 3 Card; …>` brings it (every broken rule is named; both seats may play one faction).
rules-controls = **Commands.** `/game new ruleset:altered quest:<adventure>` (`opponent:bot` to face the bot), `/game join hero:<deck>` (two seats, or one against the bot), `/game deck` for a deck of your own, `/game start`; `/hand` shows your hand and mana (only to you); `/play card [from] [expedition] [target]`; `/use card [target]` for quick actions; `/end` passes (or, at a Morning, keeps every card); mana and clean-up choices are `/play card:<names>`; `/do action` lists every legal action; `/game status` shows the table.

# --- the pictures (rendering/altered) ---
# Altered — the words of the pictures (English). A draft: these `pic-*` messages move into the game's
# locales (bot/games/altered/locales/en.ftl) when its bot folder exists.

## the table: header
pic-day = Day { $n }
pic-phase-setup = Set-up
pic-phase-morning = Morning
pic-phase-noon = Noon
pic-phase-afternoon = Afternoon
pic-phase-dusk = Dusk
pic-phase-night = Night
pic-phase-over = Game over
pic-arena-day = tie settled in the Arena
pic-turn = { $name } to play
pic-deciding-setup-mana = Choosing their first mana orbs: { $names }
pic-deciding-morning-mana = Morning: may put a card into mana: { $names }
pic-deciding-cleanup = Night clean-up (reserve and landmarks): { $names }
pic-deciding-trigger-order = Ordering their abilities: { $names }
pic-waiting = The day goes on
pic-duel-won = { $name } wins
pic-won-met = { $name } wins: their expeditions met
pic-won-arena = { $name } wins in the Arena

## the table: the row
pic-hero-region = Hero region
pic-companion-region = Companion region
pic-tumult = Tumult
pic-arena = Arena
pic-label-hero = H{ $side }
pic-label-companion = C{ $side }

## the table: a side
pic-hero = hero: { $name }
pic-passed = passed
pic-to-play = to play
pic-hero-expedition = Hero expedition
pic-companion-expedition = Companion expedition
pic-total = Total
pic-arena-total = Both expeditions
pic-empty = none
pic-more = +{ $n } more
pic-mana = Mana { $ready }/{ $total }
pic-hand = Hand { $n }
pic-deck = Deck { $n }
pic-discard = Discard { $n }
pic-landmarks = Landmarks
pic-reserve = Reserve
pic-kind-hero = hero
pic-kind-character = character
pic-kind-spell = spell
pic-kind-landmark = landmark
pic-kind-expedition-permanent = expedition permanent
pic-kind-token = token

## the legend
pic-legend = Legend
pic-key-side = { $name }: hero and companion expedition markers
pic-key-forest = Forest
pic-key-mountain = Mountain
pic-key-water = Water
pic-key-counted = bright: counts at Dusk in the region where the marker stands
pic-key-not-counted = dim: does not count there
pic-key-back = Tumult card face down (its regions are unknown)
pic-key-orb-ready = Mana orb, ready
pic-key-orb-spent = Mana orb, exhausted
pic-key-boost = Boosts: +1 to each statistic
pic-key-fleeting = Fleeting: discarded instead of going to the reserve
pic-key-anchored = Anchored: stays at Night
pic-key-asleep = Asleep: not counted at Dusk, stays at Night
pic-key-exhausted = Exhausted
pic-key-first = First player
pic-key-active = Whose turn it is

## the hand
pic-no-cards = No cards in hand
pic-key-hand-cost = Cost from the hand
pic-key-reserve-cost = Cost from the reserve
rule-nothing_to_choose = Nothing is waiting for a choice: play a card, use a quick action or pass (`/end`).

## /game new opponent: (the bot plays the second seat)
cmd-game_new-opponent = Altered: your opponent, another player (who joins) or the bot
choice-game_new-opponent-player = Another player
choice-game_new-opponent-bot = The bot
setup-opponent = { $value ->
    [bot] {" "}(against the bot)
   *[other] {""}
}

## /game deck (a deck of one's own, before the start)
altered-deck-list = Your deck ({ $n } cards besides the hero). Copy it, change it and bring it back with `/game deck list:`:
    { $cards }
altered-deck-summary = a deck led by { $hero }, { $n } cards besides the hero
altered-deck-invalid = This deck breaks { $n ->
    [one] a deck-building rule
   *[other] { $n } deck-building rules
}: nothing was changed.
    { $problems }
altered-deck-deck_unknown_name = No card is called “{ $name }”.{ $close ->
    [none] {""}
   *[other] {" "}Did you mean { $close }?
}
altered-deck-deck_ambiguous_name = “{ $name }” could be several cards ({ $close }): say which.
altered-deck-deck_bad_count = “{ $copies }” copies of { $name }: a count is a whole number, 1 or more.
altered-deck-unread = { $n } entries were not understood: { $names }. Nothing was changed.
altered-deckp-deck_no_hero = no hero card (a deck has exactly one hero)
altered-deckp-deck_two_heroes = { $name } is a second hero (a deck has exactly one hero)
altered-deckp-deck_unknown_card = there is no card called { $name }
altered-deckp-deck_bad_count = { $copies } copies of { $name }
altered-deckp-deck_wrong_faction = { $name } belongs to the { $faction_name }, not to the hero's faction ({ $hero_faction_name })
altered-deckp-deck_too_few = { $count } cards besides the hero (at least { $least } are needed)
altered-deckp-deck_too_many_copies = { $copies } copies of { $name } (at most { $most } of a name)
altered-deckp-deck_too_many_rares = { $count } rare cards (at most { $most })
altered-deckp-deck_too_many_uniques = { $count } unique cards (at most { $most })

## the lobby and the start, as a duel says them (seats are decks until the start)
msg-lobby =
    Players: { $players }. Free starter decks: { $free }.
    Sit with `/game join [hero]` (a starter deck; `/game deck` brings one of your own); { $host } (the host) starts with `/game start`.
msg-party = The duel: { $party }.
altered-default-mana = { $n ->
    [0] no card goes into mana
    [one] the first card of the hand goes into mana
   *[other] the first { $n } cards of the hand go into mana
}
