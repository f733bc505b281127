// Type-checked only (tsc --strict in make test): what a TypeScript author gets per ruleset.
import { Arbiter } from "../arbiter.js";
import type { GameOf, MoveOf, OptionsOf, ViewOf } from "../types.js";

export async function typedUse(url: string): Promise<number> {
  const arbiter = new Arbiter(url);
  const options: OptionsOf<"grove"> = { turn_limit: 100 };
  const created = await arbiter.create("grove", [{ name: "ana" }, { name: "bo", ai: { level: "greedy" } }], options);
  const game = created.seat(0);
  const state: GameOf<"grove"> = await game.state();
  const view: ViewOf<"grove"> = state.view;
  const turn: number = view.turn; // a GroveView, not an untyped object
  // @ts-expect-error a Grove view has no `hand` (that is another game's)
  view.hand;
  const moves: MoveOf<"grove">[] = await game.legalMoves();
  const stand = moves.find((m) => m.type === "stand");
  if (stand && stand.type === "stand") {
    const place: "grove" | "circle-1" | "circle-2" | "circle-3" = stand.place; // narrowed on `type`
    await game.play({ type: "stand", place });
  }
  // @ts-expect-error a Dale move is no Grove move
  await game.play({ type: "withdraw" });
  const dale = await arbiter.create("dale", [{ name: "a" }, { name: "b" }], { armies: ["human", "elf"] });
  // @ts-expect-error Grove's options are not Dale's
  await arbiter.create("dale", [{ name: "a" }, { name: "b" }], { turn_limit: "soon" });
  return turn + (await dale.seat(0).state()).view.n;
}
