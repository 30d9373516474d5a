// One `serve` process shared by a test file's tests, over a data folder of its own that is removed after.
// Call at the file's top level; `server` is there once the tests run.
import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { freshData, serve, type Served } from "./server";

export function servedForFile(): { readonly server: Served; readonly data: string } {
  const file = { data: freshData() } as { server: Served; data: string };
  beforeAll(async () => {
    file.server = await serve({ data: file.data });
  });
  afterAll(async () => {
    // Unset when beforeAll failed.
    await (file.server as Served | undefined)?.stop();
    rmSync(file.data, { recursive: true, force: true });
  });
  return file;
}
