// The import rule that makes DESIGN.md section 1's arrows a test (tools/eslint/layers.js), on the cases the
// design names: each invalid case is an arrow pointing the wrong way.
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import layers from "../../tools/eslint/layers.js";
import { ROOT } from "../editions";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const at = (file: string, code: string) => ({ filename: `${ROOT}${file}`, code });
const wrong = (file: string, code: string, message: RegExp) => ({ ...at(file, code), errors: [{ message }] });

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } }).run(
  "layers/imports",
  layers.rules.imports,
  {
    valid: [
      at("player/engine/apply.ts", 'import { x } from "../../schemas/edition";'),
      at("player/ui/App.tsx", 'import { x } from "../engine";'),
      at("player/ui/worker/bot.worker.ts", 'import { compile } from "../../../compiler/compile";'),
      at("editor/live/check.ts", 'import { compile } from "../../compiler/compile";'),
      at("editor/model/inherit.ts", 'import { mergeLayer } from "../../compiler/extends/merge";'),
      at("compiler/cli.ts", 'import { simulate } from "../player/simulate/command";'),
      at("player/ui/vite.config.ts", 'import { defineConfig } from "vite";'),
      at("player/bots/testing/real-games.ts", 'import { loadEdition } from "../../../test/editions";'),
      at("player/engine/apply.test.ts", 'import { readFileSync } from "node:fs";'),
      at("player/ui/client/online.ts", 'import { readAct } from "../../online/protocol";'),
      at("player/online/room.ts", 'import { Room } from "@colyseus/core";'),
      at("player/online/room.ts", 'import { seatBots } from "../bots";'),
      at("compiler/serve.ts", 'import { startServer } from "../player/online/server";'),
    ],
    invalid: [
      wrong(
        "player/engine/view.ts",
        'import { x } from "../board/geometry";',
        /player\/engine\/ may not import player\/board\//,
      ),
      wrong("player/engine/view.ts", 'import { x } from "../../compiler/derive";', /may not import compiler\//),
      wrong("player/engine/rng.ts", 'import prand from "pure-rand";', /may use no package but none/),
      wrong(
        "player/ui/App.tsx",
        'import { compile } from "../../compiler/compile";',
        /player\/ui\/ may not import compiler\//,
      ),
      wrong(
        "player/ui/worker/bot.worker.ts",
        'import { check } from "../../../compiler/checks";',
        /may not import compiler\//,
      ),
      wrong(
        "editor/app/App.tsx",
        'import { emit } from "../../compiler/emit/html";',
        /may import from compiler\/ only/,
      ),
      wrong("player/ui/saves/saves.ts", 'import { readFileSync } from "node:fs";', /page code may not import node:fs/),
      wrong("editor/main.tsx", 'import { build } from "vite";', /page code may not import vite/),
      wrong("player/ui/App.tsx", 'import { loadEdition } from "../../test/editions";', /only tests import test\//),
      wrong("compiler/build.ts", 'import { x } from "../test/editions";', /only tests import test\//),
      wrong("schemas/graph.ts", 'export * from "../edition/serialize";', /schemas\/ may not import edition\//),
      wrong("player/bots/bot.ts", 'const m = import("../ui/App");', /player\/bots\/ may not import player\/ui\//),
      wrong(
        "player/ui/client/online.ts",
        'import { ClueRoom } from "../../online/room";',
        /may import from player\/online\/ only/,
      ),
      wrong(
        "player/online/room.ts",
        'import { App } from "../ui/App";',
        /player\/online\/ may not import player\/ui\//,
      ),
      wrong("player/online/room.ts", 'import { compile } from "../../compiler/compile";', /may not import compiler\//),
    ],
  },
);
