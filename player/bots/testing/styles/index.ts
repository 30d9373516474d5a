// Opponents of other styles than the levels', for measuring the hard level against them (issue 30): each is
// the medium bot with one habit changed (wrap.ts), so it walks as the levels do (the bluffer's turns into
// rooms of its own aside) and accuses only when propagation is certain.
import type { BotFactory } from "../../bot";
import { bluffer } from "./bluffer";
import { sticky } from "./sticky";
import { worstCase } from "./worst-case";

export const STYLES: ReadonlyMap<string, BotFactory> = new Map([
  ["bluffer", bluffer()],
  ["worstCase", worstCase],
  ["sticky", sticky],
]);
