// @vitest-environment jsdom
// Adding an action to the player is adding an entry: a test action `test-ping`, defined here only, shows its
// control in the turn panel, and its event `test-pinged` is worded in the log, the turn's story and the live
// region, with no other file changed.
import { act } from "react";
import { describe, expect, it } from "vitest";
import { reactRoot } from "../../../test/react-root";
import { editionForTest } from "../../../test/editions-jsdom";
import { engineFor, type Action, type LogEntry, type PlayerView } from "../../engine";
import { Announcer } from "../game/Announcer";
import { TurnPanel } from "../game/TurnPanel";
import type { Turn } from "../game/useTurn";
import { LangProvider, useMessages } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../i18n/edition-context";
import type { LogContext } from "../log/describe";
import { Log } from "../log/Log";
import { TurnStory } from "../log/TurnStory";
import { useLogContext } from "../log/useLogContext";
import { ActionsContext } from "./context";
import { ACTIONS } from "./index";
import type { ActionEntry, ControlProps } from "./types";

const classic = editionForTest("classic");
const { createGame, viewFor } = engineFor(classic);

type Pinged = { seat: number };
const PING = {
  en: { button: "Ping", log: { "test-pinged": (e: Pinged, c: LogContext) => `${c.who(e.seat)} pinged the table.` } },
  ja: {
    button: "ピン",
    log: { "test-pinged": (e: Pinged, c: LogContext) => `${c.who(e.seat)}がテーブルを鳴らしました。` },
  },
};

function Ping({ turn, onAct }: ControlProps) {
  const m = useMessages(PING);
  const [a] = turn.list("test-ping" as never);
  return (
    <button type="button" data-action="test-ping" onClick={() => onAct(a as unknown as Action)}>
      {m.button}
    </button>
  );
}

const ping: ActionEntry = { type: "test-ping", messages: PING, Control: Ping };

/** A turn in which seat 0 may only ping. */
const turn: Turn = {
  seat: 0,
  types: new Set(["test-ping" as never]),
  list: ((type: string) => (type === "test-ping" ? [{ type: "test-ping", seat: 0 }] : [])) as unknown as Turn["list"],
};

function Table({ view, log, onAct }: { view: PlayerView; log: readonly LogEntry[]; onAct: (a: Action) => void }) {
  const ctx = useLogContext(classic, view);
  return (
    <>
      <TurnPanel compiled={classic} view={view} turn={turn} moves={new Map()} onAct={onAct} />
      <TurnStory log={log} ctx={ctx} />
      <Log entries={log} ctx={ctx} />
      <Announcer log={log} ctx={ctx} settled />
    </>
  );
}

const at = reactRoot();

function show(
  registry: readonly ActionEntry[],
  view: PlayerView,
  log: readonly LogEntry[],
  onAct: (a: Action) => void = () => {},
) {
  act(() =>
    at.root.render(
      <LangProvider lang="en">
        <EditionTextProvider value={editionText(classic.edition, "en")}>
          <ActionsContext.Provider value={registry}>
            <Table view={view} log={log} onAct={onAct} />
          </ActionsContext.Provider>
        </EditionTextProvider>
      </LangProvider>,
    ),
  );
}

describe("the action registry", () => {
  const seats = classic.edition.suspects.slice(0, 3).map((s) => ({ suspect: s.id }));
  const view = viewFor(createGame({ seats, seed: 3 }), 0);
  const pinged = { type: "test-pinged", seat: 1 } as unknown as LogEntry;
  const name = editionText(classic.edition, "en").card(seats[1]!.suspect);
  // Without the isolates around names (FSI, PDI), as the test spells the sentence.
  const plain = (s: string | null | undefined) => (s ?? "").replace(/[\u2068\u2069]/g, "");
  const text = (sel: string) => plain(at.host.querySelector(sel)?.textContent);

  it("shows a test action's control in the turn panel and words its event in the log, the story and the live region", () => {
    const acted: Action[] = [];
    show([...ACTIONS, ping], view, view.log, (a) => acted.push(a));
    const button = at.host.querySelector<HTMLButtonElement>('.turn-panel [data-action="test-ping"]');
    expect(button?.textContent).toBe("Ping");
    act(() => button?.click());
    expect(acted).toEqual([{ type: "test-ping", seat: 0 }]);
    expect(text('[data-testid="announcer"]')).toBe("");

    // The engine (here, the test) answers with the event; every region words it through the registry.
    show([...ACTIONS, ping], view, [...view.log, pinged]);
    const said = `${name} pinged the table`;
    expect(plain([...at.host.querySelectorAll(".log-list li")].at(-1)?.textContent)).toBe(`${said}.`);
    expect(text(".story-text")).toContain(said);
    expect(text('[data-testid="announcer"]')).toContain(said);
  });

  it("offers no control and says nothing of the event without the entry", () => {
    show(ACTIONS, view, [...view.log, pinged]);
    expect(at.host.querySelector('[data-action="test-ping"]')).toBeNull();
    expect(at.host.textContent).not.toContain("pinged");
  });
});
