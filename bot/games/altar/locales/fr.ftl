### Altar Quest's texts: its commands, events, rules, refusals, status, hand and pictures.

game-name = Altar Quest
attr-agility = Agilité
attr-charisma = Charisme
attr-fortitude = Constitution
attr-intellect = Intelligence
attr-might = Puissance
attr-willpower = Volonté
choice-channel-rhune-aluna = Aluna
choice-move = { $square } — { $spaces ->
        [one] 1 case
       *[other] { $spaces } cases
    }, { $cost ->
        [0] { $spaces ->
            [one] déjà payée
           *[other] déjà payées
        }
        [one] 1 action
       *[other] { $cost } actions
    }{ $left ->
        [0] {""}
        [one] {" "}; 1 case restante ensuite
       *[other] {" "}; { $left } cases restantes ensuite
    }
choice-channel-rhune-brase = Brase
choice-channel-rhune-lowek = Lowek
choice-channel-rhune-nethander = Nethander
choice-channel-rhune-volkris = Volkris
choice-channel-rhune-wathe = Wathe
cmd-act = Résoudre l'Action d'une carte que vous contrôlez, comme l'attaque d'une arme
cmd-act-card = La carte
cmd-act-supply = Dépenser 1 provision pour lancer un dé de plus
cmd-act-target = La cible (une figurine ou une case)
cmd-channel = Mettre un dé d'autel sur une rhune et gagner 1 concentration (une action)
cmd-channel-die = Le dé d'autel (1 à 5)
cmd-channel-rhune = La rhune à montrer
cmd-draw = Piocher une carte (une action)
cmd-interact-supply = Dépenser 1 provision pour lancer un dé de plus
cmd-play-supply = Dépenser 1 provision pour lancer un dé de plus
cmd-use-supply = Dépenser 1 provision pour lancer un dé de plus
deed-attacks = { $n ->
        [one] { $n } attaque
       *[other] { $n } attaques
    }
deed-cards_played = { $n ->
        [one] { $n } carte jouée
       *[other] { $n } cartes jouées
    }
deed-damage_dealt = { $n ->
        [one] { $n } dégât infligé
       *[other] { $n } dégâts infligés
    }
deed-enemies_defeated = { $n ->
        [one] { $n } ennemi vaincu
       *[other] { $n } ennemis vaincus
    }
deed-searches = { $n ->
        [one] { $n } fouille
       *[other] { $n } fouilles
    }
deed-spaces_moved = { $n ->
        [one] { $n } case parcourue
       *[other] { $n } cases parcourues
    }
deed-tasks_overcome = { $n ->
        [one] { $n } tâche surmontée
       *[other] { $n } tâches surmontées
    }
do-act = Action : { $card }
do-act-target = Action : { $card } → { $target }
do-channel = Canaliser le dé d'autel { $die } sur { $rhune }
do-draw = Piocher une carte
do-end = Finir votre phase d'action
do-give = Donner { $card } à { $to }
do-interact = Interagir avec { $thing }
do-move = Aller en { $to }
do-open = Ouvrir la porte { $door }
do-play = Jouer { $card }
do-play-target = Jouer { $card } → { $target }
do-rest = Se reposer (1 provision : soigne 2)
do-use = Utiliser { $card }
do-use-target = Utiliser { $card } → { $target }
ev-act_end = { $hero } termine sa phase d'action.
ev-act_phase = ▶ Phase d'action { DE($hero) } (manche { $round }).
ev-activate = { $card } s'active.
ev-altar_found = ✨ L'autel est trouvé dans la { $room } !
ev-altar_rolled = Les dés d'autel roulent : { $pool }.
ev-altar_rerolled = { $count ->
    [one] Le dé d'autel { $dice } est relancé
   *[other] Les dés d'autel { $dice } sont relancés
}. Réserve de l'autel : { $pool }.
ev-altar_usual_pick = (Une carte qui agit seule ne demande rien à personne : le choix habituel du groupe est relancé, un dé dont un autre dé montre déjà la rhune, puis le plus à gauche.)
ev-armor = 🛡 { $who } gagne { $amount ->
        [one] { $amount } armure
       *[other] { $amount } armures
    } ({ $armor }).
ev-armor_removed = ({ $n ->
        [one] { $n } armure brisée
       *[other] { $n } armures brisées
    })
ev-attached = { $card } { $gender ->
        [f] est attachée
        [fp] sont attachées
        [mp] sont attachés
       *[other] est attaché
    } à l'élément.
ev-attack = ⚔ { $attacker } attaque { $target } : { $successes } succès contre une défense { DE($defense) } → { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.
ev-card_action = { $hero } utilise { $card }.
ev-card_discarded =
    { HAS($trap) ->
        [yes] 🗑 Le piège { $card } [{ $trap }] est défaussé : son jeton quitte { $square }.
       *[no] 🗑 La carte { $card } est défaussée.
    }
ev-card_drawn = 🂠 Vous piochez « { $card } ».
ev-card_drawn_public = { $hero } pioche une carte ({ $hand } en main).
ev-card_played = { $hero } joue { $card }.
ev-card_used = { $hero } utilise { $card }.
ev-channel = { $hero } canalise le dé d'autel { $die } sur { $rhune }. Réserve de l'autel : { $pool }.
ev-chose = { $hero } choisit : { $label }.
ev-chose_pass = { $hero } passe.
ev-damage = { $who } subit { $amount ->
        [one] { $amount } dégât
       *[other] { $amount } dégâts
    } ({ $left }/{ $health } PV restants).
ev-defeated = 💀 { $who } { $gender ->
        [f] est vaincue
        [fp] sont vaincues
        [mp] sont vaincus
       *[other] est vaincu
    } !
ev-defense_bonus = { $hero } gagne +{ $amount } en défense contre cette attaque.
ev-door_opened = 🚪 { $hero } ouvre la porte { $door }.
ev-draw_action = { $hero } fait l'action Piocher.
ev-enemy_moved = { $who } se déplace en { $to }.
ev-exhausted = { $who } est épuisé.
ev-feature = Élément : { $card }.
ev-focus = { $hero } gagne { $amount ->
        [one] { $amount } concentration
       *[other] { $amount } concentrations
    } ({ $focus }).
ev-game_started = La quête commence.
ev-gave = { $hero } donne { $card } à { $to }.
ev-hard_choice = Partie difficile : le pire arrive — { $label }.
ev-heal = 💚 { $who } soigne { $amount } ({ $left }/{ $health }).
ev-inflict = 🩸 { $enemy } frappe { $target } (difficulté { $difficulty }) : { $successes } succès, défense { $defense } → { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.
ev-interact = { $hero } interagit avec { $card }.
ev-lurker_drawn = 👁 Un rôdeur vient pour { $hero } : { $card }.
ev-moved = { $who } se déplace { $path } ({ $spaces }).
ev-mulligan = { $hero } met de côté { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } et repioche.
ev-mulligan_kept = { $hero } garde sa main.
ev-new_round = — Manche { $round } —
ev-no_feature = Il n'y a rien à fouiller dans la { $room }.
ev-no_room_to_spawn = { $card } ne trouve pas de place pour apparaître.
ev-no_target = { $who } ne trouve pas de cible.
ev-no_threats = Aucune menace cette fois.
ev-overcome = ✅ { $card } { $gender ->
        [f] est surmontée
        [fp] sont surmontées
        [mp] sont surmontés
       *[other] est surmonté
    } !
ev-progress = { $card } : +{ $amount } progrès ({ $progress }/{ $threshold }).
ev-progress_count = { $card } : +{ $amount } progrès ({ $progress }).
ev-prompt_after_attack = ⏳ { $hero } peut enchaîner sur son attaque avec une carte.
ev-prompt_altar_dice = ⏳ { $hero } choisit les dés d'autel à relancer (encore { $n } au plus).
ev-prompt_choose = ⏳ { $hero } doit choisir : { $options }
ev-prompt_move = ⏳ { $hero } choisit où { $who } se déplace ({ $n ->
        [one] 1 case
       *[other] { $n } cases
    } au plus, ou reste sur place).
ev-prompt_reaction = ⏳ { $hero } peut réagir avant que { $enemy } ne frappe.
ev-prompt_supply = ⏳ { $hero } peut dépenser 1 provision pour un dé de plus.
ev-pushed = { $who } est repoussé en { $to }.
ev-quest_card = 📜 Carte de quête : { $card } — { $text }
ev-quest_tokens = { $card } : +{ $amount ->
        [one] { $amount } jeton
       *[other] { $amount } jetons
    } de quête ({ $total }).
ev-quest_turn = — Tour de la quête —
ev-react_phase = ▶ Les menaces { DE($hero) } agissent.
ev-refreshed = { $card } récupère au lieu d'agir.
ev-resist = { $who } résiste (difficulté { $difficulty }) : { $successes } succès → { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.
ev-rest = { $hero } se repose (provisions restantes : { $supply }).
ev-rhune = ᚱ La rhune { $rhune } { DE($card) } se résout.
ev-rhune_spent = { $rhune } est dépensée ; le dé est relancé. Réserve de l'autel : { $pool }.
ev-room_revealed = 🚪 La { $room } est révélée !
ev-search_card = { $hero } trouve { $card } !
ev-searched = { $hero } fouille la { $room }.
ev-spaces = { $n } cases
ev-spaces_one = 1 case
ev-spawned = 👹 { $card } [{ $label }] apparaît en { $square }.
ev-start_room_rolled = Le d20 donne { $roll } : les héros partent de la { $room }.
ev-supply_gain = +{ $amount ->
        [one] { $amount } provision
       *[other] { $amount } provisions
    } (groupe : { $supply }).
ev-supply_loss = -{ $amount ->
        [one] { $amount } provision
       *[other] { $amount } provisions
    } (groupe : { $supply }).
ev-supply_spent = { $hero } dépense 1 provision pour un dé de plus (groupe : { $supply }).
ev-test = 🎲 { $who } lance { $dice } { $dice ->
        [one] dé
       *[other] dés
    } { DE($attr) }{ $extra ->
        [0] {""}
        [one] {" "}(+1 pour un critique)
       *[other] {" "}(+{ $extra } pour des critiques)
    } : { $rolled } → { $successes } succès
ev-test-focus_gained = +{ $n ->
        [one] { $n } concentration
       *[other] { $n } concentrations
    }
ev-test-focus_used = { $n ->
        [one] { $n } concentration dépensée
       *[other] { $n } concentrations dépensées
    }
ev-test_failed = Échoué (difficulté { $difficulty }).
ev-test_passed = Réussi (difficulté { $difficulty }).
ev-threat_burn = 🔥 { $who } brûle : 1 dégât par jeton menace ({ $amount }), puis un jeton est défaussé.
ev-threat_deck_empty = La pioche de menaces est vide : un rôdeur vient à la place.
ev-threat_drawn = { $hero } pioche une menace : { $card } ({ $kind }).
ev-threat_event = { $hero } pioche un événement : **{ $card }**, « { $text } »
ev-threat_token = { $who } reçoit { $amount ->
        [one] { $amount } jeton
       *[other] { $amount } jetons
    } de menace ({ $total }).
ev-threat_turn = — Tour des menaces —
ev-trap_placed = ⚠ Le piège { $card } [{ $label }] est posé en { $square }.
ev-trap_triggered = ⚠ { $who } déclenche { $card } !
ev-villain_card = 😈 Carte du méchant : { $card }{ HAS($text) ->
        [yes] {" "}— { $text }
       *[no] .
    }
ev-villain_spawned = 😈 Le méchant { $card } apparaît en { $square } !
ev-villain_turn = — Tour du méchant —
ev-waiting_for =
    { HAS($hero) ->
        [yes] ⏳ La partie attend la décision { DE($hero) }.
       *[no] ⏳ La partie attend une décision.
    }
hand-empty = (aucune carte en main)
hand-exhausted = (épuisée)
hand-head = 🂠 **{ $hero }** — { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } en main, { $deck } dans la pioche, { $focus ->
        [one] { $focus } concentration
       *[other] { $focus } concentrations
    } :
hand-play_head = En jeu ({ $n }) :
hint-amount = Dans Altar Quest on donne des cartes, pas de l'or : n'indiquez pas `amount`.
hint-attack = Altar Quest attaque avec l'Action d'une carte : `/act card:<arme> target:<ennemi>`.
hint-cast = Dans Altar Quest les sorts sont des cartes : `/play card` ou `/act card`.
hint-disarm = Dans Altar Quest, occupez-vous d'un piège avec `/interact with:<piège>`.
hint-drink = Dans Altar Quest les potions sont des cartes : `/use card`.
hint-jump = Altar Quest ne connaît pas le saut : `/move to`.
hint-path = Altar Quest se déplace par le plus court chemin : n'indiquez pas `path`.
hint-search = Dans Altar Quest, fouillez un élément avec `/interact with:<élément>`.
hint-shop_buy = Altar Quest n'a pas d'armurerie : voyez `/rules`.
hint-shop_sell = Altar Quest n'a pas d'armurerie : voyez `/rules`.
kind-ally = allié
kind-altar = autel
kind-equipment = équipement
kind-event = événement
kind-feature = élément
kind-hero_action = action
kind-hero_feat = prouesse
kind-hero_reaction = réaction
kind-lurker = rôdeur
kind-minion = sbire
kind-quest = quête
kind-quest_rules = règles de quête
kind-rival = rival
kind-search = fouille
kind-trap = piège
kind-villain = méchant
kind-villain_event = événement du méchant
kind-villain_ongoing = effet durable du méchant
msg-active = ▶ { $hero } ({ $player }) : { $n ->
        [one] { $n } action restante
       *[other] { $n } actions restantes
    }{ $moves ->
        [0] {""}
       *[other] {" "}et { $moves ->
        [one] { $moves } case de déplacement déjà payée
       *[other] { $moves } cases de déplacement déjà payées
    }
    } ; `/end` pour finir.
msg-first_turn = N'importe quel héros peut prendre la première phase d'action : `/move`, `/act`, `/draw`… puis `/end`. Avant votre première phase d'action, vous pouvez repiocher votre main avec `/choose option:tout`. Aide : `/rules`.
msg-next = Manche { $round } : on attend la phase d'action { DE($heroes) }.
no_dice = aucun dé
opt-all = Repiocher toute ma main
opt-keep = Garder ma main
opt-pass = Passer
opt-supply = Dépenser 1 provision : +1 dé
pic-card-action = action
pic-fallen = { $gender ->
        [f] vaincue
       *[other] vaincu
    }
pic-card-ally = allié
pic-card-equipment = équipement
pic-card-event = événement
pic-card-feat = prouesse
pic-card-in_play = { $kind } · en jeu{ $exhausted ->
        [yes] {" "}· épuisée
       *[no] {""}
    }
pic-card-ongoing = permanente
pic-card-reaction = réaction
pic-card-search = fouille
pic-empty = (vide)
pic-exhausted = épuisé
pic-focus = concentration { $n }
pic-tokens-burn = en feu : { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } de menace
pic-tokens-mark = marqué : { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } de menace
pic-tokens = { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } de menace
pic-key-fog = salle pas encore révélée
pic-key-stairs = escalier : l'entrée des héros
pic-no-cards = (aucune carte en main)
pic-pool = Réserve de l'autel :
pic-round = Manche { $n }
pic-supply = Provisions : { $n }
pic-threat = menace : { $name }
pic-with = avec { $name }
prompt-after_attack = Votre attaque est résolue : jouez ou utilisez une carte qui suit une attaque, ou passez.
prompt-altar_dice = Choisissez un dé d'autel à relancer, un à la fois, ou relancez ceux déjà choisis.
prompt-choose = { $named ->
    [yes] « { $card } » vous laisse choisir.
   *[no] Une carte vous demande de choisir.
}
prompt-move = Choisissez la case où aller, ou restez où vous êtes.
prompt-reaction = Un ennemi va vous frapper : réagissez avec une carte, ou passez.
prompt-rhune = La réserve de l'autel montre { $rhune } : résoudre l'effet { $rhune } { DE($card) } (ce dé d'autel est ensuite relancé), ou passer ?
prompt-supply = Vous allez lancer les dés d'un test : dépenser 1 provision pour un dé de plus ? (`/supply` fixe une réponse permanente : toujours, jamais ou demander.)
reason-altar_task = la tâche de l'autel est accomplie
reason-hero_defeated =
    { HAS($hero) ->
        [yes] { $hero } est tombé
       *[no] un héros est tombé
    }
reason-objectives = tous les objectifs sont surmontés
reason-quest_effect = la carte de règles de la quête le dit (ses jetons quête ont épuisé le temps)
reason-villain_defeated = le méchant est vaincu
room = salle en { $span }
rule-ally_gone = Cet allié n'est plus en jeu.
rule-after_attack_timing =
    { HAS($card) ->
        [yes] { $card } suit une attaque : elle vous est proposée juste après que votre attaque est résolue.
       *[no] Cette carte suit une attaque : elle vous est proposée juste après que votre attaque est résolue.
    }
rule-already_acted = Vous avez déjà eu votre phase d'action cette manche : attendez la prochaine. Les effets gratuits (`/use`) restent possibles.
rule-bad_attribute = Ce n'est pas un attribut.
rule-bad_die = Choisissez un dé d'autel de 1 à 5.
rule-ambiguous_card = { $typed } peut désigner plusieurs cartes : { $cards }. Précisez laquelle (un peu plus de son nom).
rule-ambiguous_interact = { $target } peut désigner plusieurs choses : { $things }. Précisez laquelle (un peu plus de son nom).
rule-bad_door =
    { HAS($door) ->
        [yes] Il n'y a pas de porte nommée { $door }.
       *[no] Cette porte n'existe pas.
    }
rule-bad_hero =
    { HAS($hero) ->
        [yes] { $hero } n'est pas un autre héros de la partie.
       *[no] Ce n'est pas un autre héros de la partie.
    }
rule-bad_option =
    { HAS($option) ->
        [yes] { $option } n'est pas une des options : voyez les boutons ou `/choose`.
       *[no] Ce n'est pas une option.
    }
rule-give_in_phase = Les cartes de fouille se donnent pendant votre phase d'action : commencez-la par une action (`/move`, `/act`…), puis `/give`.
rule-channel_nothing = Le dé d'autel { $die } montre déjà { $rhune } et votre concentration est au maximum : le canaliser ne changerait rien. Canalisez un autre dé, ou une autre rhune.
rule-bad_rhune = Ce n'est pas une rhune (wathe, volkris, brase, lowek, aluna, nethander).
rule-bad_square =
    { HAS($square) ->
        [yes]
            { $square_form ->
                [outside] { $square } est hors des cases du donjon : les blocs sombres des coins du plateau et ce qui dépasse ses bords ne sont pas des cases.
               *[form] { $square } n'est pas un nom de case (une lettre puis un nombre, comme C5).
            }
       *[no] Ce n'est pas une case du plateau.
    }
rule-bad_target =
    { $why ->
        [none] Aucune figurine ne s'appelle { $target } sur le plateau : nommez-en une par son repère sur le plateau (M1, B…).
        [enemy] { $target } n'est pas un ennemi : cette carte vise un ennemi.
        [character] { $target } est un ennemi : cette carte vise un héros ou un allié.
       *[other]
            { HAS($target) ->
                [yes] { $target } n'est pas une cible valable ici.
               *[no] Ce n'est pas une cible valable.
            }
    }
rule-cannot_reach =
    { $why ->
        [taken] { $square } est occupée par { $who } : un déplacement doit finir sur une case libre.
        [trap] Un piège ({ $who }) occupe { $square } : les personnages n'entrent jamais sur la case d'un piège.
        [closed] Aucun chemin ouvert ne mène à { $square } : une porte fermée barre le passage. Ouvrez-la d'abord (`/open`).
        [blocked] Des ennemis ou des pièges barrent tous les chemins vers { $square } dans vos { $limit ->
                [one] 1 case
               *[other] { $limit } cases
            } : contournez-les, ou éliminez-les.
        [far] { $square } est à { $distance ->
                [one] 1 case
               *[other] { $distance } cases
            } ; vous pouvez encore marcher { $limit ->
                [one] 1 case
               *[other] { $limit } cases
            } cette phase d'action (3 cases par action restante).
       *[other]
            { HAS($square) ->
                [yes] Vous ne pouvez pas atteindre { $square } avec les actions qu'il vous reste.
               *[no] Cette case est hors d'atteinte.
            }
    }
rule-card_cannot_reach = { $square } est hors de portée de cette carte ({ $spaces ->
        [one] 1 case
       *[other] { $spaces } cases
    } au plus) : choisissez une case accessible.
rule-door_open = Cette porte est déjà ouverte.
rule-doors_sealed =
    { HAS($card, $card_fr) ->
        [yes] { $card_fr } garde les portes fermées : surmontez-la d'abord (`/interact` avec elle).
       *[no] Une carte en jeu garde les portes fermées.
    }
rule-exhausted = Cette carte est épuisée : elle sera rafraîchie au début de la prochaine manche, quand commence le tour des héros.
rule-game_over = Cette partie est terminée : lancez-en une nouvelle avec `/game new`.
rule-hero_count = Une partie se joue avec 1 à 4 héros.
rule-hero_twice = Chaque héros ne peut être pris qu'une fois.
rule-need_target = Choisissez une case pour cette carte (`target`).
rule-no_action_effect =
    { HAS($card, $command) ->
        [yes] { $card } n'a pas d'effet Action : utilisez-la avec `/use card:{ $card }`.
       *[no]
            { HAS($card) ->
                [yes] { $card } n'a pas d'effet Action.
               *[no] Cette carte n'a pas d'effet Action.
            }
    }
rule-no_actions = Vous n'avez plus d'action : utilisez `/end` pour finir votre phase d'action.
rule-no_interact =
    { HAS($target, $things) ->
        [yes] Rien ne s'appelle { $target } ici : il y a { $things }.
       *[no]
            { HAS($target) ->
                [yes] Il n'y a rien qui s'appelle { $target } avec quoi interagir.
               *[no] Il n'y a rien avec quoi interagir.
            }
    }
rule-no_mulligan = Vous ne pouvez repiocher votre main qu'une fois, avant votre première phase d'action.
rule-no_reveal = Plus aucune salle ne peut être révélée (la pioche de quête ou d'éléments est vide).
rule-no_rhune =
    { HAS($rhune) ->
        [yes] La réserve de l'autel ne montre pas de { $rhune } à dépenser : réglez d'abord un dé d'autel sur { $rhune } avec `/channel` (une action).
       *[no] La réserve de l'autel n'a pas la rhune nécessaire.
    }
rule-no_supply = Cela coûte 1 provision et le groupe n'en a plus.
rule-no_target =
    { $what ->
        [enemy] Cette carte vise un ennemi : nommez-le avec `target` (par son nom ou son repère) : { $targets }.
       *[character] Cette carte vise un personnage : nommez-le avec `target` (par son nom ou son repère) : { $targets }.
    }
rule-no_target_in_range =
    { HAS($nearest) ->
        [yes]
            { $what ->
                [enemy] Aucun ennemi n'est à portée { $range } et en ligne de vue : cette carte n'a rien à viser. Le plus proche, { $nearest }, { why-reach }.
               *[character] Aucun personnage n'est à portée { $range } et en ligne de vue : cette carte n'a rien à viser. Le plus proche, { $nearest }, { why-reach }.
            }
       *[no]
            { HAS($range) ->
                [yes]
                    { $what ->
                        [enemy] Aucun ennemi n'est à portée { $range } et en ligne de vue : cette carte n'a rien à viser.
                       *[character] Aucun personnage n'est à portée { $range } et en ligne de vue : cette carte n'a rien à viser.
                    }
               *[no]
                    { $what ->
                        [enemy] Aucun ennemi n'est atteignable : cette carte n'a rien à viser.
                       *[character] Aucun personnage n'est atteignable : cette carte n'a rien à viser.
                    }
            }
    }
rule-no_use_effect =
    { HAS($card, $command) ->
        [yes] { $card } n'a pas d'effet Épuiser ou Utiliser : résolvez son Action avec `/act card:{ $card }`.
       *[no]
            { HAS($card) ->
                [yes] { $card } n'a pas d'effet Épuiser ou Utiliser.
               *[no] Cette carte n'a pas d'effet Épuiser ou Utiliser.
            }
    }
rule-not_adjacent =
    { HAS($hero, $at, $mine) ->
        [yes] { $hero } doit être sur une case voisine de la vôtre : ce héros est en { $at }, vous en { $mine }.
       *[no] Ce héros doit être sur une case voisine de la vôtre.
    }
rule-not_at_door =
    { HAS($a, $b, $at) ->
        [yes] Placez-vous en { $a } ou en { $b } (les deux cases de cette porte) pour l'ouvrir ; vous êtes en { $at }.
       *[no] Placez-vous sur une case de cette porte pour l'ouvrir.
    }
rule-not_controlled =
    { HAS($card) ->
        [yes] Vous ne contrôlez aucune carte nommée { $card } : `/hand` montre vos cartes en jeu et en main.
       *[no] Vous ne contrôlez pas cette carte.
    }
rule-not_in_game = Ce héros n'est pas dans la partie.
rule-not_in_hand =
    { HAS($card) ->
        [yes] Vous n'avez pas de carte nommée { $card } : voyez `/hand`.
       *[no] Cette carte n'est pas dans votre main.
    }
rule-not_playable = Cette carte ne se joue pas depuis la main.
rule-not_search = Seules les cartes de fouille peuvent être données.
rule-not_your_choice =
    { HAS($hero) ->
        [yes] Ce choix revient à { $hero }, qui répond avec les boutons ou `/choose`.
       *[no] Ce choix n'est pas le vôtre.
    }
rule-not_your_phase =
    { HAS($hero) ->
        [yes] C'est la phase d'action { DE($hero) } : attendez qu'elle se termine (`/end`).
       *[no] Vous ne pouvez faire cela que pendant votre phase d'action.
    }
rule-nothing_to_choose = Il n'y a rien à choisir pour l'instant : `/do` liste ce que vous pouvez faire.
rule-focus_full = { $card } ne donne que de la concentration, et vous en avez déjà { $most }, le maximum pour un héros : la carte serait dépensée pour rien. Dépensez d'abord de la concentration lors d'un test.
rule-one_ongoing = Vous contrôlez déjà cette carte durable ; un héros n'en contrôle qu'un exemplaire.
rule-one_answer_at_a_time = Cette décision se prend une réponse à la fois : après { $first }, { $option } n'est plus proposé. Donnez une réponse, puis la suivante si la question revient.
rule-one_reveal = Une seule salle peut être révélée par phase d'action, et cette porte mène à une salle cachée : ouvrez-la lors d'une phase d'action suivante.
rule-out_of_range =
    { HAS($card) ->
        [yes]
            { $why ->
                [other_room] { $card } est dans la salle en { $room } (en { $at }), pas dans la vôtre : allez-y et approchez-vous à { $range ->
        [one] { $range } case
       *[other] { $range } cases
    } au plus pour interagir.
                [too_far] { $card } (en { $at }) est à { $distance ->
                        [one] 1 case
                       *[other] { $distance } cases
                    } : approchez-vous à { $range ->
        [one] { $range } case
       *[other] { $range } cases
    } au plus pour interagir.
               *[other] Approchez-vous à { $range ->
        [one] { $range } case
       *[other] { $range } cases
    } au plus de { $card } pour interagir avec.
            }
       *[no]
            { HAS($target, $why) ->
                [yes] { $target } { why-reach }.
               *[no]
                    { HAS($target, $range) ->
                        [yes] { $target } n'est pas à portée { $range } et en ligne de vue.
                       *[no] C'est hors de portée ou de vue.
                    }
            }
    }
rule-reaction_timing =
    { HAS($card) ->
        [yes] { $card } se joue ou s'utilise quand un ennemi va vous frapper : elle vous est proposée à ce moment-là.
       *[no] Cette réaction se joue quand un ennemi va vous frapper : elle vous est proposée à ce moment-là.
    }
rule-unknown_deck = Pioche de menaces ou de méchant inconnue.
rule-unknown_hero = Il n'y a pas de héros nommé { $hero }.
rule-unknown_quest = Il n'y a pas de quête nommée { $quest }.
rule-unknown_rival = Il n'y a pas de rival nommé { $rival }.
rule-unknown_room = Il n'y a pas de salle nommée { $room }.
rule-answer_first = Répondez d'abord à votre décision (`/choose`, ou les boutons) : ses choix sont ce que vous pouvez faire maintenant.
rule-waiting_choice =
    { HAS($hero) ->
        [yes] { $hero } doit d'abord choisir (avec les boutons ou `/choose`) ; vous pourrez agir ensuite.
       *[no] En attente du choix d'un autre joueur.
    }
rules-actions = **Actions.** Vous en avez 3 par phase d'action. `/move` (1 à 3 cases coûtent une action, 4 à 6 deux, 7 à 9 trois), `/act` (l'Action d'une carte, comme l'attaque d'une arme), `/interact` (un élément, un piège, une carte de quête), `/draw` (une carte), `/rest` (1 provision : soigne 2), `/channel` (met un dé d'autel sur une rhune, +1 concentration). Gratuit : `/open` une porte, `/play` une Prouesse, `/use` un effet Épuiser ou Utiliser, `/give` une carte de fouille à un héros voisin.
rules-controls = **Commandes.** `/game new|join|leave|start|status|board|log|undo|end|kick` ; jouez avec `/move to`, `/open door`, `/act card`, `/interact with`, `/play card`, `/use card`, `/draw`, `/rest`, `/channel die rhune`, `/give card to`, `/end` ; `/hand` montre vos cartes en privé ; `/choose option` répond à une décision. Les cases se nomment comme aux échecs : lettre de colonne puis rangée, A1 en haut à gauche. Si vous jouez plusieurs héros, ajoutez `hero:` (par défaut celui dont la phase d'action est en cours). Boutons sous chaque plateau : Fin du tour, Ma main, État, Plateau.
rules-enemies = **Ennemis.** Chaque carte de menace appartient au héros qui l'a piochée et s'active pendant sa phase de réaction : elle engage (va au meilleur endroit à portée et en vue du personnage le plus proche) puis frappe. Les sbires apparaissent sur la case d'ombre d'une salle ; les pièges se posent près des éléments et se déclenchent quand un personnage s'approche.
rules-threat_tokens = **Jetons menace.** Certains ennemis et événements donnent des jetons menace à un personnage (indiqués sous son nom dans le panneau à droite du plateau : « en feu : 1 jeton de menace »). Leur effet dépend du paquet de menaces de la partie : avec certains, le personnage **brûle** : à la fin de la phase de réaction de son héros, il subit 1 dégât par jeton, puis perd un jeton ; avec d'autres, il est **marqué** : chaque jeton ajoute 1 à la difficulté de chaque test d'infliction contre lui. En partie, `/rules topic:jetons menace` dit lequel.
rules-threat_tokens_game = **Jetons menace.** Certains ennemis et événements donnent des jetons menace à un personnage (indiqués sous son nom dans le panneau à droite du plateau : « en feu : 1 jeton de menace »). Le paquet de menaces de cette partie, { $deck }, dit ce qu'ils font : { $rule }
rules-focus = **Concentration.** Un ◎ peut devenir un succès en dépensant un jeton de concentration ; les ◎ inutilisés vous donnent des jetons (5 au plus). `/channel` donne aussi 1 concentration.
rules-prompts = **Décisions.** Quand un ennemi va vous frapper et que vous avez une réaction, quand votre attaque est résolue et qu'une de vos cartes suit une attaque, quand une carte déplace une figure ou relance des dés d'autel de votre choix, ou quand une carte vous demande de choisir, le bot ne demande qu'à vous (boutons, ou `/choose option`). Avant un test que vous n'avez pas choisi (le coup d'un ennemi, un piège, un événement), il propose, une fois par test, 1 provision pour un dé de plus, en disant à quoi sert le jet ; avec des cartes de réaction, prenez la provision d'abord si vous voulez les deux. `/supply mode:toujours` la dépense sans demander à chaque test que vous lancez tant que le groupe en a (le récit le dit), `/supply mode:jamais` arrête l'offre, `/supply mode:demander` la rétablit. { $timeout ->
        [0] Cette table n'a pas de délai : la partie attend votre réponse. Là où un délai est fixé, sans réponse à temps, le choix par défaut s'applique :
       *[other] Sans réponse sous { $timeout } secondes, le choix par défaut s'applique :
    } la réaction ou la provision est passée, un déplacement reste sur place (ou va vers l'ennemi choisi), les dés d'autel montrant deux fois une rhune sont relancés, le choix prend l'option la moins nuisible.
rules-reveal = **Ouvrir les portes.** Placez-vous sur une case de porte et `/open` (gratuit). La salle cachée derrière est révélée : un élément, une carte de quête, et chaque héros pioche une menace. Une seule salle par phase d'action.
rules-rhunes = **La réserve de l'autel.** Cinq dés d'autel montrent des rhunes (Wathe, Volkris, Brase, Lowek, Aluna, Nethander). Une carte avec un effet de rhune le résout aussi quand la réserve montre cette rhune, puis ce dé est relancé. `/channel die rhune` règle un dé.
rules-supply = **Provisions.** La réserve commune du groupe : gagnée en battant des sbires et en surmontant des pièges. Dépensez-en 1 pour `/rest` (soigne 2), ou ajoutez l'option `supply` à une action (`supply:oui`) pour un dé de plus à son test. Avant un test que vous n'avez pas choisi, le bot propose 1 provision pour un dé de plus (une fois par test) ; `/supply mode:toujours|jamais|demander` fixe votre réponse permanente (`/game status` montre celle de chaque héros).
rules-tests = **Tests.** Lancez autant de dés que l'attribut : ✦ succès, ◎ concentration, ✧ critique (un succès qui fait lancer un dé de plus), · vide. Une attaque inflige les succès au-delà de la défense de la cible (l'armure part d'abord). Quand un ennemi frappe, vous lancez pour esquiver ; difficulté moins succès moins votre défense donne les dégâts.
rules-goal = **Gagner et perdre.** Chaque quête dit comment le groupe gagne (`/game status` le montre avec sa progression) : surmonter ses objectifs, vaincre le méchant ou accomplir la tâche de l'autel. Le groupe perd si un héros est vaincu, ou quand le compte à rebours de la quête s'épuise : la carte de règles reçoit un jeton quête à chaque tour de la quête, et à sa limite (dans `/game status`) la quête est perdue.
rules-turn = **La manche.** Chaque héros a une phase d'action, dans l'ordre de votre choix : commencez par n'importe quelle action, finissez avec `/end` (vous piochez alors une carte). Quand tous les héros ont agi, les ennemis jouent le tour des menaces (les cartes de menace de chaque héros s'activent), puis le tour du méchant et celui de la quête ; puis une nouvelle manche commence.
rules-undo = **Annuler.** L'hôte peut `/game undo` la dernière action si elle n'a rien révélé d'aléatoire : aucun dé lancé, aucune carte piochée, aucune salle révélée. Sinon le bot refuse et dit pourquoi.
st-acting = en action, { $n ->
        [one] { $n } action restante
       *[other] { $n } actions restantes
    }{ $moves ->
        [0] {""}
       *[other] , { $moves ->
        [one] { $moves } case de déplacement restante
       *[other] { $moves } cases de déplacement restantes
    }
    }
st-done = a joué cette manche
st-enemies = Ennemis : { $enemies }
st-head = **{ $quest }**{ $hard } — manche { $round }
st-hero = { $label } **{ $hero }** ({ $player }) : { $left }/{ $health } PV, { $armor ->
        [one] { $armor } armure
       *[other] { $armor } armures
    }, { $focus ->
        [one] { $focus } concentration
       *[other] { $focus } concentrations
    }, { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    }, { $threats ->
        [one] { $threats } carte menace
       *[other] { $threats } cartes menace
    }{ $tokens } — { $state }
st-objectives = Objectifs surmontés : { $n }/{ $of }
st-clock = Compte à rebours : { $n }/{ $limit } jetons quête sur la carte de règles (un de plus à chaque tour de la quête) ; à { $limit }, la quête est perdue.
st-supply = Provisions : { $supply }. Réserve de l'autel : { $pool }.
st-villain = Le méchant { $name } est sur le plateau.
st-quest_area = Zone de quête :
st-villain_area = Zone du méchant ({ $villain }) :
card-progress_of = progrès { $n }/{ $of }
card-progress = progrès { $n }
card-quest_tokens = { $n ->
        [one] { $n } jeton quête
       *[other] { $n } jetons quête
    }
card-attached = attachée à l'élément de sa salle
# the French gender and number of a card's name (quest, trap and villain cards that can be overcome or
# attached), by card id: f, fp (feminine plural), mp (masculine plural), m otherwise
card-gender =
    { $card ->
        [cinder_grate] f
        [gloam_snare_line] f
        [gloam_pitfall] f
        [hagga_scheme] f
        [hagga_rootgrip] f
        [hagga_withering_curse] f
        [ossivar_dread_march] f
        [bells_cracked_bronze] f
        [bells_drowned_chapel] f
        [bells_chime_tower] f
        [bells_rusted_alarm] f
        [bells_silver_handbell] f
        [bells_tolling_stone] f
        [bells_muffled_chanting] f
        [usurper_collapsed_arch] f
        [usurper_warm_forge] f
        [usurper_spy_cache] f
        [usurper_sealed_gate] f
        [usurper_poisoned_well] f
        [usurper_rally_banner] f
        [weeping_keystone] f
        [weeping_tainted_pool] f
        [weeping_quiet_shrine] f
        [weeping_crumbling_ledge] f
        [bells_darkness_listens] fp
        [usurper_war_council] fp
        [weeping_stones] fp
        [weeping_tendrils] fp
        [cinder_brute_red] f
        [cinder_brute_green] f
        [cinder_brute_blue] f
        [hagga_villain] f
        [lurker_cave_widow] f
        [lurker_howling_shade] f
        [rival_mirelle] f
        [ally_hollis] f
        [brakka] f
        [ilse] f
        [maudra] f
        [hagga_crow_spies] mp
        [ossivar_bone_wards] mp
        [bells_dust_and_silence] mp
        [usurper_armory_remnants] mp
        [usurper_footsteps] mp
        [weeping_louder] mp
        [weeping_pilgrim] mp
        [weeping_drawn_by_tears] mp
        [weeping_glyphs] mp
        [weeping_restless_dead] mp
       *[other] m
    }

st-waiting = n'a pas encore joué
sum-hero = • { $hero } ({ $player }), { $health } PV : { $deeds }
sum-no_deeds = aucun exploit
topic-goal = gagner et perdre
topic-card = carte : { $card }
rules-unknown = Aucun sujet de règles, héros, ennemi sur le plateau ni aucune carte en vue ne s'appelle « { $topic } ».
rules-index = Sujets de règles : { $topics }. Demandez avec `/rules topic:<nom>` ; `/rules topic:<héros>` donne les attributs, la défense et les PV d'un héros ; `/rules topic:<ennemi>` (ou son repère sur le plateau, M2) les PV, la défense, la vitesse et la portée d'un ennemi ; `/rules topic:<carte>` lit le texte d'une carte face visible (en jeu, zone de quête ou du méchant, menaces).
topic-enemies = les ennemis
topic-threat_tokens = les jetons menace
topic-focus = la concentration
topic-reveal = ouvrir les portes
topic-rhunes = la réserve de l'autel
topic-supply = les provisions
topic-tests = les tests de dés
undo-room = une salle a été révélée
cmd-game_new-hard = Partie difficile : les ennemis choisissent le pire pour vous
setup-hard = {" "}(difficile)
msg-hard = {" "}(difficile)
cmd-supply = Votre réponse permanente à « 1 provision pour un dé de plus ? » : demander, toujours ou jamais
cmd-supply-mode = Demander à chaque fois, toujours dépenser (à chaque test que vous lancez), ou jamais
choice-supply-mode-ask = demander à chaque fois
choice-supply-mode-always = toujours dépenser 1 provision
choice-supply-mode-never = ne jamais en dépenser
do-set_supply = Provisions avant un jet : { $mode }
supply-mode-ask = demander
supply-mode-always = toujours
supply-mode-never = jamais
st-supply_modes = 1 provision pour +1 dé avant un jet (`/supply`) : { $modes }
ev-supply_mode-ask = On demandera à { $hero }, avant chaque jet, s'il faut dépenser 1 provision pour un dé de plus.
ev-supply_mode-always = { $hero } dépensera 1 provision pour un dé de plus à chaque test lancé, tant que le groupe en a, sans qu'on le lui demande.
ev-supply_mode-never = On ne proposera plus de provision à { $hero } avant un jet (`supply:oui` sur une action en dépense toujours une).
ev-supply_spent_always = { $hero } dépense 1 provision pour un dé de plus, comme réglé avec `/supply` (groupe : { $supply }).
ev-prompt_supply_for =
    ⏳ { $hero } va lancer { $dice } { $dice ->
        [one] dé
       *[other] dés
    } { DE($attr) } { $test ->
        [inflict] contre le coup { DE($cause) }
       *[resist]
            { HAS($cause) ->
                [yes] pour résister à { $cause }
               *[no] pour résister
            }
    } (difficulté { $difficulty }) : dépenser 1 provision (le groupe en a { $supply }) pour en lancer { $more } ?
ev-prompt_reaction_supply = Ce héros peut aussi dépenser 1 provision (le groupe en a { $supply }) pour lancer { $more } dés { DE($attr) } au lieu de { $dice } (difficulté { $difficulty }).
opt-supply_for = Dépenser 1 provision : { $more } dés { DE($attr) } au lieu de { $dice }
ev-no_progress =
    { $card } : aucun progrès{ HAS($threshold) ->
        [yes] {" "}({ $progress }/{ $threshold })
       *[no] {""}
    } — { $successes } succès contre une difficulté de { $difficulty } ; il faut { $needed } succès pour placer 1 progrès.
ev-searched_nothing = Rien trouvé : les { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    } de fouille déjà sur l'élément annulent { $successes } succès.
ev-overcome_objectives = Objectifs surmontés : { $n }/{ $of }.
why-reach =
    { $why ->
        [behind_door] est dans la salle en { $room }, derrière la porte fermée entre { $a } et { $b } : ouvrez d'abord cette porte
        [past_door_space] est dans la salle en { $room } : par la porte ouverte ({ $a }–{ $b }), la portée et la vue ne vont que jusqu'à sa case de porte ; entrez dans cette salle
        [other_room] est dans la salle en { $room }, qui ne touche pas la vôtre : la portée et la vue restent dans votre salle et les cases de porte de ses portes ouvertes
        [wall_way] est à { $distance ->
                [one] 1 case
               *[other] { $distance } cases
            } en contournant les murs : la portée { $range } se compte par le chemin autour d'eux
        [too_far] est à { $distance ->
                [one] 1 case
               *[other] { $distance } cases
            }, au-delà de la portée { $range } : rapprochez-vous
       *[wall_sight]
            est à portée { $range }, mais un mur coupe la ligne de vue{ HAS($square) ->
                [yes] {" "}({ $side ->
                    [north] au nord
                    [south] au sud
                    [east] à l'est
                   *[west] à l'ouest
                } de { $square })
               *[no] {""}
            } : placez-vous là où vous la voyez
    }
rule-beyond_move = { $target } est hors d'atteinte : même après le déplacement de cette carte, { $spaces ->
        [one] 1 case
       *[other] { $spaces } cases
    } au plus, elle ne serait pas à portée { $range } et en ligne de vue.
rule-nothing_to_heal = { $target } n'a aucun dégât à soigner : ce serait dépensé pour rien.
rule-already_exhausted = { $target } est déjà épuisé : visez un ennemi prêt.
rule-nothing_to_search = Il n'y a rien à fouiller dans la salle en { $room } : une fouille demande un élément (ou l'autel) dans votre salle. Allez dans une salle qui en a un.
rule-deck_empty = Votre pioche et votre défausse sont vides : il n'y a aucune carte à piocher.
rule-in_hand_not_play =
    { HAS($card_fr) ->
        [yes] { $card_fr } est dans votre main, pas en jeu : jouez-la avec `/play card:{ $card_fr }`.
       *[no] { $card } est dans votre main, pas en jeu : jouez-la avec `/play card:{ $card }`.
    }
rule-in_play_not_hand =
    { HAS($card_fr) ->
        [yes] { $card_fr } est déjà en jeu, pas dans votre main : { $command ->
            [act] résolvez son Action avec `/act card:{ $card_fr }`.
           *[use] utilisez-la avec `/use card:{ $card_fr }`.
        }
       *[no] { $card } est déjà en jeu, pas dans votre main : { $command ->
            [act] résolvez son Action avec `/act card:{ $card }`.
           *[use] utilisez-la avec `/use card:{ $card }`.
        }
    }
rule-altar_not_found =
    { HAS($card_fr) ->
        [yes] { $card_fr } se fait à l'autel, et l'autel n'a pas encore été trouvé : ouvrez des portes et révélez des salles jusqu'à le trouver.
       *[no] { $card } se fait à l'autel, et l'autel n'a pas encore été trouvé : ouvrez des portes et révélez des salles jusqu'à le trouver.
    }
rule-bad_supply_mode = { $mode } n'est pas un réglage des provisions : choisissez toujours, jamais ou demander.
rule-same_supply_mode = Votre réglage des provisions est déjà « { $mode ->
        [always] toujours
        [never] jamais
       *[ask] demander
    } ».
st-quest_over = la quête est finie
pic-key-rock = hors du donjon : ce ne sont pas des cases

# /rules topic:<héros> et <ennemi>, et les valeurs du héros dans /hand
topic-hero = héros : { $hero }
topic-enemy = ennemi : { $enemy } ({ $labels })
topic-ambiguous = « { $typed } » peut désigner { $names } : précisez.
topic-hero_head = **{ $hero }** (héros) — { $health } PV
hero-numbers = { $attributes } · Défense { $defense }
topic-enemy_head = **{ $enemy }** ({ $kind }) — { $health } PV, défense { $defense }, vitesse { $speed }, portée { $range }
topic-enemy_figures = Sur le plateau : { $figures }
topic-enemy_figure = { $label } en { $square }, { $left }/{ $health } PV
