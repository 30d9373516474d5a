// Limits of the format that more than one layer enforces, written once. The schema's descriptions state
// them (test/compiler/limits.test.ts holds the JSON in step), `clue-compile check` refuses an edition past
// them with a coded error (compiler/checks/card-limit.ts), and the deduction (player/bots/deduce/model.ts)
// imports the same constant for its own refusal, so no edition the compiler accepts is one the computer
// players can not reason about.

/**
 * The most cards an edition may hold: suspects, weapons and the rooms that have a card, together. The
 * deduction's exact count keys its states by mixed-radix numbers below 2^(unseen cards), which must stay
 * exact in a double (2^53).
 */
export const MAX_CARDS = 52;
