import { describe, expect, it } from 'vitest';
import { contentFormValues, formTree, withPhoto } from './content/content-form';
import { INITIAL_PUBLIC_CONTENT } from './content/site-content';
import { sitePhotoTypeOf } from './site-photo-type';
import {
  SITE_PHOTO_MAX_PIXELS, SITE_PHOTO_MAX_SIDE, SITE_PHOTO_MIN_SIDE, sitePhotoDimensionRefusal, sitePhotoFallbackSrc, sitePhotoSrcSet, sitePhotoWidthsFor,
} from './site-photos';
import { parseContentForm } from './validation/site-content';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('what an admin may upload, by its first bytes', () => {
  it('knows a JPEG, a PNG and a WebP whatever the file is called', () => {
    expect(sitePhotoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sitePhotoTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sitePhotoTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses a GIF (a profile photo may be one; a property photo may not), a PDF, text and a truncated header', () => {
    expect(sitePhotoTypeOf(bytes('GIF89a', 1, 0))).toBeUndefined();
    expect(sitePhotoTypeOf(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sitePhotoTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sitePhotoTypeOf(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sitePhotoTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
  });
});

describe('sizes in pixels', () => {
  it('accepts a phone photo and the smallest allowed; refuses smaller, larger and too long a side', () => {
    expect(sitePhotoDimensionRefusal({ width: 4032, height: 3024 })).toBeUndefined();
    expect(sitePhotoDimensionRefusal(SITE_PHOTO_MIN_SIDE)).toBeUndefined();
    expect(sitePhotoDimensionRefusal({ width: SITE_PHOTO_MIN_SIDE.width - 1, height: 1000 })).toBe('too-small');
    expect(sitePhotoDimensionRefusal({ width: 1000, height: SITE_PHOTO_MIN_SIDE.height - 1 })).toBe('too-small');
    expect(sitePhotoDimensionRefusal({ width: 8000, height: Math.ceil(SITE_PHOTO_MAX_PIXELS / 8000) + 1 })).toBe('too-many-pixels');
    expect(sitePhotoDimensionRefusal({ width: SITE_PHOTO_MAX_SIDE + 1, height: 700 })).toBe('too-many-pixels');
  });

  it('makes no width larger than the photo, and at least the smallest', () => {
    expect(sitePhotoWidthsFor('property', 4032)).toEqual([480, 960, 1440]);
    expect(sitePhotoWidthsFor('property', 1440)).toEqual([480, 960, 1440]);
    expect(sitePhotoWidthsFor('property', 1200)).toEqual([480, 960]);
    expect(sitePhotoWidthsFor('property', 640)).toEqual([480]);
  });
});

describe('srcset', () => {
  const photo = { id: '0b7c4c1e-2f7a-4d55-9a54-0d0f4e1c2b3a', widths: [960, 480, 1440] };
  it('lists every width made, smallest first, in one format', () => {
    expect(sitePhotoSrcSet(photo, 'webp')).toBe(
      `/site-photos/${photo.id}/480.webp 480w, /site-photos/${photo.id}/960.webp 960w, /site-photos/${photo.id}/1440.webp 1440w`,
    );
    expect(sitePhotoSrcSet({ ...photo, widths: [480] }, 'jpg')).toBe(`/site-photos/${photo.id}/480.jpg 480w`);
  });
  it('falls back to the middle width as a JPEG', () => {
    expect(sitePhotoFallbackSrc(photo)).toBe(`/site-photos/${photo.id}/960.jpg`);
    expect(sitePhotoFallbackSrc({ ...photo, widths: [480, 960] })).toBe(`/site-photos/${photo.id}/480.jpg`);
  });
});

describe('a photo in the content form', () => {
  const photo = { id: '0b7c4c1e-2f7a-4d55-9a54-0d0f4e1c2b3a', width: 2400, height: 1600, alt: 'Aspens', widths: [480, 960, 1440] };
  const content = { raise: { amountUsd: 1 }, ...INITIAL_PUBLIC_CONTENT };
  it('goes in and out of the form values unchanged, and a removed photo leaves nothing behind', () => {
    const values = withPhoto(contentFormValues(content as never), 'properties.0.photo', photo);
    expect(values['properties.0.photo.widths']).toBe('480\n960\n1440');
    expect((formTree(values) as { properties: { photo?: unknown }[] }).properties[0]!.photo).toEqual({ ...photo, width: '2400', height: '1600', widths: '480\n960\n1440' });
    expect(Object.keys(withPhoto(values, 'properties.0.photo', undefined)).filter((key) => key.includes('photo'))).toEqual([]);
  });
  it('is read back as numbers by the form schema, and refused without a description', () => {
    const values = withPhoto(contentFormValues(content as never), 'properties.0.photo', photo);
    const properties = (formTree(values) as { properties: unknown }).properties;
    const parsed = parseContentForm({ properties });
    const photoIssues = parsed.success ? [] : parsed.error.issues.filter((issue) => String(issue.path[0]).startsWith('properties'));
    expect(photoIssues).toEqual([]);
    const withoutAlt = parseContentForm({ properties: (formTree({ ...values, 'properties.0.photo.alt': ' ' }) as { properties: unknown }).properties });
    expect(withoutAlt.success).toBe(false);
    expect(withoutAlt.success ? [] : withoutAlt.error.issues.map((issue) => issue.path[0])).toContain('properties.0.photo.alt');
  });
});
