/**
 * Edit Content's form: the brand's content in one form (content-form.ts):
 * the investor checks (shared/content/investor-checks.ts) warn beside their fields as the admin types
 * and above the form, and never stop a save; a refused value stops it, on its field, with focus
 * moved there. Leaving with unsaved changes, or discarding them, asks first.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useBlocker } from 'react-router-dom';
import { CONTENT_EDITOR_TEXT as T } from '@safe-haven/shared/content/content-editor-text';
import { contentFormValues, formTree, type ContentFormValues } from '@safe-haven/shared/content/content-form';
import { investorChecks } from '@safe-haven/shared/content/investor-checks';
import type { SiteContentView } from '@safe-haven/shared/content/site-content';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { CONTENT_LIMITS, parseContentForm, siteContentFormSchema } from '@safe-haven/shared/validation/site-content';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { ApiError } from '../../../lib/api-client';
import { useSaveSiteContent } from '../api/save-site-content';
import { ContentHistory } from './content-history';
import { MembershipSection, PropertiesSection, RaiseSection, RowsSection } from './content-sections';
import { ContentWarnings } from './content-warnings';
import { HeroPhotosSection } from './hero-photos-section';

/** One request to fix fields at a time, taken back once a save succeeds. */
const FIX_FIELDS_TOAST_ID = 'content-fix-fields';

const sameValues = (a: ContentFormValues, b: ContentFormValues) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** The server names a refused value by its path in the body (`content.raise.amountUsd`); the form by its path in the content. */
const serverFieldErrors = (error: unknown): Record<string, string> | undefined => {
  if (!(error instanceof ApiError) || !error.body.fieldErrors) return undefined;
  const entries = Object.entries(error.body.fieldErrors).map(([path, message]) => [path.replace(/^content\./, ''), message] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

const raiseWarnings = (values: ContentFormValues) => {
  const raise = siteContentFormSchema.shape.raise.safeParse((formTree(values) as { raise?: unknown }).raise);
  // While a figure of the raise is refused, the checks cannot be made: nothing is said about them.
  return raise.success ? investorChecks(raise.data) : undefined;
};

export const ContentEditor = ({ view, onReload }: { view: SiteContentView; onReload: () => void }) => {
  const saved = useMemo(() => contentFormValues(view.content), [view.content]);
  const form = useForm<ContentFormValues>(saved);
  const dirty = !sameValues(form.values, saved);
  const warningList = useMemo(() => raiseWarnings(form.values), [form.values]);
  const warnings = useMemo(() => Object.fromEntries((warningList ?? []).map((warning) => [warning.field, warning.message])), [warningList]);
  const save = useSaveSiteContent();
  const [discarding, setDiscarding] = useState(false);

  // Unsaved changes: the browser asks before a reload or closing the tab, the app before another page.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !save.isPending && currentLocation.pathname !== nextLocation.pathname);

  const submit = form.submitWith(
    (values) => parseContentForm(formTree(values)),
    (content) =>
      save.mutate(
        { baseVersion: view.version, content },
        {
          onSuccess: (result) => {
            // A request to fix fields, still on screen from an earlier try, would contradict the save.
            toaster.dismiss(FIX_FIELDS_TOAST_ID);
            toaster.create({
              type: result.warnings.length > 0 ? 'warning' : 'success',
              title: T.saved(result.version),
              ...(result.warnings.length > 0 ? { description: T.savedWithWarnings(result.warnings.length) } : {}),
            });
          },
          onError: (failure) => {
            const byField = serverFieldErrors(failure);
            if (byField) {
              form.showErrors(byField);
            } else if (failure instanceof ApiError && failure.body.code === ERROR_CODES.STALE) {
              toaster.create({ type: 'error', title: T.saveFailed, description: failure.message, action: { label: 'Reload', onClick: onReload } });
            } else {
              toaster.create({ type: 'error', title: T.saveFailed, description: failure.message });
            }
          },
        },
      ),
    // The first refused box is focused by useForm; on a long form, a toast says there is more to fix.
    { busy: save.isPending, onInvalid: () => toaster.create({ id: FIX_FIELDS_TOAST_ID, type: 'error', title: T.fixFields }) },
  );

  return (
    // The pages' photos after the form: they are saved on their own, not with it.
    <Stack gap={{ base: 4, md: 6 }}>
      <Stack as="form" ref={form.formRef} gap={{ base: 4, md: 6 }} onSubmit={submit}>
        {warningList && <ContentWarnings warnings={warningList} />}
        <RaiseSection form={form} warnings={warnings} />
        <RowsSection
          form={form} warnings={warnings} title={T.sections.useOfFunds} id="content-use-of-funds" list="raise.useOfFunds"
          rowLabel={(index) => `Use ${index + 1}`} addLabel={T.addUse} max={CONTENT_LIMITS.useOfFunds}
          fields={[{ name: 'label', label: T.fields.useLabel }, { name: 'percent', label: T.fields.usePercent, extra: { inputMode: 'decimal' } }]}
        />
        <RowsSection
          form={form} warnings={warnings} title={T.sections.timeline} id="content-timeline" list="raise.timeline"
          rowLabel={(index) => `Milestone ${index + 1}`} addLabel={T.addMilestone} max={CONTENT_LIMITS.timeline}
          fields={[
            { name: 'period', label: T.fields.period },
            { name: 'title', label: T.fields.milestone },
            { name: 'startsOn', label: T.fields.startsOn, extra: { type: 'date' } },
          ]}
        />
        <PropertiesSection form={form} warnings={warnings} />
        <MembershipSection form={form} warnings={warnings} />
        <RowsSection
          form={form} warnings={warnings} title={T.sections.testimonials} id="content-testimonials" list="testimonials" intro={T.testimonialsIntro}
          rowLabel={(index) => `Quote ${index + 1}`} addLabel={T.addQuote} max={CONTENT_LIMITS.testimonials} min={0}
          fields={[
            { name: 'quote', label: T.fields.quote(CONTENT_LIMITS.quote), extra: { multiline: true }, wide: true },
            { name: 'author', label: T.fields.quoteAuthor },
            { name: 'detail', label: T.fields.quoteDetail },
            { name: 'permission', label: T.fields.quotePermission, extra: { confirm: true }, wide: true },
          ]}
        />
        {view.history && <ContentHistory history={view.history} />}
        {/* The actions stay in reach at the bottom of the screen on a long form, on a phone too. */}
        <Box position="sticky" bottom="0" zIndex="docked" bg="bg" borderTopWidth="1px" py="3">
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText={T.saving}>{T.save}</Button>
            <Button variant="outline" disabled={!dirty || save.isPending} onClick={() => setDiscarding(true)}>{T.discard}</Button>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">{dirty ? T.unsaved : T.version(view.version, view.savedByName)}</Text>
          </HStack>
        </Box>
        <ConfirmDialog
          open={discarding} title={T.discardTitle} confirmLabel={T.discardConfirm} cancelLabel={T.keepEditing}
          onConfirm={() => { form.reset(saved); setDiscarding(false); }} onClose={() => setDiscarding(false)}
        >
          {T.discardBody}
        </ConfirmDialog>
        <ConfirmDialog
          open={blocker.state === 'blocked'} title={T.discardTitle} confirmLabel={T.discardConfirm} cancelLabel={T.keepEditing}
          onConfirm={() => blocker.proceed?.()} onClose={() => blocker.reset?.()}
        >
          {T.leaveWarning}
        </ConfirmDialog>
      </Stack>
      <HeroPhotosSection />
    </Stack>
  );
};
