import { useEffect, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { lookupCepAddress, onlyDigits } from '../../../../sync'
import type { MemberFormValues } from './form-values'

/** `found` only says so; a failure or an unknown CEP says nothing (the person types the address). */
export type MemberCepSearch = 'idle' | 'searching' | 'found'

const FILLED = [
  ['address.street', 'street'],
  ['address.neighborhood', 'district'],
  ['address.city', 'city'],
  ['address.state', 'state'],
] as const

type Field = (typeof FILLED)[number][0]

/**
 * The member and visitor forms' CEP (the sign-up wizard's lookup, GET /api/signup/v1/cep/:cep,
 * through `lookupCepAddress`): once the person types a CEP's 8 digits, online, the street,
 * neighbourhood, city and state are filled. What the person typed in one of those fields is kept;
 * what a previous lookup (or the record as it was opened) put there is replaced by the new CEP's.
 * A record opened with its CEP is not looked up again until the CEP changes. Offline, for an
 * unknown CEP or when the service fails, nothing is said: the person types the address.
 */
export function useMemberCep(): MemberCepSearch {
  const { control, getValues, setValue } = useFormContext<MemberFormValues>()
  const cep = onlyDigits(useWatch({ control, name: 'address.cep' }) ?? '')
  const [search, setSearch] = useState<MemberCepSearch>('idle')
  // The CEP the form opened with (an existing record's): not looked up again.
  const opened = useRef(cep)
  // The address the form opened with: replaced by a new CEP's, unlike what the person typed.
  const initial = useRef<Partial<Record<Field, string>> | null>(null)
  initial.current ??= Object.fromEntries(FILLED.map(([field]) => [field, getValues(field)]))
  // What the last lookup wrote in each field: replaced by the next one, unlike what was typed.
  const filled = useRef<Partial<Record<Field, string>>>({})
  useEffect(() => {
    if (cep.length !== 8 || cep === opened.current) {
      setSearch('idle')
      return
    }
    opened.current = ''
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setSearch('idle')
      return
    }
    let live = true
    setSearch('searching')
    void lookupCepAddress(cep).then((address) => {
      if (!live) return
      if (!address) {
        setSearch('idle')
        return
      }
      for (const [field, key] of FILLED) {
        const value = address[key]
        if (!value) continue
        const now = getValues(field)
        const typed =
          now !== '' && now !== initial.current?.[field] && now !== filled.current[field]
        if (typed) continue
        setValue(field, value as never, { shouldDirty: true, shouldValidate: now !== '' })
        filled.current[field] = value
      }
      setSearch('found')
    })
    return () => {
      live = false
    }
  }, [cep, getValues, setValue])
  return search
}
