// The embedded store (`serve --data <dir>`, default `.clue-data/`): one folder per game, for one process.
//
//   <dir>/<gameId>/record.json    the game's record, written once
//                  edition.json   the uploaded edition, as the host sent it (absent for a built-in)
//                  actions.jsonl  the log, one action per line
//                  standins.json  the seats computer players hold for absent humans (absent: none)
//
// Every call but create is synchronous inside its promise: the compare-and-set reads the log's length from
// memory and writes the line in the same tick, so no other call of this process can come between the two, with
// no lock. Create makes a new folder and its files (and opens the log's file) off the event loop: on ext4 they
// cost about a millisecond a game, half of it waiting on the disk, which every room of the process waited
// through. Nothing else touches a game before its create resolves (nobody knows its id), and the folder, made
// first, is the claim on the id.
// An append is one write(2) of one line to the log's file, kept open (opening and closing it for every line
// cost the server more than the write), done before the promise resolves: the line is then in the kernel's
// page cache and outlives a kill -9 of this process (not a power cut: there is no fsync, which would cost
// milliseconds an action). A kill in the middle of a write can leave a last line without its newline; that
// action was never acknowledged, so loading ignores it and the next append cuts it off first.
// Two processes must not share a folder: each keeps its own idea of a log's length.
import {
  close as closeAsync,
  open as openAsync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Action } from "../../engine";
import { checkGameId, parse, readAction, readRecord, readStandIns } from "./read";
import { isGameId, type GameStore } from "./store";

interface Log {
  /** Actions in the file's complete lines. */
  length: number;
  /** Bytes of those lines: where the next line goes. */
  bytes: number;
  /** Whether bytes follow them (a line cut short by a kill), which the next append must cut off first. */
  torn: boolean;
}

const NEWLINE = 0x0a;
/** Log files kept open at once; past it the least recently appended to is closed (reopened when it is next). */
const OPEN_LOGS = 512;

/** A synchronous call as a promise: what it throws becomes a rejection, never an exception in the caller. */
const later = <T>(f: () => T): Promise<T> => new Promise((resolve) => resolve(f()));

/** What `read` gives, or null when the file is not there (a missing part of a game is an empty one). */
function ifThere<T>(read: () => T): T | null {
  try {
    return read();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

/** A reader sees the old file or the new one, never half of one. */
function writeWhole(path: string, text: string): void {
  writeFileSync(path + ".tmp", text);
  renameSync(path + ".tmp", path);
}

async function writeWholeOffLoop(path: string, text: string): Promise<void> {
  await writeFile(path + ".tmp", text);
  await rename(path + ".tmp", path);
}

/** A file opened for appending, off the event loop, as a descriptor (not a FileHandle, closed when collected). */
const openToAppend = (path: string) =>
  new Promise<number>((resolve, reject) => openAsync(path, "a", (e, fd) => (e ? reject(e) : resolve(fd))));

function readLog(path: string): { actions: Action[]; log: Log } {
  const buf = ifThere(() => readFileSync(path));
  if (buf === null) return { actions: [], log: { length: 0, bytes: 0, torn: false } };
  const bytes = buf.lastIndexOf(NEWLINE) + 1;
  const lines = bytes === 0 ? [] : buf.toString("utf8", 0, bytes - 1).split("\n");
  const actions = lines.map((line, i) => readAction(line, `${path} line ${i + 1}`));
  return { actions, log: { length: actions.length, bytes, torn: bytes < buf.length } };
}

export function fileStore(dir: string, openLogs = OPEN_LOGS): GameStore {
  const logs = new Map<string, Log>();
  /** Open log files by game, least recently appended to first. */
  const fds = new Map<string, number>();
  let closed = false;
  const file = (gameId: string, name: string) => join(dir, gameId, name);

  /** Keeps `fd` as the game's open log file, most recently used; closes the least recently used past the limit. */
  function keepOpen(gameId: string, fd: number) {
    fds.set(gameId, fd);
    for (const [id, old] of fds) {
      if (fds.size <= openLogs) break;
      fds.delete(id);
      closeSync(old);
    }
  }

  function fdOf(gameId: string): number {
    let fd = fds.get(gameId);
    if (fd === undefined) fd = openSync(file(gameId, "actions.jsonl"), "a");
    else fds.delete(gameId);
    keepOpen(gameId, fd);
    return fd;
  }

  function closeLog(gameId: string) {
    const fd = fds.get(gameId);
    fds.delete(gameId);
    if (fd !== undefined) closeSync(fd);
  }

  /** All of `bytes` at the end of the game's log (a write may take less than it is given). */
  function writeAll(gameId: string, bytes: Buffer) {
    const fd = fdOf(gameId);
    for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
  }

  function usable(gameId: unknown): asserts gameId is string {
    if (closed) throw new Error("the game store is closed");
    checkGameId(gameId);
  }

  /** The log's length as this process knows it, read from the file the first time; null: no such game. */
  function logOf(gameId: string): Log | null {
    const known = logs.get(gameId);
    if (known) return known;
    if (!existsSync(file(gameId, "record.json"))) return null;
    const { log } = readLog(file(gameId, "actions.jsonl"));
    logs.set(gameId, log);
    return log;
  }

  return {
    create: async (record, edition) => {
      usable(record.gameId);
      const id = record.gameId;
      await mkdir(dir, { recursive: true });
      try {
        // The folder is the claim on the id: mkdir fails when it exists, whoever made it.
        await mkdir(join(dir, id));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "EEXIST") throw new Error(`game ${id} exists already`, { cause: e });
        throw e;
      }
      if (edition !== null && edition !== undefined)
        await writeWholeOffLoop(file(id, "edition.json"), JSON.stringify(edition));
      // The log's file before the record, opened here so the first append does not open it in the loop.
      const fd = await openToAppend(file(id, "actions.jsonl"));
      if (closed) {
        closeAsync(fd, () => {});
        throw new Error("the game store is closed");
      }
      keepOpen(id, fd);
      try {
        // The record last: a folder without one (a kill during create) is no game.
        await writeWholeOffLoop(file(id, "record.json"), JSON.stringify(record));
      } catch (e) {
        closeLog(id);
        throw e;
      }
      logs.set(id, { length: 0, bytes: 0, torn: false });
    },

    load: (gameId) =>
      later(() => {
        if (closed) throw new Error("the game store is closed");
        if (!isGameId(gameId)) return null;
        const recordPath = file(gameId, "record.json");
        const recordText = ifThere(() => readFileSync(recordPath, "utf8"));
        if (recordText === null) return null;
        const record = readRecord(recordText, gameId, recordPath);
        const editionPath = file(gameId, "edition.json");
        const editionText = ifThere(() => readFileSync(editionPath, "utf8"));
        if ("uploaded" in record.edition && editionText === null) throw new Error(`${editionPath}: missing`);
        const edition = editionText === null ? null : parse(editionText, editionPath);
        const standInsPath = file(gameId, "standins.json");
        const standInsText = ifThere(() => readFileSync(standInsPath, "utf8"));
        const standIns = standInsText === null ? {} : readStandIns(standInsText, standInsPath);
        const { actions, log } = readLog(file(gameId, "actions.jsonl"));
        // Between two calls nothing else writes the file, so what was read is what the next append builds on.
        logs.set(gameId, log);
        return { record, edition, actions, standIns };
      }),

    append: (gameId, length, action) =>
      later(() => {
        if (closed) throw new Error("the game store is closed");
        if (!isGameId(gameId)) return false;
        const log = logOf(gameId);
        if (!log || log.length !== length) return false;
        const line = Buffer.from(JSON.stringify(action) + "\n");
        if (log.torn) truncateSync(file(gameId, "actions.jsonl"), log.bytes);
        log.torn = false;
        try {
          writeAll(gameId, line);
        } catch (e) {
          // Part of the line may be on disk: cut it off before the next append, from a file opened afresh.
          log.torn = true;
          closeLog(gameId);
          throw e;
        }
        log.length++;
        log.bytes += line.length;
        return true;
      }),

    setStandIns: (gameId, standIns) =>
      later(() => {
        usable(gameId);
        if (!existsSync(file(gameId, "record.json"))) throw new Error(`no game ${gameId}`);
        writeWhole(file(gameId, "standins.json"), JSON.stringify(standIns));
      }),

    close: () =>
      later(() => {
        closed = true;
        logs.clear();
        for (const id of [...fds.keys()]) closeLog(id);
      }),
  };
}
