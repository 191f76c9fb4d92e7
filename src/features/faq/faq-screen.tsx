import { Accordion, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { FAQ } from './faq-content'

/** /faq: the frequently asked questions, as an accordion. */
export function FaqScreen() {
  const { i18n } = useLingui()
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Perguntas frequentes</Trans>
      </Heading>
      <Accordion.Root collapsible defaultValue={[FAQ[0]?.id ?? '']} variant="enclosed" bg="bg">
        {FAQ.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.ItemTrigger>
              <Text flex="1" fontWeight="semibold" textAlign="start">
                {i18n._(entry.question)}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text lineHeight="tall">{i18n._(entry.answer)}</Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  )
}
