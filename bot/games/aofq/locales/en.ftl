### Age of Fantasy: Quest's picture of the table (rendering/aofq): every word it writes.

pic-round = Round { $round }/{ $rounds }
pic-won = Victory!
pic-lost = Defeat
pic-heroes = Heroes
pic-enemies = Enemies
pic-markers = Markers
pic-key = Key
pic-hero-stats = Wounds { $wounds }/{ $tough } · Power { $power }/{ $max_power }
pic-unit-models = { $n ->
        [one] 1 model left
       *[other] { $n } models left
    }
pic-acting = acting
pic-acted = done
pic-shaken = Shaken
pic-fatigued = Fatigued
pic-unconscious = Unconscious
pic-escaped = Escaped
pic-carrying = Carries the relic
pic-villain = Villain
pic-height = { $h }"
pic-key-blocking = Blocking
pic-key-cover = Cover
pic-key-difficult = Difficult
pic-key-dangerous = Dangerous
pic-key-height = Height
pic-key-deploy = Deployment zone
pic-key-exit-zone = Exit zone
pic-key-wounds = Toughness left
pic-key-condition = Condition
pic-key-active = Acting hero
pic-key-unit = Enemy unit
pic-ring-advance = Advance { $n }"
pic-ring-rush = Rush { $n }"
pic-ring-charge = Charge { $n }"
pic-ring-shoot = Shoot { $n }"
pic-mark-move = Moved
pic-mark-rush = Rushed
pic-mark-charge = Charged
pic-mark-shoot = Shot
pic-mark-push = Pushed
pic-mark-fall = Fell
pic-mark-spell = Spell
pic-marker-objective = Objective
pic-marker-ai-objective = Enemy objective
pic-marker-search = Search token
pic-marker-relic = Relic
pic-marker-clue = Clue
pic-marker-exit = Exit
pic-marker-done = done
