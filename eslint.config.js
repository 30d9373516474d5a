// ESLint: type-aware TypeScript rules, React's hooks rules and JSX accessibility. Layout is Prettier's
// (.prettierrc.json) and dead code knip's (knip.jsonc); `npm run lint` runs all three.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./tools/eslint/layers.js";

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  {
    ignores: [
      "node_modules/",
      "dist/",
      "build/",
      "compiler/emit/validators.generated.js",
      "test/build/golden/",
      "test/compiler/golden/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.ts", "bin/*.js", "test/*.js", "test/big/*.cjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // The bugs the type checker alone misses: a promise nobody awaits or catches, a promise handed to
      // something that expects a plain callback, and a condition the types say can never change.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-unnecessary-condition": [
        "error",
        { allowConstantLoopConditions: "only-allowed-literals" },
      ],
      // `a && b()` and `c ? d() : e()` as statements read plainly; a bare expression that does nothing does not.
      "@typescript-eslint/no-unused-expressions": ["error", { allowShortCircuit: true, allowTernary: true }],
      // A function-valued member is typed as a property: a method signature lets its `this` get lost when it
      // is passed along (unbound-method), and its parameters are checked only loosely (bivariance).
      "@typescript-eslint/method-signature-style": ["error", "property"],
      // Destructuring that leaves a key out is how a copy without it is made.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
    },
  },
  // A test reads JSON a command printed and then checks it: typing each parse would add words, not checks.
  {
    files: ["**/*.test.{ts,tsx}", "test/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      // Tests look for the control characters a hostile name carries, build hostile JSON of any shape, and
      // hand React's act() async callbacks so that effects and microtasks are flushed.
      "no-control-regex": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/require-await": "off",
    },
  },
  // The few plain JavaScript files (the bin launchers, configs) carry no types to check against.
  { files: ["**/*.{js,cjs}"], ...tseslint.configs.disableTypeChecked },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // A label's text may sit a level deeper than the rule looks by default (an edition's name and tagline).
  // A widget of role application (the board) takes focus: the keys move its cursor.
  {
    files: ["**/*.tsx"],
    rules: {
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "application"] }],
    },
  },
  // One i18n system: the languages are declared once, in i18n/lang.ts; everything else says `Lang`.
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["i18n/lang.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSUnionType:has(TSLiteralType > Literal[value='en']):has(TSLiteralType > Literal[value='ja'])",
          message: "Say `Lang` (i18n/lang.ts): the languages are declared there alone.",
        },
      ],
    },
  },
  // DESIGN.md section 1's arrows: which folder imports which (tools/eslint/layers.js).
  { files: ["**/*.{ts,tsx,js}"], plugins: { layers }, rules: { "layers/imports": "error" } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A missed dependency is a stale value on screen: an error, not a warning nobody reads.
      "react-hooks/exhaustive-deps": "error",
      // Two of the React Compiler's rules, off for now: a ref read while rendering (to keep the latest
      // callback) and state set from props in an effect work in React 19 at the cost of a render. The
      // player's store and the editor's App, where they all are, are being rebuilt (issues 25 and 27).
      "react-hooks/refs": "off",
      "react-hooks/set-state-in-effect": "off",
    },
  },
);
