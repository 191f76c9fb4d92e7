import { useCallback, useEffect, useState } from 'react'
import { fetchBilling, type BillingSummary } from '../../../sync'
import { billingErrorText } from './billing-error'

/** The organisation's subscription, read from the server (billing needs the network). */
export function useBilling() {
  const [summary, setSummary] = useState<BillingSummary | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const reload = useCallback(() => {
    setLoading(true)
    fetchBilling().then(
      (data) => {
        setSummary(data)
        setError(null)
        setLoading(false)
      },
      (failure: unknown) => {
        setError(billingErrorText(failure))
        setLoading(false)
      },
    )
  }, [])
  useEffect(reload, [reload])
  return { summary, error, loading, reload }
}
