// `npm run docs:calls`: rewrites the call table of packages/sdk/README.md from the endpoint table.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withCallTable } from '../src/contract/callTable';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readme, 'utf8');
const after = withCallTable(before);
writeFileSync(readme, after);
console.log(
  after === before ? 'The call table was current.' : 'Rewrote the call table of packages/sdk/README.md.',
);
