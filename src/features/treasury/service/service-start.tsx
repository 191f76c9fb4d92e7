import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ChurchSelect } from '../../../components/form'
import { type ChurchChoice } from '../../../components/books'

export interface ServiceStartProps {
  church: ChurchChoice
  today: string
  onStart: (churchId: string, date: string) => void
}

/**
 * Opening a service session: a church treasurer starts at once (their church, today); a user
 * above several churches picks the church first.
 */
export function ServiceStart({ church, today, onStart }: ServiceStartProps) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState('')
  const fixed = church.fixedChurchId
  useEffect(() => {
    if (fixed) onStart(fixed, today)
  }, [fixed, today, onStart])
  if (fixed || !church.ready) return null
  if (church.churches.length === 0)
    return (
      <Text>
        <Trans>Nenhuma igreja disponível para lançar dízimos.</Trans>
      </Text>
    )
  return (
    <Stack
      as="form"
      gap="4"
      maxW="md"
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen) onStart(chosen, today)
      }}
    >
      <Text fontSize="lg">
        <Trans>Escolha a igreja deste culto.</Trans>
      </Text>
      <ChurchSelect
        churches={church.churches}
        value={chosen}
        onChange={setChosen}
        size="lg"
        placeholder={t`Selecione`}
        autoFocus
      />
      <Button type="submit" colorPalette="brand" size="lg" disabled={!chosen}>
        <Trans>Começar</Trans>
      </Button>
    </Stack>
  )
}
