// Meaning checks for a translation file: it names its own language, translates only ids that exist,
// and (a warning) leaves nothing untranslated.
import type { Edition } from "../schemas/edition";
import { judgeNames } from "./checks/names";
import { closest } from "./didyoumean";
import type { Diagnostic } from "./diagnostics";
import type { LocaleIn } from "./input";
import { diagnose, type Source } from "./load";
import { spanOf } from "./locate";
import { say } from "./words";
import type { Text } from "./words/text";

const w = say.extends;

export function checkLocale(source: Source, lang: string, data: LocaleIn, edition: Edition): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (
    code: Diagnostic["code"],
    path: readonly (string | number)[],
    message: Text,
    help?: Text,
    key = false,
  ) => out.push(diagnose(source, { code, message, help, path, span: spanOf(source, path, key) }));
  if (data.locale !== lang)
    report("LOCALE_MISMATCH", ["locale"], w.localeMismatch(lang, data.locale), w.localeMismatchHelp(lang));
  const groups = [
    ["suspects", edition.suspects.map((s) => s.id)],
    ["weapons", edition.weapons.map((w) => w.id)],
    ["rooms", edition.rooms.map((r) => r.id)],
    ["keepers", (edition.modules.intrigue?.keepers ?? []).map((k) => k.id)],
    ["powers", (edition.modules.personalities?.powers ?? []).map((p) => p.suspect)],
  ] as const;
  const missing: string[] = [];
  for (const [group, ids] of groups) {
    const table = (data[group] ?? {}) as Record<string, unknown>;
    for (const id of Object.keys(table))
      if (!ids.includes(id)) report("UNKNOWN_REFERENCE", [group, id], w.noSuchEntry(group, id), nearest(id, ids), true);
    for (const id of ids) if (!(id in table)) missing.push(`${group}.${id}`);
  }
  // In a translation too, no blank name and no two cards that read the same (two weapons both ナイフ).
  const translated = (["suspects", "weapons", "rooms"] as const).flatMap((group) =>
    Object.entries(data[group] ?? {}).map(([id, name]) => ({
      id,
      name,
      path: [group, id],
    })),
  );
  judgeNames(translated, translated, (code, path, message, help) => report(code, path, message, help));
  for (const term of Object.keys(edition.terms))
    if (!data.terms || !(term in data.terms)) missing.push(`terms.${term}`);
  for (const key of ["name", "tagline", "rulesText"] as const) if (data[key] === undefined) missing.push(key);
  if (missing.length > 0)
    report("LOCALE_INCOMPLETE", ["locale"], w.untranslated(missing.length, missing), w.untranslatedHelp);
  return out;
}

function nearest(id: string, ids: readonly string[]): Text {
  const c = closest(id, ids);
  return c === undefined ? w.itsIds(ids) : w.didYouMean(c);
}
