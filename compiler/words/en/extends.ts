// Messages about `extends:` (compiler/extends/, and the parent lookups of files.ts and extends/browser.ts),
// and about translation files (compiler/locales.ts), in English.

export type ListWhat = "suspect" | "weapon" | "room" | "keeper" | "power";
const WHAT: Record<ListWhat, string> = {
  suspect: "suspect",
  weapon: "weapon",
  room: "room",
  keeper: "Keeper card",
  power: "power",
};
const code = (keys: readonly string[]) => keys.map((k) => `\`${k}\``).join(", ");
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

export const extendsEn = {
  didYouMean: (c: string) => `did you mean \`${c}\`?`,
  markerWithoutParent: (key: string) => `\`${key}\` is for an edition that extends another, and this one extends none`,
  markerWithoutParentHelp: "add `extends: <edition id or path>` at the top, or take the key out",
  noneToRemove: (what: ListWhat, id: string) => `the parent has no ${WHAT[what]} \`${id}\` to remove`,
  noneToReplace: (what: ListWhat, id: string) => `the parent has no ${WHAT[what]} \`${id}\` to replace`,
  noneToChange: (what: ListWhat, id: string, lacking: readonly string[]) =>
    `the parent has no ${WHAT[what]} \`${id}\` to change, and as a new one it lacks ${code(lacking)}`,
  howToAdd: (what: ListWhat, needs: readonly string[]) =>
    `; to add a ${WHAT[what]}, give ${needs.join(", ")}; to put it in another's place, add \`replaces: <id>\``,
  parentsAre: (known: readonly string[]) =>
    `the parent's are: ${known.slice(0, 12).join(", ")}${known.length > 12 ? ", ..." : ""}`,
  tooDeep: (n: number, max: number) =>
    `this is the ${ordinal(n)} edition in a chain of \`extends\`; the limit is ${max}`,
  tooDeepHelp: "extend the edition further up the chain directly, or write the keys out",
  notIdOrPath: (ref: string) => `\`${ref}\` is neither an edition id nor a relative path`,
  notIdOrPathHelp: "give an edition id such as `classic`, or a path that starts with ./ or ../",
  notFound: (ref: string, why: string) => `the parent edition \`${ref}\` can not be found: ${why}`,
  notFoundHelp:
    "give an edition id such as `classic`, or a path to an edition.yaml (or its folder) relative to this file, such as `../classic`",
  outside: (ref: string, why: string) => `the parent \`${ref}\` lies outside the project (${why})`,
  outsideHelp: "extend an edition inside this project: copy the parent into variants/ first",
  cycle: (ref: string, file: string, chain: readonly string[]) =>
    `\`extends: ${ref}\` leads back to ${file}: ${chain.join(" -> ")}`,
  cycleHelp: "an edition can not be its own ancestor: make one of them extend an edition outside the loop, or none",
  // why a parent is missing or outside (the lookups)
  noEditionsHere: "no editions are available to extend here",
  lookupFailed: "the lookup failed",
  unreadable: (path: string, why: string, ref: string) => `${path}: ${why} (from \`${ref}\`)`,
  noSibling: (ref: string) => `no folder \`${ref}\` beside this edition's folder, and no built-in edition of that id`,
  mustBeRelative: "the path must be relative",
  resolvesTo: (path: string) => `it resolves to ${path}`,
  linkLeadsTo: (path: string) => `a link leads to ${path}`,
  doesNotExist: (path: string) => `${path} does not exist`,
  notEditionFile: (path: string) => `${path} is not an edition file`,
  cannotRead: (path: string) => `${path} can not be read`,
  notOpened: (ref: string) => `no built-in edition and no opened edition \`${ref}\``,
  climbsAbove: "it climbs above the folder the files were opened from",
  openToo: (path: string) => `open ${path} (or its folder) too`,
  // translation files
  localeMismatch: (lang: string, said: string) => `this file is locales/${lang}.yaml but says \`locale: ${said}\``,
  localeMismatchHelp: (lang: string) => `write \`locale: ${lang}\` or rename the file`,
  noSuchEntry: (group: string, id: string) => `the edition has no ${group.replace(/s$/, "")} \`${id}\``,
  itsIds: (ids: readonly string[]) => `its ids: ${ids.join(", ")}`,
  untranslated: (n: number, keys: readonly string[]) =>
    `${n} text(s) are not translated: ${keys.slice(0, 8).join(", ")}${keys.length > 8 ? ", ..." : ""}`,
  untranslatedHelp: "players in this language see the edition's own words there",
  // compile.ts
  moreLikeIt: (n: number) => ` (and ${n} more like it, not shown)`,
};
