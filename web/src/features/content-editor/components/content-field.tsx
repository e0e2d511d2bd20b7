/**
 * One box of Edit Content: its label, the refusal that stops a save (red) or the investor check's
 * warning that does not (amber, "Check:"), both read with the box by screen readers. A confirmation
 * (`confirm`) is a checkbox holding 'true' or 'false'.
 */
import { Checkbox, Field, Input, Textarea } from '@chakra-ui/react';
import type { FieldBinding } from '../../../hooks/use-form';

export interface ContentFieldProps {
  label: string;
  binding: FieldBinding;
  warning?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  type?: 'text' | 'date';
  confirm?: boolean;
}

export const ContentField = ({ label, binding, warning, multiline, inputMode, type = 'text', confirm }: ContentFieldProps) => (
  <Field.Root invalid={!!binding.error}>
    {confirm ? (
      <Checkbox.Root checked={binding.value === 'true'} onCheckedChange={(details) => binding.onChange(details.checked === true ? 'true' : 'false')} alignItems="start">
        <Checkbox.HiddenInput name={binding.name} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontSize="sm" fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
    ) : (
      <Field.Label fontSize="sm">{label}</Field.Label>
    )}
    {confirm ? null : multiline ? (
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
