### Shared texts: the /game commands, errors, buttons, and what every game says alike.

btn-board = Plateau
btn-decide = Décider
btn-end = Fin du tour
btn-hand = Ma main
btn-status = État
cmd-attack = Attaquer un ennemi (votre action)
cmd-attack-target = L'ennemi à attaquer
cmd-choose = Répondre à une décision que la partie vous demande
cmd-choose-option = Votre réponse
cmd-do = Faire ce que vous pouvez faire maintenant, choisi dans une liste
cmd-do-action = Quoi faire (l'autocomplétion liste chaque action permise)
cmd-end = Finir votre tour ou votre phase d'action
cmd-game = Préparer, rejoindre et mener la partie de ce salon
cmd-game_board = Voir le plateau
cmd-game_deck = Apporter votre propre deck pour votre place, avant le début (jeux de cartes)
cmd-game_deck-list = Votre liste : « 1 Héros; 3 Carte; … » (vide : afficher la liste de votre deck actuel)
cmd-game_deck-hero = Laquelle de vos places (par défaut : la première)
cmd-game_end = Arrêter la partie (hôte ou Gérer les salons)
cmd-game_join = Rejoindre la partie avec un héros (avant le début)
cmd-game_join-hero = Le héros à jouer (par défaut : le premier libre)
cmd-game_kick = Retirer un joueur ; vous reprenez ses héros (hôte ou Gérer les salons)
cmd-game_kick-player = Le joueur à retirer
cmd-game_leave = Quitter la partie (un héros en jeu revient à l'hôte)
cmd-game_leave-hero = Lequel de vos héros (par défaut : tous)
cmd-game_log = Voir les dernières actions
cmd-game_log-count = Combien d'entrées (1 à 50, 10 par défaut)
cmd-game_new = Ouvrir une nouvelle partie dans ce salon (vous en êtes l'hôte)
cmd-game_new-quest = La quête à jouer
cmd-game_new-ruleset = Le système de jeu
cmd-game_new-seed = Graine des dés et des pioches (même graine, même partie)
cmd-game_next = Poursuivre avec le groupe vers la quête suivante (jeux à campagne)
cmd-game_next-quest = La quête (par défaut : la suivante)
cmd-game_start = Lancer la partie (hôte)
cmd-game_status = Voir les héros, les ennemis et ce que la partie attend
cmd-game_undo = Reprendre la dernière action si elle n'a rien révélé d'aléatoire (hôte)
cmd-give = Donner quelque chose que vous portez à un autre héros
cmd-give-card = Ce que vous donnez (l'autocomplétion liste ce que vous portez)
cmd-give-to = Le héros qui la reçoit
cmd-hand = Voir vos cartes ou votre équipement (vous seul les voyez)
cmd-move = Déplacer votre héros (l'autocomplétion montre où aller)
cmd-move-to = La case où aller, comme C5
cmd-open = Ouvrir une porte à côté de vous (gratuit)
cmd-open-door = La porte à ouvrir
cmd-play = Jouer une carte de votre main
cmd-play-card = La carte
cmd-play-target = La cible (une figurine ou une case)
cmd-rules = Règles courtes, pour vous seul
cmd-rules-topic = Le sujet
cmd-use = Utiliser l'effet d'une carte ou d'un objet que vous avez (gratuit)
cmd-use-card = La carte
cmd-use-target = La cible (une figurine ou une case)
cmd-rest = Se reposer (votre action)
cmd-interact = Interagir avec quelque chose sur le plateau
cmd-interact-with = Avec quoi interagir
cmd-cast = Lancer un de vos sorts
cmd-cast-spell = Le sort
cmd-cast-target = Sur qui le lancer (l'autocomplétion liste qui est à portée)
cmd-drink = Boire une potion que vous portez
cmd-drink-potion = La potion
do-choose = Répondre : { $option }
err-already_started = La partie a déjà commencé.
err-bad_command = Cette commande est mal formée.
err-bad_choice = « { $typed } » n'est pas une des réponses : { $options }. Répondez par son numéro ou son nom.
err-bad_seed = La graine est trop longue (64 caractères au plus).
err-campaign_done = Le groupe a joué toutes les quêtes : choisissez-en une à rejouer avec `/game next quest:<nom>`.
err-chain_not_player = Seul un joueur de la dernière quête (ou quelqu'un qui peut gérer les salons) peut mener le groupe plus loin.
err-chain_unfinished = La dernière quête a été arrêtée avant sa fin : repartez de zéro avec `/game new`.
err-conflict = La partie a changé au même moment : regardez le plateau et réessayez.
err-do_unknown = « { $typed } » n'est pas une action possible maintenant. Les plus proches : { $options }. `/do` les liste toutes.
msg-idle = La partie attend { $hero } ({ $player }), pas vous : vous n'avez rien à faire d'ici là, attendez. `/game status` montre la partie.
err-did_you_mean = Vouliez-vous dire : { $names } ?
err-not_a_choice = « { $typed } » ne fait pas partie des choix pour `{ $option }` : { $choices }.{ $nearest ->
        [none] {""}
       *[other] {" "}Vouliez-vous dire « { $nearest } » ?
    }
err-game_exists = Une partie est déjà en cours dans ce salon : voyez `/game status`. L'hôte (ou quelqu'un avec Gérer les salons) peut l'arrêter avec `/game end` ; ou ouvrez un fil pour une autre partie.
err-hero_taken = { $hero } est déjà pris par { $player }. Choisissez un autre héros.
err-host_only = Seul l'hôte ({ $host }) ou quelqu'un avec Gérer les salons peut faire cela.
err-internal = Un problème est survenu de notre côté ; la partie n'a pas changé. Réessayez.
err-join_started = La partie a déjà commencé. L'hôte peut céder un héros : le héros d'un joueur exclu revient à celui qui l'exclut.
err-deck_started = La partie a déjà commencé : les decks s'apportent avant `/game start`.
err-deck_join_first = Prenez d'abord une place avec `/game join`, puis apportez votre deck avec `/game deck`.
err-no_decks = { $ruleset } n'a pas de deck à apporter : `/game join` suffit.
err-kick_not_player = Cette personne n'est pas dans la partie.
err-kick_self = Vous ne pouvez pas vous exclure : utilisez `/game leave`.
err-last_player = Vous êtes le seul joueur : utilisez `/game end` pour arrêter la partie.
err-log_count = Demandez de 1 à { $max } entrées.
err-no_chain = Aucune quête terminée dans ce salon à poursuivre (seuls les jeux à campagne enchaînent leurs quêtes) : ouvrez-en une avec `/game new`.
err-no_game = Il n'y a pas de partie dans ce salon. Lancez-en une avec `/game new`.
err-no_heroes = Personne n'a rejoint : d'abord `/game join [hero]`.
err-no_shop_now = L'armurerie n'ouvre qu'entre deux quêtes (après `/game next`, avant le début de la quête).
err-not_in_ruleset = { $ruleset } n'a pas cette commande. Ses commandes : { $commands }
err-not_player = Vous ne contrôlez aucun héros dans cette partie. Rejoignez-la avant le début avec `/game join`, ou demandez à l'hôte.
err-not_prompted = Cette décision ne vous appartient pas.
err-not_started = La partie n'a pas commencé : rejoignez avec `/game join`, puis l'hôte lance `/game start`.
err-not_your_choice =
    { HAS($hero) ->
        [yes] Ce choix revient à { $hero } : attendez sa réponse, la partie reprend ensuite.
       *[no] Ce choix n'est pas le vôtre.
    }
err-not_your_hero = { $hero } est joué par { $player }, pas par vous.
err-not_your_hero_plain = Vous ne jouez pas { $hero }.
err-nothing_to_choose = Il n'y a rien à choisir pour l'instant.
err-nothing_to_undo = Il n'y a rien à annuler.
err-party_full = Le groupe est complet ({ $n } héros).
err-stale = Ce bouton date d'un moment antérieur de la partie : regardez le dernier message.
err-undo_random = Impossible d'annuler { $action } : { $why }, et cela ne se reprend pas.
err-unknown_hero = Il n'y a pas de héros nommé { $hero } dans cette partie. Héros : { $heroes }.
err-unknown_quest = Il n'y a pas de quête nommée { $quest }. Quêtes : { $quests }.
logkind-end = la partie a été arrêtée
logkind-kick = un joueur a été exclu
logkind-start = la partie a commencé
logkind-undo = annulation
msg-board = **{ $quest }**, manche { $round }.
msg-choose_prompt = { $hero } : { $text }
msg-choose_how = Répondez avec `/choose option:` et un numéro ou un nom, plusieurs séparés par des virgules quand la question en demande plusieurs (ou les boutons).
msg-console_over = Cette partie est finie : `/game status` dit comment{ $chain ->
    [yes] {" "}; une campagne continue avec `/game next`
   *[no] {""}
}.
msg-console_ended = La partie de cette base est finie : `/game status` dit comment ; { $chain ->
    [yes] une campagne continue avec `/game next`, sinon lancez
   *[no] lancez
} `questmaster play` avec une autre `--db` pour une nouvelle partie.
msg-only_sees = [visible par { $player } seul]
msg-created = 🗺 { $host } ouvre une partie { DE($ruleset) } : **{ $quest }**{ $hard }.
msg-decide = Décider
msg-ended = 🛑 { $by } a arrêté la partie.
msg-joined = { $player } prend { $hero }.
msg-deck_imported = { $player } apporte son propre deck à { $hero } : { $deck }.
msg-kicked = { $by } a retiré { $player } de la partie.
msg-kicked_playing = { $by } a retiré { $player } ; { $by } joue désormais { $heroes }.
msg-left = { $player } s'en va ({ $heroes }).
msg-left_playing = { $player } s'en va ; { $heir } joue désormais { $heroes }.
msg-lobby =
    Joueurs : { $players }. Héros libres : { $free }.
    Rejoignez avec `/game join [hero]` ; { $host } (l'hôte) lance avec `/game start`.
msg-log_empty = Rien ne s'est encore passé.
msg-log_head = { $n ->
        [one] La dernière entrée :
       *[other] Les { $n } dernières entrées :
    }
msg-quoted = « { $text } »
list-sep = {" ; "}
door-choice = Porte { $door } ({ $a }–{ $b })
msg-log_undone = (annulée)
msg-next_created = 🗺 { $host } mène le groupe vers **{ $quest }**.
msg-nobody = personne pour l'instant
msg-party = Le groupe : { $party }.
msg-started = ⚔ **{ $quest }** commence (graine { $seed }).
msg-timed_out = ⏱ { $hero } n'a pas répondu à temps : { $option }.
msg-timer = (minuterie)
msg-undone = ↩ { $by } a annulé { $action }.
msg-waiting_prompt = ⏳ { $player }, { $hero } doit décider : { $text } Utilisez les boutons ou `/choose` ; sinon : { $default }.
opt-hero = Lequel de vos héros (par défaut : celui qui agit)
pic-active = Actif : { $name }
pic-allies = Alliés
pic-board = Décors et pièges
pic-enemies = Ennemis
pic-heroes = Héros
pic-key = Symboles
pic-key-active = joue maintenant
pic-key-armor = armure
pic-key-arrow-enemies = derniers déplacements et attaques des ennemis
pic-key-arrow-heroes = derniers déplacements et attaques des héros
pic-key-door = porte fermée
pic-key-door-open = porte ouverte
pic-key-door-secret = porte secrète découverte
pic-key-door-tag = porte { $name } · /open door:{ $name }
pic-key-exhausted = épuisé
pic-key-fallen = tombé lors des derniers déplacements et attaques
pic-key-rock = hors du plateau : ce ne sont pas des cases
pic-key-fog = pas encore vu
pic-key-health = santé restante
pic-key-objective = objectif
pic-key-pips = points de vie restants
pic-key-shadow = case d'ombre : les ennemis y apparaissent
pic-key-spawn = vient d'apparaître
pic-key-stairs = escalier
pic-key-trap = piège (voir la liste)
pic-lost = Défaite
pic-won = Victoire !
rule-bad_action =
    { HAS($where) ->
        [yes] Cette commande est mal formée ({ $where }).
       *[no] Cette commande est mal formée.
    }
rule-unknown_ruleset = Il n'y a pas de jeu nommé { $ruleset }{ HAS($games) ->
        [yes] {" "}: choisissez parmi { $games }.
       *[no] .
    }
rules-unknown = Il n'y a pas de sujet de règles nommé « { $topic } ».
rules-index = Sujets de règles : { $topics }. Demandez avec `/rules topic:<nom>`.
rules-nearest = Vouliez-vous dire « { $topic } » ?
st-host = Hôte : { $host }. Graine : { $seed }.
st-prompt = On attend la décision { DE($hero) } (`/choose`).
sum-draw = 🤝 **Égalité** à la manche { $round } : { $reason }.
sum-ended = La partie s'est arrêtée à la manche { $round }.
sum-lost = ☠ **Défaite** à la manche { $round } : { $reason }.
sum-over = La partie est finie à la manche { $round } : { $reason }.
sum-won = 🏆 **Victoire** à la manche { $round } : { $reason }.
topic-actions = ce que vous pouvez faire
topic-controls = commandes et boutons
topic-prompts = les décisions et le délai
topic-turn = la manche
topic-undo = annuler
undo-card = une carte a été piochée
undo-dice = des dés ont été lancés
err-no_such_option = { $ruleset } n'a pas d'option `{ $option }`. Ses options : { $options }.
err-bad_number = `{ $option }` doit être un nombre entier de { $low } à { $high }.
err-bad_setup_choice = `{ $option }` ne peut pas valoir « { $value } » : choisissez parmi { $choices }.

# questmaster play (the console)
console-unknown_option = option inconnue `{ $option }` (options : { $options })
console-bad_boolean = `{ $option }:` prend oui ou non (ou yes, no, true, false), pas « { $typed } »
console-too_many = trop de valeurs : « { $typed } » (utilisez nom:valeur)
console-no_player = (aucun joueur nommé { $who } ; joueurs : { $players })
console-not_slash = les commandes commencent par / (par exemple `/move to:C5`) ; `/rules` pour l'aide
console-game_sub = /game { $sub } : utilisez l'une de { $subs }
console-accepts = `/{ $command } { $option }:` prend l'une de ces valeurs :
console-accepts_none = `/{ $command } { $option }:` rien ne convient pour l'instant avec ce que vous avez donné. Tapez une valeur pour savoir pourquoi elle est refusée, ou voyez tout ce que vous pouvez faire avec `/do`.
console-kick_usage = `/game kick player:<nom>`
console-sub_usage = /{ $command } : utilisez { $subs }
console-unknown_command = commande inconnue /{ $command }{ $nearest ->
        [none] {""}
       *[other] {""} (vouliez-vous dire /{ $nearest } ?)
    } ; commandes : { $commands }

# a save that cannot be loaded: set aside (kept, with its log) for the bot's administrators
save-why = { $reason ->
        [old_format] elle a été enregistrée par une version plus ancienne du bot, dans un format que cette version ne lit plus
        [new_format] elle a été enregistrée par une version du bot plus récente que celle qui tourne
        [unknown_game] son jeu ({ $ruleset }) n'est pas installé sur ce bot
        [invalid] ce qui a été enregistré ne correspond pas à ce que le jeu enregistre
       *[damaged] ce qui a été enregistré est abîmé
    }
err-save_set_aside = ⚠ La partie enregistrée dans ce salon n'a pas pu être chargée : { save-why }. Elle a été mise de côté (gardée, pas effacée) pour que les administrateurs du bot puissent l'examiner, et le salon est de nouveau libre : `/game new` lance une nouvelle partie.
msg-save_set_aside_new = ⚠ La partie enregistrée dans ce salon n'a pas pu être chargée ({ save-why }) ; elle a été mise de côté (gardée, pas effacée) pour que les administrateurs du bot puissent l'examiner.
# a value of the wrong kind given to the service (by the console, a test or another front end)
err-bad_input = `{ $name }` attend { $kind ->
        [id] un identifiant Discord (un nombre entier)
        [flag] oui ou non
        [map] un ensemble d'options nommées
        [number] un nombre entier
       *[text] du texte
    }, pas « { $value } ».
# une image du plateau qui a dépassé son délai (QUESTMASTER_RENDER_TIMEOUT)
msg-picture_late = ⏳ L'image du plateau est en retard : elle suivra dès qu'elle sera dessinée.
msg-picture_follows = 🖼 L'image du plateau qui était en retard :
msg-picture_dropped = ⚠ L'image du plateau n'a pas pu être dessinée et a été abandonnée. La partie continue ; `/game board` réessaie.

# contrôle du flot : trop de commandes à la fois
err-busy = Cette table est occupée par d'autres commandes : réessayez dans un instant.
err-slow_down = Doucement : vous envoyez des commandes trop vite. Réessayez dans { $seconds } s.
err-table_flood = Cette table reçoit trop de commandes à la fois. Réessayez dans { $seconds } s.
