// The index page `build --site` writes (compiler/site.ts), in English. Links come in as HTML made by the
// page, so a sentence here holds no markup of its own.

export const siteEn = {
  lead: "Choose an edition to play: against the computer, or with friends at one screen.",
  offline: "Each game is one page that plays offline: save it and open it anywhere.",
  make: "Make your own",
  editor: "The board editor",
  editorLine: (link: string) => `${link}: draw a board, name the cards, and play-test your edition.`,
  untranslated: "(in its own language only: no English translation)",
  language: "Language",
};
