/**
 * The parts of Edit Content, each a card with its heading: the raise's terms, two lists of rows (use
 * of funds, projected timeline) an admin may lengthen or shorten, the properties and the membership
 * tiers. Every box is named by its path in the content (content-form.ts), as are its errors and warnings.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CONTENT_EDITOR_TEXT as T } from '@safe-haven/shared/content/content-editor-text';
import { rowCount, withoutRow, withRow, type ContentFormValues } from '@safe-haven/shared/content/content-form';
import { MEMBERSHIP_LOCATIONS } from '@safe-haven/shared/content/membership-tiers';
import type { Form } from '../../../hooks/use-form';
import { ContentField, type ContentFieldProps } from './content-field';
import { PropertyPhotoField } from './property-photo-field';

export interface SectionProps {
  form: Form<ContentFormValues>;
  /** The investor checks' warnings by field path. */
  warnings: Record<string, string>;
}

export const SectionCard = ({ title, children, id, ref }: { title: string; children: ReactNode; id?: string; ref?: Ref<HTMLDivElement> }) => (
  <Card.Root as="section" aria-labelledby={id} size="sm" ref={ref}>
    <Card.Header>
      <Heading as="h2" id={id} size="lg" fontFamily="heading" color="brand.fg">{title}</Heading>
    </Card.Header>
    <Card.Body>
      <Stack gap="4">{children}</Stack>
    </Card.Body>
  </Card.Root>
);

/** A group of boxes with its own name (a row, a property, a tier), announced as a group. */
const Group = ({ legend, children, action }: { legend: string; children: ReactNode; action?: ReactNode }) => (
  <Box as="fieldset" borderWidth="1px" borderColor="border.muted" rounded="md" p={{ base: 3, md: 4 }} minW="0">
    <HStack as="legend" px="1" gap="3">
      <Text fontWeight="semibold" fontSize="sm">{legend}</Text>
      {action}
    </HStack>
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="1">{children}</SimpleGrid>
  </Box>
);

const field = (form: Form<ContentFormValues>, warnings: Record<string, string>, name: string, label: string, extra: Partial<ContentFieldProps> = {}) => (
  <ContentField key={name} label={label} binding={form.field(name)} warning={warnings[name]} {...extra} />
);

export const RaiseSection = ({ form, warnings }: SectionProps) => {
  const f = (name: string, label: string, extra?: Partial<ContentFieldProps>) => field(form, warnings, `raise.${name}`, label, extra);
  return (
    <SectionCard title={T.sections.raise} id="content-raise">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {f('amountUsd', T.fields.amountUsd, { inputMode: 'numeric' })}
        {f('equityPercent', T.fields.equityPercent, { inputMode: 'decimal' })}
        {f('preMoneyValuationUsd', T.fields.preMoneyValuationUsd, { inputMode: 'numeric' })}
        {f('minimumInvestmentUsd', T.fields.minimumInvestmentUsd, { inputMode: 'numeric' })}
        {f('instrument', T.fields.instrument)}
        {f('instrumentHeadline.value', T.fields.instrumentHeadlineValue)}
        {f('instrumentHeadline.label', T.fields.instrumentHeadlineLabel)}
      </SimpleGrid>
      {f('eligibility', T.fields.eligibility, { multiline: true })}
    </SectionCard>
  );
};

interface RowsSectionProps extends SectionProps {
  title: string;
  id: string;
  list: string;
  rowLabel: (index: number) => string;
  /** `wide`: the box spans the row's two columns (a quote, a confirmation). */
  fields: readonly { name: string; label: string; extra?: Partial<ContentFieldProps>; wide?: boolean }[];
  addLabel: string;
  max: number;
  /** The fewest rows the list may keep: Remove is not offered below it (1 unless said). */
  min?: number;
  /** A line under the heading: what the list is for. */
  intro?: string;
}

/** A list of rows: Remove on each (not below the fewest the list keeps), Add at the end; the list's own warning above. */
export const RowsSection = ({ form, warnings, title, id, list, rowLabel, fields, addLabel, max, min = 1, intro }: RowsSectionProps) => {
  const count = rowCount(form.values, list);
  const listError = form.errors[list];
  const sectionRef = useRef<HTMLDivElement>(null);
  // A row just added: its first box takes focus, in view (at the foot of a long form it opened under
  // the pinned Save bar). Once, after the render that shows it.
  const addedRow = useRef<number>(undefined);
  useEffect(() => {
    const at = addedRow.current;
    if (at === undefined) return;
    addedRow.current = undefined;
    const first = sectionRef.current?.querySelector<HTMLElement>(`[name="${list}.${at}.${fields[0]?.name}"]`);
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  });
  return (
    <SectionCard title={title} id={id} ref={sectionRef}>
      {intro && <Text fontSize="sm" color="fg.muted">{intro}</Text>}
      {listError && <Text color="fg.error" fontSize="sm" role="alert">{listError}</Text>}
      {warnings[list] && <Text color="orange.700" fontSize="sm" data-warning="">Check: {warnings[list]}</Text>}
      {Array.from({ length: count }, (_, index) => (
        <Group
          key={index}
          legend={rowLabel(index)}
          action={count > min && (
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={`${T.remove} ${rowLabel(index)}`} onClick={() => form.reset(withoutRow(form.values, list, index))}>
              {T.remove}
            </Button>
          )}
        >
          {fields.map(({ name, label, extra, wide }) =>
            wide ? <Box key={name} gridColumn={{ md: 'span 2' }}>{field(form, warnings, `${list}.${index}.${name}`, label, extra)}</Box> : field(form, warnings, `${list}.${index}.${name}`, label, extra))}
        </Group>
      ))}
      {count < max && (
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => { addedRow.current = count; form.reset(withRow(form.values, list, fields.map((entry) => entry.name))); }}>
          {addLabel}
        </Button>
      )}
    </SectionCard>
  );
};

export const PropertiesSection = ({ form, warnings }: SectionProps) => (
  <SectionCard title={T.sections.properties} id="content-properties">
    {Array.from({ length: rowCount(form.values, 'properties') }, (_, index) => {
      const at = `properties.${index}`;
      return (
        <Group key={index} legend={form.values[`${at}.name`] || `Property ${index + 1}`}>
          {field(form, warnings, `${at}.name`, T.fields.propertyName)}
          {field(form, warnings, `${at}.location`, T.fields.propertyLocation)}
          <Box gridColumn={{ md: 'span 2' }}>{field(form, warnings, `${at}.summary`, T.fields.propertySummary, { multiline: true })}</Box>
          <PropertyPhotoField form={form} at={`${at}.photo`} propertyName={form.values[`${at}.name`] || `Property ${index + 1}`} />
          {Array.from({ length: rowCount(form.values, `${at}.groups`) }, (_, group) => (
            <Stack key={group} gap="3">
              {field(form, warnings, `${at}.groups.${group}.title`, `${T.fields.groupTitle} ${group + 1}`)}
              {field(form, warnings, `${at}.groups.${group}.items`, T.fields.groupItems, { multiline: true })}
            </Stack>
          ))}
        </Group>
      );
    })}
  </SectionCard>
);

export const MembershipSection = ({ form, warnings }: SectionProps) => (
  <SectionCard title={T.sections.membership} id="content-membership">
    {MEMBERSHIP_LOCATIONS.map((location) => {
      const at = `membership.${location}`;
      return (
        <Stack key={location} gap="3">
          {field(form, warnings, `${at}.label`, T.fields.locationLabel)}
          {Array.from({ length: rowCount(form.values, `${at}.tiers`) }, (_, tier) => {
            const tierAt = `${at}.tiers.${tier}`;
            return (
              <Group key={tier} legend={`${form.values[`${at}.label`] ?? location}: ${form.values[`${tierAt}.name`] ?? ''}`}>
                {field(form, warnings, `${tierAt}.priceUsd`, T.fields.tierPrice, { inputMode: 'numeric' })}
                {field(form, warnings, `${tierAt}.type`, T.fields.tierType)}
                {field(form, warnings, `${tierAt}.description`, T.fields.tierDescription, { multiline: true })}
                {field(form, warnings, `${tierAt}.specificBenefits`, T.fields.tierBenefits, { multiline: true })}
              </Group>
            );
          })}
        </Stack>
      );
    })}
  </SectionCard>
);
