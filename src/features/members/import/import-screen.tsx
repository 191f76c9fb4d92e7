import { plural } from '@lingui/core/macro'
import { useOnline } from '../../../components/sync-status'
import { Alert, Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { ChurchSelect, FilePickButton } from '../../../components/form'
import { useSession } from '../../../components/session'
import { notify } from '../../../lib/toaster'
import { useHierarchy, useMemberPermissions, useMembers } from '../use-member-data'
import { downloadFile } from '../view/member-export'
import { ImportPreviewTable } from './import-preview'
import { runImport } from './import-runner'
import { templateFile } from './template'
import { errorRowsFile } from './error-rows'
import { ImportDone } from './import-arrival'
import { importRegistry, previewImportBytes, type ImportPreview, type ImportRow } from './validate'
import { XlsxError } from './xlsx'

type Phase =
  | { kind: 'idle' }
  | { kind: 'preview'; preview: ImportPreview; file: string }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; ids: string[]; errorRows: ImportRow[] }

/** /members/import: template, upload, preview with per-row errors, import of the valid rows through the outbox. */
export function ImportScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { user } = useSession()
  const can = useMemberPermissions('members')
  const members = useMembers()
  const hierarchy = useHierarchy()
  const [churchId, setChurchId] = useState(user?.node.churchId ?? '')
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [fileError, setFileError] = useState<string | null>(null)
  const online = useOnline()
  // The live members' CPFs and names: a file imported again doubles nothing (issue 51).
  const registry = useMemo(() => importRegistry(members ?? []), [members])

  if (!can.add)
    return (
      <Text>
        <Trans>Você não tem permissão para esta ação.</Trans>
      </Text>
    )

  const template = async (format: 'xlsx' | 'csv') => {
    try {
      const file = await templateFile(format, i18n.locale, t`Membros`)
      downloadFile(file.name, file.content, file.type)
    } catch (error) {
      // Only the spreadsheet library's chunk can fail here (not precached, and offline).
      console.error(error)
      notify.error(t`Não foi possível concluir a ação.`)
    }
  }

  const read = async (file: File | undefined) => {
    setFileError(null)
    if (!file) return
    try {
      const preview = await previewImportBytes(new Uint8Array(await file.arrayBuffer()), registry)
      if (preview.fileError === 'empty') setFileError(t`O arquivo não tem linhas para importar.`)
      else if (preview.fileError === 'no_name_column')
        setFileError(t`O arquivo não segue o modelo: falta a coluna Nome.`)
      else setPhase({ kind: 'preview', preview, file: file.name })
    } catch (error) {
      console.error(error)
      setFileError(
        error instanceof XlsxError
          ? t`Formato não suportado: envie o modelo em .xlsx ou .csv.`
          : t`Não foi possível ler o arquivo.`,
      )
    }
  }

  /** The rows with errors as a spreadsheet with the reason in a column, to fix and import again. */
  const downloadErrors = async (rows: readonly ImportRow[]) => {
    try {
      const file = await errorRowsFile(rows, i18n.locale, t`Membros`)
      downloadFile(file.name, file.content, file.type)
    } catch (error) {
      console.error(error)
      notify.error(t`Não foi possível concluir a ação.`)
    }
  }

  const start = async (preview: ImportPreview) => {
    setPhase({ kind: 'importing', done: 0, total: preview.valid })
    try {
      const ids = await runImport(preview.rows, churchId, (done, total) =>
        setPhase({ kind: 'importing', done, total }),
      )
      const errorRows = preview.rows.filter((row) => row.errors.length > 0)
      setPhase({ kind: 'done', ids, errorRows })
      const count = ids.length
      // What is true now: online they are on their way; offline they wait for a connection.
      notify.success(
        online
          ? plural(count, {
              one: '# registro importado; enviando ao servidor.',
              other: '# registros importados; enviando ao servidor.',
            })
          : plural(count, {
              one: '# registro importado neste aparelho; será enviado quando houver conexão.',
              other: '# registros importados neste aparelho; serão enviados quando houver conexão.',
            }),
      )
    } catch (error) {
      console.error(error)
      notify.error(t`A importação parou por um erro. As linhas já importadas continuam salvas.`)
      setPhase({ kind: 'idle' })
    }
  }

  return (
    <Stack gap="5" maxW="5xl">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          <Trans>Importar membros</Trans>
        </Heading>
        <Button variant="ghost" onClick={() => void navigate({ to: '/members' })}>
          <Trans>Voltar à lista</Trans>
        </Button>
      </HStack>

      <Stack gap="3" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg">
        <Heading as="h2" size="md">
          <Trans>1. Baixe o modelo</Trans>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Uma linha por pessoa. Datas em dd/mm/aaaa; CPF com ou sem pontos; Nome e Sobrenome
            obrigatórios. Categoria, situação e estado civil como aparecem no cadastro (ex.:
            Diácono, Ativo, Casado).
          </Trans>
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void template('xlsx')}>
            <Trans>Modelo .xlsx</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => void template('csv')}>
            <Trans>Modelo .csv</Trans>
          </Button>
        </HStack>
      </Stack>

      <Stack gap="3" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg">
        <Heading as="h2" size="md">
          <Trans>2. Escolha a igreja e envie o arquivo</Trans>
        </Heading>
        {user?.node.churchId ? null : (
          <ChurchSelect
            churches={hierarchy?.rows.churches ?? []}
            value={churchId}
            onChange={setChurchId}
            maxW="sm"
          />
        )}
        <FilePickButton
          label={t`Arquivo para importar`}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={!churchId || members === undefined || phase.kind === 'importing'}
          onFiles={(files) => void read(files?.[0])}
        />
        {!churchId ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Escolha a igreja que receberá os registros.</Trans>
          </Text>
        ) : null}
        {fileError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{fileError}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>

      {phase.kind === 'preview' ? (
        <Stack gap="3" data-testid="import-summary">
          <Heading as="h2" size="md">
            <Trans>3. Confira e importe</Trans>
          </Heading>
          <Text>
            {phase.file}:{' '}
            <Plural
              value={phase.preview.valid}
              _0="nenhuma linha válida"
              one="# linha válida"
              other="# linhas válidas"
            />
            ,{' '}
            <Plural
              value={phase.preview.invalid}
              _0="nenhuma com erros."
              one="# com erros (não será importada)."
              other="# com erros (não serão importadas)."
            />
          </Text>
          <ImportPreviewTable rows={phase.preview.rows} />
          <HStack gap="2" wrap="wrap">
            <Button
              colorPalette="brand"
              disabled={phase.preview.valid === 0}
              onClick={() => void start(phase.preview)}
            >
              <Plural
                value={phase.preview.valid}
                one="Importar # linha válida"
                other="Importar # linhas válidas"
              />
            </Button>
            {phase.preview.invalid > 0 ? (
              <ErrorRowsButton onClick={() => void downloadErrors(phase.preview.rows)} />
            ) : null}
          </HStack>
        </Stack>
      ) : null}

      {phase.kind === 'importing' ? (
        <Progress.Root
          value={phase.total === 0 ? 100 : (phase.done / phase.total) * 100}
          max={100}
          data-testid="import-progress"
        >
          <Progress.Label>
            <Trans>
              Importando {phase.done} de {phase.total}…
            </Trans>
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}

      {phase.kind === 'done' ? (
        <Stack gap="3">
          <ImportDone ids={phase.ids} />
          {phase.errorRows.length > 0 ? (
            <Stack gap="2" data-testid="import-error-rows">
              <Text fontSize="sm">
                <Plural
                  value={phase.errorRows.length}
                  one="# linha com erro não foi importada: baixe-a com o motivo, corrija no Excel e importe o arquivo de novo. As linhas já importadas não serão duplicadas."
                  other="# linhas com erro não foram importadas: baixe-as com o motivo, corrija no Excel e importe o arquivo de novo. As linhas já importadas não serão duplicadas."
                />
              </Text>
              <ErrorRowsButton onClick={() => void downloadErrors(phase.errorRows)} />
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  )
}

function ErrorRowsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onClick}>
      <Trans>Baixar linhas com erro (.xlsx)</Trans>
    </Button>
  )
}
