/**
 * The only scope the API accepts. Cognito puts it in access tokens and not in ID tokens, so the
 * HTTP API's authorizer (and the local gateway) refuse an ID token.
 *
 * A module of its own so the live-updates function, which checks it, does not bundle the route table.
 */
export const STAFF_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';
