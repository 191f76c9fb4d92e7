import { Center, Spinner } from '@chakra-ui/react'

export function ListLoadingPlaceholder() {
  return (
    <Center py="10">
      <Spinner />
    </Center>
  )
}
