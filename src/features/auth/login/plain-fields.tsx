import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { get, useFormContext, useFormState } from 'react-hook-form'
import { contractMessage } from '../../../components/form/contract-message'
import { EyeIcon } from '../../../components/form/eye-icon'

/**
 * The fields of /login, drawn with plain HTML and the login styles in index.html instead of the form kit's
 * Chakra controls: /login is the one screen whose first load carries no design system
 * (docs/frontend.md, "/login without the design system"). Same behaviour as the kit: a label
 * with the required mark, the field's message under it, the form's message announced.
 */

interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string
  label: ReactNode
  /** Beside the input, inside its box (the password's show/hide toggle). */
  end?: ReactNode
}

/** A labelled input bound to the form, its error (a contract code, translated) under it. */
export function PlainField({ name, label, end, required, ...inputProps }: PlainFieldProps) {
  const { register, formState } = useFormContext()
  const error: { message?: string } | undefined = get(formState.errors, name)
  const id = `login-${name}`
  return (
    <div className="plain-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="plain-field__required">
            *
          </span>
        ) : null}
      </label>
      <div className="plain-field__box">
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...inputProps}
          {...register(name)}
        />
        {end}
      </div>
      {error?.message ? (
        <p id={`${id}-error`} className="plain-field__error">
          {contractMessage(error.message)}
        </p>
      ) : null}
    </div>
  )
}

/** The password, with a show/hide toggle. */
export function PlainPasswordField(props: Omit<PlainFieldProps, 'type' | 'end'>) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const toggle = (
    <button
      type="button"
      className="plain-field__toggle"
      aria-label={visible ? t`Ocultar senha` : t`Mostrar senha`}
      onClick={() => setVisible((shown) => !shown)}
    >
      <EyeIcon crossed={visible} />
    </button>
  )
  return <PlainField {...props} type={visible ? 'text' : 'password'} end={toggle} />
}

/** The form's message (`form.setError('root', ...)`), announced to screen readers. */
export function PlainFormAlert() {
  const { errors } = useFormState()
  const message = errors.root?.message
  if (!message) return null
  return (
    <div role="alert" className="plain-alert">
      {contractMessage(message)}
    </div>
  )
}

/** The submit button: busy (and disabled) while the submit runs. */
export function PlainSubmit({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormState()
  return (
    <button
      type="submit"
      className="plain-button"
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting ? <span aria-hidden="true" className="plain-button__spinner" /> : null}
      {children}
    </button>
  )
}
