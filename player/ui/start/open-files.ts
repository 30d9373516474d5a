// An edition opened or dropped as files: the edition.yaml, and any `<lang>.yaml` beside it as its
// translations. The page's Worker compiles it (compile-service.ts); errors come back as diagnostics.
import type { EditionFiles } from "../../../schemas/input";

const LOCALE = /^([a-z]{2,3}(?:-[A-Za-z]{2,4})?)\.ya?ml$/;

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

export async function readFiles(list: FileList | readonly File[]): Promise<{ name: string; text: string }[]> {
  const files = [...list].filter((f) => f.size <= 2 * 1024 * 1024).slice(0, 20);
  return Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() })));
}
