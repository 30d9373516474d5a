import type { Rule } from "eslint";

declare const layers: { rules: { imports: Rule.RuleModule } };
export default layers;
