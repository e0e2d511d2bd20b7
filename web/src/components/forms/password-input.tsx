/** A password field with a show / hide toggle (the same control as on the login screen). */
import { useState, type ChangeEvent, type Ref } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from '../ui/icons';

interface PasswordInputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete: 'new-password' | 'current-password';
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export const PasswordInput = ({ ref, ...props }: PasswordInputProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          variant="ghost" size="sm" aria-label="Show password" aria-pressed={visible} disabled={props.disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
};
