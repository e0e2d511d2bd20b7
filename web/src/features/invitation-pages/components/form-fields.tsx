/** Labelled inputs bound to useFormState: label, control, first error. Read-only fields look read-only. */
import type { ReactNode } from 'react';
import { Field, HStack, Input, NativeSelect, RadioGroup, Textarea } from '@chakra-ui/react';
import type { FieldBinding } from '../hooks/use-form-state';

interface FieldProps {
  label: string;
  binding: FieldBinding;
  required?: boolean;
  helper?: ReactNode;
}

const FieldFrame = ({ label, binding, required, readOnly, helper, children }: FieldProps & { readOnly?: boolean; children: ReactNode }) => (
  <Field.Root invalid={!!binding.error} required={required} readOnly={readOnly}>
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
    {children}
    {helper && !binding.error && <Field.HelperText>{helper}</Field.HelperText>}
    <Field.ErrorText>{binding.error}</Field.ErrorText>
  </Field.Root>
);

export const TextField = ({ type = 'text', autoComplete, readOnly, ...props }: FieldProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  readOnly?: boolean;
}) => (
  <FieldFrame {...props} readOnly={readOnly}>
    <Input
      name={props.binding.name} type={type} autoComplete={autoComplete} value={props.binding.value}
      onChange={(event) => props.binding.onChange(event.target.value)}
      {...(readOnly ? { bg: 'gray.50', color: 'fg.muted' } : {})}
    />
  </FieldFrame>
);

export const TextAreaField = (props: FieldProps & { placeholder?: string }) => (
  <FieldFrame {...props}>
    <Textarea
      name={props.binding.name} rows={3} autoresize placeholder={props.placeholder} value={props.binding.value}
      onChange={(event) => props.binding.onChange(event.target.value)}
    />
  </FieldFrame>
);

export const SelectField = ({ options, placeholder, ...props }: FieldProps & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
}) => (
  <FieldFrame {...props}>
    <NativeSelect.Root>
      <NativeSelect.Field
        name={props.binding.name} value={props.binding.value} onChange={(event) => props.binding.onChange(event.target.value)}
      >
        <option value="" disabled={props.required}>{placeholder}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FieldFrame>
);

export const ChoiceField = ({ label, binding, options }: {
  label: string;
  binding: FieldBinding;
  options: readonly { value: string; label: string }[];
}) => (
  <RadioGroup.Root
    name={binding.name} value={binding.value} colorPalette="brand"
    onValueChange={(details) => binding.onChange(details.value ?? '')}
  >
    <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2" display="block">{label}</RadioGroup.Label>
    <HStack gap="6" flexWrap="wrap">
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value}>
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </HStack>
  </RadioGroup.Root>
);
