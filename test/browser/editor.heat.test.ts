// The heat map of a board bigger than one of its pictures (a 40 x 40 board: four pictures of up to 32 x 32
// squares, each reaching one square into the next): read back pixel by pixel, every square is coloured once
// and alike where two pictures cover it, and its colour goes with the steps written on it.
import { describe, expect, it } from "vitest";
import { bigEdition } from "../big/editor-edition";
import { buildEditor, click, codes, tool, watch } from "./editor-page";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

describe("the heat map of a big board", () => {
  it("draws its colours in blocks that cover every square once, each square's colour going with its steps", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    await page.evaluate((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], "big.yaml"));
      document
        .querySelector(".editor")!
        .dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, bigEdition(40));
    expect(await codes(page)).toEqual([]);
    await tool(page, "distance");
    await click(page, 0, 0);
    const heat = page.getByTestId("heat-map");
    await heat.waitFor({ state: "attached" });
    const { pictures, colours, steps, clashes } = await heat.evaluate(async (g) => {
      const colours = new Map<string, string>();
      const clashes: string[] = [];
      const images = [...g.querySelectorAll("image")];
      for (const img of images) {
        const [x, y, w, h] = ["x", "y", "width", "height"].map((a) => Number(img.getAttribute(a)) / 10);
        const src = new Image();
        src.src = img.getAttribute("href") ?? "";
        await src.decode();
        const canvas = document.createElement("canvas");
        [canvas.width, canvas.height] = [src.width, src.height];
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(src, 0, 0);
        const px = ctx.getImageData(0, 0, src.width, src.height).data;
        for (let r = 0; r < h!; r++)
          for (let c = 0; c < w!; c++) {
            const at = `${y! + r},${x! + c}`;
            // A pixel a square.
            const i = (r * src.width + c) * 4;
            const colour = Array.from(px.slice(i, i + 4)).join(",");
            if (colours.has(at) && colours.get(at) !== colour) clashes.push(at);
            colours.set(at, colour);
          }
      }
      const steps = [...g.querySelectorAll("text")].map((t) => [
        `${Math.floor(Number(t.getAttribute("y")) / 10)},${Math.floor(Number(t.getAttribute("x")) / 10)}`,
        t.textContent,
      ]);
      return { pictures: images.length, colours: [...colours], steps, clashes };
    });
    expect(pictures).toBe(4);
    expect(clashes).toEqual([]);
    expect(colours).toHaveLength(40 * 40);
    const colourAt = new Map(colours);
    // Every square of this board is reachable: each has its steps, an opaque colour, and one colour a step count.
    expect(steps).toHaveLength(40 * 40);
    const byStep = new Map<string, Set<string>>();
    for (const [at, n] of steps) {
      const colour = colourAt.get(at!) ?? "";
      expect(colour.endsWith(",255")).toBe(true);
      byStep.set(n!, (byStep.get(n!) ?? new Set()).add(colour));
    }
    expect([...byStep].filter(([, cs]) => cs.size > 1)).toEqual([]);
    expect(byStep.size).toBeGreaterThan(40);
    expect(seen.problems).toEqual([]);
  });
});
