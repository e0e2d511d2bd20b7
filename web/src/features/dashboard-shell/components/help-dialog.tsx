/** 'How to Use This Site': the help guide from shared/content, for founders and lead generators. */
import {
  Accordion, Badge, Box, Button, CloseButton, Dialog, HStack, List, Menu, Portal, Stack, Text, Link as ChakraLink,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import {
  HELP_AFTER_RESPONSE, HELP_GUIDE_INTRO, HELP_GUIDE_TITLE, HELP_MANAGE_INVITATIONS, HELP_PREVIEW_LINKS,
  HELP_PREVIEW_MENU_LABEL, HELP_QUICK_START, HELP_SECTIONS, HELP_TIPS, helpContactText,
} from '@safe-haven/shared/content/help-guide';
import { ChevronDownIcon, EyeIcon, MailIcon } from '../../../components/ui/icons';
import { useSupportEmail } from '../hooks/use-support-email';
import { DialogRoot } from '../../../components/ui/dialog-root';

const ANSWER_PALETTE = { Yes: 'green', Maybe: 'orange', No: 'gray' } as const;

const Section = ({ value, title, children }: { value: string; title: string; children: React.ReactNode }) => (
  <Accordion.Item value={value}>
    <Accordion.ItemTrigger fontWeight="semibold" cursor="pointer" minH={{ base: '11', md: '10' }}>
      <Box as="span" flex="1">{title}</Box>
      <Accordion.ItemIndicator>
        <ChevronDownIcon />
      </Accordion.ItemIndicator>
    </Accordion.ItemTrigger>
    <Accordion.ItemContent>
      <Accordion.ItemBody>{children}</Accordion.ItemBody>
    </Accordion.ItemContent>
  </Accordion.Item>
);

const ContactText = ({ email }: { email: string | undefined }) => {
  const text = helpContactText(email);
  if (!email) return <Text>{text}</Text>;
  const [before, after] = text.split(email);
  return (
    <Text>
      {before}
      <ChakraLink href={`mailto:${email}`} color="brand.fg" textDecoration="underline">{email}</ChakraLink>
      {after}
    </Text>
  );
};

interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry that opened the dialog, or the menu button when that entry was in the closed drawer. */
  finalFocusEl?: () => HTMLElement | null;
}

export const HelpDialog = ({ open, onOpenChange, finalFocusEl }: HelpDialogProps) => {
  const supportEmail = useSupportEmail(open);
  const close = () => onOpenChange(false);
  return (
    <DialogRoot
      open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" scrollBehavior="inside" finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title fontFamily="heading" fontSize="2xl">{HELP_GUIDE_TITLE}</Dialog.Title>
                <Dialog.Description color="fg.muted">{HELP_GUIDE_INTRO}</Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Accordion.Root collapsible defaultValue={['quick-start']} variant="enclosed">
                <Section value="quick-start" title={HELP_SECTIONS.quickStart}>
                  <List.Root as="ol" gap="3" ps="5">
                    {HELP_QUICK_START.map((step) => (
                      <List.Item key={step.title}>
                        <Text fontWeight="semibold">{step.title}</Text>
                        <Text color="fg.muted">{step.body}</Text>
                      </List.Item>
                    ))}
                  </List.Root>
                </Section>
                <Section value="after-response" title={HELP_SECTIONS.afterResponse}>
                  <Stack gap="3">
                    {HELP_AFTER_RESPONSE.map((path) => (
                      <HStack key={path.answer} align="flex-start" gap="3">
                        <Badge colorPalette={ANSWER_PALETTE[path.answer]} minW="14" justifyContent="center" mt="0.5">{path.answer}</Badge>
                        <Text>{path.body}</Text>
                      </HStack>
                    ))}
                  </Stack>
                </Section>
                <Section value="tips" title={HELP_SECTIONS.tips}>
                  <List.Root gap="2" ps="5">
                    {HELP_TIPS.map((tip) => <List.Item key={tip}>{tip}</List.Item>)}
                  </List.Root>
                </Section>
                <Section value="need-help" title={HELP_SECTIONS.needHelp}>
                  <ContactText email={supportEmail} />
                </Section>
              </Accordion.Root>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="3">
              {/* Inside a dialog the menu stays in the dialog's layer instead of a portal. */}
              <Menu.Root positioning={{ placement: 'top-start' }}>
                <Menu.Trigger asChild>
                  <Button variant="outline" size={{ base: 'lg', md: 'md' }}>
                    <EyeIcon />
                    {HELP_PREVIEW_MENU_LABEL}
                    <ChevronDownIcon />
                  </Button>
                </Menu.Trigger>
                <Menu.Positioner>
                  <Menu.Content>
                    {HELP_PREVIEW_LINKS.map((link) => (
                      <Menu.Item key={link.audience} value={link.audience} asChild minH={{ base: '11', md: '8' }}>
                        <Link to={link.path} onClick={close}>{link.label}</Link>
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Menu.Root>
              <Button asChild colorPalette="brand" size={{ base: 'lg', md: 'md' }}>
                <Link to={HELP_MANAGE_INVITATIONS.path} onClick={close}>
                  <MailIcon />
                  {HELP_MANAGE_INVITATIONS.label}
                </Link>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label="Close help" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
