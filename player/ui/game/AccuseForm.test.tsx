// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import type { ActionOf } from "../../engine";
import { LangProvider } from "../i18n/context";
import { editionText } from "../i18n/edition";
import { EditionTextProvider } from "../i18n/edition-context";
import { editionForTest } from "../../../test/editions-jsdom";
import { AccuseForm } from "./AccuseForm";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const classic = editionForTest("classic");

describe("the accusation form", () => {
  it("starts each select at the first card this seat has not seen", () => {
    const { suspects, weapons, rooms } = classic.edition;
    const actions: ActionOf<"accuse">[] = [];
    for (const s of suspects)
      for (const w of weapons)
        for (const r of rooms) actions.push({ type: "accuse", seat: 0, suspect: s.id, weapon: w.id, room: r.id });
    // Seen: the first two suspects, the first weapon, every room but the last.
    const known = new Set([suspects[0]!.id, suspects[1]!.id, weapons[0]!.id, ...rooms.slice(0, -1).map((r) => r.id)]);
    const host = document.createElement("div");
    const root = createRoot(host);
    act(() =>
      root.render(
        <LangProvider lang="en">
          <EditionTextProvider value={editionText(classic.edition, "en")}>
            <AccuseForm actions={actions} known={known} onAct={() => {}} />
          </EditionTextProvider>
        </LangProvider>,
      ),
    );
    const value = (name: string) => host.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value;
    expect([value("suspect"), value("weapon"), value("room")]).toEqual([
      suspects[2]!.id,
      weapons[1]!.id,
      rooms.at(-1)!.id,
    ]);
    act(() => root.unmount());
  });
});
