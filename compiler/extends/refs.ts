// The places in an edition that name a suspect or a room by id. When an extending edition puts a new
// entry in the place of an old one (`replaces:`), the parent's references follow it, so a reskin need not
// restate the passages or the first player only to spell the new ids.
type Rec = Record<string, unknown>;
const isObj = (v: unknown): v is Rec => v !== null && typeof v === "object" && !Array.isArray(v);

export interface Renames {
  suspects: Map<string, string>;
  rooms: Map<string, string>;
  /** A room's old grid key -> its new one, for a grid that is kept. */
  keys: Map<string, string>;
}

function swap(holder: unknown, key: string, map: Map<string, string>): void {
  if (!isObj(holder)) return;
  const v = holder[key];
  if (typeof v === "string" && map.has(v)) holder[key] = map.get(v);
}

/** Rewrites, in place, the references inside `data` (a structured copy of the parent). */
export function applyRenames(data: Rec, r: Renames): void {
  const rules = isObj(data.rules) ? data.rules : undefined;
  const board = isObj(data.board) ? data.board : undefined;
  const modules = isObj(data.modules) ? data.modules : undefined;
  if (r.suspects.size > 0) {
    swap(rules?.firstPlayer, "suspect", r.suspects);
    const powers = isObj(modules?.personalities) ? modules.personalities.powers : undefined;
    if (Array.isArray(powers)) for (const p of powers) swap(p, "suspect", r.suspects);
  }
  if (r.rooms.size > 0) {
    for (const k of ["weapons", "accusations"]) swap(rules?.[k], "room", r.rooms);
    swap(rules?.deal, "leftovers", r.rooms);
    if (Array.isArray(board?.passages))
      for (const pair of board.passages)
        if (Array.isArray(pair))
          pair.forEach((v, i) => typeof v === "string" && r.rooms.has(v) && (pair[i] = r.rooms.get(v)));
    const keepers = isObj(modules?.intrigue) ? modules.intrigue.keepers : undefined;
    if (Array.isArray(keepers)) for (const k of keepers) swap(isObj(k) ? k.effect : undefined, "room", r.rooms);
  }
  if (r.keys.size > 0 && board && typeof board.grid === "string")
    board.grid = [...board.grid].map((ch) => r.keys.get(ch) ?? ch).join("");
}
