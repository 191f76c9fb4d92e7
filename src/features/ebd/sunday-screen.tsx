import { Box, Button, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { sundayOnOrBefore, sundaySummary, todayIso } from '../../../sync'
import { useChurchChoice } from '../../components/books'
import { formatMoney, formatNumber } from '../../lib/format'
import { whatsappLink } from '../../lib/whatsapp'
import { BackToClasses } from './back-to-classes'
import { ChurchSelect, firstChurch } from './church-select'
import { useEbdPdf } from './ebd-pdf'
import { recentSundays, SundaySelect } from './sunday-select'
import {
  bestLine,
  figureLines,
  formatShare,
  sundayFileName,
  sundaySummaryReport,
  sundaySummaryText,
} from './ebd-reports'
import { useEbd } from './use-ebd'

/**
 * /ebd/summary: the superintendent's Sunday ("Resumo do domingo"): the church's totals across
 * classes, to read aloud on a phone, the best class of the day, each class; shared as a PDF made
 * on the device or as WhatsApp text (docs/ebd.md).
 */
export function SundayScreen() {
  const { t } = useLingui()
  const ebd = useEbd()
  const church = useChurchChoice()
  const [picked, setPicked] = useState<string | null>(null)
  const [date, setDate] = useState(() => sundayOnOrBefore(todayIso()))
  const churchId =
    picked ??
    firstChurch(
      church,
      ebd.classes.map((c) => c.churchId),
    )
  const churchName = church.nameOf(churchId)
  const summary = useMemo(
    () =>
      sundaySummary(
        ebd.classes.filter((c) => c.churchId === churchId),
        ebd.enrolments,
        ebd.rolls,
        date,
      ),
    [ebd.classes, ebd.enrolments, ebd.rolls, churchId, date],
  )
  const pdf = useEbdPdf(churchId || null, churchName)
  if (!ebd.ready)
    return (
      <Text aria-busy="true" color="fg.muted">
        <Trans>Carregando...</Trans>
      </Text>
    )
  const best = bestLine(summary)
  const link = whatsappLink(null, sundaySummaryText(summary, churchName))
  return (
    <Stack gap="5" maxW="2xl">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          <Trans>Resumo do domingo</Trans>
        </Heading>
        <BackToClasses />
      </Stack>
      <HStack gap="3" wrap="wrap" align="end">
        <ChurchSelect church={church} value={churchId} onChange={setPicked} />
        <SundaySelect
          id="ebd-summary-date"
          label={t`Domingo`}
          value={date}
          sundays={recentSundays()}
          onChange={setDate}
        />
      </HStack>

      <Box as="dl" borderWidth="1px" borderRadius="md" p="4" data-testid="ebd-summary-totals">
        {figureLines(summary.totals).map(([label, value]) => (
          <HStack key={label} justify="space-between" py="1" gap="4">
            <Text as="dt" fontSize="lg">
              {label}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="bold">
              {value}
            </Text>
          </HStack>
        ))}
      </Box>
      {best ? (
        <Text fontSize="lg" fontWeight="semibold" data-testid="ebd-summary-best">
          {best}
        </Text>
      ) : (
        <Text color="fg.muted">
          <Trans>Nenhuma chamada registrada neste domingo.</Trans>
        </Text>
      )}

      <Wrap gap="2">
        <Button
          variant="outline"
          loading={pdf.busy}
          onClick={() =>
            void pdf.make(
              (context) => sundaySummaryReport(summary, context),
              sundayFileName(summary.date),
            )
          }
        >
          <Trans>Resumo em PDF</Trans>
        </Button>
        {link ? (
          <Button variant="outline" colorPalette="green" asChild>
            <a href={link} target="_blank" rel="noopener noreferrer">
              <Trans>Enviar pelo WhatsApp</Trans>
            </a>
          </Button>
        ) : null}
      </Wrap>

      <Stack gap="2">
        <Heading as="h2" size="md">
          <Trans>Por classe</Trans>
        </Heading>
        <Stack as="ul" listStyleType="none" gap="2">
          {summary.classes.map((c) => {
            const share = formatShare(
              c.figures.enrolled === 0 ? 0 : c.figures.present / c.figures.enrolled,
            )
            const present = formatNumber(c.figures.present)
            const enrolled = formatNumber(c.figures.enrolled)
            return (
              <Box as="li" key={c.classId} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="semibold">{c.name}</Text>
                  <Text>{c.taken ? share : t`Sem chamada`}</Text>
                </HStack>
                {c.taken ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t`Presentes: ${present} de ${enrolled}`} ·{' '}
                    {t`Visitantes: ${formatNumber(c.figures.visitors)}`} ·{' '}
                    {t`Oferta: ${formatMoney(c.figures.offering)}`}
                  </Text>
                ) : null}
                {c.visitorNames.length > 0 ? (
                  <Text fontSize="sm" data-testid="ebd-summary-visitors">
                    {t`Visitantes do dia: ${c.visitorNames.join(', ')}`}
                  </Text>
                ) : null}
              </Box>
            )
          })}
        </Stack>
      </Stack>
    </Stack>
  )
}
