## Shared texts: the /game commands, errors, buttons and what every game says alike.

logkind-start = the game started
logkind-end = the game was ended
logkind-kick = a player was kicked
logkind-undo = undo
msg-hard = {" "}(hard)
msg-nobody = nobody yet
msg-created = 🗺 { $host } opens a game of { $ruleset }: **{ $quest }**{ $hard }.
msg-lobby =
    Players: { $players }. Free heroes: { $free }.
    Join with `/game join [hero]`; { $host } (the host) starts with `/game start`.
msg-joined = { $player } takes { $hero }.
msg-left = { $player } leaves ({ $heroes }).
msg-left_playing = { $player } leaves; { $heir } now plays { $heroes }.
msg-kicked = { $by } removed { $player } from the game.
msg-kicked_playing = { $by } removed { $player }; { $by } now plays { $heroes }.
msg-started = ⚔ **{ $quest }** begins (seed { $seed }).
msg-party = The party: { $party }.
msg-first_turn = Any hero may take the first act phase: `/move`, `/act`, `/draw`… then `/end`. Before your first act phase you may redraw your hand with `/choose option:all`. Help: `/rules`.
msg-ended = 🛑 { $by } ended the game.
msg-active = ▶ { $hero } ({ $player }): { $n } action(s) left; `/end` when done.
msg-next = Round { $round }: waiting for { $heroes } to take an act phase.
msg-waiting_prompt = ⏳ { $player }, { $hero } must decide: { $text } Use the buttons or `/choose`; otherwise: { $default }.
msg-timed_out = ⏱ { $hero } did not answer in time: { $option }.
msg-undone = ↩ { $by } undid { $action }.
msg-board = **{ $quest }**, round { $round }.
msg-log_empty = Nothing has happened yet.
msg-log_head = The last { $n } entries:
msg-log_undone = (undone)
msg-timer = (timer)
msg-decide = Decide
msg-choose_prompt = { $hero }: { $text }
btn-end = End turn
btn-hand = My hand
btn-status = Status
btn-board = Board
btn-decide = Decide
undo-dice = dice were rolled
undo-card = a card was drawn
undo-reveal = a room was revealed
sum-won = 🏆 **Victory** in round { $round }: { $reason }.
sum-lost = ☠ **Defeat** in round { $round }: { $reason }.
sum-ended = The game stopped in round { $round }.
err-no_game = There is no game in this channel. Start one with `/game new`.
err-game_exists = A game is already running in this channel: see `/game status`. The host (or someone with Manage Channels) can stop it with `/game end`; or open a thread for another game.
err-not_started = The game has not started yet: join with `/game join`, then the host runs `/game start`.
err-already_started = The game has already started.
err-join_started = The game has already started. The host can hand over a hero: a kicked player's hero goes to whoever kicks them.
err-unknown_quest = There is no quest called { $quest }. Quests: { $quests }.
err-unknown_hero = There is no hero called { $hero } in this game. Heroes: { $heroes }.
err-hero_taken = { $hero } is already taken by { $player }. Pick another hero.
err-party_full = The party is full ({ $n } heroes).
err-not_player = You do not control a hero in this game. Join before it starts with `/game join`, or ask the host.
err-not_your_hero = { $hero } is played by { $player }, not by you.
err-not_your_hero_plain = You do not play { $hero }.
err-last_player = You are the only player: use `/game end` to stop the game.
err-host_only = Only the host ({ $host }) or someone with Manage Channels can do that.
err-kick_self = You cannot kick yourself: use `/game leave`.
err-kick_not_player = That person is not in this game.
err-no_heroes = Nobody has joined yet: `/game join [hero]` first.
err-bad_seed = The seed is too long (64 characters at most).
err-conflict = The game changed at the same moment: look at the board and try again.
err-stale = That button is from an earlier moment of the game: look at the latest message.
err-bad_command = That command is malformed.
err-not_in_ruleset = { $ruleset } has no such command: see `/rules`.
err-nothing_to_undo = There is nothing to undo.
err-undo_random = Cannot undo { $action }: { $why }, and that cannot be taken back.
err-log_count = Ask for 1 to { $max } entries.
err-not_prompted = This decision is not yours to make.
err-internal = Something went wrong on our side; the game is unchanged. Try again.
rule-unknown_ruleset = There is no ruleset called { $ruleset }.
rule-bad_action =
    { HAS($where) ->
            [yes] That command is malformed ({ $where }).
           *[no] That command is malformed.
        }
topic-turn = the round
topic-actions = what you can do
topic-prompts = decisions and the timer
topic-undo = undo
topic-controls = commands and buttons
msg-next_created = 🗺 { $host } leads the party on to **{ $quest }**.
err-no_chain = There is no finished HeroQuest quest in this channel to continue: open one with `/game new ruleset:heroquest`.
err-chain_unfinished = The last quest was stopped before its end: start afresh with `/game new ruleset:heroquest`.
err-chain_not_player = Only a player of the last quest (or someone with Manage Channels) can lead the party on.
err-campaign_done = The party has played every quest: pick one to play again with `/game next quest:<name>`.
err-no_shop_now = The armory is open only between quests (after `/game next`, before the quest starts).
