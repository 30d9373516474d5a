// The online game's wire contract (DESIGN.md section 3), shared by the server (player/online) and the page's
// online client (player/ui/client/online.ts). Browser-safe: types and pure checks only.
import type { Pace } from "../bots/pace";
import type { Action, ActionOf, LogEntry, PlayerView, Seat } from "../engine";
import { patchView, type ViewDiff } from "./view-diff";

/** The Colyseus room every game is played in; a game is found by its `gameId` (the room's filter). */
export const ROOM = "clue";

type SeatRequest = { kind: "human" } | { kind: "bot"; level: string };

/** `POST /api/games`. */
export interface CreateRequest {
  /** A built-in edition's id, or a compiled edition (edition.json) the host uploads. */
  edition: string | { json: unknown };
  seats: SeatRequest[];
  seed?: number;
  pace?: Pace;
}

interface CreatedSeat {
  seat: Seat;
  suspect: string;
  /** The seat's secret: joining as this seat needs it. Human seats only. */
  token?: string;
}

export interface CreateResponse {
  gameId: string;
  seats: CreatedSeat[];
  /** The host's secret: lets its holder hand an absent human seat to a computer player and back. */
  host: string;
  spectate: string;
  /** One link per human seat, in seat order, each carrying the seat's token in its fragment. */
  invites: string[];
}

/** `GET /api/games/<gameId>`: the public listing, nothing a seat could not see from the lobby. */
export interface Listing {
  gameId: string;
  edition: { id: string; name: string };
  seats: { seat: Seat; suspect: string; kind: "human" | "bot"; open: boolean }[];
  over: boolean;
}

/** Options of `joinOrCreate(ROOM, …)`. No token: a spectator. */
export interface JoinOptions {
  gameId: string;
  token?: string;
  host?: string;
  /** The edition hash the page already holds; the server sends the edition when it differs. */
  have?: string;
}

/** Server -> one client, on joining and after every change. */
export interface GameMessage {
  gameId: string;
  /** Actions applied so far. */
  version: number;
  seat: Seat | "spectator";
  view: PlayerView;
  legal: Action[];
  /** Seats a computer player holds in an absent human's place. */
  standIns: Seat[];
  /** Human seats with nobody connected. */
  away: Seat[];
}

type Accusation = ActionOf<"accuse">;

/**
 * A GameMessage as it travels. Most of a message is the same as the one before it on the same connection, and
 * sending it whole to every seat after every move was most of the server's work: so the view comes as what
 * changed since the frame before on this connection (`base`: that frame's version; null on a connection's
 * first frame, whose view is whole; view-diff.ts), the log as the entries after the `from` the client already
 * holds (0: all of it), and accusations, when the legal ones are every combination of some suspects, weapons
 * and rooms, as those three lists. `readFrame` makes the GameMessage again.
 */
export interface GameFrame extends Omit<GameMessage, "view"> {
  base: number | null;
  view: ViewDiff;
  log: { from: number; entries: LogEntry[] };
  /** `at`: where in `legal` the accusations stand (the engine lists actions by type). */
  accuse: { seat: Seat; at: number; suspects: string[]; weapons: string[]; rooms: string[] } | null;
}

const distinct = (xs: string[]) => [...new Set(xs)];

/** The legal actions with the accusations as three lists, when they are every combination of those lists. */
export function packLegal(legal: readonly Action[]): Pick<GameFrame, "legal" | "accuse"> {
  const accusations = legal.filter((a): a is Accusation => a.type === "accuse");
  const first = accusations[0];
  if (!first) return { legal: [...legal], accuse: null };
  const [suspects, weapons, rooms] = [
    distinct(accusations.map((a) => a.suspect)),
    distinct(accusations.map((a) => a.weapon)),
    distinct(accusations.map((a) => a.room)),
  ];
  const at = legal.indexOf(first);
  // Packed only when unpacking gives back the very list: every combination, in the engine's order, together.
  const packed = { seat: first.seat, at, suspects, weapons, rooms };
  const rest = legal.filter((a) => a.type !== "accuse");
  const again = unpackLegal({ legal: rest, accuse: packed });
  const same = again.length === legal.length && again.every((a, i) => sameAction(a, legal[i] as Action));
  return same ? { legal: rest, accuse: packed } : { legal: [...legal], accuse: null };
}

function sameAction(a: Action, b: Action): boolean {
  if (a.type !== "accuse" || b.type !== "accuse") return a === b;
  return a.seat === b.seat && a.suspect === b.suspect && a.weapon === b.weapon && a.room === b.room;
}

function unpackLegal(f: Pick<GameFrame, "legal" | "accuse">): Action[] {
  if (!f.accuse) return f.legal;
  const { seat, at, suspects, weapons, rooms } = f.accuse;
  const accusations: Action[] = suspects.flatMap((suspect) =>
    weapons.flatMap((weapon) => rooms.map((room): Accusation => ({ type: "accuse", seat, suspect, weapon, room }))),
  );
  return [...f.legal.slice(0, at), ...accusations, ...f.legal.slice(at)];
}

/**
 * The GameMessage a frame stands for, given the message before it on the same connection (null on a new
 * one); null when the frame does not follow on from `prev` (its base or its log): the client must join again.
 */
export function readFrame(prev: GameMessage | null, f: GameFrame): GameMessage | null {
  if (f.base !== null && prev?.version !== f.base) return null;
  const held = prev?.view.log ?? [];
  if (f.log.from !== 0 && f.log.from !== held.length) return null;
  const fields = patchView(f.base === null || !prev ? null : prev.view, f.view);
  if (!fields) return null;
  const log = f.log.from === 0 ? f.log.entries : [...held, ...f.log.entries];
  const { accuse: _packed, log: _entries, base: _base, view: _diff, ...rest } = f;
  return { ...rest, view: { ...fields, log }, legal: unpackLegal(f) };
}

/** Server -> one client, once on joining when its page lacks the edition: the compiled edition's JSON. */
export interface EditionMessage {
  json: unknown;
}

/** Client -> server. */
export interface ActMessage {
  version: number;
  action: Action;
}

/** Client (the host) -> server: a computer player takes an absent human's seat (`level`), or gives it back (null). */
export interface StandInMessage {
  seat: Seat;
  level: string | null;
}

/** Server -> one client: its message changed nothing, and why. */
export interface Refusal {
  code: string;
  message: string;
}

/** The largest client message the server reads (bytes of its JSON); the socket refuses bigger frames. */
export const MAX_MESSAGE_BYTES = 4096;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** An `act` message's shape, or a refusal saying what is wrong with it. Legality is the engine's to judge. */
export function readAct(data: unknown): ActMessage | Refusal {
  if (!isObject(data)) return { code: "BAD_MESSAGE", message: "an act message is an object {version, action}" };
  const { version, action } = data;
  if (typeof version !== "number" || !Number.isSafeInteger(version) || version < 0)
    return { code: "BAD_MESSAGE", message: "version must be the number of actions the client has seen" };
  if (!isObject(action) || typeof action.type !== "string")
    return { code: "BAD_MESSAGE", message: "action must be an object with a type" };
  return { version, action: action as unknown as Action };
}

export function readStandIn(data: unknown): StandInMessage | Refusal {
  if (!isObject(data) || typeof data.seat !== "number" || !Number.isSafeInteger(data.seat))
    return { code: "BAD_MESSAGE", message: "a stand-in message is {seat, level}" };
  if (data.level !== null && typeof data.level !== "string")
    return { code: "BAD_MESSAGE", message: "level is a computer level's name, or null to give the seat back" };
  return { seat: data.seat, level: data.level };
}

export const isRefusal = (v: unknown): v is Refusal => isObject(v) && typeof v.code === "string" && "message" in v;
