/**
 * The credential provider of the deployed bundles (esbuild aliases `@aws-sdk/credential-provider-node`
 * to this module in infra/lib/constructs/handler-function.ts). Lambda always puts the execution role's
 * credentials in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN, which is the first
 * place the SDK's default chain looks; the rest of that chain (SSO, shared ini files, STS web
 * identity, container and instance metadata) can never be reached there but cost ~120 KB of every
 * bundle, including an XML parser. Tests and the local stack run the sources unbundled and keep the
 * SDK's full chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = () => fromEnv();
