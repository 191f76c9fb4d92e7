import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { z } from 'zod'
import { keepFromYears, setDeviceKeep, todayIso, yearsKept, type MirrorKeep } from '../../../sync'
import { useChurchChoice } from '../../components/books'
import { ConfirmDialog } from '../../components/confirm-dialog'
import {
  clearServerViews,
  keepPlaceOptions,
  useDeviceKeep,
  useKeepText,
} from '../../components/device-keep'
import { Form, FormAlert, SelectField, SubmitButton, useZodForm } from '../../components/form'
import { useHierarchy } from '../../components/mirror'
import { useOnline } from '../../components/sync-status'
import { ProfileCard } from './profile-card'

const EVERYWHERE = 'all'
const EVERY_YEAR = 'all'

const choiceSchema = z.object({ place: z.string(), years: z.string() })
type Choice = z.output<typeof choiceSchema>

/**
 * "Dados neste aparelho" (docs/sync.md, "Partial mirrors"): what this device keeps of what the
 * user reads — one field, sector or church, and the finance of the last years — so that a phone
 * of a convention's leader is usable soon and holds what it is used for. Changing it pulls the
 * mirror again; what waits to be sent is kept.
 */
export function DeviceDataSettings() {
  const { t } = useLingui()
  const keep = useDeviceKeep()
  const { churches } = useChurchChoice()
  const hierarchy = useHierarchy()
  const online = useOnline()
  const keptText = useKeepText(keep)
  const today = todayIso()
  const year = Number(today.slice(0, 4))
  const places = useMemo(() => keepPlaceOptions(churches, hierarchy), [churches, hierarchy])
  const [asked, setAsked] = useState<MirrorKeep | null>(null)
  const [done, setDone] = useState(false)

  const current: Choice = {
    place: keep?.place ? `${keep.place.level}:${keep.place.id}` : EVERYWHERE,
    years: String(yearsKept(keep?.from ?? null, today) ?? EVERY_YEAR),
  }
  const form = useZodForm(choiceSchema, { values: current })
  if (!keep) return null

  const placeOptions = [
    { value: EVERYWHERE, label: t`Tudo o que eu vejo` },
    ...places.map((p) => ({ value: p.value, label: p.name })),
  ]
  // A kept place no longer among the choices (the user moved) still shows what it is.
  if (keep.place && !places.some((p) => p.id === keep.place?.id))
    placeOptions.push({ value: current.place, label: keptText ?? current.place })
  const yearOptions = [
    { value: EVERY_YEAR, label: t`Todos os anos` },
    { value: '1', label: t`Só este ano (${year})` },
    { value: '2', label: t`Este ano e o anterior (desde ${year - 1})` },
    { value: '3', label: t`Os últimos 3 anos (desde ${year - 2})` },
  ]

  const submit = (values: Choice) => {
    const place = places.find((p) => p.value === values.place)
    const next: MirrorKeep = {
      place:
        values.place === EVERYWHERE
          ? null
          : place
            ? { level: place.level, id: place.id }
            : keep.place,
      from: keepFromYears(values.years === EVERY_YEAR ? null : Number(values.years), today),
    }
    setDone(false)
    if (JSON.stringify(next) !== JSON.stringify(keep)) setAsked(next)
  }

  return (
    <ProfileCard
      id="device-data"
      gap="3"
      data-testid="device-data"
      title={<Trans>Dados neste aparelho</Trans>}
    >
      <Text fontSize="sm" data-testid="device-data-current">
        {keptText === null ? (
          <Trans>Este aparelho guarda tudo o que você vê, de todos os anos.</Trans>
        ) : (
          <Trans>Este aparelho guarda só: {keptText}.</Trans>
        )}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Guardar menos deixa a primeira sincronização mais rápida e ocupa menos espaço no aparelho.
          O que não fica guardado não aparece nas listas e relatórios deste aparelho; os totais de
          toda a organização (painel e gráficos de dízimos) continuam aparecendo.
        </Trans>
      </Text>
      <Form form={form} onSubmit={submit} aria-label={t`Dados neste aparelho`}>
        {placeOptions.length > 1 ? (
          <SelectField name="place" label={t`Igreja ou área`} options={placeOptions} />
        ) : null}
        <SelectField
          name="years"
          label={t`Lançamentos financeiros`}
          options={yearOptions}
          helper={t`Dízimos, ofertas, recebimentos, pagamentos e fechamentos de culto.`}
        />
        <FormAlert />
        <SubmitButton alignSelf="start">
          <Trans>Salvar</Trans>
        </SubmitButton>
      </Form>
      {done ? (
        <Text fontSize="sm" role="status" data-testid="device-data-done">
          {online ? (
            <Trans>Pronto. O aparelho está baixando os dados escolhidos.</Trans>
          ) : (
            <Trans>Pronto. Os dados escolhidos serão baixados quando houver conexão.</Trans>
          )}
        </Text>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null)
        }}
        title={t`Trocar os dados deste aparelho?`}
        description={
          <Trans>
            O aparelho apaga a cópia dos dados que tem e baixa de novo o que você escolheu. O que
            você lançou e ainda não foi enviado continua guardado e será enviado.
          </Trans>
        }
        confirmLabel={<Trans>Trocar</Trans>}
        onConfirm={async () => {
          if (!asked) return
          await setDeviceKeep(asked)
          clearServerViews()
          setAsked(null)
          setDone(true)
        }}
      />
    </ProfileCard>
  )
}
