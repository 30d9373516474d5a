// The computer players' public surface: levels, the bot type, the view-to-knowledge adapter, and the
// deduction core the notebook uses.
export { LEVEL_NAMES, levelOf } from "./levels";
export { knowledgeOf, cardsOf } from "./knowledge";
export * from "./deduce";
export { seatBots } from "./seat-bots";
