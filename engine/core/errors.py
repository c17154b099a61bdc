"""Typed errors a player can meet: every illegal action raises RuleError with a readable reason."""
from __future__ import annotations


class RuleError(Exception):
    """An action the rules forbid. `key` names a message in the bot's catalog, `params` fill it in.

    `reason` is the English sentence, used by the offline console and logs; the bot translates `key`.
    The state passed to apply() is never modified when this is raised.
    """

    def __init__(self, key: str, reason: str, **params: object) -> None:
        super().__init__(reason)
        self.key = key
        self.reason = reason
        # whole numbers stay numbers, so that a message can agree with them ("1 case", "3 cases"); a list
        # of names stays a list (the bot quotes each name whole and joins them)
        self.params: dict[str, str | int | tuple[str, ...]] = {
            k: v if isinstance(v, int) and not isinstance(v, bool)
            else tuple(str(x) for x in v) if isinstance(v, list | tuple) else str(v) for k, v in params.items()}

    def __str__(self) -> str:
        return self.reason


class SavedStateError(ValueError):
    """A saved state this program cannot load. `reason` says why, for the people who look after the
    bot: "damaged" (not JSON), "invalid" (JSON that is not this game's state), "old_format" (saved by
    an older version in a format no upgrade reads), "new_format" (saved by a newer version).
    `detail` is for the log only: it may quote hidden parts of the state."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
