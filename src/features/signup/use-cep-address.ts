import { useEffect, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { lookupCepAddress, onlyDigits } from '../../../sync'
import type { WizardValues } from './signup-values'

export type CepSearch = 'idle' | 'searching' | 'found' | 'not_found'

const FILLED = [
  ['church.street', 'street'],
  ['church.district', 'district'],
  ['church.city', 'city'],
  ['church.state', 'state'],
] as const

/**
 * Once the CEP has its 8 digits, asks the server for its address and fills the address fields
 * still empty — never what the person already typed. Offline or for an unknown CEP the person
 * types the address; nothing waits on the answer.
 */
export function useCepAddress(): CepSearch {
  const { control, getValues, setValue } = useFormContext<WizardValues>()
  const cep = onlyDigits(useWatch({ control, name: 'church.cep' }) ?? '')
  const [search, setSearch] = useState<CepSearch>('idle')
  useEffect(() => {
    if (cep.length !== 8) {
      setSearch('idle')
      return
    }
    let live = true
    setSearch('searching')
    void lookupCepAddress(cep).then((address) => {
      if (!live) return
      if (!address) {
        setSearch('not_found')
        return
      }
      for (const [field, key] of FILLED)
        if (address[key] && !getValues(field)) setValue(field, address[key], { shouldDirty: true })
      setSearch('found')
    })
    return () => {
      live = false
    }
  }, [cep, getValues, setValue])
  return search
}
