/**
 * Writes custom-elements.json from the element registry. Run with
 * `npx tsx --conditions=source scripts/cem.ts` (npm run cem); a test fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { customElementsManifestText } from '../src/elements/custom-elements-manifest';

const target = fileURLToPath(new URL('../custom-elements.json', import.meta.url));
writeFileSync(target, customElementsManifestText());
console.log(`Wrote ${target}`);
