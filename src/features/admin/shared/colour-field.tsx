import { chakra, HStack, Input } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { FieldShell } from '../../../components/form/field-shell'

const HEX = /^#[0-9a-f]{6}$/i

/** A colour: a picker beside the '#rrggbb' text (blank = the parent's colour is used). */
export function ColourField({
  name,
  label,
  fallback,
}: {
  name: string
  label: ReactNode
  /** Shown in the picker while the text is blank. */
  fallback: string
}) {
  const { t } = useLingui()
  const { control } = useFormContext()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : ''
        return (
          <FieldShell name={name} label={label}>
            <HStack gap="2" w="full">
              <chakra.input
                type="color"
                aria-label={t`Escolher cor`}
                value={HEX.test(value) ? value.toLowerCase() : fallback}
                onChange={(event) => field.onChange(event.target.value)}
                w="10"
                h="10"
                p="0.5"
                borderWidth="1px"
                rounded="md"
                bg="bg"
                cursor="pointer"
                flexShrink={0}
              />
              <Input
                ref={field.ref}
                name={field.name}
                value={value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                placeholder={t`Herdada`}
                maxLength={7}
                fontFamily="mono"
              />
            </HStack>
          </FieldShell>
        )
      }}
    />
  )
}
