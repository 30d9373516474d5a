// The leak test: over seeded games (fast-check picks the edition, the seed, the seats and the humans'
// choices), every frame every client's socket received is read back from the wire and compared with what
// the engine makes of the state at that frame's version, replayed from the save the game ended with; and no
// frame before the end holds a card the viewer has not been shown, the seed or the generator's state.
import fc from "fast-check";
import { expect, test } from "vitest";
import { knownCards, type Card, type GameState, type Save, type Viewer } from "../../player/engine";
import { readFrame, type CreateRequest, type GameFrame, type GameMessage } from "../../player/online/protocol";
import { EDITIONS } from "../editions";
import { quick } from "../quick";
import { framesOf, type Frame } from "./frames";
import { createGame, human, spectator, type Player } from "./players";
import { expectedMessage, replaySave, type Replayed } from "./replay";
import { leaks, rngWords } from "./secrets";
import { servedForFile } from "./per-file";

type SeatRequest = CreateRequest["seats"][number];

/** Colyseus's JOIN_ROOM frame: the only frame of the protocol's own a client gets in these games. */
const JOIN_ROOM = 10;

const file = servedForFile();

/**
 * Cards outside what `viewer` has been shown at this state (other hands', the envelope's, the pool's), by
 * the view the engine makes for it: what a frame holds is the suspect, not the measure.
 */
function hiddenFrom(state: GameState, viewer: Viewer, expected: GameMessage): Set<Card> {
  const known = knownCards(expected.view);
  const all = [
    ...state.hands.flatMap((hand, seat) => (seat === viewer ? [] : hand)),
    state.envelope.suspect,
    state.envelope.weapon,
    state.envelope.room,
    ...state.pool,
  ];
  return new Set(all.filter((c) => !known.has(c)));
}

/**
 * Every frame of one client, socket by socket, against the replay; returns how many game frames it checked.
 * A game frame carries only the log's new entries (protocol.ts's GameFrame): it is made whole with
 * `readFrame` from the one before it on its socket, then must be exactly the expected message; the secrets
 * are looked for in the frame as it travelled.
 */
function checkFrames(sockets: Frame[][], viewer: Viewer, save: Save, game: Replayed): number {
  const final = save.actions.length;
  const seed = save.seed;
  const rng = rngWords(game.states);
  const humans = save.seats.flatMap((s, seat) => (s.controller.kind === "human" ? [seat] : []));
  let over = false;
  let version = 0;
  let games = 0;
  for (const [n, frames] of sockets.entries()) {
    let prev: GameMessage | null = null;
    for (const [i, frame] of frames.entries()) {
      const at = `frame ${i} on socket ${n} of ${String(viewer)}`;
      if (!("type" in frame)) {
        expect(frame.protocol, at).toBe(JOIN_ROOM);
        continue;
      }
      if (frame.type === "game") {
        const sent = frame.body as GameFrame;
        const m = readFrame(prev, sent);
        if (!m) throw new Error(`${at}: its log (from ${sent.log.from}) does not follow on from the frame before`);
        prev = m;
        expect(m.version, `${at}: versions only go up`).toBeGreaterThanOrEqual(version);
        version = m.version;
        const expected = expectedMessage(game, m, m.version, viewer);
        expect(m, at).toEqual(expected);
        for (const s of [...m.away, ...m.standIns])
          expect(humans, `${at}: away and stand-ins are human seats`).toContain(s);
        if (!over) {
          const state = game.states[m.version] as GameState;
          expect(leaks(sent, { hidden: hiddenFrom(state, viewer, expected), seed, rng }), at).toEqual([]);
        }
        over ||= m.version === final;
        games++;
      } else if (frame.type === "save") {
        expect(over, `${at}: the save comes after the game's end`).toBe(true);
      } else if (frame.type === "edition") {
        // The edition is public (every card's name is in it); only the game's own secrets must be absent.
        expect(leaks(frame.body, { hidden: new Set(), seed, rng }), at).toEqual([]);
      } else throw new Error(`${at}: a frame of type ${String(frame.type)} in an honest game`);
    }
  }
  expect(over, `${String(viewer)} saw the game's end`).toBe(true);
  return games;
}

/** The messages colyseus.js handed on are the room frames the socket took in: the recorder misses none. */
function sameAsClient(p: Player) {
  const types = p.frames().flatMap((f) => ("type" in f ? [f.type] : []));
  expect(types).toEqual(p.messages.map((m) => m.type));
}

const seats = fc
  .tuple(
    fc.integer({ min: 1, max: 2 }),
    fc.array(fc.constantFrom("easy", "medium", "hard", "random"), { minLength: 2, maxLength: 3 }),
  )
  .chain(([humans, bots]) =>
    fc.shuffledSubarray(
      [
        ...Array.from({ length: humans }, (): SeatRequest => ({ kind: "human" })),
        ...bots.map((level): SeatRequest => ({ kind: "bot", level })),
      ],
      { minLength: humans + bots.length },
    ),
  );

test("every frame of every client is its seat's view of the replayed state, and none before the end gives a secret away", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...EDITIONS),
      fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }),
      seats,
      fc.integer(),
      async (edition, seed, seatList, choices) => {
        const game = await createGame(file.server.url, { edition, seats: seatList, seed, pace: "instant" });
        const humans = seatList.flatMap((s, seat) => (s.kind === "human" ? [seat] : []));
        const watchers = [spectator(game), spectator(game)];
        const players = [...humans.map((seat) => human(game, seat, choices + seat)), ...watchers];
        try {
          // The spectators watch from the start; the humans join one by one, so frames meet seats coming in.
          for (const p of players.reverse()) await p.join(file.server.ws);
          await Promise.all(players.map((p) => p.finished()));
          const save = players[0]?.save as Save;
          const replayed = replaySave(save);
          for (const p of players) {
            sameAsClient(p);
            const viewer = p.last?.seat ?? "spectator";
            expect(checkFrames(p.sockets.map(framesOf), viewer, save, replayed)).toBeGreaterThan(0);
          }
        } finally {
          await Promise.all(players.map((p) => p.leave()));
        }
      },
    ),
    { numRuns: quick(10, 3), seed: 26 },
  );
});
