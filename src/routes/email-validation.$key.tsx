import { createFileRoute } from '@tanstack/react-router'
import { EmailValidationScreen } from '../features/auth/email-validation-screen'

export const Route = createFileRoute('/email-validation/$key')({ component: EmailValidation })

function EmailValidation() {
  const { key } = Route.useParams()
  return <EmailValidationScreen key={key} validationKey={key} />
}
