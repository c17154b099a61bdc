## Shared texts: the /game commands, errors, buttons and what every game says alike.

logkind-start = la partie a commencé
logkind-end = la partie a été arrêtée
logkind-kick = un joueur a été exclu
logkind-undo = annulation
msg-hard = {" "}(difficile)
msg-nobody = personne pour l'instant
msg-created = 🗺 { $host } ouvre une partie { DE($ruleset) } : **{ $quest }**{ $hard }.
msg-lobby =
    Joueurs : { $players }. Héros libres : { $free }.
    Rejoignez avec `/game join [hero]` ; { $host } (l'hôte) lance avec `/game start`.
msg-joined = { $player } prend { $hero }.
msg-left = { $player } s'en va ({ $heroes }).
msg-left_playing = { $player } s'en va ; { $heir } joue désormais { $heroes }.
msg-kicked = { $by } a retiré { $player } de la partie.
msg-kicked_playing = { $by } a retiré { $player } ; { $by } joue désormais { $heroes }.
msg-started = ⚔ **{ $quest }** commence (graine { $seed }).
msg-party = Le groupe : { $party }.
msg-first_turn = N'importe quel héros peut prendre la première phase d'action : `/move`, `/act`, `/draw`… puis `/end`. Avant votre première phase d'action, vous pouvez repiocher votre main avec `/choose option:all`. Aide : `/rules`.
msg-ended = 🛑 { $by } a arrêté la partie.
msg-active = ▶ { $hero } ({ $player }) : { $n } action(s) restante(s) ; `/end` pour finir.
msg-next = Manche { $round } : on attend la phase d'action { DE($heroes) }.
msg-waiting_prompt = ⏳ { $player }, { $hero } doit décider : { $text } Utilisez les boutons ou `/choose` ; sinon : { $default }.
msg-timed_out = ⏱ { $hero } n'a pas répondu à temps : { $option }.
msg-undone = ↩ { $by } a annulé { $action }.
msg-board = **{ $quest }**, manche { $round }.
msg-log_empty = Rien ne s'est encore passé.
msg-log_head = Les { $n } dernières entrées :
msg-log_undone = (annulée)
msg-timer = (minuterie)
msg-decide = Décider
msg-choose_prompt = { $hero } : { $text }
btn-end = Fin du tour
btn-hand = Ma main
btn-status = État
btn-board = Plateau
btn-decide = Décider
undo-dice = des dés ont été lancés
undo-card = une carte a été piochée
undo-reveal = une salle a été révélée
sum-won = 🏆 **Victoire** à la manche { $round } : { $reason }.
sum-lost = ☠ **Défaite** à la manche { $round } : { $reason }.
sum-ended = La partie s'est arrêtée à la manche { $round }.
err-no_game = Il n'y a pas de partie dans ce salon. Lancez-en une avec `/game new`.
err-game_exists = Une partie est déjà en cours dans ce salon : voyez `/game status`. L'hôte (ou quelqu'un avec Gérer les salons) peut l'arrêter avec `/game end` ; ou ouvrez un fil pour une autre partie.
err-not_started = La partie n'a pas commencé : rejoignez avec `/game join`, puis l'hôte lance `/game start`.
err-already_started = La partie a déjà commencé.
err-join_started = La partie a déjà commencé. L'hôte peut céder un héros : le héros d'un joueur exclu revient à celui qui l'exclut.
err-unknown_quest = Il n'y a pas de quête nommée { $quest }. Quêtes : { $quests }.
err-unknown_hero = Il n'y a pas de héros nommé { $hero } dans cette partie. Héros : { $heroes }.
err-hero_taken = { $hero } est déjà pris par { $player }. Choisissez un autre héros.
err-party_full = Le groupe est complet ({ $n } héros).
err-not_player = Vous ne contrôlez aucun héros dans cette partie. Rejoignez-la avant le début avec `/game join`, ou demandez à l'hôte.
err-not_your_hero = { $hero } est joué par { $player }, pas par vous.
err-not_your_hero_plain = Vous ne jouez pas { $hero }.
err-last_player = Vous êtes le seul joueur : utilisez `/game end` pour arrêter la partie.
err-host_only = Seul l'hôte ({ $host }) ou quelqu'un avec Gérer les salons peut faire cela.
err-kick_self = Vous ne pouvez pas vous exclure : utilisez `/game leave`.
err-kick_not_player = Cette personne n'est pas dans la partie.
err-no_heroes = Personne n'a rejoint : d'abord `/game join [hero]`.
err-bad_seed = La graine est trop longue (64 caractères au plus).
err-conflict = La partie a changé au même moment : regardez le plateau et réessayez.
err-stale = Ce bouton date d'un moment antérieur de la partie : regardez le dernier message.
err-bad_command = Cette commande est mal formée.
err-not_in_ruleset = { $ruleset } n'a pas cette commande : voyez `/rules`.
err-nothing_to_undo = Il n'y a rien à annuler.
err-undo_random = Impossible d'annuler { $action } : { $why }, et cela ne se reprend pas.
err-log_count = Demandez de 1 à { $max } entrées.
err-not_prompted = Cette décision ne vous appartient pas.
err-internal = Un problème est survenu de notre côté ; la partie n'a pas changé. Réessayez.
rule-unknown_ruleset = Il n'y a pas de règle de jeu nommée { $ruleset }.
rule-bad_action =
    { HAS($where) ->
            [yes] Cette commande est mal formée ({ $where }).
           *[no] Cette commande est mal formée.
        }
topic-turn = la manche
topic-actions = ce que vous pouvez faire
topic-prompts = les décisions et le délai
topic-undo = annuler
topic-controls = commandes et boutons
msg-next_created = 🗺 { $host } mène le groupe vers **{ $quest }**.
err-no_chain = Aucune quête HeroQuest terminée dans ce salon à poursuivre : ouvrez-en une avec `/game new ruleset:heroquest`.
err-chain_unfinished = La dernière quête a été arrêtée avant sa fin : repartez de zéro avec `/game new ruleset:heroquest`.
err-chain_not_player = Seul un joueur de la dernière quête (ou quelqu'un qui peut gérer les salons) peut mener le groupe plus loin.
err-campaign_done = Le groupe a joué toutes les quêtes : choisissez-en une à rejouer avec `/game next quest:<nom>`.
err-no_shop_now = L'armurerie n'ouvre qu'entre deux quêtes (après `/game next`, avant le début de la quête).
