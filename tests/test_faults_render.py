"""Faults that must not stop a table: a picture that does not come is not a turn that never ends.

With real drawing processes: a drawing that hangs past the time limit leaves the turn posted as text
in time (saying the picture is late), and its stuck process is killed and replaced; a drawing
process killed from outside (SIGKILL) is replaced and the next picture comes, without a restart.
"""
from __future__ import annotations

import asyncio
import functools
import io
import os
import signal
import time
from pathlib import Path

import pytest

from bot.console import Console
from bot.i18n import shared_texts
from bot.render_pool import RenderPool, draw
from bot.service import PICTURE_GIVE_UP, GameService, Reply, late_follow_up
from bot.settings import Settings, SettingsError, read_env_file
from tests.conftest import started_game
from tests.render_fault_helpers import die_once, hang, pid_of, quick, slow

CH = 1
ALICE = 10  # the host in started_game
LIMIT = 0.4  # seconds a turn waits for its picture in these tests
GIVE_UP = LIMIT * PICTURE_GIVE_UP


async def end_turn(svc: GameService, lang: str = "en") -> Reply:
    """Whoever acts now ends their turn (a turn's end always brings a picture)."""
    from engine.rulesets.altar.game import Game
    from engine.rulesets.altar.policy import next_seat

    game = await svc.game(CH)
    seat = next_seat(Game(game.state, game.rs.content))
    reply = await svc.act(CH, game.controller(seat), {"type": "end"}, seat, lang=lang, board=True)
    assert not reply.error, reply.text
    return reply


def texts(lang: str, key: str) -> str:
    return shared_texts()(lang, key)


async def gone(pid: int, within: float = 3.0) -> bool:
    """Whether the process `pid` has ended (it is the forkserver's child, not ours: poll)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        await asyncio.sleep(0.05)
    return False


@pytest.fixture
async def pool():
    workers = RenderPool(1)
    # start the process now (and let it load this module), so that no test's limit pays for a cold start
    await asyncio.wrap_future(workers.submit(quick, "", {}, "en", None))
    yield workers
    workers.stop()


@pytest.fixture
async def svc(store, pool):
    service = GameService(store, prompt_timeout=None, executor=pool, renderer=quick, render_timeout=LIMIT)
    await started_game(service)
    for user in (ALICE, 11):  # no supply offer pauses the enemies' turn: every end of turn ends it
        assert not (await service.command(CH, user, "supply", {"mode": "never"})).error
    yield service
    await service.close()


# --- a hung picture ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_hung_picture_leaves_the_turn_posted_in_time_as_text_saying_the_picture_is_late(
        svc, store, pool, tmp_path, lang):
    before = (await store.head(CH))[0]
    svc.renderer = functools.partial(hang, str(tmp_path / "pid"))
    started = time.monotonic()
    reply = await end_turn(svc, lang)
    assert time.monotonic() - started < LIMIT + 1.0
    assert not reply.error and reply.png is None
    assert reply.text.endswith("\n" + texts(lang, "msg-picture_late"))
    assert (await store.head(CH))[0] > before  # the turn itself is committed
    # the picture never comes: the channel is told plainly, and the stuck process is killed
    follow = await asyncio.wait_for(late_follow_up(reply), GIVE_UP + 2.0)
    assert follow is not None and follow.png is None and follow.text == texts(lang, "msg-picture_dropped")
    assert await gone(int((tmp_path / "pid").read_text()))
    assert pool.replaced == 1


async def test_after_a_hung_picture_the_next_turn_has_its_picture_on_time(svc, pool, tmp_path):
    svc.renderer = functools.partial(hang, str(tmp_path / "pid"))
    late = await end_turn(svc)
    svc.renderer = quick
    # the next turn comes while the hung drawing still holds the only process: it is late too, then
    # follows once the stuck process is replaced
    reply = await end_turn(svc)
    follows = await asyncio.wait_for(asyncio.gather(late_follow_up(late), late_follow_up(reply)), GIVE_UP + 2.0)
    assert follows[0] is None  # a newer turn was posted: the older board is not
    if reply.late is not None:
        assert follows[1] is not None and follows[1].png is not None
    # and from now on pictures are on time again, from a fresh process
    reply = await end_turn(svc)
    assert reply.png is not None and reply.late is None
    assert pid_of(reply.png) in pool.pids()


async def test_a_slow_picture_follows_the_turn_when_it_is_drawn(svc, pool):
    svc.renderer = functools.partial(slow, LIMIT * 1.5)
    reply = await end_turn(svc, "fr")
    assert reply.png is None and reply.text.endswith(texts("fr", "msg-picture_late"))
    follow = await asyncio.wait_for(late_follow_up(reply), GIVE_UP)
    assert follow.png is not None and follow.text == texts("fr", "msg-picture_follows")
    assert follow.channel_id == CH and follow.version == reply.version and not follow.buttons
    assert pool.replaced == 0  # a slow picture is not a stuck one
    # the picture that came late is the board now: asking for it does not draw it again
    svc.renderer = functools.partial(hang, "/nonexistent/never")
    board = await svc.board(CH, ALICE, lang="fr")
    assert board.png == follow.png and board.late is None


# --- a drawing process that dies --------------------------------------------------------------------


async def test_a_drawing_process_killed_between_turns_is_replaced_and_the_next_picture_comes(svc, pool):
    svc.render_timeout = 3.0  # on time: the fresh process is started and loaded in this turn
    first = await svc.board(CH, ALICE)
    worker = pid_of(first.png)
    os.kill(worker, signal.SIGKILL)
    assert await gone(worker)
    reply = await end_turn(svc)
    assert not reply.error and reply.late is None and reply.png is not None
    assert pid_of(reply.png) != worker
    assert pool.replaced == 1


async def test_a_drawing_process_that_dies_in_the_middle_of_a_picture_costs_one_retry(svc, pool, tmp_path):
    svc.render_timeout = 3.0
    svc.renderer = functools.partial(die_once, str(tmp_path / "died"))
    worker = pool.pids()[0]
    reply = await end_turn(svc)
    assert (tmp_path / "died").exists()
    assert reply.png is not None and reply.late is None and pid_of(reply.png) != worker
    assert pool.replaced == 1


async def test_draw_gives_up_past_its_limit_and_the_pool_serves_again(pool, tmp_path):
    from bot.render_pool import DrawingTimeout

    with pytest.raises(DrawingTimeout):
        await draw(pool, functools.partial(hang, str(tmp_path / "pid")), "m", {}, "en", None, limit=0.3)
    assert await gone(int((tmp_path / "pid").read_text()))
    assert await draw(pool, os.getpid, limit=5.0) in pool.pids()


# --- without a process pool (one core, or QUESTMASTER_RENDER_PROCESSES=0) ---------------------------


async def test_in_a_thread_a_late_picture_is_not_posted_once_a_newer_turn_shows_the_board(store):
    svc = GameService(store, prompt_timeout=None, renderer=quick, render_timeout=LIMIT)
    try:
        await started_game(svc)
        svc.renderer = functools.partial(slow, LIMIT * 2)
        late = await end_turn(svc)
        assert late.png is None and late.late is not None
        svc.renderer = quick
        newer = await end_turn(svc)
        assert newer.png is not None
        assert await asyncio.wait_for(late_follow_up(late), GIVE_UP) is None
        # the older picture, drawn last, does not replace the newer one as the channel's board
        svc.renderer = lambda module, view, lang, tr: b"drawn again"
        assert (await svc.board(CH, ALICE)).png == newer.png
    finally:
        await svc.close()


# --- the adapters post what follows -----------------------------------------------------------------


async def test_the_console_shows_a_late_picture_when_it_comes(tmp_path):
    out = io.StringIO()
    console = Console(None, ["alice"], tmp_path, "en", out)  # type: ignore[arg-type]
    follow: asyncio.Future[Reply | None] = asyncio.get_running_loop().create_future()
    follow.set_result(Reply(text=texts("en", "msg-picture_follows"), png=b"late picture"))
    await console.post(Reply(text="turn\n" + texts("en", "msg-picture_late"), late=follow), 1)
    assert texts("en", "msg-picture_follows") in out.getvalue()
    assert [p.read_bytes() for p in tmp_path.glob("*.png")] == [b"late picture"]


async def test_discord_posts_the_late_picture_as_a_follow_up(driver, fake_discord, discord_bot):
    from tests.conftest import ALICE as DISCORD_ALICE
    from tests.conftest import BOB, option

    await driver.slash("game", [option("ruleset", "altar"), option("quest", "silent_bells"), option("seed", "3")],
                       sub="new", user=DISCORD_ALICE)
    for user, hero in ((DISCORD_ALICE, "brakka"), (BOB, "ilse")):
        await driver.slash("game", [option("hero", hero)], sub="join", user=user)
    await driver.slash("game", [], sub="start", user=DISCORD_ALICE)
    service = discord_bot.service
    service.render_timeout = LIMIT
    service.renderer = functools.partial(slow, LIMIT * 1.5)
    token = await driver.slash("end", [], user=DISCORD_ALICE)
    answer = fake_discord.callback(token)
    assert answer.json["data"]["content"].endswith(texts("en", "msg-picture_late")) and not answer.files
    # the acting player's private note first (a drawn card), then the picture, to the whole channel
    late = fake_discord.followups(token)[-1]
    assert late.json.get("content") == texts("en", "msg-picture_follows") and not late.json.get("flags")
    assert late.files[0][1].startswith(b"picture from")


# --- the setting --------------------------------------------------------------------------------------


def test_the_render_time_limit_is_a_setting_with_a_safe_default():
    assert Settings.from_mapping({}).render_timeout == 5.0
    assert Settings.from_mapping({"QUESTMASTER_RENDER_TIMEOUT": "2.5"}).render_timeout == 2.5
    example = read_env_file(Path(__file__).resolve().parents[1] / ".env.example")
    assert float(example["QUESTMASTER_RENDER_TIMEOUT"]) == Settings().render_timeout


@pytest.mark.parametrize("value", ["soon", "0", "-1", "inf", "nan"])
def test_a_bad_render_time_limit_names_the_setting(value):
    with pytest.raises(SettingsError, match="QUESTMASTER_RENDER_TIMEOUT"):
        Settings.from_mapping({"QUESTMASTER_RENDER_TIMEOUT": value})
