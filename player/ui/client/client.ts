// The seam between the game screen and wherever the game is played. The screen reads a `Table` (the view
// of the seat whose eyes it is, what that seat may do now) and calls `act`; it never holds
// the engine's state. A local game (local.ts: the engine in this page, the computer players in the Worker,
// one screen passed between humans) is one implementation; a game played on a server (online.ts) is another.
import type { CompiledEdition } from "../../../schemas/graph";
import type { Notebook } from "../../bots/deduce/notebook/notebook";
import type { Action, ActionOf, ActionType, PlayerView, Seat, Viewer } from "../../engine";
import type { ReplaySource } from "../replay/timeline";
import type { Pace } from "../../bots/pace";

/** What the seat whose eyes the screen is may do now: `legalTypes`, and `legalActions` per type on demand. */
export interface Legal {
  /** The seat that may act from this screen now, or null (another's turn, a hand-over, a spectator). */
  seat: Seat | null;
  types: ReadonlySet<ActionType>;
  list: <T extends ActionType>(type: T) => ActionOf<T>[];
}

export interface Table {
  compiled: CompiledEdition;
  /** Names this game, the same for its whole length (the notebook keeps its marks under it). */
  game: string;
  viewer: Viewer;
  view: PlayerView;
  legal: Legal;
  /** A human the device must be passed to; the screen shows only the hand-over until they confirm. */
  handOver: Seat | null;
  /** The seat of a computer player choosing its action now, or null. */
  thinking: Seat | null;
  /** Humans playing at this screen: with two or more, a save or a seed shown is a spoiler. */
  humans: number;
  /** The last refused action's message (a click that lost a race, a computer player's bug). */
  error: string | null;
  /** The change came from this screen's own action: it is drawn at once, others when the page is free. */
  mine: boolean;
  /** The computer players' pace, or null where this screen does not set it (online: the host chose it). */
  pace: Pace | null;
  /** A game played on a server: whether this page is connected to it now. Left out by a local game. */
  connection?: Connection;
}

/** "reconnecting": the link dropped and the client is trying again; "offline": it gave up (a refusal). */
export type Connection = "online" | "reconnecting" | "offline";

export interface GameClient {
  get: () => Table;
  subscribe: (listener: () => void) => () => void;
  /** A human's action from this screen; false when it is refused (not theirs to take, or no longer legal). */
  act: (action: Action) => boolean;
  /** The human named by `handOver` has the device now. */
  acceptHandOver: () => void;
  setPace: (pace: Pace) => void;
  /** The notebook's deduction for a view, worked out off the page's thread. */
  notebook: (view: PlayerView) => Promise<Notebook | null>;
  /** The game so far, for the replay; null where this client has no record to give. */
  record: () => ReplaySource | null;
  dispose: () => void;
}
