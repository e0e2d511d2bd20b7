/**
 * Edit Content's invitation page photos: each page's hero as invitees see it, Replace (a file,
 * checked and cut to 3:1 by the server) and "Use the default photo" (after a confirmation). Unlike
 * the rest of Edit Content these are not part of the form: each takes effect when the server answers,
 * and reaches invitees within the heroes' five-minute cache (shared/hero-photos.ts).
 */
import { useRef, useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AUDIENCE_LABELS } from '@safe-haven/shared/audiences';
import { HERO_PAGES, HERO_PHOTO_FALLBACK_WIDTH, heroPhotoKey, type HeroPage } from '@safe-haven/shared/hero-photos';
import { SITE_PHOTO_CONTENT_TYPES } from '@safe-haven/shared/site-photos';
import { HERO_PHOTO_MESSAGES as H } from '@safe-haven/shared/hero-photo-messages';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { useRemoveHeroPhoto, useSaveHeroPhoto } from '../api/upload-site-photo';
import { usePhotoChooser } from '../hooks/use-photo-chooser';
import { SectionCard } from './content-sections';

/** What the preview shows: the page's address (what invitees get), the file just saved, or nothing after a removal. */
type Preview = { kind: 'served' } | { kind: 'saved'; url: string } | { kind: 'removed' };

const HeroPhotoRow = ({ page }: { page: HeroPage }) => {
  const label = AUDIENCE_LABELS[page];
  const save = useSaveHeroPhoto();
  const remove = useRemoveHeroPhoto();
  const [preview, setPreview] = useState<Preview>({ kind: 'served' });
  // The page's address with a query of this visit's own: a reload asks again instead of showing the
  // browser's five-minute copy of a photo replaced or removed since.
  const [visit] = useState(() => Date.now());
  const replaceButton = useRef<HTMLButtonElement>(null);
  // A button that was busy lost the focus: it goes back to Replace photo once the server has answered.
  const refocus = () => replaceButton.current?.focus();
  const [confirming, setConfirming] = useState(false);
  const busy = save.isPending || remove.isPending;

  const { input, refusal, setRefusal, chosen, open } = usePhotoChooser((file) =>
    save.mutate({ file, page }, {
      onSuccess: () => {
        setPreview({ kind: 'saved', url: URL.createObjectURL(file) });
        toaster.create({ type: 'success', title: H.saved(label) });
        refocus();
      },
      onError: (error) => {
        setRefusal(error.message);
        refocus();
      },
    }));

  const restoreDefault = () =>
    remove.mutate({ page }, {
      onSuccess: () => {
        setConfirming(false);
        setRefusal(undefined);
        setPreview({ kind: 'removed' });
        toaster.create({ type: 'success', title: H.removed(label) });
        refocus();
      },
      onError: (error) => {
        setConfirming(false);
        setRefusal(error.message);
        refocus();
      },
    });

  return (
    <Stack gap="3" data-hero-field={page}>
      <Text fontWeight="semibold" fontSize="sm">{H.pageOf(label)}</Text>
      {/* The file just chosen is shown cut as the server cuts it: 3:1 from its middle. */}
      <Box position="relative" aspectRatio="3 / 1" w="full" overflow="hidden" rounded="lg" bg="brand.900" display="grid" placeItems="center">
        {preview.kind === 'removed' ? (
          <Text color="whiteAlpha.800" fontSize="sm" px="4" textAlign="center">{H.defaultShown}</Text>
        ) : (
          <img
            src={preview.kind === 'saved' ? preview.url : `/${heroPhotoKey(page, HERO_PHOTO_FALLBACK_WIDTH, 'jpg')}?visit=${visit}`} alt={H.pageOf(label)} width={750} height={250}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center' }}
          />
        )}
      </Box>
      <HStack gap="3" flexWrap="wrap">
        <input
          ref={input} type="file" accept={SITE_PHOTO_CONTENT_TYPES.join(',')} hidden aria-label={`${H.replace}: ${H.pageOf(label)}`}
          onChange={(event) => chosen(event.target.files?.[0])}
        />
        {/* No loading text: a longer label would push the next button to another line while it works. */}
        <Button
          ref={replaceButton} size="sm" variant="outline" loading={save.isPending} disabled={remove.isPending} onClick={open}
          aria-label={`${H.replace}: ${H.pageOf(label)}`}
        >
          {H.replace}
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" disabled={busy} onClick={() => setConfirming(true)} aria-label={`${H.useDefault}: ${H.pageOf(label)}`}>
          {H.useDefault}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" role="status">{save.isPending ? M.uploading : ''}</Text>
      {refusal && <Text color="fg.error" fontSize="sm" role="alert">{refusal}</Text>}
      <ConfirmDialog
        open={confirming} title={H.useDefault} confirmLabel={H.useDefault} cancelLabel={H.keep} busy={remove.isPending}
        onConfirm={restoreDefault} onClose={() => setConfirming(false)}
      >
        {H.confirmDefault(label)}
      </ConfirmDialog>
    </Stack>
  );
};

export const HeroPhotosSection = () => (
  <SectionCard title={H.section} id="content-hero-photos">
    <Text fontSize="sm" color="fg.muted">{H.intro}</Text>
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
      {HERO_PAGES.map((page) => <HeroPhotoRow key={page} page={page} />)}
    </SimpleGrid>
  </SectionCard>
);
