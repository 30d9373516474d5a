// Files in and out: download the text, open a picked or dropped file, and write back in place where the
// browser offers the File System Access API (Chromium); elsewhere a download is the way out.
interface Handle {
  name: string;
  getFile: () => Promise<File>;
  createWritable: () => Promise<{ write: (t: string) => Promise<void>; close: () => Promise<void> }>;
}
type Picker = (o: object) => Promise<Handle[]>;

export type FileHandle = Handle;

/** Save `data` as a file named `name`, through the browser's download (a YAML file unless `type` says). */
export function download(data: string | Uint8Array, name: string, type = "application/yaml"): void {
  const url = URL.createObjectURL(new Blob([data as BlobPart], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const canWriteBack = (): boolean =>
  typeof (window as unknown as { showOpenFilePicker?: Picker }).showOpenFilePicker === "function";

export async function pickWithHandle(): Promise<{ text: string; handle: Handle } | undefined> {
  const pick = (window as unknown as { showOpenFilePicker?: Picker }).showOpenFilePicker;
  if (!pick) return undefined;
  const [handle] = await pick({
    types: [{ description: "Edition", accept: { "application/yaml": [".yaml", ".yml"] } }],
  });
  if (!handle) return undefined;
  return { text: await (await handle.getFile()).text(), handle };
}

export async function writeBack(handle: Handle, text: string): Promise<void> {
  const w = await handle.createWritable();
  await w.write(text);
  await w.close();
}

/** A picked or dropped file's text, refused when it is too large to be an edition. */
export async function readPicked(file: File, limit: number): Promise<string> {
  if (file.size > limit) throw new Error(`${file.name} is larger than ${limit} bytes`);
  return file.text();
}
