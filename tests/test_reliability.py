"""Reliability: restarts, concurrency on one channel and across channels, SIGKILL mid-play, bad input."""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service import GameService
from bot.store import Store
from engine import registry
from tests.conftest import policy_step, started_game

ALICE, BOB = 10, 11
ROOT = Path(__file__).resolve().parents[1]


def run_python(code: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


async def replay_chain(store: Store, channel: int) -> int:
    """Check that the log is one unbroken chain: each action, applied to the state before it, gives
    the state the next one started from (and the last gives the stored state). Returns the actions."""
    rs = registry.get("altar")
    rows = [r for r in await store.log(channel, 10_000) if r.kind == "action"]
    full = []
    for r in rows:
        full.append(await _with_state(store, r.id))
    row = await store.get(channel)
    states = [r.state_before for r in full] + [row.state]
    for i, r in enumerate(full):
        out = rs.apply(rs.load_state(states[i]), r.seat, rs.parse_action(r.action))
        assert rs.dump_state(out.state) == states[i + 1], f"log row {r.version} does not lead to the next state"
    return len(full)


async def _with_state(store: Store, log_id: int):
    from bot.store import _log_row, _unpack

    async with store._lock:
        async with store._db.execute(
            "SELECT id, channel_id, version, kind, user_id, seat, action, events, undone, created_at, state_before "
            "FROM action_log WHERE id = ?", (log_id,)) as cur:
            r = await cur.fetchone()
    row = _log_row(r[:10])
    row.state_before = _unpack(r[10])
    return row


# --- restart in a new process -----------------------------------------------------------------------

RESUME = """
import asyncio, json, sys
from bot.store import Store
from bot.service import GameService

async def main(path):
    store = await Store.open(path)
    svc = GameService(store, prompt_timeout=None, renderer=None)
    out = {}
    for channel in (1, 2, 3):
        game = await svc.game(channel)
        before = game.row.version
        who = game.view()["active"] or next(h for h in game.view()["order"] if h not in game.view()["acted"])
        reply = await svc.act(channel, game.controller(who), {"type": "end"}, who)
        after = await svc.game(channel)
        out[channel] = {"before": before, "after": after.row.version, "error": reply.error, "text": reply.text}
    await store.close()
    print(json.dumps(out))

asyncio.run(main(sys.argv[1]))
"""


async def test_a_new_process_resumes_every_game(tmp_path):
    path = tmp_path / "resume.db"
    store = await Store.open(path)
    svc = GameService(store, prompt_timeout=None, renderer=None)
    for channel, seed in ((1, 3), (2, 4), (3, 5)):
        await started_game(svc, channel, seed=seed, users=(ALICE, BOB))
    await svc.act(1, ALICE, {"type": "move", "to": "C3"})
    for _ in range(6):
        await policy_step(svc, 2)
    versions = {c: (await store.get(c)).version for c in (1, 2, 3)}
    await store.close()
    proc = run_python(RESUME, str(path))
    assert proc.returncode == 0, proc.stderr
    result = {int(k): v for k, v in json.loads(proc.stdout).items()}
    for channel in (1, 2, 3):
        assert result[channel]["before"] == versions[channel]
        assert not result[channel]["error"], result[channel]["text"]
        assert result[channel]["after"] == versions[channel] + 1
    assert "Brakka Stonejaw ends their act phase." in result[1]["text"]  # channel 1 was mid-act-phase
    store = await Store.open(path)
    assert await store.check() == []
    assert await replay_chain(store, 1) == 2
    await store.close()


# --- concurrency -------------------------------------------------------------------------------------


async def test_twenty_simultaneous_commands_on_one_channel_serialize(service, store):
    await started_game(service, users=(ALICE, BOB))
    for user in (ALICE, BOB):  # no supply offer pauses the enemies' turn: the rounds run through
        assert not (await service.command(1, user, "supply", {"mode": "never"})).error
    start = (await store.get(1)).version
    commands = []
    for i in range(20):
        kind = i % 4
        if kind == 0:
            commands.append((ALICE, {"type": "draw"}))
        elif kind == 1:
            commands.append((BOB, {"type": "draw"}))
        elif kind == 2:
            commands.append((ALICE, {"type": "end"}))
        else:
            commands.append((BOB, {"type": "end"}))
    replies = await asyncio.gather(*(service.act(1, user, action) for user, action in commands))
    ok = sum(1 for r in replies if not r.error)
    assert ok >= 4 and any(r.error for r in replies)
    row = await store.get(1)
    assert row.version == start + ok
    assert await store.check() == []
    assert await replay_chain(store, 1) == ok + 2  # and the two /supply settings


async def test_fifty_channels_play_at_once(service, store):
    channels = list(range(100, 150))
    for ch in channels:
        await started_game(service, ch, seed=ch, users=(ALICE, BOB))

    async def play(ch: int) -> int:
        done = 0
        for _ in range(8):
            step = await policy_step(service, ch)
            if step is None:
                break
            done += 0 if step[2].error else 1
        return done

    counts = await asyncio.gather(*(play(ch) for ch in channels))
    assert sum(counts) >= 50 * 6
    assert await store.check() == []
    for ch, n in list(zip(channels, counts, strict=True))[:10]:
        assert await replay_chain(store, ch) == n


# --- SIGKILL in the middle of play -------------------------------------------------------------------

PLAY_FOREVER = """
import asyncio, sys
from bot.store import Store
from bot.service import GameService
from tests.conftest import policy_step, started_game

async def main(path):
    store = await Store.open(path)
    svc = GameService(store, prompt_timeout=None, renderer=None)
    for ch in (1, 2, 3, 4):
        await started_game(svc, ch, seed=ch, users=(10, 11))
    print("ready", flush=True)
    while True:
        await asyncio.gather(*(policy_step(svc, ch) for ch in (1, 2, 3, 4)))
        for ch in (1, 2, 3, 4):
            game = await svc.game(ch)
            if game.row.status == "over":
                await svc.new_game(ch + 100, 10, "altar", "silent_bells", ch)

asyncio.run(main(sys.argv[1]))
"""


async def test_sigkill_mid_play_leaves_a_consistent_database_that_resumes(tmp_path):
    path = tmp_path / "killed.db"
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(PLAY_FOREVER), str(path)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "ready"
        deadline = time.monotonic() + 30
        import sqlite3

        while time.monotonic() < deadline:
            await asyncio.sleep(0.2)
            with sqlite3.connect(path, timeout=10) as db:
                n = db.execute("SELECT COUNT(*) FROM action_log WHERE kind = 'action'").fetchone()[0]
            if n >= 40:
                break
        assert n >= 40, "the player process made no progress"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    store = await Store.open(path)
    assert await store.check() == []
    svc = GameService(store, prompt_timeout=None, renderer=None)
    for ch in (1, 2, 3, 4):
        await replay_chain(store, ch)
        game = await svc.game(ch)
        if game.row.status == "playing":
            step = await policy_step(svc, ch)
            assert step is not None and not step[2].error, step[2].text
    assert await store.check() == []
    await store.close()


# --- bad input ---------------------------------------------------------------------------------------

junk = st.one_of(st.text(max_size=40), st.sampled_from(["", " ", "Z99", "A0", "c99", "M42", "d999", "0", "-1",
                                                        "'; DROP TABLE games; --", "{x}", "%s", "\u202e", "é" * 90]))


def bad_actions():
    return st.one_of(
        st.builds(lambda v: {"type": "move", "to": v}, junk),
        st.builds(lambda v: {"type": "open_door", "door": v}, junk),
        st.builds(lambda c, t: {"type": "act", "card": c, "target": t}, junk, st.none() | junk),
        st.builds(lambda v: {"type": "interact", "with": v}, junk),
        st.builds(lambda c, t: {"type": "play", "card": c, "target": t}, junk, st.none() | junk),
        st.builds(lambda c, t: {"type": "use", "card": c, "target": t}, junk, st.none() | junk),
        st.builds(lambda d, r: {"type": "channel", "die": d, "rhune": r}, st.integers(-5, 50), junk),
        st.builds(lambda c, t: {"type": "give", "card": c, "to": t}, junk, junk),
        st.builds(lambda v: {"type": "choose", "option": v}, junk),
        st.builds(lambda v: {"type": v}, junk),
        st.dictionaries(st.text(max_size=8), st.text(max_size=8), max_size=3),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(action=bad_actions(), hero=st.none() | junk, user=st.sampled_from([ALICE, BOB, 999]))
async def test_bad_input_to_every_play_command_is_a_private_error_and_changes_nothing(service, store, action, hero,
                                                                                     user):
    if await service.game(1) is None:
        await started_game(service, users=(ALICE, BOB))
    before = await store.get(1)
    reply = await service.act(1, user, action, hero)
    after = await store.get(1)
    if reply.error:
        assert reply.ephemeral and reply.text and "Traceback" not in reply.text
        assert (after.version, after.state) == (before.version, before.state)
    else:
        assert after.version == before.version + 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=junk, count=st.integers(-100, 100), option=junk)
async def test_bad_input_to_game_commands_is_private_and_harmless(service, store, name, count, option):
    if await service.game(1) is None:
        await started_game(service, users=(ALICE, BOB))
    before = await store.get(1)
    for reply in (
        await service.join(1, BOB, name),
        await service.leave(1, 777, name),
        await service.log_text(1, BOB, count) if not 1 <= count <= 50 else await service.log_text(1, BOB, 0),
        await service.new_game(1, BOB, "altar", name),
        await service.kick(1, BOB, 555),
        await service.choose(1, 999, option),
    ):
        assert reply.error and reply.ephemeral and reply.text
    after = await store.get(1)
    assert (after.version, after.state) == (before.version, before.state)
    assert service.rules(name).ephemeral
