# Age of Fantasy: Quest — les messages du bot (français). Les messages `pic-*` de l'image sont à la fin.

game-name = Age of Fantasy: Quest

## options des commandes de ce jeu

cmd-move-how = Comment : avancer (6", puis tir), courir (12"), se hâter (compétence, D3"), embuscade
cmd-move-distance = Pouces à parcourir vers une figurine ou un marqueur (par défaut : aussi loin que va le mouvement)
cmd-move-target = Age of Fantasy : une unité ennemie sur qui tirer après avoir avancé
cmd-attack-how = tirer (tenir et tirer), charger (aller au corps à corps), repousser (action de compétence, 3")
cmd-use-to = Age of Fantasy : où va une compétence de mouvement, une case comme K12
cmd-cast-extra = Jetons de sort en plus, +1 au jet chacun
choice-move-how-advance = avancer
choice-move-how-rush = courir
choice-move-how-hurry = se hâter
choice-attack-how-shoot = tirer
choice-attack-how-charge = charger
choice-attack-how-push = repousser

## ce qu'un joueur peut taper d'un autre jeu

hint-act = Age of Fantasy: Quest n'a pas de cartes : `/attack target how:tirer|charger`, `/use card:<compétence>`.
hint-play = Age of Fantasy: Quest n'a pas de cartes : `/use card:<compétence ou potion>`, `/cast spell target`.
hint-draw = Age of Fantasy: Quest n'a pas de cartes à piocher : `/interact with:<jeton de recherche>` cherche du butin.
hint-channel = Age of Fantasy: Quest n'a pas de dés d'autel : voyez `/rules`.
hint-supply = Age of Fantasy: Quest n'a pas de provisions : la puissance paie les actions en plus et les tests ratés.
hint-open = Age of Fantasy: Quest n'a pas de portes : la table est à découvert ; `/move to:<case>`.
hint-give = Les héros d'Age of Fantasy: Quest gardent ce qu'ils trouvent : `/drink potion` ou `/use card`.
hint-search = Age of Fantasy: Quest découvre un jeton de recherche avec `/interact with:<S1>`.
hint-disarm = Age of Fantasy: Quest n'a pas de pièges à désamorcer : méfiez-vous des terrains dangereux.
hint-jump = Age of Fantasy: Quest ne saute pas : `/move to how`.
hint-path = Age of Fantasy: Quest trouve seul le chemin autour des décors : laissez `path` de côté.
hint-shop_buy = Age of Fantasy: Quest n'a pas de boutique : le butin se trouve sous les jetons de recherche.
hint-shop_sell = Age of Fantasy: Quest n'a pas de boutique : le butin se trouve sous les jetons de recherche.

## choix et /do

aofq-choice-cell = { $cell } · au bout du mouvement vers { $place }
aofq-choice-toward = vers { $place } (à { $inches }")
aofq-choice-extra = · action en plus, 2 de puissance{ $short ->
        [yes] {" "}(seulement { $power }, donc 2 blessures d'épuisement)
       *[no] {""}
    }
aofq-choice-danger = · ⚠ traverse un terrain dangereux{ $terrain ->
        [none] {""}
       *[other] {" "}({ $terrain })
    }
aofq-choice-spell = { $spell } ({ $cost } { $cost ->
        [one] jeton
       *[other] jetons
    }, { $range ->
        [0] sur le lanceur
       *[other] portée { $range }"
    }) — { $text }
aofq-revive = Ranimer un héros tombé (2 de puissance)
do-aofq-end = Finir l'activation
do-aofq-rest = Se reposer (toute l'activation : puissance au maximum)
do-aofq-hold = Tenir sans tirer
do-aofq-shoot = Tenir et tirer sur { $target }
do-aofq-advance = Avancer vers { $place }
do-aofq-rush = Courir vers { $place }
do-aofq-hurry = Se hâter vers { $place }
do-aofq-charge = Charger { $target }
do-aofq-push = Repousser { $target }
do-aofq-discover = Découvrir { $marker }
do-aofq-interact = Prendre ou examiner { $marker }
do-aofq-revive = Ranimer { $hero }
do-aofq-drink = Boire { $potion }
do-aofq-skill = Utiliser { $skill }
do-aofq-skill-target = Utiliser { $skill } sur { $target }
do-aofq-cast = Lancer { $spell }
do-aofq-cast-target = Lancer { $spell } sur { $target }

## les textes d'un tour

aofq-start = ⚔️ **{ $mission }** : { $text }
    Objectif : { $goal }
aofq-start-help = Les héros s'activent dans l'ordre de votre choix : `/move to:K12` ou `to:vers E3`, `/attack target:E3 how:tirer|charger`, `/use`, `/cast`, `/interact`, `/rest`, `/end` ; `/do` liste tout ; `/rules topic:mesurer` explique les distances.
aofq-active = ▶ { $hero } ({ $player }) s'active : il reste { $left }.
aofq-next = Round { $round }/{ $rounds } : héros encore à activer, dans l'ordre de votre choix : { $heroes }.
aofq-left-action = une action
aofq-left-skill = une action de compétence
aofq-left-extra = ▶ { $hero } ({ $player }) s'active : une action supplémentaire (de l'un ou l'autre type) pour 2 points de puissance, ou `/end`. { $short ->
        [yes] { $hero } n'a que { $power } de puissance : la prendre coûte 2 blessures d'épuisement à la place.
       *[no] { $hero } a { $power } de puissance.
    }
aofq-extra-cost = Une autre action maintenant (hors action de compétence) est l'action en plus et coûte 2 points de puissance : { $short ->
        [yes] { $hero } n'en a que { $power }, elle coûte donc 2 blessures d'épuisement à la place.
       *[no] { $hero } en a { $power }.
    }
aofq-left-none = ▶ { $hero } ({ $player }) s'active : il ne reste que `/end`.
aofq-flag-shaken = { $gender ->
        [f] Ébranlée
        [mp] Ébranlés
        [fp] Ébranlées
       *[other] Ébranlé
    }
aofq-flag-fatigued = { $gender ->
        [f] Fatiguée
        [mp] Fatigués
        [fp] Fatiguées
       *[other] Fatigué
    }
aofq-flag-unconscious = { $gender ->
        [f] inconsciente
        [mp] inconscients
        [fp] inconscientes
       *[other] inconscient
    }
aofq-flag-escaped = { $gender ->
        [f] sortie
        [mp] sortis
        [fp] sorties
       *[other] sorti
    }
aofq-flag-carrying = porte la relique
aofq-flag-standing = debout
aofq-condition-Afflicted = { $gender ->
        [f] Affligée
        [mp] Affligés
        [fp] Affligées
       *[other] Affligé
    }
aofq-condition-Crippled = { $gender ->
        [f] Estropiée
        [mp] Estropiés
        [fp] Estropiées
       *[other] Estropié
    }
aofq-condition-Sick = { $gender ->
        [f] Malade
        [mp] Malades
        [fp] Malades
       *[other] Malade
    }
aofq-condition-Hindered = { $gender ->
        [f] Entravée
        [mp] Entravés
        [fp] Entravées
       *[other] Entravé
    }
aofq-difficulty-easy = facile
aofq-difficulty-normal = normale
aofq-difficulty-hard = difficile
aofq-st-head = **{ $mission }** (difficulté { $difficulty }, table de { $size }"), round { $round }/{ $rounds }. Objectif : { $goal }
aofq-st-acting = s'active
aofq-st-done = { $gender ->
        [f] activée
        [mp] activés
        [fp] activées
       *[other] activé
    }
aofq-st-waiting = à activer
aofq-st-hero = • { $hero } ({ $player }) { $cell ->
        [none] hors de la table
       *[other] en { $cell }
    } : { $wounds }/{ $tough } blessures, { $power }/{ $max_power } de puissance, { $tokens } { $tokens ->
        [one] jeton de sort
       *[other] jetons de sort
    }{ $state } — { $turn }
aofq-st-units = Unités ennemies (figurines restantes) : { $units }
aofq-st-no_units = Aucune unité ennemie sur la table.
aofq-st-markers = Marqueurs : { $markers }
aofq-hand-head = **{ $hero }** : { $wounds }/{ $tough } blessures, { $power }/{ $max_power } de puissance, { $tokens } { $tokens ->
        [one] jeton de sort
       *[other] jetons de sort
    }.
ev-effect_laid = 📌 { $who } : { $effect }.
aofq-effect-pinned = Tir clouant : ni Courir ni Charger au round { $until }
aofq-effect-snared = Piège de ronces : aucun déplacement au round { $until }
aofq-effect-stunned = Clé de bras : perd sa prochaine activation
aofq-effect-stunned_model = Clé de bras sur une figurine : elle n'attaque pas à sa prochaine activation
aofq-effect-hexed = Marque maléfique : −1 en Défense ce round
aofq-effect-guard = En garde : +1 en Défense jusqu'à sa prochaine activation
aofq-effect-ward = Protection : +1 en Défense contre les tirs ce round
aofq-effect-tempered = Acier trempé : PA (+1) en mêlée ce round
aofq-effect-steady = Sang-froid : Effrayant ne compte pas pour le moral ce round
aofq-hand-stats = Qualité { $quality }+, Défense { $defense }+, Force { $strength }+, Dextérité { $dexterity }+, Volonté { $will }+{ $n ->
    [0] {""}
   *[other] { " " }; règles spéciales : { $rules }
}.
aofq-hand-skill = • Compétence **{ $skill }** : { $text }
aofq-hand-spell = • Sort **{ $spell }** ({ $cost } { $cost ->
        [one] jeton
       *[other] jetons
    }, { $range ->
        [0] sur le lanceur
       *[other] portée { $range }"
    }) : { $text }
aofq-weapon = { $range ->
        [0] mêlée
       *[other] portée { $range }"
    }, { $attacks } { $attacks ->
        [one] attaque
       *[other] attaques
    }{ $rules ->
        [none] {""}
       *[other] , { $rules }
    }
aofq-hand-weapon = • Arme **{ $weapon }**{ $found ->
        [yes] {" "}(trouvée)
       *[no] {""}
    } : { $profile }{ $used ->
        [yes] {" "}— épuisée (Limité : une fois par mission)
       *[no] {""}
    }
aofq-hand-item = • Objet **{ $item }** : { $text }
aofq-hand-no_loot = • Rien de trouvé pour l'instant.
aofq-sum-hero = • { $hero } ({ $player }) : { $wounds }/{ $tough } blessures, { $state }
aofq-sum-units = Unités ennemies encore sur la table : { $n }.
reason-swept = toutes les unités ennemies sont détruites
reason-all_down = tous les héros sont à terre
reason-escaped = les héros se sont enfuis
reason-investigated = chaque indice est examiné
reason-retrieved = la relique est rapportée
reason-seized = l'ennemi tient l'objectif
reason-held = l'objectif a tenu jusqu'au bout
reason-out_of_time = le temps est écoulé

## événements

aofq-how-advance = { $gender ->
    [mp] avancent
    [fp] avancent
   *[other] avance
}
aofq-how-rush = { $gender ->
    [mp] courent
    [fp] courent
   *[other] court
}
aofq-how-charge = { $gender ->
    [mp] chargent
    [fp] chargent
   *[other] charge
}
aofq-how-hurry = { $gender ->
    [mp] se hâtent
    [fp] se hâtent
   *[other] se hâte
}
aofq-how-push = { $gender ->
    [f] est repoussée
    [mp] sont repoussés
    [fp] sont repoussées
   *[other] est repoussé
}
aofq-how-fall_back = { $gender ->
    [mp] reculent
    [fp] reculent
   *[other] recule
}
aofq-how-pile_in = { $gender ->
    [mp] se ruent au contact
    [fp] se ruent au contact
   *[other] se rue au contact
}
aofq-how-slip = { $gender ->
    [mp] se faufilent
    [fp] se faufilent
   *[other] se faufile
}
aofq-how-arrive = { $gender ->
    [mp] entrent en jeu
    [fp] entrent en jeu
   *[other] entre en jeu
}
aofq-how-fall = { $gender ->
    [mp] chutent
    [fp] chutent
   *[other] chute
}
aofq-stat-quality = Qualité
aofq-stat-strength = Force
aofq-stat-dexterity = Dextérité
aofq-stat-will = Volonté
aofq-stat-cast = magie
aofq-why-morale = le moral
aofq-why-fearless = Sans peur (une seconde chance après un moral raté)
aofq-why-push = une poussée
aofq-why-hurry = se hâter
aofq-why-discover = découvrir un jeton
aofq-why-afflicted = Affligé
aofq-why-crippled = Estropié
aofq-why-sick = Malade
aofq-why-hindered = Entravé
aofq-why-clue = un indice
aofq-why-skill = une compétence
aofq-why-spell = un sort
aofq-why-jump = un saut
aofq-why-jump_gap = un saut par-dessus un vide
aofq-why-dangerous = un terrain dangereux
aofq-why-trap = un piège
aofq-why-fall = une chute
aofq-why-exhausted = l'épuisement
aofq-why-exhaustion = l'épuisement
aofq-power-extra_action = une action en plus
aofq-power-pass_test = réussir le test
aofq-power-ignore_shaken = ignorer Ébranlé
aofq-power-revive = ranimer
aofq-power-skill_failed = une compétence ratée
aofq-power-spell = forcer le sort
aofq-power-hindered = Entravé
aofq-power-stop_at_edge = s'arrêter au bord
aofq-power-sick = Malade
ev-round_started = 🕯️ **Round { $round }.**
ev-hero_phase = Phase des héros du round { $round } : activez-vous dans l'ordre de votre choix.
ev-activated = { $who } s'active.
ev-activation_ended = { $idle ->
        [yes] { $who } { $gender ->
            [f] reste inactive et finit son activation.
            [mp] restent inactifs et finissent leur activation.
            [fp] restent inactives et finissent leur activation.
           *[other] reste inactif et finit son activation.
        }
       *[no] { $who } finit son activation.
    }
ev-moved = { $who } { $how } de { $inches }" jusqu'en { $to }{ $around ->
        [dangerous] , en contournant un terrain dangereux
       *[none] {""}
    }{ $held ->
        [difficult] {" "}: le chemin traverse un terrain difficile, qui limite les mouvements de cette activation à 6".
        [difficult_edge] , au bord d'un terrain difficile (y entrer limiterait les mouvements de cette activation à 6").
        [climb] {" "}: la montée de { $climb }" compte dans le mouvement.
        [enemy] {" "}: plus loin, le chemin passerait à moins de 1" d'un ennemi (seule une charge le peut).
        [crowded] {" "}: plus loin, les places sont prises.
       *[none] .
    }
ev-fall_back_blocked = { $who } ne { $gender ->
        [mp] peuvent
        [fp] peuvent
       *[other] peut
    } pas reculer d'1" pour s'éloigner de { $target }, comme le doit une charge qui n'anéantit aucune unité : alliés, murs ou bord de table ne laissent pas la place, { $gender ->
        [mp] ils restent
        [fp] elles restent
        [f] elle reste
       *[other] il reste
    } au contact.
ev-rolled = 🎲 { $who } { $gender ->
        [mp] testent leur
        [fp] testent leur
       *[other] teste sa
    } { $stat } pour { $why } : fait { $roll }, il faut { $need }+ — { $passed ->
        [yes] réussi{ $power ->
            [0] {""}
           *[other] {" "}(avec { $power } de puissance)
        }.
       *[no] raté.
    }
ev-action_dropped = ↩️ Après ce choix, l'action de { $who } ne tient plus (la table a changé) : rien n'a été dépensé pour elle ; choisissez de nouveau.
ev-attacked = ⚔️ { $who } { $melee ->
        [yes] { $gender ->
            [mp] frappent
            [fp] frappent
           *[other] frappe
        }
       *[no] { $gender ->
            [mp] tirent sur
            [fp] tirent sur
           *[other] tire sur
        }
    } { $target } avec { $weapon } : { $attacks } { $attacks ->
        [one] attaque
       *[other] attaques
    }, { $hits } { $hits ->
        [one] touche
       *[other] touches
    }, { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    }{ $cover ->
        [yes] {" "}(à couvert)
       *[no] {""}
    }{ $killed ->
        [0] .
        [one] , { $killed } figurine retirée.
       *[other] , { $killed } figurines retirées.
    }
ev-impact_rolled = 💥 { $who } { $gender ->
        [mp] percutent
        [fp] percutent
       *[other] percute
    } { $target } (Impact) : { $dice } { $dice ->
        [one] dé
       *[other] dés
    } { $faces } → { $hits } { $hits ->
        [one] touche
       *[other] touches
    } sur 2+.
ev-knocked_out = 💀 { $who } est hors de combat.
ev-unit_destroyed = ☠️ { $who } { $gender ->
        [f] est détruite.
        [mp] sont détruits.
        [fp] sont détruites.
       *[other] est détruit.
    }
ev-shaken = { $recovered ->
        [yes] { $who } { $gender ->
            [f] n'est plus Ébranlée
            [mp] ne sont plus Ébranlés
            [fp] ne sont plus Ébranlées
           *[other] n'est plus Ébranlé
        }.
       *[no] 😨 { $who } { $gender ->
            [f] est Ébranlée
            [mp] sont Ébranlés
            [fp] sont Ébranlées
           *[other] est Ébranlé
        }.
    }
ev-condition = { $gained ->
        [yes] { $who } { $gender ->
            [mp] sont
            [fp] sont
           *[other] est
        } désormais { $condition }.
       *[no] { $who } { $gender ->
            [mp] ne sont plus
            [fp] ne sont plus
           *[other] n'est plus
        } { $condition }.
    }
ev-power_spent = 🔋 { $who } dépense { $amount } de puissance pour { $why }{ HAS($had) ->
        [yes] { $wounds ->
            [0] {" "}: puissance { $had } → { $left }.
           *[other] {" "}avec seulement { $had } : puissance { $had } → { $left }, et { $wounds } { $wounds ->
                [one] blessure
               *[other] blessures
            } d'épuisement.
        }
       *[no] { $wounds ->
            [0] .
            [one] {" "}et subit { $wounds } blessure d'épuisement.
           *[other] {" "}et subit { $wounds } blessures d'épuisement.
        }
    }
ev-rested = { $who } se repose : puissance remontée à { $power }.
ev-wounded = 🩸 { $who } { $gender ->
        [mp] subissent
        [fp] subissent
       *[other] subit
    } { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    } ({ $why }).
ev-danger_rolled = ⚠️ { $who } { $standing ->
        [yes] { $gender ->
            [mp] s'activent
            [fp] s'activent
           *[other] s'active
        } dans un terrain dangereux
       *[no] { $gender ->
            [mp] traversent
            [fp] traversent
           *[other] traverse
        } un terrain dangereux
    }{ $terrain ->
        [none] {""}
       *[other] {" "}({ $terrain })
    } : { $dice } { $dice ->
        [one] dé lancé
       *[other] dés lancés
    }, une blessure par 1 : { $faces } → { $wounds ->
        [0] aucune blessure.
        [one] 1 blessure.
       *[other] { $wounds } blessures.
    }
ev-healed = ✨ { $who } soigne { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    }{ $power ->
        [0] .
       *[other] {" "}et récupère { $power } de puissance.
    }
ev-revived = { $who } se relève, { $gender ->
        [f] ranimée
        [mp] ranimés
        [fp] ranimées
       *[other] ranimé
    } par { $by }.
ev-skill_used = { $who } utilise { $skill }{ HAS($target) ->
        [yes] {" "}sur { $target }.
       *[no] .
    }
ev-spell_cast = ✨ { $who } lance { $spell }{ HAS($target) ->
        [yes] {" "}sur { $target }
       *[no] {""}
    } : fait { $roll } avec { $tokens } { $tokens ->
        [one] jeton
       *[other] jetons
    } — { $success ->
        [yes] { $forced ->
            [yes] raté, mais la puissance dépensée le lance quand même.
           *[no] le sort agit.
        }
       *[no] le sort échoue.
    }
ev-found = 🔎 { $who } retourne { $marker } : { $loot }{ $profile ->
        [none] {""}
       *[other] {" "}({ $profile })
    }{ $kept ->
        [yes] , qui rejoint son équipement.
       *[no] .
    }
ev-found_far = 🔎 { $who } retourne { $marker } à distance : { $loot }{ $profile ->
        [none] {""}
       *[other] {" "}({ $profile })
    }{ $kind ->
        [trap] , un piège repéré à temps : il ne blesse personne.
        [nothing] .
       *[other] . Il reste là jusqu'à ce qu'un héros le ramasse à 1" ou moins (Découvrir).
    }
ev-objective = 🎯 { $what ->
        [relic_taken] { $who } prend la relique.
        [relic_dropped] { $who } lâche la relique.
        [clue] { $who } examine l'indice { $marker }.
        [escaped] { $who } quitte la table par la sortie.
        [held] { $who } tient l'objectif.
       *[seized] L'ennemi s'empare de { $who }.
    }
ev-objective_seized = 🎯 { $who } { $gender ->
        [mp] s'emparent
        [fp] s'emparent
       *[other] s'empare
    } de l'objectif { $marker } : à { $reach }" ou moins de lui, sans héros debout à { $reach }" ou moins { $hero ->
        [none] (aucun héros n'est debout).
       *[other] (le plus proche, { $hero }, est à { $hero_inches }").
    }
ev-arrived = { $ambush ->
        [yes] ⚠️ Embuscade ! { $who } { $gender ->
            [mp] surgissent
            [fp] surgissent
           *[other] surgit
        } en { $to }.
       *[no] ⚠️ { $who } { $gender ->
            [mp] arrivent
            [fp] arrivent
           *[other] arrive
        } en { $to }.
    }
ev-ai_decision = 🤖 { $who } : { $decision ->
        [shaken] { $gender ->
            [f] Ébranlée, elle reste inactive pour se reprendre.
            [mp] Ébranlés, ils restent inactifs pour se reprendre.
            [fp] Ébranlées, elles restent inactives pour se reprendre.
           *[other] Ébranlé, il reste inactif pour se reprendre.
        }
        [stunned_model] une de { $gender ->
            [mp] leurs
            [fp] leurs
           *[other] ses
        } figurines, étourdie, ne frappe ni ne tire pendant cette activation.
        [stunned] { $gender ->
            [f] étourdie, elle ne fait rien.
            [mp] étourdis, ils ne font rien.
            [fp] étourdies, elles ne font rien.
           *[other] étourdi, il ne fait rien.
        }
        [idle_objective] { $gender ->
            [mp] restent sur leur
            [fp] restent sur leur
           *[other] reste sur son
        } objectif { $target }.
        [rush_objective] aucun héros en vue, { $gender ->
            [mp] courent
            [fp] courent
           *[other] court
        } vers { $target }.
        [rush_nearest] aucun héros à portée, { $gender ->
            [mp] courent
            [fp] courent
           *[other] court
        } vers { $target }.
        [rush_blocked] aucun chemin libre pour charger { $target } : { $gender ->
            [mp] se rapprochent
            [fp] se rapprochent
           *[other] se rapproche
        } en courant.
        [pinned_objective] aucun héros en vue ; { $gender ->
            [f] clouée par un tir, elle ne peut
            [mp] cloués par un tir, ils ne peuvent
            [fp] clouées par un tir, elles ne peuvent
           *[other] cloué par un tir, il ne peut
        } qu'avancer vers { $target }.
        [pinned_nearest] aucun héros à portée ; { $gender ->
            [f] clouée par un tir, elle ne peut
            [mp] cloués par un tir, ils ne peuvent
            [fp] clouées par un tir, elles ne peuvent
           *[other] cloué par un tir, il ne peut
        } qu'avancer vers { $target }.
        [advance_shoot] { $gender ->
            [mp] avancent et tirent
            [fp] avancent et tirent
           *[other] avance et tire
        } sur { $target }{ HAS($shooting) ->
            [yes] {" "}: { $shooting } { $shooting -> 
                [one] blessure attendue
               *[other] blessures attendues
            } au tir{ HAS($melee) ->
                [yes] {" "}contre { $melee } en chargeant.
               *[no] .
            }
           *[no] .
        }
        [hold_shoot] { $gender ->
            [mp] tiennent et tirent
            [fp] tiennent et tirent
           *[other] tient et tire
        } sur { $target }{ HAS($shooting) ->
            [yes] {" "}: { $shooting } { $shooting -> 
                [one] blessure attendue
               *[other] blessures attendues
            } au tir{ HAS($melee) ->
                [yes] {" "}contre { $melee } en chargeant.
               *[no] .
            }
           *[no] .
        }
        [charge] { $gender ->
            [mp] chargent
            [fp] chargent
           *[other] charge
        } { $target }{ HAS($melee) ->
            [yes] {" "}: { $melee } { $melee -> 
                [one] blessure attendue
               *[other] blessures attendues
            } contre { $shooting } au tir.
           *[no] .
        }
       *[hold] { $gender ->
            [mp] ne peuvent
            [fp] ne peuvent
           *[other] ne peut
        } que tenir.
    }
## refus

rule-aofq_bad_how = Dites comment : { $how } n'est pas un des choix (`/move how:avancer|courir|se hâter`, `/attack how:tirer|charger|repousser`).
rule-aofq_bad_number = Donnez un nombre de pouces, comme 4 (pas « { $value } »).
rule-aofq_already_acted = Votre héros s'est déjà activé ce round : attendez le suivant.
rule-aofq_bad_option = Répondez par l'un de : { $options }.
rule-aofq_cannot_shoot = { $target } est hors de portée ou hors de vue de vos armes de tir : approchez (`/move to:vers { $target }`) ou chargez.
rule-aofq_cast_before = Les sorts se lancent avant d'attaquer, et votre héros a déjà attaqué.
rule-aofq_cast_once = Un essai par sort à chaque activation : essayez un autre sort, ou `/end`.
rule-aofq_charge_blocked = Aucun chemin n'atteint { $target } à portée de charge : avancez plutôt vers { $gender ->
        [f] elle
        [mp] eux
        [fp] elles
       *[other] lui
    }.
rule-aofq_charge_far = { $target } est à { $distance }" ; une charge va à { $limit }" : avancez ou courez vers { $gender ->
        [f] elle
        [mp] eux
        [fp] elles
       *[other] lui
    } d'abord.
rule-aofq_decide_first = Une décision attend : répondez d'abord avec `/choose`.
rule-aofq_other_decides = { $hero } doit d'abord décider : attendez sa réponse.
rule-aofq_escaped = Votre héros a quitté la table.
rule-aofq_immobile = Ce héros ne peut pas bouger : tenez plutôt.
rule-aofq_marker_far = { $marker } est à { $distance }" : venez d'abord à 1"{ HAS($toward) ->
        [yes] {" "}(`/move to:vers { $marker }`).
       *[no] {" "}par une case voisine (`/move to:<case>`) : aucun mouvement vers lui n'avance d'ici.
    }
rule-aofq_no_actions = Votre héros n'a plus d'action pendant cette activation : utilisez `/end`.
rule-aofq_no_potion = Votre héros ne porte pas cette potion : `/hand` liste ce que vous portez.
rule-aofq_no_skill = Votre héros n'a pas de compétence « { $name } » : `/hand` liste vos compétences.
rule-aofq_skill_not_spell = { $name } est une compétence, pas un sort : utilisez-la avec `/use card:{ $name }`.
rule-aofq_no_spell = Votre héros ne connaît pas « { $name } » : `/hand` liste vos sorts.
rule-aofq_no_such_hero = Il n'y a pas de héros « { $name } ».
rule-aofq_no_such_unit = Il n'y a pas d'unité ennemie « { $name } » sur la table : `/game status` les liste.
rule-aofq_no_target = Nommez la cible : une unité ennemie comme E2, ou un héros.
rule-aofq_no_token = Il ne reste pas de jeton de recherche « { $name } » sur la table.
rule-aofq_no_token_near = Aucun jeton de recherche en vue à { $reach }" ou moins.
rule-aofq_no_token_left = Il ne reste aucun jeton de recherche sur la table : rien n'est dépensé pour une compétence qui ne peut rien faire.
rule-aofq_no_token_within = Aucun jeton de recherche à { $reach }" ou moins : le plus proche, { $marker }, est à { $distance }". Approchez d'abord (`/move to:vers { $marker }`) ; rien n'est dépensé.
rule-aofq_no_tokens = Il faut { $need } jetons de sort et votre héros en a { $have }.
rule-aofq_no_way = Aucun chemin n'y mène : un décor infranchissable le ferme. Choisissez une autre case.
rule-aofq_not_caster = Votre héros ne lance pas de sorts.
rule-aofq_not_down = Seul un héros inconscient peut être ranimé.
rule-aofq_not_in_melee = { $target } n'est pas au corps à corps avec votre héros.
rule-aofq_nothing_there = Il n'y a rien à prendre ni à examiner en « { $name } ».
rule-aofq_nothing_to_choose = Aucun choix n'attend de réponse.
rule-aofq_off_table = Cet endroit est hors de la table : les cases vont de A1 (en haut à gauche) à X24.
rule-aofq_other_active = { $hero } s'active : attendez son `/end`.
rule-aofq_push_far = { $target } est à plus de 3" : approchez pour { $gender ->
        [f] la
        [mp] les
        [fp] les
       *[other] le
    } repousser.
rule-aofq_rest_alone = Se reposer prend toute l'activation : reposez-vous avant toute autre action.
rule-aofq_rested = Votre héros s'est reposé : plus rien pendant cette activation. Utilisez `/end`.
rule-aofq_revive_far = { $hero } est à plus de 3" : approchez d'abord.
rule-aofq_shaken = Votre héros est Ébranlé : il reste inactif cette activation pour se reprendre. Utilisez `/end`.
rule-aofq_skill_far = { $name } est à plus de { $reach }".
rule-aofq_spell_far = { $target } est au-delà des { $reach }" du sort.
rule-aofq_spot_taken = Cet endroit est pris, ou à moins de 1" d'un ennemi (seule une charge va si près) : choisissez une autre case.
rule-aofq_table_size = La table mesure 48 ou 24 pouces de côté.
rule-aofq_through_blocking = Un décor infranchissable barre le chemin : choisissez une autre case.
rule-aofq_to_and_distance = Donnez une case, ou « vers » une figurine avec une distance, pas les deux.
rule-aofq_token_revealed = { $marker } est déjà retourné : approchez à 1" ou moins pour le ramasser (`/interact with:{ $marker }`).
rule-aofq_token_far = { $marker } est à { $distance }", plus de { $reach }" : approchez d'abord (`/move to:vers { $marker }`).
rule-aofq_token_unseen = { $marker } est hors de vue : allez là où vous le voyez.
rule-aofq_too_close = Ce chemin passe à moins de 1" d'un ennemi : seule une charge le peut. Contournez, ou chargez.
aofq-chain-hero = { $hero } ({ $player }) : { $xp } PX ; améliorations : { $upgrades } ; équipement gardé : { $loot }.
aofq-upgrade-power = +1 puissance
aofq-upgrade-tough = +1 en Cor (les blessures encaissées)
aofq-upgrade-quality = Qualité +1 (un de moins pour toucher)
aofq-upgrade-defense = Défense +1 (un de moins pour bloquer)
prompt-pass_test = Votre test de { $stat ->
        [strength] Force
        [dexterity] Dextérité
       *[will] Volonté
    } pour { $why ->
        [push] { aofq-why-push }
        [hurry] { aofq-why-hurry }
        [discover] { aofq-why-discover }
        [clue] { aofq-why-clue }
        [jump] { aofq-why-jump }
        [jump_gap] { aofq-why-jump_gap }
        [afflicted] { aofq-why-afflicted }
        [crippled] { aofq-why-crippled }
        [sick] { aofq-why-sick }
       *[other] { aofq-why-skill }
    } a échoué : fait { $roll }, il fallait { $need }+. Dépenser { $cost } points de puissance pour le réussir quand même ?
prompt-ignore_shaken = Votre héros a raté un test de moral : fait { $roll }, il fallait { $need }+ (à { $wounds }/{ $tough } blessures{ HAS($by) ->
        [yes] , blessé par { $by }
       *[no] {""}
    }{ HAS($fear) ->
        [yes] , Effrayant +{ $fear }
       *[no] {""}
    }). Dépenser { $cost } points de puissance pour ignorer l'état Ébranlé ?
prompt-spell = { $spell } a échoué : fait { $roll }{ HAS($extra) ->
        [yes] {" "}+{ $extra } pour les jetons en plus
       *[no] {""}
    }, il fallait 4+. Dépenser { $cost } points de puissance pour le lancer quand même ?
prompt-hindered = Votre héros est Entravé : dépenser 1D3 points de puissance pour s'en débarrasser ?
prompt-stop_at_edge = Votre héros a raté son saut et va chuter : dépenser 2 points de puissance pour s'arrêter au bord (l'activation se termine de toute façon) ?
rule-aofq_climb_far = Ce chemin monte de { $climb }", qui comptent dans le mouvement : { $distance }" en tout, plus que { $limit }". Contournez la hauteur, ou montez-y avec un mouvement plus long.
rule-aofq_drop_far = Ce chemin descend de { $drop }" : un héros saute de 6" au plus. Descendez là où c'est moins haut.
rule-aofq_skill_idle_rally = { $name } n'est ni { $gender ->
        [f] Ébranlée ni Entravée
       *[other] Ébranlé ni Entravé
    } : { $skill } ne ferait rien, et rien n'est dépensé pour une action qui ne peut rien faire. Utilisez-la sur un héros qui l'est, ou faites autre chose.
rule-aofq_skill_idle_heal = { $name } n'a aucune blessure à soigner : { $skill } ne ferait rien, et rien n'est dépensé pour une action qui ne peut rien faire. Utilisez-la sur un héros blessé, ou faites autre chose.
rule-aofq_skill_idle_heal_self = { $name } n'a aucune blessure à soigner et toute sa puissance : { $skill } ne ferait rien, et rien n'est dépensé pour une action qui ne peut rien faire. Gardez-la pour quand { $gender ->
        [f] elle sera blessée
       *[other] il sera blessé
    }.
rule-aofq_which_one = « { $typed } » désigne plusieurs choses sur la table : { $choices }. Précisez laquelle par son repère (par exemple `{ $first }`).
rule-aofq_skill_untargeted = { $skill } ne prend pas de cible : utilisez-la sans `target`.
rule-aofq_too_far = C'est trop loin pour ce mouvement{ HAS($distance) ->
        [yes] {" "}({ $distance }" par le chemin dégagé, { HAS($difficult) ->
            [yes] à travers un terrain difficile, qui limite les mouvements de cette activation à 6" : il reste { $limit }"{ HAS($moved) ->
                [yes] {" "}après les { $moved }" déjà parcourus
               *[no] {""}
            }
           *[no] le mouvement va à { $limit }"
        })
       *[no] {""}
    } : choisissez une case plus proche, ou `to:vers <label>` pour aller aussi loin que possible.
rule-aofq_unconscious = Votre héros est inconscient et ne peut pas agir avant d'être ranimé : un autre héros à 3" ou moins peut le ranimer (une action de compétence et 2 de puissance, `/use card:ranimer target`), ce qui lui rend 3 blessures.
rule-aofq_unconscious_target = Ce héros est inconscient : ranimez-le d'abord.
rule-aofq_unknown_name = Rien sur la table ne s'appelle « { $name } » : donnez une case comme K12 ou un repère comme E3.
rule-aofq_unseen = { $target } est hors de vue.
rule-aofq_where = Dites où : une case comme K12, ou vers une figurine ou un marqueur.
rule-aofq_wrong_target = { $spell } ne peut pas aller là : un sort d'attaque vise une unité ennemie, un sort d'aide un héros.
rule-game_over = La mission est terminée.
rule-not_a_hero = Vous ne commandez aucun héros dans cette partie.
rule-not_your_decision = Cette décision revient à un autre joueur.
rule-party_size = Choisissez de un à quatre héros différents.
rule-unknown_hero = Il n'y a pas de héros « { $hero } ».
rule-unknown_quest = Il n'y a pas de mission « { $quest } » : `random`, `random-easy`, `random-hard` ou l'identifiant d'une mission.

## règles

topic-goal = la mission et sa fin
topic-measuring = mesurer les distances
topic-grid = la grille : nommer les endroits
topic-move = se déplacer
topic-shoot = tirer
topic-charge = charger et corps à corps
topic-skills = compétences et potions
topic-spells = sorts
topic-search = jetons de recherche, relique et indices
topic-ai = comment joue l'ennemi
topic-morale = moral et Ébranlé
topic-terrain = décors
topic-conditions = états
rules-goal = **La mission.** `/game status` donne son objectif : détruire tous les ennemis (y compris ceux encore à venir), tenir un objectif, rapporter la relique dans la zone de déploiement, examiner chaque indice ou faire sortir chaque héros debout par la sortie. Chaque objectif est atteint dès qu'il est rempli, sauf tenir, atteint à la fin du dernier round. La mission est perdue aussitôt qu'aucun héros ne reste debout sur la table (sauf si, dans une fuite, au moins un est sorti) ; quand le dernier round finit sans que l'objectif soit atteint ; et, pour tenir un objectif, à la fin de tout round où une unité ennemie non Ébranlée est à 3" ou moins de l'objectif sans aucun héros debout à 3" ou moins.
rules-turn = **Un round.** D'abord les héros, chacun s'active une fois dans l'ordre que choisissent les joueurs ; puis chaque unité ennemie, jouée par l'IA du bot en un seul message. Une activation, c'est une action (tenir, avancer, courir, charger ou se reposer) et une action de compétence (découvrir, repousser, se hâter, ranimer, une compétence, une potion), dans n'importe quel ordre ; pour 2 de puissance, un héros en prend une de plus (l'action en plus, de l'un ou l'autre type : le bot le dit avant et quand elle est payée ; un héros qui a moins de 2 de puissance subit 2 blessures d'épuisement à la place). `/end` clôt l'activation.
rules-measuring = **Mesurer.** Les positions sont en pouces sur une table de 48" (`/game status` nomme les cases). Chaque socle est rond : 1" de diamètre pour les héros et l'infanterie, plus grand pour les grosses créatures. Les distances vont du bord d'un socle au bord le plus proche de l'autre, et une limite est incluse : une cible à exactement 12" est à 12" ou moins. Sur la petite table de 24" (`/game new small:true`), chaque distance des règles est divisée par deux : le bot donne toujours les mouvements, portées et hauteurs en pouces des règles et dessine cette table à demi-échelle, si bien qu'une case y vaut aussi 2" des règles ; socles et décors gardent leur taille, la petite table est donc plus encombrée.
rules-grid = **La grille.** La table est découpée en 24 × 24 cases nommées par une lettre de colonne et un numéro de ligne, A1 en haut à gauche, X24 en bas à droite ; une case fait 2" sur la table de 48". Nommez un endroit par sa case (`/move to:K12`) ou par une figurine ou un marqueur vers lequel aller (`to:vers E3`, avec `distance:4` pour s'arrêter après 4"). Repères : les héros par leur prénom, les unités ennemies E1, E2…, les objectifs O1, les objectifs de l'IA A1, les jetons de recherche S1, la relique R, les indices C1, la sortie X.
rules-actions = **Actions.** `/attack target how:tirer` tient et tire ; `how:charger` va au contact et frappe ; `/move to how:avancer` (6", puis tir possible avec `target`) ou `how:courir` (12", sans tir) ; `/rest` prend toute l'activation et rend la puissance. Actions de compétence : `/interact with:S2` (découvrir un jeton de recherche à 6" ou moins, ou prendre la relique, examiner un indice à 1"), `/attack how:repousser`, `/move how:se hâter`, `/use card:<compétence ou potion>`, `/drink potion`, ranimer un héros avec `/use card:ranimer target`. `/do` liste tout ce que vous pouvez faire.
rules-move = **Se déplacer.** Avancer va jusqu'à 6" et permet encore de tirer ; courir et charger vont jusqu'à 12". Le bot trouve le plus court chemin autour des décors infranchissables. Seule une charge peut venir à moins de 1" d'un ennemi. Rapide ajoute, Lent retire ; Estropié divise le mouvement par deux. Un héros doté d'Embuscade peut être mis de côté au début du round 1 (`/move how:embuscade to:de côté`, avant que quiconque n'agisse) et arrive au début d'un round suivant n'importe où à plus de 9" de tout ennemi (`/move how:embuscade to:K12`, là encore avant que quiconque n'agisse).
rules-shoot = **Tirer.** Un dé par attaque : une touche sur la Qualité du tireur ou plus ; la cible bloque chaque touche sur sa Défense ou plus (le couvert ajoute 1), et chaque touche non bloquée est une blessure. La portée d'une arme se mesure de socle à socle ; la cible doit être en vue. `/hand` donne chaque arme de votre héros avec sa portée, ses attaques et ses règles spéciales, celles trouvées comprises.
rules-charge = **Charger et corps à corps.** Une charge va jusqu'à 12" au contact et frappe la première ; l'ennemi riposte s'il survit. Ensuite, si aucune unité n'a été détruite, les chargeurs reculent d'1". Charger, ou riposter, rend une unité Fatiguée (elle ne touche que sur un 6 au corps à corps) jusqu'à la fin du round.
rules-skills = **Compétences et potions.** Chaque héros a des compétences qui testent la Force, la Dextérité ou la Volonté : en cas d'échec, le héros paie 1 de puissance et la compétence agit quand même. Les potions trouvées sous les jetons de recherche se boivent par une action de compétence (`/drink potion` ou `/use card`).
rules-spells = **Sorts.** Un lanceur gagne des jetons de sort chaque round, dépense le coût du sort et doit faire 4+, en ajoutant des jetons `extra` pour +1 chacun (`/cast spell target extra`). Chaque sort s'essaie une fois par activation, avant d'attaquer. Un héros qui échoue peut dépenser de la puissance pour le lancer quand même (le bot demande). Quand un lanceur ennemi à 18" ou moins de votre lanceur, et en vue, lance un sort, le bot demande combien de jetons de sort vous dépensez contre lui : -1 à son jet chacun. `/hand` donne chacun de vos sorts avec son coût et sa portée.
rules-search = **Jetons de recherche, relique et indices.** `/interact with:S1` découvre un jeton de recherche en vue à 6" ou moins (un test de Volonté ; sans test à 1" ou moins) : une potion, une arme, un bibelot, un piège ou rien. La relique et les indices se prennent ou s'examinent à 1" ou moins.
rules-ai = **L'ennemi.** Chaque unité se pose trois questions dans l'ordre. Ébranlée ? Elle reste inactive et se reprend. Un héros à portée ? Elle compare les blessures qu'elle attend en chargeant et en tirant, et fait le meilleur choix. Sinon elle court vers son objectif ou le héros le plus proche. Le bot dit le choix de chaque unité et pourquoi.
rules-morale = **Moral.** À la fin d'une activation où des blessures réduisent une unité à la moitié de ses figurines ou moins (la moitié de sa Coriacité, pour une figurine seule), elle teste sa Qualité : en cas d'échec elle est Ébranlée et passe sa prochaine activation inactive pour se reprendre. Un héros Ébranlé fait de même (ou dépense 2 de puissance pour l'ignorer). Les ennemis de Coriacité 9 ou plus ne sont jamais Ébranlés : ils subissent 1D3 blessures à la place.
rules-terrain = **Décors.** Un décor infranchissable ne se traverse pas ; le couvert ajoute 1 à la Défense contre les tirs ; un terrain difficile limite le mouvement à 6" ; un terrain dangereux blesse sur un 1 quand on le traverse ou qu'on s'y tient.
rules-conditions = **États.** Au début de chacune de ses activations, un héros teste pour se débarrasser de chaque état (un test de Force, de Dextérité ou de Volonté raté peut être réussi pour 2 de puissance, comme toujours). Affligé : un test de Force ; en cas d'échec, 1 blessure. Estropié : mouvement divisé par deux ; un test de Dextérité. Malade : chaque point de puissance dépensé coûte aussi une blessure ; un test de Volonté. Entravé : -1 à tous les tests et aux jets pour toucher et de Défense ; aucun test : le héros peut dépenser 1D3 points de puissance pour s'en débarrasser (le bot le demande, si le héros a 3 de puissance ou plus). Les unités ennemies testent leur Qualité pour chaque état.
rules-prompts = **Décisions.** Quand un héros peut dépenser de la puissance pour réussir un test raté, ignorer Ébranlé ou forcer un sort raté, le bot le demande à ce seul joueur (boutons ou `/choose option`). { $timeout ->
        [0] Cette table n'a pas de délai : la partie attend la réponse.
       *[other] Sans réponse en { $timeout } secondes, le choix par défaut s'applique.
    }
rules-undo = **Annuler.** L'hôte peut reprendre la dernière action avec `/game undo`, sauf si elle a lancé des dés ou révélé un jeton.
rules-controls = **Commandes.** `/game new|join|start|status|board|log|undo|end` ; jouez avec `/move to how distance target`, `/attack target how`, `/use card target to`, `/cast spell target extra`, `/drink potion`, `/interact with`, `/rest`, `/end`, `/do action` ; `/hand` montre vos compétences, sorts et butin ; `/choose option` répond à une décision.


### Age of Fantasy: Quest : les mots de l'image de la table (rendering/aofq).

pic-round = Round { $round }/{ $rounds }
pic-won = Victoire !
pic-lost = Défaite
pic-heroes = Héros
pic-enemies = Ennemis
pic-markers = Marqueurs
pic-key = Légende
pic-hero-stats = Blessures { $wounds }/{ $tough } · Puissance { $power }/{ $max_power }
pic-unit-models = { $n ->
        [one] 1 figurine restante
       *[other] { $n } figurines restantes
    }
pic-acting = agit
pic-acted = a agi
pic-shaken = { $gender ->
        [f] Ébranlée
        [mp] Ébranlés
        [fp] Ébranlées
       *[other] Ébranlé
    }
pic-fatigued = { $gender ->
        [f] Fatiguée
        [mp] Fatigués
        [fp] Fatiguées
       *[other] Fatigué
    }
pic-unconscious = { $gender ->
        [f] Inconsciente
        [mp] Inconscients
        [fp] Inconscientes
       *[other] Inconscient
    }
pic-escaped = { $gender ->
        [f] Enfuie
        [mp] Enfuis
        [fp] Enfuies
       *[other] Enfui
    }
pic-carrying = Porte la relique
pic-villain = Scélérat
pic-height = { $h }"
pic-key-blocking = Infranchissable
pic-key-cover = Couvert
pic-key-difficult = Difficile : 6" de mouvement au plus
pic-key-dangerous = Dangereux
pic-key-height = Hauteur : y monter coûte autant de pouces
pic-key-raised = Relief : on peut y monter
pic-key-deploy = Déploiement
pic-key-exit-zone = Zone de sortie
pic-key-wounds = Résistance restante
pic-key-condition = État
pic-key-effect = Effet de compétence ou de sort (/status)
pic-effect-pinned = { $gender ->
        [f] Clouée
        [mp] Cloués
        [fp] Clouées
       *[other] Cloué
    }
pic-effect-snared = { $gender ->
        [f] Entravée
        [mp] Entravés
        [fp] Entravées
       *[other] Entravé
    }
pic-effect-stunned = { $gender ->
        [f] Étourdie
        [mp] Étourdis
        [fp] Étourdies
       *[other] Étourdi
    }
pic-effect-stunned-model = Une figurine étourdie
pic-effect-hexed = { $gender ->
        [f] Maudite
        [mp] Maudits
        [fp] Maudites
       *[other] Maudit
    }
pic-effect-guard = { $gender ->
        [f] En garde
        [mp] En garde
        [fp] En garde
       *[other] En garde
    }
pic-effect-ward = { $gender ->
        [f] Protégée
        [mp] Protégés
        [fp] Protégées
       *[other] Protégé
    }
pic-effect-tempered = { $gender ->
        [f] Acier trempé
        [mp] Acier trempé
        [fp] Acier trempé
       *[other] Acier trempé
    }
pic-effect-steady = { $gender ->
        [f] Affermie
        [mp] Affermis
        [fp] Affermies
       *[other] Affermi
    }
pic-key-active = Héros actif
pic-key-unit = Unité ennemie
pic-ring-advance = Avancer { $n }"
pic-ring-rush = Courir { $n }"
pic-ring-charge = Charger { $n }"
pic-ring-shoot = Tirer { $n }"
pic-mark-move = Déplacé
pic-mark-rush = A couru
pic-mark-charge = A chargé
pic-mark-shoot = A tiré
pic-mark-push = Repoussé
pic-mark-fall = Chute
pic-mark-spell = Sort
pic-marker-objective = Objectif
pic-marker-ai-objective = Objectif ennemi
pic-marker-search = Jeton de recherche
pic-marker-relic = Relique
pic-marker-clue = Indice
pic-marker-exit = Sortie
pic-marker-done = Marqueur déjà utilisé
pic-marker-search-revealed = Jeton retourné : sa trouvaille est là
pic-marker-searched = Jeton déjà découvert
pic-marker-examined = Indice déjà examiné
pic-done = utilisé
pic-done-searched = découvert
pic-done-examined = examiné

## le vocabulaire du livre de règles : « round » plutôt que « manche »
msg-board = **{ $quest }**, round { $round }.
sum-draw = 🤝 **Égalité** au round { $round } : { $reason }.
sum-ended = La partie s'est arrêtée au round { $round }.
sum-lost = ☠ **Défaite** au round { $round } : { $reason }.
sum-over = La partie est finie au round { $round } : { $reason }.
sum-won = 🏆 **Victoire** au round { $round } : { $reason }.
topic-turn = le round
cmd-game_new-small = La table de 24" de la variante du livre de règles : toutes les distances divisées par deux
setup-small = {" "}(table de 24")
choice-move-how-ambush = embuscade
do-aofq-ambush-aside = Se mettre de côté en embuscade (arrivée au début d'un round suivant)
do-aofq-ambush = Sortir d'embuscade en { $place }
ev-hero_ambush = { $what ->
        [aside] 🫥 { $who } est { $gender ->
            [f] mise de côté en embuscade : hors de la table ce round, elle arrivera
           *[other] mis de côté en embuscade : hors de la table ce round, il arrivera
        } au début d'un round suivant à plus de 9" de tout ennemi.
        [waiting] 🫥 { $who } attend en embuscade : avant que quiconque n'agisse, `/move how:embuscade to:<case>` le fait arriver (à plus de 9" de tout ennemi) ; `/end` attend encore.
       *[on] ⚠️ { $who } sort d'embuscade en { $to }.
    }
aofq-flag-ambushing = en embuscade
pic-ambushing = En embuscade
rule-aofq_in_ambush = Votre héros attend en embuscade, hors de la table : au début d'un round, avant que quiconque n'agisse, `/move how:embuscade to:<case>` le fait arriver ; `/end` attend encore.
rule-aofq_no_ambush = Votre héros n'a pas la règle Embuscade.
rule-aofq_ambush_start = L'embuscade se joue au début d'un round, avant qu'un héros ne s'active : au prochain round, faites arriver votre héros en premier.
rule-aofq_ambush_where = Dites où votre héros arrive : une case comme K12 (`/move how:embuscade to:K12`).
rule-aofq_aside_first = Un héros se met de côté avant le déploiement : au début du round 1 seulement.
rule-aofq_not_aside = Votre héros est sur la table : seul un héros mis de côté en embuscade arrive ainsi.
rule-aofq_ambush_later = Un héros mis de côté arrive au début d'un round après le premier.
rule-aofq_ambush_near = { $cell } est à 9" ou moins de { $target } : arrivez à plus de 9" de tout ennemi.
aofq-aside = de côté
ev-spell_countered = ✨ { $who } dépense { $tokens } { $tokens ->
        [one] jeton
       *[other] jetons
    } de sort contre le sort de { $caster } : -{ $tokens } à son jet.
prompt-counter = { $caster } lance { $spell } (4+ sur un dé, +{ $bonus } pour ses jetons en plus, -{ $against } déjà dépensés par vos amis). Dépenser des jetons de sort contre lui, -1 à son jet chacun ?
rule-aofq_bad_distance = La distance doit être de plus de 0" et d'au plus la portée du mouvement{ HAS($limit) ->
        [yes] {" "}({ $limit }")
       *[no] {""}
    } : laissez `distance` de côté pour aller aussi loin que va le mouvement.
aofq-goal-sweep = Détruire toutes les unités ennemies, y compris celles encore à venir, avant la fin du round { $rounds }.
aofq-goal-defend = Tenir l'objectif jusqu'à la fin du round { $rounds }. À la fin de chaque round, une unité ennemie non Ébranlée à 3" ou moins de lui, sans héros debout à 3" ou moins, s'en empare : la mission est aussitôt perdue.
aofq-goal-retrieve = Prendre la relique (R) et la rapporter dans la zone de déploiement avant la fin du round { $rounds }.
aofq-goal-investigate = Examiner chaque indice (C) avant la fin du round { $rounds }.
aofq-goal-escape = Chaque héros debout quitte la table par la sortie (X) avant la fin du round { $rounds }.
rule-aofq_bad_extra = `extra` est un nombre entier de jetons de sort de 0 à 6 (un lanceur en détient six au plus), pas « { $value } ».
