# Altered — les messages du bot (français). Un duel de cartes à deux places : les places sont des decks.

game-name = Altered

## options de commande de ce jeu (celles des verbes partagés sont décrites dans les messages partagés)

cmd-play-expedition = Altered : l'expédition que rejoint un personnage ou un permanent (héros ou compagnon)
cmd-play-from = Altered : la jouer depuis votre main ou votre réserve (par défaut : là où elle est)
choice-play-expedition-hero = expédition du héros
choice-play-expedition-companion = expédition du compagnon
choice-play-from-hand = main
choice-play-from-reserve = réserve

## ce qu'un joueur pourrait chercher d'un autre jeu

hint-move = Altered n'a pas de plateau où marcher : vos expéditions avancent au Crépuscule. `/play card expedition` y envoie des personnages.
hint-attack = Altered n'a pas d'attaques : vos expéditions comparent forêt, montagne et eau au Crépuscule. Voir `/rules topic:crépuscule`.
hint-open = Altered n'a pas de portes : `/play card`, `/use card`, `/end`.
hint-act = Altered joue ses cartes avec `/play card` ; les actions rapides avec `/use card`.
hint-draw = Altered fait piocher 2 cartes chaque Matin tout seul.
hint-give = Altered ne permet pas de donner : `/play card`, `/use card`, `/end`.
hint-choose = Dans Altered, une décision se règle avec `/play card:<noms>` (mana, nettoyage), `/use card:<nom>` (quelle capacité d'abord) ou `/end` (pas de mana ce Matin) ; `/do` liste toutes les réponses.

## mots

altered-exp-hero = héros
altered-exp-companion = compagnon
altered-exp-none = aucune
altered-from-hand = main
altered-from-reserve = réserve
altered-card-where = { $card } ({ $where })
altered-where-hero_expedition = { $hero } · héros
altered-where-companion_expedition = { $hero } · compagnon
altered-mine-hero_expedition = votre héros
altered-mine-companion_expedition = votre compagnon
altered-mine-landmarks = votre repère
altered-mine-reserve = votre réserve
altered-mine-discard = votre défausse
altered-theirs-hero_expedition = héros adverse
altered-theirs-companion_expedition = compagnon adverse
altered-theirs-landmarks = repère adverse
altered-theirs-reserve = réserve adverse
altered-theirs-discard = défausse adverse
altered-where-landmarks = { $hero } · repère
altered-where-reserve = { $hero } · réserve
altered-where-discard = { $hero } · défausse
altered-kind-hero = héros
altered-kind-character = personnage
altered-kind-spell = sort
altered-kind-landmark = repère
altered-kind-expedition_permanent = permanent d'expédition
altered-kind-token = jeton
altered-terrain-forest = forêt
altered-terrain-mountain = montagne
altered-terrain-water = eau
altered-terrain-hidden = face cachée
altered-region-hidden = région { $n } (face cachée)
altered-none = aucune
altered-none-landmarks = aucun
altered-arena = l'Arène
altered-at-region = { $article ->
    [le] au { $region }
    [les] aux { $region }
    [la] à la { $region }
    [elided] à l'{ $region }
   *[none] à { $region }
}
altered-from-region = { $article ->
    [le] du { $region }
    [les] des { $region }
    [la] de la { $region }
    [elided] de l'{ $region }
   *[none] { DE($region) }
}
altered-to-region = { $article ->
    [le] au { $region }
    [les] aux { $region }
    [la] à la { $region }
    [elided] à l'{ $region }
   *[none] à { $region }
}
altered-at-arena = dans l'Arène
altered-an-effect = Un effet
altered-flag-boosts = boosté
altered-flag-fleeting = Fugace
altered-flag-anchored = ancré
altered-flag-asleep = endormi
altered-flag-exhausted = épuisé
altered-phase-setup = Mise en place
altered-phase-morning = Matin
altered-phase-noon = Midi
altered-phase-afternoon = Après-midi
altered-phase-dusk = Crépuscule
altered-phase-night = Nuit
altered-phase-over = Terminé
altered-op-draw = la pioche
altered-op-boost = le boost
altered-op-create_token = le jeton
altered-op-anchor = l'ancrage
altered-op-sleep = le sommeil
altered-op-send_to_reserve = l'envoi en réserve
altered-op-discard = la défausse
altered-op-ready_orbs = le redressement d'orbes
altered-op-add_mana = l'ajout de mana
altered-op-move_expedition = le déplacement d'expédition
altered-op-ready_hero = le redressement du héros
altered-op-clear_status = la perte d'état

## autocomplétion et /do

altered-choice-mana = Mana : { $cards }
altered-choice-cleanup = Défausser : { $cards }
altered-choice-trigger = Résoudre d'abord : { $card }
altered-choice-play = { $play } · { $cost } mana · { $stats }
altered-choice-exhaust = { $card } · épuiser{ $cost ->
    [0] {""}
   *[other] {" "}et payer { $cost }
}
altered-choice-support = { $card } · soutien : la défausser de votre réserve
altered-told-mana = Mettre { $n ->
    [one] une carte
   *[other] { $n } cartes
} de la main en mana
altered-do-mana-none = Garder toutes vos cartes en main (pas de mana ce Matin)
altered-do-mana = Mettre { $n ->
    [one] la carte { $places }
   *[other] les cartes { $places }
} de votre main en mana (numéros de /hand)
altered-do-play = Jouer { $card }{ $source ->
    [reserve] {" "}(réserve)
   *[hand] {""}
}{ $expedition ->
    [hero] {" "}→ héros
    [companion] {" "}→ compagnon
   *[none] {""}
} · { $cost } mana
altered-do-targets = { $text } · cible : { $targets }
altered-do-exhaust = Épuiser { $card }{ $cost ->
    [0] {""}
   *[other] {" "}(payer { $cost })
}
altered-do-support = Soutien : défausser { $card } de votre réserve
altered-do-effect = { $text } : { $effect }
altered-do-pass = Passer (ne plus jouer de cet Après-midi)
altered-do-cleanup = Nettoyage : défausser { $cards }
altered-do-trigger = Résoudre d'abord la capacité { DE($card) }

## décisions

prompt-setup_mana = choisissez { $count } cartes de votre main pour votre mana : `/choose option:1, 2, 3` (leurs numéros dans `/hand` ou leurs noms, séparés par des virgules), ou `/play card:<nom>, <nom>, <nom>`, ou `/do`.
prompt-morning_mana = vous pouvez mettre { $count } carte de votre main en mana : `/choose option:<son numéro dans /hand ou son nom>` ou `/play card:<nom>`, ou `/end` pour tout garder (`/hand` montre les cartes piochées).
prompt-cleanup = il reste au plus 2 cartes dans votre réserve et 2 repères : défaussez-en { $reserve } de votre réserve et { $landmarks } de vos repères, avec `/choose option:<numéros ou noms, séparés par des virgules>` ou `/play card:<nom>, <nom>`.
prompt-trigger_order = plusieurs de vos capacités { $trigger ->
    [at_noon] « à Midi »
    [at_dusk] « au Crépuscule »
   *[at_night] « à la Nuit »
} commencent ensemble : laquelle se résout d'abord ? `/use card:<nom>`.
msg-waiting_prompt = ⏳ { $player }, { $hero } doit décider : { $text }{ $default ->
   *[other] {""}
}
st-prompt = En attente de la décision { DE($hero) } (`/play card`, `/end` ou `/do`).

## le tour

altered-start = L'Aventure s'étend entre les deux héros : { $row }. { $first } a le marqueur de premier joueur.
altered-start-help = Chaque place choisit d'abord 3 cartes de sa main pour sa mana (`/hand` montre la vôtre, à vous seul). `/rules` explique la journée ; `/do` liste tout ce que vous pouvez faire.
altered-wait-setup_mana = En attente { DE($heroes) } : 3 cartes de la main en mana (`/play card:<trois noms>`).
altered-wait-morning_mana = En attente { DE($heroes) } : une carte en mana (`/play card:<nom>`) ou aucune (`/end`).
altered-wait-cleanup = En attente { DE($heroes) } : ne garder que 2 cartes en réserve et 2 repères (`/play card:<noms>`).
altered-wait-trigger_order = En attente { DE($heroes) } : quelle capacité se résout d'abord (`/use card:<nom>`).
altered-turn = ▶ À { $hero } ({ $player }) de jouer — { $ready }/{ $orbs } mana prête : `/play card`, actions rapides avec `/use card`, ou `/end` pour passer.
altered-idle-turn = C'est au tour { DE($hero) } ({ $player }), pas au vôtre : attendez qu'il ou elle joue une carte ou passe. Votre tour vient ensuite ; d'ici là, `/hand` montre vos cartes et `/game status` le duel.
altered-idle-passed = Vous avez passé pour cet Après-midi : { $hero } ({ $player }) joue jusqu'à passer à son tour, puis vient le Crépuscule. Il n'y a plus qu'à attendre.
altered-idle-decision = La partie attend { $hero } ({ $player }), qui { $decision ->
    [setup_mana] met 3 cartes de sa main en mana
    [morning_mana] peut mettre une carte de sa main en mana
    [cleanup] défausse pour ne garder que 2 cartes en réserve et 2 repères
   *[trigger_order] choisit laquelle de ses capacités se résout d'abord
} : attendez. { $after ->
    [yes] Votre propre choix vient juste après.
   *[no] La partie reprend dès son choix fait.
}

## état

altered-st-head = **{ $quest }** — jour { $day }, { $phase } ; premier joueur : { $first }.
altered-st-arena = L'égalité se règle dans l'Arène ({ $region }) : chaque type de terrain est comparé sur les deux expéditions.
altered-st-row = L'Aventure : { $row }
altered-st-over = le duel est fini
altered-st-deciding = décide
altered-st-to_play = doit jouer
altered-st-passed = a passé
altered-st-waiting = attend
altered-st-seat = **{ $hero }** ({ $player }, { $state }){ $leader } : main { $hand }, deck { $deck }, mana { $ready }/{ $orbs } prête, défausse { $discard }.
altered-st-expedition = · expédition du { $expedition } { $where } — forêt { $forest }, montagne { $mountain }, eau { $water } : { $cards }
altered-st-hero = · capacité du héros : { $text }
altered-st-zones = · réserve : { $reserve } · repères : { $landmarks }

## main (seul son propriétaire la voit)

altered-hand-head = **{ $hero }** — { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} en main, { $deck } dans le deck, mana { $ready }/{ $orbs } prête.
altered-hand-hero = Votre héros **{ $hero }**{ $flags } : { $text }
altered-hand-card = { $n }. **{ $card }** — { $hand } depuis la main / { $reserve } depuis la réserve · { $stats } — { $text }
altered-hand-empty = Votre main est vide.
altered-hand-mana = Votre mana (face cachée) : { $cards }
altered-hand-reserve = Votre réserve : { $cards }

## la fin

altered-reason-met = ses deux expéditions se sont rejointes
altered-reason-further = les deux places se sont rejointes au même Crépuscule et ses expéditions sont allées plus loin
altered-reason-arena = elle a gagné plus de types de terrain dans l'Arène
altered-sum-won = 🏆 **{ $hero }** ({ $player }) gagne au jour { $day } : { $reason }.
altered-sum-stopped = Le duel s'est arrêté au jour { $day } sans vainqueur.
altered-sum-seat = { $hero } ({ $player }) : expédition du héros { $hero_at }, expédition du compagnon { $companion_at }.
altered-board = { $quest } — jour { $day }, { $phase }

## narration

altered-ev-game_started = ⚔ { $a } contre { $b }. { $first } tire le marqueur de premier joueur. L'Aventure compte { $regions } régions ; les cartes Tumulte restent face cachée jusqu'à ce qu'une expédition y entre.
altered-ev-day_started = — **Jour { $day }**{ $arena ->
    [yes] {" "}(dans l'Arène)
   *[no] {""}
} — premier joueur : { $first }
altered-ev-phase_started = — { $phase } —
altered-ev-first_player_passed = Le marqueur de premier joueur passe à { $hero }.
altered-ev-readied = { $hero } redresse { $orbs ->
    [one] { $orbs } orbe
   *[other] { $orbs } orbes
} de mana et { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}.
altered-ev-turn_started = Au tour { DE($hero) }.
altered-ev-passed = { $hero } passe pour le reste de l'Après-midi.
altered-ev-cards_drawn = { $hero } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} ({ $hand } en main).
altered-ev-card_drawn = Vous piochez { $card }.
altered-ev-deck_reshuffled = Le deck { DE($hero) } est vide : la défausse ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}) est mélangée pour former un nouveau deck.
altered-ev-mana_added = { $hero } met { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} face cachée en mana{ $source ->
    [deck] {" "}depuis le dessus du deck
   *[hand] {""}
} ({ $orbs ->
    [one] { $orbs } orbe
   *[other] { $orbs } orbes
}).
altered-ev-mana_card = { $card } va face cachée dans votre mana.
altered-ev-orbs_readied = { $hero } redresse { $n ->
    [one] { $n } orbe
   *[other] { $n } orbes
} de mana.
altered-ev-card_played = { $hero } joue { $card } ({ $kind }) depuis la { $source ->
    [reserve] réserve
   *[hand] main
} pour { $cost } mana{ $expedition ->
    [none] {""}
   *[other] {" "}dans l'expédition du { $where }
}{ $fleeting ->
    [yes] {" "}(Fugace)
   *[no] {""}
}.
altered-ev-ability_used = { $trigger ->
    [hero] { $hero } utilise sa capacité de héros (s'épuise{ $cost ->
        [0] {""}
       *[other] {" "}et paie { $cost }
    }).
    [exhaust] { $hero } épuise { $card }{ $cost ->
        [0] {""}
       *[other] {" "}et paie { $cost }
    } pour utiliser sa capacité.
    [support] { $hero } défausse { $card } de sa réserve pour sa capacité de soutien.
    [at_noon] Capacité « à Midi » { DE($card) } ({ $hero }).
    [at_dusk] Capacité « au Crépuscule » { DE($card) } ({ $hero }).
    [at_night] Capacité « à la Nuit » { DE($card) } ({ $hero }).
    [on_to_reserve] Capacité « quand je vais dans votre réserve » { DE($card) } ({ $hero }).
   *[other] Capacité { DE($card) } ({ $hero }).
}
altered-ev-boosted = { $card } gagne { $n ->
    [one] { $n } boost
   *[other] { $n } boosts
} ({ $boosts } en tout).
altered-ev-status_gained = { $status ->
    [asleep] { $card } gagne Endormi.
   *[anchored] { $card } gagne Ancré.
}
altered-ev-status_lost = { $status ->
    [asleep] { $card } perd Endormi.
   *[anchored] { $card } perd Ancré.
}
altered-ev-token_created = { $hero } crée un jeton { $card } dans l'expédition du { $expedition }.
altered-ev-card_moved = { $card } ({ $hero }) { $to ->
    [reserve] va en réserve
    [discard] va à la défausse
    [removed] quitte la partie
    [landmarks] devient un repère
   *[expedition] rejoint une expédition
}{ $why ->
    [rest] {" "}à la Nuit
    [resolved] {" "}après sa résolution
    [cleanup] {" "}au nettoyage
    [support] {" "}pour sa capacité de soutien
    [token] {" "}(un jeton)
   *[effect] {" "}par un effet
}.
altered-ev-no_effect = { $card } : { $op } ne fait rien ({ $why ->
    [no_target] rien à atteindre
    [arena] les expéditions ne bougent pas dans l'Arène
    [edge] l'expédition est au bout de la rangée
    [empty_deck] le deck est vide
    [already_ready] le héros est déjà redressé
   *[other] pas d'expédition
}).
altered-total = { $terrain } { $mine } contre { $theirs }
altered-ev-expedition_compared = 🌄 Expédition du { $expedition } { DE($hero) } { $region } : { $totals } → { $advances ->
    [yes] avance (plus { DE($won) })
   *[no] reste
}.
altered-ev-expedition_moved = L'expédition du { $expedition } { DE($hero) } va { $origin } { $to }{ $why ->
    [dusk] {" "}au Crépuscule
   *[effect] {" "}par une capacité
}.
altered-ev-tumult_revealed = Une carte Tumulte se retourne : { $regions }.
altered-ev-went_to_arena = Les expéditions des deux places se sont rejointes au même Crépuscule du jour { $day }, aucune plus loin que l'autre : le jour suivant se joue dans l'Arène.
altered-ev-arena_scored = Arène : { $totals } → { $winner ->
    [none] personne ne gagne plus de types de terrain ; un autre jour dans l'Arène
   *[other] { $winner } gagne { $won }
}.

## refus

rule-altered_ability_idle = La capacité { DE($card) } ne ferait rien maintenant ({ $why ->
    [no_own_character] vous n'avez aucun personnage en jeu
    [no_opponent_character] votre adversaire n'a aucun personnage en jeu
    [no_opponent_reserve] la réserve adverse est vide
    [orbs_ready] tous vos orbes de mana sont déjà prêts
    [hero_ready] votre héros est déjà redressé
    [empty_deck] votre deck est vide
    [empty_deck_discard] votre deck et votre défausse sont vides
    [no_asleep] aucun personnage n'est Endormi
    [no_anchored] aucun personnage n'est Ancré
    [arena] les expéditions ne bougent pas dans l'Arène
    [edge] l'expédition est au bout de la rangée
   *[other] elle n'est dans aucune expédition
}) : rien n'a été dépensé.
rule-altered_bad_target = Cette carte ne peut pas être ciblée par cet effet. { $n ->
    [one] Sa seule cible possible : { $options }.
   *[other] Ses cibles possibles : { $options }.
}
rule-altered_unknown_target = Aucune carte ne s'appelle « { $typed } » ici. { $n ->
    [one] La seule cible possible de cet effet : { $options }.
   *[other] Les cibles possibles de cet effet : { $options } (`/do` liste chaque action avec ses cibles).
}
rule-altered_target_ambiguous = « { $typed } » désigne { $n } cartes : précisez laquelle, { $options }.
rule-altered_cleanup_cards = Ne défaussez que des cartes de votre réserve et vos repères.
rule-altered_cleanup_count = Défaussez { $reserve ->
    [one] { $reserve } carte
   *[other] { $reserve } cartes
} de votre réserve et { $landmarks ->
    [one] { $landmarks } repère
   *[other] { $landmarks } repères
} : il en reste 2 de chaque. Nommez-les toutes d'un coup : `/play card:<noms>` (séparés par des virgules).
rule-altered_exhausted = { $card } est épuisé jusqu'au prochain Matin.
rule-altered_extra_target = Plus de cibles que les effets de la carte n'en demandent.
rule-altered_mana_one = Au plus une carte va dans votre mana chaque Matin.
rule-altered_mana_three = Choisissez exactement 3 cartes de votre main pour votre mana, en une seule réponse : `/choose option:1, 2, 3` (numéros de `/hand` ou noms).
rule-altered_no_decision = Rien de tel ne vous est demandé maintenant.
rule-altered_no_exhaust = Vous ne contrôlez aucun héros ni permanent « { $card } » avec une capacité d'épuisement.
rule-altered_no_expedition = { $card } ne va pas dans une expédition : n'indiquez pas `expedition`.
rule-altered_no_mana = { $card } coûte { $cost } mana, plus que votre mana prête ({ $ready }).
rule-altered_no_mana_ability = La capacité { DE($card) } coûte { $cost } mana, plus que votre mana prête ({ $ready }).
rule-altered_no_support = { $card } n'a pas de capacité de soutien.
rule-altered_not_afternoon = Les cartes se jouent et les actions rapides se prennent l'Après-midi seulement.
rule-altered_play_not_mana = Les cartes se jouent l'Après-midi : rien n'a été dépensé. { $decision ->
    [setup_mana] Choisissez maintenant 3 cartes de votre main pour votre mana : `/choose option:<trois noms ou numéros>`.
    [cleanup] C'est le nettoyage de la Nuit : défaussez jusqu'à 2 cartes en réserve et 2 repères avec `/choose option:<noms ou numéros>`.
   *[other] Pour mettre { $card } dans votre mana maintenant : `/choose option:{ $card }` ; pour garder toutes vos cartes en main : `/end`.
}
err-bad_choice = « { $typed } » ne répond pas à cette question ; ses cartes sont { $options }. Donnez toutes les cartes qu'elle demande, par numéro ou par nom, séparées par des virgules (`/choose option:1, 2, 3`) ; `/choose` seul affiche de nouveau la question.
rule-altered_which_copy = { $card } est dans votre main (pour { $hand } mana) et dans votre réserve (pour { $reserve } mana) : ajoutez `from:main` ou `from:reserve`.
rule-altered_not_there = { $card } est dans votre { $where ->
    [hand] main : `from:main`
   *[reserve] réserve : `from:reserve`
}, ou omettez `from:`.
rule-altered_same_card_twice = Une même carte est nommée deux fois : nommez { $count ->
    [one] une carte
   *[other] { $count } cartes différentes
} de votre main (`/hand` les numérote).
rule-altered_not_in_hand = Ces cartes ne sont pas toutes dans votre main (`/hand` la montre).
rule-altered_not_playable = Vous n'avez pas de carte « { $card } » en main ni en réserve (`/hand` les montre).
rule-altered_not_triggered = { $card } n'a pas de capacité en attente de résolution.
rule-altered_support_reserve = Une capacité de soutien s'utilise en défaussant la carte de votre réserve : « { $card } » n'y est pas.
rule-altered_target_needed = Cet effet demande une cible (`target`) : { $n ->
    [one] la seule possible est { $options }.
   *[other] l'une de { $options }.
}
rule-altered_two_seats = Altered se joue à exactement deux places.
rule-altered_which_expedition = Dites quelle expédition { $card } rejoint : `expedition:héros` ou `expedition:compagnon`.
rule-deck_unknown_name = Aucune carte ne s'appelle « { $name } ».
rule-deck_ambiguous_name = « { $name } » peut désigner plusieurs cartes ({ $close }) : précisez laquelle.
rule-deck_bad_count = « { $copies } » exemplaires { DE($name) } : un nombre d'exemplaires est un entier, 1 ou plus.
rule-deck_malformed = Un deck apporté pour une place n'a pas pu être lu : apportez-le de nouveau avec `/game deck list:`.
rule-deck_unknown_seat = Un deck a été apporté pour une place que plus personne n'occupe : apportez-le de nouveau avec `/game deck list:`.
rule-deck_invalid = Ce deck enfreint les règles de construction ({ $problems }).
rule-game_over = Ce duel est terminé.
rule-hero_twice = Chaque deck ne peut être pris qu'une fois.
rule-not_in_game = { $hero } ne joue pas dans ce duel.
rule-not_your_turn = C'est au tour { DE($hero) }.
rule-unknown_hero = Il n'y a pas de deck « { $hero } ».
rule-unknown_quest = Il n'y a pas d'aventure « { $quest } ».

## règles

topic-goal = le but
topic-day = une journée et ses phases
topic-afternoon = l'Après-midi : tours, actions rapides, passer
topic-playing = jouer des cartes, coûts et cibles
topic-reserve = la réserve
topic-dusk = le Crépuscule : quelle expédition avance
topic-night = la Nuit : repos et nettoyage
topic-end = la fin et l'Arène
topic-deckbuilding = construction de deck
topic-controls = commandes
rules-goal = **Le but.** Chaque place joue un deck mené par un héros et envoie deux expéditions, celle du héros et celle du compagnon, l'une vers l'autre le long de l'Aventure : une rangée de huit régions (région du héros, trois cartes Tumulte face cachée de deux régions chacune, région du compagnon). La première place dont les deux expéditions se rejoignent gagne.
rules-day = **Une journée.** Matin : le marqueur de premier joueur passe, tout se redresse, chacun pioche 2 cartes, puis chacun (premier joueur d'abord) peut mettre une carte de sa main face cachée en mana. Midi : capacités « à Midi ». Après-midi : les places jouent à tour de rôle. Crépuscule : les expéditions avancent. Nuit : les personnages se reposent. Le jour 1 n'a pas de Matin : chacun pioche 6 cartes et en garde 3 en mana.
rules-afternoon = **L'Après-midi.** À votre tour, prenez autant d'actions rapides que vous voulez (`/use card`), puis jouez une carte (`/play card`) ou passez (`/end`). Une place qui a passé ne joue plus de cet Après-midi ; l'autre continue seule. Quand les deux ont passé, vient le Crépuscule.
rules-playing = **Jouer une carte.** Payez son coût avec vos orbes de mana prêtes (coût de main depuis la main, coût de réserve depuis la réserve). Personnages et permanents d'expédition rejoignent une expédition (`expedition:héros` ou `expedition:compagnon`) ; les repères se posent à côté ; les sorts se résolvent puis vont en réserve. Les cibles se choisissent en jouant la carte (`target`, plusieurs reliées par +). L'autocomplétion ne liste que ce que vous pouvez payer.
rules-reserve = **La réserve.** Les personnages s'y reposent à la Nuit, et les sorts y vont une fois résolus. Une carte jouée depuis la réserve gagne Fugace (sauf un permanent) : elle est défaussée au lieu d'y revenir. Une carte en réserve n'est pas en jeu ; sa capacité de soutien s'utilise en la défaussant (`/use card:<nom> (réserve)`).
rules-dusk = **Le Crépuscule.** Les expéditions du héros se comparent entre elles, celles du compagnon entre elles, dans les types de terrain de la région où chacune se trouve : forêt, montagne, eau. Une expédition strictement supérieure à l'autre dans l'un de ces types (et au-dessus de 0) avance d'une région. Les personnages endormis ne comptent pas. Le bot donne chaque comparaison avec ses totaux.
rules-night = **La Nuit.** Les personnages vont en réserve (les Fugaces en défausse, les jetons quittent la partie) ; ceux qui sont ancrés ou endormis restent et perdent cet état. Puis chaque place garde au plus 2 cartes en réserve et 2 repères, et défausse le reste à son choix (`/play card:<noms>`).
rules-end = **La fin.** Une place dont les expéditions se rejoignent gagne. Si les deux se rejoignent au même Crépuscule, celle dont les expéditions sont allées plus loin gagne ; sinon le jour suivant se joue dans l'Arène : les capacités ne déplacent plus les expéditions, chaque type de terrain est comparé sur les deux expéditions, et la place qui gagne le plus de types gagne.
rules-deckbuilding = **Construction de deck.** Exactement un héros, au moins 39 autres cartes de sa faction, au plus 3 exemplaires d'un même nom, au plus 15 rares et 3 uniques ; les jetons ne comptent pas. Prenez une place avec un deck de démarrage (`/game join hero:<deck>`), ou apportez votre propre deck avant le début : `/game deck` montre la liste de votre deck à copier et modifier, `/game deck list:<1 Héros; 3 Carte; …>` l'apporte (chaque règle enfreinte est nommée ; les deux places peuvent jouer la même faction).
rules-controls = **Commandes.** `/game new ruleset:altered quest:<aventure>` (`opponent:bot` pour affronter le bot), `/game join hero:<deck>` (deux places, ou une contre le bot), `/game deck` pour un deck à vous, `/game start` ; `/hand` montre votre main et votre mana (à vous seul) ; `/play card [from] [expedition] [target]` ; `/use card [target]` pour les actions rapides ; `/end` passe (ou, un Matin, garde toutes vos cartes) ; les choix de mana et de nettoyage se font avec `/play card:<noms>` ; `/do action` liste toutes les actions permises ; `/game status` montre la table.

# --- the pictures (rendering/altered) ---
# Altered — les mots des images (français). Brouillon : ces messages `pic-*` iront dans les locales du
# jeu (bot/games/altered/locales/fr.ftl) quand son dossier bot existera.

## la table : en-tête
pic-day = Jour { $n }
pic-phase-setup = Mise en place
pic-phase-morning = Matin
pic-phase-noon = Midi
pic-phase-afternoon = Après-midi
pic-phase-dusk = Crépuscule
pic-phase-night = Nuit
pic-phase-over = Partie terminée
pic-arena-day = égalité départagée dans l'Arène
pic-turn = À { $name } de jouer
pic-deciding-setup-mana = Choix des premiers Orbes de Mana : { $names }
pic-deciding-morning-mana = Matin, peut mettre une carte en Mana : { $names }
pic-deciding-cleanup = Nettoyage de la Nuit (Réserve et Repères) : { $names }
pic-deciding-trigger-order = Ordonne ses capacités : { $names }
pic-waiting = La journée suit son cours
pic-duel-won = { $name } l'emporte
pic-won-met = { $name } l'emporte : ses Expéditions se sont réunies
pic-won-arena = { $name } l'emporte dans l'Arène

## la table : la ligne
pic-hero-region = Région Héros
pic-companion-region = Région Compagnon
pic-tumult = Tumulte
pic-arena = Arène
pic-label-hero = H{ $side }
pic-label-companion = C{ $side }

## la table : un camp
pic-hero = héros : { $name }
pic-passed = a passé
pic-to-play = à jouer
pic-hero-expedition = Expédition Héros
pic-companion-expedition = Expédition Compagnon
pic-total = Total
pic-arena-total = Deux Expéditions
pic-empty = vide
pic-more = +{ $n } autres
pic-mana = Mana { $ready }/{ $total }
pic-hand = Main { $n }
pic-deck = Deck { $n }
pic-discard = Défausse { $n }
pic-landmarks = Repères
pic-reserve = Réserve
pic-kind-hero = héros
pic-kind-character = personnage
pic-kind-spell = sort
pic-kind-landmark = repère
pic-kind-expedition-permanent = permanent d'Expédition
pic-kind-token = jeton

## la légende
pic-legend = Légende
pic-key-side = { $name } : marqueurs des Expéditions Héros et Compagnon
pic-key-forest = Forêt
pic-key-mountain = Montagne
pic-key-water = Eau
pic-key-counted = vif : compte au Crépuscule dans la région du marqueur
pic-key-not-counted = pâle : n'y compte pas
pic-key-back = carte Tumulte face cachée (ses régions sont inconnues)
pic-key-orb-ready = Orbe de Mana prêt
pic-key-orb-spent = Orbe de Mana épuisé
pic-key-boost = Boosts : +1 à chaque statistique
pic-key-fleeting = Fugace : défaussé au lieu d'aller en Réserve
pic-key-anchored = Ancré : reste en place la Nuit
pic-key-asleep = Endormi : ne compte pas au Crépuscule, reste la Nuit
pic-key-exhausted = Épuisé
pic-key-first = Premier joueur
pic-key-active = À qui de jouer

## la main
pic-no-cards = Aucune carte en main
pic-key-hand-cost = Coût depuis la main
pic-key-reserve-cost = Coût depuis la Réserve
rule-nothing_to_choose = Rien n'attend de choix : jouez une carte, faites une action rapide ou passez (`/end`).

## /game new opponent: (le bot joue le second siège)
cmd-game_new-opponent = Altered : votre adversaire, un autre joueur (qui rejoint) ou le bot
choice-game_new-opponent-player = Un autre joueur
choice-game_new-opponent-bot = Le bot
setup-opponent = { $value ->
    [bot] {" "}(contre le bot)
   *[other] {""}
}

## /game deck (un deck à soi, avant le début)
altered-deck-list = Votre deck ({ $n } cartes en plus du héros). Copiez-le, modifiez-le et rapportez-le avec `/game deck list:` :
    { $cards }
altered-deck-summary = un deck mené par { $hero }, { $n } cartes en plus du héros
altered-deck-invalid = Ce deck enfreint { $n ->
    [one] une règle de construction
   *[other] { $n } règles de construction
} : rien n'a changé.
    { $problems }
altered-deck-deck_unknown_name = Aucune carte ne s'appelle « { $name } ».{ $close ->
    [none] {""}
   *[other] {" "}Vouliez-vous dire { $close } ?
}
altered-deck-deck_ambiguous_name = « { $name } » peut désigner plusieurs cartes ({ $close }) : précisez laquelle.
altered-deck-deck_bad_count = « { $copies } » exemplaires { DE($name) } : un nombre d'exemplaires est un entier, 1 ou plus.
altered-deck-unread = { $n } entrées n'ont pas été comprises : { $names }. Rien n'a changé.
altered-deckp-deck_no_hero = aucune carte de héros (un deck a exactement un héros)
altered-deckp-deck_two_heroes = { $name } est un second héros (un deck a exactement un héros)
altered-deckp-deck_unknown_card = aucune carte ne s'appelle { $name }
altered-deckp-deck_bad_count = { $copies } exemplaires { DE($name) }
altered-deckp-deck_wrong_faction = { $name } appartient à la faction { $faction_name }, pas à celle du héros ({ $hero_faction_name })
altered-deckp-deck_too_few = { $count } cartes en plus du héros (il en faut au moins { $least })
altered-deckp-deck_too_many_copies = { $copies } exemplaires { DE($name) } (au plus { $most } d'un même nom)
altered-deckp-deck_too_many_rares = { $count } cartes rares (au plus { $most })
altered-deckp-deck_too_many_uniques = { $count } cartes uniques (au plus { $most })

## le salon et le début, comme un duel les dit (les places sont des decks jusqu'au début)
msg-lobby =
    Joueurs : { $players }. Decks de démarrage libres : { $free }.
    Prenez place avec `/game join [hero]` (un deck de démarrage ; `/game deck` en apporte un à vous) ; { $host } (l'hôte) lance avec `/game start`.
msg-party = Le duel : { $party }.
altered-default-mana = { $n ->
    [0] aucune carte ne va en mana
    [one] la première carte de la main va en mana
   *[other] les { $n } premières cartes de la main vont en mana
}
