// The player's own pencil marks, per game and seat, kept in browser storage as on a paper notepad:
// a tick, a cross or a question mark, and a short note (initials). Storage that is missing, full or holds
// something else is treated as empty: the marks are a convenience, never a reason to fail.
import type { Holder } from "../../bots/deduce";

export type Mark = "yes" | "no" | "maybe";
export interface CellMarks {
  mark?: Mark;
  note?: string;
}
export type Marks = Readonly<Record<string, CellMarks>>;

export const NOTE_MAX = 4;
const MARKS: readonly Mark[] = ["yes", "no", "maybe"];

export const cellKey = (card: string, holder: Holder): string => `${card}|${holder}`;
export const marksKey = (game: string, seat: number): string => `clue-kit/notebook/${game}/${seat}`;
export const DEDUCTIONS_KEY = "clue-kit/notebook/deductions";

/** No mark, tick, cross, question mark, and round again. */
export function nextMark(m: Mark | undefined): Mark | undefined {
  return m === undefined ? "yes" : m === "yes" ? "no" : m === "no" ? "maybe" : undefined;
}

function cleanNote(s: string): string {
  // eslint-disable-next-line no-control-regex -- a note keeps no control characters
  return Array.from(s.replace(/[\u0000-\u001f\u007f]/g, "").trim())
    .slice(0, NOTE_MAX)
    .join("");
}

export function withCell(marks: Marks, key: string, next: CellMarks): Marks {
  const out: Record<string, CellMarks> = { ...marks };
  const note = next.note ? cleanNote(next.note) : "";
  if (!next.mark && !note) delete out[key];
  else out[key] = { ...(next.mark ? { mark: next.mark } : {}), ...(note ? { note } : {}) };
  return out;
}

function parseMarks(text: string | null): Marks {
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  let out: Marks = {};
  for (const [key, v] of Object.entries(data as Record<string, unknown>)) {
    if (!v || typeof v !== "object" || key.length > 100) continue;
    const { mark, note } = v as { mark?: unknown; note?: unknown };
    out = withCell(out, key, {
      ...(MARKS.includes(mark as Mark) ? { mark: mark as Mark } : {}),
      ...(typeof note === "string" ? { note } : {}),
    });
  }
  return out;
}

export function loadMarks(storage: Storage | undefined, key: string): Marks {
  try {
    return parseMarks(storage?.getItem(key) ?? null);
  } catch {
    return {};
  }
}

export function saveMarks(storage: Storage | undefined, key: string, marks: Marks): void {
  try {
    if (Object.keys(marks).length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(marks));
  } catch {
    // A full or forbidden storage loses the marks of this session only.
  }
}

export function loadFlag(storage: Storage | undefined, key: string, fallback: boolean): boolean {
  try {
    const v = storage?.getItem(key);
    return v === "1" ? true : v === "0" ? false : fallback;
  } catch {
    return fallback;
  }
}

export function saveFlag(storage: Storage | undefined, key: string, value: boolean): void {
  try {
    storage?.setItem(key, value ? "1" : "0");
  } catch {
    // as above
  }
}
