/** A password field with a Show / Hide toggle that keeps focus and tells screen readers its state. */
import { useState, type ChangeEvent, type Ref } from 'react';
import { Button, Input, InputGroup } from '@chakra-ui/react';

interface PasswordInputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete: 'new-password' | 'current-password';
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
}

export const PasswordInput = ({ ref, ...props }: PasswordInputProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <Button
          variant="ghost" size="xs" minW="14" aria-pressed={visible} aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((current) => !current)} disabled={props.disabled}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} pe="16" {...props} />
    </InputGroup>
  );
};
