/**
 * The local engines' clients and the repository root, for tests that read or change an engine
 * directly. The browser tests reach the local stack only through this package, never by importing
 * the tools in scripts/.
 */
export { cognitoClient, dynamoClient } from '@safe-haven/scripts/local/bootstrap';
export { ROOT_DIR } from '@safe-haven/scripts/local/config';
