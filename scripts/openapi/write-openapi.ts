/** `npm run openapi`: rewrites docs/openapi.json from the route table and the handlers' schemas. */
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE, serialise } from './build-openapi';

const document = await buildOpenApiDocument();
writeFileSync(OPENAPI_FILE, serialise(document));
console.info(`wrote ${OPENAPI_FILE}: ${Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0)} operations`);
