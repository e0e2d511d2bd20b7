/**
 * The raise's terms in force: the latest saved content's, or the terms as supplied until an admin
 * saves a version. One GetItem; a module of its own so the investor's invitation read and The Current
 * Raise bundle neither the properties and tiers nor the editor's checks.
 */
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { CURRENT_RAISE_TERMS } from '../company/current-raise-terms';
import { getCurrentContent } from '../data/content-version';

export const currentRaiseTerms = async (): Promise<RaiseTerms> => (await getCurrentContent())?.content.raise ?? CURRENT_RAISE_TERMS;
