// What a designer sees in VS Code: the YAML language server (the engine of the VS Code YAML extension),
// configured from our .vscode/settings.json or by the modeline alone, flags a typo in an edition while it
// is typed, and finds nothing wrong in the shipped editions.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITIONS, ROOT } from "../editions";

interface Diag {
  message: string;
  range: { start: { line: number; character: number } };
}

class Client {
  private buffer = Buffer.alloc(0);
  private id = 0;
  private waiting = new Map<number, (r: unknown) => void>();
  readonly diagnostics = new Map<string, Diag[][]>();
  constructor(
    private proc: ChildProcessWithoutNullStreams,
    private settings: unknown,
  ) {
    proc.stdout.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const sep = this.buffer.indexOf("\r\n\r\n");
        if (sep < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, sep).toString())?.[1]);
        if (this.buffer.length < sep + 4 + length) return;
        const msg = JSON.parse(this.buffer.subarray(sep + 4, sep + 4 + length).toString()) as {
          id?: number;
          method?: string;
          params?: { uri: string; diagnostics: Diag[]; items?: unknown[] };
          result?: unknown;
        };
        this.buffer = this.buffer.subarray(sep + 4 + length);
        this.handle(msg);
      }
    });
  }
  private handle(msg: {
    id?: number;
    method?: string;
    params?: { uri: string; diagnostics: Diag[]; items?: unknown[] };
    result?: unknown;
  }) {
    if (msg.method === "textDocument/publishDiagnostics" && msg.params) {
      const list = this.diagnostics.get(msg.params.uri) ?? [];
      list.push(msg.params.diagnostics);
      this.diagnostics.set(msg.params.uri, list);
    } else if (msg.method === "workspace/configuration" && msg.id !== undefined) {
      this.send({
        jsonrpc: "2.0",
        id: msg.id,
        result: (msg.params?.items ?? []).map(() => (this.settings as { yaml: unknown }).yaml),
      });
    } else if (msg.method && msg.id !== undefined) this.send({ jsonrpc: "2.0", id: msg.id, result: null });
    else if (msg.id !== undefined) this.waiting.get(msg.id)?.(msg.result);
  }
  send(msg: object) {
    const body = Buffer.from(JSON.stringify(msg));
    this.proc.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.proc.stdin.write(body);
  }
  request(method: string, params: unknown): Promise<unknown> {
    const id = ++this.id;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.send({ jsonrpc: "2.0", id, method, params });
    });
  }
  notify(method: string, params: unknown) {
    this.send({ jsonrpc: "2.0", method, params });
  }
  async diagnosticsFor(uri: string, version: number, ms = 15000): Promise<Diag[]> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const got = this.diagnostics.get(uri);
      if (got && got.length >= version) return got[got.length - 1] as Diag[];
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no diagnostics for ${uri}`);
  }
}

async function start(settings: unknown): Promise<[ChildProcessWithoutNullStreams, Client]> {
  const server = createRequire(import.meta.url).resolve("yaml-language-server/bin/yaml-language-server");
  const proc = spawn(process.execPath, [server, "--stdio"], { cwd: ROOT });
  const client = new Client(proc, settings);
  const root = pathToFileURL(ROOT).href.replace(/\/$/, "");
  await client.request("initialize", {
    processId: process.pid,
    rootUri: root,
    workspaceFolders: [{ uri: root, name: "clue-kit" }],
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: { publishDiagnostics: {} },
    },
  });
  client.notify("initialized", {});
  client.notify("workspace/didChangeConfiguration", { settings });
  return [proc, client];
}

/** Our workspace settings, with the schema paths made absolute as VS Code does. */
function workspaceSettings() {
  const vscode = JSON.parse(readFileSync(join(ROOT, ".vscode/settings.json"), "utf8")) as {
    "yaml.schemas": Record<string, string>;
  };
  const schemas = Object.fromEntries(
    Object.entries(vscode["yaml.schemas"]).map(([path, glob]) => [pathToFileURL(join(ROOT, path)).href, glob]),
  );
  return { yaml: { validate: true, schemas, schemaStore: { enable: false } } };
}

const typo = (text: string) => text.replace("\ntagline:", "\ntagLine:");

describe.each([
  ["the workspace settings", workspaceSettings()],
  ["the modeline alone", { yaml: { validate: true, schemas: {}, schemaStore: { enable: false } } }],
])("VS Code's YAML language server, configured by %s", (_how, settings) => {
  let proc: ChildProcessWithoutNullStreams | undefined;
  let client: Client;
  beforeAll(async () => {
    [proc, client] = await start(settings);
  });
  afterAll(() => proc?.kill());

  it("finds nothing wrong in the shipped editions", async () => {
    for (const id of EDITIONS) {
      const file = join(ROOT, "variants", id, "edition.yaml");
      const uri = pathToFileURL(file).href;
      client.notify("textDocument/didOpen", {
        textDocument: { uri, languageId: "yaml", version: 1, text: readFileSync(file, "utf8") },
      });
      expect((await client.diagnosticsFor(uri, 1)).map((d) => d.message)).toEqual([]);
    }
  });

  it("shows a key's title and description on hover, and completes keys with them", async () => {
    const file = join(ROOT, "variants", "classic", "edition.yaml");
    const uri = pathToFileURL(file).href;
    const lines = readFileSync(file, "utf8").split("\n");
    const line = lines.findIndex((l) => l.includes("passThroughTokens:"));
    const hover = (await client.request("textDocument/hover", {
      textDocument: { uri },
      position: { line, character: 6 },
    })) as { contents: { value?: string } | string } | null;
    const text = typeof hover?.contents === "string" ? hover.contents : (hover?.contents.value ?? "");
    expect(text).toContain("May a token pass over a square another token stands on?");
    // A designer who has not written `end:` yet, typing on an empty line of `rules:`.
    const draft = join(ROOT, "variants", "draft", "edition.yaml");
    const draftUri = pathToFileURL(draft).href;
    const endLine = lines.findIndex((l) => l.startsWith("  end:"));
    const draftText = [...lines.slice(0, endLine), "  ", ...lines.slice(endLine + 1)].join("\n");
    client.notify("textDocument/didOpen", {
      textDocument: { uri: draftUri, languageId: "yaml", version: 1, text: draftText },
    });
    await client.diagnosticsFor(draftUri, 1);
    const completion = (await client.request("textDocument/completion", {
      textDocument: { uri: draftUri },
      position: { line: endLine, character: 2 },
    })) as { items: { label: string; documentation?: unknown }[] } | null;
    const end = completion?.items.find((i) => i.label === "end");
    expect(end).toBeDefined();
    expect(JSON.stringify(end?.documentation ?? "")).toContain("How a game ends");
  });

  it("in a file that extends another: no complaint about the keys it leaves out, hover on extends and replaces, completion with the defaults", async () => {
    const file = join(ROOT, "test/fixtures/valid/reskin.yaml");
    const uri = pathToFileURL(file).href;
    const text = readFileSync(file, "utf8");
    const lines = text.split("\n");
    client.notify("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version: 1, text } });
    expect((await client.diagnosticsFor(uri, 1)).map((d) => d.message)).toEqual([]);
    const hoverAt = async (line: number, character: number) => {
      const h = (await client.request("textDocument/hover", {
        textDocument: { uri },
        position: { line, character },
      })) as { contents: { value?: string } | string } | null;
      return typeof h?.contents === "string" ? h.contents : (h?.contents.value ?? "");
    };
    expect(
      await hoverAt(
        lines.findIndex((l) => l.startsWith("extends:")),
        2,
      ),
    ).toContain("The edition this one is a variant of");
    const rep = lines.findIndex((l) => l.includes("replaces: mustard"));
    expect(await hoverAt(rep, (lines[rep] ?? "").indexOf("replaces") + 2)).toContain("takes the place");
    // Typing a new rule on an empty line of `rules:`: the options are offered with classic's values.
    const draftUri = pathToFileURL(join(ROOT, "test/fixtures/valid/reskin-draft.yaml")).href;
    const at = lines.findIndex((l) => l.startsWith("  movement:"));
    const draft = [...lines.slice(0, at), "  ", ...lines.slice(at + 1)].join("\n");
    client.notify("textDocument/didOpen", {
      textDocument: { uri: draftUri, languageId: "yaml", version: 1, text: draft },
    });
    await client.diagnosticsFor(draftUri, 1);
    const completion = (await client.request("textDocument/completion", {
      textDocument: { uri: draftUri },
      position: { line: at, character: 2 },
    })) as { items: { label: string; documentation?: unknown }[] } | null;
    const labels = completion?.items.map((i) => i.label) ?? [];
    expect(labels).toEqual(expect.arrayContaining(["movement", "firstPlayer", "deal", "accusations"]));
    expect(JSON.stringify(completion?.items.find((i) => i.label === "deal")?.documentation ?? "")).toContain(
      "Left out: every card dealt.",
    );
    // A key the schema does not know is still flagged in an extending file.
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: typo(text) }],
    });
    const ds = await client.diagnosticsFor(uri, 2);
    expect(ds.map((d) => d.range.start.line)).toContain(
      typo(text)
        .split("\n")
        .findIndex((l) => l.startsWith("tagLine:")),
    );
  });

  it("flags a key typed wrong, on its line, as the designer types", async () => {
    // A new edition being written: clean at first, then a typo typed into it.
    const uri = pathToFileURL(join(ROOT, "variants", "being-typed", "edition.yaml")).href;
    const text = readFileSync(join(ROOT, "variants", "tower-of-terror", "edition.yaml"), "utf8");
    client.notify("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version: 1, text } });
    expect(await client.diagnosticsFor(uri, 1)).toEqual([]);
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: typo(text) }],
    });
    const ds = await client.diagnosticsFor(uri, 2);
    const line = typo(text)
      .split("\n")
      .findIndex((l) => l.startsWith("tagLine:"));
    expect(ds.map((d) => [d.range.start.line, d.message])).toContainEqual([line, expect.stringMatching(/tagLine/)]);
  });
});
