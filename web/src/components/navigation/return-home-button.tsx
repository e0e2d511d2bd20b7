/**
 * 'Return to Home' for pages an invitee reaches (thank-you, 404): to the brand's site when the stage
 * names one, else back to their invitation, else the app's home. Rendered as a link to / first (the
 * prerendered HTML and a browser without JavaScript), then pointed at the right place.
 */
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_MESSAGES } from '@safe-haven/shared/messages';
import { resolveHomeTarget, type HomeTarget } from '../../lib/public-site';

export const ReturnHomeButton = (props: ButtonProps) => {
  const [target, setTarget] = useState<HomeTarget>({ kind: 'app' });
  useEffect(() => {
    let current = true;
    void resolveHomeTarget().then((resolved) => current && setTarget(resolved));
    return () => {
      current = false;
    };
  }, []);
  if (target.kind === 'site') {
    return <Button asChild {...props}><a href={target.href}>{NOT_FOUND_MESSAGES.returnHome}</a></Button>;
  }
  if (target.kind === 'invitation') {
    return <Button {...props} onClick={() => window.history.back()}>{NOT_FOUND_MESSAGES.backToInvitation}</Button>;
  }
  return <Button asChild {...props}><Link to="/">{NOT_FOUND_MESSAGES.returnHome}</Link></Button>;
};
