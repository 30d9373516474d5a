// The draft kept in the browser: written after every change, offered back after a reload or a crash.
// What is read back is checked field by field: a damaged or hostile entry is ignored, never trusted.
import { MAX_BYTES } from "../../compiler/load";
import type { LocaleFile } from "../model/doc";
import type { Opened } from "./useEditor";

const KEY = "clue-kit-editor-draft";
const ART = "clue-kit-editor-art";

export interface Draft {
  text: string;
  /** The translations as they were edited. */
  locales?: LocaleFile[];
  opened: Opened;
  savedAt: number;
}

export function loadDraft(store: Storage | undefined): Draft | undefined {
  try {
    const raw = store?.getItem(KEY);
    if (!raw || raw.length > 4 * MAX_BYTES) return undefined;
    const v = JSON.parse(raw) as Partial<Draft> & { opened?: Partial<Opened> };
    if (
      typeof v.text !== "string" ||
      typeof v.savedAt !== "number" ||
      typeof v.opened?.text !== "string" ||
      typeof v.opened.name !== "string"
    )
      return undefined;
    const opened: Opened = { text: v.opened.text, name: v.opened.name.slice(0, 200) };
    if (typeof v.opened.builtin === "string") opened.builtin = v.opened.builtin;
    const ol = locales(v.opened.locales);
    if (ol) opened.locales = ol;
    const dl = locales(v.locales);
    return { text: v.text, opened, savedAt: v.savedAt, ...(dl && { locales: dl }) };
  } catch {
    return undefined;
  }
}

const LANG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** Translations read back from storage, each checked; anything else is dropped. */
function locales(v: unknown): LocaleFile[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const isLocale = (l: unknown): l is LocaleFile => {
    const { lang, text } = (typeof l === "object" && l !== null ? l : {}) as Partial<Record<string, unknown>>;
    return typeof lang === "string" && LANG.test(lang) && typeof text === "string";
  };
  const out = (v as unknown[]).filter(isLocale).slice(0, 20);
  return out.length ? out.map((l) => ({ lang: l.lang, text: l.text })) : undefined;
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
