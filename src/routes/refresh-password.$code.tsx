import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '../features/auth/reset-password-screen'

export const Route = createFileRoute('/refresh-password/$code')({ component: RefreshPassword })

function RefreshPassword() {
  const { code } = Route.useParams()
  return <ResetPasswordScreen key={code} code={code} />
}
