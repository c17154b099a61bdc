"""Ways across the table for a base of a given size: shortest paths around blocking terrain.

Terrain never moves, so for each base size the blocking footprints are grown by the base's radius once
(a centre outside the grown shapes keeps the whole base clear of them) and the corners of the grown
shapes become the nodes of a visibility graph, their mutual sight lines its edges. A path between two
points is the straight line when it is clear, else the shortest way through those corners (Dijkstra).
The answers are exact shortest paths among polygons, not grid approximations, and the same every time.
"""
from __future__ import annotations

import heapq
import math

import numpy as np
import shapely
import shapely.ops
from shapely.geometry import LineString, Point, box

from .geometry import TOLERANCE, Table

Pt = tuple[float, float]
_CLEARANCE = 0.02  # inches kept between a base and a wall it walks along, so float noise never touches


class Navigator:
    def __init__(self, table: Table, base: float, avoid: tuple = ()) -> None:
        self.table = table
        self.radius = base / 2
        # `avoid`: more footprints to go around (high ground a model would have to jump down from)
        walls = [t.footprint for t in table.terrain if t.blocking] + list(avoid)
        grown = shapely.union_all(walls).buffer(self.radius + _CLEARANCE, quad_segs=2) if walls else None
        # what a centre may not cross: the grown walls (a hair smaller, so paths along their corners pass)
        self._solid = grown.buffer(-_CLEARANCE / 2, quad_segs=2) if grown is not None else None
        if self._solid is not None:
            shapely.prepare(self._solid)
        inner = box(self.radius, self.radius, table.size - self.radius, table.size - self.radius)
        self._inner = inner.buffer(TOLERANCE)
        nodes: list[Pt] = []
        for poly in getattr(grown, "geoms", [grown]) if grown is not None else []:
            for ring in [poly.exterior, *poly.interiors]:
                for x, y in list(ring.coords)[:-1]:
                    p = (round(x, 4), round(y, 4))
                    if self._inner.covers(Point(p)) and p not in nodes:
                        nodes.append(p)
        self.nodes = nodes
        self._edges: list[list[tuple[int, float]]] = [[] for _ in nodes]
        if len(nodes) > 1:
            pairs = [(i, j) for i in range(len(nodes)) for j in range(i + 1, len(nodes))]
            clear = self._clear_many([nodes[i] for i, _ in pairs], [nodes[j] for _, j in pairs])
            for (i, j), ok in zip(pairs, clear, strict=True):
                if ok:
                    d = math.dist(nodes[i], nodes[j])
                    self._edges[i].append((j, d))
                    self._edges[j].append((i, d))

    def _step_out(self, a: Pt) -> Pt | None:
        """The free point nearest a centre caught inside the grown walls (a hair beyond their edge)."""
        assert self._solid is not None
        edge = shapely.ops.nearest_points(self._solid.boundary, Point(a))[0]
        dx, dy = edge.x - a[0], edge.y - a[1]
        d = math.hypot(dx, dy) or 1.0
        for hair in (_CLEARANCE, 2 * _CLEARANCE, 4 * _CLEARANCE):
            p = (round(edge.x + dx / d * hair, 4), round(edge.y + dy / d * hair, 4))
            if self.standable(p):
                return p
        return None

    def standable(self, p: Pt) -> bool:
        """A centre here keeps the base on the table and out of blocking terrain."""
        return bool(self._inner.covers(Point(p))) and (self._solid is None or not self._solid.contains(Point(p)))

    def clear(self, a: Pt, b: Pt) -> bool:
        """Whether the base can slide straight from a to b without entering blocking terrain."""
        return bool(self._clear_many([a], [b])[0])

    def _clear_many(self, starts: list[Pt], ends: list[Pt]) -> np.ndarray:
        if self._solid is None:
            return np.ones(len(starts), dtype=bool)
        lines = shapely.linestrings(np.stack((np.asarray(starts), np.asarray(ends)), axis=1))
        return ~np.asarray(shapely.intersects(self._solid, lines))

    def path(self, a: Pt, b: Pt) -> list[Pt] | None:
        """The shortest way from a to b (the points after a, b last), or None when b cannot be reached."""
        if math.dist(a, b) < TOLERANCE:
            return []
        if self._solid is not None and self._solid.contains(Point(a)):
            # a base set down touching a wall (within the clearance kept when walking): every line from its
            # centre meets the grown wall. It steps out to the nearest free point first, else it never moves
            out = self._step_out(a)
            if out is None:
                return None
            rest = self.path(out, b)
            return None if rest is None else [out, *rest]
        if self.clear(a, b):
            return [b]
        if not self.nodes:
            return None
        n = len(self.nodes)
        from_a = self._clear_many([a] * n, self.nodes)
        to_b = self._clear_many(self.nodes, [b] * n)
        best = {i: math.dist(a, self.nodes[i]) for i in range(n) if from_a[i]}
        heap = [(d, i) for i, d in best.items()]
        heapq.heapify(heap)
        prev: dict[int, int] = {}
        goal_cost, goal_prev = math.inf, None
        done: set[int] = set()
        while heap:
            d, i = heapq.heappop(heap)
            if i in done or d > best.get(i, math.inf):
                continue
            done.add(i)
            if d >= goal_cost:
                break
            if to_b[i] and d + math.dist(self.nodes[i], b) < goal_cost:
                goal_cost, goal_prev = d + math.dist(self.nodes[i], b), i
            for j, w in self._edges[i]:
                nd = d + w
                if nd < best.get(j, math.inf) - 1e-9:
                    best[j] = nd
                    prev[j] = i
                    heapq.heappush(heap, (nd, j))
        if goal_prev is None:
            return None
        out = [b]
        i = goal_prev
        while True:
            out.append(self.nodes[i])
            if i not in prev:
                break
            i = prev[i]
        out.reverse()
        return out


def length(start: Pt, path: list[Pt]) -> float:
    total, cur = 0.0, start
    for p in path:
        total += math.dist(cur, p)
        cur = p
    return total


def walk(start: Pt, path: list[Pt], distance: float) -> list[Pt]:
    """The path cut after `distance` inches of it (the points after start)."""
    out: list[Pt] = []
    cur, left = start, distance
    for p in path:
        d = math.dist(cur, p)
        if d <= left + TOLERANCE:
            out.append(p)
            left -= d
            cur = p
            continue
        if left > TOLERANCE:
            t = left / d
            out.append((round(cur[0] + (p[0] - cur[0]) * t, 4), round(cur[1] + (p[1] - cur[1]) * t, 4)))
        break
    return out


def line(a: Pt, b: Pt) -> LineString:
    return LineString([a, b])
