"""Checks a person would make of a page: text big enough to read, targets big enough to tap, and
an accessibility audit by axe-core (vendored in tests/browser/vendor, injected into the page)."""
from __future__ import annotations

import os

AXE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vendor", "axe.min.js")
# a board's own tap targets on a phone are 44 px, but Battlegates' 9 columns fit 390 px only at
# about 39 px a square (api/boards/battlegates.py, FIT_CELL): each square, edge and character is
# still a whole square across, with no gap between targets
BOARD_TARGET_PX = {"battlegates": 38}

SMALL_TEXT = """(minPx) => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const text = node.textContent.trim();
    if (!text) continue;
    const el = node.parentElement;
    if (!el || el.closest('title, style, script, .visually-hidden, .skip')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;  // not rendered (closed details, hidden, display none)
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || el.closest('[visibility=hidden]')) continue;
    let px = parseFloat(cs.fontSize);
    if (el instanceof SVGElement) px *= el.getScreenCTM().a;  // SVG text: user units times the drawing's scale
    if (px < minPx - 0.05) out.push({text: text.slice(0, 40), px: Math.round(px * 10) / 10, tag: el.tagName});
  }
  return out;
}"""

SMALL_TARGETS = """([minPx, boardMinPx]) => {
  const out = [];
  for (const el of document.querySelectorAll('#board [data-pick], #side [data-pick], #moves button, #lesson-board [data-pick]')) {
    const r = el.getBoundingClientRect();
    if (r.width < 1 && r.height < 1) continue;
    const least = el.closest('#board, #lesson-board') ? boardMinPx : minPx;
    if (r.width < least - 0.05 || r.height < least - 0.05) {
      out.push({name: el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40),
                w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10});
    }
  }
  return out;
}"""


def small_text(page, min_px: float = 12) -> list:
    """Visible text drawn under `min_px` CSS pixels (HTML and SVG alike)."""
    return page.evaluate(SMALL_TEXT, min_px)


def small_targets(page, min_px: float = 44, board_min_px: float | None = None) -> list:
    """Tappable board, hand and move elements smaller than `min_px` x `min_px` CSS pixels (the
    board's own targets: `board_min_px`, where a board's squares cannot all be 44 px and fit)."""
    return page.evaluate(SMALL_TARGETS, [min_px, min_px if board_min_px is None else board_min_px])


SIDEWAYS = """() => {
  const board = document.querySelector('#board');
  return {page: document.documentElement.scrollWidth - innerWidth,
          board: board ? board.scrollWidth - board.clientWidth : 0};
}"""


def sideways_scroll(page) -> dict:
    """How far the page and its board scroll sideways, in CSS pixels (0: everything fits the width)."""
    return page.evaluate(SIDEWAYS)


def axe_violations(page, impacts=("serious", "critical")) -> list:
    """axe-core's violations of the page as it is now, of these impacts: [(rule id, help, targets)]."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=AXE)
    result = page.evaluate("""async () => {
      const r = await axe.run(document, {resultTypes: ['violations']});
      return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                     nodes: v.nodes.slice(0, 5).map(n => n.target.join(' '))}));
    }""")
    return [v for v in result if v["impact"] in impacts]
