// The page's commands as values (excalidraw's actions): each has a name, the words on its button, its keys
// and when it is available. Buttons and keys run them through one dispatcher (`perform`), which runs a
// command's document change through the store, so every change is one step of undo. Adding a command is
// adding an entry here (and its words in i18n/).
import type { Key } from "../i18n/keys";
import { copyRegion, paste } from "../model/commands";
import type { Command } from "../model/doc";
import { onOwnBoard } from "../model/inherit";
import { removeThing, thingAt } from "../model/things";
import type { Ed } from "./context";

export type CommandId =
  | "undo"
  | "redo"
  | "copy"
  | "paste"
  | "clear-selection"
  | "delete-thing"
  | "zoom-in"
  | "zoom-out"
  | "zoom-fit"
  | "download"
  | "play";

export interface AppCommand {
  id: CommandId;
  label: Key;
  /** Its keys as `aria-keyshortcuts` spells them; `Control` also matches the Mac's Command key. */
  keys?: readonly string[];
  /** Unavailable commands are shown disabled and their keys do nothing. */
  when?: (e: Ed) => boolean;
  /** Does what it says; a returned document change is run through the store (one step of undo). */
  run: (e: Ed) => Command | void;
}

const region = (e: Ed) => e.tools.selection;

const LIST: AppCommand[] = [
  {
    id: "undo",
    label: "menu.undo",
    keys: ["Control+Z"],
    when: (e) => e.state.history.past.length > 0,
    run: (e) => e.undo(),
  },
  {
    id: "redo",
    label: "menu.redo",
    keys: ["Control+Shift+Z", "Control+Y"],
    when: (e) => e.state.history.future.length > 0,
    run: (e) => e.redo(),
  },
  {
    id: "copy",
    label: "opt.copy",
    keys: ["Control+C"],
    when: (e) => !!region(e),
    run: (e) => {
      const s = region(e)!;
      e.tools.setClip(copyRegion(e.board, s.from, s.to));
    },
  },
  {
    id: "paste",
    label: "opt.paste",
    keys: ["Control+V"],
    when: (e) => !!region(e) && !!e.tools.clip,
    run: (e) => {
      const s = region(e)!;
      return onOwnBoard(paste(e.tools.clip!, [Math.min(s.from[0], s.to[0]), Math.min(s.from[1], s.to[1])]));
    },
  },
  {
    id: "clear-selection",
    label: "opt.clear",
    when: (e) => !!region(e),
    run: (e) => e.tools.setSelection(null),
  },
  {
    id: "delete-thing",
    label: "thing.delete",
    keys: ["Delete"],
    // Only what the panel shows: a square picked before another tool was taken is not deleted unseen.
    when: (e) => e.tools.tool === "select" && !!e.tools.inspected && !!thingAt(e.board, e.tools.inspected),
    run: (e) => {
      const thing = thingAt(e.board, e.tools.inspected!)!;
      e.tools.setInspected(null);
      return onOwnBoard(removeThing(thing));
    },
  },
  { id: "zoom-in", label: "zoom.in", run: (e) => e.view.zoomBy(1.25) },
  { id: "zoom-out", label: "zoom.out", run: (e) => e.view.zoomBy(1 / 1.25) },
  { id: "zoom-fit", label: "zoom.fit", run: (e) => e.view.fit() },
  { id: "download", label: "menu.save", run: (e) => e.files.download() },
  { id: "play", label: "menu.playtest", run: (e) => e.play() },
];

export const COMMANDS: ReadonlyMap<CommandId, AppCommand> = new Map(LIST.map((c) => [c.id, c]));

export const available = (e: Ed, id: CommandId): boolean => COMMANDS.get(id)?.when?.(e) ?? true;

/** The one way a command runs: nothing when it is unavailable, its document change through the store. */
export function perform(e: Ed, id: CommandId): boolean {
  const c = COMMANDS.get(id);
  if (!c || !available(e, id)) return false;
  const change = c.run(e);
  if (change) e.run(change);
  return true;
}

/** Does a key press match a shortcut such as `Control+Shift+Z`? */
export function matches(
  k: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean },
  s: string,
): boolean {
  const parts = s.split("+");
  const key = parts.pop()!;
  const mod = parts.includes("Control");
  return (
    k.key.toLowerCase() === key.toLowerCase() &&
    (k.ctrlKey || k.metaKey) === mod &&
    k.shiftKey === parts.includes("Shift") &&
    k.altKey === parts.includes("Alt")
  );
}

/** The command a key press asks for, if any. */
export const commandForKey = (k: Parameters<typeof matches>[0]): CommandId | undefined =>
  LIST.find((c) => c.keys?.some((s) => matches(k, s)))?.id;
