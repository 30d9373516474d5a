// Invitation links: `?online=<gameId>` names the game, the fragment `#seat=<n>&token=<t>` (and the host's
// `&host=<h>`) carries the secrets, so that no server log or Referer sees them. The page keeps the secrets
// in localStorage per game and rewrites the fragment to `#seat=<n>` alone: the address bar, a bookmark or
// a screen shared holds no key, and a reload still knows which seat this page plays. A link with no seat
// watches the game.
import type { Seat } from "../../engine";
import type { CreateResponse } from "../../online/protocol";

type KeyValue = Pick<Storage, "getItem" | "setItem">;

export interface Link {
  gameId: string;
  /** The seat this page plays; null: it watches. */
  seat: Seat | null;
  token?: string;
  host?: string;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const SECRET = /^[A-Za-z0-9_-]{1,200}$/;
const PREFIX = "clue-kit:online:";

const seatKey = (gameId: string, seat: Seat) => `${PREFIX}${gameId}:seat:${seat}`;
const hostKey = (gameId: string) => `${PREFIX}${gameId}:host`;
const createdKey = (gameId: string) => `${PREFIX}${gameId}:created`;

function get(store: KeyValue | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function put(store: KeyValue | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Without storage the secret lives only as long as this page: a reload watches instead of playing.
  }
}

/** The game this page's address names, with the secrets its fragment carries (kept in `store`) or kept before. */
export function readLink(search: string, hash: string, store: KeyValue | null): Link | null {
  const gameId = new URLSearchParams(search).get("online");
  if (gameId === null || !ID.test(gameId)) return null;
  const f = new URLSearchParams(hash.replace(/^#/, ""));
  const n = f.get("seat");
  const seat = n !== null && /^\d{1,2}$/.test(n) ? Number(n) : null;
  const secret = (name: string) => {
    const v = f.get(name);
    return v !== null && SECRET.test(v) ? v : null;
  };
  const token = secret("token");
  const host = secret("host");
  if (seat !== null && token) put(store, seatKey(gameId, seat), token);
  if (host) put(store, hostKey(gameId), host);
  const kept = seat === null ? null : get(store, seatKey(gameId, seat));
  const hostKept = get(store, hostKey(gameId));
  return {
    gameId,
    seat: kept === null ? null : seat,
    ...(kept !== null && { token: kept }),
    ...(hostKept !== null && { host: hostKept }),
  };
}

/** The fragment the address keeps once its secrets are read: the seat's number, no key. */
const fragmentOf = (link: Link): string => (link.seat === null ? "" : `#seat=${link.seat}`);

/** The address of `link` in this page, as the address bar shows it. */
export function addressOf(link: Link, path: string): string {
  return `${path}?online=${encodeURIComponent(link.gameId)}${fragmentOf(link)}`;
}

/** The host's record of a game it made: its secrets, and the invitations to show again in the game. */
export function keepCreated(store: KeyValue | null, created: CreateResponse): void {
  put(store, hostKey(created.gameId), created.host);
  put(store, createdKey(created.gameId), JSON.stringify(created));
  for (const s of created.seats) if (s.token) put(store, seatKey(created.gameId, s.seat), s.token);
}

/** The invitations of a game this page's host made, or null. */
export function keptCreated(store: KeyValue | null, gameId: string): CreateResponse | null {
  try {
    const v = JSON.parse(get(store, createdKey(gameId)) ?? "null") as CreateResponse | null;
    return v && Array.isArray(v.invites) && Array.isArray(v.seats) && typeof v.spectate === "string" ? v : null;
  } catch {
    return null;
  }
}
