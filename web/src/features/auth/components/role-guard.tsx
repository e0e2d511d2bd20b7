/**
 * Per-page role check inside the dashboard. A refused user reads 'Access Denied' in the page itself
 * first, then is taken to /dashboard: a toast during an immediate redirect was easy to miss.
 */
import { useEffect } from 'react';
import { Button, Card, Center, Heading, Text } from '@chakra-ui/react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { ACCESS_DENIED_REDIRECT_MS } from '@safe-haven/shared/constants';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import type { StaffRole } from '@safe-haven/shared/roles';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { FullPageLoading } from '../../../components/layout/full-page-loading';

const Refused = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(DASHBOARD_PATHS.home, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Center py="16" px="4">
      <Card.Root maxW="md" w="full" textAlign="center" role="alert">
        <Card.Body gap="3">
          <Heading as="h1" size="lg">{AUTH_MESSAGES.accessDenied}</Heading>
          <Text>{AUTH_MESSAGES.noPagePermission}</Text>
          <Text color="fg.muted" fontSize="sm">{AUTH_MESSAGES.returningToDashboard}</Text>
          <Button asChild colorPalette="brand" alignSelf="center">
            <Link to={DASHBOARD_PATHS.home} replace>{AUTH_MESSAGES.goToDashboard}</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
};

export const RoleGuard = ({ roles }: { roles: readonly StaffRole[] }) => {
  const profile = useMyProfile();
  if (profile.isPending) return <FullPageLoading label={AUTH_MESSAGES.checkingPermissions} />;
  if (!profile.data || !roles.includes(profile.data.role)) return <Refused />;
  return <Outlet />;
};
