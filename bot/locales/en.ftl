### Shared texts: the /game commands, errors, buttons, and what every game says alike.

btn-board = Board
btn-decide = Decide
btn-end = End turn
btn-hand = My hand
btn-status = Status
cmd-attack = Attack an enemy (your action)
cmd-attack-target = The enemy to attack
cmd-choose = Answer a decision the game asks you
cmd-choose-option = Your answer
cmd-do = Do anything you can do now, picked from a list
cmd-do-action = What to do (autocomplete lists every legal action)
cmd-end = End your turn or act phase
cmd-game = Set up, join and run the game in this channel
cmd-game_board = Show the board
cmd-game_deck = Bring your own deck for your seat, before the game starts (card games)
cmd-game_deck-list = Your deck list: “1 Hero; 3 Card; …” (empty: show the list of your deck now)
cmd-game_deck-hero = Which of your seats (default: your first)
cmd-game_end = Stop the game (host or Manage Channels)
cmd-game_join = Join the game with a hero (before it starts)
cmd-game_join-hero = The hero to play (default: the first free one)
cmd-game_kick = Remove a player; you take over their heroes (host or Manage Channels)
cmd-game_kick-player = The player to remove
cmd-game_leave = Leave the game (a hero in play goes to the host)
cmd-game_leave-hero = Which of your heroes (default: all of them)
cmd-game_log = Show the latest actions
cmd-game_log-count = How many entries (1-50, default 10)
cmd-game_new = Open a new game in this channel (you become its host)
cmd-game_new-quest = The quest to play
cmd-game_new-ruleset = The game system
cmd-game_new-seed = Seed for the dice and decks (same seed, same game)
cmd-game_next = Go on to the next quest with the party (games with a campaign)
cmd-game_next-quest = The quest (default: the next one)
cmd-game_start = Start the game (host)
cmd-game_status = Show the heroes, enemies and what the game waits for
cmd-game_undo = Take back the last action if it revealed nothing random (host)
cmd-give = Give something you carry to another hero
cmd-give-card = What to give (autocomplete lists what you carry)
cmd-give-to = The hero to give it to
cmd-hand = Show your cards or inventory (only you see them)
cmd-move = Move your hero (autocomplete shows where you can go)
cmd-move-to = The square to go to, like C5
cmd-open = Open a door next to you (free)
cmd-open-door = The door to open
cmd-play = Play a card from your hand
cmd-play-card = The card
cmd-play-target = The target (a figure or a square)
cmd-rules = Short rules in this channel, only for you
cmd-rules-topic = The topic
cmd-use = Use an effect of a card or item you have (free)
cmd-use-card = The card
cmd-use-target = The target (a figure or a square)
cmd-rest = Rest (your action)
cmd-interact = Interact with something on the board
cmd-interact-with = What to interact with
cmd-cast = Cast one of your spells
cmd-cast-spell = The spell
cmd-cast-target = Whom to cast it on (autocomplete lists who can be reached)
cmd-drink = Drink a potion you carry
cmd-drink-potion = The potion
do-choose = Answer: { $option }
err-already_started = The game has already started.
err-bad_command = That command is malformed.
err-bad_choice = “{ $typed }” is not one of the answers: { $options }. Answer with its number or its name.
err-bad_seed = The seed is too long (64 characters at most).
err-campaign_done = The party has played every quest: pick one to play again with `/game next quest:<name>`.
err-chain_not_player = Only a player of the last quest (or someone with Manage Channels) can lead the party on.
err-chain_unfinished = The last quest was stopped before its end: start afresh with `/game new`.
err-conflict = The game changed at the same moment: look at the board and try again.
err-do_unknown = “{ $typed }” is not something you can do now. Closest: { $options }. `/do` lists every action.
msg-idle = Play waits for { $hero } ({ $player }), not for you: there is nothing for you to do until then, so wait. `/game status` shows the game.
err-did_you_mean = Did you mean: { $names }?
err-not_a_choice = “{ $typed }” is not one of the choices for `{ $option }`: { $choices }.{ $nearest ->
        [none] {""}
       *[other] {" "}Did you mean “{ $nearest }”?
    }
err-game_exists = A game is already running in this channel: see `/game status`. The host (or someone with Manage Channels) can stop it with `/game end`; or open a thread for another game.
err-hero_taken = { $hero } is already taken by { $player }. Pick another hero.
err-host_only = Only the host ({ $host }) or someone with Manage Channels can do that.
err-internal = Something went wrong on our side; the game is unchanged. Try again.
err-join_started = The game has already started. The host can hand over a hero: a kicked player's hero goes to whoever kicks them.
err-deck_started = The game has already started: decks are brought before `/game start`.
err-deck_join_first = Take a seat first with `/game join`, then bring your deck with `/game deck`.
err-no_decks = { $ruleset } has no decks to bring: `/game join` is all it takes.
err-kick_not_player = That person is not in this game.
err-kick_self = You cannot kick yourself: use `/game leave`.
err-last_player = You are the only player: use `/game end` to stop the game.
err-log_count = Ask for 1 to { $max } entries.
err-no_chain = There is no finished quest in this channel to go on from (only games with a campaign chain their quests): open one with `/game new`.
err-no_game = There is no game in this channel. Start one with `/game new`.
err-no_heroes = Nobody has joined yet: `/game join [hero]` first.
err-no_shop_now = The armory is open only between quests (after `/game next`, before the quest starts).
err-not_in_ruleset = { $ruleset } has no such command. Its commands: { $commands }
err-not_player = You do not control a hero in this game. Join before it starts with `/game join`, or ask the host.
err-not_prompted = This decision is not yours to make.
err-not_started = The game has not started yet: join with `/game join`, then the host runs `/game start`.
err-not_your_choice =
    { HAS($hero) ->
        [yes] This choice belongs to { $hero }: wait for their answer, play goes on after it.
       *[no] This choice is not yours.
    }
err-not_your_hero = { $hero } is played by { $player }, not by you.
err-not_your_hero_plain = You do not play { $hero }.
err-nothing_to_choose = There is nothing to choose right now.
err-nothing_to_undo = There is nothing to undo.
err-party_full = The party is full ({ $n } heroes).
err-stale = That button is from an earlier moment of the game: look at the latest message.
err-undo_random = Cannot undo { $action }: { $why }, and that cannot be taken back.
err-unknown_hero = There is no hero called { $hero } in this game. Heroes: { $heroes }.
err-unknown_quest = There is no quest called { $quest }. Quests: { $quests }.
logkind-end = the game was ended
logkind-kick = a player was kicked
logkind-start = the game started
logkind-undo = undo
msg-board = **{ $quest }**, round { $round }.
msg-choose_prompt = { $hero }: { $text }
msg-choose_how = Answer with `/choose option:` and a number or a name, several separated by commas when the question asks for several (or the buttons).
msg-console_over = This game is over: `/game status` shows how it ended{ $chain ->
    [yes] ; a campaign goes on with `/game next`
   *[no] {""}
}.
msg-console_ended = The game in this database has ended: `/game status` shows how; { $chain ->
    [yes] a campaign goes on with `/game next`, otherwise run
   *[no] run
} `questmaster play` with another `--db` for a new game.
msg-only_sees = [only { $player } sees]
msg-created = 🗺 { $host } opens a game of { $ruleset }: **{ $quest }**{ $hard }.
msg-decide = Decide
msg-ended = 🛑 { $by } ended the game.
msg-joined = { $player } takes { $hero }.
msg-deck_imported = { $player } brings their own deck to { $hero }: { $deck }.
msg-kicked = { $by } removed { $player } from the game.
msg-kicked_playing = { $by } removed { $player }; { $by } now plays { $heroes }.
msg-left = { $player } leaves ({ $heroes }).
msg-left_playing = { $player } leaves; { $heir } now plays { $heroes }.
msg-lobby =
    Players: { $players }. Free heroes: { $free }.
    Join with `/game join [hero]`; { $host } (the host) starts with `/game start`.
msg-log_empty = Nothing has happened yet.
msg-log_head = { $n ->
        [one] The last entry:
       *[other] The last { $n } entries:
    }
msg-quoted = “{ $text }”
list-sep = {"; "}
door-choice = Door { $door } ({ $a }–{ $b })
msg-log_undone = (undone)
msg-next_created = 🗺 { $host } leads the party on to **{ $quest }**.
msg-nobody = nobody yet
msg-party = The party: { $party }.
msg-started = ⚔ **{ $quest }** begins (seed { $seed }).
msg-timed_out = ⏱ { $hero } did not answer in time: { $option }.
msg-timer = (timer)
msg-undone = ↩ { $by } undid { $action }.
msg-waiting_prompt = ⏳ { $player }, { $hero } must decide: { $text } Use the buttons or `/choose`; otherwise: { $default }.
opt-hero = Which of your heroes (default: the one acting now)
pic-active = Active: { $name }
pic-allies = Allies
pic-board = Features & traps
pic-enemies = Enemies
pic-heroes = Heroes
pic-key = Symbols
pic-key-active = acting now
pic-key-armor = armor
pic-key-arrow-enemies = enemies' last moves and attacks
pic-key-arrow-heroes = heroes' last moves and attacks
pic-key-door = closed door
pic-key-door-open = open door
pic-key-door-secret = secret door, found
pic-key-door-tag = door { $name } · /open door:{ $name }
pic-key-exhausted = exhausted
pic-key-fallen = fell in the last moves and attacks
pic-key-rock = not part of the board: no squares
pic-key-fog = not yet seen
pic-key-health = health left
pic-key-objective = objective
pic-key-pips = body points left
pic-key-shadow = shadow space: enemies appear here
pic-key-spawn = just appeared
pic-key-stairs = stairs
pic-key-trap = trap (see the list)
pic-lost = Defeat
pic-won = Victory!
rule-bad_action =
    { HAS($where) ->
        [yes] That command is malformed ({ $where }).
       *[no] That command is malformed.
    }
rule-unknown_ruleset = There is no game called { $ruleset }{ HAS($games) ->
        [yes] : choose one of { $games }.
       *[no] .
    }
rules-unknown = There is no rules topic called “{ $topic }”.
rules-index = Rules topics: { $topics }. Ask with `/rules topic:<name>`.
rules-nearest = Did you mean “{ $topic }”?
st-host = Host: { $host }. Seed: { $seed }.
st-prompt = Waiting for { $hero } to decide (`/choose`).
sum-draw = 🤝 **Draw** in round { $round }: { $reason }.
sum-ended = The game stopped in round { $round }.
sum-lost = ☠ **Defeat** in round { $round }: { $reason }.
sum-over = The game is over in round { $round }: { $reason }.
sum-won = 🏆 **Victory** in round { $round }: { $reason }.
topic-actions = what you can do
topic-controls = commands and buttons
topic-prompts = decisions and the timer
topic-turn = the round
topic-undo = undo
undo-card = a card was drawn
undo-dice = dice were rolled
err-no_such_option = { $ruleset } has no option `{ $option }`. Its options: { $options }.
err-bad_number = `{ $option }` must be a whole number from { $low } to { $high }.
err-bad_setup_choice = `{ $option }` cannot be “{ $value }”: choose one of { $choices }.

# questmaster play (the console)
console-unknown_option = unknown option `{ $option }` (options: { $options })
console-bad_boolean = `{ $option }:` takes yes or no (or true, false), not “{ $typed }”
console-too_many = too many values: “{ $typed }” (use name:value)
console-no_player = (no player called { $who }; players: { $players })
console-not_slash = commands start with / (for example `/move to:C5`); `/rules` for help
console-game_sub = /game { $sub }: use one of { $subs }
console-accepts = `/{ $command } { $option }:` takes one of these:
console-accepts_none = `/{ $command } { $option }:` nothing fits right now with what you gave. Type a value to hear why it is refused, or see everything you can do with `/do`.
console-kick_usage = `/game kick player:<name>`
console-sub_usage = /{ $command }: use { $subs }
console-unknown_command = unknown command /{ $command }{ $nearest ->
        [none] {""}
       *[other] {""} (did you mean /{ $nearest }?)
    }; commands: { $commands }

# a save that cannot be loaded: set aside (kept, with its log) for the bot's administrators
save-why = { $reason ->
        [old_format] it was saved by an older version of the bot, in a format this version no longer reads
        [new_format] it was saved by a newer version of the bot than the one running now
        [unknown_game] its game ({ $ruleset }) is not installed on this bot
        [invalid] what was saved does not match what the game saves
       *[damaged] what was saved is damaged
    }
err-save_set_aside = ⚠ The game saved in this channel could not be loaded: { save-why }. It has been set aside (kept, not deleted) for the bot's administrators to look at, and the channel is free again: `/game new` starts a new game.
msg-save_set_aside_new = ⚠ The game saved in this channel could not be loaded ({ save-why }); it has been set aside (kept, not deleted) for the bot's administrators to look at.
# a value of the wrong kind given to the service (by the console, a test or another front end)
err-bad_input = `{ $name }` takes { $kind ->
        [id] a Discord id (a whole number)
        [flag] yes or no
        [map] a set of named options
        [number] a whole number
       *[text] text
    }, not “{ $value }”.
# a board picture that missed its time limit (QUESTMASTER_RENDER_TIMEOUT)
msg-picture_late = ⏳ The board picture is late: it will follow as soon as it is drawn.
msg-picture_follows = 🖼 The board picture that was late:
msg-picture_dropped = ⚠ The board picture could not be drawn and was dropped. Play goes on; `/game board` tries again.

# flood control: too many commands at once
err-busy = This table is busy with other commands: try again in a moment.
err-slow_down = Slow down: you are sending commands too fast. Try again in { $seconds } s.
err-table_flood = This table is getting too many commands at once. Try again in { $seconds } s.
