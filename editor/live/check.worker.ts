// The live check of a big board off the page's thread: the same compile() as check.ts, its result sent
// back (the pathing table's buffer moved, not copied).
import { compile } from "../../compiler/compile";
import { FILE, parent } from "./check";

interface Ask {
  id: number;
  text: string;
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<Ask>) => void) | null; postMessage(m: unknown, t?: Transferable[]): void };

scope.onmessage = (e) => {
  const { id, text } = e.data;
  try {
    // Not check(): its cache would keep the table whose buffer is moved to the page.
    const r = compile({ file: FILE, text, parent });
    const dist = r.compiled?.graph.dist.buffer;
    scope.postMessage({ id, diagnostics: r.diagnostics, compiled: r.compiled }, dist instanceof ArrayBuffer ? [dist] : []);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
