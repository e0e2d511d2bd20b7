/**
 * /document#token=: a lead's personal document link. The token is in the fragment (never
 * sent to a server); the page posts it once to the API, which answers a signed address of the PDF
 * valid for a minute, and goes there. Only this call counts as a view (shared/src/document-views.ts):
 * a scanner that fetches the page without running it counts nothing. Any refusal reads the same.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { OpenedDocument } from '@safe-haven/shared/api-types';
import { DOCUMENT_MESSAGES as M } from '@safe-haven/shared/documents';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { OnboardingCard } from '../../../components/layout/onboarding-card';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';
import { currentLinkToken } from '../../../lib/link-token';

const InvalidLink = () => (
  <OnboardingCard title={M.linkInvalidTitle}>
    <Text role="alert" textAlign="center">{M.linkInvalid}</Text>
  </OnboardingCard>
);

export const DocumentPage = () => {
  usePageMeta({ title: 'Your document', description: M.opening, noindex: true });
  const [state, setState] = useState<{ kind: 'opening' } | { kind: 'opened'; document: OpenedDocument } | { kind: 'invalid' }>({ kind: 'opening' });
  // One read per visit: React's development double effect must not count a second view.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const token = currentLinkToken();
    if (!token) {
      setState({ kind: 'invalid' });
      return;
    }
    callApi(API.OpenDocumentLink, { body: { token } })
      .then((document) => {
        setState({ kind: 'opened', document });
        window.location.replace(document.url);
      })
      .catch(() => setState({ kind: 'invalid' }));
  }, []);
  if (state.kind === 'invalid') return <InvalidLink />;
  if (state.kind === 'opening') return <FullPageLoading label={M.opening} />;
  // Shown if the browser stays (a download, or a blocked navigation): the address works for a minute.
  return (
    <OnboardingCard title={state.document.fileName}>
      <Stack gap="4" align="center">
        <Text>{M.opening}</Text>
        <Button asChild colorPalette="brand">
          <a href={state.document.url}>{M.open}</a>
        </Button>
      </Stack>
    </OnboardingCard>
  );
};
