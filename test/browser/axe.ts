// axe-core's audit, run inside the page under test. @axe-core/playwright's analyze() audits each frame,
// then opens a blank page to merge the frames' results and injects axe there as well: on these one-frame
// pages that was two thirds of an audit's time. Here axe is injected once per page and run where it is.
import axe from "axe-core";
import type { Page } from "playwright-core";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The serious and critical violations axe finds on the page as it is now (only inside the `include`
 * selectors' elements when given), one line each: the rule, how many nodes, the first node's selector.
 */
export async function seriousViolations(page: Page, include?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axe.source);
  return page.evaluate(async (include) => {
    // Violations only: the passes, a megabyte of nodes on a big page, are not read.
    const result = await window.axe!.run(include ? { include: include.map((s) => [s]) } : document, {
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
  }, include);
}
