/** The manual key in groups of four, easier to read and type into an authenticator app. */
export const formatSecret = (secret: string): string => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
