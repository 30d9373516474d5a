// The inputs of a move search.

export interface MoveRules {
  exact: boolean;
  passThrough: boolean;
  doorsBlocked: boolean;
  /** Per square: 1 when stepping onto it ends the move. */
  stops: Uint8Array;
}

export interface MoveQuery {
  from: number;
  steps: number;
  /** Per square: 1 when another token stands there. */
  occupied: Uint8Array;
  /** The same squares as a list (room nodes in it are ignored). */
  tokens: readonly number[];
  /** A room node that may not be entered (the room left this turn); -1 for none. */
  noEnter: number;
}
