/**
 * /dashboard/admin/content (admins): Edit Content. The page reads the content in force; the form
 * (components/content-editor.tsx) is a chunk of its own, loaded with it, so the app's entry lists
 * only this page's few modules for the route (the shell every page, the invitees' thank-you page
 * included, downloads stays as it was).
 */
import { lazy, Suspense } from 'react';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CONTENT_EDITOR_TEXT as T } from '@safe-haven/shared/content/content-editor-text';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useSiteContent } from '../../../hooks/use-site-content';

const ContentEditor = lazy(async () => ({ default: (await import('../components/content-editor')).ContentEditor }));

const Loading = () => <Stack gap="4" aria-busy="true"><Skeleton h="40" /><Skeleton h="40" /><Skeleton h="40" /></Stack>;

export const EditContentPage = () => {
  usePageMeta({ title: `${T.title} | Safe Haven`, description: T.intro, noindex: true });
  const content = useSiteContent();
  return (
    <Stack gap={{ base: 4, md: 6 }}>
      <PageHeader title={T.title} intro={T.intro} />
      {content.data ? (
        // A fresh form for each version: after a save, the saved content is the new starting point.
        <Suspense fallback={<Loading />}>
          <ContentEditor key={content.data.version} view={content.data} onReload={() => void content.refetch()} />
        </Suspense>
      ) : content.isError ? (
        <Stack role="alert" gap="3" alignItems="start">
          <Text color="fg.error">{T.loadError}</Text>
          <Button size="sm" variant="outline" onClick={() => void content.refetch()}>{T.retry}</Button>
        </Stack>
      ) : (
        <Loading />
      )}
    </Stack>
  );
};
