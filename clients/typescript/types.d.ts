/**
 * The types of the Arbiter client, per ruleset, derived from schema.d.ts (generated from
 * openapi.yaml by openapi-typescript): each union of the spec (Game, LegalMoves, CreateGame) has
 * one variant per ruleset whose `ruleset` is a literal, so a ruleset's types are picked by it.
 */
import type { components } from "./schema.js";

export type Schemas = components["schemas"];

/** The ruleset ids this client was generated with ("grove" | "channeling" | ...). */
export type RulesetId = Schemas["LegalMoves"] extends infer L
  ? L extends { ruleset: infer R } ? (string extends R ? never : R) : never
  : never;

/** A game of ruleset R as the API answers it: its `view` is that ruleset's view. */
export type GameOf<R extends RulesetId> = Extract<Schemas["Game"], { ruleset: R }>;
/** What a seat of ruleset R sees. */
export type ViewOf<R extends RulesetId> = GameOf<R>["view"];
/** A move of ruleset R: a union discriminated on `type`. */
export type MoveOf<R extends RulesetId> = Extract<Schemas["LegalMoves"], { ruleset: R }>["moves"][number];
/** The options of ruleset R at creation. */
export type OptionsOf<R extends RulesetId> = NonNullable<Extract<Schemas["CreateGame"], { ruleset?: R }>["options"]>;
/** Any game the API may answer (a waiting game, any ruleset's, or one of a ruleset added later). */
export type AnyGame = Schemas["Game"];
export type MoveResult = Schemas["MoveResult"];
export type Problem = Schemas["Problem"];
/** A seat at creation. */
export type SeatRequest = Schemas["SeatRequest"];
/** The event envelope (redacted for the reader). */
export type GameEvent = Schemas["Event"];

export * from "./arbiter.js";
