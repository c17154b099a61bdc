### HeroQuest's texts: its commands, events, rules, refusals, status, inventory, the quest chain and pictures.

game-name = HeroQuest
choice-search-for-secret_doors = Des portes secrètes
choice-search-for-traps = Des pièges
choice-search-for-treasure = Un trésor
cmd-attack-throw = HeroQuest : lancer votre poignard sur un monstre pas à côté (il est perdu pour la quête)
cmd-end-leave = HeroQuest : depuis l'escalier, quitter le donjon (à l'abri, et hors de cette quête)
cmd-attack-weapon = L'arme (par défaut : la meilleure qui atteint)
cmd-disarm = Désarmer un piège connu à côté de vous (HeroQuest, votre action)
cmd-disarm-trap = Le piège (sa case, ou le meuble piégé)
cmd-give-amount = HeroQuest : l'or à donner (avec card:gold)
cmd-jump = Sauter un piège connu ou une oubliette ouverte (HeroQuest, 2 cases)
cmd-jump-over = La case du piège, si deux sont possibles
cmd-jump-to = La case où atterrir
cmd-move-path = HeroQuest : les cases à parcourir, comme C5 C6 D6 (par défaut : un plus court chemin)
cmd-search = Fouiller votre pièce ou votre couloir (HeroQuest, votre action)
cmd-search-for = Ce que vous cherchez
cmd-shop = L'armurerie entre deux quêtes (HeroQuest)
cmd-shop_buy = Acheter un objet
cmd-shop_buy-item = L'objet
cmd-shop_sell = Vendre un objet à moitié prix
cmd-shop_sell-item = L'objet
do-attack =
    Attaquer { $target }{ HAS($weapon) ->
        [yes] { " " }avec l'arme { $weapon }
       *[no] { "" }
    }
do-attack-throw = Lancer l'arme { $weapon } sur { $target } (perdue pour la quête)
do-cast = Lancer { $spell } sur { $target }
do-disarm = Désarmer { $trap }
do-drink = Boire { $potion }
do-end = Finir votre tour
do-leave = Quitter le donjon par l'escalier (hors de cette quête)
do-give = Donner { $card } à { $to }
do-give-gold = Donner { $amount } pièces d'or à { $to }
do-jump = Sauter en { $to } par-dessus { $over }
do-move = Aller en { $to }
do-open = Ouvrir la porte { $door }
do-search-secret_doors = Chercher des portes secrètes
do-search-traps = Chercher des pièges
do-search-treasure = Chercher un trésor
do-shop_buy = Acheter { $item }
do-shop_sell = Vendre { $item }
ev-block_roll = 🪨 Le plafond s'effondre sur { $hero } !
ev-bonus = ✨ { $target } : +{ $amount } { $amount ->
        [one] dé
       *[other] dés
    } ({ $kind }).
ev-bought = 🛒 { $hero } achète l'objet { $name } pour { $price } pièces d'or.
ev-chaos_spell = 🌀 { $monster } lance { $name } !
ev-chose_pass = { $hero } passe.
ev-chose = { $hero } choisit : { $label }.
ev-disarm_roll = 🔧 { $hero } tente de désarmer le piège.
ev-door_opened = 🚪 { $hero } ouvre la porte { $door }.
ev-door_seen = La porte { $door } apparaît entre { $a } et { $b }.
ev-effect_damage = { $target } subit { $damage } dégâts.
ev-entered_pit = { $hero } descend dans l'oubliette en { $square }.
ev-found_nothing = { $hero } cherche mais ne trouve rien.
ev-furniture_trap = ⚠ { $hero } déclenche un piège : { $name }. { $text }
ev-gave = { $hero } donne { $card } à { $to }.
ev-gave_gold = { $hero } donne { $amount } pièces d'or à { $to }.
ev-goal_done = 🎯 { $text }
ev-gold = 💰 { $hero } gagne { $amount } pièces d'or ({ $total } en tout).
ev-hero_attacked = ⚔ { $hero } attaque { $monster } : { $damage } dégâts.
ev-hero_died = ☠ { $hero } meurt.
ev-hero_healed = ❤ { $hero } récupère { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    } de vie ({ $body } maintenant).
ev-hero_hurt = 🩸 { $hero } perd { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    } de vie (il en reste { $body }).
ev-hero_left = 🪜 { $hero } remonte l'escalier et quitte le donjon.
hq-hero_left_early = 🪜 { $hero } remonte l'escalier et quitte le donjon avant que le but soit atteint : à l'abri, mais hors de cette quête, sans part de sa récompense.
ev-hero_moved = { $hero } se déplace.
ev-item_found = 🎁 { $hero } trouve l'objet { $name }.
ev-jump_roll = { $hero } saute par-dessus le piège en { $trap }.
ev-jump_short = { $hero } fait un trop petit jet pour sauter.
ev-mind_lost = { $hero } perd { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    } d'esprit (il en reste { $mind }).
ev-monster_attacked = 👹 { $monster } attaque { $hero } : { $damage } dégâts.
ev-monster_healed = { $monster } se soigne ({ $body } points de vie).
ev-monster_hurt = { $monster } perd { $amount } points de vie (il en reste { $body }).
ev-monster_killed = 💀 { $monster } ({ $name }) est { $gender ->
        [f] abattue
       *[other] abattu
    }.
ev-monster_moved = { $monster } se déplace.
ev-monster_revealed = 👹 { $name } [{ $monster }] en { $square }.
ev-monster_skips = { $monster } perd son tour.
ev-move_interrupted = { $hero } s'arrête : { $square } barre le passage.
ev-move_rolled = 🎲 { $hero } obtient { $total } pour se déplacer.
ev-move_short = { $hero } a obtenu { $roll } : pas assez pour { $square }, à { $steps } cases par le chemin dégagé. { $hero } reste sur place et garde ses { $left } cases.{ HAS($direct) ->
        [yes] { " " }Le chemin direct ({ $direct } cases) est barré par { hq-blocker }.
       *[no] { "" }
    }{ HAS($reach) ->
        [yes] { " " }Cases les plus proches à portée : { $reach } — `/move` vers l'une d'elles.
       *[no] { " " }Aucune case à portée ne rapproche { $hero } du but.
    }
ev-note = 📜 { $text }
ev-potion_drunk = 🧪 { $hero } boit la potion { $name }.
ev-quest_lost = ☠ La quête est perdue à la manche { $round }.
ev-quest_started = 📜 { $name } : { $intro } Objectif : { $goal }
ev-quest_won = 💰 { $text }
ev-resist_roll = { $hero } repousse le sort par la force de son esprit.
ev-room_revealed = 🚪 La { $room } est révélée !
ev-room_revealed_at = 🚪 La salle en { $span } est révélée !
ev-searched_secret_doors = { $hero } cherche des portes secrètes.
ev-searched_traps = { $hero } cherche des pièges.
ev-shop_done = { $hero } a fini ses achats.
ev-sold = 🛒 { $hero } vend l'objet { $name } pour { $price } pièces d'or.
ev-spaces = { $n } cases
ev-spaces_one = 1 case
ev-spear_roll = Une lance jaillit vers { $hero } !
ev-special_treasure = 💎 { $hero } : { $text }
ev-spell_cast = ✨ { $hero } lance { $name } sur { $target }.
ev-trap_disarmed = 🔧 { $hero } désarme le piège.
ev-trap_sprung = ⚠ { $hero } déclenche un piège en { $square } !
ev-treasure_card = { $hero } pioche une carte Trésor : { $name }. { $text }
ev-turn_ended = { $hero } termine son tour.
ev-turn_lost = { $hero } perd ce tour.
ev-turn_started = ▶ Tour { DE($hero) } (manche { $round }).
ev-turns_lost = { $target } perdra { $amount ->
        [one] { $amount } tour
       *[other] { $amount } tours
    }.
ev-weapon_thrown = { $hero } lance son arme.
ev-zargon_turn = 😈 Tour de Zargon (manche { $round }).
hint-act = HeroQuest n'a pas de cartes : attaquez avec `/attack target`, lancez un sort avec `/cast spell target`.
hint-channel = HeroQuest n'a pas de dés d'autel : voyez `/rules`.
hint-draw = HeroQuest n'a pas de cartes à piocher : `/search for:trésor` cherche un trésor.
hint-interact = Dans HeroQuest, utilisez `/search for`, `/disarm trap` ou `/open door`.
hint-play = HeroQuest n'a pas de cartes : lancez un sort avec `/cast spell target`.
hint-rest = HeroQuest n'a pas de repos : buvez une potion de soins avec `/drink potion`.
hint-use = HeroQuest n'a pas de cartes : buvez une potion avec `/drink potion`, combattez avec `/attack`.
hq-block_roll = 🪨 Le plafond s'effondre sur { $hero } : { $dice } ({ $skulls }), sans défense.
hq-body_left = { $body }/{ $max } points de vie
hq-bonus = ✨ { $target } : +{ $amount } { $amount ->
        [one] dé
       *[other] dés
    } { $kind }.
hq-bonus-attack = d'attaque
hq-bonus-defend = de défense
hq-bonus-move = de déplacement
hq-chaos_spell = 🌀 { $monster } lance { $name } sur { $targets } !
hq-defends = { $who } se défend { $dice } ({ $shields }) → { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.
hq-dice = { $n } { $n ->
        [one] dé
       *[other] dés
    }
hq-disarm_fail = il se déclenche
hq-disarm_ok = désarmé
hq-disarm_roll = 🔧 { $hero } tente de désarmer le piège : { $dice } → { $outcome }.
hq-effect_rolled = 🎲 Dés de dégâts contre { $who } : { $dice } ({ $skulls }).
hq-effect_damage = { $who } subit { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.
hq-effect_defended = { $who } se défend { $dice } → { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.
hq-element-air = air
hq-element-earth = terre
hq-element-fire = feu
hq-element-water = eau
hq-found_door = une porte secrète entre { $a } et { $b } (porte { $door })
hq-found_trap = { $kind } en { $square }
hq-found_trapped_furniture = { $what } piégé
hq-furniture = meuble
hq-gave = { $hero } donne l'objet { $name } à { $to }.
hq-goal_done = 🎯 Objectif atteint : { $text }
hq-goal_done_leave = 🎯 Objectif atteint ! Chaque héros doit maintenant repartir par l'escalier. ({ $text })
hq-gold_word = or
hq-hand_armor = Armures : { $items }
hq-hand_artifact = Artefacts : { $items }
hq-hand_head = 🎒 **{ $hero }** — vie { $body }/{ $max_body }, esprit { $mind }/{ $max_mind }, { $gold } pièces d'or ; attaque { $attack } { $attack ->
        [one] dé
       *[other] dés
    }, défense { $defend } { $defend ->
        [one] dé
       *[other] dés
    }
hq-hand_no_spells = Sorts restants : aucun
hq-hand_nothing = (ne porte rien)
hq-hand_potion = Potions : { $items }
hq-hand_spells = Sorts restants : { $spells }
hq-hand_tool = Outils : { $items }
hq-hand_valuable = Objets de valeur : { $items }
hq-hand_weapon = Armes : { $items }
hq-hero_attacked = ⚔ { $hero } attaque { $monster } avec l'arme { $weapon }{ $how } : { $dice } ({ $skulls }).
hq-hero_jumped = { $hero } saute { $path }.
hq-hero_moved = { $hero } se déplace { $path } ({ $squares }).
hq-hero_steps = { $hero } va en { $square }.
hq-in_hand = en main
hq-jump_fall = tombe dedans
hq-jump_over = { $to } par-dessus { $over }
hq-jump_roll = { $hero } saute par-dessus le piège en { $trap } : { $dice } → { $outcome }.
hq-jump_safe = sans encombre
hq-monster_attacked = 👹 { $monster } attaque { $hero } : { $dice } ({ $skulls }).
hq-monster_healed = { $monster } se soigne ({ $body } points de vie).
hq-monster_hurt = { $monster } perd { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    } de vie (il en reste { $body }).
hq-monster_killed = 💀 { $monster } est { $gender ->
        [f] abattue
       *[other] abattu
    }.
hq-monster_moved = { $monster } se déplace { $path }.
hq-monster_revealed = 👹 { $monster } en { $square }.
hq-monster_skips = { $monster } perd son tour.
hq-move_rolled = 🎲 { $hero } lance { $dice } = { $total } cases de déplacement.
hq-n_black = { $n ->
        [one] { $n } bouclier noir
       *[other] { $n } boucliers noirs
    }
hq-n_skull = { $n ->
        [one] { $n } crâne
       *[other] { $n } crânes
    }
hq-n_white = { $n ->
        [one] { $n } bouclier blanc
       *[other] { $n } boucliers blancs
    }
hq-next_active = ▶ { $hero } ({ $player }) : { $state }. `/end` pour finir.
hq-price_list = Prix, en pièces d'or : { $items }.
hq-wizard_items = Le Magicien peut utiliser, parmi eux : { $items ->
    [none] rien
   *[other] { $items }
}.
hq-next_lobby = Un joueur sans héros (le sien est tombé, ou il arrive) en prend un avec `/game join hero:<nom>`. L'hôte lance avec `/game start` : l'armurerie ouvre d'abord.
hq-next_lobby_new = Tous les héros sont tombés : chaque joueur en prend un nouveau avec `/game join hero:<nom>`. L'hôte lance avec `/game start` (les nouveaux héros n'ont pas d'or : la quête commence aussitôt).
hq-next_shop = 🛒 L'armurerie est ouverte avant **{ $quest }** : `/shop buy item`, `/shop sell item`, `/give`, puis `/end` quand vous êtes prêt. On attend : { $heroes }.
hq-no_skull = Aucun crâne : aucun dégât.
hq-not_resisted = pas assez
hq-party = Ce qui est conservé : { $party }.
hq-party_hero = { $hero } ({ $player } : { $gold } pièces d'or, { $items ->
        [one] { $items } objet
       *[other] { $items } objets
    })
hq-party_none = Personne n'est revenu : un nouveau groupe repart de zéro.
hq-price = { $price } pièces d'or
hq-reach-adjacent = à côté
hq-reach-diagonal = diagonale
hq-reach-ranged = à distance
hq-reach-thrown = de jet
hq-reach_diagonal = en diagonale
hq-reach_ranged = à distance
hq-reach_thrown = en la lançant
hq-resist_roll = { $hero } repousse le sort par la force de son esprit : { $dice } → { $outcome }.
hq-resisted = réussi
hq-searched_doors = 🔍 { $hero } cherche des portes secrètes et trouve { $found } !
hq-searched_doors_none = 🔍 { $hero } cherche des portes secrètes et n'en trouve aucune.
hq-searched_traps = 🔍 { $hero } cherche des pièges et trouve : { $found }.
hq-searched_traps_none = 🔍 { $hero } cherche des pièges et n'en trouve aucun.
hq-sell_price = revendu { $price } pièces d'or
hq-spear_hit = touché
hq-spear_miss = elle le manque
hq-spear_roll = 🗡 Une lance jaillit vers { $hero } : { $dice } → { $outcome }.
hq-square_one = 1 case
hq-squares = { $n } cases
hq-st_acted = action faite
hq-st_action_left = action à faire (`/attack`, `/cast`, `/search`, `/disarm`)
hq-st_dead = mort
hq-st_done = { " " }✅
hq-st_escaped = sorti du donjon
hq-st_on_stairs = sur l'escalier : `/end leave:oui` quitte le donjon
hq-st_head = **{ $quest }** — manche { $round } sur { $max } (encore { $left } : après la manche { $max }, les torches s'éteignent et la quête est perdue). Objectif : { $goal }{ $done }
hq-st_head_free = **{ $quest }** — manche { $round }. Objectif : { $goal }{ $done }
hq-st_head_shop = **{ $quest }** — l'armurerie est ouverte avant la quête. Objectif : { $goal }
hq-st_hero = { $label } **{ $hero }** ({ $player }) : vie { $body }/{ $max_body }, esprit { $mind }/{ $max_mind }, { $gold } pièces d'or — { $state }
hq-st_in_pit = dans une oubliette
hq-st_monsters = Monstres en vue : { $monsters }
hq-st_move_over = déplacement terminé
hq-st_moving = encore { $left ->
        [one] { $left } case
       *[other] { $left } cases
    } sur { $roll }
hq-st_no_monsters = Aucun monstre en vue.
hq-st_not_moved = déplacez-vous avec `/move` (les dés sont lancés à ce moment)
hq-st_ready = prêt
hq-st_shopping = fait ses achats
hq-st_traps = Pièges connus : { $traps }
hq-st_waiting = attend
hq-sum_alive = vivant
hq-sum_dead = tombé
hq-sum_escaped = sorti
hq-sum_hero = • { $hero } ({ $player }) : { $state }, vie { $body }/{ $max_body }, { $gold } pièces d'or
hq-sum_last = C'était la dernière quête : `/game next quest:<nom>` en rejoue une avec le groupe.
hq-sum_next = Le groupe continue : `/game next` enchaîne avec **{ $quest }** (l'armurerie ouvre d'abord{ $fallen ->
        [yes] { " " }; les héros tombés peuvent être remplacés
       *[no] {""}
    }).
hq-sum_retry = `/game next` retente **{ $quest }** avec les survivants (l'armurerie ouvre d'abord).
hq-sum_retry_new = `/game next` retente **{ $quest }** avec de nouveaux héros : tout le groupe est tombé.
hq-trap-block = piège à éboulement
hq-trap-pit = oubliette
hq-trap-spear = piège à lance
hq-trap_at = { $name } en { $square }
hq-trap_sprung-block = ⚠ { $hero } déclenche un piège à éboulement en { $square } !
hq-trap_sprung-pit = ⚠ { $hero } tombe dans une oubliette en { $square } !
hq-trap_sprung-spear = ⚠ { $hero } déclenche un piège à lance en { $square } !
hq-weapon_thrown = { $hero } lance l'arme { $name } : elle est perdue pour cette quête.
hq-wandering_waits = Toutes les cases à côté de { $hero } sont prises : { $monster } n'attaque pas maintenant et agira au tour de Zargon.
hq-worn = porté
pic-acted = action faite
pic-asleep = endormi
pic-action = action à faire
pic-bonus-attack = +{ $n } en attaque
pic-bonus-defend = +{ $n } en défense
pic-bonus-move_dice = +{ $n } dé de déplacement
pic-dead = mort
pic-goal = Objectif : { $text }
pic-gold = { $n } po
pic-in-pit = dans une oubliette
pic-key-body-mind = points de vie (rouge) et d'esprit (bleu)
pic-key-pit = oubliette repérée
pic-key-pit-open = oubliette ouverte
pic-key-rubble = éboulis : passage bloqué
pic-key-stairs = escalier : la sortie
pic-key-trapped = meuble piégé
pic-monsters = Monstres
pic-moves = Déplacement { $roll }, reste { $left }
pic-not-moved = Pas encore bougé
pic-out = sorti
pic-round = Manche { $n }
pic-round-of = Manche { $n }/{ $max }
pic-rubble = Éboulis ×{ $n }
pic-shop = À l'armurerie
pic-skip-turns = passe { $n ->
        [one] { $n } tour
       *[other] { $n } tours
    }
pic-trap-block = É
pic-trap-pit = O
pic-trap-spear = L
pic-trapped = piégé
prompt-block = Le plafond s'effondre ! Avancez ou reculez : cette case est obstruée pour de bon.
prompt-potion = Vous êtes à 0 point de vie : buvez tout de suite une potion de soins, ou mourez.
reason-all_dead = tous les héros sont tombés
reason-escaped = les héros sont remontés par l'escalier
reason-goal = l'objectif est atteint
reason-left = les héros sont remontés par l'escalier avant d'atteindre le but
reason-time = les torches se sont éteintes
room = salle { $n }
rule-action_taken = Vous avez déjà fait votre action ce tour-ci (une par tour) : déplacez-vous si vous le pouvez encore, ou finissez votre tour avec `/end`.
rule-already_there = Vous y êtes déjà.
rule-bad_amount = { $gold ->
        [0] Vous n'avez aucune pièce d'or à donner.
        [1] Vous n'avez qu'une pièce d'or : vous ne pouvez donner que celle-là.
       *[other] Vous pouvez donner entre 1 et { $gold } pièces d'or.
    }
rule-bad_option =
    { HAS($option) ->
        [yes] { $option } n'est pas une des options : voyez les boutons ou `/choose`.
       *[no] Ce n'est pas une option.
    }
rule-bad_rounds = Une limite de manches est un nombre entier de manches, au moins 1 (ou pas de limite du tout).
rule-bad_path = Votre chemin s'interrompt entre { $a } et { $b } : { $why ->
        [not_next] ces cases ne se touchent pas (un pas orthogonal à la fois, jamais en diagonale)
        [wall] un mur les sépare
        [door] une porte fermée les sépare (ouvrez-la d'abord avec `/open`)
        [unseen] personne n'a encore vu { $b } (avancez jusqu'au bord de ce que vous connaissez, regardez, puis continuez)
        [monster] { $monster } se tient en { $b }
        [furniture] un meuble occupe { $b }
        [rubble] un éboulis bouche { $b }
        [trap] un piège connu se trouve en { $b } (un chemin peut s'y arrêter, jamais le traverser : sautez-le avec `/jump`)
       *[other] on ne peut pas entrer en { $b }
    }.
rule-bad_receiver = Vous ne pouvez rien donner à { $hero } : donnez à un autre héros de la partie, nommé par son nom ou par celui de son joueur (`/give` les liste).
rule-bad_square =
    { HAS($square) ->
        [yes] { $square } n'est pas une case du plateau (une lettre puis un nombre, comme C5).
       *[no] Ce n'est pas une case du plateau.
    }
rule-cannot_give = Pendant une quête, un héros ne peut donner que des potions, des artéfacts et de l'or : cet objet reste en votre possession, comme l'arme et l'armure avec lesquelles vous combattez. Le reste change de mains entre deux quêtes, à l'armurerie.
rule-cannot_sell = L'armurerie n'achète pas cela.
rule-disarm_after_move = On annonce un désarmement avant de se déplacer, et le pas sur le piège fait partie du déplacement : vous vous êtes déjà déplacé ce tour-ci. Essayez au début de votre prochain tour, à côté du piège (ou sautez par-dessus avec `/jump`).
rule-door_open = Cette porte est déjà ouverte.
rule-element_taken = Le magicien a déjà pris les sorts { $element ->
        [air] de l'air
        [fire] du feu
        [water] de l'eau
       *[earth] de la terre
    } : choisissez un autre élément pour l'elfe.
rule-game_over = Cette partie est terminée : lancez-en une nouvelle avec `/game new`.
rule-hero_count = Une partie se joue avec 1 à 4 héros.
rule-hero_dead = Ce héros est mort.
rule-hero_gone = Ce héros a quitté le donjon.
rule-not_on_stairs = Seul un héros qui se tient sur l'escalier ({ $stairs }) peut quitter le donjon.
rule-hero_twice = Chaque héros ne peut être pris qu'une fois.
rule-jump_monster = { $target } vous barre le passage : on ne saute pas par-dessus un monstre.
rule-jump_too_far = Sauter par-dessus un piège demande 2 cases de déplacement{ HAS($left) ->
        [yes] { " " }; il vous en reste { $left }
       *[no] { "" }
    }.
rule-monster_in_sight = Vous ne pouvez pas chercher tant qu'un monstre est en vue{ HAS($monsters) ->
        [yes] { " " }({ $monsters })
       *[no] { "" }
    } : combattez-le, ou sortez d'abord de son champ de vision.
rule-monsters_here = Vous ne pouvez pas chercher de trésor tant qu'il y a des monstres dans la pièce{ HAS($monsters) ->
        [yes] { " " }({ $monsters })
       *[no] { "" }
    } : venez-en d'abord à bout.
rule-move_over = { $why ->
        [acted] Vous vous êtes déplacé, puis vous avez agi : votre déplacement est terminé pour ce tour (on peut agir puis se déplacer, jamais reprendre un déplacement après avoir agi). Finissez votre tour avec `/end`.
        [pit] Descendre dans une oubliette met fin au déplacement : vous pouvez encore agir depuis l'oubliette, puis finir votre tour avec `/end`.
        [used] Vous avez parcouru les { $roll } cases de votre jet : agissez si ce n'est pas fait, puis finissez votre tour avec `/end`.
       *[other] Vous ne pouvez plus vous déplacer ce tour-ci.
    }
rule-no_jump = Aucun piège connu entre vous et { $square } à sauter : on saute un piège connu ou une oubliette ouverte juste à côté de soi, pour atterrir sur la case juste au-delà (`/jump` les liste).
rule-pit_open = L'oubliette en { $square } est ouverte : une oubliette ouverte ne se désarme pas. Sautez-la avec `/jump` (2 cases de votre déplacement), ou contournez-la ; y descendre coûte 1 point de vie.
hq-move_trap = ⚠ { $name } : y marcher blesse
rule-no_known_trap = Vous ne connaissez aucun piège en { $trap }. { HAS($known) ->
        [yes] Pièges connus : { $known }.
       *[no] Aucun piège n'est encore connu : `/search for:pièges` les trouve.
    }
rule-no_landing = Aucune case libre où atterrir en { $square }.
rule-no_such_door = Vous ne connaissez aucune porte nommée { $door }.
rule-no_such_item = Vous ne portez rien qui s'appelle « { $item } » : `/hand` montre ce que vous portez.
rule-receiver_left = { $hero } a quitté le donjon par l'escalier : donnez à un héros qui y est encore.
rule-no_such_hero = Aucun héros sur le plateau ne s'appelle { $target } : { $need ->
        [self] ce sort se lance sur vous-même uniquement
       *[other] ce sort se lance sur un héros ; nommez le héros ou le joueur qui le joue
    } (`/cast` liste les cibles).
rule-monster_dead = Le monstre { $target } a déjà été abattu : `/status` liste les monstres encore en jeu.
# the French gender of a monster's name, by its kind ("l'Abomination est abattue")
monster-gender = { $kind ->
        [mummy] f
        [abomination] f
        [gargoyle] f
       *[other] m
    }
rule-which_monster = Lequel voulez-vous dire : { $monsters } ? Nommez-le par sa lettre et son numéro (`target:O1`).
rule-no_such_monster = Aucun monstre { $target } en vue. { HAS($monsters) ->
        [yes] Monstres connus : { $monsters }.
       *[no] Aucun monstre n'a encore été vu.
    }
rule-spell_unknown = Il n'existe aucun sort nommé { $spell }. { hq-your_spells }
rule-spell_used = Vous avez déjà lancé { $spell } : chaque sort se lance une fois par quête. { hq-your_spells }
rule-spell_not_known = Vous ne connaissez pas le sort { $spell }{ HAS($hero) ->
        [yes] { " " }({ $hero } le connaît)
       *[no] { "" }
    }. { hq-your_spells }
hq-your_spells = { $caster ->
        [no] Vous ne lancez aucun sort : attaquez plutôt avec `/attack`.
       *[yes] { HAS($spells) ->
            [yes] Vos sorts restants : { $spells }.
           *[no] Il ne vous reste aucun sort pour cette quête.
        }
    }
rule-no_toolkit = Il vous faut une trousse à outils pour désarmer les pièges (seul le Nain s'en passe) ; l'armurerie en vend une entre deux quêtes. En attendant, sautez le piège avec `/jump`, ou laissez-le au Nain.
rule-not_a_potion = Ce n'est pas une potion.
rule-not_a_weapon = Vous ne pouvez pas combattre avec cela : `/hand` liste vos armes.
rule-not_enough_gold = Cela coûte { $price } pièces d'or ; vous en avez { $gold }.
rule-not_for_sale = L'armurerie ne vend pas { $item }.
rule-not_in_game = Ce héros n'est pas dans la partie.
rule-not_in_room = Les trésors se trouvent dans les pièces, jamais dans les couloirs : entrez d'abord dans une pièce.
rule-not_in_sight = { $target } n'est pas en vue : { hq-blocker } coupe la ligne entre vous. Visez une figurine que vous voyez (`/cast` les liste), ou déplacez-vous jusqu'à ce que la ligne soit dégagée.
rule-not_your_choice =
    { HAS($hero) ->
        [yes] Ce choix appartient à { $hero }.
       *[no] Ce choix n'est pas le vôtre.
    }
rule-not_your_turn =
    { HAS($hero) ->
        [yes] C'est le tour { DE($hero) } : attendez qu'il fasse `/end`.
       *[no] Ce n'est pas votre tour.
    }
rule-nothing_to_choose = Il n'y a rien à choisir pour l'instant.
rule-off_board = { $square } n'est pas une case du plateau.
rule-throw_needed = { $target } est à { $steps ->
        [one] { $steps } case
       *[other] { $steps } cases
    } : seul un lancer de votre arme ({ $weapon }) l'atteint, et une arme lancée est perdue pour le reste de la quête. Pour la lancer quand même : `/attack target:{ $target } throw:true`.{ HAS($reach) ->
        [yes] { " " }Ou placez-vous d'abord à côté : { $reach }.
       *[no] { "" }
    }
rule-cannot_throw = { HAS($weapon) ->
        [yes] { $weapon } ne se lance pas
       *[no] Aucune de vos armes ne se lance
    } : retirez `throw` et frappez un monstre à côté de vous.
rule-out_of_reach = { $why ->
        [wall] { $blocker ->
            [door] Une porte fermée
           *[wall] Un mur
        } vous sépare de { $target } ({ $at }–{ $beyond }) : on ne frappe une case voisine que sans mur ni porte fermée entre les deux.
        [sight] { $target } n'est pas en vue : { hq-blocker } coupe la ligne.
        [diagonal] { $target } est en diagonale : seules quelques armes (le bâton, l'épée longue) frappent en diagonale. Placez-vous à côté.
       *[far] { $target } est à { $steps } cases : votre arme ne frappe qu'un monstre à côté de vous.
    }{ HAS($reach) ->
        [yes] { " " }Cases voisines à votre portée : { $reach }.
       *[no] { "" }
    }
rule-searched = Vous avez déjà cherché un trésor dans { $place ->
        [pit] cette oubliette
       *[room] cette pièce
    } : chaque héros fouille une pièce une seule fois. Cherchez dans une autre pièce, ou cherchez des pièges ou des portes secrètes.
rule-shop_closed = L'armurerie n'ouvre qu'entre deux quêtes.
rule-shop_phase = La quête n'a pas commencé : faites vos achats, puis terminez pour être prêt.
rule-spell_target = { $need ->
        [monster] Ce sort se lance sur un monstre
        [hero] Ce sort se lance sur un héros
        [self] Ce sort ne se lance que sur vous-même
       *[other] Ce sort ne peut pas viser cette cible
    } : `/cast` liste les cibles possibles.
rule-square_blocked = Vous ne pouvez pas vous arrêter en { $square } : { $blocker ->
        [monster] { $monster } s'y tient
        [furniture] un meuble l'occupe
        [rubble] un éboulis la bouche
       *[other] la case est obstruée
    }.
rule-square_taken = { HAS($hero) ->
        [yes] { $hero } occupe déjà { $square }
       *[no] Quelqu'un occupe déjà { $square }
    } : les héros passent les uns par-dessus les autres, mais ne partagent que l'escalier ou une oubliette ouverte.
rule-too_far = { HAS($most) ->
        [yes] { $square } est à { $steps } cases par le chemin dégagé : plus que vos dés ne peuvent jamais donner ({ $most }).
       *[no] { $square } est à { $steps } cases par le chemin dégagé ; il vous en reste { $left }.
    }{ HAS($direct) ->
        [yes] { " " }Le chemin direct ({ $direct } cases) est barré par { hq-blocker }.
       *[no] { "" }
    }{ HAS($reach) ->
        [yes] { " " }Cases les plus proches à portée : { $reach } — `/move` vers l'une d'elles.
       *[no] { " " }Aucune case à portée ne vous rapproche.
    }
rule-trap_far = On annonce un désarmement avant de se déplacer : il faut donc déjà se tenir à côté du piège. { HAS($squares) ->
        [yes] Finissez votre déplacement en { $squares } et essayez au début de votre prochain tour.
       *[no] Toutes les cases voisines sont occupées pour l'instant.
    }
rule-trap_occupied = { hq-blocker } se tient sur ce piège : on ne peut le désarmer qu'une fois la case libre.
rule-unknown_element = Il n'existe pas d'élément nommé { $element }.
rule-unknown_hero = Il n'y a pas de héros nommé { $hero }.
rule-unknown_item = Il n'existe pas d'objet nommé { $item }.
rule-unknown_quest = Il n'y a pas de quête nommée { $quest }.
rule-unreachable = Aucun chemin connu ne mène en { $square } : { $blocker ->
        [none] les chemins passent par des portes fermées ou des endroits que personne n'a encore vus.
       *[other] { hq-blocker } le barre.{ hq-blocker_hint }
    } Choisissez une case à votre portée (`/move` les liste).
rule-waiting_choice =
    { HAS($hero) ->
        [yes] On attend d'abord le choix { DE($hero) }.
       *[no] On attend le choix d'un autre joueur.
    }
rule-which_trap = Deux pièges sont possibles : précisez lequel avec `over`.
rule-wizard_cannot = Ce héros ({ $hero }) ne peut pas utiliser cet objet (`/rules topic:armurerie` dit ce que le Magicien peut utiliser).
rules-goal = **Gagner et perdre.** Chaque quête a un but, montré dans `/game status` (vaincre un monstre, trouver un trésor…) ; quand il le dit, les héros doivent ensuite sortir par l'escalier. Un héros qui se tient sur l'escalier peut quitter le donjon à tout moment pendant son tour avec `/end leave:oui` : à l'abri, mais hors de la quête pour de bon ; s'il part avant que le but soit atteint, il n'a pas de part de la récompense. Les héros gagnent quand le but est atteint ; ils perdent quand tous les héros sont tombés ou remontés par l'escalier avant d'atteindre le but, ou quand la limite de manches demandée à `/game new` (option `rounds`) est atteinte. Sans elle, il n'y a pas de limite.
rules-actions = **Actions.** Une par tour : `/attack target`, `/cast spell target`, `/search for`, `/disarm trap`. Gratuit : `/open door`, `/drink potion`, `/give` (une potion, un artéfact ou de l'or). Se déplacer : `/move to [path]`, `/jump to`.
rules-combat = **Combat.** `/attack target [weapon]` lance les dés de combat de l'arme : chaque 💀 touche, et le monstre bloque un coup par ⚫ bouclier noir. Les monstres frappent au tour de Zargon et vous bloquez avec les ⚪ boucliers blancs. Les armes frappent orthogonalement ; certaines atteignent en diagonale, à distance ou se lancent. À 0 point de vie, un héros meurt sauf s'il boit aussitôt une potion de soins (le bot demande).
rules-controls = **Commandes.** `/game new|join|leave|start|next|status|board|log|undo|end|kick` ; jouez avec `/move to [path]`, `/jump to`, `/open door`, `/attack target [weapon]`, `/cast spell target`, `/search for`, `/disarm trap`, `/drink potion`, `/give card to [amount]` (`card:gold` avec un montant donne de l'or), `/end` ; entre deux quêtes `/shop buy|sell item` ; `/hand` montre votre équipement en privé ; `/choose option` répond à une décision. Cases : lettre de colonne puis rangée, A1 en haut à gauche.
rules-movement = **Déplacement.** `/move to` lance deux dés rouges la première fois que vous bougez dans un tour ; vous pouvez ensuite parcourir autant de cases, orthogonalement, à travers les autres héros mais jamais à travers les monstres, les murs, les portes fermées, le mobilier ou les éboulis. Vous ne marchez que sur des cases que les héros ont vues : avancez jusqu'au bord de ce que vous connaissez, regardez, et continuez avec le reste de votre jet. Une case plus loin que votre jet n'est pas parcourue du tout : vous restez sur place, gardez le jet, et le bot dit à quelle distance est la case et quelles cases vers elle vous pouvez atteindre. `path` choisit le chemin (`path:C5 C6 D6`) ; il est suivi exactement, ou refusé là où il s'interrompt. Vous ne vous arrêtez que là où personne ne se tient (sauf l'escalier et les oubliettes ouvertes). `/jump to` saute un piège connu ou une oubliette ouverte : 2 cases de déplacement et 1 dé de combat, un crâne et vous tombez dedans.
rules-prompts = **Décisions.** Quand un héros tombe à 0 point de vie avec une potion de soins, ou qu'un éboulement l'oblige à avancer ou reculer, le bot ne demande qu'à ce joueur (boutons, ou `/choose option`). { $timeout ->
        [0] Cette table n'a pas de délai : la partie attend la réponse. Là où un délai est fixé, sans réponse à temps, le choix par défaut s'applique :
       *[other] Sans réponse sous { $timeout } secondes, le choix par défaut s'applique :
    } boire la potion ; avancer.
rules-quests = **Une campagne.** Quand une quête finit, `/game next` ouvre la suivante dans le même salon avec le groupe : l'or, les armes, les armures, les artefacts et les potions restantes sont conservés ; la vie, l'esprit et les sorts reviennent en entier. Le joueur d'un héros tombé revient avec un nouveau héros (`/game join`). L'armurerie ouvre avant le début de la quête.
rules-search = **Chercher** est votre action. `/search for:trésor` : dans une pièce sans monstre, une fois par héros et par pièce (une carte Trésor, parfois un monstre errant ou un danger) ; une pièce dont le trésor propre a été trouvé n'a plus rien. `for:portes secrètes` et `for:pièges` : aucun monstre en vue ; ils couvrent toute votre pièce ou, dans un couloir, la partie de votre tronçon de couloir que vous voyez (pas au-delà d'un éboulis, d'un angle ou d'une autre figurine). Une recherche montre tout là où elle regarde : chercher sur des cases déjà fouillées est refusé avant de vous coûter votre action. On ne voit jamais les pièges ni les portes secrètes en regardant seulement.
rules-shop = **L'armurerie.** Entre deux quêtes, le groupe fait d'abord ses achats : `/shop buy item`, `/shop sell item` (moitié prix), `/give` de l'or ou des objets entre héros, puis `/end` quand vous êtes prêt ; la quête commence quand tous les héros sont prêts. Le Magicien ne peut utiliser que peu d'objets.
rules-spells = **Sorts.** Le Magicien choisit un élément de sorts, puis l'Elfe le sien, et le Magicien prend les deux autres (3 sorts chacun) : l'hôte choisit pour eux avec `/game new wizard_element elf_element`. `/cast spell target` sur une figurine en vue est votre action ; chaque sort ne sert qu'une fois par quête. `/hand` liste les sorts qui vous restent.
rules-traps = **Pièges.** Oubliette : 1 point de vie, votre tour s'arrête, vous combattez de l'intérieur avec un dé de moins. Éboulement : 3 dés de combat de dégâts, sans défense ; vous avancez ou reculez (le bot demande) et la case est obstruée pour de bon. Lance : 1 dé, un crâne coûte 1 point de vie. Les coffres piégés se déclenchent si on y cherche un trésor avant les pièges. `/disarm trap`, avant de vous déplacer, à côté d'un piège connu : vous montez sur sa case (la première case de votre déplacement) et lancez un dé ; avec une trousse à outils un crâne le déclenche, le Nain sans trousse seulement sur un bouclier noir. Un piège déclenché vous blesse aussitôt (oubliette ou lance : 1 point de vie ; éboulement : 3 dés) et votre tour s'arrête ; un piège désarmé n'existe plus et vous pouvez finir votre déplacement.
rules-turn = **La manche.** Les héros jouent dans un ordre fixe (celui où ils ont rejoint), puis Zargon joue chaque monstre que les héros ont révélé. À votre tour, vous vous déplacez puis agissez, ou agissez puis vous déplacez ; si vous agissez au milieu d'un déplacement, il est terminé. Ouvrir une porte, boire une potion et donner une potion, un artéfact ou de l'or sont gratuits. Finissez avec `/end`.
rules-undo = **Annuler.** L'hôte peut `/game undo` la dernière action si elle n'a lancé aucun dé et n'a rien montré de nouveau (ni case, ni porte, ni pièce, ni monstre, ni piège). Sinon le bot refuse et dit pourquoi.
rules-zargon =
    Comment Zargon joue ses monstres (une fois que tous les héros ont joué leur tour) :
    1. Seuls les monstres que les héros ont révélés agissent. Les lanceurs de sorts (monstres ayant encore des sorts de la Terreur) d'abord, puis les autres, du plus proche d'un héros au plus loin.
    2. Un monstre qui a perdu son tour (endormi par un sort) ne fait rien et se réveille d'un tour.
    3. Un lanceur qui voit un héros lance un sort avant de bouger : il se soigne s'il est blessé, sinon il lance le premier de ses sorts qui peut nuire, sur le héros le plus blessé qu'il voit. Après avoir lancé un sort, il reste sur place. S'il ne voit aucun héros, il avance comme un combattant et lance un sort s'il le peut ensuite.
    4. Un monstre à côté d'un héros attaque sans bouger : le héros le plus blessé à côté de lui (le moins de points de vie restants, puis la défense la plus faible).
    5. Sinon il se déplace, au plus de sa valeur de mouvement, vers une case voisine d'un héros et attaque : le héros le plus blessé qu'il peut atteindre ce tour-ci, par le plus court chemin.
    6. S'il ne peut atteindre aucun héros, il se rapproche autant qu'il peut du héros le plus proche.
    7. Les monstres se déplacent orthogonalement, jamais à travers les héros, les murs, les portes fermées, le mobilier ou les cases obstruées ; ils peuvent passer par-dessus d'autres monstres. Ils n'ouvrent jamais de porte et ne déclenchent jamais de piège ; ils enjambent les oubliettes ouvertes quand leur mouvement le permet, et ne s'arrêtent dans l'une d'elles (sans se blesser, en combattant avec un dé de moins) que si aucune autre case ne convient aussi bien.
    8. Un monstre qui a survécu à l'attaque d'un héros ne riposte qu'à ce moment, au tour de Zargon.
    9. Les monstres errants du paquet de trésors apparaissent à côté du chercheur et attaquent aussitôt. Jusqu'à la fin de cette manche, ils ne peuvent attaquer que le héros qui les a tirés (au tour de Zargon, ils vont vers ce héros et le frappent de nouveau s'ils le peuvent) ; dès la manche suivante, ils agissent comme les autres monstres. Celui qui n'a trouvé aucune case à côté du chercheur attend le tour de Zargon et agit comme les autres.
topic-goal = gagner et perdre
topic-combat = les dés de combat
topic-movement = se déplacer et sauter
topic-quests = une campagne de quêtes
topic-search = chercher
topic-shop = l'armurerie
topic-spells = les sorts
topic-traps = les pièges
topic-zargon = comment joue Zargon (HeroQuest)
undo-seen = quelque chose de nouveau a été vu
undo-trap = un piège s'est déclenché
cmd-game_new-rounds = Une limite de manches : la quête est perdue quand elle est atteinte (par défaut : aucune)
setup-rounds = {" "}({ $value } manches au plus)
hq-blocker = { $blocker ->
        [wall] le mur entre { $at } et { $beyond }
        [door] la porte fermée entre { $at } et { $beyond }
        [hero] { $hero } en { $at }
        [monster] { $monster } en { $at }
        [furniture] le mobilier en { $at }
        [rubble] l'éboulis en { $at }
        [trap] le piège connu en { $at }
        [pit] l'oubliette ouverte en { $at }
       *[other] quelque chose en { $at }
    }
hq-blocker_hint = { $blocker ->
        [trap] { " " }Sautez-le avec `/jump`, ou désarmez-le avec `/disarm`.
        [monster] { " " }Venez-en à bout, ou passez par ailleurs.
        [rubble] { " " }Un éboulis reste pour de bon : passez par ailleurs.
        [pit] { " " }Sautez-la avec `/jump` (une oubliette ouverte ne se désarme pas).
       *[other] { "" }
    }
rule-unseen = Personne n'a encore vu { $square } : un héros ne marche que là où les héros ont regardé. { $why ->
        [closed] Tous les chemins passent par une porte fermée : placez-vous sur l'une des deux cases d'une porte et ouvrez-la d'abord avec `/open`.
       *[unseen] { HAS($reach) ->
            [yes] Avancez d'abord vers cette case — cases connues les plus proches : { $reach } — et regardez de là.
           *[no] Aucune case à portée ne vous rapproche : cherchez un autre chemin.
        }
    }
rule-door_not_here = Pour ouvrir la porte { $door }, placez-vous sur l'une des deux cases qu'elle relie : { $a } ou { $b }.
rule-spell_wasted = { HAS($hero) ->
        [yes] { $hero }
       *[no] { $target }
    } a tous ses points de vie : le sort ne soignerait rien et serait perdu. Gardez-le pour un blessé.
rule-treasure_taken = Le trésor de cette pièce a déjà été trouvé : y chercher ne donnerait rien. Cherchez dans une autre pièce.
rule-already_searched = { $place ->
        [room] Cette pièce
       *[corridor] Chaque case de ce couloir que vous voyez d'ici
    } a déjà été fouillée pour { $kind ->
        [traps] les pièges
       *[secret_doors] les portes secrètes
    } : une recherche montre tout ce qu'il y a là où elle regarde, une autre ne trouverait rien. Cherchez ailleurs, ou faites autre chose.

## the spell elements (rulebook: the Wizard picks one, then the Elf one; the Wizard takes the other two)
hq-element_of-air = de l'air
hq-element_of-earth = de la terre
hq-element_of-fire = du feu
hq-element_of-water = de l'eau
hq-and = { $first } et { $last }
hq-knows_elements = ✨ { $hero } connaît les sorts { $elements }.
cmd-game_new-wizard_element = HeroQuest : l'élément de sorts choisi par le magicien (il prend aussi les 2 que l'elfe laisse)
cmd-game_new-elf_element = HeroQuest : l'élément de sorts de l'elfe (pas celui du magicien)
choice-game_new-wizard_element-air = Air
choice-game_new-wizard_element-fire = Feu
choice-game_new-wizard_element-water = Eau
choice-game_new-wizard_element-earth = Terre
choice-game_new-elf_element-air = Air
choice-game_new-elf_element-fire = Feu
choice-game_new-elf_element-water = Eau
choice-game_new-elf_element-earth = Terre
setup-wizard_element = {" "}(magicien : { $value ->
        [air] air
        [fire] feu
        [water] eau
       *[earth] terre
    })
setup-elf_element = {" "}(elfe : { $value ->
        [air] air
        [fire] feu
        [water] eau
       *[earth] terre
    })
