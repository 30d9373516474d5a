// @vitest-environment jsdom
// The online screens in jsdom, over a fake server: the form posts the CreateRequest the host set up (an
// edition opened from a file goes as its compiled JSON); the invitations show a link per human seat and
// the link to watch; a seat's link is read and its secret moved out of the address into storage; a refused
// link says why; a page no server gave offers nothing online.
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editionForTest } from "../../../test/editions-jsdom";
import { reactRoot } from "../../../test/react-root";
import type { CreateRequest, CreateResponse } from "../../online/protocol";
import { FakeConnector, FakeRoom, serverError } from "../client/online-fake";
import { defaultSettings } from "../setup/settings";
import type { Post } from "./api";
import { OnlineApp, type OnlineAppProps } from "./OnlineApp";

const classic = editionForTest("classic");
const at = reactRoot();
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

const CREATED: CreateResponse = {
  gameId: "AbCdEf123456",
  seats: [
    { seat: 0, suspect: "scarlett", token: "tok0" },
    { seat: 1, suspect: "mustard", token: "tok1" },
    { seat: 2, suspect: "white" },
  ],
  host: "hosttok",
  spectate: "http://example.test/classic/?online=AbCdEf123456",
  invites: [
    "http://example.test/classic/?online=AbCdEf123456#seat=0&token=tok0",
    "http://example.test/classic/?online=AbCdEf123456#seat=1&token=tok1",
  ],
};

function fakePost(answer: unknown, ok = true) {
  const calls: { url: string; body: CreateRequest }[] = [];
  const post: Post = (url, body) => {
    calls.push({ url, body: JSON.parse(body) as CreateRequest });
    return Promise.resolve({ ok, json: () => Promise.resolve(answer) });
  };
  return { calls, post };
}

function render(p: Partial<OnlineAppProps> = {}) {
  const props: OnlineAppProps = {
    editions: [{ key: "classic", compiled: classic }],
    loading: false,
    baked: null,
    settings: { ...defaultSettings("en"), players: 3, seats: ["human", "medium", "easy"] },
    lang: "en",
    onExit: () => undefined,
    notebook: () => ({ notebook: () => Promise.resolve(null), dispose: () => undefined }),
    ...p,
  };
  act(() => at.root.render(<OnlineApp {...props} />));
}

const q = <E extends Element = HTMLElement>(s: string) => at.host.querySelector<E & HTMLElement>(s);
function choose(select: HTMLSelectElement | null, value: string) {
  if (!select) throw new Error("no such select");
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}
function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error("no such input");
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

let meta: HTMLMetaElement;
beforeEach(() => {
  meta = Object.assign(document.createElement("meta"), { name: "clue-server", content: "1" });
  document.head.append(meta);
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "", "/classic/");
});
afterEach(() => meta.remove());

describe("online play's screens", () => {
  it("posts the game the form sets up, then shows a link per human seat and the link to watch", async () => {
    const { calls, post } = fakePost(CREATED);
    const connector = new FakeConnector([new FakeRoom("r:1")]);
    render({ post, connector: () => connector });
    choose(q<HTMLSelectElement>('select[name="seat-1"]'), "human");
    choose(q<HTMLSelectElement>('select[name="seat-2"]'), "hard");
    type(q<HTMLInputElement>('input[name="seed"]'), "42");
    choose(q<HTMLSelectElement>('select[name="pace"]'), "fast");
    act(() => q('[data-action="create-online"]')?.click());
    await settle();
    expect(calls).toEqual([
      {
        url: "/api/games",
        body: {
          edition: "classic",
          seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "hard" }],
          seed: 42,
          pace: "fast",
        },
      },
    ]);
    for (const [seat, name] of [
      [0, "Miss Scarlett"],
      [1, "Colonel Mustard"],
    ] as const) {
      const row = q(`[data-testid="invite-${seat}"]`);
      expect(row?.querySelector("input")?.value).toBe(CREATED.invites[seat]);
      expect(row?.textContent).toContain(name);
    }
    expect(q('[data-testid="invite-2"]')).toBe(null);
    expect(q('[data-testid="invite-spectate"] input')?.getAttribute("value")).toBe(CREATED.spectate);

    // The host's own seat opens in this page: the address names the game and seat, no secret.
    act(() => q('[data-action="start-online"]')?.click());
    await settle();
    expect(location.search).toBe("?online=AbCdEf123456");
    expect(location.hash).toBe("#seat=0");
    expect(connector.joins[0]).toMatchObject({ gameId: "AbCdEf123456", token: "tok0", host: "hosttok" });
  });

  it("sends an edition opened from a file as its compiled JSON, and shows the server's refusal", async () => {
    const { calls, post } = fakePost({ code: "EDITION_INVALID", message: "the edition file is refused: nope" }, false);
    render({
      post,
      editions: [{ key: "file:classic", compiled: classic, fromFile: true }],
      settings: defaultSettings("en"),
    });
    act(() => q('[data-action="create-online"]')?.click());
    await settle();
    const edition = calls[0]?.body.edition as { json: { kind: string; edition: { id: string } } };
    expect(edition.json.kind).toBe("clue-kit/compiled-edition");
    expect(edition.json.edition.id).toBe("classic");
    expect(q('[role="alert"].online-error')?.textContent).toBe(
      "The server did not create the game: the server could not read the edition file. Build it again with this version of Clue Kit.",
    );
  });

  it("says why the server would not create the game in the page's language, else in the server's words", async () => {
    const { post } = fakePost({ code: "RATE_LIMITED", message: "too many games at once: wait a moment" }, false);
    render({
      post,
      lang: "ja",
      settings: { ...defaultSettings("ja"), players: 3, seats: ["human", "medium", "easy"] },
    });
    act(() => q('[data-action="create-online"]')?.click());
    await settle();
    expect(q('[role="alert"].online-error')?.textContent).toBe(
      "サーバーはゲームを作れませんでした：ここから一度に作られたゲームが多すぎます。少し待ってからやり直してください。",
    );
    act(() => at.root.render(null));
    const odd = fakePost({ code: "BAD_REQUEST", message: "seed is a whole number" }, false);
    render({ post: odd.post });
    act(() => q('[data-action="create-online"]')?.click());
    await settle();
    expect(q('[role="alert"].online-error')?.textContent).toBe(
      "The server did not create the game: seed is a whole number",
    );
  });

  it("reads a seat's link, keeps its secret in storage, and leaves only the seat in the address", async () => {
    history.replaceState(null, "", "/classic/?online=Game12345678#seat=1&token=secret-1&host=h-1");
    const room = new FakeRoom("r:1");
    const connector = new FakeConnector([room]);
    render({ connector: () => connector });
    expect(location.hash).toBe("#seat=1");
    expect(location.href).not.toContain("secret-1");
    expect(location.href).not.toContain("h-1");
    expect(localStorage.getItem("clue-kit:online:Game12345678:seat:1")).toBe("secret-1");
    await settle();
    expect(connector.joins[0]).toEqual({ gameId: "Game12345678", token: "secret-1", host: "h-1" });
    expect(q('[role="status"]')?.textContent).toBe("Joining the game…");

    // A reload: the address holds the seat only, the storage its secret.
    act(() => at.root.render(null));
    const again = new FakeConnector([new FakeRoom("r:2")]);
    render({ connector: () => again });
    await settle();
    expect(again.joins[0]).toMatchObject({ token: "secret-1" });
  });

  it("watches with a link that names no seat", async () => {
    history.replaceState(null, "", "/classic/?online=Game12345678");
    const connector = new FakeConnector([new FakeRoom("r:1")]);
    render({ connector: () => connector });
    await settle();
    expect(connector.joins[0]).toEqual({ gameId: "Game12345678" });
  });

  it("says why a link is refused, instead of a blank page", async () => {
    history.replaceState(null, "", "/classic/?online=Game12345678#seat=0&token=wrong");
    const connector = new FakeConnector([serverError(4401, "this link's seat token does not belong to this game")]);
    render({ connector: () => connector });
    await settle();
    expect(q('[data-testid="online-refused"]')?.textContent).toBe(
      "This link can not join the game: this link's seat token does not belong to this game. Ask the host for your invite link.",
    );
  });

  it("says a refusal in the page's language", async () => {
    history.replaceState(null, "", "/classic/?online=Game12345678#seat=0&token=wrong");
    const seatTaken = new FakeConnector([serverError(4409, "seat 1 is already being played from another window")]);
    render({ connector: () => seatTaken, lang: "ja" });
    await settle();
    expect(q('[data-testid="online-refused"]')?.textContent).toBe(
      "このリンクではゲームに参加できません：この席はすでに別のウィンドウで遊ばれています。そちらを閉じるか、ホストに相談してください。",
    );
  });

  it("says a refusal whose code it does not know in the server's words", async () => {
    history.replaceState(null, "", "/classic/?online=Game12345678#seat=0&token=wrong");
    const odd = new FakeConnector([serverError(4500, "the stored edition does not compile")]);
    render({ connector: () => odd });
    await settle();
    expect(q('[data-testid="online-refused"]')?.textContent).toBe(
      "This link can not join the game: the stored edition does not compile",
    );
  });

  it("offers nothing online where no server gave the page", async () => {
    meta.remove();
    history.replaceState(null, "", "/classic/?online=Game12345678#seat=0&token=t");
    const connector = new FakeConnector([new FakeRoom("r:1")]);
    render({ connector: () => connector });
    await settle();
    expect(q('[data-testid="online-not-served"]')).not.toBe(null);
    expect(connector.joins).toEqual([]);
    expect(q("form")).toBe(null);
  });
});
