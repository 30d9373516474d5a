// Types of the generated shape validators (ajv standalone functions: errors land on `.errors`).
import type { ValidateFunction } from "ajv";
export declare const edition: ValidateFunction;
export declare const locale: ValidateFunction;
