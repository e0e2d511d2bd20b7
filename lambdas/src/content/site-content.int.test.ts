/**
 * The brand's content over the local engines: every staff member reads the version in force (the
 * supplied content until a save), only an admin saves, each save is a new version readable later and
 * in the access log with who and what, a stale save is refused, an investor's invitation read and
 * The Current Raise carry the saved figures, and a member's (tiers, properties and what members say)
 * and a land owner's (properties) invitation reads carry the saved content, or the supplied one before
 * any save.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicInvitation, RaiseTerms } from '@safe-haven/shared/api-types';
import { CONTENT_EDITOR_TEXT } from '@safe-haven/shared/content/content-editor-text';
import { INITIAL_PUBLIC_CONTENT, type SaveSiteContentResult, type SiteContent, type SiteContentView } from '@safe-haven/shared/content/site-content';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { readInvitation } from '@safe-haven/testing/public-api';
import { resetSiteContent } from '@safe-haven/testing/site-content';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { CURRENT_RAISE_TERMS } from '../company/current-raise-terms';
import { linkToken } from '../core/link-tokens';
import { contentChangeLog } from '../data/content-access-log';
import { dynamo } from '../core/aws-clients';
import { currentContentEntity, getContentVersion } from '../data/content-version';
import { tableName } from '../data/table';
import { INITIAL_CONTENT } from './current-content';

const stack = inject('stack');
const users: Record<'admin' | 'founder' | 'leadgen', TestUser> = {} as never;
const tokens: Record<string, string> = {};

type Refusal = { message: string; code: string; fieldErrors?: Record<string, string> };
const read = (user: TestUser) => callApi<SiteContentView>(stack, 'GET', '/content', { token: tokens[user.id]! });
const save = (user: TestUser, baseVersion: number, content: SiteContent) =>
  callApi<SaveSiteContentResult & Refusal>(stack, 'PUT', '/admin/content', {
    token: tokens[user.id]!, body: { baseVersion, content }, headers: { 'idempotency-key': crypto.randomUUID() },
  });
const readAs = async (audience: 'investor' | 'member' | 'land_owner') =>
  (await readInvitation<PublicInvitation>(stack, await linkToken('invitation', (await seedInvitation(users.leadgen, { audience })).id))).body;
const withRaise = (raise: Partial<RaiseTerms>, from: SiteContent = INITIAL_CONTENT): SiteContent => ({ ...from, raise: { ...from.raise, ...raise } });

beforeAll(async () => {
  await resetSiteContent();
  users.admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Content' });
  users.founder = await createStaffUser(stack, { role: 'founder' });
  users.leadgen = await createStaffUser(stack, { role: 'leadgen' });
  for (const user of Object.values(users)) tokens[user.id] = await signIn(stack, user);
});

afterAll(resetSiteContent);

describe('the brand content', () => {
  it('is the supplied content, version 0, until an admin saves', async () => {
    const response = await read(users.leadgen);
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(0);
    expect(response.body.content).toEqual(INITIAL_CONTENT);
    expect(response.body.content.raise).toEqual(CURRENT_RAISE_TERMS);
    // The history of saves is for admins.
    expect(response.body).not.toHaveProperty('history');
    // The invitation pages get the supplied tiers and properties.
    expect((await readAs('member')).site_content).toEqual(INITIAL_PUBLIC_CONTENT);
    expect((await readAs('land_owner')).site_content).toEqual({ properties: INITIAL_PUBLIC_CONTENT.properties });
  });

  it("takes an admin's save as version 1, warns, logs who changed what, and every reader gets it", async () => {
    const saved = await save(users.admin, 0, withRaise({ amountUsd: 2_500_000 }));
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    expect(saved.body.warnings.map((warning) => warning.field)).toEqual(expect.arrayContaining(['raise.equityPercent', 'raise.instrument']));
    expect(saved.body.history?.[0]).toMatchObject({ version: 1, savedById: users.admin.id, savedByName: 'Ada Content', changes: ['The Current Raise: Raise amount (USD)'] });

    const [entry] = await contentChangeLog(1);
    expect(entry).toMatchObject({ viewerId: users.admin.id, viewerName: 'Ada Content', viewerRole: 'admin', version: 1, changes: ['The Current Raise: Raise amount (USD)'] });
    expect(entry!.expiresAt).toBeGreaterThan(Date.now() / 1000);

    expect((await read(users.leadgen)).body).toMatchObject({ version: 1, savedByName: 'Ada Content', content: { raise: { amountUsd: 2_500_000 } } });
    const staffRaise = await callApi<RaiseTerms>(stack, 'GET', '/company/current-raise', { token: tokens[users.founder.id]! });
    expect(staffRaise.body.amountUsd).toBe(2_500_000);
    const tokenFor = async (audience: 'investor' | 'member') => linkToken('invitation', (await seedInvitation(users.leadgen, { audience })).id);
    const investor = await readInvitation<{ raise_terms?: RaiseTerms }>(stack, await tokenFor('investor'));
    expect(investor.body.raise_terms).toMatchObject({ amountUsd: 2_500_000, timeline: CURRENT_RAISE_TERMS.timeline });
    const member = await readInvitation(stack, await tokenFor('member'));
    expect(member.body).not.toHaveProperty('raise_terms');
  });

  it("gives a member's invitation read the tiers an admin saved, and a land owner's the properties only", async () => {
    const current = (await read(users.admin)).body;
    const edited: SiteContent = structuredClone(current.content);
    edited.membership.colorado.tiers[0] = { ...edited.membership.colorado.tiers[0]!, name: 'Safe Haven Trailhead', priceUsd: 32_500 };
    edited.properties[1] = { ...edited.properties[1]!, name: 'Belize Cayo Coast' };
    const saved = await save(users.admin, current.version, edited);
    expect(saved.status).toBe(200);
    expect(saved.body.history?.[0]?.changes).toEqual(['Properties in Review: Belize Cayo Coast', 'Membership tiers: Colorado Camping Property']);

    const member = await readAs('member');
    expect(member.site_content?.membership?.colorado.tiers[0]).toMatchObject({ name: 'Safe Haven Trailhead', priceUsd: 32_500 });
    expect(member.site_content?.membership?.belize).toEqual(INITIAL_PUBLIC_CONTENT.membership.belize);
    expect(member.site_content?.properties?.map((property) => property.name)).toEqual([INITIAL_PUBLIC_CONTENT.properties[0]!.name, 'Belize Cayo Coast', INITIAL_PUBLIC_CONTENT.properties[2]!.name]);
    expect(member).not.toHaveProperty('raise_terms');
    const landOwner = await readAs('land_owner');
    expect(landOwner.site_content).toEqual({ properties: edited.properties });
    expect(landOwner).not.toHaveProperty('raise_terms');
    // An investor's page shows the raise, not the tiers.
    expect(await readAs('investor')).not.toHaveProperty('site_content');
  });

  it('keeps each version, and refuses a save made from an older one', async () => {
    const current = (await read(users.admin)).body;
    const second = await save(users.admin, current.version, withRaise({ equityPercent: 11.11, instrument: 'Series Seed preferred shares' }, current.content));
    expect(second.status).toBe(200);
    expect(second.body.version).toBe(current.version + 1);
    expect(second.body.warnings.filter((warning) => !warning.field.startsWith('raise.timeline'))).toEqual([]);
    expect((await getContentVersion(current.version))?.content.raise.instrument).toBe(CURRENT_RAISE_TERMS.instrument);
    expect((await getContentVersion(second.body.version))?.content.raise.instrument).toBe('Series Seed preferred shares');

    const stale = await save(users.admin, current.version, withRaise({ amountUsd: 1 }, current.content));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE', message: CONTENT_EDITOR_TEXT.stale });
    expect((await read(users.admin)).body.version).toBe(second.body.version);
  });

  it.each(['leadgen', 'founder'] as const)('refuses a %s, saying who may, and writes nothing', async (role) => {
    const before = (await read(users.admin)).body;
    const refused = await save(users[role], before.version, withRaise({ amountUsd: 9_999_999 }, before.content));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN_ROLE', message: CONTENT_EDITOR_TEXT.forbidden });
    const after = (await read(users.admin)).body;
    expect(after.version).toBe(before.version);
    expect(after.content.raise.amountUsd).not.toBe(9_999_999);
    // Other test files' admins may change a page's hero photo meanwhile: none of the entries is this refused person's.
    expect((await contentChangeLog(20)).filter((entry) => entry.viewerId === users[role].id)).toEqual([]);
  });

  it('refuses a value a page cannot show, naming its field', async () => {
    const before = (await read(users.admin)).body;
    const refused = await save(users.admin, before.version, withRaise({ amountUsd: -5, useOfFunds: [] }, before.content));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({
      'content.raise.amountUsd': CONTENT_EDITOR_TEXT.wholeUsd,
      'content.raise.useOfFunds': CONTENT_EDITOR_TEXT.atLeastOne,
    });
  });

  it("puts what members say on a member's page only, with the member's leave; a version saved before quotes existed reads as none", async () => {
    const current = (await read(users.admin)).body;
    const quote = { quote: 'The quietest week our family has had in years.', author: 'Dana R.', detail: 'Founding member, Denver', permission: true as const };
    const unconfirmed = await save(users.admin, current.version, { ...current.content, testimonials: [{ ...quote, permission: false as never }] });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fieldErrors).toEqual({ 'content.testimonials.0.permission': CONTENT_EDITOR_TEXT.permission });

    const saved = await save(users.admin, current.version, { ...current.content, testimonials: [quote] });
    expect(saved.status).toBe(200);
    expect(saved.body.history?.[0]?.changes).toEqual(["What members say: Dana R.'s words added"]);
    expect((await readAs('member')).site_content?.testimonials).toEqual([quote]);
    expect((await readAs('land_owner')).site_content).not.toHaveProperty('testimonials');

    // The content in force as a save before November 29 wrote it: no list of quotes at all.
    const stored = await currentContentEntity.get();
    const { testimonials: _dropped, ...older } = stored!.content;
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: currentContentEntity.toItem({ ...stored!, content: older as SiteContent }) }));
    expect((await read(users.leadgen)).body.content.testimonials).toEqual([]);
    expect((await readAs('member')).site_content?.testimonials).toEqual([]);
  });
});
