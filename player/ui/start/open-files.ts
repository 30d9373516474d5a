// An edition opened or dropped as files: the edition.yaml, and any `<lang>.yaml` beside it as its
// translations. The page's Worker compiles it (compile-service.ts); errors come back as diagnostics.
import type { EditionFiles } from "../../../schemas/input";

const LOCALE = /^([a-z]{2,3}(?:-[A-Za-z]{2,4})?)\.ya?ml$/;

/** The largest file read as an edition or a translation: the shipped editions are a few tens of kilobytes. */
export const EDITION_MAX_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 20;

export function inputFromFiles(files: readonly { name: string; text: string }[]): EditionFiles | null {
  const yaml = files.filter((f) => /\.ya?ml$/i.test(f.name));
  const main = yaml.find((f) => !LOCALE.test(f.name)) ?? (yaml.length === 1 ? yaml[0] : undefined);
  if (!main) return null;
  const locales = yaml
    .filter((f) => f !== main && LOCALE.test(f.name))
    .map((f) => ({
      file: `locales/${f.name}`,
      text: f.text,
      lang: (LOCALE.exec(f.name) as RegExpExecArray)[1] as string,
    }));
  return { file: main.name, text: main.text, ...(locales.length > 0 && { locales }) };
}

/** The name of the first YAML file over the limit, if any: it is refused as too big, not read. */
export function tooBig(list: readonly { name: string; size: number }[]): string | null {
  return list.slice(0, MAX_FILES).find((f) => /\.ya?ml$/i.test(f.name) && f.size > EDITION_MAX_BYTES)?.name ?? null;
}

export async function readFiles(list: FileList | readonly File[]): Promise<{ name: string; text: string }[]> {
  const files = [...list].filter((f) => f.size <= EDITION_MAX_BYTES).slice(0, MAX_FILES);
  return Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() })));
}
