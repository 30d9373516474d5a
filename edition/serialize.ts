// A compiled edition as JSON and back: what `build` writes to edition.json and bakes into index.html, and
// what the player posts to its Worker. Browser-safe (no fs, no process).
//
// Loading re-derives the board graph from the edition instead of trusting the stored tables: the graph
// is a pure function of the board, deriving it takes a few milliseconds, and a hostile or stale file can
// then never hand the engine a table whose node numbers point outside its arrays. The tables stay in
// edition.json for other readers (they are what `derive` gives, as plain arrays).
import type { Edition } from "../schemas/edition";
import type { BoardGraph, CompiledEdition } from "../schemas/graph";
import { MAX_BOARD_SIDE } from "../schemas/limits";
import { cleanArt, type ArtNode } from "./allowlist";
import { derive } from "./derive";

/** The version of this JSON wrapper (the edition inside carries its own `format`). */
const EDITION_JSON_FORMAT = 1;

type Plain<T> = { [K in keyof T]: T[K] extends ArrayLike<number> & { buffer: ArrayBufferLike } ? number[] : T[K] };
type GraphJson = Plain<BoardGraph>;

export interface EditionJson {
  kind: "clue-kit/compiled-edition";
  format: typeof EDITION_JSON_FORMAT;
  /** The engine's hash of `edition` (saves name their edition by it); `build` fills it in. */
  hash?: string;
  edition: Edition;
  /** The derived board graph and pathing table; left out where only the player reads the file. */
  graph?: GraphJson;
  /** The edition's board art, sanitized at build time, as an svgson node tree. */
  art?: { board: ArtNode };
  /** "How this edition differs from classic" (compiler/diff), as sentences per language, for the rules panel. */
  differences?: DifferencesText;
}

export interface DifferencesText {
  /** The id and name of the edition compared against (classic). */
  from: string;
  fromName: string;
  /** That edition's name in each language it is translated into (so a Japanese page says クルー, not Clue). */
  fromNames?: Partial<Record<string, string>>;
  text: Partial<Record<string, string[]>>;
}

/** What the player gets: the compiled edition, its board art once more through the allowlist, its differences. */
export interface LoadedEdition extends CompiledEdition {
  art?: { board: ArtNode };
  differences?: DifferencesText;
}

function graphToJson(g: BoardGraph): GraphJson {
  return {
    ...g,
    cellNode: [...g.cellNode],
    nodeCell: [...g.nodeCell],
    adjStart: [...g.adjStart],
    adj: [...g.adj],
    roomDist: [...g.roomDist],
    doorFront: [...g.doorFront],
    question: [...g.question],
    startNode: [...g.startNode],
  };
}

export function editionToJson(compiled: CompiledEdition, options: { graph?: boolean } = {}): EditionJson {
  return {
    kind: "clue-kit/compiled-edition",
    format: EDITION_JSON_FORMAT,
    edition: compiled.edition,
    ...(options.graph !== false && { graph: graphToJson(compiled.graph) }),
  };
}

// ---- reading an untrusted file: a small shape checker that names the first bad path ----

class Bad extends Error {}
type Check = (v: unknown, at: string) => void;

const fail = (at: string, what: string): never => {
  throw new Bad(`${at || "the file"} ${what}`);
};
const str =
  (max = 100_000): Check =>
  (v, at) => {
    if (typeof v !== "string") fail(at, "must be text");
    else if (v.length > max) fail(at, `is longer than ${max} characters`);
  };
const int =
  (min: number, max: number): Check =>
  (v, at) => {
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max)
      fail(at, `must be a whole number from ${min} to ${max}`);
  };
const bool: Check = (v, at) => {
  if (typeof v !== "boolean") fail(at, "must be true or false");
};
const oneOf =
  (...values: unknown[]): Check =>
  (v, at) => {
    if (!values.includes(v)) fail(at, `must be one of ${values.map((x) => JSON.stringify(x)).join(", ")}`);
  };
const nullable =
  (c: Check): Check =>
  (v, at) => {
    if (v !== null) c(v, at);
  };
const list =
  (item: Check, max: number, min = 0): Check =>
  (v, at) => {
    if (!Array.isArray(v)) return fail(at, "must be a list");
    if (v.length < min || v.length > max) fail(at, `must hold ${min} to ${max} items`);
    v.forEach((x, i) => item(x, `${at}/${i}`));
  };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const obj =
  (fields: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (v, at) => {
    if (!isObject(v)) return fail(at, "must be an object");
    for (const [k, c] of Object.entries(fields)) {
      if (!Object.hasOwn(v, k)) fail(at, `lacks \`${k}\``);
      c(v[k], `${at}/${k}`);
    }
    for (const [k, c] of Object.entries(optional)) if (Object.hasOwn(v, k) && v[k] !== undefined) c(v[k], `${at}/${k}`);
  };
const record =
  (value: Check): Check =>
  (v, at) => {
    if (!isObject(v)) return fail(at, "must be an object");
    for (const [k, x] of Object.entries(v)) value(x, `${at}/${k}`);
  };
const tagged =
  (branches: Record<string, Check>): Check =>
  (v, at) => {
    if (!isObject(v)) return fail(at, "must be an object");
    const branch = typeof v.kind === "string" && Object.hasOwn(branches, v.kind) ? branches[v.kind] : undefined;
    if (!branch) return fail(`${at}/kind`, `must be one of ${Object.keys(branches).join(", ")}`);
    branch(v, at);
  };

// The compiler's cap (BOARD_TOO_LARGE): every table derived from a board grows with it, so this bounds them.
const MAX_SIDE = MAX_BOARD_SIDE;
const name = str(200);
const id = str(80);
const cell = list(int(0, MAX_SIDE - 1), 2, 2);
const terms = record(str(200));
const effect = tagged({
  extraTurn: obj({}),
  moveToRoom: obj({ room: nullable(id) }),
  peekCard: obj({}),
  addSteps: obj({ steps: int(0, 100) }),
  rollAgain: obj({}),
  cancelClock: obj({}),
});
const origin = oneOf("rulebook", "ours");
const named = record(str(200));
const texts = record(obj({}, { name: str(200), text: str(2000) }));

const EDITION = obj({
  format: int(1, 1000),
  id,
  name,
  tagline: str(1000),
  locale: str(40),
  players: obj({ min: int(1, 12), max: int(1, 12) }),
  terms,
  suspects: list(obj({ id, name, color: str(40), start: cell }), 12, 1),
  weapons: list(obj({ id, name }), 30, 1),
  rooms: list(obj({ id, name, key: str(1), card: bool }), 26, 1),
  board: obj(
    {
      rows: int(1, MAX_SIDE),
      cols: int(1, MAX_SIDE),
      grid: list(str(MAX_SIDE), MAX_SIDE, 1),
      doors: list(obj({ room: id, cell, front: cell }), 400),
      passages: list(list(id, 2, 2), 100),
      spaces: list(obj({ kind: oneOf("question"), at: cell }), 400),
      envelope: nullable(cell),
    },
    { art: str(120) },
  ),
  rules: obj({
    dice: list(obj({ faces: list((v, at) => (v === "?" ? undefined : int(0, 100)(v, at)), 20, 1) }), 4, 1),
    movement: obj(
      {
        mode: oneOf("exact", "upTo"),
        passThroughTokens: bool,
        doorsBlockedByTokens: bool,
        mustLeaveRoom: bool,
        secretPassages: bool,
      },
      { movedMayStay: bool },
    ),
    firstPlayer: tagged({ suspect: obj({ suspect: id }), highRoll: obj({}) }),
    weapons: tagged({ spread: obj({}), distinctRooms: obj({}), room: obj({ room: id }) }),
    deal: tagged({ all: obj({}), equal: obj({ leftovers: id }, { lookOnEntry: bool }) }),
    suggestions: obj({ movedMaySuggest: bool, accuseAfter: bool }, { accuseAfterShown: bool }),
    accusations: tagged({ anywhere: obj({}), room: obj({ room: id }, { onEntry: bool }) }),
    end: obj({ lastPlayerWins: bool }),
  }),
  modules: obj(
    {},
    {
      intrigue: obj({
        clocks: int(0, 100),
        keepers: list(obj({ id, name, text: str(2000), count: int(1, 100), effect, origin }), 100),
        drawOnQuestionFace: bool,
        drawOnQuestionSpace: bool,
        stopOnQuestionSpace: bool,
        drawWhenMovedBySuggestion: bool,
      }),
      personalities: obj({ powers: list(obj({ suspect: id, name, text: str(2000), effect, origin }), 40) }),
    },
  ),
  rulesText: str(),
  notes: str(),
  locales: record(
    obj(
      {},
      {
        name,
        tagline: str(1000),
        terms,
        suspects: named,
        weapons: named,
        rooms: named,
        keepers: texts,
        powers: texts,
        rulesText: str(),
      },
    ),
  ),
});

/** What the shape can not say: the board's size agrees with its grid, and every name points at something. */
function consistent(e: Edition): void {
  const { rows, cols, grid } = e.board;
  if (grid.length !== rows) fail("/edition/board/rows", `is ${rows} but the grid has ${grid.length} rows`);
  grid.forEach((row, i) => row.length > cols && fail(`/edition/board/grid/${i}`, `is wider than cols (${cols})`));
  if (e.players.min > e.players.max) fail("/edition/players", "has min above max");
  if (e.players.max > e.suspects.length) fail("/edition/players/max", "is more than there are suspects");
  const rooms = new Set(e.rooms.map((r) => r.id));
  const suspects = new Set(e.suspects.map((s) => s.id));
  const room = (v: string | null, at: string) =>
    v !== null && !rooms.has(v) && fail(at, `names no room: ${JSON.stringify(v)}`);
  e.board.doors.forEach((d, i) => room(d.room, `/edition/board/doors/${i}/room`));
  e.board.passages.forEach(
    ([a, b], i) => (room(a, `/edition/board/passages/${i}/0`), room(b, `/edition/board/passages/${i}/1`)),
  );
  const r = e.rules;
  if (r.firstPlayer.kind === "suspect" && !suspects.has(r.firstPlayer.suspect))
    fail("/edition/rules/firstPlayer/suspect", "names no suspect");
  if (r.weapons.kind === "room") room(r.weapons.room, "/edition/rules/weapons/room");
  if (r.deal.kind === "equal") room(r.deal.leftovers, "/edition/rules/deal/leftovers");
  if (r.accusations.kind === "room") room(r.accusations.room, "/edition/rules/accusations/room");
  const effects = [...(e.modules.intrigue?.keepers ?? []), ...(e.modules.personalities?.powers ?? [])].map(
    (k) => k.effect,
  );
  effects.forEach((x) => x.kind === "moveToRoom" && room(x.room, "/edition/modules (an effect's room)"));
  e.modules.personalities?.powers.forEach(
    (p, i) => suspects.has(p.suspect) || fail(`/edition/modules/personalities/powers/${i}/suspect`, "names no suspect"),
  );
}

/** A compiled edition from JSON of unknown origin, or a clear error; never throws. */
export function editionFromJson(data: unknown): LoadedEdition | { error: string } {
  try {
    if (!isObject(data) || data.kind !== "clue-kit/compiled-edition")
      fail("", 'is not a compiled Clue Kit edition (no `kind: "clue-kit/compiled-edition"`)');
    const d = data as Record<string, unknown>;
    if (d.format !== EDITION_JSON_FORMAT)
      fail("/format", `is ${JSON.stringify(d.format)}; this player reads format ${EDITION_JSON_FORMAT}`);
    EDITION(d.edition, "/edition");
    const edition = d.edition as Edition;
    consistent(edition);
    const graph: BoardGraph = derive(edition);
    const art = isObject(d.art) ? cleanArt(d.art.board) : undefined;
    const differences = d.differences === undefined ? undefined : differencesText(d.differences);
    return { edition, graph, ...(art && { art: { board: art } }), ...(differences && { differences }) };
  } catch (e) {
    if (e instanceof Bad) return { error: `edition JSON: ${e.message}` };
    return { error: `edition JSON can not be read: ${e instanceof Error ? e.message : String(e)}` };
  }
}

const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** The differences' sentences, checked as text only (a few languages, a bounded number of short lines). */
function differencesText(v: unknown): DifferencesText {
  if (!isObject(v) || !isObject(v.text)) return fail("/differences", "must be an object with `from` and `text`");
  str(40)(v.from, "/differences/from");
  str(200)(v.fromName, "/differences/fromName");
  const langs = Object.keys(v.text);
  if (langs.length > 20) fail("/differences/text", "has more than 20 languages");
  const text: Record<string, string[]> = {};
  for (const lang of langs) {
    if (!LANG.test(lang)) fail(`/differences/text/${lang}`, "is not a language code");
    const lines = v.text[lang];
    if (!Array.isArray(lines) || lines.length > 500)
      fail(`/differences/text/${lang}`, "must be a list of at most 500 sentences");
    (lines as unknown[]).forEach((l, i) => str(2000)(l, `/differences/text/${lang}/${i}`));
    text[lang] = lines as string[];
  }
  const fromNames: Record<string, string> = {};
  const names = v.fromNames;
  if (names !== undefined) {
    if (!isObject(names) || Object.keys(names).length > 20)
      return fail("/differences/fromNames", "must be an object of at most 20 names");
    for (const [lang, name] of Object.entries(names)) {
      if (!LANG.test(lang)) fail(`/differences/fromNames/${lang}`, "is not a language code");
      str(200)(name, `/differences/fromNames/${lang}`);
      fromNames[lang] = name as string;
    }
  }
  return {
    from: v.from as string,
    fromName: v.fromName as string,
    ...(names !== undefined && { fromNames }),
    text,
  };
}
