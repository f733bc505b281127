// The board from the keyboard: one tab stop, arrow keys between its elements, Enter or Space to tap.
//
// A board has dozens to hundreds of targets (a Battlegates board: every edge), too many for Tab.
// So the board is one stop (a roving tabindex: the element last focused, or the first that
// starts a move), the arrow keys move to the nearest element in that direction by their centres
// on the screen, Home/End to the first/last, and Enter or Space acts as a tap. The hands below
// the board are ordinary buttons in the tab order.

const KEYS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

function centre(node) {
  const r = node.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

export class BoardKeys {
  constructor(root, activate) {
    this.root = root;
    this.activate = activate;
    this.current = null;
    root.addEventListener("keydown", (e) => this.onKey(e));
    root.addEventListener("focusin", (e) => {
      const node = e.target.closest("[data-pick]");
      if (node && root.contains(node)) this.setCurrent(node, false);
    });
  }

  targets() { return [...this.root.querySelectorAll("[data-pick]")]; }

  /** After a redraw: keep the stop on the same element (by its data-pick) or the first live one. */
  refresh() {
    const all = this.targets();
    const key = this.current?.getAttribute("data-pick");
    const hadFocus = this.root.contains(document.activeElement) && document.activeElement !== this.root;
    const again = key ? all.find((n) => n.getAttribute("data-pick") === key) : null;
    const next = again || all.find((n) => n.classList.contains("live")) || all[0] || null;
    for (const n of all) n.setAttribute("tabindex", "-1");
    this.current = null;
    if (next) this.setCurrent(next, hadFocus);
  }

  setCurrent(node, focus = true) {
    if (this.current && this.current !== node) this.current.setAttribute("tabindex", "-1");
    this.current = node;
    node.setAttribute("tabindex", "0");
    if (focus) node.focus({ preventScroll: false });
  }

  onKey(e) {
    const node = e.target.closest("[data-pick]");
    if (!node) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.activate(node);
      return;
    }
    const all = this.targets();
    if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      this.setCurrent(e.key === "Home" ? all[0] : all[all.length - 1]);
      return;
    }
    const dir = KEYS[e.key];
    if (!dir) return;
    e.preventDefault();
    const [x, y] = centre(node);
    let best = null;
    let bestScore = Infinity;
    for (const other of all) {
      if (other === node) continue;
      const [ox, oy] = centre(other);
      const dx = ox - x;
      const dy = oy - y;
      const along = dx * dir[0] + dy * dir[1];
      if (along <= 1) continue;  // not in that direction
      const across = Math.abs(dx * dir[1] - dy * dir[0]);
      const score = along + 2 * across;  // prefer straight ahead over diagonal neighbours
      if (score < bestScore) { best = other; bestScore = score; }
    }
    if (best) this.setCurrent(best);
  }
}
