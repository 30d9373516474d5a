// The Worker's checker, with a stand-in Worker: latest text first (a burst costs one check more), a fault
// answered in the page, the page's own check where no Worker starts, and each checker its own Worker.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRemoteChecker, type Checked } from "./remote";

class FakeWorker {
  static made: FakeWorker[] = [];
  posted: { id: number; text: string }[] = [];
  terminated = false;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: { preventDefault: () => void }) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(m: { id: number; text: string }) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage!({ data });
  }
}

const ok = (text: string): Checked => ({ diagnostics: [{ code: `OK ${text}` } as never] });

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal("Worker", FakeWorker);
  vi.stubGlobal("document", { getElementById: () => ({ textContent: "// the inlined worker" }) });
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:worker");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the remote checker", () => {
  it("checks the newest text only after the one running, so a burst costs one check more", () => {
    const r = createRemoteChecker();
    const got: string[] = [];
    const done = (t: string) => (c: Checked) => got.push(`${t}: ${c.diagnostics[0]?.code}`);
    r.check("a", done("a"));
    r.check("b", done("b"));
    r.check("c", done("c"));
    const [w] = FakeWorker.made;
    expect(FakeWorker.made).toHaveLength(1);
    expect(w!.posted.map((p) => p.text)).toEqual(["a"]);
    w!.answer(ok("a"));
    expect(w!.posted.map((p) => p.text)).toEqual(["a", "c"]);
    w!.answer(ok("c"));
    expect(got).toEqual(["a: OK a", "c: OK c"]);
  });

  it("answers a fault by the same check in the page, and checks in the page once the Worker fails", () => {
    const r = createRemoteChecker();
    const got: Checked[] = [];
    r.check("a: [", (c) => got.push(c));
    const w = FakeWorker.made[0]!;
    w.answer({ error: "boom" });
    expect(got[0]!.diagnostics.map((d) => d.code)).toContain("YAML_SYNTAX");
    r.check("b: [", (c) => got.push(c));
    r.check("c: [", (c) => got.push(c));
    w.onerror!({ preventDefault: () => undefined });
    expect(w.terminated).toBe(true);
    expect(got).toHaveLength(3);
    r.check("d: [", (c) => got.push(c));
    expect(got).toHaveLength(4);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it("checks in the page when no Worker can start", () => {
    vi.stubGlobal("document", undefined);
    const got: Checked[] = [];
    createRemoteChecker().check("a: [", (c) => got.push(c));
    expect(got).toHaveLength(1);
    expect(FakeWorker.made).toHaveLength(0);
  });

  it("owns its Worker: another checker has its own, and dispose ends it", () => {
    const one = createRemoteChecker();
    const two = createRemoteChecker();
    const got: string[] = [];
    one.check("a", () => got.push("one"));
    two.check("a", () => got.push("two"));
    expect(FakeWorker.made).toHaveLength(2);
    one.dispose();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    FakeWorker.made[1]!.answer(ok("a"));
    expect(got).toEqual(["two"]);
    // A disposed checker starts afresh when asked again (a component mounted twice).
    one.check("b", () => got.push("one again"));
    expect(FakeWorker.made).toHaveLength(3);
  });
});
