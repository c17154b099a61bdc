"""The `questmaster` command: run the bot, play offline, simulate, validate content, benchmark."""
from __future__ import annotations

import argparse
import sys


def games_listing() -> str:
    """What `questmaster play --help` ends with: every game, its quests and its heroes, by id."""
    from . import games

    lines = ["games (--ruleset), with their quests (--quest) and heroes (--heroes):"]
    for game in games.all_games():
        rs = game.ruleset
        lines.append(f"  {game.id}: {game.name}")
        lines.append("    quests: " + ", ".join(f"{q.id} ({q.name})" for q in rs.quests()))
        lines.append("    heroes: " + ", ".join(f"{h.id} ({h.name})" for h in rs.heroes()))
    return "\n".join(lines)


def build_parser(listing: bool = False) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="questmaster", description="A Discord game master for dungeon crawls.")
    sub = p.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the Discord bot (reads .env / the environment)")
    run.add_argument("--shards", help="the shards this process holds, like 0-3 (with --shard-count; see README, "
                                      "Running at scale)")
    run.add_argument("--shard-count", type=int, help="the total number of shards over every process")

    play = sub.add_parser("play", help="play a game offline, reading commands from standard input",
                          formatter_class=argparse.RawDescriptionHelpFormatter,
                          epilog=games_listing() if listing else None)
    play.add_argument("--ruleset", help="the game (default: the first one: questmaster play --help lists them)")
    play.add_argument("--quest")
    play.add_argument("--players", default="alice", help="comma-separated player names")
    play.add_argument("--heroes", help="comma-separated heroes (ids or names), one per player (default: the first ones)")
    play.add_argument("--seed", default="1")
    play.add_argument("--out", help="folder for the board images")
    play.add_argument("--lang", default="en", choices=["en", "fr"])
    play.add_argument("--hard", action="store_true")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a set-up option of the game, as /game new takes it (small=yes: the 24\" table)")
    play.add_argument("--deck", action="append", default=[], metavar="FILE",
                      help="a deck list brought with /game deck, for the first seat, then the next (card games)")
    play.add_argument("--db", help="where the game is kept: an SQLite file or a postgresql:// URL (default: a temporary file); run again with the same --db to go on with it")

    sim = sub.add_parser("simulate", help="play whole games with the built-in hero policy")
    sim.add_argument("--ruleset", help="the game (default: the first one)")
    sim.add_argument("--quest")
    sim.add_argument("--heroes", type=int, default=None, help="party size (default: the game's usual one)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", default="1")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--hard", action="store_true")

    val = sub.add_parser("validate", help="check every content file")
    val.add_argument("--json", action="store_true")

    db = sub.add_parser("db", help="the database: copy every game to another one (db copy --from --to)")
    db_sub = db.add_subparsers(dest="db_command", required=True)
    dbcopy = db_sub.add_parser("copy", help="copy every game and its log (e.g. SQLite -> PostgreSQL); safe to re-run")
    dbcopy.add_argument("--from", dest="source", required=True, help="a SQLite file or a postgresql:// URL")
    dbcopy.add_argument("--to", dest="target", required=True, help="a SQLite file or a postgresql:// URL")
    dbcopy.add_argument("--json", action="store_true")

    bench = sub.add_parser("bench", help="benchmarks (not tests)")
    bench.add_argument("--engine", action="store_true", help="engine only: time per apply and games/s")
    bench.add_argument("--ruleset", help="with --engine: one game only (default: every game)")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--games", type=int, default=40)
    bench.add_argument("--channels", type=int, default=None, help="default 100 (200 with --backend)")
    bench.add_argument("--actions", type=int, default=20)
    bench.add_argument("--backend", choices=["sqlite", "postgresql"],
                       help="the load test: several service processes against one database (postgresql: "
                            "beside the same run on SQLite)")
    bench.add_argument("--db-url", help="with --backend postgresql: a server to use (default: a temporary "
                                        "local one)")
    bench.add_argument("--processes", type=int, default=2, help="with --backend: service processes")
    return p


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    args = build_parser(listing="play" in words and ("-h" in words or "--help" in words)).parse_args(argv)
    if getattr(args, "ruleset", None) is None and args.command in ("play", "simulate"):
        from . import games

        args.ruleset = games.ids()[0]
    if args.command == "validate":
        from .validate import validate_main

        return validate_main(args)
    if args.command == "simulate":
        from .simulate import simulate_main

        return simulate_main(args)
    if args.command == "bench":
        if args.engine:
            from .simulate import bench_engine_main

            return bench_engine_main(args)
        if args.backend:
            from .loadtest import load_main

            return load_main(args)
        if args.channels is None:
            args.channels = 100
        from .bench import bench_main

        return bench_main(args)
    if args.command == "play":
        from .console import play_main

        return play_main(args)
    if args.command == "db":
        from .dbcopy import db_main

        return db_main(args)
    if args.command == "run":
        from .app import run_main

        return run_main(args)
    return 2


if __name__ == "__main__":
    sys.exit(main())
