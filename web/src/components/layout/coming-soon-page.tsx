import { Card, Heading, Text } from '@chakra-ui/react';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { usePageMeta } from '../seo/use-page-meta';

/** Placeholder for dashboard pages whose issues are not built yet; says so plainly, under its own title. */
export const ComingSoonPage = ({ title }: { title: string }) => {
  usePageMeta({ title: `${title} | ${BRAND_NAME}`, description: `${title}: this page is not available yet.` });
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Heading as="h1" size="lg">{title}</Heading>
        <Text color="fg.muted">This page is not available yet.</Text>
      </Card.Body>
    </Card.Root>
  );
};
