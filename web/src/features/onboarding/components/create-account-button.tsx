/** The submit of both ways into the team (an invited set-up, a founder's sign-up): one label, one busy text. */
import { Button } from '@chakra-ui/react';

export const CreateAccountButton = ({ busy }: { busy: boolean }) => (
  <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Creating Account...">
    Create Account
  </Button>
);
