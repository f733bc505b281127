"""Logistic regression of game results on position features ("Texel tuning"), shared by the fit
scripts (scripts/fit_turn_end.py, scripts/fit_battalla.py). Rows are (features, result) with the
result 1 for a win, 0.5 for a draw, 0 for a loss of the side the features are seen from. No
intercept: the features are leads, so the two sides are symmetric."""
from __future__ import annotations

import json
import math
import random


def load(paths: list, held_out: list | None = None) -> tuple[list, list]:
    """(train, test): the rows of the JSON-lines files. With `held_out` files (other games), those
    are the test; else the rows are shuffled with a fixed seed and four fifths train (the rows of
    one game are correlated, so that fifth checks the fit, not independence). A row may carry more
    columns than the model uses (the fit takes the first `width`)."""
    rows = [(x, y) for x, y in (json.loads(line) for p in paths for line in open(p))]
    if held_out:
        return rows, [(x, y) for x, y in (json.loads(line) for p in held_out for line in open(p))]
    random.Random(1).shuffle(rows)
    cut = len(rows) * 4 // 5
    return rows[:cut], rows[cut:]


def _p(w, x) -> float:
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))))


def loss(w, data) -> float:
    """Mean log loss of the model with weights w on the rows."""
    total = 0.0
    for x, y in data:
        p = _p(w, x)
        total -= y * math.log(p + 1e-12) + (1 - y) * math.log(1 - p + 1e-12)
    return total / len(data)


def prob_loss(prob, data) -> float:
    """Mean log loss of a function of the features read as a probability (an older evaluation)."""
    total = 0.0
    for x, y in data:
        p = min(1 - 1e-9, max(1e-9, prob(x)))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(data)


def fit(train: list, width: int, rounds: int = 12, ridge: float = 1e-3) -> list[float]:
    """Newton's method (iteratively reweighted least squares), a small ridge for stability."""
    w = [0.0] * width
    for _ in range(rounds):
        grad = [0.0] * width
        hess = [[0.0] * width for _ in range(width)]
        for x, y in train:
            x = x[:width]
            p = _p(w, x)
            d, q = p - y, p * (1 - p)
            for i, a in enumerate(x):
                grad[i] += d * a
                if a:
                    row = hess[i]
                    qa = q * a
                    for j, b in enumerate(x):
                        row[j] += qa * b
        n = len(train)
        for i in range(width):
            grad[i] = grad[i] / n + ridge * w[i]
            hess[i] = [v / n for v in hess[i]]
            hess[i][i] += ridge
        step = solve(hess, grad)
        w = [a - s for a, s in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def solve(a: list, b: list) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and positive definite;
    also elo_ai's inverse)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        if abs(m[c][c]) < 1e-15:
            continue
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        s = m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))
        x[r] = s / m[r][r] if abs(m[r][r]) > 1e-15 else 0.0
    return x


def report(names, w, train, test, others: dict) -> None:
    """Print the weights and the held-out log losses of the fit, of `others` (name: probability
    function of the features) and of a coin."""
    print(f"{len(train) + len(test)} rows, {len(test)} held out")
    for name, a in zip(names, w):
        print(f"  {name:>30}: {a:+.3f}")
    parts = [f"fit {loss(w, test):.4f}"] + [f"{k} {prob_loss(f, test):.4f}" for k, f in others.items()]
    print("held-out log loss: " + ", ".join(parts) + f", coin {math.log(2):.4f}")


def parser(doc: str, games: int):
    """(parser, play subparser, fit subparser) with the arguments both fit scripts share."""
    import argparse

    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--games", type=int, default=games)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--epsilon", type=float, default=0.1)
    p.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("paths", nargs="+")
    f.add_argument("--held-out", nargs="*", default=None, help="test on these games' rows instead")
    return ap, p, f
