/**
 * A property's photo on Edit Content: a preview in the frame the pages show it in, Add (or Replace)
 * and Remove, and its description (alt text), which the save requires. Choosing a file uploads it
 * and makes its sizes at once (the button says so while it works); a refusal is said under the
 * buttons, in the server's or the browser's words (shared/site-photos.ts). The new photo joins the
 * content with the next Save, like any other change.
 */
import { useRef } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { withPhoto, type ContentFormValues } from '@safe-haven/shared/content/content-form';
import { SITE_PHOTO_CONTENT_TYPES, type SitePhoto } from '@safe-haven/shared/site-photos';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import { PhotoFrame } from '../../../components/media/photo-frame';
import { SitePhotoPicture } from '../../../components/media/site-photo-picture';
import type { Form } from '../../../hooks/use-form';
import { useUploadSitePhoto } from '../api/upload-site-photo';
import { usePhotoChooser } from '../hooks/use-photo-chooser';
import { ContentField } from './content-field';

/** The photo record the form holds under `at` (`properties.0.photo`), if it has one. */
const photoIn = (values: ContentFormValues, at: string): SitePhoto | undefined => {
  const id = values[`${at}.id`];
  if (!id) return undefined;
  return {
    id,
    width: Number(values[`${at}.width`]),
    height: Number(values[`${at}.height`]),
    alt: values[`${at}.alt`] ?? '',
    widths: (values[`${at}.widths`] ?? '').split('\n').map(Number).filter(Boolean),
  };
};

export const PropertyPhotoField = ({ form, at, propertyName }: { form: Form<ContentFormValues>; at: string; propertyName: string }) => {
  const upload = useUploadSitePhoto();
  const photo = photoIn(form.values, at);
  // The values when the upload ends, not when it began: the admin may type while the sizes are made.
  const latest = useRef(form.values);
  latest.current = form.values;
  const inputId = `${at}-file`;

  const { input, refusal, setRefusal, chosen, open } = usePhotoChooser((file) =>
    upload.mutate(
      { file, kind: 'property' },
      {
        // The description carries over to a replacement (the admin may change it); a first photo starts without one.
        onSuccess: ({ photo: made }) => form.reset(withPhoto(latest.current, at, { ...made, alt: photoIn(latest.current, at)?.alt ?? '' })),
        onError: (error) => setRefusal(error.message),
      },
    ));

  return (
    <Stack gap="3" gridColumn={{ md: 'span 2' }} data-photo-field={at}>
      <Text fontWeight="semibold" fontSize="sm">{M.photoOf(propertyName)}</Text>
      <Box maxW={{ base: 'full', md: '22rem' }}>
        {photo ? <SitePhotoPicture photo={photo} sizes="22rem" eager /> : <PhotoFrame empty />}
      </Box>
      {!photo && <Text fontSize="sm" color="fg.muted">{M.noPhoto}</Text>}
      <HStack gap="3" flexWrap="wrap">
        <input
          ref={input} id={inputId} type="file" accept={SITE_PHOTO_CONTENT_TYPES.join(',')} hidden
          aria-label={`${photo ? M.replacePhoto : M.addPhoto}: ${propertyName}`}
          onChange={(event) => chosen(event.target.files?.[0])}
        />
        <Button size="sm" variant="outline" loading={upload.isPending} loadingText={M.uploading} onClick={open}>
          {photo ? M.replacePhoto : M.addPhoto}
        </Button>
        {photo && (
          <Button
            size="sm" variant="ghost" colorPalette="red" disabled={upload.isPending} aria-label={`${M.removePhoto}: ${propertyName}`}
            onClick={() => { setRefusal(undefined); form.reset(withPhoto(form.values, at, undefined)); }}
          >
            {M.removePhoto}
          </Button>
        )}
      </HStack>
      {refusal && <Text color="fg.error" fontSize="sm" role="alert">{refusal}</Text>}
      {photo && <ContentField label={M.altLabel} binding={form.field(`${at}.alt`)} />}
    </Stack>
  );
};
