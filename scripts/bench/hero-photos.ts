/**
 * Gives each invitation page a hero photo as an admin does on Edit Content (upload, then the save that
 * cuts it and makes its sizes), from a photo-like 4032 x 3024 JPEG (testing/site-photos.ts
 * makePhotoLike: grain that compresses as foliage does, so the sizes weigh what a real photo's do).
 * Answers each size's bytes as served, so a bench can say what the hero costs.
 */
import type { DocumentUploadTicket, HeroPhotoResult } from '@safe-haven/shared/api-types';
import { HERO_PAGES, HERO_PHOTO_WIDTHS, heroPhotoKey } from '@safe-haven/shared/hero-photos';
import { postToPresignedForm } from '@safe-haven/testing/photos';
import { makePhotoLike } from '@safe-haven/testing/site-photos';
import { callApi } from '@safe-haven/testing/staff-users';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';

export const giveHeroPhotos = async (stack: TestStackInfo, adminToken: string): Promise<Record<string, number>> => {
  const photo = await makePhotoLike(4032, 3024);
  for (const page of HERO_PAGES) {
    const ticket = await callApi<DocumentUploadTicket>(stack, 'POST', '/admin/site-photos/upload', { token: adminToken, body: { contentType: 'image/jpeg' } });
    await postToPresignedForm(ticket.body, photo);
    const saved = await callApi<HeroPhotoResult>(stack, 'PUT', `/admin/site-photos/hero/${page}`, { token: adminToken, body: { uploadId: ticket.body.uploadId } });
    if (saved.status !== 200) throw new Error(`Could not save a bench hero: ${JSON.stringify(saved.body)}`);
  }
  const bytes: Record<string, number> = {};
  for (const width of HERO_PHOTO_WIDTHS) {
    for (const extension of ['webp', 'jpg'] as const) {
      const response = await fetch(`${stack.urls.web}/${heroPhotoKey('member', width, extension)}`);
      bytes[`${width}.${extension}`] = (await response.arrayBuffer()).byteLength;
    }
  }
  return bytes;
};
