import * as z from 'zod/mini';
import { globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * The sdk's zod/mini setup (internal: not exported from the package).
 *
 * The schemas are built with zod/mini, whose schemas carry no methods, so a browser bundle keeps
 * only the parts of zod it uses. Two things classic zod did by itself are kept here:
 *
 * - English messages. Classic zod installs its English locale the first time a schema is built
 *   (unless the app configured one), so issues that have no message of their own read e.g.
 *   "Invalid input: expected number, received string" (ContractError.issues, a plain parse).
 *   zod/mini leaves this to the app and would answer "Invalid input"; install it the same way.
 *   The Spanish messages still come from `spanishErrorMap`, passed per parse.
 * - `z.preprocess`, which zod/mini lacks: a transform piped into a schema (exactly what classic
 *   builds), typed as classic zod types it so that the inferred types stay the same.
 */
// `globalConfig` and `en` imported on their own: reading `z.core.…` or `z.locales` at run time keeps
// all of zod core and every language in a partner's bundle.
if (!globalConfig.localeError) z.config(en());

/** A transform piped into a schema, typed as classic zod's `z.preprocess` (optional when the schema is). */
export interface ZodMiniPreprocess<B extends z.core.$ZodType = z.core.$ZodType>
  extends z.ZodMiniType<z.core.output<B>, unknown, z.core.$ZodPreprocessInternals<B>> {}

/** zod/mini's `z.preprocess`: runs `fn` on the raw input, then validates its result with `schema`. */
export function preprocess<B extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: B,
): ZodMiniPreprocess<B> {
  return z.pipe(z.transform(fn), schema) as unknown as ZodMiniPreprocess<B>;
}
