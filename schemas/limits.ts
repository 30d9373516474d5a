// Limits of the format that more than one layer enforces, written once. The schema's descriptions state
// them (test/compiler/limits.test.ts holds the JSON in step), `clue-compile check` refuses an edition past
// them with a coded error (compiler/checks/card-limit.ts), and the deduction (player/bots/deduce/model.ts)
// imports the same constant for its own refusal, so no edition the compiler accepts is one the computer
// players can not reason about. The board's side is the same kind of limit: `check` refuses a larger board
// (compiler/checks/board-size.ts) and the reader of edition JSON (edition/serialize.ts) bounds every table
// derived from a board by it.

/**
 * The most cards an edition may hold: suspects, weapons and the rooms that have a card, together. The
 * deduction's exact count keys its states by mixed-radix numbers below 2^(unseen cards), which must stay
 * exact in a double (2^53).
 */
export const MAX_CARDS = 52;

/**
 * The most rows a board may have, and the most columns. Real boards are about 25 x 25; the cap is eight
 * times that on each side, and keeps every table and search of the compiler, the engine and the bots
 * within their time and memory.
 */
export const MAX_BOARD_SIDE = 200;
