/** Labelled inputs bound to useForm's fields: label, control, first error. Read-only fields look read-only. */
import type { ReactNode } from 'react';
import { Box, chakra, Field, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FieldBinding } from '../../../hooks/use-form';

interface FieldProps {
  label: string;
  binding: FieldBinding;
  required?: boolean;
  helper?: ReactNode;
}

const FieldFrame = ({ label, binding, required, readOnly, helper, tally, children }: FieldProps & { readOnly?: boolean; tally?: ReactNode; children: ReactNode }) => (
  <Field.Root invalid={!!binding.error} required={required} readOnly={readOnly}>
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
    {children}
    {helper && !binding.error && <Field.HelperText>{helper}</Field.HelperText>}
    <Field.ErrorText>{binding.error}</Field.ErrorText>
    {/* A count of characters shows with the refusal too: it says how far over the text is. */}
    {tally && <Field.HelperText>{tally}</Field.HelperText>}
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

/** From this share of the limit on, the count shows: quiet for a few lines, there before a pasted page is refused. */
const COUNT_FROM = 0.8;
const count = (value: number) => value.toLocaleString('en-US');

/** `maxLength`: the server's limit, counted under the box as it nears (an invitee pasted 16,800 characters of notes unwarned). */
export const TextAreaField = ({ maxLength, ...props }: FieldProps & { placeholder?: string; maxLength?: number }) => {
  const length = props.binding.value.length;
  const counted = maxLength !== undefined && length >= maxLength * COUNT_FROM;
  return (
    <FieldFrame {...props} tally={counted && <chakra.span color={length > maxLength ? 'fg.error' : undefined}>{count(length)} / {count(maxLength)} characters</chakra.span>}>
      <Textarea
        name={props.binding.name} rows={3} resize="vertical" placeholder={props.placeholder} value={props.binding.value}
        onChange={(event) => props.binding.onChange(event.target.value)}
      />
    </FieldFrame>
  );
};

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

/** A choice of a few options as native radio buttons in a fieldset: no script needed to pick one. */
export const ChoiceField = ({ label, binding, options }: {
  label: string;
  binding: FieldBinding;
  options: readonly { value: string; label: string }[];
}) => (
  <Box as="fieldset">
    <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">{label}</Box>
    <HStack gap="6" flexWrap="wrap">
      {options.map((option) => (
        <HStack as="label" key={option.value} gap="2" cursor="pointer" fontSize="sm">
          <chakra.input
            type="radio" name={binding.name} value={option.value} checked={binding.value === option.value}
            onChange={() => binding.onChange(option.value)} boxSize="4" m="0" accentColor="brand.700" cursor="pointer"
          />
          {option.label}
        </HStack>
      ))}
    </HStack>
  </Box>
);
