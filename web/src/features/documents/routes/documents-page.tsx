/**
 * /dashboard/admin/documents (admins): the brand's PDFs, each with the quick actions that
 * email it, its current version and Upload. A PDF of at most 15 MB; the server checks the file's
 * bytes, and keeps every version (the newest is the one sent); Show versions lists them, read-only.
 */
import { useId, useRef, useState } from 'react';
import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DocumentView } from '@safe-haven/shared/api-types';
import {
  DOCUMENT_CONTENT_TYPE, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES as M, DOCUMENT_VERSION_MESSAGES as V, type DocumentKind,
} from '@safe-haven/shared/documents';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { toaster } from '../../../components/ui/toaster';
import { useDocuments, useDocumentVersions, useUploadDocument } from '../api/documents';

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Every uploaded version, newest first: file, size, when and by whom; the current one marked. */
const VersionList = ({ id, kind, title }: { id: string; kind: DocumentKind; title: string }) => {
  const versions = useDocumentVersions(kind, true);
  if (versions.isPending) return <Skeleton id={id} h="16" />;
  if (versions.isError) {
    return (
      <Stack id={id} gap="2" role="alert">
        <Text fontSize="sm" color="fg.error">{V.loadFailed}</Text>
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => void versions.refetch()}>Try again</Button>
      </Stack>
    );
  }
  const { versions: shown, versionCount } = versions.data;
  return (
    <Stack id={id} as="ol" aria-label={V.listTitle(title)} gap="0" listStyleType="none" borderTopWidth="1px" borderColor="border.muted">
      {shown.map((version) => (
        <Stack as="li" key={version.versionId} gap="0.5" py="2" borderBottomWidth="1px" borderColor="border.muted" fontSize="sm">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" wordBreak="break-word">{version.fileName}</Text>
            {version.current && <Badge size="sm" colorPalette="green">{V.current}</Badge>}
          </HStack>
          <Text color="fg.muted">{sizeLabel(version.size)} · {dateTime(version.uploadedAt)} by {version.uploadedByName}</Text>
        </Stack>
      ))}
      {versionCount > shown.length && <Text as="li" fontSize="xs" color="fg.muted" pt="2">{V.olderNotShown(shown.length, versionCount)}</Text>}
    </Stack>
  );
};

const DocumentCard = ({ document }: { document: DocumentView }) => {
  const [showVersions, setShowVersions] = useState(false);
  const versionsId = useId();
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // The browser's own check, for a quick answer; the server checks the bytes again.
    if (file.type !== DOCUMENT_CONTENT_TYPE && !file.name.toLowerCase().endsWith('.pdf')) return setError(M.notAPdf);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(M.tooLarge);
    setError(undefined);
    upload.mutate(
      { kind: document.kind, file },
      {
        onSuccess: () => toaster.create({ type: 'success', title: M.uploaded, description: `${document.title}: ${file.name}` }),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  const inputId = `document-file-${document.kind}`;
  return (
    <Card.Root size="sm" data-testid={`document-${document.kind}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Text fontWeight="semibold" color="brand.fg">{document.title}</Text>
          {document.versionCount ? <Badge colorPalette="green">{M.versions(document.versionCount)}</Badge> : <Badge>Not uploaded</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">{M.sentBy(document.sentBy)}</Text>
        {document.current ? (
          <Text fontSize="sm">
            {document.current.fileName} · {sizeLabel(document.current.size)} · {dateTime(document.current.uploadedAt)} by {document.current.uploadedByName}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">{M.noVersion}</Text>
        )}
        {document.versionCount ? (
          <Button
            size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={showVersions} aria-controls={showVersions ? versionsId : undefined}
            onClick={() => setShowVersions((shown) => !shown)}
          >
            {showVersions ? V.hide : V.show}
          </Button>
        ) : null}
        {showVersions && <VersionList id={versionsId} kind={document.kind} title={document.title} />}
        {error && <Text fontSize="sm" color="fg.error" role="alert">{error}</Text>}
        <input
          ref={input} id={inputId} type="file" accept="application/pdf,.pdf" hidden aria-label={`${document.title} PDF`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={upload.isPending} onClick={() => input.current?.click()}>
          {document.current ? M.replace : M.upload}
        </Button>
      </Card.Body>
    </Card.Root>
  );
};

export const DocumentsPage = () => {
  usePageMeta({ title: `${M.pageTitle} | Safe Haven`, description: M.pageIntro, noindex: true });
  const documents = useDocuments();
  return (
    <Stack gap="6">
      <PageHeader title={M.pageTitle} intro={M.pageIntro} />
      {documents.isPending && <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">{[0, 1, 2, 3].map((i) => <Skeleton key={i} h="40" />)}</SimpleGrid>}
      {documents.isError && (
        <Stack gap="3" role="alert">
          <Text color="fg.error">{documents.error.message}</Text>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void documents.refetch()}>Try again</Button>
        </Stack>
      )}
      {documents.data && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {documents.data.documents.map((document) => <DocumentCard key={document.kind} document={document} />)}
        </SimpleGrid>
      )}
    </Stack>
  );
};
