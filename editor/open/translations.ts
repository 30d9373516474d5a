// Telling translations from editions among the files a designer opens: a translation is a `<lang>.yaml`
// that says `locale:` and has no `id:` (an edition always has one), so a `big.yaml` edition is not taken
// for a translation into "big".
import type { LocaleFile } from "../model/doc";

const LOCALE_NAME = /^([a-z]{2,3}(?:-[A-Z]{2})?)\.ya?ml$/;

/** The language a translation file's name gives (`ja.yaml` -> `ja`), from a name or a path. */
export function localeLang(file: string): string | undefined {
  return LOCALE_NAME.exec(file.split("/").pop() ?? "")?.[1];
}

/** The first file that is not a translation (the edition, if any), and the translations. */
export function sortOpened<T extends { name: string; text: string }>(
  read: T[],
): { edition: T | undefined; locales: LocaleFile[] } {
  const isLocale = (r: T) =>
    localeLang(r.name) !== undefined && /^locale\s*:/m.test(r.text) && !/^id\s*:/m.test(r.text);
  const edition = read.find((r) => !isLocale(r));
  const locales = read
    .filter((r) => r !== edition && isLocale(r))
    .map((r) => ({ lang: localeLang(r.name)!, text: r.text }));
  return { edition, locales };
}
