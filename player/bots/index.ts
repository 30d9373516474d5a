// The computer players' public surface: levels, the bot type, the view-to-knowledge adapter, and the
// deduction core the notebook uses.
export { LEVELS, LEVEL_NAMES, levelOf } from "./levels";
export type { Bot } from "./bot";
export { knowledgeOf, cardsOf } from "./knowledge";
export * from "./deduce";
export { seatBots } from "./seat-bots";
