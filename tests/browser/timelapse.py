"""A page whose timers run faster than the wall clock, for a test that would otherwise wait out the
page's own delays (a backoff, a Retry-After) second by second.

The page's code is unchanged: every `setTimeout` it sets is kept, with its delay divided by the
factor, so a backoff keeps its shape (1, 2, 4 s ... jittered, capped) and only its seconds shrink.
What the test counts in a window of the page's time it counts in that window divided by the factor.
Playwright's own clock (page.clock) cannot do this: its run_for fires the timers in a loop that does
not wait for the requests they start, so a probe chain would not behave as it does in real time.
`setInterval` is left alone (a page's slow safety net, such as the 30 s stale check, keeps its
seconds) and so are Date and performance.now().
"""
from __future__ import annotations

_INIT = """(() => {
  const later = window.setTimeout.bind(window);
  window.setTimeout = (f, ms = 0, ...args) => later(f, (Number(ms) || 0) / %s, ...args);
})();"""


def time_lapse(context, factor: float) -> float:
    """Every page opened in `context` from now on runs its setTimeout delays `factor` times faster;
    returns the factor (the test divides its windows of the page's time by it)."""
    context.add_init_script(_INIT % float(factor))
    return factor
