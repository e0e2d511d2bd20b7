import { Field, Input } from '@chakra-ui/react';

/** A value the person can see but not change (from their invitation). */
export const ReadOnlyField = ({ label, value, name }: { label: string; value: string; name: string }) => (
  <Field.Root readOnly>
    <Field.Label>{label}</Field.Label>
    <Input name={name} value={value} readOnly bg="bg.muted" color="fg.muted" tabIndex={-1} />
  </Field.Root>
);
