import { createFileRoute } from '@tanstack/react-router'
import { FaqScreen } from '../../features/faq/faq-screen'

export const Route = createFileRoute('/_app/faq')({
  component: FaqScreen,
})
