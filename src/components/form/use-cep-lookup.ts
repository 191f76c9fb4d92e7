import { useEffect, useRef, useState } from 'react'
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form'
import { lookupCepAddress, onlyDigits, type CepAddress } from '../../../sync'

/** `not_found`: the CEP is unknown or the service failed; the person types the address. */
export type CepSearch = 'idle' | 'searching' | 'found' | 'not_found'

/** Where the form keeps the CEP and each part of the address a lookup fills. */
export interface CepFields<V extends FieldValues> {
  cep: Path<V>
  street: Path<V>
  district: Path<V>
  city: Path<V>
  state: Path<V>
}

const PARTS = ['street', 'district', 'city', 'state'] as const

/**
 * A form's CEP lookup (GET /api/signup/v1/cep/:cep, through `lookupCepAddress`), the one the
 * sign-up, member and visitor forms share: once the CEP has its 8 digits, online, the street,
 * neighbourhood, city and state are filled. What the person typed in one of those fields is
 * kept; what a previous lookup (or the record as it was opened) put there is replaced by the new
 * CEP's. A record opened with its CEP is not looked up again until the CEP changes. Offline
 * nothing is asked: the person types the address.
 */
export function useCepLookup<V extends FieldValues>(fields: CepFields<V>): CepSearch {
  const { control, getValues, setValue } = useFormContext<V>()
  const cep = onlyDigits(useWatch({ control, name: fields.cep }) ?? '')
  const [search, setSearch] = useState<CepSearch>('idle')
  const where = useRef(fields)
  // The CEP the form opened with (an existing record's): not looked up again.
  const opened = useRef(cep)
  // The address the form opened with: replaced by a new CEP's, unlike what the person typed.
  const initial = useRef<Partial<Record<string, unknown>> | null>(null)
  initial.current ??= Object.fromEntries(PARTS.map((part) => [part, getValues(fields[part])]))
  // What the last lookup wrote in each field: replaced by the next one, unlike what was typed.
  const filled = useRef<Partial<Record<string, string>>>({})
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
        setSearch('not_found')
        return
      }
      fill(address)
      setSearch('found')
    })
    const fill = (address: CepAddress) => {
      for (const part of PARTS) {
        const value = address[part]
        if (!value) continue
        const field = where.current[part]
        const now: unknown = getValues(field)
        const typed =
          now !== '' &&
          now !== undefined &&
          now !== initial.current?.[part] &&
          now !== filled.current[part]
        if (typed) continue
        setValue(field, value as never, { shouldDirty: true, shouldValidate: now !== '' })
        filled.current[part] = value
      }
    }
    return () => {
      live = false
    }
  }, [cep, getValues, setValue])
  return search
}
