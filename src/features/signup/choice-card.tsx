import type { ReactNode } from 'react'
import { chakra } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'

/** A radio of the form drawn as a bordered card (the whole card is the label). */
export function ChoiceCard({
  name,
  value,
  children,
  testId,
}: {
  name: string
  value: string
  children: ReactNode
  testId?: string
}) {
  const { register } = useFormContext()
  return (
    <chakra.label
      data-testid={testId}
      display="flex"
      alignItems="center"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2.5"
      cursor="pointer"
      _hover={{ borderColor: 'brand.solid' }}
      css={{ '&:has(input:checked)': { borderColor: 'brand.solid', borderWidth: '2px' } }}
    >
      <chakra.input type="radio" value={value} {...register(name)} accentColor="brand.solid" />
      {children}
    </chakra.label>
  )
}
