/**
 * Set-up on the phone that holds the authenticator app, where lead generators in the field do it: the
 * screen showing the QR code cannot scan it, so a phone opens the app by the code's own otpauth://
 * address (the phone hands it to the installed app; it never leaves the device), and any screen can
 * copy the key rather than retype its 32 characters.
 */
import { useEffect, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';

type Copy = 'copied' | 'blocked';

export const TotpKeyActions = ({ secret, setupUri }: { secret: string; setupUri: string }) => {
  const [copy, setCopy] = useState<Copy>();
  useEffect(() => {
    if (copy !== 'copied') return;
    const reset = setTimeout(() => setCopy(undefined), 3000);
    return () => clearTimeout(reset);
  }, [copy]);
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('blocked');
    }
  };
  return (
    <>
      <HStack gap="2" flexWrap="wrap">
        {/* Below md, a phone's width, only: a computer has no authenticator app to hand the address to. */}
        <Button asChild colorPalette="brand" size={{ base: 'md', md: 'sm' }} hideFrom="md">
          <a href={setupUri}>Open in Authenticator App</a>
        </Button>
        <Button variant="outline" size={{ base: 'md', md: 'sm' }} onClick={() => void copyKey()}>
          {copy === 'copied' ? 'Key Copied' : 'Copy Key'}
        </Button>
      </HStack>
      <Text fontSize="sm" color={copy === 'blocked' ? 'fg.error' : 'fg.muted'} aria-live="polite" minH="1lh">
        {copy === 'blocked' ? 'This browser did not allow copying: select the key above and copy it.' : copy === 'copied' ? 'Paste it in your app as a new account, time-based.' : ''}
      </Text>
    </>
  );
};
