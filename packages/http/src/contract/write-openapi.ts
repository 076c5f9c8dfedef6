// Writes docs/openapi.json from the valibot schemas (`npm run openapi`, decision 0448). Only this command writes it;
// the test command compares (contract/openapi.test.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { portalOpenApi } from './openapi-document';

const OPENAPI_FILE = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

writeFileSync(OPENAPI_FILE, `${JSON.stringify(portalOpenApi(), null, 2)}\n`);
console.log(`wrote ${OPENAPI_FILE}`);
