"""What an operator watches, when a setting asks for it: a local HTTP endpoint with /health (JSON) and
/metrics (Prometheus text), off by default (QUESTMASTER_METRICS_PORT).

prometheus_client is the standard exposition library (its histogram buckets and text format are what
every Prometheus scraper reads), so the figures are its collectors in a registry of our own:
- questmaster_turn_seconds (histogram, by game): from a player's command to its reply, the bot's answers
  and the picture included;
- questmaster_games_active (gauge): games being played, read from the store at each scrape;
- questmaster_render_queue (gauge): pictures being drawn now;
- questmaster_errors_total (counter, by logger): every record logged at ERROR or above.
"""
from __future__ import annotations

import json
import logging
import time
from typing import Any

from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

log = logging.getLogger("questmaster.metrics")

TURN_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.turn_seconds = Histogram("questmaster_turn_seconds", "From a player's command to its reply",
                                      ["game"], buckets=TURN_BUCKETS, registry=self.registry)
        self.games_active = Gauge("questmaster_games_active", "Games being played", registry=self.registry)
        self.render_queue = Gauge("questmaster_render_queue", "Pictures being drawn now", registry=self.registry)
        self.errors = Counter("questmaster_errors_total", "Records logged at ERROR or above", ["logger"],
                              registry=self.registry)
        self.started = time.time()

    def turn(self, game: str, seconds: float) -> None:
        self.turn_seconds.labels(game=game).observe(seconds)

    def handler(self) -> logging.Handler:
        """A logging handler counting errors (add it to the root logger)."""
        return _ErrorCounter(self)


class _ErrorCounter(logging.Handler):
    def __init__(self, metrics: Metrics) -> None:
        super().__init__(level=logging.ERROR)
        self.metrics = metrics

    def emit(self, record: logging.LogRecord) -> None:
        self.metrics.errors.labels(logger=record.name).inc()


async def refresh(metrics: Metrics, service: Any) -> dict[str, Any]:
    """Read the gauges (games being played, pictures being drawn) and say the health in a few figures."""
    playing = await service.store.count_games("playing")
    metrics.games_active.set(playing)
    metrics.render_queue.set(service.render_queue())
    return {"status": "ok", "games_active": playing, "render_queue": service.render_queue(),
            "uptime_s": round(time.time() - metrics.started, 1)}


def app(metrics: Metrics, service: Any, about: dict[str, Any] | None = None) -> web.Application:
    async def health(_request: web.Request) -> web.Response:
        try:
            body = {**(about or {}), **await refresh(metrics, service)}
            return web.Response(text=json.dumps(body), content_type="application/json")
        except Exception as exc:  # the database is unreachable: say so, do not crash the endpoint
            log.warning("health check failed: %s", exc)
            return web.Response(status=503, text=json.dumps({"status": "failing", "error": str(exc)}),
                                content_type="application/json")

    async def scrape(_request: web.Request) -> web.Response:
        try:
            await refresh(metrics, service)
        except Exception as exc:
            log.warning("metrics: games could not be counted: %s", exc)
        resp = web.Response(body=generate_latest(metrics.registry))
        resp.content_type = CONTENT_TYPE_LATEST.split(";")[0]
        return resp

    application = web.Application()
    application.router.add_get("/health", health)
    application.router.add_get("/metrics", scrape)
    return application


async def serve(metrics: Metrics, service: Any, host: str, port: int, about: dict[str, Any] | None = None
                ) -> web.AppRunner:
    """Start the endpoint (stop it with `await runner.cleanup()`)."""
    runner = web.AppRunner(app(metrics, service, about))
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("health and metrics on http://%s:%s/health and /metrics", host, port)
    return runner
