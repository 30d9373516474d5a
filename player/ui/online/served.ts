// Is this page served by `clue-compile serve`? The server marks the player pages it gives out with
// <meta name="clue-server" content="1"> (and lets them connect to it); a page opened from a file, or the
// unbaked page as built, has no such mark and no way to reach a server, so it offers nothing online.
export function isServed(doc: Document = document): boolean {
  return doc.querySelector('meta[name="clue-server"]')?.getAttribute("content") === "1";
}
