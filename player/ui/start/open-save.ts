// A save dropped or opened on the start screen: the game of whichever edition at hand it belongs to, or
// why not (too big, unreadable, no save, or a save of none of these editions), worded by Notices.
import type { GameState } from "../../engine";
import type { EditionChoice } from "../setup/first-game";
import { gameFromText, SAVE_MAX_BYTES } from "../saves/saves";
import type { Notice } from "./Notices";

export function isSaveFile(files: readonly File[]): File | null {
  const [f] = files;
  return files.length === 1 && f && /\.json$/i.test(f.name) ? f : null;
}

export async function saveFromFile(
  file: File,
  editions: readonly EditionChoice[],
): Promise<{ edition: EditionChoice; state: GameState } | Notice> {
  if (file.size > SAVE_MAX_BYTES) return { kind: "save-too-big", limit: SAVE_MAX_BYTES };
  const text = await file.text().catch(() => null);
  if (text === null) return { kind: "save-refused", code: "unreadable" };
  let why = "SAVE_OTHER_EDITION";
  for (const edition of editions) {
    const r = gameFromText(edition.compiled, text);
    if ("state" in r) return { edition, state: r.state };
    // Another edition's refusal says nothing of this one; any other reason is the save's own.
    if (r.error !== "SAVE_OTHER_EDITION") why = r.error;
  }
  return { kind: "save-refused", code: why };
}
