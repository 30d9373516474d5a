// The server's HTTP side: `POST /api/games` makes a game (DESIGN.md section 3). Every failure comes back as
// a value, {code, message}: the form shows it, nothing throws into the screen.
import { editionToJson, type LoadedEdition } from "../../../edition/serialize";
import { isRefusal, type CreateRequest, type CreateResponse, type Refusal } from "../../online/protocol";

export type Post = (url: string, body: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

const post: Post = (url, body) => fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });

/** The edition as the request names it: a built-in by its id, one opened from a file as its compiled JSON. */
export function editionOf(key: string, compiled: LoadedEdition, fromFile: boolean): CreateRequest["edition"] {
  if (!fromFile) return key;
  const { art, differences } = compiled;
  return {
    json: {
      ...editionToJson(compiled, { graph: false }),
      ...(art !== undefined && { art }),
      ...(differences !== undefined && { differences }),
    },
  };
}

const isCreated = (v: unknown): v is CreateResponse => {
  const r = v as Partial<CreateResponse> | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.gameId === "string" &&
    Array.isArray(r.seats) &&
    Array.isArray(r.invites)
  );
};

export async function createGame(request: CreateRequest, send: Post = post): Promise<CreateResponse | Refusal> {
  try {
    const res = await send("/api/games", JSON.stringify(request));
    const body = await res.json().catch(() => null);
    if (res.ok && isCreated(body)) return body;
    return isRefusal(body) ? body : { code: "BAD_ANSWER", message: "the server's answer is not a game" };
  } catch (e) {
    return { code: "UNREACHABLE", message: e instanceof Error ? e.message : String(e) };
  }
}
