// Markdown to React elements in one call, for the page that parses in-thread (and the tests).
import type { ReactNode } from "react";
import { parseMarkdown } from "./parse";
import { renderTokens } from "./tokens";

export { safeLink } from "./tokens";

export function renderMarkdown(src: string, options: { headingOffset?: number } = {}): ReactNode[] {
  return renderTokens(parseMarkdown(src), options);
}
