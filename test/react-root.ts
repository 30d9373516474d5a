// A React root for the jsdom tests of a file: a fresh element of the document for each test, unmounted and
// removed after it, under React's act environment.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

export function reactRoot(): { readonly root: Root; readonly host: HTMLElement } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const at = {} as { root: Root; host: HTMLElement };
  beforeEach(() => {
    at.host = document.createElement("div");
    document.body.append(at.host);
    at.root = createRoot(at.host);
  });
  afterEach(() => {
    act(() => at.root.unmount());
    at.host.remove();
  });
  return at;
}
