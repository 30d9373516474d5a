// The generated shape validators must be what ajv writes from today's schemas: a schema edit without
// `npx tsx compiler/emit/validators.ts` fails here.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { GENERATED, validatorsCode } from "../../compiler/emit/validators";

it("compiler/emit/validators.generated.js is in step with schemas/*.schema.json", () => {
  expect(readFileSync(GENERATED, "utf8") === validatorsCode(), "run: npx tsx compiler/emit/validators.ts").toBe(true);
});

it("the generated validators use neither eval nor new Function nor require", () => {
  const code = readFileSync(GENERATED, "utf8");
  expect(code).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
});
