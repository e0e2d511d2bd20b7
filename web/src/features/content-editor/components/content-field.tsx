/**
 * One box of Edit Content: its label, the refusal that stops a save (red) or the investor check's
 * warning that does not (amber, "Check:"), both read with the box by screen readers.
 */
import { Field, Input, Textarea } from '@chakra-ui/react';
import type { FieldBinding } from '../../../hooks/use-form';

export interface ContentFieldProps {
  label: string;
  binding: FieldBinding;
  warning?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  type?: 'text' | 'date';
}

export const ContentField = ({ label, binding, warning, multiline, inputMode, type = 'text' }: ContentFieldProps) => (
  <Field.Root invalid={!!binding.error}>
    <Field.Label fontSize="sm">{label}</Field.Label>
    {multiline ? (
      <Textarea name={binding.name} value={binding.value} autoresize minH="20" onChange={(event) => binding.onChange(event.target.value)} />
    ) : (
      <Input name={binding.name} type={type} value={binding.value} inputMode={inputMode} onChange={(event) => binding.onChange(event.target.value)} />
    )}
    {binding.error && <Field.ErrorText>{binding.error}</Field.ErrorText>}
    {warning && (
      <Field.HelperText color="orange.700" data-warning="">
        Check: {warning}
      </Field.HelperText>
    )}
  </Field.Root>
);
