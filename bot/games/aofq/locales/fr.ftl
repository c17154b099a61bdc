### Age of Fantasy: Quest : les mots de l'image de la table (rendering/aofq).

pic-round = Tour { $round }/{ $rounds }
pic-won = Victoire !
pic-lost = Défaite
pic-heroes = Héros
pic-enemies = Ennemis
pic-markers = Marqueurs
pic-key = Légende
pic-hero-stats = Blessures { $wounds }/{ $tough } · Pouvoir { $power }/{ $max_power }
pic-unit-models = { $n ->
        [one] 1 figurine restante
       *[other] { $n } figurines restantes
    }
pic-acting = agit
pic-acted = a agi
pic-shaken = Ébranlé
pic-fatigued = Épuisé
pic-unconscious = Inconscient
pic-escaped = Enfui
pic-carrying = Porte la relique
pic-villain = Némésis
pic-height = { $h }"
pic-key-blocking = Infranchissable
pic-key-cover = Couvert
pic-key-difficult = Difficile
pic-key-dangerous = Dangereux
pic-key-height = Hauteur
pic-key-deploy = Déploiement
pic-key-exit-zone = Zone de sortie
pic-key-wounds = Résistance restante
pic-key-condition = État
pic-key-active = Héros actif
pic-key-unit = Unité ennemie
pic-ring-advance = Avancer { $n }"
pic-ring-rush = Foncer { $n }"
pic-ring-charge = Charger { $n }"
pic-ring-shoot = Tirer { $n }"
pic-mark-move = Déplacé
pic-mark-rush = A foncé
pic-mark-charge = A chargé
pic-mark-shoot = A tiré
pic-mark-push = Repoussé
pic-mark-fall = Chute
pic-mark-spell = Sort
pic-marker-objective = Objectif
pic-marker-ai-objective = Objectif ennemi
pic-marker-search = Pion de fouille
pic-marker-relic = Relique
pic-marker-clue = Indice
pic-marker-exit = Sortie
pic-marker-done = fait
