// The draft kept in the browser: written after every change, offered back after a reload or a crash.
// What is read back is checked field by field: a damaged or hostile entry is ignored, never trusted.
import { MAX_BYTES } from "../../compiler/load";
import type { Opened } from "./useEditor";

const KEY = "clue-kit-editor-draft";
const ART = "clue-kit-editor-art";

export interface Draft {
  text: string;
  opened: Opened;
  savedAt: number;
}

export function loadDraft(store: Storage | undefined): Draft | undefined {
  try {
    const raw = store?.getItem(KEY);
    if (!raw || raw.length > 4 * MAX_BYTES) return undefined;
    const v = JSON.parse(raw) as Partial<Draft> & { opened?: Partial<Opened> };
    if (typeof v.text !== "string" || typeof v.savedAt !== "number" || typeof v.opened?.text !== "string" || typeof v.opened.name !== "string") return undefined;
    const opened: Opened = { text: v.opened.text, name: v.opened.name.slice(0, 200) };
    if (typeof v.opened.builtin === "string") opened.builtin = v.opened.builtin;
    return { text: v.text, opened, savedAt: v.savedAt };
  } catch {
    return undefined;
  }
}

export function saveDraft(store: Storage | undefined, d: Draft): void {
  try {
    store?.setItem(KEY, JSON.stringify(d));
  } catch {
    // Storage full or switched off: the work is still on screen and can be downloaded.
  }
}

export function clearDraft(store: Storage | undefined): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}

export function loadArt(store: Storage | undefined): { svg: string; opacity: number } | null {
  try {
    const v = JSON.parse(store?.getItem(ART) ?? "null") as { svg?: unknown; opacity?: unknown } | null;
    return v && typeof v.svg === "string" && typeof v.opacity === "number" ? { svg: v.svg, opacity: v.opacity } : null;
  } catch {
    return null;
  }
}

export function saveArt(store: Storage | undefined, art: { svg: string; opacity: number } | null): void {
  try {
    if (art) store?.setItem(ART, JSON.stringify(art));
    else store?.removeItem(ART);
  } catch {
    // as above
  }
}

export const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};
