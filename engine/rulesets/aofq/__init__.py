"""Age of Fantasy: Quest, a skirmish on an open table measured in inches (not registered yet: geometry first)."""
