import type { ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { chakra } from '@chakra-ui/react'

export interface FormProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>
  onSubmit: (values: TOut) => Promise<void> | void
  children: ReactNode
  id?: string
  'aria-label'?: string
}

/**
 * A form of the kit: provides the form to its fields, no browser validation (zod validates),
 * and an error thrown by `onSubmit` that nobody caught lands in the root error (FormAlert).
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  children,
  id,
  ...rest
}: FormProps<TIn, TOut>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : String(error) })
    }
  })
  return (
    <FormProvider {...form}>
      <chakra.form
        id={id}
        noValidate
        onSubmit={submit}
        display="flex"
        flexDirection="column"
        gap="4"
        {...rest}
      >
        {children}
      </chakra.form>
    </FormProvider>
  )
}
