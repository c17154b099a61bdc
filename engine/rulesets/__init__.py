"""One package per game system: each exposes `RULESET` (see engine.core.protocol.Ruleset); engine.registry finds them."""
