/**
 * Gives each property in review a photo as an admin does on Edit Content (upload, the save that
 * makes its sizes, then a content save with its description), so a bench measures the pages with
 * their photos. Answers how long each photo's save took (the resize, in the local stack's process).
 */
import type { DocumentUploadTicket, SavedSitePhoto } from '@safe-haven/shared/api-types';
import type { SiteContentView } from '@safe-haven/shared/content/site-content';
import { postToPresignedForm } from '@safe-haven/testing/photos';
import { makeTestPhoto } from '@safe-haven/testing/site-photos';
import { callApi } from '@safe-haven/testing/staff-users';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';

export const givePropertiesPhotos = async (stack: TestStackInfo, adminToken: string): Promise<number[]> => {
  const current = (await callApi<SiteContentView>(stack, 'GET', '/content', { token: adminToken })).body;
  const saveMs: number[] = [];
  const properties = [];
  for (const property of current.content.properties) {
    const ticket = await callApi<DocumentUploadTicket>(stack, 'POST', '/admin/site-photos/upload', { token: adminToken, body: { contentType: 'image/jpeg' } });
    // A phone photo's size: 4032 x 3024.
    await postToPresignedForm(ticket.body, await makeTestPhoto(4032, 3024));
    const started = performance.now();
    const saved = await callApi<SavedSitePhoto>(stack, 'POST', '/admin/site-photos', { token: adminToken, body: { uploadId: ticket.body.uploadId, kind: 'property' } });
    saveMs.push(Math.round(performance.now() - started));
    if (saved.status !== 200) throw new Error(`Could not save a bench photo: ${JSON.stringify(saved.body)}`);
    properties.push({ ...property, photo: { ...saved.body.photo, alt: `The ${property.name} site` } });
  }
  const content = await callApi(stack, 'PUT', '/admin/content', { token: adminToken, body: { baseVersion: current.version, content: { ...current.content, properties } } });
  if (content.status !== 200) throw new Error(`Could not save the bench content: ${JSON.stringify(content.body)}`);
  return saveMs;
};
