"""What every ruleset shares: board geometry, dice, decks, the PRNG and the apply() contract."""
