import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod/mini'
import { issueMessage } from './issue-message'

/** Classic or mini zod (the contracts on the first load are mini). */
type FormSchema = z.core.$ZodType<FieldValues, FieldValues>

/** react-hook-form driven by a zod schema, with translated messages for zod's standard issues. */
export function useZodForm<S extends FormSchema>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...props,
    resolver: zodResolver(schema, { error: (issue) => issueMessage(issue) }),
  })
}
