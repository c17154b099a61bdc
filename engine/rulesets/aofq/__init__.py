"""Age of Fantasy: Quest: a skirmish on an open table measured in inches, against the rulebook's own AI.

Not registered yet: its table geometry (geometry.py) and content (content.py) come first."""
