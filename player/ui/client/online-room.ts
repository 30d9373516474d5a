// The little of colyseus.js that the online client uses, as interfaces: the real Client and Room fit them,
// and the unit tests give a fake room instead of a server. Also which failures to join are worth another
// try (the server is restarting, the network dropped) and which are the server's answer (a refusal).
import type { JoinOptions, Refusal } from "../../online/protocol";

export interface RoomLike {
  /** `roomId:token`, good for `Connector.reconnect` while the server keeps the seat for this client. */
  reconnectionToken: string;
  onMessage: (type: string, callback: (message: never) => void) => unknown;
  onLeave: (callback: (code: number) => void) => unknown;
  send: (type: string, message: unknown) => void;
  leave: (consented?: boolean) => Promise<unknown>;
}

export interface Connector {
  joinOrCreate: (room: string, options: JoinOptions) => Promise<RoomLike>;
  reconnect: (reconnectionToken: string) => Promise<RoomLike>;
}

// Colyseus's matchmaking codes that say "not now" rather than "no": a room id gone with its process, a
// remote room that did not answer, a seat reservation that expired before the socket came.
const PASSING = new Set([4212, 4213, 4214]);

/**
 * A failure to join as a refusal to show (the server answered no: a wrong or used token, no such game), or
 * null when it is worth trying again (no answer at all, a dropped socket, a process gone).
 */
export function refusalOf(e: unknown): Refusal | null {
  const code = typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  if (typeof code !== "number" || code < 4000 || PASSING.has(code)) return null;
  // player/online/room.ts words its refusals for people, with a code of 4400 and up (4404: no such game).
  return { code: String(code), message: e instanceof Error ? e.message : "" };
}

/**
 * "This seat is played from another window" (player/online/room.ts), heard while rejoining: most likely the
 * server has not yet seen this client's own dropped socket go, so it is tried again a few times first.
 */
export const SEAT_IN_USE = "4409";

/** A join that came to nothing: the server's refusal, or UNREACHABLE, BAD_EDITION, NO_EDITION, ABORTED. */
export class Refused extends Error {
  readonly code: string;
  constructor(no: Refusal) {
    super(no.message);
    this.name = "Refused";
    this.code = no.code;
  }
}

/** The wait before the `attempt`-th retry (0-based): 0.5 s, doubling, at most 8 s. */
export function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 8000)));
}
