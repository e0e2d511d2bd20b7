/** `npm run api-client`: rewrites web/src/lib/api-endpoints.generated.ts from the route table. */
import { writeFileSync } from 'node:fs';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { ENDPOINTS_FILE, renderEndpoints } from './build-api-endpoints';

writeFileSync(ENDPOINTS_FILE, renderEndpoints());
console.info(`wrote ${ENDPOINTS_FILE}: ${API_ROUTES.length} routes`);
